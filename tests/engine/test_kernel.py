"""The compiled kernel (engine/cardwars/kernel.py): the same games as the pure-Python path, and never a stale build.

`make test` builds the kernel first, so the comparison runs there; where the build is missing (no compiler) the
comparison says so and is skipped, and the pure path is what runs everywhere else in the suite."""
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
from engine.cardwars.dsl import card
from engine.core import pending
native = {card.__file__.endswith(kernel.SUFFIX), pending.__file__.endswith(kernel.SUFFIX)}
print(kernel.COMPILED, games, h.hexdigest(), native == {kernel.COMPILED})
"""


def _play(pure: bool) -> tuple[str, int, str]:
    env = {k: v for k, v in os.environ.items() if k != "CARDWARS_PURE"}
    if pure:
        env["CARDWARS_PURE"] = "1"
    out = subprocess.run([sys.executable, "-c", GAMES], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
                         check=True).stdout.split()
    assert out[3] == "True"  # the Cython-compiled modules (kernel.SCRIPTED) came from the build exactly when compiled
    return out[0], int(out[1]), out[2]


def test_compiled_and_pure_kernels_play_identical_games():
    ok, why = kernel.status()
    if not ok and not os.environ.get("CARDWARS_PURE"):
        pytest.skip(f"no compiled kernel to compare: {why}")
    compiled, pure = _play(False), _play(True)
    assert compiled[0] == "True" and pure[0] == "False"  # each process really took its path
    assert compiled[1] == pure[1] == 78
    assert compiled[2] == pure[2]


def _fake_build(build_dir):
    """A build in `build_dir` as kernel.status sees it: an extension per module and the sources' copies."""
    for m in kernel.MODULES + kernel.SCRIPTED:
        for path, data in ((kernel.built(str(build_dir), m), b""),
                           (kernel.compiled_copy(str(build_dir), m), Path(kernel.source(m)).read_bytes())):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            Path(path).write_bytes(data)


def test_a_build_older_than_the_sources_is_not_used(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDWARS_PURE", raising=False)
    assert kernel.status(str(tmp_path / "none")) == (False, f"no build in {tmp_path / 'none'} (make kernel)")
    _fake_build(tmp_path)
    assert kernel.status(str(tmp_path))[0] is True
    copy = Path(kernel.compiled_copy(str(tmp_path), "rules.legal"))
    copy.write_bytes(copy.read_bytes() + b"# yesterday's rules\n")
    ok, why = kernel.status(str(tmp_path))
    assert not ok and "older than the sources (rules.legal" in why
    copy.unlink()
    assert kernel.status(str(tmp_path))[0] is False


def test_cardwars_pure_keeps_the_pure_path(tmp_path, monkeypatch):
    _fake_build(tmp_path)
    monkeypatch.setenv("CARDWARS_PURE", "1")
    assert kernel.status(str(tmp_path)) == (False, "CARDWARS_PURE is set")


def test_every_compiled_module_has_its_source():
    assert all(Path(kernel.source(m)).exists() for m in kernel.MODULES + kernel.SCRIPTED)


def test_cython_compiles_the_rest_of_a_card_wars_game():
    """SCRIPTED: every other module of engine.core and engine.cardwars, the card scripts, the vocabulary and the event
    hub among them; not the loader and its build, nor a module that reads a file beside its own source."""
    assert {"engine.cardwars.events", "engine.cardwars.dsl.card", "engine.cardwars.cards.cp6", "engine.core.pending",
            "engine.cardwars.players.greedy_classic", "engine.cardwars.rules.illegal"} <= set(kernel.SCRIPTED)
    assert not set(kernel.SCRIPTED) & ({f"{kernel.PACKAGE}.{m}" for m in kernel.MODULES} | set(kernel.KEEP_PURE))
    for m in kernel.SCRIPTED:
        assert "__file__" not in Path(kernel.source(m)).read_text(encoding="utf-8"), m  # an extension lives elsewhere


def test_a_stale_card_script_keeps_the_whole_build_out(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDWARS_PURE", raising=False)
    _fake_build(tmp_path)
    copy = Path(kernel.compiled_copy(str(tmp_path), "engine.cardwars.cards.cp1"))
    copy.write_bytes(copy.read_bytes() + b"# an older script\n")
    ok, why = kernel.status(str(tmp_path))
    assert not ok and "older than the sources (engine.cardwars.cards.cp1" in why
