"""The one state protocol every game implements (OpenSpiel's State, python-chess's Board), and what a game
says about itself (GameInfo). Players written against this protocol play any game."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from .outcome import Outcome
from .rng import Rng


@runtime_checkable
class GameState(Protocol):
    """A position of some game. `apply_action(a, player=p)` is the checked path: it raises IllegalAction
    naming the rule when `a` is not legal now or `p` is not the seat that must decide; the unchecked path
    is for players and simulations that only pick from legal_actions()."""

    game: str  # the registry name of the game this state belongs to

    def num_seats(self) -> int:
        """Seats at the table (eliminated seats included)."""
        ...

    def current_player(self) -> int:
        """The seat that must decide now; -1 once the game is over."""
        ...

    def legal_actions(self) -> list[Any]:
        """Every legal action of the current player, in a stable order."""
        ...

    def apply_action(self, action: Any, player: int | None = None) -> None:
        """Checked: refuse an illegal action, or one made for a seat that is not deciding."""
        ...

    def apply_action_unchecked(self, action: Any) -> None:
        """Fast path: apply an action taken from legal_actions()."""
        ...

    def is_terminal(self) -> bool:
        """True once the game has ended."""
        ...

    def outcome(self) -> Outcome | None:
        """How the game ended (places, Termination, returns()), or None while it goes on."""
        ...

    def clone(self) -> GameState:
        """An independent copy."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The complete position as JSON-ready data (the game's documented position format)."""
        ...

    def view(self, player: int) -> dict[str, Any]:
        """What `player` can see: the position with everything hidden from that seat left out."""
        ...


class Player(Protocol):
    """An AI: picks one of state.legal_actions() for the seat that must decide."""

    name: str

    def select_action(self, state: Any) -> Any:
        """The action to play now."""
        ...


@dataclass(frozen=True)
class GameInfo:
    """What a game says about itself, before any state exists."""

    name: str  # registry name: "cardwars", "trash-war"
    title: str
    seats: tuple[int, ...]  # the seat counts the game allows
    variants: tuple[str, ...] = ("standard",)
    setup_format: str = ""  # one paragraph: what a setup is (deck lists, seat count, options)
    players: tuple[str, ...] = ()  # names of the AI players this game offers
    chance: bool = True  # the game shuffles or draws with its seeded RNG


@dataclass
class Game:
    """A registered game: its info plus the functions the core calls. Each game builds one of these."""

    info: GameInfo
    new_game: Callable[..., Any]  # (setup, seed) -> state
    from_json: Callable[..., Any]  # (data) -> state
    parse_action: Callable[[Any, str], Any]  # (state, text) -> action
    make_player: Callable[[str, Rng], Any]  # (spec, rng) -> player
    determinise: Callable[[Any, int, Rng], Any] | None = None  # (state, seat, rng) -> a full state the seat
    # cannot tell apart from the real one (hidden cards re-dealt), for MCTS's sampled worlds
    evaluate: Callable[[Any, int], float] | None = None  # (state, seat) -> heuristic value of a position
    replay_setup: Callable[[dict[str, Any]], Any] | None = None  # record JSON setup -> setup object
    play_indexed: Callable[..., Any] | None = None  # (match_setup, match_seed, index, players) -> (row, record)
    summary_hook: Callable[[list[dict[str, Any]], dict[str, Any]], None] | None = None  # (rows, summary): add the game's own figures
    extra: dict[str, Any] = field(default_factory=dict)  # anything else the game offers (formats, deck checks)

    @property
    def name(self) -> str:
        """The registry name."""
        return self.info.name

    def seat_counts(self) -> Sequence[int]:
        """The allowed seat counts."""
        return self.info.seats
