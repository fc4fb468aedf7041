"""Fights (R18-R21): one attack per action, in the order the attacking player chooses."""
from __future__ import annotations

from typing import Any

from ..board import EXHAUSTED, FIGHT, MAIN, OVER, READY, Board, LaneId, SeatId
from ..events import (
    ATTACKS,
    DAMAGED,
    DEALS_DAMAGE,
    DEFENDS,
    FIGHT_STARTS,
    FIGHTING,
    IGNORES,
    INSTEAD,
    SPARED,
    STRIKE,
    TO_PLAYER,
    fight_bonus,
    fights_player,
    held_by,
    ignored,
    spared,
)
from ..ops.core import (
    absorbed,
    attack_of,
    check_creatures,
    check_hp,
    defense_of,
    dispatch,
    r19_before_r22,
    remove_creature,
    static_sources,
)
from .legal import blocked_by, protectors, restraining
from .turn import end_turn


def attack(s: Board, lane: LaneId) -> None:
    """The active player's ready Creature in `lane` attacks."""
    p = s.active
    starts = s.phase != FIGHT
    s.phase = FIGHT  # R29: once the Fight begins, no more cards, Floops, abilities or draws
    cid = s.creature[p][lane]
    fast = not s.scripted and not s.mods
    if not fast and starts and s.scripted and FIGHT_STARTS in s.listen:
        # the Fight Phase starts before its first attacker is exhausted: a start-of-Fight text that looks for
        # exhausted Creatures (Fancy Spa) does not see the first attacker as one
        dispatch(s, FIGHT_STARTS, player=p)
        if s.phase == OVER:
            return
        cid = s.creature[p][lane]
        if cid < 0:
            _maybe_end(s)
            return
    s.cstate[p][lane] = EXHAUSTED  # R18: an attacking Creature is exhausted
    if not fast:
        if ATTACKS in s.listen:
            dispatch(s, ATTACKS, side=p, lane=lane, card=cid)
            if s.phase == OVER:
                return
        cid = s.creature[p][lane]
        if cid < 0:  # an attacks-trigger removed it
            _maybe_end(s)
            return
        if s.pending:  # R17: a choice its attack texts asked is made before Fight damage is dealt
            s.this_turn = dict(s.this_turn, **{STRIKE: lane})
            return
    _strike(s, p, lane, cid, fast)


def resume_attack(s: Board) -> None:
    """Deal the Fight damage of the attack that waited for a choice (this_turn[STRIKE]), once it is made."""
    tt = s.this_turn
    lane: LaneId = tt[STRIKE]
    s.this_turn = {k: v for k, v in tt.items() if k != STRIKE}
    cid = s.creature[s.active][lane]
    if cid < 0:  # the choice took the attacker out of play
        _maybe_end(s)
        return
    _strike(s, s.active, lane, cid, False)


def _strike(s: Board, p: SeatId, lane: LaneId, cid: int, fast: bool) -> None:
    """R18-R21: the attacker in `lane` (cid) and the Creature opposing it deal Fight damage."""
    o, olane = s.seating.front[p][lane]  # the Landscape in front (R18; Doubles R26, R36: n faces 5-n)
    alane = lane  # the Lane of the Creature that fights: the attacker's, or one fighting in its place
    if not fast and s.this_turn and INSTEAD in s.this_turn and str(lane) in s.this_turn[INSTEAD]:
        alane, cid = _fights_instead(s, p, lane)
        if cid < 0:
            _maybe_end(s)
            return
    sources = None if fast or not s.scripted else static_sources(s, 0)  # for both ATKs: nothing changes between
    atk = s.tab.atk[cid] if fast else attack_of(s, p, alane, cid, sources)
    did = s.creature[o][olane]
    if did < 0:
        # R18: nobody defends this lane: the opponent loses HP equal to ATK (R36: the facing Landscape's
        # controller is the opponent damaged, its team's pool loses it).
        if atk > 0 and not absorbed(s, o, atk):  # Bongo Bounce House takes it instead
            pool = s.seating.hp_at[o]  # the HP pool of o's team (o's own HP in 1 vs 1)
            if not fast and s.hp[pool] <= atk and r19_before_r22(s, [(pool, atk)]):
                return  # R19 before R22: the Creatures at their DEF went first, and that ended the game
            s.hp[pool] -= atk
            if s.hp[pool] <= 0:
                check_hp(s)
                return
            if not fast and s.scripted and DAMAGED in s.listen:
                dispatch(s, DAMAGED, target="player", player=o, amount=atk, source_side=p, source=cid)
    else:
        # R18/R19/R21: both deal damage at once, whether or not the defender is exhausted or Flooped.
        datk = s.tab.atk[did] if fast else attack_of(s, o, olane, did, sources)
        if not fast and s.scripted and FIGHTING in s.listen:  # "+N ATK while attacking a Creature on a <type>"
            atk += fight_bonus(s, p, alane, cid, o, olane, True)
            datk += fight_bonus(s, o, olane, did, p, alane, False)
        if not fast:
            if DEFENDS in s.listen:
                dispatch(s, DEFENDS, side=o, lane=olane, card=did, attacker=cid)
            if s.this_turn and SPARED in s.this_turn:  # R18 Fight damage prevented this turn (Falling Star)
                if spared(s, o, p):
                    atk = 0
                if spared(s, p, o):
                    datk = 0
        if not fast and s.scripted and TO_PLAYER in s.listen and _to_players(s, p, alane, cid, o, olane, did, atk, datk):
            return
        if not fast and s.scripted and IGNORES in s.listen:  # part of each damage ignored (Fluffy Fox)
            atk = max(0, atk - ignored(s, o, olane, did, p))
            datk = max(0, datk - ignored(s, p, alane, cid, o))
        s.cdmg[o][olane] += atk
        s.cdmg[p][alane] += datk
        if fast:
            # R19: destroyed at damage >= DEF; both may die (damage was simultaneous).
            if s.cdmg[o][olane] >= s.tab.dfn[did]:
                remove_creature(s, o, olane, True)
            if s.cdmg[p][alane] >= s.tab.dfn[cid]:
                remove_creature(s, p, alane, True)
        else:
            if DEALS_DAMAGE in s.listen:
                dispatch(s, DEALS_DAMAGE, side=p, lane=alane, card=cid, amount=atk, to=did)
                dispatch(s, DEALS_DAMAGE, side=o, lane=olane, card=did, amount=datk, to=cid)
            hurt = ((o, olane, atk, p, cid), (p, alane, datk, o, did)) if s.scripted and DAMAGED in s.listen else ()
            for at, al, dealt, by, dealer in hurt:
                if dealt > 0 and s.creature[at][al] >= 0:
                    dispatch(s, DAMAGED, target="creature", card=s.creature[at][al], at_side=at, at_lane=al,
                             amount=dealt, source_side=by, source=dealer)
            check_creatures(s)
            if check_hp(s):
                return
    _maybe_end(s)


