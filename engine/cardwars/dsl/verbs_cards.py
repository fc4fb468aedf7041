"""Verbs that move cards between hand, deck, discard pile and play, and costs paid with cards in play
(Collector's Packs 4 and 6: conditional discards, removal from the game, putting cards into play, Rainbow
cards)."""
from __future__ import annotations

from ..board import FLOOPED, K_CREATURE, K_SPELL, READY
from ..events import RETURNED, dispatch, turn_set
from ..ops.primitives import (
    destroy_building,
    destroy_creature,
    discard_card,
    draw_card,
    mill,
    remove_from_game,
    return_to_hand,
)
from ..rules.apply import enter_play
from ..rules.legal import creature_lanes
from .effects import Cost, Effect, LaneChoosingVerb, Verb, execute
from .selectors import YOURSELF, Players, Target, card_at, option_ref, options
from .values import value


def note_returned(state, cid):
    """A card went back to its owner's hand from play or a discard pile: note a Creature in
    this_turn['returned'] and fire RETURNED (Lady Rainicorn)."""
    if state.tab.kind[cid] == K_CREATURE and state.scripted:
        turn_set(state, "returned", cid)
        dispatch(state, RETURNED, card=cid, player=state.tab.owner[cid])


class ReturnToHand(Verb):
    """Return each picked Creature or Building to its owner's hand (a Creature is noted: note_returned)."""

    def apply(self, ctx, ref):
        side, zone, lane = ref
        cid = card_at(ctx, ref)
        return_to_hand(ctx.state, side, lane, zone == "building")
        if cid >= 0 and cid in ctx.state.hand[ctx.state.tab.owner[cid]]:
            note_returned(ctx.state, cid)


class Draw(Verb):
    """Each picked player (default: you) draws n cards (R8: an empty deck draws nothing)."""

    def __init__(self, n=1, who=YOURSELF):
        super().__init__(who)
        self.n = n

    def apply(self, ctx, ref):
        for _ in range(value(self.n, ctx)):
            draw_card(ctx.state, ref[0])


class Mill(Verb):
    """Put the top n cards of each picked player's deck into the discard pile; leaves ctx.vars['milled']
    (card ids) and ctx.vars['spells'] (how many were Spells) for later steps."""

    def __init__(self, n, who=YOURSELF):
        super().__init__(who)
        self.n = n

    def apply(self, ctx, ref):
        ids = mill(ctx.state, ref[0], value(self.n, ctx))
        ctx.vars["milled"] = ctx.vars.get("milled", []) + ids
        ctx.vars["spells"] = ctx.vars.get("spells", 0) + sum(1 for c in ids if ctx.state.tab.kind[c] == K_SPELL)


class Discard(Effect):
    """The picked player (a Players selector, or Target(...) for "target player") discards n cards of
    THEIR choice (R17), one choice per card; random=True: chosen by the game's RNG instead."""

    def __init__(self, n=1, who=YOURSELF, random=False):
        self.n, self.who, self.random = n, who, random

    def ready(self, ctx):
        return True

    def run(self, ctx):
        n = value(self.n, ctx)
        if n <= 0:
            return False
        ctx.vars[f"{ctx.path}:n"] = n
        if isinstance(self.who, Target):
            opts = options(ctx.state, self.who.refs(ctx))
            if len(opts) > 1:
                ctx.ask(ctx.chooser(self.who.chooser), opts)
                return True
            ctx.vars[f"{ctx.path}:who"] = [option_ref(ctx.state, opts[0])[0]]
        elif isinstance(self.who, Players) and self.who.picks(ctx):
            # R35: "your opponent" of a card in no Lane, in Doubles: the acting player picks which one (R17)
            ctx.ask(ctx.player, options(ctx.state, self.who.picks(ctx)), kind="player")
            return True
        else:
            ctx.vars[f"{ctx.path}:who"] = [r[0] for r in self.who.refs(ctx)]
        return self._next(ctx)

    def _next(self, ctx):
        st = ctx.state
        kn, kw = f"{ctx.path}:n", f"{ctx.path}:who"
        while ctx.vars.get(kw):
            p = ctx.vars[kw][0]
            hand = st.hand[p]
            if ctx.vars[kn] <= 0 or not hand:
                ctx.vars[kw] = ctx.vars[kw][1:]
                ctx.vars[kn] = value(self.n, ctx)
                continue
            ctx.vars[kn] -= 1
            if self.random:
                discard_card(st, p, hand[st.rng.randbelow(len(hand))])
                continue
            opts = options(st, [(p, "hand", c) for c in hand])
            if len(opts) == 1:
                discard_card(st, p, option_ref(st, opts[0])[2])
                continue
            ctx.ask(p, opts, kind="discard")
            return True
        ctx.vars.pop(kn, None)
        ctx.vars.pop(kw, None)
        return False

    def resume(self, ctx, choice):
        kw = f"{ctx.path}:who"
        if kw not in ctx.vars:  # the target player was chosen
            ctx.vars[kw] = [option_ref(ctx.state, choice)[0]]
        elif not in_pile(ctx.state, choice):
            # Two triggers asked at once (two Unicyclops): the other one's discard took that card meanwhile, so
            # the same player is asked again among the cards in hand now.
            ctx.vars[f"{ctx.path}:n"] += 1
        else:
            side, _z, cid = option_ref(ctx.state, choice)
            discard_card(ctx.state, side, cid)
        return self._next(ctx)


