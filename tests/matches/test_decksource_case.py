"""The simulate command reads a preconstructed deck's id in any case."""

import pytest

from matches.decksource import DeckError, resolve_deck


def test_a_precon_id_is_read_in_any_case():
    assert resolve_deck("cp1-finn") == resolve_deck("CP1-finn")
    assert resolve_deck("CP1-FINN") == resolve_deck("CP1-finn")
    with pytest.raises(DeckError, match="unknown deck"):
        resolve_deck("cp1-nobody")
