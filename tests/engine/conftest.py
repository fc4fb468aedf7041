"""Engine tests: no Django. Card pools come from catalogue.json; positions from the JSON format."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine import load_card_pool  # noqa: E402
from engine.cardwars.cards import HERO_SCRIPTS, SCRIPTS  # noqa: E402

CATALOGUE = os.path.join(ROOT, "cards", "data", "catalogue.json")


@pytest.fixture(scope="session")
def pool():
    """Every catalogue card as engine defs."""
    return load_card_pool(CATALOGUE)


@pytest.fixture(scope="session")
def cp1_setup(pool):
    """Finn (CP1) vs Jake (CP1), first player left to the seed."""
    return pool.setup("CP1-finn", "CP1-jake")


@pytest.fixture
def scripts():
    """Register test-only scripts for one test; the registries are restored afterwards."""
    before, hbefore = dict(SCRIPTS), dict(HERO_SCRIPTS)
    yield SCRIPTS
    SCRIPTS.clear()
    SCRIPTS.update(before)
    HERO_SCRIPTS.clear()
    HERO_SCRIPTS.update(hbefore)
