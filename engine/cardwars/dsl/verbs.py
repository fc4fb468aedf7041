"""Verbs: what an effect does to the refs its selector picks (see selectors.py for each / Target / Random).

Amounts are values (int or function of ctx, see values.py)."""
from __future__ import annotations

from ..board import BUSY, EXHAUSTED, FLOOPED, K_BUILDING, K_CREATURE, K_SPELL, K_TEAMWORK, READY
from ..events import (
    AT_START,
    CLONE_FREE,
    CREATURE_DISCOUNT,
    CREATURE_LESS,
    END_OF_TURN,
    FIGHT_STARTS,
    FIGHTING,
    FROZEN_ENTRY,
    KEPT,
    LANE_ACTIONS,
    LOCKS,
    PLAYED,
    RETURNED,
    SCRIPTS,
    SPARED,
    SPELL_DISCOUNT,
    SPELL_PROOF,
    THIS_TURN,
    add_modifier,
    dispatch,
    guarded,
    next_turn,
    play_barred,
    silenced,
    turn_append,
    turn_map,
    turn_set,
)
from ..ops.primitives import (
    damage_creature,
    damage_player,
    destroy_building,
    destroy_creature,
    discard_card,
    draw_card,
    flip_face_down,
    freeze,
    heal_creature,
    heal_player,
    mill,
    move_building,
    move_creature,
    remove_from_game,
    return_to_hand,
    thaw,
)
from ..rules.apply import enter_play
from ..rules.costs import card_type, requirement
from ..rules.legal import creature_lanes
from .card import Cost, Effect, Verb, When, execute, note_targeted
from .selectors import OTHER, YOURSELF, Players, Random, Target, _sides, card_at, option_ref, options, ref_lane
from .values import value


class Damage(Verb):
    """Deal n damage to each picked Creature or player."""

    def __init__(self, sel, n):
        super().__init__(sel)
        self.n = n

    def apply(self, ctx, ref):
        side, zone, lane = ref
        n = value(self.n, ctx)
        if zone == "player":
            if ctx.zone == "creature":  # a Creature's own effect: heard as that Creature damaging the player (R40)
                damage_player(ctx.state, side, n, ctx.player, ctx.source)
            else:
                damage_player(ctx.state, side, n)
        elif ctx.zone == "spell" and spell_proof(ctx, side, lane):
            return
        else:
            # the acting card's side when it is a Creature: its damage may be prevented (Falling Star)
            damage_creature(ctx.state, side, lane, n, ctx.player if ctx.zone == "creature" else None, ctx.source)


def spell_proof(ctx, side, lane):
    """A resolving Spell's damage to the Creature at (side, lane) is prevented: a Building there guards it from its
    controller's foes (Domed Stronghold). Asked only in games with such a script."""
    return SPELL_PROOF in ctx.state.listen and guarded(ctx.state, side, lane, ctx.player, SPELL_PROOF)


class Heal(Verb):
    """Heal n damage from each picked Creature, or n HP to each picked player (never above 25, R5)."""

    def __init__(self, sel, n):
        super().__init__(sel)
        self.n = n

    def apply(self, ctx, ref):
        side, zone, lane = ref
        if zone == "player":
            heal_player(ctx.state, side, value(self.n, ctx))
        else:
            heal_creature(ctx.state, side, lane, value(self.n, ctx))


class Destroy(Verb):
    """Destroy each picked Creature or Building (to its owner's discard pile)."""

    def apply(self, ctx, ref):
        side, zone, lane = ref
        (destroy_building if zone == "building" else destroy_creature)(ctx.state, side, lane)


class _NextPlayCostChange(Effect):
    """A cost change for the next card of some kind the controller plays this turn, kept per seat in
    this_turn[KEY] for the rest of the turn: rules.costs.requirement reads it and playing such a card from hand
    uses it up (rules.apply). n more is added to what is there, so several add up; with STACKS False the entry
    is only set to 1 (a flag)."""

    changes_costs = True  # the game's rules must look at costs (GameState.cost_changes)
    KEY = ""
    STACKS = True

    def __init__(self, n):
        self.n = n

    def run(self, ctx):
        st = ctx.state
        if self.STACKS:
            turn_map(st, self.KEY, ctx.player, st.this_turn.get(self.KEY, {}).get(str(ctx.player), 0)
                     + value(self.n, ctx))
        else:
            turn_map(st, self.KEY, ctx.player, 1)
        return False


