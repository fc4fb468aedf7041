"""Collector's Pack 5: Lemongrab's Cornfield / SandyLands deck (CP5-lemongrab), Gunter's Blue Plains / IcyLands
deck (CP5-gunter) and their two Heroes. Every card of the pack is in one of the two decks.

Rulings taken where a text leaves room are in each card's comment and in docs/effects.md ("Card rulings", CP5
section).
"""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_TO,
    ANY,
    BLUE_PLAINS,
    BOTH_IN_THIS_LANE,
    CORNFIELD,
    CREATURES,
    EMPTY,
    FRIENDLY,
    FRIENDLY_CREATURES,
    HEARS_SIDE,
    HERE,
    ICYLANDS,
    IN_THIS_LANE,
    IRREPLACEABLE,
    LEAVES_PLAY,
    NICELANDS,
    OPP,
    OPPOSING,
    SANDYLANDS,
    SELF,
    STAYS_EXHAUSTED,
    TARGET_CREATURE,
    TARGET_FRIENDLY,
    USELESS_SWAMP,
    YOU,
    YOURS_IN_LANE,
    YOURSELF,
    Ability,
    AtStartOfYourNextTurn,
    Buff,
    CostChange,
    Creatures,
    Damage,
    Destroy,
    Discard,
    DiscardCost,
    Draw,
    Effect,
    EmptyLanes,
    Flip,
    Freeze,
    Heal,
    If,
    Lands,
    May,
    Move,
    Only,
    PayActions,
    Pick,
    Ready,
    ReturnToHand,
    Stat,
    Target,
    Thaw,
    Verb,
    When,
    card,
    card_at,
    cards_under,
    changes_lanes,
    count,
    entered_this_turn,
    equals,
    exhausted,
    face_down_lands,
    forget,
    frozen_lands,
    land_types,
    lane_frozen_tokens,
    leaves_play,
    on_frozen,
    only_hearing,
    option_ref,
    owned,
    put_under,
    recall,
    receiver_on_frozen,
    remember,
    set_land_type,
    start_of_your_fight,
    start_of_your_turn,
    times,
    where,
    your_turn,
)

LAND_TYPES = {"blue-plains": BLUE_PLAINS, "cornfield": CORNFIELD, "nicelands": NICELANDS, "sandylands": SANDYLANDS,
              "useless-swamp": USELESS_SWAMP, "icylands": ICYLANDS}  # Silo of Freedom's choices (option: key)


# ---- values, conditions, receivers and destinations used by several CP5 cards --------------------------------
def _room(ctx):
    """The acting Creature's controller has an empty Lane (no Creature of theirs in it)."""
    return any(c < 0 for c in ctx.state.creature[ctx.side])


def _room_across(ctx):
    return any(c < 0 for o in ctx.state.opponents(ctx.side) for c in ctx.state.creature[o])


def EMPTY_ACROSS(ctx, ref):  # noqa: N802 - a Move destination, like verbs.EMPTY
    """Destinations: the empty Lanes of the other side of the table (the Creature changes control)."""
    st = ctx.state  # every opponent's side (1 vs 1: the one other side)
    return [(other, i) for other in st.opponents(ref[0]) for i in st.lanes_of(other) if st.creature[other][i] < 0]


def EMPTY_YOURS(ctx, ref):  # noqa: N802
    """Destinations: the empty Lanes of the acting card's controller, whichever side the Creature is on."""
    p = ctx.player
    return [(p, i) for i in ctx.state.lanes_of(p) if ctx.state.creature[p][i] < 0 and (p, i) != (ref[0], ref[2])]


def _no_frozen_tokens(ctx):
    return not any(any(row) for row in ctx.state.frozen)


def _own_land_frozen(ctx):
    return ctx.state.frozen[ctx.side][ctx.lane]


def _own_land_face_up(ctx):
    return not ctx.state.face_down[ctx.side][ctx.lane]


ON_YOUR_FROZEN = where(FRIENDLY_CREATURES, receiver_on_frozen)  # your Creatures on Frozen Landscapes (Gunter)


