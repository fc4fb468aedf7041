"""Doubles Tournament: the cards of Moniker's Useless Swamp / IcyLands deck (of the "After School Program" team)
that the Jake and Charlie decks do not share, its Hero, and the IcyLands Creatures it shares with Grand Prix's
deck (Chocolate TaCody, Ice Cream Sammy, Mocha Launcher, Patriot Popsicle, Smooth Eli, Softie Recruit). Grand
Prix's own cards are in dt_grand_prix.py.

Every script reads right at both tables: "your opponent" of a card in a Lane is the controller of the Landscape in
front of it (R35, R36), "friendly" is you and your teammate (TEAM, R28), "this Lane" holds the facing Landscape
(R32). Rulings taken where a text leaves room are in each card's comment and in docs/effects.md (Doubles
Tournament section); the rulebook's own clarifications are R48-R51.
"""
from __future__ import annotations

from ..dsl.vocab import (
    ANY,
    FROZEN,
    ICYLANDS,
    IN_THIS_LANE,
    K_TEAMWORK,
    OPP,
    OPPOSING,
    PILES,
    SELF,
    TARGET_CREATURE,
    TARGET_OPPONENT,
    TEAM,
    YOU,
    YOURSELF,
    Ability,
    Buff,
    Cards,
    CostChange,
    Creatures,
    Damage,
    Destroy,
    Discard,
    DiscardCost,
    DiscardOne,
    Draw,
    Effect,
    Freeze,
    GainActions,
    HeroCard,
    If,
    Lands,
    Mill,
    Only,
    PayActions,
    Pick,
    Players,
    PlayFree,
    Ready,
    Stat,
    Target,
    ToTeammate,
    Verb,
    When,
    at_least,
    attacks,
    card,
    card_at,
    damage_creature,
    defense_of,
    discard_card,
    flooped,
    free_lanes,
    lane_frozen_tokens,
    move_creature,
    not_frozen,
    on_frozen,
    option_ref,
    options,
    pile,
    register,
    start_of_your_fight,
    start_of_your_turn,
)
from ..dsl.vocab import (
    freeze as _freeze,
)
from ..dsl.vocab import (
    thaw as _thaw,
)


# ---- where things are, read through the board's seat accessors -------------------------------------------------
def _facing(ctx):
    """(seat, Lane) of the Landscape in front of the acting card (R26, R32)."""
    return ctx.state.facing(ctx.side, ctx.lane)


def _facing_empty(ctx):
    """No opposing Creature in the acting card's Lane (on the facing Landscape)."""
    o, olane = _facing(ctx)
    return ctx.state.creature[o][olane] < 0


def _players_with_frozen(ctx):
    """Players with at least one Landscape with a Frozen token (Ice Cream Captain)."""
    return sum(1 for p in ctx.state.seats if any(ctx.state.frozen[p]))

# ---- one-off effects -------------------------------------------------------------------------------------------
class DamageEachOf(Verb):
    """n damage to each Creature the picked player controls (Chocolate TaCody), dealt by the acting Creature."""

    def __init__(self, sel, n):
        super().__init__(sel)
        self.n = n

    def apply(self, ctx, ref):
        st, seat = ctx.state, ref[0]
        for ln in st.lanes_of(seat):
            if st.creature[seat][ln] >= 0:
                damage_creature(st, seat, ln, self.n, ctx.player if ctx.zone == "creature" else None, ctx.source)


class DestroyNamesakes(Verb):
    """Granary Weevil: destroy the picked Creature, then every Creature in play of the same name."""

    def apply(self, ctx, ref):
        st = ctx.state
        cid = card_at(ctx, ref)
        if cid < 0:
            return
        slug = st.tab.slug[cid]
        Destroy(SELF).apply(ctx, ref)
        for p in st.seats:
            for ln in st.lanes_of(p):
                c = st.creature[p][ln]
                if c >= 0 and st.tab.slug[c] == slug:
                    Destroy(SELF).apply(ctx, (p, "creature", ln))


class FreezeLane(Verb):
    """Freeze both Landscapes of the picked Landscape's Lane (R41: one per team)."""

    def apply(self, ctx, ref):
        side, _z, ln = ref
        o, olane = ctx.state.facing(side, ln)
        _freeze(ctx.state, side, ln)
        _freeze(ctx.state, o, olane)


