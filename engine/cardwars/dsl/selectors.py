"""Selectors: which cards, Landscapes or players an effect touches, relative to the card that acts.

A selector's refs(ctx) lists references (side, zone, index): zone "creature"/"building"/"land" with a lane
index, "player" with -1, "hand"/"discard"/"deck" with a card id. Wrap a selector to say who picks:
plain = every ref ("each"), Target(sel) = the controller chooses one (R16/R17), Random(sel) = the game's
RNG picks one. Selectors are plain values: build them once at import time and share them.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from ..board import FLOOPED, READY, Board, LaneId, SeatId, slot_lane
from ..defs import LANES
from ..events import FOE_SHIELD, NEAR_BUILDINGS, SCRIPTS, guarded, near_lanes, untargetable

YOU, OPP, ANY = "you", "opp", "any"
# R27: "the other Teammate" of a Teamwork card's text: the teammate of the player whose turn it is (not the one who
# set it off), who decides and acts even in the other's turn; nobody at a table without teams
OTHER = "other"
TEAM = "team"  # R28: "friendly", "your team's": the acting card's controller and their teammates (1 vs 1: you)

# A reference to what an effect touches: (side, zone, index), index a Lane, a place in building[side], a card id
# (hand, discard, deck) or -1 (a player).
Ref = tuple[SeatId, str, int]


class Context(Protocol):
    """Where an effect runs, as selectors read it (engine.cardwars.dsl.context.Ctx)."""

    state: Board
    player: SeatId  # the acting card's controller
    source: int  # the acting card's id
    side: SeatId  # where the acting card sits
    lane: LaneId
    zone: str
    ev: dict[str, Any]  # the event's details

    def chooser(self, who: Any) -> SeatId:
        """A seat from YOU / OPP (relative to the controller; OPP: R35's single opponent) or a seat number."""


Where = Callable[[Context, Ref], bool]  # a `where` predicate
Lanes = Callable[[Context, SeatId], Iterable[LaneId]]  # a function naming the Lanes a selector looks at


def _sides(ctx: Context, whose: str) -> tuple[SeatId, ...]:
    """The seats a selector looks at: the acting card's controller (YOU), its team (TEAM: R28's "friendly", the
    controller first), its opponents (OPP) or everyone (ANY, the controller first, then in turn order)."""
    if whose == YOU:
        return (ctx.player,)
    if whose == TEAM:
        return (ctx.player, *ctx.state.teammates(ctx.player))
    if whose == OPP:
        return ctx.state.opponents(ctx.player)
    if whose == OTHER:
        o = other_teammate(ctx)
        return () if o is None else (o,)
    return ctx.state.seats_from(ctx.player)


def other_teammate(ctx: Context) -> SeatId | None:
    """R27: "the other Teammate": the teammate of the active player, when the active player is in the acting card's
    controller's team (the controller or their teammate set it off); None otherwise, and in 1 vs 1."""
    st = ctx.state
    a = st.active
    if st.team_of(a) != st.team_of(ctx.player):
        return None
    mates = st.teammates(a)
    return mates[0] if mates else None


def lanes_of_other(ctx: Context, side: SeatId) -> Iterable[LaneId]:
    """A `lane` function: the Lanes of "the other Teammate" (R27), on both sides (R26: their own Landscapes and the
    ones in front of them): "a Creature in one of their Lanes"."""
    o = other_teammate(ctx)
    st = ctx.state
    if o is None:
        return ()
    if side == o:
        return st.lanes_of(side)
    return [ln for ln in st.lanes_of(side) if st.facing(side, ln)[0] == o]


def ref_option(state: Board, ref: Ref) -> str:
    """The option text a choice shows for a ref: 'p1:creature:2', 'p0:player', 'p0:hand:dogboy'."""
    side, zone, idx = ref
    if zone == "player":
        return f"p{side}:player"
    if zone in ("hand", "discard", "deck"):
        return f"p{side}:{zone}:{state.tab.slug[idx]}"
    if zone == "building" and idx >= LANES:  # an additional Building (Burly Lumberjack): 'p0:building:<lane>:<k>'
        lane = slot_lane(state, side, idx)
        return f"p{side}:building:{lane}:{state.buildings_in(side, lane).index(idx)}"
    return f"p{side}:{zone}:{idx}"


def option_ref(state: Board, option: str) -> Ref:
    """Inverse of ref_option (a card named by slug resolves to the first such card in that zone)."""
    parts = option.split(":")
    side, zone = SeatId(int(parts[0][1:])), parts[1]
    if zone == "player":
        return (side, zone, -1)
    if zone in ("hand", "discard", "deck"):
        slug = state.tab.slug
        pile: list[int] = getattr(state, zone)[side]
        for cid in (reversed(pile) if zone == "deck" else pile):
            if slug[cid] == parts[2]:
                return (side, zone, cid)
        raise ValueError(f"no {parts[2]} in {zone} of player {side}")
    if len(parts) == 4:  # the k-th additional Building of a Lane (ref_option)
        return (side, zone, state.buildings_in(side, int(parts[2]))[int(parts[3])])
    return (side, zone, int(parts[2]))


def options(state: Board, refs: Iterable[Ref]) -> list[str]:
    """Distinct option texts for refs, in order."""
    out: list[str] = []
    for r in refs:
        o = ref_option(state, r)
        if o not in out:
            out.append(o)
    return out


class Sel:
    """Base selector. whose: YOU / OPP / ANY (relative to the acting card's controller); lane: None (any),
    'this' (the acting card's Lane; a Building's Creatures there include one next to it that adjacent Buildings
    affect, events.near_lanes), 'adjacent' (Lanes next to it, its own side only); where: a predicate
    where(ctx, ref) -> bool; other: leave the acting card itself out."""

    zone = "creature"

    def __init__(self, whose: str = ANY, lane: str | Lanes | None = None, where: Where | None = None,
                 other: bool = False) -> None:
        self.whose, self.lane, self.where, self.other = whose, lane, where, other

    def lanes(self, ctx: Context, side: SeatId) -> Iterable[LaneId]:
        """The Lanes of `side` this selector looks at."""
        if self.lane is None:
            return ctx.state.lanes_of(side)
        if self.lane == "this":
            if ctx.lane < 0:
                return ()
            if side == ctx.side:
                if self.zone == "creature" and ctx.zone == "building" and NEAR_BUILDINGS in ctx.state.listen:
                    return near_lanes(ctx.state, side, ctx.lane)  # and a Creature next to it (Knit Kitty, R32)
                return (ctx.lane,)
            o, olane = ctx.state.facing(ctx.side, ctx.lane)  # "in this Lane" across: the facing Landscape (R32)
            return (olane,) if o == side else ()  # teammates and the other opponent share no Lane (R26)
        if self.lane == "adjacent":
            if side != ctx.side or ctx.lane < 0:
                return ()  # your cards are never adjacent to the opponent's
            mine = ctx.state.lanes_of(side)
            return [i for i in (ctx.lane - 1, ctx.lane + 1) if i in mine]
        if isinstance(self.lane, str):
            raise ValueError(f"no Lanes called {self.lane!r}")
        return self.lane(ctx, side)  # a function (ctx, side) -> lanes

    def refs(self, ctx: Context) -> list[Ref]:
        """Every ref it selects now."""
        st = ctx.state
        out: list[Ref] = []
        for side in _sides(ctx, self.whose):
            row = self.row(st, side)
            for ln in self.lanes(ctx, side):
                if self.present(st, side, ln, row):
                    r = (side, self.zone, ln)
                    if self.other and side == ctx.side and ln == ctx.lane and self.zone == ctx.zone:
                        continue
                    if self.where is None or self.where(ctx, r):
                        out.append(r)
        return out

    def exists(self, ctx: Context) -> bool:
        """True when refs(ctx) would find something (stops at the first; R16 readiness checks)."""
        if type(self).refs is not Sel.refs:
            return bool(self.refs(ctx))
        st = ctx.state
        for side in _sides(ctx, self.whose):
            row = self.row(st, side)
            for ln in self.lanes(ctx, side):
                if self.present(st, side, ln, row):
                    if self.other and side == ctx.side and ln == ctx.lane and self.zone == ctx.zone:
                        continue
                    if self.where is None or self.where(ctx, (side, self.zone, ln)):
                        return True
        return False

    def row(self, st: Board, side: SeatId) -> Sequence[Any]:
        """side's row of what it selects (by Lane)."""
        return st.creature[side]

    def present(self, st: Board, side: SeatId, ln: LaneId, row: Sequence[Any]) -> bool:
        """Something it selects is in Lane ln of the row."""
        return bool(row[ln] >= 0)


class Creatures(Sel):
    """Creatures in play."""


class Buildings(Sel):
    """Buildings in play: in each Lane its first Building, then the additional ones (Burly Lumberjack), refs
    (side, 'building', place in building[side])."""

    zone = "building"

    def row(self, st: Board, side: SeatId) -> Sequence[Any]:
        return st.building[side]

    def refs(self, ctx: Context) -> list[Ref]:
        st = ctx.state
        if not any(st.annex):
            return Sel.refs(self, ctx)
        out: list[Ref] = []
        for side in _sides(ctx, self.whose):
            row = st.building[side]
            for ln in self.lanes(ctx, side):
                for slot in st.buildings_in(side, ln):
                    if self.other and row[slot] == ctx.source:
                        continue
                    r = (side, "building", slot)
                    if self.where is None or self.where(ctx, r):
                        out.append(r)
        return out

    def exists(self, ctx: Context) -> bool:
        if not any(ctx.state.annex):
            return Sel.exists(self, ctx)
        return bool(self.refs(ctx))


class Lands(Sel):
    """Landscapes. face_up: True / False / None (either); landscape: a type, matched on face-up ones only
    (R31: a face-down Landscape gives no type)."""

    zone = "land"

    def __init__(self, whose: str = ANY, lane: str | Lanes | None = None, where: Where | None = None,
                 face_up: bool | None = None, landscape: str | None = None) -> None:
        super().__init__(whose, lane, where)
        self.face_up, self.landscape = face_up, landscape

    def row(self, st: Board, side: SeatId) -> Sequence[Any]:
        return st.face_down[side]

    def present(self, st: Board, side: SeatId, ln: LaneId, row: Sequence[Any]) -> bool:
        if self.face_up is not None and row[ln] == self.face_up:
            return False
        return self.landscape is None or (not row[ln] and st.land[side][ln] == self.landscape)


class EmptyLanes(Sel):
    """Lanes with no Creature of that side (zone 'lane'; frozen Landscapes count: R24)."""

    zone = "lane"

    def present(self, st: Board, side: SeatId, ln: LaneId, row: Sequence[Any]) -> bool:
        return bool(row[ln] < 0)


class Players(Sel):
    """Players (YOU, OPP or ANY). OPP is "your opponent", one player: in Doubles (R35) the controller of the
    Landscape in front of the acting card; for a card in no Lane (a Spell, a Hero, a Teamwork card) the acting
    player picks one of the two (R17: `picks` lists them; the verbs ask), and refs gives the first in turn order
    to a reader that does not ask."""

    zone = "player"

    def refs(self, ctx: Context) -> list[Ref]:
        if self.whose == OPP and len(ctx.state.hp) != 2:
            return [(ctx.chooser(OPP), "player", -1)]
        return [(s, "player", -1) for s in _sides(ctx, self.whose)]

    def picks(self, ctx: Context) -> list[Ref]:
        """R35: the opponents the acting player picks "your opponent" from, when the text leaves it open (a card
        in no Lane at a table with several opponents); [] when refs names the one opponent meant."""
        st = ctx.state
        if self.whose != OPP or len(st.hp) == 2 or (ctx.lane >= 0 and ctx.side == ctx.player):
            return []
        opps = st.opponents(ctx.player)
        return [(o, "player", -1) for o in opps] if len(opps) > 1 else []


class Opponents(Sel):
    """Every opponent of the acting card's controller (R35: "target opponent", "each opponent" are either player
    of the other team, never the teammate); the one opponent in 1 vs 1."""

    zone = "player"

    def refs(self, ctx: Context) -> list[Ref]:
        return [(s, "player", -1) for s in ctx.state.opponents(ctx.player)]


class Cards(Sel):
    """Cards in a hidden or public pile: zone 'hand', 'discard' or 'deck'; where(ctx, ref) filters."""

    def __init__(self, zone: str, whose: str = YOU, where: Where | None = None) -> None:
        super().__init__(whose, None, where)
        self.zone = zone

    def refs(self, ctx: Context) -> list[Ref]:
        out: list[Ref] = []
        for side in _sides(ctx, self.whose):
            pile: list[int] = getattr(ctx.state, self.zone)[side]
            for cid in pile:
                r = (side, self.zone, cid)
                if self.where is None or self.where(ctx, r):
                    out.append(r)
        return out


class _Self(Sel):
    def refs(self, ctx: Context) -> list[Ref]:
        if ctx.lane < 0:
            return []
        if ctx.zone == "building" and ctx.state.building[ctx.side][ctx.lane] != ctx.source:
            row = ctx.state.building[ctx.side]  # an additional Building (Burly Lumberjack): its own place
            return [(ctx.side, "building", row.index(ctx.source))] if ctx.source in row else []
        return [(ctx.side, ctx.zone, ctx.lane)]


SELF = _Self()  # the acting card itself


class Target:
    """The chooser (default: the acting card's controller) picks one ref (R17). R16: a Spell or ability
    whose first Target has no ref cannot be used; an enters-play Target with none does nothing.
    optional=True adds a 'none' option ("you may"). A Creature that can't be targeted (Cave of Solitude:
    engine.effects.untargetable) is no ref of a Target, whoever's card asks; Pick is the same choice for
    texts that do not say "target", and reaches it."""

    targeting = True

    def __init__(self, sel: Sel, chooser: str = YOU, optional: bool = False) -> None:
        self.sel, self.chooser, self.optional = sel, chooser, optional

    def refs(self, ctx: Context) -> list[Ref]:
        """The refs it may pick from."""
        sel = self.sel
        st = ctx.state
        if isinstance(sel, Players) and sel.whose == OPP and len(st.hp) != 2:
            # R35: "target opponent" is either player of the other team, wherever the acting card is
            return [(o, "player", -1) for o in st.opponents(ctx.player)]
        refs = sel.refs(ctx)
        if self.targeting and st.shield_by_id is not None and refs:  # only games with such a card look
            refs = [r for r in refs if r[1] != "creature" or not untargetable(st, r[0], r[2])]
        if self.targeting and refs and FOE_SHIELD in st.listen and ctx.zone in ("spell", "creature"):
            # Cloud Tower: no target of a foe's Spell or Creature ability
            refs = [r for r in refs if r[1] != "creature" or not guarded(st, r[0], r[2], ctx.player, FOE_SHIELD)]
        return refs

    def exists(self, ctx: Context) -> bool:
        """True when there is something to pick."""
        if self.targeting and (ctx.state.shield_by_id is not None or FOE_SHIELD in ctx.state.listen):
            return bool(self.refs(ctx))
        ex = getattr(self.sel, "exists", None)
        return bool(ex(ctx)) if ex is not None else bool(self.sel.refs(ctx))


class Pick(Target):
    """A choice of one ref, like Target, for a text that does not say "target" ("move one of your Creatures"):
    it does not target, so a Creature that can't be targeted may still be picked (rulebook: Cave of
    Solitude)."""

    targeting = False


class Random:
    """The game's RNG (state.rng) picks one ref; nothing happens when there is none."""

    def __init__(self, sel: Sel) -> None:
        self.sel = sel

    def refs(self, ctx: Context) -> list[Ref]:
        """The refs it picks from."""
        return self.sel.refs(ctx)


# ---- predicates for `where` -------------------------------------------------------------------------------
def card_at(ctx: Context, ref: Ref) -> int:
    """The card id a ref names (or -1)."""
    side, zone, idx = ref
    st = ctx.state
    if zone == "creature":
        return st.creature[side][idx]
    if zone == "building":
        return st.building[side][idx]
    if zone in ("hand", "discard", "deck"):
        return idx
    return -1


def of_landscape(landscape: str) -> Where:
    """The card's own Landscape type is `landscape` ("a Blue Plains Creature": the card, not its lane)."""
    return lambda ctx, ref: ctx.state.tab.ltype[card_at(ctx, ref)] == landscape


def on_land(landscape: str) -> Where:
    """The card stands on a face-up Landscape of that type ("a Creature on a Cornfield Landscape"; R31)."""
    return lambda ctx, ref: (not ctx.state.face_down[ref[0]][ref[2]]
                             and ctx.state.land[ref[0]][ref[2]] == landscape)


def not_on_land(landscape: str) -> Where:
    """The card does not stand on a face-up Landscape of that type (a face-down one has no type, R31)."""
    f = on_land(landscape)
    return lambda ctx, ref: not f(ctx, ref)


def of_kind(kind_code: int) -> Where:
    """The card is of a kind (engine.state.K_CREATURE, K_SPELL, ...)."""
    return lambda ctx, ref: ctx.state.tab.kind[card_at(ctx, ref)] == kind_code


def damaged(ctx: Context, ref: Ref) -> bool:
    """A Creature with damage on it."""
    return ctx.state.cdmg[ref[0]][ref[2]] > 0


def flooped(ctx: Context, ref: Ref) -> bool:
    """A Flooped Creature (or Building)."""
    side, zone, lane = ref
    return (ctx.state.bstate if zone == "building" else ctx.state.cstate)[side][lane] == FLOOPED


def has_floop(ctx: Context, ref: Ref) -> bool:
    """A card whose own script has a Floop ability."""
    sc = SCRIPTS.get(ctx.state.tab.slug[card_at(ctx, ref)])
    return sc is not None and bool(sc.has_floop)


def both(*preds: Where) -> Where:
    """All predicates hold."""
    return lambda ctx, ref: all(p(ctx, ref) for p in preds)


# ---- common selectors -----------------------------------------------------------------------------------
IN_LANE = Creatures(ANY, "this")  # every Creature in this Lane (both sides)
OPPOSING_IN_LANE = Creatures(OPP, "this")
# your Creature in this Lane; from a Building also one next to it that adjacent Buildings affect (Knit Kitty, R32)
YOURS_IN_LANE = Creatures(YOU, "this")
ADJACENT = Creatures(YOU, "adjacent")
FRIENDLY = Creatures(YOU)
OPPOSING = Creatures(OPP)
CREATURES = Creatures(ANY)
OPPONENT = Players(OPP)
YOURSELF = Players(YOU)
TARGET_CREATURE = Target(CREATURES)
TARGET_IN_LANE = Target(IN_LANE)
TARGET_FRIENDLY = Target(FRIENDLY)
TARGET_OPPOSING = Target(OPPOSING)
TARGET_PLAYER = Target(Players(ANY))
TEAM_CREATURES = Creatures(TEAM)  # R28: friendly in Doubles, your Creatures and your teammate's
TARGET_OPPONENT = Target(Opponents())  # R35: either opponent


def changed_lanes(ctx: Context, ref: Ref) -> bool:
    """A card that changed Lanes this turn."""
    return card_at(ctx, ref) in ctx.state.this_turn.get("moved", ())


def ref_lane(ctx: Context, ref: Ref) -> LaneId:
    """The Lane a card or Landscape ref stands in (an additional Building's own Lane: Burly Lumberjack)."""
    return slot_lane(ctx.state, ref[0], ref[2]) if ref[1] == "building" else ref[2]


def on_frozen(ctx: Context, ref: Ref) -> bool:
    """A card (or Landscape) on a Landscape with a Frozen token (R24)."""
    return ctx.state.frozen[ref[0]][ref_lane(ctx, ref)]


# ---- Collector's Pack 4 ---------------------------------------------------------------------------------------
def not_frozen(ctx: Context, ref: Ref) -> bool:
    """A Landscape (or a card on one) without a Frozen token (R24)."""
    return not ctx.state.frozen[ref[0]][ref_lane(ctx, ref)]


def costs(lo: int, hi: int | None = None) -> Where:
    """`where` predicate: a card whose printed cost is at least lo (and at most hi, when given)."""
    def f(ctx: Context, ref: Ref) -> bool:
        c = ctx.state.tab.cost[card_at(ctx, ref)]
        return c >= lo and (hi is None or c <= hi)
    return f


class _EventPlayer(Sel):
    zone = "player"

    def refs(self, ctx: Context) -> list[Ref]:
        p = ctx.ev.get("player")
        return [(p, "player", -1)] if p is not None else []


EVENT_PLAYER = _EventPlayer()  # the player the event is about (the one who discarded, drew, ...)
# ---- Collector's Pack 5 ---------------------------------------------------------------------------------------

def exhausted(ctx: Context, ref: Ref) -> bool:
    """An exhausted Creature (or Building): not ready, whether it attacked, was Flooped or entered so."""
    side, zone, lane = ref
    return (ctx.state.bstate if zone == "building" else ctx.state.cstate)[side][lane] != READY


def owned(ctx: Context, ref: Ref) -> bool:
    """A card the acting card's controller owns (came from their deck), whoever controls it now."""
    return ctx.state.tab.owner[card_at(ctx, ref)] == ctx.player


# ---- Doubles: Teamwork cards (R27) --------------------------------------------------------------------------
class _EventCreature(Sel):
    """The Creature the event is about (its ev 'card'), wherever it stands now: the attacker of ATTACKS."""

    def refs(self, ctx: Context) -> list[Ref]:
        cid = ctx.ev.get("card")
        st = ctx.state
        if cid is None:
            return []
        for side in st.seats_from(st.active):
            row = st.creature[side]
            for ln in st.lanes_of(side):
                if row[ln] == cid:
                    return [(side, "creature", ln)]
        return []


class _EventSource(Sel):
    """The player whose Creature dealt the damage of a DAMAGED event (its ev 'source_side'), when one did."""

    zone = "player"

    def refs(self, ctx: Context) -> list[Ref]:
        p = ctx.ev.get("source_side")
        return [(p, "player", -1)] if p is not None else []


EVENT_CREATURE = _EventCreature()
EVENT_SOURCE = _EventSource()
THE_OTHER = Players(OTHER)  # R27: "the other Teammate", as a player
