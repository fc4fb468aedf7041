"""Legal actions (the rule an illegal action breaks: illegal.py)."""
from __future__ import annotations

from typing import Any, Final

from .. import actions as A
from ..actions import Action
from ..board import (
    K_BUILDING,
    K_CREATURE,
    K_SPELL,
    K_TEAMWORK,
    MAIN,
    MULLIGAN,
    OVER,
    READY,
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
    NO_FLOOP,
    RESTRAINS,
    SCRIPTS,
    barred_by,
    floop_barred,
    floop_bars,
    floop_options,
    frozen_entry_allowed,
    held_by,
    hero_source,
    more_buildings_allowed,
    play_barred_by,
    play_bars,
    script_of,
    silenced,
)
from .costs import affordable, card_type, cost_changers, lane_pool, requirement
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
    """The Creature at (side, lane) exists and may not be attacked (events.attack_blocked, here in the kernel)."""
    if s.creature[side][lane] < 0:
        return False
    by_id = s.protect_by_id
    return by_id is not None and blocked_by(s, protectors(s, by_id), side, lane)


def blocked_by(s: Board, found: list[tuple[Any, int, SeatId, LaneId, str]], side: SeatId, lane: LaneId) -> bool:
    """Whether one of these protectors (protectors(s, ...)) keeps the Creature at (side, lane) from being attacked."""
    for sc, src, s2, l2, zone in found:
        if (sc.protects_at(s, src, s2, l2, zone, side, lane) if sc.positional
                else sc.protects(s, src, side, lane)):
            return True
    return False

def blocked_lanes(s: Board, side: SeatId) -> list[bool] | None:
    """attack_blocked(s, side, lane) for the Lanes of `side` at once (the protectors looked up once), as a
    list of bools by Lane; None when no card in play may protect."""
    by_id = s.protect_by_id
    if by_id is None:
        return None
    found = protectors(s, by_id)
    if not found:
        return None
    lanes = s.lanes_of(side)
    out = [False] * len(lanes)
    cr = s.creature[side]
    for lane in lanes:
        if cr[lane] >= 0 and blocked_by(s, found, side, lane):
            out[lane] = True
    return out


def protectors(s: Board, by_id: tuple[Any, ...]) -> list[tuple[Any, int, SeatId, LaneId, str]]:
    """(script, id, side, lane, zone) of each card in play that has an entry in by_id (s.protect_by_id)
    and has not lost its abilities, in events.attack_blocked's order."""
    out: list[tuple[Any, int, SeatId, LaneId, str]] = []
    tt = s.this_turn
    quiet = tt["silenced"] if tt and "silenced" in tt else None
    for s2 in s.seats:
        cr, bd = s.creature[s2], s.building[s2]
        lanes = s.lanes_of(s2)
        for l2 in lanes:  # every Creature of the seat, then its Buildings (two loops: no tuple of rows to walk)
            src = cr[l2]
            if src >= 0:
                sc = by_id[src]
                if sc is not None and not (quiet is not None and src in quiet):
                    out.append((sc, src, s2, l2, "creature"))
        for l2 in lanes:
            src = bd[l2]
            if src >= 0:
                sc = by_id[src]
                if sc is not None and not (quiet is not None and src in quiet):
                    out.append((sc, src, s2, l2, "building"))
        if s.annex[s2]:  # additional Buildings (Burly Lumberjack), each in its Lane
            for i, l2 in enumerate(s.annex[s2]):
                src = bd[LANES + i]
                sc = by_id[src]
                if sc is not None and not (quiet is not None and src in quiet):
                    out.append((sc, src, s2, l2, "building"))
    return out


_NONE_BLOCKED: Final = (False,) * LANES
_END: Final = A.make(A.END)
_DRAW: Final = A.make(A.DRAW)
_MULL: Final = [A.make(A.MULLIGAN, arg="yes"), A.make(A.MULLIGAN, arg="no")]
_ATTACK: Final = [A.make(A.ATTACK, lane=i) for i in range(LANES)]
_PLAY: Final = A.play
_FLOOP: Final = [A.make(A.FLOOP, lane=i) for i in range(LANES)]
_FLOOP_B: Final = [A.make(A.FLOOP, lane=i, arg="building") for i in range(LANES)]


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
    held = restraining(s)  # looked up once for the whole list
    if ph == MAIN:
        _plays(s, p, out)
        if s.scripted and not no_ff:
            _floops(s, p, out, held)
        _draw_thaw(s, p, out)
        if s.scripted:
            _card_abilities(s, p, out, held)
            _hero_abilities(s, p, out)
    attacked = not no_ff and _attacks(s, p, out, held)  # R10
    if not attacked and ph == MAIN:
        out.append(_END)  # every ready Creature must attack first (turn step 4)
    return out


