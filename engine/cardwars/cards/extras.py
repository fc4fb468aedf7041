"""Kickstarter, Hero Pack #1, community and promo cards: those whose texts today's vocabulary says. Their Heroes
are in extras_heroes.py; the third batch, and the cards that hang on what a simulation cannot know, in
extras_batch3.py.

Rulings are beside the cards and in docs/effects.md ("For The Glory ... and other products")."""
from __future__ import annotations

from ..dsl.vocab import (
    ANY,
    BEFORE_LEAVING,
    CREATURES,
    DESTROYED,
    ENTERS_PLAY,
    FRIENDLY,
    FROM_HAND,
    HEARS_OWN,
    IN_DISCARD,
    IN_THIS_LANE,
    K_CREATURE,
    LEAVES_PLAY,
    NICELANDS,
    OPP,
    OPPONENT,
    RAINBOW,
    SELF,
    USELESS_SWAMP,
    YOU,
    YOURSELF,
    Ability,
    Buff,
    Cards,
    Creatures,
    Damage,
    Destroy,
    Discard,
    DiscardCost,
    Do,
    Draw,
    Effect,
    Flip,
    Freeze,
    Heal,
    If,
    Lands,
    May,
    Pick,
    PlayFree,
    PutIntoPlay,
    RemoveFromGame,
    Stat,
    Target,
    Verb,
    When,
    add_modifier,
    attacks,
    building_reaches,
    card,
    destroyed,
    forget,
    nonneg,
    of_kind,
    of_landscape,
    recall,
    recount_lands,
    remember,
    swap_creatures,
    times,
)


@nonneg
def per_five_discarded(ctx):
    """1 for every full 5 cards in the controller's discard pile."""
    return len(ctx.state.discard[ctx.player]) // 5


def _swamp_or_nice(ctx, ref):
    return of_landscape(USELESS_SWAMP)(ctx, ref) or of_landscape(NICELANDS)(ctx, ref)


def heads(ctx):
    """A coin flip by the game's seeded RNG: heads is 0 (Ancient Comet, Whims of Fate)."""
    return ctx.state.rng.randbelow(2) == 0


def own_event(ctx):
    return ctx.ev.get("card") == ctx.source


def _yours_here_leaves(ctx):
    """Your Creature in this Building's Lane left play (not the Building itself), or a Knit Kitty next to it (R32)."""
    ev = ctx.ev
    lane = ev.get("from_lane")
    return (ev.get("from_side") == ctx.player and lane is not None and not ev.get("building")
            and ev.get("card") != ctx.source and building_reaches(ctx.state, ctx.lane, lane, ev.get("card", -1)))


def _left_atk(ctx):
    before = ctx.ev.get("before") or {}
    return max(0, before.get("atk", 0))


class SwapAndBuff(Verb):
    """Blue Plains Drifter: it changes Lanes with the picked Creature of yours; both have +atk this turn."""

    def __init__(self, sel, atk):
        super().__init__(sel)
        self.atk = atk

    def apply(self, ctx, ref):
        st = ctx.state
        mine, other = st.creature[ctx.side][ctx.lane], st.creature[ref[0]][ref[2]]
        swap_creatures(st, ctx.side, ctx.lane, ref[2])
        for cid in (mine, other):
            add_modifier(st, cid, self.atk, 0)


class GiveAway(Effect):
    """Beach Ball: the resolving Spell goes to the opponent's hand instead of its owner's discard pile."""

    def run(self, ctx):
        st = ctx.state
        if ctx.source in st.limbo:
            st.limbo.remove(ctx.source)
            st.hand[ctx.chooser(OPP)].append(ctx.source)
        return False


class TopToHand(Effect):
    """Happy Ghost Lucky: the top card of your deck goes to your hand."""

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        if deck:
            ctx.state.hand[ctx.player].append(deck.pop())
        return False


def _top_is_rainbow(ctx):
    deck = ctx.state.deck[ctx.player]
    return bool(deck) and ctx.state.tab.ltype[deck[-1]] == RAINBOW


def _tokens(ctx):
    return recall(ctx.state, f"{ctx.source}:tokens", 0)


