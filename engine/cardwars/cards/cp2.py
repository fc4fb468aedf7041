"""Collector's Pack 2: BMO's Useless Swamp deck (CP2-bmo) and Lady Rainicorn's SandyLands deck
(CP2-lady-rainicorn), with their Heroes.

Rulings taken where a text leaves room are in the comments here and in docs/effects.md ("Card rulings",
CP2 section). Bookkeeping these cards read:
- "entered play this turn": the rules (`enter_play`) note each Creature that enters play in
  `this_turn["entered"]` as [card id, side, lane]; The Mariachi, Zazo's Magic Seeds and Lost Golem read it.
- "returned to hand": the shared verbs ReturnToHand / ToHand note each Creature card that goes back to its
  owner's hand from play or from a discard pile in `this_turn["returned"]` and fire the RETURNED
  ("returned_to_hand") event (Lady Rainicorn).
- Palace of Bone: a static (NoPlayTriggers) the rules ask before dispatching a Creature's enters-play /
  leaves-play events and running its own enters-play text, whatever product the Creature comes from.
"""
from __future__ import annotations

from ..dsl.vocab import (
    ACROSS,
    ADJACENT,
    ANY,
    BLUE_PLAINS,
    CORNFIELD,
    CREATURES,
    ENTERS_PLAY,
    FRIENDLY,
    HEARS_OWN,
    HEARS_SIDE,
    HEARS_TURN,
    K_CREATURE,
    NO_ABILITY,
    OPP,
    OPPONENT,
    OPPOSING,
    READY,
    RETURNED,
    SANDYLANDS,
    SELF,
    TARGET_CREATURE,
    USELESS_SWAMP,
    YOU,
    YOURSELF,
    Ability,
    AtEndOfTurn,
    Buff,
    Cards,
    Cost,
    CostChange,
    Creatures,
    Damage,
    Destroy,
    Discard,
    DiscardCost,
    DiscountNextCreature,
    Draw,
    Effect,
    EmptyLanes,
    GainActions,
    Heal,
    HeroCard,
    If,
    May,
    Mill,
    NoPlayTriggers,
    PayActions,
    Pick,
    Players,
    Random,
    ReturnToHand,
    Sel,
    Stat,
    Target,
    ToHand,
    TripleDamageOn,
    When,
    _sides,
    add_modifier,
    at_least,
    both,
    card,
    card_at,
    check_creatures,
    count,
    discard_fives,
    execute,
    lands,
    move_creature,
    of_kind,
    of_landscape,
    only_hearing,
    pile,
    register,
    start_of_your_turn,
    times,
    turn_set,
    untargetable,
    your_turn,
)

PERMANENT = "t1000000"  # modifier duration for "gains N DEF": kept while the card stays in play


# ---- values and conditions --------------------------------------------------------------------------------
def discard_size(whose=YOU):
    """Cards in whose's discard pile."""
    return lambda ctx: sum(len(ctx.state.discard[s]) for s in _sides(ctx, whose))


PER_5_DISCARDS = discard_fives()  # for every 5 cards in your discard pile


def _entered(ctx):
    return ctx.state.this_turn.get("entered", ())


def entered_this_turn(ctx):
    """Creatures that entered play this turn (both sides)."""
    return len(_entered(ctx))


def you_entered_this_turn(ctx):
    """Creatures that entered play under your control this turn."""
    return sum(1 for _c, side, _ln in _entered(ctx) if side == ctx.player)


def _where_creature(st, cid):
    for side in st.seats:
        row = st.creature[side]
        for lane in range(len(row)):
            if row[lane] == cid:
                return side, lane
    return None


def _creature_enters(ctx):
    return not ctx.ev.get("building", False)


def _own_entry(ctx):
    return ctx.ev.get("card") == ctx.source


def _yours(ctx):
    return ctx.ev.get("player") == ctx.player


def _other(ctx):
    return ctx.ev.get("card") != ctx.source


def _entering_of(landscape):
    return lambda ctx: ctx.state.tab.ltype[ctx.ev["card"]] == landscape


def _all(*conds):
    return lambda ctx: all(c(ctx) for c in conds)


def enters(*effects, cond=None):
    """When a Creature enters play (cond narrows it)."""
    return When(ENTERS_PLAY, *effects, cond=_all(_creature_enters, *(() if cond is None else (cond,))))


def enters_play(*effects):
    """This card's own "when this enters play", written as a trigger."""
    return When(ENTERS_PLAY, *effects, cond=_own_entry, only=HEARS_OWN)


