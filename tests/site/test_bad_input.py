"""Bad input gets a 4xx in the API's error shape (a short page elsewhere), and the database down a 503."""

import json

import pytest
from django.db import OperationalError
from rest_framework.test import APIClient

from cards.models import OwnedCard
from decks.models import Deck

pytestmark = pytest.mark.usefixtures("catalogue")


def assert_error(response, status):
    assert response.status_code == status, response.content[:300]
    body = response.json()
    assert body["object"] == "error" and body["status"] == status and body["details"]
    return body


@pytest.mark.parametrize("url", ["/api/v1/cards/?q=dog%00boy", "/api/v1/cards/autocomplete/?q=do%00g",
                                 "/api/v1/sets/%00/", "/api/v1/decks/?name=%00"])
def test_a_nul_character_in_an_api_request_is_a_400_in_the_error_shape(client, url):
    body = assert_error(client.get(url), 400)
    assert "NUL" in body["details"]


@pytest.mark.parametrize("url", ["/cards/?q=dog%00boy", "/collection/?q=%00", "/sets/%00/"])
def test_a_nul_character_in_a_page_request_is_a_400(client, alice, url):
    client.force_login(alice)
    response = client.get(url)
    assert response.status_code == 400 and b"NUL" in response.content


def test_a_nul_character_in_a_collection_form_is_a_400_and_changes_nothing(client, alice):
    client.force_login(alice)
    response = client.post("/collection/change/", {"card": "dogboy\x00", "count": "3"})
    assert response.status_code == 400
    response = client.post("/collection/import/", {"text": "Dogboy,2\n\x00,1", "confirm": "1"})
    assert response.status_code == 400
    assert not OwnedCard.objects.exists()


def test_clone_names_are_checked(alice):
    from decks.services import precon_decks_sync

    precon_decks_sync()
    api = APIClient()
    api.force_authenticate(alice)
    source = Deck.objects.get(precon__slug="CP1-finn").pk
    assert_error(api.post(f"/api/v1/decks/{source}/clone/", {"name": "Fi\x00nn"}, format="json"), 400)
    assert_error(api.post(f"/api/v1/decks/{source}/clone/", {"name": "x" * 121}, format="json"), 400)
    assert_error(api.post(f"/api/v1/decks/{source}/clone/", ["a list"], format="json"), 400)
    assert_error(api.post("/api/v1/decks/false/clone/", {}, format="json"), 404)
    assert not Deck.objects.filter(owner=alice).exists()
    made = api.post(f"/api/v1/decks/{source}/clone/", {"name": 5}, format="json")
    assert made.status_code == 201 and made.json()["name"] == "5"


def test_a_body_over_the_limit_is_a_413_in_the_error_shape(client, settings):
    body = json.dumps({"text": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10)})
    response = client.post("/api/v1/decks/validate/", body, content_type="application/json")
    assert assert_error(response, 413)["code"] == "too_large"


def test_the_database_down_is_a_503(client, monkeypatch):
    def down(**kwargs):
        raise OperationalError("connection to server at 127.0.0.1 failed: Connection refused")

    monkeypatch.setattr("cards.selectors.card_search", down)
    body = assert_error(client.get("/api/v1/cards/"), 503)
    assert body["code"] == "unavailable"
    page = client.get("/cards/")
    assert page.status_code == 503 and page["Retry-After"] == "30"


def test_an_unknown_api_url_answers_in_the_error_shape(client):
    assert_error(client.get("/api/v1/decks/not-a-number/"), 404)


@pytest.mark.parametrize("target", ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"])
def test_the_collection_form_never_redirects_to_another_site(client, alice, target):
    client.force_login(alice)
    response = client.post("/collection/change/", {"card": "dogboy", "delta": "1", "next": target})
    assert response.status_code == 302 and response["Location"] == "/collection/"


def test_the_collection_form_goes_back_to_a_page_of_ours(client, alice):
    client.force_login(alice)
    response = client.post("/collection/change/", {"card": "dogboy", "delta": "1", "next": "/cards/dogboy/"})
    assert response["Location"] == "/cards/dogboy/"


@pytest.mark.parametrize("url", ["/api/v1/collection/import/", "/collection/import/", "/accounts/login/"])
def test_a_multipart_upload_over_the_limit_is_a_413_before_it_is_read(client, settings, url, monkeypatch):
    from django.core.files.uploadedfile import SimpleUploadedFile

    read = []
    monkeypatch.setattr("django.http.multipartparser.MultiPartParser.parse", lambda self: read.append(1))
    big = SimpleUploadedFile("cards.csv", b"Dogboy,1\n" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 9 + 10))
    response = client.post(url, {"file": big})
    assert response.status_code == 413 and read == []
    if url.startswith("/api/"):
        assert_error(response, 413)
