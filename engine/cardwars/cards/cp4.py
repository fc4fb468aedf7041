"""Collector's Pack 4: Ice King's IcyLands deck (CP4-ice-king), Marceline's NiceLands / Useless Swamp deck
(CP4-marceline) and their two Heroes.

The first scripts are the cards of the rulebook's fight example (Frost Dragon, Ban-She Princess, Fly Swatter,
Emperor Penguin, Frozen Heart). Many Ice King cards put Frozen tokens on Landscapes (R24) or read them. Rulings
taken where a text leaves room are in each card's comment and in docs/effects.md ("Card rulings", CP4 section).
"""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT,
    ALL_CREATURES,
    ANY,
    ATTACKS,
    BEFORE_LEAVING,
    DEALS_DAMAGE,
    DISCARDED,
    EVENT_PLAYER,
    FRIENDLY,
    FRIENDLY_CREATURES,
    FROZEN,
    HEARS_LANE,
    HEARS_OWN,
    HEARS_TURN,
    LEAVES_PLAY,
    NO_ABILITY,
    OPP,
    OPPONENT,
    OPPOSING,
    SELF,
    TARGET_CREATURE,
    TARGET_FRIENDLY,
    TARGET_PLAYER,
    THIS_TURN,
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
    DiscardOne,
    Draw,
    EachChoose,
    Effect,
    Freeze,
    GainActions,
    Heal,
    HeroCard,
    If,
    Lands,
    May,
    Move,
    NoAttackOrAbility,
    Only,
    PayActions,
    Pick,
    Players,
    Ready,
    RemoveFromGame,
    Repeat,
    Stat,
    Target,
    Thaw,
    Verb,
    When,
    add_modifier,
    at_least,
    building_reaches,
    card,
    damage_creature,
    damage_is,
    damage_on_it,
    frozen_lands,
    heal_creature,
    land_types,
    lane_empty,
    lane_frozen_tokens,
    nonneg,
    not_frozen,
    on_frozen,
    receiver_damage_at_least,
    receiver_on_frozen,
    register,
    start_of_your_turn,
    turn_set,
    var,
    where,
)

NO_ABILITY.update({"spike-icicle"})  # its printed line is flavour text only


# ---- values, conditions and receivers used by several CP4 cards ------------------------------------------------
def _unfrozen_in_lane(ctx):
    """A Landscape of the acting card's Lane (its own or the facing one, R26) has no Frozen token yet."""
    return lane_frozen_tokens(ctx) < 2


def _frozen_here(ctx):
    """The Frozen event is about a Landscape of the listener's Lane: its own or the facing one (R26)."""
    at = (ctx.ev.get("at_side"), ctx.ev.get("at_lane"))
    return at == (ctx.side, ctx.lane) or at == ctx.state.facing(ctx.side, ctx.lane)


def _foe_discarded(ctx):
    """A discard event by an opponent of the listener's controller."""
    p = ctx.ev.get("player")
    return p is not None and p != ctx.player


def _left_ready(ctx):
    """This card itself left play while ready (the leaves-play event's `before`, BEFORE_LEAVING)."""
    before = ctx.ev.get("before") or {}
    return ctx.ev.get("card") == ctx.source and before.get("state") == "ready"


def when_foe_discards(*effects):
    """Each time an opponent discards a card (ev: card, player): from a hand to a discard pile, whatever made
    them (a card's text, a cost, removing a Frozen token, R24)."""
    return When(DISCARDED, *effects, cond=_foe_discarded)


def leaves_play_ready(*effects):
    """If this card leaves play while ready (replaced, R13, or destroyed while ready)."""
    return [When(BEFORE_LEAVING), When(LEAVES_PLAY, *effects, cond=_left_ready, only=HEARS_OWN)]


UNFROZEN_LANDS = Lands(ANY, where=not_frozen)
LANDS_HERE = Lands(ANY, "this")
UNFROZEN_HERE = Lands(ANY, "this", where=not_frozen)
ON_FROZEN = Creatures(ANY, where=on_frozen)


# ---- one-off effects ------------------------------------------------------------------------------------------
class FrostBite(Verb):
    """Frozen Heart: 1 damage to the picked Creature, 3 instead when its Landscape has a Frozen token."""

    def apply(self, ctx, ref):
        side, _z, lane = ref
        damage_creature(ctx.state, side, lane, 3 if ctx.state.frozen[side][lane] else 1, None, ctx.source)


