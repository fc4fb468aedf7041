"""Determinised Monte Carlo search over turn plans with common random numbers.

Root: the deciding player's `root_plans` best whole-turn plans from a greedy TurnSearch (greedy.py); the
first is greedy's own choice. The search runs in rounds. Each round determinises the state once
(view.determinise: the opponent's hand and both decks resampled from what the player cannot see, a fresh
game RNG) and scores every plan still in the running on that same world (common random numbers: the
plans are compared on identical draws, shuffles and opponent hands, so the noise of the world cancels in
the comparison). Scoring one plan in one world: play the plan (after a draw, or when the world makes it
illegal, SimplePlayer finishes the turn), let the opponent answer with its best plan from a small
TurnSearch in that world (it determinises again from its own side, so it does not see the deciding
player's hand either), play that to the end of the opponent's turn, play the deciding player's next turn
by SimplePlayer's rules (the horizon: does what I left on the board survive and hit back?), and
evaluate() the result from the deciding player's side, clipped to +/- CAP (a win or loss counts CAP).

The plan with the best mean over the same worlds is played (on a tie, the earlier plan in greedy's order,
so greedy's own plan keeps ties) and followed while the position is the expected one.

`search` is the turn search of the root plans and the replies: TurnSearch (the default, `mcts`) or
greedy_value.ValueSearch (`mcts-value`: no playouts, about 2.7x cheaper a decision, docs/players.md).

`mcts-fast` (fast_mcts) is mcts-value at smaller budgets (a 120-position root search, 10-position replies,
FAST_SIMULATIONS) with successive halving: after each round only the better half of the plans, by mean
over the worlds they all saw, stays in the running, so the last two share most of the worlds. Under 50 ms
a decision (docs/players.md).

Budget: `simulations` plan evaluations per decision (deterministic, the default DEFAULT_SIMULATIONS) or
`time_ms` (wall clock: not reproducible, for interactive use). Single-action decisions, the mulligan
(keep_hand) and the order of vanilla attacks need no search."""
from __future__ import annotations

import time

from ...core.collector import searching
from ...core.rng import Rng
from .. import actions as A
from ..board import OVER
from .evaluate import evaluate
from .greedy import TurnSearch, decided_without_search, start_plan
from .greedy_value import ValueSearch
from .simple import simple_action
from .view import determinise

DEFAULT_SIMULATIONS = 80  # plan evaluations (plan x world) per searched decision
ROOT_PLANS = 6
REPLY_PLANS = 1  # the opponent's best reply in each world (greedy's choice); kept for the constructor
ROOT_NODES = 600
REPLY_NODES = 20  # the opponent's reply search: about greedy's choice at a quarter of the cost of 120
FAST_SIMULATIONS = 18  # mcts-fast: plan evaluations per searched decision (under 50 ms, docs/players.md)
FAST_ROOT_NODES = 120  # mcts-fast: its root plans from greedy-value's own budget
FAST_REPLY_NODES = 10  # mcts-fast: the reply search is mostly its first expansion either way
CAP = 60.0  # a win or a loss, in evaluation units; other scores are clipped to +/- CAP


def value(state, me) -> float:
    """evaluate() from `me`'s side, clipped to [-CAP, CAP] (a win is CAP, a loss -CAP)."""
    v = evaluate(state, me)
    return CAP if v > CAP else -CAP if v < -CAP else v


class Arm:
    """One root plan: the worlds it was scored in and its total score."""

    __slots__ = ("n", "w", "plan")

    def __init__(self, plan):
        self.n = 0
        self.w = 0.0
        self.plan = plan

    def mean(self):
        """Mean score over the worlds seen (-inf before any)."""
        return self.w / self.n if self.n else -1e9


def play_plan(s, me, turn, plan):
    """Play `me`'s plan actions while legal, then SimplePlayer until the turn passes to the other side."""
    for a in plan:
        if turn_over(s, me, turn):
            return
        while s.current_player() != me:  # the other side answers a choice in this turn
            s.apply_action_unchecked(simple_action(s))
            if turn_over(s, me, turn):
                return
        if a not in s.legal_actions():
            break
        s.apply_action_unchecked(a)
        if a.kind == A.DRAW:
            break  # the card drawn differs from world to world: the rest of the plan may not fit it
    while not turn_over(s, me, turn):
        s.apply_action_unchecked(simple_action(s))


def turn_over(s, me, turn):
    """True when `me` has no more say in this stretch of play (game over, new turn, or the other side's
    turn with no choice of mine pending)."""
    if s.phase == OVER or s.turn != turn:
        return True
    return s.current_player() != me and s.active != me


