"""Verbs: the effect steps a script lists, each applied to the cards the target rule picked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...core.pending import ask
from ..board import Board
from ..ops import (
    add_mod,
    attribute,
    battling_against,
    damage,
    deck_to_chakra,
    draw,
    effect_on,
    heal,
    injure,
    leave_play,
    stats,
)
from ..registry import script_of
from .conditions import Ctx


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
    """The power becomes combat/support during this turn; `held`: it is considered to be that whatever
    else changes it this turn (J-023), where otherwise a later change still adds to it (J-004)."""

    combat: int
    support: int
    held: bool = False

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        for i in on:
            add_mod(b, i, "held" if self.held else "power", self.combat, self.support)


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
    """Give n Damage (NR40), not to Ninjas with `spare_attr`; a Jutsu's user is the one giving it."""

    n: int
    spare_attr: str = ""

    def apply(self, b: Board, ctx: Ctx, on: list[int]) -> None:
        by = (ctx.user,) if ctx.user >= 0 else ()
        for i in on:
            if not (self.spare_attr and attribute(b, i) == self.spare_attr):
                damage(b, i, self.n, by=by)


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




def ask_card(b: Board, player: int, cards: list[int], source: int, script: str, key: str,
             data: tuple[Any, ...] = (), kind: str = "card") -> None:
    """Ask `player` to pick one of `cards` for card `source` (script `script`, question `key`); the script's
    resume hook goes on with the answer. A single option is taken at once (nothing to decide)."""
    if len(cards) == 1:
        script_of(script).resume(b, key, str(cards[0]), source, data)
        return
    ask(b.pending, player, [str(i) for i in cards], source, script, key, data, kind)


def look_at_hand(b: Board, p: int) -> None:
    """Seat p sees the opposing hand for the rest of the turn (its view shows it: J-008, J-042, M-016)."""
    b.add_flag("seen_hand", p)
