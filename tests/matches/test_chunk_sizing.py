"""Chunks sized by time, bulk writes and the broker's polling: what keeps two worker processes busy."""

import pytest
from django.conf import settings as django_settings

from matches import engine_bridge, pace, services, worker
from matches import schedule as chunking
from matches.models import GameResult, MatchRun

pytestmark = pytest.mark.django_db

TABLE = {"pairings": {"simple vs simple": {"seconds_per_game": 0.01},
                      "greedy vs greedy": {"seconds_per_game": 0.5}}}


@pytest.fixture
def sized_by_time(settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 0
    settings.SIMULATION_CHUNK_TAIL_MS = 300
    settings.SIMULATION_CHUNK_MAX_GAMES = 1000
    settings.SIMULATION_CHUNK_TIME_LIMIT = 1800
    monkeypatch.setattr(pace, "load_table", lambda path=pace.TABLE: TABLE)
    monkeypatch.setenv("WORKER_CONCURRENCY", "2")


def schedule(games, per_game, workers=2, tail=0.3, most=1000):
    return services.chunk_schedule(games, per_game=per_game, workers=workers, tail_seconds=tail, most=most)


def test_chunks_shrink_from_a_quarter_of_the_run_to_the_tail_size():
    # 2 worker processes: each chunk takes 1/4 of what is left (rounded up), down to 30 games (0.3 s at 0.01 s).
    sizes = schedule(1000, 0.01)
    assert sizes[:6] == [250, 188, 141, 106, 79, 59]
    assert sizes[6:] == [45, 33, 30, 30, 30, 9]
    assert sum(sizes) == 1000 and sizes == sorted(sizes, reverse=True)


def test_the_schedules_docs_simulations_md_gives():
    assert schedule(2000, 0.006) == [500, 375, 282, 211, 158, 119, 89, 67, 50, 50, 50, 49]
    assert schedule(60, 0.55) == [15, 12, 9, 6, 5, 4, 3, 2, 1, 1, 1, 1]


def test_more_worker_processes_make_smaller_first_chunks():
    assert schedule(1200, 0.01, workers=3)[:2] == [200, 167]  # 1/6 of 1,200, then of 1,000


def test_the_last_chunks_last_about_the_tail_however_slow_the_games():
    for per_game in (0.001, 0.01, 0.1, 2.0):
        sizes = schedule(5000, per_game)
        assert sum(sizes) == 5000
        tail = max(1, round(0.3 / per_game))
        assert sizes[-2] == tail and sizes[-1] <= tail, (per_game, sizes[-3:])


def test_a_chunk_is_never_over_the_most_games_and_a_short_run_is_one_game_a_chunk():
    assert set(schedule(100_000, 0.001, most=500)[:150]) == {500}
    assert schedule(3, 0.5) == [1, 1, 1]
    assert schedule(1, None) == [1]


def test_an_untimed_pairing_gets_chunks_of_the_default_size_at_most_then_single_games():
    sizes = schedule(2000, None)
    assert max(sizes) == chunking.DEFAULT_CHUNK_SIZE and sizes[-3:] == [1, 1, 1] and sum(sizes) == 2000


def test_a_run_is_cut_by_the_schedule_at_the_measured_pace(sized_by_time, alice, precon_decks):
    # greedy at 0.5 s a game: a tail of 1 game; 40 games, 2 processes: 10, 8, 6, 4, 3, 3, 2, 1, 1, 1, 1.
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=40, players=("greedy", "greedy"))
    chunks = [(c.start, c.stop) for c in services.chunks_cut(run=run)]
    assert [b - a for a, b in chunks] == [10, 8, 6, 4, 3, 3, 2, 1, 1, 1, 1]
    assert chunks[0][0] == 0 and chunks[-1][1] == 40 and all(b == c for (_, b), (c, _) in zip(chunks, chunks[1:], strict=False))
    assert run.chunk_size == 10


def test_a_slow_pairing_keeps_each_chunk_well_inside_the_task_time_limit(sized_by_time, settings):
    settings.SIMULATION_CHUNK_TIME_LIMIT = 100  # at 0.5 s a game: at most 50 games (25 s) in one chunk
    assert chunking._schedule(10_000, ("greedy", "greedy"))[:3] == [50, 50, 50]


def test_a_fixed_size_still_wins(sized_by_time, settings):
    settings.SIMULATION_CHUNK_SIZE = 7
    assert chunking._schedule(20, ("simple", "simple")) == [7, 7, 6]


def test_an_untimed_pairing_is_cut_without_a_pace(sized_by_time):
    assert pace.seconds_per_game(("first", "mcts")) is None
    assert max(chunking._schedule(2000, ("first", "mcts"))) == chunking.DEFAULT_CHUNK_SIZE


def test_the_sites_own_runs_come_before_the_table(sized_by_time, monkeypatch):
    monkeypatch.setattr(pace, "site_seconds_per_game", lambda players, game=pace.TABLE_GAME: (0.1, 3))  # wall s a game, 2 workers
    assert pace.seconds_per_game(("simple", "simple")) == pytest.approx(0.2)


def test_a_run_is_written_in_a_few_transactions_not_one_per_few_games(alice, precon_decks, settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 60
    writes = []
    real = worker._write
    monkeypatch.setattr(worker, "_write", lambda run, chunk, rows, **done: (writes.append(len(rows)),
                                                                          real(run, chunk, rows, **done)))
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=60, players=("random", "random"))
    services.run_work(run_id=run.pk, worker="test")
    run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE and GameResult.objects.filter(run=run).count() == 60
    # The first game at once (the page has a pace), then the rest together: 60 random games take well under
    # WRITE_SECONDS here, where the old rule wrote every 10 games (7 writes).
    assert writes[0] == 1 and sum(writes) == 60 and len(writes) <= 3, writes


def test_the_file_system_broker_is_polled_well_within_a_chunk():
    if django_settings.REDIS_URL:
        pytest.skip("Redis delivers without polling")
    interval = django_settings.CELERY_BROKER_TRANSPORT_OPTIONS["polling_interval"]
    assert 0 < interval <= 0.1 < django_settings.SIMULATION_CHUNK_TAIL_MS / 1000


def test_written_games_read_back_as_played_and_a_game_written_again_stays_one_row(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 3
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=3, players=("simple", "random"))
    match = engine_bridge.Match(run)
    rows = [match.play(i) for i in range(3)]
    [chunk] = services.chunks_cut(run=run)
    worker._write(run, chunk, rows)
    again = match.play(1)
    again.reason = "written again"  # a chunk taken over writes its games once more: the row is rewritten
    worker._write(run, chunk, [again])
    stored = list(GameResult.objects.filter(run=run).order_by("game_index"))
    assert [r.game_index for r in stored] == [0, 1, 2] and stored[1].reason == "written again"
    fields = ("places", "termination", "turns", "seed", "data", "actions")
    for played, got in zip(rows, stored, strict=True):
        assert {f: getattr(got, f) for f in fields} == {f: getattr(played, f) for f in fields}
    assert isinstance(stored[0].data["hp_a"], int) and stored[0].data["game_index"] == 0
