"""How a game ended, for any number of seats: a Termination, the places of every seat, and returns().

Places: 0 is first; seats that tie share a place (a draw in 1 vs 1 is places (0, 0)); a seat eliminated
earlier than another gets a worse place. returns() turns places into zero-sum values in [-1, 1], linear in
the place and averaged over ties: 1 vs 1 gives (1, -1) for a win and (0, 0) for a draw; four seats with no
ties give (1, 1/3, -1/3, -1) from first to last (OpenSpiel's `returns()`, one number per player).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class Termination(Enum):
    """Why a game ended, in words every game shares; Outcome.reason keeps the game's own word."""

    WIN_CONDITION = "win condition"  # the rules named a winner (HP to 0, last fortress standing)
    SIMULTANEOUS = "simultaneous"  # every seat left lost at the same moment: a draw by the rules
    TURN_LIMIT = "turn limit"  # the engine's turn cap ended the game before the rules did
    NO_PROGRESS = "no progress"  # the rules cannot go on (e.g. no card left anywhere to draw)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: places per seat (0 = first), why it ended and the game's own reason word."""

    places: tuple[int, ...]
    termination: Termination
    reason: str
    eliminated: tuple[int, ...] = ()  # seats in the order they were knocked out (games with eliminations)

    @classmethod
    def win(cls, seats: int, winner: int, reason: str, termination: Termination = Termination.WIN_CONDITION,
            eliminated: tuple[int, ...] = ()) -> Outcome:
        """One winner, every other seat sharing second place (1 vs 1, or a game without a ranking)."""
        return cls(tuple(0 if s == winner else 1 for s in range(seats)), termination, reason, eliminated)

    @classmethod
    def draw(cls, seats: int, reason: str, termination: Termination) -> Outcome:
        """Nobody won: every seat shares first place."""
        return cls((0,) * seats, termination, reason)

    @property
    def seats(self) -> int:
        """Number of seats in the game."""
        return len(self.places)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats in first place; empty for a draw (every seat first)."""
        if self.is_draw:
            return ()
        return tuple(s for s, p in enumerate(self.places) if p == 0)

    @property
    def winner(self) -> int | None:
        """The one winning seat, or None (a draw, or a shared win)."""
        w = self.winners
        return w[0] if len(w) == 1 else None

    @property
    def is_draw(self) -> bool:
        """True when every seat shares first place."""
        return all(p == 0 for p in self.places)

    def ranking(self) -> list[tuple[int, ...]]:
        """Seats grouped by place, best first: [(winner,), (second, ...), ...]."""
        return [tuple(s for s, p in enumerate(self.places) if p == place) for place in sorted(set(self.places))]

    def returns(self) -> tuple[float, ...]:
        """One zero-sum value per seat in [-1, 1] (see the module docstring)."""
        return returns_from_places(self.places)

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"places": list(self.places), "termination": self.termination.value, "reason": self.reason,
                "winner": self.winner, "winners": list(self.winners), "eliminated": list(self.eliminated)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Outcome:
        """From JSON form."""
        return cls(tuple(d["places"]), Termination(d["termination"]), d["reason"], tuple(d.get("eliminated", ())))


def returns_from_places(places: tuple[int, ...]) -> tuple[float, ...]:
    """Zero-sum returns from places: rank r of n (0 best) is worth 1 - 2r/(n-1), averaged over each tie."""
    n = len(places)
    if n < 2:
        return (0.0,) * n
    order = sorted(range(n), key=lambda s: places[s])
    value = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and places[order[j + 1]] == places[order[i]]:
            j += 1
        share = sum(n - 1 - 2 * r for r in range(i, j + 1)) / ((j - i + 1) * (n - 1))  # exact for ties
        for k in range(i, j + 1):
            value[order[k]] = share
        i = j + 1
    return tuple(value)
