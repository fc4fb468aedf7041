"""For The Glory (booster cards, 2016), second batch (the first is in ftg.py).

Rulings are beside the cards and in docs/effects.md ("For The Glory")."""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_EMPTY,
    CORNFIELD,
    K_BUILDING,
    OPP,
    OPPONENT,
    OPPOSING,
    PLAYED,
    SANDYLANDS,
    TARGET_CREATURE,
    YOU,
    Cards,
    Creatures,
    Damage,
    Discard,
    DiscardCost,
    Do,
    Effect,
    If,
    May,
    Move,
    Only,
    Pick,
    ReturnToHand,
    Verb,
    When,
    at_least,
    card,
    defense_of,
    enter_play,
    of_kind,
    pile,
    played_this_turn,
    start_of_your_turn,
    swap_creatures,
    var,
)


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
