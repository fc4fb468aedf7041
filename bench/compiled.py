"""The compiled rules kernel beside the pure-Python one: `python -m bench.compiled [--games N] [--rounds R]
[--players random,simple,greedy]`

Plays the same games with the kernel that `make kernel` built (engine/cardwars/kernel.py: board, game, rules and
ops compiled by mypyc) and with CARDWARS_PURE=1 (the same sources as pure Python): CP1 Finn vs Jake with card
scripts on, one process per measurement, pure and compiled alternating R rounds, CPU time. Prints a Markdown
section: games/s of each (medians), their ratio, and whether the two paths played identical games (a hash of
every game's actions and result). Builds the kernel first if it is missing or stale."""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path

from bench.report import commit
from engine.cardwars import kernel, kernel_build

BASE_DIR = Path(__file__).resolve().parent.parent
GREEDY_GAMES = 8  # the turn search is about 300 times slower a game than random

# Played in a fresh process: N games, prints "<cpu seconds> <games> <hash> <compiled?>".
PLAY = """
import hashlib, sys, time
from engine.cardwars import kernel
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game, seated_setup
players, games = sys.argv[1], int(sys.argv[2])
pool = load_card_pool("cards/data/catalogue.json")
setup = seated_setup(pool.setup("CP1-finn"), pool.setup("CP1-jake"), 0)
h = hashlib.sha256()
t = time.process_time()
for seed in range(games):
    rec, out = play_game(setup, seed, (players, players))
    h.update(repr((rec.actions, out.winner, out.reason)).encode())
print(time.process_time() - t, games, h.hexdigest()[:16], kernel.COMPILED)
"""


def play(players: str, games: int, pure: bool) -> tuple[float, int, str, bool]:
    env = {k: v for k, v in os.environ.items() if k != "CARDWARS_PURE"}
    if pure:
        env["CARDWARS_PURE"] = "1"
    out = subprocess.run([sys.executable, "-c", PLAY, players, str(games)], cwd=BASE_DIR, env=env,
                         stdout=subprocess.PIPE, text=True, check=True).stdout.split()
    return float(out[0]), int(out[1]), out[2], out[3] == "True"


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.compiled")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--players", default="random,first,simple,greedy")
    args = ap.parse_args(argv)
    if kernel_build.build() != 0:
        sys.exit("the compiled kernel could not be built (make kernel)")
    lines = ["## The compiled rules kernel beside the pure-Python one", "",
             f"Command: `python -m bench.compiled --games {args.games} --rounds {args.rounds} --players {args.players}`"
             f" on {platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
             f", commit {commit()}. CP1-finn vs CP1-jake with card scripts on, {GREEDY_GAMES} games for greedy; each "
             "figure is one process's CPU time, pure (CARDWARS_PURE=1) and compiled alternating; compiled: "
             + ", ".join(kernel.MODULES) + " (engine/cardwars/kernel.py says why these).", "",
             "| players | games | pure games/s (median) | compiled games/s (median) | compiled / pure | same games |",
             "|---|---|---|---|---|---|"]
    for players in args.players.split(","):
        games = GREEDY_GAMES if players.startswith("greedy") else args.games
        rates: dict[bool, list[float]] = {False: [], True: []}
        hashes: dict[bool, set[str]] = {False: set(), True: set()}
        for _ in range(args.rounds):
            for pure in (True, False):
                secs, n, digest, compiled = play(players, games, pure)
                if compiled == pure:
                    sys.exit(f"the {'pure' if pure else 'compiled'} run took the other path")
                rates[compiled].append(n / secs)
                hashes[compiled].add(digest)
        p, c = statistics.median(rates[False]), statistics.median(rates[True])
        same = "yes" if hashes[False] == hashes[True] and len(hashes[False]) == 1 else "NO"
        lines.append(f"| {players} | {games} | {p:,.1f} | {c:,.1f} | **{c / p:.2f}x** | {same} |")
        print(f"{players}: pure {p:.1f} g/s, compiled {c:.1f} g/s", file=sys.stderr)
    print("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
