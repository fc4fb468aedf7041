"""Chunks cut as workers ask for them: a run of any size is one row and a few messages when it is created."""

import pytest

from engine.cardwars.match import play_match
from matches import engine_bridge, pace, services, worker
from matches.models import Entrant, GameResult, MatchChunk, MatchRun, Seat
from tests.matches.conftest import new_run

pytestmark = pytest.mark.django_db


@pytest.fixture
def sent(monkeypatch):
    """The messages the services send, as (run id, how many)."""
    found = []
    monkeypatch.setattr(worker, "enqueue_work", lambda run_id, messages=1: found.append((run_id, messages)))
    return found


def test_a_100000_game_run_is_one_row_and_a_message_per_worker_process(alice, precon_decks, settings, sent,
                                                                      django_capture_on_commit_callbacks):
    settings.SIMULATION_WORK_BUDGET_SECONDS = 10**9
    counts = lambda: [m.objects.count() for m in (MatchRun, Entrant, Seat, MatchChunk)]  # noqa: E731
    before = counts()
    with django_capture_on_commit_callbacks(execute=True):
        run = new_run(alice, precon_decks, 100_000, players=("mcts", "mcts"), confirm_long=True)
    # One run, its two entrants and their two seats; no chunk until a worker asks.
    assert [after - b for after, b in zip(counts(), before, strict=True)] == [1, 2, 2, 0]
    assert sent == [(run.pk, pace.worker_processes())]
    assert (run.cursor, run.games) == (0, 100_000)


def test_a_short_run_is_sent_no_more_messages_than_it_has_chunks(alice, precon_decks, settings, sent,
                                                                django_capture_on_commit_callbacks):
    settings.SIMULATION_CHUNK_SIZE = 10
    with django_capture_on_commit_callbacks(execute=True):
        run = new_run(alice, precon_decks, 10)
    assert sent == [(run.pk, 1)]


def test_workers_take_the_next_slices_in_order_without_overlap(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 7
    run = new_run(alice, precon_decks, 30)
    first = services.chunk_next(run_id=run.pk, worker="one")
    second = services.chunk_next(run_id=run.pk, worker="two")
    assert [(c.start, c.stop, c.claimed_by) for c in (first, second)] == [(0, 7, "one"), (7, 14, "two")]
    run.refresh_from_db()
    assert run.cursor == 14 and run.status == MatchRun.Status.RUNNING
    assert [(c.number, c.state) for c in run.chunks.all()] == [(0, "running"), (1, "running")]


def test_a_worker_sends_one_more_message_while_games_are_left(alice, precon_decks, settings, sent,
                                                             django_capture_on_commit_callbacks):
    settings.SIMULATION_CHUNK_SIZE = 10
    run = new_run(alice, precon_decks, 25)
    outcomes = []
    for _ in range(4):
        with django_capture_on_commit_callbacks(execute=True):
            outcomes.append(services.run_work(run_id=run.pk, worker="w"))
    assert outcomes == ["done", "done", "done", "idle"]
    assert sent == [(run.pk, 1), (run.pk, 1)]  # after the first and second chunks; none after the last
    run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE and run.results.count() == 25


def test_lazy_chunks_play_exactly_the_games_of_the_engine(alice, precon_decks):
    """The games (their seeds and actions) depend on the game index only, however the run is cut."""
    run = new_run(alice, precon_decks, 40, seed=2026)
    while services.run_work(run_id=run.pk, worker="w") != "idle":
        pass
    run.refresh_from_db()
    match = engine_bridge.Match(run)
    engine = play_match(match.setup_a, match.setup_b, run.games, run.seed, run.players(), mirrored=run.mirrored,
                        turn_limit=run.turn_limit, keep_records=False, meta=engine_bridge.match_meta(run))
    assert run.summary == engine.summary
    seeds = list(GameResult.objects.filter(run=run).order_by("game_index").values_list("seed", flat=True))
    assert seeds == [match.play(i).seed for i in range(run.games)]


def test_a_cancelled_run_leaves_no_chunk_running(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 5
    run = new_run(alice, precon_decks, 30)
    services.chunk_next(run_id=run.pk, worker="killed")  # a worker took a chunk, then died
    services.run_cancel(run=run)
    assert not run.chunks.filter(state=MatchChunk.State.RUNNING).exists()
    assert services.chunk_next(run_id=run.pk, worker="late") is None
