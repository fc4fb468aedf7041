"""Card rulings: where sources disagree on a card's stats, name or text, the reading the catalogue and the engine use,
in our words (cards/data/rulings.json). The card page shows it."""

import json
from functools import cache
from pathlib import Path

RULINGS = Path(__file__).resolve().parent / "data" / "rulings.json"


@cache
def rulings() -> dict[str, str]:
    """Every ruling, by card slug."""
    with RULINGS.open(encoding="utf-8") as f:
        return {slug: text for slug, text in json.load(f).items() if not slug.startswith("_")}


def card_ruling(slug: str) -> str:
    """The card's ruling ('' when its sources agree)."""
    return rulings().get(slug, "")
