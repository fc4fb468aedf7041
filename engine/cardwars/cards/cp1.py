"""Collector's Pack 1: Finn's Blue Plains deck (CP1-finn) and Jake's Cornfield deck (CP1-jake).

Rulings taken where a text leaves room are in each card's comment and in docs/effects.md ("Card rulings").
"""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_TO,
    ANY,
    BLUE_PLAINS,
    CORNFIELD,
    EMPTY,
    FRIENDLY,
    HERE,
    IN_LANE,
    IN_THIS_LANE,
    K_BUILDING,
    K_CREATURE,
    K_SPELL,
    MOVED_THIS_TURN,
    NEXT_TO_HERE_YOUR_SIDE,
    NO_ABILITY,
    OPP,
    OPPONENT,
    OPPOSING,
    RAINBOW,
    READY,
    SCRIPTS,
    TARGET_CREATURE,
    TARGET_IN_LANE,
    YOU,
    YOURS_IN_LANE,
    Ability,
    Buff,
    Buildings,
    Cards,
    Creatures,
    Damage,
    Destroy,
    DiscardCost,
    Draw,
    Effect,
    Flip,
    GainActions,
    If,
    Lands,
    Move,
    NoAttack,
    PayActions,
    Pick,
    Players,
    Random,
    Ready,
    Repeat,
    ReturnToHand,
    SetBase,
    Stat,
    Target,
    ToDeckTop,
    ToHand,
    adjacent_lands,
    at_most,
    building_in_lane,
    building_ways,
    card,
    changed_lanes,
    changes_lanes,
    count,
    enter_play,
    flooped,
    flooped_creatures,
    hand_size,
    land_types,
    lands,
    lane_empty,
    leaves_play,
    of_kind,
    of_landscape,
    requirement,
    spells_this_turn,
    start_of_your_turn,
    times,
    turn_map,
    turn_set,
)


class GainFloopOfRandomDiscard(Effect):
    """Schoolhouse: for the rest of the turn, your Creature in this Lane has none of its own abilities and
    borrows the Floop of a Floop Creature picked at random from your discard pile."""

    def _picks(self, ctx):
        st = ctx.state
        tab = st.tab
        # one entry per card, not per name: 3 copies of a card are 3 times as likely to be picked
        picks = []
        for c in st.discard[ctx.player]:
            sc = SCRIPTS.get(tab.slug[c])
            if tab.kind[c] == K_CREATURE and sc is not None and sc.has_floop:
                picks.append(tab.slug[c])
        return picks

    # No ready(): it has no target, so it may always be used, and does nothing without a Creature of yours
    # in this Lane or a Floop Creature in your discard pile (R16, the rulebook's glossary).

    def run(self, ctx):
        st = ctx.state
        picks = self._picks(ctx)
        if not picks:
            return False
        for side, _z, lane in YOURS_IN_LANE.refs(ctx):  # a Knit Kitty next to it too (R32): a pick each
            cid = st.creature[side][lane]
            turn_set(st, "silenced", cid)
            turn_map(st, "granted", cid, picks[st.rng.randbelow(len(picks))])
        return False


class StealAndPlay(Effect):
    """Silo of Truth: take a random card from the opponent's hand and play it without paying Actions."""

    def ready(self, ctx):
        return bool(ctx.state.hand[ctx.chooser(OPP)])

    @staticmethod
    def _lanes(st, p, cid):
        _pay, need = requirement(st, p, cid)
        tab = st.tab
        if need and st.land_count[p].get(tab.ltype[cid], 0) < need:
            return []  # R12: "at no cost" waives the Actions, not the Landscapes the cost needs
        k = tab.kind[cid]
        sc = SCRIPTS.get(tab.slug[cid])
        if sc is not None:
            # "At no cost" waives the Actions only: the card's own play conditions (Hot Eyebat's 10 cards in
            # the discard pile) and additional costs (Field Reaper's discard) still apply (R11, R16). It is
            # checked from the new controller's hand, where "the card being played" is not counted.
            st.hand[p].append(cid)
            ok = sc.can_play(st, p, cid)
            st.hand[p].pop()
            if not ok:
                return []
        if k == K_CREATURE:  # R13/R24
            return [ln for ln in st.lanes_of(p) if not st.frozen[p][ln]
                    and (st.creature[p][ln] < 0 or st.cstate[p][ln] == READY)]
        if k == K_BUILDING:  # R14; beside a Building there, or replacing one of several (Burly Lumberjack ruling)
            return [ln if how is None else f"{ln}:{how}" for ln in st.lanes_of(p)
                    for how in (None, *building_ways(st, p, ln))]
        if k == K_SPELL:
            return [-1]  # R16: its target was checked above (can_play)
        return []  # Teamwork: not played in classic (R27)

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        hand = st.hand[ctx.chooser(OPP)]
        if not hand:
            return False
        cid = hand.pop(st.rng.randbelow(len(hand)))
        lanes = self._lanes(st, p, cid)
        if not lanes:
            st.hand[p].append(cid)  # ruling: a stolen card that cannot be played now stays in your hand
            return False
        if len(lanes) == 1:
            return self._play(ctx, cid, lanes[0])
        ctx.vars["stolen"] = cid
        st.limbo.append(cid)  # held out of every pile while its new controller picks a Lane
        ctx.ask(p, [f"p{p}:lane:{ln}" for ln in lanes])
        return True

    def resume(self, ctx, choice):
        cid = ctx.vars.pop("stolen")
        ctx.state.limbo.remove(cid)
        return self._play(ctx, cid, choice.split(":", 2)[2])

    @staticmethod
    def _play(ctx, cid, lane):
        """lane: a Lane number, or '<lane>:add' / '<lane>:replace=K' for a Building (building_ways)."""
        ln, _, how = str(lane).partition(":")
        enter_play(ctx.state, ctx.player, cid, int(ln), how or None)
        return False


