"""How long a simulation will take, from measured seconds per game, never from a guess.

For sizing a run's chunks (seconds_per_game: one worker process's seconds per game), best first:
1. this site's own finished chunks of the same AI pairing, on the same two decks if there are some, else on
   any: seconds spent playing over games played, as each worker process measured its chunk;
2. this site's own finished runs of the pairing: their wall seconds per game times the worker processes;
3. the table below.

For the estimate shown before a run (all workers together), best first:
1. this site's finished chunks of the same AI pairing in the same game and format, on the same decks when
   there are some, else on any: each chunk's seconds in its worker process (its games and the writes between
   them) over its games. That is the pace of one process, whatever else the workers had queued at the time,
   so runs queued together do not inflate it (a whole run's wall time would). A run's chunks are shared by the worker processes, so the
   run takes that pace times its games over the processes that share it;
2. the table `matches/data/pace.json`, written by `make bench` (`python -m bench.pace` alone refreshes it):
   seconds per game of each pairing, played by one process on the machine that ran it, with the CP1 Finn
   mirror and card scripts on: a first guess until the site has played the pairing, shared likewise by the
   number of worker processes `make run` starts (WORKER_CONCURRENCY, else the machine's cores), at most one
   per chunk.

The estimate says which it comes from, so the page and the API can tell the user. The site's
runs and chunks count only for runs of the same game (a Trash War greedy is not a Card Wars greedy), and the
table of the run's game (TABLES: Card Wars's, timed on a test deck, and Trash War's, per table of AIs).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import statistics
from contextvars import ContextVar
from pathlib import Path

from django.db.models import Exists, F, OuterRef

from .models import MatchChunk, MatchRun, Seat

TABLE = Path(__file__).resolve().parent / "data" / "pace.json"
LONG_RUN_SECONDS = 3600  # a run estimated over this needs a confirmation before it starts
RECENT_RUNS = 20
MIN_RUN_GAMES = 10  # shorter runs are mostly start-up time
RECENT_CHUNKS = 50  # the pace of a pairing's chunks: over its latest finished chunks
TABLE_GAME = "cardwars"  # the game make bench times for the table
# Each game's table, written by make bench in the same shape ("pairings" keyed by pairing()): Card Wars's
# by bench/pace.py, Trash War's by bench/pace_trash_war.py (a mixed table is its AIs' mean there).
TABLES = {TABLE_GAME: TABLE, "trash-war": TABLE.parent / "pace_trash_war.json"}


_MEMO: ContextVar[dict | None] = ContextVar("pace_memo", default=None)


@contextlib.contextmanager
def remembered():
    """Inside this block (or a function it decorates) each figure below is looked up once: creating a run
    asks for its pairing's pace several times (its cost, its chunks, its estimate), and each look-up is a few
    queries. Figures never outlive the block."""
    token = _MEMO.set({}) if _MEMO.get() is None else None
    try:
        yield
    finally:
        if token is not None:
            _MEMO.reset(token)


def _remember(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        memo = _MEMO.get()
        if memo is None:
            return fn(*args, **kwargs)
        key = (fn.__name__, repr(args), repr(sorted(kwargs.items())))
        if key not in memo:
            memo[key] = fn(*args, **kwargs)
        return memo[key]
    return wrapper


def pairing(players) -> str:
    """The table's key for two players: order does not matter (seats alternate within a run)."""
    return " vs ".join(sorted(p.split(":")[0] for p in players))


@_remember
def load_table(path: Path = TABLE) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def timed_players(table: dict | None = None) -> set[str]:
    """The AIs the table times in some pairing."""
    pairings = (load_table() if table is None else table).get("pairings", {})
    return {name for key in pairings for name in key.split(" vs ")}


def worker_processes() -> int:
    raw = os.environ.get("WORKER_CONCURRENCY", "")
    return int(raw) if raw.isdigit() and int(raw) > 0 else (os.cpu_count() or 1)


def _only_players(names, run: str = "pk"):
    """Runs with no seat played by an AI outside `names`: a filter for MatchRun, or for rows whose field
    `run` is the run."""
    return ~Exists(Seat.objects.filter(entrant__run=OuterRef(run)).exclude(player__in=names))


def _seats_by_run(run_ids) -> dict[int, tuple[list[str], list[int | None]]]:
    """Run id -> (the AI of each seat, the deck version id of each seat), in seat order."""
    out: dict[int, tuple[list[str], list[int | None]]] = {}
    rows = (Seat.objects.filter(entrant__run__in=run_ids).order_by("entrant__run", "entrant__index", "index")
            .values_list("entrant__run", "player", "deck"))
    for run_id, player, deck in rows:
        players, decks = out.setdefault(run_id, ([], []))
        players.append(player)
        decks.append(deck)
    return out