def _lane_not_all_frozen(ctx, ref):
    o, olane = ctx.state.facing(ref[0], ref[2])
    return not (ctx.state.frozen[ref[0]][ref[2]] and ctx.state.frozen[o][olane])


class ShotAndFreeze(Verb):
    """Mocha Launcher: 2 damage to the picked Creature; destroyed so, the Landscape it stood on is Frozen."""

    def apply(self, ctx, ref):
        st = ctx.state
        side, _z, ln = ref
        cid = st.creature[side][ln]
        damage_creature(st, side, ln, 2, ctx.player, ctx.source)
        if cid >= 0 and st.creature[side][ln] != cid and cid in st.discard[st.tab.owner[cid]]:
            _freeze(st, side, ln)


class IntoThisLane(Verb):
    """InstiGator (R48): the picked opposing Creature moves onto the Landscape in front of the acting card, whoever
    of the opponents controlled it; it passes to the controller of that Landscape (its owner is unchanged)."""

    def candidates(self, ctx):
        o, olane = _facing(ctx)
        if ctx.state.creature[o][olane] >= 0:
            return []
        return self.sel.refs(ctx)

    def ready(self, ctx):
        return True  # an enters-play text: with no target it does nothing (R16)

    def apply(self, ctx, ref):
        o, olane = _facing(ctx)
        if ctx.state.creature[o][olane] < 0 and card_at(ctx, ref) >= 0:
            move_creature(ctx.state, ref[0], ref[2], olane, o)


class Reveal(Effect):
    """The top n cards of your deck are revealed (ctx.vars['revealed'], top first); they stay there for now."""

    def __init__(self, n):
        self.n = n

    def run(self, ctx):
        ctx.vars["revealed"] = ctx.state.deck[ctx.player][::-1][:self.n]
        return False


class DiscardRevealed(Effect):
    """The revealed cards still on the deck go to your discard pile (each heard landing there)."""

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        for cid in ctx.vars.pop("revealed", []):
            if cid in deck:
                deck.remove(cid)
                pile(ctx.state, cid, "deck")
        return False


def revealed(pred=None):
    return lambda ctx, ref: ref[2] in ctx.vars.get("revealed", ()) and (pred is None or pred(ctx, ref))


def _playable_teamwork(ctx, ref):
    return ctx.state.tab.kind[ref[2]] == K_TEAMWORK and bool(free_lanes(ctx.state, ctx.player, ref[2]))


class MoveTokens(Effect):
    """Move a Frozen token from one Landscape to another without one (Smooth Eli: one, a target; Slushie Salvo: "any
    number", each token moved once, 'done' to stop). The token is taken off and put on: R24's one token a
    Landscape holds."""

    def __init__(self, many=False):
        self.many = many

    def _froms(self, ctx):
        st = ctx.state
        moved = [tuple(x) for x in ctx.vars.get("moved", [])]
        return [(p, "land", ln) for p in st.seats for ln in st.lanes_of(p)
                if st.frozen[p][ln] and (p, ln) not in moved]

    def _tos(self, ctx):
        st = ctx.state
        return [(p, "land", ln) for p in st.seats for ln in st.lanes_of(p) if not st.frozen[p][ln]]

    def ready(self, ctx):
        return self.many or (bool(self._froms(ctx)) and bool(self._tos(ctx)))

    def run(self, ctx):
        froms, tos = self._froms(ctx), self._tos(ctx)
        if not froms or not tos:
            return False
        ctx.vars.pop("from", None)
        ctx.ask(ctx.player, options(ctx.state, froms) + (["done"] if self.many else []))
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if choice == "done":
            return False
        if "from" not in ctx.vars:
            ctx.vars["from"] = list(option_ref(st, choice))
            ctx.ask(ctx.player, options(st, self._tos(ctx)))
            return True
        fs, _z, fl = ctx.vars.pop("from")
        ts, _z2, tl = option_ref(st, choice)
        if st.frozen[fs][fl] and not st.frozen[ts][tl]:
            _thaw(st, fs, fl)
            _freeze(st, ts, tl)
            ctx.vars["moved"] = ctx.vars.get("moved", []) + [[ts, tl]]
        if self.many:
            return self.run(ctx)
        return False


