"""Conditions on a Ninja in battle, Jutsu requirements, and the context an effect resolves in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board import Board
from ..defs import RANK_OF
from ..ops import (
    attribute,
    battling_against,
    has_char,
    rank,
    sent_team,
)

FULL, PARTIAL, NONE = "full", "partial", "none"
GENIN, JONIN = RANK_OF["Genin"], RANK_OF["Jonin"]


@dataclass(frozen=True)
class Ctx:
    """What an effect knows as it resolves: its card, owner, user (a Jutsu's), targets and X."""

    card: int
    owner: int
    user: int = -1
    targets: tuple[int, ...] = ()
    x: int = 0
    choice: str = ""



Cond = Callable[[Board, int], bool]


def ATTACKING(b: Board, i: int) -> bool:
    """In an attacking Team."""
    w = b.team_of_sent(i)
    return w is not None and w[0] == "attack"


def IN_BATTLE(b: Board, i: int) -> bool:
    """On the Battlefield."""
    return b.team_of_sent(i) is not None


def ALONE(b: Board, i: int) -> bool:
    """Sent as a Team of one."""
    t = sent_team(b, i)
    return t is not None and len(t) == 1


def INJURED(b: Board, i: int) -> bool:
    """In injured status."""
    return i in b.injured


def against(char: str) -> Cond:
    """Battling against a Ninja with this characteristic."""
    return lambda b, i: any(has_char(b, j, char) for j in battling_against(b, i))


def head_is(pred: Callable[[Board, int], bool]) -> Cond:
    """Its Team's Head (not itself) matches."""
    def cond(b: Board, i: int) -> bool:
        t = sent_team(b, i)
        return t is not None and t[0] != i and pred(b, t[0])
    return cond


def mate_is(pred: Callable[[Board, int], bool]) -> Cond:
    """Another Ninja of its Team matches."""
    def cond(b: Board, i: int) -> bool:
        t = sent_team(b, i)
        return t is not None and any(j != i and pred(b, j) for j in t)
    return cond


def all_of(*conds: Cond) -> Cond:
    """Every condition holds."""
    return lambda b, i: all(c(b, i) for c in conds)


def chars(*cs: str) -> Callable[[Board, int], bool]:
    """A Ninja with all these characteristics."""
    return lambda b, i: all(has_char(b, i, c) for c in cs)


def attr_is(a: str) -> Callable[[Board, int], bool]:
    """A Ninja with this Combat Attribute."""
    return lambda b, i: attribute(b, i) == a


def rank_at_most(r: str) -> Callable[[Board, int], bool]:
    """A Ninja of this rank or lower (a Ninja without a rank counts as lower)."""
    return lambda b, i: rank(b, i) <= RANK_OF[r]




Req = Callable[[Board, int], bool]


def Char(c: str) -> Req:
    """The user has this characteristic (or name: "Kakashi Hatake" reads as the name)."""
    return lambda b, u: has_char(b, u, c) or c in b.cards[u].names


def RankAtLeast(r: str) -> Req:
    """The user is of this rank or higher."""
    return lambda b, u: rank(b, u) >= RANK_OF[r]


def Attr(a: str) -> Req:
    """The user has this Combat Attribute."""
    return lambda b, u: attribute(b, u) == a


def IS_HEAD(b: Board, u: int) -> bool:
    """The user is the Head of its Team."""
    t = sent_team(b, u)
    return t is not None and t[0] == u


