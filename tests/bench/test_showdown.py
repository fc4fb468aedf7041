"""bench/showdown.py without Bun: the figures it prints from given rounds (medians, per game and per decision),
and the skip note without a clone."""
import os
import subprocess
import sys

from bench.showdown import BASE_DIR, DECKS, deck_lists, report


def _theirs(cpu):
    return {"games": 100, "cpu": cpu, "entries": 11000, "decisions": 9000, "errors": 0, "kept": [40, 39],
            "sizes": [40, 40]}


def _ours(cpu, actions):
    return {"games": 100, "cpu": cpu, "decisions": actions}


def test_the_table_gives_medians_and_both_ratios():
    runs = {"theirs": [_theirs(0.05), _theirs(0.09), _theirs(0.04)],  # median 0.05 s: 0.5 ms a game
            "card scripts on": [_ours(0.2, 6800), _ours(0.1, 6800), _ours(0.3, 6800)],  # median 0.2 s
            "card scripts off": [_ours(0.025, 9000)] * 3}
    text = report(runs, "1.0")
    assert "| cardwars-showdown (Bun 1.0), its first-fit runner | 100 x 3 | 0.500 | 2,000 | 5.56 | 180,000 | 90.0 |" in text
    assert "| ours, first vs first, card scripts on | 100 x 3 | 2.000 | 500 | 29.41 | 34,000 | 68.0 |" in text
    # per decision: (0.2 / 6800) / (0.05 / 9000) = 5.29; per game 0.2 / 0.05 = 4
    assert "card scripts on: 4.00x per game, 5.29x per decision" in text
    assert "card scripts off: 0.50x per game, 0.50x per decision" in text
    assert "40 of 40 and 39 of 40 cards are in its pool" in text
    assert "110.0 entries per battle" in text


def test_the_decks_are_the_cp1_lists():
    a, b = deck_lists()
    assert DECKS == ("CP1-finn", "CP1-jake") and len(a) == len(b) == 40


def test_without_a_clone_it_says_it_was_skipped():
    env = {k: v for k, v in os.environ.items() if k not in ("SHOWDOWN_DIR", "SHOWDOWN_BUN")}
    env["PATH"] = "/nonexistent"
    out = subprocess.run([sys.executable, "-m", "bench.showdown"], cwd=BASE_DIR, env=env, capture_output=True,
                         text=True, check=True).stdout
    assert "_Skipped: clone cardwars-showdown" in out
