"""Deck legality as data (R1-R4): a Format lists its numbers, validate() returns every violation."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core.table import Table
from .defs import LANDSCAPE_TYPES


@dataclass(frozen=True)
class Violation:
    """One reason a deck is not legal: a stable `code` and a `message` in a player's words."""

    code: str  # too_few_cards | too_many_copies | landscape_count | too_many_heroes | hero_landscapes | unknown_card |
    # not_a_deck_card
    message: str
    card: str | None = None


@dataclass(frozen=True)
class Format:
    """The numbers a deck-building format fixes, and the table it is played at."""

    name: str
    min_cards: int = 40  # R1
    max_cards: int | None = None  # R1: no upper limit
    max_copies: int = 3  # R2, counted by card name
    landscapes: int = 4  # R3
    max_heroes: int = 1  # R4
    deck_kinds: frozenset = frozenset({"creature", "spell", "building"})
    table: Table = field(default_factory=lambda: Table.solo(2))  # 1 vs 1: two teams of one


CONSTRUCTED = Format("constructed")
# Doubles (R26): two teams of two, seated A1 B1 A2 B2 in turn order, each team with one HP pool
DOUBLES = Format("doubles", deck_kinds=frozenset({"creature", "spell", "building", "teamwork"}),
                 table=Table.teams_of(2, 2))
FORMATS = {f.name: f for f in (CONSTRUCTED, DOUBLES)}
# Heroes whose text asks for starting Landscapes (a deck rule, so data here, not a script): slug -> (type, at least).
# The Winter King: "must start the game with 2 IcyLands" is read as at least two of the four (its text does not
# forbid a third).
HERO_LANDSCAPES: dict[str, tuple[str, int]] = {"the-winter-king": ("IcyLands", 2)}


def _counts(cards):
    if isinstance(cards, dict):
        return Counter(cards)
    c = Counter()
    for x in cards:
        if isinstance(x, (tuple, list)):
            c[x[0]] += x[1]
        elif isinstance(x, dict):
            c[x["card"]] += x["count"]
        else:
            c[x] += 1
    return c


def validate(cards, landscapes=(), heroes=(), pool=None, fmt: Format = CONSTRUCTED) -> list:
    """Every violation of `fmt` by a deck: `cards` is slugs, (slug, count) pairs, [{card, count}] or a
    {slug: count} dict; `landscapes` the 4 Landscape type names; `heroes` hero slugs (0 or 1);
    `pool` maps slugs to CardDefs (a CardPool or dict) and resolves names for R2."""
    out = []
    counts = _counts(cards)
    known = getattr(pool, "cards", pool) or {}
    hero_known = getattr(pool, "heroes", {}) or {}
    by_name = Counter()
    names = {}
    for slug, n in counts.items():
        d = known.get(slug)
        if d is None:
            if slug in hero_known:
                out.append(Violation("not_a_deck_card", f"{hero_known[slug].name} is a Hero: it sits beside "
                                     "the deck, never in it", slug))
            else:
                out.append(Violation("unknown_card", f"Unknown card: {slug}", slug))
            continue
        if d.kind not in fmt.deck_kinds:
            what = {"landscape": "a Landscape: Landscapes sit beside the deck, never in it",
                    "hero": "a Hero: it sits beside the deck, never in it",
                    "teamwork": "a Teamwork card, used only in Doubles"}.get(d.kind, f"a {d.kind} card")
            out.append(Violation("not_a_deck_card", f"{d.name} is {what}", slug))
            continue
        by_name[d.name] += n
        names.setdefault(d.name, slug)
    total = sum(counts.values())
    if total < fmt.min_cards:  # R1
        out.append(Violation("too_few_cards", f"The deck has {total} cards; at least {fmt.min_cards} are needed"))
    if fmt.max_cards is not None and total > fmt.max_cards:
        out.append(Violation("too_many_cards", f"The deck has {total} cards; at most {fmt.max_cards} are allowed"))
    for name, n in sorted(by_name.items()):  # R2: by card name
        if n > fmt.max_copies:
            out.append(Violation("too_many_copies", f"{name}: {n} copies, at most {fmt.max_copies} allowed",
                                 names[name]))
    lands = list(landscapes)
    if len(lands) != fmt.landscapes:  # R3
        out.append(Violation("landscape_count", f"{len(lands)} Landscapes; exactly {fmt.landscapes} are needed"))
    for t in lands:
        if t not in LANDSCAPE_TYPES:
            out.append(Violation("unknown_card", f"Unknown Landscape type: {t}", t))
    heroes = [h for h in heroes if h]
    if len(heroes) > fmt.max_heroes:  # R4
        out.append(Violation("too_many_heroes", f"{len(heroes)} Heroes; at most {fmt.max_heroes} allowed"))
    for h in heroes:
        if hero_known and h not in hero_known:
            out.append(Violation("unknown_card", f"Unknown Hero: {h}", h))
        need = HERO_LANDSCAPES.get(h)
        if need is not None and lands.count(need[0]) < need[1]:
            name = hero_known[h].name if h in hero_known else h
            out.append(Violation("hero_landscapes", f"{name} needs at least {need[1]} {need[0]} among the "
                                 f"Landscapes; this deck has {lands.count(need[0])}", h))
    return out


def validate_setup(player_setup, pool, fmt: Format = CONSTRUCTED) -> list:
    """validate() for an engine PlayerSetup."""
    return validate(list(player_setup.cards), player_setup.landscapes,
                    [player_setup.hero] if player_setup.hero else [], pool, fmt)