class MCTSPlayer:
    """Determinised search over turn plans with common random numbers (module docstring)."""

    name = "mcts"

    def __init__(self, rng: Rng | None = None, simulations: int | None = DEFAULT_SIMULATIONS,
                 time_ms: int | None = None, root_plans: int = ROOT_PLANS, reply_plans: int = REPLY_PLANS,
                 search=TurnSearch, root_nodes: int = ROOT_NODES, reply_nodes: int = REPLY_NODES,
                 halving: bool = False):
        self.rng = rng or Rng(0)
        self.root_nodes = root_nodes
        self.reply_nodes = reply_nodes
        self.halving = halving  # after each round keep the better half of the plans (at least 2)
        self.simulations = simulations
        self.time_ms = time_ms
        self.root_plans = root_plans
        self.reply_plans = reply_plans
        self.search_class = search  # the turn search of the root plans and the replies (TurnSearch's signature)
        self.plan = []
        self.last_stats = None

    def reset(self, rng: Rng) -> None:
        """Start a new game with this RNG."""
        self.rng = rng
        self.plan = []

    def select_action(self, state):
        """The first action of the plan the search likes best."""
        acts, me, a = decided_without_search(self.plan, state)
        if a is not None:
            return a
        with searching():  # the collector's passes spaced out while positions are cloned by the thousand
            plans = self.search_class(state, me, self.rng, self.root_nodes).run()[: self.root_plans]
            if len(plans) == 1:
                return start_plan(self, plans[0][1], acts)
            arm = self.search(state, me, plans)
        return start_plan(self, arm.plan, acts)

    def search(self, state, me, plans):
        """Score every plan on the same sampled worlds, round after round (at least one round, then while
        the budget allows a whole round); returns the arm with the best mean (the earlier one on a tie)."""
        arms = [Arm(path) for _v, path in plans]
        live = arms  # the plans still in the running
        deadline = None if self.time_ms is None else time.perf_counter() + self.time_ms / 1000.0
        total = 0
        while True:
            if total and self.simulations is not None and total + len(live) > self.simulations:
                break
            if total and deadline is not None and time.perf_counter() >= deadline:
                break
            d = determinise(state, me, self.rng)
            reply_seed = self.rng.next64()  # the opponent's reply search samples alike for every plan
            for arm in live:
                arm.w += self.simulate(d, state.turn, me, arm, reply_seed)
                arm.n += 1
            total += len(live)
            if self.halving and len(live) > 2:  # every live plan has seen the same worlds: compare the means
                ranked = sorted(live, key=lambda a: (-a.mean(), arms.index(a)))
                keep = set(map(id, ranked[: max(2, (len(live) + 1) // 2)]))
                live = [a for a in live if id(a) in keep]  # greedy's order kept, for the tie rule
        best = max(live, key=lambda a: (a.mean(), -arms.index(a)))
        self.last_stats = [(a.n, round(a.w / a.n, 6) if a.n else 0.0, str(a.plan[0][1]) if a.plan else "")
                           for a in arms]
        return best

    def simulate(self, d, turn, me, arm, reply_seed):
        """Score one plan in one sampled world `d` (left unchanged): play it, the opponent's best reply, my
        next turn by the rules of thumb, then value()."""
        s = d.clone()
        play_plan(s, me, turn, [a for _k, a in arm.plan])
        if s.phase == OVER:
            return value(s, me)
        opp = s.next_seat(me)  # who plays next (R33): the opponent in 1 vs 1, the one on my left in Doubles
        while not s.is_terminal() and s.current_player() == me:  # a choice of mine at the start of theirs
            s.apply_action_unchecked(simple_action(s))
        if s.is_terminal():
            return value(s, me)
        found = self.search_class(s, opp, Rng(reply_seed), self.reply_nodes).run()
        play_plan(s, opp, s.turn, [a for _k, a in found[0][1]] if found else [])
        if s.phase != OVER and len(s.hp) != 2:  # Doubles: my teammate's and the other opponent's turns come
            while not s.is_terminal() and s.active != me:  # first (R33), by the rules of thumb
                s.apply_action_unchecked(simple_action(s))
        if s.phase != OVER:  # the horizon: my next turn by the rules of thumb
            t = s.turn
            while not turn_over(s, me, t):
                s.apply_action_unchecked(simple_action(s))
        return value(s, me)


def fast_mcts(rng: Rng | None = None, simulations: int | None = FAST_SIMULATIONS,
              time_ms: int | None = None) -> MCTSPlayer:
    """`mcts-fast`: MCTS on greedy-value's search (root plans from a 120-position ValueSearch, replies from
    a 10-position one) with successive halving of the plans, FAST_SIMULATIONS plan evaluations a decision."""
    p = MCTSPlayer(rng, simulations=simulations, time_ms=time_ms, search=ValueSearch,
                   root_nodes=FAST_ROOT_NODES, reply_nodes=FAST_REPLY_NODES, halving=True)
    p.name = "mcts-fast"
    return p
