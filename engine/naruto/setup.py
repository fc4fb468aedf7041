"""Naruto deck formats, deck legality (NR8-NR11), the two demo decks and the Setup of one game.

A deck list is {card id: copies}; the engine keeps it sorted by card id, the one canonical order, so the
same list always deals the same game for the same seed."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .defs import DATA_DIR, NINJA, CardDef, CardPool, set1

GAME_NAME = "naruto"
SEATS = (2,)
DEFAULT_TURN_LIMIT = 200  # NR46
MAX_TURN_LIMIT = 10_000


class SetupError(ValueError):
    """A deck or set-up the rules cannot play; the message names the rule."""


@dataclass(frozen=True)
class DeckFormat:
    """Deck construction rules (NR11: format data)."""

    name: str
    size: int  # exact size (NR8)
    max_ninja: int | None  # NR9 (None: no cap)
    max_copies: int  # per printed name (NR10, NR-R2)
    note: str


FORMATS = {
    "seed40": DeckFormat("seed40", 40, 25, 3, "the seed rulebook: exactly 40 cards, at most 25 Ninja, 3 per name"),
    "manual50": DeckFormat("manual50", 50, None, 3, "Game Manual Ver.10/13: exactly 50 cards, 3 per name"),
}
DEFAULT_FORMAT = "seed40"


def deck_problems(cards: dict[str, int], fmt: DeckFormat, pool: CardPool) -> list[str]:
    """Every reason the deck is not legal in `fmt`, in plain words with the rule; [] when it is legal."""
    problems: list[str] = []
    unknown = sorted(c for c in cards if c not in pool)
    if unknown:
        return [f"unknown cards: {', '.join(unknown)}"]
    total = sum(cards.values())
    if total != fmt.size:
        problems.append(f"NR8: a {fmt.name} deck holds exactly {fmt.size} cards; this one holds {total}")
    ninja = sum(n for c, n in cards.items() if pool.get(c).kind == NINJA)
    if fmt.max_ninja is not None and ninja > fmt.max_ninja:
        problems.append(f"NR9: at most {fmt.max_ninja} Ninja cards; this deck has {ninja}")
    by_name: dict[str, int] = {}
    for c, n in cards.items():
        name = pool.get(c).name
        by_name[name] = by_name.get(name, 0) + n
    for name, n in sorted(by_name.items()):
        if n > fmt.max_copies:
            problems.append(f"NR10: {fmt.max_copies} cards named {name} is the most a deck may hold; "
                            f"this deck has {n}")
    return problems


@dataclass(frozen=True)
class DeckList:
    """A named deck: (card id, copies) pairs sorted by id."""

    name: str
    cards: tuple[tuple[str, int], ...]
    note: str = ""

    @classmethod
    def make(cls, name: str, cards: dict[str, int], note: str = "") -> DeckList:
        """From a {card id: copies} dict (zero counts dropped), in canonical order."""
        for c, n in cards.items():
            if not isinstance(c, str) or not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise SetupError(f"a deck maps card ids to whole numbers of copies (got {c!r}: {n!r})")
        return cls(name, tuple(sorted((c, n) for c, n in cards.items() if n > 0)), note)

    def as_dict(self) -> dict[str, int]:
        """{card id: copies}."""
        return dict(self.cards)

    def card_ids(self) -> list[str]:
        """One id per card, in canonical order."""
        return [c for c, n in self.cards for _ in range(n)]

    def to_data(self) -> dict[str, Any]:
        """JSON form."""
        return {"name": self.name, "note": self.note, "cards": self.as_dict()}


def deck_from_data(data: Any) -> DeckList:
    """A DeckList from its JSON form, or a demo deck's name."""
    if isinstance(data, str):
        decks = demo_decks()
        if data not in decks:
            raise SetupError(f"unknown demo deck {data!r}; demo decks are {', '.join(decks)}")
        return decks[data]
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise SetupError("a Naruto deck is a demo deck's name or an object with a 'cards' map of id -> copies")
    return DeckList.make(str(data.get("name", "custom")), data["cards"], str(data.get("note", "")))


@lru_cache(maxsize=1)
def demo_decks() -> dict[str, DeckList]:
    """The two demo decks of data/demo_decks.json (ours: no official starter lists exist)."""
    with open(os.path.join(DATA_DIR, "demo_decks.json"), encoding="utf-8") as f:
        data = json.load(f)
    return {d["name"]: DeckList.make(d["name"], d["cards"], d.get("note", "")) for d in data["decks"]}


@dataclass(frozen=True)
class Setup:
    """One Naruto game: two decks (seat 0's, seat 1's), the deck format and the turn limit (NR46)."""

    decks: tuple[DeckList, DeckList] = field(default_factory=lambda: tuple(demo_decks().values())[:2])  # type: ignore[assignment]
    format: str = DEFAULT_FORMAT
    turn_limit: int = DEFAULT_TURN_LIMIT
    pool: CardPool = field(default_factory=set1, compare=False)

    game = GAME_NAME
    seats = 2

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise SetupError(f"NR11: the deck format is one of {', '.join(FORMATS)} (got {self.format!r})")
        if len(self.decks) != 2:
            raise SetupError("NR12: a Naruto game has two players, each with a deck")
        if not isinstance(self.turn_limit, int) or not 1 <= self.turn_limit <= MAX_TURN_LIMIT:
            raise SetupError(f"NR46: the turn limit is a whole number from 1 to {MAX_TURN_LIMIT:,}")
        for seat, deck in enumerate(self.decks):
            problems = deck_problems(deck.as_dict(), FORMATS[self.format], self.pool)
            if problems:
                raise SetupError(f"seat {seat}'s deck {deck.name!r} is not legal: " + "; ".join(problems))

    @property
    def variant(self) -> str:
        """The variant name: the deck format."""
        return self.format

    def card(self, card_id: str) -> CardDef:
        """A card of the pool."""
        return self.pool.get(card_id)

    def to_dict(self) -> dict[str, Any]:
        """JSON form: a demo deck by its name, any other deck written out."""
        demos = demo_decks()
        decks: list[Any] = [d.name if demos.get(d.name) == d else d.to_data() for d in self.decks]
        return {"seats": 2, "decks": decks, "format": self.format, "turn_limit": self.turn_limit}

    @classmethod
    def from_dict(cls, d: Any) -> Setup:
        """From JSON form; missing keys take their defaults ('variant' is a synonym of 'format')."""
        if not isinstance(d, dict):
            raise SetupError("a Naruto setup is an object such as {\"decks\": [\"leaf-taijutsu\", \"mist-and-fire\"]}")
        unknown = set(d) - {"seats", "decks", "format", "variant", "turn_limit", "game"}
        if unknown:
            raise SetupError(f"unknown setup keys: {', '.join(sorted(unknown))}")
        if d.get("seats", 2) != 2:
            raise SetupError(f"NR12: Naruto is played by 2 players (got {d.get('seats')!r})")
        raw = d.get("decks") or list(demo_decks())
        if not isinstance(raw, list) or len(raw) != 2:
            raise SetupError("decks: give two decks, seat 0's then seat 1's")
        decks = (deck_from_data(raw[0]), deck_from_data(raw[1]))
        return cls(decks=decks, format=str(d.get("format", d.get("variant", DEFAULT_FORMAT))),
                   turn_limit=d.get("turn_limit", DEFAULT_TURN_LIMIT))
