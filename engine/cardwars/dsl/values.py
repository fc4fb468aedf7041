"""Values and conditions: numbers and tests computed when an effect resolves (or a static is read).

A value is an int or a function ctx -> int; a condition is a function ctx -> bool. Counts of Landscapes
count face-up ones only (R31). In static modifiers ctx.target is (side, lane, card id) of the Creature
receiving the bonus."""
from __future__ import annotations

from ..board import FLOOPED
from ..defs import RAINBOW
from ..ops.core import (
    AMT_ADJ_LANDS,
    AMT_DAMAGE,
    AMT_DISCARD_FIVES,
    AMT_FACE_DOWN,
    AMT_FLOOPED,
    AMT_FROZEN,
    AMT_LAND_TYPES,
    AMT_LANDS,
    AMT_LANE_FROZEN,
    AMT_ONE,
    AMT_SPELLS,
    COND_AT_LEAST,
    COND_AT_MOST,
    COND_BUILDING,
    COND_DAMAGE_IS,
    COND_EQUALS,
    COND_FLOOPED,
    COND_LANE_EMPTY,
    COND_THEIR_TURN,
    COND_TYPES_DIFFER,
    COND_YOUR_TURN,
    RECV_DAMAGE_AT_LEAST,
    RECV_DAMAGE_IS,
    RECV_FLOOPED,
    RECV_FROZEN,
    RECV_RAINBOW,
    WHOSE_ANY,
    WHOSE_OPP,
    WHOSE_TEAM,
    WHOSE_YOU,
    rainbow_creature,
)
from ..ops.core import RAINBOW_MAKERS as RAINBOW_MAKERS  # the registry the card scripts fill in
from ..ops.core import rainbow_card as rainbow_card  # a Rainbow card now (the vocabulary's name for it)
from .selectors import ANY, OPP, TEAM, YOU, _sides, card_at

# Values and conditions the rules can read straight off the Board, without a context (ops.core.fixed_amount): a
# value made by one of the makers below carries `table` = (multiplier, AMT_* kind, WHOSE_* code, Landscape type); a
# condition carries `table` = (COND_* kind, n, then a value's table, or (0, AMT_ONE, 0, "") when it has none).
# A static built only of such pieces is compiled to plain rows once per card (dsl.card.fixed_rows).
WHOSE_CODES = {YOU: WHOSE_YOU, OPP: WHOSE_OPP, ANY: WHOSE_ANY, TEAM: WHOSE_TEAM}
NO_AMOUNT = (0, AMT_ONE, 0, "")


def _tag(f, kind, whose=YOU, landscape=""):
    """Mark a value function as one the rules read off the Board (its `table`), when its seats are known ones."""
    if whose in WHOSE_CODES:
        f.table = (1, kind, WHOSE_CODES[whose], landscape)
    return f


def table_of(v):
    """A value's table (multiplier, AMT_* kind, whose code, Landscape type): an int is n times one; None when the
    value is not one the rules read off the Board."""
    if type(v) is int:
        return (v, AMT_ONE, 0, "")
    return getattr(v, "table", None)


def nonneg(f):
    """Mark a value function as never negative (a count): a DEF bonus made of such values only adds, so
    the R19 check may skip a Creature whose damage is below its DEF without statics (engine.rules.core)."""
    f.nonneg = True
    return f


def is_nonneg(v):
    """True when a value is known never to be negative (an int >= 0 or a function marked by nonneg)."""
    return v >= 0 if isinstance(v, int) else getattr(v, "nonneg", False)


def value(v, ctx):
    """Evaluate a value (int or function of ctx)."""
    return v if isinstance(v, int) else v(ctx)


def times(n, v):
    """n times a value."""
    f = lambda ctx: n * value(v, ctx)  # noqa: E731
    inner = table_of(v) if type(n) is int else None
    if inner is not None:
        f.table = (n * inner[0], *inner[1:])
    return nonneg(f) if isinstance(n, int) and n >= 0 and is_nonneg(v) else f


def count(sel):
    """How many refs a selector finds (e.g. count(Creatures(YOU, where=flooped)))."""
    return nonneg(lambda ctx: len(sel.refs(ctx)))