class ToHand(Verb):
    """Put each picked card (from a discard pile or deck: Cards(...)) into its owner's hand (a Creature card
    taken back from a discard pile is noted: note_returned)."""

    def apply(self, ctx, ref):
        side, zone, cid = ref
        getattr(ctx.state, zone)[side].remove(cid)
        ctx.state.hand[ctx.state.tab.owner[cid]].append(cid)
        if zone == "discard":
            note_returned(ctx.state, cid)


class ToDeckTop(Verb):
    """Put each picked card (from a discard pile or hand) on top of its owner's deck."""

    def apply(self, ctx, ref):
        side, zone, cid = ref
        getattr(ctx.state, zone)[side].remove(cid)
        ctx.state.deck[ctx.state.tab.owner[cid]].append(cid)  # the top of the deck is the end of the list


def entry_lanes(state, p, cid):
    """Lanes of p that card cid may enter now, as for a card played: a Building any Lane (R14: one there is
    replaced); a Creature the Lanes rules.legal.creature_lanes allows (R13, R24, Frosted Deanimator,
    the Parrotroopers)."""
    kind = state.tab.kind[cid]
    if kind == K_CREATURE:
        return creature_lanes(state, p, cid)
    return list(state.lanes_of(p)) if kind != K_SPELL else []


class PutIntoPlay(LaneChoosingVerb):
    """Put the picked card (from a hand, deck or discard pile: Cards(...)) into play under the controller, into
    a Lane the controller chooses (entry_lanes; one Lane: no choice). It enters play as if played (its
    enters-play text happens) but is not played: no Actions, no Landscapes needed (R11 is about playing).
    While the Lane is chosen the card waits in limbo, out of every pile. empty=True: only onto a Lane with no
    Creature of the controller's ("onto one of your empty Landscapes": Whims of Fate)."""

    def __init__(self, sel, empty=False):
        super().__init__(sel)
        self.empty = empty

    def _lanes(self, st, p, cid):
        lanes = entry_lanes(st, p, cid)
        return [ln for ln in lanes if st.creature[p][ln] < 0] if self.empty else lanes

    def candidates(self, ctx):
        return [r for r in self.sel.refs(ctx) if self._lanes(ctx.state, ctx.player, r[2])]

    def apply(self, ctx, ref):
        st, p = ctx.state, ctx.player
        _side, zone, cid = ref
        lanes = self._lanes(st, p, cid)
        if not lanes:
            return
        getattr(st, zone)[ref[0]].remove(cid)
        if len(lanes) == 1:
            enter_play(st, p, cid, lanes[0])
            return
        st.limbo.append(cid)
        self.ask_lane(ctx, cid, p, [(p, ln) for ln in lanes])

    def lane_chosen(self, ctx, cid, dest):
        ctx.state.limbo.remove(cid)
        enter_play(ctx.state, ctx.player, cid, dest[1])
        return False


class Shuffle(Verb):
    """Shuffle each picked player's deck (the game's RNG)."""

    def __init__(self, who=YOURSELF):
        super().__init__(who)

    def apply(self, ctx, ref):
        ctx.state.rng.shuffle(ctx.state.deck[ref[0]])


class _PickCost(Cost):
    """A cost paid with one card in play the controller picks from sel (payable when there is one; it does
    not target, R16); do(ctx, ref) pays it."""

    def __init__(self, sel):
        self.sel = sel

    def payable(self, ctx):
        return bool(self.sel.refs(ctx))

    def run(self, ctx):
        opts = options(ctx.state, self.sel.refs(ctx))
        if not opts:
            return False
        if len(opts) == 1:
            return self.resume(ctx, opts[0])
        ctx.ask(ctx.player, opts)
        return True

    def resume(self, ctx, choice):
        self.do(ctx, option_ref(ctx.state, choice))
        return False

    def do(self, ctx, ref):
        raise NotImplementedError


