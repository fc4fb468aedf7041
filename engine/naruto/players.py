"""Naruto AI players: random and MCTS come from the core; greedy is this game's own.

Greedy looks one decision ahead: it samples one world it cannot tell from the real one (determinise: the
decks and the other hand re-dealt, a fresh RNG, so it never peeks), tries every legal action on a copy of
that world and keeps the one whose result evaluate() likes best (evaluate plays a battle under way out the
simple way, so a Team, an attack, a block or a Jutsu is judged by the Showdown it leads to). Ties go to
the earliest action in legal order, except that charging a card and ending the Mission Phase come last in
that order, so greedy deploys before it charges."""
from __future__ import annotations

from typing import Any

from ..core.mcts import DEFAULT_SIMULATIONS, MCTSPlayer
from ..core.players import RandomPlayer
from ..core.protocol import Game
from ..core.rng import Rng
from .evaluate import evaluate

PLAYER_NAMES = ("random", "greedy", "mcts")
MCTS_SIMULATIONS = DEFAULT_SIMULATIONS


class UnknownPlayer(ValueError):
    """A player spec that names no Naruto player."""


class GreedyPlayer:
    """One decision of look-ahead on a sampled world, scored by evaluate() (module docstring)."""

    name = "greedy"

    def __init__(self, game: Game, rng: Rng | None = None) -> None:
        self.game = game
        self.rng = rng if rng is not None else Rng(0)

    def reset(self, rng: Rng) -> None:
        """Start a new game with this Rng."""
        self.rng = rng

    def select_action(self, state: Any) -> Any:
        """The legal action with the best evaluation one decision ahead."""
        acts = state.legal_actions()
        if len(acts) == 1:
            return acts[0]
        me = state.current_player()
        det = self.game.determinise
        world = det(state, me, self.rng) if det is not None else state.clone()
        best, best_v = acts[0], -2.0
        for a in acts:
            v = self.score(world, me, a)
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def score(self, world: Any, me: int, a: Any) -> float:
        """evaluate() after `a` on a copy of `world`."""
        s = world.clone()
        s.apply_action_unchecked(a)
        return evaluate(s, me)


def make_player(game: Game, spec: str, rng: Rng) -> Any:
    """random, greedy, mcts or mcts:N (N simulations per decision) or mcts:Nms (N milliseconds)."""
    if not isinstance(spec, str):
        raise UnknownPlayer(f"a player spec is a name such as 'greedy' (got {spec!r})")
    name, _, arg = spec.partition(":")
    if name not in PLAYER_NAMES:
        raise UnknownPlayer(f"unknown player {spec!r}; Naruto players are: {', '.join(PLAYER_NAMES)} "
                            "(mcts takes a budget: mcts:200 simulations or mcts:50ms)")
    if arg and name != "mcts":
        raise UnknownPlayer(f"player {name!r} takes no budget (got {spec!r})")
    if name == "random":
        return RandomPlayer(rng)
    if name == "greedy":
        return GreedyPlayer(game, rng)
    if not arg:
        return MCTSPlayer(game, rng, simulations=MCTS_SIMULATIONS)
    num = arg[:-2] if arg.endswith("ms") else arg
    if not num.isdigit() or not 0 < int(num) <= 100_000:
        raise UnknownPlayer(f"bad MCTS budget {arg!r}: write mcts:200 (simulations) or mcts:50ms")
    if arg.endswith("ms"):
        return MCTSPlayer(game, rng, simulations=None, time_ms=int(num))
    return MCTSPlayer(game, rng, simulations=int(num))
