"""Target rules: who or what a Jutsu or Mission may be aimed at (NR31 step 2), checked again as it resolves (NR34)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board import Board, Link
from ..ops import (
    battling_against,
    controller,
    effect_on,
)
from ..registry import script_of
from .conditions import Ctx


def targetable(b: Board, jutsu: int, owner: int, iid: int) -> bool:
    """A Ninja a Jutsu of `owner` may target: not shielded from the opponent's Jutsu (J-024, N-026)."""
    if controller(b, iid) == owner:
        return True
    if b.flag("jutsu_immune", iid):
        return False
    s = script_of(b.cards[iid].id)
    if s is not None and effect_on(b, iid) and getattr(s, "cheap_jutsu_immune", False):
        return b.cards[jutsu].cost.total > 2
    return True


@dataclass(frozen=True)
class Target:
    """A target rule. kind: user | none | opposing (one Ninja battling the user) | all_opposing |
    ninja (one Ninja in play) | sent (one on the Battlefield) | standby | own_sent | chain (a Jutsu being
    played) | reward (a Battle Reward card) | discard_kind (cards of the owner's Discard Pile)."""

    kind: str
    which: Callable[[Board, int], bool] | None = None
    count: tuple[int, int] = (1, 1)

    def options(self, b: Board, card: int, owner: int, user: int) -> list[tuple[int, ...]]:
        """Every legal choice of targets now (each a tuple; () when the card takes no choice)."""
        k = self.kind
        if k in ("user", "none", "all_opposing"):
            return [()]
        if k == "chain":
            return [(link.card,) for link in b.chain if self._chain_ok(b, link)]
        if k == "reward":  # face down: any card of an area is as good as another, so the top one stands for it
            return [(b.rewards[p][-1],) for p in (0, 1) if b.rewards[p]]
        if k == "head":
            return [(t[0],) for t in (*b.attack, *b.block) if len(t) >= 2]
        if k == "discard_kind":
            pool = sorted({b.cards[x].id: x for x in b.discard[owner] if self._ok(b, x)}.values())
            lo, hi = self.count
            out: list[tuple[int, ...]] = [(x,) for x in pool] if lo <= 1 <= hi else []
            if hi >= 2:
                out += [(x, y) for n, x in enumerate(pool) for y in pool[n + 1:]]
            return out
        return [(i,) for i in self.ninjas(b, owner, user) if self._ok(b, i) and targetable(b, card, owner, i)]

    def ninjas(self, b: Board, owner: int, user: int) -> list[int]:
        """Candidate Ninjas of a Ninja-target kind."""
        k = self.kind
        if k == "opposing":
            return battling_against(b, user)
        if k == "sent":
            return b.on_battlefield()
        if k == "own_sent":
            return [i for i in b.on_battlefield() if controller(b, i) == owner]
        field_ = b.on_battlefield()
        if k == "standby":
            return [i for p in (0, 1) for i in b.village[p] if i not in field_]
        return [i for p in (0, 1) for i in b.village[p]]

    def _ok(self, b: Board, i: int) -> bool:
        return self.which is None or self.which(b, i)

    def _chain_ok(self, b: Board, link: Link) -> bool:
        s = script_of(b.cards[link.user].id) if link.user >= 0 else None
        if link.user >= 0 and (b.flag("unnegatable", link.user)
                               or (s is not None and effect_on(b, link.user) and getattr(s, "unnegatable", False))):
            return False
        return True

    def still_ok(self, b: Board, card: int, owner: int, user: int, targets: tuple[int, ...]) -> bool:
        """NR34: the chosen targets are still legal as the Jutsu resolves."""
        if self.kind in ("user", "none", "all_opposing"):
            return True
        if self.kind == "chain":
            links = {x.card: x for x in b.chain}
            return all(t in links and self._chain_ok(b, links[t]) for t in targets)
        if self.kind == "reward":
            return all(any(t in b.rewards[p] for p in (0, 1)) for t in targets)
        if self.kind == "head":
            return all(any(len(t) >= 2 and t[0] == h for t in (*b.attack, *b.block)) for h in targets)
        if self.kind == "discard_kind":
            return all(t in b.discard[owner] for t in targets)
        cands = self.ninjas(b, owner, user)
        return all(t in cands and self._ok(b, t) and targetable(b, card, owner, t) for t in targets)


USER = Target("user")
NO_TARGET = Target("none")
ONE_OPPOSING = Target("opposing")
ALL_OPPOSING = Target("all_opposing")
ANY_NINJA = Target("ninja")
SENT = Target("sent")
STANDBY = Target("standby")
OWN_SENT = Target("own_sent")
CHAIN = Target("chain")
REWARD = Target("reward")


def affected(b: Board, target: Target, ctx: Ctx) -> list[int]:
    """The cards an effect acts on: the user, the chosen targets, or every Ninja battling the user."""
    if target.kind == "user":
        return [ctx.user]
    if target.kind == "all_opposing":
        return [i for i in battling_against(b, ctx.user) if targetable(b, ctx.card, ctx.owner, i)
                and (target.which is None or target.which(b, i))]
    return list(ctx.targets)