def _add_token(ctx):
    remember(ctx.state, f"{ctx.source}:tokens", _tokens(ctx) + 1)


def _hall_land(state, side, lane):
    """Dressage Dance Hall: one more Landscape of the face-up type in its Lane (none when face down, R31)."""
    return None if state.face_down[side][lane] else state.land[side][lane]


def _recount(ctx):
    recount_lands(ctx.state, ctx.player)


# ---- Community cards ----------------------------------------------------------------------------------------
card("fluffapillar", floop=[Buff(Target(Creatures(ANY, where=_swamp_or_nice)), atk=times(2, per_five_discarded))])
card("spear-o-mint", triggers=[destroyed(Freeze(Lands(ANY, "this")))])
# "Played" here is entering play from the hand or by an effect: the Landscape under it is turned up, 4 HP healed.
card("ancient-healer", play=[If(lambda ctx: ctx.state.face_down[ctx.side][ctx.lane],
                                Flip(Lands(YOU, "this"), down=False), Heal(YOURSELF, 4))])


# ---- Kickstarter cards --------------------------------------------------------------------------------------
card("dark-o-mint", triggers=[destroyed(Discard(2, who=OPPONENT))])
card("ancient-comet", play=[If(heads, Damage(FRIENDLY, 2), otherwise=[Buff(FRIENDLY, atk=2)])])
card("whims-of-fate", play=[If(heads, Destroy(Pick(FRIENDLY)), otherwise=[
    PutIntoPlay(Pick(Cards("discard", YOU, where=of_kind(K_CREATURE))), empty=True)])])
card("beach-ball", play=[Heal(YOURSELF, 4), Draw(1), May(GiveAway(), Draw(1))])
# Checking the top card changes nothing by itself: one "may" takes a Rainbow top card into your hand.
_lucky = [If(_top_is_rainbow, May(TopToHand()))]
card("happy-ghost-lucky", play=_lucky, triggers=[attacks(*_lucky)])
card("creepy-crypt", triggers=[When(BEFORE_LEAVING), When(LEAVES_PLAY, Damage(OPPONENT, _left_atk),
                                                          cond=_yours_here_leaves)])
card("monolith-of-doom", triggers=[When(DESTROYED, Destroy(SELF), Destroy(CREATURES), cond=_yours_here_leaves)])
card("berserk-bakery", abilities=[Ability(Do(_add_token), cost=[DiscardCost(1)], once=True)],
     floop=[Damage(Creatures(OPP, "this"), _tokens)],
     triggers=[When(LEAVES_PLAY, Do(lambda ctx: forget(ctx.state, f"{ctx.source}:tokens")), cond=own_event,
                    only=HEARS_OWN)])
_hall = card("dressage-dance-hall", triggers=[When(ENTERS_PLAY, Do(_recount), cond=own_event, only=HEARS_OWN),
                                              When(LEAVES_PLAY, Do(_recount), cond=own_event, only=HEARS_OWN)])
_hall.extra_land = _hall_land


# ---- promo cards --------------------------------------------------------------------------------------------
card("blue-plains-drifter", floop=[SwapAndBuff(Pick(Creatures(YOU, other=True)), 1)])


def _even_hp(ctx):
    """Your HP (your team's pool, R5) is even."""
    return ctx.state.team_hp(ctx.state.team_of(ctx.player)) % 2 == 0


card("sundae-school", statics=[Stat(atk=2, to=IN_THIS_LANE, when=_even_hp)])


# ---- community cards that wait in the discard pile ------------------------------------------------------------
def _this_card(ctx, ref):
    return ref[2] == ctx.source


def _yours_destroyed(slug_test):
    """A Creature its discard pile's owner controlled was destroyed (the card hearing it waits in that pile)."""
    def cond(ctx):
        ev, st = ctx.ev, ctx.state
        return (ctx.lane == -1 and not ev.get("building") and ev.get("from_side") == ctx.player
                and slug_test(st, ev["card"]) and ctx.source in st.discard[ctx.player])
    return cond


