"""Doubles Tournament: the Blue Plains and Rainbow cards of Charlie's Blue Plains / NiceLands deck and its Hero
(rulebook 001, R26-R51). The deck's NiceLands cards, some shared with Jake's, are in dt_nicelands.py. Its scripts
read right at both tables, as dt_nicelands.py says (R28, R34-R36)."""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_EMPTY,
    CREATURES,
    EMPTY,
    FOE_SHIELD,
    FRIENDLY,
    HERE,
    IN_LANE,
    IN_THIS_LANE,
    K_TEAMWORK,
    LEAVES_PLAY,
    MOVED,
    SELF,
    SPELL_PROOF,
    TARGET_OPPONENT,
    YOU,
    YOURSELF,
    Ability,
    Creatures,
    Damage,
    Draw,
    Effect,
    GainActions,
    Heal,
    HeroCard,
    May,
    Move,
    Only,
    PayActions,
    Pick,
    PlayFree,
    ReturnToHand,
    Stat,
    Target,
    ToTeammate,
    When,
    ask_or_take,
    card,
    changes_lanes,
    creature_options,
    damage_creature,
    free_lanes,
    heal_creature,
    nonneg,
    note_targeted,
    option_ref,
    register,
    slug_is,
    spell_proof,
    start_of_your_turn,
    swap_creatures,
    your_turn,
)
from ..dsl.vocab import count as count_of
from .extras_batch3 import ReorderTop

_barrel = slug_is("the-barrel")
# The Barrel: +1/+1 for each other The Barrel in play, any side.
card("the-barrel", statics=[Stat(atk=count_of(Creatures("any", where=_barrel, other=True)),
                                 defn=count_of(Creatures("any", where=_barrel, other=True)))])


# ---- the -mancers: changing Lanes ---------------------------------------------------------------------------------
def _yours_moved(ctx):
    st, ev = ctx.state, ctx.ev
    return ev.get("to_side") == ctx.player and st.creature[ev["to_side"]][ev["to_lane"]] == ev.get("card")


def _own_move_in_your_turn(ctx):
    return ctx.ev.get("card") == ctx.source and ctx.state.active == ctx.player


# Biomancer: each time a Creature you control changes Lanes (itself too), heal 2 damage from it.
card("biomancer", triggers=[When(MOVED, Heal(SELF, 2), cond=_yours_moved)])
# Chronomancer: each time it changes Lanes in your turn, you gain 1 Action (Actions are only spent in your turn).
card("chronomancer", triggers=[When(MOVED, GainActions(1), cond=_own_move_in_your_turn)])


def _has_empty(ctx):
    return bool(EMPTY(ctx, (ctx.side, "creature", ctx.lane)))


# Geomancer: at the start of your turn you may move it to an empty Landscape of yours.
card("geomancer", triggers=[start_of_your_turn(May(Move(SELF, EMPTY)), cond=_has_empty)])


def _left_lane(ctx):
    ev, st = ctx.ev, ctx.state
    return (ev.get("from_side") == ctx.player and ev.get("card") != ctx.source and not ev.get("building")
            and st.creature[ctx.player][ev["from_lane"]] < 0)


def _to_the_left_lane(ctx, ref):
    ln = ctx.ev.get("from_lane", -1)
    return [(ctx.player, ln)] if ln >= 0 and ctx.state.creature[ctx.player][ln] < 0 else []


# Necromancer: another Creature you control leaving play, you may move it onto that Creature's Landscape, if empty.
card("necromancer", triggers=[When(LEAVES_PLAY, May(Move(SELF, _to_the_left_lane)), cond=_left_lane)])

_pyro_hit = May(Damage(Target(IN_LANE), 2))
# Pyromancer: each time it enters a Landscape (enters play or changes Lanes) you may deal 2 damage to a target
# Creature in that Lane (either side, itself included); pay 1 Action >>> move it to an empty Landscape of yours.
card("pyromancer", play=[_pyro_hit], triggers=[changes_lanes(_pyro_hit)],
     abilities=[Ability(Move(SELF, EMPTY), cost=[PayActions(1), Only(_has_empty)], key="move")])


