"""Kickstarter, Hero Pack #1, community and promo cards: those whose texts today's vocabulary says.

Rulings are beside the cards and in docs/effects.md ("For The Glory ... and other products")."""
from __future__ import annotations

from itertools import permutations

from ..dsl.vocab import (
    ABSORBS,
    ANY,
    ATTACKS,
    BEFORE_LEAVING,
    CREATURES,
    DAMAGED,
    DESTROYED,
    DREW,
    EMPTY,
    END_OF_TURN,
    ENTERS_PLAY,
    FRIENDLY,
    FRIENDLY_CREATURES,
    FROM_HAND,
    HEARS_OWN,
    HERE,
    IN_DISCARD,
    IN_THIS_LANE,
    K_CREATURE,
    K_SPELL,
    LEAVES_PLAY,
    MOVED,
    NICELANDS,
    OPP,
    OPPONENT,
    OPPOSING,
    OVER,
    PILED,
    PLAYED,
    RAINBOW,
    SCRIPTS,
    SELF,
    SPELL_PLAYED,
    USELESS_SWAMP,
    WINS,
    YOU,
    YOURSELF,
    Ability,
    Buff,
    Cards,
    CostChange,
    Creatures,
    Damage,
    Destroy,
    DestroyCost,
    Discard,
    DiscardCost,
    Do,
    Draw,
    Effect,
    Flip,
    Freeze,
    GainActions,
    Heal,
    HeroCard,
    If,
    Lands,
    May,
    Mill,
    Move,
    Only,
    PayActions,
    Pick,
    PlayFree,
    PutIntoPlay,
    RemoveFromGame,
    Stat,
    Target,
    Thaw,
    ToHand,
    Verb,
    When,
    add_modifier,
    attacks,
    card,
    card_at,
    card_type,
    cards_drawn,
    destroyed,
    enter_play,
    entry_lanes,
    forget,
    heal_creature,
    nonneg,
    not_,
    of_kind,
    of_landscape,
    on_frozen,
    put_under,
    rearrange_creatures,
    recall,
    recount_lands,
    register,
    remember,
    requirement,
    swap_creatures,
    times,
    turn_set,
    var,
    where,
    your_turn,
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


def _own_event(ctx):
    return ctx.ev.get("card") == ctx.source


def _yours_here_leaves(ctx):
    """Your Creature in this Building's Lane left play (not the Building itself)."""
    ev = ctx.ev
    return (ev.get("from_side") == ctx.player and ev.get("from_lane") == ctx.lane and not ev.get("building")
            and ev.get("card") != ctx.source)


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


class MilledCreatureToHand(Effect):
    """NEPTR: the card the Mill before it put in your discard pile comes to your hand when it is a Creature."""

    def run(self, ctx):
        st = ctx.state
        for cid in ctx.vars.get("milled", ()):
            if st.tab.kind[cid] == K_CREATURE and cid in st.discard[ctx.player]:
                ToHand(SELF).apply(ctx, (ctx.player, "discard", cid))
        return False


class DestroyNoting(DestroyCost):
    """Destroying a Creature you control as a cost, its printed cost noted in ctx.vars['destroyed_cost'] (Susan
    Strong)."""

    def do(self, ctx, ref):
        ctx.vars["destroyed_cost"] = ctx.state.tab.cost[card_at(ctx, ref)]
        super().do(ctx, ref)


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
     triggers=[When(LEAVES_PLAY, Do(lambda ctx: forget(ctx.state, f"{ctx.source}:tokens")), cond=_own_event,
                    only=HEARS_OWN)])
_hall = card("dressage-dance-hall", triggers=[When(ENTERS_PLAY, Do(_recount), cond=_own_event, only=HEARS_OWN),
                                              When(LEAVES_PLAY, Do(_recount), cond=_own_event, only=HEARS_OWN)])
_hall.extra_land = _hall_land

# ---- promo cards --------------------------------------------------------------------------------------------
card("blue-plains-drifter", floop=[SwapAndBuff(Pick(Creatures(YOU, other=True)), 1)])


def _even_hp(ctx):
    """Your HP (your team's pool, R5) is even."""
    return ctx.state.team_hp(ctx.state.team_of(ctx.player)) % 2 == 0


