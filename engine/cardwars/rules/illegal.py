"""For the checked path: the rule an illegal action breaks, in a player's words (legal.py lists the legal ones)."""
from __future__ import annotations

from .. import actions as A
from ..actions import Action
from ..board import (
    FIGHT,
    K_BUILDING,
    K_CREATURE,
    K_SPELL,
    K_TEAMWORK,
    MULLIGAN,
    OVER,
    READY,
    STATE_NAMES,
    Board,
    SeatId,
)
from ..events import FROZEN_ENTRY, IRREPLACEABLE, LOCKS, frozen_entry_allowed, play_barred, restrained
from .costs import why_unaffordable
from .legal import attack_blocked, building_place, card_named, irreplaceable
from .turn import no_floop_or_fight


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
        if s.creature[p][a.lane] >= 0 and s.scripted and IRREPLACEABLE in s.listen and irreplaceable(
                s, s.creature[p][a.lane]):
            old = s.card_def(s.creature[p][a.lane]).name
            return f"R13: {old} in lane {a.lane} cannot be replaced (its text says so)"
    return f"{a} is not legal now"
