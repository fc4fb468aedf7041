"""Legal actions and, for the checked path, the rule an illegal action breaks."""
from __future__ import annotations

from .. import actions as A
from ..actions import Action
from ..board import (
    FIGHT,
    K_BUILDING,
    K_CREATURE,
    K_SPELL,
    K_TEAMWORK,
    MAIN,
    MULLIGAN,
    OVER,
    READY,
    STATE_NAMES,
    Board,
    LaneId,
    SeatId,
)
from ..defs import LANES
from ..events import (
    FROZEN_ENTRY,
    HERO_SCRIPTS,
    IRREPLACEABLE,
    LOCKS,
    MORE_BUILDINGS,
    blocked_lanes,
    can_floop_now,
    frozen_entry_allowed,
    more_buildings_allowed,
    play_barred,
    restrained,
    script_of,
    silenced,
)
from ..events import attack_blocked as _blocked
from .costs import affordable, card_type, cost_changers, lane_pool, requirement, why_unaffordable
from .turn import no_floop_or_fight


def building_place(s: Board, p: SeatId, lane: LaneId, arg: str | None) -> int:
    """The place in building[p] a floop / use action's arg names in `lane`: 'building' the Lane's first
    Building, 'building:K' its additional Building K (Burly Lumberjack); -1 when there is none."""
    if arg == "building":
        return lane
    places = s.buildings_in(p, lane)
    k = int((arg or "")[9:])
    return places[k] if k < len(places) else -1


def card_named(s: Board, p: SeatId, a: Action) -> int:
    """The card id of p's card in play a floop / use action names (-1 when there is none)."""
    if not a.arg:
        return s.creature[p][a.lane]
    if a.arg == "building":
        return s.building[p][a.lane]
    slot = building_place(s, p, a.lane, a.arg)
    return s.building[p][slot] if slot >= 0 else -1


def _extra_args(s: Board, p: SeatId) -> list[tuple[int, LaneId, str]]:
    """(place, Lane, arg) of each additional Building of p (Burly Lumberjack), arg 'building:K' naming it."""
    out: list[tuple[int, LaneId, str]] = []
    seen: dict[LaneId, int] = {}
    for i, lane in enumerate(s.annex[p]):
        seen[lane] = seen.get(lane, 0) + 1
        out.append((LANES + i, lane, f"building:{seen[lane]}"))
    return out


def attack_blocked(s: Board, side: SeatId, lane: LaneId) -> bool:
    """The Creature at (side, lane) exists and may not be attacked."""
    return s.creature[side][lane] >= 0 and _blocked(s, side, lane)

_NONE_BLOCKED = (False,) * LANES
_END = A.make(A.END)
_DRAW = A.make(A.DRAW)
_MULL = [A.make(A.MULLIGAN, arg="yes"), A.make(A.MULLIGAN, arg="no")]
_ATTACK = [A.make(A.ATTACK, lane=i) for i in range(LANES)]
_PLAY = A.play
_FLOOP = [A.make(A.FLOOP, lane=i) for i in range(LANES)]
_FLOOP_B = [A.make(A.FLOOP, lane=i, arg="building") for i in range(LANES)]


def legal_actions(s: Board) -> list[Action]:
    """Every legal action for the player to move, in a stable order (plays, floops, draw, unfreeze,
    hero abilities, attacks, end)."""
    ph = s.phase
    if ph == OVER:
        return []
    if s.pending:  # R17: a pending choice is answered before anything else
        return [A.make(A.CHOOSE, arg=o) for o in s.pending[-1].options]
    if ph == MULLIGAN:
        return list(_MULL)  # R7
    p = s.active
    out: list[Action] = []
    no_ff = no_floop_or_fight(s)
    if ph == MAIN:
        _plays(s, p, out)
        if s.scripted and not no_ff:
            _floops(s, p, out)
        if s.actions_left > 0 and s.deck[p]:  # R9: 1 Action for 1 card, not from an empty deck
            out.append(_DRAW)
        if True in s.frozen[p] and s.hand[p]:  # R24: discard a card to thaw one of your Landscapes
            seen: list[str] = []
            slug = s.tab.slug
            for c in s.hand[p]:
                if slug[c] not in seen:
                    seen.append(slug[c])
            for lane in s.lanes_of(p):
                if s.frozen[p][lane]:
                    out.extend(A.make(A.UNFREEZE, sl, lane) for sl in seen)
        if s.scripted:
            _card_abilities(s, p, out)
            _hero_abilities(s, p, out)
    attacked = False
    if not no_ff:  # R10
        cr, cs = s.creature[p], s.cstate[p]
        blocked: list[bool] | tuple[bool, ...] | None = None
        for lane in s.lanes_of(p):
            if cr[lane] >= 0 and cs[lane] == READY:  # R21: Flooped Creatures do not attack
                if s.scripted and s.protect_by_id is not None:
                    o, olane = s.seating.front[p][lane]  # the Landscape in front (R18; Doubles R26)
                    if len(s.hp) == 2:  # 1 vs 1: the protectors looked up once for the whole row
                        if blocked is None:
                            blocked = blocked_lanes(s, o) or _NONE_BLOCKED
                        if blocked[olane]:
                            continue  # the Creature it would Fight may not be attacked (e.g. Cool Dog)
                    elif s.creature[o][olane] >= 0 and attack_blocked(s, o, olane):
                        continue
                if s.scripted and restrained(s, p, lane):
                    continue  # it can't attack (Ice-olation Cell): it stays ready
                out.append(_ATTACK[lane])
                attacked = True
    if not attacked and ph == MAIN:
        out.append(_END)  # every ready Creature must attack first (turn step 4)
    return out


