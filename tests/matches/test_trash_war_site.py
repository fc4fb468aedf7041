"""Trash War on the site: the form, runs played in chunks as a worker plays them, the report, the replay, the
API, and the same games for the same seed from the site, the API and the command line."""

import json
from io import StringIO

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from rest_framework.test import APIClient

import engine
from matches import games, pace, schedule, services
from matches.models import GameResult, MatchRun
from tests.matches.conftest import play_all

pytestmark = pytest.mark.django_db
PLAYERS = ("greedy", "random", "random")


@pytest.fixture
def small_chunks(settings):
    settings.SIMULATION_CHUNK_SIZE = 4



def make_run(owner, games=10, seed=77, players=PLAYERS, **kw):
    return services.run_create_for_game(owner=owner, game="trash-war", entrants=[[(None, p)] for p in players],
                                        games=games, seed=seed, **kw)


def command_games(*args):
    """The games `manage.py simulate --game trash-war` plays, from its --records file."""
    out = StringIO()
    path = f"/tmp/tw-site-{'-'.join(args)}.jsonl".replace(",", "_").replace(" ", "")
    call_command("simulate", "--game", "trash-war", *args, "--json", "--quiet", "--processes", "1",
                 "--records", path, stdout=out, stderr=StringIO())
    with open(path, encoding="utf-8") as f:
        return json.loads(out.getvalue()), [json.loads(line) for line in f]


def test_a_run_is_played_in_chunks_and_its_summary_is_the_command_lines(alice, small_chunks):
    run = play_all(make_run(alice, games=10, seed=77))
    assert run.status == MatchRun.Status.DONE and run.chunks.count() == 3
    assert (run.game, run.format, run.variant, run.turn_limit) == ("trash-war", "ffa", "end_of_turn", 500)
    summary, lines = command_games("--seats", "3", "--players", ",".join(PLAYERS), "--games", "10", "--seed", "77")
    assert run.summary == summary  # the whole summary, report included
    rows = {r.game_index: r for r in run.results.all()}
    for line in lines:
        row = rows[line["row"]["game_index"]]
        assert row.places == line["row"]["places"] and row.seed == line["record"]["seed"]
        assert row.actions.splitlines() == line["record"]["actions"]


def test_the_variant_and_the_turn_limit_reach_the_games(alice, small_chunks):
    run = play_all(make_run(alice, games=4, seed=5, variant="immediate", turn_limit=20))
    assert run.summary["match"]["setup"]["redraw"] == "immediate"
    assert run.summary["terminations"] == {"turn limit": 4}
    summary, _ = command_games("--seats", "3", "--players", ",".join(PLAYERS), "--games", "4", "--seed", "5",
                               "--variant", "immediate", "--turn-limit", "20")
    assert run.summary == summary


@pytest.mark.parametrize(("kw", "text"), [
    ({"variant": "sometimes"}, "Trash War has no variant 'sometimes'; variants are: end_of_turn, immediate"),
    ({"turn_limit": 0}, "The turn limit is a whole number from 1 to 10,000"),
    ({"players": ("greedy",)}, "Trash War free-for-all is played by 2 or 3 or 4 or 5 entrants, not 1"),
    ({"players": ("greedy",) * 6}, "not 6"),
    ({"players": ("greedy", "simple")}, "Unknown AI player 'simple': choose one of random, greedy, mcts"),
    ({"players": ("greedy", "mcts:lots")}, "bad MCTS budget 'lots'"),
])
def test_bad_requests_are_refused_with_the_reason(alice, kw, text):
    with pytest.raises(ValidationError, match=text):
        make_run(alice, **kw)
    assert not MatchRun.objects.exists()


def test_a_card_wars_run_takes_no_variant(alice, precon_decks):
    with pytest.raises(ValidationError, match="Card Wars has no variants on this site"):
        services.run_create_for_game(owner=alice, entrants=services.one_vs_one(
            precon_decks["CP1-finn"].current_version, precon_decks["CP1-jake"].current_version, ("random", "random")),
            games=2, variant="immediate")


