"""Player benchmark: `python -m bench.players [--quick] [--processes 2]` prints a Markdown section:

- strength: greedy vs random in three Collector's Pack mirrors, MCTS (default budget) vs greedy, each with
  a 95% Wilson interval (seats alternate game by game, R6);
- strength with card scripts on (the game as the site simulates it): MCTS vs greedy over 400 games of the
  CP1-finn mirror, and greedy vs greedy on the same deals for scale (`--scripted-games N`, 0 leaves it out;
  three hours or more on two processes of the benchmark machine, so each finished game is written to a
  journal, bench/journal.jsonl, and a stopped run goes on where it stopped: see Journal);
- speed: games/s of each pairing on one core, and MCTS's time per searched decision;
- determinism: the same small match played twice gives byte-identical summary JSON.

Results never depend on --processes (each game's seed comes from the match seed and its index); only the
wall-clock figures do, and the games/s column is measured in a single process."""
from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import platform
import sys
import time

from engine.cardwars.cards import vanilla
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import (
    compact_actions,
    deck_of,
    game_seed,
    play_match,
    play_match_game,
    player_label,
    record_from_compact,
    seated_setup,
)
from engine.cardwars.match import summarize_rows as summarize
from engine.cardwars.players import DEFAULT_SIMULATIONS, make_player
from engine.cardwars.players.mcts import MCTSPlayer
from engine.cardwars.stats import GameResult, to_json
from engine.core.record import replay
from engine.core.rng import Rng

from .engine import DEFAULT_CATALOGUE, cpu_model, fully_simulated

MIRRORS = ("CP1-finn", "CP2-bmo", "CP3-princess-bubblegum")
STRENGTH_HEADER = ("| players | decks | games | A wins / B wins / draws | A win rate | 95% interval | A on play / on draw "
                   "| mean turns |\n|---|---|---|---|---|---|---|---|\n")


def _pct(x):
    return f"{100 * x:.1f}%"


def strength_row(pool, deck, other, games, seed, players, processes, journal=None):
    """Play a match and return (Markdown row, summary, seconds). With a Journal, finished games are taken
    from it and each new game is written to it (journaled_match)."""
    t = time.perf_counter()
    if journal is None:
        s = play_match(pool.setup(deck), pool.setup(other), games, seed, players, processes=processes,
                       keep_records=False).summary
    else:
        s = journaled_match(journal, pool, deck, other, games, seed, players, processes)
    secs = time.perf_counter() - t
    row = (f"| {players[0]} vs {players[1]} | {deck} vs {other} | {s['games']} | {s['wins_a']} / {s['wins_b']} / "
           f"{s['draws']} | {_pct(s['win_rate_a'])} | {_pct(s['ci_low_a'])} - {_pct(s['ci_high_a'])} | "
           f"{_pct(s['a_on_play']['win_rate_a'])} / {_pct(s['a_on_draw']['win_rate_a'])} | {s['turns']['mean']} |")
    return row, s, secs


# ---- the journal of the long matches -------------------------------------------------------------------

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JOURNAL = os.path.join(ROOT, "bench", "journal.jsonl")
GAME_CODE = ("engine/core", "engine/cardwars")  # the code that decides how a Card Wars game goes


class JournalError(Exception):
    """A journal line of this engine's code that does not replay to the result it records."""


def engine_fingerprint(root=ROOT, catalogue=DEFAULT_CATALOGUE) -> str:
    """16 hex digits of SHA-256 over every Python file that decides how a Card Wars game goes (engine/core and
    engine/cardwars), by path and content, and over the card catalogue (card facts and deck lists).
    Same fingerprint, same code and cards: a game (decks, match seed, index, players) ends the same way."""
    h = hashlib.sha256()
    paths = []
    for top in GAME_CODE:
        for d, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            paths += [os.path.relpath(os.path.join(d, f), root).replace(os.sep, "/") for f in files
                      if f.endswith(".py")]
    for p in sorted(paths):
        h.update(p.encode() + b"\0")
        with open(os.path.join(root, p), "rb") as fh:
            h.update(fh.read() + b"\0")
    with open(catalogue, "rb") as fh:
        h.update(b"catalogue\0" + fh.read())
    return h.hexdigest()[:16]


def match_key(deck, other, seed, players) -> str:
    """How the journal names a match: decks, match seed and players (each game of it by its index)."""
    return f"{deck}|{other}|{seed}|{player_label(players[0])},{player_label(players[1])}"


