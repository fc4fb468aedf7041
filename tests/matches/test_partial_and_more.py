"""A cancelled run keeps and reports the games it played; a run can play more games, the next seeds."""

import pytest
from rest_framework.test import APIClient

from matches import services, worker
from matches.models import GameResult, MatchChunk, MatchRun
from tests.matches.conftest import new_run, play_all

pytestmark = pytest.mark.django_db

PLAYERS = ("simple", "random")



def bmo_run(alice, precon_decks, games, **kw):
    return new_run(alice, precon_decks, games, deck_b="CP2-bmo", seed=21, players=PLAYERS, **kw)


def games_of(run):
    return [(r.game_index, r.seed, r.places, r.turns, r.actions) for r in run.results.order_by("game_index")]


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


def test_a_cancelled_run_reports_the_games_it_played(client, api, alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 10
    run = bmo_run(alice, precon_decks, 40)
    chunk = worker.chunk_next(run_id=run.pk, worker="test")
    worker._play(chunk)  # one chunk of 10 games, then the owner cancels
    services.run_cancel(run=run)
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED and run.results.count() == 10
    assert run.summary["games"] == 10 == run.summary["wins_a"] + run.summary["wins_b"] + run.summary["draws"]
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert "Cancelled after 10 of 40 games: partial report" in page and 'id="win-rate"' in page
    body = api.get(f"/api/v1/simulations/{run.pk}/").json()
    assert body["partial"] is True and body["summary"]["games"] == 10 and body["status"] == "cancelled"


def test_a_chunk_stopping_after_the_cancel_adds_its_games_to_the_partial_report(alice, precon_decks, settings,
                                                                                monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 10
    monkeypatch.setattr(worker, "STOP_CHECK_SECONDS", 0.0)
    run = bmo_run(alice, precon_decks, 20)
    chunk = worker.chunk_next(run_id=run.pk, worker="test")
    real = worker._write
    calls = []

    def write_then_cancel(r, c, rows, **fields):  # the owner cancels while the first games are written
        real(r, c, rows, **fields)
        calls.append(len(rows))
        if len(calls) == 1:
            services.run_cancel(run=run)

    monkeypatch.setattr(worker, "_write", write_then_cancel)
    assert worker._play(chunk) == "cancelled"
    run.refresh_from_db()
    assert run.summary["games"] == run.results.count() >= 1


def test_40_games_played_on_by_60_are_the_100_games_of_one_run(api, alice, precon_decks):
    short = play_all(bmo_run(alice, precon_decks, 40))
    assert short.summary["games"] == 40
    response = api.post(f"/api/v1/simulations/{short.pk}/more/", {"games": 60}, format="json")
    assert response.status_code == 202 and response.json()["games"] == 100
    extended = play_all(MatchRun.objects.get(pk=short.pk))
    assert extended.status == MatchRun.Status.DONE
    whole = play_all(bmo_run(alice, precon_decks, 100))
    assert games_of(extended) == games_of(whole)
    assert extended.summary == whole.summary


def test_a_cancelled_run_played_on_plays_its_missing_games_too(client, alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 10
    run = bmo_run(alice, precon_decks, 30)
    worker._play(worker.chunk_next(run_id=run.pk, worker="test"))
    services.run_cancel(run=run)
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert 'id="more-form"' in page
    assert client.post(f"/simulations/{run.pk}/more/", {"games": 10}).status_code == 302
    run = play_all(MatchRun.objects.get(pk=run.pk))
    assert run.status == MatchRun.Status.DONE and run.results.count() == 40
    assert sorted(GameResult.objects.filter(run=run).values_list("game_index", flat=True)) == list(range(40))
    assert not MatchChunk.objects.filter(run=run).exclude(state=MatchChunk.State.DONE).exists()


def test_more_games_are_refused_while_running_over_the_cap_and_over_budget(api, alice, precon_decks, settings):
    run = bmo_run(alice, precon_decks, 5)
    refused = api.post(f"/api/v1/simulations/{run.pk}/more/", {"games": 5}, format="json")
    assert refused.status_code == 400 and "finished or cancelled" in str(refused.json())
    run = play_all(run)
    assert api.post(f"/api/v1/simulations/{run.pk}/more/", {"games": 0}, format="json").status_code == 400
    settings.SIMULATION_MAX_GAMES = 8
    capped = api.post(f"/api/v1/simulations/{run.pk}/more/", {"games": 5}, format="json")
    assert capped.status_code == 400 and "between 1 and 3" in str(capped.json())
    settings.SIMULATION_MAX_GAMES = 100_000
    settings.SIMULATION_WORK_BUDGET_SECONDS = 0
    over = api.post(f"/api/v1/simulations/{run.pk}/more/", {"games": 5}, format="json")
    assert over.status_code == 429
    run.refresh_from_db()
    assert run.games == 5 and run.status == MatchRun.Status.DONE
