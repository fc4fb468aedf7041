"""The greedy player: a one-ply search over the whole turn.

At each decision it enumerates the sequences of its own actions until the turn passes (plays, Floops,
draws, abilities, the answers to its own choices, the start of the Fight), on a determinised copy of the
state (view.determinise: it never sees the opponent's hand or the order of the decks), scores each end
of turn with evaluate(), and plays the first action of the best sequence. It then follows that plan while
the position is the one it expected, and searches again when it is not (after a draw, a choice, chance).

Positions are expanded best first, each valued by finishing the turn with SimplePlayer's rules, up to
`max_nodes` positions. Fight order: from the main phase the search starts the Fight in Lane order; once
the Fight has begun it tries every order of the remaining attacks (vanilla attacks are independent, so
without card scripts they go in Lane order). Transpositions ('A then B' = 'B then A') are searched once."""
from __future__ import annotations

import heapq

from ...core.rng import Rng
from .. import actions as A
from ..board import FIGHT, MULLIGAN, OVER
from .evaluate import evaluate, keep_hand
from .simple import simple_action
from .view import determinise, signature

DEFAULT_NODES = 120


class TurnSearch:
    """Enumerate one player's turn plans from a position, best first: `run()` returns
    (value, ((key, action), ...)) sorted best first, where key is the position the player expects before
    each action. Positions are expanded best first (each valued by finishing the turn with SimplePlayer's
    rules), so a small node budget still looks at the most promising lines; a large one sees every line."""

    def __init__(self, state, me, rng, max_nodes=DEFAULT_NODES, evaluate=evaluate):
        self.me = me
        self.max_nodes = max_nodes
        self.nodes = 0
        self.evaluate = evaluate
        self.root = determinise(state, me, rng)
        self.turn = state.turn
        self.root_fight = state.phase == FIGHT
        self.seen = set()
        self.leaves = {}

    def run(self):
        """Search and return the plans, best first (one per distinct end position)."""
        me = self.me
        root = self.root
        self._settle(root)
        # Heap entries carry their node's playout (the actions SimplePlayer took from it, and the value it
        # reached): the child made by the playout's first action plays out exactly as the rest of it, so
        # its playout is not played again (same leaf, same value: the search is unchanged, only cheaper).
        heap = [(0.0, 0, root, (), None, signature(root, me))]
        count = 1
        while heap and self.nodes < self.max_nodes:
            _v, _n, s, path, played, key = heapq.heappop(heap)
            twins = None if s.scripted else lane_twins(s, me)
            first_attack = True
            for a in s.legal_actions():
                if twins and a.kind == A.PLAY and twins[a.lane] != a.lane:
                    continue  # vanilla: a Lane just like an earlier one gives the same position, mirrored
                if a.kind == A.ATTACK and not self.root_fight:
                    if not first_attack:
                        continue  # from the main phase, the Fight starts in Lane order
                    first_attack = False
                c = s.clone()
                c.apply_action_unchecked(a)
                self.nodes += 1
                settled = self._settle(c)
                ckey = signature(c, me)
                if ckey in self.seen:
                    continue
                self.seen.add(ckey)
                cpath = path + ((key, a),)
                known = None
                if played is not None and played[0] and played[0][0] == a:
                    known = (played[0][1 + settled:], played[1])  # the rest of the parent's playout
                if self._done(c) or (c.phase == FIGHT and not self.root_fight):
                    if known is None:  # (else: the parent's playout already gave this very leaf)
                        self._finish(c)
                        self._leaf(c, cpath)
                    continue
                if known is None:
                    f = c.clone(keep_cache=True)  # c's legal actions, worked out by f's first step, stay for c
                    acts = self._finish(f)
                    known = (acts, self._leaf(f, cpath))
                heapq.heappush(heap, (-known[1], count, c, cpath, known, ckey))
                count += 1
        if not self.leaves:  # nothing to choose from the root (cannot happen with a legal action)
            f = root.clone()
            self._finish(f)
            self._leaf(f, ())
        return sorted(self.leaves.values(), key=lambda vp: -vp[0])

    def _done(self, s):
        if s.phase == OVER or s.turn != self.turn:
            return True
        return s.current_player() != self.me and s.active != self.me

    def _settle(self, s):
        """The opponent answers a choice in my turn by SimplePlayer's rules (not part of my plan); returns
        how many actions that took."""
        n = 0
        while not self._done(s) and s.current_player() != self.me:
            s.apply_action_unchecked(simple_action(s))
            n += 1
        return n

    def _finish(self, s):
        """Play on with SimplePlayer's rules until the turn passes (no branching); returns the actions."""
        acts = []
        while not self._done(s):
            a = simple_action(s)
            acts.append(a)
            s.apply_action_unchecked(a)
        return acts

    def _leaf(self, s, path):
        key = signature(s, self.me)
        v = self.evaluate(s, self.me)
        old = self.leaves.get(key)
        if old is None or v > old[0]:
            self.leaves[key] = (v, path)
        return v