def _opponent_has_yours(ctx):
    """An opponent controls a Creature the acting card's controller owns (Ska-pion)."""
    st = ctx.state
    owner = st.tab.owner
    return any(c >= 0 and owner[c] == ctx.player for o in st.opponents(ctx.player) for c in st.creature[o])


def _exhausted_here(ctx):
    """The controller's Creature in the acting card's Lane is exhausted (Fancy Spa), or a Knit Kitty next to it."""
    return any(exhausted(ctx, r) for r in YOURS_IN_LANE.refs(ctx))


def cannot_be_replaced(script):
    """"It cannot be replaced" (R13): the rules' flag on the script, and the mark in its events that makes
    legal_actions look at the Creatures in play (events.IRREPLACEABLE)."""
    script.irreplaceable = True
    script.events = script.events | {IRREPLACEABLE}
    return script


# ---- one-off effects ----------------------------------------------------------------------------------------
class FlipKept(Flip):
    """Turn the picked Landscape face down and remember it: in ctx.vars['flipped'] for the card's later steps
    (a delayed flip back), and, with keep=True, in the card memory under '<card id>:flipped' (Mantle Masher
    turns it back up when it leaves play)."""

    def __init__(self, sel, keep=False):
        super().__init__(sel, down=True)
        self.keep = keep

    def apply(self, ctx, ref):
        super().apply(ctx, ref)
        ctx.vars["flipped"] = [ref[0], ref[2]]
        if self.keep:
            remember(ctx.state, f"{ctx.source}:flipped", [ref[0], ref[2]])


class FlipBack(Effect):
    """Turn face up the Landscape FlipKept turned down (from ctx.vars, or from the card memory when kept)."""

    def __init__(self, kept=False):
        self.kept = kept

    def run(self, ctx):
        key = f"{ctx.source}:flipped"
        where = recall(ctx.state, key) if self.kept else ctx.vars.get("flipped")
        if where is not None:
            if self.kept:
                forget(ctx.state, key)
            Flip(SELF, down=False).apply(ctx, (where[0], "land", where[1]))
        return False


class FlipWhereItStands(Effect):
    """Husky Parrotrooper: if it changed Lanes as it entered, turn the Landscape it now stands on face down."""

    def run(self, ctx):
        st = ctx.state
        for side in st.seats:
            row = st.creature[side]
            if ctx.source in row:
                lane = row.index(ctx.source)
                if (side, lane) != (ctx.side, ctx.lane):
                    Flip(SELF).apply(ctx, (side, "land", lane))
        return False


def tired(script):
    """Fatigued Librarian, Weakened Warrior: entering exhausted and staying exhausted through your ready step are
    states the rules give it (Script.enters_exhausted / stays_exhausted), not triggered effects, so Palace of Bone
    does not hush them and they never wait among the start-of-turn texts (R30); changing Lanes readies it."""
    script.enters_exhausted = script.stays_exhausted = True
    script.events = script.events | {STAYS_EXHAUSTED}
    return script


class UnderCamel(Effect):
    """Carmel Camel: the Creature that left play goes under it, from where it went (its owner's discard pile or
    hand); nothing happens once the Camel has left play, or the card has gone on elsewhere (a Possum's return
    answered first brings it back to hand, and it comes from there)."""

    def run(self, ctx):
        st = ctx.state
        if any(ctx.source in row for row in st.creature):  # still in play (it may have changed Lanes meanwhile)
            put_under(st, ctx.source, ctx.ev["card"])
        return False


def _under_camel(ctx):
    return len(cards_under(ctx.state, ctx.source))


def _camel_takes(ctx):
    cid = ctx.ev.get("card", -1)
    return (cid != ctx.source and not ctx.ev.get("building") and cid >= 0
            and ctx.state.tab.owner[cid] == ctx.player)