def _mark(value):
    def do(ctx):
        remember(ctx.state, f"{ctx.source}:by-effect", value)
    return Do(do)


def _settle_mark(ctx):
    """Entering play: played by its own text (the mark left just before), the mark says so for the rest of its stay;
    entering any other way, the mark is dropped."""
    key = f"{ctx.source}:by-effect"
    if recall(ctx.state, key) == "pending":
        remember(ctx.state, key, "in play")
    else:
        forget(ctx.state, key)


def _in_play(ctx):
    return ctx.source not in ctx.state.discard[ctx.player]


def _destroyed_after_own_effect(ctx):
    return own_event(ctx) and recall(ctx.state, f"{ctx.source}:by-effect") == "in play"


def _the_sludger(state, cid):
    return state.tab.slug[cid] == "the-sludger"


def _that_sludger(ctx, ref):
    return ref[2] == ctx.ev["card"]


# Ruling: it waits in its owner's discard pile; when a The Sludger its owner controls is destroyed, its owner may play
# it from there for free (R12: no Actions, the Useless Swamp its cost needs must be face up; a Lane of theirs, R13,
# R24), and then that Sludger leaves the game. Played so, it leaves the game when destroyed. Not simulated: the other
# trigger (partial, below).
card("the-sludged", status="partial",
     missing="Its second trigger is not simulated: the text leaves open whether \"the same card a second time\" means "
             "another copy of a card or the very card played again (returned to hand), and whether the opponent's "
             "Actions for the play it stops are spent.",
     triggers=[When(IN_DISCARD),
               When(DESTROYED, May(_mark("pending"), PlayFree(Pick(Cards("discard", YOU, where=_this_card))),
                                   If(_in_play, RemoveFromGame(Cards("discard", ANY, where=_that_sludger)))),
                    cond=_yours_destroyed(_the_sludger)),
               When(ENTERS_PLAY, Do(_settle_mark), cond=own_event),
               When(DESTROYED, _mark(None), RemoveFromGame(Cards("discard", ANY, where=_this_card)),
                    cond=_destroyed_after_own_effect)]).hears_in_discard = True


def _bald_man(state, cid):
    return "Bald Man" in state.tab.defs[state.tab.slug[cid]].name


def _bald_lanes(ctx, lanes):
    """"Replacing a Bald Man Creature if possible": the Lane the destroyed one left, or one holding another Bald Man
    Creature of yours; else any Lane it may enter."""
    st, p = ctx.state, ctx.player
    want = [ln for ln in lanes if ln == ctx.ev.get("from_lane")
            or (st.creature[p][ln] >= 0 and _bald_man(st, st.creature[p][ln]))]
    return want or lanes


def _not_from_hand(ctx):
    return ctx.state.this_turn.get("playing") != ctx.source


# Ruling: "would be destroyed" is read as the moment it is destroyed (the engine has no replacement of destruction):
# Lost Bald Man, in its owner's discard pile, is then played from there for free (R12) into the Lane the Bald Man
# left, or replacing another Bald Man Creature of theirs (R13), else into any Lane it may enter. Entering play any way
# but played from hand, it destroys a Creature in its Lane that its controller picks (either side, itself included,
# as "a Creature in this Lane" always reads). Its discard trigger never happens with the catalogue's cards: Squatting
# Bald Man's discard is a cost, not an effect, and Wandering Bald Man mills a card, which is no discard.
card("lost-bald-man", play=[If(_not_from_hand, Destroy(Pick(Creatures(ANY, "this"))))],
     triggers=[When(IN_DISCARD), When(FROM_HAND),
               When(DESTROYED, PlayFree(Pick(Cards("discard", YOU, where=_this_card)), lanes=_bald_lanes),
                    cond=_yours_destroyed(_bald_man))]).hears_in_discard = True


# ---- a card the rules have no place for ------------------------------------------------------------------------
card("crust-crusher", status="partial",
     missing="It may share a Landscape with another Creature, which no rule of the game describes: which of the two "
             "an attacker fights, and whether both attack, are left open, so it plays as a 2/8 alone in its Lane "
             "and never takes the other Creature's damage.")
