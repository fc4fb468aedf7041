"""Applying actions: the unchecked fast path and the checked path that names the broken rule."""
from __future__ import annotations

from typing import Any

from .. import actions as A
from ..actions import Action
from ..board import (
    BUSY,
    DRAW_RESULT,
    ENDING,
    EXHAUSTED,
    FIGHT,
    FLOOPED,
    K_BUILDING,
    K_CREATURE,
    K_SPELL,
    K_TEAMWORK,
    MAIN,
    OVER,
    READY,
    Board,
    LaneId,
    SeatId,
)
from ..events import (
    CLONE_FREE,
    CREATURE_DISCOUNT,
    CREATURE_LESS,
    ENTERS_PLAY,
    FROM_HAND,
    HERO_SCRIPTS,
    PLAYED,
    SCRIPTS,
    SPELL_DISCOUNT,
    SPELL_PLAYED,
    START_ORDER,
    STRIKE,
    WAITING,
    WINS,
    ask,
    floop_options,
    hero_source,
    hushed,
    script_of,
    text_winners,
    turn_append,
    turn_map,
    turn_set,
)
from ..ops.core import (
    add_building,
    check_creatures,
    check_hp,
    dispatch,
    draw_card,
    end_game,
    remove_building,
    remove_creature,
)
from ..ops.primitives import discard_card, thaw
from . import IllegalAction
from .costs import requirement, spend_lane_actions
from .fight import attack, can_attack_any, resume_attack
from .illegal import why_illegal
from .legal import building_place, card_named, legal_actions
from .turn import apply_mulligan, choose_start_text, end_turn, finish_end_turn, run_start_texts


def apply_checked(s: Board, action: Action | str) -> None:
    """Apply after checking legality; raises IllegalAction naming the rule broken."""
    if isinstance(action, str):
        action = A.parse(action, s.tab.names)
    action = resolve_index(s, action)
    if action not in legal_actions(s):
        raise IllegalAction(f"illegal action '{action}': {why_illegal(s, action)}")
    apply_unchecked(s, action)


def resolve_index(s: Board, a: Action) -> Action:
    """An ability named by its stable index ('hero #0', 'use lane=1 ability=#1') as the same action named by
    its key (the form legal_actions lists); other actions are returned as they are."""
    if a.kind == A.HERO and a.arg and a.arg.startswith("#"):
        h = s.hero[s.current_player()] if s.current_player() >= 0 else None
        key = _indexed(HERO_SCRIPTS.get(h) if h else None, a.arg, "R25: that Hero")
        return A.make(A.HERO, arg=key)
    if a.kind == A.USE and a.card and a.card.startswith("#"):
        p = s.current_player()
        cid = card_named(s, SeatId(p), a) if p >= 0 and 0 <= a.lane < len(s.creature[p]) else -1
        key = _indexed(script_of(s, cid) if cid >= 0 else None, a.card, f"Lane {a.lane}: the card there")
        return A.make(A.USE, key or None, a.lane, a.arg)
    return a


def _indexed(script: Any, ref: str, who: str) -> str:
    keys = script.ability_keys() if script is not None else ()
    i = ref[1:]
    if not i.isdigit() or int(i) >= len(keys):
        raise IllegalAction(f"{who} has no ability {ref} (it has {len(keys)})")
    key: str = keys[int(i)]
    return key


def apply_unchecked(s: Board, a: Action) -> None:
    """Apply an action known to be legal (no checks: the fast path for players and simulations)."""
    s.bonus = BUSY  # the position changes: always-on bonuses are computed afresh until the action is done
    _apply(s, a)
    if s.scripted and WINS in s.listen and s.phase != OVER:  # a Hero's own win condition (Billy), at once (R22)
        won, why = text_winners(s)
        if won:
            end_game(s, won[0] if len(won) == 1 else DRAW_RESULT, why)
    s.bonus = None


def _apply(s: Board, a: Action) -> None:
    s.history.append(a)
    k = a.kind
    if k == A.ATTACK:
        attack(s, a.lane)
    elif k == A.PLAY:
        _play(s, a)
    elif k == A.END:
        end_turn(s)
    elif k == A.DRAW:
        s.actions_left -= 1  # R9
        draw_card(s, s.active)
    elif k == A.MULLIGAN:
        apply_mulligan(s, SeatId(s.current_player()), a.arg == "yes")
    elif k == A.CHOOSE:
        _choose(s, a.arg or "")
    elif k == A.FLOOP:
        _floop(s, a)
    elif k == A.UNFREEZE:
        discard_card(s, s.active, _card_in_hand(s, s.active, a.card or ""))  # R24: discard a card to remove
        thaw(s, s.active, a.lane)  # one Frozen token
    elif k == A.HERO:
        HERO_SCRIPTS[s.hero[s.active] or ""].use_ability(s, s.active, hero_source(s.active), a.arg)
        _settle(s)
    elif k == A.USE:
        cid = card_named(s, s.active, a)
        script_of(s, cid).use_ability(s, s.active, cid, a.card or "")
        _settle(s)
    else:
        raise IllegalAction(f"unknown action kind {k!r}")