class DestroyAnyNumber(Effect):
    """Cute Overload: the controller destroys Creatures of theirs one at a time (no target) until they say
    'done' (offered first); ctx.vars['destroyed'] counts them."""

    def __init__(self, sel):
        self.sel = sel

    def run(self, ctx):
        ctx.vars["destroyed"] = 0
        return self._ask(ctx)

    def _ask(self, ctx):
        refs = self.sel.refs(ctx)
        if not refs:
            return False
        ctx.ask(ctx.player, ["done"] + [f"p{r[0]}:creature:{r[2]}" for r in refs])  # stopping first: the safe default
        return True

    def resume(self, ctx, choice):
        if choice == "done":
            return False
        Destroy(SELF).apply(ctx, option_ref(ctx.state, choice))
        ctx.vars["destroyed"] = ctx.vars.get("destroyed", 0) + 1
        return self._ask(ctx)


def _destroyed(ctx):
    return ctx.vars.get("destroyed", 0)


class ReturnForActions(ReturnToHand):
    """Quick Pick Me Up: return the picked Creature to its owner's hand; the controller gains Actions equal to
    its printed cost."""

    def apply(self, ctx, ref):
        cid = card_at(ctx, ref)
        if cid < 0:
            return
        super().apply(ctx, ref)
        ctx.state.actions_left += ctx.state.tab.cost[cid]


class FreezeLane(Verb):
    """Snowblower: Freeze both Landscapes in the picked Lane (a Landscape of yours names the Lane)."""

    def apply(self, ctx, ref):
        for side in ctx.state.seats:
            Freeze(SELF).apply(ctx, (side, "land", ref[2]))


class Retype(Effect):
    """Silo of Freedom: your Landscape in this Lane becomes the type you choose (one of the other five); the old
    type is kept in ctx.vars for the change's end (Untype)."""

    def run(self, ctx):
        old = ctx.state.land[ctx.side][ctx.lane]
        opts = [k for k, t in LAND_TYPES.items() if t != old]
        ctx.ask(ctx.player, opts)
        return True

    def resume(self, ctx, choice):
        ctx.vars["was"] = [ctx.side, ctx.lane, ctx.state.land[ctx.side][ctx.lane]]
        set_land_type(ctx.state, ctx.side, ctx.lane, LAND_TYPES[choice])
        return False


class Untype(Effect):
    """The end of Silo of Freedom's change: the Landscape gets back the type it had."""

    def run(self, ctx):
        was = ctx.vars.get("was")
        if was is not None:
            set_land_type(ctx.state, was[0], was[1], was[2])
        return False


# ---- Lemongrab's Cornfield / SandyLands deck (CP5-lemongrab) ----------------------------------------------------
# Ruling: "a Landscape you control" counts face-up types (R31); the catalogue's "different Landscape" means type.
card("bouncing-zebracorn", statics=[Stat(atk=land_types(YOU))])
card("rebounding-zebracorn", statics=[Stat(atk=land_types(YOU))])
card("fancy-zebracorn", statics=[Stat(defn=land_types(YOU))])
card("ol-corn-eye", statics=[Stat(defn=land_types(YOU))])
# "Face down Landscape in play": both sides count.
card("earth-mover", statics=[Stat(atk=times(2, face_down_lands()))])
card("quake-maker", statics=[Stat(atk=times(2, face_down_lands()))])
card("sandasaurus-rex", statics=[Stat(atk=times(2, count(EmptyLanes(YOU))))])
# Ruling: a Creature you own leaving play any way (destroyed, replaced, returned to hand; not the Camel itself)
# may go under the Camel instead (you may say no): the card is taken from where it went, after what sent it there
# has finished. The cards under it are a zone of their own (Board.under), public; each gives the Camel 1 ATK, 1 DEF.
# When the Camel leaves play they go to their owners' discard piles (the rules do it, so also when Palace of Bone
# hushes its leaving), each one landing there as if milled (Impossible Possum hears it).
card("carmel-camel", triggers=[When(LEAVES_PLAY, May(UnderCamel()), cond=_camel_takes)],
     statics=[Stat(atk=_under_camel, defn=_under_camel)])
