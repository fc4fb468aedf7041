"""A two-teams game (four seats, two teams of two) played through the core's play_match and summarize:
a team's win counts for both its seats and is not a draw, places and returns are the team's, rotation
keeps teammates together in their seat order, and a record replays through the registry."""
import pytest
from team_toy_game import GAME as DUEL
from team_toy_game import NAME, TABLE, TURN_CAP
from team_toy_game import Setup as DuelSetup

from engine.core import registry
from engine.core.match import play_match, seats_of
from engine.core.record import GameRecord, replay
from engine.core.summary import to_json


@pytest.fixture
def duel():
    """The duel in the game registry for one test only."""
    before = dict(registry._GAMES)
    registry.register_game(DUEL)
    yield DUEL
    registry._GAMES.clear()
    registry._GAMES.update(before)


def test_a_team_that_wins_together_gets_the_win_in_every_seat_it_holds(duel):
    m = play_match(duel, DuelSetup(), 6, 11, [("hitter", "hitter"), ("passer", "passer")], keep_records=True)
    s = m.summary
    hitters, passers = s["entrants"]
    assert (hitters["wins"], hitters["draws"], hitters["win_rate"]) == (6, 0, 1.0)
    assert (passers["wins"], passers["draws"], s["draws"]) == (0, 0, 0)
    assert hitters["places"] == {"1": 6, "2": 0} and passers["mean_place"] == 2.0
    assert s["match"]["players"] == ["hitter & hitter", "passer & passer"]
    assert s["seat_wins"] == [3, 3, 3, 3]  # each team's seats, counted for both teammates
    for i, (row, rec) in enumerate(zip(m.rows, m.records, strict=True)):
        mine = seats_of(0, i, TABLE)
        assert row["places"] == [0, 1] and row["eliminated"] == [1]
        assert rec.outcome.team_places == ((0, 1) if i % 2 == 0 else (1, 0))
        assert rec.outcome.winners == mine and rec.outcome.winner is None and not rec.outcome.is_draw
        assert [rec.outcome.returns()[p] for p in mine] == [1.0, 1.0]
        assert sum(rec.outcome.returns()) == 0.0


def test_rotation_keeps_teammates_together_in_their_seat_order(duel):
    m = play_match(duel, DuelSetup(), 4, 3, [("hitter", "random"), ("passer", "random")])
    for i, row in enumerate(m.rows):
        for e, (first, second) in enumerate((("hitter", "random"), ("passer", "random"))):
            mine = seats_of(e, i, TABLE)
            assert TABLE.team_of(mine[0]) == TABLE.team_of(mine[1])
            assert [row["seating"][p] for p in mine] == [e, e]
            assert [row["seat_players"][p] for p in mine] == [first, second]
            if first == "passer":
                assert row["hits"][mine[0]] == 0  # the passer sat where the rotation put it
    assert [r["seating"] for r in m.rows] == [[0, 1, 0, 1], [1, 0, 1, 0]] * 2


def test_two_teams_that_never_hit_draw_at_the_turn_limit(duel):
    s = play_match(duel, DuelSetup(), 4, 5, ["passer", "passer"]).summary
    assert s["draws"] == 4 and [e["wins"] for e in s["entrants"]] == [0, 0]
    assert [e["draws"] for e in s["entrants"]] == [4, 4] and s["terminations"] == {"turn limit": 4}
    assert s["turns"]["max"] == TURN_CAP


def test_a_random_team_match_adds_up_and_is_the_same_in_two_processes(duel):
    a = play_match(duel, DuelSetup(), 40, 9, ["random", "random"], keep_records=True)
    b = play_match(duel, DuelSetup(), 40, 9, ["random", "random"], processes=2, keep_records=True)
    assert to_json(a.summary) == to_json(b.summary) and a.rows == b.rows
    x, y = a.summary["entrants"]
    assert x["wins"] + y["wins"] + a.summary["draws"] == 40 and x["wins"] > 0 and y["wins"] > 0
    assert sum(a.summary["seat_wins"]) == 2 * (x["wins"] + y["wins"])  # two seats per winning team


def test_a_team_game_record_replays_through_the_registry(duel):
    m = play_match(duel, DuelSetup(), 3, 21, ["random", "hitter"], keep_records=True)
    for rec in m.records:
        again = GameRecord.from_dict(rec.to_dict())
        assert again.game == NAME and again.outcome == rec.outcome and again.outcome.table == TABLE
        assert replay(again).outcome() == rec.outcome


def test_mcts_searches_a_team_game_through_the_team_s_returns_and_beats_random(duel):
    m = play_match(duel, DuelSetup(), 12, 4, [("mcts:60", "mcts:60"), ("random", "random")])
    mcts, rnd = m.summary["entrants"]
    assert mcts["wins"] >= 10 and rnd["wins"] <= 1, m.summary["entrants"]
