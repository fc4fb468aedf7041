"""The compiled kernel (engine/cardwars/kernel.py): the same games as the pure-Python path, and never a stale build.

`make test` builds the kernel first, so the comparison runs there; where the build is missing (no compiler) the
comparison says so and is skipped, and the pure path is what runs everywhere else in the suite."""
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardwars import kernel

ROOT = Path(__file__).resolve().parents[2]

# Plays games on every Collector's Pack pair with cheap players and a short greedy, prints the path taken and a
# hash of every action and result.
GAMES = """
import hashlib, sys
from engine.cardwars import kernel
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game
pool = load_card_pool("cards/data/catalogue.json")
pairs = [("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
         ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
         ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake")]
h = hashlib.sha256()
games = 0
for a, b in pairs:
    setup = pool.setup(a, b)
    for seed, players in [(s, ("random", "simple")) for s in range(12)] + [(100, ("greedy", "first"))]:
        rec, out = play_game(setup, seed, players)
        h.update(repr((rec.actions, out.winner, out.reason)).encode())
        games += 1
print(kernel.COMPILED, games, h.hexdigest())
"""


def _play(pure: bool) -> tuple[str, int, str]:
    env = {k: v for k, v in os.environ.items() if k != "CARDWARS_PURE"}
    if pure:
        env["CARDWARS_PURE"] = "1"
    out = subprocess.run([sys.executable, "-c", GAMES], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
                         check=True).stdout.split()
    return out[0], int(out[1]), out[2]


def test_compiled_and_pure_kernels_play_identical_games():
    ok, why = kernel.status()
    if not ok and not os.environ.get("CARDWARS_PURE"):
        pytest.skip(f"no compiled kernel to compare: {why}")
    compiled, pure = _play(False), _play(True)
    assert compiled[0] == "True" and pure[0] == "False"  # each process really took its path
    assert compiled[1] == pure[1] == 78
    assert compiled[2] == pure[2]


def test_a_build_older_than_the_sources_is_not_used(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDWARS_PURE", raising=False)
    assert kernel.status(tmp_path) == (False, f"no build in {tmp_path} (make kernel)")
    for m in kernel.MODULES:
        so = kernel._built(tmp_path, m)
        so.parent.mkdir(parents=True, exist_ok=True)
        so.write_bytes(b"")
    (tmp_path / kernel.STAMP).write_text(kernel.sources_hash() + "\n")
    assert kernel.status(tmp_path)[0] is True
    (tmp_path / kernel.STAMP).write_text(hashlib.sha256(b"yesterday's sources").hexdigest() + "\n")
    ok, why = kernel.status(tmp_path)
    assert not ok and "older than the sources" in why


def test_cardwars_pure_keeps_the_pure_path(tmp_path, monkeypatch):
    for m in kernel.MODULES:
        so = kernel._built(tmp_path, m)
        so.parent.mkdir(parents=True, exist_ok=True)
        so.write_bytes(b"")
    (tmp_path / kernel.STAMP).write_text(kernel.sources_hash() + "\n")
    monkeypatch.setenv("CARDWARS_PURE", "1")
    assert kernel.status(tmp_path) == (False, "CARDWARS_PURE is set")


def test_the_hash_covers_every_compiled_source():
    h = kernel.sources_hash()
    assert len(h) == 64 and all(kernel._source(m).exists() for m in kernel.MODULES)
