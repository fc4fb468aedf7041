"""Position value at a table of teams (Doubles, R26-R36): the players' evaluation counted per team.

The 1 vs 1 evaluation (engine.cardwars.players.evaluate) compares a seat with its one opponent. At a table of
teams, a seat counts its teammate's board as its own (R28: friendly = you or your teammate) and the HP that
matters is the team's pool (R34); each Creature is weighed against the Landscape in front of it (R26), so an
open Lane is one whose facing Landscape holds no Creature, and its ATK threatens the facing seat's team."""
from __future__ import annotations

from typing import Final

from ..board import DRAW_RESULT, OVER
from .view import creature_stats

W_HP: Final = 1.0
W_DANGER: Final = 30.0
W_ATK: Final = 0.9
W_DEF: Final = 0.35
W_BODY: Final = 1.0
W_BUILDING: Final = 0.8
W_THREAT: Final = 0.6
W_LETHAL: Final = 40.0
W_CARD: Final = 1.1
WIN: Final = 1000.0


def team_terms(state, team) -> tuple[float, int]:
    """(board value, ATK of its Creatures facing an empty Lane) of every seat of `team`."""
    board = 0.0
    open_atk = 0
    for p in state.team_seats(team):
        for lane in state.lanes_of(p):
            st = creature_stats(state, p, lane)
            if st is not None:
                atk, left = st
                board += W_ATK * atk + W_DEF * max(left, 0) + W_BODY
                o, olane = state.facing(p, lane)
                if state.creature[o][olane] < 0:
                    open_atk += max(atk, 0)
        board += W_BUILDING * sum(1 for b in state.building[p] if b >= 0)
    return board, open_atk


def team_value(state, player) -> float:
    """Score a position for `player`'s team against the other team (WIN / -WIN once over, 0 for a draw)."""
    mine = state.team_of(player)
    if state.phase == OVER:
        w = state.winner
        if w == DRAW_RESULT or w is None:
            return 0.0
        return WIN if state.team_of(w) == mine else -WIN
    score = 0.0
    for team in state.teams:
        sign = 1.0 if team == mine else -1.0
        hp = state.team_hp(team)
        board, open_atk = team_terms(state, team)
        cards = sum(len(state.hand[p]) for p in state.team_seats(team))
        score += sign * (W_HP * hp - W_DANGER / (max(hp, 0) + 2) + board + W_THREAT * open_atk + W_CARD * cards)
    for team in state.teams:
        if team != mine and team_terms(state, mine)[1] >= state.team_hp(team):
            score += W_LETHAL * 0.5  # our open ATK could end the game
    return score
