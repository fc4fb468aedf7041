"""Naruto CCG decks: legality by the engine's deck rules (NR8-NR11), the deck's statistics, its text form
and the engine's demo decks as public decks.

A Naruto deck is a DeckList of Naruto card slugs with no Hero and no Landscapes; its format (seed40: exactly
40 cards, at most 25 Ninja, 3 of a name; manual50: exactly 50, 3 of a name) is the deck's own."""

from __future__ import annotations

from collections import Counter

from cards.models import Card, Game, Kind
from engine import NARUTO_FORMATS, NARUTO_SYMBOLS, naruto_deck_problems, naruto_demo_decks, naruto_set1

from .lists import DeckList

DEFAULT_FORMAT = "seed40"
FORMAT_CHOICES = [(name, fmt.note) for name, fmt in NARUTO_FORMATS.items()]


def card_rows(slugs) -> dict[str, Card]:
    """The Naruto cards a list names, by slug (a slug of another game is not among them)."""
    return {c.slug: c for c in Card.objects.filter(game=Game.NARUTO, slug__in=set(slugs))}


def problems(deck: DeckList, fmt: str, rows: dict[str, Card] | None = None) -> list[str]:
    """Every reason the deck is not a legal Naruto deck of format `fmt`, in plain words; [] when it is."""
    if fmt not in NARUTO_FORMATS:
        return [f"NR11: the deck format is one of {', '.join(NARUTO_FORMATS)}, not {fmt!r}"]
    rows = rows if rows is not None else card_rows(deck.cards)
    out = []
    if deck.hero or deck.landscapes:
        out.append("A Naruto CCG deck has no Hero and no Landscapes")
    unknown = sorted(slug for slug in deck.cards if slug not in rows)
    if unknown:
        out.append(f"Not Naruto CCG cards: {', '.join(unknown)}")
    ids = {rows[slug].facts["id"]: n for slug, n in deck.cards.items() if slug in rows}
    return out + naruto_deck_problems(ids, NARUTO_FORMATS[fmt], naruto_set1())


def stats(deck: DeckList, fmt: str, rows: dict[str, Card] | None = None) -> dict:
    """What a player checks before playing the deck: the curve of entrance costs (Ninja and Missions) and of
    chakra costs (Jutsu), the cards of each Symbol and type, and the Ninja against the format's cap."""
    rows = rows if rows is not None else card_rows(deck.cards)
    entrance, chakra, symbols, kinds = Counter(), Counter(), Counter(), Counter()
    for slug, n in deck.cards.items():
        card = rows.get(slug)
        if card is None:
            continue
        kinds[card.kind] += n
        for symbol in card.facts.get("symbols", []):
            symbols[symbol] += n
        if "entrance" in card.facts:
            entrance[card.facts["entrance"]] += n
        if "chakra_total" in card.facts:
            chakra[card.facts["chakra_total"]] += n
    deck_format = NARUTO_FORMATS.get(fmt)
    return {
        "cards": deck.card_count,
        "size": deck_format.size if deck_format else None,
        "ninja": kinds.get(Kind.NINJA, 0),
        "ninja_max": deck_format.max_ninja if deck_format else None,
        "kinds": {kind: kinds.get(kind, 0) for kind in (Kind.NINJA, Kind.JUTSU, Kind.MISSION)},
        "symbols": {symbol: symbols.get(symbol, 0) for symbol in NARUTO_SYMBOLS if symbols.get(symbol)},
        "entrance_curve": {str(c): entrance[c] for c in sorted(entrance)},
        "chakra_curve": {str(c): chakra[c] for c in sorted(chakra)},
        "curve_max": max([*entrance.values(), *chakra.values()], default=0),
    }


def deck_text(deck: DeckList, rows: dict[str, Card], title: str = "") -> str:
    """The deck as text the builder reads back: "3 Kunai (J-001)", by type then number (a name Set 1 prints
    twice is told apart by its number)."""
    out = [f"# {title}"] if title else []
    known = sorted((rows[slug] for slug in deck.cards if slug in rows), key=lambda c: c.facts["id"])
    order = {Kind.NINJA: 0, Kind.MISSION: 1, Kind.JUTSU: 2}
    known.sort(key=lambda c: order.get(c.kind, 9))
    out += [f"{deck.cards[c.slug]} {c.name} ({c.facts['number']})" for c in known]
    out += [f"{n} {slug}" for slug, n in sorted(deck.cards.items()) if slug not in rows]
    return "\n".join(out) + "\n"


def demo_lists() -> list[tuple[str, str, DeckList]]:
    """The engine's demo decks as (name, note, DeckList of catalogue slugs)."""
    by_id = {c.facts["id"]: c.slug for c in Card.objects.filter(game=Game.NARUTO)}
    return [(name, demo.note, DeckList(cards={by_id[card_id]: n for card_id, n in demo.cards}))
            for name, demo in naruto_demo_decks().items()]
