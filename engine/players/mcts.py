"""Determinised information-set MCTS over turn plans.

The tree has two levels of macro actions:
- the root holds the deciding player's whole-turn plans: the `root_plans` best of a greedy TurnSearch
  (greedy.py), each with its greedy value as a prior;
- under each, the opponent's replies: in every simulation the opponent's `reply_plans` best plans from a
  small TurnSearch in that simulation's world, as information-set nodes with availability counts (a reply
  is only available in the worlds where the opponent holds its cards).

One simulation: determinise (view.determinise: the opponent's hand and both decks resampled from what the
player cannot see, a fresh game RNG), pick a root plan by UCB1 plus a progressive bias towards the greedy
prior, play it (after a draw, or when the sampled world makes it illegal, SimplePlayer finishes the turn),
pick an opponent reply by UCB1 from the opponent's side among those available, play it to the end of the
opponent's turn (the depth cut-off), and score the position with evaluate() squashed to [0, 1] (win 1,
loss 0). The most visited root plan is played and followed while the position is the expected one.

Budget: `simulations` per decision (deterministic, the default DEFAULT_SIMULATIONS) or `time_ms` (wall
clock: not reproducible, for interactive use). Single-action decisions, the mulligan (keep_hand) and the
order of vanilla attacks need no search."""
from __future__ import annotations

import math
import time

from .. import actions as A
from ..rng import Rng
from ..state import FIGHT, MULLIGAN, OVER
from .evaluate import WIN, evaluate, keep_hand
from .greedy import TurnSearch, follow_plan, start_plan
from .simple import simple_action
from .view import determinise

DEFAULT_SIMULATIONS = 48
ROOT_PLANS = 6
REPLY_PLANS = 3
ROOT_NODES = 600
REPLY_NODES = 40
UCB_C = 0.5
PRIOR_WEIGHT = 1.0
SCALE = 8.0  # evaluation units for a reward of about 0.73 (sigmoid(1))


def reward(state, me) -> float:
    """evaluate() from `me`'s side squashed to [0, 1]; a win is 1, a loss 0, a draw 0.5."""
    v = evaluate(state, me)
    if v >= WIN:
        return 1.0
    if v <= -WIN:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v / SCALE))


class Arm:
    """Statistics of one tree edge: visits, total reward (from the side choosing it), availability."""

    __slots__ = ("n", "w", "avail", "prior", "plan", "replies")

    def __init__(self, plan, prior=0.5):
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.prior = prior
        self.plan = plan
        self.replies = {}

    def ucb(self, parent_n):
        """UCB1 with a progressive bias towards the prior (fades as visits grow)."""
        if self.n == 0:
            return 1e9 + self.prior
        return (self.w / self.n + UCB_C * math.sqrt(math.log(max(parent_n, 1)) / self.n)
                + PRIOR_WEIGHT * self.prior / (self.n + 1))


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
    """Determinised two-level MCTS over turn plans (module docstring)."""

    name = "mcts"

    def __init__(self, rng: Rng | None = None, simulations: int | None = DEFAULT_SIMULATIONS,
                 time_ms: int | None = None, root_plans: int = ROOT_PLANS, reply_plans: int = REPLY_PLANS):
        self.rng = rng or Rng(0)
        self.simulations = simulations
        self.time_ms = time_ms
        self.root_plans = root_plans
        self.reply_plans = reply_plans
        self.plan = []
        self.last_stats = None

    def reset(self, rng: Rng) -> None:
        """Start a new game with this RNG."""
        self.rng = rng
        self.plan = []

    def select_action(self, state):
        """The first action of the plan the search likes best."""
        acts = state.legal_actions()
        if len(acts) == 1:
            return acts[0]
        me = state.current_player()
        if state.phase == MULLIGAN:
            return acts[1] if keep_hand(state, me) else acts[0]
        if state.phase == FIGHT and not state.scripted:
            return acts[0]  # vanilla attacks are independent: order does not matter
        a = follow_plan(self.plan, state, me, acts)
        if a is not None:
            return a
        plans = TurnSearch(state, me, self.rng, ROOT_NODES).run()[: self.root_plans]
        if len(plans) == 1:
            return start_plan(self, plans[0][1], acts)
        arm = self.search(state, me, plans)
        return start_plan(self, arm.plan, acts)

    def search(self, state, me, plans):
        """Run the simulations; returns the most visited root arm."""
        best_v = plans[0][0]
        arms = [Arm(path, prior=reward_of_value(v - best_v)) for v, path in plans]
        deadline = None if self.time_ms is None else time.perf_counter() + self.time_ms / 1000.0
        total = 0
        while True:
            if self.simulations is not None and total >= self.simulations:
                break
            if deadline is not None and time.perf_counter() >= deadline and total >= len(arms):
                break
            self.simulate(state, me, arms, total)
            total += 1
        best = max(arms, key=lambda a: (a.n, a.w))
        self.last_stats = [(a.n, a.w / a.n if a.n else 0.0, str(a.plan[0][1]) if a.plan else "") for a in arms]
        return best

    def simulate(self, state, me, arms, total):
        """One determinised simulation through the two levels, then back-propagation."""
        d = determinise(state, me, self.rng)
        arm = max(arms, key=lambda a: a.ucb(total))
        play_plan(d, me, state.turn, [a for _k, a in arm.plan])
        r = self.reply(d, me, arm) if d.phase != OVER else reward(d, me)
        arm.n += 1
        arm.w += r
        return r

    def reply(self, d, me, arm):
        """The opponent's level: pick an available reply plan, play it, score the result."""
        opp = 1 - me
        turn = d.turn
        if d.current_player() == me:  # a choice of mine at the start of their turn: rules of thumb
            while not d.is_terminal() and d.current_player() == me:
                d.apply_action_unchecked(simple_action(d))
            if d.is_terminal():
                return reward(d, me)
        found = TurnSearch(d, opp, self.rng, REPLY_NODES).run()[: self.reply_plans]
        avail = []
        for _v, path in found:
            key = ";".join(str(a) for _k, a in path)
            node = arm.replies.get(key)
            if node is None:
                node = arm.replies[key] = Arm(path)
            node.avail += 1
            avail.append(node)
        if not avail:
            return reward(d, me)
        node = max(avail, key=lambda n: n.ucb(n.avail))
        play_plan(d, opp, turn, [a for _k, a in node.plan])
        r = reward(d, me)
        node.n += 1
        node.w += 1.0 - r  # the opponent's side of the reward
        return r


def reward_of_value(delta):
    """Prior in [0, 1] for a plan whose greedy value is `delta` below the best plan's."""
    return min(1.0, 2.0 / (1.0 + math.exp(-delta / SCALE)))
