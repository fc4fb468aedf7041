"""Faults with nobody watching: a real worker and Celery beat on a throwaway Redis; the worker is killed and
Redis restarted empty mid-run. The run must still end with exactly N results, within the stated time.

The Redis here is our own (a free port, no persistence, a temporary folder), never the machine's shared one.
"""

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from io import StringIO

import pytest
from celery import Celery
from django.core.management import call_command

from matches import services, worker
from matches.models import MatchRun
from tests.conftest import BASE_DIR, database_url_for_workers

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(shutil.which("redis-server") is None,
                                 reason="redis-server is not installed (apt-get install redis-server)")]

GAMES, CHUNK = 400, 20
STALE, WATCHDOG = 3, 1  # seconds: the stated recovery time is STALE + WATCHDOG plus the games left to play


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Redis:
    def __init__(self, folder, port):
        self.folder, self.port, self.proc = folder, port, None

    def start(self):
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.folder)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def kill(self):
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


class Process:
    """A celery worker or beat of our own, in its own process group (so a kill takes its pool too)."""

    def __init__(self, args, env, log):
        self.proc = subprocess.Popen([sys.executable, "-m", "celery", "-A", "cardwars_site", *args], cwd=BASE_DIR,
                                     env=env, stdout=log.open("a"), stderr=subprocess.STDOUT, start_new_session=True)

    def kill(self):
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)


@pytest.fixture
def loaded(django_user_model):
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    from decks.models import Deck

    decks = {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
             .select_related("precon", "current_version")}
    return django_user_model.objects.create_user("faulty", password="a-long-passphrase-4"), decks


@pytest.fixture
def stack(tmp_path, settings, monkeypatch):
    """Redis, a way to start workers, and beat, all on a free port of our own; everything stopped at the end."""
    port = free_port()
    redis = Redis(tmp_path, port)
    redis.start()
    url = f"redis://127.0.0.1:{port}/0"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "cardwars_site.settings_test", "REDIS_URL": url,
           "CELERY_RESULT_BACKEND": url, "DATABASE_URL": database_url_for_workers(),
           "SIMULATION_CHUNK_STALE_SECONDS": str(STALE), "SIMULATION_WATCHDOG_SECONDS": str(WATCHDOG)}
    log = tmp_path / "celery.log"
    client = Celery(broker=url, set_as_current=False)  # the suite's own app stays the current one
    client.conf.broker_transport_options = {"global_keyprefix": settings.BROKER_KEYPREFIX}  # as the workers' keys
    # This process sends the run's messages to our Redis, as the site would to its broker.
    monkeypatch.setattr(worker, "enqueue_work", lambda run_id, messages=1: [
        client.send_task("matches.tasks.run_work", args=[run_id], queue="simulations") for _ in range(messages)])
    settings.SIMULATION_CHUNK_SIZE = CHUNK
    settings.SIMULATION_CHUNK_STALE_SECONDS = STALE
    started = []

    def start(*args):
        started.append(Process(args, env, log))
        return started[-1]

    stack = type("Stack", (), {"redis": redis, "start": staticmethod(start), "log": log})
    yield stack
    for process in started:
        process.kill()
    redis.kill()
    client.close()


def worker_args(name):
    return ["worker", "-Q", "default,simulations", "-c", "1", "-n", f"{name}@localhost", "--without-gossip",
            "--without-mingle", "--loglevel", "INFO"]


def wait(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError(f"not within {timeout} s: {what}")


def test_a_run_survives_an_empty_broker_and_a_killed_worker_with_nobody_watching(loaded, stack):
    user, decks = loaded
    if os.environ.get("FAULT_TEST_WITHOUT_BEAT") != "1":  # set it to see the test fail without the watchdog
        stack.start("beat", "--schedule", str(stack.log.parent / "beat-schedule"), "--loglevel", "INFO")
        stack.start("worker", "-Q", "watchdog", "--pool", "solo", "-n", "watchdog@localhost", "--without-gossip",
                    "--without-mingle", "--loglevel", "INFO")  # the watchdog's own worker, as `make run` starts
    first = stack.start(*worker_args("first"))
    run = services.run_create(owner=user, deck_a=decks["CP1-finn"], deck_b=decks["CP1-jake"], games=GAMES,
                              seed=31, players=("random", "random"))
    wait(lambda: run.results.count() >= CHUNK, 60, "the first worker plays a chunk")
    # The broker restarts empty under a live worker: every queued chunk message is gone.
    stack.redis.kill()
    stack.redis.start()
    at_restart = run.results.count()
    wait(lambda: run.results.count() >= at_restart + 3 * CHUNK, 30,
         f"the worker plays on after the broker restart (log: {stack.log.read_text()[-1500:]})")
    # Then the worker dies mid-chunk and another one starts.
    first.kill()
    killed_at = run.results.count()
    assert killed_at < GAMES, "the run ended before the faults; make it longer"
    killed = time.monotonic()
    stack.start(*worker_args("second"))
    wait(lambda: not MatchRun.objects.get(pk=run.pk).is_active, 90,
         f"the run recovers (log: {stack.log.read_text()[-2000:]})")
    took = time.monotonic() - killed
    run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE, run.error
    indices = list(run.results.values_list("game_index", flat=True))
    assert len(indices) == GAMES and sorted(set(indices)) == list(range(GAMES))
    print(f"broker restarted at {at_restart}, worker killed at {killed_at} of {GAMES} games; "
          f"done {took:.1f} s after the kill")