class DiscountNextCreature(_NextPlayCostChange):
    """"The next Creature you play this turn costs n fewer Actions": an Action discount (R12: the Landscapes
    needed do not change) kept in this_turn[CREATURE_DISCOUNT]."""

    KEY = CREATURE_DISCOUNT


class NextCreatureCostsLess(_NextPlayCostChange):
    """"The next Creature you play this turn costs n less" (Feedman): a cost change (R12: the Landscapes needed
    drop too) kept in this_turn[CREATURE_LESS]."""

    KEY = CREATURE_LESS


class NextFreeIfNamedInPlay(_NextPlayCostChange):
    """"Play your next Creature or Building for free if one with that name is in play" (Clone): kept in
    this_turn[CLONE_FREE]; the next Creature or Building played from hand uses it up, free (R12: Actions only)
    when a card of its name is in play on any side as it is paid for."""

    KEY = CLONE_FREE
    STACKS = False

    def __init__(self):
        super().__init__(1)


class DiscountNextSpell(_NextPlayCostChange):
    """"The next Spell you play this turn costs n less": a cost change (R12: the Landscapes needed drop too) kept
    in this_turn[SPELL_DISCOUNT]."""

    KEY = SPELL_DISCOUNT


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


class Buff(Verb):
    """+atk/+defn (negative: minus) to each picked card for a duration: "turn" (this turn, default) or
    "next" (to the end of the controller's next turn)."""

    def __init__(self, sel, atk=0, defn=0, until=THIS_TURN):
        super().__init__(sel)
        self.atk, self.defn, self.until = atk, defn, until

    def apply(self, ctx, ref):
        cid = card_at(ctx, ref)
        if cid >= 0:
            until = next_turn(ctx.state) if self.until == "next" else self.until
            add_modifier(ctx.state, cid, value(self.atk, ctx), value(self.defn, ctx), until)


class SetState(Verb):
    """Ready, exhaust or Floop each picked Creature/Building (state: READY, EXHAUSTED, FLOOPED)."""

    def __init__(self, sel, to):
        super().__init__(sel)
        self.to = to

    def apply(self, ctx, ref):
        side, zone, lane = ref
        (ctx.state.bstate if zone == "building" else ctx.state.cstate)[side][lane] = self.to


def Ready(sel):  # noqa: N802 - reads as a verb
    """Ready each picked card."""
    return SetState(sel, READY)


def Exhaust(sel):  # noqa: N802
    """Exhaust each picked card."""
    return SetState(sel, EXHAUSTED)


def FloopIt(sel):  # noqa: N802
    """Turn each picked card to its Flooped state (without using an ability)."""
    return SetState(sel, FLOOPED)


class Flip(Verb):
    """Turn each picked Landscape face down (down=True) or face up. A Landscape whose Creature keeps it face up
    against the opponents' effects (Script.keeps_land_up: Apple Bully) is neither offered nor turned down by an
    effect of its controller's opponent."""

    def __init__(self, sel, down=True):
        super().__init__(sel)
        self.down = down

    def candidates(self, ctx):
        refs = self.sel.refs(ctx)
        return [r for r in refs if not kept_up(ctx, r)] if self.down else refs

    def apply(self, ctx, ref):
        if self.down and kept_up(ctx, ref):
            return
        flip_face_down(ctx.state, ref[0], ref[2], self.down)


def kept_up(ctx, ref):
    """True when the Landscape ref stands under a Creature that keeps it face up against effects of its
    controller's opponents (Apple Bully) and the acting card's controller is one of them."""
    side, _zone, lane = ref
    if side == ctx.player:
        return False
    st = ctx.state
    cid = st.creature[side][lane]
    sc = st.scripts[cid] if cid >= 0 else None
    return sc is not None and getattr(sc, "keeps_land_up", False) and not silenced(st, cid)


class Freeze(Verb):
    """Put a Frozen token on each picked Landscape (R24: at most one)."""

    def apply(self, ctx, ref):
        freeze(ctx.state, ref[0], ref[2])


class Thaw(Verb):
    """Remove the Frozen token from each picked Landscape."""

    def apply(self, ctx, ref):
        thaw(ctx.state, ref[0], ref[2])


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


