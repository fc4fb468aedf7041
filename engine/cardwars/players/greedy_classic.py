"""The greedy player as of the first release, kept as a yardstick (player name `greedy-classic`).

A frozen copy of that release's one-ply whole-turn search (TurnSearch), its plan following and the
evaluation it maximised (its mulligan rule is evaluate.keep_hand, SimplePlayer's, pinned with it), so
that a newer greedy can be measured against it on the same deals (`python -m bench.strength`). Do not
tune anything here: a change moves the yardstick. The new greedy is greedy.py; the description of this
one is in docs/players.md ("greedy-classic").

At each decision it enumerates the sequences of its own actions until the turn passes (plays, Floops,
draws, abilities, the answers to its own choices, the start of the Fight), on a determinised copy of the
state, scores each end of turn with evaluate(), and plays the first action of the best sequence; it then
follows that plan while the position is the one it expected. Positions are expanded best first, each
valued by finishing the turn with SimplePlayer's rules (simple.py, whose games are pinned by the
determinism tests), up to `max_nodes` positions. From the main phase the Fight starts in Lane order."""
from __future__ import annotations

import heapq

from ...core.collector import searching
from ...core.rng import Rng
from .. import actions as A
from ..board import DRAW_RESULT, FIGHT, MULLIGAN, OVER
from ..events import SCRIPTS
from .evaluate import keep_hand, keep_opening_hand
from .playout import turn_passed
from .simple import simple_action
from .team_eval import team_value
from .view import creature_stats, determinise, signature

WIN = 1000.0
W_HP = 1.0
W_DANGER = 6.0  # extra value of HP when low: W_DANGER / (hp + 2)
W_ATK = 1.6
W_DEF = 0.35
W_BODY = 1.0
W_BUILDING = 0.6
W_BUILDING_SCRIPTED = 1.5
W_THREAT_NOW = 1.0
W_THREAT_NEXT = 0.5
W_LETHAL = 40.0
W_CARD = 1.1
W_DECK = 0.05


def side_terms(state, p):
    """(board value, unblocked ATK) of side p."""
    o = state.opponent(p)  # the side across the Lanes
    board = 0.0
    unblocked = 0
    ocr = state.creature[o]
    for lane in state.lanes_of(p):
        st = creature_stats(state, p, lane)
        if st is not None:
            atk, left = st
            board += W_ATK * atk + W_DEF * max(left, 0) + W_BODY
            if ocr[lane] < 0:
                unblocked += atk
        if state.building[p][lane] >= 0:
            board += W_BUILDING
            if state.scripted:
                if state.tab.slug[state.building[p][lane]] in SCRIPTS:
                    board += W_BUILDING_SCRIPTED
    return board, unblocked


