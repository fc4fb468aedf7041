import pytest
from django.contrib.auth import get_user_model

from decks.models import Deck
from tests.cards.conftest import _catalogue_loaded, catalogue  # noqa: F401  (shared catalogue fixture)


@pytest.fixture
def alice(db):
    return get_user_model().objects.create_user("alice", password="a-long-passphrase-1")


@pytest.fixture
def bob(db):
    return get_user_model().objects.create_user("bob", password="a-long-passphrase-2")


@pytest.fixture
def precon_decks(catalogue):  # noqa: F811  (the fixture imported above)
    """The 16 preconstructed decks as public decks, by precon id."""
    from decks.services import precon_decks_sync

    precon_decks_sync()
    return {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon",
                                                                                               "current_version")}
