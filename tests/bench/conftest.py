"""Benchmark tests: tiny counts, real code paths. Card pools come from catalogue.json."""
import os

import pytest

from engine import load_card_pool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOGUE = os.path.join(ROOT, "cards", "data", "catalogue.json")


@pytest.fixture(scope="session")
def pool():
    """Every catalogue card as engine defs."""
    return load_card_pool(CATALOGUE)