class Journal:
    """The finished games of the benchmark's long matches, one JSON line each (match key, engine fingerprint,
    the game's result row, its actions, its seconds on one core), written as each game ends. A run that is
    stopped, or is longer than one sitting, goes on from where it stopped: `make bench` plays only the games
    the journal lacks, and its figures are the same as one uninterrupted run's (each game depends only on
    the decks, the match seed, its index, the players and the engine code).

    Trust: a line counts only under this engine's fingerprint (lines of other code are dropped from the
    file on opening), and each game taken from it is first replayed from its seed, every action checked
    against the rules, to the result the line records (else JournalError)."""

    def __init__(self, path, fingerprint=None):
        self.path = path
        self.fingerprint = fingerprint or engine_fingerprint()
        self.games = {}  # match key -> {game index: line dict}
        self.dropped = 0  # lines of other engine code, or unreadable (a write cut short)
        self.last = None  # set by journaled_match: (games taken, games played now, one-core seconds of all)
        self._load()

    def _load(self):
        if not os.path.exists(self.path):
            return
        kept = []
        with open(self.path, encoding="utf-8") as f:
            for line in f:
                try:
                    d = json.loads(line)
                    ok = d["fingerprint"] == self.fingerprint
                    i = GameResult.from_dict(d["result"]).game_index
                    key = d["match"]
                    str(d["actions"]), float(d["secs"])
                except (ValueError, KeyError, TypeError):
                    ok = False
                if not ok:
                    self.dropped += 1
                    continue
                self.games.setdefault(key, {})[i] = d
                kept.append(json.dumps(d, sort_keys=True) + "\n")
        if self.dropped:
            tmp = self.path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.writelines(kept)
            os.replace(tmp, self.path)

    def add(self, key, result, actions, secs):
        """Write one finished game (flushed at once: a run stopped later keeps it)."""
        d = {"match": key, "fingerprint": self.fingerprint, "result": dataclasses.asdict(result),
             "actions": actions, "secs": round(secs, 1)}
        self.games.setdefault(key, {})[result.game_index] = d
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(d, sort_keys=True) + "\n")


def check_replay(setup_a, setup_b, match_seed, d) -> GameResult:
    """The result of a journal line, after replaying its actions (each checked) from the game's own seed
    and seat; JournalError when anything differs."""
    r = GameResult.from_dict(d["result"])
    i = r.game_index
    where = f"journal game {i} of {d['match']}"
    if r.seed != game_seed(match_seed, i) or r.seat_a != i % 2:
        raise JournalError(f"{where}: seed or seat is not the one this match gives game {i}")
    setup = seated_setup(setup_a, setup_b, r.seat_a)
    try:
        s = replay(record_from_compact(setup, r.seed, d["actions"]))
    except Exception as e:  # an action that does not parse or is illegal there
        raise JournalError(f"{where}: its actions do not replay ({e})") from e
    out = s.outcome()
    sa = r.seat_a
    winner = None if out is None or out.winner is None else ("a" if out.winner == sa else "b")
    if (out is None or winner != r.winner or out.reason != r.reason or s.turn != r.turns
            or (s.hp[sa], s.hp[1 - sa]) != (r.hp_a, r.hp_b) or s.first_player != r.first_player
            or len(s.history) != r.actions):
        raise JournalError(f"{where}: replaying its actions does not give the result it records")
    return r


def _journal_game(args):
    setup_a, setup_b, seed, i, players = args
    t = time.perf_counter()
    res, rec = play_match_game(setup_a, setup_b, seed, i, players)
    return res, compact_actions(rec), time.perf_counter() - t


