"""The rules engine: pure Python, no Django. This module is its public face (ARCHITECTURE.md); the site and
the workers import nothing else of the engine.

>>> from engine import load_card_pool, new_game
>>> pool = load_card_pool("cards/data/catalogue.json")
>>> setup = pool.setup("CP1-finn", "CP1-jake")           # or Setup(players=(PlayerSetup(...), ...), cards=...)
>>> s = new_game(setup, seed=7)
>>> while not s.is_terminal():
...     s.apply_action(s.legal_actions()[0])             # or an Action text: s.apply_action("draw")
>>> s.outcome()                                          # Outcome: places, winner, Termination, returns()

>>> load_game("cardwars")                                # the game registry (engine.core)
"""
from . import cardwars, naruto, trashwar  # noqa: F401 - importing a game registers it (engine.core.registry)
from .cardwars import actions, formats
from .cardwars.actions import Action, ActionParseError
from .cardwars.actions import parse as parse_action
from .cardwars.cards import missing as card_missing
from .cardwars.cards import status as card_status
from .cardwars.defs import DOUBLES_TURN_LIMIT, CardDef, CardPool, HeroDef, PlayerSetup, Setup, load_card_pool
from .cardwars.doubles_match import doubles_game_setup, play_doubles_indexed, play_doubles_match, summarize_doubles
from .cardwars.events import is_scripted
from .cardwars.game import GameState, new_game
from .cardwars.match import (
    compact_actions,
    fork_start,
    play_fork_game,
    play_game,
    play_match,
    play_match_game,
    player_label,
    record_from_compact,
    seated_setup,
)
from .cardwars.match import summarize_rows as summarize
from .cardwars.players import UnknownPlayer
from .cardwars.players import check_spec as check_player_spec
from .cardwars.stats import GameResult as MatchGameResult
from .cardwars.stats import to_json as summary_json
from .cardwars.stats import wilson
from .core import (
    GameInfo,
    GameStopped,
    IllegalAction,
    Outcome,
    Rng,
    SeatId,
    Table,
    TableError,
    TeamId,
    Termination,
    UnknownGame,
    game_names,
    load_game,
    register_game,
)
from .core.match import play_match as play_game_match
from .core.match import seating as match_seating
from .core.record import GameRecord, replay
from .core.summary import summarize as summarize_game_rows
from .core.summary import to_json as game_summary_to_json
from .naruto import FORMATS as NARUTO_FORMATS
from .naruto import SYMBOLS as NARUTO_SYMBOLS
from .naruto import card_reason as naruto_card_reason
from .naruto import card_status as naruto_card_status
from .naruto import card_text as naruto_card_text
from .naruto import deck_problems as naruto_deck_problems
from .naruto import demo_decks as naruto_demo_decks
from .naruto import set1 as naruto_set1

__all__ = [
    "DOUBLES_TURN_LIMIT", "Action", "ActionParseError", "CardDef", "CardPool", "GameInfo", "GameStopped", "GameRecord", "GameState", "HeroDef",
    "IllegalAction", "MatchGameResult", "Outcome", "PlayerSetup", "Rng", "SeatId", "Setup", "Table", "TableError",
    "TeamId", "Termination", "UnknownGame",
    "UnknownPlayer", "actions", "card_missing", "card_status", "check_player_spec", "compact_actions", "fork_start",
    "formats", "play_fork_game",
    "game_names", "is_scripted", "load_card_pool", "load_game", "new_game", "parse_action", "play_game",
    "doubles_game_setup", "play_doubles_indexed", "play_doubles_match", "summarize_doubles", "play_match", "play_match_game", "player_label", "record_from_compact", "register_game", "replay",
    "seated_setup", "summarize", "summary_json", "wilson",
    # matches of any game of the registry (engine.core): N seats, rows, summaries
    "game_summary_to_json", "match_seating", "play_game_match", "summarize_game_rows",
    # the Naruto CCG's card pool, card texts and statuses, deck formats and demo decks (the site's catalogue)
    "NARUTO_FORMATS", "NARUTO_SYMBOLS", "naruto_card_reason", "naruto_card_status", "naruto_card_text",
    "naruto_deck_problems", "naruto_demo_decks", "naruto_set1",
]
