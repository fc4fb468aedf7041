"""Teams in the core: Outcome places per team and seat, returns() from the team's place, rows and summaries
per team, and seat rotation that moves whole teams."""
import json

import pytest

from engine.core import Outcome, Table, TableError, Termination
from engine.core.match import base_row, player_label, seat_players, seating, seats_of
from engine.core.summary import summarize

DOUBLES = Table.teams_of(2, 2)


def test_a_team_win_puts_both_teammates_first_and_is_not_a_draw():
    o = Outcome.team_win(DOUBLES, 1, "hp")
    assert o.places == (1, 0, 1, 0) and o.team_places == (1, 0)
    assert o.winning_team == 1 and o.winners == (1, 3) and o.winner is None and not o.is_draw
    assert o.team_ranking() == [(1,), (0,)] and o.ranking() == [(1, 3), (0, 2)]
    assert Outcome.win(DOUBLES, 3, "hp") == o  # a seat's win is its team's


def test_returns_come_from_the_team_place_and_each_teammate_gets_it():
    assert Outcome.team_win(DOUBLES, 0, "hp").returns() == (1.0, -1.0, 1.0, -1.0)
    assert Outcome.draw(DOUBLES, "turn limit", Termination.TURN_LIMIT).returns() == (0.0,) * 4
    three = Table.teams_of(2, 3)  # teams (0, 3), (1, 4), (2, 5)
    o = Outcome.from_team_places(three, (2, 0, 1), "last team standing", eliminated=(0, 3, 2, 5))
    assert o.places == (2, 0, 1, 2, 0, 1)
    assert o.returns() == pytest.approx((-1.0, 1.0, 0.0, -1.0, 1.0, 0.0))


def test_one_vs_one_outcomes_are_exactly_what_they_were():
    for o in (Outcome.win(2, 1, "hp"), Outcome.win(Table.solo(2), 1, "hp")):
        assert o.places == (1, 0) and o.winner == 1 and o.winners == (1,) and o.returns() == (-1.0, 1.0)
        assert o.to_dict() == {"places": [1, 0], "termination": "win condition", "reason": "hp", "winner": 1,
                               "winners": [1], "eliminated": []}
    assert Outcome.win(2, 1, "hp") == Outcome((1, 0), Termination.WIN_CONDITION, "hp")
    assert Outcome.win(2, 1, "hp").table == Table.solo(2) and Outcome.win(2, 1, "hp").winning_team == 1


def test_a_team_outcome_round_trips_through_json_with_its_table():
    o = Outcome.team_win(DOUBLES, 0, "hp", eliminated=(1, 3))
    d = json.loads(json.dumps(o.to_dict()))
    assert d["teams"] == [[0, 2], [1, 3]] and d["team_places"] == [0, 1] and d["winning_team"] == 0
    assert Outcome.from_dict(d) == o and Outcome.from_dict(d).table == DOUBLES


def test_teammates_with_different_places_are_refused():
    with pytest.raises(ValueError, match="share a place"):
        Outcome((0, 1, 1, 0), Termination.WIN_CONDITION, "x", table=DOUBLES)
    with pytest.raises(ValueError, match="3 places"):
        Outcome((0, 1, 1), Termination.WIN_CONDITION, "x", table=DOUBLES)
    with pytest.raises(ValueError, match="teams"):
        Outcome.from_team_places(DOUBLES, (0, 1, 2), "x")


def test_rotation_moves_whole_teams_and_keeps_their_seat_order():
    assert [seating(i, DOUBLES) for i in range(3)] == [(0, 1, 0, 1), (1, 0, 1, 0), (0, 1, 0, 1)]
    three = Table.teams_of(2, 3)
    for i in range(6):
        seats = seating(i, three)
        for e in range(3):
            mine = seats_of(e, i, three)
            assert [s for s in three.seats if seats[s] == e] == list(mine)
            assert three.team_of(mine[0]) == three.team_of(mine[1])  # teammates sit together
    team = [("greedy", "random"), "mcts"]  # entrant 0 names a player per seat, entrant 1 one for both
    assert seat_players(0, DOUBLES, team) == ["greedy", "mcts", "random", "mcts"]
    assert seat_players(1, DOUBLES, team) == ["mcts", "greedy", "mcts", "random"]  # entrant 0 in seats 1, 3


def test_solo_rotation_with_a_table_is_the_rotation_by_seat_count():
    for n in (2, 3, 5):
        for i in range(2 * n):
            assert seating(i, Table.solo(n)) == seating(i, n)
            assert seat_players(i, n, list("abcde"[:n])) == [("abcde"[:n])[e] for e in seating(i, n)]


def test_rotation_refuses_unequal_teams_and_wrong_player_lists():
    with pytest.raises(TableError, match="one size"):
        seating(0, Table(((0, 1), (2,))))
    with pytest.raises(ValueError, match="2 entrants"):
        seat_players(0, DOUBLES, ["a", "b", "c"])
    with pytest.raises(ValueError, match="names 3 players"):
        seat_players(0, DOUBLES, [("a", "b", "c"), "d"])
    with pytest.raises(ValueError, match="one player object per seat"):
        seat_players(0, DOUBLES, [object(), "d"])
    assert player_label(("greedy", "random")) == "greedy & random"


def test_base_row_gives_places_per_team_and_a_team_goes_out_with_its_last_seat():
    o = Outcome.team_win(DOUBLES, 0, "hp", eliminated=(3, 1))
    row = base_row(1, 99, seating(1, DOUBLES), o, 12, 80)  # game 1: entrant 1 holds team 0's seats
    assert row["seating"] == [1, 0, 1, 0] and row["places"] == [1, 0] and row["eliminated"] == [0]
    half = Outcome.team_win(DOUBLES, 0, "hp", eliminated=(3,))
    assert base_row(0, 1, seating(0, DOUBLES), half, 1, 1)["eliminated"] == []
    with pytest.raises(ValueError, match="its own entrant"):
        base_row(0, 1, (0, 0, 1, 1), o, 1, 1)  # seats 0 and 1 are not one team


def test_summarize_counts_a_game_two_teammates_win_as_the_team_s_win():
    rows = []
    for i, winner in enumerate((0, 0, 1, None)):
        o = (Outcome.draw(DOUBLES, "turn limit", Termination.TURN_LIMIT) if winner is None
             else Outcome.team_win(DOUBLES, winner, "hp"))  # winner = the team slot
        rows.append(base_row(i, i, seating(i, DOUBLES), o, 10, 40))
    s = summarize(None, rows, {"players": ["greedy & greedy", "random & random"]})
    # team 0 wins games 0 and 1, held by entrant 0 then entrant 1; team 1 wins game 2, held by entrant 1
    a, b = s["entrants"]
    assert (a["wins"], a["draws"], b["wins"], b["draws"], s["draws"]) == (1, 1, 2, 1, 1)
    assert a["places"] == {"1": 2, "2": 2} and b["places"] == {"1": 3, "2": 1} and b["win_rate"] == 0.5
    assert s["seat_wins"] == [2, 1, 2, 1]  # both seats of the winning team count the win
