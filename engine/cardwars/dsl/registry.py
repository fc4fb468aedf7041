"""The script registry's writing side: `card(slug, ...)` builds a vocabulary Card and registers it, and a
card's simulation status is read here. The registries themselves live in engine.cardwars.events, where
the rules read them."""
from __future__ import annotations

from contextlib import contextmanager

from ..events import GRANTERS, HERO_SCRIPTS, SCRIPTS  # slug -> Script; hero slug -> Script (R25)
from .card import Card

NO_ABILITY: set = set()  # slugs with no ability text: vanilla IS the full card


def register(slug, script, hero=False):
    """Add a script to the registry (returns it, so it can be used as a decorator target); a slug is scripted once,
    in the product it first appears in (a second script for it is a mistake, not an override)."""
    reg = HERO_SCRIPTS if hero else SCRIPTS
    if slug in reg:
        raise ValueError(f"{slug} is scripted twice")
    reg[slug] = script
    return script


def card(slug, **parts):
    """Build a vocabulary Card script (engine.cardwars.dsl.card.Card) and register it under slug."""
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
