"""Hero scripts (R25: always-on abilities apply in both players' turns)."""
from __future__ import annotations

from ..dsl.vocab import (
    ON_FACE_DOWN,
    TARGET_CREATURE,
    Damage,
    Stat,
    card,
)


def _your_damaged_creature(ctx):
    side, lane, _cid = ctx.target
    return side == ctx.player and ctx.state.cdmg[side][lane] > 0


# The same test on raw numbers (owner seat, receiver side/lane/id), so most Creatures are turned down cheaply.
_your_damaged_creature.pre = lambda state, owner, side, lane, cid: side == owner and state.cdmg[side][lane] > 0


card("finn", hero=True, grant_floop=(_your_damaged_creature, [Damage(TARGET_CREATURE, 1)]))
card("jake", hero=True, statics=[Stat(atk=2, to=ON_FACE_DOWN)])