class GainActions(Effect):
    """The acting card's controller gains n Actions this turn."""

    def __init__(self, n=1):
        self.n = n

    def run(self, ctx):
        ctx.state.actions_left += value(self.n, ctx)
        return False


class GainLaneActions(Effect):
    """The controller gains n Actions this turn that may only pay for a Creature played into the acting card's
    Lane (Pyramidia): kept apart from actions_left in this_turn['lane_actions'] = {seat: [n per Lane]};
    legal_actions counts them for plays into that Lane only, and such a play spends them first
    (engine.rules.costs). Unspent, they are lost with the turn like any Action."""

    def __init__(self, n=1):
        self.n = n

    def run(self, ctx):
        st, lane = ctx.state, ctx.lane
        n = value(self.n, ctx)
        if lane < 0 or n <= 0:
            return False
        pool = st.this_turn.get(LANE_ACTIONS, {}).get(str(ctx.player)) or [0] * len(st.lanes_of(ctx.player))
        turn_map(st, LANE_ACTIONS, ctx.player, [k + n if i == lane else k for i, k in enumerate(pool)])
        return False


class NoDamageFromOpposing(Effect):
    """For the rest of the turn, opposing Creatures put no damage on the controller's Creatures: neither by
    Fight damage (R18) nor with their abilities (a Damage step run by a Creature). Kept in
    this_turn['spared'] (engine.effects.spared), which the Fight and damage_creature read."""

    def run(self, ctx):
        turn_set(ctx.state, SPARED, ctx.player)
        return False


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


# ---- changing Lanes -------------------------------------------------------------------------------------
def EMPTY(ctx, ref):  # noqa: N802
    """Destinations: any empty Lane on the moving card's side."""
    side, zone, lane = ref
    row = ctx.state.building[side] if zone == "building" else ctx.state.creature[side]
    return [(side, i) for i in ctx.state.lanes_of(side) if row[i] < 0]


def ADJACENT_EMPTY(ctx, ref):  # noqa: N802
    """Destinations: empty Lanes next to the moving card's Lane, its side."""
    lane = ref_lane(ctx, ref)  # an additional Building's own Lane (Burly Lumberjack)
    return [d for d in EMPTY(ctx, ref) if abs(d[1] - lane) == 1]


def HERE(ctx, ref):  # noqa: N802
    """Destination: the acting card's own Lane, if it has no Creature there."""
    return [(ctx.side, ctx.lane)] if ctx.state.creature[ctx.side][ctx.lane] < 0 else []


def NEXT_TO_HERE_YOUR_SIDE(ctx, ref):  # noqa: N802
    """Destinations: empty Lanes of the controller next to the acting card's Lane (Field Reaper)."""
    cr = ctx.state.creature[ctx.player]
    mine = ctx.state.lanes_of(ctx.player)
    return [(ctx.player, i) for i in (ctx.lane - 1, ctx.lane + 1) if i in mine and cr[i] < 0]


class Move(Verb):
    """Move the picked Creature (or Building) to a destination `to(ctx, ref)` lists ((side, lane) pairs):
    EMPTY, ADJACENT_EMPTY, HERE, ...; two choices when both are open (which card, then where)."""

    def __init__(self, sel, to=EMPTY):
        super().__init__(sel)
        self.to = to

    def candidates(self, ctx):
        return [r for r in self.sel.refs(ctx) if self.to(ctx, r)]

    def ready(self, ctx):
        # R16: a target with nothing to move or nowhere to go cannot be used; a Pick ("move one of your
        # Creatures") is no target, so it may always be used and then does nothing (rulebook glossary)
        if not isinstance(self.sel, Target) or not self.sel.targeting:
            return True
        return bool(self.candidates(ctx))

    def apply(self, ctx, ref):
        dests = self.to(ctx, ref)
        if not dests:
            return
        if len(dests) == 1:
            self._go(ctx, ref, dests[0])
            return
        ctx.vars[f"{ctx.path}:from"] = list(ref)
        ctx.ask(ctx.player, [f"p{s}:lane:{ln}" for s, ln in dests])
        ctx.vars["_paused"] = True

    def run(self, ctx):
        if isinstance(self.sel, Target) or isinstance(self.sel, Random):
            r = super().run(ctx)
        else:
            refs = self.candidates(ctx)
            r = False
            if refs:
                self.apply(ctx, refs[0])
        return r or bool(ctx.vars.pop("_paused", False))

    def resume(self, ctx, choice):
        k = f"{ctx.path}:from"
        if k in ctx.vars:
            ref = tuple(ctx.vars.pop(k))
            side, _z, lane = choice.split(":")
            dest = (int(side[1:]), int(lane))
            if card_at(ctx, ref) < 0:
                return False  # it left meanwhile
            row = ctx.state.building if ref[1] == "building" else ctx.state.creature
            if row[dest[0]][dest[1]] >= 0:
                # another effect asking at the same time (two start-of-turn moves) filled that Lane first: ask
                # again, with the Lanes empty now
                self.apply(ctx, ref)
                return bool(ctx.vars.pop("_paused", False))
            self._go(ctx, ref, dest)
            return False
        if choice != "none":
            ref = option_ref(ctx.state, choice)
            if self.sel.__class__ is Target:
                note_targeted(ctx, ref)
            self.apply(ctx, ref)
        return bool(ctx.vars.pop("_paused", False))

    def _go(self, ctx, ref, dest):
        side, zone, lane = ref
        if zone == "building":
            move_building(ctx.state, side, lane, dest[1])
        else:
            move_creature(ctx.state, side, lane, dest[1], dest[0])


