"""Naruto AI players: random, MCTS and the one-decision search come from the core; greedy's scoring is this game's own.

Greedy looks one decision ahead: it samples one world it cannot tell from the real one (determinise: the
decks and the other hand re-dealt, a fresh RNG, so it never peeks), tries every legal action on a copy of
that world and keeps the one whose result evaluate() likes best (evaluate plays a battle under way out the
simple way, so a Team, an attack, a block or a Jutsu is judged by the Showdown it leads to). Ties go to
the earliest action in legal order, except that charging a card and ending the Mission Phase come last in
that order, so greedy deploys before it charges.

Counter windows (NR-R15 to NR-R17) are the one place greedy looks further. evaluate()'s projection has nobody
block, so a Counter that changes the battle (M-026 sends an Attacker's Ninja out, M-037 re-forms the
Blocker's Teams) would look like no more than a card moved to the Chakra area. At a Counter window greedy
therefore: keeps, for each Counter and target, its best payment by the one-decision score; then plays the
rest of the Attacker's turn out on the sampled world after passing and after each of those plays, both
seats choosing by the one-decision score (so the Blocker does block), and compares evaluate() at the end of
that turn. A Counter is played only when it beats passing by more than HOLD, about what a card kept in hand
is worth (evaluate gives 0.2 a card in hand, out of 12): a Counter that changes nothing stays in hand for a
later window. The Teams M-037 re-forms are picked the same way, one Ninja at a time, each by the end
of the turn it leads to (the look-ahead for M-037 itself does this once more inside). The look-ahead uses the sampled world and no RNG of its own, so the same seed gives the same
game."""
from __future__ import annotations

from typing import Any

from ..core.mcts import DEFAULT_SIMULATIONS
from ..core.players import STANDARD_PLAYERS, OnePlyPlayer, make_standard_player
from ..core.protocol import Game
from ..core.rng import Rng
from .counters import ANSWER, PHASE, REORGANIZE
from .evaluate import SCALE, evaluate

PLAYER_NAMES = STANDARD_PLAYERS
MCTS_SIMULATIONS = DEFAULT_SIMULATIONS
HOLD = 0.2 / SCALE  # what a Counter kept in hand is worth: play it only when it gains more (module docstring)
TURN_CAP = 300  # decisions of one look-ahead, far above any real turn's rest


class UnknownPlayer(ValueError):
    """A player spec that names no Naruto player."""


def counter_window(state: Any) -> bool:
    """True when the deciding seat answers a Counter window or re-forms its Teams after M-037 (NR-R16, NR-R17)."""
    return bool(state.pending) and state.pending[-1].key in (ANSWER, PHASE, REORGANIZE)


def _play_key(text: str) -> str:
    """A Counter option without its payment: "choose c12-t40-p7" -> "choose c12-t40"."""
    return "-".join(x for x in text.split("-") if not x.startswith("p"))


class GreedyPlayer(OnePlyPlayer):
    """One decision of look-ahead on a sampled world, scored by evaluate(); Counter windows look to the end
    of the turn (module docstring)."""

    evaluate = staticmethod(evaluate)

    def select_action(self, state: Any) -> Any:
        """The legal action with the best score one decision ahead (to the end of the turn at a Counter window)."""
        if not counter_window(state) or len(state.legal_actions()) == 1:
            return super().select_action(state)
        me = state.current_player()
        det = self.game.determinise
        return self.window_choice(det(state, me, self.rng) if det is not None else state.clone(), me, deep=True)

    def window_choice(self, world: Any, me: int, deep: bool) -> Any:
        """The answer at a Counter window of `world` (module docstring); a window met inside the look-ahead
        (`deep` False) looks ahead once more, with plain one-decision choices after it."""
        plays: dict[str, tuple[Any, float]] = {}
        for a in world.legal_actions():
            v = self.score(world, me, a)
            k = _play_key(str(a))
            if k not in plays or v > plays[k][1] + 1e-9:
                plays[k] = (a, v)
        best, best_v = None, -2.0
        hold = HOLD if world.pending[-1].key != REORGANIZE else 0.0
        for a, _ in plays.values():  # pass (or the first Team) comes first in legal order
            v = self.turn_value(world, me, a, deep)
            if best is None:
                best, best_v = a, v + hold
            elif v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def turn_value(self, world: Any, me: int, a: Any, deep: bool = False) -> float:
        """evaluate() for `me` once `a` is applied on a copy of `world` and the turn played out by the
        one-decision score of the seat deciding (`deep`: a window on the way is itself looked through)."""
        s = world.clone()
        turn = s.turn
        s.apply_action_unchecked(a)
        for _ in range(TURN_CAP):
            if s.is_terminal() or s.turn != turn:
                break
            acts = s.legal_actions()
            seat = s.current_player()
            pick, pick_v = acts[0], -2.0
            if deep and len(acts) > 1 and counter_window(s):
                pick = self.window_choice(s, seat, deep=False)
            elif len(acts) > 1:
                for x in acts:
                    v = self.score(s, seat, x)
                    if v > pick_v + 1e-9:
                        pick, pick_v = x, v
            s.apply_action_unchecked(pick)
        return self.evaluate(s, me)


def make_player(game: Game, spec: str, rng: Rng) -> Any:
    """random, greedy, mcts or mcts:N (N simulations per decision) or mcts:Nms (N milliseconds)."""
    return make_standard_player(game, spec, rng, greedy=GreedyPlayer, title="Naruto", error=UnknownPlayer,
                                mcts_simulations=MCTS_SIMULATIONS)