card("sundae-school", statics=[Stat(atk=2, to=IN_THIS_LANE, when=_even_hp)])


# ---- Heroes (R25) -------------------------------------------------------------------------------------------
def _hero(slug, *abilities, **parts):
    return register(slug, HeroCard(slug, hero=True, abilities=list(abilities), **parts), hero=True)


def _any_yours(ctx):
    return bool(FRIENDLY.refs(ctx))


def _face_up_land(ctx):
    return not all(ctx.state.face_down[ctx.player])


def _undamaged(ctx):
    side, lane, _cid = ctx.target
    return ctx.state.cdmg[side][lane] == 0


def _all_types_differ(ctx):
    st, p = ctx.state, ctx.player
    up = [t for t, down in zip(st.land[p], st.face_down[p], strict=True) if not down]
    return len(up) == len(set(up))


def _pie_card(state, cid):
    return "Pie" in state.tab.defs[state.tab.slug[cid]].name


def _butler_due(ctx):
    ev, st = ctx.ev, ctx.state
    return (ev.get("from_side") == ctx.player and not ev.get("building") and st.active == ctx.player
            and "butler" not in st.this_turn.get("used", ()))


def _two_cost_played(ctx):
    ev, st = ctx.ev, ctx.state
    cid = ev.get("card")
    return (ev.get("player") == ctx.player and cid is not None and st.tab.cost[cid] == 2
            and cid in st.this_turn.get("played", ()))


def _yours_moved(ctx):
    ev, st = ctx.ev, ctx.state
    return ev.get("to_side") == ctx.player and st.creature[ev["to_side"]][ev["to_lane"]] == ev.get("card")


_hero("cinnamon-bun", Ability(Damage(Pick(FRIENDLY), 2), Heal(YOURSELF, 2), cost=[Only(_any_yours)], once=True,
                              key="trade"))
_hero("death", Ability(Flip(Pick(Lands(YOU, face_up=True))), Damage(OPPONENT, 4), cost=[Only(_face_up_land)],
                       once=True, key="flip"))
_hero("the-lich", Ability(GainActions(1), cost=[DestroyCost(FRIENDLY)], once=True, key="action"))
_hero("james-baxter", Ability(Draw(1), May(Draw(1, who=OPPONENT), chooser=OPP), once=True, key="draw"))
_hero("ricardio", Ability(Damage(YOURSELF, 1), May(Mill(1)), once=True, key="reveal"))
_hero("neptr", Ability(Mill(1), MilledCreatureToHand(), once=True, key="mill"))
_hero("susan-strong", Ability(Damage(OPPOSING, var("destroyed_cost")), cost=[PayActions(1), DestroyNoting(FRIENDLY)],
                              key="smash"))
_hero("tree-trunks", Ability(GainActions(1), cost=[DiscardCost(1, where=_pie_card)], once=True, key="pie"))
card("ice-queen", hero=True, statics=[Stat(atk=1, to=where(FRIENDLY_CREATURES, _undamaged), when=not_(your_turn))])
card("prismo", hero=True, statics=[Stat(defn=1, to=FRIENDLY_CREATURES, when=_all_types_differ)])
card("peppermint-butler", hero=True, triggers=[When(DESTROYED, Do(lambda ctx: turn_set(ctx.state, "used", "butler")),
                                                    Damage(Pick(OPPOSING), 2), cond=_butler_due)])
_magic = Damage(Pick(OPPOSING), 2)
card("magic-man", hero=True, triggers=[When(PLAYED), When(ENTERS_PLAY, _magic, cond=_two_cost_played),
                                       When(SPELL_PLAYED, _magic, cond=_two_cost_played)])
card("party-god", hero=True, triggers=[When(MOVED, Do(lambda ctx: add_modifier(ctx.state, ctx.ev["card"], 1, 0)),
                                            cond=_yours_moved)])

# ---- batch 3 ------------------------------------------------------------------------------------------------
card("fruit-cake-cottage", statics=[CostChange(delta=lambda ctx: -1 if cards_drawn(YOU)(ctx) >= 2 else 0,
                                               which=lambda ctx: ctx.target[2] == ctx.source)],
     floop=[Draw(1)], triggers=[When(DREW)])
