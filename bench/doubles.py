"""`python -m bench.doubles`: Card Wars Doubles (2 vs 2) at scale. Part of `make bench`.

1. The invariants over BENCH_DOUBLES_GAMES (default 2,000) seeded random Doubles games of every precon, four
   decks a game (the suite plays 100 of them, tests/engine/test_doubles_invariants.py): every card in exactly
   one zone after every action, each team's HP pool at most 40 (R34) and the only HP that moves, no game
   stuck (every game ends by HP or by the 120-turn limit, R43).
2. Doubles games per second for random, simple and greedy at every seat (CPU time of this one process).

Prints the Markdown section of docs/benchmarks.md; progress goes to standard error."""
from __future__ import annotations

import os
import sys
import time
from collections import Counter
from pathlib import Path

from engine import load_card_pool, new_game
from engine.cardwars.kernel import status
from engine.cardwars.match import make_players

ROOT = Path(__file__).resolve().parent.parent
GAMES = int(os.environ.get("BENCH_DOUBLES_GAMES", "2000"))
PACE_GAMES = {"random": 200, "simple": 100, "greedy": 10}
SEED = 2600
MAX_STEPS = 20000


def decks_of(ids: list[str], seed: int) -> list[str]:
    """Four precon ids for one game: every precon takes every seat over the run."""
    return [ids[(seed * 7 + k * 5) % len(ids)] for k in range(4)]


def check(s, n_cards: int) -> None:
    """The invariants of one position; AssertionError names the first broken one."""
    zones = [c for p in s.seats for z in (s.hand[p], s.deck[p], s.discard[p], s.creature[p], s.building[p])
             for c in z if c >= 0] + [c for c in s.teamwork if c >= 0] + s.limbo + s.removed \
        + [c for cs in s.under.values() for c in cs]
    assert len(zones) == n_cards and len(set(zones)) == n_cards, "a card in no zone or in two"
    assert s.team_hp(0) <= 40 and s.team_hp(1) <= 40, "an HP pool above 40 (R34)"
    assert s.hp[2] == 40 and s.hp[3] == 40, "HP outside the teams' pools moved"


def invariants(pool, games: int) -> dict:
    ids = sorted(pool.precons)
    reasons: Counter = Counter()
    wins: Counter = Counter()
    turns = 0
    for k in range(games):
        seed = SEED + k
        setup = pool.setup(*decks_of(ids, seed), variant="doubles")
        players = make_players(("random",) * 4, seed)
        s = new_game(setup, seed)
        n = len(s.tab.slug)
        steps = 0
        while not s.is_terminal():
            s.apply_action_unchecked(players[s.current_player()].select_action(s))
            check(s, n)
            steps += 1
            if steps > MAX_STEPS:
                raise AssertionError(f"game {seed} stuck after {steps} actions")
        assert s.turn <= 120, "past the R43 limit"
        out = s.outcome()
        reasons[out.reason] += 1
        wins["draw" if out.winning_team is None else f"team {'AB'[out.winning_team]}"] += 1
        turns += s.turn
        if (k + 1) % 200 == 0:
            print(f"doubles invariants: {k + 1}/{games}", file=sys.stderr)
    return {"games": games, "reasons": dict(reasons), "wins": dict(wins), "mean_turns": turns / max(games, 1)}


def pace(pool, who: str, games: int) -> float:
    ids = sorted(pool.precons)
    t0 = time.process_time()
    for k in range(games):
        seed = SEED + k
        setup = pool.setup(*decks_of(ids, seed), variant="doubles")
        players = make_players((who,) * 4, seed)
        s = new_game(setup, seed)
        while not s.is_terminal():
            s.apply_action_unchecked(players[s.current_player()].select_action(s))
    return games / max(time.process_time() - t0, 1e-9)


def main() -> None:
    pool = load_card_pool(ROOT / "cards" / "data" / "catalogue.json")
    compiled, why = status()
    inv = invariants(pool, GAMES)
    rows = []
    for who, n in PACE_GAMES.items():
        rows.append((who, n, pace(pool, who, n)))
        print(f"doubles pace: {who} done", file=sys.stderr)
    print("## Doubles (2 vs 2)\n")
    print(f"`python -m bench.doubles` (kernel: {'compiled' if compiled else 'pure Python: ' + why}).\n")
    print(f"Invariants over {inv['games']:,} seeded random Doubles games of every precon (cards conserved after "
          "every action, HP pools at most 40, no stuck game): **held**. Endings: "
          + ", ".join(f"{k} {v}" for k, v in sorted(inv["reasons"].items()))
          + "; wins: " + ", ".join(f"{k} {v}" for k, v in sorted(inv["wins"].items()))
          + f"; {inv['mean_turns']:.1f} turns a game on average.\n")
    print("| players (every seat) | games | games/s |")
    print("| --- | ---: | ---: |")
    for who, n, gps in rows:
        print(f"| {who} | {n} | {gps:,.1f} |")


if __name__ == "__main__":
    main()
