"""Costs (R11, R12): Actions to pay and face-up Landscapes needed."""
from __future__ import annotations

from ..defs import RAINBOW
from ..effects import CREATURE_DISCOUNT, HERO_SCRIPTS, hero_source, silenced
from ..state import K_CREATURE


def requirement(state, p, cid):
    """(actions to pay, landscapes needed) to play card cid for player p.

    R12: a cost change ("costs N less") moves both numbers; an action discount ("free", "pay N less")
    moves only the Actions paid, the Landscapes needed still follow the cost before that discount."""
    cost = state.tab.cost[cid]
    if not state.cost_changes:  # no card or Hero in this game changes costs (vanilla games included)
        return cost, cost
    delta = discount = 0
    scripts = state.scripts
    quiet = bool(state.this_turn) and "silenced" in state.this_turn
    for side in (0, 1):
        for row in (state.creature[side], state.building[side]):
            for src in row:
                if src >= 0:
                    sc = scripts[src]
                    if sc is not None and sc.has_cost_change and not (quiet and silenced(state, src)):
                        d, disc = sc.cost_change(state, p, cid, src)
                        delta += d
                        discount += disc
    for seat, h in enumerate(state.hero):
        sc = HERO_SCRIPTS.get(h) if h else None
        if sc is not None and sc.has_cost_change:
            d, disc = sc.cost_change(state, p, cid, hero_source(seat))
            delta += d
            discount += disc
    sc = scripts[cid]  # the card's own text (e.g. "costs 1 less if...")
    if sc is not None and sc.has_cost_change:
        d, disc = sc.cost_change(state, p, cid, cid)
        delta += d
        discount += disc
    if state.this_turn and state.tab.kind[cid] == K_CREATURE:
        discount += state.this_turn.get(CREATURE_DISCOUNT, {}).get(str(p), 0)  # e.g. Unempty Coffin
    cost = max(0, cost + delta)
    return max(0, cost - discount), cost


def affordable(state, p, cid):
    """R11: enough Actions left and enough face-up Landscapes of the card's type (any type for Rainbow);
    cost 0 needs no Landscapes at all."""
    pay, need = requirement(state, p, cid)
    if pay > state.actions_left:
        return False
    return need == 0 or state.land_count[p].get(state.tab.ltype[cid], 0) >= need


def why_unaffordable(state, p, cid):
    """A player's-words reason the card cannot be paid for, or None."""
    pay, need = requirement(state, p, cid)
    name = state.card_def(cid).name
    if pay > state.actions_left:
        return f"R11: {name} costs {pay} Action(s); you have {state.actions_left} left"
    lt = state.tab.ltype[cid]
    have = state.land_count[p].get(lt, 0)
    if need and have < need:
        what = "face-up Landscapes (Rainbow: any type)" if lt == RAINBOW else f"face-up {lt} Landscapes"
        return f"R11: {name} needs {need} {what}; you control {have}"
    return None