_LANE_PLAYS: dict[str, tuple[Action, ...]] = {}  # slug -> (play <slug> lane=0, ..., lane=3): built once per slug


def _lane_plays(sl: str) -> tuple[Action, ...]:
    acts = _LANE_PLAYS.get(sl)
    if acts is None:
        acts = _LANE_PLAYS[sl] = tuple(_PLAY(sl, lane) for lane in range(LANES))
    return acts


def _plays(s: Board, p: SeatId, out: list[Action]) -> None:
    tab = s.tab
    slug, kind, cost, ltype = tab.slug, tab.kind, tab.cost, tab.ltype
    left = s.actions_left
    counts = s.land_count[p]
    scripted = s.scripted
    scripts = s.scripts
    cost_changes = s.cost_changes
    pool = lane_pool(s, p) if scripted else None  # Actions kept for a Creature entering a Lane (Pyramidia)
    guard = scripted and IRREPLACEABLE in s.listen  # some Creature of the game cannot be replaced
    # a Creature of the game allows additional Buildings (Burly Lumberjack), or some are in play
    more = scripted and (MORE_BUILDINGS in s.listen or bool(s.annex[p]))
    locked = scripted and LOCKS in s.listen  # some card may keep cards from being played (Pentacutie)
    changers = cost_changers(s) if cost_changes else None  # R12: the position's cost changers, once for the hand
    seen: set[str] = set()
    for cid in s.hand[p]:
        sl = slug[cid]
        if sl in seen:
            continue
        seen.add(sl)
        if pool is not None and kind[cid] == K_CREATURE:
            pay, need = requirement(s, p, cid, changers)  # R11/R12, with the Actions kept for each Lane
            if (need and counts.get(card_type(s, cid), 0) < need) or pay > left + max(pool):
                continue
            lane_left = [pay <= left + n for n in pool]  # per Lane: can it pay with the Actions kept there
        elif cost_changes:
            if not affordable(s, p, cid, -1, changers):
                continue
        else:  # R11 with printed costs (no card in the game changes costs)
            c = cost[cid]
            if c > left or (c and counts.get(ltype[cid], 0) < c):
                continue
        k = kind[cid]
        if locked and play_barred(s, p, cid) != -1:
            continue
        if scripted and k != K_SPELL:
            sc = scripts[cid]
            if sc is not None and not sc.can_play(s, p, cid):
                continue  # an additional cost it cannot pay (e.g. "discard a card")
        if k == K_CREATURE:
            acts = _lane_plays(sl)
            for lane in creature_lanes(s, p, cid, guard):
                if pool is None or lane_left[lane]:
                    out.append(acts[lane])
        elif k == K_BUILDING:
            out.extend(_lane_plays(sl))  # R14: any lane; an old Building is replaced whatever its state
            if more:
                _more_building_plays(s, p, sl, out)
        elif k == K_SPELL:
            if not scripted or _can_play(s, p, cid):  # R16
                out.append(_PLAY(sl))
        elif k == K_TEAMWORK and len(s.hp) != 2:  # R27: played only in Doubles, like any card (R11)
            out.append(_PLAY(sl))


