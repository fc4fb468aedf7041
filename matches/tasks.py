"""Celery tasks for simulations: thin, take ids, call one service (STYLE.md)."""

import logging
import threading

from celery import shared_task
from celery.signals import worker_ready
from django.conf import settings
from django.db import InterfaceError, OperationalError, connection
from kombu.exceptions import ChannelError

from . import watchdog, worker

log = logging.getLogger(__name__)

# Errors worth a retry: the database was busy or a connection dropped. Anything else fails the run.
TRANSIENT = (OperationalError, InterfaceError)


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=3,
             time_limit=settings.SIMULATION_CHUNK_TIME_LIMIT + 60, soft_time_limit=settings.SIMULATION_CHUNK_TIME_LIMIT)
def run_work(self, run_id: int) -> str:
    """Play the run's next chunk, and send one more message while games are left (idempotent: games already
    written are skipped, and a message with nothing left to take does nothing)."""
    try:
        return worker.run_work(run_id=run_id, worker=worker.worker_name(self.request.hostname))
    except TRANSIENT as exc:
        if self.request.retries < self.max_retries:
            raise self.retry(exc=exc, countdown=2 ** self.request.retries) from exc
        return _fail_run(run_id, exc)
    except Exception as exc:  # a bug or a time-out: the run fails with the reason, its games are kept
        return _fail_run(run_id, exc)


def _fail_run(run_id: int, exc: Exception) -> str:
    log.exception("a chunk of run %s failed", run_id)
    worker.run_fail(run_id=run_id, reason=f"A batch of games failed: {exc.__class__.__name__}: {exc}")
    return "failed"


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=3,
             time_limit=settings.SIMULATION_CHUNK_TIME_LIMIT + 60, soft_time_limit=settings.SIMULATION_CHUNK_TIME_LIMIT)
def run_chunk(self, chunk_id: int) -> str:
    """Play one chunk of a run by its id (idempotent: games already written are skipped). Runs are now sent
    as run_work messages; this plays the messages of chunks cut before that, still in a broker."""
    try:
        return worker.chunk_play(chunk_id=chunk_id, worker=self.request.hostname or "")
    except TRANSIENT as exc:
        if self.request.retries < self.max_retries:
            raise self.retry(exc=exc, countdown=2 ** self.request.retries) from exc
        return _fail(chunk_id, exc)
    except Exception as exc:  # a bug or a time-out: the run fails with the reason, its games are kept
        return _fail(chunk_id, exc)


def _fail(chunk_id: int, exc: Exception) -> str:
    log.exception("chunk %s failed", chunk_id)
    worker.chunk_fail(chunk_id=chunk_id, reason=f"A batch of games failed: {exc.__class__.__name__}: {exc}")
    return "failed"


@shared_task(ignore_result=True)
def requeue_stale_chunks() -> int:
    """The watchdog Celery beat sends every SIMULATION_WATCHDOG_SECONDS: send again the chunks no live
    worker is playing (a worker was killed) or whose messages the broker lost (it restarted empty)."""
    sent = watchdog.chunks_requeue_stale(queued=_queued_chunk_messages())
    watchdog.watchdog_tick(sent=sent)
    return sent


def _queued_chunk_messages() -> int | None:
    """How many messages wait in the simulations queue, or None if the broker cannot say."""
    from cardwars_site.celery import app

    try:
        with app.connection_for_read() as conn:
            return conn.default_channel.queue_declare(queue=settings.SIMULATION_QUEUE, passive=True).message_count
    except ChannelError:  # Redis keeps no empty queue: "no queue" is an empty one, not an error
        return 0
    except Exception:  # the broker cannot count (or is down): fall back to the time-based rule
        log.warning("could not count the simulations queue", exc_info=True)
        return None


@worker_ready.connect
def _recover_after_start(sender=None, **kwargs):
    """A worker that starts may be replacing one that died mid-run: it takes back the chunks its own previous
    life left running and runs the watchdog's sweep itself, at once, even if beat or the watchdog's worker
    is down."""
    # In a thread: the worker answers pings and takes messages meanwhile.
    threading.Thread(target=_sweep, args=(getattr(sender, "hostname", "") or "",), daemon=True).start()


def _sweep(hostname: str):
    try:
        watchdog.chunks_reclaim_from(hostname=hostname)
        watchdog.watchdog_tick(sent=watchdog.chunks_requeue_stale(queued=_queued_chunk_messages()))
    except Exception:  # the database may not answer yet: beat's watchdog will do it
        log.warning("the start-up sweep failed", exc_info=True)
    finally:
        connection.close()
