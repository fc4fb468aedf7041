"""For The Glory (booster cards, 2016), third batch (the first is in ftg.py).

Rulings are beside the cards and in docs/effects.md ("For The Glory")."""
from __future__ import annotations

from ..dsl.vocab import (
    BLUE_PLAINS,
    CORNFIELD,
    DEALS_DAMAGE,
    DISCARDS,
    ENTERS_PLAY,
    FRIENDLY,
    HEARS_OWN,
    ICYLANDS,
    LANES,
    LOCKS,
    NICELANDS,
    OPP,
    READY,
    SANDYLANDS,
    SELF,
    USELESS_SWAMP,
    YOURSELF,
    DiscountNextSpell,
    Do,
    Effect,
    Heal,
    If,
    May,
    Ready,
    RemoveFromGame,
    ReturnToHand,
    Stat,
    When,
    attack_of,
    attacks,
    card,
    check_creatures,
    defense_of,
    lane_empty,
    option_ref,
    rearrange_buildings,
    set_land_type,
    slot_lane,
    trade_sides,
)
from .ftg import own_event, stands_on


# ---- batch 3 ------------------------------------------------------------------------------------------------
class NameAndRemove(Effect):
    """The Sludger: a target player (either), then a card name among those in that player's discard pile (naming
    one that is not there would do nothing, so only those are offered); every card of that name there is removed
    from the game."""

    def run(self, ctx):
        ctx.ask(ctx.player, [f"p{s}:player" for s in ctx.state.seats])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if "who" not in ctx.vars:
            who = int(choice.split(":")[0][1:])
            names = list(dict.fromkeys(st.tab.slug[c] for c in st.discard[who]))
            if not names:
                return False
            ctx.vars["who"] = who
            if len(names) > 1:
                ctx.ask(ctx.player, [f"name:{n}" for n in names], kind="mode")
                return True
            choice = f"name:{names[0]}"
        who = ctx.vars.pop("who")
        name = choice.split(":", 1)[1]
        for cid in [c for c in st.discard[who] if st.tab.slug[c] == name]:
            RemoveFromGame(SELF).apply(ctx, (who, "discard", cid))
        return False


class ReadyOnePerType(Effect):
    """Kung Fu Power: for each Landscape type among your Creatures' cards (Rainbow is one), one of your exhausted
    Creatures of that type is readied, your choice when there are several; a type whose Creatures are all ready
    needs nothing."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        types = [st.tab.ltype[c] for c in st.creature[p] if c >= 0]
        ctx.vars["types"] = list(dict.fromkeys(types))
        return self._next(ctx)

    def _next(self, ctx):
        st, p = ctx.state, ctx.player
        while ctx.vars["types"]:
            t = ctx.vars["types"].pop(0)
            lanes = [ln for ln in st.lanes_of(p) if st.creature[p][ln] >= 0 and st.tab.ltype[st.creature[p][ln]] == t
                     and st.cstate[p][ln] != READY]
            if len(lanes) == 1:
                Ready(FRIENDLY).apply(ctx, (p, "creature", lanes[0]))
            elif lanes:
                ctx.ask(p, [f"p{p}:creature:{ln}" for ln in lanes])
                return True
        ctx.vars.pop("types")
        return False

    def resume(self, ctx, choice):
        Ready(FRIENDLY).apply(ctx, option_ref(ctx.state, choice))
        return self._next(ctx)


def _defeats_on_nicelands(ctx):
    """Sand Jackal: on a face-up NiceLands, its Fight damage leaves the Creature it fought with damage at or above
    its DEF (that Creature is then destroyed, R19)."""
    st = ctx.state
    if not stands_on(NICELANDS)(ctx) or ctx.ev.get("amount", 0) <= 0:
        return False
    foe = ctx.ev.get("to")
    o, olane = st.facing(ctx.side, ctx.lane)  # the Creature it fights: on the facing Landscape (R26, R36)
    return st.creature[o][olane] == foe and st.cdmg[o][olane] >= defense_of(st, o, olane, foe)


card("black-paladin", statics=[Stat(atk=lambda ctx: ctx.state.this_turn.get(DISCARDS, 0))],
     triggers=[When(DISCARDS)])
card("kung-fu-power", play=[ReadyOnePerType()])
card("sand-jackal", triggers=[When(DEALS_DAMAGE, Heal(YOURSELF, 3),
                                   cond=lambda ctx: own_event(ctx) and _defeats_on_nicelands(ctx), only=HEARS_OWN)])
card("the-sludger", floop=[NameAndRemove()])
# R12: "costs 2 less" changes the cost: the Actions and the Landscapes the next Spell needs drop by 2.
card("djini-ghost", floop=[DiscountNextSpell(2)])


class LockSpells(Effect):
    """Ghost Ninja: the opponent can't play Spells in their next turn (this_turn[LOCKS], read by the rules'
    play_barred; it outlasts this turn and is dropped once past)."""

    def run(self, ctx):
        st = ctx.state
        locks = [x for x in st.this_turn.get(LOCKS, ()) if x[2] >= st.turn]
        st.this_turn = dict(st.this_turn, **{LOCKS: locks + [[ctx.chooser(OPP), "spell", st.turn + 1]]})
        return False


def _hits_the_player(ctx):
    """It attacks an empty Lane with some ATK: the only way it deals damage to an opponent (as Snakemint)."""
    st = ctx.state
    return lane_empty(OPP)(ctx) and attack_of(st, ctx.side, ctx.lane, ctx.source) > 0


# Ruling: it deals damage to an opponent only by attacking an empty Lane (it has no other damage); the lock is
# set as it attacks there and holds through the opponent's next turn.
card("ghost-ninja", triggers=[attacks(If(_hits_the_player, LockSpells())), When(LOCKS)])
# Ruling: "cards that cost 0" are cards of printed cost 0, in the opponent's hand, while Pentacutie is in play.
_penta = card("pentacutie", triggers=[When(LOCKS)])
_penta.bars_play = lambda state, src, side, p, cid: p in state.opponents(side) and state.tab.cost[cid] == 0


def _switch_sides(ctx):
    """Travelin' Wizard: it and the opposing Creature in its Lane switch sides (none there: nothing happens)."""
    st = ctx.state
    o, olane = st.facing(ctx.side, ctx.lane)  # the opposing Creature: on the facing Landscape (R26, R32)
    if st.creature[o][olane] >= 0 and st.creature[ctx.side][ctx.lane] == ctx.source:
        trade_sides(st, ctx.lane, ctx.side, o, olane)
        check_creatures(st)


