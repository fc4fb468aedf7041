"""AI players behind one protocol: `select_action(state) -> action`, one of `state.legal_actions()`.

A player reads the state only through the protocol (current_player, legal_actions, apply_action, clone,
is_terminal, outcome) and the read-only helpers of `view` and `evaluate`; anything it could not know it
sees only through `view.determinise`. Each player owns an injected `Rng` and never touches the game's.
`reset(rng)` readies a player for a new game, so one object can play many games reproducibly.

    make_player("random", rng)     uniform over the legal actions (mulligan included)
    make_player("first", rng)      first affordable card into the first empty Lane, all fight (benchmarks)
    make_player("simple", rng)     rules of thumb, no look-ahead (the rollout policy)
    make_player("greedy", rng)     one-ply search over the whole turn (greedy.py)
    make_player("greedy-fast", rng)  experimental: a hill climb over the turn judged by evaluate.turn_value
    make_player("greedy-value", rng)  greedy's search with a learned leaf value instead of playouts
                                   (greedy_value.py, value.py)
    make_player("greedy-line", rng)  greedy's search, following its whole line to the end of the turn
                                   (greedy_hybrid.py): greedy's choice at each search, 2-4x fewer searches
    make_player("greedy-turn", rng)  greedy-line whose search stops once it stops improving
                                   (greedy_turn.py, experimental): about 3x greedy's speed, a little weaker
    make_player("greedy-classic", rng)  the greedy player as of the first release, kept as a yardstick
                                   (greedy_classic.py)
    make_player("mcts", rng)       determinised MCTS, default budget; "mcts:200" = 200 simulations,
                                   "mcts:150ms" = 150 milliseconds per decision (mcts.py): whole-turn
                                   plans from greedy's search, the opponent's reply in sampled worlds
    make_player("mcts-value", rng) the same MCTS with greedy-value's search (learned leaf, no playouts) for
                                   its root plans and the opponent's replies
    make_player("mcts-fast", rng)  MCTS under 50 ms a decision: mcts-value's searches at smaller budgets,
                                   18 simulations with successive halving of the plans ("mcts-fast:30",
                                   "mcts-fast:45ms" as for mcts)
    make_player("ismcts", rng)     the core's game-independent ISMCTS (engine.core.mcts) through Card
                                   Wars's hooks only (determinise, evaluate); "ismcts:400" = 400 simulations
The random player is the core's (engine.core.players), the same for every game.
"""
from __future__ import annotations

from ...core.mcts import DEFAULT_SIMULATIONS as CORE_SIMULATIONS
from ...core.mcts import MCTSPlayer as CoreMCTS
from ...core.players import RandomPlayer
from ...core.registry import load_game
from ...core.rng import Rng
from .firstfit import FirstFitPlayer
from .greedy import FastGreedyPlayer, GreedyPlayer
from .greedy_classic import ClassicGreedyPlayer
from .greedy_hybrid import LineGreedyPlayer
from .greedy_turn import TurnGreedyPlayer
from .greedy_value import ValueGreedyPlayer, ValueSearch
from .mcts import DEFAULT_SIMULATIONS, MCTSPlayer, fast_mcts
from .simple import SimplePlayer


def _mcts_value(rng: Rng) -> MCTSPlayer:
    return MCTSPlayer(rng, search=ValueSearch)


def _ismcts(rng: Rng, simulations: int = CORE_SIMULATIONS) -> CoreMCTS:
    return CoreMCTS(load_game("cardwars"), rng, simulations=simulations)


PLAYERS = {"random": RandomPlayer, "first": FirstFitPlayer, "simple": SimplePlayer, "greedy": GreedyPlayer,
           "greedy-classic": ClassicGreedyPlayer, "greedy-fast": FastGreedyPlayer,
           "greedy-value": ValueGreedyPlayer, "greedy-line": LineGreedyPlayer, "greedy-turn": TurnGreedyPlayer,
           "mcts": MCTSPlayer,
           "mcts-value": _mcts_value, "mcts-fast": fast_mcts, "ismcts": _ismcts}

# Older name kept for code that imported it.
GreedyVanillaPlayer = SimplePlayer


class UnknownPlayer(ValueError):
    """A player spec that names no player."""


def check_spec(spec: str) -> str:
    """Validate a player spec ('greedy', 'mcts:200', 'mcts:150ms'); returns it or raises UnknownPlayer."""
    name, _, arg = spec.partition(":")
    if name not in PLAYERS:
        raise UnknownPlayer(f"unknown player {spec!r}; players are: {', '.join(sorted(PLAYERS))} "
                            "(mcts takes a budget: mcts:200 simulations or mcts:150ms)")
    if arg:
        if name == "ismcts":
            if not arg.isdigit() or int(arg) <= 0:
                raise UnknownPlayer(f"bad ISMCTS budget {arg!r}: write ismcts:400 (simulations)")
            return spec
        if name not in ("mcts", "mcts-fast"):
            raise UnknownPlayer(f"player {name!r} takes no budget (got {spec!r})")
        num = arg[:-2] if arg.endswith("ms") else arg
        if not num.isdigit() or int(num) <= 0:
            raise UnknownPlayer(f"bad MCTS budget {arg!r}: write mcts:200 (simulations) or mcts:150ms")
    return spec


def make_player(spec, rng: Rng | None = None):
    """A player from a spec string ('random', 'greedy', 'mcts', 'mcts:200', 'mcts:150ms') or an object
    with select_action (reset with `rng` when it has reset())."""
    rng = rng or Rng(0)
    if not isinstance(spec, str):
        if hasattr(spec, "reset"):
            spec.reset(rng)
        return spec
    name, _, arg = check_spec(spec).partition(":")
    if name == "ismcts" and arg:
        return _ismcts(rng, int(arg))
    if name in ("mcts", "mcts-fast") and arg:
        make = MCTSPlayer if name == "mcts" else fast_mcts
        if arg.endswith("ms"):
            return make(rng, simulations=None, time_ms=int(arg[:-2]))
        return make(rng, simulations=int(arg))
    return PLAYERS[name](rng)


__all__ = ["DEFAULT_SIMULATIONS", "ClassicGreedyPlayer", "FastGreedyPlayer", "FirstFitPlayer", "GreedyPlayer", "GreedyVanillaPlayer", "MCTSPlayer", "PLAYERS",
           "RandomPlayer", "SimplePlayer", "UnknownPlayer", "ValueGreedyPlayer", "check_spec", "make_player"]