@_remember
def site_seconds_per_game(players, game: str = TABLE_GAME) -> tuple[float, int] | None:
    """Median wall seconds per game of the site's latest finished runs of this pairing, and how many runs."""
    names = sorted(p.split(":")[0] for p in players)
    runs = list(MatchRun.objects.filter(game=game, status=MatchRun.Status.DONE, games__gte=MIN_RUN_GAMES,
                                        started_at__isnull=False, finished_at__gt=F("started_at"))
                .filter(_only_players(names)).order_by("-finished_at")
                .values_list("pk", "games", "started_at", "finished_at")[:RECENT_RUNS * 2])
    seats = _seats_by_run([pk for pk, *_ in runs])
    paces = [(finished - started).total_seconds() / games for pk, games, started, finished in runs
             if sorted(seats.get(pk, ([], []))[0]) == names][:RECENT_RUNS]
    if not paces:
        return None
    return statistics.median(paces), len(paces)


@_remember
def chunk_seconds_per_game(players, decks: tuple[int, ...] | None = None, game: str = TABLE_GAME,
                           format: str | None = None) -> tuple[float, int] | None:
    """Seconds per game in one worker process over the latest finished chunks of this pairing (of this
    format when given; on these deck versions, in any seats, when given), and how many games that is; None
    if none finished."""
    names = sorted(p.split(":")[0] for p in players)
    chunks = (MatchChunk.objects.filter(run__game=game, state=MatchChunk.State.DONE, played__gt=0,
                                        seconds__isnull=False)
              .filter(_only_players(names, "run")).order_by("-pk"))
    if format is not None:
        chunks = chunks.filter(run__format=format)
    if decks is not None:
        chunks = chunks.filter(~Exists(Seat.objects.filter(entrant__run=OuterRef("run")).exclude(deck__in=decks)))
    found = list(chunks.values_list("run", "played", "seconds")[:RECENT_CHUNKS * 2])
    seats = _seats_by_run({run for run, _, _ in found})
    rows = [(played, seconds) for run, played, seconds in found
            if sorted(seats[run][0]) == names
            and (decks is None or sorted(seats[run][1]) == sorted(decks))]
    rows = rows[:RECENT_CHUNKS]
    games = sum(played for played, _ in rows)
    if not games:
        return None
    return sum(seconds for _, seconds in rows) / games, games


@_remember
def seconds_per_game(players, table: dict | None = None, decks: tuple[int, ...] | None = None,
                     game: str = TABLE_GAME) -> float | None:
    """One worker process's seconds per game of this pairing, for sizing chunks: from the site's own finished
    chunks (of these decks, else of any), else its finished runs (their wall seconds per game times the worker
    processes), else the table; None if none has it."""
    for scope in ((decks, None) if decks is not None else (None,)):
        chunks = chunk_seconds_per_game(players, scope, game)
        if chunks is not None:
            return chunks[0]
    site = site_seconds_per_game(players, game)
    if site is not None:
        return site[0] * worker_processes()
    row = _table_row(players, table, game)
    return row["seconds_per_game"] if row else None


def game_table(game: str = TABLE_GAME) -> dict:
    """The bench table of a game (empty when make bench times none for it)."""
    path = TABLES.get(game)
    return load_table(path) if path is not None else {}


def _table_row(players, table: dict | None, game: str) -> dict | None:
    """The table's figures for this pairing, if the game's table times it."""
    return (game_table(game) if table is None else table).get("pairings", {}).get(pairing(players))


def _shared(parallel: int) -> str:
    return f"shared by {parallel} worker process{'es' if parallel != 1 else ''}"


def estimate(*, games: int, players, chunks: int | None = None, table: dict | None = None,
             game: str = TABLE_GAME, decks: tuple[int, ...] | None = None, format: str | None = None,
             runs: int = 1) -> dict:
    """Seconds `runs` runs of `games` each should take on this site's worker processes, with where the figure
    comes from; `seconds` is None when nothing measured this pairing yet. `chunks`: how many chunks each run is
    cut into (at most that many processes share one run); `decks`: the deck versions of the seats, whose own
    chunks count first."""
    key = pairing(players)
    total = games * runs
    parallel = max(1, min(worker_processes(), (chunks or games) * runs))
    scopes = [(decks, "on these decks"), (None, "on any decks")] if decks else [(None, "")]
    for scope, words in scopes:
        timed = chunk_seconds_per_game(players, scope, game, format)
        if timed is not None:
            per_game, played = timed
            seconds = per_game * total / parallel
            where = f" {words}" if words else ""
            source = (f"{per_game:.3f} s a {key} game in one worker process over the last {played:,} games this "
                      f"site's workers played{where}, {_shared(parallel)}")
            return {"seconds": round(seconds), "per_game": round(per_game / parallel, 4), "source": "site-chunks",
                    "explanation": source, "long": seconds > LONG_RUN_SECONDS}
    table = game_table(game) if table is None else table
    row = _table_row(players, table, game)
    if row is None:
        return {"seconds": None, "per_game": None, "source": "none",
                "explanation": f"No {key} game has been timed yet (make bench times them).", "long": False}
    seconds = row["seconds_per_game"] * total / parallel
    source = (f"{row['seconds_per_game']:.3f} s a {key} game on one core, measured by make bench on "
              f"{row.get('measured') or table.get('measured', 'an unknown date')} ({table.get('decks', 'a test deck')}), a first guess "
              f"until this site's workers play the pairing, {_shared(parallel)}")
    return {"seconds": round(seconds), "per_game": round(row["seconds_per_game"] / parallel, 4),
            "source": "bench-table", "explanation": source, "long": seconds > LONG_RUN_SECONDS}
