"""Collector's Pack 3: Princess Bubblegum's NiceLands deck (CP3-princess-bubblegum), Lumpy Space Princess's
Blue Plains / Useless Swamp deck (CP3-lumpy-space-princess) and their two Heroes.

The first four scripts are the cards of the rulebook's fight example (Wall of Chocolate, Skeletal Hand, Dogboy,
Apple Pieclops). Rulings taken where a text leaves room are in each card's comment and in docs/effects.md
("Card rulings", CP3 section).
"""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT,
    ADJACENT_TO,
    ANY,
    BLUE_PLAINS,
    DESTROYED,
    ENTERS_PLAY,
    FRIENDLY,
    HEARS_OWN,
    HEARS_TURN,
    IN_THIS_LANE,
    LEAVES_PLAY,
    NICELANDS,
    NO_ABILITY,
    OPP,
    OPPONENT,
    OPPOSING,
    SELF,
    TARGET_CREATURE,
    TARGET_FRIENDLY,
    TARGET_PLAYER,
    THIS_TURN,
    USELESS_SWAMP,
    YOU,
    YOURS_IN_LANE,
    YOURSELF,
    Ability,
    Buff,
    Buildings,
    Cards,
    Cost,
    Creatures,
    Damage,
    Destroy,
    Discard,
    DiscardCost,
    Draw,
    EachChoose,
    Effect,
    Flip,
    GainActions,
    GainLaneActions,
    Heal,
    HeroCard,
    If,
    Lands,
    Mill,
    Move,
    NoAttack,
    NoDamageFromOpposing,
    NoTarget,
    PayActions,
    Pick,
    Stat,
    Target,
    ToDeckTop,
    Verb,
    When,
    add_modifier,
    attack_of,
    attacks,
    card,
    damage_creature,
    damage_is,
    destroy_building,
    discard_fives,
    execute,
    heal_creature,
    land_types,
    lane_empty,
    no_damage,
    not_,
    note_targeted,
    of_landscape,
    opponents_turn,
    option_ref,
    options,
    receiver_landscape,
    receiver_undamaged,
    ref_lane,
    register,
    spell_proof,
    spells_this_turn,
    start_of_your_turn,
    swap_creatures,
    times,
    turn_map,
    turn_set,
    var,
    where,
)

NO_ABILITY.update({"cow"})


# ---- values, conditions and costs used by several CP3 cards ------------------------------------------------
has_damage = not_(no_damage)


def _undamaged(ctx, ref):
    """`where` predicate: a Creature with no damage on it."""
    return ctx.state.cdmg[ref[0]][ref[2]] == 0


per_five_discarded = discard_fives()  # 1 for every 5 cards in your discard pile (Fatapillar, Mausoleum, Toilet of Doom)


def _all_damage(ctx):
    return ctx.state.cdmg[ctx.side][ctx.lane]


def _own_attack(ctx):
    st = ctx.state
    cid = st.creature[ctx.side][ctx.lane]
    return attack_of(st, ctx.side, ctx.lane, cid) if cid >= 0 else 0


def _entered_by_replacing(ctx):
    """This Creature entered play by replacing one of yours (R13): the enters-play event's `replaced` names
    the replaced card (engine.rules.apply.enter_play)."""
    ev = ctx.ev
    return ev.get("card") == ctx.source and not ev.get("building") and _names_replaced(ev)


def _names_replaced(ev):
    r = ev.get("replaced")
    return r is not None and r is not False and r >= 0


def when_replacing(*effects):
    """When this Creature enters play by replacing a Creature (Blueberry Djini, Goat, ...)."""
    return When(ENTERS_PLAY, *effects, cond=_entered_by_replacing, only=HEARS_OWN)


