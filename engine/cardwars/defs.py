"""Frozen card, hero and deck definitions the engine consumes.

The Django side builds the same objects from its models (cards/engine_defs.py); tests and benchmarks build
them from catalogue.json with `load_card_pool`. The engine never sees a model.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Final

LANDSCAPE_TYPES = ("Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp", "IcyLands")
RAINBOW: Final = "Rainbow"
DECK_KINDS = ("creature", "spell", "building", "teamwork")
START_HP: Final = 25  # R5 (1 vs 1)
DOUBLES_HP: Final = 40  # R34: a Doubles team's one HP pool, never above 40
DOUBLES_TURN_LIMIT: Final = 120  # R43: every player's turn counts, 30 each
DEFAULT_TURN_LIMIT: Final = 60  # R23
LANES: Final = 4


def slugify(name: str) -> str:
    """The catalogue's slug for a card name ("Travelin' Farmer" -> "travelin-farmer")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "").replace("\u2019", "")).strip("-")


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed facts. ATK/DEF are None for cards that are not Creatures."""

    slug: str
    name: str
    kind: str  # creature | spell | building | teamwork | hero | landscape
    landscape: str | None = None  # a LANDSCAPE_TYPES entry, RAINBOW, or None
    cost: int | None = None
    attack: int | None = None
    defense: int | None = None
    is_floop: bool = False
    has_ability: bool = False

    @classmethod
    def from_dict(cls, d: dict) -> CardDef:
        """Build from a catalogue.json card entry (extra keys ignored)."""
        return cls(
            slug=d["slug"], name=d.get("name", d["slug"]), kind=d["kind"], landscape=d.get("landscape"),
            cost=d.get("cost"), attack=d.get("attack"), defense=d.get("defense"),
            is_floop=bool(d.get("is_floop", False)), has_ability=bool(d.get("has_ability", False)),
        )

    def to_dict(self) -> dict:
        """The JSON form used in positions and records."""
        return {"slug": self.slug, "name": self.name, "kind": self.kind, "landscape": self.landscape,
                "cost": self.cost, "attack": self.attack, "defense": self.defense,
                "is_floop": self.is_floop, "has_ability": self.has_ability}

    @property
    def vanilla_attack(self) -> int:
        """ATK used when no script says otherwise (a missing printed value plays as 0)."""
        return self.attack or 0

    @property
    def vanilla_defense(self) -> int:
        """DEF used when no script says otherwise: a missing printed DEF (stats set by text, e.g.
        Husker Knight) plays as 1 so the Creature can exist until it is scripted."""
        return self.defense if self.defense is not None else 1


@dataclass(frozen=True, slots=True)
class HeroDef:
    """A Hero tile (R4, R25): beside the deck, never in it."""

    slug: str
    name: str
    has_ability: bool = True
    is_floop: bool = False

    @classmethod
    def from_dict(cls, d: dict) -> HeroDef:
        """Build from a catalogue.json hero entry."""
        return cls(slug=d["slug"], name=d.get("name", d["slug"]), has_ability=bool(d.get("has_ability", True)),
                   is_floop=bool(d.get("is_floop", False)))


@dataclass(frozen=True)
class PlayerSetup:
    """One side's deck: 4 Landscape types (lane order), the deck card slugs, an optional Hero slug."""

    landscapes: tuple[str, ...]
    cards: tuple[str, ...]
    hero: str | None = None
    name: str = ""

    def to_dict(self) -> dict:
        """JSON form."""
        return {"name": self.name, "landscapes": list(self.landscapes), "cards": list(self.cards),
                "hero": self.hero}

    @classmethod
    def from_dict(cls, d: dict) -> PlayerSetup:
        """From JSON form; `cards` may be a slug list or a [{card, count}] list."""
        cards = d["cards"]
        if cards and isinstance(cards[0], dict):
            cards = [c["card"] for c in cards for _ in range(c["count"])]
        return cls(tuple(d["landscapes"]), tuple(cards), d.get("hero"), d.get("name", ""))