# Ruling: "a Creature in this Lane" is either side's, moved to an empty Lane of its own side; then another of yours
# (picked, or none) may come into this Lane if you have none there.
card("party-oasis", floop=[Move(Pick(Creatures(ANY, "this")), to=EMPTY),
                           Move(Pick(Creatures(YOU), optional=True), to=HERE)])


class ReorderTop(Effect):
    """Cosmic Owl: the controller looks at the top n cards of their deck and puts them back in the order they
    choose, picking the card for the top first, then the next...; the cards stay on the deck meanwhile."""

    def __init__(self, n):
        self.n = n

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        ctx.vars["left"] = deck[::-1][:self.n]  # top first
        ctx.vars["order"] = []
        return self._next(ctx)

    def _next(self, ctx):
        st, p = ctx.state, ctx.player
        left = ctx.vars["left"]
        names = list(dict.fromkeys(st.tab.slug[c] for c in left))
        if len(names) > 1:
            ctx.ask(p, [f"p{p}:deck:{n}" for n in names], kind="deck card")
            return True
        deck = st.deck[p]
        order = [c for c in ctx.vars.pop("order") + ctx.vars.pop("left") if c in deck]
        for c in order:
            deck.remove(c)
        deck.extend(order[::-1])  # the deck's last element is its top card
        return False

    def resume(self, ctx, choice):
        slug = choice.rsplit(":", 1)[1]
        left = ctx.vars["left"]
        c = next((c for c in left if ctx.state.tab.slug[c] == slug), -1)
        if c >= 0:
            left.remove(c)
            ctx.vars["order"].append(c)
        return self._next(ctx)


_hero("cosmic-owl", Ability(ReorderTop(4), cost=[PayActions(1)], key="look"))


def _billy_wins(state, seat):
    """Billy: an opponent's deck has run out of cards (reason 'deck'); R8 otherwise never ends a game so."""
    return "deck" if any(not state.deck[s] for s in state.opponents(seat)) else ""


_billy = card("billy", hero=True, triggers=[When(WINS)])
_billy.wins = _billy_wins


# Spells whose printed text mentions Freeze or Frozen (tests/engine/cards/test_extras.py checks the list against the
# catalogue's descriptions). Ruling: "cost 1 less Action" is an Action discount (R12), for any player's such Spell.
FREEZE_SPELLS = frozenset({"bomb-pop", "freeze-ray", "freezing-point", "frosty-frolic", "frozen-heart",
                           "frozen-lemon-aid", "ice-sing", "slushie-salvo", "snow-way", "snowblower", "snowvalanche"})
card("frost-paladin", statics=[CostChange(discount=1, which=lambda ctx: ctx.state.tab.slug[ctx.target[2]]
                                          in FREEZE_SPELLS)],
     floop=[Freeze(Lands(OPP, "this"))])


class UnderIt(Verb):
    """Last Will Detriment: the resolving Spell goes under the picked Creature (its `under` zone, as Carmel Camel's
    cards) instead of its owner's discard pile."""

    def apply(self, ctx, ref):
        st = ctx.state
        host = st.creature[ref[0]][ref[2]]
        if host >= 0 and ctx.source in st.limbo:
            st.limbo.remove(ctx.source)
            st.hand[st.tab.owner[ctx.source]].append(ctx.source)  # put_under takes it from its owner's hand
            put_under(st, host, ctx.source)


class BackToHand(Effect):
    """Infinite Pies: the resolving Spell goes back to its owner's hand instead of the discard pile."""

    def run(self, ctx):
        st = ctx.state
        if ctx.source in st.limbo:
            st.limbo.remove(ctx.source)
            st.hand[st.tab.owner[ctx.source]].append(ctx.source)
        return False


def _milled_creature(ctx):
    return any(ctx.state.tab.kind[c] == K_CREATURE for c in ctx.vars.get("milled", ()))


def _host_destroyed(ctx):
    ev = ctx.ev
    return ev.get("card") == ctx.source and ev.get("zone") == "under" and bool(ev.get("destroyed"))


