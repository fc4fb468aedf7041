"""NarutoState: the board plus the state protocol of engine/core/protocol.py."""
from __future__ import annotations

from typing import Any

from ..core.outcome import Outcome
from .actions import Action, parse
from .apply import apply_checked, apply_unchecked
from .board import OVER, Board
from .flow import new_board
from .legal import legal_actions
from .position import from_json, to_json, view
from .setup import GAME_NAME, Setup


class NarutoState(Board):
    """A Naruto position with the protocol methods (current_player, legal_actions, apply_action, ...)."""

    __slots__ = ()
    game = GAME_NAME

    @classmethod
    def new(cls, setup: Setup, seed: int) -> NarutoState:
        """A new game: number and shuffle the decks, flip the coin (NR14, NR15)."""
        return new_board(cls, setup, seed)

    def num_seats(self) -> int:
        """Two seats."""
        return 2

    def current_player(self) -> int:
        """The seat that decides now (the Blocker blocks, priority decides in the Exchange of Jutsu); -1 once over."""
        return -1 if self.step == OVER else self.deciding

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, in a stable order."""
        return legal_actions(self)

    def apply_action(self, action: Action | str, player: int | None = None) -> None:
        """Checked: raises IllegalAction naming the NR rule when the action is not legal now or `player` is
        not the seat deciding; a text action is parsed first (ActionParseError when unreadable)."""
        a = parse(action) if isinstance(action, str) else action
        apply_checked(self, a, player)

    def apply_action_unchecked(self, action: Action) -> None:
        """Fast path for an action taken from legal_actions()."""
        apply_unchecked(self, action)

    def is_terminal(self) -> bool:
        """True once the game has ended."""
        return self.step == OVER

    def outcome(self) -> Outcome | None:
        """The winner and why (NR43), a draw at the turn limit (NR46), or None while the game goes on."""
        return self.result

    def clone(self) -> NarutoState:
        """An independent copy."""
        c = NarutoState.__new__(NarutoState)
        self.copy_into(c)
        return c

    def to_json(self) -> dict[str, Any]:
        """The complete position (docs/naruto.md)."""
        return to_json(self)

    @classmethod
    def from_json(cls, data: Any) -> NarutoState:
        """A state from the position format (PositionError when it is not a valid position)."""
        return from_json(cls, data)

    def view(self, player: int) -> dict[str, Any]:
        """What `player` can see (hidden: the decks' order, the other hand, the Battle Rewards' faces)."""
        return view(self, player)

    def __repr__(self) -> str:
        return f"NarutoState(turn {self.turn}, seat {self.deciding} decides, {self.step})"