class HealExactly(Verb):
    """Pentaid: take exactly n damage off the picked Creature; one with less than n damage is not healed."""

    def __init__(self, sel, n):
        super().__init__(sel)
        self.n = n

    def apply(self, ctx, ref):
        side, _z, lane = ref
        if ctx.state.cdmg[side][lane] >= self.n:
            heal_creature(ctx.state, side, lane, self.n)


class MoveDamageTo(Verb):
    """Bog Ban-She Angel: all damage on the acting Creature is taken off it and put on the picked Creature (as
    damage from a Creature's ability, so the R19 check follows)."""

    def apply(self, ctx, ref):
        st = ctx.state
        n = st.cdmg[ctx.side][ctx.lane]
        if n <= 0 or st.creature[ctx.side][ctx.lane] != ctx.source or (ref[0], ref[2]) == (ctx.side, ctx.lane):
            return  # nothing to move, or moved onto itself
        heal_creature(st, ctx.side, ctx.lane, n)
        damage_creature(st, ref[0], ref[2], n, ctx.player, ctx.source)


class NotePlayer(Verb):
    """Frosty Frolic: remember the picked player in ctx.vars['who'] for the next steps."""

    def apply(self, ctx, ref):
        ctx.vars["who"] = ref[0]


class _NotedPlayer(Players):
    def refs(self, ctx):
        return [(ctx.vars["who"], "player", -1)] if "who" in ctx.vars else []


NOTED_PLAYER = _NotedPlayer()


@nonneg
def _frozen_of_noted(ctx):
    """Frozen Landscapes the player in ctx.vars['who'] controls."""
    return sum(ctx.state.frozen[ctx.vars["who"]]) if "who" in ctx.vars else 0


def _own_lane_now_frozen(ctx):
    """Boarder Collie: a Landscape of the Lane the acting Creature is in now (after its move) is Frozen."""
    row = ctx.state.creature[ctx.side]
    if ctx.source not in row:
        return False
    ln = row.index(ctx.source)
    o, olane = ctx.state.facing(ctx.side, ln)  # and the facing Landscape (R26)
    return ctx.state.frozen[ctx.side][ln] or ctx.state.frozen[o][olane]


# ---- the rulebook's fight example -------------------------------------------------------------------------------
# Frost Dragon: "a Landscape in this Lane" says no "target": a Pick among the Lane's two Landscapes. Ruling (also
# Snow Business, Snow Bunny): an Action is never paid to freeze a Landscape already Frozen (R24: nothing would
# happen), so only Landscapes without a token are offered, and the ability only while there is one.
card("frost-dragon", abilities=[Ability(Freeze(Pick(UNFROZEN_HERE)), cost=[Only(_unfrozen_in_lane), PayActions(1)])])
# "A token" is a Frozen token (rulebook clarification: damage tokens are on Creatures, not on Landscapes); the
# adjacent Landscapes are your own (Words: adjacent).
card("ban-she-princess", play=[Thaw(Pick(Lands(YOU, "adjacent", where=on_frozen), optional=True))])
# Ruling: the opponent picks which cost-0 card goes; with none, nothing happens (showing the hand changes nothing
# the engine keeps: hands are hidden to players' views, and the AI reads no revealed hand).
card("fly-swatter", floop=[DiscardOne(OPPONENT, where=lambda ctx, ref: ctx.state.tab.cost[ref[2]] == 0)])
# Every Creature on a Frozen Landscape, either side, the Penguin's own included; two Penguins give -2.
card("emperor-penguin", statics=[Stat(atk=-1, to=where(ALL_CREATURES, receiver_on_frozen))])  # either side
card("frozen-heart", play=[FrostBite(TARGET_CREATURE)])