__all__ = ["Damage", "Heal", "Destroy", "ReturnToHand", "Buff", "SetState", "Ready", "Exhaust", "FloopIt",
           "Flip", "Freeze", "Thaw", "Draw", "Mill", "GainActions", "GainLaneActions", "NoDamageFromOpposing", "Discard", "ToHand", "ToDeckTop",
           "Move",
           "EMPTY", "ADJACENT_EMPTY", "HERE", "NEXT_TO_HERE_YOUR_SIDE", "_sides"]


def creature_options(state, side):
    """The options naming each Creature `side` controls, Lane by Lane ('p<side>:creature:<lane>')."""
    return [f"p{side}:creature:{ln}" for ln in state.lanes_of(side) if state.creature[side][ln] >= 0]


def ask_or_take(effect, ctx, chooser, opts):
    """R17 from a hand-written effect's run or resume: `chooser` picks one of opts for effect.resume; a single
    option is no decision (ruling 17) and is taken at once. Returns what run / resume return (True: it asked)."""
    if len(opts) == 1:
        return effect.resume(ctx, opts[0])
    ctx.ask(chooser, opts)
    return True


class Only(Cost):
    """"Use (play) only if ...": a condition written as a cost; the card or ability is offered only while
    cond(ctx) holds, and paying it does nothing (also for abilities that would otherwise do nothing)."""

    def __init__(self, cond):
        self.cond = cond

    def payable(self, ctx):
        return self.cond(ctx)


# ---- Collector's Pack 4: discards with a condition, removal from the game -----------------------------------
# ---- Collector's Pack 6: putting cards into play, costs paid with cards in play, Rainbow cards -------------
def entry_lanes(state, p, cid):
    """Lanes of p that card cid may enter now, as for a card played: a Building any Lane (R14: one there is
    replaced); a Creature the Lanes rules.legal.creature_lanes allows (R13, R24, Frosted Deanimator,
    the Parrotroopers)."""
    kind = state.tab.kind[cid]
    if kind == K_CREATURE:
        return creature_lanes(state, p, cid)
    return list(state.lanes_of(p)) if kind != K_SPELL else []


class PutIntoPlay(Verb):
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
        ctx.vars[f"{ctx.path}:card"] = cid
        ctx.vars["_paused"] = True
        ctx.ask(p, [f"p{p}:lane:{ln}" for ln in lanes])

    def run(self, ctx):
        r = super().run(ctx)
        return r or bool(ctx.vars.pop("_paused", False))

    def resume(self, ctx, choice):
        k = f"{ctx.path}:card"
        if k in ctx.vars:
            cid = ctx.vars.pop(k)
            ctx.state.limbo.remove(cid)
            enter_play(ctx.state, ctx.player, cid, int(choice.rsplit(":", 1)[1]))
            return False
        if choice != "none":
            self.apply(ctx, option_ref(ctx.state, choice))
        return bool(ctx.vars.pop("_paused", False))


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


# ---- Collector's Pack 5: delayed effects, card memory, the start of the Fight ---------------------------------
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


