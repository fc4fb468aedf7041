"""The whole-turn search with a learned leaf value instead of playouts (player name `greedy-value`).

The search is greedy's (greedy.PlayoutSearch, from greedy_classic.TurnSearch): on a determinised copy of
the state it enumerates the deciding player's sequences of actions until the turn passes, best first,
skipping transpositions, treating look-alike Lanes as one without card scripts, and, when a card script
takes part in the Fight (greedy.order_matters), trying every first attacker. What changes is how a
position is valued: where greedy finishes the turn with a playout (SimplePlayer's rules, lean for my own
choices) and scores the end with evaluate(), this search scores the position itself with the learned
value (value.Model: a linear model of "this side wins" over board features, the Fight of the side to move
played in the head). A leaf is a position where the Fight has begun (from the main phase) or the turn has
passed; every other position is expanded in the order of its value. At a leaf where the Fight has begun,
the player (not ValueSearch by default, which MCTS uses) plays the Fight for real on a copy, in Lane order
by greedy's playout rules, and values the board the other side will face: card scripts that act in the
Fight count, where the Fight played in the head sees only ATK and DEF. So a position costs a clone, an apply
and one reading of the board (a leaf also the few attacks of its Fight), where greedy's also cost a playout
of the rest of the turn. Its plans reach
the Fight, so it searches again only after a draw or a surprise: several times less often than greedy.

Experimental: several times faster than greedy but not yet as strong (docs/players.md, "Greedy-value").

Plans are followed as greedy's are (greedy_classic.follow_plan, start_plan: a draw is news, the search
runs again), and the mulligan is greedy's (evaluate.keep_opening_hand, R7). Every choice comes from the
player's RNG (through view.determinise), so a seed gives the same game."""
from __future__ import annotations

import heapq

from ...core.rng import Rng
from .. import actions as A
from ..board import FIGHT
from .greedy import PlayoutSearch
from .greedy_classic import PlanningPlayer, lane_twins
from .value import Model, default_model
from .view import signature

VALUE_NODES = 120  # positions per searched decision, as greedy's budget


class ValueSearch(PlayoutSearch):
    """greedy's search with positions valued by a learned model instead of a playout (module docstring):
    `run()` returns (value, ((key, action), ...)) best first, one per distinct leaf. With `play_fight`, a
    leaf where the Fight has begun is valued once the Fight is played (in Lane order, by greedy's playout
    rules) rather than played in the head."""

    def __init__(self, state, me, rng, max_nodes=VALUE_NODES, model: Model | None = None, play_fight=False):
        self.model = model or default_model()
        self.play_fight = play_fight
        super().__init__(state, me, rng, max_nodes, evaluate=self.model.value)

    def _value(self, s):
        """The model's value of `s` for me; a turn that has passed is valued as it stands (its Fight is over)."""
        return self.model.value(s, self.me, s.turn == self.turn)

    def _leaf_value(self, c):
        if self.play_fight and c.phase == FIGHT and not self._done(c):
            f = c.clone()
            self._finish(f)
            return self._value(f)
        return self._value(c)

    def run(self):
        """Search and return the plans, best first (module docstring)."""
        me = self.me
        root = self.root
        self._settle(root)
        heap = [(0.0, 0, root, (), signature(root, me))]
        count = 1
        inner = None  # the best position not a leaf: its path is the plan if no leaf is reached
        leaves = self.leaves
        seen = self.seen
        root_fight = self.root_fight
        while heap and self.nodes < self.max_nodes:
            _v, _n, s, path, key = heapq.heappop(heap)
            twins = None if s.scripted else lane_twins(s, me)
            every_attack = self._every_attack(s)
            first_attack = True
            for a in s.legal_actions():
                if twins and a.kind == A.PLAY and twins[a.lane] != a.lane:
                    continue  # vanilla: a Lane just like an earlier one gives the same position, mirrored
                if a.kind == A.ATTACK and not every_attack:
                    if not first_attack:
                        continue  # the Fight starts in Lane order unless the order may matter
                    first_attack = False
                c = s.clone()
                c.apply_action_unchecked(a)
                self.nodes += 1
                self._settle(c)
                ckey = signature(c, me)
                n_seen = len(seen)
                seen.add(ckey)  # one hash of the key, not two (TurnSearch.run)
                if len(seen) == n_seen:
                    continue
                cpath = path + ((key, a),)
                if self._done(c) or (c.phase == FIGHT and not root_fight):
                    v = self._leaf_value(c)
                    entry = (v, cpath)
                    old = leaves.setdefault(ckey, entry)
                    if old is not entry and v > old[0]:
                        leaves[ckey] = entry
                    continue
                v = self._value(c)
                heapq.heappush(heap, (-v, count, c, cpath, ckey))
                count += 1
                if inner is None or v > inner[0]:
                    inner = (v, cpath)
        if not leaves:
            return [inner] if inner is not None else [(self._value(root), ())]
        return sorted(leaves.values(), key=lambda vp: -vp[0])


class ValueGreedyPlayer(PlanningPlayer):
    """Greedy's whole-turn search valued by the learned model (ValueSearch, module docstring), the Fight
    played at the leaves unless `play_fight=False`; the mulligan decided on the hand (keep_opening_hand, R7)."""

    name = "greedy-value"

    def __init__(self, rng: Rng | None = None, max_nodes: int = VALUE_NODES, model: Model | None = None,
                 play_fight: bool = True):
        super().__init__(rng, max_nodes)
        self.model = model
        self.play_fight = play_fight

    def search(self, state, me):
        return ValueSearch(state, me, self.rng, self.max_nodes, self.model, self.play_fight).run()[0][1]


__all__ = ["VALUE_NODES", "ValueGreedyPlayer", "ValueSearch"]