# ---- Ice King's IcyLands deck (CP4-ice-king) --------------------------------------------------------------------
card("freeze-ray", play=[Freeze(Target(Lands(ANY))), Draw(1)])  # any Landscape; a Frozen one keeps its one token
card("freezing-point", play=[Freeze(Lands(OPP))])
# The target player chosen first; they then discard one card of their choice per Frozen Landscape they control.
card("frosty-frolic", play=[NotePlayer(TARGET_PLAYER), Discard(_frozen_of_noted, who=NOTED_PLAYER)])
card("snow-way", play=[Repeat(2, Freeze(Target(Lands(ANY))), distinct=True)])  # two different Landscapes
# "Becomes Frozen": a token put on a Landscape of its Lane, either side; freezing a Frozen one adds none (R24) and
# sets nothing off. The target Creature may be in any Lane (rulebook clarification).
card("crystal-palace", triggers=[When(FROZEN, Damage(TARGET_CREATURE, 2), cond=_frozen_here, only=HEARS_LANE)])


def _jailed(ctx):
    side, lane, cid = ctx.target  # on its own side, a Knit Kitty next to it too (R32), on its own Frozen Landscape
    if side == ctx.side:
        here = lane == ctx.lane or building_reaches(ctx.state, ctx.lane, lane, cid)
    else:
        here = (side, lane) == ctx.state.facing(ctx.side, ctx.lane)  # across: the facing Landscape (R26)
    return here and ctx.state.frozen[side][lane]


# Both sides' Creatures in its Lane on a Frozen Landscape: they stay ready and can't attack, Floop or use a
# "cost >>> effect" ability; their always-on texts still work (rulebook clarification).
card("ice-olation-cell", statics=[NoAttackOrAbility(_jailed)])
card("snow-business", abilities=[Ability(Freeze(Target(UNFROZEN_HERE)), cost=[PayActions(1)])])
card("abdominal-snowman", statics=[Stat(atk=3, when=lane_empty(OPP))])
# Ruling: "that Lane" is the Lane it is in after the Floop; with no empty Landscape to go to it stays, and its
# own Lane is read.
card("boarder-collie", floop=[Move(SELF), If(_own_lane_now_frozen, GainActions(1))])
card("cold-soldier", statics=[Stat(atk=3, when=lane_empty(OPP))])
# Ruling: only Fight damage is this Creature "dealing damage" (it has no other way); "you may" is asked only when a
# Landscape of its Lane has no token yet.
card("frozen-fish", triggers=[When(DEALS_DAMAGE, If(_unfrozen_in_lane, May(Freeze(Pick(UNFROZEN_HERE)))),
                                   cond=lambda ctx: ctx.ev.get("card") == ctx.source and ctx.ev.get("amount", 0) > 0,
                                   only=HEARS_OWN)])
card("icemeister", triggers=[start_of_your_turn(Damage(ON_FROZEN, 1))])
card("reign-deer", floop=[Draw(frozen_lands(ANY))])
card("slay-rider", floop=[Damage(Target(ON_FROZEN), 3)])
card("snow-angel", floop=[Heal(FRIENDLY, frozen_lands(ANY))])
# The Landscape may be in any Lane (rulebook clarification); destroying the Bunny is the cost.
card("snow-bunny", abilities=[Ability(Freeze(Target(UNFROZEN_LANDS)), cost=[Destroy(SELF)])])
card("snow-dog", floop=[Buff(ADJACENT, atk=2)])
card("sprucy-lucy", statics=[Stat(atk=frozen_lands(ANY))])

# ---- Marceline's NiceLands / Useless Swamp deck (CP4-marceline) -------------------------------------------------
card("black-hole-pendant", play=[Buff(TARGET_CREATURE, atk=land_types(OPP))])  # face-up types (R31)
card("blood-bath", play=[DiscardOne(OPPONENT, where=lambda ctx, ref: ctx.state.tab.cost[ref[2]] >= 2, may=True,
                                    otherwise=[Damage(OPPONENT, 5)])])
# Any card of either discard pile (no "target": a Pick), removed for good (rulebook clarification); then the
# target Creature heals its printed cost. With both piles empty it heals 0 (R16 asks only for the Creature).
card("blood-transfusion", play=[RemoveFromGame(Pick(Cards("discard", ANY))),
                                Heal(TARGET_CREATURE, var("removed_cost"))])
