"""Information-set Monte Carlo tree search for any game of the registry, N seats.

Each simulation samples a world the deciding seat cannot tell apart from the real position
(`game.determinise(state, seat, rng)`: hidden cards re-dealt, a fresh game RNG), then walks one tree shared
by every world (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012): a node's children are keyed by
action value, only the actions legal in the sampled world compete, and a child's UCB exploration term counts
the times it was available rather than its parent's visits. Every seat chooses by its own share of the
returns, so the search is N-player (max^n), not two-player zero-sum.

At a new leaf the search plays `rollout_depth` uniformly random actions (0 by default: the leaf is valued
directly), then values the position: the game's returns() if it is over, else `game.evaluate(state, seat)`
for every seat (clipped to [-1, 1]); a game without an evaluation plays random moves to the end instead.
The move played is the root's most visited child (ties: the higher mean, then legal_actions() order).

Sampling a world costs more than a simulation in it, so a decision samples at most `worlds` of them and
simulation i plays in a fresh copy of world i % worlds.

Budget: `simulations` per decision (reproducible: only the player's own Rng decides), or `time_ms` of
wall clock (not reproducible, for interactive use). A decision with one legal action needs no search.
The search uses only the game's hooks and the state protocol, never a game's internals."""
from __future__ import annotations

import math
import time
from typing import Any

from .protocol import Game
from .rng import Rng

DEFAULT_SIMULATIONS = 120
DEFAULT_WORLDS = 16  # distinct sampled worlds per decision; simulation i plays in world i % worlds
DEFAULT_EXPLORATION = 0.7  # UCB constant on returns in [-1, 1]
RANDOM_PLAYOUT_CAP = 400  # actions of a random playout when the game has no evaluation


class Node:
    """One tree node, reached by `mover`'s action: visits, availability and mover's total return."""

    __slots__ = ("children", "visits", "avail", "total", "mover")

    def __init__(self, mover: int) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.mover = mover

    def mean(self) -> float:
        """The mean return of the mover through this node (0 before any visit)."""
        return self.total / self.visits if self.visits else 0.0


class MCTSPlayer:
    """Determinised ISMCTS over a Game's hooks (module docstring)."""

    name = "mcts"

    def __init__(self, game: Game, rng: Rng | None = None, simulations: int | None = DEFAULT_SIMULATIONS,
                 time_ms: int | None = None, exploration: float = DEFAULT_EXPLORATION,
                 rollout_depth: int = 0, worlds: int = DEFAULT_WORLDS) -> None:
        if simulations is None and time_ms is None:
            raise ValueError("MCTS needs a budget: simulations or time_ms")
        self.game = game
        self.rng = rng if rng is not None else Rng(0)
        self.simulations = simulations
        self.time_ms = time_ms
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.worlds = max(1, worlds)
        self.last_stats: list[tuple[str, int, float]] = []

    def reset(self, rng: Rng) -> None:
        """Start a new game with this Rng."""
        self.rng = rng

    def select_action(self, state: Any) -> Any:
        """The root action the search visited most."""
        acts = state.legal_actions()
        if len(acts) == 1:
            return acts[0]
        me = state.current_player()
        root = Node(-1)
        deadline = None if self.time_ms is None else time.perf_counter() + self.time_ms / 1000.0
        worlds: list[Any] = []
        done = 0
        while True:
            if self.simulations is not None and done >= self.simulations:
                break
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            if len(worlds) < self.worlds:
                worlds.append(self._world(state, me))
            self._simulate(root, worlds[done % len(worlds)].clone())
            done += 1
        order = {a: i for i, a in enumerate(acts)}
        scored = [(child.visits, child.mean(), -order[a], a) for a, child in root.children.items() if a in order]
        scored.sort(key=lambda x: x[:3], reverse=True)
        self.last_stats = [(str(a), n, round(m, 4)) for n, m, _o, a in scored]
        return scored[0][3] if scored else acts[0]

    def _world(self, state: Any, me: int) -> Any:
        det = self.game.determinise
        return det(state, me, self.rng) if det is not None else state.clone()

    def _simulate(self, root: Node, s: Any) -> None:
        """One iteration: select and expand in world `s`, value the leaf, back the returns up the path."""
        node = root
        path = [root]
        c = self.exploration
        rng = self.rng
        while not s.is_terminal():
            p = s.current_player()
            legal = s.legal_actions()
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                ch = children.get(a)
                if ch is not None:
                    ch.avail += 1
            if untried:
                a = untried[rng.randbelow(len(untried))]
                child = children[a] = Node(p)
                child.avail = 1
                s.apply_action_unchecked(a)
                path.append(child)
                break
            best = None
            best_score = -math.inf
            for a in legal:
                ch = children[a]
                score = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = a, score
            s.apply_action_unchecked(best)
            node = children[best]
            path.append(node)
        root.visits += 1
        values = self._leaf_values(s, {n.mover for n in path[1:]})
        for n in path[1:]:
            n.visits += 1
            n.total += values[n.mover]

    def _leaf_values(self, s: Any, seats: set[int]) -> dict[int, float]:
        """The return of each seat in `seats`: the outcome's, or the game's evaluation after a short random
        rollout (only the seats that chose on the path are valued)."""
        evaluate = self.game.evaluate
        depth = self.rollout_depth if evaluate is not None else RANDOM_PLAYOUT_CAP
        rng = self.rng
        for _ in range(depth):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            s.apply_action_unchecked(legal[rng.randbelow(len(legal))])
        if s.is_terminal():
            r = s.outcome().returns()
            return {i: r[i] for i in seats}
        if evaluate is None:
            return dict.fromkeys(seats, 0.0)
        return {i: max(-1.0, min(1.0, float(evaluate(s, i)))) for i in seats}