class UsesPerTurn(Cost):
    """"Use up to n times during each of your turns" (Dragon Foot); counted in this_turn['uses']."""

    def __init__(self, n):
        self.n = n

    def _key(self, ctx):
        return f"{ctx.source}:{ctx.path}"

    def payable(self, ctx):
        return ctx.state.this_turn.get("uses", {}).get(self._key(ctx), 0) < self.n

    def run(self, ctx):
        k = self._key(ctx)
        turn_map(ctx.state, "uses", k, ctx.state.this_turn.get("uses", {}).get(k, 0) + 1)
        return False


class Choose(Effect):
    """The controller picks one named option, each `name=(effects, cond)` (cond None: always open); an option
    whose cond fails is not offered; a single open option runs without asking (Steakchop)."""

    def __init__(self, **opts):
        self.names, self.spans, kids = [], [], []
        for name, (effects, cond) in opts.items():
            self.names.append((name, cond))
            self.spans.append(range(len(kids), len(kids) + len(effects)))
            kids.extend(effects)
        self.children = tuple(kids)

    def run(self, ctx):
        open_ = [n for n, cond in self.names if cond is None or cond(ctx)]
        if len(open_) == 1:
            return self.resume(ctx, open_[0]) or True
        if open_:
            ctx.ask(ctx.player, open_)
            return True
        return False

    def resume(self, ctx, choice):
        i = [n for n, _c in self.names].index(choice)
        return execute(ctx, [f"{ctx.path}.{k}" for k in self.spans[i]] + ctx.cont) or True


# ---- one-off effects ----------------------------------------------------------------------------------------
class HealOrDeal(Effect):
    """Green Candy: heal n damage from, or deal n damage to, a target Creature; one choice names both the
    Creature and what happens to it ('heal p1:creature:0' / 'damage p1:creature:0')."""

    def __init__(self, sel, n):
        self.sel, self.n = sel, n

    def ready(self, ctx):
        return bool(self.sel.refs(ctx))

    def run(self, ctx):
        opts = options(ctx.state, self.sel.refs(ctx))
        if not opts:
            return False
        ctx.ask(ctx.player, [f"{verb} {o}" for o in opts for verb in ("heal", "damage")])
        return True

    def resume(self, ctx, choice):
        verb, o = choice.split(" ", 1)
        side, _z, lane = option_ref(ctx.state, o)
        if isinstance(self.sel, Target) and self.sel.targeting:
            note_targeted(ctx, (side, "creature", lane))
        if verb != "heal" and ctx.zone == "spell" and spell_proof(ctx, side, lane):
            return False  # Domed Stronghold: no damage from a foe's Spell
        (heal_creature if verb == "heal" else damage_creature)(ctx.state, side, lane, self.n)
        return False


class BuffByDamage(Verb):
    """Ring of Fluffy: the picked Creature has +X ATK this turn, X = the damage on it when this resolves."""

    def apply(self, ctx, ref):
        side, _z, lane = ref
        cid = ctx.state.creature[side][lane]
        if cid >= 0:
            add_modifier(ctx.state, cid, ctx.state.cdmg[side][lane], 0, THIS_TURN)


class DestroyBuildingHere(Verb):
    """Volcano: destroy the picked Building and remember its Lane (ctx.vars['lane']) for the next steps."""

    def apply(self, ctx, ref):
        ctx.vars["lane"] = ref_lane(ctx, ref)  # an additional Building's own Lane (Burly Lumberjack)
        ctx.vars["lane_side"] = ref[0]  # and the side it stood on
        destroy_building(ctx.state, ref[0], ref[2])


def _that_lane(ctx, side):
    """The destroyed Building's Lane on `side`: its own Landscape on its side, the facing one across (R26, R32), none
    on any other seat (1 vs 1: the same Lane on both sides)."""
    if "lane" not in ctx.vars:
        return []
    bside, lane = ctx.vars.get("lane_side", side), ctx.vars["lane"]
    if side == bside:
        return [lane]
    o, olane = ctx.state.facing(bside, lane)
    return [olane] if side == o else []


def _destroyed_a_building(ctx):
    return "lane" in ctx.vars


