"""The watchdog on a queue of its own, what /healthz says of it, and a worker's own start-up sweep."""

import os
import subprocess
import sys
import time
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from matches import services, tasks, worker
from matches.models import MatchChunk, MatchRun, WatchdogTick
from tests.conftest import database_url_for_workers


def make_run(owner, decks, games=30):
    return services.run_create(owner=owner, deck_a=decks["CP1-finn"].current_version,
                               deck_b=decks["CP1-jake"].current_version, games=games, players=("random", "random"))


def watchdog_check(client):
    body = client.get("/healthz").json()
    return body, body["checks"]["watchdog"]


@pytest.mark.django_db
class TestHealth:
    def test_healthz_is_degraded_until_the_watchdog_has_run(self, client, settings):
        settings.HEALTH_TIMEOUT = 1
        body, check = watchdog_check(client)
        assert "watchdog" in body["degraded"] and check["ok"] is False
        assert check["last_ran"] is None and "never run" in check["error"]
        services.watchdog_tick(sent=0)
        body, check = watchdog_check(client)
        assert check["ok"] is True and body["degraded"] == [] and check["seconds_ago"] <= 5
        assert check["last_ran"] == WatchdogTick.objects.get().ran_at.isoformat()

    def test_healthz_is_degraded_when_the_watchdog_stopped_running(self, client, settings):
        settings.HEALTH_TIMEOUT = 1
        services.watchdog_tick(sent=0)
        late = settings.SIMULATION_WATCHDOG_LATE_SECONDS
        WatchdogTick.objects.update(ran_at=timezone.now() - timedelta(seconds=late + 5))
        body, check = watchdog_check(client)
        assert "watchdog" in body["degraded"] and "watchdog last ran" in check["error"]
        assert check["seconds_ago"] >= late + 5

    def test_healthz_is_degraded_while_a_dead_workers_chunk_is_not_put_back(self, client, alice, precon_decks,
                                                                           settings):
        settings.HEALTH_TIMEOUT = 1
        services.watchdog_tick(sent=0)  # beat ran, but the chunk is older than any tick would leave it
        run = make_run(alice, precon_decks)
        chunk = services.chunk_next(run_id=run.pk, worker="killed")
        old = timezone.now() - timedelta(seconds=3 * settings.SIMULATION_CHUNK_STALE_SECONDS)
        MatchChunk.objects.filter(pk=chunk.pk).update(heartbeat_at=old)
        body, check = watchdog_check(client)
        assert "watchdog" in body["degraded"] and check["stalled_runs"] == 1

    def test_a_starting_worker_takes_back_the_chunks_of_its_previous_life(self, alice, precon_decks, monkeypatch,
                                                                         settings):
        settings.SIMULATION_CHUNK_SIZE = 5
        sent = []
        monkeypatch.setattr(worker, "enqueue_work", lambda run_id, messages=1: sent.append((run_id, messages)))
        run = make_run(alice, precon_decks)
        mine = services.chunk_next(run_id=run.pk, worker="cardwars@box:4321")
        other = services.chunk_next(run_id=run.pk, worker="cardwars@other:99")
        assert services.chunks_reclaim_from(hostname="cardwars@box") == 1
        assert sent == [(run.pk, 1)]
        mine.refresh_from_db()
        other.refresh_from_db()
        assert mine.state == MatchChunk.State.PENDING and other.state == MatchChunk.State.RUNNING

    def test_a_chunk_of_a_killed_process_of_this_worker_is_taken_back_at_once(self, alice, precon_decks, settings):
        settings.SIMULATION_CHUNK_SIZE = 5
        gone = subprocess.Popen([sys.executable, "-c", "pass"])
        gone.wait()
        run = make_run(alice, precon_decks)
        alive = services.chunk_next(run_id=run.pk, worker=f"cardwars@box:{os.getppid()}")
        dead = services.chunk_next(run_id=run.pk, worker=f"cardwars@box:{gone.pid}")
        taken = services.chunk_next(run_id=run.pk, worker=f"cardwars@box:{os.getpid()}")
        assert taken.pk == dead.pk and taken.attempts == 2  # well inside the stale window
        assert services.chunk_next(run_id=run.pk, worker=f"cardwars@box:{os.getpid()}").pk not in (dead.pk, alive.pk)


@pytest.fixture
def loaded(django_user_model):
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    from decks.models import Deck

    decks = {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon",
                                                                                              "current_version")}
    return django_user_model.objects.create_user("watched", password="a-long-passphrase-5"), decks


def wait(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.3)
    raise AssertionError(f"not within {timeout} s: {what}")


@pytest.mark.integration
@pytest.mark.django_db(transaction=True)
def test_the_watchdog_runs_on_its_own_worker_and_healthz_says_so(client, worker_factory, settings):
    settings.HEALTH_TIMEOUT = 2
    env = {"DATABASE_URL": database_url_for_workers()}
    worker_factory(queues="default,simulations", env=env)
    worker_factory(queues="watchdog", env=env)
    wait(lambda: WatchdogTick.objects.exists(), 30, "the workers' start-up sweeps record a tick")
    WatchdogTick.objects.all().delete()
    assert "watchdog" in client.get("/healthz").json()["degraded"]
    tasks.requeue_stale_chunks.apply_async()  # as beat sends it: routed to the watchdog's queue
    wait(lambda: WatchdogTick.objects.exists(), 30, "the watchdog's worker runs the tick")
    body = client.get("/healthz").json()
    assert body["status"] == "ok", body
    assert body["checks"]["watchdog"]["seconds_ago"] <= 30


@pytest.mark.integration
@pytest.mark.django_db(transaction=True)
def test_a_killed_pool_process_chunk_is_back_within_30_seconds_while_both_are_busy(loaded, worker_factory,
                                                                                   settings):
    user, decks = loaded
    settings.SIMULATION_CHUNK_SIZE = 40
    env = {"DATABASE_URL": database_url_for_workers(), "SIMULATION_CHUNK_SIZE": "40",
           "WORKER_CONCURRENCY": "2"}
    os.environ["WORKER_CONCURRENCY"] = "2"  # this process sends the run one message per pool process
    try:
        worker_factory(concurrency=2, env=env)
        run = services.run_create(owner=user, deck_a=decks["CP1-finn"].current_version,
                                  deck_b=decks["CP1-jake"].current_version, games=400, players=("greedy", "greedy"),
                                  seed=8, confirm_long=True)
    finally:
        del os.environ["WORKER_CONCURRENCY"]
    running = lambda: list(MatchChunk.objects.filter(run=run, state=MatchChunk.State.RUNNING))  # noqa: E731
    wait(lambda: len(running()) == 2, 120, "both pool processes play a chunk")
    victim = running()[0]
    os.kill(int(victim.claimed_by.rpartition(":")[2]), 9)
    killed = time.monotonic()
    wait(lambda: MatchChunk.objects.get(pk=victim.pk).attempts >= 2, 30, "the killed process's chunk is taken back")
    took = time.monotonic() - killed
    services.run_cancel(run=MatchRun.objects.get(pk=run.pk))  # the rest would only take time
    print(f"chunk {victim.number} taken back {took:.1f} s after its process was killed")
