"""Chunks sized by time, bulk writes and the broker's polling: what keeps two worker processes busy."""

import pytest
from django.conf import settings as django_settings

from matches import pace, services
from matches.models import GameResult, MatchRun

pytestmark = pytest.mark.django_db

TABLE = {"pairings": {"simple vs simple": {"seconds_per_game": 0.01},
                      "greedy vs greedy": {"seconds_per_game": 0.5}}}


@pytest.fixture
def sized_by_time(settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 0
    settings.SIMULATION_CHUNK_SECONDS = 4
    settings.SIMULATION_CHUNK_MAX_GAMES = 1000
    monkeypatch.setattr(pace, "load_table", lambda path=pace.TABLE: TABLE)
    monkeypatch.setenv("WORKER_CONCURRENCY", "2")


def test_a_chunk_lasts_about_the_target_seconds_at_the_measured_pace(sized_by_time):
    assert services._chunk_size(500, ("greedy", "greedy")) == 8  # 4 s / 0.5 s a game
    assert services._chunk_size(20_000, ("simple", "simple")) == 400  # 4 s / 0.01 s


def test_every_worker_process_gets_several_chunks_of_a_short_run(sized_by_time):
    # 2,000 games at 0.01 s would be 5 chunks of 400; 4 chunks per worker process make it 8 of 250.
    assert services._chunk_size(2000, ("simple", "simple")) == 250
    assert services._chunk_size(3, ("greedy", "greedy")) == 1


def test_a_long_run_is_not_cut_into_more_than_32_chunks_per_worker_process(sized_by_time):
    # greedy at 0.5 s a game would be chunks of 8: 1,000 games in 125 chunks; 64 (of 16) for 2 processes.
    assert services._chunk_size(1000, ("greedy", "greedy")) == 16
    assert services._chunk_size(100_000, ("greedy", "greedy")) == 1000  # SIMULATION_CHUNK_MAX_GAMES still caps it


def test_the_size_is_capped_and_a_fixed_size_still_wins(sized_by_time, settings):
    settings.SIMULATION_CHUNK_MAX_GAMES = 100
    assert services._chunk_size(100_000, ("simple", "simple")) == 100
    settings.SIMULATION_CHUNK_SIZE = 7
    assert services._chunk_size(100_000, ("simple", "simple")) == 7


def test_an_untimed_pairing_gets_the_default_size(sized_by_time):
    assert pace.seconds_per_game(("first", "mcts")) is None
    assert services._chunk_size(2000, ("first", "mcts")) == services.DEFAULT_CHUNK_SIZE


def test_the_sites_own_runs_come_before_the_table(sized_by_time, monkeypatch):
    monkeypatch.setattr(pace, "site_seconds_per_game", lambda players: (0.1, 3))  # wall s a game, 2 workers
    assert pace.seconds_per_game(("simple", "simple")) == pytest.approx(0.2)
    assert services._chunk_size(1000, ("simple", "simple")) == 20


def test_a_run_is_written_in_a_few_transactions_not_one_per_few_games(alice, precon_decks, settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 60
    writes = []
    real = services._write
    monkeypatch.setattr(services, "_write", lambda run, chunk, rows: (writes.append(len(rows)), real(run, chunk, rows)))
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=60, players=("random", "random"))
    services.chunk_play(chunk_id=run.chunks.get().pk, worker="test")
    run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE and GameResult.objects.filter(run=run).count() == 60
    # The first game at once (the page has a pace), then the rest together: 60 random games take well under
    # WRITE_SECONDS here, where the old rule wrote every 10 games (7 writes).
    assert writes[0] == 1 and sum(writes) == 60 and len(writes) <= 3, writes


def test_the_file_system_broker_is_polled_well_within_a_chunk():
    if django_settings.REDIS_URL:
        pytest.skip("Redis delivers without polling")
    interval = django_settings.CELERY_BROKER_TRANSPORT_OPTIONS["polling_interval"]
    assert 0 < interval <= 0.1 < django_settings.SIMULATION_CHUNK_SECONDS
