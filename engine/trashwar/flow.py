"""The turn sequence of Trash War (TW6-TW20), the piles and torch phases (TW32-TW35), Walls falling
(TW29-TW31) and elimination (TW37-TW40). Functions over a Board; chance only through the board's Rng."""
from __future__ import annotations

from bisect import insort
from typing import TypeVar

from ..core.outcome import Outcome, Termination
from ..core.rng import Rng
from .board import DEFEND, DISCARD, FINAL_TORCH_PHASE, OVER, PHASE2, STAT_KEYS, THROW, THROW_DRAWN, Board, tables_for
from .legal import defence_options, phase2_options
from .setup import HAND_SIZE, WALL_FALLS_AT, WALLS_EACH, Setup

REASON_WIN = "last fortress"  # TW38
REASON_TURN_LIMIT = "turn limit"  # TW40
REASON_NO_TRASH = "no trash left"  # every Trash card has left the game: no one can throw again

B = TypeVar("B", bound=Board)


def new_board(cls: type[B], setup: Setup, seed: int) -> B:
    """TW3-TW5: Walls dealt (the rest to the box), the other cards shuffled and 5 dealt to each player,
    the first player drawn; then the first turn starts (TW7: Phase 3, nothing incoming)."""
    b = cls.__new__(cls)
    tab = tables_for(setup.deck)
    n = setup.seats
    b.setup, b.tab, b.n, b.rng = setup, tab, n, Rng(seed)
    b.turn, b.step, b.torch_phase = 1, THROW, 1
    walls = setup.deck.counts[tab.wall]
    b.box = [tab.wall] * (walls - WALLS_EACH * n)  # TW-R1
    cards = [t for t, c in enumerate(setup.deck.counts) if t != tab.wall for _ in range(c)]
    b.rng.shuffle(cards)  # TW4
    b.draw, b.recycle, b.torched, b.removed = cards, [], [], []
    b.hands = [[] for _ in range(n)]
    for _ in range(HAND_SIZE):  # dealt one at a time, round the table
        for p in range(n):
            if b.draw:
                b.hands[p].append(b.draw.pop())
    for h in b.hands:
        h.sort()
    b.walls = [[[] for _ in range(WALLS_EACH)] for _ in range(n)]
    b.standing = [[True] * WALLS_EACH for _ in range(n)]
    b.out = [False] * n
    b.eliminated, b.elimination_turns = [], []
    b.incoming, b.defence, b.loaded = [], [], []
    b.defend_index, b.mace_target, b.cat_target, b.drawn = 0, -1, -1, -1
    b.had_incoming = False
    b.result = None
    b.stats = dict.fromkeys(STAT_KEYS, 0)
    b.active = b.rng.randbelow(n)  # TW5
    start_turn(b)
    return b


# ---- piles (TW32-TW35) ---------------------------------------------------------------------------------

def send(b: Board, t: int) -> None:
    """TW32, TW-R7: a card leaving a hand or a Wall goes to the recycle or the torched pile, or out of the
    game, by its torches and the torch phase."""
    torches = b.tab.torches[t]
    if torches == 0:
        b.recycle.append(t)
    elif b.torch_phase >= FINAL_TORCH_PHASE:
        b.removed.append(t)
    elif torches <= b.torch_phase:
        b.torched.append(t)
    else:
        b.recycle.append(t)


def recycle_if_needed(b: Board) -> None:
    """TW34: with the draw pile empty and cards in the recycle pile, the recycle pile is shuffled into
    the new draw pile, the torched pile leaves the game and the torch phase moves on."""
    if b.draw or not b.recycle:
        return
    b.draw = b.recycle
    b.recycle = []
    b.rng.shuffle(b.draw)
    b.removed.extend(b.torched)
    b.torched = []
    if b.torch_phase < FINAL_TORCH_PHASE:
        b.torch_phase += 1
    b.stats["recycles"] += 1


def draw_one(b: Board, p: int) -> int:
    """Draw one card into p's hand (-1 when both piles are empty, TW35); TW34/TW-R13: recycle before a
    draw from an empty pile and right after a draw empties it."""
    if not b.draw:
        recycle_if_needed(b)
        if not b.draw:
            return -1
    t = b.draw.pop()
    insort(b.hands[p], t)
    if not b.draw:
        recycle_if_needed(b)
    return t


def refill(b: Board, p: int) -> None:
    """TW20: draw until the hand holds 5 cards (or the piles run dry)."""
    hand = b.hands[p]
    while len(hand) < HAND_SIZE and draw_one(b, p) >= 0:
        pass


def refill_now(b: Board, p: int) -> None:
    """TW-R9: with the 'immediate' redraw scheme, refill as soon as a played card has left the hand."""
    if b.setup.redraw == "immediate":
        refill(b, p)


# ---- the turn ------------------------------------------------------------------------------------------

def start_turn(b: Board) -> None:
    """TW7: Phases 1-4 with trash incoming, else Phase 3 then Phase 4."""
    b.had_incoming = bool(b.incoming)
    b.defence = [None] * len(b.incoming)
    b.defend_index, b.mace_target, b.cat_target, b.drawn = 0, -1, -1, -1
    b.loaded = []
    if b.incoming:
        b.step = DEFEND
        next_defence(b)
    else:
        begin_phase3(b)


def next_defence(b: Board) -> None:
    """TW10: ask about the next incoming card the defender could defend; when none is left, resolve."""
    while b.defend_index < len(b.incoming):
        if defence_options(b):
            b.step = DEFEND
            return
        b.defend_index += 1
    resolve_defence(b)


