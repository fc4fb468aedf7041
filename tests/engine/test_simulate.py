"""The match simulator and its summary: seats, seeds, mirrored shuffles, counts, Wilson intervals."""
import pytest

from engine import new_game, replay, summarize
from engine.cardwars.match import (
    compact_actions,
    game_seed,
    play_game,
    play_match,
    play_match_game,
    record_from_compact,
    seated_setup,
)
from engine.cardwars.stats import GameResult, to_json, wilson


@pytest.fixture(scope="module")
def decks(pool):
    return pool.setup("CP1-finn"), pool.setup("CP2-bmo")


@pytest.fixture(scope="module")
def match(decks):
    return play_match(*decks, games=12, seed=7, players=("greedy", "random"))


def test_wilson_against_hand_worked_numbers():
    # p = 0.5, n = 10: centre 0.5, half-width 1.96 * sqrt(0.025 + 0.0096) / 1.3841 = 0.2634
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    # p = 0, n = 10: upper end z^2 / (n + z^2) = 3.8415 / 13.8415
    assert wilson(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    # p = 0.9, n = 100: centre 0.91921 / 1.03841 = 0.88521, half 0.06186 / 1.03841 = 0.05957
    lo, hi = wilson(90, 100)
    assert lo == pytest.approx(0.8256, abs=1e-4) and hi == pytest.approx(0.9448, abs=1e-4)
    assert wilson(0, 0) == (0.0, 0.0)


def test_summary_counts_add_up(match):
    s = match.summary
    assert s["games"] == 12 == s["wins_a"] + s["losses_a"] + s["draws"]
    assert s["wins_b"] == s["losses_a"]
    assert s["a_on_play"]["games"] + s["a_on_draw"]["games"] == 12
    assert s["a_on_play"]["games"] == s["a_on_draw"]["games"] == 6  # R6: seats alternate game by game
    for k in ("wins_a", "wins_b", "draws"):
        assert s["a_on_play"][k] + s["a_on_draw"][k] == s[k]
    assert sum(sum(v.values()) for v in s["reasons"].values()) == 12
    assert sum(s["turns"]["histogram"].values()) == 12
    assert s["ci_low_a"] <= s["win_rate_a"] <= s["ci_high_a"]
    assert s["wins_a"] >= 10  # greedy beats random


def test_per_card_counts(decks, match):
    for r in match.results:
        assert set(r.played_a) <= set(r.drawn_a) and set(r.played_b) <= set(r.drawn_b)
    cards = {c["card"]: c for c in match.summary["cards"]["a"]}
    assert set(cards) <= set(decks[0].players[0].cards)
    for c in cards.values():
        assert 0 <= c["played"] <= c["drawn"] <= 12 and c["drawn"] + c["not_drawn"] == 12
        assert c["drawn_wins"] <= c["drawn"] and c["played_wins"] <= c["played"]
    assert any(c["played"] for c in cards.values())


def test_same_seed_same_json(decks, match):
    again = play_match(*decks, games=12, seed=7, players=("greedy", "random"))
    assert to_json(again.summary) == to_json(match.summary)
    other = play_match(*decks, games=12, seed=8, players=("greedy", "random"))
    assert to_json(other.summary) != to_json(match.summary)


def test_processes_do_not_change_the_result(decks, match):
    two = play_match(*decks, games=12, seed=7, players=("greedy", "random"), processes=2)
    assert to_json(two.summary) == to_json(match.summary)


def test_a_game_depends_only_on_seed_index_and_players(decks, match):
    res, rec = play_match_game(*decks, 7, 5, ("greedy", "random"))
    assert res == match.results[5]
    assert compact_actions(rec) == compact_actions(match.records[5])


def test_summary_from_rows_in_any_order_and_from_dicts(match):
    rows = list(reversed(match.results))
    assert summarize(rows, match.summary["match"]) == match.summary
    assert summarize([r.to_dict() for r in rows], match.summary["match"]) == match.summary
    assert GameResult.from_dict(match.results[0].to_dict()) == match.results[0]


def test_records_replay_to_the_result(decks, match):
    for res, rec in zip(match.results[:4], match.records[:4], strict=True):
        end = replay(rec)
        assert end.turn == res.turns and end.hp[res.seat_a] == res.hp_a
        back = record_from_compact(rec.setup, rec.seed, compact_actions(rec))
        assert replay(back).to_json() == end.to_json()
        assert rec.to_dict()["seed"] == res.seed


def test_mirrored_pairs_swap_seats_with_identical_shuffles(decks):
    a, b = decks
    r0, _ = play_match_game(a, b, 3, 0, ("greedy", "random"), mirrored=True)
    r1, _ = play_match_game(a, b, 3, 1, ("greedy", "random"), mirrored=True)
    assert r0.seed == r1.seed == game_seed(3, 0, True) and r0.seat_a == 0 and r1.seat_a == 1
    assert r0.first_player == r1.first_player == 0  # so A is on the play in one, B in the other
    s0 = new_game(seated_setup(a, b, 0), r0.seed)
    s1 = new_game(seated_setup(a, b, 1), r1.seed)
    assert s0.hand[0] == s1.hand[0] and s0.deck[0] == s1.deck[0]  # the same shuffle, dealt to the other deck
    assert game_seed(3, 2, True) != r0.seed and game_seed(3, 0) != game_seed(3, 1)


def test_mirrored_mirror_match_gives_each_side_the_same_cards(pool):
    finn = pool.setup("CP1-finn")
    m = play_match(finn, finn, games=4, seed=1, players=("greedy", "random"), mirrored=True)
    for k in (0, 2):
        r0, r1 = m.results[k], m.results[k + 1]
        s0 = new_game(seated_setup(finn, finn, 0), r0.seed)
        s1 = new_game(seated_setup(finn, finn, 1), r1.seed)
        assert s0.hand_slugs(0) == s1.hand_slugs(0)


def test_play_game_still_takes_names_and_objects(pool):
    setup = pool.setup("CP1-finn", "CP1-jake")
    rec, out = play_game(setup, 3, ("greedy", "random"))
    from engine.cardwars.players import make_player
    from engine.core.rng import Rng
    rec2, out2 = play_game(setup, 3, (make_player("greedy", Rng(1)), make_player("random", Rng(2))))
    assert out.reason and out2.reason and len(rec.actions) > 10


def test_r22_a_knocked_out_hero_counts_as_0_final_hp_and_the_overkill_is_apart():
    rows = [GameResult(game_index=0, seed=1, seat_a=0, first_player=0, winner="a", reason="hp", turns=9,
                       hp_a=7, hp_b=-3),
            GameResult(game_index=1, seed=2, seat_a=1, first_player=0, winner="a", reason="hp", turns=11,
                       hp_a=5, hp_b=-6),
            GameResult(game_index=2, seed=3, seat_a=0, first_player=1, winner="b", reason="hp", turns=10,
                       hp_a=0, hp_b=4)]
    s = summarize(rows)
    assert s["final_hp"]["b"]["mean"] == pytest.approx(4 / 3, abs=1e-3) and s["final_hp"]["b"]["min"] == 0
    assert s["final_hp"]["a"]["mean"] == 4.0
    assert s["overkill"] == {"a": {"games": 0, "mean": 0.0}, "b": {"games": 2, "mean": 4.5}}