def lean_actions(s: Board) -> list[Action]:
    """legal_actions(s) less the plays of Spells, the Floops and the activated abilities (cards' and Heroes'),
    in the same order, none of those worked out: the actions greedy's playouts choose among (lean_action).
    Outside the Main and Fight phases, or with a choice pending, every legal action."""
    ph = s.phase
    if ph == OVER or ph == MULLIGAN or s.pending:
        return legal_actions(s)
    p = s.active
    out: list[Action] = []
    no_ff = no_floop_or_fight(s)
    if ph == MAIN:
        _plays(s, p, out, False, True)
        _draw_thaw(s, p, out)
    attacked = not no_ff and _attacks(s, p, out, restraining(s))  # R10
    if not attacked and ph == MAIN:
        out.append(_END)  # every ready Creature must attack first (turn step 4)
    return out


def restraining(s: Board) -> list[tuple[Any, int]] | None:
    """The cards in play that may keep Creatures from attacking and using abilities now (events.restrainers),
    looked up once for a list of legal actions; None when there is none (in most games, without asking)."""
    if not s.scripted or RESTRAINS not in s.listen:
        return None
    found: list[tuple[Any, int]] = []  # events.restrainers' walk, in its order: side by side, Creatures then Buildings
    scripts = s.scripts
    for s2 in s.seats:
        for k in range(2):
            row = s.creature[s2] if k == 0 else s.building[s2]
            for src in row:
                if src >= 0:
                    sc = scripts[src]
                    if sc is not None and RESTRAINS in sc.events and not silenced(s, src):
                        found.append((sc, src))
    return found or None


def _draw_thaw(s: Board, p: SeatId, out: list[Action]) -> None:
    """Append p's draw (R9) and the discards that thaw a Frozen Landscape (R24)."""
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


def first_play_into_empty(s: Board) -> Action | None:
    """The first play among legal_actions(s) that puts its card into an empty Lane or into none (a Spell),
    None when there is none; for the Main phase with no pending choice. The cards after it in hand are not
    looked at."""
    out: list[Action] = []
    _plays(s, s.active, out, True)
    return out[0] if out else None


def first_attack(s: Board) -> Action | None:
    """The first attack among legal_actions(s), None when there is none; for the Main and Fight phases with no
    pending choice. Without the Floops, draws and abilities legal_actions lists before the attacks in the
    Main phase (a player that never takes those, first-fit, is spared working them out)."""
    out: list[Action] = []
    if not no_floop_or_fight(s):  # R10
        _attacks(s, s.active, out, restraining(s))
    return out[0] if out else None


def _attacks(s: Board, p: SeatId, out: list[Action], held: list[tuple[Any, int]] | None) -> bool:
    """Append p's attacks (R18), True when there is one: each ready Creature (R21) whose opponent may be
    attacked and that nothing keeps from attacking (held: restraining)."""
    attacked = False
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
            if held is not None and held_by(s, held, p, lane):
                continue  # it can't attack (Ice-olation Cell): it stays ready
            out.append(_ATTACK[lane])
            attacked = True
    return attacked


_LANE_PLAYS: Final[dict[str, tuple[Action, ...]]] = {}  # slug -> (play <slug> lane=0, ..., lane=3): built once per slug


def _lane_plays(sl: str) -> tuple[Action, ...]:
    acts = _LANE_PLAYS.get(sl)
    if acts is None:
        acts = _LANE_PLAYS[sl] = tuple(_PLAY(sl, lane) for lane in range(LANES))
    return acts


def _plays(s: Board, p: SeatId, out: list[Action], into_empty: bool = False, no_spells: bool = False) -> None:
    """Append p's plays; into_empty: only the first that puts its card into an empty Lane or into none;
    no_spells: none of a Spell (lean_actions)."""
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
    # some card may keep cards from being played (Pentacutie): what may, looked up once for the hand
    bars = play_bars(s, p) if scripted and LOCKS in s.listen else None
    changers = cost_changers(s) if cost_changes else None  # R12: the position's cost changers, once for the hand
    seen: set[str] = set()
    for cid in s.hand[p]:
        if no_spells and kind[cid] == K_SPELL:
            continue
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
        first = -1  # into_empty: the first empty Lane it may enter, looked for before its script is asked
        if into_empty and k == K_CREATURE:
            cr = s.creature[p]
            for lane in creature_lanes(s, p, cid, guard):
                if (pool is None or lane_left[lane]) and cr[lane] < 0:
                    first = lane
                    break
            if first < 0:
                continue
        elif into_empty and k == K_BUILDING:
            bd = s.building[p]
            for lane in range(LANES):
                if bd[lane] < 0:
                    first = lane
                    break
            if first < 0:
                continue  # (its other plays, "add" and "replace=K", go where a Building is)
        if bars is not None and play_barred_by(s, bars, p, cid):
            continue
        if scripted and k != K_SPELL:
            sc = scripts[cid]
            if sc is not None and not sc.plays_freely and not sc.can_play(s, p, cid):
                continue  # an additional cost it cannot pay (e.g. "discard a card")
        if first >= 0:
            out.append(_lane_plays(sl)[first])
            return
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
                if into_empty:
                    return
        elif k == K_TEAMWORK and len(s.hp) != 2:  # R27: played only in Doubles, like any card (R11)
            out.append(_PLAY(sl))
            if into_empty:
                return


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
            ok = not frozen[lane] and cs[lane] == READY and not (guard and irreplaceable(s, cr[lane]))
        if ok:
            out.append(lane)
    return out


