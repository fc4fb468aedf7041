"""Outcome/returns for N seats, and summarize() over hand-made rows (no game needed)."""
import json
import random

import pytest

from engine.core import Outcome, Termination, returns_from_places
from engine.core.summary import summarize, to_json, wilson


def test_returns_are_zero_sum_linear_in_place_and_shared_on_ties():
    assert Outcome.win(2, 0, "x").returns() == (1.0, -1.0)
    assert Outcome.draw(2, "x", Termination.TURN_LIMIT).returns() == (0.0, 0.0)
    r = returns_from_places((3, 0, 1, 2))
    assert r == pytest.approx((-1.0, 1.0, 1 / 3, -1 / 3))
    r = returns_from_places((0, 0, 2))  # two share first: the mean of 1 and 0
    assert r == pytest.approx((0.5, 0.5, -1.0)) and sum(r) == pytest.approx(0.0)


def test_outcome_keeps_places_eliminations_and_round_trips():
    o = Outcome((2, 0, 1), Termination.WIN_CONDITION, "last fortress", (0, 2))
    assert o.winner == 1 and o.ranking() == [(1,), (2,), (0,)] and not o.is_draw
    assert Outcome.from_dict(json.loads(json.dumps(o.to_dict()))) == o


def rows():
    # 3 entrants; game 0: entrant 2 wins, 0 out first; game 1: entrant 0 wins; game 2: a shared first place
    return [
        {"game_index": 0, "seed": 1, "seating": [0, 1, 2], "places": [2, 1, 0], "termination": "win condition",
         "reason": "last fortress", "turns": 10, "actions": 30, "eliminated": [0, 1]},
        {"game_index": 1, "seed": 2, "seating": [2, 0, 1], "places": [0, 2, 1], "termination": "win condition",
         "reason": "last fortress", "turns": 20, "actions": 50, "eliminated": [1, 2]},
        {"game_index": 2, "seed": 3, "seating": [1, 2, 0], "places": [0, 0, 2], "termination": "turn limit",
         "reason": "turn limit", "turns": 500, "actions": 900, "eliminated": [2]},
    ]


class Hooked:
    def summary_hook(self, rs, summary):
        summary["mine"] = [r["game_index"] for r in rs]


def test_summarize_counts_wins_places_draws_and_elimination_order():
    s = summarize(Hooked(), rows(), {"players": ["greedy", "random", "mcts"], "seed": 9})
    assert s["games"] == 3 and s["draws"] == 1
    e0, e1, e2 = s["entrants"]
    assert (e0["player"], e0["wins"], e0["draws"]) == ("greedy", 1, 1)
    assert (e1["wins"], e1["draws"], e2["wins"]) == (0, 1, 1)
    lo, hi = wilson(1, 3)
    assert e0["win_rate"] == 0.3333 and e0["ci_low"] == round(lo, 4) and e0["ci_high"] == round(hi, 4)
    assert e0["mean_place"] == round(1 + 2 / 3, 4)  # places 2, 0, 0 -> 3rd, 1st, 1st
    assert e0["out_order"] == [1, 0] and e1["out_order"] == [1, 1] and e2["out_order"] == [1, 1]
    assert e0["never_out"] == 2 and e1["never_out"] == 1
    assert s["terminations"] == {"turn limit": 1, "win condition": 2}
    assert s["turns"]["max"] == 500 and s["turns"]["median"] == 20
    assert s["seat_wins"] == [0, 1, 1]  # entrant 2 won from seat 2, entrant 0 from seat 1
    assert s["mine"] == [0, 1, 2] and s["match"]["seed"] == 9


def test_summarize_is_the_same_for_rows_in_any_order():
    base = to_json(summarize(None, rows(), {"players": ["a", "b", "c"]}))
    for seed in range(5):
        rs = rows()
        random.Random(seed).shuffle(rs)
        assert to_json(summarize(None, rs, {"players": ["a", "b", "c"]})) == base
    assert list(json.loads(base)) == sorted(json.loads(base))