# The Parrotroopers: "move it to an empty Landscape" is one of YOUR empty Lanes (a Lane change never crosses the
# table unless the text says so); with none it stays. "It cannot be replaced": no Creature may be played onto its
# Lane while it is there (rules.legal reads Script.irreplaceable).
cannot_be_replaced(card("dragoon-parrotrooper", play=[Move(SELF, to=EMPTY)], statics=[Stat(atk=-1, to=ADJACENT_TO)]))
cannot_be_replaced(card("jinxed-parrotrooper", play=[Move(SELF, to=EMPTY)], triggers=[start_of_your_turn(Discard(1))]))
cannot_be_replaced(card("static-parrotrooper", play=[Move(SELF, to=EMPTY)],
                        triggers=[start_of_your_turn(Damage(YOURSELF, 1))]))
# "That Landscape" is the one it moved to: with no empty Lane to go to, nothing is flipped.
card("husky-parrotrooper", play=[Move(SELF, to=EMPTY), FlipWhereItStands()])
card("grand-mummy", triggers=[start_of_your_turn(May(ReturnToHand(SELF), Draw(2)))])
# Ruling (Mantle Masher, Rock 'n Roller): a face-up Landscape in its Lane, either side, your choice (none face up:
# nothing). It is remembered (card memory), and turned back up when the Creature leaves play, wherever it went.
_FLIP_HERE = Pick(Lands(ANY, "this", face_up=True))
card("mantle-masher", play=[FlipKept(_FLIP_HERE, keep=True)], triggers=[leaves_play(FlipBack(kept=True))])
card("rock-n-roller", play=[FlipKept(_FLIP_HERE, keep=True)], triggers=[leaves_play(FlipBack(kept=True))])
card("sandmagus", triggers=[start_of_your_turn(May(ReturnToHand(SELF), Buff(FRIENDLY, atk=1)))])
# R12: "costs 1 less" changes the cost (Actions and Landscapes needed), as Lost Golem.
card("ska-pion", statics=[CostChange(delta=-1, which=lambda ctx: ctx.target[2] == ctx.source
                                     and _opponent_has_yours(ctx))])
card("tntimmy", triggers=[leaves_play(Damage(OPPOSING, 1))])
card("amaizing-avalanche", play=[Buff(FRIENDLY, atk=face_down_lands())])
# "Target Creature you own": on either side of the table, back to your hand.
card("drop-zone", play=[ReturnToHand(Target(Creatures(ANY, where=owned)))])
# Ruling: every Creature that entered play this turn counts, either side, the ones that left since included.
card("free-fall", play=[Buff(FRIENDLY, atk=entered_this_turn())])
card("ham-fist", play=[Buff(TARGET_FRIENDLY, atk=-5), Draw(1)])
card("quick-pick-me-up", play=[ReturnForActions(TARGET_FRIENDLY)])
# Ruling: the target is a face-up Landscape (one already face down cannot be flipped face down); it is turned back
# up at the start of your next turn (AtStartOfYourNextTurn), whatever happened to it meanwhile.
card("rock-out", play=[FlipKept(Target(Lands(ANY, face_up=True))), AtStartOfYourNextTurn(FlipBack())])
card("lunchpad", floop=[Draw(entered_this_turn(YOU, lane="this"))])
card("parrotmilitary-outpost", statics=[Stat(atk=-1, to=BOTH_IN_THIS_LANE)])  # ATK never below 0 (attack_of)
# Ruling: "except face down" is read as: usable only while your Landscape in this Lane is face up (a face-down one
# has no type to lose, R31). You choose one of the five other types; the change ends at the start of your next
# turn (two changes to one Landscape end newest first, so it gets back its first type).
card("silo-of-freedom", abilities=[Ability(Retype(), AtStartOfYourNextTurn(Untype()),
                                           cost=[Only(_own_land_face_up), DiscardCost(1)])])
card("sinkhole", floop=[DiscardCost(1), FlipKept(Target(Lands(ANY, "this", face_up=True))),
                        AtStartOfYourNextTurn(FlipBack())])

