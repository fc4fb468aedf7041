"""Doubles Tournament: the cards of Grand Prix's SandyLands / IcyLands deck and Moniker's Useless Swamp / IcyLands
deck (the "After School Program" team) that the Jake and Charlie decks do not share, and those two Heroes.

Every script reads right at both tables: "your opponent" of a card in a Lane is the controller of the Landscape in
front of it (R35, R36), "friendly" is you and your teammate (TEAM, R28), "this Lane" holds the facing Landscape
(R32). Rulings taken where a text leaves room are in each card's comment and in docs/effects.md (Doubles
Tournament section); the rulebook's own clarifications are R48-R51.
"""
from __future__ import annotations

from ..dsl.vocab import (
    ANY,
    DAMAGED,
    ENTERS_PLAY,
    FROZEN,
    ICYLANDS,
    IN_LANE,
    IN_THIS_LANE,
    K_CREATURE,
    K_SPELL,
    K_TEAMWORK,
    OPP,
    OPPOSING,
    PILES,
    PLAYED,
    SELF,
    TARGET_CREATURE,
    TARGET_OPPONENT,
    TEAM,
    USELESS_SWAMP,
    WARDS,
    YOU,
    YOURSELF,
    Ability,
    Buff,
    Cards,
    Cost,
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
    Heal,
    HeroCard,
    If,
    Lands,
    May,
    Mill,
    Only,
    PayActions,
    Pick,
    Players,
    PlayFree,
    Ready,
    Repeat,
    Sel,
    Shuffle,
    Stat,
    Target,
    ToTeammate,
    Verb,
    When,
    at_least,
    attacks,
    card,
    card_at,
    card_type,
    damage_creature,
    defense_of,
    discard_card,
    draw_card,
    flooped,
    free_lanes,
    frozen_lands,
    lands,
    lane_frozen_tokens,
    move_creature,
    not_frozen,
    on_frozen,
    option_ref,
    options,
    own_conditions,
    owned,
    pile,
    register,
    remove_building,
    requirement,
    start_of_your_fight,
    start_of_your_turn,
    swap_creatures,
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


def _your_turn_other_creature(ctx):
    """Another Creature (not this card) entered play, in its controller's turn."""
    ev = ctx.ev
    return (ctx.state.active == ctx.player and ev.get("card") != ctx.source and not ev.get("building")
            and ctx.state.tab.kind[ev.get("card", -1)] == K_CREATURE)


def _entered_at(ctx):
    """(seat, Lane) where the Creature of an enters-play event stands now, or None."""
    st, cid = ctx.state, ctx.ev.get("card")
    for p in st.seats:
        row = st.creature[p]
        if cid in row:
            return p, row.index(cid)
    return None


def _lands_frozen(ctx):
    return frozen_lands(ANY)(ctx)


def _players_with_frozen(ctx):
    """Players with at least one Landscape with a Frozen token (Ice Cream Captain)."""
    return sum(1 for p in ctx.state.seats if any(ctx.state.frozen[p]))


def _team_teamwork_cost(ctx):
    """The printed costs of the Teamwork cards your team controls, added (R27: "your team controls" counts both)."""
    st = ctx.state
    return sum(st.tab.cost[st.teamwork[p]] for p in (ctx.player, *st.teammates(ctx.player)) if st.teamwork[p] >= 0)


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


def _revealed(pred=None):
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


class FreezeOneEach(Effect):
    """Ice Sing: for each player in turn from you, you pick one of that player's Landscapes and it is Frozen
    (a Frozen one may be picked: it keeps its one token, R24)."""

    def run(self, ctx):
        ctx.vars["todo"] = list(ctx.state.seats_from(ctx.player))
        return self._next(ctx)

    def _next(self, ctx):
        st = ctx.state
        if not ctx.vars["todo"]:
            return False
        seat = ctx.vars["todo"].pop(0)
        opts = options(st, [(seat, "land", ln) for ln in st.lanes_of(seat)])
        ctx.ask(ctx.player, opts)
        return True

    def resume(self, ctx, choice):
        seat, _z, ln = option_ref(ctx.state, choice)
        _freeze(ctx.state, seat, ln)
        return self._next(ctx) or False


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


class DrawThis(Verb):
    """Beach Blast: the picked revealed card is drawn (a draw, heard as one: it is put on top, then drawn)."""

    def apply(self, ctx, ref):
        st, p = ctx.state, ctx.player
        deck = st.deck[p]
        if ref[2] in deck:
            deck.remove(ref[2])
            deck.append(ref[2])  # the top of the deck is the end of the list
            draw_card(st, p)


class Twinsies(Effect):
    """Twinsies: you draw a card and show it; another player you target (teammate included, R35) shows their top
    card; when the printed costs match, that player draws it. With nothing drawn or an empty deck, no match."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        before = len(st.hand[p])
        draw_card(st, p)
        ctx.vars["drawn"] = st.hand[p][-1] if len(st.hand[p]) > before else -1
        ctx.ask(p, [f"p{o}:player" for o in st.seats if o != p])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        o = int(choice.split(":")[0][1:])
        drawn = ctx.vars.pop("drawn", -1)
        deck = st.deck[o]
        if drawn >= 0 and deck and st.tab.cost[deck[-1]] == st.tab.cost[drawn]:
            draw_card(st, o)
        return False


class DestroyAndFeed(Verb):
    """Scorching Serve: destroy the picked Creature; then each opponent draws as many cards as its printed cost."""

    def apply(self, ctx, ref):
        st = ctx.state
        cid = card_at(ctx, ref)
        if cid < 0:
            return
        Destroy(SELF).apply(ctx, ref)
        for o in st.opponents(ctx.player):
            Draw(st.tab.cost[cid]).apply(ctx, (o, "player", -1))


class Frailty(Verb):
    """Staff of Frailty: damage is added to the picked Creature until its DEF minus its damage is 1 (none when it
    is there already)."""

    def apply(self, ctx, ref):
        st = ctx.state
        side, _z, ln = ref
        cid = st.creature[side][ln]
        if cid >= 0:
            damage_creature(st, side, ln, defense_of(st, side, ln, cid) - st.cdmg[side][ln] - 1, None, ctx.source)


class FirstCreatureOnTop(Sel):
    """Crab Skull Island: the first Creature card from the top of your deck (the cards above it are revealed and
    stay, to be shuffled in)."""

    zone = "deck"

    def refs(self, ctx):
        st = ctx.state
        for cid in reversed(st.deck[ctx.player]):
            if st.tab.kind[cid] == K_CREATURE:
                return [(ctx.player, "deck", cid)]
        return []


class _Patients(Sel):
    """Lifeguard Lobster (R49): a damaged Creature other than the Lobster, of its controller's team if there is
    one, else one they do not control."""

    def refs(self, ctx):
        st = ctx.state
        team = (ctx.player, *st.teammates(ctx.player))
        mine, others = [], []
        for p in st.seats:
            for ln in st.lanes_of(p):
                if st.creature[p][ln] >= 0 and st.cdmg[p][ln] > 0 and st.creature[p][ln] != ctx.source:
                    (mine if p in team else others).append((p, "creature", ln))
        return mine or others


class SwapWithEntered(Effect):
    """Shifty Sand Crab: the Crab and the Creature that entered change Lanes with each other (its own side)."""

    def run(self, ctx):
        st = ctx.state
        at = _entered_at(ctx)
        if at is None or at[0] != ctx.side or ctx.source not in st.creature[ctx.side]:
            return False
        swap_creatures(st, ctx.side, st.creature[ctx.side].index(ctx.source), at[1])
        return False


def _entered_on_your_side(ctx):
    at = _entered_at(ctx)
    return at is not None and at[0] == ctx.side and ctx.source in ctx.state.creature[ctx.side]


def _entered_next_to_it(ctx):
    at = _entered_at(ctx)
    return at is not None and at[0] == ctx.side and at[1] in ctx.state.adjacent_lanes(ctx.side, ctx.lane)


class DiscardFromPlay(Cost):
    """"Discard <this Building> from play" as a cost: it goes to its owner's discard pile, not destroyed."""

    def run(self, ctx):
        st = ctx.state
        row = st.building[ctx.side]
        if ctx.source in row:  # its place: the Lane's first Building or an additional one (Burly Lumberjack)
            remove_building(st, ctx.side, row.index(ctx.source), False)
        return False


class ThawCost(Cost):
    """Snow Bank's cost: a Frozen token taken off one of the two Landscapes of its Lane (R41); payable while one
    has one."""

    def payable(self, ctx):
        return lane_frozen_tokens(ctx) > 0

    def run(self, ctx):
        st = ctx.state
        refs = Lands(ANY, "this", where=on_frozen).refs(ctx)
        if len(refs) == 1:
            _thaw(st, refs[0][0], refs[0][2])
            return False
        if refs:
            ctx.ask(ctx.player, options(st, refs))
            return True
        return False

    def resume(self, ctx, choice):
        side, _z, ln = option_ref(ctx.state, choice)
        _thaw(ctx.state, side, ln)
        return False


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


def _played_here_this_turn(ctx, ref):
    """A Creature you control that you played this turn (this_turn['played'])."""
    return card_at(ctx, ref) in ctx.state.this_turn.get("played", ())


def _replayable(ctx, ref):
    """Grand Prix (R40): the Creature could be played again for free once back in hand: a Lane would take it now
    (free_lanes: its Landscapes are there), or its own Lane would, once it has left it (not Frozen, R24)."""
    st, p = ctx.state, ctx.player
    cid = card_at(ctx, ref)
    if cid < 0 or st.tab.owner[cid] != p:
        return False
    if free_lanes(st, p, cid):
        return True
    _pay, need = requirement(st, p, cid)
    return (not st.frozen[p][ref[2]] and st.land_count[p].get(card_type(st, cid), 0) >= need
            and own_conditions(st, p, cid))


class _PlayedCreature(Sel):
    """The Creature PlayFree just played (ctx.vars['played']), where it stands."""

    def refs(self, ctx):
        cid, ln = ctx.vars.get("played", (-1, -1))
        if cid >= 0 and ln >= 0 and ctx.state.creature[ctx.player][ln] == cid:
            return [(ctx.player, "creature", ln)]
        return []


def _creature_cost_one(ctx, ref):
    st = ctx.state
    return st.tab.kind[ref[2]] == K_CREATURE and st.tab.cost[ref[2]] == 1 and bool(free_lanes(st, ctx.player, ref[2]))


def _flooped_any(ctx):
    return bool(Creatures(ANY, where=flooped).refs(ctx))


def _not_yours(ctx, ref):
    return ref[0] != ctx.player


def _damaged(ctx, ref):
    return ctx.state.cdmg[ref[0]][ref[2]] > 0


def _with_creature_unfrozen(ctx, ref):
    return ctx.state.creature[ref[0]][ref[2]] >= 0 and not ctx.state.frozen[ref[0]][ref[2]]


def _dealt_by_creature(ctx):
    """A DAMAGED event about this Creature, dealt by a Creature still in play (its card id: `source`)."""
    ev = ctx.ev
    return (ev.get("target") == "creature" and ev.get("card") == ctx.source and ev.get("source_side") is not None
            and ev.get("source", -1) >= 0 and ev.get("amount", 0) > 0)


def _dealer(ctx):
    """(seat, Lane) of the Creature that dealt the damage of a DAMAGED event, or None when it has left play."""
    st, cid = ctx.state, ctx.ev.get("source", -1)
    for p in st.seats:
        if cid in st.creature[p]:
            return p, st.creature[p].index(cid)
    return None


class StrikeBack(Effect):
    """Repelling Rock Crab: it deals the damage it took back to the Creature that dealt it (an ability's damage).
    Damage dealt back is not dealt back again (this_turn['reflecting'] while it is dealt): two Crabs facing each
    other would otherwise trade it for ever, with no R19 check in between."""

    def run(self, ctx):
        at = _dealer(ctx)
        st = ctx.state
        if at is not None:
            st.this_turn = dict(st.this_turn, reflecting=True)
            damage_creature(st, at[0], at[1], ctx.ev.get("amount", 0), ctx.player, ctx.source)
            st.this_turn = {k: v for k, v in st.this_turn.items() if k != "reflecting"}
        return False


def _not_reflected(ctx):
    return _dealt_by_creature(ctx) and not ctx.state.this_turn.get("reflecting")


class RouteAway(Effect):
    """Routing Rock Crab (R50): its controller may move the Creature that damaged it to an empty Landscape next to
    it on its own side (changing Lanes); 'none' keeps it there."""

    def run(self, ctx):
        at = _dealer(ctx)
        if at is None:
            return False
        st = ctx.state
        side, ln = at
        dests = [i for i in st.adjacent_lanes(side, ln) if st.creature[side][i] < 0]
        if not dests:
            return False
        ctx.vars["route"] = [side, ln, st.creature[side][ln]]
        ctx.ask(ctx.player, [f"p{side}:lane:{i}" for i in dests] + ["none"])
        return True

    def resume(self, ctx, choice):
        side, ln, cid = ctx.vars.pop("route")
        st = ctx.state
        if choice == "none" or st.creature[side][ln] != cid:
            return False
        to = int(choice.rsplit(":", 1)[1])
        if st.creature[side][to] < 0:
            move_creature(st, side, ln, to)
        return False


# ---- the Heroes (R40) ------------------------------------------------------------------------------------------
# Grand Prix: once in your turn, a Creature you played this turn goes back to your hand and is played again for free
# (R12: its Landscapes still count), entering play anew, then takes 3 damage; offered only when the replay can be
# made. The rules keep the cards played this turn because the Hero lists PLAYED.
register("grand-prix", HeroCard("grand-prix", hero=True, triggers=[When(PLAYED)], abilities=[Ability(
    PlayFree(Pick(Creatures(YOU, where=lambda ctx, ref: _played_here_this_turn(ctx, ref) and _replayable(ctx, ref)))),
    Damage(_PlayedCreature(), 3),
    cost=[Only(lambda ctx: bool(Creatures(YOU, where=lambda c, r: _played_here_this_turn(c, r) and _replayable(c, r))
                                .refs(ctx)))],
    key="replay", once=True)]), hero=True)
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
card("frozen-bananancy", triggers=start_of_your_fight(Damage(TARGET_OPPONENT, 2),
                                                      cond=at_least(lane_frozen_tokens, 1)))
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
card("investigator", floop=[Reveal(3), PlayFree(Pick(Cards("deck", YOU, where=_revealed(_playable_teamwork)))),
                            DiscardRevealed()])
card("irrigator", statics=[Stat(atk=2, when=_on_icylands)])  # a face-up IcyLands (R31)
# R49: each other Creature entering play in its controller's turn; a must, no target.
card("lifeguard-lobster", triggers=[When(ENTERS_PLAY, Heal(Pick(_Patients()), 1), cond=_your_turn_other_creature)])
card("longboard-lobster", statics=[Stat(atk=lands(USELESS_SWAMP, ANY))])  # face-up ones of every player (R31)
card("mocha-launcher", floop=[PayActions(1), ShotAndFreeze(TARGET_CREATURE)])
# "+ATK equal to the cost": the discarded card's printed cost, this turn; once in each of your turns.
card("navigator", abilities=[Ability(DiscardOne(YOURSELF), Buff(SELF, atk=_discarded_cost),
                                     cost=[Only(lambda ctx: bool(ctx.state.hand[ctx.player]))], once=True)])
card("patriot-popsicle", play=[Freeze(Pick(Lands(ANY, "this", where=not_frozen), optional=True))])
card("repelling-rock-crab", triggers=[When(DAMAGED, StrikeBack(), cond=_not_reflected)])
card("routing-rock-crab", triggers=[When(DAMAGED, RouteAway(), cond=_dealt_by_creature)])
card("sailing-sand-crab", play=[PlayFree(Pick(Cards("hand", YOU, where=_creature_cost_one), optional=True))])
# "Its space": a Creature entering on your own side (a swap never crosses the table); yours, in your turn.
card("shifty-sand-crab", triggers=[When(ENTERS_PLAY, May(SwapWithEntered()),
                                        cond=lambda ctx: _your_turn_other_creature(ctx) and _entered_on_your_side(ctx))])
# "A Creature in its Lane" says no "target": either side's, itself included (as Blue Slimey).
card("slashy-sand-crab", triggers=[When(ENTERS_PLAY, Damage(Pick(IN_LANE), 2),
                                        cond=lambda ctx: _your_turn_other_creature(ctx) and _entered_next_to_it(ctx))])
card("smooth-eli", floop=[MoveTokens()])
card("softie-recruit", play=[If(_facing_empty, GainActions(1))])
# R51: its controller's own discard pile, continuously; the R19 check destroys a Creature brought to 0 DEF.
card("subjugator", statics=[Stat(defn=_fives_discarded, to=_facing_receiver)])
card("the-cooper", floop=[Buff(TARGET_CREATURE, atk=_team_teamwork_cost)])
card("ultra-dog", floop=[Freeze(Target(Lands(ANY, where=_with_creature_unfrozen)))])

# ---- Spells ----------------------------------------------------------------------------------------------------
card("bail-out", play=[PlayFree(Target(Creatures(ANY, where=owned)))])
card("beach-blast", play=[Reveal(3), DrawThis(Pick(Cards("deck", YOU, where=_revealed()))), DiscardRevealed(),
                          ToTeammate()])
card("bomb-pop", play=[Destroy(Target(Creatures(ANY, where=on_frozen)))])
# Healing an undamaged Creature changes nothing, so only damaged ones are offered; none: that half does nothing.
card("duet", play=[Heal(Pick(Creatures(YOU, where=_damaged)), 1),
                   Heal(Pick(Creatures(ANY, where=lambda ctx, r: _not_yours(ctx, r) and _damaged(ctx, r))), 1)])
card("frozen-lemon-aid", play=[Repeat(_lands_frozen, Heal(Pick(Creatures(TEAM, where=_damaged)), 1), distinct=True)])
card("ice-sing", play=[FreezeOneEach(), Draw(1)])
card("jinx", play=[Jinx()])
card("matchy-matchy", play=[Mill(2), If(_same_cost_milled, Damage(TARGET_OPPONENT, _milled_cost)), ToTeammate()])
card("scorching-serve", play=[DestroyAndFeed(Target(OPPOSING))])
card("slushie-salvo", play=[Freeze(Target(Lands(ANY))), MoveTokens(many=True)])
card("staff-of-frailty", play=[Frailty(TARGET_CREATURE)])
card("twinsies", play=[Twinsies()])
card("water-logged", play=[Buff(OPPOSING, atk=-2)])  # ATK never below 0

# ---- Buildings -------------------------------------------------------------------------------------------------
card("bayou-fountain", abilities=[Ability(Buff(Creatures(YOU, "this"), atk=1), cost=[DiscardCost(1)])])
card("bog-palace", statics=[Stat(atk=3, to=IN_THIS_LANE)], triggers=[start_of_your_turn(Discard(1))])
card("crab-skull-island", floop=[PayActions(1), If(lambda ctx: ctx.state.creature[ctx.side][ctx.lane] < 0,
                                                   PlayFree(FirstCreatureOnTop(),
                                                            lanes=lambda ctx, ls: [ctx.lane] if ctx.lane in ls else []),
                                                   Shuffle())])
card("sand-castle", abilities=[Ability(PlayFree(Creatures(YOU, "this")), cost=[DiscardFromPlay()])])
card("snow-bank", floop=[ThawCost(), Damage(TARGET_OPPONENT, 3)])


# ---- cards the rules ask about ---------------------------------------------------------------------------------
def _mint_wards(state, cid, side, lane, source, source_side):
    """Mint Chocouflage: with no opposing Creature on the Landscape in front of it, no damage from an opponent's
    Spell (played by the active player, an opponent of its controller) or from an opposing Creature's ability;
    Fight damage, Buildings, Heroes and Teamwork cards still reach it."""
    o, olane = state.facing(side, lane)
    if state.creature[o][olane] >= 0:
        return False
    foe = state.opponents(side)
    if source_side is not None:
        return source_side in foe
    return source >= 0 and state.tab.kind[source] == K_SPELL and state.active in foe


mint = card("mint-chocouflage", triggers=[When(WARDS)])
mint.wards = _mint_wards


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
