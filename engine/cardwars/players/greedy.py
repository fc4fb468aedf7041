"""The greedy players.

GreedyPlayer (`greedy`, the default): the whole-turn search of the first release (greedy_classic's
TurnSearch: 120 positions, best first, each valued by a playout to the end of the turn and evaluate())
with three changes (PlayoutSearch):
- my playouts follow lean_action: SimplePlayer's rules without playing Spells, Floops or abilities, which
  the first release's playout played whatever they did. The tree still has "play it" and "keep it" as
  children, so a Spell or an ability is played only when the position it reaches scores better;
- from the main phase, when a card script takes part in the Fight (order_matters), every first attacker
  is a child, not only the lowest Lane (R18, R19: a Creature destroyed early can change what a later
  attack does);
- the mulligan is decided on the hand (evaluate.keep_opening_hand, R7) instead of keeping almost every hand.
Its leaves are scored by evaluate(), as the first release's were: scoring them by turn_value (the
opponent's coming Fight played in the head) lost ground against greedy-classic over 4,000 paired games
(docs/players.md).

FastGreedyPlayer (`greedy-fast`, experimental): a hill climb over the turn, each step judged by what it
changes. On a determinised copy of the state (view.determinise) every legal main-phase action is applied
to a copy, its first follow-up choice (targets, "may") answered by trying each option when the action is
close to the best, and the result scored by evaluate.turn_value, which plays the coming Fight in its head.
The best step is taken when it beats standing still (an unspent Action counts W_ACTION); then the next
step is chosen from there, until the Fight or a draw (the card drawn is news: it searches again). Later
steps retry only the last step's best few cards (RETRY) and new actions. So a card is played only for
what it does: a Spell whose effect changes nothing scores below keeping the card. Fight order (R18-R21):
when two or more Creatures are to attack and a card script takes part (order_matters), each first
attacker is tried, the rest in Lane order, and the best whole Fight kept, from the main phase as well as
once the Fight has begun. It looks at about 20 positions a turn instead of greedy's 120 playouts and is
an order of magnitude faster, but it loses to greedy-classic on the product pairs (docs/players.md), so
it is not the default.

The greedy of the first release is greedy_classic.py, kept as the yardstick
(`python -m bench.strength greedy greedy-classic`). TurnSearch, follow_plan and start_plan are that
module's, re-exported here for older imports."""
from __future__ import annotations

from ...core.rng import Rng
from .. import actions as A
from ..board import FIGHT, MAIN, MULLIGAN, OVER
from .evaluate import evaluate, keep_opening_hand, turn_value
from .greedy_classic import DEFAULT_NODES, PlanningPlayer, TurnSearch, decided_without_search, follow_plan, start_plan
from .playout import lean_action, lean_playout
from .simple import simple_action
from .view import determinise, signature

W_ACTION = 0.7  # an Action left in the main phase: worth about the card it could draw
CHOICE_DEPTH = 1  # the first choice an action asks for is searched option by option; later ones by the rules of thumb
CHOICE_MARGIN = 3.0  # an action that asks a choice is searched option by option when it is this close to the best
PRUNE = 3.0  # an action this far below stopping is not tried again at the next step of the climb
RETRY = 4  # at each later step of the climb, the last step's best few cards are tried again (and new actions)
MAX_STEPS = 12  # main-phase steps of one plan (a turn rarely has more than six)
_STOP = (A.ATTACK, A.END)


def settle(s, me, turn):
    """The opponent answers a choice in my turn by SimplePlayer's rules (not part of my plan)."""
    while s.phase != OVER and s.turn == turn and s.current_player() != me and s.active == me:
        s.apply_action_unchecked(simple_action(s))


def mine_to_decide(s, me, turn):
    """True while `me` decides within turn `turn` (the turn has not passed and no one else decides)."""
    return s.phase != OVER and s.turn == turn and s.current_player() == me


def step_value(s, me, turn):
    """turn_value of a position reached by a main-phase step, plus W_ACTION per Action still to spend."""
    v = turn_value(s, me)
    if s.phase == MAIN and s.turn == turn and s.active == me:
        v += W_ACTION * s.actions_left
    return v


