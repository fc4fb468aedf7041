"""The Card Wars GameState of the core protocol (engine.core.protocol), on top of the board and the rules.

Board (engine.cardwars.board) is data only; this subclass adds legal_actions / apply_action / outcome /
to_json / view and is what new_game and from_json return. The rules and card scripts see the same object
as a Board and never call back up here.
"""
from __future__ import annotations

from typing import Any, Final

from ..core.errors import IllegalAction
from ..core.outcome import Outcome
from . import actions as A
from . import cards as _cards  # noqa: F401 (importing the package registers every card script)
from .actions import Action
from .board import DRAW_RESULT, MULLIGAN, OVER, Board, card_names, outcome_of
from .defs import Setup
from .position import render, state_from_json, state_to_json, state_view
from .rules.apply import apply_checked, apply_unchecked
from .rules.legal import legal_actions
from .rules.turn import new_game as _new_game

GAME: Final = "cardwars"


class GameState(Board):
    """A Card Wars position with the state protocol. Make one with new_game or GameState.from_json."""

    __slots__ = ()
    game = GAME

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, in a stable order."""
        c = self.bonus
        if c:  # kept for this position (see board.BUSY): a fresh list, so callers may change theirs
            kept: list[Action] | None = c[2]
            if kept is not None:
                return list(kept)
        acts: list[Action] = legal_actions(self)
        if c is not False:  # board.BUSY: the position is being changed, keep nothing
            if c is None:
                c = self.bonus = [None, None, None]
            c[2] = acts
            return list(acts)
        return acts

    def apply_action(self, action: Action | str, player: int | None = None) -> None:
        """Apply an action (Action or its text), checking legality; raises IllegalAction naming the rule.
        With `player`, also refuses a move or an answer made for a seat that is not deciding now."""
        if player is not None:
            check_turn(self, player)
        apply_checked(self, action)

    def apply_action_unchecked(self, action: Action) -> None:
        """Fast path for players and simulations: apply an action known to be legal."""
        apply_unchecked(self, action)

    def outcome(self) -> Outcome | None:
        """Winner or draw, the Termination and the reason ('hp', 'turn limit'); None while the game goes on."""
        if self.phase != OVER:
            return None
        return outcome_of(None if self.winner == DRAW_RESULT else self.winner, self.end_reason, self.table)

    def to_json(self) -> dict[str, Any]:
        """The complete position as JSON-ready data (docs/engine-format.md)."""
        return state_to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any], pool: Any = None) -> GameState:
        """Load a position; card facts come from data['cards'] or, failing that, from `pool`."""
        state: GameState = state_from_json(data, pool, cls=cls)
        return state

    def view(self, player: int) -> dict[str, Any]:
        """The position as `player` sees it: the opponent's hand and both decks' order hidden."""
        return state_view(self, player)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and bool(state_to_json(self) == state_to_json(other))

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return str(render(self))


def check_turn(state: Board, player: int) -> None:
    """Refuse a decision made for a seat that is not the one deciding now, naming the rule."""
    who = state.current_player()
    if player == who:
        return
    if who < 0:
        raise IllegalAction("R22: the game is over; nobody acts any more")
    if state.pending:
        pc = state.pending[-1]
        raise IllegalAction(f"R17: the {pc.key} choice asked by {state.tab.slug[pc.source] if pc.source >= 0 else 'a Hero'}"
                            f" is seat {who}'s to make, not seat {player}'s")
    if state.phase == MULLIGAN:
        raise IllegalAction(f"R7: seat {who} decides its mulligan now, not seat {player}")
    raise IllegalAction(f"turn step 3: it is seat {who}'s turn; seat {player} cannot act in it")


def new_game(setup: Setup, seed: int) -> GameState:
    """Start a game (R5-R7): the position before the mulligans, as a GameState."""
    state: GameState = _new_game(setup, seed, cls=GameState)
    return state


def parse_action(setup_or_state: Setup | Board, text: str) -> Action:
    """An action from its text; card names or slugs come from the setup's (or state's) cards."""
    if isinstance(setup_or_state, Board):
        names = setup_or_state.tab.names
    else:
        names = card_names(setup_or_state.cards)
    action: Action = A.parse(text, names)
    return action
