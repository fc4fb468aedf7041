"""Doubles Tournament: the cards of Grand Prix's SandyLands / IcyLands deck (of the "After School Program" team)
that the Jake and Charlie decks do not share, and its Hero. The IcyLands Creatures the deck shares with
Moniker's, and the reveal steps Beach Blast shares with InvestiGator, are in dt_moniker.py.

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
    IN_LANE,
    K_CREATURE,
    K_SPELL,
    OPPOSING,
    PLAYED,
    SELF,
    TARGET_CREATURE,
    TARGET_OPPONENT,
    TEAM,
    USELESS_SWAMP,
    WARDS,
    YOU,
    Ability,
    Buff,
    Cards,
    Cost,
    Creatures,
    Damage,
    Destroy,
    Draw,
    Effect,
    Freeze,
    Heal,
    HeroCard,
    If,
    Lands,
    May,
    Only,
    PayActions,
    Pick,
    PlayFree,
    Repeat,
    Sel,
    Shuffle,
    Stat,
    Target,
    ToTeammate,
    Verb,
    When,
    at_least,
    card,
    card_at,
    card_type,
    damage_creature,
    draw_card,
    free_lanes,
    frozen_lands,
    lands,
    lane_frozen_tokens,
    move_creature,
    on_frozen,
    option_ref,
    options,
    own_conditions,
    owned,
    register,
    remove_building,
    requirement,
    start_of_your_fight,
    swap_creatures,
)
from ..dsl.vocab import (
    freeze as _freeze,
)
from ..dsl.vocab import (
    thaw as _thaw,
)
from .dt_moniker import DiscardRevealed, Reveal, revealed


# ---- where things are, read through the board's seat accessors -------------------------------------------------
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


def _team_teamwork_cost(ctx):
    """The printed costs of the Teamwork cards your team controls, added (R27: "your team controls" counts both)."""
    st = ctx.state
    return sum(st.tab.cost[st.teamwork[p]] for p in (ctx.player, *st.teammates(ctx.player)) if st.teamwork[p] >= 0)

# ---- one-off effects -------------------------------------------------------------------------------------------
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

# ---- Creatures -------------------------------------------------------------------------------------------------
card("frozen-bananancy", triggers=start_of_your_fight(Damage(TARGET_OPPONENT, 2),
                                                      cond=at_least(lane_frozen_tokens, 1)))
# R49: each other Creature entering play in its controller's turn; a must, no target.
card("lifeguard-lobster", triggers=[When(ENTERS_PLAY, Heal(Pick(_Patients()), 1), cond=_your_turn_other_creature)])
card("longboard-lobster", statics=[Stat(atk=lands(USELESS_SWAMP, ANY))])  # face-up ones of every player (R31)
card("repelling-rock-crab", triggers=[When(DAMAGED, StrikeBack(), cond=_not_reflected)])
card("routing-rock-crab", triggers=[When(DAMAGED, RouteAway(), cond=_dealt_by_creature)])
card("sailing-sand-crab", play=[PlayFree(Pick(Cards("hand", YOU, where=_creature_cost_one), optional=True))])
# "Its space": a Creature entering on your own side (a swap never crosses the table); yours, in your turn.
card("shifty-sand-crab", triggers=[When(ENTERS_PLAY, May(SwapWithEntered()),
                                        cond=lambda ctx: _your_turn_other_creature(ctx) and _entered_on_your_side(ctx))])
# "A Creature in its Lane" says no "target": either side's, itself included (as Blue Slimey).
card("slashy-sand-crab", triggers=[When(ENTERS_PLAY, Damage(Pick(IN_LANE), 2),
                                        cond=lambda ctx: _your_turn_other_creature(ctx) and _entered_next_to_it(ctx))])
card("the-cooper", floop=[Buff(TARGET_CREATURE, atk=_team_teamwork_cost)])
card("ultra-dog", floop=[Freeze(Target(Lands(ANY, where=_with_creature_unfrozen)))])

# ---- Spells ----------------------------------------------------------------------------------------------------
card("bail-out", play=[PlayFree(Target(Creatures(ANY, where=owned)))])
card("beach-blast", play=[Reveal(3), DrawThis(Pick(Cards("deck", YOU, where=revealed()))), DiscardRevealed(),
                          ToTeammate()])
# Healing an undamaged Creature changes nothing, so only damaged ones are offered; none: that half does nothing.
card("duet", play=[Heal(Pick(Creatures(YOU, where=_damaged)), 1),
                   Heal(Pick(Creatures(ANY, where=lambda ctx, r: _not_yours(ctx, r) and _damaged(ctx, r))), 1)])
card("frozen-lemon-aid", play=[Repeat(_lands_frozen, Heal(Pick(Creatures(TEAM, where=_damaged)), 1), distinct=True)])
card("ice-sing", play=[FreezeOneEach(), Draw(1)])
card("scorching-serve", play=[DestroyAndFeed(Target(OPPOSING))])
card("twinsies", play=[Twinsies()])

# ---- Buildings -------------------------------------------------------------------------------------------------
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
