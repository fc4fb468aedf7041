"""For The Glory (booster cards, 2016): the cards whose texts today's vocabulary says; its second and third
batches are in ftg_batch2.py and ftg_batch3.py.

Rulings are beside the cards and in docs/effects.md ("For The Glory"). Cards still playing by printed stats
here need something the vocabulary does not have yet (the top of the deck, "can't play" locks, coin flips...).
"""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_TO,
    ANY,
    BLUE_PLAINS,
    CORNFIELD,
    CREATURES,
    DRAW,
    ENTERS_PLAY,
    EVENT_PLAYER,
    FIGHTING,
    FRIENDLY,
    HEARS_OWN,
    IN_THIS_LANE,
    K_CREATURE,
    LEAVES_PLAY,
    MOVED,
    MOVED_THIS_TURN,
    NICELANDS,
    OPP,
    OPPONENT,
    OPPOSING,
    OPPOSING_IN_LANE,
    SANDYLANDS,
    SELF,
    TARGET_CREATURE,
    USELESS_SWAMP,
    YOU,
    YOURS_IN_LANE,
    YOURSELF,
    Ability,
    Buff,
    Cards,
    CostChange,
    Creatures,
    Damage,
    Destroy,
    Discard,
    Do,
    Draw,
    EachChoose,
    Effect,
    FightBuff,
    Heal,
    If,
    PayActions,
    Pick,
    Players,
    PutIntoPlay,
    Ready,
    ReturnToHand,
    Stat,
    Target,
    ToHand,
    TripleDamageOn,
    Verb,
    When,
    adjacent_lands,
    at_least,
    both,
    card,
    changed_lanes,
    costs,
    count,
    draw_card,
    fights_harder,
    flooped,
    hand_size,
    land_types,
    lands,
    leaves_play,
    nonneg,
    not_,
    not_on_land,
    of_kind,
    on_land,
    owned,
    receiver_landscape,
    recount_lands,
    spells_this_turn,
    start_of_your_turn,
    times,
    where,
    you_draw,
    your_turn,
)

THREE_TYPES = at_least(land_types(YOU), 3)  # "if you control at least 3 different Landscape types" (R31: face up)


@nonneg
def per_five_discarded(ctx):
    """1 for every full 5 cards in the controller's discard pile."""
    return len(ctx.state.discard[ctx.player]) // 5


def stands_on(landscape):
    """The acting card stands on a face-up Landscape of that type (R31)."""
    return lambda ctx: (not ctx.state.face_down[ctx.side][ctx.lane]
                        and ctx.state.land[ctx.side][ctx.lane] == landscape)


def _receiver_damage_is(n):
    """Static receiver test: the receiving Creature has exactly n damage on it."""
    return lambda ctx: ctx.state.cdmg[ctx.target[0]][ctx.target[1]] == n


class AllOn(Verb):
    """One pick (a Pick or a Target), then each verb on that same card (Puma Paw picks one of your Flooped
    Creatures, readies it and buffs it for the turn)."""

    def __init__(self, sel, *verbs):
        super().__init__(sel)
        self.verbs = verbs

    def apply(self, ctx, ref):
        for v in self.verbs:
            v.apply(ctx, ref)


class DamageController(Verb):
    """n damage to the player who controls the picked Creature (Silo of Justice)."""

    def __init__(self, sel, n):
        super().__init__(sel)
        self.n = n

    def apply(self, ctx, ref):
        Damage(Players(ANY), self.n).apply(ctx, (ref[0], "player", -1))


class DrawBottom(Effect):
    """The controller draws the bottom card of their deck (Ghost Chest Burster): a draw like any other (R8: an
    empty deck draws nothing), of the card at the bottom."""

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        if deck:
            deck.append(deck.pop(0))  # the bottom card is drawn: put it where a draw takes from
            draw_card(ctx.state, ctx.player)
        return False


class BackToHand(Effect):
    """Diamond Dan: the card goes from its owner's discard pile to their hand (nothing when it went elsewhere)."""

    def run(self, ctx):
        st = ctx.state
        owner = st.tab.owner[ctx.source]
        if ctx.source in st.discard[owner]:
            ToHand(SELF).apply(ctx, (owner, "discard", ctx.source))
        return False


def _your_other_creature_leaves(ctx):
    return ctx.ev.get("from_side") == ctx.player and ctx.ev.get("card") != ctx.source


def _opponent_draws(ctx):
    return ctx.ev.get("player") in ctx.state.opponents(ctx.player)


def own_event(ctx):
    return ctx.ev.get("card") == ctx.source


def _recount_both(ctx):
    for seat in ctx.state.seats:
        recount_lands(ctx.state, seat)


