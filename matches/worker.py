"""The worker side of simulation runs: claiming a run's next chunk, playing it, writing its games, finishing
the run. Every write here goes to runs' chunks and results; creating and cancelling runs is in
matches/services.py, and the watchdog that sends again what a dead worker or a lost message left behind is
matches/watchdog.py."""

import json
import logging
import os
import socket
import time
from datetime import timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Q
from django.utils import timezone
from kombu.exceptions import OperationalError as BrokerError

from . import engine_bridge, sequential
from .games import adapter_for
from .models import GameResult, MatchChunk, MatchRun
from .schedule import next_chunk_size

log = logging.getLogger(__name__)

# Finished games are written in bulk at most every WRITE_SECONDS (the first game at once, so the run page
# has a pace from the start), or when WRITE_MAX_ROWS are held: one transaction every two seconds per
# worker process, not one per few games, so two workers do not queue on SQLite's write lock.
WRITE_SECONDS = 2.0
WRITE_MAX_ROWS = 500
STOP_CHECK_SECONDS = 1.0  # a chunk re-reads its run's status at most this often
HEARTBEAT_SECONDS = 5.0  # and says it is alive at most this often


def enqueue_work(run_id: int, messages: int = 1):
    """Send `messages` tasks that each play the run's next chunk (and send one more while games are left)."""
    from .tasks import run_work

    for _ in range(messages):
        try:
            run_work.apply_async(args=[run_id], queue=settings.SIMULATION_QUEUE)
        except (BrokerError, OSError) as exc:
            # The broker is down: the run is saved and stays queued; the watchdog sends its messages once the
            # broker answers again (it re-sends for runs nobody plays when the queue holds too few messages).
            log.warning("broker unreachable, run %s waits for the watchdog: %s", run_id, exc)
            return


def chunk_next(*, run_id: int, worker: str) -> MatchChunk | None:
    """Claim the run's next chunk for `worker`: a pending one (put back by the watchdog), else one whose
    worker went silent, else the next slice of the games not handed out yet, cut now (the run's cursor moves
    on). None when the run is not active or nothing is left to hand out. The run's row is locked while
    choosing, so two workers never take the same games."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.SIMULATION_CHUNK_STALE_SECONDS)
    with transaction.atomic():
        run = MatchRun.objects.select_for_update().filter(pk=run_id).first()
        if run is None or run.status not in MatchRun.ACTIVE:
            return None
        chunk = (run.chunks.filter(Q(state=MatchChunk.State.PENDING)
                                   | Q(state=MatchChunk.State.RUNNING, heartbeat_at__lt=stale))
                 .order_by("number").first()) or _dead_here(run, worker)
        if chunk is not None:
            chunk.state, chunk.claimed_by, chunk.heartbeat_at = MatchChunk.State.RUNNING, worker, now
            chunk.attempts += 1
            chunk.save(update_fields=["state", "claimed_by", "heartbeat_at", "attempts"])
        elif run.cursor < run.games:
            size = next_chunk_size(run.games - run.cursor, most=run.chunk_size, smallest=run.chunk_tail,
                                   parts=run.chunk_parts)
            chunk = MatchChunk.objects.create(run=run, number=run.chunks.count(), start=run.cursor,
                                              stop=run.cursor + size, state=MatchChunk.State.RUNNING,
                                              claimed_by=worker, heartbeat_at=now, attempts=1)
            run.cursor += size
            MatchRun.objects.filter(pk=run.pk).update(cursor=run.cursor)
        else:
            return None
        if run.status == MatchRun.Status.QUEUED:
            MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.RUNNING, started_at=now)
    chunk.run = MatchRun.objects.get(pk=run_id)
    return chunk


def worker_name(hostname: str | None) -> str:
    """How a chunk names the process playing it: the Celery worker's name and the pool process's id."""
    return f"{hostname or socket.gethostname()}:{os.getpid()}"


def _dead_here(run: MatchRun, worker: str) -> MatchChunk | None:
    """A running chunk of the run claimed by another process of this same worker that no longer exists (a
    pool process killed mid-chunk: its message comes back at once, and here it finds its chunk at once,
    without waiting out the stale window)."""
    host, _, _ = worker.rpartition(":")
    if not host:
        return None
    for chunk in run.chunks.filter(state=MatchChunk.State.RUNNING, claimed_by__startswith=f"{host}:"):
        pid = chunk.claimed_by.rpartition(":")[2]
        if pid.isdigit() and int(pid) != os.getpid() and not _process_exists(int(pid)):
            return chunk
    return None


def _process_exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: alive
        return True
    return True


def chunks_cut(*, run: MatchRun) -> list[MatchChunk]:
    """Cut every game not handed out yet into pending chunks, as workers would one by one, and return all
    the run's chunks in order: for playing a run chunk by chunk without a broker (tests, the bench)."""
    while chunk_next(run_id=run.pk, worker="") is not None:
        pass
    MatchChunk.objects.filter(run=run, state=MatchChunk.State.RUNNING, claimed_by="").update(
        state=MatchChunk.State.PENDING)
    return list(run.chunks.order_by("number"))