def building_ways(s: Board, p: SeatId, lane: LaneId) -> list[str]:
    """How a Building p plays may enter `lane` besides the plain way (None: into an empty Lane, or replacing
    the Lane's first Building, R14): 'add' beside the ones there where p's Creature allows it (Burly
    Lumberjack), 'replace=K' replacing the Lane's additional Building K. Burly Lumberjack ruling (R14): its
    "may" leaves the plain play open, and with several Buildings in a Lane the player picks which one is
    replaced (R17)."""
    if s.building[p][lane] < 0:
        return []  # an empty Lane: the plain play puts it there, as anywhere
    out: list[str] = []
    if MORE_BUILDINGS in s.listen and more_buildings_allowed(s, p, lane):
        out.append("add")
    if s.annex[p]:
        out.extend(f"replace={k}" for k in range(1, len(s.buildings_in(p, lane))))
    return out


def _more_building_plays(s: Board, p: SeatId, sl: str, out: list[Action]) -> None:
    """`play X lane=N add` / `play X lane=N replace=K` for each Lane (building_ways)."""
    for lane in s.lanes_of(p):
        for how in building_ways(s, p, lane):
            out.append(A.make(A.PLAY, sl, lane, how))


def creature_lanes(s: Board, p: SeatId, cid: int, guard: bool | None = None) -> list[LaneId]:
    """The Lanes of p that Creature cid may enter now (played, or put into play by an effect): R13 / R24, not
    onto a Frozen Landscape (unless the card says it may, and then only onto an empty one: the Creature on a
    Frozen Landscape cannot be replaced); a replaced Creature must be ready and replaceable. guard: whether
    some Creature of the game cannot be replaced (worked out here when None)."""
    if guard is None:
        guard = s.scripted and IRREPLACEABLE in s.listen
    sc = s.scripts[cid] if s.scripted else None
    thaw_ok = sc is not None and sc.enters_frozen
    cr, cs, frozen = s.creature[p], s.cstate[p], s.frozen[p]
    out: list[LaneId] = []
    for lane in s.lanes_of(p):
        if cr[lane] < 0:
            ok = not frozen[lane] or thaw_ok or (s.scripted and _frozen_entry(s, p, lane))
            if not ok and s.scripted and FROZEN_ENTRY in s.listen and frozen_entry_allowed(s, p):
                ok = thaw_ok = True  # R41: a Teamwork card lets the team play onto an empty Frozen Landscape
        else:
            ok = not frozen[lane] and cs[lane] == READY and not (guard and _irreplaceable(s, cr[lane]))
        if ok:
            out.append(lane)
    return out


def _frozen_entry(s: Board, p: SeatId, lane: LaneId) -> bool:
    """R41: p's Building in `lane` lets Creatures be played onto its Frozen Landscape (Ice Base: Script.frozen_entry),
    onto an empty one only (the Creature on a Frozen Landscape still cannot be replaced, R24)."""
    b = s.building[p][lane]
    bs = s.scripts[b] if b >= 0 else None
    return bs is not None and bool(getattr(bs, "frozen_entry", False)) and not silenced(s, b)


def _irreplaceable(s: Board, cid: int) -> bool:
    """R13: the Creature cid in play says it cannot be replaced (Dragoon Parrotrooper)."""
    sc = script_of(s, cid)
    return sc is not None and sc.irreplaceable


def _can_play(s: Board, p: SeatId, cid: int) -> bool:
    sc = s.scripts[cid]
    return sc is None or bool(sc.can_play(s, p, cid))


def _floops(s: Board, p: SeatId, out: list[Action]) -> None:
    own = s.floop_by_id  # card id -> its script when it has a Floop ability of its own (None: no card has)
    tt = s.this_turn
    # A Creature may also Floop with an ability it gained this turn, or one a card or Hero grants it
    others = s.granters or (bool(tt) and "granted" in tt) or _hero_grants(s)
    if own is None and not others:
        return
    cr, cs = s.creature[p], s.cstate[p]
    for lane in s.lanes_of(p):
        c = cr[lane]
        if (c >= 0 and cs[lane] == READY and (others or own[c] is not None) and can_floop_now(s, p, lane, c)  # R16
                and not restrained(s, p, lane)):
            out.append(_FLOOP[lane])
    if own is None:
        return
    bd, bs = s.building[p], s.bstate[p]
    for lane in s.lanes_of(p):
        b = bd[lane]
        if b >= 0 and bs[lane] == READY and own[b] is not None and can_floop_now(s, p, lane, b, True):
            out.append(_FLOOP_B[lane])
    if s.annex[p]:  # additional Buildings (Burly Lumberjack): `floop building lane=N extra=K`
        for slot, lane, arg in _extra_args(s, p):
            b = bd[slot]
            if bs[slot] == READY and own[b] is not None and can_floop_now(s, p, lane, b, True):
                out.append(A.make(A.FLOOP, lane=lane, arg=arg))


