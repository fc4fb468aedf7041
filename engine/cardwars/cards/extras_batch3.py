"""Kickstarter, Hero Pack #1, community and promo cards, third batch, and the cards that hang on what a
simulation cannot know (the rest of those products is in extras.py and extras_heroes.py).

Rulings are beside the cards and in docs/effects.md ("For The Glory ... and other products")."""
from __future__ import annotations

import re
from functools import lru_cache
from itertools import permutations

from ..dsl.vocab import (
    ANY,
    DESTROYED,
    DREW,
    EMPTY,
    ENTERS_PLAY,
    FRIENDLY,
    HERE,
    K_BUILDING,
    K_CREATURE,
    K_SPELL,
    OPP,
    OPPONENT,
    OPPOSING,
    OVER,
    PILED,
    PLAYED,
    RAINBOW,
    SCRIPTS,
    SPELL_PLAYED,
    TARGET_OPPOSING,
    WATCHING,
    WINS,
    YOU,
    YOURSELF,
    Ability,
    Buff,
    CostChange,
    Creatures,
    Damage,
    DestroyCost,
    Draw,
    Effect,
    Freeze,
    Heal,
    If,
    Lands,
    May,
    Mill,
    Move,
    PayActions,
    Pick,
    Verb,
    When,
    add_modifier,
    card,
    card_type,
    cards_drawn,
    enter_play,
    entry_lanes,
    put_under,
    rearrange_creatures,
    requirement,
    turn_append,
)
from .extras_heroes import hero_card

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
    choose, picking the card for the top first, then the next...; the cards stay on the deck meanwhile. The deck
    is ctx.vars['who']'s when a subclass picked another player (Convey Wisdom), else the controller's."""

    def __init__(self, n):
        self.n = n

    def run(self, ctx):
        deck = ctx.state.deck[ctx.player]
        ctx.vars["left"] = deck[::-1][:self.n]  # top first
        ctx.vars["order"] = []
        return self._next(ctx)

    def _next(self, ctx):
        st, who = ctx.state, ctx.vars.get("who", ctx.player)
        left = ctx.vars["left"]
        names = list(dict.fromkeys(st.tab.slug[c] for c in left))
        if len(names) > 1:
            ctx.ask(ctx.player, [f"p{who}:deck:{n}" for n in names], kind="deck card")
            return True
        deck = st.deck[who]
        order = [c for c in ctx.vars.pop("order") + ctx.vars.pop("left") if c in deck]
        for c in order:
            deck.remove(c)
        deck.extend(order[::-1])  # the deck's last element is its top card
        ctx.vars.pop("who", None)
        return False

    def resume(self, ctx, choice):
        slug = choice.rsplit(":", 1)[1]
        left = ctx.vars["left"]
        c = next((c for c in left if ctx.state.tab.slug[c] == slug), -1)
        if c >= 0:
            left.remove(c)
            ctx.vars["order"].append(c)
        return self._next(ctx)


hero_card("cosmic-owl", Ability(ReorderTop(4), cost=[PayActions(1)], key="look"))


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
class _WatchThisTurn(Effect):
    """The Spell listens to events for the rest of this turn, wherever it goes (events.WATCHING)."""

    def run(self, ctx):
        turn_append(ctx.state, WATCHING, ctx.source)
        return False


def _opposing_creature_destroyed(ctx):
    ev = ctx.ev
    return not ev.get("building") and ev.get("from_side") in ctx.state.opponents(ctx.player)


# Ruling (cards/data/rulings.json): the sources word its second sentence two ways; the newest revision of the card's
# text is followed: from the moment it is played to the end of the turn, each opposing Creature destroyed (by a
# fight, R19, or by an effect) heals you 2 HP (R5; in Doubles your team's pool, R34; either opponent's, R35).
# Creatures destroyed earlier in the turn do not count: a Spell does what it says from when it resolves.
card("tools-of-the-trade", play=[Buff(FRIENDLY, atk=1), _WatchThisTurn()],
     triggers=[When(DESTROYED, Heal(YOURSELF, 2), cond=_opposing_creature_destroyed)])


# ---- cards that hang on what a simulation cannot know ---------------------------------------------------------
card("cyclops", status="partial",
     missing="Its DEF bonus counts the open eyes drawn in the art of your other Creatures, which the engine does "
             "not know: it plays as a 3/1.")


WORD = re.compile(r"[a-z]+")


@lru_cache(maxsize=256)
def _best_word(names: tuple[str, ...]) -> str:
    """The word of 3 or more letters found in the most of these names (each name counted once), ties to the
    alphabetically first; "" when none has one."""
    counts: dict[str, int] = {}
    for name in names:
        for w in set(WORD.findall(name.lower())):
            if len(w) >= 3:
                counts[w] = counts.get(w, 0) + 1
    return min(counts, key=lambda w: (-counts[w], w)) if counts else ""


def huntress_word(state, seat) -> str:
    """Huntress Wizard's word for `seat`: the one its player would name as the game begins (see the ruling)."""
    tab = state.tab
    return _best_word(tuple(sorted(tab.defs[s].name for s, o, k in zip(tab.slug, tab.owner, tab.kind, strict=True)
                                   if o == seat and k in (K_CREATURE, K_SPELL, K_BUILDING))))


def _word_card_played(ctx):
    ev, st = ctx.ev, ctx.state
    cid = ev.get("card")
    if ev.get("player") != ctx.player or cid is None or cid not in st.this_turn.get("played", ()):
        return False
    return huntress_word(st, ctx.player) in WORD.findall(st.tab.defs[st.tab.slug[cid]].name.lower())


# Ruling, Huntress Wizard: the word its player names as the game begins is a choice no deal can inform beyond the
# deck itself, so the engine names the simplest best word: of 3 or more letters, in the names of the most of its
# player's Creatures, Spells and Buildings (ties to the alphabetically first; a word counts once per name, whole
# words only, any case). Each card its player plays (from hand, R11) with that word in its name: 1 damage to a
# target Creature an opponent controls (R16; either opponent in Doubles, R35), none if there is none.
_hunt = Damage(TARGET_OPPOSING, 1)
card("huntress-wizard", hero=True, triggers=[When(PLAYED), When(ENTERS_PLAY, _hunt, cond=_word_card_played),
                                             When(SPELL_PLAYED, _hunt, cond=_word_card_played)])


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
hero_card("abracadaniel", Ability(PlayFromTop(1, lambda state, c: state.tab.ltype[c] == RAINBOW), cost=[PayActions(1)],
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
