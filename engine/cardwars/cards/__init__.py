"""Card scripts, keyed by slug, grouped by product (cp1.py, cp2.py, cp3.py, heroes.py, ...).

A card without a script plays "vanilla": its printed kind and stats only (the Creature fights, the
Building and the Spell do nothing). `status(slug)` says which; cards whose printed text has no ability
are listed in NO_ABILITY and are `full` without a script (so games of them keep the vanilla fast path).
Scripts import only the vocabulary (engine.cardwars.dsl.vocab); importing this package registers them.
"""
from __future__ import annotations

from ..dsl.vocab import GRANTERS, HERO_SCRIPTS, NO_ABILITY, SCRIPTS, card, missing, register, status, vanilla
from . import (  # noqa: F401 (registering the scripts is the import's purpose)
    cp1,
    cp2,
    cp3,
    cp4,
    cp5,
    cp6,
    dt,
    dt_charlie,
    dt_grand_prix,
    dt_jake,
    dt_moniker,
    dt_nicelands,
    dt_teamwork,
    extras,
    extras_batch3,
    extras_heroes,
    ftg,
    ftg_batch2,
    ftg_batch3,
    heroes,
)

__all__ = ["GRANTERS", "HERO_SCRIPTS", "NO_ABILITY", "SCRIPTS", "card", "missing", "register", "status", "vanilla"]
