"""The protocol methods a game state shares with every other: each hands the state to one of the game's
rule functions. A game's state class derives from its board and RulesState and names those functions
once, in a StateRules; what differs by game (num_seats, current_player, outcome, repr) stays in the
game's class."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

S = TypeVar("S", bound="RulesState")


@dataclass(frozen=True, slots=True)
class StateRules:
    """A game's rule functions, each taking the state first, and the step of a finished game."""

    over: str  # the value of `step` once the game has ended
    new: Callable[..., Any]  # new(cls, setup, seed): a new game's state of class cls
    legal: Callable[[Any], list[Any]]
    parse: Callable[[str], Any]  # an action from its text form
    apply_checked: Callable[[Any, Any, int | None], None]
    apply_unchecked: Callable[[Any, Any], None]
    to_json: Callable[[Any], dict[str, Any]]
    from_json: Callable[..., Any]  # from_json(cls, data): a state of class cls from the position format
    view: Callable[[Any, int], dict[str, Any]]


class RulesState:
    """new, legal_actions, apply_action (checked, text parsed), apply_action_unchecked, is_terminal, clone,
    to_json, from_json and view, by the game's `rules`; the board provides `step` and `copy_into`."""

    __slots__ = ()
    rules: ClassVar[StateRules]
    step: str

    copy_into: Callable[[Any], None]  # the board's
    @classmethod
    def new(cls: type[S], setup: Any, seed: int) -> S:
        """A new game of `setup` with the game's RNG seeded by `seed`."""
        state: S = cls.rules.new(cls, setup, seed)
        return state

    def legal_actions(self) -> list[Any]:
        """Every legal action of the current player, in a stable order."""
        return self.rules.legal(self)

    def apply_action(self, action: Any, player: int | None = None) -> None:
        """Checked: raises IllegalAction naming the rule when the action is not legal now or `player` is
        not the seat deciding; a text action is parsed first (ActionParseError when unreadable)."""
        rules = self.rules
        rules.apply_checked(self, rules.parse(action) if isinstance(action, str) else action, player)

    def apply_action_unchecked(self, action: Any) -> None:
        """Fast path for an action taken from legal_actions()."""
        self.rules.apply_unchecked(self, action)

    def is_terminal(self) -> bool:
        """True once the game has ended."""
        return self.step == self.rules.over

    def clone(self: S) -> S:
        """An independent copy."""
        c = type(self).__new__(type(self))
        self.copy_into(c)
        return c

    def to_json(self) -> dict[str, Any]:
        """The complete position in the game's documented format."""
        return self.rules.to_json(self)

    @classmethod
    def from_json(cls: type[S], data: Any) -> S:
        """A state from the position format (the game's PositionError when it is not a valid position)."""
        state: S = cls.rules.from_json(cls, data)
        return state

    def view(self, player: int) -> dict[str, Any]:
        """What `player` can see: the position with what that seat cannot see left out."""
        return self.rules.view(self, player)