__all__ += ["Only", "DiscardOne", "in_pile", "RemoveFromGame", "creature_options", "ask_or_take"]
class AtStartOfYourNextTurn(Effect):
    """A delayed effect: "until the start of your next turn" ends with <effects> (which make no choices). Running
    it writes the children down with the card's context (ctx.vars included) in this_turn['at_start'], which
    outlasts the turn (events.LASTING); the rules run them at the start of the controller's next turn, right
    after the ready step (events.run_at_start_of_turn), whatever became of the card meanwhile."""

    def __init__(self, *effects):
        self.children = effects

    def run(self, ctx):
        st = ctx.state
        d = ctx.dump()
        d["c"] = []
        entry = {"script": ctx.script.slug, "hero": bool(ctx.script.hero), "path": ctx.path, "ctx": d,
                 "seat": ctx.player}
        if st.bonus is not BUSY:  # board.touch
            st.bonus = None
        st.this_turn = dict(st.this_turn, **{AT_START: st.this_turn.get(AT_START, []) + [entry]})  # copy on write
        return False


def remember(state, key, value):
    """Keep a JSON value under key from turn to turn (this_turn['kept'], events.LASTING), e.g. which Landscape a
    card flipped; key names the card ('<card id>:flipped')."""
    turn_map(state, KEPT, key, value)


def recall(state, key, default=None):
    """A value remember() kept (default when none)."""
    return state.this_turn.get(KEPT, {}).get(str(key), default)


def forget(state, key):
    """Drop what remember() kept under key."""
    kept = state.this_turn.get(KEPT)
    if kept and str(key) in kept:
        if state.bonus is not BUSY:  # board.touch
            state.bonus = None
        state.this_turn = dict(state.this_turn, **{KEPT: {k: v for k, v in kept.items() if k != str(key)}})


FIGHT_BEGAN = "fight_began"  # this_turn key: seats whose Fight Phase has begun this turn


def _your_event(ctx):
    return ctx.ev.get("player") == ctx.player


class _NoteFight(Effect):
    def run(self, ctx):
        turn_set(ctx.state, FIGHT_BEGAN, ctx.player)
        return False


def _fight_skipped(ctx):
    return _your_event(ctx) and ctx.player not in ctx.state.this_turn.get(FIGHT_BEGAN, ())


def start_of_your_fight(*effects, cond=None):
    """"At the start of your Fight Phase": the triggers (a list: spread it into triggers=[...]). The Fight Phase
    begins with your first attack (events.FIGHT_STARTS); a turn that ends with no attack still has one (rulebook
    001: its start effects occur), and nothing happens between the end of the main phase and it, so the
    effects then happen as the turn ends, before its other end-of-turn effects are read."""
    both = (lambda ctx: _your_event(ctx) and cond(ctx)) if cond is not None else _your_event
    skipped = (lambda ctx: _fight_skipped(ctx) and cond(ctx)) if cond is not None else _fight_skipped
    return [When(FIGHT_STARTS, _NoteFight(), cond=_your_event), When(FIGHT_STARTS, *effects, cond=both),
            When(END_OF_TURN, *effects, cond=skipped)]


__all__ += ["AtStartOfYourNextTurn", "remember", "recall", "forget", "FIGHT_BEGAN", "start_of_your_fight"]


# ---- "+N ATK while fighting a Creature on a <type> Landscape" (events.fight_bonus) ----------------------------
FIGHT_WHEN = ("attacking", "defending", "fighting")


class FightBuff(Effect):
    """This turn, the controller's Creatures have +atk while `when` ('attacking', 'defending' or 'fighting')
    a Creature standing on a face-up `landscape` Landscape (Popcorn Power). Kept in this_turn[FIGHTING], read by
    the Fight (events.fight_bonus); the card lists FIGHTING among its events (`When(FIGHTING)`) so the Fight asks."""

    def __init__(self, atk, landscape, when="attacking"):
        assert when in FIGHT_WHEN
        self.atk, self.landscape, self.when = atk, landscape, when

    def run(self, ctx):
        st = ctx.state
        if st.bonus is not BUSY:  # board.touch
            st.bonus = None
        entry = [ctx.player, self.landscape, value(self.atk, ctx), self.when]
        st.this_turn = dict(st.this_turn, **{FIGHTING: st.this_turn.get(FIGHTING, []) + [entry]})
        return False