# ---- Creatures ---------------------------------------------------------------------------------------------
# "Deal 1 Damage to each opposing Creature on a <type> Landscape": the Landscape it stands on, face up (R31).
for _slug, _land in (("blue-gnome", USELESS_SWAMP), ("fancy-pants-gnome", CORNFIELD), ("green-gnome", BLUE_PLAINS),
                     ("life-beater-gnome", SANDYLANDS), ("yellow-gnome", NICELANDS)):
    card(_slug, floop=[Damage(Creatures(OPP, where=on_land(_land)), 1)])
card("blue-merlock", floop=[Draw(1), Discard(1)])
card("blue-ogre", triggers=[you_draw(Buff(SELF, atk=1))])
card("blueberry-pieclops", statics=[CostChange(delta=times(-1, spells_this_turn),
                                               which=lambda ctx: ctx.target[2] == ctx.source)])
card("blue-slimey", play=[If(THREE_TYPES, ReturnToHand(Pick(Creatures(ANY, "this"))))])  # no "target": a Pick
card("cactus-thug", statics=[Stat(atk=1, to=where(ADJACENT_TO, receiver_landscape(CORNFIELD)))])
card("captain-taco", play=[Damage(Creatures(ANY, where=not_on_land(CORNFIELD)), 1)])
card("corn-bat", abilities=[Ability(Damage(Target(Creatures(ANY, "this")), land_types(YOU)), cost=[PayActions(1)])])
for _slug in ("cotton-devil", "little-freezy", "polterclops", "swamp-horn"):
    card(_slug, statics=[Stat(defn=land_types(YOU))])
card("cowsper", statics=[Stat(defn=1, to=where(ADJACENT_TO, receiver_landscape(CORNFIELD)))])
# Ruling: "leaves play from a NiceLands Landscape" reads the face-up Landscape it left; from the discard pile it
# goes back to its owner's hand (returned to hand or put under a card already, it stays where it went).
card("diamond-dan", triggers=[When(LEAVES_PLAY, BackToHand(), cond=lambda ctx: own_event(ctx)
                                   and stands_on(NICELANDS)(ctx), only=HEARS_OWN)])
card("ethan-allfire", triggers=[leaves_play(Draw(lands(CORNFIELD)))])
card("fisher-fish", play=[If(stands_on(BLUE_PLAINS), Damage(OPPONENT, 2))])
card("ghost-chest-burster", triggers=[leaves_play(DrawBottom())])
card("giant-mummy-hand", floop=[Damage(TARGET_CREATURE, adjacent_lands(CORNFIELD))])
card("gold-ninja", play=[Damage(TARGET_CREATURE, land_types(YOU))])
# Every card an opponent draws, the turn's draw included, costs them 1 HP.
card("golden-axe-stump", triggers=[When(DRAW, Damage(EVENT_PLAYER, 1), cond=_opponent_draws)])
card("green-party-ogre", triggers=[When(LEAVES_PLAY, Heal(SELF, 1), cond=_your_other_creature_leaves)])
card("green-snakey", triggers=[leaves_play(Damage(Target(Creatures(ANY, "this")), 1))])
card("lime-slimey", play=[If(THREE_TYPES, Draw(2))])
card("lt-mushroom", triggers=[leaves_play(If(not_(your_turn), Discard(3, who=OPPONENT)))])
card("orange-slimey", play=[If(THREE_TYPES, Damage(OPPONENT, 3))])
card("paladim", statics=[Stat(atk=3, to=where(MOVED_THIS_TURN, lambda ctx: ctx.target[0] == ctx.player))])
# "Sacrifice this Creature" is the cost: destroyed first, then the target is chosen.
card("pickler", abilities=[Ability(Damage(TARGET_CREATURE, 3), cost=[Destroy(SELF)])])
card("pirate-bear", statics=[TripleDamageOn(USELESS_SWAMP)])
card("quadurai", triggers=[start_of_your_turn(Damage(OPPONENT, 2), cond=at_least(hand_size(OPP), 4))])
card("sack-of-pain", statics=[Stat(atk=6, when=lambda ctx: ctx.state.cdmg[ctx.side][ctx.lane] == 6)])
card("smoldering-elder", play=[Discard(2, who=Players(ANY))])
card("strawberry-slimey", play=[If(THREE_TYPES, Heal(FRIENDLY, 4))])
# Sun King is one more face-up Cornfield in its controller's counts (R11 costs, "Cornfields you control"), as
# Farmhouse: the rules read Script.extra_land (Creatures too), recounted as it enters, leaves or changes sides.
_sun_king = card("sun-king", triggers=[When(ev, Do(_recount_both), cond=own_event, only=HEARS_OWN)
                                       for ev in (ENTERS_PLAY, LEAVES_PLAY, MOVED)])
_sun_king.extra_land = CORNFIELD
card("yellow-slimey", statics=[Stat(atk=3, when=THREE_TYPES)])
# "+N ATK while attacking / defending against a Creature on a <type> Landscape" (events.fight_bonus).
for _slug, _land in (("rocktopus", SANDYLANDS), ("sea-hag", USELESS_SWAMP), ("timmy-magic-eyes", BLUE_PLAINS),
                     ("well-dressed-wolf", CORNFIELD)):
    fights_harder(card(_slug), 1, _land, "attacking")
