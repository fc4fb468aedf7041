"""The Naruto CCG's Set 1 in the catalogue: loaded from the engine's card data (stats only) with the engine's
own short text for what each card does, and its simulation status.

The engine's card pool (engine.naruto_set1) is the one source: the catalogue copies it so that the pages
and the query syntax can read it, and a second load changes nothing. A Naruto card keeps the fields Card
Wars has no column for in Card.facts (NARUTO_FACTS says which)."""

from __future__ import annotations

from django.db import transaction
from django.utils.text import slugify

from engine import naruto_card_reason, naruto_card_status, naruto_card_text, naruto_set1

from .models import Card, CardSet, Category, Game, Printing
from .services import CARD_FIELDS, LoadReport, _upsert

SET_CODE = "NAR1"
SET_NAME = "The Path to Hokage"
SET_YEAR = 2006
SET_ORDER = 100  # after every Card Wars product in product lists

# Card.facts of a Naruto card: what each key holds (the card page and the search keys read these).
NARUTO_FACTS = {
    "id": "the engine's card id (n001, j001, m001)",
    "number": "the printed number (N-001)",
    "symbols": "the card's Symbols (NR2)",
    "entrance": "entrance cost: the turn counter it needs (NR19, Ninja and Missions)",
    "hand_cost": "hand cost: cards of the same Symbol discarded from the hand (NR23)",
    "combat": "healthy Combat (NR3)", "support": "healthy Support",
    "injured_combat": "injured Combat", "injured_support": "injured Support",
    "attribute": "the Combat attribute of a Ninja",
    "chakra_cost": "a Jutsu's chakra cost as printed (letters are Symbols: F Fire, W Water, E Earth, "
                   "L Lightning, N Wind; a number is any Symbol, X a chosen amount)",
    "chakra_total": "the chakra a Jutsu costs, X not counted",
    "characteristics": "a Ninja's characteristics (village, rank, ...)",
    "keywords": "keywords (Permanent, Counter)",
    "title": "the name of the card's effect, if it has one",
}


def naruto_slug(card) -> str:
    """The catalogue slug of an engine card: its number and name ('n-001-naruto-uzumaki')."""
    return slugify(f"{card.number} {card.name}")


def naruto_facts(card) -> dict:
    """Card.facts for an engine card: the fields of its type only."""
    facts: dict = {"id": card.id, "number": card.number, "symbols": list(card.symbols)}
    if card.kind in ("ninja", "mission"):
        facts.update(entrance=card.entrance, hand_cost=card.hand_cost)
    if card.kind == "ninja":
        facts.update(combat=card.healthy[0], support=card.healthy[1], injured_combat=card.injured[0],
                     injured_support=card.injured[1], attribute=card.attribute,
                     characteristics=list(card.characteristics))
    if card.kind == "jutsu":
        facts.update(chakra_cost=str(card.cost), chakra_total=card.cost.total)
    facts["keywords"] = list(card.keywords)
    if card.title:
        facts["title"] = card.title
    return facts


def _card_values(card) -> dict:
    text = naruto_card_text(card.id)
    status = naruto_card_status(card.id)
    note = naruto_card_reason(card.id) if status != "full" else ""
    return {"game": Game.NARUTO, "name": card.name, "kind": card.kind, "landscape": None, "cost": None,
            "attack": None, "defense": None, "category": Category.OFFICIAL,
            # The number, and the name with it, name one printing of a name Set 1 prints more than once.
            "aliases": f"{card.number}\n{card.name} ({card.number})",
            "has_ability": bool(text), "is_floop": False, "description": text, "sim_status": status,
            "sim_note": note, "facts": naruto_facts(card)}


def naruto_catalogue_load(*, dry_run: bool = False) -> LoadReport:
    """Upsert Set 1 from the engine's card data in one transaction: a second run changes nothing."""
    report = LoadReport(dry_run=dry_run)
    pool = naruto_set1()
    with transaction.atomic():
        sets, _ = _upsert(CardSet, {s.code: s for s in CardSet.objects.filter(code=SET_CODE)},
                          {SET_CODE: {"name": SET_NAME, "year": SET_YEAR, "order": SET_ORDER, "game": Game.NARUTO}},
                          ("name", "year", "order", "game"), "code", report.sets)
        wanted = {naruto_slug(c): _card_values(c) for c in pool.cards}
        existing = {c.slug: c for c in Card.objects.filter(game=Game.NARUTO)}
        report.not_in_file = sorted(set(existing) - set(wanted))
        cards, _ = _upsert(Card, existing, wanted, ("game", *CARD_FIELDS, "facts"), "slug", report.cards)
        card_set = sets[SET_CODE]
        have = set(Printing.objects.filter(card_set=card_set).values_list("card_id", flat=True))
        Printing.objects.bulk_create([Printing(card=row, card_set=card_set) for row in cards.values()
                                      if row.pk not in have])
        report.counts = {"cards": len(wanted), "sets": 1, "precons": 0}
        if dry_run:
            transaction.set_rollback(True)
    return report
