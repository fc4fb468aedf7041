"""The Trash War evaluation: how good a position is for one seat, in [-1, 1] (docs/trash-war.md).

strength(p) of a seat still in the game, from its Walls as they will stand once the Trash in flight lands
(projected: an incoming card hits the Wall aimed at or deflected onto, a shielded one is gone, a maced one
lands on the Mace's target; a loaded Catapult's Trash lands on its target):
    sum over standing Walls of (4 - damage)  +  3 per standing Wall  +  the worth of the cards in hand
where a Wall whose projected damage reaches 4 counts as destroyed. Card worth (CARD_WORTH) is what a card
in hand is worth in Wall points: a Mace 1.2, a Shield 0.6 + 0.15 x value, a Repair 0.6 (1.2 with a Wall
down), and so on. A seat that is out, or whose Walls would all fall, has strength 0.

value(seat) = (strength(seat) - mean strength of the other seats) / 25, placed in the range the seat can
still reach: a seat still in is worth at least what being the next one out is worth (returns() of that
place), so being in is always better than being out. A finished game is worth its returns(); a seat that
is out is worth the return of the place it went out in."""
from __future__ import annotations

from typing import Any

from .board import DEFEND, LOAD, Board
from .setup import BURN, CATAPULT, DEFLECT, MACE, REPAIR, SHIELD, TRASH, WALL_FALLS_AT, WALLS_EACH

SCALE = 25.0
STANDING_BONUS = 3.0
HAND_CAP = 4.0  # a full hand is worth at most this many Wall points


def card_worth(kind: str, value: int, walls_down: int) -> float:
    """What one card in hand is worth, in Wall points."""
    if kind == TRASH:
        return 0.4 + 0.1 * value
    if kind == MACE:
        return 1.2
    if kind == SHIELD:
        return 0.6 + 0.15 * value
    if kind == DEFLECT:
        return 0.4
    if kind == BURN:
        return 0.3 + 0.1 * value
    if kind == REPAIR:
        return 1.2 if walls_down else 0.6
    if kind == CATAPULT:
        return 0.5
    return 0.0


def worth_table(b: Board) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """card_worth per card type: (with every Wall up, with a Wall down), built once per deck."""
    w = b.tab.memo.get("worth")
    if w is None:
        kv = list(zip(b.tab.kinds, b.tab.values, strict=True))
        w = b.tab.memo["worth"] = (tuple(card_worth(k, v, 0) for k, v in kv), tuple(card_worth(k, v, 1) for k, v in kv))
    return w  # type: ignore[return-value]


def projected_damage(b: Board) -> list[list[int]]:
    """Damage per [seat][wall] once the Trash in flight lands."""
    values = b.tab.values
    dmg = [[sum(values[t] for t in w) for w in ws] for ws in b.walls]
    if b.incoming:
        d = b.active
        decided = b.defence if b.step == DEFEND else [None] * len(b.incoming)
        for (t, aim, _s), dec in zip(b.incoming, decided, strict=False):
            if dec is None:
                dmg[d][aim] += values[t]
            elif dec[0] == "deflect":
                dmg[d][dec[1]] += values[t]
            elif dec[0] == "mace":
                dmg[dec[1]][dec[2]] += values[t]
    if b.step == LOAD and b.cat_target >= 0:
        for t, w in b.loaded:
            dmg[b.cat_target][w] += values[t]
    return dmg


def strength(b: Board, p: int, dmg: list[list[int]]) -> float:
    """A seat's strength (module docstring); 0 when it is out or would be."""
    if b.out[p]:
        return 0.0
    pts = 0.0
    up = 0
    for w in range(WALLS_EACH):
        if b.standing[p][w] and dmg[p][w] < WALL_FALLS_AT:
            pts += WALL_FALLS_AT - dmg[p][w] + STANDING_BONUS
            up += 1
    if not up:
        return 0.0
    worth = worth_table(b)[0 if all(b.standing[p]) else 1]
    hand = sum(worth[t] for t in b.hands[p])
    return pts + min(hand, HAND_CAP)


def out_value(n: int, k: int) -> float:
    """returns() of the k-th seat out (0 = first out) of n: -1 + 2k/(n-1)."""
    return -1.0 + 2.0 * k / (n - 1)


def evaluate(state: Any, seat: int) -> float:
    """The value of the position for `seat`, in [-1, 1] (module docstring)."""
    b: Board = state
    if b.result is not None:
        return b.result.returns()[seat]
    n = b.n
    if b.out[seat]:
        return out_value(n, b.eliminated.index(seat))
    dmg = projected_damage(b)
    mine = strength(b, seat, dmg)
    others = sum(strength(b, q, dmg) for q in range(n) if q != seat) / (n - 1)
    v = max(-1.0, min(1.0, (mine - others) / SCALE))
    low = out_value(n, len(b.eliminated))
    return low + (1.0 - low) * (v + 1.0) / 2.0
