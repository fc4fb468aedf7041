"""Verbs that change Lanes: Move and the destinations it offers (EMPTY, ADJACENT_EMPTY, HERE, ...)."""
from __future__ import annotations

from ..ops.primitives import move_building, move_creature
from .effects import LaneChoosingVerb
from .selectors import Random, Target, card_at, ref_lane


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


class Move(LaneChoosingVerb):
    """Move the picked Creature (or Building) to a destination `to(ctx, ref)` lists ((side, lane) pairs):
    EMPTY, ADJACENT_EMPTY, HERE, ...; two choices when both are open (which card, then where)."""

    HELD = "from"
    NOTES_TARGET = True

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
        self.ask_lane(ctx, list(ref), ctx.player, dests)

    def run(self, ctx):
        if isinstance(self.sel, Target) or isinstance(self.sel, Random):
            return super().run(ctx)
        refs = self.candidates(ctx)  # a Pick of no target or "each": the first that can move
        if refs:
            self.apply(ctx, refs[0])
        return self.paused(ctx)

    def lane_chosen(self, ctx, held, dest):
        ref = tuple(held)
        if card_at(ctx, ref) < 0:
            return False  # it left meanwhile
        row = ctx.state.building if ref[1] == "building" else ctx.state.creature
        if row[dest[0]][dest[1]] >= 0:
            # another effect asking at the same time (two start-of-turn moves) filled that Lane first: ask
            # again, with the Lanes empty now
            self.apply(ctx, ref)
            return self.paused(ctx)
        self._go(ctx, ref, dest)
        return False

    def _go(self, ctx, ref, dest):
        side, zone, lane = ref
        if zone == "building":
            move_building(ctx.state, side, lane, dest[1])
        else:
            move_creature(ctx.state, side, lane, dest[1], dest[0])


__all__ = ["EMPTY", "ADJACENT_EMPTY", "HERE", "NEXT_TO_HERE_YOUR_SIDE", "Move"]
