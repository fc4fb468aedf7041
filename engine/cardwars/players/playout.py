"""greedy's playouts: the choice rule of its side (lean_action) and the loop that plays a turn out with it.

Compiled with the kernel (engine/cardwars/kernel.py): a whole-turn search spends most of its time here and
in the rules it calls, once per position it values. The pure-Python path runs this same source and plays
the same games (tests/engine/test_kernel.py, tests/engine/test_lean_actions.py)."""
from __future__ import annotations

from .. import actions as A
from ..actions import Action
from ..board import OVER, SeatId
from ..game import GameState
from ..rules.legal import lean_actions
from .simple import best_play, simple_action


def lean_action(state: GameState, acts: list[Action] | None = None) -> Action:
    """SimplePlayer's choice without its rules of thumb for Spells, Floops and abilities: those are never
    played in a playout (the search tree has both "play it" and "keep it" as children and compares the
    values they reach), so a playout does not credit a card with an effect it may not have. It chooses
    among legal.lean_actions (those actions never worked out), or among `acts`, state.legal_actions(), when
    the caller has them."""
    if acts is None:
        acts = lean_actions(state)
    if len(acts) == 1:
        return acts[0]
    k0 = acts[0].kind
    if k0 == A.MULLIGAN or k0 == A.CHOOSE:
        return simple_action(state)
    return best_play(state, state.current_player(), acts, True)


def turn_passed(s: GameState, me: SeatId, turn: int) -> bool:
    """True once `me`'s turn `turn` is over for a search: the game ended, the turn changed, or someone else
    decides outside `me`'s turn."""
    if s.phase == OVER or s.turn != turn:
        return True
    return s.current_player() != me and s.active != me


def lean_playout(s: GameState, me: SeatId, turn: int) -> list[Action]:
    """Play `s` on until `me`'s turn passes: lean_action for `me`, SimplePlayer's rules for the others'
    answers (greedy.PlayoutSearch's playout); returns the actions played."""
    played: list[Action] = []
    while not turn_passed(s, me, turn):
        a = lean_action(s) if s.current_player() == me else simple_action(s)
        played.append(a)
        s.apply_action_unchecked(a)
    return played


__all__ = ["lean_action", "lean_playout", "turn_passed"]
