"""TrashWarState: the board plus the state protocol of engine/core/protocol.py."""
from __future__ import annotations

from ..core.outcome import Outcome
from ..core.state import RulesState, StateRules
from .actions import parse
from .apply import apply_checked, apply_unchecked
from .board import OVER, Board
from .flow import new_board
from .legal import legal_actions
from .position import from_json, to_json, view
from .setup import GAME_NAME


class TrashWarState(Board, RulesState):
    """A Trash War position with the protocol methods (current_player, legal_actions, apply_action, ...)."""

    __slots__ = ()
    game = GAME_NAME
    rules = StateRules(over=OVER, new=new_board,  # a new game: deal, draw the first player (TW3-TW5)
                       legal=legal_actions, parse=parse, apply_checked=apply_checked, apply_unchecked=apply_unchecked,
                       to_json=to_json, from_json=from_json, view=view)

    def num_seats(self) -> int:
        """Seats at the table (eliminated seats included)."""
        return self.n

    def current_player(self) -> int:
        """The seat that decides now (the defender in Phase 1, else the active player); -1 once over."""
        return -1 if self.step == OVER else self.active

    def outcome(self) -> Outcome | None:
        """Places by elimination order (last fortress first), or None while the game goes on."""
        return self.result

    def __repr__(self) -> str:
        return f"TrashWarState(turn {self.turn}, seat {self.active}, {self.step})"
