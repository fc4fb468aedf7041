"""The three kinds of script: Ninja (bonuses, limits, hooks), Jutsu (requirements, target, effects) and Mission."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..board import Board, Link
from ..ops import (
    opposing_team,
    sent_team,
)
from .conditions import FULL, Cond, Ctx, Req
from .targets import NO_TARGET, Target, affected
from .verbs import Verb


@dataclass(frozen=True)
class Bonus:
    """+combat/+support while `when` holds. `who`: "self", "team" (each Ninja of its Team matching
    `which`, itself included) or "fight" (its Team and the Team battling it, matching `which`)."""

    when: Cond
    combat: int
    support: int
    who: str = "self"
    which: Callable[[Board, int], bool] | None = None


class Script:
    """Hooks every script answers; the defaults do nothing."""

    text: str = ""
    status: str = FULL
    reason: str = ""
    valid: bool = False

    def bonus(self, b: Board, src: int, iid: int) -> tuple[int, int] | None:
        """src's effect on iid's power (both on the Battlefield), or None."""
        return None

    def resume(self, b: Board, key: str, choice: str, source: int, data: tuple[Any, ...]) -> None:
        """Go on after the player answered the question `key` this card asked (engine/core/pending.py)."""
        f = getattr(self, "hooks", {}).get("resume")
        if f is not None:
            f(b, key, choice, source, data)

    def reduce_damage(self, b: Board, iid: int, n: int) -> int:
        """Damage iid receives after its own effect."""
        return n

    def on_leave(self, b: Board, iid: int) -> None:
        """iid left play."""

    def cost_change(self, b: Board, src: int, p: int, iid: int) -> int:
        """How src (in play) changes the Entrance cost of card iid in p's hand."""
        return 0

    def send_refusal(self, b: Board, iid: int, members: tuple[int, ...]) -> str | None:
        """Why iid cannot go to battle in this Team, or None."""
        return None

    def ruthless(self, b: Board, src: int) -> bool:
        """Damage from src's Team discards the Ninjas it reaches (N-024)."""
        return False

    def after_damage(self, b: Board, src: int, victim: int) -> None:
        """src's Team gave Damage to victim."""

    def on_victory(self, b: Board, iid: int) -> None:
        """iid's Team won its fight."""

    def end_turn(self, b: Board, iid: int) -> None:
        """At the End Phase."""

    def start_targets(self, b: Board, iid: int) -> list[int]:
        """Targets of an optional start-of-turn ability (empty: it cannot be used now)."""
        return []

    def start_use(self, b: Board, iid: int, target: int) -> None:
        """Use the start-of-turn ability on target."""

    def no_deploy_limit(self, b: Board, iid: int) -> bool:
        """The Ninja does not count toward NR19's one per turn."""
        return False

    def on_sent(self, b: Board, iid: int, choice: str) -> None:
        """iid was sent to the Battlefield (attacking or blocking); `choice` is the sending action's word."""

    def sent_choice(self, b: Board, iid: int) -> str:
        """The word of an optional effect its owner may use as iid is sent ("" when there is none now)."""
        return ""


@dataclass
class Ninja(Script):
    """A Ninja's effect: power bonuses, limits on being sent, and hooks given as functions."""

    text: str = ""
    bonuses: tuple[Bonus, ...] = ()
    valid: bool = False
    status: str = FULL
    reason: str = ""
    refuse: Callable[[Board, int, tuple[int, ...]], str | None] | None = None
    hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def bonus(self, b: Board, src: int, iid: int) -> tuple[int, int] | None:
        c = s = 0
        f = self.hooks.get("bonus")
        if f is not None:
            got = f(b, src, iid)
            if got is not None:
                c, s = got
        for bo in self.bonuses:
            if bo.who == "self":
                hit = iid == src
            elif bo.who == "team":
                t = sent_team(b, src)
                hit = t is not None and iid in t
            else:
                t = sent_team(b, src)
                hit = t is not None and (iid in t or iid in opposing_team(b, src))
            if hit and (bo.which is None or bo.which(b, iid)) and bo.when(b, src):
                c, s = c + bo.combat, s + bo.support
        return (c, s) if (c or s) else None

    def send_refusal(self, b: Board, iid: int, members: tuple[int, ...]) -> str | None:
        return self.refuse(b, iid, members) if self.refuse is not None else None

    def _hook(self, name: str, *args: Any) -> Any:
        f = self.hooks.get(name)
        return f(*args) if f is not None else None

    def reduce_damage(self, b: Board, iid: int, n: int) -> int:
        f = self.hooks.get("reduce_damage")
        return int(f(b, iid, n)) if f is not None else n

    def on_leave(self, b: Board, iid: int) -> None:
        self._hook("on_leave", b, iid)

    def cost_change(self, b: Board, src: int, p: int, iid: int) -> int:
        f = self.hooks.get("cost_change")
        return int(f(b, src, p, iid)) if f is not None else 0

    def ruthless(self, b: Board, src: int) -> bool:
        f = self.hooks.get("ruthless")
        return bool(f(b, src)) if f is not None else False

    def after_damage(self, b: Board, src: int, victim: int) -> None:
        self._hook("after_damage", b, src, victim)

    def on_victory(self, b: Board, iid: int) -> None:
        self._hook("on_victory", b, iid)

    def end_turn(self, b: Board, iid: int) -> None:
        self._hook("end_turn", b, iid)

    def start_targets(self, b: Board, iid: int) -> list[int]:
        f = self.hooks.get("start_targets")
        return list(f(b, iid)) if f is not None else []

    def start_use(self, b: Board, iid: int, target: int) -> None:
        self._hook("start_use", b, iid, target)

    def no_deploy_limit(self, b: Board, iid: int) -> bool:
        f = self.hooks.get("no_deploy_limit")
        return bool(f(b, iid)) if f is not None else False

    def on_deploy(self, b: Board, iid: int) -> None:
        """iid was put in play."""
        self._hook("on_deploy", b, iid)

    def on_sent(self, b: Board, iid: int, choice: str) -> None:
        self._hook("on_sent", b, iid, choice)

    def sent_choice(self, b: Board, iid: int) -> str:
        f = self.hooks.get("sent_choice")
        return str(f(b, iid)) if f is not None else ""