def _frozen_entry(s: Board, p: SeatId, lane: LaneId) -> bool:
    """R41: p's Building in `lane` lets Creatures be played onto its Frozen Landscape (Ice Base: Script.frozen_entry),
    onto an empty one only (the Creature on a Frozen Landscape still cannot be replaced, R24)."""
    b = s.building[p][lane]
    bs = s.scripts[b] if b >= 0 else None
    return bs is not None and bool(getattr(bs, "frozen_entry", False)) and not silenced(s, b)


def irreplaceable(s: Board, cid: int) -> bool:
    """R13: the Creature cid in play says it cannot be replaced (Dragoon Parrotrooper)."""
    sc = script_of(s, cid)
    return sc is not None and sc.irreplaceable


def _can_play(s: Board, p: SeatId, cid: int) -> bool:
    """R16: the Spell cid may be played now (its script's can_play, not asked when it never refuses)."""
    sc = s.scripts[cid]
    return sc is None or sc.spell_plays_freely or bool(sc.can_play(s, p, cid))


def can_floop_now(state: Board, side: SeatId, lane: LaneId, card_id: int, building: bool = False,
                  bars: list[tuple[Any, int]] | None = None) -> bool:
    """bool(events.floop_options(...)), stopping at the first Floop ability found (for legal_actions, in the kernel:
    asked for every ready Creature of every legal list); bars: the position's floop_bars when looked up already
    (games whose scripts list NO_FLOOP)."""
    if not building and NO_FLOOP in state.listen and (floop_barred(state, side, lane) if bars is None
                                                      else barred_by(state, bars, side, lane)):
        return False
    sc = script_of(state, card_id)
    if sc is not None and sc.has_floop and sc.can_floop(state, side, lane, card_id):
        return True
    if building:
        return False
    tt = state.this_turn
    if tt and "granted" in tt:
        g = tt["granted"].get(str(card_id))
        gs = SCRIPTS.get(g) if g else None
        if gs is not None and gs.has_floop and gs.can_floop(state, side, lane, card_id):
            return True
    for seat, h in enumerate(state.hero):
        hs = HERO_SCRIPTS.get(h) if h else None
        if hs is not None and hs.grants_floop and hs.granted_floops(state, hero_source(seat), side, lane, card_id):
            return True
    return bool(state.granters) and bool(floop_options(state, side, lane, card_id))


def _floops(s: Board, p: SeatId, out: list[Action], held: list[tuple[Any, int]] | None) -> None:
    """Append p's Floops (R16; held: restraining)."""
    own = s.floop_by_id  # card id -> its script when it has a Floop ability of its own (None: no card has)
    tt = s.this_turn
    # A Creature may also Floop with an ability it gained this turn, or one a card or Hero grants it
    others = s.granters or (bool(tt) and "granted" in tt) or _hero_grants(s)
    if own is None and not others:
        return
    cr, cs = s.creature[p], s.cstate[p]
    bars: list[tuple[Any, int]] | None = None  # what may keep Creatures from Flooping: looked up once, if asked
    for lane in s.lanes_of(p):
        c = cr[lane]
        if c >= 0 and cs[lane] == READY and (others or own[c] is not None):
            if bars is None and NO_FLOOP in s.listen:
                bars = floop_bars(s)
            if can_floop_now(s, p, lane, c, False, bars) and not (held is not None and held_by(s, held, p, lane)):  # R16
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


def _card_abilities(s: Board, p: SeatId, out: list[Action], held: list[tuple[Any, int]] | None) -> None:
    """Activated abilities ("cost >>> effect") of p's cards in play: `use [building] lane=N [ability=k]`
    (held: restraining)."""
    if s.abil_by_id is None:  # no card of the game has one
        return
    has = s.abil_by_id
    for zone, arg in ((s.creature[p], None), (s.building[p], "building")):
        for lane in s.lanes_of(p):
            c = zone[lane]
            if c >= 0 and has[c] is not None:
                sc = script_of(s, c)
                if sc is not None and sc.has_abilities and (arg or held is None or not held_by(s, held, p, lane)):
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
