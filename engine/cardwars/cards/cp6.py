"""Collector's Pack 6: Fionna's Blue Plains deck (CP6-fionna), Cake's Cornfield deck (CP6-cake) and their two
Heroes. Every card of the pack is in one of the two decks.

Fionna's deck plays around Rainbow Creatures (printed Rainbow, or made Rainbow by Tiny Elephant, Charming City,
Puppy Parade) and cards drawn this turn; Cake's around Buildings and Flooped Creatures. Rulings taken where a text
leaves room are in each card's comment and in docs/effects.md ("Card rulings", CP6 section). Learning Center's
class, which copies the Buildings beside it, is in cp6_learning_center.py.
"""
from __future__ import annotations

from ..dsl.vocab import (
    ACROSS,
    ANY,
    CORNFIELD,
    DAMAGED,
    DISCARDED,
    DREW,
    EMPTY,
    ENTERS_PLAY,
    FLOOPED,
    FRIENDLY,
    FRIENDLY_CREATURES,
    HEARS_ACROSS,
    HEARS_OWN,
    HEARS_SIDE,
    IN_THIS_LANE,
    INSTEAD,
    K_BUILDING,
    LEAVES_PLAY,
    MORE_BUILDINGS,
    NO_ABILITY,
    NO_FLOOP,
    OPP,
    OPPONENT,
    OPPOSING,
    OPPOSING_IN_LANE,
    PILED,
    PLAYED,
    RAINBOW_MAKERS,
    SELF,
    START_OF_TURN,
    TARGET_CREATURE,
    YOU,
    YOURSELF,
    Buff,
    Buildings,
    Cards,
    CostChange,
    Creatures,
    Damage,
    DestroyCost,
    Discard,
    DiscardOne,
    Do,
    Draw,
    Effect,
    FloopCost,
    GainActions,
    Heal,
    If,
    MakeRainbow,
    May,
    Move,
    Pick,
    PutIntoPlay,
    Sel,
    Shuffle,
    Stat,
    Target,
    ToHand,
    Verb,
    When,
    attack_of,
    attacks,
    building_in_lane,
    building_on_its_lane,
    card,
    cards_drawn,
    check_creatures,
    count,
    damage_creature,
    deals_damage,
    equals,
    flooped,
    flooped_creatures,
    flooped_itself,
    heal_creature,
    land_types,
    lane_empty,
    leaves_play,
    of_kind,
    played_this_turn,
    rainbow_card,
    rainbow_creatures,
    ready_creature,
    receiver_flooped,
    receiver_rainbow,
    recount_lands,
    register,
    restrained,
    slug_is,
    times,
    turn_map,
    turn_set,
    where,
)
from .cp6_learning_center import LearningCenter, learning_center_rainbow

NO_ABILITY.update({"hunkclops", "pony"})


# ---- values and conditions used by the CP6 cards -------------------------------------------------------------
def _dog_or_puppy(state, cid):
    """Ruling: a card with "Dog" or "Puppy" in its name, also inside a word (Dogboy), any case."""
    slug = state.tab.slug[cid]
    return "dog" in slug or "puppy" in slug


def _half_drawn(ctx):
    return cards_drawn()(ctx) // 2


def _no_other_creature(ctx):
    return not Creatures(YOU, other=True).refs(ctx)


def _discarded_rainbow(ctx):
    c = ctx.vars.get("discarded")
    return c is not None and rainbow_card(ctx.state, c)


def _own_attack(ctx):
    st = ctx.state
    cid = st.creature[ctx.side][ctx.lane]
    return attack_of(st, ctx.side, ctx.lane, cid) if cid >= 0 else 0


def _dealt(ctx):
    return ctx.ev.get("amount", 0)


def _is_self(ctx):
    return ctx.target[2] == ctx.source


def _nothing(ctx):
    """An ability whose whole effect is the card being Flooped (Tornado Wall of Fire)."""


