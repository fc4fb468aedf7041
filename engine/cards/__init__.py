"""Card scripts, keyed by slug, grouped by product (cp1.py, cp3.py, heroes.py, ...).

A card without a script plays "vanilla": its printed kind and stats only (the Creature fights, the
Building and the Spell do nothing). `status(slug)` says which; cards whose printed text has no ability
are listed in NO_ABILITY and are `full` without a script (so games of them keep the vanilla fast path).
"""
from __future__ import annotations

from contextlib import contextmanager

from ..effects import GRANTERS, HERO_SCRIPTS, SCRIPTS  # slug -> Script; hero slug -> Script (R25)

NO_ABILITY: set = set()  # slugs with no ability text: vanilla IS the full card


def register(slug, script, hero=False):
    """Add a script to the registry (returns it, so it can be used as a decorator target)."""
    (HERO_SCRIPTS if hero else SCRIPTS)[slug] = script
    return script


def card(slug, **parts):
    """Build a vocabulary Card script (engine.effects.card.Card) and register it under slug."""
    from ..effects.card import Card
    hero = parts.pop("hero", False)
    sc = Card(slug, hero=hero, **parts)
    if sc.grants_floop and not hero:
        GRANTERS.add(slug)
    return register(slug, sc, hero=hero)


def status(slug) -> str:
    """Simulation status of a card: 'full', 'partial' or 'none' (vanilla: printed stats only)."""
    sc = SCRIPTS.get(slug) or HERO_SCRIPTS.get(slug)
    if sc is None:
        return "full" if slug in NO_ABILITY else "none"
    return sc.status


def missing(slug) -> str:
    """What the card's script does not simulate yet, in words ('' when full)."""
    sc = SCRIPTS.get(slug) or HERO_SCRIPTS.get(slug)
    if sc is None:
        return "" if slug in NO_ABILITY else "card text not simulated: plays by printed kind and stats"
    return sc.missing


@contextmanager
def vanilla():
    """Games started inside play every card by printed stats only (benchmarks of the vanilla fast path)."""
    saved, hsaved = dict(SCRIPTS), dict(HERO_SCRIPTS)
    SCRIPTS.clear()
    HERO_SCRIPTS.clear()
    try:
        yield
    finally:
        SCRIPTS.update(saved)
        HERO_SCRIPTS.update(hsaved)


from . import cp1, cp2, cp3, heroes  # noqa: E402,F401 - registering the scripts is the import's purpose
