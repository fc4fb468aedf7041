"""Read-only views of a GameState for players: effective stats, a transposition key, and the
determinisation that hides what a player cannot know. Nothing here changes the state it is given."""
from __future__ import annotations

from ...core.rng import Rng
from ..board import FIGHT, MAIN, READY, Board, LaneId, touch
from ..ops.core import stats_of

__all__ = ["FIGHT", "MAIN", "READY", "creature_stats", "determinise", "signature", "unknown_cards"]


def creature_stats(state: Board, side: int, lane: LaneId) -> tuple[int, int] | None:
    """(ATK, DEF left) of the Creature in a lane, or None when the lane is empty."""
    cid = state.creature[side][lane]
    if cid < 0:
        return None
    if not state.scripted and not state.mods:
        return state.tab.atk[cid], state.tab.dfn[cid] - state.cdmg[side][lane]
    a, d = stats_of(state, side, lane, cid)  # type: ignore[arg-type]  # a seat is an int (core.table)
    return a, d - state.cdmg[side][lane]


def signature(state, viewer=None):
    """A hashable key of everything a turn plan can change: two plans reaching the same key reach the same
    position (used to skip transpositions such as 'play A, play B' vs 'play B, play A'). With `viewer`,
    the opponent's hand counts only by its size (what the viewer can see)."""
    return state.plan_key(viewer)  # compiled with the board (engine.cardwars.board.Board.plan_key)


def unknown_cards(state, player):
    """The card ids `player` cannot see: the opponent's hand and both decks (in a canonical order, so the
    result does not depend on where those cards really are)."""
    theirs = []
    for o in state.seats:  # every other seat's hand, teammates' too (R33: hands stay hidden)
        if o != player:
            theirs += state.hand[o] + state.deck[o]
    return sorted(theirs), sorted(state.deck[player])


def determinise(state, player, rng: Rng):
    """A clone of `state` consistent with what `player` knows, with the hidden part resampled from `rng`.

    Public to the player: its own hand, the board, both discard piles, HP, every count (hand and deck sizes)
    and the history. Hidden: the opponent's hand and the order of both decks. The opponent's hand and deck
    are pooled (the player knows the opponent's deck list, not where each card is), shuffled and dealt back
    with the same sizes; the player's own deck is shuffled; the game's RNG is reseeded (future shuffles and
    random effects are unknown too). Only `rng` and public facts decide the result: the true hidden cards
    never reach the clone's hidden zones in their true places."""
    d = state.clone()
    for o in state.seats:  # each other seat's hand and deck pooled and dealt back (1 vs 1: the opponent's)
        if o == player:
            continue
        theirs = sorted(state.hand[o] + state.deck[o])
        rng.shuffle(theirs)
        nh = len(state.hand[o])
        d.hand[o] = theirs[:nh]
        d.deck[o] = theirs[nh:]
    mine = sorted(state.deck[player])
    rng.shuffle(mine)
    d.deck[player] = mine
    d.rng = Rng(rng.next64())
    touch(d)  # changed by hand: nothing worked out about the original position carries over
    return d