def _hero_grants(s: Board) -> bool:
    """True when a Hero of the game may grant Floop abilities (Finn)."""
    for h in s.hero:
        hs = HERO_SCRIPTS.get(h) if h else None
        if hs is not None and hs.grants_floop:
            return True
    return False


def _card_abilities(s: Board, p: SeatId, out: list[Action]) -> None:
    """Activated abilities ("cost >>> effect") of p's cards in play: `use [building] lane=N [ability=k]`."""
    if s.abil_by_id is None:  # no card of the game has one
        return
    has = s.abil_by_id
    for zone, arg in ((s.creature[p], None), (s.building[p], "building")):
        for lane in s.lanes_of(p):
            c = zone[lane]
            if c >= 0 and has[c] is not None:
                sc = script_of(s, c)
                if sc is not None and sc.has_abilities and (arg or not restrained(s, p, lane)):
                    out.extend(A.make(A.USE, k or None, lane, arg) for k in sc.abilities(s, p, c))
    if s.annex[p]:  # additional Buildings (Burly Lumberjack): `use building lane=N extra=K`
        for slot, lane, arg in _extra_args(s, p):
            c = s.building[p][slot]
            if has[c] is not None:
                sc = script_of(s, c)
                if sc is not None and sc.has_abilities:
                    out.extend(A.make(A.USE, k or None, lane, arg) for k in sc.abilities(s, p, c))


def _hero_abilities(s: Board, p: SeatId, out: list[Action]) -> None:
    h = s.hero[p]
    sc = HERO_SCRIPTS.get(h) if h else None
    if sc is not None:  # R25: abilities with a cost are used on your own turn
        out.extend(A.make(A.HERO, arg=k) for k in sc.abilities(s, p, -1))


def why_illegal(s: Board, a: Action) -> str:
    """The rule an action breaks, in a player's words (for the checked apply_action)."""
    if s.phase == OVER:
        return "R22/R23: the game is over"
    if s.pending:
        pc = s.pending[-1]
        return (f"R17: player {pc.player} must first answer a pending choice; options: "
                + ", ".join(f"choose {o}" for o in pc.options))
    if a.kind == A.CHOOSE:
        return "R17: there is no pending choice"
    if s.phase == MULLIGAN:
        return "R7: each player first decides whether to mulligan ('mulligan yes' or 'mulligan no')"
    if a.kind == A.MULLIGAN:
        return "R7: the mulligan is decided once, before the first turn"
    p = s.active
    fight = s.phase == FIGHT
    if a.kind in (A.PLAY, A.FLOOP, A.DRAW, A.UNFREEZE, A.HERO, A.USE, A.END) and fight:
        return "R29: once the Fight phase has begun, only attacks remain this turn"
    lanes = s.lanes_of(p)
    if a.lane not in lanes and a.lane != -1:
        return f"there is no lane {a.lane} (lanes are {lanes[0]} to {lanes[-1]})"
    if a.kind == A.PLAY:
        return _why_play(s, p, a)
    if a.kind == A.FLOOP:
        if no_floop_or_fight(s):
            return "R10: the first player may not Floop on the first turn of the game"
        zone = "building" if a.arg else "creature"
        cid = card_named(s, p, a)
        if cid < 0:
            return f"you have no {zone.title()} in lane {a.lane}" + (" with that number" if a.arg not in (None, "building") else "")
        st = s.bstate[p][building_place(s, p, a.lane, a.arg)] if a.arg else s.cstate[p][a.lane]
        if st != READY:
            return f"{s.card_def(cid).name} is {STATE_NAMES[st]}; only a ready card can Floop"
        return f"{s.card_def(cid).name} has no Floop ability the engine simulates, or it has no legal target (R16)"
    if a.kind == A.DRAW:
        if not s.deck[p]:
            return "R9: you may not pay an Action to draw from an empty deck"
        return "R9: drawing costs 1 Action and you have none left"
    if a.kind == A.UNFREEZE:
        if not s.frozen[p][a.lane]:
            return f"R24: your Landscape in lane {a.lane} is not Frozen"
        return f"R24: {a.card} is not in your hand to discard"
    if a.kind == A.ATTACK:
        if no_floop_or_fight(s):
            return "R10: the first player may not Fight on the first turn of the game"
        cid = s.creature[p][a.lane]
        if cid < 0:
            return f"R18: you have no Creature in lane {a.lane}"
        st = s.cstate[p][a.lane]
        if st == 2:
            return "R21: a Flooped Creature does not attack on your turn"
        if st == READY and s.scripted and attack_blocked(s, *s.seating.front[p][a.lane]):
            return f"the Creature in lane {a.lane} may not be attacked, so {s.card_def(cid).name} cannot Fight"
        if st == READY and s.scripted and restrained(s, p, a.lane):
            return f"{s.card_def(cid).name} can't attack now (a card in play keeps it from attacking)"
        return f"R18: {s.card_def(cid).name} has already attacked (it is exhausted)"
    if a.kind == A.END:
        ready = [str(i) for i in lanes if s.creature[p][i] >= 0 and s.cstate[p][i] == READY]
        return f"Fight: every ready Creature must attack before the turn ends (lanes {', '.join(ready)})"
    if a.kind == A.HERO:
        return "R25: that Hero ability cannot be used now"
    if a.kind == A.USE:
        return "that card has no such ability usable now (its cost cannot be paid, it was used up, or R16)"
    return f"{a} is not legal now"


