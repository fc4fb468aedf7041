import pytest

from decks.lists import DeckList


@pytest.fixture
def precon_list(catalogue):
    """Princess Bubblegum's preconstructed deck as a DeckList (legal: 40 cards, 4 NiceLands, a Hero)."""
    from cards.models import PreconDeck

    precon = PreconDeck.objects.get(slug="CP3-princess-bubblegum")
    return DeckList(cards={e.card.slug: e.count for e in precon.entries.select_related("card")},
                    landscapes=precon.landscapes, hero=precon.hero.slug)
