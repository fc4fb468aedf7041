"""The Naruto effect vocabulary: conditions, requirements, targets and verbs that card scripts combine
(docs/naruto.md). A script is one declarative object per card:

    Ninja(text, bonuses=(Bonus(ATTACKING, 1, 0),))                      Choji (N-006)
    Jutsu(text, target=USER, effects=(Pump(2, 2),))                     Kunai (J-001)
    Jutsu(text, requires=(Attr("Shadow"),), target=ONE_OPPOSING, effects=(SetPower(0, 0),))
    Mission(text, target=OwnInjured(), effects=(Heal(),))               Ichiraku Noodle Shop (M-001)

Every script says its status: `full`, or `partial` with the reason (what the engine does not simulate)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .board import Board, Link
from .defs import JUTSU, MISSION, NINJA, RANK_OF, set1
from .ops import (
    COIN_PLUS_BOTH,
    COIN_PLUS_COMBAT,
    COIN_TENKETSU,
    add_mod,
    attribute,
    battling_against,
    controller,
    damage,
    deck_to_chakra,
    draw,
    effect_on,
    has_char,
    heal,
    injure,
    knock_out,
    leave_play,
    names_in_play,
    opposing_team,
    put_in_village,
    rank,
    sent_team,
    stats,
    team_key,
    team_power,
)
from .registry import register, script_of

FULL, PARTIAL, NONE = "full", "partial", "none"


@dataclass(frozen=True)
class Ctx:
    """What an effect knows as it resolves: its card, owner, user (a Jutsu's), targets and X."""

    card: int
    owner: int
    user: int = -1
    targets: tuple[int, ...] = ()
    x: int = 0
    choice: str = ""


# ---- conditions on a Ninja in battle (for Bonus and limits) -------------------------------------------

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


# ---- Ninja scripts --------------------------------------------------------------------------------------


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

    def reduce_damage(self, b: Board, iid: int, n: int) -> int:
        """Damage iid receives after its own effect."""
        return n

    def guard(self, b: Board, mate: int, head: int, n: int) -> int:
        """Damage the Head receives after team-mate `mate`'s effect."""
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

    def on_sent(self, b: Board, iid: int) -> None:
        """iid was sent to the Battlefield (attacking or blocking)."""


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

    def guard(self, b: Board, mate: int, head: int, n: int) -> int:
        f = self.hooks.get("guard")
        return int(f(b, mate, head, n)) if f is not None else n

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

    def on_sent(self, b: Board, iid: int) -> None:
        self._hook("on_sent", b, iid)


# ---- Jutsu requirements (NR31 step 1) -----------------------------------------------------------------

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


# ---- targets ---------------------------------------------------------------------------------------------


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


# ---- verbs -----------------------------------------------------------------------------------------------


class Verb:
    """One effect step: apply(board, ctx, cards it acts on)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:  # pragma: no cover - every verb overrides
        raise NotImplementedError


def copy_ninja_pump(b: Board, iid: int, combat: int) -> None:
    """Copy Ninja (N-023): a Kakashi battling a Ninja that gains Combat from a Jutsu gains as much."""
    if combat <= 0:
        return
    for k in battling_against(b, iid):
        s = script_of(b.cards[k].id)
        if s is not None and getattr(s, "copies_jutsu_combat", False) and effect_on(b, k):
            add_mod(b, k, "add", combat, 0)


@dataclass(frozen=True)
class Pump(Verb):
    """+combat/+support during this turn; `per_x`: times X; `if_attr`: only with that attribute."""

    combat: int
    support: int
    per_x: bool = False
    if_attr: str = ""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            if self.if_attr and attribute(b, i) != self.if_attr:
                continue
            c, s = (self.combat * ctx.x, self.support * ctx.x) if self.per_x else (self.combat, self.support)
            add_mod(b, i, "add", c, s)
            copy_ninja_pump(b, i, c)


@dataclass(frozen=True)
class PumpByCombat(Verb):
    """+X/+0 where X is the Ninja's current Combat (J-028)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            x = stats(b, i)[0]
            add_mod(b, i, "add", x, 0)
            copy_ninja_pump(b, i, x)


@dataclass(frozen=True)
class CoinPump(Verb):
    """A coin flip with the game's RNG: +heads/+0 on heads, +tails/+0 on tails (J-025)."""

    heads: int
    tails: int

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        x = self.heads if b.rng.randbelow(2) == 0 else self.tails
        for i in on:
            add_mod(b, i, "add", x, 0)
            copy_ninja_pump(b, i, x)


@dataclass(frozen=True)
class MinusHands(Verb):
    """-X/-X where X is the number of cards in both hands (J-036)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        x = len(b.hand[0]) + len(b.hand[1])
        for i in on:
            add_mod(b, i, "add", -x, -x)


@dataclass(frozen=True)
class SetCombat(Verb):
    """The Combat becomes a value during this turn."""

    value: int

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            add_mod(b, i, "combat", self.value, 0)


@dataclass(frozen=True)
class SetPower(Verb):
    """The power becomes combat/support during this turn."""

    combat: int
    support: int

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            add_mod(b, i, "power", self.combat, self.support)


@dataclass(frozen=True)
class Swap(Verb):
    """Combat and Support change places during this turn; the Combat Attribute becomes the chosen one."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        attrs = ("taijutsu", "ninjutsu", "genjutsu", "flame")
        for i in on:
            add_mod(b, i, "swap")
            if ctx.choice in attrs:
                add_mod(b, i, "attr", attrs.index(ctx.choice))


@dataclass(frozen=True)
class Lock(Verb):
    """The power is the printed value and cannot change during this turn (J-020)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            b.add_flag("locked", i)


@dataclass(frozen=True)
class Mark(Verb):
    """A "during this turn" mark (clone, female, animal, jutsu_immune, unnegatable, no_damage, no_jutsu,
    skip_showdown, ruthless, no_block_big, must_send, must_be_blocked, extra_reward)."""

    flag: str

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            b.add_flag(self.flag, i)


@dataclass(frozen=True)
class MarkUser(Verb):
    """A mark on the Jutsu's user rather than its targets (Sexy Jutsu's gender change)."""

    flag: str

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        b.add_flag(self.flag, ctx.user)


@dataclass(frozen=True)
class Damage(Verb):
    """Give n Damage (NR40), not to Ninjas with `spare_attr`."""

    n: int
    spare_attr: str = ""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            if not (self.spare_attr and attribute(b, i) == self.spare_attr):
                damage(b, i, self.n)


@dataclass(frozen=True)
class Injure(Verb):
    """Change to injured status."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            injure(b, i)