# Ruling: "put this under an opposing Creature" picks (no "target"); with none, it goes to the discard pile doing
# nothing. When that Creature is destroyed (not returned or replaced) the opponent takes 5.
card("last-will-detriment", play=[UnderIt(Pick(OPPOSING))],
     triggers=[When(PILED, Damage(OPPONENT, 5), cond=_host_destroyed)])
# Ruling (the sources word it two ways; the catalogue's reading): "you may play this Spell again" returns it to
# your hand, to be played again at its cost.
card("infinite-pies", play=[Mill(1), If(_milled_creature, Damage(OPPONENT, 2), May(BackToHand()))])
card("tools-of-the-trade", play=[Buff(FRIENDLY, atk=1)], status="partial",
     missing="Only the +1 ATK is simulated: the sources disagree on its second sentence (an opposing Creature "
             "defeated this turn loses its text, or you heal 2 HP for each one destroyed), so neither is.")

# ---- cards that hang on what a simulation cannot know ---------------------------------------------------------
card("cyclops", status="partial",
     missing="Its DEF bonus counts the open eyes drawn in the art of your other Creatures, which the engine does "
             "not know: it plays as a 3/1.")
card("huntress-wizard", hero=True, status="partial",
     missing="Its player names a word as the game begins; the engine has no such choice yet, so the Hero does "
             "nothing.")


class PlayFromTop(Effect):
    """The top n cards of your deck are revealed and played from there one after the other, top first, each one
    `which(state, id)` accepts and that can be played now, its cost paid as from hand (R11: the Actions and the
    face-up Landscapes; R13/R14/R24 for its Lane, R16 for a Spell's target); the others stay on top, in their
    order (Abracadaniel: n=1, Rainbow cards; Terrible Tower: n=2, any)."""

    def __init__(self, n, which=None):
        self.n, self.which = n, which

    def _lanes(self, st, p, cid):
        pay, need = requirement(st, p, cid)
        if pay > st.actions_left or (need and st.land_count[p].get(card_type(st, cid), 0) < need):
            return []
        sc = SCRIPTS.get(st.tab.slug[cid])
        if sc is not None:  # its own play conditions and additional costs, asked as from hand
            st.hand[p].append(cid)
            ok = sc.can_play(st, p, cid)
            st.hand[p].pop()
            if not ok:
                return []
        return [-1] if st.tab.kind[cid] == K_SPELL else entry_lanes(st, p, cid)

    def run(self, ctx):
        ctx.vars["todo"] = ctx.state.deck[ctx.player][::-1][:self.n]  # top first
        return self._next(ctx)

    def _next(self, ctx):
        st, p = ctx.state, ctx.player
        while ctx.vars["todo"] and st.phase != OVER:
            cid = ctx.vars["todo"].pop(0)
            if cid not in st.deck[p] or (self.which is not None and not self.which(st, cid)):
                continue
            lanes = self._lanes(st, p, cid)
            if not lanes:
                continue
            st.deck[p].remove(cid)
            st.actions_left -= requirement(st, p, cid)[0]
            if len(lanes) == 1:
                enter_play(st, p, cid, lanes[0])  # a choice its own text asks waits below the next ones (R17)
                continue
            st.limbo.append(cid)  # held out of every pile while the Lane is chosen
            ctx.vars["card"] = cid
            ctx.ask(p, [f"p{p}:lane:{ln}" for ln in lanes])
            return True
        ctx.vars.pop("todo", None)
        return False

    def resume(self, ctx, choice):
        cid = ctx.vars.pop("card")
        ctx.state.limbo.remove(cid)
        enter_play(ctx.state, ctx.player, cid, int(choice.rsplit(":", 1)[1]))
        return self._next(ctx)


# Ruling (the sources word it two ways; the catalogue's reading): the two cards are played at their cost.
card("terrible-tower", floop=[DestroyCost(Creatures(YOU, "this")), PlayFromTop(2)])
_hero("abracadaniel", Ability(PlayFromTop(1, lambda state, c: state.tab.ltype[c] == RAINBOW), cost=[PayActions(1)],
                              key="reveal"))