# ---- Impossible Possum: back to hand from the discard pile --------------------------------------------------
class _ThisCardInDiscard(Sel):
    """The acting card itself, while it is in its owner's discard pile."""

    def refs(self, ctx):
        st, cid = ctx.state, ctx.source
        owner = st.tab.owner[cid]
        return [(owner, "discard", cid)] if cid in st.discard[owner] else []


_POSSUM = _ThisCardInDiscard()


def _possum_can_return(ctx):
    return bool(_POSSUM.refs(ctx)) and bool(ctx.state.hand[ctx.player])


def _own_event(ctx):
    return ctx.ev.get("card") == ctx.source


def _paid(ctx):
    return ctx.vars.get("discarded") is not None


_POSSUM_BACK = If(_possum_can_return, May(If(_possum_can_return, DiscardOne(), If(_paid, ToHand(_POSSUM)))))


# ---- one-off effects -----------------------------------------------------------------------------------------
class SwapDamage(Effect):
    """Friendship Bracelet: one choice 'move <k> <from>><to>' moves k of the damage on one of your Creatures onto
    another of yours (any amount: 'none' moves nothing); then R19 as usual."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        mine = [ln for ln in st.lanes_of(p) if st.creature[p][ln] >= 0]
        opts = [f"move {k} p{p}:creature:{a}>p{p}:creature:{b}" for a in mine for b in mine if a != b
                for k in range(1, st.cdmg[p][a] + 1)]
        if not opts:
            return False
        ctx.ask(p, opts + ["none"], kind="mode")
        return True

    def resume(self, ctx, choice):
        if choice == "none":
            return False
        _move, k, pair = choice.split(" ")
        src, dst = (int(x.rsplit(":", 1)[1]) for x in pair.split(">"))
        st, p = ctx.state, ctx.player
        n = min(int(k), st.cdmg[p][src])
        heal_creature(st, p, src, n)
        damage_creature(st, p, dst, n)
        return False


def _boosting(state):
    return bool(state.this_turn) and state.this_turn.get("boosting", False)


class OneMore(Effect):
    """Blood Castle: the damage just taken (ctx.ev) is increased by 1: one more damage on that Creature, while
    this_turn['boosting'] keeps the extra damage from being increased again."""

    def run(self, ctx):
        st, ev = ctx.state, ctx.ev
        st.this_turn = dict(st.this_turn, boosting=True)
        damage_creature(st, ev["at_side"], ev["at_lane"], 1)
        st.this_turn = {k: v for k, v in st.this_turn.items() if k != "boosting"}
        return False


def _opposing_here_damaged(ctx):
    ev = ctx.ev
    return (ev.get("target") == "creature" and (ev.get("at_side"), ev.get("at_lane")) == ctx.state.facing(ctx.side, ctx.lane)
            and not _boosting(ctx.state))  # the opposing Creature in its Lane: on the facing Landscape (R26)


class BlankAcross(Effect):
    """The Dog: the opposing Building in its Lane loses its text (this_turn['silenced']) for this turn."""

    def run(self, ctx):
        st = ctx.state
        o, olane = st.facing(ctx.side, ctx.lane)  # the side across the Lane (R26 in Doubles)
        for slot in st.buildings_in(o, olane):  # each of them when there are more (Burly Lumberjack)
            turn_set(st, "silenced", st.building[o][slot])
        return False


class Unblank(Effect):
    """The Dog leaves play: the opposing Building in the Lane it left has its text back at once."""

    def run(self, ctx):
        st = ctx.state
        if ctx.lane < 0:
            return False
        o, olane = st.facing(ctx.side, ctx.lane)  # the side across the Lane (R26 in Doubles)
        row = st.building[o]
        for b in [row[slot] for slot in st.buildings_in(o, olane)]:
            if b in st.this_turn.get("silenced", ()):
                st.this_turn = dict(st.this_turn, silenced=[c for c in st.this_turn["silenced"] if c != b])
        return False


def _dog_flooped(ctx):
    return ctx.lane >= 0 and ctx.state.cstate[ctx.side][ctx.lane] == FLOOPED


def _r19(ctx):
    """R19 again: a Building that has its text back may lower a DEF (Celestial Fortress)."""
    check_creatures(ctx.state)


# ---- Pied Piper: a Flooped Creature of yours fights in its place ---------------------------------------------
class FightsInstead(Verb):
    """Pied Piper: the picked Creature of yours fights the Creature the Piper attacks, in the Piper's place
    (this_turn[INSTEAD], read by the rules as the Fight damage is dealt)."""

    def apply(self, ctx, ref):
        turn_map(ctx.state, INSTEAD, ctx.lane, ref[2])


def _stand_in(ctx, ref):
    """A Flooped Creature of yours that may attack (none that Ice-olation Cell keeps from attacking)."""
    return flooped(ctx, ref) and not restrained(ctx.state, ref[0], ref[2])


_STAND_IN = Pick(Creatures(YOU, where=_stand_in), optional=True)


def _attacks_a_creature(ctx):
    o, olane = ctx.state.facing(ctx.side, ctx.lane)  # R26 in Doubles
    return ctx.state.creature[o][olane] >= 0


# ---- Fionna's Blue Plains deck (CP6-fionna) ---------------------------------------------------------------------
# Ruling: the cards played from hand this turn with "Dog" or "Puppy" in the name (Business Dog itself included when
# it was played this turn); it counts in your own turn only.
card("business-dog", statics=[Stat(atk=times(2, played_this_turn(_dog_or_puppy)))], triggers=[When(PLAYED)])
card("crazy-cat-lady", statics=[Stat(atk=1, to=where(FRIENDLY_CREATURES, receiver_rainbow))])
# The draw is a "may" decided as it attacks (R17); drawing is an effect, not the Draw action R29 forbids.
card("emboldened-retriever", triggers=[attacks(May(Draw(1)))])
card("fiddling-ferret", floop=[Draw(1), DiscardOne(), If(_discarded_rainbow, GainActions(1))])
# Ruling: "from anywhere" is from play (destroyed or replaced), from the hand (discarded), from the deck (milled,
# each Possum as it lands) and from under a card (Carmel Camel leaving play); the choice comes after what sent it
# there, and needs a card in hand then. Returned to hand from play it never reaches the pile: nothing is offered.
card("impossible-possum", triggers=[When(LEAVES_PLAY, _POSSUM_BACK, cond=_own_event, only=HEARS_OWN),
                                    When(DISCARDED, _POSSUM_BACK, cond=_own_event, only=HEARS_OWN),
                                    When(PILED, _POSSUM_BACK, cond=_own_event, only=HEARS_OWN)])
# Ruling: a Rainbow card played from hand this turn, read when asked (a card Woadic Weirdo made Rainbow counts).
card("infant-scholar", statics=[Stat(atk=3, when=lambda ctx: played_this_turn(rainbow_card)(ctx) > 0)],
     triggers=[When(PLAYED)])
card("lonely-panda", play=[If(_no_other_creature, Draw(1))])
# "Target Flooped Creature", either side; "you may": it may be declined.
card("psionic-swashbuckler", play=[Damage(Target(Creatures(ANY, where=flooped), optional=True), 3)])
# Ruling: the opposing Building in its Lane is blank from the Floop to the end of the turn, and again at the start
# of each turn that finds the Dog still Flooped (until it is readied, at the start of your next turn); R19 is
# checked then, since the Building may have its text back. Leaving play, the Dog ends the blank at once.
card("the-dog", floop=[BlankAcross()], triggers=[When(START_OF_TURN, If(_dog_flooped, BlankAcross()), Do(_r19)),
                                                  leaves_play(Unblank(), Do(_r19))])
RAINBOW_MAKERS["tiny-elephant"] = lambda state, src, s2, l2, side, lane: side == s2 and lane == l2
card("tiny-elephant")
# Vampire Lord heals as much as it deals: its Fight damage to a Creature (before R19 is checked), or its ATK as it
# attacks an empty Lane (the Snakemint ruling).
card("vampire-lord", triggers=[deals_damage(Heal(SELF, _dealt)), attacks(If(lane_empty(OPP), Heal(SELF, _own_attack)))])
# Ruling: "this Land" is its Lane: neither its own Creature nor the opposing one there may use a Floop ability.
_enchantress = card("woadic-enchantress", triggers=[When(NO_FLOOP)])


def _in_enchantress_lane(state, src, side, lane):
    """The Creature at (side, lane) shares a Lane with Woadic Enchantress src: on the same Landscape or the facing
    one (R26: in Doubles n faces 5-n; a teammate's Lane of the same number is another Lane)."""
    o, olane = state.facing(side, lane)
    return state.creature[side][lane] == src or state.creature[o][olane] == src


_enchantress.bars_floop = _in_enchantress_lane
card("woadic-matriarch", statics=[Stat(atk=rainbow_creatures(YOU))])
# "Reveal a card from your hand" targets nothing: it may be Flooped with an empty hand (then nothing happens).
card("woadic-weirdo", floop=[MakeRainbow(Pick(Cards("hand", YOU)))])
# Ruling: one choice moves any amount of the damage on one of your Creatures onto another of yours ('none': nothing).
card("friendship-bracelet", play=[SwapDamage()])
card("glorious-gramophone", play=[Draw(4), Discard(2)])
card("puppy-parade", play=[Heal(FRIENDLY, 2), MakeRainbow(FRIENDLY)])
card("river-of-swords", play=[Buff(FRIENDLY, atk=2), Draw(2)])
card("singing-sword", play=[Buff(TARGET_CREATURE, atk=_half_drawn)], triggers=[When(DREW)])
card("sword-bouquet", play=[Damage(TARGET_CREATURE, cards_drawn())], triggers=[When(DREW)])
RAINBOW_MAKERS["charming-city"] = lambda state, src, s2, l2, side, lane: lane == l2  # both sides of its Lane
card("charming-city")
register("learning-center", LearningCenter("learning-center"))
RAINBOW_MAKERS["learning-center"] = learning_center_rainbow
card("oil-refinery", statics=[Stat(defn=times(2, count(Buildings(YOU, where=slug_is("oil-refinery")))),
                                   to=IN_THIS_LANE)])

# ---- Cake's Cornfield deck (CP6-cake) ---------------------------------------------------------------------------
card("archer-danica", floop=[DestroyCost(Buildings(YOU)), Damage(OPPOSING, 3)])
# Ruling (R14): "may play additional Buildings onto this Landscape" is a permission. In its Lane a Building played
# from hand either replaces the one there, as R14 has it, or goes beside it (`play <card> lane=N add`); when the
# Lane holds more than one, the player says which is replaced (`replace=K`). Only playing is allowed so: a
# Building put into play (Harvest Moon, Deforestation) or moved (Lumbercaddy) still replaces or is barred as
# usual, and a Lumberjack that has lost its text allows nothing. The additional Buildings are Buildings of that
# Lane in every other way (their texts, counts of Buildings, "a Building in this Lane", destroy and return).
# When the Lumberjack leaves play they stay: its text only let them be played, and the rulebooks take a Building
# out of play only when it is destroyed, returned or replaced; a later Building played there replaces one (R14).
_lumberjack = card("burly-lumberjack")
_lumberjack.more_buildings = True  # rules.legal offers the additional play (events.more_buildings_allowed)
_lumberjack.events = _lumberjack.events | {MORE_BUILDINGS}
card("corns-templar", floop=[Heal(SELF, 1)])
card("druid-of-the-cob", statics=[Stat(atk=1, to=where(FRIENDLY_CREATURES, receiver_flooped))])
# "Return a Building" targets nothing: it may be Flooped with none in the discard pile (rulebook glossary).
card("helping-hand", floop=[ToHand(Pick(Cards("discard", YOU, where=of_kind(K_BUILDING))))])
card("husker-champion", statics=[Stat(atk=2, defn=2, when=building_in_lane)])
card("husker-valkyrie", statics=[Stat(atk=2, defn=2, when=building_in_lane)])
card("kernel-queen", statics=[Stat(atk=flooped_creatures(YOU))])
card("lumbercaddy", floop=[Move(Target(Buildings(YOU)), to=EMPTY)])
# Ruling: as it attacks a Creature (not an empty Lane) you may pick one of your Flooped Creatures, before Fight
# damage (R17). The picked one deals and takes the Fight damage with the attacked Creature, staying Flooped and
# where it is; the Piper is exhausted (it attacked) and takes none. Only its deals-damage texts are heard: the
# attack was the Piper's, so attack texts (the Piper's, heard already) are not heard again for it.
card("pied-piper", triggers=[attacks(If(_attacks_a_creature, FightsInstead(_STAND_IN)))])
card("popcorn-butteredfly", floop=[Draw(count(Buildings(YOU)))])
card("sharp-guy", floop=[Damage(Target(OPPOSING_IN_LANE), 2)])
card("tornado-wall-of-fire", floop=[Do(_nothing)], statics=[Stat(atk=3, when=flooped_itself)])
card("tough-lumberjill", play=[Damage(OPPONENT, count(Buildings(YOU)))])
# Deforestation: Flooping a ready Creature of yours is its additional cost; with no Building in the deck it still
# shuffles.
card("deforestation", extra_cost=[FloopCost(Creatures(YOU, where=ready_creature))],
     play=[PutIntoPlay(Pick(Cards("deck", YOU, where=of_kind(K_BUILDING)))), Shuffle()])
card("furious-furor", play=[Buff(TARGET_CREATURE, atk=times(2, flooped_creatures(YOU)))])
# Put into play, not played: no Actions and no Landscapes are needed; the Building goes into a Lane you choose.
card("harvest-moon", play=[PutIntoPlay(Pick(Cards("discard", YOU, where=of_kind(K_BUILDING))))])
card("log-rhythm", play=[Buff(Creatures(YOU, where=building_on_its_lane), atk=2)])
card("void-thimble", play=[Damage(YOURSELF, 2), GainActions(1)])
card("blood-castle", triggers=[When(DAMAGED, OneMore(), cond=_opposing_here_damaged, only=HEARS_ACROSS)])
card("cabin-of-many-woods", statics=[CostChange(delta=times(-1, flooped_creatures(YOU)), which=_is_self),
                                     Stat(defn=5, to=IN_THIS_LANE)])
card("celestial-fortress", statics=[Stat(defn=-2, to=ACROSS)])
# Farmhouse is one more face-up Cornfield in your Landscape counts (R11 costs, "Cornfields you control"), read by
# the rules from Script.extra_land; it is recounted as it enters and leaves play.
_farmhouse = card("farmhouse", triggers=[
    When(ENTERS_PLAY, Do(lambda ctx: recount_lands(ctx.state, ctx.player)), cond=_own_event, only=HEARS_OWN),
    When(LEAVES_PLAY, Do(lambda ctx: recount_lands(ctx.state, ctx.player)), cond=_own_event, only=HEARS_OWN)])
_farmhouse.extra_land = CORNFIELD


# ---- the Heroes (R25) -------------------------------------------------------------------------------------------
def _your_building_enters(ctx):
    return ctx.ev.get("building") and ctx.ev.get("player") == ctx.player


# Cake: also when a Building is put into play (Harvest Moon, Deforestation); healing an undamaged Creature does
# nothing.
card("cake", hero=True, triggers=[When(ENTERS_PLAY, Heal(Creatures(YOU, where=building_on_its_lane), 2),
                                       cond=_your_building_enters, only=HEARS_SIDE)])
# Fionna: "only one Landscape type" counts face-up Landscapes (R31): exactly one type among them.
card("fionna", hero=True, statics=[Stat(atk=1, to=where(FRIENDLY_CREATURES, receiver_rainbow), when=equals(land_types(YOU), 1))])
