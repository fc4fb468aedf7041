"""Runs on real worker processes over the configured broker (file system here, Redis in CI's second pass)."""

import json
import time
from io import StringIO

import pytest
from django.core.management import call_command

from engine.cardwars.match import play_match
from matches import engine_bridge, services
from matches.models import MatchRun
from tests.conftest import database_url_for_workers

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def loaded(django_user_model):
    # Transactional tests start from empty tables: load what the runs need, for real (committed).
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    from decks.models import Deck

    decks = {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
             .select_related("precon", "current_version")}
    user = django_user_model.objects.create_user("runner", password="a-long-passphrase-3")
    return user, decks


def wait_for(run, predicate, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        run.refresh_from_db()
        if predicate(run):
            return run
        time.sleep(0.3)
    raise AssertionError(f"run {run.pk} still {run.status} with {run.results.count()} results after {timeout} s")


def engine_summary(run):
    match = engine_bridge.Match(run)
    return play_match(match.setup_a, match.setup_b, run.games, run.seed, run.players(),
                      mirrored=run.mirrored, turn_limit=run.turn_limit, keep_records=False,
                      meta=engine_bridge.match_meta(run)).summary


def test_a_200_game_run_on_a_real_worker_equals_the_engines_summary(loaded, worker_factory, settings):
    user, decks = loaded
    settings.SIMULATION_CHUNK_SIZE = 50
    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    run = services.run_create(owner=user, deck_a=decks["CP1-finn"], deck_b=decks["CP1-jake"], games=200,
                              seed=2026, players=("random", "random"))
    run = wait_for(run, lambda r: not r.is_active, timeout=240)
    assert run.status == MatchRun.Status.DONE, run.error
    assert run.results.count() == 200
    assert run.summary == engine_summary(run)


def test_a_worker_killed_mid_run_the_run_still_completes_exactly(loaded, worker_factory, settings):
    user, decks = loaded
    settings.SIMULATION_CHUNK_SIZE = 20
    settings.SIMULATION_CHUNK_STALE_SECONDS = 3
    env = {"DATABASE_URL": database_url_for_workers(), "SIMULATION_CHUNK_STALE_SECONDS": "3"}
    first = worker_factory(env=env)
    run = services.run_create(owner=user, deck_a=decks["CP2-bmo"], deck_b=decks["CP3-princess-bubblegum"],
                              games=600, seed=77, players=("random", "random"))
    wait_for(run, lambda r: r.results.count() >= 20, timeout=120)
    first.kill()
    killed_at = run.results.count()
    assert killed_at < 600, "the run finished before the worker could be killed; make it longer"
    worker_factory(env=env)
    deadline = time.monotonic() + 300
    while run.is_active and time.monotonic() < deadline:
        services.chunks_requeue_stale()  # what the run page's progress poll does
        time.sleep(1)
        run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE, (run.status, run.error, run.results.count())
    assert run.results.count() == 600
    assert run.summary == engine_summary(run)


def test_a_trash_war_run_on_a_real_worker_plays_the_command_lines_games(loaded, worker_factory, settings, tmp_path):
    user, _ = loaded
    settings.SIMULATION_CHUNK_SIZE = 10
    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    run = services.run_create_for_game(owner=user, game="trash-war", entrants=[[(None, "greedy")], [(None, "random")],
                                                                                [(None, "random")], [(None, "greedy")]],
                                       games=30, seed=404)
    run = wait_for(run, lambda r: not r.is_active, timeout=240)
    assert run.status == MatchRun.Status.DONE, run.error
    out, path = StringIO(), tmp_path / "games.jsonl"
    call_command("simulate", "--game", "trash-war", "--seats", "4", "--players", "greedy,random,random,greedy",
                 "--games", "30", "--seed", "404", "--json", "--quiet", "--records", str(path), stdout=out,
                 stderr=StringIO())
    assert run.summary == json.loads(out.getvalue())
    stored = {r.game_index: r.actions.splitlines() for r in run.results.all()}
    for line in path.read_text().splitlines():
        game = json.loads(line)
        assert stored[game["row"]["game_index"]] == game["record"]["actions"]
