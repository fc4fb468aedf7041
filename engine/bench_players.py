"""Player benchmark: `python -m engine.bench_players [--quick] [--processes 2]` prints a Markdown section:

- strength: greedy vs random in three Collector's Pack mirrors, MCTS (default budget) vs greedy, each with
  a 95% Wilson interval (seats alternate game by game, R6);
- strength with card scripts on (the game as the site simulates it): MCTS vs greedy over 400 games of the
  CP1-finn mirror, and greedy vs greedy on the same deals for scale (`--scripted-games N`, 0 leaves it out;
  about three hours on two processes of the benchmark machine);
- speed: games/s of each pairing on one core, and MCTS's time per searched decision;
- determinism: the same small match played twice gives byte-identical summary JSON.

Results never depend on --processes (each game's seed comes from the match seed and its index); only the
wall-clock figures do, and the games/s column is measured in a single process."""
from __future__ import annotations

import argparse
import os
import platform
import sys
import time

from .bench import DEFAULT_CATALOGUE, cpu_model, fully_simulated
from .cards import vanilla
from .defs import load_card_pool
from .players import DEFAULT_SIMULATIONS, make_player
from .players.mcts import MCTSPlayer
from .rng import Rng
from .simulate import play_match
from .stats import to_json

MIRRORS = ("CP1-finn", "CP2-bmo", "CP3-princess-bubblegum")
STRENGTH_HEADER = ("| players | decks | games | A wins / B wins / draws | A win rate | 95% interval | A on play / on draw "
                   "| mean turns |\n|---|---|---|---|---|---|---|---|\n")


def _pct(x):
    return f"{100 * x:.1f}%"


def strength_row(pool, deck, other, games, seed, players, processes):
    """Play a match and return (Markdown row, summary, seconds)."""
    t = time.perf_counter()
    m = play_match(pool.setup(deck), pool.setup(other), games, seed, players, processes=processes,
                   keep_records=False)
    secs = time.perf_counter() - t
    s = m.summary
    row = (f"| {players[0]} vs {players[1]} | {deck} vs {other} | {s['games']} | {s['wins_a']} / {s['wins_b']} / "
           f"{s['draws']} | {_pct(s['win_rate_a'])} | {_pct(s['ci_low_a'])} - {_pct(s['ci_high_a'])} | "
           f"{_pct(s['a_on_play']['win_rate_a'])} / {_pct(s['a_on_draw']['win_rate_a'])} | {s['turns']['mean']} |")
    return row, s, secs


def speed(pool, players, games, seed=99):
    """Games per second of a pairing on the CP1 mirror, one process."""
    finn = pool.setup("CP1-finn")
    t = time.perf_counter()
    play_match(finn, finn, games, seed, players, keep_records=False)
    return games / (time.perf_counter() - t)


class TimedMCTS(MCTSPlayer):
    """MCTS at its default budget that records the wall time of each searched decision."""

    def __init__(self, rng=None):
        super().__init__(rng)
        self.times = []

    def search(self, state, me, plans):
        t = time.perf_counter()
        try:
            return super().search(state, me, plans)
        finally:
            self.times.append(time.perf_counter() - t)


