"""Trash War set-up data: card types, the deck (a data file, TW-C2) and the Setup of one game.

A card type is one kind of card with its printed values and torch marks ("T2" = Trash 2, "S3*" = Shield 3
with one torch). Cards of one type are interchangeable, so the engine keeps cards as type indices and the
deck as a count per type, in the order of the deck file: that order is the one canonical card order.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

GAME_NAME = "trash-war"
DECK_TOTAL = 112  # TW1
HAND_SIZE = 5  # TW4, TW20
WALLS_EACH = 3  # TW3
WALL_FALLS_AT = 4  # TW29
SEATS = (2, 3, 4, 5)  # TW2
REDRAW_SCHEMES = ("end_of_turn", "immediate")  # TW-R9
DEFAULT_TURN_LIMIT = 500  # TW40
MAX_TURN_LIMIT = 100_000  # a limit above this is refused: no setup may cost minutes of CPU

WALL, TRASH, CATAPULT, MACE, DEFLECT, SHIELD, BURN, REPAIR = (
    "wall", "trash", "catapult", "mace", "deflect", "shield", "burn", "repair")
KINDS = (WALL, TRASH, CATAPULT, MACE, DEFLECT, SHIELD, BURN, REPAIR)
VALUED = (TRASH, SHIELD, BURN)  # kinds with a printed value
DIRECTIONS = ("left", "right", "back", "any")  # TW22
_LETTER = {WALL: "W", TRASH: "T", CATAPULT: "C", MACE: "M", DEFLECT: "D", SHIELD: "S", BURN: "B", REPAIR: "R"}
_DIR_LETTER = {"left": "L", "right": "R", "back": "B", "any": "A"}

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
DEFAULT_DECK_FILE = os.path.join(DATA_DIR, "default_deck.json")


@dataclass(frozen=True)
class Variant:
    """A named way to play: what it changes in the setup and a description in our own words."""

    name: str
    title: str
    description: str
    rule: str  # the rule or reading that offers the choice
    setup: tuple[tuple[str, object], ...]  # the setup keys this variant sets

    def to_dict(self) -> dict[str, Any]:
        """JSON form (for forms, the API and the command line's help)."""
        return {"name": self.name, "title": self.title, "description": self.description, "rule": self.rule,
                "setup": dict(self.setup)}


# TW-R9: the rules offer two redraw schemes; each is a variant.
VARIANTS = (
    Variant("end_of_turn", "Refill at the end of the turn",
            "Cards you play during your turn are not replaced until its last phase, when you draw back up to "
            "five. A long defence can leave you short of cards until then.", "TW20", (("redraw", "end_of_turn"),)),
    Variant("immediate", "Refill at once",
            "Whenever a card leaves your hand (a defence card, a Burn, a Repair, a fired Catapult) you draw "
            "back up to five straight away, and once more at the end of the turn, so hands stay full.",
            "TW-R9", (("redraw", "immediate"),)),
)

# What each kind of card does, in a line (our words; the rules page has the details).
KIND_TEXT = {
    WALL: "Three per player make the fortress at set-up; the rest stay in the box.",
    TRASH: "Thrown at an opponent's Wall; a Wall with 4 or more damage on it falls.",
    CATAPULT: "Throws 1 to 3 Trash cards at the Walls of one opponent.",
    MACE: "Sends an incoming Trash card on to another fortress ({direction}).",
    DEFLECT: "Picks which of your own standing Walls an incoming Trash card hits.",
    SHIELD: "Stops an incoming Trash card whose damage is at most the Shield's value.",
    BURN: "After the hits, clears Trash worth up to its value off your own Walls.",
    REPAIR: "Stands one of your fallen Walls up again, clean.",
}
_DIRECTION_TEXT = {"left": "the player on your left", "right": "the player on your right",
                   "back": "back to whoever sent it", "any": "any player you choose"}


def card_title(kind: str, value: int = 0, direction: str = "") -> str:
    """A card type in words: 'Trash 2', 'Mace (left)', 'Repair'."""
    name = kind.capitalize()
    if kind == MACE:
        return f"{name} ({direction})"
    return f"{name} {value}" if kind in VALUED else name


class SetupError(ValueError):
    """A deck or set-up the rules cannot play; the message names the rule."""


@dataclass(frozen=True)
class CardType:
    """One type of card: kind, printed value (Trash damage, Shield defence, Burn value; else 0), Mace
    direction ("" for other kinds) and torch marks (0-2)."""

    kind: str
    value: int = 0
    direction: str = ""
    torches: int = 0

    @property
    def code(self) -> str:
        """Short text form: T1-T3, C, ML/MR/MB/MA, D, S2/S3, B2-B4, R, W; one '*' per torch."""
        base = _LETTER[self.kind]
        if self.kind == MACE:
            base += _DIR_LETTER[self.direction]
        elif self.kind in VALUED:
            base += str(self.value)
        return base + "*" * self.torches


@dataclass(frozen=True)
class Deck:
    """The shared deck: card types in canonical order and how many of each."""

    name: str
    types: tuple[CardType, ...]
    counts: tuple[int, ...]
    rows: tuple[tuple[tuple[str, object], ...], ...] = field(default=(), compare=False)  # the data rows

    @property
    def total(self) -> int:
        """Cards in the deck."""
        return sum(self.counts)

    def index(self) -> dict[str, int]:
        """Type code -> type index."""
        return {t.code: i for i, t in enumerate(self.types)}

    def count_of(self, kind: str) -> int:
        """How many cards of one kind."""
        return sum(c for t, c in zip(self.types, self.counts, strict=True) if t.kind == kind)

    def composition(self) -> list[dict[str, Any]]:
        """The deck row by row, in the order of its file: card, kind, count, cards with 1 and with 2 torches,
        and what the card does."""
        out = []
        for row in self.rows:
            r = dict(row)
            kind, value, direction = str(r["kind"]), int(str(r.get("value", 0))), str(r.get("direction", ""))
            out.append({"card": card_title(kind, value, direction), "kind": kind, "value": value,
                        "direction": direction, "count": r.get("count", 0), "torch1": r.get("torch1", 0),
                        "torch2": r.get("torch2", 0),
                        "text": KIND_TEXT[kind].format(direction=_DIRECTION_TEXT.get(direction, ""))})
        return out

    def to_data(self) -> dict[str, Any]:
        """The deck file form (rows as in the data file)."""
        return {"name": self.name, "total": self.total, "cards": [dict(r) for r in self.rows]}


def deck_from_data(data: dict[str, Any]) -> Deck:
    """A Deck from the data-file form; raises SetupError naming what is wrong (TW1, TW-C3)."""
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise SetupError("TW-C2: a deck is an object with a 'cards' list")
    types: list[CardType] = []
    counts: list[int] = []
    rows = []
    for n, row in enumerate(data["cards"], start=1):
        if not isinstance(row, dict):
            raise SetupError(f"TW-C2: deck row {n} is not an object")
        kind = row.get("kind")
        if kind not in KINDS:
            raise SetupError(f"TW1: deck row {n}: unknown kind {kind!r}; kinds are {', '.join(KINDS)}")
        count, t1, t2 = row.get("count", 0), row.get("torch1", 0), row.get("torch2", 0)
        if not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in (count, t1, t2)):
            raise SetupError(f"TW-C2: deck row {n}: count, torch1 and torch2 must be whole numbers >= 0")
        if t1 + t2 > count:
            raise SetupError(f"TW-C2: deck row {n}: {t1 + t2} torch cards among only {count}")
        if kind == WALL and (t1 or t2):
            raise SetupError(f"TW1: deck row {n}: a Wall carries no torch")
        value = row.get("value", 0)
        if kind in VALUED:
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 9:
                raise SetupError(f"TW21: deck row {n}: a {kind} needs a value from 1 to 9")
        elif value:
            raise SetupError(f"TW1: deck row {n}: a {kind} has no value")
        direction = row.get("direction", "")
        if kind == MACE and direction not in DIRECTIONS:
            raise SetupError(f"TW22: deck row {n}: a Mace points left, right, back or any (got {direction!r})")
        if kind != MACE and direction:
            raise SetupError(f"TW1: deck row {n}: only a Mace has a direction")
        rows.append(tuple(sorted((k, v) for k, v in row.items())))
        for torches, c in ((0, count - t1 - t2), (1, t1), (2, t2)):
            t = CardType(kind, value if kind in VALUED else 0, direction, torches)
            if t in types:
                counts[types.index(t)] += c
            else:
                types.append(t)
                counts.append(c)
    keep = [i for i, c in enumerate(counts) if c > 0]
    deck = Deck(str(data.get("name", "custom")), tuple(types[i] for i in keep), tuple(counts[i] for i in keep),
                tuple(rows))
    if deck.total != DECK_TOTAL:
        raise SetupError(f"TW-C3: a deck must hold {DECK_TOTAL} cards; this one holds {deck.total}")
    if not any(t.kind == TRASH for t in deck.types):
        raise SetupError("TW1: a deck without Trash cannot be played")
    return deck


