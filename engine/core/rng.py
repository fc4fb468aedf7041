"""The game's one seeded RNG: SplitMix64, pure integer arithmetic, identical on every machine.

No other engine module imports `random`; players that need chance are given an `Rng` of their own.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
# randbelow's rejection limit for n = 1..256, worked out once: a deck's shuffle asks one per card
_LIMITS = tuple(((1 << 64) // n) * n for n in range(1, 257))


class Rng:
    """SplitMix64 generator whose whole state is one 64-bit integer (JSON-serialisable)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK

    def next64(self) -> int:
        """Return the next 64-bit output."""
        s = (self.state + _GOLDEN) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), unbiased (rejection sampling)."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = ((1 << 64) // n) * n
        r = self.next64()
        while r >= limit:
            r = self.next64()
        return r % n

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates shuffle in place."""
        # randbelow(i + 1) with next64 written out (the same numbers, without two calls per card)
        s = self.state
        limits, golden, mask = _LIMITS, _GOLDEN, _MASK  # locals: read once, not at every card
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[i] if i < 256 else ((1 << 64) // n) * n
            while True:
                s = (s + golden) & mask
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                r = z ^ (z >> 31)
                if r < limit:
                    break
            j = r % n
            items[i], items[j] = items[j], items[i]
        self.state = s

    def fork(self) -> Rng:
        """A new independent generator seeded from this one (e.g. one per player)."""
        return Rng(self.next64())

    def getstate(self) -> str:
        """The state as a hex string (JSON-safe, exact)."""
        return format(self.state, "016x")

    def setstate(self, text: str) -> None:
        """Restore a state produced by getstate()."""
        self.state = int(text, 16) & _MASK

    def copy(self) -> Rng:
        """An independent copy in the same state."""
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(0x{self.state:016x})"