def journaled_match(journal, pool, deck, other, games, seed, players, processes):
    """play_match(...).summary for games 0..games-1, taking the games the journal has (each replayed and
    checked first) and playing the others, each written to the journal as it ends. Sets journal.last to
    (games taken, games played now, seconds on one core of all the match's games as recorded)."""
    setup_a, setup_b = pool.setup(deck), pool.setup(other)
    key = match_key(deck, other, seed, players)
    have = journal.games.get(key, {})
    rows = {i: check_replay(setup_a, setup_b, seed, have[i]) for i in sorted(have) if i < games}
    jobs = [(setup_a, setup_b, seed, i, tuple(players)) for i in range(games) if i not in rows]
    def take(res, actions, secs):
        journal.add(key, res, actions, secs)
        rows[res.game_index] = res
        sys.stderr.write(f"{key}: {len(rows)} of {games} games done (game {res.game_index}: {secs:.0f} s)\n")
        sys.stderr.flush()

    if processes and processes > 1 and len(jobs) > 1:
        import multiprocessing
        ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
        with ctx.Pool(processes) as mp:
            for res, actions, secs in mp.imap_unordered(_journal_game, jobs):
                take(res, actions, secs)
    else:
        for job in jobs:
            take(*_journal_game(job))
    took = sum(journal.games[key][i]["secs"] for i in range(games)) if games else 0.0
    journal.last = (games - len(jobs), len(jobs), took)
    info = {"deck_a": deck_of(setup_a).name, "deck_b": deck_of(setup_b).name,
            "players": [player_label(p) for p in players], "seed": seed, "mirrored": False,
            "turn_limit": setup_a.turn_limit}
    return summarize([rows[i] for i in range(games)], info)


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
    """(ms per searched decision: mean, median, max; searched decisions; all decisions; seconds of the whole
    games) over a few games of the CP1 mirror against greedy, one process, card scripts as the caller set them."""
    from engine.cardwars.match import play_game
    setup = pool.setup("CP1-finn", "CP1-finn")
    times, decisions = [], 0
    t = time.perf_counter()
    for g in range(games):
        m = TimedMCTS(Rng(g))
        seats = [m, make_player("greedy", Rng(1000 + g))]
        if g % 2:
            seats.reverse()
        rec, _ = play_game(setup, 500 + g, seats)
        times += m.times
        decisions += len(rec.actions)
    secs = time.perf_counter() - t
    times.sort()
    ms = [1000 * x for x in times]
    return sum(ms) / len(ms), ms[len(ms) // 2], ms[-1], len(ms), decisions, secs


def target(what, value, bound, strict, note=""):
    """One line of the report that checks a figure against a goal of docs/players.md: value above bound
    (strict) or at least bound."""
    met = value > bound if strict else value >= bound
    bar = f"bar: {'above' if strict else 'at least'} {bound:.0%}{'; ' + note if note else ''}"
    return f"- {what} ({bar}): {_pct(value)} against {_pct(bound)}: **{'met' if met else 'not met'}**\n"


def main(argv=None):
    """Run the benchmark and print the Markdown report."""
    ap = argparse.ArgumentParser(prog="python -m bench.players")
    ap.add_argument("--quick", action="store_true", help="small game counts (a smoke run, not the figures)")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--catalogue", default=DEFAULT_CATALOGUE)
    ap.add_argument("--scripts", action="store_true",
                    help="play with card scripts on (slower: the searches clone scripted positions)")
    ap.add_argument("--scripted-games", type=int, default=None,
                    help="games of the scripted MCTS vs greedy match (default 400, 4 with --quick; 0: skip it)")
    ap.add_argument("--journal", default=None,
                    help="file of the scripted match's finished games, so a stopped run goes on where it stopped "
                         "(default bench/journal.jsonl; none with --quick; 'none': no journal)")
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
    so the same shuffles and seats): how far the search gets past greedy in the game the site simulates.
    Both matches go through the journal (args.journal, unless 'none'), so the run can be stopped and resumed."""
    pool = load_card_pool(args.catalogue)
    path = getattr(args, "journal", None)
    if path is None and not args.quick:
        path = JOURNAL
    journal = None if path in (None, "", "none") else Journal(path, engine_fingerprint(catalogue=args.catalogue))
    w = sys.stdout.write
    w("\n### Strength with card scripts on (the game as the site simulates it)\n\n")
    full, n = fully_simulated([pool.setup("CP1-finn")])
    w(f"CP1-finn mirror: {full} of the deck's {n} distinct cards and Hero are fully simulated. Both rows "
      f"use match seed {SCRIPTED_SEED}, so greedy vs greedy is played on the deals MCTS had.\n\n")
    w(STRENGTH_HEADER)
    took = []
    for players in (("mcts", "greedy"), ("greedy", "greedy")):
        row, s, secs = strength_row(pool, "CP1-finn", "CP1-finn", games, SCRIPTED_SEED, players, args.processes,
                                    journal)
        if players[0] == "mcts":
            low = s["ci_low_a"]
        w(row + "\n")
        sys.stdout.flush()
        name = f"{players[0]} vs {players[1]}"
        if journal is None:
            took.append(f"{name} {secs:.0f} s")
        else:
            taken, played, core = journal.last
            took.append(f"{name}: {played} games played in this run ({secs:.0f} s), {taken} taken from the journal "
                        f"after replaying each; {core:,.0f} s of one core for all {games}")
    w(f"\nWith {args.processes} process{'es' if args.processes != 1 else ''}: {'; '.join(took)}.\n")
    if journal is not None:
        w(f"\nJournal: `{os.path.relpath(journal.path, ROOT)}`, engine fingerprint {journal.fingerprint} (SHA-256 of "
          f"the engine code that plays the games and of the card catalogue); lines of other code dropped on "
          f"opening: {journal.dropped}.\n")
    w("\nAgainst the goal (docs/players.md):\n\n")
    w(target(f"mcts vs greedy over {games} games with card scripts on, lower end of the 95% interval", low, 0.55,
             strict=True))
    decision_games = 1 if args.quick else 2
    mean, med, mx, n, decisions, secs = mcts_decision_times(pool, decision_games)
    w(f"\nSpeed with card scripts on (CP1 mirror, one process, {decision_games} game"
      f"{'s' if decision_games != 1 else ''} of mcts vs greedy): {decision_games / secs:.3f} games/s; MCTS decision "
      f"time mean {mean:.0f} ms, median {med:.0f} ms, max {mx:.0f} ms over {n} searched decisions of the games' "
      f"{decisions} actions.\n")


def report(args, argv):
    """The Markdown report (card scripts as the caller set them)."""
    q = args.quick
    n_greedy, n_mcts = (60, 20) if q else (1000, 400)
    pool = load_card_pool(args.catalogue)
    w = sys.stdout.write
    w("## Players benchmark\n\n")
    cmd = f"python -m bench.players {' '.join(argv if argv is not None else sys.argv[1:])}".rstrip()
    w(f"- command: `{cmd}`\n")
    w(f"- machine: {platform.platform()}, Python {platform.python_version()}, CPU {cpu_model()}, "
      f"{os.cpu_count()} CPUs; strength runs use {args.processes} processes, speed runs one\n")
    w(f"- MCTS default budget: {DEFAULT_SIMULATIONS} simulations per searched decision\n")
    w(f"- cards (all but the section marked card scripts on): {'scripted (card abilities on)' if args.scripts else 'printed stats only (card scripts off), so the figures measure the players rather than the cost of scripted positions'}\n\n")
    w("### Strength (deck A's player first; win rate of A with its 95% Wilson interval)\n\n")
    w(STRENGTH_HEADER)
    greedy_rates = []
    for i, deck in enumerate(MIRRORS):
        row, s, _t = strength_row(pool, deck, deck, n_greedy, 1000 + i, ("greedy", "random"), args.processes)
        greedy_rates.append(s["win_rate_a"])
        w(row + "\n")
        sys.stdout.flush()
    row, s, secs = strength_row(pool, "CP1-finn", "CP1-finn", n_mcts, 2000, ("mcts", "greedy"), args.processes)
    w(row + "\n")
    w(f"\nMCTS vs greedy took {secs:.0f} s with {args.processes} processes.\n\n")
    w("Against the goals (docs/players.md), with card scripts off:\n\n")
    w(target("greedy vs random, lowest win rate of the three mirrors", min(greedy_rates), 0.9, strict=False))
    w(target("mcts vs greedy, lower end of the 95% interval", s["ci_low_a"], 0.55, strict=True,
             note="judged on the game with card scripts on, the one the site simulates, in the last section"))
    w("\n")
    sys.stdout.flush()
    w("### Speed (CP1-finn mirror, one process)\n\n| pairing | games | games/s |\n|---|---|---|\n")
    for players, games in ((("random", "random"), 200 if q else 2000), (("greedy", "random"), 40 if q else 300),
                           (("greedy", "greedy"), 40 if q else 200), (("mcts", "greedy"), 2 if q else 10)):
        w(f"| {players[0]} vs {players[1]} | {games} | {speed(pool, players, games):,.2f} |\n")
    mean, med, mx, n, decisions, _secs = mcts_decision_times(pool, 2 if q else 6)
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
