"""One adapter per game on the site, found by the engine registry's name (matches/games/base.py).

Every game the engine registers (engine.game_names()) either has an adapter here or is listed in
NOT_ON_SITE with the reason, so the site says plainly which games it does not run yet;
tests/matches/test_games.py checks it against the registry.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError

from engine import game_names, load_game

from .base import Format, GameAdapter
from .cardwars import CardWars
from .trashwar import TrashWar

ADAPTERS: dict[str, GameAdapter] = {adapter.name: adapter for adapter in (CardWars(), TrashWar())}
# Registry games the site does not run yet, with what to use instead.
NOT_ON_SITE: dict[str, str] = {
    "naruto": "not on the site yet; the command line plays it: manage.py simulate --game naruto",
}
DEFAULT_GAME = "cardwars"


def adapter_for(name: str) -> GameAdapter:
    """The adapter of the game called `name`, or a ValidationError saying why the site cannot run it."""
    adapter = ADAPTERS.get(name)
    if adapter is not None:
        return adapter
    if name in NOT_ON_SITE:
        raise ValidationError(f"{load_game(name).info.title} is {NOT_ON_SITE[name]}.")
    raise ValidationError(f"No game {name!r} on this site; games are: {', '.join(site_games())}.")


def site_games() -> list[str]:
    """The registry's games the site runs, in the registry's order."""
    return [name for name in game_names() if name in ADAPTERS]


def games_not_on_site() -> list[dict]:
    """The registry's games the site does not run: name, title and why, for the pages to say so."""
    return [{"name": name, "title": load_game(name).info.title,
             "reason": NOT_ON_SITE.get(name, "not on the site: no adapter")}
            for name in game_names() if name not in ADAPTERS]


__all__ = ["ADAPTERS", "DEFAULT_GAME", "NOT_ON_SITE", "Format", "GameAdapter", "adapter_for", "games_not_on_site",
           "site_games"]
