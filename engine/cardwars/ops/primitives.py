"""Small state changes the vocabulary is built on (each one rule-checked, each one event-firing)."""
from __future__ import annotations

from collections.abc import Sequence

from ..board import BUSY, Board, LaneId, SeatId, replaced, slot_lane
from ..defs import LANES
from ..events import DISCARDED, DISCARDS, FROZEN, MOVED, THAWED, note_piled, turn_set, unnote_piled
from .core import (
    absorbed,
    check_creatures,
    check_hp,
    damage_creature,
    damage_player,
    dispatch,
    draw_card,
    heal_player,
    pile,
    r19_before_r22,
    recount_lands,
    remove_building,
    remove_creature,
    vacate_building,
)


def adjacent_lanes(lane: LaneId, lanes: int = LANES) -> list[LaneId]:
    """Adjacent: lanes i-1 and i+1 on the same side only (never the opponent's cards)."""
    return [i for i in (lane - 1, lane + 1) if 0 <= i < lanes]


def freeze(state: Board, side: SeatId, lane: LaneId) -> None:
    """R24: put a Frozen token on a Landscape; at most one; face-down Landscapes can take one too. The event
    names the Landscape as at_side / at_lane (listeners' own side and lane replace side / lane)."""
    if not state.frozen[side][lane]:
        if state.bonus is not BUSY:  # what is kept about the position (legal plays, ATK bonuses) changes
            state.bonus = None
        state.frozen = replaced(state.frozen, side, lane, True)
        if state.scripted and FROZEN in state.listen:
            dispatch(state, FROZEN, side=side, lane=lane, at_side=side, at_lane=lane)


def thaw(state: Board, side: SeatId, lane: LaneId) -> None:
    """Remove the Frozen token from a Landscape (if any); the event names it as at_side / at_lane."""
    if state.frozen[side][lane]:
        if state.bonus is not BUSY:
            state.bonus = None
        state.frozen = replaced(state.frozen, side, lane, False)
        if state.scripted and THAWED in state.listen:
            dispatch(state, THAWED, side=side, lane=lane, at_side=side, at_lane=lane)


def flip_face_down(state: Board, side: SeatId, lane: LaneId, down: bool = True) -> None:
    """Turn a Landscape face down (it gives no type, R11/R31) or back up; a Frozen token stays (R24)."""
    state.face_down = replaced(state.face_down, side, lane, down)
    recount_lands(state, side)


def set_land_type(state: Board, side: SeatId, lane: LaneId, landscape: str) -> None:
    """A Landscape becomes another type (face up or down, Frozen or not, it keeps those); R11 counts follow."""
    state.land = replaced(state.land, side, lane, landscape)
    recount_lands(state, side)


def move_creature(state: Board, side: SeatId, lane: LaneId, to_lane: LaneId, to_side: SeatId | None = None) -> None:
    """Changing Lanes: never into a lane where that side already has a Creature (Frozen is no bar, R24).
    to_side moves it to the other side of the table (control changes; the owner does not)."""
    ts = side if to_side is None else to_side
    if state.creature[ts][to_lane] >= 0:
        raise ValueError("cannot move a Creature into a lane that already has one")
    cid = state.creature[side][lane]
    for arr in (state.creature, state.cdmg, state.cstate):
        arr[ts][to_lane], arr[side][lane] = arr[side][lane], arr[ts][to_lane]
    state.creature[side][lane] = -1
    _moved(state, cid, side, lane, ts, to_lane)


def rearrange_creatures(state: Board, side: SeatId, moves: dict[LaneId, LaneId]) -> None:
    """Several of one side's Creatures change Lanes at the same time (Party Energy): moves maps a Lane to the Lane
    its Creature goes to; no two arrive in one Lane, nor in a Lane keeping its Creature. Damage and state go along;
    each moved Creature is heard as changing Lanes, in the order of `moves`."""
    if state.bonus is not BUSY:
        state.bonus = None
    rows = (state.creature, state.cdmg, state.cstate)
    taken = [[row[side][lane] for lane in moves] for row in rows]
    for row in rows:
        for lane in moves:
            row[side][lane] = -1 if row is state.creature else 0
    for i, to in enumerate(moves.values()):
        if state.creature[side][to] >= 0:
            raise ValueError("cannot move a Creature into a lane that already has one")
        for row, vals in zip(rows, taken, strict=True):
            row[side][to] = vals[i]
    for lane, to in moves.items():
        _moved(state, state.creature[side][to], side, lane, side, to)