def resolve_defence(b: Board) -> None:
    """TW11, TW12, TW31, TW37, TW39: maced Trash moves on, every other card not shielded hits its Wall
    (all at once), Walls are checked, and the turn goes on to Phase 2, Phase 4 or the next player."""
    d = b.active
    hits: list[tuple[int, int]] = []
    maced: list[tuple[int, int, int]] = []
    for (t, aim, _sender), dec in zip(b.incoming, b.defence, strict=True):
        if dec is None:
            hits.append((t, aim))
        elif dec[0] == "deflect":
            hits.append((t, dec[1]))
        elif dec[0] == "mace":
            maced.append((t, dec[2], d))  # TW-R3: keeps the Wall its new sender picked
        else:  # TW25: shielded, to the piles
            send(b, t)
    b.incoming, b.defence = [], []
    for t, w in hits:
        b.walls[d][w].append(t)
    check_walls(b, d)
    knocked_out = not any(b.standing[d])
    if knocked_out:
        eliminate(b, d)
        if b.step == OVER:
            b.incoming = maced  # still in flight when the game ends: the count of cards holds
            return
    if maced:  # TW12: skip Phases 2 and 3; the Mace's target plays next
        if not knocked_out:
            refill(b, d)
        end_turn(b, b.mace_target, maced)
    elif knocked_out:  # TW39
        end_turn(b, b.left_of(d), [])
    else:
        begin_phase2(b)


def check_walls(b: Board, p: int) -> None:
    """TW29, TW-R5: a Wall with 4 or more damage is destroyed and its Trash goes to the piles."""
    values = b.tab.values
    for w in range(WALLS_EACH):
        if b.standing[p][w] and sum(values[t] for t in b.walls[p][w]) >= WALL_FALLS_AT:
            b.standing[p][w] = False
            for t in b.walls[p][w]:
                send(b, t)
            b.walls[p][w] = []
            b.stats["walls_destroyed"] += 1


def eliminate(b: Board, p: int) -> None:
    """TW37, TW-R8: out at once; the hand goes to the piles and the Walls leave the game."""
    b.out[p] = True
    b.eliminated.append(p)
    b.elimination_turns.append(b.turn)
    for t in b.hands[p]:
        send(b, t)
    b.hands[p] = []
    b.removed.extend([b.tab.wall] * WALLS_EACH)
    if sum(1 for q in range(b.n) if not b.out[q]) == 1:
        finish(b, Termination.WIN_CONDITION, REASON_WIN)


def begin_phase2(b: Board) -> None:
    """TW14, TW-R2: Burn or Repair only after trash stopped at this fortress (and no Mace)."""
    if b.had_incoming and phase2_options(b):
        b.step = PHASE2
    else:
        begin_phase3(b)


def begin_phase3(b: Board) -> None:
    """TW16, TW17: throw when holding Trash, else discard one card and draw one."""
    p = b.active
    hand = b.hands[p]
    is_trash = b.tab.is_trash
    if any(is_trash[t] for t in hand):
        b.step = THROW
    elif hand:
        b.step = DISCARD
    else:  # nothing to discard: just draw
        after_replacement(b, draw_one(b, p))


def after_replacement(b: Board, t: int) -> None:
    """TW18, TW19: a drawn Trash card is thrown at once; anything else passes the turn to the left."""
    if t >= 0 and b.tab.is_trash[t]:
        b.step = THROW_DRAWN
        b.drawn = t
        return
    p = b.active
    b.stats["passes_left"] += 1
    refill(b, p)
    end_turn(b, b.left_of(p), [])


def throw_at(b: Board, target: int, items: list[tuple[int, int]]) -> None:
    """TW8, TW9: the thrown Trash lies on the target's Walls; Phase 4; the target plays next."""
    p = b.active
    incoming = [(t, w, p) for t, w in items]
    b.loaded = []
    b.cat_target = -1
    b.drawn = -1
    refill(b, p)
    end_turn(b, target, incoming)


def end_turn(b: Board, nxt: int, incoming: list[tuple[int, int, int]]) -> None:
    """TW40: stop at the turn limit; otherwise the next player's turn starts."""
    if b.turn >= b.setup.turn_limit:
        b.incoming = incoming
        finish(b, Termination.TURN_LIMIT, REASON_TURN_LIMIT)
        return
    if b.tab.trash_can_leave and not incoming and not trash_left(b):
        finish(b, Termination.NO_PROGRESS, REASON_NO_TRASH)
        return
    b.turn += 1
    b.active = nxt
    b.incoming = incoming
    start_turn(b)


def trash_left(b: Board) -> bool:
    """Is any Trash card still where it can be thrown again (hands, piles, Walls)?"""
    is_trash = b.tab.is_trash
    zones = [*b.hands, b.draw, b.recycle, *(w for ws in b.walls for w in ws)]
    return any(is_trash[t] for z in zones for t in z)


def finish(b: Board, termination: Termination, reason: str) -> None:
    """End the game: places by elimination order (TW38); at a limit the players still in share first."""
    b.step = OVER
    alive = [p for p in range(b.n) if not b.out[p]]
    places = [0] * b.n
    for k, p in enumerate(reversed(b.eliminated)):
        places[p] = len(alive) + k
    b.result = Outcome(tuple(places), termination, reason, tuple(b.eliminated))