def _take_from_hand(s: Board, p: SeatId, slug: str | None) -> int:
    hand = s.hand[p]
    sl = s.tab.slug
    for i, c in enumerate(hand):
        if sl[c] == slug:
            del hand[i]
            return c
    raise IllegalAction(f"{slug} is not in your hand")


def _card_in_hand(s: Board, p: SeatId, slug: str) -> int:
    for c in s.hand[p]:
        if s.tab.slug[c] == slug:
            return c
    raise IllegalAction(f"{slug} is not in your hand")


def _play(s: Board, a: Action) -> None:
    p = s.active
    cid = _take_from_hand(s, p, a.card)
    pay, _need = requirement(s, p, cid)
    if s.this_turn and s.tab.kind[cid] == K_CREATURE:
        pay = spend_lane_actions(s, p, a.lane, pay)  # Pyramidia: the Actions kept for this Lane go first
    s.actions_left -= pay  # R11/R12
    if s.this_turn and s.tab.kind[cid] == K_CREATURE and s.this_turn.get(CREATURE_DISCOUNT, {}).get(str(p)):
        turn_map(s, CREATURE_DISCOUNT, p, 0)  # "the next Creature you play this turn": used up
    if s.this_turn and s.tab.kind[cid] == K_CREATURE and s.this_turn.get(CREATURE_LESS, {}).get(str(p)):
        turn_map(s, CREATURE_LESS, p, 0)  # Feedman: used up
    if s.this_turn and s.tab.kind[cid] in (K_CREATURE, K_BUILDING) and s.this_turn.get(CLONE_FREE, {}).get(str(p)):
        turn_map(s, CLONE_FREE, p, 0)  # Clone: "your next Creature or Building", used up
    if s.this_turn and s.tab.kind[cid] == K_SPELL and s.this_turn.get(SPELL_DISCOUNT, {}).get(str(p)):
        turn_map(s, SPELL_DISCOUNT, p, 0)  # "the next Spell you play this turn": used up
    if s.scripted and PLAYED in s.listen:  # "cards you played this turn" (Business Dog, Infant Scholar)
        turn_append(s, "played", cid)
    if s.scripted and FROM_HAND in s.listen:  # the card being played from hand, while it enters (Lost Bald Man)
        s.this_turn = dict(s.this_turn, playing=cid)
        enter_play(s, p, cid, a.lane, a.arg)
        s.this_turn = {k: v for k, v in s.this_turn.items() if k != "playing"}
    else:
        enter_play(s, p, cid, a.lane, a.arg)
    _settle(s)