def fights_harder(script, atk, landscape, when="attacking"):
    """A Creature with +atk while `when` ('attacking', 'defending', 'fighting') a Creature on a face-up
    `landscape` Landscape (Rocktopus, Ghost): sets the script's fight_atk (events.fight_bonus) and lists
    FIGHTING among its events. Returns the script."""
    assert when in FIGHT_WHEN

    def fight_atk(state, cid, side, lane, foe_land, attacking):
        if foe_land != landscape or (when == "attacking" and not attacking) or (when == "defending" and attacking):
            return 0
        return atk

    script.fight_atk = fight_atk
    script.events = script.events | {FIGHTING}
    return script


__all__ += ["FIGHTING", "FightBuff", "fights_harder", "DiscountNextSpell"]


# ---- Doubles Tournament: playing a card for free ------------------------------------------------------------
def free_lanes(state, p, cid):
    """Where p may play card cid for free now (R12: "free" waives the Actions only, so the face-up Landscapes its
    cost needs must be there; its own play conditions hold, R16): a Creature's Lanes (R13, R24), a Building's
    Lanes (R14), [-1] for a Spell or a Teamwork card (R27: Doubles only); [] when it cannot be played."""
    _pay, need = requirement(state, p, cid)
    if need and state.land_count[p].get(card_type(state, cid), 0) < need:
        return []
    kind = state.tab.kind[cid]
    if kind == K_TEAMWORK and len(state.hp) == 2:
        return []
    if not own_conditions(state, p, cid):
        return []
    if kind == K_CREATURE:
        return creature_lanes(state, p, cid)
    if kind == K_BUILDING:
        return list(state.lanes_of(p))
    return [-1]


def own_conditions(state, p, cid):
    """The card's own play conditions and additional costs (R11, R16), asked as if it were in p's hand."""
    sc = SCRIPTS.get(state.tab.slug[cid])
    if sc is None:
        return True
    state.hand[p].append(cid)
    ok = sc.can_play(state, p, cid)
    state.hand[p].pop()
    return bool(ok)


class PlayFree(Verb):
    """The controller plays the picked card for free (R12: no Actions; the Landscapes its cost needs must be
    there): a card in a hand, deck or discard pile, or a Creature in play, which first goes back to its owner's
    hand ("put it into your hand, then play it for free": Bail Out, Sand Castle; it left play). It is played, not
    put into play: its enters-play text happens and it counts as played this turn. A Creature goes into a Lane
    the controller picks (R13, R24; `lanes(ctx, lanes)` may narrow them: "onto this Landscape"); a card that
    cannot be played now stays where it is (in the hand, when it was taken back). Leaves ctx.vars['played'] =
    [card id, Lane] for later steps (Grand Prix's 3 damage)."""

    def __init__(self, sel, lanes=None):
        super().__init__(sel)
        self.lanes = lanes

    def _lanes(self, ctx, cid):
        out = free_lanes(ctx.state, ctx.player, cid)
        return self.lanes(ctx, out) if self.lanes is not None and out != [-1] else out

    def apply(self, ctx, ref):
        st, p = ctx.state, ctx.player
        side, zone, idx = ref
        if zone in ("creature", "building"):
            cid = card_at(ctx, ref)
            if cid < 0:
                return
            return_to_hand(st, side, idx, zone == "building")
            if cid not in st.hand[p]:
                return  # it went to another owner's hand: that player does not play it now
            zone, side = "hand", p
            note_returned(st, cid)
        else:
            cid = idx
        lanes = self._lanes(ctx, cid)
        if not lanes:
            return
        getattr(st, zone)[side].remove(cid)
        if st.scripted and PLAYED in st.listen:
            turn_append(st, "played", cid)
        if len(lanes) == 1:
            self._enter(ctx, cid, lanes[0])
            return
        st.limbo.append(cid)  # held out of every pile while the Lane is chosen
        ctx.vars[f"{ctx.path}:card"] = cid
        ctx.vars["_paused"] = True
        ctx.ask(p, [f"p{p}:lane:{ln}" for ln in lanes])

    @staticmethod
    def _enter(ctx, cid, lane):
        ctx.vars["played"] = [cid, lane]
        enter_play(ctx.state, ctx.player, cid, lane)

    def run(self, ctx):
        r = super().run(ctx)
        return r or bool(ctx.vars.pop("_paused", False))

    def resume(self, ctx, choice):
        k = f"{ctx.path}:card"
        if k in ctx.vars:
            cid = ctx.vars.pop(k)
            ctx.state.limbo.remove(cid)
            self._enter(ctx, cid, int(choice.rsplit(":", 1)[1]))
            return False
        if choice != "none":
            self.apply(ctx, option_ref(ctx.state, choice))
        return bool(ctx.vars.pop("_paused", False))


