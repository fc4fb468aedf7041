"""Paired strength test of two players: `python -m bench.strength greedy greedy-classic [--games 400]
[--pairs CP1-finn:CP1-jake,...] [--seed 7] [--processes 2] [--scripts off]`.

Each deal (deck pair, seed) is played twice with the same decks in the same seats and the same shuffles,
once with player A on the first deck and B on the second, once the other way round, so the luck of the deal
cancels out of the comparison. Deals alternate which deck goes first (R6). Prints wins / losses / draws of
A, its win rate (wins / games, as the site's summaries count it) and the 95% Wilson interval, per deck pair and in total. `paired_match(...)` returns the same figures as a dict."""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time

from engine.cardwars.board import OVER
from engine.cardwars.cards import vanilla
from engine.cardwars.defs import load_card_pool
from engine.cardwars.game import new_game
from engine.cardwars.match import game_seed, make_players, seated_setup
from engine.cardwars.rules.apply import apply_unchecked
from engine.core.summary import wilson

from .engine import DEFAULT_CATALOGUE

PRODUCT_PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
                 ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"))

_POOL: dict = {}


def _pool(catalogue):
    if catalogue not in _POOL:
        _POOL[catalogue] = load_card_pool(catalogue)
    return _POOL[catalogue]


def play_deal(job):
    """One game of a paired match: job = (catalogue, deck_a, deck_b, seed, deal, swap, player_a, player_b,
    scripts). Returns (deal, swap, winner) where winner is 'A', 'B' (the players, not the decks) or None."""
    catalogue, deck_a, deck_b, seed, deal, swap, pa, pb, scripts = job
    pool = _pool(catalogue)
    setup = seated_setup(pool.setup(deck_a), pool.setup(deck_b), deal % 2)
    gseed = game_seed(seed, deal)
    on_a, on_b = (pb, pa) if swap else (pa, pb)  # the players on deck A and deck B
    seat_a = deal % 2
    specs = (on_a, on_b) if seat_a == 0 else (on_b, on_a)
    if scripts:
        s = new_game(setup, gseed)
    else:
        with vanilla():
            s = new_game(setup, gseed)
    seats = make_players(specs, gseed)
    while s.phase != OVER:
        apply_unchecked(s, seats[s.current_player()].select_action(s))
    w = s.outcome().winner
    if w is None:
        return deal, swap, None
    return deal, swap, "A" if (w == seat_a) != swap else "B"  # player A sits on deck A unless swapped


def _figures(results):
    wins = sum(1 for r in results if r == "A")
    losses = sum(1 for r in results if r == "B")
    n = len(results)
    lo, hi = wilson(wins, n)
    return {"games": n, "wins": wins, "losses": losses, "draws": n - wins - losses,
            "win_rate": round(wins / n, 4) if n else 0.0, "ci_low": round(lo, 4), "ci_high": round(hi, 4)}


def paired_match(player_a, player_b, games=400, pairs=PRODUCT_PAIRS, seed=7, processes=1,
                 catalogue=DEFAULT_CATALOGUE, scripts=True):
    """Play `games` games (games // 2 deals, each twice with the players swapped) split over the deck pairs;
    returns {"players", "total": figures, "pairs": {"A:B": figures}, "seconds"} where figures are
    games / wins / losses / draws of player A, its win rate and the 95% Wilson interval."""
    deals = max(1, games // 2)
    jobs = []
    for i in range(deals):
        da, db = pairs[i % len(pairs)]
        for swap in (False, True):
            jobs.append((catalogue, da, db, seed, i, swap, player_a, player_b, scripts))
    t = time.perf_counter()
    if processes > 1:
        with multiprocessing.get_context("fork").Pool(processes) as mp:
            out = mp.map(play_deal, jobs, chunksize=2)
    else:
        out = [play_deal(j) for j in jobs]
    secs = time.perf_counter() - t
    per_pair: dict = {}
    for job, (_deal, _swap, w) in zip(jobs, out, strict=True):
        per_pair.setdefault(f"{job[1]}:{job[2]}", []).append(w)
    return {"players": [str(player_a), str(player_b)], "seed": seed, "scripts": scripts,
            "total": _figures([w for _d, _s, w in out]),
            "pairs": {k: _figures(v) for k, v in per_pair.items()}, "seconds": round(secs, 1)}


def _line(name, f):
    return (f"{name}: {f['wins']} / {f['losses']} / {f['draws']} of {f['games']}, win rate "
            f"{100 * f['win_rate']:.1f}% (95% {100 * f['ci_low']:.1f}% - {100 * f['ci_high']:.1f}%)")


def main(argv=None):
    """Command line: play a paired match and print it (or its JSON)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("player_a")
    ap.add_argument("player_b")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--pairs", default=",".join(f"{a}:{b}" for a, b in PRODUCT_PAIRS))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--scripts", choices=("on", "off"), default="on")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pairs = tuple(tuple(p.split(":")) for p in args.pairs.split(","))
    r = paired_match(args.player_a, args.player_b, args.games, pairs, args.seed, args.processes,
                     scripts=args.scripts == "on")
    if args.json:
        print(json.dumps(r, sort_keys=True))
        return 0
    print(f"{args.player_a} (A) vs {args.player_b} (B), paired deals, seed {args.seed}, scripts {args.scripts}, "
          f"{r['seconds']} s")
    for k, f in r["pairs"].items():
        print("  " + _line(k, f))
    print(_line("total", r["total"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
