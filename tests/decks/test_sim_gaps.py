"""The deck builder and the deck page mark each card a simulation will not play as printed, and count them; the
catalogue's front page says how many playable cards are fully simulated, counted from the engine's statuses."""

import re

import pytest
from django.utils.html import escape

from cards.models import Card, Game, SimStatus
from decks import services as deck_services
from decks.lists import DeckList
from engine import card_status, naruto_card_status, naruto_set1

pytestmark = pytest.mark.django_db

FULL_AND_PLAIN = {"cow": 3, "pony": 3}


def _partial(slug):
    card = Card.objects.get(slug=slug)
    assert card.sim_status == SimStatus.PARTIAL and card.sim_note  # the engine's own word, loaded with the catalogue
    return card


def test_deck_page_marks_and_counts_the_cards_not_fully_simulated(client, catalogue, alice):
    cyclops, crusher = _partial("cyclops"), _partial("crust-crusher")
    deck = deck_services.deck_create(owner=alice, name="Eyes", is_public=True, content=DeckList(
        cards={**FULL_AND_PLAIN, "cyclops": 2, "crust-crusher": 1}, landscapes=["Cornfield"] * 4))
    page = client.get(f"/decks/{deck.pk}/").content.decode()
    gaps = re.search(r'<details class="warning sim-gaps" id="sim-gaps".*?</details>', page, re.S).group(0)
    assert "2 cards of this deck are not fully simulated (3 copies)" in gaps  # Cyclops x2, Crust Crusher
    assert escape(cyclops.sim_note) in gaps and escape(crusher.sim_note) in gaps
    assert 'data-card="cow"' not in gaps
    row = re.search(r"<tr><td class=\"count\">2</td>.*?</tr>", page, re.S).group(0)
    assert "Cyclops" in row and 'data-sim="partial"' in row  # the entry itself carries the marker
    plain = deck_services.deck_create(owner=alice, name="Plain", is_public=True, content=DeckList(
        cards=FULL_AND_PLAIN, landscapes=["Cornfield"] * 4))
    assert "sim-gaps" not in client.get(f"/decks/{plain.pk}/").content.decode()  # every card fully simulated


def test_builder_marks_the_cards_not_fully_simulated_as_they_are_added(client, catalogue, alice):
    _partial("cyclops")
    client.force_login(alice)
    page = client.post("/decks/new/", {"text": "3 Cow\n1 Cyclops\nLandscape: Cornfield x4", "preview": "1"})
    text = page.content.decode()
    assert "1 card of this deck is not fully simulated (1 copy)" in text and 'data-sim="partial"' in text
    text = client.post("/decks/new/", {"text": "3 Cow\nLandscape: Cornfield x4", "preview": "1"}).content.decode()
    assert "not fully simulated" not in text


def test_naruto_deck_page_marks_its_cards_too(client, catalogue, alice):
    odd = next(c for c in naruto_set1().cards if naruto_card_status(c.id) != "full")
    card = Card.objects.get(game=Game.NARUTO, name=odd.name, facts__id=odd.id)
    deck = deck_services.deck_create(owner=alice, name="Leaf", is_public=True, game=Game.NARUTO,
                                     content=DeckList(cards={card.slug: 1}))
    page = client.get(f"/decks/{deck.pk}/").content.decode()
    assert "1 card of this deck is not fully simulated" in page and card.sim_note in page
    assert f'data-sim="{card.sim_status}"' in page


def test_catalogue_front_page_counts_the_fully_simulated_cards_from_the_engine(client, catalogue):
    playable = Card.objects.filter(game=Game.CARDWARS).exclude(kind="landscape")
    full = sum(1 for c in playable if (card_status(c.slug) if c.has_ability else "full") == "full")
    page = client.get("/cards/").content.decode()
    assert f"<b>{full} of the {playable.count()}</b> playable cards are fully simulated" in page
    assert 0 < full < playable.count()
    assert "sim-share" not in client.get("/cards/?q=cow").content.decode()  # a search result is no front page
    naruto = naruto_set1().cards
    full_n = sum(naruto_card_status(c.id) == "full" for c in naruto)
    page = client.get("/cards/?game=naruto").content.decode()
    assert f"<b>{full_n} of the {len(naruto)}</b> playable cards are fully simulated" in page