def swap_creatures(state: Board, side: SeatId, lane: LaneId, other_lane: LaneId) -> None:
    """Two Creatures on one side change Lanes with each other at the same time (Travelin' Skeleton)."""
    a, b = state.creature[side][lane], state.creature[side][other_lane]
    for arr in (state.creature, state.cdmg, state.cstate):
        arr[side][lane], arr[side][other_lane] = arr[side][other_lane], arr[side][lane]
    if a >= 0:
        _moved(state, a, side, lane, side, other_lane)
    if b >= 0:
        _moved(state, b, side, other_lane, side, lane)


def move_building(state: Board, side: SeatId, slot: int, to_lane: LaneId) -> None:
    """A Building changes Lanes (never into a lane of that side that has a Building). slot: its place in
    building[side] (its Lane, or LANES + i for an additional Building: Burly Lumberjack); one left behind
    by a Lane's first Building takes its place (ops.core.vacate_building)."""
    if state.building[side][to_lane] >= 0:
        raise ValueError("cannot move a Building into a lane that already has one")
    cid = state.building[side][slot]
    bst = state.bstate[side][slot]
    lane = slot_lane(state, side, slot)
    if slot >= LANES or state.annex[side]:
        vacate_building(state, side, slot)
    else:
        state.building[side][lane] = -1
    state.building[side][to_lane], state.bstate[side][to_lane] = cid, bst
    _moved(state, cid, side, lane, side, to_lane)


def rearrange_buildings(state: Board, side: SeatId, moves: dict[LaneId, LaneId]) -> None:
    """Several of one side's Buildings change Lanes at the same time (Tax Reduction): moves maps a Lane to the Lane
    its (first) Building goes to; no two arrive in one Lane, nor in a Lane keeping its Building. State goes along;
    each Building whose Lane changed is heard as changing Lanes, in the order of `moves`. A Lane with additional
    Buildings (Burly Lumberjack) takes no part."""
    if any(slot_lane(state, side, LANES + i) in (lane, to) for i in range(len(state.annex[side]))
           for lane, to in moves.items()):
        raise ValueError("a Lane with additional Buildings keeps them where they are")
    if state.bonus is not BUSY:
        state.bonus = None
    rows = (state.building, state.bstate)
    taken = [[row[side][lane] for lane in moves] for row in rows]
    for row in rows:
        for lane in moves:
            row[side][lane] = -1 if row is state.building else 0
    for i, to in enumerate(moves.values()):
        if state.building[side][to] >= 0:
            raise ValueError("cannot move a Building into a lane that already has one")
        for row, vals in zip(rows, taken, strict=True):
            row[side][to] = vals[i]
    for lane, to in moves.items():
        if lane != to:
            _moved(state, state.building[side][to], side, lane, side, to)


def _moved(state: Board, cid: int, side: SeatId, lane: LaneId, to_side: SeatId, to_lane: LaneId) -> None:
    if state.scripted:
        turn_set(state, "moved", cid)  # "changed Lanes this turn" (Punk Cat, Woad Blood)
        dispatch(state, MOVED, card=cid, from_side=side, from_lane=lane, to_side=to_side, to_lane=to_lane)


def trade_sides(state: Board, lane: LaneId, a: SeatId, b: SeatId, lane_b: int = -1) -> None:
    """The Creatures of seat a in `lane` and seat b in `lane_b` (default: `lane`; in Doubles the facing Landscape's,
    R26) switch sides (Travelin' Wizard): control changes, owners do not, and neither changes Lanes; damage and
    state go with each."""
    lb = lane if lane_b < 0 else lane_b
    if state.bonus is not BUSY:
        state.bonus = None
    for arr in (state.creature, state.cdmg, state.cstate):
        arr[a][lane], arr[b][lb] = arr[b][lb], arr[a][lane]
    if state.scripted:  # a Creature that counts as a Landscape (Sun King) counts for its new controller
        recount_lands(state, a)
        recount_lands(state, b)


def destroy_creature(state: Board, side: SeatId, lane: LaneId) -> None:
    """Destroy: to its owner's discard pile (fires leaves-play and destroyed)."""
    if state.creature[side][lane] >= 0:
        remove_creature(state, side, lane, True)


def destroy_building(state: Board, side: SeatId, lane: int) -> None:
    """Buildings take no Fight damage but effects can destroy them (R14)."""
    if state.building[side][lane] >= 0:
        remove_building(state, side, lane, True)


