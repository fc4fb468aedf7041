"""The Trash War match report: per entrant and per table seat, places, first eliminations, game length."""
import random

import pytest

from engine.core import GameStopped, load_game
from engine.core.match import play_match
from engine.trashwar import Setup
from engine.trashwar.report import match_report, report_text

# Four hand-made games of three entrants; seating[s] is the entrant in seat s (engine/core/match.py).
ROWS = [
    {"game_index": 0, "seating": [0, 1, 2], "places": [0, 1, 2], "eliminated": [2, 1], "elimination_turns": [5, 10],
     "turns": 10, "actions": 20, "termination": "win condition", "first_seat": 0},  # entrant 0 starts and wins
    {"game_index": 1, "seating": [2, 0, 1], "places": [1, 0, 2], "eliminated": [2, 0], "elimination_turns": [7, 20],
     "turns": 20, "actions": 40, "termination": "win condition", "first_seat": 1},  # entrant 0 starts, 1 wins
    {"game_index": 2, "seating": [1, 2, 0], "places": [0, 0, 1], "eliminated": [2], "elimination_turns": [30],
     "turns": 30, "actions": 50, "termination": "turn limit", "first_seat": 2},  # a draw between 0 and 1
    {"game_index": 3, "seating": [0, 1, 2], "places": [2, 0, 1], "eliminated": [0, 2], "elimination_turns": [8, 40],
     "turns": 40, "actions": 90, "termination": "win condition"},  # a row without first_seat
]


def test_wins_places_and_first_eliminations_per_entrant():
    r = match_report(ROWS, ["greedy", "random", "mcts"])
    assert r["games"] == 4 and r["seats"] == 3 and r["draws"] == 1 and r["no_elimination"] == 0
    e0, e1, e2 = r["entrants"]
    assert [e["player"] for e in r["entrants"]] == ["greedy", "random", "mcts"]
    assert (e0["wins"], e1["wins"], e2["wins"]) == (1, 2, 0)
    assert (e0["shared_first"], e1["shared_first"], e2["shared_first"]) == (1, 1, 0)
    assert e0["places"] == [2, 1, 1] and e1["places"] == [3, 1, 0] and e2["places"] == [0, 2, 2]
    assert e0["place_rates"] == [0.5, 0.25, 0.25] and e0["mean_place"] == 1.75
    assert [e["out_first"]["count"] for e in r["entrants"]] == [1, 0, 3]
    # Wilson 95% intervals: 1 of 4 is 4.56% - 69.94%; 2 of 4 is 15.0% - 85.0%
    assert (e0["win_rate"], e0["ci_low"], e0["ci_high"]) == (0.25, 0.0456, 0.6994)
    assert (e1["ci_low"], e1["ci_high"]) == (0.15, 0.85)
    assert e2["out_first"] == {"count": 3, "rate": 0.75, "ci_low": 0.3006, "ci_high": 0.9544}


def test_per_table_seat_the_first_player_and_how_games_ended():
    r = match_report(ROWS)
    assert [s["wins"]["count"] for s in r["table_seats"]] == [1, 1, 1]  # seats 0, 2 and 1 of games 0, 1 and 3
    assert [s["out_first"]["count"] for s in r["table_seats"]] == [2, 1, 1]
    assert r["first_player"]["games"] == 3 and r["first_player"]["count"] == 1  # game 0 only
    assert r["terminations"] == {"turn limit": 1, "win condition": 3}
    assert [e["player"] for e in r["entrants"]] == ["entrant 1", "entrant 2", "entrant 3"]


def test_game_length():
    length = match_report(ROWS)["length"]
    assert length["turns"]["mean"] == 25.0 and length["turns"]["min"] == 10 and length["turns"]["max"] == 40
    assert length["actions"]["mean"] == 50.0
    assert length["first_elimination_turn"]["histogram"] == {"5": 1, "7": 1, "8": 1, "30": 1}


def test_the_order_of_the_rows_does_not_matter():
    shuffled = list(ROWS)
    random.Random(3).shuffle(shuffled)
    assert match_report(shuffled, ["a", "b", "c"]) == match_report(ROWS, ["a", "b", "c"])


@pytest.fixture(scope="module")
def match():
    game = load_game("trash-war")
    return play_match(game, Setup(seats=4), 8, 21, ["greedy", "random", "random", "random"], keep_records=True)


def test_a_played_match_adds_up(match):
    r = match.summary["trash_war"]["report"]
    assert r == match_report(match.rows, ["greedy", "random", "random", "random"])
    games = r["games"]
    assert sum(e["wins"] for e in r["entrants"]) + r["draws"] == games == 8
    assert all(sum(e["places"]) == games for e in r["entrants"])
    assert sum(e["out_first"]["count"] for e in r["entrants"]) + r["no_elimination"] == games
    assert sum(s["wins"]["count"] for s in r["table_seats"]) == sum(e["wins"] for e in r["entrants"])
    assert r["first_player"]["games"] == games


def test_first_seat_is_the_seat_that_made_the_first_decision(match):
    game = load_game("trash-war")
    for row, record in zip(match.rows, match.records, strict=True):
        assert game.new_game(record.setup, record.seed).current_player() == row["first_seat"]


def test_the_text_report(match):
    r = match.summary["trash_war"]["report"]
    text = report_text(r, "Trash War", seed=21)
    assert text.startswith("Trash War: 4 seats, 8 games, seed 21")
    for words in ("win rate", "95% interval", "out 1st", "per table seat", "took the first turn (TW5)",
                  "game length in turns", "first elimination at turn"):
        assert words in text
    e = r["entrants"][0]
    line = next(t for t in text.splitlines() if t.startswith("1   greedy"))
    assert line.split()[2:4] == [str(e["wins"]), f"{100 * e['win_rate']:.1f}%"]
    assert load_game("trash-war").extra["report_text"] is report_text


def test_a_stop_hook_ends_a_game_at_the_start_of_a_turn_and_changes_nothing_else():
    game = load_game("trash-war")
    plain, record = game.play_indexed(Setup(seats=3), 5, 2, ["greedy", "random", "random"])
    asked = []
    same, again = game.play_indexed(Setup(seats=3), 5, 2, ["greedy", "random", "random"],
                                    stop=lambda: asked.append(1) is not None)
    # asked once a turn, before its first decision (a turn that needs none, e.g. a pass to the left, is not asked)
    assert same == plain and again.actions == record.actions and plain["turns"] * 0.9 < len(asked) <= plain["turns"]
    calls = []

    def stop():
        calls.append(1)
        return len(calls) == 4

    with pytest.raises(GameStopped, match="game 2 stopped at turn 4"):
        game.play_indexed(Setup(seats=3), 5, 2, ["greedy", "random", "random"], stop=stop)
