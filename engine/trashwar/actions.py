"""Trash War actions: values with a one-line text form that round-trips (`parse(str(a)) == a`).

Cards are written by type code (T2, S3*, MA, ...; setup.CardType.code), seats as p0-p4, Walls as w0-w2
(both counted from 0). Every action is the current player's (the defender decides Phase 1, the active
player everything else):

    throw T2 p1:w0         Phase 3 (TW16, TW18): one Trash card at Wall 0 of seat 1
    catapult C p1          Phase 3 (TW24): play a Catapult at seat 1, then load it:
    load T2 w0             one Trash card onto Wall 0 of the Catapult's target (up to 3, TW-D1 order)
    fire                   throw the loaded Trash (automatic after the third, or when no Trash is left)
    discard S2*            Phase 3 with no Trash in hand (TW17)
    take                   Phase 1: no defence for the incoming card now decided (TW10)
    shield S3              Phase 1: block the incoming card (TW25)
    deflect D w2           Phase 1: the incoming card hits your Wall 2 instead (TW23)
    mace MA p3:w1          Phase 1: send the incoming card to Wall 1 of seat 3 (TW22)
    pass                   Phase 2: neither Burn nor Repair (TW14)
    burn B3 w0:T1 w2:T2    Phase 2: burn a T1 off your Wall 0 and a T2 off your Wall 2 (TW26)
    repair R* w1           Phase 2: stand your destroyed Wall 1 up again (TW27)
"""
from __future__ import annotations

import re
from typing import NamedTuple

THROW, CATAPULT, LOAD, FIRE, DISCARD, TAKE, SHIELD, DEFLECT, MACE, PASS, BURN, REPAIR = (
    "throw", "catapult", "load", "fire", "discard", "take", "shield", "deflect", "mace", "pass", "burn", "repair")
KINDS = (THROW, CATAPULT, LOAD, FIRE, DISCARD, TAKE, SHIELD, DEFLECT, MACE, PASS, BURN, REPAIR)


class Action(NamedTuple):
    """One decision. `card` is a type code ('' when none); `target` a seat and `wall` a Wall index (-1 when
    unused); `picks` the (wall, code) pairs a Burn removes, in canonical order."""

    kind: str
    card: str = ""
    target: int = -1
    wall: int = -1
    picks: tuple[tuple[int, str], ...] = ()

    def __str__(self) -> str:
        k = self.kind
        if k in (TAKE, PASS, FIRE):
            return k
        if k in (THROW, MACE):
            return f"{k} {self.card} p{self.target}:w{self.wall}"
        if k == CATAPULT:
            return f"{k} {self.card} p{self.target}"
        if k in (LOAD, DEFLECT, REPAIR):
            return f"{k} {self.card} w{self.wall}"
        if k == BURN:
            return f"{k} {self.card} " + " ".join(f"w{w}:{c}" for w, c in self.picks)
        return f"{k} {self.card}"  # shield, discard

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


class ActionParseError(ValueError):
    """The text is not a Trash War action."""


_CODE = r"([A-Z][A-Z0-9]?\*{0,2})"
_PATTERNS = {
    THROW: re.compile(rf"throw {_CODE} p(\d):w(\d)"),
    MACE: re.compile(rf"mace {_CODE} p(\d):w(\d)"),
    CATAPULT: re.compile(rf"catapult {_CODE} p(\d)"),
    LOAD: re.compile(rf"load {_CODE} w(\d)"),
    DEFLECT: re.compile(rf"deflect {_CODE} w(\d)"),
    REPAIR: re.compile(rf"repair {_CODE} w(\d)"),
    SHIELD: re.compile(rf"shield {_CODE}"),
    DISCARD: re.compile(rf"discard {_CODE}"),
    BURN: re.compile(rf"burn {_CODE}((?: w\d:{_CODE})+)"),
}
_PICK = re.compile(rf"w(\d):{_CODE}")


def parse(text: str) -> Action:
    """An Action from its text form (extra spaces are ignored); raises ActionParseError."""
    if not isinstance(text, str) or len(text) > 200:
        raise ActionParseError("an action is a short line of text such as 'throw T2 p1:w0'")
    t = " ".join(text.split())
    if t in (TAKE, PASS, FIRE):
        return Action(t)
    kind = t.partition(" ")[0]
    pat = _PATTERNS.get(kind)
    m = pat.fullmatch(t) if pat else None
    if m is None:
        raise ActionParseError(f"cannot read {text!r} as an action; e.g. 'throw T2 p1:w0', 'shield S3', 'take', "
                               "'mace MA p2:w1', 'burn B3 w0:T1 w2:T2', 'repair R w1', 'discard D', 'pass'")
    g = m.groups()
    if kind in (THROW, MACE):
        return Action(kind, g[0], int(g[1]), int(g[2]))
    if kind == CATAPULT:
        return Action(kind, g[0], int(g[1]))
    if kind in (LOAD, DEFLECT, REPAIR):
        return Action(kind, g[0], wall=int(g[1]))
    if kind == BURN:
        picks = tuple((int(w), c) for w, c in _PICK.findall(g[1]))
        return Action(kind, g[0], picks=picks)
    return Action(kind, g[0])
