"""Writes to the catalogue: loading the project's data file (idempotent, all or nothing)."""

import json
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction

from .models import (
    COSTLESS_KINDS,
    GAME_KINDS,
    LANE_TYPES,
    Card,
    CardSet,
    Category,
    Game,
    Kind,
    Landscape,
    PreconCard,
    PreconDeck,
    Printing,
)
from .simulation import simulation_status

DEFAULT_CATALOGUE = Path(settings.BASE_DIR) / "cards" / "data" / "catalogue.json"
CARD_FIELDS = ("name", "kind", "landscape", "cost", "attack", "defense", "category", "aliases", "has_ability",
               "is_floop", "description", "sim_status", "sim_note")
SET_FIELDS = ("name", "year", "order")
PRECON_FIELDS = ("name", "card_set_id", "hero_id", "landscape_1", "landscape_2", "landscape_3", "landscape_4",
                 "complete", "notes")


class CatalogueError(Exception):
    """The data file cannot be loaded; the message names the record and the field."""


@dataclass
class Tally:
    created: int = 0
    updated: int = 0
    unchanged: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated)


@dataclass
class LoadReport:
    cards: Tally = field(default_factory=Tally)
    sets: Tally = field(default_factory=Tally)
    precons: Tally = field(default_factory=Tally)
    counts: dict = field(default_factory=dict)
    not_in_file: list = field(default_factory=list)
    dry_run: bool = False

    @property
    def changed(self) -> bool:
        return self.cards.changed or self.sets.changed or self.precons.changed

    def summary(self) -> str:
        c = self.counts
        line = (f"catalogue: {c['cards']} cards, {c['sets']} sets, {c['precons']} precons — "
                f"{self.cards.created} created, {self.cards.updated} updated, {self.cards.unchanged} unchanged")
        extra = [f"{name}: {t.created} created, {t.updated} updated"
                 for name, t in (("sets", self.sets), ("precons", self.precons)) if t.changed]
        if extra:
            line += " (" + "; ".join(extra) + ")"
        if not self.changed:
            line += ". Nothing to change: the database already matches the data file."
        if self.not_in_file:
            line += f"\n{len(self.not_in_file)} cards in the database are not in the file (kept): " + ", ".join(
                self.not_in_file[:10])
        if self.dry_run:
            line += "\n(dry run: nothing was written)"
        return line


# --- validation: everything is checked before anything is written -----------------------------------------


def _problem(record: str, field_name: str, why: str) -> str:
    return f'{record}: field "{field_name}" {why}'


def _check_count(record, name, value, *, nullable, minimum=0) -> list[str]:
    if value is None:
        return [] if nullable else [_problem(record, name, "is missing (a whole number is needed)")]
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        return [_problem(record, name, f"must be a whole number ≥ {minimum}, got {value!r}")]
    return []


def _check_card(i: int, card, set_codes: set[str]) -> list[str]:
    if not isinstance(card, dict):
        return [f"card #{i + 1}: is not an object"]
    record = f'card "{card.get("slug") or card.get("name") or "#" + str(i + 1)}"'
    errors = []
    for name in ("slug", "name"):
        if not isinstance(card.get(name), str) or not card.get(name).strip():
            errors.append(_problem(record, name, "must be a non-empty text"))
    kind = card.get("kind")
    if kind not in GAME_KINDS[Game.CARDWARS]:
        errors.append(_problem(record, "kind", f"must be one of {', '.join(GAME_KINDS[Game.CARDWARS])}, got {kind!r}"))
    if card.get("landscape") is not None and card.get("landscape") not in Landscape.values:
        errors.append(_problem(record, "landscape", f"must be one of {', '.join(Landscape.values)} or null, "
                                                    f"got {card.get('landscape')!r}"))
    if card.get("category") not in Category.values:
        errors.append(_problem(record, "category", f"must be one of {', '.join(Category.values)}, "
                                                   f"got {card.get('category')!r}"))
    costless = kind in COSTLESS_KINDS
    if costless and card.get("cost") is not None:
        errors.append(_problem(record, "cost", f"must be null for a {kind}"))
    errors += _check_count(record, "cost", card.get("cost"), nullable=costless)
    for name, kinds in (("attack", (Kind.CREATURE,)), ("defense", (Kind.CREATURE, Kind.BUILDING))):
        if kind not in kinds and card.get(name) is not None:
            errors.append(_problem(record, name, f"must be null for a {kind}"))
        errors += _check_count(record, name, card.get(name), nullable=True)
    for name in ("has_ability", "is_floop"):
        if not isinstance(card.get(name), bool):
            errors.append(_problem(record, name, f"must be true or false, got {card.get(name)!r}"))
    if not isinstance(card.get("description"), str):
        errors.append(_problem(record, "description", "must be a text"))
    elif card.get("has_ability") and not card["description"].strip():
        errors.append(_problem(record, "description", "is empty but the card has an ability"))
    aliases = card.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        errors.append(_problem(record, "aliases", "must be a list of texts"))
    products = card.get("products", [])
    if not isinstance(products, list):
        return errors + [_problem(record, "products", "must be a list")]
    for product in products:
        if not isinstance(product, dict) or product.get("set") not in set_codes:
            got = product.get("set") if isinstance(product, dict) else product
            errors.append(_problem(record, "products.set", f"names an unknown product {got!r}"))
            continue
        errors += _check_count(record, "products.count", product.get("count"), nullable=True, minimum=1)
    return errors