def return_to_hand(state: Board, side: SeatId, lane: int, building: bool = False) -> None:
    """A card in play goes back to its OWNER's hand (leaves play, not destroyed; damage removed)."""
    cid = (state.building if building else state.creature)[side][lane]
    if cid < 0:
        return
    (remove_building if building else remove_creature)(state, side, lane, False)
    owner = state.tab.owner[cid]
    pile = state.discard[owner]
    if pile and pile[-1] == cid:  # remove_* put it in the discard pile; it goes to the hand instead
        pile.pop()
        unnote_piled(state, cid)
    elif cid in pile:
        pile.remove(cid)
    else:
        return  # a leaves-play effect already took it from there (Diamond Dan to the hand): it stays where it went
    state.hand[owner].append(cid)


def heal_creature(state: Board, side: SeatId, lane: LaneId, n: int) -> None:
    """Remove up to n damage from a Creature (healing one with no damage does nothing)."""
    if state.creature[side][lane] >= 0:
        state.cdmg[side][lane] = max(0, state.cdmg[side][lane] - n)


def mill(state: Board, p: SeatId, n: int) -> list[int]:
    """Put the top n cards of p's deck into the discard pile; returns their ids (fewer if the deck runs out).
    Each card milled fires PILED as it lands (Impossible Possum), in games where a card listens."""
    out: list[int] = []
    deck = state.deck[p]
    for _ in range(n):
        if not deck:
            break
        cid = deck.pop()
        pile(state, cid, "deck")
        out.append(cid)
    return out


def put_under(state: Board, host: int, cid: int) -> bool:
    """Card cid goes from its owner's discard pile or hand under the card `host` in play (Carmel Camel); False
    (nothing moves) when it is in neither."""
    owner = state.tab.owner[cid]
    for zone in (state.discard[owner], state.hand[owner]):
        if cid in zone:
            zone.remove(cid)
            break
    else:
        return False
    if state.bonus is not BUSY:  # what is kept about the position (the host's ATK and DEF) changes
        state.bonus = None
    state.under = {**state.under, host: state.under.get(host, ()) + (cid,)}
    return True


def cards_under(state: Board, host: int) -> tuple[int, ...]:
    """The ids of the cards under `host` (oldest first)."""
    return state.under.get(host, ()) if state.under else ()


def discard_card(state: Board, p: SeatId, cid: int) -> None:
    """Discard card cid from p's hand to its owner's discard pile."""
    state.hand[p].remove(cid)
    state.discard[state.tab.owner[cid]].append(cid)
    note_piled(state, cid)
    if state.scripted and DISCARDS in state.listen:  # "cards discarded this turn" (Black Paladin)
        if state.bonus is not BUSY:
            state.bonus = None
        state.this_turn = dict(state.this_turn, **{DISCARDS: state.this_turn.get(DISCARDS, 0) + 1})
    if state.scripted and DISCARDED in state.listen:
        dispatch(state, DISCARDED, card=cid, player=p)


def remove_from_game(state: Board, side: SeatId, zone: str, cid: int) -> None:
    """Take card cid out of side's pile `zone` ('discard', 'hand' or 'deck') and out of the game for good
    (state.removed: Blood Transfusion)."""
    if state.bonus is not BUSY:  # a pile's size may count (every 5 cards in your discard pile)
        state.bonus = None
    getattr(state, zone)[side].remove(cid)
    state.removed = [*state.removed, cid]  # replaced, never changed: clones share it (Board.clone)


def damage_each_player(state: Board, amounts: Sequence[int]) -> None:
    """Several players lose HP in ONE event (amounts by seat), then R22 is checked once (every team at 0 or less =
    a draw; R19 first: r19_before_r22)."""
    if state.scripted and r19_before_r22(state, [(state.hp_seat(p), amounts[p]) for p in state.seats]):
        return
    for p in state.seats:
        if not absorbed(state, p, amounts[p]):  # Bongo Bounce House takes it instead
            state.hp[state.hp_seat(p)] -= max(0, amounts[p])  # the team's HP pool (p's own HP in 1 vs 1)
    check_hp(state)


__all__ = ["adjacent_lanes", "freeze", "thaw", "flip_face_down", "set_land_type", "move_creature", "swap_creatures",
           "move_building", "destroy_creature", "destroy_building", "return_to_hand", "heal_creature", "mill",
           "discard_card", "damage_creature", "damage_player", "heal_player", "draw_card", "check_creatures",
           "check_hp", "damage_each_player", "remove_from_game", "pile", "put_under", "cards_under"]
