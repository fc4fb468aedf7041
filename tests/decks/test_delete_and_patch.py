"""Deleting a deck (API and page), PATCH that changes only what it names."""

import pytest
from rest_framework.test import APIClient

from decks import services
from decks.models import Deck, DeckVersion
from decks.selectors import deck_list_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


@pytest.fixture
def deck(alice, precon_list):
    return services.deck_create(owner=alice, name="Candy", content=precon_list)


def test_delete_through_the_api_removes_the_deck_and_its_versions(api, deck):
    assert api.delete(f"/api/v1/decks/{deck.pk}/").status_code == 204
    assert not Deck.objects.filter(pk=deck.pk).exists()
    assert not DeckVersion.objects.filter(deck_id=deck.pk).exists()
    assert api.get(f"/api/v1/decks/{deck.pk}/").status_code == 404


def test_delete_through_the_page(client, alice, deck):
    client.force_login(alice)
    response = client.post(f"/decks/{deck.pk}/delete/")
    assert response.status_code == 302 and response["Location"] == "/decks/"
    assert not Deck.objects.filter(pk=deck.pk).exists()
    assert client.get(f"/decks/{deck.pk}/").status_code == 404


def test_a_deck_that_simulations_cite_is_hidden_and_its_runs_keep_it(api, alice, bob, deck):
    from matches import services as match_services

    deck.is_public = True
    deck.save()
    run = match_services.run_create(owner=bob, deck_a=deck.current_version, deck_b=deck.current_version, games=2)
    assert api.delete(f"/api/v1/decks/{deck.pk}/").status_code == 204
    assert api.get(f"/api/v1/decks/{deck.pk}/").status_code == 404
    assert not Deck.objects.visible_to(bob).filter(pk=deck.pk).exists()
    assert deck.pk not in [d["id"] for d in api.get("/api/v1/decks/?mine=true").json()["results"]]
    run.refresh_from_db()
    assert run.decks()[0].deck.name == "Candy"  # bob's run still says what it played
    bobs = APIClient()
    bobs.force_authenticate(bob)
    assert bobs.get(f"/api/v1/simulations/{run.pk}/").status_code == 200


def test_patch_with_only_landscapes_keeps_the_cards_and_hero(api, deck, precon_list):
    response = api.patch(f"/api/v1/decks/{deck.pk}/", {"landscapes": ["Cornfield"] * 4}, format="json")
    assert response.status_code == 200, response.json()
    current = response.json()["current"]
    assert current["card_count"] == 40 and current["hero"] == precon_list.hero and current["number"] == 2
    saved = deck_list_of(Deck.objects.get(pk=deck.pk).current_version)
    assert saved.cards == precon_list.cards and saved.landscapes == ["Cornfield"] * 4


def test_patch_with_only_cards_keeps_landscapes_and_hero(api, deck, precon_list):
    response = api.patch(f"/api/v1/decks/{deck.pk}/", {"cards": [{"card": "dogboy", "count": 2}]}, format="json")
    assert response.status_code == 200, response.json()
    saved = deck_list_of(Deck.objects.get(pk=deck.pk).current_version)
    assert saved.cards == {"dogboy": 2}
    assert saved.landscapes == precon_list.landscapes and saved.hero == precon_list.hero


def test_patch_with_only_a_name_makes_no_new_version(api, deck):
    response = api.patch(f"/api/v1/decks/{deck.pk}/", {"name": "Sweets"}, format="json")
    assert response.status_code == 200 and response.json()["current"]["number"] == 1
