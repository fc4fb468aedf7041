"""Cheap rule-based policies: `SimplePlayer` (one pass over the legal
actions, no look-ahead), which greedy uses to finish a turn past its node budget and MCTS uses for rollouts."""
from __future__ import annotations

from typing import Final

from ...core.rng import Rng
from .. import actions as A
from ..board import K_BUILDING, K_CREATURE, K_SPELL, Board
from ..events import SCRIPTS
from ..game import GameState
from .evaluate import keep_hand
from .view import creature_stats


def _scripted(state: Board, slug: str | None) -> bool:
    return state.scripted and slug in SCRIPTS


def _hand_card(state: Board, p: int, slug: str | None) -> int:
    sl = state.tab.slug
    for c in state.hand[p]:
        if sl[c] == slug:
            return c
    return -1


def play_score(state: Board, p: int, a: A.Action) -> float:
    """Rule-of-thumb value of one main-phase action (no look-ahead); <= 0 means 'not worth it'."""
    k = a.kind
    if k == A.PLAY:
        cid = _hand_card(state, p, a.card)
        kind = state.tab.kind[cid]
        if kind == K_CREATURE:
            atk, dfn = state.tab.atk[cid], state.tab.dfn[cid]
            v = 2.0 * atk + 0.3 * dfn + 1.0
            o, olane = state.facing(p, a.lane)  # the side across the Lane (R26 in Doubles)
            mine = creature_stats(state, p, a.lane)
            theirs = creature_stats(state, o, olane)
            if mine is not None:  # R13: replacing loses the old Creature
                v -= 2.0 * mine[0] + 0.3 * mine[1] + 3.0
            elif theirs is not None:
                v += 1.0 + theirs[0]  # a blocker in front of their Creature
            else:
                v += 0.5 * atk  # an open Lane to hit through
            if _scripted(state, a.card):
                v += 1.0
            return v
        if kind == K_BUILDING:
            if not _scripted(state, a.card):
                return -1.0
            return 1.5 if state.building[p][a.lane] < 0 else -1.0
        if kind == K_SPELL:
            return 1.5 if _scripted(state, a.card) else -1.0
        return -1.0
    if k == A.FLOOP or k == A.HERO:
        return 1.2
    if k == A.DRAW:
        return 0.4 if len(state.hand[p]) < 6 else -1.0
    if k == A.UNFREEZE:
        return 0.8 if len(state.hand[p]) > 2 else -1.0
    return -1.0


class SimplePlayer:
    """One pass over the legal actions: the best-scoring play (play_score) while one is worth it, then
    attacks in Lane order, then end. Mulligans by keep_hand; answers a choice with the first option that
    names an opponent's card, else the first option."""

    name = "simple"

    def __init__(self, rng: Rng | None = None):
        self.rng = rng or Rng(0)

    def reset(self, rng: Rng) -> None:
        """Start a new game with this RNG."""
        self.rng = rng

    def select_action(self, state):
        """The rule-of-thumb action (see the class docstring)."""
        return simple_action(state)


def simple_action(state: GameState) -> A.Action:
    """SimplePlayer's choice, as a function (used on the hot path of rollouts)."""
    acts = state.legal_actions()
    if len(acts) == 1:
        return acts[0]
    p = state.current_player()
    k0 = acts[0].kind
    if k0 == A.MULLIGAN:
        return acts[1] if keep_hand(state, p) else acts[0]  # order: yes, no
    if k0 == A.CHOOSE:
        for o in state.opponents(p):  # an opposing card first (1 vs 1: the one opponent)
            mark = f"p{o}:"
            for a in acts:
                arg = a.arg
                if arg is not None and arg.startswith(mark):
                    return a
        return acts[0]
    return best_play(state, p, acts, False)


_LEFT_TO_SEARCH: Final = (A.FLOOP, A.HERO, A.USE)


def best_play(state: Board, p: int, acts: list[A.Action], lean: bool) -> A.Action:
    """The best-scoring action (play_score) when one is worth it, else the first attack or end of the turn,
    else the first action. lean (greedy's playouts, playout.lean_action): Spells, Floops and abilities are
    left out, never scored."""
    best: A.Action | None = None
    best_v = 0.0
    fallback: A.Action | None = None
    kind = state.tab.kind
    for a in acts:
        k = a.kind
        if k == A.ATTACK or k == A.END:
            if fallback is None:
                fallback = a
            continue
        if lean and (k in _LEFT_TO_SEARCH or (k == A.PLAY and a.lane < 0 and _spell(state, p, a.card, kind))):
            continue
        v = play_score(state, p, a)
        if v > best_v:
            best, best_v = a, v
    return best or fallback or acts[0]


def _spell(state: Board, p: int, slug: str | None, kind: tuple[int, ...]) -> bool:
    c = _hand_card(state, p, slug)
    return c >= 0 and kind[c] == K_SPELL