def _check_precon(precon, slugs: dict, set_codes: set[str]) -> list[str]:
    if not isinstance(precon, dict):
        return ["precon: is not an object"]
    record = f'precon "{precon.get("id")}"'
    errors = [] if isinstance(precon.get("id"), str) and precon["id"] else [_problem(record, "id", "is missing")]
    if precon.get("set") not in set_codes:
        errors.append(_problem(record, "set", f"names an unknown product {precon.get('set')!r}"))
    hero = precon.get("hero")
    if hero is not None and slugs.get(hero) != Kind.HERO:
        errors.append(_problem(record, "hero", f"{hero!r} is not a hero card in the file"))
    lanes = precon.get("landscapes")
    if not isinstance(lanes, list) or len(lanes) != 4 or any(lane not in LANE_TYPES for lane in lanes):
        errors.append(_problem(record, "landscapes", f"must be 4 of {', '.join(LANE_TYPES)}, got {lanes!r}"))
    seen = set()
    for entry in precon.get("cards") or []:
        slug = entry.get("card") if isinstance(entry, dict) else None
        if slug not in slugs:
            errors.append(_problem(record, "cards", f"names an unknown card {slug!r}"))
            continue
        if slug in seen:
            errors.append(_problem(record, "cards", f"lists {slug!r} twice"))
        seen.add(slug)
        errors += _check_count(f"{record} card {slug!r}", "count", entry.get("count"), nullable=False, minimum=1)
    return errors


def catalogue_validate(data) -> list[str]:
    """Every problem in a parsed data file, each naming the record and the field; [] when it can be loaded."""
    if not isinstance(data, dict) or data.get("format") != 1:
        return ['file: field "format" must be 1 (this loader reads format 1)']
    errors, set_codes = [], set()
    for i, s in enumerate(data.get("sets") or []):
        record = f'set "{s.get("code") if isinstance(s, dict) else "#" + str(i + 1)}"'
        if not isinstance(s, dict) or not isinstance(s.get("code"), str) or not s["code"]:
            errors.append(_problem(record, "code", "must be a non-empty text"))
            continue
        if s["code"].lower() in {c.lower() for c in set_codes}:
            errors.append(_problem(record, "code", "is used twice"))
        set_codes.add(s["code"])
        if not isinstance(s.get("name"), str) or not s["name"]:
            errors.append(_problem(record, "name", "must be a non-empty text"))
        errors += _check_count(record, "year", s.get("year"), nullable=True)
        errors += _check_count(record, "order", s.get("order"), nullable=False)
    slugs: dict[str, str] = {}
    for i, card in enumerate(data.get("cards") or []):
        errors += _check_card(i, card, set_codes)
        if isinstance(card, dict) and isinstance(card.get("slug"), str):
            if card["slug"] in slugs:
                errors.append(_problem(f'card "{card["slug"]}"', "slug", "is used twice"))
            slugs[card["slug"]] = card.get("kind")
    for precon in data.get("precons") or []:
        errors += _check_precon(precon, slugs, set_codes)
    return errors