class AllToNewLanes(Effect):
    """Party Energy: each of your Creatures goes to a Lane other than its own, all at once (no two in one Lane);
    you pick, Creature by Creature in Lane order, among the Lanes that still leave a way for the rest; each
    Creature that moved has +atk this turn."""

    def __init__(self, atk):
        self.atk = atk

    @staticmethod
    def _ways(row, lanes, picked):
        """Every full assignment (tuples of target Lanes of `row`, in the order of `lanes`) starting with `picked`."""
        out = []
        for perm in permutations(row, len(lanes)):
            if all(t != ln for t, ln in zip(perm, lanes, strict=True)) and perm[:len(picked)] == tuple(picked):
                out.append(perm)
        return out

    def run(self, ctx):
        ctx.vars["lanes"] = [ln for ln in ctx.state.lanes_of(ctx.player) if ctx.state.creature[ctx.player][ln] >= 0]
        ctx.vars["to"] = []
        return self._next(ctx)

    def _next(self, ctx):
        lanes, to = ctx.vars["lanes"], ctx.vars["to"]
        while len(to) < len(lanes):
            nxt = sorted({w[len(to)] for w in self._ways(ctx.state.lanes_of(ctx.player), lanes, to)})
            if len(nxt) > 1:
                ctx.ask(ctx.player, [f"p{ctx.player}:lane:{t}" for t in nxt])
                return True
            to.append(nxt[0])
        st, p = ctx.state, ctx.player
        moved = [st.creature[p][ln] for ln in lanes]
        ctx.vars.pop("lanes")
        ctx.vars.pop("to")
        if lanes:
            rearrange_creatures(st, p, dict(zip(lanes, to, strict=True)))
            for cid in moved:
                add_modifier(st, cid, self.atk, 0)
        return False

    def resume(self, ctx, choice):
        ctx.vars["to"].append(int(choice.rsplit(":", 1)[1]))
        return self._next(ctx)


card("party-energy", play=[AllToNewLanes(2)])


# ---- Heroes that read the game's history or the deck rules ------------------------------------------------------
def _thaw_instead(ctx):
    """The Winter King: R24's discard is possible now (a card in hand, a Frozen Landscape of yours)."""
    st, p = ctx.state, ctx.player
    return bool(st.hand[p]) and any(st.frozen[p][ln] for ln in st.lanes_of(p))


# Ruling: the one discard a Frozen token makes is R24's (a card discarded to remove it); "you may draw instead" is
# offered beside R24's own move as `hero thaw`: pick a Frozen Landscape of yours, its token goes, you draw (R8: from
# an empty deck, nothing), only while R24's discard could be made. Its deck rule is formats.HERO_LANDSCAPES.
_hero("the-winter-king", Ability(Thaw(Pick(Lands(YOU, where=on_frozen))), Draw(1), cost=[Only(_thaw_instead)],
                                 key="thaw"))

# The cards first sold by the Kickstarter campaign (product KS), deck cards only (a Hero is never played); the
# test of 10th Anniversary Backer checks this list against the catalogue's products.
KICKSTARTER = frozenset({
    "ancient-comet", "ancient-healer", "beach-ball", "berserk-bakery", "blue-plains-drifter", "bongo-bounce-house",
    "creepy-crypt", "crust-crusher", "dark-o-mint", "dr-stuffenstein", "dressage-dance-hall", "happy-ghost-lucky",
    "infinite-pies", "last-will-detriment", "monolith-of-doom", "niceasaurus-rex", "party-energy", "party-oasis",
    "terrible-tower", "the-pig", "tools-of-the-trade", "whims-of-fate"})


def _first_kickstarter_played(ctx):
    """The card the event names is the first Kickstarter card its player played from hand this turn, in their turn."""
    ev, st = ctx.ev, ctx.state
    cid = ev.get("card")
    if ev.get("player") != ctx.player or st.active != ctx.player or cid is None:
        return False
    slug = st.tab.slug
    ks = [c for c in st.this_turn.get("played", ()) if slug[c] in KICKSTARTER]
    return bool(ks) and ks[0] == cid and (ev.get("building") is not None or st.tab.kind[cid] == K_SPELL)