# ---- Gunter's Blue Plains / IcyLands deck (CP5-gunter) -------------------------------------------------------------
card("drained-cleric", triggers=[start_of_your_turn(If(_room, Move(SELF, to=EMPTY), otherwise=[Discard(1)]))])
card("woadic-ring-leader", triggers=[start_of_your_turn(If(_room, Move(SELF, to=EMPTY), otherwise=[Destroy(SELF)]))])
# With no empty Lane on either side it stays where it is.
card("tired-wombat", triggers=[start_of_your_turn(If(_room, Move(SELF, to=EMPTY),
                                                     otherwise=[If(_room_across, Move(SELF, to=EMPTY_ACROSS))]))])
tired(card("fatigued-librarian", triggers=[changes_lanes(Ready(SELF))]))
tired(card("weakened-warrior", triggers=[changes_lanes(Ready(SELF))]))
card("frosted-deanimator").enters_frozen = True  # R24 lifted for it: onto an EMPTY Frozen Landscape only
card("frosted-snowwoman", play=[Freeze(Lands(ANY, "this"))])
card("glacier-racer", statics=[Stat(atk=4, when=equals(lane_frozen_tokens, 2))])  # both Landscapes Frozen
card("icy-commando", statics=[Stat(atk=frozen_lands())])
card("icy-infiltrator", play=[Freeze(Lands(YOU, "this"))])
# Ruling: a Landscape that has a Frozen token is no target (R24: it cannot take another).
card("icy-intruder", floop=[PayActions(1), Freeze(Target(Lands(ANY, where=lambda ctx, r: not on_frozen(ctx, r))))])
# "Destroy a Creature you control" has no "target" (Pick, as Dr. Death); it may be the Assassin itself.
card("industrial-assassin", floop=[Destroy(Pick(FRIENDLY)), Draw(1)])
card("snow-baller", abilities=[Ability(Damage(TARGET_CREATURE, 3), cost=[Only(_own_land_frozen),
                                                                        Thaw(Lands(YOU, "this"))])])
card("the-cooler", triggers=[leaves_play(Freeze(Lands(YOU, "this")))])
card("cute-overload", play=[DestroyAnyNumber(FRIENDLY), Draw(_destroyed)])
# "Play only if": both conditions are read as the Spell is played. Any Creature (either side) may be moved to an
# empty Lane of yours; one of the opponent's changes control (its owner does not change).
card("magenapping", play=[Only(lambda ctx: sum(c >= 0 for c in ctx.state.creature[ctx.player]) <= 1
                               and ctx.state.hp[ctx.player] <= 15),
                          Move(TARGET_CREATURE, to=EMPTY_YOURS)])
card("snowblower", play=[FreezeLane(Pick(Lands(YOU)))])  # "choose a Lane": no target
card("snowvalanche", play=[Damage(Creatures(OPP, where=on_frozen), 2)])
card("spazzy-cola", play=[Buff(CREATURES, atk=1)])
# Ruling: an exhausted Creature is one that is not ready (Flooped ones included), counted as the Spell resolves.
card("tapped-out", play=[Buff(TARGET_FRIENDLY, atk=times(2, count(Creatures(YOU, where=exhausted))))])
card("wake-up-call", play=[Ready(FRIENDLY)])
# start_of_your_fight's triggers all ask the event's player to be the card's: heard in its controller's turn only.
card("fancy-spa", triggers=only_hearing(HEARS_SIDE, start_of_your_fight(Draw(1), cond=_exhausted_here)))
card("floating-ice-palace", statics=[Stat(atk=frozen_lands(), to=IN_THIS_LANE, when=your_turn)])
card("snow-training-camp", floop=[Only(_no_frozen_tokens), Freeze(Lands(ANY, "this"))])
card("weary-trading-post", floop=[Move(Pick(Creatures(YOU, where=exhausted)), to=HERE)])

# ---- the Heroes (R25) ------------------------------------------------------------------------------------------
card("gunter", hero=True, statics=[Stat(atk=1, to=ON_YOUR_FROZEN)])
card("lemongrab", hero=True, triggers=only_hearing(HEARS_SIDE, start_of_your_fight(Heal(YOURSELF, 1), cond=_room)))
