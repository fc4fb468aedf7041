"""Always-on abilities: ATK/DEF modifiers, "may not be attacked", cost changes, granted Floops.

Receivers say which Creature a static touches: a function rec(ctx) -> bool where ctx is the source
card's context and ctx.target = (side, lane, card id) is the Creature being asked about."""
from __future__ import annotations

from ..defs import LANES
from ..events import building_reaches
from ..ops.core import RECV_LTYPE, attack_of, static_sources
from .values import is_nonneg, value


# ---- receivers ------------------------------------------------------------------------------------------
def ITSELF(ctx):  # noqa: N802 - reads as a constant in card scripts
    """The source Creature itself."""
    return ctx.target[2] == ctx.source


def ADJACENT_TO(ctx):  # noqa: N802
    """Creatures in Lanes next to the source, on its own side (a Building is not adjacent to its own Lane)."""
    side, lane, _cid = ctx.target
    return side == ctx.side and abs(lane - ctx.lane) == 1


def IN_THIS_LANE(ctx):  # noqa: N802
    """The controller's Creature in the source's Lane (Buildings: "your Creature in this Lane"), and one next to it
    that the Buildings on adjacent Landscapes affect (Knit Kitty, R32: events.building_reaches)."""
    side, lane, cid = ctx.target
    return side == ctx.side and building_reaches(ctx.state, ctx.lane, lane, cid)


def FRIENDLY_CREATURES(ctx):  # noqa: N802
    """Every Creature the source's controller controls."""
    return ctx.target[0] == ctx.player


def ALL_CREATURES(ctx):  # noqa: N802
    """Every Creature in play."""
    return True


def ON_FACE_DOWN(ctx):  # noqa: N802
    """The controller's Creatures on face-down Landscapes."""
    side, lane, _cid = ctx.target
    return side == ctx.player and ctx.state.face_down[side][lane]


def MOVED_THIS_TURN(ctx):  # noqa: N802
    """Creatures that changed Lanes this turn."""
    return ctx.target[2] in ctx.state.this_turn.get("moved", ())


def ACROSS(ctx):  # noqa: N802
    """The opposing Creature in the source's Lane: on the Landscape facing the source's (R26, R32; in 1 vs 1 the
    same Lane number on the other side)."""
    side, lane, _cid = ctx.target
    return ctx.lane >= 0 and side != ctx.player and ctx.state.facing(ctx.player, ctx.lane) == (side, lane)


# The same tests on raw numbers (source id, its side and Lane, receiver id, side and Lane): exact equivalents of
# the receivers (IN_THIS_LANE's lets more through), asked first so that most Creatures are turned down without
# building a context. A Hero's source is (hero_source(seat), seat, -1): the tests give for it what the receivers give for its context.
ITSELF.pre = lambda src, sside, slane, cid, side, lane: cid == src
ADJACENT_TO.pre = lambda src, sside, slane, cid, side, lane: side == sside and (lane - slane == 1 or slane - lane == 1)
# not exact: it lets a Creature next to the source through, for the receiver to ask (Knit Kitty)
IN_THIS_LANE.pre = lambda src, sside, slane, cid, side, lane: side == sside and -1 <= lane - slane <= 1
FRIENDLY_CREATURES.pre = lambda src, sside, slane, cid, side, lane: side == sside
# not exact in Doubles: the Lane mirrored across (n faces 3 - n there) is let through, for the position to decide
ACROSS.pre = lambda src, sside, slane, cid, side, lane: side != sside and (lane == slane or lane == LANES - 1 - slane)
# ... and ones that read the position too: pre_state(state, src, sside, slane, cid, side, lane)
IN_THIS_LANE.pre_state = lambda state, src, sside, slane, cid, side, lane: (
    side == sside and building_reaches(state, slane, lane, cid))
ACROSS.pre_state = lambda state, src, sside, slane, cid, side, lane: (
    slane >= 0 and side != sside and state.facing(sside, slane) == (side, lane))
ON_FACE_DOWN.pre_state = lambda state, src, sside, slane, cid, side, lane: side == sside and state.face_down[side][lane]


def BOTH_IN_THIS_LANE(ctx):  # noqa: N802
    """Every Creature in the source's Lane, either side: across, on the facing Landscape (R26, R32); on its own, a
    Knit Kitty next to it too (R32)."""
    side, lane, cid = ctx.target
    if side == ctx.side:
        return lane == ctx.lane or building_reaches(ctx.state, ctx.lane, lane, cid)
    return (side, lane) == ctx.state.facing(ctx.side, ctx.lane)


# not exact: it lets through a Creature next to the source (Knit Kitty) and, across, one in the same Lane (1 vs 1)
# or the mirrored one (Doubles: n faces 5-n, R26), for the receiver to ask
BOTH_IN_THIS_LANE.pre = lambda src, sside, slane, cid, side, lane: (
    -1 <= lane - slane <= 1 if side == sside else lane == slane or lane + slane == LANES - 1)
BOTH_IN_THIS_LANE.pre_state = lambda state, src, sside, slane, cid, side, lane: (
    lane == slane or building_reaches(state, slane, lane, cid) if side == sside else (side, lane) == state.facing(sside, slane))


