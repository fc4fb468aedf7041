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


def test_builder_finder_says_how_many_match_and_shows_more(logged_in, catalogue):
    from cards.search import search

    query = "t:creature l:cornfield cost<=2"
    total = search(query).queryset.count()
    assert total > 24  # the case players met: more matches than one page
    html = logged_in.get("/decks/new/", {"q": query}).content.decode()
    assert f"24 of {total} cards" in html and 'name="shown" value="48"' in html
    more = logged_in.post("/decks/new/", {"text": "", "q": query, "shown": "48"}).content.decode()
    assert f"{min(48, total)} of {total} cards" in more
    assert more.count('aria-label="Add ') == min(48, total)


def test_builder_add_line_adds_copies_by_name_and_suggests_on_a_typo(logged_in, catalogue):
    html = logged_in.post("/decks/new/", {"text": "3 Dogboy", "add_line": "1", "add_name": "cool dog",
                                          "add_count": "2"}).content.decode()
    assert "2 Cool Dog" in html and "3 Dogboy" in html
    typo = logged_in.post("/decks/new/", {"text": "3 Dogboy", "add_line": "1", "add_name": "Cool Dgo",
                                          "add_count": "2"}).content.decode()
    assert "No card is called &#x27;Cool Dgo&#x27;; did you mean" in typo
    assert 'name="add_suggested" value="cool-dog" class="hint" aria-label="Add Cool Dog">Cool Dog</button>' in typo
    # The suggested name is a button: pressing it adds the copies the line asked for.
    fixed = logged_in.post("/decks/new/", {"text": "3 Dogboy", "add_suggested": "cool-dog", "add_name": "Cool Dgo",
                                           "add_count": "2"}).content.decode()
    assert "2 Cool Dog" in fixed and 'id="add-line-error"' not in fixed
    too_many = logged_in.post("/decks/new/", {"text": "", "add_line": "1", "add_name": "Dogboy",
                                              "add_count": "50"}).content.decode()
    assert "Add 1 to 9 copies at a time" in too_many
    assert not Deck.objects.exists()


def test_deck_list_is_grouped_by_kind_with_counts_and_rainbow_is_not_a_landscape_held(logged_in, catalogue):
    from cards.models import Card

    rainbow = Card.objects.filter(landscape="Rainbow", kind="creature", cost__gte=1).order_by("name").first()
    text = f"Landscape: Cornfield x4\n3 Dogboy\n2 Cool Dog\n1 {rainbow.name}"
    html = logged_in.post("/decks/new/", {"text": text, "preview": "1"}).content.decode()
    assert 'data-kind="creature"' in html and "Creatures <span class=\"muted\">(6)</span>" in html
    assert 'id="rainbow-note"' in html
    table = html[html.index('<table class="lands">'):html.index("</table>", html.index('<table class="lands">'))]
    assert "Rainbow" not in table