def _why_play(s: Board, p: SeatId, a: Action) -> str:
    hand = [c for c in s.hand[p] if s.tab.slug[c] == a.card]
    if not hand:
        return f"{a.card} is not in your hand"
    cid = hand[0]
    d = s.card_def(cid)
    k = s.tab.kind[cid]
    if k == K_TEAMWORK and len(s.hp) == 2:
        return f"R27: {d.name} is a Teamwork card, played only in Doubles"
    if k not in (K_CREATURE, K_BUILDING, K_SPELL, K_TEAMWORK):
        return f"{d.name} is not a card you play from hand"
    msg = why_unaffordable(s, p, cid, a.lane)
    if msg:
        return msg
    if s.scripted and LOCKS in s.listen:
        src = play_barred(s, p, cid)
        if src != -1:
            by = "an effect" if src < 0 else s.card_def(src).name
            return f"{d.name} cannot be played now: {by} keeps it from being played"
    if k == K_SPELL:
        if a.lane >= 0:
            return f"R15: {d.name} is a Spell; it is never in play, so play it without a lane"
        return f"R16: {d.name} needs a target and no legal target exists"
    if a.lane < 0:
        return f"R13/R14: say which lane {d.name} enters (play {a.card} lane=N)"
    if a.arg and k != K_BUILDING:
        return f"R13: {d.name} is a Creature; only a Building goes beside another (add) or replaces one by number"
    if a.arg == "add":
        return (f"R14: a Building goes beside another only in the Lane of your Creature that allows it (Burly "
                f"Lumberjack), where you have a Building; elsewhere play {a.card} lane={a.lane} replaces the one there")
    if a.arg:
        return f"R14: lane {a.lane} has no additional Building {a.arg[8:]} to replace"
    if k == K_CREATURE:
        sc = s.scripts[cid] if s.scripted else None
        thaw_ok = (sc is not None and sc.enters_frozen) or (s.scripted and FROZEN_ENTRY in s.listen
                                                             and frozen_entry_allowed(s, p))
        if s.frozen[p][a.lane] and not (thaw_ok and s.creature[p][a.lane] < 0):
            return (f"R24: your Landscape in lane {a.lane} is Frozen; no Creature may be played onto it "
                    "(and the Creature there cannot be replaced)")
        st = s.cstate[p][a.lane]
        if s.creature[p][a.lane] >= 0 and st != READY:
            old = s.card_def(s.creature[p][a.lane]).name
            return f"R13: {old} in lane {a.lane} is {STATE_NAMES[st]}; a replaced Creature must be ready"
        if s.creature[p][a.lane] >= 0 and s.scripted and IRREPLACEABLE in s.listen and _irreplaceable(
                s, s.creature[p][a.lane]):
            old = s.card_def(s.creature[p][a.lane]).name
            return f"R13: {old} in lane {a.lane} cannot be replaced (its text says so)"
    return f"{a} is not legal now"
