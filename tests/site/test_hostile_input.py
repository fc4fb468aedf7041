"""Input that used to crash a view (a 500) gets a 4xx in the API's one error shape, or a page that says what
is wrong, and changes nothing already saved."""

import json
import math

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from decks.models import Deck
from matches.models import Gauntlet, MatchRun

pytestmark = pytest.mark.usefixtures("catalogue")

HUGE = "9" * 4_400  # past Python's 4,300-digit limit for turning text into an int


def assert_error(response, status):
    assert response.status_code == status, response.content[:300]
    body = response.json()
    assert body["object"] == "error" and body["status"] == status and isinstance(body["details"], str)
    assert body["details"]
    return body


@pytest.fixture
def precon_decks(catalogue):
    from decks.services import precon_decks_sync

    precon_decks_sync()
    return {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon")}


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


@pytest.mark.parametrize("username", ["\ud800", "a\udfffb", "\ud83d"])
def test_a_lone_surrogate_in_a_token_request_is_a_400(client, username):
    body = json.dumps({"username": username, "password": "x"})  # json.dumps writes it as \ud800
    response = client.post("/api/v1/auth/token/", body, content_type="application/json")
    assert_error(response, 400)


def test_a_lone_surrogate_on_the_login_form_is_not_a_500(client):
    response = client.post("/accounts/login/", "username=%ED%A0%80&password=x",
                           content_type="application/x-www-form-urlencoded")
    assert response.status_code in (200, 400)


@pytest.mark.parametrize("line", [f"{HUGE} Dogboy", f"Dogboy x{HUGE}", f"Landscape: {HUGE} NiceLands"])
def test_a_count_of_thousands_of_digits_is_a_line_error_on_validate(client, line):
    response = client.post("/api/v1/decks/validate/", {"text": f"3 Cool Dog\n{line}"},
                           content_type="application/json")
    assert response.status_code in (200, 400), response.content[:300]
    text = json.dumps(response.json())
    assert "line 2" in text and "count" in text


def test_a_count_of_thousands_of_digits_saves_no_deck(api, alice):
    response = api.post("/api/v1/decks/", {"name": "Huge", "text": f"{HUGE} Dogboy"}, format="json")
    assert_error(response, 400)
    assert not Deck.objects.filter(owner=alice).exists()


def test_a_count_of_thousands_of_digits_on_the_builder_is_a_marked_line(client, alice):
    client.force_login(alice)
    response = client.post("/decks/new/", {"name": "Huge", "text": f"{HUGE} Dogboy", "save": "1"})
    assert response.status_code == 200
    assert b"not a count" in response.content
    assert not Deck.objects.filter(owner=alice).exists()


@pytest.mark.parametrize("depth", [1_500, 100_000])
def test_a_deeply_nested_json_body_is_a_400(client, alice, depth):
    body = "[" * depth + "]" * depth
    assert_error(client.post("/api/v1/decks/validate/", body, content_type="application/json"), 400)
    nested = '{"name": ' * depth + "1" + "}" * depth
    assert_error(client.post("/api/v1/auth/token/", nested, content_type="application/json"), 400)


def test_nesting_a_little_deep_is_refused_before_any_view_code(api, alice):
    value = {"a": 1}
    for _ in range(200):
        value = {"a": value}
    body = assert_error(api.post("/api/v1/decks/", {"name": "x", "text": "3 Dogboy", "extra": value},
                                 format="json"), 400)
    assert "nested" in body["details"]
    assert not Deck.objects.filter(owner=alice).exists()


@pytest.mark.parametrize("target", ["x", "home-page", "decks:list", "http://evil.example/", "//evil.example/"])
def test_signup_with_an_odd_next_goes_home(client, target):
    response = client.post(f"/accounts/signup/?next={target}", {
        "username": "carol", "password1": "a-long-passphrase-3", "password2": "a-long-passphrase-3"})
    assert response.status_code == 302 and response["Location"] == "/"
    assert get_user_model().objects.filter(username="carol").exists()


def test_signup_goes_on_to_a_page_of_ours(client):
    response = client.post("/accounts/signup/?next=/decks/", {
        "username": "carol", "password1": "a-long-passphrase-3", "password2": "a-long-passphrase-3"})
    assert response.status_code == 302 and response["Location"] == "/decks/"


@pytest.mark.parametrize("target", ["x", "decks:list", "home"])
def test_the_collection_form_with_a_bare_word_as_next_goes_back_to_the_collection(client, alice, target):
    client.force_login(alice)
    response = client.post("/collection/change/", {"card": "dogboy", "delta": "1", "next": target})
    assert response.status_code == 302 and response["Location"] == "/collection/"


@pytest.mark.parametrize("target", ["x", "home", "//evil.example/"])
def test_the_login_form_with_an_odd_next_goes_home(client, alice, target):
    response = client.post(f"/accounts/login/?next={target}",
                           {"username": "alice", "password": "a-long-passphrase-1"})
    assert response.status_code == 302 and response["Location"] == "/"


@pytest.fixture
def gauntlet_payload(precon_decks):
    return {"deck": precon_decks["CP1-finn"].pk, "opponents": [precon_decks["CP1-jake"].pk,
                                                               precon_decks["CP2-bmo"].pk], "games": 10}


@pytest.mark.parametrize("key", ["²", "٣", HUGE, "-1", " 1", ""])
def test_gauntlet_weight_keys_that_are_no_deck_id_are_a_400(api, alice, gauntlet_payload, key):
    body = assert_error(api.post("/api/v1/gauntlets/", {**gauntlet_payload, "weights": {key: 1}}, format="json"), 400)
    assert "weights" in body["fields"]
    assert not Gauntlet.objects.exists() and not MatchRun.objects.exists()


@pytest.mark.parametrize("weight", [1.7e308, 1e308, 1e7, "Infinity", "NaN", "1e400"])
def test_gauntlet_weights_out_of_range_are_a_400(api, gauntlet_payload, precon_decks, weight):
    jake = str(precon_decks["CP1-jake"].pk)
    body = assert_error(api.post("/api/v1/gauntlets/", {**gauntlet_payload, "weights": {jake: weight}},
                                 format="json"), 400)
    assert list(body["fields"]) == [f"weights.{jake}"]
    assert not Gauntlet.objects.exists()


def test_large_equal_weights_give_the_plain_average(alice, precon_decks):
    from matches.selectors import gauntlet_table

    from .helpers import finish_gauntlet

    gauntlet = finish_gauntlet(alice, precon_decks, wins=(15, 0), games=20)
    gauntlet.weights = {key: 1e308 for key in gauntlet.weights}  # as stored before weights were bounded
    table = gauntlet_table(gauntlet)
    assert table["weighted_win_rate"] == pytest.approx(0.375)
    gauntlet.weights = {key: 1.7e308 for key in gauntlet.weights}
    table = gauntlet_table(gauntlet)
    assert table["weighted_win_rate"] == pytest.approx(0.375)
    assert table["weighted_ci_low"] <= 0.375 <= table["weighted_ci_high"]


def test_a_gauntlet_saved_with_huge_weights_still_shows(client, alice, precon_decks):
    from .helpers import finish_gauntlet

    gauntlet = finish_gauntlet(alice, precon_decks, wins=(15, 0), games=20)
    Gauntlet.objects.filter(pk=gauntlet.pk).update(weights={key: 1.7e308 for key in gauntlet.weights})
    client.force_login(alice)
    assert client.get(gauntlet.get_absolute_url()).status_code == 200
    api = APIClient()
    api.force_authenticate(alice)
    assert api.get("/api/v1/gauntlets/").status_code == 200
    assert api.get(f"/api/v1/gauntlets/{gauntlet.pk}/").json()["table"]["weighted_win_rate"] == pytest.approx(0.375)


@pytest.mark.parametrize("raw", ["inf", "1e400", "nan", "1e308"])
def test_a_gauntlet_page_weight_that_is_no_finite_number_keeps_the_stored_one(client, alice, precon_decks, raw):
    from .helpers import finish_gauntlet

    gauntlet = finish_gauntlet(alice, precon_decks, wins=(15, 0), games=20)
    client.force_login(alice)
    run = gauntlet.runs.order_by("pk").first()
    response = client.get(gauntlet.get_absolute_url(), {f"w_{run.pk}": raw})
    assert response.status_code == 200
    table = response.context["table"]
    assert all(math.isfinite(row["weight"]) for row in table["rows"])
    assert 0 <= table["weighted_win_rate"] <= 1


def test_a_game_index_of_thousands_of_digits_is_a_404(api, alice, precon_decks):
    from matches import services

    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=10, seed=1,
                              players=("random", "random"))
    assert_error(api.get(f"/api/v1/simulations/{run.pk}/games/{HUGE}/"), 404)
    assert_error(api.get(f"/api/v1/simulations/{run.pk}/games/{10**30}/"), 404)


def test_nested_errors_name_their_field_by_path_in_plain_words(api):
    body = assert_error(api.post("/api/v1/decks/validate/", {"cards": [{"card": "dogboy", "count": "x"},
                                                                       {"card": "cool-dog", "count": 2},
                                                                       {"card": 5}]}, format="json"), 400)
    assert body["fields"] == {"cards.0.count": ["A valid integer is required."],
                              "cards.2.count": ["This field is required."]}
    assert body["details"] == "cards.0.count: A valid integer is required."
    body = assert_error(api.post("/api/v1/decks/validate/", {"cards": {"a": 1}}, format="json"), 400)
    assert body["fields"] == {"cards": ['Expected a list of items but got type "dict".']}
    body = assert_error(api.post("/api/v1/gauntlets/", {"deck": 1, "opponents": [1, "x"], "games": 1}, format="json"),
                        400)
    assert body["fields"] == {"opponents.1": ["A valid integer is required."]}
    assert "ErrorDetail" not in json.dumps(body)
