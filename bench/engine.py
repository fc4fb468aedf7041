"""Benchmark: `python -m bench.engine [--games N] [--catalogue PATH]` prints a Markdown section with the
command, the machine, games/s for random, first and simple players on the CP1 decks (Finn vs Jake) without card scripts,
random, simple and greedy with card scripts on the twelve Collector's Pack 1-6 decks in their product pairs,
one process, and the top of a cProfile by cumulative time. Timing lives here only, never in game logic."""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import platform
import pstats
import sys
import time

from engine.cardwars.cards import status, vanilla
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game

DEFAULT_CATALOGUE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                 "cards", "data", "catalogue.json")


def cpu_model() -> str:
    """CPU model name from /proc/cpuinfo (Linux), else platform.processor()."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


SCRIPTED_PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
                  ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
                  ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake"))


def fully_simulated(setups) -> tuple[int, int]:
    """(cards fully simulated, distinct cards) over the decks of these Setups, Heroes included."""
    slugs = set()
    for setup in setups:
        for p in setup.players:
            slugs.update(p.cards)
            if p.hero:
                slugs.add(p.hero)
    return sum(1 for sl in slugs if status(sl) == "full"), len(slugs)


def scripted_status(pool) -> str:
    """How many of the six decks' distinct cards (Heroes included) the engine simulates in full."""
    full, n = fully_simulated(pool.setup(name) for pair in SCRIPTED_PAIRS for name in pair)
    return f"{full} of their {n} distinct cards and Heroes fully simulated"


def run(setup, games, players, seed0=0):
    """Play `games` games; returns (seconds, actions played, outcome counts)."""
    t = time.perf_counter()
    actions = 0
    counts = {}
    for seed in range(seed0, seed0 + games):
        rec, out = play_game(setup, seed, players)
        actions += len(rec.actions)
        key = "draw" if out.winner is None else f"p{out.winner}"
        key += f" ({out.reason})"
        counts[key] = counts.get(key, 0) + 1
    return time.perf_counter() - t, actions, counts


def main(argv=None):
    """Run the benchmark and print the Markdown report."""
    ap = argparse.ArgumentParser(prog="python -m bench.engine")
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--catalogue", default=DEFAULT_CATALOGUE)
    ap.add_argument("--profile-games", type=int, default=1000)
    ap.add_argument("--scripted-games", type=int, default=500, help="games per policy with card scripts on")
    ap.add_argument("--search-games", type=int, default=30, help="greedy (turn search) games with card scripts on")
    args = ap.parse_args(argv)
    pool = load_card_pool(args.catalogue)
    setup = pool.setup("CP1-finn", "CP1-jake")
    out = io.StringIO()
    w = out.write
    w("## Engine benchmark\n\n")
    w(f"- command: `python -m bench.engine {' '.join(argv if argv is not None else sys.argv[1:])}`".rstrip() + "\n")
    w(f"- machine: {platform.platform()}, Python {platform.python_version()} ({platform.python_implementation()}), "
      f"CPU {cpu_model()}, one process\n")
    w(f"- decks: CP1-finn vs CP1-jake (vanilla: no card scripts), {args.games} games per policy, seeds 0..{args.games - 1}\n\n")
    w("| policy | games | seconds | games/s | actions/game | results |\n|---|---|---|---|---|---|\n")
    # The simple greedy policy (first affordable card into the first empty Lane, everything fights) is
    # `first`; `simple` adds rules of thumb; `greedy` is a turn search, timed with scripts below.
    policies = (("random vs random", ("random", "random")), ("first vs first", ("first", "first")),
                ("simple vs simple", ("simple", "simple")))
    with vanilla():  # the vanilla fast path: no card scripts
        for name, players in policies:
            secs, actions, counts = run(setup, args.games, players)
            res = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
            w(f"| {name} | {args.games} | {secs:.2f} | {args.games / secs:,.0f} | {actions / args.games:.1f} | {res} |\n")
    n = args.scripted_games
    w(f"\nWith card scripts on, the twelve Collector's Pack 1-6 decks in their product pairs ({scripted_status(pool)}), "
      f"seeds from 0; the turn-search `greedy` plays {args.search_games} games per pair:\n\n")
    w("| decks | policy | games | seconds | games/s | actions/game | results |\n|---|---|---|---|---|---|---|\n")
    for a, b in SCRIPTED_PAIRS:
        pair = pool.setup(a, b)
        for name, players, games in (("random vs random", ("random", "random"), n),
                                     ("simple vs simple", ("simple", "simple"), n),
                                     ("greedy vs greedy", ("greedy", "greedy"), args.search_games)):
            secs, actions, counts = run(pair, games, players)
            res = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
            w(f"| {a} vs {b} | {name} | {games} | {secs:.2f} | {games / secs:,.1f} | {actions / games:.1f} | {res} |\n")
    prof = cProfile.Profile()
    with vanilla():
        prof.enable()
        run(setup, args.profile_games, ("first", "first"))
        prof.disable()
    s = io.StringIO()
    pstats.Stats(prof, stream=s).sort_stats("cumulative").print_stats(18)
    w(f"\n### Profile: first vs first (vanilla), {args.profile_games} games, by cumulative time\n\n```\n")
    lines = s.getvalue().strip().splitlines()
    start = next((i for i, ln in enumerate(lines) if ln.strip().startswith("ncalls")), 0)
    w("\n".join(lines[start:]) + "\n```\n")
    print(out.getvalue())


if __name__ == "__main__":
    main()
