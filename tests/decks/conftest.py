import pytest
from django.contrib.auth import get_user_model

from decks.lists import DeckList
from tests.cards.conftest import _catalogue_loaded, catalogue  # noqa: F401  (shared catalogue fixture)


@pytest.fixture
def alice(db):
    return get_user_model().objects.create_user("alice", password="a-long-passphrase-1")


@pytest.fixture
def bob(db):
    return get_user_model().objects.create_user("bob", password="a-long-passphrase-2")


@pytest.fixture
def precon_list(catalogue):  # noqa: F811  (the fixture imported above)
    """Princess Bubblegum's preconstructed deck as a DeckList (legal: 40 cards, 4 NiceLands, a Hero)."""
    from cards.models import PreconDeck

    precon = PreconDeck.objects.get(slug="CP3-princess-bubblegum")
    return DeckList(cards={e.card.slug: e.count for e in precon.entries.select_related("card")},
                    landscapes=precon.landscapes, hero=precon.hero.slug)
