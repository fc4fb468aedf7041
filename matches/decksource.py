"""Decks for the simulator without the database: a preconstructed deck id (`CP4-ice-king`) or a deck text
file, resolved against the engine's card pool (cards/data/catalogue.json) and checked for legality.

The text format is the deck builder's (decks/text.py), read here without models:

    # comments (also //) and blank lines are ignored; "Creatures:"-style headings too
    Hero: Finn
    Landscape: Blue Plains x4      (or "Landscape: 2 Blue Plains", or one line per Landscape)
    3 Dogboy                       (also "3x Dogboy", "Dogboy x3", or "Dogboy" for one copy)

Card names match case-insensitively by name or slug."""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

from engine import formats, load_card_pool
from engine.defs import LANDSCAPE_TYPES, PlayerSetup, slugify

CATALOGUE = Path(__file__).resolve().parent.parent / "cards" / "data" / "catalogue.json"
MAX_COUNT = 99

_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[xX×]\s*(\d+)$")
_PREFIX = re.compile(r"^(hero|landscapes?)\s*:\s*(.*)$", re.IGNORECASE)
_LANDSCAPES = {t.lower(): t for t in LANDSCAPE_TYPES} | {slugify(t): t for t in LANDSCAPE_TYPES}


class DeckError(ValueError):
    """A deck argument that cannot be used: unknown id or file, unreadable lines, or an illegal deck."""


@lru_cache(maxsize=4)
def card_pool(path: str | None = None):
    """The engine card pool from the catalogue file (cached)."""
    return load_card_pool(path or CATALOGUE)


def resolve_deck(arg: str, pool=None, turn_limit: int | None = None):
    """A one-deck engine Setup from a precon id or a deck text file path; raises DeckError."""
    pool = pool or card_pool()
    if arg in pool.precons:
        deck = pool.precon(arg)
    elif os.path.isfile(arg):
        with open(arg, encoding="utf-8") as f:
            deck = parse_deck_text(f.read(), pool, name=Path(arg).stem)
    else:
        ids = ", ".join(sorted(p for p in pool.precons if not p.startswith("2v2")))
        raise DeckError(f"unknown deck {arg!r}: not a preconstructed deck id and not a file. "
                        f"Preconstructed decks: {ids}")
    check_legal(deck, pool, arg)
    kw = {} if turn_limit is None else {"turn_limit": turn_limit}
    return pool.setup(deck, **kw)


def check_legal(deck: PlayerSetup, pool, label: str = "") -> None:
    """Raise DeckError listing every Constructed violation (R1-R4) of the deck."""
    problems = formats.validate_setup(deck, pool)
    if problems:
        lines = "\n".join(f"  - {v.message}" for v in problems)
        raise DeckError(f"deck {label or deck.name!r} is not legal (Constructed):\n{lines}")


def _split_count(text: str) -> tuple[int, str]:
    m = _COUNT_FIRST.match(text)
    if m:
        return int(m.group(1)), m.group(2).strip()
    m = _COUNT_LAST.match(text)
    if m:
        return int(m.group(2)), m.group(1).strip()
    return 1, text.strip()


def _hero(pool, name):
    key = name.strip().lower()
    for h in pool.heroes.values():
        if h.slug == key or h.name.lower() == key or h.slug == slugify(name):
            return h
    return None


def parse_deck_text(text: str, pool, name: str = "") -> PlayerSetup:
    """Read a deck text into a PlayerSetup; every unreadable line is reported with its number."""
    cards, lands, hero, errors = [], [], None, []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].split("//", 1)[0].strip()
        if not line or (line.endswith(":") and not _PREFIX.match(line)):
            continue
        prefix = _PREFIX.match(line)
        body = prefix.group(2) if prefix else line
        if prefix and prefix.group(1).lower() == "hero":
            h = _hero(pool, body)
            if h is None:
                errors.append(f"line {number}: no Hero is called {body.strip()!r}")
            elif hero and hero != h.slug:
                errors.append(f"line {number}: a second Hero ({h.name}); a deck has at most one")
            else:
                hero = h.slug
            continue
        count, cname = _split_count(body)
        if count < 1 or count > MAX_COUNT:
            errors.append(f"line {number}: {count} is not a count this format accepts (1 to {MAX_COUNT})")
            continue
        land = _LANDSCAPES.get(cname.lower()) or _LANDSCAPES.get(slugify(cname))
        if prefix or land:
            if land is None:
                errors.append(f"line {number}: {cname!r} is not a Landscape type "
                              f"(one of {', '.join(LANDSCAPE_TYPES)})")
            else:
                lands.extend([land] * count)
            continue
        card = pool.get(cname)
        if card is None:
            h = _hero(pool, cname)
            if h is not None and not hero:
                hero = h.slug
                continue
            errors.append(f"line {number}: no card is called {cname!r}")
            continue
        cards.extend([card.slug] * count)
    if errors:
        raise DeckError("cannot read the deck text:\n" + "\n".join(f"  {e}" for e in errors))
    return PlayerSetup(tuple(lands), tuple(cards), hero, name)
