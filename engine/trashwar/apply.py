"""Applying an action: the fast unchecked path, and the checked path that refuses an illegal action with
the TW rule it breaks."""
from __future__ import annotations

from ..core.errors import IllegalAction
from . import actions as A
from .actions import Action
from .board import DEFEND, DISCARD, LOAD, OVER, PHASE2, THROW, THROW_DRAWN, Board
from .flow import after_replacement, begin_phase3, draw_one, next_defence, refill_now, send, throw_at
from .legal import MAX_CATAPULT_LOAD, legal_actions, mace_targets, opponents
from .setup import BURN, CATAPULT, DEFLECT, MACE, REPAIR, SHIELD, TRASH, WALLS_EACH


def apply_unchecked(b: Board, a: Action) -> None:
    """Apply a legal action (one of legal_actions(b)); no checks."""
    k = a.kind
    p = b.active
    index = b.tab.index
    if k == A.THROW:  # TW16, TW18
        t = index[a.card]
        b.hands[p].remove(t)
        b.stats["throws"] += 1
        throw_at(b, a.target, [(t, a.wall)])
    elif k == A.TAKE:  # TW10: no defence on this card
        b.defend_index += 1
        next_defence(b)
    elif k in (A.SHIELD, A.DEFLECT, A.MACE):
        t = index[a.card]
        b.hands[p].remove(t)
        send(b, t)  # TW28
        i = b.defend_index
        if k == A.SHIELD:  # TW25 (the blocked Trash goes to the piles when the hits resolve)
            b.defence[i] = ("shield",)
            b.stats["shields"] += 1
        elif k == A.DEFLECT:  # TW23
            b.defence[i] = ("deflect", a.wall)
            b.stats["deflects"] += 1
        else:  # TW22, TW-R4
            b.defence[i] = ("mace", a.target, a.wall)
            b.mace_target = a.target
            b.stats["maces"] += 1
        refill_now(b, p)
        b.defend_index += 1
        next_defence(b)
    elif k == A.PASS:  # TW14: neither Burn nor Repair
        begin_phase3(b)
    elif k == A.BURN:  # TW26
        t = index[a.card]
        b.hands[p].remove(t)
        send(b, t)
        for w, code in a.picks:
            x = index[code]
            b.walls[p][w].remove(x)
            send(b, x)
        b.stats["burns"] += 1
        refill_now(b, p)
        begin_phase3(b)
    elif k == A.REPAIR:  # TW27
        t = index[a.card]
        b.hands[p].remove(t)
        send(b, t)
        b.standing[p][a.wall] = True
        b.stats["repairs"] += 1
        refill_now(b, p)
        begin_phase3(b)
    elif k == A.CATAPULT:  # TW24
        t = index[a.card]
        b.hands[p].remove(t)
        send(b, t)
        b.cat_target = a.target
        b.loaded = []
        b.step = LOAD
        b.stats["catapults"] += 1
    elif k == A.LOAD:
        t = index[a.card]
        b.hands[p].remove(t)
        b.loaded.append((t, a.wall))
        is_trash = b.tab.is_trash
        if len(b.loaded) >= MAX_CATAPULT_LOAD or not any(is_trash[x] for x in b.hands[p]):
            fire(b)
    elif k == A.FIRE:
        fire(b)
    elif k == A.DISCARD:  # TW17
        t = index[a.card]
        b.hands[p].remove(t)
        send(b, t)
        after_replacement(b, draw_one(b, p))
    else:
        raise IllegalAction(f"TW-D1: unknown action kind {k!r}")


def fire(b: Board) -> None:
    """TW24: the loaded Trash flies at the Catapult's target."""
    b.stats["throws"] += 1
    throw_at(b, b.cat_target, list(b.loaded))


def canonical(b: Board, a: Action) -> Action:
    """The action in the form legal_actions() lists it (a Burn's picks sorted by Wall, then card type)."""
    if a.kind == A.BURN and a.picks:
        index = b.tab.index
        picks = tuple(sorted(a.picks, key=lambda pk: (pk[0], index.get(pk[1], -1))))
        return a._replace(picks=picks)
    return a


def apply_checked(b: Board, a: Action, player: int | None = None) -> None:
    """Apply `a` for `player` (default: the seat deciding) or raise IllegalAction naming the rule."""
    if b.step == OVER:
        raise IllegalAction("TW38: the game is over", "TW38")
    if player is not None and player != b.active:
        raise IllegalAction(f"TW6: seat {player} cannot act now: seat {b.active} decides (turn {b.turn}, "
                            f"{b.step.replace('_', ' ')})", "TW6")
    a = canonical(b, a)
    if a not in legal_actions(b):
        raise refusal(b, a)
    apply_unchecked(b, a)