NO_ABILITY.update({"drooling-dude", "evil-eye", "phyllis"})

# ---- shared by both decks ---------------------------------------------------------------------------------
# Texts that choose a Creature without saying "target" use Pick: a Creature that can't be targeted (Cave of
# Solitude) may still be chosen (rulebook clarification).
card("teleport", play=[Move(Pick(FRIENDLY), to=EMPTY)])
card("blood-fortress", statics=[Stat(atk=1, to=IN_THIS_LANE)])
card("celestial-castle", statics=[Stat(defn=3, to=IN_THIS_LANE)])

# ---- Finn's Blue Plains deck (CP1-finn) -------------------------------------------------------------------
card("cerebral-bloodstorm", play=[Damage(OPPOSING, 1)])
card("gnome-snot", play=[Draw(3)])
card("woad-blood", play=[Buff(Creatures(ANY, where=changed_lanes), atk=2)])
card("woad-talisman", play=[Buff(Target(Creatures(YOU, where=of_landscape(BLUE_PLAINS))), atk=2)])
card("ancient-scholar", floop=[ToHand(Random(Cards("discard", YOU, where=of_landscape(RAINBOW)))),
                               If(building_in_lane, GainActions(1))])
card("cool-dog", statics=[NoAttack(ADJACENT_TO)])
card("dragon-claw", floop=[Move(Pick(FRIENDLY), to=EMPTY)])
card("embarrassing-bard", floop=[Draw(flooped_creatures(YOU))])
# "A Spell from your discard pile" is no target: usable with none there, doing nothing (R16, glossary).
card("heavenly-gazer", floop=[ToDeckTop(Pick(Cards("discard", YOU, where=of_kind(K_SPELL))))])
card("nice-ice-baby", statics=[Stat(atk=3, when=lane_empty(OPP))])
card("psionic-architect", play=[Ready(Pick(Creatures(YOU, where=flooped), optional=True))])
card("punk-cat", statics=[Stat(atk=2, to=MOVED_THIS_TURN)])
card("struzann-jinn", statics=[Stat(atk=times(2, flooped_creatures(YOU)))])
card("the-pig", floop=[Flip(Target(Lands(ANY, "this", landscape=CORNFIELD)))])
card("uni-knight", abilities=[Ability(Buff(TARGET_IN_LANE, atk=-10), cost=[PayActions(1)])])
card("woadic-chief", statics=[Stat(atk=times(2, spells_this_turn))])
card("woadic-marauder", triggers=[changes_lanes(Draw(1))])
card("x-large-spirit-soldier", statics=[Stat(atk=1, to=ADJACENT_TO)])
card("schoolhouse", floop=[GainFloopOfRandomDiscard()])
card("woad-mobile-home", floop=[Move(Pick(Creatures(YOU, "adjacent")), to=HERE)])

# ---- Jake's Cornfield deck (CP1-jake) ---------------------------------------------------------------------
card("corn-scepter", play=[Damage(TARGET_CREATURE, lands(CORNFIELD))])
card("cross-pollination", play=[Buff(Creatures(YOU, where=of_landscape(CORNFIELD)), atk=land_types(YOU))])
card("field-of-nightmares", play=[Damage(OPPONENT, hand_size(OPP))])
card("reclaim-landscape", play=[Flip(Target(Lands(YOU, face_up=False), optional=True), down=False),
                                Move(Target(Buildings(YOU), optional=True), to=EMPTY)])
card("archer-dan", floop=[Destroy(Target(Buildings(ANY, "this")))])
card("big-foot", floop=[Flip(Target(Lands(YOU, face_up=False)), down=False)])
card("corn-dog", statics=[Stat(defn=lands(CORNFIELD)), Stat(atk=1, when=at_most(lands(CORNFIELD), 3))])
card("corn-lord", statics=[Stat(atk=count(Creatures(YOU, where=of_landscape(CORNFIELD), other=True)))])
card("corn-ronin", statics=[Stat(atk=adjacent_lands(CORNFIELD))])
card("cornataur", play=[Damage(OPPONENT, lands(CORNFIELD))])
card("field-reaper", extra_cost=[DiscardCost(1, playing=True)],
     play=[Move(TARGET_IN_LANE, to=NEXT_TO_HERE_YOUR_SIDE)])
card("field-stalker", triggers=[start_of_your_turn(Draw(1, who=Players(ANY)))])
card("husker-knight", statics=[SetBase(atk=lands(CORNFIELD), defn=times(2, lands(CORNFIELD)))])
card("husker-worm", play=[Flip(Target(Lands(YOU, landscape=CORNFIELD)))])
card("legion-of-earlings", play=[ReturnToHand(Target(IN_LANE, optional=True))])
card("patchy-the-pumpkin", floop=[Repeat(lands(CORNFIELD), Damage(TARGET_CREATURE, 1), distinct=True)])
card("travelin-farmer", triggers=[leaves_play(Damage(OPPONENT, hand_size(OPP)))])
card("wall-of-ears", statics=[Stat(defn=lands(CORNFIELD, ANY))])
card("silo-of-truth", abilities=[Ability(StealAndPlay(), cost=[PayActions(2)])])
