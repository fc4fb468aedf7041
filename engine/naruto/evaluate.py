"""The Naruto evaluation: how good a position is for one seat, in [-1, 1] (docs/naruto.md).

A battle under way is first played out the simple way (the projection): the Teams not yet formed stay
single, every Team that can attack does, nobody else blocks, nobody plays a Jutsu; the Showdown then gives
its Damage and Battle Rewards. The position reached is scored:

    worth(p) = 1.0 x Battle Rewards (2.0 from the 7th on, the 10th wins)
             + per Ninja in play: 0.6 + 0.15 x (Combat + Support) healthy, 0.3 + 0.1 x (Combat + Support) injured
             + 0.2 x cards in hand (at most 6) + 0.3 x Chakras (the first 4) + 0.05 x each Chakra more
             - 2.0 when 3 cards or fewer are left in the deck (NR43: an empty deck loses)

value(seat) = (worth(seat) - worth(other)) / 12, clipped to [-1, 1]; a finished game is worth its returns()."""
from __future__ import annotations

from typing import Any

from .apply import apply_unchecked
from .board import ATTACK, BLOCK, EOJ, ORGANIZE, Board
from .legal import legal_actions
from .ops import stats

SCALE = 12.0
BATTLE_STEPS = (ORGANIZE, ATTACK, BLOCK, EOJ)
PROJECTION_CAP = 60


def project(b: Board) -> Board:
    """A copy of b with the battle under way played out the simple way (module docstring)."""
    s = Board.__new__(Board)
    b.copy_into(s)
    turn = s.turn
    for _ in range(PROJECTION_CAP):
        if s.step not in BATTLE_STEPS or s.turn != turn or s.result is not None:
            break
        acts = legal_actions(s)
        if s.step == ORGANIZE or s.step == ATTACK:
            a = acts[0]
        else:
            a = acts[-1]  # noblock / pass
        apply_unchecked(s, a)
    return s


def worth(b: Board, p: int) -> float:
    """What seat p holds, in reward points (module docstring)."""
    r = len(b.rewards[p])
    v: float = r + max(0, r - 6)
    for i in b.village[p]:
        c, s = stats(b, i)
        if i in b.injured:
            v += 0.3 + 0.1 * (c + s)
        else:
            v += 0.6 + 0.15 * (c + s)
    ch = len(b.chakra[p])
    v += 0.2 * min(6, len(b.hand[p])) + 0.3 * min(4, ch) + 0.05 * max(0, ch - 4)
    if len(b.deck[p]) <= 3:
        v -= 2.0
    return v


def evaluate(state: Any, seat: int) -> float:
    """The value of the position for `seat`, in [-1, 1]."""
    b: Board = state
    if b.result is not None:
        return b.result.returns()[seat]
    if b.step in BATTLE_STEPS:
        b = project(b)
        if b.result is not None:
            return b.result.returns()[seat]
    return max(-1.0, min(1.0, (worth(b, seat) - worth(b, 1 - seat)) / SCALE))
