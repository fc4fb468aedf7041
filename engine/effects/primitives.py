"""Small effect primitives scripts build on (the vocabulary grows with the card scripts)."""
from __future__ import annotations

from ..defs import LANES
from ..rules.core import (
    check_creatures,
    check_hp,
    damage_creature,
    damage_player,
    draw_card,
    heal_player,
    recount_lands,
    remove_building,
    remove_creature,
)


def adjacent_lanes(lane, lanes=LANES):
    """Adjacent: lanes i-1 and i+1 on the same side only (never the opponent's cards)."""
    return [i for i in (lane - 1, lane + 1) if 0 <= i < lanes]


def freeze(state, side, lane):
    """R24: put a Frozen token on a Landscape; at most one; face-down Landscapes can take one too."""
    state.frozen[side][lane] = True


def flip_face_down(state, side, lane, down=True):
    """Turn a Landscape face down (it gives no type, R11/R31) or back up; a Frozen token stays (R24)."""
    state.face_down[side][lane] = down
    recount_lands(state, side)


def move_creature(state, side, lane, to_lane):
    """Changing Lanes: never into a lane where that side already has a Creature (Frozen is no bar, R24)."""
    if state.creature[side][to_lane] >= 0:
        raise ValueError("cannot move a Creature into a lane that already has one")
    for arr in (state.creature, state.cdmg, state.cstate):
        arr[side][to_lane], arr[side][lane] = arr[side][lane], arr[side][to_lane]
    state.creature[side][lane] = -1


def destroy_creature(state, side, lane):
    """Destroy: to its owner's discard pile (fires leaves-play and destroyed)."""
    if state.creature[side][lane] >= 0:
        remove_creature(state, side, lane, True)


def destroy_building(state, side, lane):
    """Buildings take no Fight damage but effects can destroy them (R14)."""
    if state.building[side][lane] >= 0:
        remove_building(state, side, lane, True)


__all__ = ["adjacent_lanes", "freeze", "flip_face_down", "move_creature", "destroy_creature",
           "destroy_building", "damage_creature", "damage_player", "heal_player", "draw_card",
           "check_creatures", "check_hp"]


def damage_each_player(state, amounts):
    """Several players lose HP in ONE event, then R22 is checked once (both at 0 or less = a draw)."""
    for p, n in enumerate(amounts):
        state.hp[p] -= max(0, n)
    check_hp(state)