@nonneg
def _moved_this_turn(ctx):
    return len(set(ctx.state.this_turn.get("moved", ())))


# Robomancer: +1 ATK per Creature that changed Lanes this turn, in your turn.
card("robomancer", statics=[Stat(atk=_moved_this_turn, when=your_turn)])


class SwapTargetPlayers(Effect):
    """Aeromancer (R44): you may pick a player (any of them) with two or more Creatures, then two of theirs; they
    swap Landscapes at once, each staying under its controller and counting as having changed Lanes."""

    def run(self, ctx):
        st = ctx.state
        players = [s for s in st.seats_from(ctx.player) if sum(1 for c in st.creature[s] if c >= 0) >= 2]
        if not players:
            return False
        ctx.ask(ctx.player, [f"p{s}:player" for s in players] + ["none"])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if choice == "none":
            return False
        side, zone, idx = option_ref(st, choice)
        if zone == "player":
            ctx.vars["who"] = side
            return self._ask(ctx, None)
        if "first" not in ctx.vars:
            ctx.vars["first"] = idx
            return self._ask(ctx, idx)
        swap_creatures(st, ctx.vars.pop("who"), ctx.vars.pop("first"), idx)
        return False

    def _ask(self, ctx, first):
        st, who = ctx.state, ctx.vars["who"]
        opts = [f"p{who}:creature:{ln}" for ln in st.lanes_of(who) if st.creature[who][ln] >= 0 and ln != first]
        ctx.ask(ctx.player, opts)
        return True


card("aeromancer", play=[SwapTargetPlayers()])


