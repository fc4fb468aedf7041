"""The game registry: each game registers itself once; load_game(name) finds it (OpenSpiel's load_game)."""
from __future__ import annotations

from .protocol import Game

_GAMES: dict[str, Game] = {}
_ALIASES: dict[str, str] = {}


class UnknownGame(KeyError):
    """A name no registered game answers to."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


def register_game(game: Game, aliases: tuple[str, ...] = ()) -> Game:
    """Add a game under its info.name (and aliases); registering the same name twice replaces it."""
    _GAMES[game.info.name] = game
    for a in aliases:
        _ALIASES[a] = game.info.name
    return game


def load_game(name: str) -> Game:
    """The registered game called `name` ('cardwars', 'trash-war'); raises UnknownGame listing the names."""
    key = _ALIASES.get(name, name)
    try:
        return _GAMES[key]
    except KeyError:
        raise UnknownGame(f"unknown game {name!r}; games are: {', '.join(game_names())}") from None


def game_names() -> list[str]:
    """Names of every registered game, sorted."""
    return sorted(_GAMES)