def lane_twins(s, me):
    """For each Lane, the first Lane that looks exactly the same (both sides' cards, damage, states,
    Frozen, face-down). Only used without card scripts, where no rule looks at a Lane's neighbours."""
    o = 1 - me
    sl = s.tab.slug

    def card(c):
        return None if c < 0 else sl[c]
    out = []
    keys = []
    for ln in range(len(s.creature[me])):
        k = (card(s.creature[me][ln]), s.cdmg[me][ln], s.cstate[me][ln], card(s.building[me][ln]),
             s.frozen[me][ln], s.face_down[me][ln], card(s.creature[o][ln]), s.cdmg[o][ln], s.cstate[o][ln],
             card(s.building[o][ln]))
        out.append(keys.index(k) if k in keys else ln)
        keys.append(k)
    return out


class GreedyPlayer:
    """One-ply search over the whole turn with evaluate() (module docstring); mulligans by keep_hand."""

    name = "greedy"

    def __init__(self, rng: Rng | None = None, max_nodes: int = DEFAULT_NODES):
        self.rng = rng or Rng(0)
        self.max_nodes = max_nodes
        self.plan = []

    def reset(self, rng: Rng) -> None:
        """Start a new game with this RNG."""
        self.rng = rng
        self.plan = []

    def select_action(self, state):
        """The next action of the best turn plan."""
        acts, me, a = decided_without_search(self.plan, state)
        if a is not None:
            return a
        plans = TurnSearch(state, me, self.rng, self.max_nodes).run()
        return start_plan(self, plans[0][1], acts)


def decided_without_search(plan, state):
    """(legal actions, deciding player, action or None): the action when no search is needed (one legal
    action, the mulligan, a vanilla attack, or the next step of a plan still on track); the searching
    players (greedy, MCTS) share this."""
    acts = state.legal_actions()
    if len(acts) == 1:
        return acts, None, acts[0]
    me = state.current_player()
    if state.phase == MULLIGAN:
        return acts, me, acts[1] if keep_hand(state, me) else acts[0]  # order: yes, no
    if state.phase == FIGHT and not state.scripted:
        return acts, me, acts[0]  # vanilla attacks are independent of each other: any order gives the same result
    return acts, me, follow_plan(plan, state, me, acts)


def follow_plan(plan, state, me, acts):
    """Pop and return the plan's next action when the position is the one the plan expected, else None
    (and drop the plan)."""
    if plan:
        key, a = plan[0]
        if key == signature(state, me) and a in acts:
            plan.pop(0)
            return a
        plan.clear()
    return None


def start_plan(player, path, acts):
    """Keep the rest of a plan (cut after a draw: the card drawn is news) and return its first action."""
    if not path:
        return simple_fallback(acts)
    rest = []
    for i, (_key, a) in enumerate(path[1:]):
        if path[i][1].kind == A.DRAW:
            break
        rest.append((_key, a))
    player.plan = rest
    return path[0][1]


def simple_fallback(acts):
    """The first legal action (used only if a search found no plan)."""
    return acts[0]
