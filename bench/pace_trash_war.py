"""`python -m bench.pace_trash_war`: seconds per Trash War game for each seat count and AI, one process;
writes matches/data/pace_trash_war.json, which the estimate of a Trash War simulation reads, and prints the
Markdown section of docs/benchmarks.md. Part of `make bench`.

Seconds are the process's CPU time (one process, no waiting), so a busy machine does not inflate them.
Each cell is a match where every seat has the same AI (seats 2 to 5, the default setup). A run of mixed AIs
is estimated as the mean of its seats' cells: each seat makes about the same number of decisions, and a
decision costs what its own AI spends on it."""

from __future__ import annotations

import itertools
import json
import os
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "matches" / "data" / "pace_trash_war.json"
GAME = "trash-war"
PLAYERS = ("random", "greedy", "mcts")
# Games per cell: enough to average over game lengths; mcts at every seat takes seconds a game.
GAMES = {"random": 40, "greedy": 10, "mcts": 1}
SEED = 7100


def measure(games: dict[str, int] | None = None, seats=None, players=PLAYERS, progress=None) -> dict:
    """Time every (seat count, AI) cell with one process, through the engine's public face."""
    game = engine.load_game(GAME)
    games = games or GAMES
    cells: dict[str, dict] = {}
    for n in seats or game.info.seats:
        setup = game.replay_setup({"seats": n})
        row = {}
        for p in players:
            g = games[p]
            start = time.process_time()
            engine.play_game_match(game, setup, g, SEED + n, [p] * n, processes=1)
            seconds = time.process_time() - start
            row[p] = {"games": g, "seconds": round(seconds, 3), "seconds_per_game": round(seconds / g, 5)}
            if progress:
                progress(f"{n} seats, {p}: {g} game{'s' if g > 1 else ''} in {seconds:.1f} s of CPU")
        cells[str(n)] = row
    return with_pairings({"measured": f"{datetime.now(UTC):%Y-%m-%d}", "game": GAME,
                          "machine": f"{platform.machine()}, {os.cpu_count()} cores", "seats": cells})


def with_pairings(table: dict) -> dict:
    """The table with `pairings`: every table of 2 to 5 AIs (in any seats) keyed as the site's pace keys it
    ('greedy vs random vs random'), each the mean of its seats' cells (module docstring), so the site reads
    this game's table as it reads Card Wars's."""
    pairings = {}
    for n, row in table["seats"].items():
        for combo in itertools.combinations_with_replacement(sorted(row), int(n)):
            per_game = sum(row[p]["seconds_per_game"] for p in combo) / len(combo)
            pairings[" vs ".join(combo)] = {"seconds_per_game": round(per_game, 5),
                                            "games": min(row[p]["games"] for p in combo)}
    return {**table, "decks": "the default Trash War deck, a mixed table as the mean of its AIs' own tables",
            "pairings": dict(sorted(pairings.items()))}


def report(table: dict) -> str:
    """The table as the Markdown section of docs/benchmarks.md."""
    players = list(next(iter(table["seats"].values())))
    out = ["## Seconds per Trash War game for the simulation form's estimate", "",
           "Command: `make bench` (bench/pace_trash_war.py; `python -m bench.pace_trash_war` alone). One process, "
           "CPU seconds, the default setup, every seat played by the same AI; a run of mixed AIs is estimated as the mean of "
           "its seats' figures, divided by the worker processes.", "",
           "| seats | " + " | ".join(f"{p} (s/game, games)" for p in players) + " |",
           "|---|" + "---|" * len(players)]
    for n, row in table["seats"].items():
        out.append(f"| {n} | " + " | ".join(f"{row[p]['seconds_per_game']:.4f} ({row[p]['games']})" for p in players)
                   + " |")
    return "\n".join(out)


def main():
    table = measure(progress=lambda line: print(line, file=sys.stderr, flush=True))
    TABLE.parent.mkdir(parents=True, exist_ok=True)
    TABLE.write_text(json.dumps(table, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(report(table))


if __name__ == "__main__":
    main()