card("travelin-wizard", play=[Do(_switch_sides)])
card("apple-bully").keeps_land_up = True  # Flip leaves its Landscape up against its controller's opponents
_TYPES = {"blue-plains": BLUE_PLAINS, "cornfield": CORNFIELD, "nicelands": NICELANDS, "sandylands": SANDYLANDS,
          "useless-swamp": USELESS_SWAMP, "icylands": ICYLANDS}


class ExchangeLands(Effect):
    """Musical Chair: up to n times, you pick one of your Landscapes (or 'done') and the type of the Landscape from
    outside the game that takes its place (one of the other five); the new one stands where the old one was, as
    it was (face up or down, Frozen or not: R24's token stays on its place)."""

    def __init__(self, n):
        self.n = n

    def run(self, ctx):
        ctx.vars["left"] = self.n
        return self._next(ctx)

    def _next(self, ctx):
        if ctx.vars["left"] <= 0:
            ctx.vars.pop("left")
            return False
        p = ctx.player
        ctx.ask(p, [f"p{p}:land:{ln}" for ln in ctx.state.lanes_of(p)] + ["done"])
        return True

    def resume(self, ctx, choice):
        st, p = ctx.state, ctx.player
        if choice == "done":
            ctx.vars.pop("left", None)
            ctx.vars.pop("lane", None)
            return False
        if choice.startswith(f"p{p}:land:"):
            lane = int(choice.rsplit(":", 1)[1])
            ctx.vars["lane"] = lane
            ctx.ask(p, [k for k, t in _TYPES.items() if t != st.land[p][lane]], kind="mode")
            return True
        set_land_type(st, p, ctx.vars.pop("lane"), _TYPES[choice])
        ctx.vars["left"] -= 1
        check_creatures(st)  # a Creature whose DEF counted that type may now be destroyed (R19)
        return self._next(ctx)


card("musical-chair", play=[ExchangeLands(2)])


def _sandy_enters_here(ctx):
    """Temple of the Sun: a SandyLands Creature of yours (printed cost 1 or more) entered play in its Lane."""
    ev, st = ctx.ev, ctx.state
    cid = ev.get("card")
    return (ev.get("player") == ctx.player and not ev.get("building") and st.creature[ctx.side][ctx.lane] == cid
            and st.tab.ltype[cid] == SANDYLANDS and st.tab.cost[cid] >= 1)


def _return_entered(ctx):
    if ctx.state.creature[ctx.side][ctx.lane] == ctx.ev.get("card"):
        ReturnToHand(SELF).apply(ctx, (ctx.side, "creature", ctx.lane))


card("temple-of-the-sun", triggers=[When(ENTERS_PLAY, May(Do(_return_entered)), cond=_sandy_enters_here)])


class RearrangeBuildings(Effect):
    """Tax Reduction: you may move each of your Buildings to a Lane of yours, no two in one Lane, then the same with
    each of the opponent's among that player's Lanes (you decide both). Building by Building, in Lane order, you pick
    its Lane among those no earlier pick took (its own: it stays); all move at once (`rearrange_buildings`). Lanes
    holding additional Buildings (Burly Lumberjack) keep them and take no part."""

    @staticmethod
    def _movable(st, side):
        fixed = {slot_lane(st, side, LANES + i) for i in range(len(st.annex[side]))}
        lanes = [ln for ln in st.lanes_of(side) if ln not in fixed]
        return lanes, [ln for ln in lanes if st.building[side][ln] >= 0]

    def run(self, ctx):
        ctx.vars["sides"] = [ctx.player, *ctx.state.opponents(ctx.player)]
        ctx.vars["to"] = []
        return self._next(ctx)

    def _next(self, ctx):
        st = ctx.state
        while ctx.vars["sides"]:
            side = ctx.vars["sides"][0]
            lanes, have = self._movable(st, side)
            to = ctx.vars["to"]
            if len(to) < len(have):
                free = [ln for ln in lanes if ln not in to]
                if len(free) > 1:
                    ctx.ask(ctx.player, [f"p{side}:lane:{ln}" for ln in free])
                    return True
                to.append(free[0])
                continue
            if any(a != b for a, b in zip(have, to, strict=True)):
                rearrange_buildings(st, side, dict(zip(have, to, strict=True)))
            ctx.vars["sides"].pop(0)
            ctx.vars["to"] = []
        ctx.vars.pop("sides")
        ctx.vars.pop("to")
        return False

    def resume(self, ctx, choice):
        ctx.vars["to"].append(int(choice.rsplit(":", 1)[1]))
        return self._next(ctx)


# Ruling: "to different Lanes" is read as no two Buildings in one Lane afterwards; "you may move each" lets any of
# them stay, so any arrangement of a side's Buildings among its Lanes is open, one pick per Building.
card("tax-reduction", play=[RearrangeBuildings()])
