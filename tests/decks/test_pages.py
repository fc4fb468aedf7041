"""Deck pages: the builder works as a plain form, with CSRF, and owners only edit their own decks."""

import pytest
from django.test import Client

from decks import services
from decks.models import Deck

pytestmark = pytest.mark.django_db


@pytest.fixture
def logged_in(client, alice):
    client.force_login(alice)
    return client


def test_builder_add_button_adds_a_card_without_saving(logged_in, catalogue):
    response = logged_in.post("/decks/new/", {"name": "Try", "text": "", "add": "dogboy"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "1 Dogboy" in html
    assert "3 cards; at least 40" not in html and "1 cards; at least 40" in html
    assert not Deck.objects.exists()


def test_builder_saves_and_redirects_to_the_deck(logged_in, precon_list):
    text = "Landscape: NiceLands x4\n" + "\n".join(f"{n} {s}" for s, n in precon_list.cards.items())
    response = logged_in.post("/decks/new/", {"name": "Saved", "text": text, "save": "1"})
    deck = Deck.objects.get(name="Saved")
    assert response.status_code == 302 and response["Location"] == f"/decks/{deck.pk}/"
    page = logged_in.get(f"/decks/{deck.pk}/").content.decode()
    assert "Legal deck" in page


def test_builder_keeps_the_text_when_a_line_cannot_be_read(logged_in, catalogue):
    response = logged_in.post("/decks/new/", {"name": "Oops", "text": "3 Dogboy\n1 Nonesuch", "save": "1"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Line 2: no card is called" in html and "1 Nonesuch" in html
    assert not Deck.objects.exists()


def test_forms_need_a_csrf_token(alice, catalogue):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    assert client.post("/decks/new/", {"name": "x", "text": "", "save": "1"}).status_code == 403


def test_other_users_cannot_see_or_edit_a_private_deck(client, alice, bob, precon_list):
    deck = services.deck_create(owner=bob, name="Secret", content=precon_list)
    client.force_login(alice)
    assert client.get(f"/decks/{deck.pk}/").status_code == 404
    assert client.get(f"/decks/{deck.pk}/edit/").status_code == 404
    assert client.get(f"/decks/{deck.pk}/export.txt").status_code == 404
    assert client.post(f"/decks/{deck.pk}/delete/").status_code == 404
    assert Deck.objects.filter(pk=deck.pk).exists()


def test_builder_needs_login(client, catalogue):
    response = client.get("/decks/new/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_signup_logs_in_and_applies_password_rules(client, db):
    weak = client.post("/accounts/signup/", {"username": "carol", "password1": "123", "password2": "123"})
    assert weak.status_code == 200 and b"too short" in weak.content
    ok = client.post("/accounts/signup/", {"username": "carol", "password1": "candy-kingdom-42",
                                           "password2": "candy-kingdom-42"})
    assert ok.status_code == 302
    assert client.get("/").context["user"].username == "carol"


def test_builder_search_works_before_the_deck_has_a_name(logged_in, catalogue):
    response = logged_in.post("/decks/new/", {"name": "", "text": "3 Dogboy", "q": "l:cornfield t:creature",
                                              "search": "1"})
    html = response.content.decode()
    assert response.status_code == 200 and 'aria-label="Add Dogboy"' not in html
    assert "Cornfield" in html and "3 Dogboy" in html


def test_saving_without_a_name_says_so_and_keeps_the_text(logged_in, catalogue):
    response = logged_in.post("/decks/new/", {"name": " ", "text": "3 Dogboy", "save": "1"})
    html = response.content.decode()
    assert "A deck needs a name." in html and "3 Dogboy" in html
    assert not Deck.objects.exists()
