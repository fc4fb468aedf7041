"""Seeded, deterministic game playing: play_game returns a GameRecord and the outcome."""
from __future__ import annotations

from .players import PLAYERS
from .record import GameRecord
from .rng import Rng
from .rules.apply import apply_unchecked
from .rules.turn import new_game


def make_players(names, seed):
    """Player objects from names ('random', 'greedy'), each with its own RNG derived from the seed."""
    base = Rng(seed ^ 0x5EED5EED5EED5EED)
    return [PLAYERS[n](base.fork()) for n in names]


def play_game(setup, seed, players=("random", "random"), checked=False):
    """Play one game to the end; `players` are objects with select_action(state) or player names.
    Returns (GameRecord, Outcome). Same setup + seed + players = same game."""
    if all(isinstance(p, str) for p in players):
        players = make_players(players, seed)
    s = new_game(setup, seed)
    while s.phase != 4:  # OVER
        a = players[s.current_player()].select_action(s)
        if checked:
            s.apply_action(a)
        else:
            apply_unchecked(s, a)
    out = s.outcome()
    return GameRecord(setup, seed, list(s.history), out), out


def play_game_state(setup, seed, players=("random", "random")):
    """Like play_game but returns the final GameState (for tests and invariants)."""
    if all(isinstance(p, str) for p in players):
        players = make_players(players, seed)
    s = new_game(setup, seed)
    while s.phase != 4:
        apply_unchecked(s, players[s.current_player()].select_action(s))
    return s