__all__ += ["PlayFree", "free_lanes", "own_conditions"]
__all__ += ["spell_proof"]


# ---- Doubles: Teamwork cards (R27) ------------------------------------------------------------------------
# A Teamwork card sits in front of its player in no Lane (zone 'teamwork', lane -1) and hears events like a card
# in play (events.dispatch). It works for both teammates in both their turns: "you or your Teammate" is the active
# player when they are on its controller's team (team_turn), and "the other Teammate" (selectors.OTHER,
# THE_OTHER) is the active player's teammate, who decides and acts even in the other's turn.
FIRSTS = "firsts"  # this_turn key: '<card id>:<tag>' for each "the first time ... this turn" already used


def team_turn(ctx):
    """R27: it is the turn of the acting card's controller or of their teammate ("you or your Teammate")."""
    st = ctx.state
    return st.team_of(st.active) == st.team_of(ctx.player)


def first_this_turn(tag):
    """A condition: the acting card's "first time ... this turn" named `tag` has not happened yet (NoteFirst)."""
    return lambda ctx: f"{ctx.source}:{tag}" not in ctx.state.this_turn.get(FIRSTS, ())


class NoteFirst(Effect):
    """The acting card's "first time ... this turn" named `tag` has happened (first_this_turn)."""

    def __init__(self, tag):
        self.tag = tag

    def run(self, ctx):
        turn_set(ctx.state, FIRSTS, f"{ctx.source}:{self.tag}")
        return False


class _NoteTeamFight(Effect):
    def run(self, ctx):
        turn_set(ctx.state, FIGHT_BEGAN, ctx.state.active)
        return False


def _team_fight(ctx):
    return team_turn(ctx) and ctx.ev.get("player") == ctx.state.active


def _team_fight_skipped(ctx):
    return _team_fight(ctx) and ctx.state.active not in ctx.state.this_turn.get(FIGHT_BEGAN, ())


def start_of_team_fight(*effects, cond=None):
    """As the Fight Phase of either teammate begins (R27): start_of_your_fight for a Teamwork card, in the
    turns of both teammates (triggers: spread the list into triggers=[...]). A turn with no attack (R38: turns 1-3)
    still has its Fight Phase, whose start effects happen as the turn ends."""
    both = (lambda ctx: _team_fight(ctx) and cond(ctx)) if cond is not None else _team_fight
    skipped = (lambda ctx: _team_fight_skipped(ctx) and cond(ctx)) if cond is not None else _team_fight_skipped
    return [When(FIGHT_STARTS, _NoteTeamFight(), cond=_team_fight), When(FIGHT_STARTS, *effects, cond=both),
            When(END_OF_TURN, *effects, cond=skipped)]


def team_played(pred=None):
    """A value: the cards played this turn (this_turn['played'], kept in games whose scripts list events.PLAYED:
    the active player's, and those a Teamwork card let the other teammate play), those pred(state, card id)
    accepts when given. Outside the turns of the acting card's team, 0."""
    def f(ctx):
        st = ctx.state
        if not team_turn(ctx):
            return 0
        ids = st.this_turn.get("played", ())
        return len(ids) if pred is None else sum(1 for c in ids if pred(st, c))
    return f


def most_drawn(ctx):
    """A value: the most cards one player of the acting card's team drew this turn ("you or your Teammate drew"),
    the turn's draw included (this_turn['drawn'], kept in games whose scripts list events.DREW)."""
    drawn = ctx.state.this_turn.get("drawn", {})
    st = ctx.state
    return max((drawn.get(str(p), 0) for p in (ctx.player, *st.teammates(ctx.player))), default=0)


def free_to_play(st, p, cid):
    """R12 "without paying its cost" (free): card cid in p's hand may be played by p now for no Actions (free_lanes:
    the Landscapes it needs, its play conditions, a Lane to enter) and no lock keeps it from being played (LOCKS)."""
    if LOCKS in st.listen and play_barred(st, p, cid) != -1:
        return False
    return bool(free_lanes(st, p, cid))