def mcts_decision_times(pool, games):
    """(ms per searched decision: mean, median, max; searched decisions; all decisions) over a few games."""
    from .simulate import play_game
    setup = pool.setup("CP1-finn", "CP1-finn")
    times, decisions = [], 0
    for g in range(games):
        m = TimedMCTS(Rng(g))
        seats = [m, make_player("greedy", Rng(1000 + g))]
        if g % 2:
            seats.reverse()
        rec, _ = play_game(setup, 500 + g, seats)
        times += m.times
        decisions += len(rec.actions)
    times.sort()
    ms = [1000 * x for x in times]
    return sum(ms) / len(ms), ms[len(ms) // 2], ms[-1], len(ms), decisions


def main(argv=None):
    """Run the benchmark and print the Markdown report."""
    ap = argparse.ArgumentParser(prog="python -m engine.bench_players")
    ap.add_argument("--quick", action="store_true", help="small game counts (a smoke run, not the figures)")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--catalogue", default=DEFAULT_CATALOGUE)
    ap.add_argument("--scripts", action="store_true",
                    help="play with card scripts on (slower: the searches clone scripted positions)")
    ap.add_argument("--scripted-games", type=int, default=None,
                    help="games of the scripted MCTS vs greedy match (default 400, 4 with --quick; 0: skip it)")
    args = ap.parse_args(argv)
    if args.scripts:
        report(args, argv)
    else:
        with vanilla():
            report(args, argv)
    n = args.scripted_games if args.scripted_games is not None else (4 if args.quick else SCRIPTED_GAMES)
    if n > 0:
        scripted_report(args, n)


SCRIPTED_GAMES = 400
SCRIPTED_SEED = 2000


def scripted_report(args, games):
    """MCTS vs greedy with every card's script on, then greedy vs greedy on the same deals (same match seed,
    so the same shuffles and seats): how far the search gets past greedy in the game the site simulates."""
    pool = load_card_pool(args.catalogue)
    w = sys.stdout.write
    w("\n### Strength with card scripts on (the game as the site simulates it)\n\n")
    full, n = fully_simulated([pool.setup("CP1-finn")])
    w(f"CP1-finn mirror: {full} of the deck's {n} distinct cards and Hero are fully simulated. Both rows "
      f"use match seed {SCRIPTED_SEED}, so greedy vs greedy is played on the deals MCTS had.\n\n")
    w(STRENGTH_HEADER)
    took = []
    for players in (("mcts", "greedy"), ("greedy", "greedy")):
        row, _s, secs = strength_row(pool, "CP1-finn", "CP1-finn", games, SCRIPTED_SEED, players, args.processes)
        w(row + "\n")
        sys.stdout.flush()
        took.append(f"{players[0]} vs {players[1]} {secs:.0f} s")
    w(f"\nWith {args.processes} process{'es' if args.processes != 1 else ''}: {', '.join(took)}.\n")


def report(args, argv):
    """The Markdown report (card scripts as the caller set them)."""
    q = args.quick
    n_greedy, n_mcts = (60, 20) if q else (1000, 400)
    pool = load_card_pool(args.catalogue)
    w = sys.stdout.write
    w("## Players benchmark\n\n")
    cmd = f"python -m engine.bench_players {' '.join(argv if argv is not None else sys.argv[1:])}".rstrip()
    w(f"- command: `{cmd}`\n")
    w(f"- machine: {platform.platform()}, Python {platform.python_version()}, CPU {cpu_model()}, "
      f"{os.cpu_count()} CPUs; strength runs use {args.processes} processes, speed runs one\n")
    w(f"- MCTS default budget: {DEFAULT_SIMULATIONS} simulations per searched decision\n")
    w(f"- cards (all but the section marked card scripts on): {'scripted (card abilities on)' if args.scripts else 'printed stats only (card scripts off), so the figures measure the players rather than the cost of scripted positions'}\n\n")
    w("### Strength (deck A's player first; win rate of A with its 95% Wilson interval)\n\n")
    w(STRENGTH_HEADER)
    for i, deck in enumerate(MIRRORS):
        row, _s, _t = strength_row(pool, deck, deck, n_greedy, 1000 + i, ("greedy", "random"), args.processes)
        w(row + "\n")
        sys.stdout.flush()
    row, _s, secs = strength_row(pool, "CP1-finn", "CP1-finn", n_mcts, 2000, ("mcts", "greedy"), args.processes)
    w(row + "\n")
    w(f"\nMCTS vs greedy took {secs:.0f} s with {args.processes} processes.\n\n")
    sys.stdout.flush()
    w("### Speed (CP1-finn mirror, one process)\n\n| pairing | games | games/s |\n|---|---|---|\n")
    for players, games in ((("random", "random"), 200 if q else 2000), (("greedy", "random"), 40 if q else 300),
                           (("greedy", "greedy"), 40 if q else 200), (("mcts", "greedy"), 2 if q else 10)):
        w(f"| {players[0]} vs {players[1]} | {games} | {speed(pool, players, games):,.2f} |\n")
    mean, med, mx, n, decisions = mcts_decision_times(pool, 2 if q else 6)
    w(f"\nMCTS decision time (default budget, CP1 mirror vs greedy): mean {mean:.0f} ms, median {med:.0f} ms, "
      f"max {mx:.0f} ms over {n} searched decisions; the other {decisions - n} of the game's {decisions} actions "
      "(both players) needed no search (single legal action, followed plan, mulligan, vanilla attack order) "
      "or were the opponent's.\n\n")
    w("### Determinism\n\n")
    finn, bmo = pool.setup("CP1-finn"), pool.setup("CP2-bmo")
    a = to_json(play_match(finn, bmo, 8, 42, ("mcts", "greedy"), keep_records=False).summary)
    b = to_json(play_match(finn, bmo, 8, 42, ("mcts", "greedy"), processes=args.processes,
                           keep_records=False).summary)
    w(f"Same match (CP1-finn vs CP2-bmo, mcts vs greedy, 8 games, seed 42) twice, one process then "
      f"{args.processes}: summary JSON {'byte-identical' if a == b else 'DIFFERENT'} ({len(a)} bytes).\n")


if __name__ == "__main__":
    main()
