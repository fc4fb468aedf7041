"""The position evaluation the greedy player maximises and MCTS scores its leaves with.

`evaluate(state, player)` is a number in "HP units" from `player`'s point of view (higher is better):

    terminal                 win +1000, loss -1000, draw 0
    HP                       (my HP - their HP) * W_HP, plus a danger term that grows as HP gets low
    board (per Creature)     W_ATK * ATK + W_DEF * DEF left + W_BODY (it blocks a Lane)
    board (per Building)     W_BUILDING (+ W_BUILDING_SCRIPTED if the engine simulates its text)
    threat (tempo)           ATK of Creatures facing an empty Lane: the side to move hits with them first
                             (W_THREAT_NOW), the other side a turn later (W_THREAT_NEXT)
    lethal                   the side to move has unblocked ATK >= the other side's HP: +/- W_LETHAL
    cards                    W_CARD per card in hand, W_DECK per card left in the deck (running low)

Mine minus theirs for every term. The weights were set by playing greedy variants against each other on
the Collector's Pack mirrors (docs/players.md)."""
from __future__ import annotations

from ..board import DRAW_RESULT, K_CREATURE, OVER
from ..defs import RAINBOW
from ..events import SCRIPTS
from .view import creature_stats

WIN = 1000.0
W_HP = 1.0
W_DANGER = 6.0  # extra value of HP when low: W_DANGER / (hp + 2)
W_ATK = 1.6
W_DEF = 0.35
W_BODY = 1.0
W_BUILDING = 0.6
W_BUILDING_SCRIPTED = 1.5
W_THREAT_NOW = 1.0
W_THREAT_NEXT = 0.5
W_LETHAL = 40.0
W_CARD = 1.1
W_DECK = 0.05


def side_terms(state, p):
    """(board value, unblocked ATK) of side p."""
    o = 1 - p
    board = 0.0
    unblocked = 0
    ocr = state.creature[o]
    for lane in range(len(state.creature[p])):
        st = creature_stats(state, p, lane)
        if st is not None:
            atk, left = st
            board += W_ATK * atk + W_DEF * max(left, 0) + W_BODY
            if ocr[lane] < 0:
                unblocked += atk
        if state.building[p][lane] >= 0:
            board += W_BUILDING
            if state.scripted:
                if state.tab.slug[state.building[p][lane]] in SCRIPTS:
                    board += W_BUILDING_SCRIPTED
    return board, unblocked


def evaluate(state, player) -> float:
    """Score a position for `player` (see the module docstring for the terms and weights)."""
    if state.phase == OVER:
        w = state.winner
        if w == DRAW_RESULT or w is None:
            return 0.0
        return WIN if w == player else -WIN
    o = 1 - player
    hp_me, hp_op = state.hp[player], state.hp[o]
    score = W_HP * (hp_me - hp_op) + W_DANGER * (1.0 / (hp_op + 2) - 1.0 / (hp_me + 2))
    b_me, u_me = side_terms(state, player)
    b_op, u_op = side_terms(state, o)
    score += b_me - b_op
    mover = state.active
    if mover == player:
        score += W_THREAT_NOW * u_me - W_THREAT_NEXT * u_op
        if u_me >= hp_op:
            score += W_LETHAL
    else:
        score += W_THREAT_NEXT * u_me - W_THREAT_NOW * u_op
        if u_op >= hp_me:
            score -= W_LETHAL
    score += W_CARD * (len(state.hand[player]) - len(state.hand[o]))
    score += W_DECK * (min(len(state.deck[player]), 10) - min(len(state.deck[o]), 10))
    return score


def castable(state, player, card_id) -> bool:
    """True when the card could ever be paid for with the player's face-up Landscapes (R11)."""
    cost = state.tab.cost[card_id]
    if cost == 0:
        return True
    lt = state.tab.ltype[card_id]
    have = state.land_count[player].get(RAINBOW if lt == RAINBOW else lt, 0)
    return have >= cost


def keep_hand(state, player) -> bool:
    """Mulligan rule: keep a hand with at least one castable Creature of cost <= 2 and at least two
    castable cards; otherwise take the mulligan (R7)."""
    hand = state.hand[player]
    k = state.tab.kind
    cost = state.tab.cost
    ok = [c for c in hand if castable(state, player, c)]
    early_creatures = [c for c in ok if k[c] == K_CREATURE and cost[c] <= 2]
    return len(early_creatures) >= 1 and len(ok) >= 2


__all__ = ["WIN", "castable", "evaluate", "keep_hand", "side_terms"]
