"""Settings for the test suite: the normal settings with their own state directory.

Tests and the real workers they start share this module through DJANGO_SETTINGS_MODULE, so both
see the same broker folder and database, apart from a running `make run`.
"""

import hashlib
import os
from pathlib import Path

os.environ.setdefault("CARDWARS_STATE_DIR", str(Path(__file__).resolve().parent.parent / "var" / "test"))
# Parallel test processes (pytest -n) each get their own state directory, so their own broker folder, and
# their own Redis keys below: a worker started by one test process must never take another's messages (a
# chunk of a run in another test database). The parallel processes inherit the directory of the process
# that started them, and get their own below it; the workers a test starts inherit that one as it is.
_PARALLEL = os.environ.get("PYTEST_XDIST_WORKER", "")
if _PARALLEL and Path(os.environ["CARDWARS_STATE_DIR"]).name != _PARALLEL:
    os.environ["CARDWARS_STATE_DIR"] = str(Path(os.environ["CARDWARS_STATE_DIR"]) / _PARALLEL)
os.environ.setdefault("CARDWARS_ENV", "test")
_state = Path(os.environ["CARDWARS_STATE_DIR"])
# Tests read task results back; the site itself keeps results in its own tables.
if os.environ.get("REDIS_URL"):
    os.environ.setdefault("CELERY_RESULT_BACKEND", os.environ["REDIS_URL"])
else:
    (_state / "results").mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("CELERY_RESULT_BACKEND", f"file://{_state / 'results'}")

from .settings import *  # noqa: E402,F403
from .settings import STATE_DIR  # noqa: E402

# Every Redis key of the test broker starts with this: one prefix per state directory, so per checkout and
# per parallel test process (a test that sends to a Redis of its own passes it to its client too).
BROKER_KEYPREFIX = f"test-{hashlib.sha256(str(STATE_DIR).encode()).hexdigest()[:10]}:"
if REDIS_URL:  # noqa: F405
    CELERY_BROKER_TRANSPORT_OPTIONS = {**CELERY_BROKER_TRANSPORT_OPTIONS,  # noqa: F405
                                       "global_keyprefix": BROKER_KEYPREFIX}

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):  # noqa: F405
    # A file, not memory, so that a worker process started by a test sees the same database.
    DATABASES["default"]["TEST"] = {"NAME": str(STATE_DIR / "test-db.sqlite3")}  # noqa: F405
# Throttle counters per test process, emptied before each test (tests/conftest.py): never a shared Redis db.
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Pages are rendered every time in tests, unless a test turns the page cache on itself.
CATALOGUE_CACHE_SECONDS = 0
