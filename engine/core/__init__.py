"""The game-independent core: the state protocol every game implements, outcomes and returns, the seeded
RNG, the table (seats and teams), game records, the game registry, matches over N seats and their summaries,
and the generic players.

Nothing here imports a game; games import this package and register themselves (registry.register_game).
"""
from .errors import GameStopped, IllegalAction
from .outcome import Outcome, Termination, returns_from_places
from .protocol import GameInfo, GameState, Player
from .registry import UnknownGame, game_names, load_game, register_game
from .rng import Rng
from .table import SeatId, Table, TableError, TeamId

__all__ = [
    "GameInfo", "GameState", "GameStopped", "IllegalAction", "Outcome", "Player", "Rng", "SeatId", "Table", "TableError",
    "TeamId", "Termination", "UnknownGame", "game_names", "load_game", "register_game", "returns_from_places",
]