class DestroyCost(_PickCost):
    """"Destroy a <card> you control" as a cost (Archer Danica): Buildings(YOU) or Creatures(YOU, ...)."""

    def do(self, ctx, ref):
        side, zone, lane = ref
        (destroy_building if zone == "building" else destroy_creature)(ctx.state, side, lane)


class FloopCost(_PickCost):
    """"Floop a Creature you control" as a cost (Deforestation): the picked ready Creature becomes Flooped
    (it uses no ability); sel should list ready Creatures only (ready_creature)."""

    def do(self, ctx, ref):
        side, zone, lane = ref
        (ctx.state.bstate if zone == "building" else ctx.state.cstate)[side][lane] = FLOOPED


def ready_creature(ctx, ref):
    """`where` predicate: a ready Creature (not Flooped nor exhausted)."""
    return ctx.state.cstate[ref[0]][ref[2]] == READY


class MakeRainbow(Verb):
    """Each picked card (in play or in a hand) is a Rainbow card this turn, with no Landscape type of its own
    (this_turn['rainbow']; values.rainbow_card, rules.costs.card_type: a Rainbow card in hand is paid for with
    any face-up Landscapes, R11)."""

    changes_costs = True  # the game's rules must look at costs (GameState.cost_changes)

    def apply(self, ctx, ref):
        cid = card_at(ctx, ref)
        if cid >= 0:
            turn_set(ctx.state, "rainbow", cid)


# DiscardOne and in_pile: the same words as Collector's Pack 4 writes them.
class DiscardOne(Effect):
    """The picked player (a Players selector; the first it finds) discards one card of THEIR choice (R17) among
    those in hand that where(ctx, ref) accepts (any card when None): "discards a card with cost 0". may=True:
    they may decline (option 'none'). When no card is discarded (declined, or none matched), the `otherwise`
    effects run: "if they do not, ...". ctx.vars['who'] is that player, ctx.vars['discarded'] the card's id."""

    def __init__(self, who=YOURSELF, where=None, may=False, otherwise=()):
        self.who, self.where, self.may, self.otherwise = who, where, may, tuple(otherwise)

    def ready(self, ctx):
        return True

    def run(self, ctx):
        refs = self.who.refs(ctx)
        if not refs:
            return False
        st, p = ctx.state, refs[0][0]
        ctx.vars["who"] = p
        cards = [(p, "hand", c) for c in st.hand[p] if self.where is None or self.where(ctx, (p, "hand", c))]
        if not cards:
            return self._otherwise(ctx)
        opts = options(st, cards)
        if self.may:
            opts.append("none")
        elif len(opts) == 1:
            return self.resume(ctx, opts[0])
        ctx.ask(p, opts, kind="discard")
        return True

    def resume(self, ctx, choice):
        if choice == "none":
            return self._otherwise(ctx)
        if not in_pile(ctx.state, choice):  # taken meanwhile by another choice made first: asked again
            return self.run(ctx)
        side, _z, cid = option_ref(ctx.state, choice)
        ctx.vars["discarded"] = cid
        discard_card(ctx.state, side, cid)
        return False

    def _otherwise(self, ctx):
        if not self.otherwise:
            return False
        return execute(ctx, [f"{ctx.path}.e{i}" for i in range(len(self.otherwise))] + ctx.cont) or True


def in_pile(state, option):
    """True when a card option ('p0:hand:dogboy') still names a card in that pile: a choice asked while another
    was pending may be answered after the other one moved the card."""
    parts = option.split(":")
    slug = state.tab.slug
    return any(slug[c] == parts[2] for c in getattr(state, parts[1])[int(parts[0][1:])])


class RemoveFromGame(Verb):
    """Remove each picked card (in a pile: Cards("discard", ...)) from the game for good (state.removed); adds
    its printed cost to ctx.vars['removed_cost'] for later steps (Blood Transfusion)."""

    def apply(self, ctx, ref):
        side, zone, cid = ref
        remove_from_game(ctx.state, side, zone, cid)
        ctx.vars["removed_cost"] = ctx.vars.get("removed_cost", 0) + ctx.state.tab.cost[cid]


__all__ = ["note_returned", "ReturnToHand", "Draw", "Mill", "Discard", "ToHand", "ToDeckTop", "entry_lanes",
           "PutIntoPlay", "Shuffle", "DestroyCost", "FloopCost", "ready_creature", "MakeRainbow",
           "DiscardOne", "in_pile", "RemoveFromGame"]
