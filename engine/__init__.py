"""The Card Wars rules engine: pure Python, no Django. The public face (ARCHITECTURE.md):

    from engine import new_game, load_card_pool
    pool = load_card_pool("cards/data/catalogue.json")
    setup = pool.setup("CP1-finn", "CP1-jake")           # or Setup(players=(PlayerSetup(...), ...), cards=...)
    s = new_game(setup, seed=7)
    while not s.is_terminal():
        s.apply_action(s.legal_actions()[0])             # or an Action text: s.apply_action("draw")
    s.outcome()                                          # Outcome(winner=0|1|None, reason='hp'|'turn limit')
"""
# importing trashwar registers "trash-war" with the game registry (engine.core.registry)
from . import actions, cards, defs, effects, formats, trashwar
from .actions import Action, ActionParseError
from .actions import parse as parse_action
from .core.match import play_match as play_game_match
from .core.registry import UnknownGame, game_names, load_game
from .core.rng import Rng
from .core.summary import summarize as summarize_game_rows
from .core.summary import to_json as game_summary_to_json
from .defs import CardDef, CardPool, HeroDef, PlayerSetup, Setup, load_card_pool
from .record import GameRecord, replay
from .rules import IllegalAction
from .rules.turn import new_game
from .simulate import play_game
from .state import GameState, Outcome

__all__ = [
    "Action", "ActionParseError", "CardDef", "CardPool", "GameRecord", "GameState", "HeroDef", "IllegalAction",
    "Outcome", "PlayerSetup", "Rng", "Setup", "actions", "cards", "defs", "effects", "formats",
    "load_card_pool", "new_game", "parse_action", "play_game", "replay",
    # every game of the registry (engine.core): Trash War today
    "UnknownGame", "game_names", "game_summary_to_json", "load_game", "play_game_match", "summarize_game_rows",
    "trashwar",
]
