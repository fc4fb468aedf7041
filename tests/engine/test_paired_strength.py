"""bench.strength: each deal is played twice with the players swapped, and the figures add up."""
from bench.engine import DEFAULT_CATALOGUE
from bench.strength import paired_match, play_deal

PAIR = (("CP1-finn", "CP1-jake"),)


def test_paired_match_counts_every_game_of_every_deal():
    r = paired_match("greedy-fast", "random", games=6, pairs=PAIR, seed=3)
    t = r["total"]
    assert t["games"] == 6 and t["wins"] + t["losses"] + t["draws"] == 6
    assert t["wins"] >= 5  # a searching player against uniform random moves
    assert 0.0 <= t["ci_low"] <= t["win_rate"] <= t["ci_high"] <= 1.0
    assert list(r["pairs"]) == ["CP1-finn:CP1-jake"]


def test_swapping_the_players_swaps_the_winner_of_a_mirror_match():
    # the same player on both sides: the deal decides, so the swapped game has the other label win
    one = play_deal((DEFAULT_CATALOGUE, "CP1-finn", "CP1-jake", 5, 0, False, "simple", "simple", True))
    two = play_deal((DEFAULT_CATALOGUE, "CP1-finn", "CP1-jake", 5, 0, True, "simple", "simple", True))
    assert {one[2], two[2]} == {"A", "B"}
