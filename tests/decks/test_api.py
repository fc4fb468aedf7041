"""/api/v1/decks/: owner-scoped CRUD, versions, validation without saving, limits and bad input."""

import pytest
from rest_framework.test import APIClient

from decks import services
from decks.models import Deck

pytestmark = pytest.mark.django_db

DECK_TEXT = "Hero: Finn\nLandscape: Blue Plains x4\n"


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


@pytest.fixture
def legal_text(precon_list):
    lines = [f"{n} {slug}" for slug, n in precon_list.cards.items()]
    return "Hero: Princess Bubblegum\nLandscape: NiceLands x4\n" + "\n".join(lines)


def test_create_from_text_then_read_it_back(api, legal_text):
    response = api.post("/api/v1/decks/", {"name": "Candy", "text": legal_text}, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["current"]["card_count"] == 40 and body["current"]["hero"] == "princess-bubblegum"
    report = api.get(f"/api/v1/decks/{body['id']}/report/").json()
    assert report["legal"] is True and report["violations"] == []


def test_bad_text_is_a_400_with_line_numbers_and_nothing_saved(api):
    response = api.post("/api/v1/decks/", {"name": "Bad", "text": "3 Dogboy\n2 Notacard"}, format="json")
    assert response.status_code == 400
    body = response.json()
    assert body["object"] == "error" and body["code"] == "invalid"
    assert body["fields"]["text"][0].startswith("line 2: no card is called 'Notacard'")
    assert not Deck.objects.exists()


def test_validate_reports_violations_without_saving(client, legal_text):
    text = legal_text.replace("Landscape: NiceLands x4", "Landscape: NiceLands x3") + "\n4 Dogboy"
    response = client.post("/api/v1/decks/validate/", {"text": text}, content_type="application/json")
    assert response.status_code == 200
    body = response.json()
    assert body["legal"] is False
    codes = {v["code"] for v in body["violations"]}
    assert {"landscape_count", "too_many_copies"} <= codes
    assert "Dogboy: 4 copies, at most 3 allowed" in [v["message"] for v in body["violations"]]
    assert not Deck.objects.exists()


def test_validate_takes_json_too(client, catalogue):
    response = client.post("/api/v1/decks/validate/", {"cards": [{"card": "dogboy", "count": 3}],
                                                       "landscapes": ["Cornfield"] * 4},
                           content_type="application/json")
    assert response.status_code == 200
    assert [v["code"] for v in response.json()["violations"]] == ["too_few_cards"]


def test_validate_refuses_text_and_json_together_and_oversized_text(client, catalogue):
    both = client.post("/api/v1/decks/validate/", {"text": "1 Dogboy", "cards": []}, content_type="application/json")
    assert both.status_code == 400
    huge = client.post("/api/v1/decks/validate/", {"text": "x" * 30_000}, content_type="application/json")
    assert huge.status_code == 400 and "text" in huge.json()["fields"]


def test_malformed_json_is_a_400_in_the_error_shape(client, catalogue):
    response = client.post("/api/v1/decks/validate/", "{not json", content_type="application/json")
    assert response.status_code == 400 and response.json()["object"] == "error"


def test_another_users_private_deck_is_a_404_everywhere(bob, api, precon_list):
    private = services.deck_create(owner=bob, name="Secret", content=precon_list)
    other = APIClient()
    other.force_authenticate(bob)
    assert other.get(f"/api/v1/decks/{private.pk}/").status_code == 200
    for call in (api.get, api.patch, api.delete):
        assert call(f"/api/v1/decks/{private.pk}/").status_code == 404
    assert api.get(f"/api/v1/decks/{private.pk}/export/").status_code == 404
    assert api.get(f"/api/v1/decks/{private.pk}/versions/").status_code == 404
    assert api.post(f"/api/v1/decks/{private.pk}/clone/").status_code == 404
    assert private.pk not in [d["id"] for d in api.get("/api/v1/decks/").json()["results"]]


def test_a_public_deck_is_readable_but_not_writable_by_others(bob, api, precon_list):
    public = services.deck_create(owner=bob, name="Shared", content=precon_list, is_public=True)
    assert api.get(f"/api/v1/decks/{public.pk}/").status_code == 200
    assert api.patch(f"/api/v1/decks/{public.pk}/", {"name": "Mine"}, format="json").status_code == 404
    clone = api.post(f"/api/v1/decks/{public.pk}/clone/", {}, format="json")
    assert clone.status_code == 201 and clone.json()["owner"] == "alice"


def test_anonymous_users_read_public_decks_only_and_cannot_write(client, bob, precon_list):
    services.deck_create(owner=bob, name="Secret", content=precon_list)
    services.deck_create(owner=bob, name="Shared", content=precon_list, is_public=True)
    names = [d["name"] for d in client.get("/api/v1/decks/").json()["results"]]
    assert "Shared" in names and "Secret" not in names
    assert client.post("/api/v1/decks/", {"name": "x"}, content_type="application/json").status_code in (401, 403)


def test_update_makes_a_new_version_and_versions_list_them(api, legal_text):
    deck_id = api.post("/api/v1/decks/", {"name": "Candy", "text": legal_text}, format="json").json()["id"]
    response = api.patch(f"/api/v1/decks/{deck_id}/", {"text": legal_text + "\n1 Dogboy"}, format="json")
    assert response.status_code == 200 and response.json()["current"]["number"] == 2
    versions = api.get(f"/api/v1/decks/{deck_id}/versions/").json()
    assert versions["count"] == 2 and [v["number"] for v in versions["results"]] == [2, 1]


def test_export_is_the_text_format(api, legal_text):
    deck_id = api.post("/api/v1/decks/", {"name": "Candy", "text": legal_text}, format="json").json()["id"]
    response = api.get(f"/api/v1/decks/{deck_id}/export/")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain")
    text = response.content.decode()
    assert text.startswith("# Candy\nHero: Princess Bubblegum\nLandscape: NiceLands x4\n")


def test_list_is_paginated_and_filters_mine(api, alice, bob, precon_list):
    for i in range(3):
        services.deck_create(owner=alice, name=f"A{i}", content=precon_list)
    services.deck_create(owner=bob, name="B", content=precon_list, is_public=True)
    body = api.get("/api/v1/decks/?mine=true&page_size=2").json()
    assert body["count"] == 3 and body["has_more"] is True and len(body["results"]) == 2


def test_a_script_gets_a_token_and_uses_it(client, alice, legal_text):
    bad = client.post("/api/v1/auth/token/", {"username": "alice", "password": "wrong"})
    assert bad.status_code == 400 and bad.json()["object"] == "error"
    token = client.post("/api/v1/auth/token/", {"username": "alice", "password": "a-long-passphrase-1"}).json()["token"]
    script = APIClient()
    script.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    created = script.post("/api/v1/decks/", {"name": "Scripted", "text": legal_text}, format="json")
    assert created.status_code == 201 and created.json()["owner"] == "alice"


def test_validate_reports_an_unknown_card_beside_every_other_violation(client, legal_text):
    # Three Landscapes, a fourth Dogboy and a card no one has heard of: all three problems at once.
    text = (legal_text.replace("Landscape: NiceLands x4", "Landscape: NiceLands x3")
            + "\n4 Dogboy\n2 Cool Dgo (CP1)")
    response = client.post("/api/v1/decks/validate/", {"text": text}, content_type="application/json")
    assert response.status_code == 200
    body = response.json()
    assert body["legal"] is False
    by_code = {v["code"]: v for v in body["violations"]}
    assert {"unknown_card", "landscape_count", "too_many_copies"} <= set(by_code)
    unknown = by_code["unknown_card"]
    assert unknown["name"] == "Cool Dgo" and "Cool Dog" in unknown["suggestions"]
    assert unknown["line"] == len(text.splitlines()) and "did you mean Cool Dog" in unknown["message"]
    assert not Deck.objects.exists()


def test_validate_reports_unknown_slugs_of_a_json_deck_with_suggestions(client, catalogue):
    response = client.post("/api/v1/decks/validate/", {"cards": [{"card": "dogboi", "count": 3}],
                                                       "landscapes": ["Cornfield"] * 4},
                           content_type="application/json")
    assert response.status_code == 200
    violations = response.json()["violations"]
    assert [v["code"] for v in violations] == ["unknown_card", "too_few_cards"]
    assert violations[0]["card"] == "dogboi" and "Dogboy" in violations[0]["suggestions"]


def test_saving_still_refuses_a_text_with_an_unknown_card(api, legal_text):
    response = api.post("/api/v1/decks/", {"name": "Typo", "text": legal_text + "\n1 Cool Dgo"}, format="json")
    assert response.status_code == 400 and "no card is called 'Cool Dgo'" in response.json()["fields"]["text"][0]
    assert not Deck.objects.exists()