def lands(landscape=RAINBOW, whose=YOU):
    """Face-up Landscapes of a type (RAINBOW: of any type) that whose controls (R31)."""
    f = lambda ctx: sum(ctx.state.land_count[s].get(landscape, 0) for s in _sides(ctx, whose))  # noqa: E731
    return nonneg(_tag(f, AMT_LANDS, whose, landscape))


def land_types(whose=YOU):
    """Different Landscape types among whose's face-up Landscapes."""
    f = lambda ctx: sum(len([k for k, v in ctx.state.land_count[s].items() if v and k != RAINBOW])  # noqa: E731
                        for s in _sides(ctx, whose))
    return nonneg(_tag(f, AMT_LAND_TYPES, whose))


def adjacent_lands(landscape):
    """Face-up Landscapes of a type adjacent to the acting card's Lane (its own side)."""
    def f(ctx):
        st, side, ln = ctx.state, ctx.side, ctx.lane
        return sum(1 for i in (ln - 1, ln + 1) if i in st.lanes_of(side) and not st.face_down[side][i]
                   and st.land[side][i] == landscape)
    return nonneg(_tag(f, AMT_ADJ_LANDS, YOU, landscape))


def hand_size(whose=OPP):
    """Cards in whose's hand."""
    return nonneg(lambda ctx: sum(len(ctx.state.hand[s]) for s in _sides(ctx, whose)))


def flooped_creatures(whose=YOU):
    """Flooped Creatures whose controls."""
    def f(ctx):
        st = ctx.state
        return sum(1 for s in _sides(ctx, whose) for ln in st.lanes_of(s)
                   if st.creature[s][ln] >= 0 and st.cstate[s][ln] == FLOOPED)
    return nonneg(_tag(f, AMT_FLOOPED, whose))


@nonneg
def spells_this_turn(ctx):
    """Spells the acting card's controller has played this turn (only the active player plays Spells)."""
    return ctx.state.this_turn.get("spells", 0) if ctx.state.active == ctx.player else 0


_tag(spells_this_turn, AMT_SPELLS)


def var(name, default=0):
    """A number an earlier effect of the same card left in ctx.vars (e.g. Mill's 'spells')."""
    return lambda ctx: ctx.vars.get(name, default)


# ---- conditions -----------------------------------------------------------------------------------------
def no_damage(ctx):
    """The acting Creature has no damage on it."""
    return ctx.state.cdmg[ctx.side][ctx.lane] == 0


no_damage.table = (COND_DAMAGE_IS, 0, *NO_AMOUNT)


def damage_is(n):
    """The acting Creature has exactly n damage on it."""
    f = lambda ctx: ctx.state.cdmg[ctx.side][ctx.lane] == n  # noqa: E731
    f.table = (COND_DAMAGE_IS, n, *NO_AMOUNT)
    return f


def _in_this_lane(ctx, s):
    """The Lane of seat s that is the acting card's Lane: its own on its controller's side, the facing Landscape's
    on the seat in front (R26, R32), none (-1) on any other seat (1 vs 1: the same Lane on both sides)."""
    if s == ctx.side or ctx.lane < 0:
        return ctx.lane
    o, olane = ctx.state.facing(ctx.side, ctx.lane)
    return olane if s == o else -1


def lane_empty(whose=OPP):
    """No Creature of whose in the acting card's Lane (across: on the facing Landscape, R32)."""
    def f(ctx):
        cr = ctx.state.creature
        return all(ln < 0 or cr[s][ln] < 0 for s in _sides(ctx, whose) for ln in (_in_this_lane(ctx, s),))
    if whose == OPP:  # the seat in front: the only opponent with a Lane that is this one (R26, R32)
        f.table = (COND_LANE_EMPTY, 0, *NO_AMOUNT)
    return f


def building_in_lane(ctx):
    """Its controller has a Building in the acting card's Lane."""
    return ctx.state.building[ctx.side][ctx.lane] >= 0


building_in_lane.table = (COND_BUILDING, 0, *NO_AMOUNT)


