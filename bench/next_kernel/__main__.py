"""The next kernel, measured: `python -m bench.next_kernel [--games N] [--greedy-games G] [--rounds R]`

Plays CP1 Finn vs Jake with card scripts on, seeds 0..N-1 with random players and 0..G-1 with greedy, three ways,
each in a fresh process: pure Python (CARDWARS_PURE=1), today's kernel (mypyc, `make kernel`), and the whole
engine compiled by Cython 3 (bench/next_kernel/build.py). Checks that the three play identical games (a hash of
every game's actions and result, seed by seed) and prints a Markdown section: games/s per core (CPU time of one
process, median of R rounds, the three ways alternating) side by side. Without Cython it says how to install it
and measures only the first two ways."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

from bench.report import commit, machine
from engine.cardwars import kernel, kernel_build

from .build import BASE_DIR, BUILD_DIR, INSTALL, build, cython_version

CATALOGUE = BASE_DIR / "cards" / "data" / "catalogue.json"
WAYS = ("pure", "mypyc", "cython")

# Played in a fresh process: seeds 0..games-1; prints one JSON line (CPU seconds, a hash per seed, the path taken).
PLAY = """
import hashlib, json, sys, time
from engine.cardwars import kernel
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game, seated_setup
players, games, catalogue = sys.argv[1], int(sys.argv[2]), sys.argv[3]
pool = load_card_pool(catalogue)
setup = seated_setup(pool.setup("CP1-finn"), pool.setup("CP1-jake"), 0)
seeds = []
t = time.process_time()
for seed in range(games):
    rec, out = play_game(setup, seed, (players, players))
    seeds.append(hashlib.sha256(repr((rec.actions, out.winner, out.reason)).encode()).hexdigest()[:12])
cpu = time.process_time() - t
native = sorted(n for n, m in sys.modules.items() if n.startswith("engine.") and
                str(getattr(m, "__file__", "")).endswith(".so"))
print(json.dumps({"cpu": cpu, "seeds": seeds, "mypyc": kernel.COMPILED, "native": len(native)}))
"""


def play(way: str, players: str, games: int) -> dict:
    """One measurement in a fresh process; `way` is pure, mypyc or cython."""
    env = {k: v for k, v in os.environ.items() if k not in ("CARDWARS_PURE", "PYTHONPATH")}
    cwd = BASE_DIR
    if way != "mypyc":
        env["CARDWARS_PURE"] = "1"  # no mypyc hook: the engine from the tree (pure) or from the Cython build
    if way == "cython":
        cwd = BUILD_DIR  # the build's engine/ first on the path (`python -c` puts the working directory first)
    out = subprocess.run([sys.executable, "-c", PLAY, players, str(games), str(CATALOGUE)], cwd=cwd, env=env,
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    got = json.loads(out.strip().splitlines()[-1])
    if (way == "mypyc") != got["mypyc"] or (way == "cython") != (got["native"] > 0 and not got["mypyc"]):
        sys.exit(f"the {way} run took another path: {got['mypyc']=}, {got['native']} native engine modules")
    return got


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.next_kernel")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--greedy-games", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    if kernel_build.build() != 0:
        sys.exit("today's compiled kernel could not be built (make kernel)")
    ways = list(WAYS)
    built: list[str] = []
    failed: dict = {}
    if cython_version() is None:
        ways.remove("cython")
        print(INSTALL, file=sys.stderr)
    else:
        built, failed = build()
    command = (f"python -m bench.next_kernel --games {args.games} --greedy-games {args.greedy_games} "
               f"--rounds {args.rounds}")
    lines = ["## The next kernel: the whole engine compiled by Cython beside today's kernel", "",
             f"Command: `{command}` on {machine()}, commit {commit()}. CP1-finn vs CP1-jake with card scripts on, "
             "seeds 0 to N-1; each figure is one process's CPU time (games/s per core), the median of the rounds, "
             "the ways alternating. pure: CARDWARS_PURE=1; mypyc: today's kernel (" + ", ".join(kernel.MODULES)
             + "); cython: "
             + (f"Cython {cython_version()}, {len(built)} modules of engine/core and engine/cardwars (card "
                "scripts, dsl and events included) compiled unchanged"
                + (", left as Python: " + "; ".join(f"{m} ({why})" for m, why in failed.items()) if failed else "")
                if "cython" in ways else f"not measured ({INSTALL})") + ".", "",
             "| players | seeds | " + " | ".join(f"{w} games/s" for w in ways) + " | "
             + " | ".join(f"{w} / pure" for w in ways[1:]) + " | same games |",
             "|---|---|" + "---|" * (2 * len(ways))]
    for players, games in (("random", args.games), ("greedy", args.greedy_games)):
        rates: dict[str, list[float]] = {w: [] for w in ways}
        seeds: dict[str, list] = {w: [] for w in ways}
        for _ in range(args.rounds):
            for w in ways:
                got = play(w, players, games)
                rates[w].append(games / got["cpu"])
                seeds[w].append(got["seeds"])
        med = {w: statistics.median(rates[w]) for w in ways}
        ref = seeds["pure"][0]
        differ = {w: sum(1 for run in seeds[w] for a, b in zip(run, ref, strict=True) if a != b) for w in ways}
        same = "yes" if not any(differ.values()) else "NO: " + ", ".join(f"{w} {n}" for w, n in differ.items() if n)
        lines.append(f"| {players} | {games} | " + " | ".join(f"{med[w]:,.1f}" for w in ways) + " | "
                     + " | ".join(f"**{med[w] / med['pure']:.2f}x**" for w in ways[1:]) + f" | {same} |")
        print(f"{players}: " + ", ".join(f"{w} {med[w]:.1f} g/s" for w in ways), file=sys.stderr)
    print("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
