"""Card scripts, keyed by slug (grouped by product in submodules as they are written).

A card without a script plays "vanilla": its printed kind and stats only (the Creature fights, the
Building and the Spell do nothing). `status(slug)` says which.
"""
from __future__ import annotations

SCRIPTS: dict = {}  # slug -> engine.effects.Script
HERO_SCRIPTS: dict = {}  # hero slug -> engine.effects.Script (R25)


def register(slug, script, hero=False):
    """Add a script to the registry (returns it, so it can be used as a decorator target)."""
    (HERO_SCRIPTS if hero else SCRIPTS)[slug] = script
    return script


def status(slug) -> str:
    """Simulation status of a card: 'full', 'partial' or 'none' (vanilla: printed stats only)."""
    sc = SCRIPTS.get(slug) or HERO_SCRIPTS.get(slug)
    return "none" if sc is None else sc.status


def missing(slug) -> str:
    """What the card's script does not simulate yet, in words ('' when full)."""
    sc = SCRIPTS.get(slug) or HERO_SCRIPTS.get(slug)
    if sc is None:
        return "card text not simulated: plays by printed kind and stats"
    return sc.missing
