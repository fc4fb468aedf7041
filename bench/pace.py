"""`python -m bench.pace`: seconds per game of every pairing of the site's AI players, one process, card
scripts on; writes matches/data/pace.json, which the simulation form's estimate reads (matches/pace.py),
and prints the Markdown section of docs/benchmarks.md. Part of `make bench`.

`python -m bench.pace --only "greedy vs greedy"` times only the pairings named (one or more, comma separated) and
`python -m bench.pace --add greedy-line` every pairing of an AI of the engine's that the site does not offer yet
(with itself and each AI offered), so the site offers it from then on; either merges them into the table: each row it writes keeps its own date, the command that made it and the machine's
load average then (a busy machine makes a slower row; the site's own chunks replace the row once it has some)."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
django.setup()  # matches.pace reads the site's runs too (its models), so the apps must be loaded first

from engine import load_card_pool, play_game  # noqa: E402
from matches.games import adapter_for  # noqa: E402
from matches.pace import TABLE, pairing  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BENCH_DECKS = ("CP1-finn", "CP1-finn")
# Games measured per pairing: enough to average over game lengths, few for the slow search player (an
# mcts mirror game takes minutes on one core, so it is timed on one game).
BENCH_GAMES = {"mcts": 2, "mcts-fast": 6, "greedy": 12, "greedy-line": 12, "greedy-turn": 12}
BENCH_GAMES_DEFAULT = 60
MCTS_MIRROR_GAMES = 1


def measure(games_for=None, seed: int = 7000, progress=None, players=None, only=None) -> dict:
    """Time every pairing of the site's AI players (or of `players`: the engine's Card Wars AIs the site does
    not offer yet are offered once the table times them; or only the pairings in `only`) with one process,
    through the engine's public API only; seats alternate from game to game."""
    players = tuple(players or adapter_for("cardwars").players)
    pool = load_card_pool(ROOT / "cards" / "data" / "catalogue.json")
    setup = pool.setup(*BENCH_DECKS)
    games_for = games_for or (lambda a, b: MCTS_MIRROR_GAMES if a == b == "mcts" else
                              min(BENCH_GAMES.get(a, BENCH_GAMES_DEFAULT), BENCH_GAMES.get(b, BENCH_GAMES_DEFAULT)))
    rows = {}
    for i, a in enumerate(players):
        for b in players[i:]:
            if only is not None and pairing((a, b)) not in only:
                continue
            n = games_for(a, b)
            start = time.perf_counter()
            for g in range(n):
                play_game(setup, seed + g, (a, b) if g % 2 == 0 else (b, a))
            seconds = time.perf_counter() - start
            rows[pairing((a, b))] = {"games": n, "seconds": round(seconds, 3),
                                     "seconds_per_game": round(seconds / n, 5)}
            if progress:
                progress(f"{pairing((a, b))}: {n} games in {seconds:.1f} s")
    return {"measured": f"{datetime.now(UTC):%Y-%m-%d}", "machine": f"{platform.machine()}, {os.cpu_count()} cores",
            "decks": " vs ".join(BENCH_DECKS) + ", card scripts on", "pairings": rows}


def with_added(offered, added) -> tuple[tuple[str, ...], set[str]]:
    """(players, pairings) to time when AIs are added to those offered: every pairing with an added AI in it."""
    players = (*(p for p in offered if p not in added), *added)
    return players, {pairing((a, b)) for i, a in enumerate(players) for b in players[i:] if a in added or b in added}


def report(table: dict) -> str:
    """The table as the Markdown section of docs/benchmarks.md."""
    out = ["## Seconds per game for the simulation form's estimate", "",
           f"Command: `make bench` (bench/pace.py; `python -m bench.pace` alone). One process, {table['decks']}; "
           "the form and the API divide by the worker processes, and prefer the site's own finished runs once "
           "there are some. A row timed again or added later (`--only`, `--add`) carries its own date.", "",
           "| pairing | games | seconds | seconds per game | measured |", "|---|---|---|---|---|"]
    for key, row in sorted(table["pairings"].items()):
        out.append(f"| {key} | {row['games']} | {row['seconds']:.2f} | {row['seconds_per_game']:.4f} "
                   f"| {row.get('measured', table.get('measured', ''))} |")
    return "\n".join(out)


def merge(table: dict, fresh: dict, command: str) -> dict:
    """`table` with the pairings of `fresh` replaced, each fresh row marked with its date, the command that
    made it and the load average then; the table's own date and machine stay those of its other rows."""
    out = {**table, "pairings": dict(table.get("pairings", {}))}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    for key, row in fresh["pairings"].items():
        out["pairings"][key] = {**row, "measured": fresh["measured"], "command": command,
                                **({"load_average": round(load, 2)} if load is not None else {})}
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m bench.pace", description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help='time only these pairings, comma separated ("greedy vs greedy"), and merge '
                                       "them into the table")
    parser.add_argument("--add", help="time every pairing of these AIs of the engine's (comma separated) with "
                                      "themselves and the AIs offered, and merge them into the table")
    o = parser.parse_args(argv)
    def note(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    if o.add:
        added = [p.strip() for p in o.add.split(",") if p.strip()]
        unknown = sorted(set(added) - set(adapter_for("cardwars").info.players))
        if unknown:
            parser.error(f"not an AI of the engine's: {', '.join(unknown)}")
        players, only = with_added(adapter_for("cardwars").players, added)
        fresh = measure(progress=note, players=players, only=only)
        table = merge(json.loads(TABLE.read_text(encoding="utf-8")) if TABLE.exists() else {}, fresh,
                      f'python -m bench.pace --add "{o.add}"')
    elif o.only:
        only = {pairing([p.strip() for p in k.split(" vs ")]) for k in o.only.split(",")}
        fresh = measure(progress=note, only=only)
        if set(fresh["pairings"]) != only:
            parser.error(f"no such pairing: {', '.join(sorted(only - set(fresh['pairings'])))}")
        table = merge(json.loads(TABLE.read_text(encoding="utf-8")) if TABLE.exists() else {}, fresh,
                      f'python -m bench.pace --only "{o.only}"')
    else:
        table = measure(progress=note)
    TABLE.parent.mkdir(parents=True, exist_ok=True)
    TABLE.write_text(json.dumps(table, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(report(table))


if __name__ == "__main__":
    main()