def catalogue_read(path: Path) -> dict:
    """Parse and validate the data file; raises CatalogueError listing the problems."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise CatalogueError(f"{path}: no such file") from exc
    except json.JSONDecodeError as exc:
        raise CatalogueError(f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from exc
    errors = catalogue_validate(data)
    if errors:
        shown = "\n  ".join(errors[:20])
        more = f"\n  ... and {len(errors) - 20} more" if len(errors) > 20 else ""
        raise CatalogueError(f"{path}: {len(errors)} problem(s), nothing was loaded:\n  {shown}{more}")
    return data


# --- writing --------------------------------------------------------------------------------------------------


def _upsert(model, existing: dict, wanted: dict, fields: tuple, key: str, tally: Tally) -> tuple[dict, set]:
    """Create and update rows of `model` keyed by `key` so they hold `wanted`.

    Returns (key -> row for every wanted key, the keys that were created or updated).
    """
    to_create, to_update = [], []
    for k, values in wanted.items():
        row = existing.get(k)
        if row is None:
            to_create.append(model(**{key: k}, **values))
        elif any(getattr(row, f) != values[f] for f in fields):
            for f in fields:
                setattr(row, f, values[f])
            to_update.append(row)
    model.objects.bulk_create(to_create)
    if to_update:
        model.objects.bulk_update(to_update, fields)
    tally.created += len(to_create)
    tally.updated += len(to_update)
    tally.unchanged += len(wanted) - len(to_create) - len(to_update)
    rows = {getattr(row, key): row for row in model.objects.filter(**{f"{key}__in": list(wanted)})}
    return rows, {getattr(row, key) for row in to_create + to_update}


def _sync_children(model, existing: dict, wanted: dict, fields: tuple) -> set:
    """Make the child rows keyed (parent_id, other_id) equal `wanted`; returns the parent ids that changed."""
    touched = set()
    stale = [row.pk for k, row in existing.items() if k not in wanted]
    touched |= {k[0] for k in existing if k not in wanted}
    new, changed = [], []
    for k, values in wanted.items():
        row = existing.get(k)
        if row is None:
            new.append(model(**values))
            touched.add(k[0])
        elif any(getattr(row, f) != values[f] for f in fields):
            for f in fields:
                setattr(row, f, values[f])
            changed.append(row)
            touched.add(k[0])
    if stale:
        model.objects.filter(pk__in=stale).delete()
    model.objects.bulk_create(new)
    if changed:
        model.objects.bulk_update(changed, fields)
    return touched


def _card_values(card: dict) -> dict:
    status, note = simulation_status(slug=card["slug"], kind=card["kind"], has_ability=card["has_ability"])
    return {"name": card["name"], "kind": card["kind"], "landscape": card.get("landscape"), "cost": card.get("cost"),
            "attack": card.get("attack"), "defense": card.get("defense"), "category": card["category"],
            "aliases": "\n".join(card.get("aliases") or []), "has_ability": card["has_ability"],
            "is_floop": card["is_floop"], "description": card["description"], "sim_status": status, "sim_note": note}


def _count_child_changes(tally: Tally, rows: dict, changed_keys: set, touched_pks: set):
    """A parent whose child rows changed (and not its own row) counts as updated."""
    extra = {k for k, row in rows.items() if row.pk in touched_pks} - changed_keys
    tally.updated += len(extra)
    tally.unchanged -= len(extra)


def _write(data: dict, report: LoadReport):
    sets, _ = _upsert(CardSet, {s.code: s for s in CardSet.objects.all()},
                      {s["code"]: {"name": s["name"], "year": s.get("year"), "order": s["order"]} for s in data["sets"]},
                      SET_FIELDS, "code", report.sets)
    wanted_cards = {c["slug"]: _card_values(c) for c in data["cards"]}
    # This file is the Card Wars catalogue: another game's cards and printings are not its business.
    existing_cards = {c.slug: c for c in Card.objects.filter(game=Game.CARDWARS)}
    report.not_in_file = sorted(set(existing_cards) - set(wanted_cards))
    cards, changed = _upsert(Card, existing_cards, wanted_cards, CARD_FIELDS, "slug", report.cards)
    printings = {(cards[c["slug"]].pk, sets[p["set"]].pk): {
        "card_id": cards[c["slug"]].pk, "card_set_id": sets[p["set"]].pk, "rarity": p.get("rarity") or "",
        "count": p.get("count")} for c in data["cards"] for p in c.get("products") or []}
    existing = {(p.card_id, p.card_set_id): p for p in Printing.objects.filter(card__game=Game.CARDWARS)}
    touched = _sync_children(Printing, existing, printings, ("rarity", "count"))
    _count_child_changes(report.cards, cards, changed, touched)

    wanted_precons = {p["id"]: {
        "name": p["name"], "card_set_id": sets[p["set"]].pk, "hero_id": cards[p["hero"]].pk if p.get("hero") else None,
        **{f"landscape_{i + 1}": lane for i, lane in enumerate(p["landscapes"])},
        "complete": bool(p.get("complete", True)), "notes": "\n".join(p.get("notes") or [])}
        for p in data.get("precons") or []}
    precons, changed = _upsert(PreconDeck, {p.slug: p for p in PreconDeck.objects.all()}, wanted_precons,
                               PRECON_FIELDS, "slug", report.precons)
    entries = {(precons[p["id"]].pk, cards[e["card"]].pk): {
        "deck_id": precons[p["id"]].pk, "card_id": cards[e["card"]].pk, "count": e["count"]}
        for p in data.get("precons") or [] for e in p["cards"]}
    existing = {(e.deck_id, e.card_id): e for e in PreconCard.objects.all()}
    touched = _sync_children(PreconCard, existing, entries, ("count",))
    _count_child_changes(report.precons, precons, changed, touched)
    report.counts = {"cards": len(wanted_cards), "sets": len(sets), "precons": len(precons)}


def catalogue_load(*, path: Path = DEFAULT_CATALOGUE, dry_run: bool = False) -> LoadReport:
    """Upsert the data file into the database in one transaction: a second run changes nothing.

    A file that does not validate raises CatalogueError before anything is written.
    """
    data = catalogue_read(path)
    report = LoadReport(dry_run=dry_run)
    with transaction.atomic():
        _write(data, report)
        if dry_run:
            transaction.set_rollback(True)
    return report
