"""`python -m bench.listeners`: how often dispatch visits a vocabulary card script, counted as calls of
dsl.card.Card.on (each builds a context and asks the card's triggers), over the same seeded random games per
Collector's Pack pair: with the listener index as the cards mark it (events.Script.hearing), and with every
listener made to hear every event (HEARS_ALL). Both must play the same games (same action counts); the gap is
what the marks save. One process, no timing; prints a Markdown table.

    python -m bench.listeners [--games 300] [--pairs CP5-lemongrab:CP5-gunter,CP6-fionna:CP6-cake]
"""

from __future__ import annotations

import argparse
import contextlib
import os
from collections import Counter
from collections.abc import Iterator

from engine import load_card_pool
from engine.cardwars.dsl.card import Card
from engine.cardwars.events import HEARS_ALL
from engine.cardwars.match import play_game
from engine.cardwars.rules import turn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGUE = os.path.join(ROOT, "cards", "data", "catalogue.json")
PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
         ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
         ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake"))


@contextlib.contextmanager
def counting(every: bool = False) -> Iterator[Counter[str]]:
    """Count Card.on calls by card slug meanwhile, a Hero's also under 'heroes'; with every=True every
    listener hears every event. The per-game facts are worked out afresh for each game
    (rules.turn.KEEP_FACTS off), so that no listener table of the other mode is reused."""
    calls: Counter[str] = Counter()
    on, hearing, keep = Card.on, Card.hearing, turn.KEEP_FACTS

    def counted(self, event, state, card_id, ev):
        calls[self.slug] += 1
        if card_id < 0:
            calls["heroes"] += 1
        return on(self, event, state, card_id, ev)

    Card.on = counted
    turn.KEEP_FACTS = False
    if every:
        Card.hearing = lambda self, event: HEARS_ALL
    try:
        yield calls
    finally:
        Card.on, Card.hearing, turn.KEEP_FACTS = on, hearing, keep


def measure(pool, pair: tuple[str, str], games: int, every: bool = False) -> dict[str, int]:
    """{'on': Card.on calls, 'heroes': of them a Hero's, 'actions': actions played} over seeds 0..games-1."""
    setup = pool.setup(*pair)
    actions = 0
    with counting(every) as calls:
        for seed in range(games):
            record, _ = play_game(setup, seed, ("random", "random"))
            actions += len(record.actions)
    return {"on": sum(n for k, n in calls.items() if k != "heroes"), "heroes": calls["heroes"], "actions": actions}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--pairs", default="", help="A:B,C:D (default: the six CP pack pairs)")
    args = ap.parse_args(argv)
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs else list(PAIRS)
    pool = load_card_pool(CATALOGUE)
    print(f"Random games, seeds 0-{args.games - 1}: calls of Card.on (of them Heroes') and actions.\n")
    print("| pair | every listener | indexed | change | of them Heroes' (every / indexed) | actions |")
    print("|---|---|---|---|---|---|")
    for pair in pairs:
        every = measure(pool, pair, args.games, every=True)
        indexed = measure(pool, pair, args.games)
        same = "" if every["actions"] == indexed["actions"] else " (NOT the same games)"
        change = f"{indexed['on'] / every['on'] - 1:+.0%}" if every["on"] else "-"
        print(f"| {pair[0]} vs {pair[1]} | {every['on']:,} | {indexed['on']:,} | {change} | "
              f"{every['heroes']:,} / {indexed['heroes']:,} | {indexed['actions']:,}{same} |")


if __name__ == "__main__":
    main()
