"""Set 1, "The Path to Hokage": the three Counter Missions (our own words for every card text).

When and how a Counter is played is the rules' part (engine/naruto/counters.py, NR-R15 to NR-R17): the Blocker
plays it in the Attacker's Mission Phase. A script here says only which window it answers and what it does."""
from __future__ import annotations

from ..dsl import Board, Call, Ctx, Mark, Mission, card, opp_ninjas

card("m009", Mission("Counter: as the opponent plays a non-Permanent Mission, negate it; it goes to the Discard "
                     "Pile.", counter="mission"))  # the negation itself is NR-R16
card("m026", Mission("Counter: one of the Attacker's Ninjas must go to battle this turn if it can.",
                     options_fn=opp_ninjas(), effects=(Mark("must_send"),), counter="phase"))


def _reorganize(b: Board, ctx: Ctx, on: list[int]) -> None:
    b.add_flag("reorganize", ctx.owner)  # NR-R17: the rules then ask for the new Teams (NR25)


card("m037", Mission("Counter: put all your Ninjas into new Teams before the Attacker organizes.",
                     options_fn=lambda b, c, p: [()] if b.village[p] else [], effects=(Call(_reorganize),),
                     counter="phase"))