def run_work(*, run_id: int, worker: str = "") -> str:
    """What a worker does with a run's message: play its next chunk, then send one more message while games
    are left, so a run keeps as many messages in flight as it was sent, whatever its size. 'idle' when
    there was nothing to take (a duplicate message, or the run stopped)."""
    chunk = chunk_next(run_id=run_id, worker=worker)
    if chunk is None:
        return "idle"
    try:
        outcome = _play(chunk)
    except BaseException:  # a retry or another worker may take it at once, not after the stale window
        MatchChunk.objects.filter(pk=chunk.pk, claimed_by=worker).update(state=MatchChunk.State.PENDING)
        raise
    if outcome == "done" and run_has_work(run_id):
        transaction.on_commit(lambda: enqueue_work(run_id))
    return outcome


def run_has_work(run_id: int) -> bool:
    """Whether an active run has games not handed out yet or chunks waiting for a worker."""
    return MatchRun.objects.filter(pk=run_id, status__in=MatchRun.ACTIVE).filter(
        Q(cursor__lt=F("games")) | Q(chunks__state=MatchChunk.State.PENDING)).exists()


def _claim(chunk_id: int, worker: str):
    """Take the chunk if it is pending, or running with a stale heartbeat (its worker is gone)."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.SIMULATION_CHUNK_STALE_SECONDS)
    with transaction.atomic():
        chunk = MatchChunk.objects.select_related("run").filter(pk=chunk_id).first()
        if chunk is None or chunk.run.status not in MatchRun.ACTIVE:
            return None
        claimed = MatchChunk.objects.filter(pk=chunk_id).filter(
            state=MatchChunk.State.PENDING
        ).update(state=MatchChunk.State.RUNNING, claimed_by=worker, heartbeat_at=now, attempts=chunk.attempts + 1)
        if not claimed:
            claimed = MatchChunk.objects.filter(pk=chunk_id, state=MatchChunk.State.RUNNING,
                                                heartbeat_at__lt=stale).update(
                claimed_by=worker, heartbeat_at=now, attempts=chunk.attempts + 1)
        if not claimed:
            return None
        MatchRun.objects.filter(pk=chunk.run_id, status=MatchRun.Status.QUEUED).update(
            status=MatchRun.Status.RUNNING, started_at=now)
    chunk.refresh_from_db()
    return chunk


_RESULT_COLUMNS = ("run_id", "game_index", "places", "termination", "reason", "turns", "seed", "data", "actions")


def _upsert_sql() -> str:
    """One row of GameResult, inserted, or rewritten if the game was written already (the same game again:
    a chunk taken over from a worker that was thought dead). SQLite and PostgreSQL both read this."""
    qn = connection.ops.quote_name
    columns = [qn(GameResult._meta.get_field(name.removesuffix("_id")).column) for name in _RESULT_COLUMNS]
    updates = ", ".join(f"{c} = excluded.{c}" for c in columns[2:])
    return (f"INSERT INTO {qn(GameResult._meta.db_table)} ({', '.join(columns)}) "
            f"VALUES ({', '.join(['%s'] * len(columns))}) ON CONFLICT ({columns[0]}, {columns[1]}) DO UPDATE SET {updates}")


def _write(run: MatchRun, chunk: MatchChunk, rows: list[GameResult], **chunk_fields):
    """Store finished games and beat the chunk's heartbeat (setting `chunk_fields` too), in one transaction.
    Through the driver's executemany: bulk_create spent about six times as long preparing the same rows
    (2-3% of a worker's CPU on quick games), and `data` needs no more than json.dumps, as its JSONField would.
    On PostgreSQL the commit does not wait for the disk (synchronous_commit off, 0.2 ms instead of about 5):
    a crash of the database server may lose the last such commits, together, never a part of one; and the
    run is marked done by a commit that does wait, which makes every earlier one durable."""
    with transaction.atomic():
        # A run stopped at its width (run_stop_if_narrow) is shorter now: games past its end are not kept.
        games = MatchRun.objects.select_for_update().filter(pk=run.pk).values_list("games", flat=True).first()
        values = [(run.pk, r.game_index, json.dumps(r.places), r.termination, r.reason, r.turns, r.seed,
                   json.dumps(r.data), r.actions) for r in rows if games is not None and r.game_index < games]
        with connection.cursor() as cursor:
            if connection.vendor == "postgresql":
                cursor.execute("SET LOCAL synchronous_commit TO OFF")
            if values:
                cursor.executemany(_upsert_sql(), values)
        MatchChunk.objects.filter(pk=chunk.pk).update(heartbeat_at=timezone.now(), **chunk_fields)


class ChunkGuard:
    """What a playing chunk asks between games and, through the engine's stop hook, between turns:
    `should_stop()` is True once the run is no longer active. It reads the run's status at most every
    STOP_CHECK_SECONDS and refreshes the chunk's heartbeat at most every HEARTBEAT_SECONDS, so it is cheap
    to call as often as one likes."""

    def __init__(self, chunk: MatchChunk, clock=time.monotonic):
        self.chunk, self.clock = chunk, clock
        self.stopped = False
        self._checked = self._beat = clock()

    def should_stop(self) -> bool:
        if self.stopped:
            return True
        now = self.clock()
        if now - self._checked >= STOP_CHECK_SECONDS:
            self._checked = now
            status = MatchRun.objects.filter(pk=self.chunk.run_id).values_list("status", flat=True).first()
            self.stopped = status not in MatchRun.ACTIVE
        if not self.stopped and now - self._beat >= HEARTBEAT_SECONDS:
            self._beat = now
            MatchChunk.objects.filter(pk=self.chunk.pk).update(heartbeat_at=timezone.now())
        return self.stopped


def chunk_play(*, chunk_id: int, worker: str = "") -> str:
    """Play a chunk's games that are not written yet; idempotent, so a redelivered task is harmless.
    Stops at the next turn once the run is cancelled (or failed elsewhere), keeping the games it finished."""
    chunk = _claim(chunk_id, worker)
    if chunk is None:
        return "skipped"
    return _play(chunk)


def _play(chunk: MatchChunk) -> str:
    """Play a claimed chunk's games that are not written yet (see chunk_play)."""
    run = chunk.run
    done = set(GameResult.objects.filter(run=run, game_index__gte=chunk.start, game_index__lt=chunk.stop)
               .values_list("game_index", flat=True))
    match = adapter_for(run.game).match(run)
    guard = ChunkGuard(chunk)
    rows, written_at = [], None
    # Games played by this attempt, and the seconds the worker spent on them: from the chunk's start to its last
    # game's end, the writes between games included, as they are part of what a run of these games costs
    played, playing, begun = 0, 0.0, time.perf_counter()
    for index in range(chunk.start, chunk.stop):
        if index in done:
            continue
        if guard.should_stop():
            break
        try:  # the guard is asked at every turn too: a long game stops within a turn, and beats meanwhile
            rows.append(match.play(index, stop=guard.should_stop))
        except engine_bridge.GameStopped:
            break
        now = time.perf_counter()
        played, playing = played + 1, now - begun
        # The first game is written at once, so the run page has a pace (and an ETA) from its first game.
        if written_at is None or now - written_at >= WRITE_SECONDS or len(rows) >= WRITE_MAX_ROWS:
            written_at = now
            _write(run, chunk, rows)
            rows = []
            if run.stop_width is not None:
                run_stop_if_narrow(run_id=run.pk)
    if guard.stopped:  # the chunk is not done, and nobody plays it now
        _write(run, chunk, rows, state=MatchChunk.State.PENDING, claimed_by="")
        run_summarize_played(run_id=run.pk)  # its last games join the partial report
        return "cancelled"
    # The last games and the chunk's end in one commit.
    _write(run, chunk, rows, state=MatchChunk.State.DONE, played=played, seconds=playing if played else None)
    if run.stop_width is None or not run_stop_if_narrow(run_id=run.pk):
        run_finish_if_complete(run_id=run.pk)
    return "done"


def run_finish_if_complete(*, run_id: int) -> bool:
    with transaction.atomic():
        run = MatchRun.objects.select_for_update().get(pk=run_id)
        if run.status not in MatchRun.ACTIVE:
            return False
        if run.cursor < run.games or run.chunks.exclude(state=MatchChunk.State.DONE).exists():
            return False
        count = run.results.count()
        if count != run.games:
            run.status, run.error = MatchRun.Status.FAILED, f"{count} results for {run.games} games"
        else:
            run.status = MatchRun.Status.DONE
            run.summary = adapter_for(run.game).summarize(run)
        run.finished_at = timezone.now()
        run.save(update_fields=["status", "error", "summary", "finished_at"])
    return True


def run_stop_if_narrow(*, run_id: int) -> bool:
    """A run asked to stop at a width (stop_width, in points) stops once the confidence sequence of deck A's
    win rate over its first finished games is that narrow (matches/sequential.py): it becomes a run of those
    games, exactly (any later game played meanwhile is dropped), done, with where it stopped. True if it
    stopped now."""
    with transaction.atomic():
        run = MatchRun.objects.select_for_update().get(pk=run_id)
        if run.stop_width is None or not run.is_active:
            return False
        wins = []
        for index, places in (run.results.filter(game_index__lt=run.games).order_by("game_index")
                              .values_list("game_index", "places")):
            if index != len(wins):
                break  # the first game not finished yet ends the prefix
            wins.append(1.0 if engine_bridge.winner_side(places) == "a" else 0.0)
        found = sequential.check(wins, width=run.stop_width / 100, mirrored=run.mirrored)
        if found is None:
            return False
        games = found["games"]
        run.results.filter(game_index__gte=games).delete()
        run.chunks.filter(start__gte=games).delete()
        run.chunks.filter(stop__gt=games).update(stop=games)
        run.games = run.cursor = games
        run.status, run.finished_at, run.stopped = MatchRun.Status.DONE, timezone.now(), found
        run.summary = adapter_for(run.game).summarize(run)
        run.save(update_fields=["games", "cursor", "status", "finished_at", "stopped", "summary"])
    return True


def run_summarize_played(*, run_id: int) -> bool:
    """A run stopped before its end (cancelled or failed) keeps the games it played and reports them: its
    summary is made of those games alone (a partial report), and made again when a chunk stopping late adds
    its last games. False when there is nothing to report (no game, or the run is active or done)."""
    with transaction.atomic():
        run = MatchRun.objects.select_for_update().get(pk=run_id)
        if run.is_active or run.status == MatchRun.Status.DONE or not run.results.exists():
            return False
        run.summary = adapter_for(run.game).summarize(run)
        run.save(update_fields=["summary"])
    return True


def chunk_fail(*, chunk_id: int, reason: str):
    run_id = MatchChunk.objects.filter(pk=chunk_id).values_list("run_id", flat=True).first()
    if run_id is not None:
        run_fail(run_id=run_id, reason=reason)


def run_fail(*, run_id: int, reason: str):
    """A chunk failed for good: the run is failed with a readable reason; finished games are kept."""
    MatchRun.objects.filter(pk=run_id, status__in=MatchRun.ACTIVE).update(
        status=MatchRun.Status.FAILED, error=reason[:2000], finished_at=timezone.now())
    run_summarize_played(run_id=run_id)
