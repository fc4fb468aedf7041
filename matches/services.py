"""Every write to simulation runs goes through here; tasks and views only call these functions."""

import json
import logging
import os
import secrets
import socket
import time
from collections import Counter
from datetime import timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import connection, transaction
from django.db.models import Count, Exists, F, OuterRef, Q
from django.utils import timezone
from kombu.exceptions import OperationalError as BrokerError

from decks.models import DeckVersion

from . import budget, engine_bridge, pace, versions
from .games import DEFAULT_GAME, GameAdapter, adapter_for
from .models import Entrant, GameResult, Gauntlet, MatchChunk, MatchRun, Seat, SwapTest, WatchdogTick

log = logging.getLogger(__name__)

CARDWARS = adapter_for(DEFAULT_GAME)
PLAYER_CHOICES = CARDWARS.players  # the Card Wars AIs the site offers, from the engine's registry
MAX_GAUNTLET_OPPONENTS = 20
# Finished games are written in bulk at most every WRITE_SECONDS (the first game at once, so the run page
# has a pace from the start), or when WRITE_MAX_ROWS are held: one transaction every two seconds per
# worker process, not one per few games, so two workers do not queue on SQLite's write lock.
WRITE_SECONDS = 2.0
WRITE_MAX_ROWS = 500
# A run is cut into chunks, largest first (guided self-scheduling): each takes 1/(CHUNK_SHARE x worker
# processes) of the games not yet cut, so the first chunks are long (few claims, set-ups and broker round
# trips) and the last ones short (the worker processes finish close together, whatever the pace was).
CHUNK_SHARE = 2
# The smallest chunks last about SIMULATION_CHUNK_TAIL_MS at the pairing's measured pace (one game at
# least); a pairing nothing has timed gets chunks of one game at the end, and at most DEFAULT_CHUNK_SIZE.
DEFAULT_CHUNK_SIZE = 50
# No chunk is planned to last over this share of the chunk task's time limit.
TIME_LIMIT_SHARE = 0.25
STOP_CHECK_SECONDS = 1.0  # a chunk re-reads its run's status at most this often
HEARTBEAT_SECONDS = 5.0  # and says it is alive at most this often


