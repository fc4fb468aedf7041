"""Legal actions of the current player, step by step (each cites its TW rule). Reads the board, changes
nothing. Actions are listed in a stable order: by card type (the deck's order), then seat, then Wall."""
from __future__ import annotations

from collections.abc import Iterator

from . import actions as A
from .actions import Action
from .board import DEFEND, DISCARD, LOAD, PHASE2, THROW, THROW_DRAWN, Board
from .setup import BURN, CATAPULT, DEFLECT, MACE, REPAIR, SHIELD, WALLS_EACH

TAKE_ACTION = Action(A.TAKE)
PASS_ACTION = Action(A.PASS)
FIRE_ACTION = Action(A.FIRE)
MAX_CATAPULT_LOAD = 3  # TW24


def distinct(hand: list[int]) -> list[int]:
    """The card types in a (sorted) hand, each once, in order."""
    out: list[int] = []
    last = -1
    for t in hand:
        if t != last:
            out.append(t)
            last = t
    return out


def opponents(b: Board, p: int) -> list[int]:
    """TW16: the opponents still in the game."""
    return [q for q in range(b.n) if q != p and not b.out[q]]


def mace_targets(b: Board, card: int, sender: int) -> list[int]:
    """TW22, TW-R10: the seats a Mace of this type can send to (never the defender itself)."""
    d = b.active
    direction = b.tab.directions[card]
    if direction == "left":
        cands = [b.left_of(d)]
    elif direction == "right":
        cands = [b.right_of(d)]
    elif direction == "back":
        cands = [sender] if 0 <= sender < b.n and not b.out[sender] else []
    else:
        cands = opponents(b, d)
    return [q for q in cands if q != d]


def defence_options(b: Board) -> list[Action]:
    """TW10, TW22-TW25: the defence cards the defender can play on the incoming card now decided."""
    d = b.active
    tab = b.tab
    t, _aim, sender = b.incoming[b.defend_index]
    damage = tab.values[t]
    opts: list[Action] = []
    for c in distinct(b.hands[d]):
        kind = tab.kinds[c]
        if kind == SHIELD:
            if tab.values[c] >= damage:  # TW25
                opts.append(Action(A.SHIELD, tab.codes[c]))
        elif kind == DEFLECT:
            code = tab.codes[c]
            opts.extend(Action(A.DEFLECT, code, wall=w) for w in b.standing_walls(d))  # TW-R12
        elif kind == MACE:
            code = tab.codes[c]
            for q in mace_targets(b, c, sender):
                if b.mace_target in (-1, q):  # TW-R4: one target per Defence phase
                    opts.extend(Action(A.MACE, code, q, w) for w in b.standing_walls(q))
    return opts


def burn_sets(b: Board, p: int, cap: int) -> Iterator[tuple[tuple[int, str], ...]]:
    """TW26: every set of at least one Trash card on p's standing Walls worth at most `cap`, as (wall, code)
    pairs in canonical order (Wall, then card type); cards of one type on one Wall count as one choice."""
    tab = b.tab
    keys: list[tuple[int, int, int]] = []  # (wall, type, how many)
    for w in range(WALLS_EACH):
        if b.standing[p][w] and b.walls[p][w]:
            on = sorted(b.walls[p][w])
            for t in distinct(on):
                keys.append((w, t, on.count(t)))
    picked: list[tuple[int, str]] = []

    def walk(i: int, room: int) -> Iterator[tuple[tuple[int, str], ...]]:
        if i == len(keys):
            if picked:
                yield tuple(picked)
            return
        w, t, have = keys[i]
        v = tab.values[t]
        yield from walk(i + 1, room)
        k = 0
        while k < have and v * (k + 1) <= room:
            k += 1
            picked.append((w, tab.codes[t]))
            yield from walk(i + 1, room - v * k)
        del picked[len(picked) - k:]

    yield from walk(0, cap)


def phase2_options(b: Board) -> list[Action]:
    """TW14, TW26, TW27: the Burn and Repair plays open to the active player."""
    p = b.active
    tab = b.tab
    opts: list[Action] = []
    for c in distinct(b.hands[p]):
        kind = tab.kinds[c]
        if kind == BURN:
            opts.extend(Action(A.BURN, tab.codes[c], picks=picks) for picks in burn_sets(b, p, tab.values[c]))
        elif kind == REPAIR:
            opts.extend(Action(A.REPAIR, tab.codes[c], wall=w) for w in range(WALLS_EACH) if not b.standing[p][w])
    return opts


def throw_options(b: Board, cards: list[int]) -> list[Action]:
    """TW16, TW-R12: one Trash card of these types at a standing Wall of an opponent still in."""
    p = b.active
    codes = b.tab.codes
    opps = opponents(b, p)
    return [Action(A.THROW, codes[c], q, w) for c in cards for q in opps for w in b.standing_walls(q)]


def load_options(b: Board) -> list[Action]:
    """TW24: the next Trash card on the Catapult (in canonical order, so each set of aims is one sequence),
    or fire once something is loaded."""
    p = b.active
    tab = b.tab
    last = b.loaded[-1] if b.loaded else (-1, -1)
    walls = b.standing_walls(b.cat_target)
    opts = [Action(A.LOAD, tab.codes[c], wall=w) for c in distinct(b.hands[p]) if tab.is_trash[c]
            for w in walls if (c, w) >= last]
    if b.loaded:
        opts.append(FIRE_ACTION)
    return opts


def legal_actions(b: Board) -> list[Action]:
    """Every legal action of the current player (empty once the game is over)."""
    st = b.step
    tab = b.tab
    if st == DEFEND:
        return [TAKE_ACTION, *defence_options(b)]
    if st == PHASE2:
        return [PASS_ACTION, *phase2_options(b)]
    if st == THROW:
        hand = distinct(b.hands[b.active])
        acts = throw_options(b, [c for c in hand if tab.is_trash[c]])
        opps = opponents(b, b.active)
        acts.extend(Action(A.CATAPULT, tab.codes[c], q) for c in hand if tab.kinds[c] == CATAPULT for q in opps)
        return acts
    if st == LOAD:
        return load_options(b)
    if st == DISCARD:
        return [Action(A.DISCARD, tab.codes[c]) for c in distinct(b.hands[b.active])]
    if st == THROW_DRAWN:
        return throw_options(b, [b.drawn])
    return []