def _slug_is(slug):
    return lambda ctx, ref: ctx.state.tab.slug[card_at(ctx, ref)] == slug


def _cost_is(n):
    return lambda ctx, ref: ctx.state.tab.cost[card_at(ctx, ref)] == n


def _milled_cost(ctx):
    cost = ctx.state.tab.cost
    return sum(cost[c] for c in ctx.vars.get("milled", ()))


# ---- bookkeeping and one-off effects ----------------------------------------------------------------------
class OnlyIf(Cost):
    """"Play (use) only if ...": the card cannot be played or used unless cond(ctx) holds; does nothing."""

    def __init__(self, cond):
        self.cond = cond

    def payable(self, ctx):
        return self.cond(ctx)

    def ready(self, ctx):
        return self.cond(ctx)


class _Entering(Sel):
    """The Creature that is entering play (ctx.ev['card'])."""

    def refs(self, ctx):
        where = _where_creature(ctx.state, ctx.ev.get("card", -1))
        return [(where[0], "creature", where[1])] if where else []


ENTERING = _Entering()


class OncePerTurn(Effect):
    """Children run once in each turn for this card (kept in this_turn['used'] as '<card id>:<key>')."""

    def __init__(self, key, *effects):
        self.key, self.children = key, effects

    def run(self, ctx):
        k = f"{ctx.source}:{self.key}"
        if k in ctx.state.this_turn.get("used", ()):
            return False
        turn_set(ctx.state, "used", k)
        return execute(ctx, [f"{ctx.path}.{i}" for i in range(len(self.children))] + ctx.cont) or True


class KeepOneOnBottom(Effect):
    """Ogre Gas: reveal the top n cards of your deck; one you choose goes to the bottom, the rest to your
    discard pile."""

    def __init__(self, n=3):
        self.n = n

    def run(self, ctx):
        st = ctx.state
        top = st.deck[ctx.player][-self.n:][::-1]  # top card first
        if not top:
            return False
        ctx.vars["revealed"] = top
        opts = []
        for c in top:
            o = f"p{ctx.player}:deck:{st.tab.slug[c]}"
            if o not in opts:
                opts.append(o)
        if len(opts) == 1:
            return self.resume(ctx, opts[0])
        ctx.ask(ctx.player, opts)
        return True

    def resume(self, ctx, choice):
        st, p = ctx.state, ctx.player
        ids = ctx.vars.pop("revealed")
        slug = choice.rsplit(":", 1)[1]
        keep = next(c for c in ids if st.tab.slug[c] == slug)
        deck = st.deck[p]
        for c in ids:
            deck.remove(c)
        deck.insert(0, keep)  # the bottom of the deck is the start of the list
        for c in ids:
            if c != keep:
                pile(st, c, "deck")  # to the discard pile from the deck: an Impossible Possum hears it
        return False


class SeedsBuff(Buff):
    """Zazo's Magic Seeds: the target gets +2 ATK until end of turn per Creature that came into play during
    this turn in a Lane next to the target's (on the target's side)."""

    def __init__(self, sel):
        super().__init__(sel)

    def apply(self, ctx, ref):
        side, _z, lane = ref
        n = sum(1 for _c, s, ln in _entered(ctx) if s == side and abs(ln - lane) == 1)
        cid = card_at(ctx, ref)
        if cid >= 0 and n:
            add_modifier(ctx.state, cid, 2 * n, 0)


class Borrow(Effect):
    """Spirit Tower: with no Creature of yours in this Lane, the target Creature in this Lane moves to your
    side (same Lane) and is readied; its id is left in ctx.vars['borrowed'] for the return (GiveBack)."""

    def ready(self, ctx):
        st, lane = ctx.state, ctx.lane
        o, olane = st.facing(ctx.player, lane)  # the Landscape across this Lane (R26 in Doubles)
        # R16: its text targets that Creature, so one that can't be targeted (Cave of Solitude) is no target
        return st.creature[ctx.player][lane] < 0 and st.creature[o][olane] >= 0 and not untargetable(st, o, olane)

    def run(self, ctx):
        if not self.ready(ctx):
            return False
        st, p, lane = ctx.state, ctx.player, ctx.lane
        o, olane = st.facing(p, lane)
        cid = st.creature[o][olane]
        move_creature(st, o, olane, lane, p)
        st.cstate[p][lane] = READY
        ctx.vars["borrowed"] = cid
        return False


