"""Kickstarter, Hero Pack #1, community and promo cards: those whose texts today's vocabulary says.

Rulings are beside the cards and in docs/effects.md ("Other products")."""
from __future__ import annotations

from ..dsl.vocab import (
    ANY,
    NICELANDS,
    OPPONENT,
    USELESS_SWAMP,
    Buff,
    Creatures,
    Discard,
    Freeze,
    Lands,
    Target,
    card,
    destroyed,
    nonneg,
    of_landscape,
    times,
)


@nonneg
def per_five_discarded(ctx):
    """1 for every full 5 cards in the controller's discard pile."""
    return len(ctx.state.discard[ctx.player]) // 5


def _swamp_or_nice(ctx, ref):
    return of_landscape(USELESS_SWAMP)(ctx, ref) or of_landscape(NICELANDS)(ctx, ref)


# ---- Community cards ----------------------------------------------------------------------------------------
card("fluffapillar", floop=[Buff(Target(Creatures(ANY, where=_swamp_or_nice)), atk=times(2, per_five_discarded))])
card("spear-o-mint", triggers=[destroyed(Freeze(Lands(ANY, "this")))])

# ---- Kickstarter cards --------------------------------------------------------------------------------------
card("dark-o-mint", triggers=[destroyed(Discard(2, who=OPPONENT))])
