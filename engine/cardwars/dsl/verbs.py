"""Verbs: what an effect does to the refs its selector picks (see selectors.py for each / Target / Random).
This module holds the verbs that act on Creatures, Buildings and Landscapes where they stand, Actions and cost
changes, and the small helpers hand-written effects share (ask_or_take); the other verbs live beside it:
verbs_cards (cards between piles), verbs_lanes (changing Lanes), verbs_turns (later in the turn or a later turn)
and verbs_doubles (free plays and Teamwork cards).

Amounts are values (int or function of ctx, see values.py)."""
from __future__ import annotations

from ..board import EXHAUSTED, FLOOPED, READY
from ..events import (
    CLONE_FREE,
    CREATURE_DISCOUNT,
    CREATURE_LESS,
    LANE_ACTIONS,
    SPARED,
    SPELL_DISCOUNT,
    SPELL_PROOF,
    THIS_TURN,
    add_modifier,
    guarded,
    next_turn,
    silenced,
    turn_map,
    turn_set,
)
from ..ops.primitives import (
    damage_creature,
    damage_player,
    destroy_building,
    destroy_creature,
    flip_face_down,
    freeze,
    heal_creature,
    heal_player,
    thaw,
)
from .effects import Cost, Effect, Verb
from .selectors import card_at
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


__all__ = ["Damage", "spell_proof", "Heal", "Destroy", "DiscountNextCreature", "NextCreatureCostsLess",
           "NextFreeIfNamedInPlay", "DiscountNextSpell", "Buff", "SetState", "Ready", "Exhaust", "FloopIt",
           "Flip", "kept_up", "Freeze", "Thaw", "GainActions", "GainLaneActions", "NoDamageFromOpposing",
           "creature_options", "ask_or_take", "Only"]
