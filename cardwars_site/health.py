"""/healthz: does the database answer, does the broker answer, does at least one worker answer."""

import threading
import time

from django.conf import settings
from django.db import connection
from django.http import JsonResponse

from .celery import app


def _check_database():
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()


def _check_broker(timeout):
    with app.connection_for_write() as conn:
        conn.ensure_connection(max_retries=1, timeout=timeout)
        # Opening a channel is what talks to a Redis server; a refused connection fails here.
        if conn.default_channel is None:
            raise RuntimeError("the broker gave no channel")


def _check_workers(timeout):
    replies = app.control.ping(timeout=timeout, limit=1)  # the first answer is enough
    if not replies:
        raise RuntimeError(f"no worker answered within {timeout} s")
    return len(replies)


# Asking the workers waits up to HEALTH_TIMEOUT when none answers. One ask at a time per process, and its
# answer serves every probe for WORKERS_REUSE_SECONDS: a burst of probes does not hold one thread each for
# the timeout, and a probe that comes while an ask is under way gets the previous answer at once.
WORKERS_REUSE_SECONDS = 5.0
_workers_lock = threading.Lock()
_workers_last: tuple[float, dict] | None = None


def _workers_answer(timeout) -> dict:
    global _workers_last
    last = _workers_last
    if last is not None and time.monotonic() - last[0] < WORKERS_REUSE_SECONDS:
        return last[1]
    if not _workers_lock.acquire(blocking=last is None):
        return last[1]  # another thread is asking right now
    try:
        result = _run(_check_workers, timeout)
        _workers_last = (time.monotonic(), result)
        return result
    finally:
        _workers_lock.release()


def workers_answer_forget() -> None:
    """Ask the workers afresh at the next probe."""
    global _workers_last
    _workers_last = None


def _run(check, *args):
    started = time.monotonic()
    try:
        detail = check(*args)
    except Exception as exc:  # a health check reports every failure, whatever its kind
        return {"ok": False, "error": str(exc) or exc.__class__.__name__,
                "ms": round((time.monotonic() - started) * 1000)}
    result = {"ok": True, "ms": round((time.monotonic() - started) * 1000)}
    if detail is not None:
        result["count"] = detail
    return result


def healthz(request):
    timeout = settings.HEALTH_TIMEOUT
    checks = {"database": _run(_check_database), "broker": _run(_check_broker, timeout)}
    if checks["broker"]["ok"]:
        checks["workers"] = _workers_answer(timeout)
    else:
        checks["workers"] = {"ok": False, "error": "not checked: the broker is down"}
    down = [name for name, check in checks.items() if not check["ok"]]
    body = {"status": "ok" if not down else "down", "down": down, "checks": checks}
    return JsonResponse(body, status=200 if not down else 503)