class Climb:
    """One hill climb from a determinised copy of `state` (module docstring). `run()` returns the plan:
    ((key, action), ...) where key is the position `me` expects before each action."""

    def __init__(self, state, me, rng):
        self.me = me
        self.turn = state.turn
        self.root = determinise(state, me, rng)
        self.positions = 0

    def expand(self, s, a, depth=CHOICE_DEPTH):
        """Apply `a` to a copy of `s`, answer my own follow-up choices option by option; returns
        (value, copy, steps) for the best answers, steps = ((key, action), ...) from `s`."""
        me, turn = self.me, self.turn
        c = s.clone()
        c.apply_action_unchecked(a)
        self.positions += 1
        settle(c, me, turn)
        steps = ((signature(s, me), a),)
        if depth and mine_to_decide(c, me, turn) and c.pending:
            best = None
            for o in c.legal_actions():
                r = self.expand(c, o, depth - 1)
                if best is None or r[0] > best[0]:
                    best = r
            return best[0], best[1], steps + best[2]
        while mine_to_decide(c, me, turn) and c.pending:  # too deep: the rules of thumb answer
            o = simple_action(c)
            steps += ((signature(c, me), o),)
            c.apply_action_unchecked(o)
            settle(c, me, turn)
        return step_value(c, me, turn), c, steps

    def run(self):
        """Climb from the root; returns the plan (possibly ending with the first attack or the end)."""
        me, turn = self.me, self.turn
        s = self.root
        plan = ()
        if s.pending:  # a choice to answer first: the best option, then go on climbing if it is my main phase
            best = None
            for o in s.legal_actions():
                r = self.expand(s, o)
                if best is None or r[0] > best[0]:
                    best = r
            plan = best[2]
            s = best[1]
            if not (mine_to_decide(s, me, turn) and s.phase == MAIN and not s.pending):
                return plan
        tried: dict = {}  # action -> its gain over stopping at the previous step
        for _ in range(MAX_STEPS):
            if not mine_to_decide(s, me, turn) or s.phase != MAIN:
                return plan
            stop_v = step_value(s, me, turn)  # a step must beat standing still, Actions included
            best = None
            stops = []
            gains = {}
            asked = []  # actions whose follow-up choice the rules of thumb answered: searched below if close
            acts = s.legal_actions()
            if tried:
                keep = retried(tried)
            for a in acts:
                if a.kind in _STOP:
                    stops.append(a)
                    continue
                if tried and a in tried and a not in keep:
                    gains[a] = tried[a]
                    continue  # it did worse a step ago than the ones tried again
                r = self.expand(s, a, 0)
                gains[a] = r[0] - stop_v
                if len(r[2]) > 1:
                    asked.append((r[0], a))
                if best is None or r[0] > best[0]:
                    best = r
            if asked:
                floor = max(best[0], stop_v) - CHOICE_MARGIN
                for v, a in asked:
                    if v >= floor:
                        r = self.expand(s, a)
                        gains[a] = max(gains[a], r[0] - stop_v)
                        if r[0] > best[0]:
                            best = r
            tried = gains
            if best is None or best[0] <= stop_v:
                return plan + fight_plan(s, me, turn, stops)
            plan += best[2]
            if best[2][0][1].kind == A.DRAW:
                return plan  # the card drawn is news: search again with it in hand
            s = best[1]
        return plan


def retried(tried):
    """The actions of the last step to try again: the draw, and for each of the RETRY best cards or
    abilities (by their best gain, none more than PRUNE below stopping) its two best Lanes or options."""
    groups: dict = {}
    for a, g in tried.items():
        if g > -PRUNE:
            groups.setdefault((a.kind, a.card, a.arg if a.kind != A.PLAY else None), []).append((g, a))
    keep = {a for a in tried if a.kind == A.DRAW}
    best = sorted(groups.values(), key=lambda m: -max(m)[0])[:RETRY]
    for members in best:
        members.sort(key=lambda ga: -ga[0])
        keep.update(a for _g, a in members[:2])
    return keep


