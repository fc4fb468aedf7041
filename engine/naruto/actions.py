"""Naruto actions: values with a one-line text form that round-trips (`parse(str(a)) == a`).

Cards are written by instance id (board.py). Each action is the deciding seat's (NR-D1 to NR-D9):

    first | second                 NR15: the coin winner goes first or second
    keep | redraw                  NR16: keep the hand or re-draw
    ability 12 at 30               a start-of-turn ability of card 12, on card 30 (NR-D8); `skip` declines
    deploy 5 pay 9                 NR19, NR23: Ninja 5 to the Village, card 9 paying its hand cost
    mission 7 at 30 pay 2          NR20: Mission 7 on target 30, card 2 paying
    client 8                       NR21
    charge 4                       NR24: card 4 to the Chakra area
    end                            end of the Mission Phase
    team 3 5 7                     NR25: a Team of these Ninjas
    attack 5 3 7 | done            NR27: send a Team, Head first, then the Back Ninjas in line order
    attack 5 3 as adjust           ... using an optional effect a member offers as it is sent (N-027)
    block 41 44 | noblock          NR28: the Team blocking the attacking Team now answered
    jutsu 12 by 5 at 44 x 2        NR31: Jutsu 12, user 5, target 44 (a Ninja, or a Jutsu on the chain), X = 2
    pass                           NR32
    discard 17                     NR44
    choose 23                      the answer to a card's question (engine/core/pending.py): a card, or a word
Optional parts: `at` targets (comma-separated), `x` a number, `pay` hand cards, `as` a word for a choice the
card offers. A Jutsu's Chakras are picked by the rule of NR-D10 (docs/naruto.md), so they are not written."""
from __future__ import annotations

import re
from typing import NamedTuple

FIRST, SECOND, KEEP, REDRAW, ABILITY, SKIP, DEPLOY, MISSION, CLIENT, CHARGE, END, TEAM, ATTACK, DONE, BLOCK, \
    NOBLOCK, JUTSU, PASS, DISCARD, CHOOSE = ("first", "second", "keep", "redraw", "ability", "skip", "deploy",
                                             "mission", "client", "charge", "end", "team", "attack", "done", "block",
                                             "noblock", "jutsu", "pass", "discard", "choose")
BARE = (FIRST, SECOND, KEEP, REDRAW, SKIP, END, DONE, NOBLOCK, PASS)
WITH_CARD = (ABILITY, DEPLOY, MISSION, CLIENT, CHARGE, JUTSU, DISCARD)
WITH_MEMBERS = (TEAM, ATTACK, BLOCK)
KINDS = BARE + WITH_CARD + WITH_MEMBERS + (CHOOSE,)


class Action(NamedTuple):
    """One decision: `card` an iid (-1: none), `members` a Team's iids in order, `user` a Jutsu's user,
    `targets` iids (or chain positions), `x` a variable cost, `pay` hand cards paying a hand cost, `choice`
    a word for a card's option."""

    kind: str
    card: int = -1
    members: tuple[int, ...] = ()
    user: int = -1
    targets: tuple[int, ...] = ()
    x: int = 0
    pay: tuple[int, ...] = ()
    choice: str = ""

    def __str__(self) -> str:
        k = self.kind
        if k in BARE:
            return k
        if k == CHOOSE:
            return f"{k} {self.choice}"
        if k in WITH_MEMBERS:
            return k + " " + " ".join(map(str, self.members)) + (f" as {self.choice}" if self.choice else "")
        parts = [k, str(self.card)]
        if self.user >= 0:
            parts += ["by", str(self.user)]
        if self.targets:
            parts += ["at", ",".join(map(str, self.targets))]
        if self.x:
            parts += ["x", str(self.x)]
        if self.pay:
            parts += ["pay", ",".join(map(str, self.pay))]
        if self.choice:
            parts += ["as", self.choice]
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


class ActionParseError(ValueError):
    """The text is not a Naruto action."""


_OPTS = re.compile(r"(?: by (\d+))?(?: at (\d+(?:,\d+)*))?(?: x (\d+))?(?: pay (\d+(?:,\d+)*))?"
                   r"(?: as ([a-z_]+))?")


def _ints(text: str | None) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",")) if text else ()


def parse(text: str) -> Action:
    """An Action from its text form (extra spaces are ignored); raises ActionParseError."""
    if not isinstance(text, str) or len(text) > 200:
        raise ActionParseError("an action is a short line of text such as 'deploy 5' or 'pass'")
    t = " ".join(text.split())
    if t in BARE:
        return Action(t)
    kind, _, rest = t.partition(" ")
    if kind == CHOOSE and re.fullmatch(r"[A-Za-z0-9_-]+", rest):
        return Action(CHOOSE, choice=rest)
    if kind in WITH_MEMBERS:
        rest, _, word = rest.partition(" as ")
        parts = rest.split(" ")
        if rest and all(p.isdigit() for p in parts) and len(parts) <= 3 and (not word or word.isidentifier()):
            return Action(kind, members=tuple(int(p) for p in parts), choice=word)
    elif kind in WITH_CARD:
        num, _, opts = rest.partition(" ")
        m = _OPTS.fullmatch((" " + opts) if opts else "")
        if num.isdigit() and m is not None:
            by, at, x, pay, choice = m.groups()
            return Action(kind, int(num), user=int(by) if by else -1, targets=_ints(at), x=int(x) if x else 0,
                          pay=_ints(pay), choice=choice or "")
    raise ActionParseError(f"cannot read {text!r} as a Naruto action; e.g. 'deploy 5 pay 9', 'team 3 5', "
                           "'attack 5 3', 'jutsu 12 by 5 at 44', 'pass', 'end'")
