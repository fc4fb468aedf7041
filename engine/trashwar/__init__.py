"""Trash War, the second game of the engine (rules: docs/trash-war.md and the TW rules it cites).

Importing the package registers it: `engine.core.load_game("trash-war")`.

>>> from engine.core import load_game
>>> g = load_game("trash-war")
>>> s = g.new_game({"seats": 4}, seed=7)
>>> while not s.is_terminal():
...     s.apply_action(s.legal_actions()[0], player=s.current_player())
>>> s.outcome().places            # per seat, 0 = the last fortress standing
"""
from ..core.registry import register_game
from .actions import Action, ActionParseError, parse
from .game import GAME, determinise, new_game, play_indexed
from .position import PositionError
from .setup import Setup, SetupError, default_deck
from .state import TrashWarState

register_game(GAME, aliases=("trashwar",))

__all__ = ["GAME", "Action", "ActionParseError", "PositionError", "Setup", "SetupError", "TrashWarState",
           "default_deck", "determinise", "new_game", "parse", "play_indexed"]