class Jinx(Effect):
    """Jinx: you choose two players (the second among the other three); each shows a card of their hand picked by
    the game's RNG; if the printed costs differ, both discard the shown card. A player with an empty hand shows
    nothing, and then nothing is compared."""

    def run(self, ctx):
        ctx.vars["jinxed"] = []
        ctx.ask(ctx.player, [f"p{p}:player" for p in ctx.state.seats])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        ctx.vars["jinxed"].append(int(choice.split(":")[0][1:]))
        if len(ctx.vars["jinxed"]) == 1:
            ctx.ask(ctx.player, [f"p{p}:player" for p in st.seats if p not in ctx.vars["jinxed"]])
            return True
        a, b = ctx.vars.pop("jinxed")
        if not st.hand[a] or not st.hand[b]:
            return False
        ca = st.hand[a][st.rng.randbelow(len(st.hand[a]))]
        cb = st.hand[b][st.rng.randbelow(len(st.hand[b]))]
        if st.tab.cost[ca] != st.tab.cost[cb]:
            discard_card(st, a, ca)
            discard_card(st, b, cb)
        return False


class Frailty(Verb):
    """Staff of Frailty: damage is added to the picked Creature until its DEF minus its damage is 1 (none when it
    is there already)."""

    def apply(self, ctx, ref):
        st = ctx.state
        side, _z, ln = ref
        cid = st.creature[side][ln]
        if cid >= 0:
            damage_creature(st, side, ln, defense_of(st, side, ln, cid) - st.cdmg[side][ln] - 1, None, ctx.source)


def _same_cost_milled(ctx):
    ids = ctx.vars.get("milled", [])
    return len(ids) == 2 and ctx.state.tab.cost[ids[0]] == ctx.state.tab.cost[ids[1]]


def _milled_cost(ctx):
    return sum(ctx.state.tab.cost[c] for c in ctx.vars.get("milled", []))


def _discarded_cost(ctx):
    cid = ctx.vars.get("discarded", -1)
    return ctx.state.tab.cost[cid] if cid >= 0 else 0


def _on_icylands(ctx):
    st = ctx.state
    return ctx.lane >= 0 and not st.face_down[ctx.side][ctx.lane] and st.land[ctx.side][ctx.lane] == ICYLANDS


