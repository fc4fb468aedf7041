"""AI players behind one protocol: `select_action(state) -> action`, using only current_player,
legal_actions, apply_action, clone, is_terminal and outcome (plus read-only board helpers for greedy).
Each player owns an injected Rng; none touches the game's RNG."""
from __future__ import annotations

from .. import actions as A
from ..rng import Rng


class RandomPlayer:
    """Uniformly random among the legal actions."""

    name = "random"

    def __init__(self, rng: Rng | None = None):
        self.rng = rng or Rng(0)

    def select_action(self, state):
        """Pick a legal action at random."""
        acts = state.legal_actions()
        return acts[self.rng.randbelow(len(acts))]


class GreedyVanillaPlayer:
    """Keep the hand; play the first affordable card (hand order) into the first empty lane; everything
    fights; then end the turn. Works from legal_actions, never drawing for an Action."""

    name = "greedy"

    def __init__(self, rng: Rng | None = None):
        self.rng = rng or Rng(0)

    def select_action(self, state):
        """First legal play that fills an empty lane, else the first attack, else end/keep."""
        acts = state.legal_actions()
        p = state.current_player()
        attack = end = None
        for a in acts:
            k = a.kind
            if k == A.PLAY:
                if a.lane < 0:
                    return a
                cid = _hand_card(state, p, a.card)
                zone = state.building if state.tab.kind[cid] == 1 else state.creature
                if zone[p][a.lane] < 0:
                    return a
            elif k == A.ATTACK:
                if attack is None:
                    attack = a
            elif k == A.MULLIGAN:
                if a.arg == "no":
                    return a
            elif k == A.END:
                end = a
            elif k == A.CHOOSE:
                return a
        return attack or end or acts[0]


def _hand_card(state, p, slug):
    sl = state.tab.slug
    for c in state.hand[p]:
        if sl[c] == slug:
            return c
    return -1


PLAYERS = {"random": RandomPlayer, "greedy": GreedyVanillaPlayer}