def _top_is_kickstarter(ctx):
    deck = ctx.state.deck[ctx.player]
    return bool(deck) and ctx.state.tab.slug[deck[-1]] in KICKSTARTER


# Ruling: "play" is from hand (this turn's `played`: a card put into play by an effect is not played); a Creature or
# Building is heard as it enters play, a Spell as it has resolved. The revealed card changes nothing the engine
# keeps; a Kickstarter card on top is drawn (a draw, heard as one).
_backer = [If(_top_is_kickstarter, Draw(1))]
card("10th-anniversary-backer", hero=True, triggers=[
    When(PLAYED), When(ENTERS_PLAY, *_backer, cond=_first_kickstarter_played),
    When(SPELL_PLAYED, *_backer, cond=_first_kickstarter_played)])


def _note_dealt(ctx):
    """Santa Claus: damage put on each Creature this turn, by card id (this_turn['dealt'], gone with the turn)."""
    st, ev = ctx.state, ctx.ev
    old = st.this_turn.get("dealt", {})
    key = str(ev["card"])
    st.this_turn = dict(st.this_turn, dealt=dict(old, **{key: old.get(key, 0) + ev.get("amount", 0)}))


def _note_attack(ctx):
    """Santa Claus: the Creatures that attacked in this turn and the one before (card memory: {turn: [ids]})."""
    st = ctx.state
    seen = recall(st, "santa:attacked", {})
    now = str(st.turn)
    kept = {t: ids for t, ids in seen.items() if int(t) >= st.turn - 1}
    remember(st, "santa:attacked", dict(kept, **{now: kept.get(now, []) + [ctx.ev["card"]]}))


def _healable(ctx, ref):
    """A Creature dealt damage this turn, still damaged, that did not attack in the turn before this one."""
    st = ctx.state
    cid = card_at(ctx, ref)
    attacked = recall(st, "santa:attacked", {}).get(str(st.turn - 1), [])
    return (st.this_turn.get("dealt", {}).get(str(cid), 0) > 0 and st.cdmg[ref[0]][ref[2]] > 0
            and cid not in attacked)


class HealDealt(Verb):
    """Santa Claus: the picked Creature heals the damage it was dealt this turn (what is still on it, at most)."""

    def apply(self, ctx, ref):
        st = ctx.state
        heal_creature(st, ref[0], ref[2], st.this_turn.get("dealt", {}).get(str(card_at(ctx, ref)), 0))


def _opponents_turn_ends(ctx):
    return ctx.state.active != ctx.player


# Ruling: "a creature" is any Creature in play, either side (a pick, no target; `none` is the "may"); "the previous
# turn" is the turn before the one ending (your own, in 1 vs 1); the damage is what was put on it this turn, by any
# source, healed as far as it is still on it.
card("santa-claus", hero=True, triggers=[
    When(DAMAGED, Do(_note_dealt), cond=lambda ctx: ctx.ev.get("target") == "creature"),
    When(ATTACKS, Do(_note_attack)),
    When(END_OF_TURN, HealDealt(Pick(Creatures(ANY, where=_healable), optional=True)), cond=_opponents_turn_ends)])


def _fresh(ctx):
    """Bongo Bounce House: a Building entering play starts with no damage (card memory of an earlier stay is gone)."""
    forget(ctx.state, f"{ctx.source}:damage")


# Ruling: "you would be dealt damage" is every loss of HP the rules deal as damage to its controller: Fight damage
# into an empty Lane (R18, R36), and damage and HP losses from effects; the whole amount goes to the Building
# instead, which is destroyed once the damage on it reaches its printed DEF of 8 (R19 read for a Building). With two,
# the first in Lane order takes it. The damage stays on it from turn to turn (R20) until it leaves play.
bongo = card("bongo-bounce-house", triggers=[When(ENTERS_PLAY, Do(_fresh), cond=_own_event, only=HEARS_OWN),
                                             When(ABSORBS)])
bongo.absorbs_player_damage = True


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
    return _own_event(ctx) and recall(ctx.state, f"{ctx.source}:by-effect") == "in play"


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
               When(ENTERS_PLAY, Do(_settle_mark), cond=_own_event),
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
