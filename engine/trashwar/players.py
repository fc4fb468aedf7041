"""Trash War AI players: random, MCTS and the one-decision search come from the core; greedy's scoring is this game's own.

Greedy looks one decision ahead: it samples one world it cannot tell from the real one (determinise: the
hidden cards re-dealt, a fresh RNG, so it never peeks at the real draw pile), tries every legal action on a
copy of that world and keeps the one whose result evaluate() likes best (the earliest in legal order on a
tie, so it keeps a card rather than spend it for nothing). A Catapult is judged with its best load: after
playing it, greedy loads Trash one card at a time the same way, until it fires."""
from __future__ import annotations

from typing import Any

from ..core.mcts import DEFAULT_SIMULATIONS
from ..core.players import STANDARD_PLAYERS, OnePlyPlayer, make_standard_player
from ..core.protocol import Game
from ..core.rng import Rng
from .board import LOAD
from .evaluate import evaluate

PLAYER_NAMES = STANDARD_PLAYERS
MCTS_SIMULATIONS = DEFAULT_SIMULATIONS


class UnknownPlayer(ValueError):
    """A player spec that names no Trash War player."""


class GreedyPlayer(OnePlyPlayer):
    """One decision of look-ahead on a sampled world, scored by evaluate() (module docstring)."""

    evaluate = staticmethod(evaluate)

    def score(self, world: Any, me: int, a: Any) -> float:
        """evaluate() after `a` on a copy of `world` (a Catapult loaded greedily first)."""
        s = world.clone()
        s.apply_action_unchecked(a)
        while s.step == LOAD and s.current_player() == me:
            best, best_v = None, -2.0
            for b in s.legal_actions():
                c = s.clone()
                c.apply_action_unchecked(b)
                v = evaluate(c, me)
                if v > best_v + 1e-9:
                    best, best_v = b, v
            s.apply_action_unchecked(best)
        return evaluate(s, me)


def make_player(game: Game, spec: str, rng: Rng) -> Any:
    """random, greedy, mcts or mcts:N (N simulations per decision) or mcts:Nms (N milliseconds)."""
    return make_standard_player(game, spec, rng, greedy=GreedyPlayer, title="Trash War", error=UnknownPlayer,
                                mcts_simulations=MCTS_SIMULATIONS)
