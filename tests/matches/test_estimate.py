"""The time a simulation should take, said before it starts, from measured seconds per game."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from matches import pace, services, worker
from matches.models import MatchChunk, MatchRun

pytestmark = pytest.mark.django_db

TABLE = {"measured": "2026-12-01", "decks": "CP1-finn vs CP1-finn, card scripts on",
         "pairings": {"greedy vs greedy": {"games": 12, "seconds": 30.0, "seconds_per_game": 2.5},
                      "mcts vs mcts": {"games": 3, "seconds": 90.0, "seconds_per_game": 30.0}}}


@pytest.fixture
def table(monkeypatch):
    monkeypatch.setattr(pace, "load_table", lambda path=pace.TABLE: TABLE)
    monkeypatch.setenv("WORKER_CONCURRENCY", "2")


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


def test_the_committed_table_times_every_pairing_of_the_form():
    pairings = pace.load_table()["pairings"]
    for a in services.PLAYER_CHOICES:
        for b in services.PLAYER_CHOICES:
            assert pairings[pace.pairing((a, b))]["seconds_per_game"] > 0


def test_api_estimate_from_the_bench_table_shared_by_the_workers(api, table):
    body = api.get("/api/v1/simulations/estimate/", {"games": 200, "player_a": "greedy",
                                                     "player_b": "greedy"}).json()
    # 200 games at 2.5 s on one core, in 4 chunks shared by 2 worker processes: 250 s.
    assert body["seconds"] == 250 and body["source"] == "bench-table" and body["long"] is False
    assert "measured by make bench on 2026-12-01" in body["explanation"]
    # A run of several chunks is shared by both workers: 10 games are 6 chunks (3, 2, 2, 1, 1, 1), 12.5 s;
    # a single game is one chunk that one worker plays.
    short = api.get("/api/v1/simulations/estimate/", {"games": 10, "player_a": "greedy", "player_b": "greedy"}).json()
    assert short["seconds"] == round(10 * 2.5 / 2)
    one_chunk = api.get("/api/v1/simulations/estimate/", {"games": 1, "player_a": "greedy",
                                                          "player_b": "greedy"}).json()
    assert one_chunk["seconds"] == round(2.5)
    assert api.get("/api/v1/simulations/estimate/", {"games": 0}).status_code == 400
    assert api.get("/api/v1/simulations/estimate/", {"games": 5, "player_a": "deep-blue"}).status_code == 400


def finished_chunks(run, *, games_each, seconds_each, count=2):
    """`count` finished chunks of the run, as workers would have recorded them."""
    for number in range(count):
        MatchChunk.objects.create(run=run, number=number, start=number * games_each,
                                  stop=(number + 1) * games_each, state=MatchChunk.State.DONE,
                                  played=games_each, seconds=seconds_each)


def test_estimate_learns_from_finished_chunks_not_from_a_queued_runs_wall_time(api, alice, precon_decks, table):
    """A 100-game run that waited behind others took 400 s from start to finish, but its chunks say a game
    takes 0.2 s in one worker process: that is the pace, the queueing is not."""
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=100, seed=1,
                              players=("greedy", "greedy"))
    now = timezone.now()
    MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.DONE, started_at=now - timedelta(seconds=400),
                                              finished_at=now)
    finished_chunks(run, games_each=50, seconds_each=10.0)
    body = api.get("/api/v1/simulations/estimate/", {"games": 50, "player_a": "greedy",
                                                     "player_b": "greedy"}).json()
    # 0.2 s a game in one process, 50 games shared by 2 processes: 5 s (the table says 2.5 s a game).
    assert body["source"] == "site-chunks" and body["per_game"] == 0.1 and body["seconds"] == 5
    assert "0.200 s a greedy vs greedy game in one worker process over the last 100 games" in body["explanation"]
    assert api.get(f"/api/v1/simulations/{run.pk}/").json()["estimate"]["seconds"] == 10


def test_the_same_decks_own_chunks_count_before_other_decks(api, alice, precon_decks, table):
    finn, jake, bmo = (precon_decks[k].current_version for k in ("CP1-finn", "CP1-jake", "CP2-bmo"))
    quick = services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=100, seed=1)
    slow = services.run_create(owner=alice, deck_a=bmo, deck_b=bmo, games=100, seed=1)
    finished_chunks(quick, games_each=50, seconds_each=10.0)  # 0.2 s a game
    finished_chunks(slow, games_each=50, seconds_each=40.0)  # 0.8 s a game
    mine = services.run_estimate(games=100, players=("greedy", "greedy"), decks=(jake.pk, finn.pk), format="1v1")
    assert mine["per_game"] == 0.1 and "on these decks" in mine["explanation"]
    other = services.run_estimate(games=100, players=("greedy", "greedy"), decks=(finn.pk, bmo.pk), format="1v1")
    assert other["per_game"] == 0.25 and "on any decks" in other["explanation"]  # 50 s over 200 games, 2 processes
    assert services.run_estimate(games=100, players=("greedy", "greedy"))["per_game"] == 0.25
    assert services.run_estimate(games=100, players=("greedy", "greedy"), decks=(finn.pk, jake.pk),
                                 format="doubles")["source"] == "bench-table"  # another format: nothing learned
    # The API and the form take the decks by deck id (their current versions).
    body = api.get("/api/v1/simulations/estimate/", {"games": 100, "players": "greedy,greedy",
                                                     "decks": f"{precon_decks['CP1-finn'].pk},{precon_decks['CP1-jake'].pk}"})
    assert body.json()["per_game"] == 0.1
    refused = api.get("/api/v1/simulations/estimate/", {"games": 100, "decks": "999999,1"})
    assert refused.status_code == 400 and "No deck 999999" in refused.json()["fields"]["decks"][0]
    # Several runs share the workers: a gauntlet of 3 opponents is 3 runs' worth of games.
    three = api.get("/api/v1/simulations/estimate/", {"games": 100, "players": "greedy,greedy", "runs": 3}).json()
    assert three["seconds"] == round(3 * 100 * 0.5 / 2)


def test_the_hour_confirmation_follows_the_figure_the_form_shows(client, alice, precon_decks, table):
    finn, jake = precon_decks["CP1-finn"], precon_decks["CP1-jake"]
    run = services.run_create(owner=alice, deck_a=finn.current_version, deck_b=jake.current_version, games=100,
                              seed=1)
    finished_chunks(run, games_each=50, seconds_each=400.0)  # 8 s a game on these decks: 1,000 games are 4000 s
    client.force_login(alice)
    request = {"deck_a": finn.pk, "deck_b": jake.pk, "games": 1000, "player_a": "greedy", "player_b": "greedy"}
    page = client.post("/simulations/new/", request).content.decode()
    assert 'id="estimate-time">about 1 h 7 min</span>' in page and "Confirm that you want a run this long" in page
    assert MatchRun.objects.count() == 1
    # 440 games are 1760 s: no confirmation, although the table (2.5 s a game) would have said 550 s either way.
    assert client.post("/simulations/new/", {**request, "games": 440}).status_code == 302


def test_gauntlet_and_swap_forms_show_the_estimate_of_all_their_runs(client, alice, precon_decks, table):
    client.force_login(alice)
    page = client.get("/gauntlets/new/").content.decode()
    # 100 games at 2.5 s over 2 processes: 125 s; the page keeps it current as opponents are ticked.
    assert 'id="estimate-time">about 2 min</span>' in page and 'data-runs-per-opponent="1"' in page
    swap = client.get(f"/decks/{precon_decks['CP1-finn'].pk}/swap/").content.decode()
    assert 'id="estimate-time">about 8 min</span>' in swap and "for 2 runs of 200 games" in swap


def test_a_run_over_an_hour_needs_a_confirmation(api, precon_decks, table):
    request = {"deck_a": precon_decks["CP1-finn"].pk, "deck_b": precon_decks["CP1-jake"].pk, "games": 1000,
               "player_a": "mcts", "player_b": "mcts"}
    refused = api.post("/api/v1/simulations/", request, format="json")
    assert refused.status_code == 400 and "about 4 h 10 min" in refused.json()["details"]
    assert not MatchRun.objects.exists()
    started = api.post("/api/v1/simulations/", {**request, "confirm_long": True}, format="json")
    assert started.status_code == 201


def test_the_form_shows_the_estimate_and_its_source_before_launch(client, alice, precon_decks, table):
    client.force_login(alice)
    page = client.get("/simulations/new/").content.decode()
    assert 'id="estimate-time">about 4 min</span>' in page  # the initial 200 greedy games: 250 s
    assert "measured by make bench" in page
    assert re.search(r'<input type="checkbox" name="mirrored"[^>]* checked>', page)
    long = client.post("/simulations/new/", {"deck_a": precon_decks["CP1-finn"].pk,
                                             "deck_b": precon_decks["CP1-jake"].pk, "games": 1000,
                                             "player_a": "mcts", "player_b": "mcts"}).content.decode()
    assert long.count("Confirm that you want a run this long") == 1  # shown once, not twice
    assert 'id="estimate-long"' in long and not MatchRun.objects.exists()


def test_measure_times_each_pairing_and_writes_the_report(tmp_path):
    from bench import pace as bench_pace

    table = bench_pace.measure(games_for=lambda a, b: 2, players=("random", "first"))
    assert set(table["pairings"]) == {"random vs random", "first vs random", "first vs first"}
    assert all(row["games"] == 2 and row["seconds_per_game"] > 0 for row in table["pairings"].values())
    text = bench_pace.report(table)
    assert "| first vs random | 2 |" in text and text.startswith("## Seconds per game")
    path = tmp_path / "pace.json"
    path.write_text(__import__("json").dumps(table))
    assert pace.load_table(path) == table and pace.load_table(tmp_path / "missing.json") == {}


def test_before_its_first_game_a_run_shows_what_is_left_of_its_estimate(alice, precon_decks, table, monkeypatch):
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=200, seed=1,
                              players=("greedy", "greedy"))  # estimated at 250 s
    now = timezone.now()
    MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.RUNNING, started_at=now - timedelta(seconds=100))
    run.refresh_from_db()
    progress = services.run_progress(run, now)
    assert progress["eta_seconds"] is None and progress["estimate_seconds_left"] == 150


def test_a_chunk_writes_its_first_game_at_once(alice, precon_decks, monkeypatch, settings):
    settings.SIMULATION_CHUNK_SIZE = 12
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=12, seed=1,
                              players=("random", "random"))
    writes = []
    real = worker._write
    monkeypatch.setattr(worker, "_write", lambda r, c, rows, **done: (writes.append(len(rows)), real(r, c, rows, **done)))
    services.run_work(run_id=run.pk)
    assert writes == [1, 11]  # the first game at once, the others together (within WRITE_SECONDS here)


def test_another_games_runs_do_not_time_a_card_wars_pairing(api, alice, table):
    """A finished Trash War run played by greedy AIs says nothing of a Card Wars greedy game, nor the table
    (timed on Card Wars) of a Trash War one."""
    from matches.models import Entrant, Seat

    now = timezone.now()
    other = MatchRun.objects.create(owner=alice, game="trash-war", format="ffa", games=100, seed=1,
                                    status=MatchRun.Status.DONE, started_at=now - timedelta(seconds=9000),
                                    finished_at=now)
    for index in range(2):
        Seat.objects.create(entrant=Entrant.objects.create(run=other, index=index), index=0, player="greedy")
    body = api.get("/api/v1/simulations/estimate/", {"games": 50, "players": "greedy,greedy"}).json()
    assert body["source"] == "bench-table" and body["per_game"] == 1.25  # the table's 2.5 s over 2 workers
    assert pace.estimate(games=10, players=("greedy", "greedy"), game="other")["source"] == "none"


@pytest.mark.parametrize(("query", "field", "text"), [
    ({"players": "greedy,deep-blue"}, "players", "Unknown AI player 'deep-blue'"),
    ({"game": "chess"}, "game", '"chess" is not a valid choice'),
    ({"game": "naruto", "players": "greedy,simple"}, "players", "Unknown AI player 'simple'"),
    ({"game": "trash-war", "players": "greedy,simple"}, "players", "Unknown AI player 'simple'"),
])
def test_the_estimate_refuses_ais_and_games_the_site_does_not_have(api, query, field, text):
    response = api.get("/api/v1/simulations/estimate/", {"games": 5, **query})
    assert response.status_code == 400
    assert text in " ".join(response.json()["fields"][field])