def EMPTY_BLUE_PLAINS(ctx, ref):  # noqa: N802 - a Move destination, like verbs.EMPTY
    """Destinations: empty Lanes of the moving Creature's side whose Landscape is a face-up Blue Plains."""
    side = ref[0]
    st = ctx.state
    return [(side, i) for i in st.lanes_of(side) if st.creature[side][i] < 0 and not st.face_down[side][i]
            and st.land[side][i] == BLUE_PLAINS]


class SwapWith(Verb):
    """Travelin' Skeleton: the acting Creature and the picked one of yours change Lanes with each other."""

    def apply(self, ctx, ref):
        swap_creatures(ctx.state, ctx.side, ctx.lane, ref[2])


class Shelter(Effect):
    """Cave of Solitude: mark the Cave (a 0/0 modifier on it lasting through the opponent's coming turn);
    while marked, its NoAttack static covers your Creature in its Lane."""

    def run(self, ctx):
        add_modifier(ctx.state, ctx.source, 0, 0, opponents_turn(ctx.state))
        return False


def _sheltered(ctx):
    return any(m[0] == ctx.source for m in ctx.state.mods)


# ---- the rulebook's fight example -----------------------------------------------------------------------------
card("wall-of-chocolate", statics=[Stat(atk=3, when=no_damage)])
card("skeletal-hand", floop=[Mill(3), Discard(var("spells"), who=TARGET_PLAYER)])
card("dogboy", abilities=[Ability(Buff(SELF, atk=2), cost=[DiscardCost(1)], once=True)])
card("apple-pieclops", triggers=[start_of_your_turn(EachChoose(FRIENDLY, heal=Heal(FRIENDLY, 1),
                                                               damage=Damage(FRIENDLY, 1)))])

# ---- Princess Bubblegum's NiceLands deck (CP3-princess-bubblegum) ------------------------------------------------
card("blue-candy", play=[Heal(TARGET_FRIENDLY, 3)])
# Ruling: damage is prevented, not ATK taken away: for the rest of the turn no opposing Creature (one in play when
# it resolves or later) puts damage on a Creature you control, by striking back in a Fight (R18) or by an ability.
# Your Creatures still deal their damage; damage from a Spell, a Building or a Hero is not prevented.
card("falling-star", play=[NoDamageFromOpposing()])
card("green-candy", play=[HealOrDeal(Target(Creatures(ANY)), 1)])  # either side's Creature (rulebook clarification)
# Ruling: the Creatures with no damage when it resolves get +2 ATK for the turn (kept if damaged later).
card("piestorm", play=[Buff(Creatures(YOU, where=_undamaged), atk=2)])
# Ruling: X is the damage on the Creature when the Spell resolves.
card("ring-of-fluffy", play=[BuffByDamage(TARGET_FRIENDLY)])
card("albino-eyebat", statics=[Stat(atk=2, when=damage_is(2))])
card("angel-heart", statics=[Stat(atk=3, when=damage_is(3))])
# Both Angels have no target: usable with no damage on the Angel, spending the Action for nothing (glossary).
card("angel-of-chocolate", abilities=[Ability(Heal(SELF, _all_damage), cost=[PayActions(1)])])
card("angel-of-vanilla", abilities=[Ability(Heal(SELF, _all_damage), cost=[PayActions(1)])])
card("cotton-eyebat", statics=[Stat(atk=4, when=damage_is(4))])
card("cutie", floop=[Heal(YOURSELF, 1)])
# Leaving play, it checks R19 again itself: the rules' state check is one pass over the Lanes, so a Creature in a
# Lane it had already passed would otherwise outlive the +2 DEF it lost (the rulebook's Fairy Shepard clarification).
card("fairy-shepard", statics=[Stat(defn=2, to=where(ADJACENT_TO, receiver_landscape(NICELANDS)))])
card("ms-fluff", statics=[Stat(atk=7, when=damage_is(7))])
card("niceasaurus-rex", triggers=[start_of_your_turn(Draw(1), cond=has_damage)])
card("pieclops", play=[Heal(ADJACENT, 1)])
card("rainbow-eyebat", triggers=[start_of_your_turn(Heal(YOURSELF, land_types(YOU)))])
# Snakemint deals damage to a player only by attacking an empty Lane (R18): you heal its ATK as it attacks.
card("snakemint", triggers=[attacks(If(lane_empty(OPP), Heal(YOURSELF, _own_attack)))])
# Ruling: the protection covers your Creature in the Cave's Lane while the Cave stays in play, to the start of
# your next turn. It has no target, so it may be used with no Creature there or one already protected, doing
# nothing (rulebook 001's glossary). "Can't be targeted" has no "by
# whom", so it holds against every Target, yours included (the rulebook: only effects that do not say "target"
# still reach the Creature; Pick choices are such effects).
_SHELTERED = where(IN_THIS_LANE, _sheltered)
card("cave-of-solitude", statics=[NoAttack(_SHELTERED), NoTarget(_SHELTERED)],
     abilities=[Ability(Shelter(), cost=[DiscardCost(1)])])
