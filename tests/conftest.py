"""Fixtures shared by the Django side of the suite."""

import os
import subprocess
import sys
import time
import uuid
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

BASE_DIR = Path(__file__).resolve().parent.parent
CARD_TOTAL = 554 + 127  # Card Wars, then the Naruto CCG's Set 1


@pytest.fixture(autouse=True)
def _empty_cache():
    """Throttle counters start at zero in every test."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(scope="session")
def _catalogue_loaded(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        call_command("load_catalogue", stdout=StringIO())


@pytest.fixture
def catalogue(_catalogue_loaded, db):
    """The full catalogue in the test database (loaded once per session; tests roll their changes back)."""
    from cards.models import Card

    # A transactional test elsewhere in the suite empties the tables when it ends: load again (rolled back).
    if Card.objects.count() != CARD_TOTAL:
        call_command("load_catalogue", stdout=StringIO())


@pytest.fixture
def alice(db, django_user_model):
    return django_user_model.objects.create_user("alice", password="a-long-passphrase-1")


@pytest.fixture
def bob(db, django_user_model):
    return django_user_model.objects.create_user("bob", password="a-long-passphrase-2")


def database_url_for_workers() -> str:
    """The test database as a URL, so a worker process started by a test uses it too."""
    from django.db import connection

    s = connection.settings_dict
    if s["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{s['NAME']}"
    host = s.get("HOST") or "127.0.0.1"
    port = s.get("PORT") or 5432
    password = f":{s['PASSWORD']}" if s.get("PASSWORD") else ""
    return f"postgres://{s['USER']}{password}@{host}:{port}/{s['NAME']}"


class WorkerProcess:
    """A real `celery worker` process on the test broker; `kill()` ends it the hard way."""

    def __init__(self, queues: str = "default,simulations", concurrency: int = 1):
        self.name = f"test-{uuid.uuid4().hex[:8]}@localhost"
        self.queues = queues
        self.concurrency = concurrency
        self.proc = None
        self.log = None

    def start(self, env_extra: dict | None = None, timeout: float = 60):
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "cardwars_site.settings_test", **(env_extra or {})}
        log_dir = BASE_DIR / "var" / "test" / "logs"
        log_dir.mkdir(parents=True, exist_ok=True)
        self.log = log_dir / f"{self.name.split('@')[0]}.log"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "cardwars_site", "worker", "-Q", self.queues,
             "-c", str(self.concurrency), "-n", self.name, "--loglevel", "INFO", "--without-gossip",
             "--without-mingle"],
            cwd=BASE_DIR, env=env, stdout=self.log.open("w"), stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.wait_ready(timeout)
        return self

    def wait_ready(self, timeout: float):
        from cardwars_site.celery import app

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"worker exited early:\n{self.log.read_text()[-3000:]}")
            if app.control.ping(destination=[self.name], timeout=1.0):
                return
        raise RuntimeError(f"worker did not answer within {timeout} s:\n{self.log.read_text()[-3000:]}")

    def kill(self):
        """SIGKILL the whole process group: the main process and its pool children."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, 9)
            self.proc.wait(timeout=10)

    def stop(self):
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, 15)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def worker_factory():
    """Start real worker processes; every one started is stopped at the end of the test."""
    started = []

    def start(**kwargs):
        env_extra = kwargs.pop("env", None)
        worker = WorkerProcess(**kwargs)
        started.append(worker)
        return worker.start(env_extra)

    yield start
    for worker in started:
        worker.stop()


def pytest_sessionstart(session):
    """Start from an empty test broker: messages left by an interrupted run must not reach new workers."""
    from django.conf import settings

    broker_dir = getattr(settings, "BROKER_DIR", None)
    if broker_dir and not settings.REDIS_URL and (broker_dir / "queue").is_dir():
        for leftover in (broker_dir / "queue").iterdir():
            leftover.unlink(missing_ok=True)