def at_most(v, n):
    """value <= n."""
    f = lambda ctx: value(v, ctx) <= n  # noqa: E731
    if table_of(v) is not None and type(n) is int:
        f.table = (COND_AT_MOST, n, *table_of(v))
    return f


def equals(v, n):
    """value == n."""
    f = lambda ctx: value(v, ctx) == n  # noqa: E731
    if table_of(v) is not None and type(n) is int:
        f.table = (COND_EQUALS, n, *table_of(v))
    return f


def at_least(v, n):
    """value >= n."""
    f = lambda ctx: value(v, ctx) >= n  # noqa: E731
    if table_of(v) is not None and type(n) is int:
        f.table = (COND_AT_LEAST, n, *table_of(v))
    return f


def your_turn(ctx):
    """It is the acting card's controller's turn."""
    return ctx.state.active == ctx.player


your_turn.table = (COND_YOUR_TURN, 0, *NO_AMOUNT)


def not_(cond):
    """Negation."""
    f = lambda ctx: not cond(ctx)  # noqa: E731
    if cond is your_turn:  # not the source's controller's turn, read off the Board too
        f.table = (COND_THEIR_TURN, 0, *NO_AMOUNT)
    return f


def flooped_itself(ctx):
    """The acting card is a Flooped Creature (a Hero or a card with no Lane never is)."""
    return ctx.lane >= 0 and ctx.state.cstate[ctx.side][ctx.lane] == FLOOPED


flooped_itself.table = (COND_FLOOPED, 0, *NO_AMOUNT)


def land_types_differ(ctx):
    """The controller's face-up Landscapes (R31) are each of a different type."""
    st, p = ctx.state, ctx.player
    up = [t for t, down in zip(st.land[p], st.face_down[p], strict=True) if not down]
    return len(up) == len(set(up))


land_types_differ.table = (COND_TYPES_DIFFER, 0, *NO_AMOUNT)


__all__ = ["ANY", "OPP", "YOU", "value", "nonneg", "is_nonneg", "times", "count", "lands", "land_types", "adjacent_lands",
           "hand_size", "flooped_creatures", "spells_this_turn", "var", "no_damage", "damage_is", "lane_empty",
           "building_in_lane", "at_most", "at_least", "equals", "your_turn", "not_", "land_types_differ"]


def frozen_lands(whose=ANY):
    """Landscapes with a Frozen token (R24) that whose controls (default: all in play)."""
    f = lambda ctx: sum(sum(ctx.state.frozen[s]) for s in _sides(ctx, whose))  # noqa: E731
    return nonneg(_tag(f, AMT_FROZEN, whose))


@nonneg
def damage_on_it(ctx):
    """The damage on the acting Creature (in a static: the source's own)."""
    return ctx.state.cdmg[ctx.side][ctx.lane] if ctx.lane >= 0 else 0


_tag(damage_on_it, AMT_DAMAGE)


