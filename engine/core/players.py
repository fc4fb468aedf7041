"""Players written against the state protocol alone, so they play any registered game."""
from __future__ import annotations

from typing import Any

from .rng import Rng


class RandomPlayer:
    """Uniform over state.legal_actions(), with its own Rng (never the game's)."""

    name = "random"

    def __init__(self, rng: Rng | None = None) -> None:
        self.rng = rng if rng is not None else Rng(0)

    def reset(self, rng: Rng) -> None:
        """Start a new game with this Rng."""
        self.rng = rng

    def select_action(self, state: Any) -> Any:
        """One legal action, chosen uniformly."""
        return self.rng.choice(state.legal_actions())