@lru_cache(maxsize=1)
def default_deck() -> Deck:
    """The default deck of TW-C2, read from engine/trashwar/data/default_deck.json."""
    with open(DEFAULT_DECK_FILE, encoding="utf-8") as f:
        return deck_from_data(json.load(f))


@dataclass(frozen=True)
class Setup:
    """One Trash War game: seats (TW2), the redraw scheme (TW-R9), the turn limit (TW40) and the deck."""

    seats: int = 4
    redraw: str = "end_of_turn"
    turn_limit: int = DEFAULT_TURN_LIMIT
    deck: Deck = field(default_factory=default_deck)

    game = GAME_NAME

    def __post_init__(self) -> None:
        if not isinstance(self.seats, int) or self.seats not in SEATS:
            raise SetupError(f"TW2: Trash War takes 2 to 5 players (got {self.seats!r})")
        if self.redraw not in REDRAW_SCHEMES:
            raise SetupError(f"TW-R9: the redraw scheme is one of {', '.join(REDRAW_SCHEMES)} (got {self.redraw!r})")
        if not isinstance(self.turn_limit, int) or not 1 <= self.turn_limit <= MAX_TURN_LIMIT:
            raise SetupError(f"TW40: the turn limit is a whole number from 1 to {MAX_TURN_LIMIT:,}")
        walls = self.deck.count_of(WALL)
        if walls < WALLS_EACH * self.seats:
            raise SetupError(f"TW3: {self.seats} players need {WALLS_EACH * self.seats} Walls; the deck has {walls}")

    @property
    def variant(self) -> str:
        """The variant name: the redraw scheme."""
        return self.redraw

    def to_dict(self) -> dict[str, Any]:
        """JSON form; the deck is written out only when it is not the default one."""
        deck: object = "default" if self.deck == default_deck() else self.deck.to_data()
        return {"seats": self.seats, "redraw": self.redraw, "turn_limit": self.turn_limit, "deck": deck}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Setup:
        """From JSON form; missing keys take their defaults ('variant' is a synonym of 'redraw')."""
        if not isinstance(d, dict):
            raise SetupError("a Trash War setup is an object such as {\"seats\": 4}")
        unknown = set(d) - {"seats", "redraw", "variant", "turn_limit", "deck", "game"}
        if unknown:
            raise SetupError(f"unknown setup keys: {', '.join(sorted(unknown))}")
        deck_data = d.get("deck", "default")
        deck = default_deck() if deck_data in (None, "default") else deck_from_data(deck_data)
        return cls(seats=d.get("seats", 4), redraw=str(d.get("redraw", d.get("variant", "end_of_turn"))),
                   turn_limit=d.get("turn_limit", DEFAULT_TURN_LIMIT), deck=deck)
