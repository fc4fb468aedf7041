"""Reading a game's position format: the checks and error wording every game shares.

Each game writes its own format (to_json) and builds its own state from it; read_position wraps that build
so a position that is not a JSON object, is for another game, or is malformed in any way raises the game's
own position error with a message that says what is wrong."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

S = TypeVar("S")


def read_position(data: Any, game: str, title: str, build: Callable[[dict[str, Any]], S],
                  error: type[Exception], setup_error: type[Exception]) -> S:
    """build(data) for a position of `game` (named `title` in messages); raises `error` when `data` is not
    an object of this game, when build raises `setup_error` (its message kept) or fails on malformed data."""
    if not isinstance(data, dict):
        raise error(f"a {title} position is a JSON object")
    if data.get("game", game) != game:
        raise error(f"this position is for {data.get('game')!r}, not {game!r}")
    try:
        return build(data)
    except error:
        raise
    except setup_error as e:
        raise error(str(e)) from e
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise error(f"malformed {title} position: {type(e).__name__}: {e}") from e