@dataclass(frozen=True)
class Setup:
    """Everything new_game needs besides the seed: variant, both decks, the card facts they use, options."""

    players: tuple[PlayerSetup, ...]
    cards: dict = field(default_factory=dict)  # slug -> CardDef for every deck card (and heroes: HeroDef)
    variant: str = "classic"
    turn_limit: int = DEFAULT_TURN_LIMIT  # R23
    first_player: int | None = None  # R6: None = seeded coin flip
    game = "cardwars"  # the registry name (a class attribute, not a field): records say which game they are

    def to_dict(self) -> dict:
        """JSON form (self-contained: includes the card facts)."""
        return {"variant": self.variant, "turn_limit": self.turn_limit, "first_player": self.first_player,
                "players": [p.to_dict() for p in self.players],
                "cards": {s: c.to_dict() for s, c in sorted(self.cards.items()) if isinstance(c, CardDef)},
                "heroes": {s: {"slug": h.slug, "name": h.name} for s, h in sorted(self.cards.items())
                           if isinstance(h, HeroDef)}}

    @classmethod
    def from_dict(cls, d: dict) -> Setup:
        """From JSON form."""
        cards = {s: CardDef.from_dict(c) for s, c in d.get("cards", {}).items()}
        cards.update({s: HeroDef.from_dict(h) for s, h in d.get("heroes", {}).items()})
        return cls(tuple(PlayerSetup.from_dict(p) for p in d["players"]), cards, d.get("variant", "classic"),
                   d.get("turn_limit", DEFAULT_TURN_LIMIT), d.get("first_player"))


class CardPool:
    """All known cards (and precon deck lists), keyed by slug."""

    def __init__(self, cards: dict, heroes: dict, precons: dict | None = None):
        self.cards = cards  # slug -> CardDef (every kind except hero)
        self.heroes = heroes  # slug -> HeroDef
        self.precons = precons or {}  # id -> raw precon dict
        self.by_name = {c.name.lower(): c for c in cards.values()}

    def get(self, slug_or_name: str) -> CardDef | None:
        """Look a card up by slug, name or slugified name."""
        return (self.cards.get(slug_or_name) or self.by_name.get(slug_or_name.lower())
                or self.cards.get(slugify(slug_or_name)))

    def precon(self, precon_id: str) -> PlayerSetup:
        """A preconstructed deck as a PlayerSetup."""
        p = self.precons[precon_id]
        cards = tuple(c["card"] for c in p["cards"] for _ in range(c["count"]))
        return PlayerSetup(tuple(p["landscapes"]), cards, p.get("hero"), p.get("name", precon_id))

    def setup(self, *decks, turn_limit: int | None = None, first_player: int | None = None,
              variant: str = "classic") -> Setup:
        """A Setup from PlayerSetups or precon ids, carrying the defs of every card used."""
        players = tuple(self.precon(d) if isinstance(d, str) else d for d in decks)
        used = {}
        for p in players:
            for s in p.cards:
                if s not in self.cards:
                    raise KeyError(f"unknown card {s!r}")
                used[s] = self.cards[s]
            if p.hero:
                used[p.hero] = self.heroes.get(p.hero) or HeroDef(p.hero, p.hero)
        if turn_limit is None:  # R23; R43: in Doubles every player's turn counts
            turn_limit = DOUBLES_TURN_LIMIT if variant == "doubles" else DEFAULT_TURN_LIMIT
        return Setup(players, used, variant, turn_limit, first_player)


def load_card_pool(path) -> CardPool:
    """Read catalogue.json into a CardPool (read-only)."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    cards, heroes = {}, {}
    for d in data["cards"]:
        if d["kind"] == "hero":
            heroes[d["slug"]] = HeroDef.from_dict(d)
        else:
            cards[d["slug"]] = CardDef.from_dict(d)
    precons = {p["id"]: p for p in data.get("precons", [])}
    return CardPool(cards, heroes, precons)
