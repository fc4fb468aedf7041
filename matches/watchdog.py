"""The watchdog: what sends again the work a dead worker or a lost broker message left behind, and the record
that it ran (for /healthz). It only resets chunks and sends messages; playing them is matches/worker.py's."""

import logging
from collections import Counter
from datetime import timedelta

from django.conf import settings
from django.db.models import Exists, F, OuterRef, Q
from django.utils import timezone

from . import pace, worker
from .models import MatchChunk, MatchRun, WatchdogTick
from .schedule import _sizes

log = logging.getLogger(__name__)


def chunks_requeue_stale(*, queued: int | None = None) -> int:
    """Send again only what is lost; returns how many messages were sent.

    The watchdog (matches.tasks.requeue_stale_chunks, on a queue of its own) calls this every
    SIMULATION_WATCHDOG_SECONDS, and a worker once as it starts. A running chunk whose heartbeat went stale
    (its worker died) goes back to pending, and one message goes to its run for it. A run that still has
    games to hand out or chunks waiting, but that no live worker plays (every heartbeat older than the stale
    window), is waiting for a message: if the broker holds fewer messages than there are such runs (`queued`,
    when the caller could count them), messages were lost, and each such run gets back as many as it was
    first sent (one per worker process at most); when the broker cannot count, a run that has shown no sign
    of life for the stale window gets them. Each run at most once per stale window. A message too many is
    harmless: a worker that finds nothing to take is idle at once."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.SIMULATION_CHUNK_STALE_SECONDS)
    dead = MatchChunk.objects.filter(run__status__in=MatchRun.ACTIVE, state=MatchChunk.State.RUNNING,
                                     heartbeat_at__lt=stale)
    revived = Counter(dead.values_list("run_id", flat=True))
    dead.update(state=MatchChunk.State.PENDING, claimed_by="")
    sent = 0
    for run_id, count in revived.items():
        MatchRun.objects.filter(pk=run_id).update(requeued_at=now)
        worker.enqueue_work(run_id, count)
        sent += count
    # A run created a moment ago may not have sent its messages yet (they go after its transaction commits).
    settled = now - timedelta(seconds=5)
    lively = MatchChunk.objects.filter(run=OuterRef("pk"), heartbeat_at__gte=stale)
    waiting = (MatchRun.objects.filter(status__in=MatchRun.ACTIVE, created_at__lt=settled)
               .exclude(pk__in=revived).filter(~Exists(lively.filter(state=MatchChunk.State.RUNNING)))
               .filter(Q(cursor__lt=F("games")) | Exists(MatchChunk.objects.filter(
                   run=OuterRef("pk"), state=MatchChunk.State.PENDING))))
    lost = queued is not None and queued < waiting.count()
    if queued is None:  # the broker cannot say: only runs with no sign of life for the stale window
        waiting = waiting.filter(created_at__lt=stale).filter(~Exists(lively))
    elif not lost:
        waiting = waiting.none()
    waiting = waiting.filter(Q(requeued_at__isnull=True) | Q(requeued_at__lt=stale))
    for run in waiting.only("pk", "games", "cursor", "chunk_size", "chunk_tail", "chunk_parts"):
        pending = run.chunks.filter(state=MatchChunk.State.PENDING).count()
        left = _sizes(run.games - run.cursor, most=run.chunk_size, smallest=run.chunk_tail, parts=run.chunk_parts,
                      limit=pace.worker_processes())
        messages = min(pace.worker_processes(), pending + len(left))
        MatchRun.objects.filter(pk=run.pk).update(requeued_at=now)
        worker.enqueue_work(run.pk, messages)
        sent += messages
    if sent:
        log.info("sent %d messages again (%s)", sent, "the broker had lost messages" if lost else "stalled")
    return sent


def watchdog_tick(*, sent: int):
    """Record that the watchdog ran (for /healthz)."""
    WatchdogTick.objects.update_or_create(pk=1, defaults={"ran_at": timezone.now(), "sent": sent})


def chunks_reclaim_from(*, hostname: str) -> int:
    """A worker that starts takes back at once the chunks its previous life left running (same name: those
    processes are gone), instead of waiting out the stale window; returns how many messages it sent."""
    if not hostname:
        return 0
    mine = MatchChunk.objects.filter(run__status__in=MatchRun.ACTIVE, state=MatchChunk.State.RUNNING,
                                     claimed_by__startswith=f"{hostname}:")
    runs = Counter(mine.values_list("run_id", flat=True))
    mine.update(state=MatchChunk.State.PENDING, claimed_by="")
    for run_id, count in runs.items():
        worker.enqueue_work(run_id, count)
    return sum(runs.values())
