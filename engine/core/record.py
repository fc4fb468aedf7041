"""Game records for every game: which game, its setup, the seed and the actions; replay() rebuilds the game.

A setup is the game's own object; it names its game (`setup.game`) and has to_dict()/from_dict(), so a
record in JSON says which game to load (like a PGN's headers)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .outcome import Outcome
from .registry import load_game


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly: the setup, the seed and the actions in order."""

    setup: Any
    seed: int
    actions: list[Any] = field(default_factory=list)  # the game's action values
    outcome: Outcome | None = None  # when the game ended

    @property
    def game(self) -> str:
        """The registry name of the record's game (from its setup)."""
        return str(self.setup.game)

    def to_dict(self) -> dict[str, Any]:
        """JSON form: actions as their text forms."""
        o = self.outcome
        return {"game": self.game, "setup": self.setup.to_dict(), "seed": self.seed,
                "actions": [str(a) for a in self.actions], "outcome": None if o is None else o.to_dict()}

    @classmethod
    def from_dict(cls, d: dict[str, Any], game: str | None = None) -> GameRecord:
        """From JSON form; `game` names the game when the record does not (records older than the key)."""
        name = d.get("game") or game
        if not name:
            raise ValueError("a game record must say which game it is ('game')")
        g = load_game(name)
        if g.replay_setup is None:
            raise ValueError(f"game {name!r} cannot rebuild a setup from JSON")
        setup = g.replay_setup(d["setup"])
        o = d.get("outcome")
        return cls(setup, int(d["seed"]), [g.parse_action(setup, t) for t in d["actions"]],
                   None if o is None or "places" not in o else Outcome.from_dict(o))


def replay(record: GameRecord, checked: bool = True) -> Any:
    """Rebuild the game state a record describes (each action checked unless checked=False)."""
    s = load_game(record.game).new_game(record.setup, record.seed)
    for a in record.actions:
        if checked:
            s.apply_action(a)
        else:
            s.apply_action_unchecked(a)
    return s