def _state_test(to):
    """The receiver's raw test with the position as first argument, or None when it has none."""
    t = getattr(to, "pre_state", None)
    if t is not None:
        return t
    pre = getattr(to, "pre", None)
    if pre is None:
        return None
    return lambda state, src, sside, slane, cid, side, lane: pre(src, sside, slane, cid, side, lane)


def where(rec, pred):
    """A receiver narrowed by pred(ctx); `within` names the receiver it narrows (it accepts no Creature that one
    turns down: the rules' reach test, dsl.card._reach, reads it)."""
    def narrowed(ctx):
        return rec(ctx) and pred(ctx)
    narrowed.within = rec
    narrowed.narrow = getattr(pred, "table", None)  # (RECV_*, Landscape type, n) when the rules read pred off the Board
    return narrowed


def receiver_landscape(landscape):
    """The receiving card's own Landscape type (a "Cornfield Creature")."""
    f = lambda ctx: ctx.state.tab.ltype[ctx.target[2]] == landscape  # noqa: E731
    f.table = (RECV_LTYPE, landscape, 0)
    return f


# ---- statics --------------------------------------------------------------------------------------------
class Stat:
    """+atk / +defn (values; negative for minus) to every Creature `to` accepts while `when` holds."""

    def __init__(self, atk=0, defn=0, to=ITSELF, when=None):
        self.atk, self.defn, self.to, self.when = atk, defn, to, when
        self.pre = getattr(to, "pre", None)  # a receiver's test on raw numbers, when it has one
        self.pre_state = _state_test(to)  # the same (or one that reads the position), with the state first

    @property
    def adds_def(self):
        """True when its DEF change is never negative (it can only raise DEF)."""
        return is_nonneg(self.defn)

    def amount(self, ctx, which):
        v = self.atk if which == 0 else self.defn
        if not v or not self.to(ctx) or (self.when is not None and not self.when(ctx)):
            return 0
        return value(v, ctx)


class SetBase(Stat):
    """The source's own ATK/DEF are set by its text (printed X): the value replaces the printed number."""

    def __init__(self, atk=None, defn=None):
        super().__init__(atk if atk is not None else 0, defn if defn is not None else 0, ITSELF)
        self.set_atk, self.set_def = atk is not None, defn is not None
        if self.set_atk:
            self.atk = self._a = atk
        if self.set_def:
            self.defn = self._d = defn

    adds_def = False  # printed X replaced: the DEF may go down (its own only: the receiver is ITSELF)

    def amount(self, ctx, which):
        tab = ctx.state.tab
        cid = ctx.target[2]
        if cid != ctx.source:
            return 0
        if which == 0:
            return value(self._a, ctx) - tab.atk[cid] if self.set_atk else 0
        return value(self._d, ctx) - tab.dfn[cid] if self.set_def else 0


class NoAttack:
    """Creatures `to` accepts may not be attacked (ruling: the Creature facing them cannot Fight)."""

    protect = True

    def __init__(self, to):
        self.to = to

    def applies(self, ctx):
        return self.to(ctx)


class NoTarget:
    """Creatures `to` accepts can't be targeted: a Target selector (anyone's Spell or ability that names a
    target) skips them; effects that pick without targeting (Pick, "each", random) still reach them."""

    shield = True

    def __init__(self, to):
        self.to = to

    def applies(self, ctx):
        return self.to(ctx)


class NoPlayTriggers:
    """Creatures `to` accepts set off no enters-play or leaves-play effects, their own or other cards' (Palace
    of Bone; the rules ask engine.effects.hushed before dispatching those events)."""

    hush = True

    def __init__(self, to):
        self.to = to

    def applies(self, ctx):
        return self.to(ctx)


class CostChange:
    """R12: cards `which(ctx)` accepts (ctx.target = (player, -1, card id)) cost `delta` more (negative:
    less; moves Actions and Landscapes needed) and `discount` fewer Actions (Landscapes unchanged)."""

    cost = True

    def __init__(self, delta=0, discount=0, which=None):
        self.delta, self.discount, self.which = delta, discount, which

    def change(self, ctx):
        if self.which is not None and not self.which(ctx):
            return (0, 0)
        return (value(self.delta, ctx), value(self.discount, ctx))


class NoAttackOrAbility:
    """Creatures `to` accepts can't attack (they stay ready) nor use their Floop or other activated abilities;
    always-on texts still work (Ice-olation Cell; the rules ask engine.cardwars.events.restrained)."""

    restrain = True

    def __init__(self, to):
        self.to = to

    def applies(self, ctx):
        return self.to(ctx)


class TripleDamageOn(Stat):
    """"Deals triple damage while on a <type> Landscape" (Immortal Maize Walker, Pirate Bear): read as ATK x3 (its
    ATK from everything else, times 3) while the Landscape it stands on is face up and of that type (R31)."""

    def __init__(self, landscape):
        super().__init__(atk=1, to=ITSELF)
        self.landscape = landscape

    def amount(self, ctx, which):
        if which != 0:
            return 0
        st = ctx.state
        side, lane, cid = ctx.target
        if cid != ctx.source or st.face_down[side][lane] or st.land[side][lane] != self.landscape:
            return 0
        others = [s for s in static_sources(st, 0) if s[1] != ctx.source]
        return 2 * attack_of(st, side, lane, cid, others)
