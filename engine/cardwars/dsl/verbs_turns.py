"""Verbs for later in the turn or a later turn (Collector's Pack 5): delayed effects, card memory kept from
turn to turn, the start of the Fight Phase, and "+N ATK while fighting a Creature on a <type> Landscape"."""
from __future__ import annotations

from ..board import BUSY
from ..events import AT_START, END_OF_TURN, FIGHT_STARTS, FIGHTING, KEPT, turn_map, turn_set
from .effects import Effect
from .triggers import When
from .values import value


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


__all__ = ["AtStartOfYourNextTurn", "remember", "recall", "forget", "FIGHT_BEGAN", "start_of_your_fight", "FIGHT_WHEN",
           "FightBuff", "fights_harder"]
