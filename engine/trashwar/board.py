"""The Trash War board: game data only (no rules), cheap to clone.

Cards are type indices into setup.deck.types (cards of one type are interchangeable). Zones: each hand
(kept sorted), each seat's three Walls (standing or not, and the Trash on each), the draw pile (top = last),
the recycle pile, the torched pile, the cards that left the game (`removed`), the Walls left in the box at
set-up (`box`, TW-R1), and the Trash in flight at the defender (`incoming`). Every card of the deck is in
exactly one of these at any time (zone_counts)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.outcome import Outcome
from ..core.rng import Rng
from .setup import TRASH, WALL, Deck, Setup

# steps: what the current player decides now
DEFEND, PHASE2, THROW, LOAD, DISCARD, THROW_DRAWN, OVER = (
    "defend", "burn_or_repair", "throw", "load", "discard", "throw_drawn", "over")
STEPS = (DEFEND, PHASE2, THROW, LOAD, DISCARD, THROW_DRAWN, OVER)
FINAL_TORCH_PHASE = 3  # torch phases 1, 2 and the final one (TW33, TW34)

# counters kept for match rows
STAT_KEYS = ("recycles", "walls_destroyed", "repairs", "burns", "maces", "shields", "deflects", "catapults",
             "throws", "passes_left")


class Board:
    """The data of one Trash War position (see the module docstring)."""

    __slots__ = ("setup", "tab", "n", "rng", "turn", "active", "step", "hands", "walls", "standing", "out",
                 "eliminated", "elimination_turns", "draw", "recycle", "torched", "removed", "box",
                 "torch_phase", "incoming", "defence", "defend_index", "mace_target", "had_incoming",
                 "cat_target", "loaded", "drawn", "result", "stats")

    setup: Setup
    tab: Tables
    n: int
    rng: Rng
    turn: int  # counts from 1 (TW40)
    active: int  # the seat whose turn it is (and who decides)
    step: str  # one of STEPS
    hands: list[list[int]]
    walls: list[list[list[int]]]  # [seat][wall] -> Trash on that Wall
    standing: list[list[bool]]  # [seat][wall]
    out: list[bool]
    eliminated: list[int]  # seats in the order they went out
    elimination_turns: list[int]  # the turn each of them went out
    draw: list[int]  # top of the pile = last
    recycle: list[int]
    torched: list[int]
    removed: list[int]  # left the game
    box: list[int]  # Walls not dealt (TW-R1)
    torch_phase: int  # 1, 2, 3 = final
    incoming: list[tuple[int, int, int]]  # (card, aimed wall, sender) at the active player
    defence: list[tuple[Any, ...] | None]  # per incoming card decided so far
    defend_index: int  # the incoming card the defender decides now
    mace_target: int  # TW-R4: the seat every Mace of this Defence phase sends to (-1: none yet)
    had_incoming: bool  # this turn started with trash incoming (TW7, TW-R2)
    cat_target: int  # the Catapult's target while loading (-1: none)
    loaded: list[tuple[int, int]]  # (card, wall) loaded on the Catapult
    drawn: int  # the card TW17 drew (-1: none)
    result: Outcome | None
    stats: dict[str, int]

    def copy_into(self, other: Board) -> None:
        """Copy every field into `other` (lists copied, so the two are independent)."""
        other.setup = self.setup
        other.tab = self.tab
        other.n = self.n
        other.rng = self.rng.copy()
        other.turn = self.turn
        other.active = self.active
        other.step = self.step
        other.hands = [list(h) for h in self.hands]
        other.walls = [[list(w) for w in ws] for ws in self.walls]
        other.standing = [list(s) for s in self.standing]
        other.out = list(self.out)
        other.eliminated = list(self.eliminated)
        other.elimination_turns = list(self.elimination_turns)
        other.draw = list(self.draw)
        other.recycle = list(self.recycle)
        other.torched = list(self.torched)
        other.removed = list(self.removed)
        other.box = list(self.box)
        other.torch_phase = self.torch_phase
        other.incoming = list(self.incoming)
        other.defence = list(self.defence)
        other.defend_index = self.defend_index
        other.mace_target = self.mace_target
        other.had_incoming = self.had_incoming
        other.cat_target = self.cat_target
        other.loaded = list(self.loaded)
        other.drawn = self.drawn
        other.result = self.result
        other.stats = dict(self.stats)

    # ---- read-only helpers --------------------------------------------------------------------------

    def alive(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [p for p in range(self.n) if not self.out[p]]

    def left_of(self, p: int) -> int:
        """TW2: the next seat clockwise still in the game (p itself when no one else is left)."""
        for k in range(1, self.n):
            q = (p + k) % self.n
            if not self.out[q]:
                return q
        return p

    def right_of(self, p: int) -> int:
        """TW2: the next seat counter-clockwise still in the game."""
        for k in range(1, self.n):
            q = (p - k) % self.n
            if not self.out[q]:
                return q
        return p

    def standing_walls(self, p: int) -> list[int]:
        """Indices of p's standing Walls."""
        return [w for w, up in enumerate(self.standing[p]) if up]

    def wall_damage(self, p: int, w: int) -> int:
        """TW29: the total damage of the Trash on one Wall."""
        values = self.tab.values
        return sum(values[t] for t in self.walls[p][w])

    def zone_counts(self) -> list[int]:
        """How many cards of each type lie in all zones together (the deck's counts when nothing is lost)."""
        counts = [0] * len(self.tab.types)
        zones: list[list[int]] = [*self.hands, self.draw, self.recycle, self.torched, self.removed, self.box]
        zones += [w for ws in self.walls for w in ws]
        zones.append([c[0] for c in self.incoming])
        zones.append([t for t, _w in self.loaded])
        for z in zones:
            for t in z:
                counts[t] += 1
        counts[self.tab.wall] += sum(3 for p in range(self.n) if not self.out[p])  # the Wall cards of each fortress
        return counts


class Tables:
    """Per-deck lookup tables shared by every board of that deck (never copied)."""

    __slots__ = ("deck", "types", "codes", "index", "values", "kinds", "torches", "directions", "wall",
                 "is_trash", "trash_can_leave", "memo")

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.types = deck.types
        self.codes = tuple(t.code for t in deck.types)
        self.index = {c: i for i, c in enumerate(self.codes)}
        self.values = tuple(t.value for t in deck.types)
        self.kinds = tuple(t.kind for t in deck.types)
        self.torches = tuple(t.torches for t in deck.types)
        self.directions = tuple(t.direction for t in deck.types)
        self.wall = next(i for i, t in enumerate(deck.types) if t.kind == WALL)
        self.is_trash = tuple(t.kind == TRASH for t in deck.types)
        # with a torch on some Trash, the Trash can run out for good (then the game cannot go on)
        self.trash_can_leave = any(t.kind == TRASH and t.torches for t in deck.types)
        self.memo: dict[str, object] = {}  # tables other modules derive from the deck (e.g. card worth)


@lru_cache(maxsize=16)
def tables_for(deck: Deck) -> Tables:
    """The lookup tables of a deck (built once per deck)."""
    return Tables(deck)