class RevealTeamwork(Effect):
    """Hydromancer: you may reveal from the top of your deck until a Teamwork card; it is played for free (R12, R27:
    its Landscapes are still needed; one that cannot be played now stays in the deck); then the deck is shuffled
    (the other revealed cards go back into it). In 1 vs 1 decks hold no Teamwork: all is revealed and shuffled."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        deck = st.deck[p]
        cid = next((c for c in reversed(deck) if st.tab.kind[c] == K_TEAMWORK), -1)  # the top is the list's end
        if cid >= 0 and free_lanes(st, p, cid):
            PlayFree(SELF).apply(ctx, (p, "deck", cid))
        st.rng.shuffle(deck)
        return False


card("hydromancer", play=[May(RevealTeamwork())])


# ---- the Hero (R40) -----------------------------------------------------------------------------------------------
def _charlie_can(ctx):
    st, p = ctx.state, ctx.player
    return any(st.creature[p][ln] >= 0 and any(st.creature[p][a] < 0 for a in st.adjacent_lanes(p, ln))
               for ln in st.lanes_of(p))


# Charlie: once in your turn, one of your Creatures shifts to an empty Landscape of yours next to it (Frozen or not).
register("charlie", HeroCard("charlie", hero=True, abilities=[
    Ability(Move(Pick(FRIENDLY), ADJACENT_EMPTY), cost=[Only(_charlie_can)], once=True, key="move")]), hero=True)


# ---- Spells -------------------------------------------------------------------------------------------------------


class ReorderTopOf(ReorderTop):
    """Convey Wisdom: you pick a player (any, R35), look at the top n cards of their deck and put them back in the
    order you choose (top first)."""

    def run(self, ctx):
        st = ctx.state
        ctx.ask(ctx.player, [f"p{s}:player" for s in st.seats_from(ctx.player)])
        return True

    def resume(self, ctx, choice):
        if "who" in ctx.vars:  # a card picked: ReorderTop's own steps, on that player's deck
            return super().resume(ctx, choice)
        st = ctx.state
        who = ctx.vars["who"] = option_ref(st, choice)[0]
        ctx.vars["left"] = st.deck[who][::-1][:self.n]  # top first
        ctx.vars["order"] = []
        return self._next(ctx)


# Convey Wisdom: look at the top 4 cards of a target player's deck, put them back in any order, then draw 1.
card("convey-wisdom", play=[ReorderTopOf(4), Draw(1)])


# Enchanted Celebration: move a target Creature to an adjacent empty Landscape of its controller; then it may go to
# your teammate's hand.
card("enchanted-celebration", play=[Move(Target(CREATURES), ADJACENT_EMPTY), ToTeammate()])


# Firm Handshake: 5 damage to yourself and 5 to an opponent you target (R34: each off its own team's pool).
card("firm-handshake", play=[Damage(YOURSELF, 5), Damage(TARGET_OPPONENT, 5)])


def _damaged_with_foe(ctx, ref):
    st = ctx.state
    side, _z, lane = ref
    o, olane = st.facing(side, lane)
    return (st.cdmg[side][lane] > 0 and st.creature[o][olane] >= 0
            and (o, "creature", olane) in _ANY_TARGET.refs(ctx))  # a target: not shielded (Cloud Tower)


_ANY_TARGET = Target(CREATURES)


class RedirectDanger(Effect):
    """Redirect Danger: from a Creature you control with damage, up to 3 of it (you say how much) moves onto the
    target opposing Creature in its Lane."""

    sel = Pick(Creatures(YOU, where=_damaged_with_foe))

    def ready(self, ctx):
        return bool(self.sel.refs(ctx))

    def run(self, ctx):
        st = ctx.state
        opts = []
        for side, _z, lane in self.sel.refs(ctx):
            for n in range(1, min(3, st.cdmg[side][lane]) + 1):
                opts.append(f"move {n} p{side}:creature:{lane}")
        ctx.ask(ctx.player, opts)
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        _m, n, ro = choice.split(" ")
        side, _z, lane = option_ref(st, ro)
        o, olane = st.facing(side, lane)
        note_targeted(ctx, (o, "creature", olane))
        heal_creature(st, side, lane, int(n))
        if not spell_proof(ctx, o, olane):  # Domed Stronghold: the damage is moved off, and put on nothing
            damage_creature(st, o, olane, int(n))
        return False


card("redirect-danger", play=[RedirectDanger()])


class TandemBike(Effect):
    """Tandem Bike: pick a Creature you control, to its owner's hand; then pick another player, who picks a
    Creature they control, to its owner's hand. Either with none: that part does nothing."""

    def run(self, ctx):
        opts = creature_options(ctx.state, ctx.player)
        ctx.vars["step"] = "mine"
        if not opts:
            return self._player(ctx)
        return ask_or_take(self, ctx, ctx.player, opts)

    def _player(self, ctx):
        st, p = ctx.state, ctx.player
        ctx.vars["step"] = "who"
        ctx.ask(p, [f"p{s}:player" for s in st.seats_from(p) if s != p])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        step = ctx.vars.get("step")
        side, zone, lane = option_ref(st, choice)
        if step == "mine":
            ReturnToHand(SELF).apply(ctx, (side, "creature", lane))
            return self._player(ctx)
        if step == "who":
            opts = creature_options(st, side)
            if not opts:
                return False
            ctx.vars["step"] = "theirs"
            return ask_or_take(self, ctx, side, opts)
        ReturnToHand(SELF).apply(ctx, (side, "creature", lane))
        return False


card("tandem-bike", play=[TandemBike()])


# ---- Buildings ----------------------------------------------------------------------------------------------------


# Cloud Tower: your Creature on its Landscape is no target of a foe's Spell or Creature ability (events.guarded:
# either opponent, R35); Floop: move a Creature you control onto its Landscape, if empty (a Pick: none, nothing).
_tower = card("cloud-tower", floop=[Move(Pick(FRIENDLY), HERE)], triggers=[When(FOE_SHIELD)])
_tower.foe_shield = True
# Domed Stronghold: your Creature on its Landscape has +2 DEF and takes no damage from a foe's Spell.
_dome = card("domed-stronghold", statics=[Stat(defn=2, to=IN_THIS_LANE)], triggers=[When(SPELL_PROOF)])
_dome.spell_proof = True
