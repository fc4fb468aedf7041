"""Naruto AI players: random, MCTS and the one-decision search come from the core; greedy's scoring is this game's own.

Greedy looks one decision ahead: it samples one world it cannot tell from the real one (determinise: the
decks and the other hand re-dealt, a fresh RNG, so it never peeks), tries every legal action on a copy of
that world and keeps the one whose result evaluate() likes best (evaluate plays a battle under way out the
simple way, so a Team, an attack, a block or a Jutsu is judged by the Showdown it leads to). Ties go to
the earliest action in legal order, except that charging a card and ending the Mission Phase come last in
that order, so greedy deploys before it charges."""
from __future__ import annotations

from typing import Any

from ..core.mcts import DEFAULT_SIMULATIONS
from ..core.players import STANDARD_PLAYERS, OnePlyPlayer, make_standard_player
from ..core.protocol import Game
from ..core.rng import Rng
from .evaluate import evaluate

PLAYER_NAMES = STANDARD_PLAYERS
MCTS_SIMULATIONS = DEFAULT_SIMULATIONS


class UnknownPlayer(ValueError):
    """A player spec that names no Naruto player."""


class GreedyPlayer(OnePlyPlayer):
    """One decision of look-ahead on a sampled world, scored by evaluate() (module docstring)."""

    evaluate = staticmethod(evaluate)


def make_player(game: Game, spec: str, rng: Rng) -> Any:
    """random, greedy, mcts or mcts:N (N simulations per decision) or mcts:Nms (N milliseconds)."""
    return make_standard_player(game, spec, rng, greedy=GreedyPlayer, title="Naruto", error=UnknownPlayer,
                                mcts_simulations=MCTS_SIMULATIONS)
