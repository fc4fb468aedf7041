"""For The Glory (booster cards, 2016): the cards whose texts today's vocabulary says.

Rulings are beside the cards and in docs/effects.md ("For The Glory"). Cards still playing by printed stats
here need something the vocabulary does not have yet (the top of the deck, "can't play" locks, coin flips...).
"""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_EMPTY,
    ADJACENT_TO,
    ANY,
    BLUE_PLAINS,
    CORNFIELD,
    CREATURES,
    DEALS_DAMAGE,
    DISCARDS,
    DRAW,
    ENTERS_PLAY,
    EVENT_PLAYER,
    FIGHTING,
    FRIENDLY,
    HEARS_OWN,
    ICYLANDS,
    IN_THIS_LANE,
    K_BUILDING,
    K_CREATURE,
    LANES,
    LEAVES_PLAY,
    LOCKS,
    MOVED,
    MOVED_THIS_TURN,
    NICELANDS,
    OPP,
    OPPONENT,
    OPPOSING,
    PLAYED,
    READY,
    SANDYLANDS,
    SELF,
    TARGET_CREATURE,
    USELESS_SWAMP,
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
    DiscardCost,
    DiscountNextSpell,
    Do,
    Draw,
    EachChoose,
    Effect,
    FightBuff,
    Heal,
    If,
    May,
    Move,
    Only,
    PayActions,
    Pick,
    Players,
    PutIntoPlay,
    Ready,
    RemoveFromGame,
    ReturnToHand,
    Stat,
    Target,
    ToHand,
    TripleDamageOn,
    Verb,
    When,
    adjacent_lands,
    at_least,
    attack_of,
    attacks,
    both,
    card,
    changed_lanes,
    check_creatures,
    costs,
    count,
    defense_of,
    draw_card,
    enter_play,
    fights_harder,
    flooped,
    hand_size,
    land_types,
    lands,
    lane_empty,
    leaves_play,
    nonneg,
    not_,
    not_on_land,
    of_kind,
    on_land,
    option_ref,
    owned,
    pile,
    played_this_turn,
    rearrange_buildings,
    receiver_landscape,
    recount_lands,
    set_land_type,
    slot_lane,
    spells_this_turn,
    start_of_your_turn,
    swap_creatures,
    times,
    trade_sides,
    var,
    where,
    you_draw,
    your_turn,
)

THREE_TYPES = at_least(land_types(YOU), 3)  # "if you control at least 3 different Landscape types" (R31: face up)


@nonneg
def per_five_discarded(ctx):
    """1 for every full 5 cards in the controller's discard pile."""
    return len(ctx.state.discard[ctx.player]) // 5


def _stands_on(landscape):
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


def _own_event(ctx):
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
card("diamond-dan", triggers=[When(LEAVES_PLAY, BackToHand(), cond=lambda ctx: _own_event(ctx)
                                   and _stands_on(NICELANDS)(ctx), only=HEARS_OWN)])