class OtherPlaysFree(Verb):
    """The picked card (in a hand: Pick(Cards('hand', OTHER, where=...), chooser=OTHER, optional=True)) is played
    by the player whose hand holds it, without paying its cost (R12: its Landscapes are still needed), from their
    hand onto their side (R27: what a Teamwork card lets "the other Teammate" play, even in the other's turn). A
    Creature or Building goes into a Lane its player picks (one Lane: no choice); a Spell resolves. It is played:
    "played this turn" counts it."""

    def candidates(self, ctx):
        st = ctx.state
        return [r for r in self.sel.refs(ctx) if free_to_play(st, r[0], r[2])]

    def ready(self, ctx):
        return bool(self.candidates(ctx))

    def apply(self, ctx, ref):
        st = ctx.state
        p, _zone, cid = ref
        if cid not in st.hand[p] or not free_to_play(st, p, cid):
            return
        lanes = free_lanes(st, p, cid)
        st.hand[p].remove(cid)
        if PLAYED in st.listen:
            turn_append(st, "played", cid)
        if len(lanes) == 1:
            enter_play(st, p, cid, lanes[0])
            return
        st.limbo.append(cid)  # while its Lane is chosen, out of every pile
        ctx.vars[f"{ctx.path}:card"] = [cid, p]
        ctx.vars["_paused"] = True
        ctx.ask(p, [f"p{p}:lane:{ln}" for ln in lanes])

    def run(self, ctx):
        r = super().run(ctx)
        return r or bool(ctx.vars.pop("_paused", False))

    def resume(self, ctx, choice):
        k = f"{ctx.path}:card"
        if k in ctx.vars:
            cid, p = ctx.vars.pop(k)
            ctx.state.limbo.remove(cid)
            enter_play(ctx.state, p, cid, int(choice.rsplit(":", 1)[1]))
            return False
        if choice != "none":
            self.apply(ctx, option_ref(ctx.state, choice))
        return bool(ctx.vars.pop("_paused", False))


class CopySpell(Effect):
    """"Copy it": the Spell the event is about (its ev 'card') resolves once more, as if played by `who` (R27: the
    other Teammate), who chooses its targets anew. The copy is not played (nothing counts it as a Spell played)
    and is no card: the Spell itself goes to its owner's discard pile as usual. A Spell without a text of the
    engine's, or whose target is not there for `who` (R16), copies to nothing."""

    def __init__(self, who=OTHER):
        self.who = who

    def _copy(self, ctx):
        cid = ctx.ev.get("card")
        if cid is None or cid < 0:
            return None
        sc = ctx.state.scripts[cid]
        return sc if sc is not None and sc.can_play(ctx.state, ctx.chooser(self.who), cid) else None

    def ready(self, ctx):
        return self._copy(ctx) is not None

    def run(self, ctx):
        sc = self._copy(ctx)
        if sc is not None:
            sc.play(ctx.state, ctx.chooser(self.who), ctx.ev["card"], -1)
        return False


class ToTeammate(Effect):
    """A Spell's closing offer (R27: its card may be handed to your teammate): the resolving Spell goes to the
    teammate's hand instead of its owner's discard pile (its owner unchanged). With no teammate (1 vs 1) nothing
    is asked."""

    def run(self, ctx):
        st = ctx.state
        if not st.teammates(ctx.player) or ctx.source not in st.limbo:
            return False
        ctx.ask(ctx.player, ["yes", "no"])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if choice == "yes" and ctx.source in st.limbo:
            st.limbo.remove(ctx.source)
            st.hand[st.teammates(ctx.player)[0]].append(ctx.source)
        return False


def lets_team_enter_frozen(script, cond):
    """A Teamwork card that, while cond(state, its card id, its side) holds, lets its team play Creatures onto
    empty Frozen Landscapes (Coordination, R41; events.frozen_entry_allowed): sets the script's frozen_entry and
    lists FROZEN_ENTRY among its events. Returns the script."""
    script.frozen_entry = lambda state, cid, side, p: bool(cond(state, cid, side))
    script.events = script.events | {FROZEN_ENTRY}
    return script


__all__ += ["FIRSTS", "team_turn", "first_this_turn", "NoteFirst", "start_of_team_fight", "team_played",
            "most_drawn", "free_to_play", "OtherPlaysFree", "CopySpell", "ToTeammate", "lets_team_enter_frozen"]