card("windmill-of-health", statics=[Stat(atk=2, to=where(IN_THIS_LANE, receiver_undamaged))])

# ---- Lumpy Space Princess's deck (CP3-lumpy-space-princess) -------------------------------------------------------
card("brief-power", play=[Buff(Target(Creatures(YOU, where=of_landscape(USELESS_SWAMP))), atk=2)])
# R16: it needs a Creature of yours that has an empty face-up Blue Plains Lane to go to.
card("pants-of-awesome", play=[Move(TARGET_FRIENDLY, to=EMPTY_BLUE_PLAINS), Draw(1)])
card("strength-crystal", play=[Draw(5, who=TARGET_PLAYER)])
card("subliminal-strength", play=[Buff(TARGET_FRIENDLY, atk=times(2, spells_this_turn))])
# Ruling: the discard pile is counted when it resolves, without the Toilet itself (still resolving, R15).
card("toilet-of-doom", play=[Damage(TARGET_CREATURE, per_five_discarded)])
# "Target Building", but "a Creature in that Lane": the damage does not target (R16), so Pick reaches a Creature
# under Cave of Solitude (the Cave ruling in docs/effects.md).
card("volcano", play=[DestroyBuildingHere(Target(Buildings(ANY))),
                      If(_destroyed_a_building, Damage(Pick(Creatures(ANY, lane=_that_lane), optional=True), 3),
                         Flip(Lands(YOU, lane=_that_lane)))])
card("blueberry-djini", triggers=[when_replacing(Draw(2))])
card("brain-gooey", triggers=[when_replacing(Buff(SELF, atk=2))])
card("future-scholar", triggers=[when_replacing(GainActions(1))])
card("goat", triggers=[when_replacing(Draw(1))])
card("grape-djini", triggers=[when_replacing(ToDeckTop(Target(Cards("discard", YOU), optional=True)))])
card("headphone-jerk", triggers=[when_replacing(Damage(Creatures(ANY, "this", other=True), 3))])
card("dragon-foot", abilities=[Ability(Buff(SELF, atk=1), cost=[UsesPerTurn(5), DiscardCost(1)])])
card("fatapillar", statics=[Stat(atk=times(2, per_five_discarded))])
card("herculeye", abilities=[Ability(Buff(SELF, atk=4), cost=[DiscardCost(1)], once=True)])
# Infinite Figure, Pink Merwitch, Squatting Bald Man: no target, so usable even when they would do nothing
# (rulebook 001's glossary); the discard is paid all the same.
card("infinite-figure", abilities=[Ability(Damage(Creatures(OPP, "this"), 1), cost=[DiscardCost(1)])])
card("pink-merwitch", abilities=[Ability(Damage(OPPOSING, 1), cost=[DiscardCost(1)], once=True)])
card("squatting-bald-man", abilities=[Ability(Heal(SELF, 1), cost=[DiscardCost(1)])])
# Ruling: discarding is offered only with at least 2 cards in hand; otherwise Steakchop is destroyed.
card("steakchop", triggers=[start_of_your_turn(Choose(
    discard=([Discard(2)], lambda ctx: len(ctx.state.hand[ctx.player]) >= 2),
    destroy=([Destroy(SELF)], None)))])