def test_cancel_stops_the_chunks_not_started(alice, small_chunks):
    run = make_run(alice, games=12)
    assert services.run_work(run_id=run.pk) == "done"
    services.run_cancel(run=run)
    assert services.run_work(run_id=run.pk) == "idle"
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED and run.results.count() == 4


def test_the_form_page_shows_the_deck_the_variants_and_an_ai_per_seat(client, alice):
    client.force_login(alice)
    page = client.get("/simulations/new/trash-war/").content.decode()
    for text in ("New Trash War simulation", "Mace (left)", "Refill at once", "Refill at the end of the turn",
                 "One shared deck of 112 cards", "AI of player E", 'value="mcts"', "Turn limit"):
        assert text in page
    for v in engine.load_game("trash-war").extra["variants"]():
        assert v["description"] in page
    assert "/simulations/new/trash-war/" in client.get("/simulations/new/").content.decode()


def test_the_form_starts_a_run_of_the_seats_chosen(client, alice):
    client.force_login(alice)
    response = client.post("/simulations/new/trash-war/", {
        "seats": "3", "player_0": "greedy", "player_1": "random", "player_2": "mcts", "player_3": "greedy",
        "variant": "immediate", "games": "6", "turn_limit": "300", "seed": "9"})
    run = MatchRun.objects.get()
    assert response.status_code == 302 and response["Location"] == run.get_absolute_url()
    assert run.players() == ("greedy", "random", "mcts") and (run.variant, run.turn_limit, run.seed) == (
        "immediate", 300, 9)


def test_the_form_says_what_is_wrong(client, alice):
    client.force_login(alice)
    page = client.post("/simulations/new/trash-war/", {"seats": "4", "player_0": "greedy", "variant": "end_of_turn",
                                                        "games": "6", "turn_limit": "500"}).content.decode()
    assert "Choose an AI for player B, C, D." in page and not MatchRun.objects.exists()
    assert client.get("/simulations/new/chess/").status_code == 404


def test_the_run_page_shows_the_report(client, alice, small_chunks):
    run = play_all(make_run(alice, games=8))
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    report = run.summary["trash_war"]["report"]
    assert "Trash War: 3 players" in page and 'id="tw-entrants"' in page and 'id="tw-seats"' in page
    assert "variant end_of_turn · turn limit 500" in page
    assert "A · greedy" in page and "B · random" in page and 'id="tw-first-player"' in page
    top = report["entrants"][0]
    assert f"{100 * top['ci_low']:.1f}% – {100 * top['ci_high']:.1f}%" in page
    assert f"/simulations/{run.pk}/games/0/" in page
    listing = client.get("/simulations/").content.decode()
    assert run.get_absolute_url() in listing and "greedy vs random vs random" in listing
    assert "/simulations/new/trash-war/" in listing


def test_the_replay_page_steps_through_every_wall_and_hand(client, alice, small_chunks):
    run = play_all(make_run(alice, games=2))
    client.force_login(alice)
    page = client.get(f"/simulations/{run.pk}/games/1/").content.decode()
    data = json.loads(page.split('<script id="replay-data" type="application/json">')[1].split("</script>")[0])
    result = run.results.get(game_index=1)
    assert len(data["frames"]) == len(result.actions.splitlines()) + 1
    assert all(len(f["seats"]) == 3 and all(len(s["walls"]) == 3 for s in f["seats"]) for f in data["frames"])
    assert data["legend"]["MA"] == "Mace (any)" and len(data["seats"]) == 3
    assert data["frames"][-1]["result"]["places"] == [result.places[e] for e in result.data["seating"]]
    assert "replay_trash_war.js" in page


