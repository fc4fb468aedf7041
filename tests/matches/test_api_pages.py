"""/api/v1/simulations/ and the simulation pages: own runs only, clear 400s, records, replays, charts."""

import pytest
from rest_framework.test import APIClient

from matches import services
from matches.models import MatchRun
from tests.matches.conftest import new_run

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


@pytest.fixture
def finished_run(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 10
    run = new_run(alice, precon_decks, games=20, seed=8)
    for chunk in services.chunks_cut(run=run):
        services.chunk_play(chunk_id=chunk.pk)
    run.refresh_from_db()
    return run


def test_create_by_deck_id_returns_the_run_with_its_seed(api, precon_decks):
    response = api.post("/api/v1/simulations/", {"deck_a": precon_decks["CP1-finn"].pk,
                                                 "deck_b": precon_decks["CP2-bmo"].pk, "games": 40,
                                                 "player_a": "random", "player_b": "greedy"}, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    progress = body["progress"]
    assert body["status"] == "queued" and progress.pop("estimate_seconds_left") >= 0
    assert progress == {"finished": 0, "games": 40, "fraction": 0.0, "eta_seconds": None}
    assert isinstance(body["seed"], int)
    assert body["deck_a"]["name"].startswith("Finn")


@pytest.mark.parametrize(("payload", "field", "text"), [
    ({"games": 0}, "games", "greater than or equal to 1"),
    ({"games": 100_001}, "games", "less than or equal to 100000"),
    ({"player_a": "genius"}, "player_a", "not a valid choice"),
    ({"deck_b": 999_999}, "non_field_errors", "No deck 999999 that you can use"),
])
def test_bad_requests_are_400s_with_the_reason(api, precon_decks, payload, field, text):
    body = {"deck_a": precon_decks["CP1-finn"].pk, "deck_b": precon_decks["CP1-jake"].pk, "games": 10, **payload}
    response = api.post("/api/v1/simulations/", body, format="json")
    assert response.status_code == 400
    error = response.json()
    assert error["object"] == "error" and text in " ".join(error["fields"][field])
    assert not MatchRun.objects.exists()


def test_an_illegal_deck_is_a_400_naming_the_rule(api, alice, precon_decks):
    from decks import services as deck_services
    from decks.lists import DeckList

    tiny = deck_services.deck_create(owner=alice, name="Tiny", content=DeckList({"dogboy": 4}, ["NiceLands"] * 4))
    response = api.post("/api/v1/simulations/", {"deck_a": tiny.pk, "deck_b": precon_decks["CP1-jake"].pk,
                                                 "games": 10}, format="json")
    assert response.status_code == 400
    message = response.json()["details"]
    assert "not a legal deck" in message and "Dogboy: 4 copies, at most 3 allowed" in message


def test_another_users_private_deck_cannot_be_simulated(api, bob, precon_decks):
    from decks import services as deck_services
    from decks.selectors import deck_list_of

    secret = deck_services.deck_create(owner=bob, name="Secret",
                                       content=deck_list_of(precon_decks["CP1-finn"].current_version))
    response = api.post("/api/v1/simulations/", {"deck_a": secret.pk, "deck_b": precon_decks["CP1-jake"].pk,
                                                 "games": 10}, format="json")
    assert response.status_code == 400


def test_runs_are_private(api, bob, finished_run):
    other = APIClient()
    other.force_authenticate(bob)
    assert other.get(f"/api/v1/simulations/{finished_run.pk}/").status_code == 404
    assert other.get(f"/api/v1/simulations/{finished_run.pk}/games/0/").status_code == 404
    assert other.post(f"/api/v1/simulations/{finished_run.pk}/cancel/").status_code == 404
    assert other.get("/api/v1/simulations/").json()["count"] == 0
    assert APIClient().get("/api/v1/simulations/").status_code in (401, 403)


def test_detail_has_the_summary_and_a_game_record_replays(api, finished_run):
    body = api.get(f"/api/v1/simulations/{finished_run.pk}/").json()
    assert body["status"] == "done" and body["progress"]["finished"] == 20
    summary = body["summary"]
    assert summary["games"] == 20 == summary["wins_a"] + summary["wins_b"] + summary["draws"]
    assert summary["a_on_play"]["games"] + summary["a_on_draw"]["games"] == 20
    assert all(c["status"] != "full" and c["note"] for c in body["not_fully_simulated"])
    game = api.get(f"/api/v1/simulations/{finished_run.pk}/games/3/").json()
    assert game["game_index"] == 3 and game["record"]["actions"]
    from engine import GameRecord, replay

    final = replay(GameRecord.from_dict(game["record"]))
    winner = final.outcome().winner
    expected = None if winner is None else ("a" if winner == finished_run.results.get(game_index=3).data["seat_a"]
                                            else "b")
    assert (game["winner"] or None) == expected
    assert api.get(f"/api/v1/simulations/{finished_run.pk}/games/99/").status_code == 404


def test_cancel_through_the_api(api, precon_decks):
    run_id = api.post("/api/v1/simulations/", {"deck_a": precon_decks["CP1-finn"].pk,
                                               "deck_b": precon_decks["CP1-jake"].pk, "games": 10},
                      format="json").json()["id"]
    assert api.post(f"/api/v1/simulations/{run_id}/cancel/").json()["status"] == "cancelled"
    assert api.post(f"/api/v1/simulations/{run_id}/cancel/").status_code == 200


def test_run_page_shows_the_report_with_charts_and_replays(client, alice, finished_run):
    client.force_login(alice)
    html = client.get(f"/simulations/{finished_run.pk}/").content.decode()
    assert "Deck A wins" in html and "<svg" in html and "A on the play" in html and "Sample games" in html
    replay = client.get(f"/simulations/{finished_run.pk}/games/0/").content.decode()
    assert "Turn 1" in replay and "HP" in replay
    assert "in Lane " in replay and "lane=" not in replay  # actions read as words, Lanes counted from 1


def test_actions_read_as_words():
    from matches.cardwars_replay import _readable

    names = {"dogboy": "Dogboy", "big-foot": "Big Foot"}
    assert _readable("play dogboy lane=0", names) == "play Dogboy in Lane 1"
    assert _readable("choose p1:hand:big-foot", names) == "choose p1:hand:Big Foot"
    assert _readable("choose p0:lane:3", names) == "choose Lane 4"


def test_run_form_starts_a_run(client, alice, precon_decks):
    client.force_login(alice)
    page = client.get("/simulations/new/")
    assert page.status_code == 200
    assert '<option value="mcts">mcts: greedy&#x27;s search plus the opponent&#x27;s reply' in page.content.decode()
    response = client.post("/simulations/new/", {"deck_a": precon_decks["CP1-finn"].pk,
                                                 "deck_b": precon_decks["CP1-jake"].pk, "games": 10,
                                                 "player_a": "random", "player_b": "random"})
    run = MatchRun.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/simulations/{run.pk}/"
    progress = client.get(f"/simulations/{run.pk}/progress/").json()
    assert progress["status"] == "queued" and progress["games"] == 10


def test_pages_of_another_users_run_are_404(client, bob, finished_run):
    client.force_login(bob)
    assert client.get(f"/simulations/{finished_run.pk}/").status_code == 404
    assert client.get(f"/simulations/{finished_run.pk}/games/0/").status_code == 404


def test_gauntlet_api(api, precon_decks):
    response = api.post("/api/v1/gauntlets/", {
        "deck": precon_decks["CP1-finn"].pk,
        "opponents": [precon_decks["CP1-jake"].pk, precon_decks["CP2-bmo"].pk],
        "weights": {str(precon_decks["CP1-jake"].pk): 2}, "games": 10}, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert len(body["table"]["rows"]) == 2 and body["table"]["complete"] is False
    assert [row["weight"] for row in body["table"]["rows"]] == [2.0, 1.0]
    bad = api.post("/api/v1/gauntlets/", {"deck": precon_decks["CP1-finn"].pk, "opponents": [
        precon_decks["CP1-jake"].pk], "weights": {"jake": 2}, "games": 10}, format="json")
    assert bad.status_code == 400 and "weights" in bad.json()["fields"]