@dataclass(frozen=True)
class Heal(Verb):
    """Heal (NR41)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            heal(b, i)


@dataclass(frozen=True)
class Move(Verb):
    """A Ninja in play goes to its owner's hand, deck top or Chakra area."""

    to: str

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            leave_play(b, i, self.to)


@dataclass(frozen=True)
class ToStandBy(Verb):
    """Off its Team on the Battlefield: a Stand-By Ninja (J-021, J-038, M-036)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            for t in (*b.attack, *b.block):
                if i in t:
                    t.remove(i)


@dataclass(frozen=True)
class Negate(Verb):
    """Negate a Jutsu on the chain: it goes to its owner's Discard Pile or hand (J-007, J-013)."""

    to: str

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for card_iid in on:
            for pos, link in enumerate(b.chain):
                if link.card == card_iid:
                    del b.chain[pos]
                    getattr(b, self.to)[link.owner].append(link.card)
                    break


@dataclass(frozen=True)
class RewardToChakra(Verb):
    """A Battle Reward card to its owner's Chakra area (J-009)."""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for x in on:
            for p in (0, 1):
                if x in b.rewards[p]:
                    b.rewards[p].remove(x)
                    b.chakra[b.owner[x]].append(x)


@dataclass(frozen=True)
class Draw(Verb):
    """Draw n cards: `who` is "owner" or "both"."""

    n: int
    who: str = "owner"

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for p in ((ctx.owner,) if self.who == "owner" else (ctx.owner, 1 - ctx.owner)):
            draw(b, p, self.n)


@dataclass(frozen=True)
class DeckToChakra(Verb):
    """The top n cards of the owner's deck to the owner's Chakra area (J-040)."""

    n: int

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        deck_to_chakra(b, ctx.owner, self.n)


@dataclass(frozen=True)
class MillRandom(Verb):
    """n cards at random (the game's RNG) from the opponent's deck to its Discard Pile (J-039)."""

    n: int

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        q = 1 - ctx.owner
        for _ in range(self.n):
            if not b.deck[q]:
                return
            b.discard[q].append(b.deck[q].pop(b.rng.randbelow(len(b.deck[q]))))


@dataclass(frozen=True)
class Call(Verb):
    """An effect written as a function (board, ctx, cards)."""

    fn: Callable[[Board, Ctx, list[int]], None]

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        self.fn(b, ctx, on)


# ---- Jutsu and Mission scripts ----------------------------------------------------------------------------


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
    hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def cost_change(self, b: Board, src: int, p: int, iid: int) -> int:
        f = self.hooks.get("cost_change")
        return int(f(b, src, p, iid)) if f is not None else 0

    def on_leave_target(self, b: Board, m: int, target: int) -> None:
        """This Permanent Mission left the Village while marking `target`."""
        f = self.hooks.get("on_leave_target")
        if f is not None:
            f(b, m, target)

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


# ---- registering ----------------------------------------------------------------------------------------


def card(card_id: str, script: Script) -> Script:
    """Register a card's script."""
    return register(card_id, script)  # type: ignore[no-any-return]


__all__ = [
    "script_of", "set1",
    "Board", "COIN_PLUS_BOTH", "names_in_play", "put_in_village", "team_key",
    "ALL_OPPOSING", "ALONE", "ANY_NINJA", "ATTACKING", "CHAIN", "COIN_PLUS_COMBAT", "COIN_TENKETSU", "Attr", "Bonus",
    "Call", "Char", "CoinPump", "Ctx", "Damage", "DeckToChakra", "Draw", "FULL", "Heal", "INJURED", "IN_BATTLE",
    "IS_HEAD", "Injure", "JUTSU", "Jutsu", "Lock", "MISSION", "Mark", "MarkUser", "MillRandom", "MinusHands",
    "Mission", "Move", "NINJA", "NONE", "NO_TARGET", "Negate", "Ninja", "ONE_OPPOSING", "OWN_SENT", "PARTIAL",
    "Pump", "PumpByCombat", "REWARD", "RankAtLeast", "RewardToChakra", "SENT", "STANDBY", "Script", "SetCombat",
    "SetPower", "Swap", "Target", "ToStandBy", "USER", "against", "all_of", "attr_is", "card", "chars", "damage",
    "draw", "effect_on", "has_char", "head_is", "heal", "knock_out", "leave_play", "mate_is", "opp_ninjas",
    "own_ninjas", "rank", "rank_at_most", "sent_team", "stats", "team_power",
]