def evaluate(state, player) -> float:
    """Score a position for `player` (see the module docstring for the terms and weights)."""
    if len(state.hp) != 2:  # a table of teams (Doubles): the team's HP pool and both teammates' boards (R28, R34)
        return team_value(state, player)
    if state.phase == OVER:
        w = state.winner
        if w == DRAW_RESULT or w is None:
            return 0.0
        return WIN if w == player else -WIN
    o = state.opponent(player)
    hp_me, hp_op = state.hp[player], state.hp[o]
    score = W_HP * (hp_me - hp_op) + W_DANGER * (1.0 / (hp_op + 2) - 1.0 / (hp_me + 2))
    b_me, u_me = side_terms(state, player)
    b_op, u_op = side_terms(state, o)
    score += b_me - b_op
    mover = state.active
    if mover == player:
        score += W_THREAT_NOW * u_me - W_THREAT_NEXT * u_op
        if u_me >= hp_op:
            score += W_LETHAL
    else:
        score += W_THREAT_NEXT * u_me - W_THREAT_NOW * u_op
        if u_op >= hp_me:
            score -= W_LETHAL
    score += W_CARD * (len(state.hand[player]) - len(state.hand[o]))
    score += W_DECK * (min(len(state.deck[player]), 10) - min(len(state.deck[o]), 10))
    return score


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
        seen = self.seen
        self._settle(root)
        # Heap entries carry their node's playout (the actions SimplePlayer took from it, and the value it
        # reached): the child made by the playout's first action plays out exactly as the rest of it, so
        # its playout is not played again (same leaf, same value: the search is unchanged, only cheaper).
        # They hold a node as its parent and the action from there, not as a position: the playout runs on the
        # child itself, and the few nodes the search expands are made again (the same position: the parent is
        # never changed and the engine is deterministic), one copy fewer for every position looked at.
        heap = [(0.0, 0, None, None, (), None, signature(root, me))]
        count = 1
        while heap and self.nodes < self.max_nodes and not self._stop():
            _v, _n, parent, pa, path, played, key = heapq.heappop(heap)
            if parent is None:
                s = root
            else:
                s = parent.clone()
                s.apply_action_unchecked(pa)
                self._settle(s)
            twins = None if s.scripted else lane_twins(s, me)
            every_attack = self._every_attack(s)
            first_attack = True
            for a in s.legal_actions():
                if twins and a.kind == A.PLAY and twins[a.lane] != a.lane:
                    continue  # vanilla: a Lane just like an earlier one gives the same position, mirrored
                if a.kind == A.ATTACK and not every_attack:
                    if not first_attack:
                        continue  # from the main phase, the Fight starts in Lane order
                    first_attack = False
                c = s.clone()
                c.apply_action_unchecked(a)
                self.nodes += 1
                settled = self._settle(c)
                ckey = signature(c, me)
                n_seen = len(seen)
                seen.add(ckey)  # one hash of the key, not two (a key is a long tuple, its hash is not kept)
                if len(seen) == n_seen:
                    continue  # a transposition: that position is in the tree already
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
                    acts = self._finish(c)  # on c itself: made again from s if the search expands it
                    known = (acts, self._leaf(c, cpath))
                heapq.heappush(heap, (-known[1], count, s, a, cpath, known, ckey))
                count += 1
        if not self.leaves:  # nothing to choose from the root (cannot happen with a legal action)
            f = root.clone()
            self._finish(f)
            self._leaf(f, ())
        return sorted(self.leaves.values(), key=lambda vp: -vp[0])

    def _stop(self):
        """True to end the search before its budget is spent: never here (a hook for greedy_turn.PatientSearch;
        this search's choice is unchanged)."""
        return False

    def _every_attack(self, s):
        """True when every attack of `s` is a child; else only the first in Lane order. Here: once the Fight has
        begun at the root (a hook for greedy.PlayoutSearch, which widens it; this search's choice is unchanged)."""
        return self.root_fight

    def _done(self, s):
        return turn_passed(s, self.me, self.turn)

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
        entry = (v, path)
        old = self.leaves.setdefault(key, entry)  # a new end position: one hash of its key
        if old is not entry and v > old[0]:
            self.leaves[key] = entry
        return v


def lane_twins(s, me):
    """For each Lane, the first Lane that looks exactly the same (both sides' cards, damage, states,
    Frozen, face-down). Only used without card scripts, where no rule looks at a Lane's neighbours. At a table
    of teams (Doubles, R26) a seat's Lanes face two opponents: no Lane is taken for another."""
    if len(s.hp) != 2:
        return list(s.lanes_of(me))
    o = s.opponent(me)
    sl = s.tab.slug

    def card(c):
        return None if c < 0 else sl[c]
    out = []
    keys = []
    for ln in s.lanes_of(me):
        k = (card(s.creature[me][ln]), s.cdmg[me][ln], s.cstate[me][ln], card(s.building[me][ln]),
             s.frozen[me][ln], s.face_down[me][ln], card(s.creature[o][ln]), s.cdmg[o][ln], s.cstate[o][ln],
             card(s.building[o][ln]))
        out.append(keys.index(k) if k in keys else ln)
        keys.append(k)
    return out


class PlanningPlayer:
    """A player that searches its whole turn and follows the plan found until it goes off track (the greedy
    players): it keeps the RNG, the search budget and the plan; a subclass says how a turn is searched (search:
    the path of (key, action) pairs to follow). opening_hand: the mulligan is decided on the hand alone
    (keep_opening_hand, R7) before anything else; otherwise decided_without_search's keep_hand decides it."""

    name = "planning"
    opening_hand = True

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
        if self.opening_hand and state.phase == MULLIGAN:
            acts = state.legal_actions()
            return acts[1] if keep_opening_hand(state, state.current_player()) else acts[0]  # yes, no
        acts, me, a = decided_without_search(self.plan, state)
        if a is not None:
            return a
        with searching():  # the collector's passes spaced out while positions are cloned by the thousand
            path = self.search(state, me)
        return start_plan(self, path, acts)

    def search(self, state, me):
        """The best path found for `me` from `state`."""
        raise NotImplementedError


class ClassicGreedyPlayer(PlanningPlayer):
    """One-ply search over the whole turn with evaluate() (module docstring); mulligans by keep_hand."""

    name = "greedy-classic"
    opening_hand = False

    def search(self, state, me):
        return TurnSearch(state, me, self.rng, self.max_nodes).run()[0][1]


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
