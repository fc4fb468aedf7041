"""greedy's search, its whole line followed (player name `greedy-line`).

The search is greedy's own (greedy.PlayoutSearch: 120 positions, best first, each valued by a lean playout
to the end of the turn and evaluate()). What changes is the plan it follows. greedy's plan is the path in
the tree to the position whose playout scored best, which often stops an action or two before that playout
goes on (and before the Fight): there greedy has no plan left and searches again, several times a turn.
This player follows the whole line that reached the best end of turn: the tree path, then the playout's own
actions of mine (lean_action and SimplePlayer's rules, exactly as the search played them) until the turn
passes. It searches again only when the position is not the one the line expected (a card drawn, an
answer of the other side, a card script's surprise) or after a draw (the card drawn is news, as for greedy).

So it chooses the same first action as greedy at every searched decision, and it searches several times
less often. The mulligan is greedy's (evaluate.keep_opening_hand, R7). Every choice comes from the player's
RNG (through view.determinise) and the deterministic playout rules, so a seed gives the same game."""
from __future__ import annotations

from .evaluate import evaluate
from .greedy import PlayoutSearch, lean_action
from .greedy_classic import PlanningPlayer
from .simple import simple_action
from .view import signature


class LineSearch(PlayoutSearch):
    """greedy's PlayoutSearch whose `line()` returns the best plan extended by its playout (module docstring)."""

    def line(self):
        """((key, action), ...): the tree path to the best end of turn, then the playout's actions of mine
        from there, replayed on a copy of the determinised root until the turn passes."""
        plans = self.run()
        path = plans[0][1]
        me = self.me
        s = self.root.clone()
        for _key, a in path:
            s.apply_action_unchecked(a)
            self._settle(s)
        tail = []
        while not self._done(s):
            if s.current_player() == me:
                acts = s.legal_actions()  # worked out once, for the choice and the test of a forced step
                a = lean_action(s, acts)
                if len(acts) > 1:  # a forced step is played without the plan (decided_without_search)
                    tail.append((signature(s, me), a))
            else:
                a = simple_action(s)
            s.apply_action_unchecked(a)
        return tuple(path) + tuple(tail)


class LineGreedyPlayer(PlanningPlayer):
    """greedy's search (120 positions, lean playouts, evaluate()), following the whole line to the end of the
    turn (LineSearch, module docstring); the mulligan decided on the hand (keep_opening_hand, R7)."""

    name = "greedy-line"

    def search(self, state, me):
        return LineSearch(state, me, self.rng, self.max_nodes, evaluate=evaluate).line()


__all__ = ["LineGreedyPlayer", "LineSearch"]
