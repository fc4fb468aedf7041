"""TrashWarState: the board plus the state protocol of engine/core/protocol.py."""
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


class TrashWarState(Board):
    """A Trash War position with the protocol methods (current_player, legal_actions, apply_action, ...)."""

    __slots__ = ()
    game = GAME_NAME

    @classmethod
    def new(cls, setup: Setup, seed: int) -> TrashWarState:
        """A new game: deal, draw the first player (TW3-TW5)."""
        return new_board(cls, setup, seed)

    def num_seats(self) -> int:
        """Seats at the table (eliminated seats included)."""
        return self.n

    def current_player(self) -> int:
        """The seat that decides now (the defender in Phase 1, else the active player); -1 once over."""
        return -1 if self.step == OVER else self.active

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, in a stable order."""
        return legal_actions(self)

    def apply_action(self, action: Action | str, player: int | None = None) -> None:
        """Checked: raises IllegalAction naming the TW rule when the action is not legal now or `player` is
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
        """Places by elimination order (last fortress first), or None while the game goes on."""
        return self.result

    def clone(self) -> TrashWarState:
        """An independent copy."""
        c = TrashWarState.__new__(TrashWarState)
        self.copy_into(c)
        return c

    def to_json(self) -> dict[str, Any]:
        """The complete position (docs/trash-war.md)."""
        return to_json(self)

    @classmethod
    def from_json(cls, data: Any) -> TrashWarState:
        """A state from the position format (PositionError when it is not a valid position)."""
        return from_json(cls, data)

    def view(self, player: int) -> dict[str, Any]:
        """What `player` can see (TW36)."""
        return view(self, player)

    def __repr__(self) -> str:
        return f"TrashWarState(turn {self.turn}, seat {self.active}, {self.step})"
