"""Decks for the simulator without the database: a preconstructed deck id (`CP4-ice-king`) or a deck text
file, resolved against the catalogue file (cards/data/catalogue.json) and checked for legality.

The text format and its parser are the deck builder's (decks/text.py); here names are looked up in the
catalogue file rather than the database:

    # comments (also //) and blank lines are ignored; "Creatures:"-style headings too
    Hero: Finn
    Landscape: Blue Plains x4      (or "Landscape: 2 Blue Plains", or one line per Landscape)
    3 Dogboy                       (also "3x Dogboy", "Dogboy x3", or "Dogboy" for one copy)

Card names match case-insensitively by name or slug."""
from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path

from cards.lookup import CardIndex
from decks.text import parse_deck_text as read_deck_text
from engine import PlayerSetup, formats, load_card_pool

CATALOGUE = Path(__file__).resolve().parent.parent / "cards" / "data" / "catalogue.json"


class DeckError(ValueError):
    """A deck argument that cannot be used: unknown id or file, unreadable lines, or an illegal deck."""


@lru_cache(maxsize=4)
def card_pool(path: str | None = None):
    """The engine card pool from the catalogue file (cached)."""
    return load_card_pool(path or CATALOGUE)


@lru_cache(maxsize=4)
def card_index(path: str | None = None) -> CardIndex:
    """The deck builder's name lookup, built from the catalogue file instead of the database."""
    data = json.loads(Path(path or CATALOGUE).read_text(encoding="utf-8"))
    return CardIndex((c["slug"], c["name"], c["kind"], "\n".join(c.get("aliases", []))) for c in data["cards"])


def resolve_deck(arg: str, pool=None, turn_limit: int | None = None, fmt: str = "constructed"):
    """A one-deck engine Setup from a precon id or a deck text file path, checked against the format `fmt`
    (constructed or doubles, engine.cardwars.formats.FORMATS); raises DeckError."""
    pool = pool or card_pool()
    precon_id = {p.lower(): p for p in pool.precons}.get(arg.lower())  # any case: cp1-finn is CP1-finn
    if precon_id is not None:
        deck = pool.precon(precon_id)
    elif os.path.isfile(arg):
        with open(arg, encoding="utf-8") as f:
            deck = parse_deck_text(f.read(), name=Path(arg).stem)
    else:
        ids = ", ".join(sorted(p for p in pool.precons if not p.startswith("2v2")))
        raise DeckError(f"unknown deck {arg!r}: not a preconstructed deck id and not a file. "
                        f"Preconstructed decks: {ids}")
    check_legal(deck, pool, arg, fmt)
    kw = {} if turn_limit is None else {"turn_limit": turn_limit}
    return pool.setup(deck, **kw)


def check_legal(deck: PlayerSetup, pool, label: str = "", fmt: str = "constructed") -> None:
    """Raise DeckError listing every violation of the format (R1-R4; Doubles R42 also takes Teamwork cards)."""
    problems = formats.validate_setup(deck, pool, formats.FORMATS[fmt])
    if problems:
        lines = "\n".join(f"  - {v.message}" for v in problems)
        raise DeckError(f"deck {label or deck.name!r} is not legal ({fmt.capitalize()}):\n{lines}")


def parse_deck_text(text: str, name: str = "") -> PlayerSetup:
    """Read a deck text (the builder's own parser) into a PlayerSetup; unreadable lines name their number."""
    parsed = read_deck_text(text, card_index())
    if parsed.errors:
        raise DeckError("cannot read the deck text:\n" + "\n".join(f"  {e}" for e in parsed.errors))
    deck = parsed.deck
    return PlayerSetup(tuple(deck.landscapes), tuple(deck.expanded()), deck.hero, name)
