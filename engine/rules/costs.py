"""Costs (R11, R12): Actions to pay and face-up Landscapes needed."""
from __future__ import annotations

from ..defs import RAINBOW


def requirement(state, p, cid):
    """(actions to pay, landscapes needed) to play card cid for player p.

    R12: a cost change ("costs N less") moves both numbers; an action discount ("free", "pay N less")
    moves only the Actions paid, the Landscapes needed still follow the cost before that discount."""
    cost = state.tab.cost[cid]
    if not state.scripted:
        return cost, cost
    from ..cards import HERO_SCRIPTS, SCRIPTS
    from ..effects import in_play
    delta = discount = 0
    slug = state.tab.slug
    sources = [(SCRIPTS.get(slug[src]), src) for _s, _l, src, _b in in_play(state)]
    sources += [(HERO_SCRIPTS.get(h), -1) for h in state.hero if h]
    sources.append((SCRIPTS.get(slug[cid]), cid))  # the card's own text (e.g. "costs 1 less if...")
    for sc, src in sources:
        if sc is not None:
            d, disc = sc.cost_change(state, p, cid, src)
            delta += d
            discount += disc
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
