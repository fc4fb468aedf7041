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
the Collector's Pack mirrors (docs/players.md). MCTS scores its leaves with evaluate().

`turn_value(state, player)` is what the greedy player maximises: the same terms seen from the end of the
turn being played. It plays the Fight of the side to move in its head (R18, R19: each ready Creature hits
the Creature facing it, or the HP behind an empty Lane), without cloning or applying anything, then scores
the board the other side will face (without the bonuses that end with this turn), with cards in hand valued by kind (a Creature card is worth more
than a Spell or Building card, and cards past the seventh less).
`keep_opening_hand` is the greedy player's mulligan rule (R7); `keep_hand` is the older, looser one that
SimplePlayer uses."""
from __future__ import annotations

from typing import Final

from ..board import DRAW_RESULT, FIGHT, K_CREATURE, MAIN, OVER, READY, Board
from ..defs import RAINBOW
from ..events import SCRIPTS, THIS_TURN
from ..rules.legal import attack_blocked
from ..rules.turn import no_floop_or_fight
from .team_eval import team_value
from .view import creature_stats

WIN: Final = 1000.0
W_HP: Final = 1.0
W_DANGER: Final = 6.0  # extra value of HP when low: W_DANGER / (hp + 2)
W_ATK: Final = 1.6
W_DEF: Final = 0.35
W_BODY: Final = 1.0
W_BUILDING: Final = 0.6
W_BUILDING_SCRIPTED: Final = 1.5
W_THREAT_NOW: Final = 1.0
W_THREAT_NEXT: Final = 0.5
W_LETHAL: Final = 40.0
W_CARD: Final = 1.1
W_DECK: Final = 0.05


def side_terms(state: Board, p: int) -> tuple[float, int]:
    """(board value, unblocked ATK) of side p."""
    o = state.opponent(p)  # the side across the Lanes
    board = 0.0
    unblocked = 0
    ocr = state.creature[o]
    for lane in state.lanes_of(p):
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
    for b in state.building[p][len(state.creature[p]):]:  # additional Buildings (Burly Lumberjack)
        if b >= 0:
            board += W_BUILDING
            if state.scripted and state.tab.slug[b] in SCRIPTS:
                board += W_BUILDING_SCRIPTED
    return board, unblocked


def evaluate(state: Board, player: int) -> float:
    """Score a position for `player` (see the module docstring for the terms and weights)."""
    if len(state.hp) != 2:  # a table of teams (Doubles): the team's HP pool and both teammates' boards
        return team_value(state, player)
    if state.phase == OVER:
        w = state.winner
        if w == DRAW_RESULT or w is None:
            return 0.0
        return WIN if w == player else -WIN
    o = state.opponent(player)
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


# turn_value's weights (the board and HP terms are evaluate()'s)
W_HAND_CREATURE: Final = 1.2  # a Creature card in hand: the next turns' board
W_HAND_OTHER: Final = 0.9  # a Spell or Building card in hand
W_HAND_EXTRA: Final = 0.5  # each card past HAND_FULL, whatever its kind
HAND_FULL: Final = 7


def hand_value(state, p) -> float:
    """Cards in hand by kind; cards past HAND_FULL count W_HAND_EXTRA."""
    hand = state.hand[p]
    kind = state.tab.kind
    v = 0.0
    for c in hand:
        v += W_HAND_CREATURE if kind[c] == K_CREATURE else W_HAND_OTHER
    n = len(hand)
    if n > HAND_FULL:
        v = v * HAND_FULL / n + W_HAND_EXTRA * (n - HAND_FULL)
    return v


def _board(state, p, st_p, st_o):
    board = 0.0
    unblocked = 0
    blds = state.building[p]
    for lane in range(len(st_p)):
        st = st_p[lane]
        if st is not None:
            atk, left = st
            board += W_ATK * atk + W_DEF * left + W_BODY
            if st_o[lane] is None:
                unblocked += atk
        b = blds[lane]
        if b >= 0:
            board += W_BUILDING
            if state.scripted and state.tab.slug[b] in SCRIPTS:
                board += W_BUILDING_SCRIPTED
    for b in blds[len(st_p):]:  # additional Buildings (Burly Lumberjack): worth what a Lane's first one is
        if b >= 0:
            board += W_BUILDING
            if state.scripted and state.tab.slug[b] in SCRIPTS:
                board += W_BUILDING_SCRIPTED
    return board, unblocked


def _expire(state, st):
    """Take off the board stats `st` the modifiers that end with this turn (they are gone by the time the
    other side moves); a Creature whose damage then reaches its DEF is destroyed (R19)."""
    t = state.turn
    for cid, da, dd, until in state.mods:
        if until != THIS_TURN and not (until[0] == "t" and int(until[1:]) <= t):
            continue
        for p in state.seats:
            cr = state.creature[p]
            for ln in state.lanes_of(p):
                if cr[ln] == cid and st[p][ln] is not None:
                    a, left = st[p][ln]
                    st[p][ln] = (a - da, left - dd) if left - dd > 0 else None


def turn_value(state, player) -> float:
    """Score `player`'s position as it will stand when the side to move has fought (module docstring)."""
    if len(state.hp) != 2:  # a table of teams (Doubles)
        return team_value(state, player)
    if state.phase == OVER:
        w = state.winner
        if w == DRAW_RESULT or w is None:
            return 0.0
        return WIN if w == player else -WIN
    mover = state.active
    other = state.opponent(mover)
    lanes = state.lanes_of(mover)
    st = [[creature_stats(state, p, ln) for ln in state.lanes_of(p)] for p in state.seats]
    hp = state.hp[:]
    if state.phase in (MAIN, FIGHT) and not no_floop_or_fight(state):
        cr, cs = state.creature[mover], state.cstate[mover]
        sm, so = st[mover], st[other]
        for ln in lanes:
            if cr[ln] < 0 or cs[ln] != READY or (state.scripted and attack_blocked(state, other, ln)):
                continue  # R21: a Flooped or exhausted Creature does not attack
            a_atk, a_left = sm[ln]
            a_atk = max(a_atk, 0)  # a minus can take ATK below 0; no Creature deals less than no damage
            d = so[ln]
            if d is None:
                hp[other] -= a_atk  # R18: an empty Lane, the damage goes to HP
                continue
            d_atk, d_left = d
            d_atk = max(d_atk, 0)
            d_left -= a_atk  # R18/R19: both deal damage at once
            a_left -= d_atk
            so[ln] = (d_atk, d_left) if d_left > 0 else None
            sm[ln] = (a_atk, a_left) if a_left > 0 else None
        if hp[other] <= 0:  # R22
            return WIN if other != player else -WIN
    if state.mods:
        _expire(state, st)
    o = state.opponent(player)
    hp_me, hp_op = hp[player], hp[o]
    score = W_HP * (hp_me - hp_op) + W_DANGER * (1.0 / (hp_op + 2) - 1.0 / (hp_me + 2))
    b_me, u_me = _board(state, player, st[player], st[o])
    b_op, u_op = _board(state, o, st[o], st[player])
    score += b_me - b_op
    # after the Fight, the other side moves next: its unblocked ATK hits first
    if other == player:
        score += W_THREAT_NOW * u_me - W_THREAT_NEXT * u_op
        if u_me >= hp_op:
            score += W_LETHAL
    else:
        score += W_THREAT_NEXT * u_me - W_THREAT_NOW * u_op
        if u_op >= hp_me:
            score -= W_LETHAL
    score += hand_value(state, player) - hand_value(state, o)
    score += W_DECK * (min(len(state.deck[player]), 10) - min(len(state.deck[o]), 10))
    return score


def keep_opening_hand(state, player) -> bool:
    """The greedy player's mulligan rule (R7): keep a hand with at least two Creatures it can ever pay for
    (its face-up Landscapes), one of them of cost <= 2; otherwise shuffle it back and draw five new cards
    (a 40-card deck is about half Creatures, so most new hands do better)."""
    hand = state.hand[player]
    k = state.tab.kind
    cost = state.tab.cost
    creatures = [c for c in hand if k[c] == K_CREATURE and castable(state, player, c)]
    return len(creatures) >= 2 and min(cost[c] for c in creatures) <= 2


__all__ = ["WIN", "castable", "evaluate", "hand_value", "keep_hand", "keep_opening_hand", "side_terms",
           "turn_value"]
