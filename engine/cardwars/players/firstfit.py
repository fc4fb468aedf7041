"""`first`: the cheapest sensible policy, the engine benchmark's baseline (issue 4): keep the opening hand,
play the first affordable card (hand order) into the first empty Lane, let everything fight, end the turn.
It reads only the legal actions and which Lanes are filled, and never draws for an Action. In the Main phase
and the Fight phase it asks the rules for just that play, else the first attack, else the end, not for
every legal action: its choice is the same (it never takes the Floops, draws and abilities among them), and
cheaper."""
from __future__ import annotations

from ...core.rng import Rng
from .. import actions as A
from ..board import FIGHT, MAIN
from ..rules.legal import first_attack, first_play_into_empty

_END = A.make(A.END)


class FirstFitPlayer:
    """First legal play that fills an empty Lane (or a Spell), else the first attack, else end."""

    name = "first"

    def __init__(self, rng: Rng | None = None):
        self.rng = rng or Rng(0)

    def reset(self, rng: Rng) -> None:
        """Start a new game (the policy uses no randomness)."""
        self.rng = rng

    def select_action(self, state):
        """The first action of the policy's order among the legal ones."""
        if not state.pending:
            if state.phase == MAIN:
                return first_play_into_empty(state) or first_attack(state) or _END
            if state.phase == FIGHT:
                attack = first_attack(state)
                if attack is not None:
                    return attack
        acts = state.legal_actions()
        p = state.current_player()
        attack = end = None
        for a in acts:
            k = a.kind
            if k == A.PLAY:
                if a.lane < 0 or _lane_free(state, p, a.card, a.lane):
                    return a
            elif k == A.ATTACK:
                attack = attack or a
            elif k == A.MULLIGAN:
                if a.arg == "no":
                    return a
            elif k == A.END:
                end = a
            elif k == A.CHOOSE:
                return a
        return attack or end or acts[0]


def _lane_free(state, p, slug, lane) -> bool:
    tab = state.tab
    for c in state.hand[p]:
        if tab.slug[c] == slug:
            zone = state.building if tab.kind[c] == 1 else state.creature
            return zone[p][lane] < 0
    return False