def test_the_api_runs_trash_war_the_same_way(alice, small_chunks):
    api = APIClient()
    api.force_authenticate(alice)
    response = api.post("/api/v1/simulations/", {"game": "trash-war", "games": 10, "seed": 77, "entrants": [
        {"seats": [{"player": p}]} for p in PLAYERS]}, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert (body["game"], body["format"], body["variant"], body["turn_limit"]) == ("trash-war", "ffa", "end_of_turn",
                                                                                   500)
    run = play_all(MatchRun.objects.get(pk=body["id"]))
    summary, lines = command_games("--seats", "3", "--players", ",".join(PLAYERS), "--games", "10", "--seed", "77")
    assert api.get(f"/api/v1/simulations/{run.pk}/").json()["summary"] == summary
    game = api.get(f"/api/v1/simulations/{run.pk}/games/3/").json()
    assert game["record"]["actions"] == lines[3]["record"]["actions"] and game["seed"] == lines[3]["record"]["seed"]
    record = engine.GameRecord.from_dict(game["record"])
    state = engine.replay(record)
    assert [state.outcome().places[s] for s in range(3)] == [game["places"][e] for e in game["data"]["seating"]]


@pytest.mark.parametrize(("body", "text"), [
    ({"variant": "sometimes"}, "Trash War has no variant 'sometimes'"),
    ({"entrants": [{"seats": [{"player": "greedy"}]}]}, "at least 2"),
    ({"deck_a": 1, "deck_b": 2, "entrants": None}, "No deck"),
])
def test_bad_api_requests_are_400s(alice, body, text):
    api = APIClient()
    api.force_authenticate(alice)
    payload = {"game": "trash-war", "games": 5, "entrants": [{"seats": [{"player": "greedy"}]}] * 3, **body}
    payload = {k: v for k, v in payload.items() if v is not None}
    response = api.post("/api/v1/simulations/", payload, format="json")
    assert response.status_code == 400 and text in json.dumps(response.json()), response.json()
    assert not MatchRun.objects.exists()


def test_the_adapter_is_found_through_the_registry():
    adapter = games.adapter_for("trash-war")
    assert adapter.players == engine.load_game("trash-war").info.players
    assert "trash-war" in games.site_games()
    assert "trash-war" not in [g["name"] for g in games.games_not_on_site()]
    assert GameResult._meta.get_field("places")  # a result keeps a place per entrant


def test_the_estimate_reads_the_trash_war_table_before_any_run(client, alice):
    table = pace.game_table("trash-war")
    found = services.run_estimate(games=300, players=("greedy", "random", "random"), game="trash-war")
    row = table["pairings"]["greedy vs random vs random"]
    parallel = min(pace.worker_processes(), len(schedule._schedule(300, ("greedy", "random", "random"),
                                                                    game="trash-war")))
    assert found["source"] == "bench-table" and found["seconds"] == round(row["seconds_per_game"] * 300 / parallel)
    assert "greedy vs random vs random" in found["explanation"]
    client.force_login(alice)
    api = client.get("/api/v1/simulations/estimate/", {"game": "trash-war", "games": 300,
                                                       "players": "random,greedy,random"}).json()
    assert api == found
    page = client.get("/simulations/new/trash-war/").content.decode()
    assert 'id="estimate-time"' in page  # the page's first estimate, for its initial four greedy players
    assert client.get("/api/v1/simulations/estimate/", {"game": "trash-war", "games": 3,
                                                        "players": "greedy,simple"}).status_code == 400


def test_a_queued_run_shows_its_progress_and_can_be_cancelled_from_its_page(client, alice):
    run = make_run(alice, games=6)
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert 'id="run-progress"' in page and "0 / 6 games" in page and ">Cancel</button>" in page
    assert 'id="tw-report"' not in page
    progress = client.get(f"/simulations/{run.pk}/progress/").json()
    assert progress["status"] == "queued" and progress["games"] == 6
    client.post(f"/simulations/{run.pk}/cancel/")
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED


def test_errors_inside_the_entrants_are_named_by_their_place(alice):
    api = APIClient()
    api.force_authenticate(alice)
    short = api.post("/api/v1/simulations/", {"game": "trash-war", "games": 5, "entrants": [
        {"seats": [{"player": "greedy"}]}]}, format="json").json()
    assert short["fields"] == {"entrants": ["Ensure this field has at least 2 elements."]}
    assert short["details"] == "Ensure this field has at least 2 elements."
    long_name = api.post("/api/v1/simulations/", {"game": "trash-war", "games": 5, "entrants": [
        {"seats": [{"player": "greedy"}]}, {"seats": [{"player": "g" * 40}]}]}, format="json").json()
    assert long_name["fields"] == {"entrants.1.seats.0.player": ["Ensure this field has no more than 32 characters."]}
