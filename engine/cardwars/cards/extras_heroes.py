"""Kickstarter, Hero Pack #1, community and promo Heroes (R25), those that read the game's history or the deck
rules among them (the rest of those products is in extras.py).

Rulings are beside the cards and in docs/effects.md ("For The Glory ... and other products")."""
from __future__ import annotations

from ..dsl.vocab import (
    ABSORBS,
    ANY,
    ATTACKS,
    DAMAGED,
    DESTROYED,
    END_OF_TURN,
    ENTERS_PLAY,
    FRIENDLY,
    FRIENDLY_CREATURES,
    HEARS_OWN,
    K_CREATURE,
    K_SPELL,
    MOVED,
    OPP,
    OPPONENT,
    OPPOSING,
    PLAYED,
    SELF,
    SPELL_PLAYED,
    YOU,
    YOURSELF,
    Ability,
    Creatures,
    Damage,
    DestroyCost,
    DiscardCost,
    Do,
    Draw,
    Effect,
    Flip,
    GainActions,
    Heal,
    HeroCard,
    If,
    Lands,
    May,
    Mill,
    Only,
    PayActions,
    Pick,
    Stat,
    Thaw,
    ToHand,
    Verb,
    When,
    add_modifier,
    card,
    card_at,
    forget,
    heal_creature,
    land_types_differ,
    not_,
    on_frozen,
    recall,
    receiver_undamaged,
    register,
    remember,
    turn_set,
    var,
    where,
    your_turn,
)
from .extras import own_event


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


# ---- Heroes (R25) -------------------------------------------------------------------------------------------
def hero_card(slug, *abilities, **parts):
    return register(slug, HeroCard(slug, hero=True, abilities=list(abilities), **parts), hero=True)


def _any_yours(ctx):
    return bool(FRIENDLY.refs(ctx))


def _face_up_land(ctx):
    return not all(ctx.state.face_down[ctx.player])


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


hero_card("cinnamon-bun", Ability(Damage(Pick(FRIENDLY), 2), Heal(YOURSELF, 2), cost=[Only(_any_yours)], once=True,
                              key="trade"))
hero_card("death", Ability(Flip(Pick(Lands(YOU, face_up=True))), Damage(OPPONENT, 4), cost=[Only(_face_up_land)],
                       once=True, key="flip"))
hero_card("the-lich", Ability(GainActions(1), cost=[DestroyCost(FRIENDLY)], once=True, key="action"))
hero_card("james-baxter", Ability(Draw(1), May(Draw(1, who=OPPONENT), chooser=OPP), once=True, key="draw"))
hero_card("ricardio", Ability(Damage(YOURSELF, 1), May(Mill(1)), once=True, key="reveal"))
hero_card("neptr", Ability(Mill(1), MilledCreatureToHand(), once=True, key="mill"))
hero_card("susan-strong", Ability(Damage(OPPOSING, var("destroyed_cost")), cost=[PayActions(1), DestroyNoting(FRIENDLY)],
                              key="smash"))
hero_card("tree-trunks", Ability(GainActions(1), cost=[DiscardCost(1, where=_pie_card)], once=True, key="pie"))
card("ice-queen", hero=True, statics=[Stat(atk=1, to=where(FRIENDLY_CREATURES, receiver_undamaged), when=not_(your_turn))])
card("prismo", hero=True, statics=[Stat(defn=1, to=FRIENDLY_CREATURES, when=land_types_differ)])
card("peppermint-butler", hero=True, triggers=[When(DESTROYED, Do(lambda ctx: turn_set(ctx.state, "used", "butler")),
                                                    Damage(Pick(OPPOSING), 2), cond=_butler_due)])
_magic = Damage(Pick(OPPOSING), 2)
card("magic-man", hero=True, triggers=[When(PLAYED), When(ENTERS_PLAY, _magic, cond=_two_cost_played),
                                       When(SPELL_PLAYED, _magic, cond=_two_cost_played)])
card("party-god", hero=True, triggers=[When(MOVED, Do(lambda ctx: add_modifier(ctx.state, ctx.ev["card"], 1, 0)),
                                            cond=_yours_moved)])


# ---- Heroes that read the game's history or the deck rules ------------------------------------------------------
def _thaw_instead(ctx):
    """The Winter King: R24's discard is possible now (a card in hand, a Frozen Landscape of yours)."""
    st, p = ctx.state, ctx.player
    return bool(st.hand[p]) and any(st.frozen[p][ln] for ln in st.lanes_of(p))


# Ruling: the one discard a Frozen token makes is R24's (a card discarded to remove it); "you may draw instead" is
# offered beside R24's own move as `hero thaw`: pick a Frozen Landscape of yours, its token goes, you draw (R8: from
# an empty deck, nothing), only while R24's discard could be made. Its deck rule is formats.HERO_LANDSCAPES.
hero_card("the-winter-king", Ability(Thaw(Pick(Lands(YOU, where=on_frozen))), Draw(1), cost=[Only(_thaw_instead)],
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
bongo = card("bongo-bounce-house", triggers=[When(ENTERS_PLAY, Do(_fresh), cond=own_event, only=HEARS_OWN),
                                             When(ABSORBS)])
bongo.absorbs_player_damage = True