card("bums-away", play=[DiscardOne(OPPONENT, may=True, otherwise=[Damage(OPPOSING, 2)])])
# Any Creature you control is a legal target; one with less than 5 damage is not healed (rulebook clarification).
card("pentaid", play=[HealExactly(TARGET_FRIENDLY, 5)])
card("dr-stuffenstein", floop=[If(at_least(damage_on_it, 5), Heal(FRIENDLY, 2), otherwise=[Heal(Pick(ADJACENT), 2)])])
card("ban-she-queen", play=[Thaw(Pick(Lands(YOU, "adjacent", where=on_frozen), optional=True))])
# Ruling (R16: a legal target is all an ability needs): usable with no damage on it and onto itself, moving nothing.
card("bog-ban-she-angel", abilities=[Ability(MoveDamageTo(TARGET_CREATURE), cost=[PayActions(1)])])
card("bog-bum", triggers=leaves_play_ready(Discard(1, who=OPPONENT, random=True)))
card("bog-frog-bomb", triggers=leaves_play_ready(Damage(OPPOSING, 2)))
# Ruling: Cottonpult can't pick itself: 1 damage then 1 healed back would change nothing and, readied, it could
# be Flooped so for ever. Any other Creature, either side.
card("cottonpult", floop=[Damage(Target(Creatures(ANY, other=True)), 1),
                          If(at_least(damage_on_it, 5), Heal(SELF, 1), Ready(SELF))])
card("furious-chick", statics=[Stat(atk=damage_on_it)])
card("furious-hen", statics=[Stat(atk=damage_on_it)])
card("furious-rooster", statics=[Stat(atk=damage_on_it)])
card("man-witch", triggers=[when_foe_discards(Damage(EVENT_PLAYER, 1))])
card("music-mallard", floop=[Draw(1), If(at_least(damage_on_it, 5), Draw(1))])
card("papercut-tiger", statics=[Stat(atk=5, when=damage_is(5))])
# Ruling: both players draw (you first), then both discard one card of their own choice (you first).
card("unicyclops", triggers=[start_of_your_turn(Draw(1, who=Players(ANY)), Discard(1, who=Players(ANY)))])
card("auto-plucker", floop=[EachChoose(Creatures(YOU, "this"), allow_none=False,
                                       heal=Heal(FRIENDLY, 1), damage=Damage(FRIENDLY, 1))])


@nonneg
def _per_five_discarded(ctx):
    return len(ctx.state.discard[ctx.player]) // 5


# "Costs 1 less" is a cost change (R12): the Useless Swamps it needs drop with the Actions.
card("cardboard-mansion", floop=[GainActions(1)],
     statics=[CostChange(delta=lambda ctx: -_per_five_discarded(ctx), which=lambda ctx: ctx.target[2] == ctx.source)])
card("funeral-home", triggers=[when_foe_discards(Buff(Creatures(YOU, "this"), atk=1))])
# Ruling: with no Creature of yours in its Lane nothing is damaged, and you still heal 1 HP.
card("the-big-hen-house", triggers=[start_of_your_turn(
    EachChoose(Creatures(YOU, "this"), allow_none=False, one=Damage(FRIENDLY, 1), two=Damage(FRIENDLY, 2)),
    Heal(YOURSELF, 1))])


# ---- the Heroes (R25) --------------------------------------------------------------------------------------------
class _FirstAttackDownEmptyLane(Effect):
    """Ice King: +1 ATK this turn to the attacking Creature, the first time in the turn (this_turn['used'])."""

    def run(self, ctx):
        st = ctx.state
        key = f"{ctx.source}:empty-lane"
        if key not in st.this_turn.get("used", ()):
            turn_set(st, "used", key)
            add_modifier(st, ctx.ev["card"], 1, 0, THIS_TURN)
        return False


def _yours_attacks_empty_lane(ctx):
    """A Creature of the Hero's player attacks (its turn) a Lane with no opposing Creature (the Hero's ctx.lane is
    the attack's Lane)."""
    if ctx.state.active != ctx.player or ctx.lane < 0:
        return False
    o, olane = ctx.state.facing(ctx.player, ctx.lane)  # the Landscape in front (R26 in Doubles)
    return ctx.state.creature[o][olane] < 0


register("ice-king", HeroCard("ice-king", hero=True, triggers=[
    When(ATTACKS, _FirstAttackDownEmptyLane(), cond=_yours_attacks_empty_lane, only=HEARS_TURN)]), hero=True)


_yours_with_five_damage = where(FRIENDLY_CREATURES, receiver_damage_at_least(5))  # Marceline: your Creatures with 5+


card("marceline", hero=True, statics=[Stat(atk=1, to=_yours_with_five_damage)])