card("ethan-allfire", triggers=[leaves_play(Draw(lands(CORNFIELD)))])
card("fisher-fish", play=[If(_stands_on(BLUE_PLAINS), Damage(OPPONENT, 2))])
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
_sun_king = card("sun-king", triggers=[When(ev, Do(_recount_both), cond=_own_event, only=HEARS_OWN)
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
card("shadowy-pyramid", floop=[Draw(1), If(lambda ctx: ctx.state.creature[ctx.side][ctx.lane] >= 0, Discard(1))])
card("silo-of-justice", abilities=[Ability(AllOn(Target(Creatures(ANY, "this")), Damage(CREATURES, 1),
                                                 DamageController(CREATURES, 1)), cost=[PayActions(1)])])
def _any_in_lane(ctx):
    return any(ctx.state.creature[s][ctx.lane] >= 0 for s in ctx.state.seats)


card("yellow-lighthouse", triggers=[start_of_your_turn(
    If(lambda ctx: ctx.state.creature[ctx.side][ctx.lane] >= 0, Draw(1)),
    If(lambda ctx: any(ctx.state.creature[s][ctx.lane] >= 0 for s in ctx.state.opponents(ctx.player)),
       Draw(1, who=OPPONENT)),
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


# ---- batch 2: one-off effects ------------------------------------------------------------------------------
class IntoThisLane(Verb):
    """The picked Building card leaves its owner's hand and is put into the acting card's Lane (Log Knight): put
    into play, not played (no Actions or Landscapes), entering as a played one does (its enters-play text)."""

    def apply(self, ctx, ref):
        st = ctx.state
        st.hand[ref[0]].remove(ref[2])
        enter_play(st, ctx.player, ref[2], ctx.lane)


class SwapTwo(Effect):
    """"Two Creatures you control trade places" (Spell Warp): the controller picks one, then the other; both
    change Lanes at once (swap_creatures). With fewer than two, nothing happens."""

    def run(self, ctx):
        opts = self._opts(ctx, None)
        if len(opts) < 2:
            return False
        ctx.ask(ctx.player, opts)
        return True

    @staticmethod
    def _opts(ctx, first):
        row = ctx.state.creature[ctx.player]
        return [f"p{ctx.player}:creature:{ln}" for ln in ctx.state.lanes_of(ctx.player) if row[ln] >= 0 and ln != first]

    def resume(self, ctx, choice):
        lane = int(choice.rsplit(":", 1)[1])
        if "first" not in ctx.vars:
            ctx.vars["first"] = lane
            opts = self._opts(ctx, lane)
            if len(opts) > 1:
                ctx.ask(ctx.player, opts)
                return True
            lane = int(opts[0].rsplit(":", 1)[1])
        first = ctx.vars.pop("first")
        swap_creatures(ctx.state, ctx.player, first, lane)
        return False


class TopToBottom(Effect):
    """The controller's top card goes to the bottom of their deck (Eye Guy)."""

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        if len(deck) > 1:
            deck.insert(0, deck.pop())  # the deck's last element is its top card
        return False


class RevealKeep(Effect):
    """Incredible Egg: the top n cards of your deck are revealed; you may keep one that `keep(state, id)` accepts in
    your hand ('none' to keep none); the others go to your discard pile."""

    def __init__(self, n, keep):
        self.n, self.keep = n, keep

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        shown = deck[::-1][:self.n]  # top card first; they stay on the deck while you choose
        ctx.vars["shown"] = shown
        opts = [f"p{ctx.player}:hand:{ctx.state.tab.slug[c]}" for c in shown if self.keep(ctx.state, c)]
        if not opts:
            return self.resume(ctx, "none")
        ctx.ask(ctx.player, list(dict.fromkeys(opts)) + ["none"])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        deck = st.deck[ctx.player]
        shown = [c for c in ctx.vars.pop("shown") if c in deck]  # a card drawn meanwhile (R17) has gone its way
        for c in shown:
            deck.remove(c)
        if choice != "none":
            slug = choice.rsplit(":", 1)[1]
            kept = next((c for c in shown if st.tab.slug[c] == slug), -1)
            if kept >= 0:
                shown.remove(kept)
                st.hand[ctx.player].append(kept)
        for c in shown:
            pile(st, c, "deck")
        return False


def _remaining_def(ctx, ref):
    side, _zone, lane = ref
    cid = ctx.state.creature[side][lane]
    return defense_of(ctx.state, side, lane, cid) - ctx.state.cdmg[side][lane] <= 2


def _no_building_here(ctx):
    return ctx.state.building[ctx.side][ctx.lane] < 0


def _cards_over_five(ctx):
    ctx.vars["over"] = max(0, len(ctx.state.hand[ctx.chooser(OPP)]) - 5)


def _non_cornfield(state, cid):
    return state.tab.ltype[cid] != CORNFIELD


card("golden-jackal", floop=[DiscardCost(1, where=lambda state, c: state.tab.ltype[c] == SANDYLANDS),
                             Damage(OPPOSING, 1)])
# Ruling: "only if you already played a non-Cornfield card this turn": a card played from hand this turn whose
# printed type is not Cornfield (Rainbow included); cards put into play by effects are not played.
card("grape-butt", extra_cost=[Only(at_least(played_this_turn(_non_cornfield), 1))],
     play=[Damage(TARGET_CREATURE, 5)], triggers=[When(PLAYED)])
# "2 or less DEF remaining": its DEF now (always-on changes included) minus the damage on it; itself included.
card("lady-beetle", triggers=[start_of_your_turn(ReturnToHand(Pick(Creatures(YOU, where=_remaining_def),
                                                                    optional=True)),
                                                 cond=lambda ctx: bool(Creatures(YOU, where=_remaining_def).refs(ctx)))])
card("log-knight", floop=[If(_no_building_here, IntoThisLane(Pick(Cards("hand", YOU, where=of_kind(K_BUILDING)))))])
card("portal-to-nowhere", play=[Move(Pick(OPPOSING), to=ADJACENT_EMPTY)])  # no "target": a Pick
card("spell-warp", play=[SwapTwo()])
card("eye-guy", triggers=[start_of_your_turn(May(TopToBottom()),
                                             cond=lambda ctx: len(ctx.state.deck[ctx.player]) > 1)])
card("incredible-egg", play=[RevealKeep(2, lambda state, c: state.tab.ltype[c] == CORNFIELD)])
card("witch-slap", play=[Do(_cards_over_five), Discard(var("over"), who=OPPONENT), Damage(OPPONENT, var("over"))])


# ---- batch 3 ------------------------------------------------------------------------------------------------
class NameAndRemove(Effect):
    """The Sludger: a target player (either), then a card name among those in that player's discard pile (naming
    one that is not there would do nothing, so only those are offered); every card of that name there is removed
    from the game."""

    def run(self, ctx):
        ctx.ask(ctx.player, [f"p{s}:player" for s in ctx.state.seats])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if "who" not in ctx.vars:
            who = int(choice.split(":")[0][1:])
            names = list(dict.fromkeys(st.tab.slug[c] for c in st.discard[who]))
            if not names:
                return False
            ctx.vars["who"] = who
            if len(names) > 1:
                ctx.ask(ctx.player, [f"name:{n}" for n in names], kind="mode")
                return True
            choice = f"name:{names[0]}"
        who = ctx.vars.pop("who")
        name = choice.split(":", 1)[1]
        for cid in [c for c in st.discard[who] if st.tab.slug[c] == name]:
            RemoveFromGame(SELF).apply(ctx, (who, "discard", cid))
        return False


class ReadyOnePerType(Effect):
    """Kung Fu Power: for each Landscape type among your Creatures' cards (Rainbow is one), one of your exhausted
    Creatures of that type is readied, your choice when there are several; a type whose Creatures are all ready
    needs nothing."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        types = [st.tab.ltype[c] for c in st.creature[p] if c >= 0]
        ctx.vars["types"] = list(dict.fromkeys(types))
        return self._next(ctx)

    def _next(self, ctx):
        st, p = ctx.state, ctx.player
        while ctx.vars["types"]:
            t = ctx.vars["types"].pop(0)
            lanes = [ln for ln in st.lanes_of(p) if st.creature[p][ln] >= 0 and st.tab.ltype[st.creature[p][ln]] == t
                     and st.cstate[p][ln] != READY]
            if len(lanes) == 1:
                Ready(FRIENDLY).apply(ctx, (p, "creature", lanes[0]))
            elif lanes:
                ctx.ask(p, [f"p{p}:creature:{ln}" for ln in lanes])
                return True
        ctx.vars.pop("types")
        return False

    def resume(self, ctx, choice):
        Ready(FRIENDLY).apply(ctx, option_ref(ctx.state, choice))
        return self._next(ctx)


def _defeats_on_nicelands(ctx):
    """Sand Jackal: on a face-up NiceLands, its Fight damage leaves the Creature it fought with damage at or above
    its DEF (that Creature is then destroyed, R19)."""
    st = ctx.state
    if not _stands_on(NICELANDS)(ctx) or ctx.ev.get("amount", 0) <= 0:
        return False
    foe = ctx.ev.get("to")
    for side in st.opponents(ctx.side):
        if st.creature[side][ctx.lane] == foe:
            return st.cdmg[side][ctx.lane] >= defense_of(st, side, ctx.lane, foe)
    return False


card("black-paladin", statics=[Stat(atk=lambda ctx: ctx.state.this_turn.get(DISCARDS, 0))],
     triggers=[When(DISCARDS)])
card("kung-fu-power", play=[ReadyOnePerType()])
card("sand-jackal", triggers=[When(DEALS_DAMAGE, Heal(YOURSELF, 3),
                                   cond=lambda ctx: _own_event(ctx) and _defeats_on_nicelands(ctx), only=HEARS_OWN)])
card("the-sludger", floop=[NameAndRemove()])
# R12: "costs 2 less" changes the cost: the Actions and the Landscapes the next Spell needs drop by 2.
card("djini-ghost", floop=[DiscountNextSpell(2)])


class LockSpells(Effect):
    """Ghost Ninja: the opponent can't play Spells in their next turn (this_turn[LOCKS], read by the rules'
    play_barred; it outlasts this turn and is dropped once past)."""

    def run(self, ctx):
        st = ctx.state
        locks = [x for x in st.this_turn.get(LOCKS, ()) if x[2] >= st.turn]
        st.this_turn = dict(st.this_turn, **{LOCKS: locks + [[ctx.chooser(OPP), "spell", st.turn + 1]]})
        return False


def _hits_the_player(ctx):
    """It attacks an empty Lane with some ATK: the only way it deals damage to an opponent (as Snakemint)."""
    st = ctx.state
    return lane_empty(OPP)(ctx) and attack_of(st, ctx.side, ctx.lane, ctx.source) > 0


# Ruling: it deals damage to an opponent only by attacking an empty Lane (it has no other damage); the lock is
# set as it attacks there and holds through the opponent's next turn.
card("ghost-ninja", triggers=[attacks(If(_hits_the_player, LockSpells())), When(LOCKS)])
# Ruling: "cards that cost 0" are cards of printed cost 0, in the opponent's hand, while Pentacutie is in play.
_penta = card("pentacutie", triggers=[When(LOCKS)])
_penta.bars_play = lambda state, src, side, p, cid: p in state.opponents(side) and state.tab.cost[cid] == 0


def _switch_sides(ctx):
    """Travelin' Wizard: it and the opposing Creature in its Lane switch sides (none there: nothing happens)."""
    st = ctx.state
    foes = [s for s in st.opponents(ctx.side) if st.creature[s][ctx.lane] >= 0]
    if foes and st.creature[ctx.side][ctx.lane] == ctx.source:
        trade_sides(st, ctx.lane, ctx.side, foes[0])
        check_creatures(st)


card("travelin-wizard", play=[Do(_switch_sides)])
card("apple-bully").keeps_land_up = True  # Flip leaves its Landscape up against its controller's opponents


_TYPES = {"blue-plains": BLUE_PLAINS, "cornfield": CORNFIELD, "nicelands": NICELANDS, "sandylands": SANDYLANDS,
          "useless-swamp": USELESS_SWAMP, "icylands": ICYLANDS}


class ExchangeLands(Effect):
    """Musical Chair: up to n times, you pick one of your Landscapes (or 'done') and the type of the Landscape from
    outside the game that takes its place (one of the other five); the new one stands where the old one was, as
    it was (face up or down, Frozen or not: R24's token stays on its place)."""

    def __init__(self, n):
        self.n = n

    def run(self, ctx):
        ctx.vars["left"] = self.n
        return self._next(ctx)

    def _next(self, ctx):
        if ctx.vars["left"] <= 0:
            ctx.vars.pop("left")
            return False
        p = ctx.player
        ctx.ask(p, [f"p{p}:land:{ln}" for ln in ctx.state.lanes_of(p)] + ["done"])
        return True

    def resume(self, ctx, choice):
        st, p = ctx.state, ctx.player
        if choice == "done":
            ctx.vars.pop("left", None)
            ctx.vars.pop("lane", None)
            return False
        if choice.startswith(f"p{p}:land:"):
            lane = int(choice.rsplit(":", 1)[1])
            ctx.vars["lane"] = lane
            ctx.ask(p, [k for k, t in _TYPES.items() if t != st.land[p][lane]], kind="mode")
            return True
        set_land_type(st, p, ctx.vars.pop("lane"), _TYPES[choice])
        ctx.vars["left"] -= 1
        check_creatures(st)  # a Creature whose DEF counted that type may now be destroyed (R19)
        return self._next(ctx)


card("musical-chair", play=[ExchangeLands(2)])


def _sandy_enters_here(ctx):
    """Temple of the Sun: a SandyLands Creature of yours (printed cost 1 or more) entered play in its Lane."""
    ev, st = ctx.ev, ctx.state
    cid = ev.get("card")
    return (ev.get("player") == ctx.player and not ev.get("building") and st.creature[ctx.side][ctx.lane] == cid
            and st.tab.ltype[cid] == SANDYLANDS and st.tab.cost[cid] >= 1)


def _return_entered(ctx):
    if ctx.state.creature[ctx.side][ctx.lane] == ctx.ev.get("card"):
        ReturnToHand(SELF).apply(ctx, (ctx.side, "creature", ctx.lane))


card("temple-of-the-sun", triggers=[When(ENTERS_PLAY, May(Do(_return_entered)), cond=_sandy_enters_here)])


class RearrangeBuildings(Effect):
    """Tax Reduction: you may move each of your Buildings to a Lane of yours, no two in one Lane, then the same with
    each of the opponent's among that player's Lanes (you decide both). Building by Building, in Lane order, you pick
    its Lane among those no earlier pick took (its own: it stays); all move at once (`rearrange_buildings`). Lanes
    holding additional Buildings (Burly Lumberjack) keep them and take no part."""

    @staticmethod
    def _movable(st, side):
        fixed = {slot_lane(st, side, LANES + i) for i in range(len(st.annex[side]))}
        lanes = [ln for ln in st.lanes_of(side) if ln not in fixed]
        return lanes, [ln for ln in lanes if st.building[side][ln] >= 0]

    def run(self, ctx):
        ctx.vars["sides"] = [ctx.player, *ctx.state.opponents(ctx.player)]
        ctx.vars["to"] = []
        return self._next(ctx)

    def _next(self, ctx):
        st = ctx.state
        while ctx.vars["sides"]:
            side = ctx.vars["sides"][0]
            lanes, have = self._movable(st, side)
            to = ctx.vars["to"]
            if len(to) < len(have):
                free = [ln for ln in lanes if ln not in to]
                if len(free) > 1:
                    ctx.ask(ctx.player, [f"p{side}:lane:{ln}" for ln in free])
                    return True
                to.append(free[0])
                continue
            if any(a != b for a, b in zip(have, to, strict=True)):
                rearrange_buildings(st, side, dict(zip(have, to, strict=True)))
            ctx.vars["sides"].pop(0)
            ctx.vars["to"] = []
        ctx.vars.pop("sides")
        ctx.vars.pop("to")
        return False

    def resume(self, ctx, choice):
        ctx.vars["to"].append(int(choice.rsplit(":", 1)[1]))
        return self._next(ctx)


# Ruling: "to different Lanes" is read as no two Buildings in one Lane afterwards; "you may move each" lets any of
# them stay, so any arrangement of a side's Buildings among its Lanes is open, one pick per Building.
card("tax-reduction", play=[RearrangeBuildings()])