class GiveBack(Effect):
    """Spirit Tower, at the end of the turn (AtEndOfTurn): the Creature it borrowed (ctx.vars['borrowed'])
    goes back to its owner's side, into the Lane it is in, or (that Lane taken) the owner's first empty Lane;
    with none empty it stays. Nothing happens if it has left play or is already on its owner's side."""

    def run(self, ctx):
        st = ctx.state
        cid = ctx.vars.get("borrowed", -1)
        where = _where_creature(st, cid) if cid >= 0 else None
        owner = st.tab.owner[cid] if cid >= 0 else -1
        if where is None or where[0] == owner:
            return False
        side, lane = where
        row = st.creature[owner]
        dest = lane if row[lane] < 0 else next((i for i in range(len(row)) if row[i] < 0), -1)
        if dest >= 0:
            move_creature(st, side, lane, dest, owner)
            check_creatures(st)  # bonuses of the borrower's side are gone (R19)
        return False


_SWAMP_CREATURE = both(of_kind(K_CREATURE), of_landscape(USELESS_SWAMP))
_SANDY = of_landscape(SANDYLANDS)
TARGET_OPPONENT = Target(Players(OPP))

NO_ABILITY.update({"blonde-merwitch", "sand-angel"})

# ---- BMO's Useless Swamp deck (CP2-bmo) -------------------------------------------------------------------
# Spells count the discard pile as they resolve: the Spell itself is not in it yet.
card("abraca-amadeus", play=[Discard(PER_5_DISCARDS, who=TARGET_OPPONENT)])
card("bone-wand", extra_cost=[OnlyIf(at_least(count(Creatures(YOU, where=_SWAMP_CREATURE)), 1))],
     play=[Discard(1, who=TARGET_OPPONENT)])
card("magic-ring-ding", play=[Buff(FRIENDLY, atk=PER_5_DISCARDS)])
card("ogre-gas", play=[KeepOneOnBottom(3)])
card("snake-eye-ring", play=[ToHand(Random(Cards("discard", YOU, where=_SWAMP_CREATURE)))])
card("chest-burster", triggers=[start_of_your_turn(If(lambda ctx: not ctx.state.hand[ctx.chooser(OPP)],
                                                      Damage(OPPONENT, 3)))])
card("dark-angel", statics=[Stat(atk=PER_5_DISCARDS)])
# The Creature destroyed as the cost may be Dr. Death itself (the text does not say "another").
# "Destroy a Creature you control" does not say "target": Pick, so a Creature under Cave of Solitude may be
# chosen (R16, the Cave ruling in docs/effects.md); the opposing Creature is a target.
card("dr-death", floop=[Destroy(Pick(FRIENDLY)), Destroy(Target(Creatures(OPP, "this")))])
card("extraordinary-spider", triggers=[start_of_your_turn(Damage(TARGET_OPPONENT, PER_5_DISCARDS))])
# An ability with no target may always be used, even when it would do nothing (rulebook 001's glossary):
# Gray Eyebat with no Swamp Creature in the discard pile, Green Mermaid with no opposing Creature.
card("gray-eyebat", abilities=[Ability(ToHand(Random(Cards("discard", YOU, where=_SWAMP_CREATURE))),
                                       cost=[PayActions(1)])])
card("green-mermaid", abilities=[Ability(Damage(OPPOSING, 1), cost=[Destroy(SELF)])])
card("green-merman", floop=[Mill(1), Damage(OPPOSING, _milled_cost)])
card("hot-eyebat", extra_cost=[OnlyIf(at_least(discard_size(), 10))])
card("immortal-maize-walker", statics=[TripleDamageOn(CORNFIELD)])
# Destroying Mace Stump is the cost, paid first: it is in the discard pile when the cards are counted. The
# target is the opponent, who is always there, so it may be used when no card would be discarded (glossary).
card("mace-stump", abilities=[Ability(Discard(PER_5_DISCARDS, who=TARGET_OPPONENT), cost=[Destroy(SELF)])])
card("mouthball", statics=[Stat(defn=times(2, PER_5_DISCARDS))])
# "A card with cost 0 from your discard pile" is no target: usable with none there, doing nothing (R16, glossary).
card("red-eyeling", floop=[ToHand(Pick(Cards("discard", YOU, where=_cost_is(0))))])
card("teeth-leaf", statics=[CostChange(discount=2, which=_all(lambda ctx: ctx.target[2] == ctx.source,
                                                              at_least(discard_size(), 10)))])