card("travelin-skeleton", floop=[SwapWith(Pick(Creatures(YOU, other=True)))])  # no "target" in its text
card("mausoleum", statics=[Stat(defn=per_five_discarded, to=IN_THIS_LANE)])
card("night-tower", floop=[If(lane_empty(OPP), Discard(1, who=OPPONENT))])
# Ruling: with a Creature of yours in its Lane, the Floop gives 1 Action kept for that Lane (GainLaneActions) until
# the end of the turn: it pays only for a Creature played into that Lane, replacing the one there (it must be
# ready, R13; the Landscape not Frozen, R24; the Landscapes the cost needs must be there, R11/R12), or into the Lane
# if it has emptied since. Such a play spends it before the turn's other Actions.
card("pyramidia", floop=[If(YOURS_IN_LANE.exists, GainLaneActions(1))])  # Knit Kitty next to it too (R32)


# ---- the Heroes (R25) ------------------------------------------------------------------------------------------
class HurtForAttack(Verb):
    """Princess Bubblegum: 1 damage to the picked Creature of yours, which has +1 ATK this turn (the bonus is
    given first, so a Creature the damage destroys leaves no modifier behind)."""

    def apply(self, ctx, ref):
        side, _z, lane = ref
        cid = ctx.state.creature[side][lane]
        if cid >= 0:
            add_modifier(ctx.state, cid, 1, 0, THIS_TURN)
            damage_creature(ctx.state, side, lane, 1)


register("princess-bubblegum", HeroCard("princess-bubblegum", hero=True,
                                        abilities=[Ability(HurtForAttack(Pick(FRIENDLY)), key="damage", once=True)]),
         hero=True)


# Lumpy Space Princess: a replacement (R13) is a Creature of yours leaving play, not destroyed, followed at once
# (same action) by one of yours entering that Lane. The Hero hears both events and keeps the first in
# this_turn['replacing'] = [lane, actions so far]; an enters-play event that names the replaced card (R13:
# replaced=<id>) is taken at its word.
def _lsp_my_turn(ctx):
    return ctx.state.active == ctx.player and not ctx.ev.get("building")


class _MarkLeaving(Effect):
    def run(self, ctx):
        ev, st = ctx.ev, ctx.state
        if ev.get("from_side") == ctx.player:
            st.this_turn = dict(st.this_turn, replacing=[ev.get("from_lane"), len(st.history)])
        return False


class _Unmark(Effect):
    def run(self, ctx):
        st = ctx.state
        if "replacing" in st.this_turn:
            st.this_turn = {k: v for k, v in st.this_turn.items() if k != "replacing"}
        return False


class _DrawOnFirstReplace(Effect):
    def run(self, ctx):
        st, ev, p = ctx.state, ctx.ev, ctx.player
        key = f"{ctx.source}:replace"
        if ev.get("player") != p or key in st.this_turn.get("used", ()):
            return False
        cid = ev.get("card", -1)
        lane = st.creature[p].index(cid) if cid in st.creature[p] else -1
        mark = st.this_turn.get("replacing")
        if _names_replaced(ev) or (lane >= 0 and mark == [lane, len(st.history)]):
            turn_set(st, "used", key)
            Draw(1).apply(ctx, (p, "player", -1))
        return _Unmark().run(ctx)


register("lumpy-space-princess", HeroCard("lumpy-space-princess", hero=True, triggers=[
    When(LEAVES_PLAY, _MarkLeaving(), cond=_lsp_my_turn, only=HEARS_TURN),
    When(DESTROYED, _Unmark(), cond=_lsp_my_turn, only=HEARS_TURN),
    When(ENTERS_PLAY, _DrawOnFirstReplace(), cond=_lsp_my_turn, only=HEARS_TURN)]), hero=True)