@dataclass
class Jutsu(Script):
    """A Jutsu: requirements on the user (NR31), a target rule and the effects, in order."""

    text: str = ""
    requires: tuple[Req, ...] = ()
    target: Target = NO_TARGET
    effects: tuple[Verb, ...] = ()
    status: str = FULL
    reason: str = ""
    x_symbol: str = ""  # X must be paid with this symbol (J-012)
    choices: tuple[str, ...] = ()  # words the player picks from when playing it (J-016)
    hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def user_ok(self, b: Board, user: int) -> bool:
        """NR31 step 1: the user meets the Requirements."""
        return all(r(b, user) for r in self.requires)

    def resolve(self, b: Board, link: Link) -> bool:
        """NR34: apply the effects; False (the Jutsu fails) when the user left the Battlefield, no longer
        meets the Requirements or a target became illegal."""
        if b.team_of_sent(link.user) is None or not self.user_ok(b, link.user):
            return False
        if not self.target.still_ok(b, link.card, link.owner, link.user, link.targets):
            return False
        ctx = Ctx(link.card, link.owner, link.user, link.targets, link.x, link.choice)
        on = affected(b, self.target, ctx)
        for v in self.effects:
            v.apply(b, ctx, on)
        return True


@dataclass
class Mission(Script):
    """A Mission: a target rule checked as it is played (NR20) and the effects."""

    text: str = ""
    target: Target | None = None
    options_fn: Callable[[Board, int, int], list[tuple[int, ...]]] | None = None
    effects: tuple[Verb, ...] = ()
    status: str = FULL
    reason: str = ""
    playable: Callable[[Board, int], bool] | None = None  # extra condition to play it at all
    counter: str = ""  # a Counter (NR-R15): "mission" answers a Mission being played, "phase" ends the phase
    hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def cost_change(self, b: Board, src: int, p: int, iid: int) -> int:
        f = self.hooks.get("cost_change")
        return int(f(b, src, p, iid)) if f is not None else 0

    def on_leave_target(self, b: Board, m: int, target: int) -> None:
        """This Permanent Mission left the Village while marking `target`."""
        f = self.hooks.get("on_leave_target")
        if f is not None:
            f(b, m, target)

    def team_sent(self, b: Board, m: int, p: int) -> None:
        """Seat p sent a Team to battle while this Permanent Mission is in play."""
        f = self.hooks.get("team_sent")
        if f is not None:
            f(b, m, p)

    def after_team_damage(self, b: Board, m: int, team: list[int], victim: int) -> None:
        """A Team of this Mission's owner gave Damage to victim in a Showdown."""
        f = self.hooks.get("after_team_damage")
        if f is not None:
            f(b, m, team, victim)

    def options(self, b: Board, card: int, p: int) -> list[tuple[int, ...]]:
        """Every legal target choice ([()] for a Mission without targets; [] when it cannot be played)."""
        if self.playable is not None and not self.playable(b, p):
            return []
        if self.options_fn is not None:
            return self.options_fn(b, card, p)
        if self.target is None:
            return [()]
        return self.target.options(b, card, p, -1)

    def resolve(self, b: Board, card: int, p: int, targets: tuple[int, ...]) -> None:
        """Apply the effects."""
        ctx = Ctx(card, p, -1, targets)
        for v in self.effects:
            v.apply(b, ctx, list(targets))


def own_ninjas(pred: Callable[[Board, int], bool] | None = None) -> Callable[[Board, int, int], list[tuple[int, ...]]]:
    """Mission targets: one of the player's own Ninjas in play (matching pred)."""
    return lambda b, card, p: [(i,) for i in b.village[p] if pred is None or pred(b, i)]


def opp_ninjas(pred: Callable[[Board, int], bool] | None = None) -> Callable[[Board, int, int], list[tuple[int, ...]]]:
    """Mission targets: one of the opponent's Ninjas in play."""
    return lambda b, card, p: [(i,) for i in b.village[1 - p] if pred is None or pred(b, i)]


