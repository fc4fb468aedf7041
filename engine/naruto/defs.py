"""Naruto card definitions: frozen facts loaded from data/set1.json (stats only; what a card does is its
script in cards/, written in our own words).

A Jutsu cost such as "W W 1" is kept as its letters (NR4): one per symbol that must be paid, a count of any
symbol, and X for a variable amount. Ranks are read from the characteristics; "Rogue Ninja (Chunin)" counts
as Chunin (the data writes the rank in brackets on four cards)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

NINJA, JUTSU, MISSION, CLIENT = "ninja", "jutsu", "mission", "client"
KINDS = (NINJA, JUTSU, MISSION, CLIENT)  # NR1
SYMBOLS = ("Fire", "Water", "Earth", "Lightning", "Wind")  # NR2
LETTER = {"F": "Fire", "W": "Water", "E": "Earth", "L": "Lightning", "N": "Wind"}  # NR4
SYMBOL_LETTER = {v: k for k, v in LETTER.items()}
# NR-D10 (ours): rank order for "X or higher Rank"; Special Jonin sits below Jonin, a Village Leader above.
RANKS = ("Ninja Academy Student", "Genin", "Chunin", "Special Jonin", "Jonin", "Village Leader")
RANK_OF = {r: i for i, r in enumerate(RANKS)}

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
SET1_FILE = os.path.join(DATA_DIR, "set1.json")


@dataclass(frozen=True)
class JutsuCost:
    """A Jutsu cost: the symbols that must be paid (one entry each), a count of any symbol, and whether an
    X (a variable amount the player picks) is part of it."""

    symbols: tuple[str, ...] = ()
    generic: int = 0
    variable: bool = False

    @classmethod
    def parse(cls, text: str | None) -> JutsuCost:
        """From the data's form: "F 1", "W W W 1", "L X", "X", "2"."""
        syms: list[str] = []
        generic = 0
        variable = False
        for tok in (text or "").split():
            if tok == "X":
                variable = True
            elif tok.isdigit():
                generic += int(tok)
            else:
                syms.append(LETTER[tok])
        return cls(tuple(syms), generic, variable)

    @property
    def total(self) -> int:
        """Cards to pay, X not counted."""
        return len(self.symbols) + self.generic

    def __str__(self) -> str:
        parts = [SYMBOL_LETTER[s] for s in self.symbols]
        if self.generic:
            parts.append(str(self.generic))
        if self.variable:
            parts.append("X")
        return " ".join(parts) or "0"


@dataclass(frozen=True)
class CardDef:
    """One printed card (NR2-NR6). Stats a type does not have are 0 / empty."""

    id: str  # "n011"
    number: str  # "N-011"
    name: str
    kind: str
    symbols: tuple[str, ...]
    entrance: int = 0
    hand_cost: int = 0
    healthy: tuple[int, int] = (0, 0)  # Combat / Support (NR3)
    injured: tuple[int, int] = (0, 0)
    attribute: str = ""
    cost: JutsuCost = JutsuCost()
    characteristics: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    title: str = ""

    @property
    def rank(self) -> int:
        """The rank's place in RANKS, or -1 when the card has no rank ("Ninja Hunter", a bare "Rogue Ninja")."""
        best = -1
        for ch in self.characteristics:
            inner = ch[ch.find("(") + 1:-1] if ch.endswith(")") and "(" in ch else ch
            best = max(best, RANK_OF.get(inner, -1))
        return best

    @property
    def names(self) -> tuple[str, ...]:
        """The printed name and every alias ("Name: X" characteristics), for the one-in-play rule (NR-R2)."""
        extra = tuple(ch[5:].strip() for ch in self.characteristics if ch.startswith("Name:"))
        return (self.name, *extra)

    @property
    def permanent(self) -> bool:
        """A Mission that stays in the Village (NR5, NR20)."""
        return "Permanent" in self.keywords

    def shares_symbol(self, other: CardDef) -> bool:
        """NR23, NR-R3: the two cards have a Symbol in common."""
        return any(s in other.symbols for s in self.symbols)


def card_from_dict(d: dict[str, Any]) -> CardDef:
    """A CardDef from one entry of the data file."""
    kind = d["type"]
    if kind not in KINDS:
        raise ValueError(f"NR1: unknown card type {kind!r} for {d.get('id')}")
    healthy = tuple(d.get("healthy") or (0, 0))
    injured = tuple(d.get("injured") or (0, 0))
    return CardDef(
        id=d["id"], number=d["number"], name=d["name"], kind=kind, symbols=tuple(d["symbols"]),
        entrance=int(d.get("entrance") or 0), hand_cost=int(d.get("hand_cost") or 0),
        healthy=(int(healthy[0]), int(healthy[1])), injured=(int(injured[0]), int(injured[1])),
        attribute=d.get("attribute") or "", cost=JutsuCost.parse(d.get("cost")),
        characteristics=tuple(d.get("characteristics") or ()), keywords=tuple(d.get("keywords") or ()),
        title=d.get("title") or "")


@dataclass(frozen=True)
class CardPool:
    """Every card a game may use, by id, in the data file's order."""

    cards: tuple[CardDef, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {c.id: c for c in self.cards})

    def get(self, card_id: str) -> CardDef:
        """The card with this id; KeyError naming it otherwise."""
        try:
            return self._by_id[card_id]  # type: ignore[attr-defined, no-any-return]
        except KeyError:
            raise KeyError(f"no Naruto card {card_id!r}") from None

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id  # type: ignore[attr-defined]

    def ids(self) -> list[str]:
        """Every card id, in data order."""
        return [c.id for c in self.cards]


@lru_cache(maxsize=1)
def set1() -> CardPool:
    """Set 1, "The Path to Hokage": 127 cards from data/set1.json."""
    with open(SET1_FILE, encoding="utf-8") as f:
        data = json.load(f)
    return CardPool(tuple(card_from_dict(d) for d in data["cards"]))
