"""How a run is cut into chunks, largest first (guided self-scheduling), at its pairing's measured pace."""

from django.conf import settings

from . import pace
from .games import DEFAULT_GAME

# A run is cut into chunks, largest first (guided self-scheduling): each takes 1/(CHUNK_SHARE x worker
# processes) of the games not yet cut, so the first chunks are long (few claims, set-ups and broker round
# trips) and the last ones short (the worker processes finish close together, whatever the pace was).
CHUNK_SHARE = 2
# The smallest chunks last about SIMULATION_CHUNK_TAIL_MS at the pairing's measured pace (one game at
# least); a pairing nothing has timed gets chunks of one game at the end, and at most DEFAULT_CHUNK_SIZE.
DEFAULT_CHUNK_SIZE = 50
# No chunk is planned to last over this share of the chunk task's time limit.
TIME_LIMIT_SHARE = 0.25


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
