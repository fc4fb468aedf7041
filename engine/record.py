"""Game records: setup + seed + actions, and replay."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import actions as A
from .defs import Setup


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly: the setup, the seed and the actions in order."""

    setup: Setup
    seed: int
    actions: list = field(default_factory=list)  # Action values
    outcome: object = None  # Outcome, when the game ended

    def to_dict(self) -> dict:
        """JSON form: actions as their text forms."""
        o = self.outcome
        return {"setup": self.setup.to_dict(), "seed": self.seed, "actions": [str(a) for a in self.actions],
                "outcome": None if o is None else {"winner": o.winner, "reason": o.reason}}

    @classmethod
    def from_dict(cls, d: dict) -> GameRecord:
        """From JSON form."""
        from .state import Outcome
        setup = Setup.from_dict(d["setup"])
        from .state import card_names
        names = card_names(setup.cards)
        o = d.get("outcome")
        return cls(setup, d["seed"], [A.parse(t, names) for t in d["actions"]],
                   None if o is None else Outcome(o["winner"], o["reason"]))


def replay(record: GameRecord, checked: bool = True):
    """Rebuild the game state a record describes (each action checked unless checked=False)."""
    from .rules.turn import new_game
    s = new_game(record.setup, record.seed)
    for a in record.actions:
        if checked:
            s.apply_action(a)
        else:
            s.apply_action_unchecked(a)
    return s
