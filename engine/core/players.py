"""Players written against the state protocol alone, so they play any registered game, and the standard
line-up (random, a one-decision greedy, MCTS) that Trash War and the Naruto CCG share."""
from __future__ import annotations

from typing import Any

from .mcts import DEFAULT_SIMULATIONS, MCTSPlayer
from .protocol import Game
from .rng import Rng

# The players every game of the core offers: a game gives its own greedy (a OnePlyPlayer).
STANDARD_PLAYERS = ("random", "greedy", "mcts")


class RandomPlayer:
    """Uniform over state.legal_actions(), with its own Rng (never the game's)."""

    name = "random"

    def __init__(self, rng: Rng | None = None) -> None:
        self.rng = rng if rng is not None else Rng(0)

    def reset(self, rng: Rng) -> None:
        """Start a new game with this Rng."""
        self.rng = rng

    def select_action(self, state: Any) -> Any:
        """One legal action, chosen uniformly."""
        return self.rng.choice(state.legal_actions())


class OnePlyPlayer:
    """One decision of look-ahead on a sampled world: determinise what this seat cannot see (or copy the
    state), try every legal action on that world and keep the one `score` likes best, the earliest in legal
    order on a tie. A game's greedy gives its `evaluate(state, seat) -> float` and may refine `score`."""

    name = "greedy"

    @staticmethod
    def evaluate(state: Any, seat: int) -> float:
        raise NotImplementedError

    def __init__(self, game: Game, rng: Rng | None = None) -> None:
        self.game = game
        self.rng = rng if rng is not None else Rng(0)

    def reset(self, rng: Rng) -> None:
        """Start a new game with this Rng."""
        self.rng = rng

    def select_action(self, state: Any) -> Any:
        """The legal action with the best score one decision ahead."""
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
        return self.evaluate(s, me)


def make_standard_player(game: Game, spec: str, rng: Rng, *, greedy: type[OnePlyPlayer], title: str,
                         error: type[ValueError], mcts_simulations: int = DEFAULT_SIMULATIONS) -> Any:
    """A game's random, greedy, mcts or mcts:N (N simulations per decision) or mcts:Nms (N milliseconds);
    a spec it cannot read raises `error` naming the game (`title`) and its players."""
    if not isinstance(spec, str):
        raise error(f"a player spec is a name such as 'greedy' (got {spec!r})")
    name, _, arg = spec.partition(":")
    if name not in STANDARD_PLAYERS:
        raise error(f"unknown player {spec!r}; {title} players are: {', '.join(STANDARD_PLAYERS)} "
                    "(mcts takes a budget: mcts:200 simulations or mcts:50ms)")
    if arg and name != "mcts":
        raise error(f"player {name!r} takes no budget (got {spec!r})")
    if name == "random":
        return RandomPlayer(rng)
    if name == "greedy":
        return greedy(game, rng)
    if not arg:
        return MCTSPlayer(game, rng, simulations=mcts_simulations)
    num = arg[:-2] if arg.endswith("ms") else arg
    if not num.isdigit() or not 0 < int(num) <= 100_000:
        raise error(f"bad MCTS budget {arg!r}: write mcts:200 (simulations) or mcts:50ms")
    if arg.endswith("ms"):
        return MCTSPlayer(game, rng, simulations=None, time_ms=int(num))
    return MCTSPlayer(game, rng, simulations=int(num))
