"""Simulation scaling for `make bench`: the same run on real Celery workers with 1 and with 2 processes.

Each measurement creates a run in the configured database, starts one `celery worker` with the given
concurrency on the configured broker, and times from enqueue to the run's end. The run is the same each
time (same decks, players, games and seed), so only the number of processes changes."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from cardwars_site.celery import app
from decks.models import Deck
from matches import services
from matches.models import MatchRun

BASE_DIR = Path(settings.BASE_DIR)


def _time_run(*, concurrency: int, games: int, players: tuple[str, str], seed: int) -> tuple[float, MatchRun]:
    user, _ = get_user_model().objects.get_or_create(username="bench", defaults={"is_active": False})
    MatchRun.objects.filter(owner=user).delete()
    decks = {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
             .select_related("precon", "current_version")}
    name = f"bench-{concurrency}-{os.getpid()}@localhost"
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "cardwars_site", "worker", "-Q", settings.SIMULATION_QUEUE,
         "-c", str(concurrency), "-n", name, "--without-gossip", "--without-mingle", "--loglevel", "WARNING"],
        cwd=BASE_DIR, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while not app.control.ping(destination=[name], timeout=1.0):
            if time.monotonic() > deadline:
                raise RuntimeError("the bench worker did not start")
        with transaction.atomic():
            run = services.run_create(owner=user, deck_a=decks["CP1-finn"], deck_b=decks["CP1-jake"], games=games,
                                      players=players, seed=seed)
        started = time.perf_counter()
        while True:
            run.refresh_from_db()
            if not run.is_active:
                break
            time.sleep(0.2)
        elapsed = time.perf_counter() - started
    finally:
        _stop(worker)
    if run.status != MatchRun.Status.DONE:
        raise RuntimeError(f"bench run ended {run.status}: {run.error}")
    return elapsed, run


def _stop(worker, grace: float = 60) -> None:
    """Stop the bench worker: SIGTERM to its main process only, which asks Celery for a warm shutdown of its
    pool (a SIGTERM to the pool's processes too cuts them off under the main process). Then SIGKILL to
    the whole process group, at once if the main process has exited, or after `grace` seconds if it is
    still shutting down: a worker that hangs there must not lose the figures already timed."""
    worker.terminate()
    try:
        worker.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        print(f"bench: worker {worker.pid} still running {grace:g} s after SIGTERM; killed", file=sys.stderr)
    try:
        os.killpg(worker.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    worker.wait(timeout=grace)


def scaling_benchmark(games: int = 2000, players=("greedy", "greedy"), seed: int = 2026) -> str:
    one, run_one = _time_run(concurrency=1, games=games, players=players, seed=seed)
    two, run_two = _time_run(concurrency=2, games=games, players=players, seed=seed)
    same = run_one.summary == run_two.summary
    broker = "Redis" if settings.REDIS_URL else "file-system broker"
    db = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    return "\n".join([
        f"## Simulation runs on Celery workers: {games:,} games, {players[0]} vs {players[1]}",
        "",
        f"Command: `make bench` (bench/simulations.py). One run of {games:,} games, Finn vs Jake (CP1), "
        f"{players[0]} vs {players[1]}, seed {seed}, chunks of {run_one.chunk_size}, {broker}, {db}.",
        "",
        "| worker processes | wall time | games/s |",
        "|---|---|---|",
        f"| 1 | {one:.1f} s | {games / one:.1f} |",
        f"| 2 | {two:.1f} s | {games / two:.1f} |",
        "",
        f"Speed-up with 2 processes: **{one / two:.2f}x** (goal: at least 1.8x). "
        f"Same summary both times: {'yes' if same else 'NO'}.",
    ])