for _slug, _land in (("davey-bones", SANDYLANDS), ("ghost", USELESS_SWAMP), ("ghost-hag", BLUE_PLAINS),
                     ("ghost-tree", CORNFIELD)):
    fights_harder(card(_slug), 2, _land, "defending")


# ---- Buildings ----------------------------------------------------------------------------------------------
card("elf-hut", abilities=[Ability(Draw(count(Creatures(ANY, "this"))), cost=[PayActions(1)])])
card("fountain-of-tears", statics=[Stat(atk=3, to=where(IN_THIS_LANE, _receiver_damage_is(3)))])
card("fright-tower", abilities=[Ability(Buff(Target(Creatures(ANY, "this")), atk=per_five_discarded),
                                        cost=[PayActions(1)])])
# The Creature must have moved this turn and be in the Igloo's Lane now ("moved into this Lane").
card("igloo-of-sanctuary", floop=[Buff(Creatures(YOU, "this", where=changed_lanes), atk=3)])
# "Up to 2": 1 or 2, healed or dealt (0 would change nothing); with no Creature of yours there, nothing happens.
card("nice-windmill", abilities=[Ability(EachChoose(Creatures(YOU, "this"), allow_none=False,
                                                    heal1=Heal(FRIENDLY, 1), heal2=Heal(FRIENDLY, 2),
                                                    deal1=Damage(FRIENDLY, 1), deal2=Damage(FRIENDLY, 2)),
                                         cost=[PayActions(1)])])
card("sand-pyramid", abilities=[Ability(ReturnToHand(Creatures(ANY, "this")), cost=[PayActions(2)])])
card("shadowy-pyramid", floop=[Draw(1), If(YOURS_IN_LANE.exists, Discard(1))])
card("silo-of-justice", abilities=[Ability(AllOn(Target(Creatures(ANY, "this")), Damage(CREATURES, 1),
                                                 DamageController(CREATURES, 1)), cost=[PayActions(1)])])


def _any_in_lane(ctx):
    return YOURS_IN_LANE.exists(ctx) or OPPOSING_IN_LANE.exists(ctx)


# "Your Creature in this Lane": a Knit Kitty next to it too (R32), through YOURS_IN_LANE; the opposing one stands on
# the facing Landscape (R26, R32), through OPPOSING_IN_LANE.
card("yellow-lighthouse", triggers=[start_of_your_turn(
    If(YOURS_IN_LANE.exists, Draw(1)),
    If(OPPOSING_IN_LANE.exists, Draw(1, who=OPPONENT)),
    cond=_any_in_lane)])  # with nobody in its Lane it has nothing to do: no text waits (R30)


# ---- Spells -------------------------------------------------------------------------------------------------
for _slug, _land in (("confectionary-ring", CORNFIELD), ("husker-amulet", NICELANDS), ("lucky-penny", BLUE_PLAINS),
                     ("magic-lamp", SANDYLANDS), ("pink-candy", SANDYLANDS), ("popcorn-power", BLUE_PLAINS),
                     ("ring-of-third-eye", CORNFIELD), ("scroll-of-bad-breath", NICELANDS),
                     ("scroll-of-fresh-breath", USELESS_SWAMP), ("snake-eyes", USELESS_SWAMP)):
    card(_slug, play=[FightBuff(2, _land, "attacking")], triggers=[When(FIGHTING)])
card("full-metal-racket", play=[Damage(TARGET_CREATURE, 2)])
card("master-of-disguise", play=[Buff(OPPOSING, atk=-1)])
card("ogre-braces", play=[Heal(YOURSELF, per_five_discarded)])
card("portal-of-unsummoning", play=[ReturnToHand(TARGET_CREATURE)])
card("psychic-tempest", play=[ReturnToHand(Creatures(ANY, where=owned))])
# "Ready a Flooped Creature you control" has no "target": a Pick, so it may be played with none (nothing happens).
card("puma-paw", play=[AllOn(Pick(Creatures(YOU, where=flooped)), Ready(FRIENDLY), Buff(FRIENDLY, atk=2))])
card("raise-the-dead", play=[PutIntoPlay(Pick(Cards("discard", YOU, where=both(of_kind(K_CREATURE), costs(0, 2)))))])
card("ring-of-damage", play=[Buff(FRIENDLY, atk=2)])
# Ruling: your Creatures that changed Lanes this turn (the opponent's gain nothing from your Spell).
card("socks-of-fortitude", play=[Ready(Creatures(YOU, where=changed_lanes)),
                                 Buff(Creatures(YOU, where=changed_lanes), atk=2)])
card("witch-way", play=[Buff(Creatures(YOU, where=on_land(USELESS_SWAMP)), atk=2)])
