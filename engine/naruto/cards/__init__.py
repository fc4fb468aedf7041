"""Naruto card scripts, one module per card type of Set 1, and each card's simulation status.

status(card_id) is `full` (everything the card does is simulated), `partial` (reason(card_id) says what is
not) or `none` (printed stats only: reason(card_id) says why; such a Jutsu or Mission is never a legal
play). A Ninja with no effect text has no script and is `full`: its stats are all it has."""
from __future__ import annotations

from ..dsl import NINJA, script_of
from ..dsl import set1 as set1_pool
from . import hokage_counters, hokage_jutsu, hokage_missions, hokage_ninja  # noqa: F401 - the Set 1 scripts


def status(card_id: str) -> str:
    """full, partial or none."""
    s = script_of(card_id)
    if s is not None:
        return str(s.status)
    card = set1_pool().get(card_id)
    return "full" if card.kind == NINJA and not card.title else "none"


def reason(card_id: str) -> str:
    """What is not simulated ('' for a full card)."""
    s = script_of(card_id)
    if s is not None:
        return str(s.reason)
    card = set1_pool().get(card_id)
    return "" if card.kind == NINJA and not card.title else "not simulated: printed stats only"


def text(card_id: str) -> str:
    """What the card does, in our own words ('' for a card without effect text)."""
    s = script_of(card_id)
    return str(s.text) if s is not None else ""
