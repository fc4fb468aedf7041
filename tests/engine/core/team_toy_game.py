"""A tiny two-teams game for the core tests: four seats in two teams of two (seated A1 B1 A2 B2).

Shared pools: each team starts with POOL points. The seat to move hits the team that moves next for 0, 1
or 2 points; a team whose pool reaches 0 is out and the other team wins together. After TURN_CAP turns
with both pools standing the game is a draw by the turn limit. No chance, nothing hidden. The game is
registered only by the tests that use it (GAME is a plain value here)."""
from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.core.match import base_row, game_seed, make_players, play_out, seat_players, seating
from engine.core.mcts import MCTSPlayer
from engine.core.outcome import Outcome, Termination
from engine.core.players import RandomPlayer
from engine.core.protocol import Game, GameInfo
from engine.core.record import GameRecord
from engine.core.table import Table

NAME = "relay-duel"
TABLE = Table.teams_of(2, 2)
POOL = 6
TURN_CAP = 16


class Duel:
    game = NAME

    def __init__(self, table=TABLE):
        self.table = table
        self.pools = [POOL] * table.n_teams
        self.to_move = 0
        self.turn = 0
        self.hits = [0] * table.n_seats  # points each seat took off the other team
        self.result = None

    def num_seats(self):
        return self.table.n_seats

    def current_player(self):
        return -1 if self.result else self.to_move

    def legal_actions(self):
        return [] if self.result else [0, 1, 2]

    def apply_action(self, a, player=None):
        if player is not None and player != self.to_move:
            raise IllegalAction(f"D1: seat {self.to_move} moves")
        if a not in self.legal_actions():
            raise IllegalAction("D2: hit for 0, 1 or 2")
        self.apply_action_unchecked(a)

    def apply_action_unchecked(self, a):
        p = self.to_move
        target = self.table.team_of(self.table.opponents(p)[0])
        self.pools[target] -= a
        self.hits[p] += a
        self.turn += 1
        if self.pools[target] <= 0:
            self.result = Outcome.team_win(self.table, self.table.team_of(p), "pool empty",
                                           eliminated=self.table.team_seats(target))
        elif self.turn >= TURN_CAP:
            self.result = Outcome.draw(self.table, "turn cap", Termination.TURN_LIMIT)
        else:
            self.to_move = self.table.next_seat(p)

    def is_terminal(self):
        return self.result is not None

    def outcome(self):
        return self.result

    def clone(self):
        c = Duel.__new__(Duel)
        c.__dict__ = {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}
        return c

    def to_json(self):
        return {"pools": self.pools, "to_move": self.to_move, "turn": self.turn, "hits": self.hits,
                "result": None if self.result is None else self.result.to_dict()}

    def view(self, player):
        return self.to_json()


class Setup:
    game = NAME

    def to_dict(self):
        return {"table": TABLE.to_dict()}


class Hitter:
    """Always hits for 2."""

    name = "hitter"

    def select_action(self, state):
        return 2


class Passer:
    """Never hits."""

    name = "passer"

    def select_action(self, state):
        return 0


def play_indexed(setup, match_seed, index, players):
    seed = game_seed(match_seed, index)
    seats = seating(index, TABLE)
    specs = seat_players(index, TABLE, players)
    s = Duel()
    acts = play_out(s, make_players(GAME, specs, seed))
    row = base_row(index, seed, seats, s.outcome(), s.turn, len(acts))
    row["seat_players"] = specs
    row["hits"] = list(s.hits)
    return row, GameRecord(setup, seed, acts, s.outcome())


def make_player(spec, rng):
    if spec.startswith("mcts"):
        return MCTSPlayer(GAME, rng, simulations=int(spec.partition(":")[2] or 100))
    players = {"random": lambda: RandomPlayer(rng), "hitter": Hitter, "passer": Passer}
    if spec not in players:
        raise ValueError(f"unknown player {spec!r}")
    return players[spec]()


GAME = Game(info=GameInfo(name=NAME, title="Relay duel", seats=(4,), chance=False, players=("random", "hitter", "passer", "mcts")),
            new_game=lambda setup, seed: Duel(), from_json=None, parse_action=lambda s, t: int(t),
            make_player=make_player, replay_setup=lambda d: Setup(), play_indexed=play_indexed)
