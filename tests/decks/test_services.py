"""Saving decks: every save with a new list makes an immutable version; the same list makes none."""

import pytest
from django.core.exceptions import ValidationError
from rest_framework.test import APIClient

from decks import services
from decks.lists import DeckList
from decks.models import Deck, DeckVersion
from decks.selectors import deck_list_of

pytestmark = pytest.mark.django_db


def test_create_makes_version_one(alice, precon_list):
    deck = services.deck_create(owner=alice, name="  Candy  ", content=precon_list)
    assert deck.name == "Candy" and not deck.is_public
    assert deck.current_version.number == 1
    assert deck.current_version.card_count == 40
    assert deck_list_of(deck.current_version).content_hash() == precon_list.content_hash()


def test_same_list_makes_no_new_version_and_a_change_does(alice, precon_list):
    deck = services.deck_create(owner=alice, name="Candy", content=precon_list)
    services.deck_update(deck=deck, content=DeckList(dict(precon_list.cards), list(precon_list.landscapes),
                                                     precon_list.hero))
    assert deck.versions.count() == 1
    changed = DeckList(dict(precon_list.cards), list(precon_list.landscapes), None)
    services.deck_update(deck=deck, content=changed)
    assert deck.versions.count() == 2
    assert deck.current_version.number == 2 and deck.current_version.hero is None
    assert deck.versions.get(number=1).hero.slug == precon_list.hero


def test_versions_are_immutable(alice, precon_list):
    version = services.deck_create(owner=alice, name="Candy", content=precon_list).current_version
    version.card_count = 1
    with pytest.raises(ValueError, match="immutable"):
        version.save()


def test_unknown_card_is_refused_and_nothing_is_saved(alice):
    with pytest.raises(ValidationError, match="Unknown card: not-a-card"):
        services.deck_create(owner=alice, name="Bad", content=DeckList(cards={"not-a-card": 1}))
    assert not Deck.objects.exists() and not DeckVersion.objects.exists()


def test_clone_copies_into_a_private_deck(alice, bob, precon_list):
    source = services.deck_create(owner=alice, name="Candy", content=precon_list, is_public=True)
    copy = services.deck_clone(deck=source, owner=bob)
    assert copy.owner == bob and not copy.is_public and copy.name == "Candy (copy)"
    assert copy.current_version.content_hash == source.current_version.content_hash


def test_precon_decks_exist_as_public_decks_and_stay_unchanged(catalogue):
    assert services.precon_decks_sync() == 16
    assert services.precon_decks_sync() == 0
    decks = Deck.objects.filter(precon__isnull=False)
    assert decks.count() == 16 and all(d.is_public and d.owner is None for d in decks)
    with pytest.raises(ValidationError):
        services.deck_update(deck=decks.first(), name="Mine now")


@pytest.mark.parametrize("landscapes", [["Narnia"], ["NiceLands", "nicelands"], ["NiceLands"] * 41, [""]])
def test_a_deck_is_saved_only_with_landscape_types_that_exist(alice, catalogue, landscapes):
    with pytest.raises(ValidationError, match="Landscape"):
        services.deck_create(owner=alice, name="Odd lands", content=DeckList(cards={"dogboy": 3}, landscapes=landscapes))
    assert not Deck.objects.filter(owner=alice).exists()


def test_the_api_refuses_an_unknown_landscape_in_the_error_shape(alice, catalogue):
    api = APIClient()
    api.force_authenticate(alice)
    response = api.post("/api/v1/decks/", {"name": "x", "cards": [{"card": "dogboy", "count": 3}],
                                           "landscapes": ["Narnia"] * 4}, format="json")
    body = response.json()
    assert response.status_code == 400 and body["object"] == "error" and "'Narnia' is not a Landscape" in body["details"]
