"""Side-by-side speed of searching players on one deck pair: `python -m bench.greedy_speed greedy greedy-value
[--games 6] [--repeats 3] [--pair CP1-finn:CP1-jake] [--seed 5] [--positions N]`.

Each player plays `games` games against itself (the same deals for every player: game i has seed
game_seed(seed, i), seats alternate), `repeats` times, in this process. Printed per player: games/s of CPU
time (the median over the repeats) and the CPU milliseconds of a searched decision (one where the player
had no plan to follow: not the mulligan, more than one legal action), median and mean over every repeat.
CPU time (time.process_time), so other work on the machine slows the figures less than wall time would.

With `--positions N` (for players too slow for whole games, such as MCTS) it times instead one decision of
each player, afresh (no plan to follow), on the same N positions: the main-phase and Fight decisions with
more than one legal action of greedy-vs-greedy games of the pair, in order; the median and mean CPU ms."""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from engine.cardwars.board import FIGHT, MAIN, MULLIGAN, OVER
from engine.cardwars.defs import load_card_pool
from engine.cardwars.game import new_game
from engine.cardwars.match import game_seed, make_players, seated_setup
from engine.cardwars.rules.apply import apply_unchecked

from .engine import DEFAULT_CATALOGUE


def run(pool, spec, pair, games, seed):
    """(CPU seconds, [CPU seconds of each searched decision]) of `games` self-play games of `spec`."""
    searched = []
    t0 = time.process_time()
    for i in range(games):
        gseed = game_seed(seed, i)
        s = new_game(seated_setup(pool.setup(pair[0]), pool.setup(pair[1]), i % 2), gseed)
        seats = make_players((spec, spec), gseed)
        while s.phase != OVER:
            p = seats[s.current_player()]
            search = (s.phase != MULLIGAN and hasattr(p, "plan") and not p.plan  # a player without plans never searches
                      and len(s.legal_actions()) > 1)
            t = time.process_time()
            a = p.select_action(s)
            if search:
                searched.append(time.process_time() - t)
            apply_unchecked(s, a)
    return time.process_time() - t0, searched


def speed(specs, pair=("CP1-finn", "CP1-jake"), games=6, repeats=3, seed=5, catalogue=DEFAULT_CATALOGUE):
    """{spec: {"games_per_s", "decision_ms_median", "decision_ms_mean", "decisions"}} (module docstring)."""
    pool = load_card_pool(catalogue)
    out = {}
    for spec in specs:
        rates, dec = [], []
        for _ in range(repeats):
            secs, searched = run(pool, spec, pair, games, seed)
            rates.append(games / secs)
            dec.extend(searched)
        out[spec] = {"games_per_s": round(statistics.median(rates), 2),
                     "decision_ms_median": round(1000 * statistics.median(dec), 2) if dec else None,
                     "decision_ms_mean": round(1000 * statistics.mean(dec), 2) if dec else None,
                     "decisions": len(dec) // repeats}
    return out


def positions(pool, pair, n, seed):
    """The first `n` positions with a choice (main phase or Fight, more than one legal action) of
    greedy-vs-greedy games of `pair`, as clones."""
    out = []
    i = 0
    while len(out) < n:
        gseed = game_seed(seed, i)
        s = new_game(seated_setup(pool.setup(pair[0]), pool.setup(pair[1]), i % 2), gseed)
        seats = make_players(("greedy", "greedy"), gseed)
        while s.phase != OVER and len(out) < n:
            if s.phase in (MAIN, FIGHT) and len(s.legal_actions()) > 1:
                out.append(s.clone())
            apply_unchecked(s, seats[s.current_player()].select_action(s))
        i += 1
    return out


def decision_times(specs, pair=("CP1-finn", "CP1-jake"), n=10, seed=5, catalogue=DEFAULT_CATALOGUE):
    """{spec: {"decision_ms_median", "decision_ms_mean", "decisions"}}: one fresh decision of each player
    on each of the same `n` positions (module docstring)."""
    pool = load_card_pool(catalogue)
    states = positions(pool, pair, n, seed)
    out = {}
    for spec in specs:
        times = []
        for k, s in enumerate(states):
            player = make_players((spec, spec), game_seed(seed, 1000 + k))[s.current_player()]
            t = time.process_time()
            player.select_action(s.clone())
            times.append(time.process_time() - t)
        out[spec] = {"games_per_s": None, "decision_ms_median": round(1000 * statistics.median(times), 2),
                     "decision_ms_mean": round(1000 * statistics.mean(times), 2), "decisions": len(times)}
    return out


def main(argv=None):
    """Command line: print the table."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("players", nargs="+")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--pair", default="CP1-finn:CP1-jake")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--positions", type=int, default=0)
    args = ap.parse_args(argv)
    pair = tuple(args.pair.split(":"))
    if args.positions:
        r = decision_times(args.players, pair, args.positions, args.seed)
        print(f"{pair[0]} vs {pair[1]}, one decision afresh on each of {args.positions} positions, seed {args.seed}, CPU time")
    else:
        r = speed(args.players, pair, args.games, args.repeats, args.seed)
        print(f"{pair[0]} vs {pair[1]}, self-play, {args.games} games x {args.repeats}, seed {args.seed}, CPU time")
    print("| player | games/s | searched decision, median ms | mean ms | searched decisions (a run) |")
    print("|---|---|---|---|---|")
    for spec, f in r.items():
        print(f"| {spec} | {f['games_per_s']} | {f['decision_ms_median']} | {f['decision_ms_mean']} | {f['decisions']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