def order_matters(s, me):
    """True when a card script takes part in my Fight: a scripted Creature on either side, a scripted
    Building or Hero of mine. Without one, attacks are independent (R18) and Lane order is as good as any."""
    if not s.scripted:
        return False
    scripts = s.scripts
    for side in s.seats_from(me):
        for c in s.creature[side]:
            if c >= 0 and scripts[c] is not None:
                return True
    for b in s.building[me]:
        if b >= 0 and scripts[b] is not None:
            return True
    return False


def fight_plan(s, me, turn, stops):
    """The Fight from `s` (a determinised copy) as plan steps: when the order may matter, each first attack
    is tried with the rest in the order SimplePlayer gives (Lane order) and the end of the turn scored by
    turn_value; otherwise the first attack in Lane order (or the end of the turn)."""
    attacks = [a for a in stops if a.kind == A.ATTACK]
    if len(attacks) < 2 or not order_matters(s, me):
        return ((signature(s, me), stops[0]),) if stops else ()
    best, best_v = (), None
    for a in attacks:
        c = s.clone()
        steps = [(signature(s, me), a)]
        c.apply_action_unchecked(a)
        while c.phase != OVER and c.turn == turn and c.active == me:
            o = simple_action(c)
            if c.current_player() == me:
                steps.append((signature(c, me), o))
            c.apply_action_unchecked(o)
        v = turn_value(c, me)
        if best_v is None or v > best_v:
            best, best_v = tuple(steps), v
    return best


class PlayoutSearch(TurnSearch):
    """greedy_classic.TurnSearch with two changes: my playouts follow lean_action (no Spell, Floop or
    ability played by rule of thumb), and from the main phase, when the order of attacks may matter
    (order_matters), every first attacker is a child of the tree, not only the lowest Lane."""

    def _every_attack(self, s):
        """Every attack is a child once the Fight has begun at the root, or when a script takes part in it."""
        return self.root_fight or order_matters(s, self.me)

    def _finish(self, s):
        """Play on with lean_action (my choices) and SimplePlayer's rules (the opponent's answers) until
        the turn passes; returns the actions."""
        return lean_playout(s, self.me, self.turn)


class GreedyPlayer(PlanningPlayer):
    """The whole-turn search with lean playouts, evaluate() leaves and every first attacker when the order
    matters (PlayoutSearch, 120 positions); the mulligan decided on the hand (keep_opening_hand, R7)."""

    name = "greedy"

    def search(self, state, me):
        return PlayoutSearch(state, me, self.rng, self.max_nodes, evaluate=evaluate).run()[0][1]


class FastGreedyPlayer:
    """Hill climb over the turn with turn_value (module docstring); mulligans by keep_opening_hand.
    Experimental (player name `greedy-fast`): far cheaper than GreedyPlayer but not yet as strong."""

    name = "greedy-fast"

    def __init__(self, rng: Rng | None = None):
        self.rng = rng or Rng(0)
        self.plan = []
        self.positions = 0  # positions looked at (for benchmarks)

    def reset(self, rng: Rng) -> None:
        """Start a new game with this RNG."""
        self.rng = rng
        self.plan = []

    def select_action(self, state):
        """The next action of the plan, searched when there is none or the position is not the expected one."""
        acts = state.legal_actions()
        if len(acts) == 1:
            return acts[0]
        me = state.current_player()
        if state.phase == MULLIGAN:
            return acts[1] if keep_opening_hand(state, me) else acts[0]  # order: yes, no
        a = follow_plan(self.plan, state, me, acts)
        if a is not None:
            return a
        if state.phase not in (MAIN, FIGHT) and not state.pending:
            return simple_action(state)
        climb = Climb(state, me, self.rng)
        if state.phase == FIGHT and not state.pending:
            root = climb.root
            plan = fight_plan(root, me, root.turn, [a for a in root.legal_actions() if a.kind in _STOP])
        else:
            plan = climb.run()
        self.positions += climb.positions
        if not plan:
            return simple_action(state)
        return start_plan(self, plan, acts)


__all__ = ["DEFAULT_NODES", "FastGreedyPlayer", "GreedyPlayer", "PlayoutSearch", "TurnSearch", "decided_without_search", "follow_plan", "lean_action", "start_plan"]
