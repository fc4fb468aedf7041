"""A tiny N-seat game for the core tests, so they do not depend on any real game.

Hot potato: a counter starts at 5; the seat to move takes 1 or 2 off it; whoever brings it to 0 or below is
out, the counter goes back to 5 and the next seat still in moves. The last seat in wins. No chance, nothing
hidden. Seat s's player moves first in game 0 (the state is a plain class written against the protocol)."""
from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.core.match import base_row, game_seed, make_players, play_out, seating
from engine.core.mcts import MCTSPlayer
from engine.core.outcome import Outcome, Termination
from engine.core.players import RandomPlayer
from engine.core.protocol import Game, GameInfo
from engine.core.record import GameRecord

START = 5


class Potato:
    game = "potato"

    def __init__(self, seats, seed=0):
        self.n = seats
        self.counter = START
        self.turn = 0
        self.to_move = seed % seats
        self.out = [False] * seats
        self.eliminated = []
        self.result = None

    def num_seats(self):
        return self.n

    def current_player(self):
        return -1 if self.result else self.to_move

    def legal_actions(self):
        return [] if self.result else [1, 2]

    def apply_action(self, a, player=None):
        if player is not None and player != self.to_move:
            raise IllegalAction(f"P1: seat {self.to_move} moves")
        if a not in self.legal_actions():
            raise IllegalAction("P2: take 1 or 2")
        self.apply_action_unchecked(a)

    def apply_action_unchecked(self, a):
        self.turn += 1
        self.counter -= a
        p = self.to_move
        if self.counter <= 0:
            self.out[p] = True
            self.eliminated.append(p)
            self.counter = START
            alive = [q for q in range(self.n) if not self.out[q]]
            if len(alive) == 1:
                places = [0] * self.n
                for k, q in enumerate(reversed(self.eliminated)):
                    places[q] = k + 1
                self.result = Outcome(tuple(places), Termination.WIN_CONDITION, "last one in", tuple(self.eliminated))
                return
        q = (p + 1) % self.n
        while self.out[q]:
            q = (q + 1) % self.n
        self.to_move = q

    def is_terminal(self):
        return self.result is not None

    def outcome(self):
        return self.result

    def clone(self):
        c = Potato.__new__(Potato)
        c.__dict__ = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}
        return c

    def to_json(self):
        return dict(self.__dict__, result=None if self.result is None else self.result.to_dict())

    def view(self, player):
        return self.to_json()


class Setup:
    game = "potato"

    def __init__(self, seats):
        self.seats = seats

    def to_dict(self):
        return {"seats": self.seats}


def play_indexed(setup, match_seed, index, players):
    seed = game_seed(match_seed, index)
    seats = seating(index, setup.seats)
    s = Potato(setup.seats, seed)
    acts = play_out(s, make_players(GAME, [players[e] for e in seats], seed))
    row = base_row(index, seed, seats, s.outcome(), s.turn, len(acts))
    row["potato_first_counter"] = acts[0] if acts else 0
    return row, GameRecord(setup, seed, acts, s.outcome())


def summary_hook(rows, summary):
    summary["potato"] = {"rows_seen": len(rows)}


def make_player(spec, rng):
    if spec == "random":
        return RandomPlayer(rng)
    if spec.startswith("mcts"):
        return MCTSPlayer(GAME, rng, simulations=int(spec.partition(":")[2] or 200))
    raise ValueError(f"unknown player {spec!r}")


GAME = Game(info=GameInfo(name="potato", title="Hot potato", seats=(2, 3, 4, 5), chance=False),
            new_game=lambda setup, seed: Potato(setup.seats, seed), from_json=None, parse_action=lambda s, t: int(t),
            make_player=make_player, play_indexed=play_indexed, summary_hook=summary_hook)
