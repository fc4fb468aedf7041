import pytest

from decks.models import Deck


@pytest.fixture
def precon_decks(catalogue):
    """The 16 preconstructed decks as public decks, by precon id."""
    from decks.services import precon_decks_sync

    precon_decks_sync()
    return {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon",
                                                                                               "current_version")}
