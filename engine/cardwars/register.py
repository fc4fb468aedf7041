"""Card Wars in the core's game registry: load_game("cardwars") gives this Game."""
from __future__ import annotations

import math

from ..core.protocol import Game, GameInfo
from ..core.registry import register_game
from .defs import Setup
from .game import GAME, GameState, new_game, parse_action
from .match import play_indexed, summary_hook
from .players import PLAYERS, make_player
from .players.evaluate import evaluate
from .players.view import determinise

# The core's search wants values in [-1, 1]; Card Wars's evaluation is on an HP-like scale (a win is large).
EVAL_SCALE = 25.0

INFO = GameInfo(
    name=GAME,
    title="Card Wars",
    seats=(2,),
    variants=("classic",),
    setup_format=("Setup: per seat a PlayerSetup (4 Landscapes in Lane order, the deck's card slugs, an "
                  "optional Hero), the card facts they use, the variant, a turn limit (R23) and an optional "
                  "first player (R6); Setup.to_dict() is its JSON form. Decks are checked against formats."),
    players=tuple(sorted(PLAYERS)),
)

GAME_DEF = register_game(Game(
    info=INFO,
    new_game=new_game,
    from_json=GameState.from_json,
    parse_action=parse_action,
    make_player=make_player,
    determinise=determinise,
    evaluate=lambda state, seat: math.tanh(evaluate(state, seat) / EVAL_SCALE),
    replay_setup=Setup.from_dict,
    play_indexed=play_indexed,
    summary_hook=summary_hook,
), aliases=("card-wars",))