def _fives_discarded(ctx):
    """-1 per 5 cards in its controller's own discard pile (R51)."""
    return -(len(ctx.state.discard[ctx.player]) // 5)


def _facing_receiver(ctx):
    """Static receiver: the opposing Creature in the source's Lane, on the Landscape in front of it (R32)."""
    side, lane, _cid = ctx.target
    return (side, lane) == ctx.state.facing(ctx.side, ctx.lane)


def _flooped_any(ctx):
    return bool(Creatures(ANY, where=flooped).refs(ctx))

# ---- the Heroes (R40) ------------------------------------------------------------------------------------------
# Moniker: once in your turn, ready a Flooped Creature, any player's (R40); a readied one of yours may Floop again
# or must attack.
register("moniker", HeroCard("moniker", hero=True, abilities=[Ability(
    Ready(Pick(Creatures(ANY, where=flooped))), cost=[Only(_flooped_any)], key="ready", once=True)]), hero=True)

# ---- Creatures -------------------------------------------------------------------------------------------------
# R47: its attack text resolves after it is exhausted, before Fight damage.
card("brigadier-banana-split", triggers=[attacks(Damage(Target(Creatures(OPP, where=on_frozen)), 2))])
# "Frozen tokens in this Lane": both Landscapes of its Lane (R41); "each Creature target player controls": any of
# the players, you included (R35).
card("chocolate-tacody", triggers=start_of_your_fight(DamageEachOf(Target(Players(ANY)), 1),
                                                       cond=at_least(lane_frozen_tokens, 1)))
card("four-star-fudge", triggers=[When(FROZEN, Draw(1))])  # any Landscape in play getting a token (R24: a new one)
card("fumigator", floop=[PayActions(1), Damage(OPPOSING, 1)])  # both opponents' Creatures (R28)
# The cost destroys it first; the target is then chosen (as Pickler). "Any Creature with the same name": in play,
# on any side, the Weevil's own side included.
card("granary-weevil", abilities=[Ability(DestroyNamesakes(Target(Creatures(OPP, "this"))), cost=[Destroy(SELF)])])
# R12: "costs 1 less" per player with a Frozen Landscape is a cost change (Actions and Landscapes needed).
card("ice-cream-captain", statics=[CostChange(delta=lambda ctx: -_players_with_frozen(ctx),
                                              which=lambda ctx: ctx.target[2] == ctx.source)])
# "Choose a Lane": one of the 8 (4 in 1 vs 1), named by your team's Landscape in it; offered while one of its two
# Landscapes has no token (no Action is paid to freeze nothing, as Snow Business).
card("ice-cream-sammy", floop=[PayActions(1), FreezeLane(Target(Lands(TEAM, where=_lane_not_all_frozen)))])
# R48: with the facing Landscape empty as it enters, a targetable Creature of either opponent moves onto it.
card("instigator", play=[IntoThisLane(Target(OPPOSING))])
# A revealed Teamwork card is played for free (R12, R27: Doubles only); with several you pick one; the other
# revealed cards go to your discard pile.
card("investigator", floop=[Reveal(3), PlayFree(Pick(Cards("deck", YOU, where=revealed(_playable_teamwork)))),
                            DiscardRevealed()])
card("irrigator", statics=[Stat(atk=2, when=_on_icylands)])  # a face-up IcyLands (R31)
card("mocha-launcher", floop=[PayActions(1), ShotAndFreeze(TARGET_CREATURE)])
# "+ATK equal to the cost": the discarded card's printed cost, this turn; once in each of your turns.
card("navigator", abilities=[Ability(DiscardOne(YOURSELF), Buff(SELF, atk=_discarded_cost),
                                     cost=[Only(lambda ctx: bool(ctx.state.hand[ctx.player]))], once=True)])
card("patriot-popsicle", play=[Freeze(Pick(Lands(ANY, "this", where=not_frozen), optional=True))])
card("smooth-eli", floop=[MoveTokens()])
card("softie-recruit", play=[If(_facing_empty, GainActions(1))])
# R51: its controller's own discard pile, continuously; the R19 check destroys a Creature brought to 0 DEF.
card("subjugator", statics=[Stat(defn=_fives_discarded, to=_facing_receiver)])

# ---- Spells ----------------------------------------------------------------------------------------------------
card("bomb-pop", play=[Destroy(Target(Creatures(ANY, where=on_frozen)))])
card("jinx", play=[Jinx()])
card("matchy-matchy", play=[Mill(2), If(_same_cost_milled, Damage(TARGET_OPPONENT, _milled_cost)), ToTeammate()])
card("slushie-salvo", play=[Freeze(Target(Lands(ANY))), MoveTokens(many=True)])
card("staff-of-frailty", play=[Frailty(TARGET_CREATURE)])
card("water-logged", play=[Buff(OPPOSING, atk=-2)])  # ATK never below 0

# ---- Buildings -------------------------------------------------------------------------------------------------
card("bayou-fountain", abilities=[Ability(Buff(Creatures(YOU, "this"), atk=1), cost=[DiscardCost(1)])])
card("bog-palace", statics=[Stat(atk=3, to=IN_THIS_LANE)], triggers=[start_of_your_turn(Discard(1))])

# ---- cards the rules ask about ---------------------------------------------------------------------------------
def _creatures_piled_yours(ctx):
    """Creature cards that went into your discard pile this turn (this_turn[PILES], kept because TailGator lists
    PILES): destroyed, replaced, discarded or milled; a Creature returned to hand passes by no pile."""
    st = ctx.state
    return sum(1 for c in st.this_turn.get(PILES, ()) if st.tab.owner[c] == ctx.player)


card("tailgator", play=[Draw(_creatures_piled_yours)], triggers=[When(PILES)])
# Ice Base: both Landscapes of its Lane are Frozen as it enters (R41); its controller may play Creatures onto its
# Frozen Landscape when empty (R41: not replacing one there); the rules read `frozen_entry` (rules.legal).
base = card("ice-base", play=[Freeze(Lands(ANY, "this"))])
base.frozen_entry = True