_STEP_KINDS = {
    DEFEND: ((A.TAKE, A.SHIELD, A.DEFLECT, A.MACE), "TW10", "seat {p} is defending: take, shield, deflect or mace"),
    PHASE2: ((A.PASS, A.BURN, A.REPAIR), "TW14", "Phase 2: burn, repair or pass"),
    THROW: ((A.THROW, A.CATAPULT), "TW16", "you hold Trash, so you must throw (one card, or a Catapult)"),
    LOAD: ((A.LOAD, A.FIRE), "TW24", "load the Catapult with Trash, or fire it"),
    DISCARD: ((A.DISCARD,), "TW17", "you hold no Trash: discard one card, then draw"),
    THROW_DRAWN: ((A.THROW,), "TW18", "the Trash you drew must be thrown straight away, as a single card"),
}
_KIND_OF = {A.SHIELD: SHIELD, A.DEFLECT: DEFLECT, A.MACE: MACE, A.BURN: BURN, A.REPAIR: REPAIR,
            A.CATAPULT: CATAPULT, A.THROW: TRASH, A.LOAD: TRASH}
_RULE_OF = {A.SHIELD: "TW25", A.DEFLECT: "TW23", A.MACE: "TW22", A.BURN: "TW26", A.REPAIR: "TW27",
            A.CATAPULT: "TW24", A.THROW: "TW16", A.LOAD: "TW24", A.DISCARD: "TW17"}


def refusal(b: Board, a: Action) -> IllegalAction:
    """The IllegalAction for an action that legal_actions(b) does not hold, naming the rule broken."""
    rule, why = _why(b, a)
    return IllegalAction(f"{rule}: {why} (got {a})", rule)


def _why(b: Board, a: Action) -> tuple[str, str]:
    p = b.active
    kinds, rule, text = _STEP_KINDS[b.step]
    k = a.kind
    if k not in kinds:
        if b.step == DEFEND and k == A.BURN:
            return "TW15", "Burn never stops incoming trash: it is played in Phase 2, after the hits"
        if b.step == THROW and k == A.PASS:
            return "TW-R11", "throwing is compulsory while you hold Trash"
        return rule, text.format(p=p)
    tab = b.tab
    if a.card:
        t = tab.index.get(a.card)
        if t is None:
            return "TW1", f"this deck has no card {a.card!r}"
        want = _KIND_OF.get(k)
        if want is not None and tab.kinds[t] != want:
            return _RULE_OF[k], f"{a.card} is not a {want} card"
        if t not in b.hands[p]:
            return _RULE_OF.get(k, "TW10"), f"seat {p} holds no {a.card}"
        if b.step == THROW_DRAWN and t != b.drawn:
            return "TW18", f"throw the card you drew ({tab.codes[b.drawn]})"
    if k in (A.THROW, A.CATAPULT):
        if a.target not in opponents(b, p):
            return "TW16", f"pick an opponent still in the game (seat {a.target} is not one)"
    if k == A.LOAD:
        if len(b.loaded) >= MAX_CATAPULT_LOAD:
            return "TW24", "a Catapult throws at most 3 Trash cards"
        if b.loaded and (tab.index[a.card], a.wall) < b.loaded[-1]:
            t0, w0 = b.loaded[-1]
            return "TW-D1", f"load a Catapult's Trash in order, by card type then Wall (after {tab.codes[t0]} w{w0})"
    if k == A.FIRE:
        return "TW24", "load at least one Trash card before firing"
    if k == A.SHIELD:
        dmg = tab.values[b.incoming[b.defend_index][0]]
        return "TW25", f"a Shield {tab.values[tab.index[a.card]]} cannot stop a {dmg}"
    if k == A.MACE:
        targets = mace_targets(b, tab.index[a.card], b.incoming[b.defend_index][2])
        if not targets:
            return "TW22", f"this Mace has no player to send to ({tab.directions[tab.index[a.card]]})"
        if a.target not in targets:
            return "TW22", (f"a Mace {tab.directions[tab.index[a.card]]} sends to seat "
                            f"{' or '.join(map(str, targets))}, not {a.target}")
        if b.mace_target not in (-1, a.target):
            return "TW-R4", f"every Mace of this Defence phase sends to the same player (seat {b.mace_target})"
    if k == A.BURN:
        if not a.picks:
            return "TW26", "a Burn removes at least one Trash card"
        cap = tab.values[tab.index[a.card]]
        total = sum(tab.values[tab.index[c]] for _w, c in a.picks if c in tab.index)
        if total > cap:
            return "TW26", f"a Burn {cap} removes Trash worth at most {cap}; these are worth {total}"
        return "TW26", "burn only Trash lying on your own standing Walls"
    if k == A.REPAIR and 0 <= a.wall < WALLS_EACH and b.standing[p][a.wall]:
        return "TW27", f"Repair turns a destroyed Wall face up; your Wall {a.wall} is standing"
    if k in (A.THROW, A.MACE, A.LOAD, A.DEFLECT):
        if not 0 <= a.wall < WALLS_EACH:
            return "TW3", "Walls are w0, w1 and w2"
        seat = a.target if k in (A.THROW, A.MACE) else b.cat_target if k == A.LOAD else p
        if not b.standing[seat][a.wall]:
            return "TW30", f"Wall {a.wall} of seat {seat} is destroyed: it cannot be aimed at, hit or deflected onto"
    if k == A.REPAIR and not 0 <= a.wall < WALLS_EACH:
        return "TW3", "Walls are w0, w1 and w2"
    return rule, f"not a legal move now; {text.format(p=p)}"