def _to_players(s: Board, p: SeatId, alane: LaneId, cid: int, o: SeatId, olane: LaneId, did: int, atk: int,
                datk: int) -> bool:
    """R46 (Giddy Giraffe, Huggable Hedgehog): a fighter whose text says so deals its Fight damage to the other
    fighter's controller (that team's HP) instead; the other still deals its own. False when neither does (the
    Fight goes on as usual); else this deals the whole Fight and checks R19 and R22."""
    to_o = atk > 0 and fights_player(s, p, alane, cid)
    to_p = datk > 0 and fights_player(s, o, olane, did)
    if not (to_o or to_p):
        return False
    if IGNORES in s.listen:  # only the damage a Creature takes is partly ignored (Fluffy Fox), not a team's
        if not to_o:
            atk = max(0, atk - ignored(s, o, olane, did, p))
        if not to_p:
            datk = max(0, datk - ignored(s, p, alane, cid, o))
    if not to_o:
        s.cdmg[o][olane] += atk
    if not to_p:
        s.cdmg[p][alane] += datk
    for hit, n, yes in ((o, atk, to_o), (p, datk, to_p)):
        if yes and not absorbed(s, hit, n):
            s.hp[s.seating.hp_at[hit]] -= n  # the team's pool (R34)
    if any(s.hp[s.seating.hp_at[x]] <= 0 for x in (o, p)):
        check_creatures(s)  # R19 as always for the Fight's Creature damage, then R22 ends the game
        check_hp(s)
        return True
    if DEALS_DAMAGE in s.listen:
        dispatch(s, DEALS_DAMAGE, side=p, lane=alane, card=cid, amount=0 if to_o else atk, to=did)
        dispatch(s, DEALS_DAMAGE, side=o, lane=olane, card=did, amount=0 if to_p else datk, to=cid)
    if DAMAGED in s.listen:
        for hit, n, by, src, yes in ((o, atk, p, cid, to_o), (p, datk, o, did, to_p)):
            if yes:
                dispatch(s, DAMAGED, target="player", player=hit, amount=n, source_side=by, source=src)
            elif n > 0 and s.creature[hit][olane if hit == o else alane] >= 0:
                at = olane if hit == o else alane
                dispatch(s, DAMAGED, target="creature", card=s.creature[hit][at], at_side=hit, at_lane=at,
                         amount=n, source_side=by)
    check_creatures(s)
    if not check_hp(s):
        _maybe_end(s)
    return True


def _fights_instead(s: Board, p: SeatId, lane: LaneId) -> tuple[LaneId, int]:
    """(Lane, card id) of the Creature of p fighting in place of the attacker in `lane` (Pied Piper), taken off
    this_turn[INSTEAD]; card id -1 when it, or the Creature it was to fight, is no longer there."""
    inst = s.this_turn[INSTEAD]
    alane: LaneId = inst[str(lane)]
    s.this_turn = dict(s.this_turn, **{INSTEAD: {k: v for k, v in inst.items() if k != str(lane)}})
    cid = s.creature[p][alane]
    o, olane = s.seating.front[p][lane]
    if cid < 0 or s.creature[o][olane] < 0:
        return alane, -1
    return alane, cid


def can_attack_any(s: Board, p: SeatId) -> bool:
    """True if p has a ready Creature (R21: Flooped and exhausted ones do not attack)."""
    cs = s.cstate[p]
    cr = s.creature[p]
    found: list[tuple[Any, int, SeatId, LaneId, str]] | None = None  # the protectors, looked up once when asked
    held = restraining(s)  # the cards that may keep Creatures from attacking: None in most games, without a walk
    for lane in s.lanes_of(p):
        if cr[lane] >= 0 and cs[lane] == READY:
            if s.scripted and s.protect_by_id is not None:
                o, olane = s.seating.front[p][lane]  # the Landscape in front (R26)
                if s.creature[o][olane] >= 0:
                    if found is None:
                        found = protectors(s, s.protect_by_id)
                    if found and blocked_by(s, found, o, olane):
                        continue
            if held is not None and held_by(s, held, p, lane):
                continue  # Ice-olation Cell: it can't attack (events.restrained)
            return True
    return False


def _maybe_end(s: Board) -> None:
    """The turn is over as soon as every ready Creature has attacked."""
    if s.phase in (FIGHT, MAIN) and not s.pending and not can_attack_any(s, s.active):
        end_turn(s)


__all__ = ["attack", "can_attack_any", "defense_of", "resume_attack"]
