"""POST /api/v1/simulations/ takes the game and the format (Card Wars 1 vs 1 when left out, so the clients
written before keep working) and the entrants with their seats; every refusal is a 400 in the one shape."""

import pytest
from rest_framework.test import APIClient

from matches.models import MatchRun

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


def post(api, body):
    return api.post("/api/v1/simulations/", body, format="json")


def entrants_of(run_id):
    run = MatchRun.objects.get(pk=run_id)
    return [[(seat.deck_id, seat.player) for seat in entrant.seats.all()] for entrant in run.entrant_list()]


def test_a_request_without_game_or_format_is_a_card_wars_1v1_run(api, precon_decks):
    finn, bmo = precon_decks["CP1-finn"], precon_decks["CP2-bmo"]
    response = post(api, {"deck_a": finn.pk, "deck_b": bmo.pk, "games": 10, "seed": 4, "player_a": "random"})
    assert response.status_code == 201, response.json()
    body = response.json()
    assert (body["game"], body["format"]) == ("cardwars", "1v1")
    assert [[(s["deck"]["deck"], s["player"]) for s in e["seats"]] for e in body["entrants"]] == [
        [(finn.pk, "random")], [(bmo.pk, "greedy")]]
    assert [e["letter"] for e in body["entrants"]] == ["A", "B"]
    assert (body["deck_a"]["deck"], body["player_a"], body["deck_b"]["deck"], body["player_b"]) == (
        finn.pk, "random", bmo.pk, "greedy")


def test_entrants_with_their_seats_make_the_same_run_as_deck_a_and_deck_b(api, precon_decks):
    finn, jake = precon_decks["CP1-finn"], precon_decks["CP1-jake"]
    old = post(api, {"deck_a": finn.pk, "version_b": jake.current_version_id, "games": 12, "seed": 9,
                     "player_a": "simple", "player_b": "random"}).json()
    new = post(api, {"game": "cardwars", "format": "1v1", "games": 12, "seed": 9, "entrants": [
        {"seats": [{"deck": finn.pk, "player": "simple"}]},
        {"seats": [{"version": jake.current_version_id, "player": "random"}]}]})
    assert new.status_code == 201, new.json()
    assert entrants_of(new.json()["id"]) == entrants_of(old["id"]) == [
        [(finn.current_version_id, "simple")], [(jake.current_version_id, "random")]]


@pytest.mark.parametrize(("payload", "field", "text"), [
    ({"game": "chess"}, "game", "not a valid choice"),
    ({"game": "trash-war"}, "non_field_errors", "Each seat of Trash War plays without a deck."),
    ({"format": "ffa"}, "format", "Card Wars has no format 'ffa' on this site; formats are: 1v1, doubles"),
    ({"format": "doubles"}, "non_field_errors", "Each entrant of Card Wars Doubles (2 vs 2) has 2 seats, not 1."),
    ({"entrants": [{"seats": [{"player": "greedy"}]}] * 2}, "deck_a",
     "Give the entrants or deck_a and deck_b, not both"),
])
def test_bad_games_formats_and_entrants_are_400s_with_the_reason(api, precon_decks, payload, field, text):
    body = {"deck_a": precon_decks["CP1-finn"].pk, "deck_b": precon_decks["CP1-jake"].pk, "games": 10, **payload}
    response = post(api, body)
    assert response.status_code == 400
    error = response.json()
    assert error["object"] == "error" and text in " ".join(error["fields"][field])
    assert not MatchRun.objects.exists()


@pytest.mark.parametrize(("entrants", "text"), [
    ([[{"player": "greedy"}], [{"player": "greedy"}]], "Each seat of Card Wars plays a deck."),
    ([[{"deck": "finn", "player": "greedy"}]] * 3, "Card Wars 1 vs 1 is played by 2 entrants, not 3."),
    ([[{"deck": "finn", "player": "greedy"}, {"deck": "jake", "player": "greedy"}], [{"deck": "jake"}]],
     "Each entrant of Card Wars 1 vs 1 has 1 seat, not 2."),
    ([[{"deck": "finn", "player": "deep-blue"}], [{"deck": "jake"}]], "Unknown AI player 'deep-blue'"),
])
def test_entrants_that_do_not_fit_the_format_are_refused(api, precon_decks, entrants, text):
    ids = {"finn": precon_decks["CP1-finn"].pk, "jake": precon_decks["CP1-jake"].pk}
    body = {"games": 10, "entrants": [{"seats": [{**seat, **({"deck": ids[seat["deck"]]} if "deck" in seat else {})}
                                                 for seat in seats]} for seats in entrants]}
    response = post(api, body)
    assert response.status_code == 400, response.json()
    assert text in " ".join(response.json()["fields"]["non_field_errors"])
    assert not MatchRun.objects.exists()


def test_mirrored_defaults_the_same_in_the_api_and_the_form(api, alice, precon_decks):
    from matches.forms import RunForm

    finn, bmo = precon_decks["CP1-finn"], precon_decks["CP2-bmo"]
    left_out = post(api, {"deck_a": finn.pk, "deck_b": bmo.pk, "games": 10, "seed": 4})
    assert left_out.status_code == 201, left_out.json()
    assert left_out.json()["mirrored"] is RunForm(user=alice).fields["mirrored"].initial is True
    assert MatchRun.objects.get(pk=left_out.json()["id"]).mirrored
    off = post(api, {"deck_a": finn.pk, "deck_b": bmo.pk, "games": 10, "seed": 4, "mirrored": False})
    assert off.json()["mirrored"] is False