# A random card is no target: usable with no Creature in the discard pile, doing nothing (R16, glossary).
card("tree-of-undeath", floop=[ToHand(Random(Cards("discard", YOU, where=of_kind(K_CREATURE))))])
card("wandering-bald-man", triggers=[start_of_your_turn(Mill(1))])
# Ruling: the opposing Creature in its Lane sets off no effect of entering or leaving play: not its own (an
# enters-play text, "when this leaves play", "when this is destroyed": destruction is a way of leaving play) and
# no other card's or Hero's trigger on that event. Returning to hand still counts as returning (Lady Rainicorn),
# and the Creature is still noted as having entered play this turn (a count, not an effect).
card("palace-of-bone", statics=[NoPlayTriggers(ACROSS)])
# Ruling: the return is a delayed effect of the Floop, not an ability of the Tower: the Creature goes back at
# the end of that turn even if the Tower has left play meanwhile.
card("spirit-tower", floop=[PayActions(1), Borrow(), AtEndOfTurn(GiveBack())])
register("bmo", HeroCard("bmo", hero=True, abilities=[Ability(Damage(TARGET_CREATURE, 1), cost=[DiscardCost(1)],
                                                              key="damage")]), hero=True)

# ---- Lady Rainicorn's SandyLands deck (CP2-lady-rainicorn) ------------------------------------------------
card("tome-of-ankhs", play=[Draw(count(EmptyLanes(YOU)))])
card("unempty-coffin", play=[DiscountNextCreature(2)])
card("zazos-magic-seeds", play=[SeedsBuff(Target(Creatures(ANY, where=_SANDY)))])
card("beach-mummy", floop=[ReturnToHand(Pick(ADJACENT))])  # no "target": Pick (see Cave of Solitude)
card("fummy", floop=[GainActions(1)])
card("green-cactiball", statics=[Stat(atk=times(2, count(Creatures(YOU, where=_slug_is("green-cactiball")))))])
card("lost-golem", statics=[CostChange(delta=lambda ctx: -you_entered_this_turn(ctx),
                                       which=lambda ctx: ctx.target[2] == ctx.source)])
card("ms-mummy", triggers=[start_of_your_turn(May(
     ReturnToHand(SELF),
     If(lambda ctx: True, Buff(Target(Creatures(YOU, where=_SANDY)), defn=1, until=PERMANENT))))])
# Each "of yours" (_yours: the event's player is the card's) is heard in its controller's plays only (HEARS_SIDE).
card("peach-djinni", triggers=only_hearing(HEARS_SIDE, [enters(Buff(SELF, atk=1), cond=_all(_yours, _entering_of(SANDYLANDS)))]))
card("sand-eyebat", triggers=only_hearing(HEARS_SIDE, [enters(Buff(SELF, defn=1, until=PERMANENT), cond=_all(_yours, _other))]))
card("sand-knights", statics=[Stat(atk=2, when=at_least(lands(BLUE_PLAINS), 1))])
card("sandhorn-devil", triggers=[enters_play(Damage(CREATURES, 1))])
card("sandsnake", triggers=[enters_play(Damage(Target(Creatures(OPP, "this")), 4))])
card("sandwitch", triggers=only_hearing(HEARS_SIDE, [enters(Damage(OPPONENT, 1), cond=_yours)]))
card("shark", triggers=only_hearing(HEARS_TURN, [enters(Buff(ENTERING, atk=1), cond=_all(your_turn, _entering_of(SANDYLANDS)))]))
card("the-mariachi", floop=[Damage(TARGET_CREATURE, entered_this_turn)])
card("wall-of-sand", triggers=only_hearing(HEARS_TURN, [enters(OncePerTurn("sand", Buff(SELF, atk=2)),
                                      cond=_all(your_turn, _other, _entering_of(SANDYLANDS)))]))
card("sand-sphinx", floop=[ReturnToHand(Pick(Creatures(YOU, "this")))])


def _second_return_this_turn(ctx):
    st = ctx.state
    if st.active != ctx.player or ctx.ev.get("player") != ctx.player:
        return False
    owner = st.tab.owner
    return sum(1 for c in st.this_turn.get("returned", ()) if owner[c] == ctx.player) == 2


card("lady-rainicorn", hero=True, triggers=[When(RETURNED, Heal(YOURSELF, 2), cond=_second_return_this_turn,
                                                  only=HEARS_SIDE)])