def enter_play(s: Board, p: SeatId, cid: int, lane: LaneId, how: str | None = None) -> None:
    """A card out of hand (already paid for) is played by p: a Creature or Building enters `lane`, a Spell
    resolves (lane -1). Effects that play cards for free (e.g. Silo of Truth) call this too. how (a Building):
    None replaces the Lane's first Building (R14), 'add' puts it beside the ones there (Burly Lumberjack),
    'replace=K' replaces the Lane's additional Building K."""
    k = s.tab.kind[cid]
    replaced = -1
    if k == K_CREATURE:
        if s.creature[p][lane] >= 0:
            replaced = remove_creature(s, p, lane, False)  # R13: replaced, not destroyed; damage removed
        s.creature[p][lane] = cid  # R13: enters play ready
        s.cdmg[p][lane] = 0
        s.cstate[p][lane] = READY
        if s.scripted:
            sc = s.scripts[cid]
            if sc is not None and sc.enters_exhausted:  # a state of entry, not an effect: Palace of Bone can't hush it
                s.cstate[p][lane] = EXHAUSTED
    elif k == K_TEAMWORK:
        # R27: it sits in front of its player, in no Lane; one per player: the old one is replaced (to its
        # owner's discard pile, not destroyed), never the teammate's
        old = s.teamwork[p]
        if old >= 0:
            s.discard[s.tab.owner[old]].append(old)
        tw = s.teamwork[:]  # replaced, never changed: clones share it (Board.clone)
        tw[p] = cid
        s.teamwork = tw
        return
    elif k == K_BUILDING:
        if how is None or s.building[p][lane] < 0:
            if s.building[p][lane] >= 0:
                remove_building(s, p, lane, False, refill=False)  # R14: the old Building need not be ready
            s.building[p][lane] = cid
            s.bstate[p][lane] = READY
        else:
            if how != "add":  # R14: the additional Building named is replaced; the new one joins the Lane's
                remove_building(s, p, s.buildings_in(p, lane)[int(how[8:])], False)
            add_building(s, p, lane, cid)
    else:
        s.limbo.append(cid)  # R15: a Spell resolves, never in play, then goes to the discard pile
    if not s.scripted:
        if k != K_CREATURE and k != K_BUILDING:
            s.discard[s.tab.owner[s.limbo.pop()]].append(cid)
        return
    sc = s.scripts[cid]
    if k == K_CREATURE:  # "entered play this turn" (The Mariachi, Zazo's Magic Seeds, Lost Golem)
        turn_set(s, "entered", [cid, p, lane])  # a count cards read later, not an effect: noted even when hushed
        if s.hush_by_id is not None and hushed(s, p, lane, cid):
            # Palace of Bone: no enters-play effect, its own text (R16 play) or another card's trigger; but an
            # additional cost (Field Reaper's discard) is no effect and is still paid (R11: playing needs it)
            if sc is not None:
                sc.pay_costs(s, p, cid, lane)
            return
    if k == K_CREATURE or k == K_BUILDING:
        if replaced >= 0:  # R13: the event says which Creature it replaced ("if it replaced a Creature")
            dispatch(s, ENTERS_PLAY, card=cid, player=p, building=False, replaced=replaced)
        else:
            dispatch(s, ENTERS_PLAY, card=cid, player=p, building=k == K_BUILDING)
        if sc is not None and s.phase != OVER and ((s.creature if k == K_CREATURE else s.building)[p][lane] == cid
                                                   or (k == K_BUILDING and bool(s.annex[p]) and cid in s.building[p])):
            sc.play(s, p, cid, lane)  # R16: an enters-play effect without a target simply does nothing
    else:
        s.this_turn = dict(s.this_turn, spells=s.this_turn.get("spells", 0) + 1)
        if sc is not None:
            sc.play(s, p, cid, -1)
        dispatch(s, SPELL_PLAYED, card=cid, player=p)


def _floop(s: Board, a: Action) -> None:
    p = s.active
    building = bool(a.arg)
    cid = card_named(s, p, a)
    opts = floop_options(s, p, a.lane, cid, building)  # R16: computed while the card is still ready
    if building:
        s.bstate[p][building_place(s, p, a.lane, a.arg)] = FLOOPED
    else:
        s.cstate[p][a.lane] = FLOOPED  # exhausted by its Floop: R21, it will not attack this turn
    if len(opts) == 1:
        opts[0][1].floop(s, p, a.lane, cid)
    else:  # R17: a card with several Floop abilities (its own, gained, granted): its controller picks one
        ask(s, p, ["floop:" + name for name, _sc in opts], cid, "floop-which", (a.lane, building), script="")
    _settle(s)


def _choose(s: Board, option: str) -> None:
    """R17: the deciding player picked `option`; the asking script resumes."""
    pc = s.pending.pop()
    if pc.key == START_ORDER:  # the rules' own question: which start-of-turn text runs next (R30)
        choose_start_text(s, list(pc.data), option, pc.options)
    elif pc.script == "":  # the rules' own question: which Floop ability
        lane, building = pc.data
        name = option.split(":", 1)[1]
        who = SeatId(pc.player)
        for n, sc in floop_options(s, who, lane, pc.source, building):
            if n == name:
                sc.floop(s, who, lane, pc.source)
                break
    else:
        script: Any = SCRIPTS.get(pc.script) or HERO_SCRIPTS.get(pc.script)
        script.resume(s, pc.key, option, pc.source, pc.data)
    _settle(s)


def _settle(s: Board) -> None:
    """After an effect: R19 state check, R22, finished Spells to the discard pile, resume the turn."""
    if s.phase == OVER:
        return
    check_creatures(s)
    if check_hp(s) or s.pending:
        return
    if s.this_turn and WAITING in s.this_turn:  # R30: start-of-turn texts still waiting run next
        run_start_texts(s)
        if s.pending or s.phase == OVER:
            return
    while s.limbo:
        cid = s.limbo.pop(0)
        s.discard[s.tab.owner[cid]].append(cid)
    if s.phase == ENDING:
        finish_end_turn(s)
    elif s.phase == FIGHT and s.this_turn and STRIKE in s.this_turn:
        resume_attack(s)  # R17: the attack that waited for its attack texts' choices deals its damage now
    elif s.phase == FIGHT and not can_attack_any(s, s.active):
        end_turn(s)


__all__ = ["apply_checked", "apply_unchecked", "MAIN", "OVER"]
