"""The card-script registry: card id -> script (filled by the card modules, read by the rules).

A script is duck-typed here so that the layers below the effect vocabulary can call it: every hook is
optional, and a card with no script has no effect text (or is not simulated: cards.status says which)."""
from __future__ import annotations

from typing import Any

SCRIPTS: dict[str, Any] = {}


def script_of(card_id: str) -> Any:
    """The script of a card, or None."""
    return SCRIPTS.get(card_id)


def register(card_id: str, script: Any) -> Any:
    """Add a card's script (a second registration of the same id replaces the first)."""
    SCRIPTS[card_id] = script
    return script
