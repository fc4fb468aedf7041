"""Costs (R11, R12): Actions to pay and face-up Landscapes needed."""
from __future__ import annotations

from typing import Any

from ..board import K_BUILDING, K_CREATURE, K_SPELL, Board, LaneId, SeatId
from ..defs import RAINBOW
from ..events import (
    CLONE_FREE,
    CREATURE_DISCOUNT,
    CREATURE_LESS,
    LANE_ACTIONS,
    SPELL_DISCOUNT,
    hero_source,
    silenced,
    turn_map,
)
from ..ops.core import hero_facts


def cost_changers(state: Board) -> list[tuple[Any, int]]:
    """(script, source id) of every card in play (the game's cost changers, state.cost_ids, in that order) and
    Hero (by seat) whose always-on text changes costs now (R12): what requirement asks for each card. The
    position gives them; legal actions work them out once for the whole hand."""
    out: list[tuple[Any, int]] = []
    scripts = state.scripts
    quiet = bool(state.this_turn) and "silenced" in state.this_turn
    creature, building = state.creature, state.building
    for src in state.cost_ids:  # the game's cost changers (a table made when the game starts), where in play
        for side in state.seats:
            if src in creature[side] or src in building[side]:
                if not (quiet and silenced(state, src)):
                    out.append((scripts[src], src))
                break
    heroes = hero_facts(state)[1]
    for seat in state.seats:
        sc = heroes[seat]
        if sc is not None and sc.has_cost_change:
            out.append((sc, hero_source(seat)))
    return out


def requirement(state: Board, p: SeatId, cid: int, changers: list[tuple[Any, int]] | None = None) -> tuple[int, int]:
    """(actions to pay, landscapes needed) to play card cid for player p; `changers`: cost_changers(state),
    when the caller has it already (the same position).

    R12: a cost change ("costs N less") moves both numbers; an action discount ("free", "pay N less")
    moves only the Actions paid, the Landscapes needed still follow the cost before that discount."""
    cost = state.tab.cost[cid]
    if not state.cost_changes:  # no card or Hero in this game changes costs (vanilla games included)
        return cost, cost
    delta = discount = 0
    scripts = state.scripts
    for src_sc, src in cost_changers(state) if changers is None else changers:
        d, disc = src_sc.cost_change(state, p, cid, src)
        delta += d
        discount += disc
    sc = scripts[cid]  # the card's own text (e.g. "costs 1 less if...")
    if sc is not None and sc.has_cost_change:
        d, disc = sc.cost_change(state, p, cid, cid)
        delta += d
        discount += disc
    if state.this_turn and state.tab.kind[cid] == K_CREATURE:
        off: int = state.this_turn.get(CREATURE_DISCOUNT, {}).get(str(p), 0)  # e.g. Unempty Coffin
        discount += off
        less_c: int = state.this_turn.get(CREATURE_LESS, {}).get(str(p), 0)  # "costs 1 less" (Feedman)
        delta -= less_c
    cost_free = False
    if state.this_turn and CLONE_FREE in state.this_turn and state.this_turn[CLONE_FREE].get(str(p)):
        cost_free = state.tab.kind[cid] in (K_CREATURE, K_BUILDING) and _name_in_play(state, cid)
    if state.this_turn and state.tab.kind[cid] == K_SPELL:
        less: int = state.this_turn.get(SPELL_DISCOUNT, {}).get(str(p), 0)  # "the next Spell costs 2 less" (Djini Ghost)
        delta -= less
    cost = max(0, cost + delta)
    if cost_free:  # Clone: free (R12: Actions only)
        return 0, cost
    return max(0, cost - discount), cost


def _name_in_play(state: Board, cid: int) -> bool:
    """A Creature or Building with card cid's name is in play, on any side (Clone)."""
    name = state.tab.defs[state.tab.slug[cid]].name
    for side in state.seats:
        for row in (state.creature[side], state.building[side]):
            for c in row:
                if c >= 0 and state.tab.defs[state.tab.slug[c]].name == name:
                    return True
    return False


def card_type(state: Board, cid: int) -> str:
    """The Landscape type card cid is paid with (R11): its printed one, or Rainbow when an effect made it a
    Rainbow card this turn (Woadic Weirdo: this_turn['rainbow'])."""
    tt = state.this_turn
    if tt and "rainbow" in tt and cid in tt["rainbow"]:
        return RAINBOW
    return state.tab.ltype[cid]


def lane_pool(state: Board, p: SeatId) -> list[int] | None:
    """p's Actions usable only to play a Creature into a given Lane this turn (Pyramidia), as a list by Lane,
    or None when there are none (always None in games with no such card: this_turn stays empty)."""
    tt = state.this_turn
    if not tt or LANE_ACTIONS not in tt:
        return None
    pool: list[int] | None = tt[LANE_ACTIONS].get(str(p))
    return pool if pool and any(pool) else None


def lane_actions(state: Board, p: SeatId, cid: int, lane: LaneId) -> int:
    """The Actions beyond actions_left that playing card cid into `lane` may use (0 but for a Creature)."""
    if lane < 0 or state.tab.kind[cid] != K_CREATURE:
        return 0
    pool = lane_pool(state, p)
    return pool[lane] if pool else 0


def spend_lane_actions(state: Board, p: SeatId, lane: LaneId, pay: int) -> int:
    """A Creature entering `lane` pays `pay` Actions: the ones kept for that Lane go first (they are good for
    nothing else); returns what is left to pay from actions_left."""
    pool = lane_pool(state, p)
    if not pool or not pool[lane] or pay <= 0:
        return pay
    use = min(pay, pool[lane])
    turn_map(state, LANE_ACTIONS, p, [n - use if i == lane else n for i, n in enumerate(pool)])  # copy on write
    return pay - use


def affordable(state: Board, p: SeatId, cid: int, lane: LaneId = -1,
               changers: list[tuple[Any, int]] | None = None) -> bool:
    """R11: enough Actions left (with the Actions kept for `lane`, when a Creature enters it) and enough
    face-up Landscapes of the card's type (any type for Rainbow); cost 0 needs no Landscapes at all.
    `changers`: as for requirement."""
    pay, need = requirement(state, p, cid, changers)
    if pay > state.actions_left + lane_actions(state, p, cid, lane):
        return False
    return need == 0 or state.land_count[p].get(card_type(state, cid), 0) >= need


def why_unaffordable(state: Board, p: SeatId, cid: int, lane: LaneId = -1) -> str | None:
    """A player's-words reason the card cannot be paid for (into `lane`, for a Creature), or None."""
    pay, need = requirement(state, p, cid)
    name = state.card_def(cid).name
    extra = lane_actions(state, p, cid, lane)
    if pay > state.actions_left + extra:
        msg = f"R11: {name} costs {pay} Action(s); you have {state.actions_left} left"
        pool = lane_pool(state, p) if state.tab.kind[cid] == K_CREATURE else None
        if pool:
            kept = ", ".join(f"{n} for lane {i}" for i, n in enumerate(pool) if n)
            msg += f", plus Action(s) only for a Creature entering a given lane ({kept})"
        return msg
    lt = card_type(state, cid)
    have = state.land_count[p].get(lt, 0)
    if need and have < need:
        what = "face-up Landscapes (Rainbow: any type)" if lt == RAINBOW else f"face-up {lt} Landscapes"
        return f"R11: {name} needs {need} {what}; you control {have}"
    return None