def discard_fives(whose=YOU):
    """One for every full 5 cards in whose's discard pile (R51: a count, never negative)."""
    f = lambda ctx: sum(len(ctx.state.discard[s]) // 5 for s in _sides(ctx, whose))  # noqa: E731
    return nonneg(_tag(f, AMT_DISCARD_FIVES, whose))


__all__ += ["frozen_lands", "damage_on_it", "discard_fives"]
def face_down_lands(whose=ANY):
    """Face-down Landscapes that whose controls (default: all in play)."""
    f = lambda ctx: sum(sum(ctx.state.face_down[s]) for s in _sides(ctx, whose))  # noqa: E731
    return nonneg(_tag(f, AMT_FACE_DOWN, whose))


def entered_this_turn(whose=ANY, lane=None):
    """Creatures that entered play this turn (this_turn['entered'] = [card id, side, Lane], noted by the
    rules), on whose side; lane "this": onto the acting card's Lane only."""
    def f(ctx):
        sides = _sides(ctx, whose)
        return sum(1 for _c, s, ln in ctx.state.this_turn.get("entered", ())
                   if s in sides and (lane is None or ln == _in_this_lane(ctx, s) >= 0))
    return nonneg(f)


__all__ += ["face_down_lands", "entered_this_turn"]
# ---- Collector's Pack 6: cards played and drawn this turn, Rainbow cards and Creatures ---------------------
def cards_drawn(whose=YOU):
    """Cards whose has drawn this turn, the turn's draw included (this_turn['drawn'], kept by the rules in
    games whose scripts list events.DREW among their events)."""
    return nonneg(lambda ctx: sum(ctx.state.this_turn.get("drawn", {}).get(str(s), 0) for s in _sides(ctx, whose)))


def played_this_turn(pred=None):
    """Cards the acting card's controller played from hand this turn (this_turn['played'], kept by the rules
    in games whose scripts list events.PLAYED), those pred(state, card id) accepts when given. Only the
    active player plays cards, so it is 0 in the opponent's turn."""
    def f(ctx):
        st = ctx.state
        if st.active != ctx.player:
            return 0
        ids = st.this_turn.get("played", ())
        return len(ids) if pred is None else sum(1 for c in ids if pred(st, c))
    return nonneg(f)


def rainbow_creatures(whose=YOU):
    """Rainbow Creatures whose controls (rainbow_creature)."""
    def f(ctx):
        st = ctx.state
        return sum(1 for s in _sides(ctx, whose) for ln in st.lanes_of(s)
                   if st.creature[s][ln] >= 0 and rainbow_creature(st, s, ln, st.creature[s][ln]))
    return nonneg(f)


def receiver_rainbow(ctx):
    """Static receiver test: the receiving Creature is a Rainbow Creature (rainbow_creature)."""
    side, lane, cid = ctx.target
    return rainbow_creature(ctx.state, side, lane, cid)


receiver_rainbow.table = (RECV_RAINBOW, "", 0)  # read off the Board by the rules (ops.core)


def receiver_flooped(ctx):
    """Static receiver test: the receiving Creature is Flooped."""
    side, lane, _cid = ctx.target
    return ctx.state.cstate[side][lane] == FLOOPED


receiver_flooped.table = (RECV_FLOOPED, "", 0)  # a receiver narrowed so, read off the Board (ops.core)


def receiver_on_frozen(ctx):
    """Static receiver test: the receiving Creature stands on a Landscape with a Frozen token (R24)."""
    side, lane, _cid = ctx.target
    return ctx.state.frozen[side][lane]


receiver_on_frozen.table = (RECV_FROZEN, "", 0)


def receiver_undamaged(ctx):
    """Static receiver test: the receiving Creature has no damage on it."""
    side, lane, _cid = ctx.target
    return ctx.state.cdmg[side][lane] == 0


receiver_undamaged.table = (RECV_DAMAGE_IS, "", 0)


def receiver_damage_at_least(n):
    """Static receiver test: the receiving Creature has at least n damage on it."""
    def f(ctx):
        side, lane, _cid = ctx.target
        return ctx.state.cdmg[side][lane] >= n
    f.table = (RECV_DAMAGE_AT_LEAST, "", n)
    return f


def building_on_its_lane(ctx, ref):
    """`where` predicate: the Creature's controller has a Building in that Creature's Lane."""
    return ctx.state.building[ref[0]][ref[2]] >= 0


def slug_is(*slugs):
    """`where` predicate: the card is one of these (by slug)."""
    return lambda ctx, ref: ctx.state.tab.slug[card_at(ctx, ref)] in slugs


# ---- Doubles Tournament ------------------------------------------------------------------------------------
@nonneg
def lane_frozen_tokens(ctx):
    """Frozen tokens in the acting card's Lane: on its controller's Landscape there and on the one in front of it
    (R41: "Frozen tokens in this Lane" counts both; in Doubles the facing Landscape, R26)."""
    st, side, ln = ctx.state, ctx.side, ctx.lane
    if ln < 0:
        return 0
    o, olane = st.facing(side, ln)
    return int(st.frozen[side][ln]) + int(st.frozen[o][olane])


_tag(lane_frozen_tokens, AMT_LANE_FROZEN)
__all__ += ["lane_frozen_tokens"]
