"""The Naruto Collectible Card Game, the third game of the engine (rules: docs/naruto.md and the NR rules
it cites). Set 1, "The Path to Hokage", is the card pool; every card has a script and a status.

Importing the package registers it: `engine.core.load_game("naruto")`.

>>> from engine.core import load_game
>>> g = load_game("naruto")
>>> s = g.new_game({"decks": ["leaf-taijutsu", "mist-and-fire"]}, seed=7)
>>> while not s.is_terminal():
...     s.apply_action(s.legal_actions()[0], player=s.current_player())
>>> s.outcome().winner
"""
from ..core.registry import register_game
from . import cards  # noqa: F401 - importing the card modules registers every script
from .actions import Action, ActionParseError, parse
from .game import GAME, determinise, new_game, play_indexed
from .position import PositionError
from .setup import FORMATS, DeckList, Setup, SetupError, deck_problems, demo_decks
from .state import NarutoState

register_game(GAME, aliases=("naruto-ccg",))

__all__ = ["FORMATS", "GAME", "Action", "ActionParseError", "DeckList", "NarutoState", "PositionError", "Setup",
           "SetupError", "deck_problems", "demo_decks", "determinise", "new_game", "parse", "play_indexed"]