def next_chunk_size(left: int, *, most: int, smallest: int, parts: int) -> int:
    """The games of the next chunk when `left` games are still to cut: 1/parts of them, no fewer than
    `smallest` and no more than `most` (nor than are left)."""
    return min(left, most, max(smallest, -(-left // max(1, parts))))


def _sizes(games: int, *, most: int, smallest: int, parts: int, limit: int | None = None) -> list[int]:
    """The first `limit` (else all) chunk sizes of a run of `games`, in the order they are cut."""
    sizes, left = [], games
    while left > 0 and (limit is None or len(sizes) < limit):
        sizes.append(next_chunk_size(left, most=most, smallest=smallest, parts=parts))
        left -= sizes[-1]
    return sizes


def _plan(*, per_game: float | None, workers: int, tail_seconds: float, most: int) -> tuple[int, int, int]:
    """(most, smallest, parts) of the schedule: each chunk takes 1/(CHUNK_SHARE x workers) of the games still to
    cut, no fewer than the smallest (about `tail_seconds` of play at `per_game` seconds a game, one game if the
    pace is unknown) and no more than `most`."""
    if per_game:
        smallest = max(1, round(tail_seconds / per_game))
    else:
        smallest, most = 1, min(most, DEFAULT_CHUNK_SIZE)
    return max(1, most), smallest, CHUNK_SHARE * max(1, workers)


def chunk_schedule(games: int, *, per_game: float | None, workers: int, tail_seconds: float,
                   most: int) -> list[int]:
    """The games of each chunk of a run of `games`, in the order they are cut (see _plan)."""
    most, smallest, parts = _plan(per_game=per_game, workers=workers, tail_seconds=tail_seconds, most=most)
    return _sizes(games, most=most, smallest=smallest, parts=parts)


def chunk_plan(games: int, players, decks: tuple[int, ...] | None = None,
               game: str = DEFAULT_GAME) -> tuple[int, int, int]:
    """(first chunk, smallest chunk, parts) of a new run: SIMULATION_CHUNK_SIZE games each if set, else the
    schedule at the pairing's measured pace (matches/pace.py), each chunk at most SIMULATION_CHUNK_MAX_GAMES
    games and at most TIME_LIMIT_SHARE of the chunk task's time limit. The first chunk is the largest, so it
    stands for `most` when the run's later chunks are cut."""
    if settings.SIMULATION_CHUNK_SIZE:
        size = max(1, settings.SIMULATION_CHUNK_SIZE)
        most, smallest, parts = size, size, 1
    else:
        per_game = pace.seconds_per_game(players, decks=decks, game=game)
        most = settings.SIMULATION_CHUNK_MAX_GAMES
        if per_game:
            most = min(most, max(1, int(settings.SIMULATION_CHUNK_TIME_LIMIT * TIME_LIMIT_SHARE / per_game)))
        most, smallest, parts = _plan(per_game=per_game, workers=pace.worker_processes(),
                                      tail_seconds=settings.SIMULATION_CHUNK_TAIL_MS / 1000, most=most)
    return next_chunk_size(games, most=most, smallest=smallest, parts=parts), smallest, parts


def _schedule(games: int, players, decks: tuple[int, ...] | None = None, game: str = DEFAULT_GAME) -> list[int]:
    """Every chunk size a new run of `games` would be cut into (chunk_plan)."""
    most, smallest, parts = chunk_plan(games, players, decks, game)
    return _sizes(games, most=most, smallest=smallest, parts=parts)


def _check_request(*, owner, games: int, players, runs: int = 1, adapter=CARDWARS, what="This simulation"):
    """Games in range, AIs the game offers, and the work of `runs` runs of `games` within the owner's budget
    (matches/budget.py; the owner's row stays locked to the end of the transaction). Each run checks again
    as it is created, at its own decks' pace."""
    if not 1 <= games <= settings.SIMULATION_MAX_GAMES:
        raise ValidationError(f"Games must be between 1 and {settings.SIMULATION_MAX_GAMES:,}; you asked for {games:,}.")
    adapter.check_players(players)
    budget.work_reserve(owner=owner, work=runs * games * budget.cost_per_game(players, game=adapter.name), what=what)


def _check_legal(version: DeckVersion, label: str):
    """The deck version keeps the rules of its own game (Card Wars R1-R4, the Naruto CCG NR8-NR11)."""
    problems = adapter_for(version.deck.game).deck_problems(version)
    if problems:
        raise ValidationError(f"{label} ({version.deck.name}) is not a legal deck: {'; '.join(problems)}.")


def decks_game(deck: DeckVersion, opponents) -> GameAdapter:
    """The adapter of the game a deck and its opponents (a gauntlet's, a swap test's) are built for; refused
    when an opponent is a deck of another game."""
    adapter = adapter_for(deck.deck.game)
    for opponent in opponents:
        if opponent.deck.game != deck.deck.game:
            raise ValidationError(f"{opponent.deck.name} is a {adapter_for(opponent.deck.game).title} deck; "
                                  f"{deck.deck.name} plays {adapter.title} decks only.")
    return adapter


def entrants_create(*, run: MatchRun, entrants) -> list[Entrant]:
    """The run's entrants in order, each a list of (deck version or None, AI) per seat of the team."""
    rows = Entrant.objects.bulk_create(Entrant(run=run, index=i) for i in range(len(entrants)))
    Seat.objects.bulk_create(Seat(entrant=entrant, index=j, deck=deck, player=player)
                             for entrant, seats in zip(rows, entrants, strict=True)
                             for j, (deck, player) in enumerate(seats))
    return rows


def _players(entrants) -> tuple[str, ...]:
    return tuple(player for seats in entrants for _, player in seats)


def _create_run(*, owner, entrants, games, seed, mirrored, game=DEFAULT_GAME, format="1v1",
                gauntlet=None, options: dict | None = None) -> MatchRun:
    """A run of `game` in `format` between `entrants` (each a list of (deck version or None, AI) per seat).
    Its chunks are cut as workers ask for them (chunk_next), so a run of any size is one row here and a
    message for each worker process that can share it, sent once the transaction commits."""
    decks = tuple(deck.pk for seats in entrants for deck, _ in seats if deck is not None)
    players = _players(entrants)
    cost = budget.cost_per_game(players, game=game, decks=decks or None)
    budget.work_reserve(owner=owner, work=games * cost)  # each run, whatever created it
    first, smallest, parts = chunk_plan(games, players, decks=decks or None, game=game)
    run = MatchRun.objects.create(
        owner=owner, game=game, format=format, games=games,
        seed=seed if seed is not None else secrets.randbelow(2**62), mirrored=mirrored,
        chunk_size=first, chunk_tail=smallest, chunk_parts=parts, gauntlet=gauntlet, cost_per_game=cost,
        engine_version=versions.engine_version(), **(options or {}))
    entrants_create(run=run, entrants=entrants)
    messages = len(_sizes(games, most=first, smallest=smallest, parts=parts, limit=pace.worker_processes()))
    transaction.on_commit(lambda: enqueue_work(run.pk, messages))
    return run


def run_estimate(*, games: int, players, game: str = DEFAULT_GAME) -> dict:
    """How long a run of these games and players (one per seat) of `game` should take, from measured seconds
    per game (matches/pace.py)."""
    first, smallest, parts = chunk_plan(games, players, game=game)
    chunks = len(_sizes(games, most=first, smallest=smallest, parts=parts, limit=pace.worker_processes()))
    return pace.estimate(games=games, players=players, chunks=chunks, game=game)


def _check_duration(*, games: int, players, confirm_long: bool, runs: int = 1, game: str = DEFAULT_GAME):
    found = run_estimate(games=games, players=players, game=game)
    if found["seconds"] is not None and found["seconds"] * runs > pace.LONG_RUN_SECONDS and not confirm_long:
        from .templatetags.reports import duration

        raise ValidationError(
            f"This would take {duration(found['seconds'] * runs)} ({found['explanation']}). Confirm that you "
            f"want a run this long, or ask for fewer games or a faster AI.")


def one_vs_one(deck_a: DeckVersion, deck_b: DeckVersion, players) -> list:
    """The entrants of a Card Wars 1 vs 1 run: deck A and deck B, one seat each, with their AIs."""
    return [[(deck_a, players[0])], [(deck_b, players[1])]]


@transaction.atomic
@pace.remembered()
def run_create_for_game(*, owner, game: str = DEFAULT_GAME, format: str | None = None, entrants, games: int,
                        seed: int | None = None, mirrored: bool = False, confirm_long: bool = False,
                        variant: str | None = None, turn_limit: int | None = None) -> MatchRun:
    """A new run of any game on the site (matches/games): `entrants` in order, each a list of (deck version
    or None, AI) per seat; the format defaults to the game's, and so do the variant and the turn limit where
    the game offers them. Enqueued after the transaction commits; the seed is chosen if not given, and always
    stored. A run estimated at over an hour needs `confirm_long`."""
    adapter = adapter_for(game)
    fmt = adapter.format_of(format or adapter.default_format)
    options = {**adapter.run_options(variant=variant, turn_limit=turn_limit), **adapter.format_options(fmt)}
    mirrored = options.pop("mirrored", mirrored)
    players = _players(entrants)
    _check_request(owner=owner, games=games, players=players, adapter=adapter)
    adapter.check_format(fmt, entrants)
    _check_duration(games=games, players=players, confirm_long=confirm_long, game=adapter.name)
    adapter.check_decks(entrants)
    return _create_run(owner=owner, game=adapter.name, format=fmt.name, entrants=entrants, games=games, seed=seed,
                       mirrored=mirrored, options=options)


def run_create(*, owner, deck_a: DeckVersion, deck_b: DeckVersion, games: int, players=("greedy", "greedy"),
               seed: int | None = None, mirrored: bool = False, confirm_long: bool = False) -> MatchRun:
    """A Card Wars 1 vs 1 run of deck A against deck B (run_create_for_game)."""
    return run_create_for_game(owner=owner, entrants=one_vs_one(deck_a, deck_b, players), games=games, seed=seed,
                               mirrored=mirrored, confirm_long=confirm_long)


@transaction.atomic
@pace.remembered()
def gauntlet_create(*, owner, deck: DeckVersion, opponents: list[DeckVersion], games: int,
                    players=("greedy", "greedy"), seed: int | None = None, weights: dict | None = None,
                    confirm_long: bool = False) -> Gauntlet:
    if not opponents:
        raise ValidationError("Choose at least one opponent deck.")
    if len(opponents) > MAX_GAUNTLET_OPPONENTS:
        raise ValidationError(f"A gauntlet takes at most {MAX_GAUNTLET_OPPONENTS} opponents.")
    adapter = decks_game(deck, opponents)  # the deck's game: Card Wars, or the Naruto CCG
    _check_request(owner=owner, games=games, players=players, runs=len(opponents), adapter=adapter,
                   what="This gauntlet")
    _check_duration(games=games, players=players, confirm_long=confirm_long, runs=len(opponents), game=adapter.name)
    # Every deck that cannot play a gauntlet (1 vs 1), named at once (Card Wars: the Doubles decks together).
    labelled = [("Your deck", deck)] + [("Opponent", o) for o in opponents]
    if adapter is CARDWARS:
        refusals = CARDWARS.deck_refusals(labelled)
    else:
        refusals = [f"{label} ({v.deck.name}) is not a legal deck: {'; '.join(problems)}."
                    for label, v in labelled if (problems := adapter.deck_problems(v))]
    if refusals:
        raise ValidationError(refusals)
    for opponent in opponents:
        adapter.check_decks(one_vs_one(deck, opponent, players))  # the game's own pairing rules (one format)
    weights = {str(o.pk): float((weights or {}).get(str(o.pk), 1.0)) for o in opponents}
    if any(w < 0 for w in weights.values()) or not any(weights.values()):
        raise ValidationError("Weights must be zero or more, and not all zero.")
    gauntlet = Gauntlet.objects.create(owner=owner, deck=deck, weights=weights)
    base_seed = seed if seed is not None else secrets.randbelow(2**62)
    for i, opponent in enumerate(opponents):
        _create_run(owner=owner, entrants=one_vs_one(deck, opponent, players), games=games,
                    seed=(base_seed + i) % 2**62, mirrored=False, gauntlet=gauntlet, game=adapter.name)
    return gauntlet


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


def run_cancel(*, run: MatchRun) -> MatchRun:
    """Stop a run: no chunk starts any more, running ones stop before their next game (within about
    STOP_CHECK_SECONDS of the game in play ending); no chunk stays marked running, even a dead worker's."""
    with transaction.atomic():
        updated = MatchRun.objects.filter(pk=run.pk, status__in=MatchRun.ACTIVE).update(
            status=MatchRun.Status.CANCELLED, finished_at=timezone.now())
        MatchChunk.objects.filter(run_id=run.pk, state=MatchChunk.State.RUNNING).update(
            state=MatchChunk.State.PENDING, claimed_by="")
    run.refresh_from_db()
    if not updated and run.status not in (MatchRun.Status.CANCELLED,):
        raise ValidationError(f"This run is already {run.status}.")
    return run


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


def runs_cancel(*, runs, what: str) -> int:
    """Cancel every active run of `runs` (a gauntlet's, a swap test's); returns how many were. Refused when
    none is active any more."""
    active = [run for run in runs if run.is_active]
    if not active:
        raise ValidationError(f"Every run of this {what} has ended already; there is nothing to cancel.")
    for run in active:
        run_cancel(run=run)
    return len(active)


def gauntlet_cancel(*, gauntlet: Gauntlet) -> int:
    """Cancel a whole gauntlet: each of its runs still queued or running (runs_cancel)."""
    return runs_cancel(runs=gauntlet.runs.all(), what="gauntlet")


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
    values = [(run.pk, r.game_index, json.dumps(r.places), r.termination, r.reason, r.turns, r.seed,
               json.dumps(r.data), r.actions) for r in rows]
    with transaction.atomic():
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
    played, playing = 0, 0.0  # games played by this attempt, and the seconds spent in them
    for index in range(chunk.start, chunk.stop):
        if index in done:
            continue
        if guard.should_stop():
            break
        started = time.perf_counter()
        try:  # the guard is asked at every turn too: a long game stops within a turn, and beats meanwhile
            rows.append(match.play(index, stop=guard.should_stop))
        except engine_bridge.GameStopped:
            break
        now = time.perf_counter()
        played, playing = played + 1, playing + now - started
        # The first game is written at once, so the run page has a pace (and an ETA) from its first game.
        if written_at is None or now - written_at >= WRITE_SECONDS or len(rows) >= WRITE_MAX_ROWS:
            written_at = now
            _write(run, chunk, rows)
            rows = []
    if guard.stopped:  # the chunk is not done, and nobody plays it now
        _write(run, chunk, rows, state=MatchChunk.State.PENDING, claimed_by="")
        return "cancelled"
    # The last games and the chunk's end in one commit.
    _write(run, chunk, rows, state=MatchChunk.State.DONE, played=played, seconds=playing if played else None)
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


def chunk_fail(*, chunk_id: int, reason: str):
    run_id = MatchChunk.objects.filter(pk=chunk_id).values_list("run_id", flat=True).first()
    if run_id is not None:
        run_fail(run_id=run_id, reason=reason)


def run_fail(*, run_id: int, reason: str):
    """A chunk failed for good: the run is failed with a readable reason; finished games are kept."""
    MatchRun.objects.filter(pk=run_id, status__in=MatchRun.ACTIVE).update(
        status=MatchRun.Status.FAILED, error=reason[:2000], finished_at=timezone.now())


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
        enqueue_work(run_id, count)
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
        enqueue_work(run.pk, messages)
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
        enqueue_work(run_id, count)
    return sum(runs.values())


def _eta(started_at, finished: int, games: int, now=None) -> int | None:
    """Seconds left at the pace since started_at (all workers together); None before the first game."""
    if started_at is None or not 0 < finished < games:
        return None
    elapsed = ((now or timezone.now()) - started_at).total_seconds()
    return max(0, round(elapsed * (games - finished) / finished))


def run_progress(run: MatchRun, now=None) -> dict:
    """Games finished so far and, for a running run, an estimate of the seconds left at its own pace
    (eta_seconds, else None). Before its first game is in, `estimate_seconds_left` says what is left of the
    estimate made before launch (measured seconds per game), so a slow AI does not leave the page silent."""
    finished = run.results.count() if run.status != MatchRun.Status.DONE else run.games
    eta = _eta(run.started_at, finished, run.games, now) if run.status == MatchRun.Status.RUNNING else None
    before = None
    if run.is_active and finished == 0:
        planned = run_estimate(games=run.games, players=run.players(), game=run.game)["seconds"]
        if planned is not None:
            since = run.started_at or run.created_at
            elapsed = ((now or timezone.now()) - since).total_seconds() if since else 0
            before = max(0, round(planned - elapsed))
    return {"finished": finished, "games": run.games, "fraction": round(finished / run.games, 4),
            "eta_seconds": eta, "estimate_seconds_left": before}


def gauntlet_progress(gauntlet: Gauntlet, now=None) -> dict:
    """Games finished over all of the gauntlet's runs and, while any runs, the seconds left at the pace since
    the first run started."""
    runs = list(gauntlet.runs.annotate(n=Count("results")))
    finished = sum(r.n for r in runs)
    total = sum(r.games for r in runs)
    eta = None
    if any(r.status == MatchRun.Status.RUNNING for r in runs):
        eta = _eta(min((r.started_at for r in runs if r.started_at), default=None), finished, total, now)
    return {"finished": finished, "games": total, "fraction": round(finished / total, 4) if total else 0,
            "eta_seconds": eta}



def share_set(*, item, public: bool):
    """Make a run, a gauntlet or a swap test public (anyone with its link reads it, signed out too, and the
    replays of its games) or private again; a gauntlet's or swap test's runs follow it, since its page links
    to them. Only its owner calls this (the views and the API look it up with owned_by)."""
    with transaction.atomic():
        type(item).objects.filter(pk=item.pk).update(is_public=public)
        if isinstance(item, Gauntlet):
            item.runs.update(is_public=public)
        elif isinstance(item, SwapTest):
            runs = [pk for pair in item.pairs.values_list("base_run_id", "variant_run_id") for pk in pair]
            MatchRun.objects.filter(pk__in=runs).update(is_public=public)
    item.is_public = public
    return item
