"""The pace a worker measures in its chunks: recorded per chunk, learned for the next runs' schedule and
estimate; and the run's engine set-up built once per worker process, not once per chunk."""

import pytest

from matches import engine_bridge, pace, services
from matches.models import GameResult, MatchChunk, MatchRun

pytestmark = pytest.mark.django_db

TABLE = {"pairings": {"simple vs simple": {"seconds_per_game": 0.05}, "random vs random": {"seconds_per_game": 0.01}}}


@pytest.fixture
def timed(settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 0
    settings.SIMULATION_CHUNK_TAIL_MS = 300
    monkeypatch.setattr(pace, "load_table", lambda path=pace.TABLE: TABLE)
    monkeypatch.setenv("WORKER_CONCURRENCY", "2")


def new_run(owner, decks, games=20, players=("random", "random"), a="CP1-finn", b="CP1-jake"):
    return services.run_create(owner=owner, deck_a=decks[a].current_version, deck_b=decks[b].current_version,
                               games=games, players=players, seed=5)


def finish(run, seconds_per_game):
    """Mark every chunk of `run` done as if a worker had played it at this pace."""
    for chunk in services.chunks_cut(run=run):
        games = chunk.stop - chunk.start
        MatchChunk.objects.filter(pk=chunk.pk).update(state=MatchChunk.State.DONE, played=games,
                                                      seconds=games * seconds_per_game)


def test_a_chunk_records_the_games_it_played_and_their_seconds(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 12
    run = new_run(alice, precon_decks, games=12)
    [chunk] = services.chunks_cut(run=run)
    services.chunk_play(chunk_id=chunk.pk, worker="test")
    chunk.refresh_from_db()
    assert chunk.state == MatchChunk.State.DONE and chunk.played == 12 and 0 < chunk.seconds < 60


def test_a_chunk_played_again_records_only_the_games_it_played(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 12
    run = new_run(alice, precon_decks, games=12)
    match = engine_bridge.Match(run)
    GameResult.objects.bulk_create([match.play(i) for i in range(5)])  # a first attempt wrote 5, then died
    [chunk] = services.chunks_cut(run=run)
    services.chunk_play(chunk_id=chunk.pk, worker="test")
    chunk.refresh_from_db()
    assert chunk.played == 7 and run.results.count() == 12


def test_the_pace_is_learned_from_finished_chunks_of_the_pairing(alice, precon_decks, timed):
    finish(new_run(alice, precon_decks, games=40), 0.002)
    finish(new_run(alice, precon_decks, games=20, a="CP2-bmo", b="CP1-jake"), 0.008)
    finish(new_run(alice, precon_decks, games=20, players=("simple", "random")), 1.0)  # another pairing
    pending = new_run(alice, precon_decks, games=20)  # not finished: not counted
    MatchChunk.objects.filter(run=pending).update(played=20, seconds=99.0)
    # All chunks of random vs random: (40 x 0.002 + 20 x 0.008) / 60 games.
    per_game, games = pace.chunk_seconds_per_game(("random", "random"))
    assert games == 60 and per_game == pytest.approx(0.24 / 60)
    # On the same two deck versions (either way round) only, when they have some.
    versions = (precon_decks["CP1-jake"].current_version.pk, precon_decks["CP1-finn"].current_version.pk)
    assert pace.chunk_seconds_per_game(("random", "random"), versions) == (pytest.approx(0.002), 40)
    assert pace.seconds_per_game(("random", "random"), decks=versions) == pytest.approx(0.002)
    assert pace.seconds_per_game(("random", "random")) == pytest.approx(0.004)  # not the table's 0.01
    other = (precon_decks["CP3-princess-bubblegum"].current_version.pk, versions[0])
    assert pace.seconds_per_game(("random", "random"), decks=other) == pytest.approx(0.004)  # any decks then
    assert pace.chunk_seconds_per_game(("simple", "simple")) is None
    assert pace.seconds_per_game(("simple", "simple")) == 0.05  # the table when no chunk has timed it


def test_the_next_run_is_cut_at_the_learned_pace(alice, precon_decks, timed):
    # Nothing timed on these decks: the table's 0.01 s a game makes a tail of 30 games.
    first = new_run(alice, precon_decks, games=400)
    assert [c.stop - c.start for c in services.chunks_cut(run=first)][-3:] == [30, 30, 4]
    finish(first, 0.1)  # the games were ten times slower here: a tail of 3 games
    second = new_run(alice, precon_decks, games=400)
    sizes = [c.stop - c.start for c in services.chunks_cut(run=second)]
    assert sizes[-3:-1] == [3, 3] and sizes[-1] <= 3 and sum(sizes) == 400


def test_the_estimate_uses_the_learned_pace_before_any_run_finished(alice, precon_decks, timed):
    run = new_run(alice, precon_decks, games=40)
    finish(run, 0.25)  # its chunks are done but the run is not marked finished: no run pace yet
    found = services.run_estimate(games=400, players=("random", "random"))
    assert found["source"] == "site-chunks" and found["seconds"] == 50  # 400 x 0.25 s over 2 processes
    assert "over the last 40 games" in found["explanation"]


def test_a_worker_process_builds_a_runs_match_once_for_all_its_chunks(alice, precon_decks, settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 5
    built = []
    real = engine_bridge.Match.__init__

    def counted(self, run, pool=None):
        built.append(run.pk)
        real(self, run, pool)

    monkeypatch.setattr(engine_bridge.Match, "__init__", counted)
    monkeypatch.setattr(engine_bridge, "_MATCHES", {})
    run, other = new_run(alice, precon_decks, games=15), new_run(alice, precon_decks, games=5, a="CP2-bmo")
    for chunk in [*services.chunks_cut(run=run), *services.chunks_cut(run=other)]:
        services.chunk_play(chunk_id=chunk.pk, worker="test")
    assert built == [run.pk, other.pk]
    run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE and run.summary == engine_bridge.summary_from_rows(run)


def test_a_cached_match_is_not_reused_for_another_run_with_the_same_id(alice, precon_decks, monkeypatch):
    monkeypatch.setattr(engine_bridge, "_MATCHES", {})
    run = new_run(alice, precon_decks, games=4)
    first = engine_bridge.Match.for_run(run)
    assert engine_bridge.Match.for_run(MatchRun.objects.get(pk=run.pk)) is first
    changed = MatchRun.objects.get(pk=run.pk)
    changed.seed += 1  # as a row of another database with the same id would differ
    assert engine_bridge.Match.for_run(changed) is not first


def test_a_chunks_seconds_count_the_writes_between_its_games(alice, precon_decks, settings, monkeypatch):
    """What a run costs is play and writes: a chunk's seconds run from its start to its last game's end."""
    import types

    from matches import worker

    settings.SIMULATION_CHUNK_SIZE = 12
    run = new_run(alice, precon_decks, games=12)
    [chunk] = services.chunks_cut(run=run)
    clock = [0.0]

    def tick():  # a fake clock: a second a reading, ten seconds a write
        clock[0] += 1
        return clock[0]
    writes = []
    real_write = worker._write

    def slow_write(*args, **kwargs):
        writes.append(kwargs.get("state"))
        clock[0] += 10
        return real_write(*args, **kwargs)
    monkeypatch.setattr(worker, "time", types.SimpleNamespace(perf_counter=tick, monotonic=worker.time.monotonic,
                                                              time=worker.time.time, sleep=worker.time.sleep))
    monkeypatch.setattr(worker, "_write", slow_write)
    services.chunk_play(chunk_id=chunk.pk, worker="test")
    chunk.refresh_from_db()
    between = len(writes) - 2  # the last game's own write and the chunk's end come after its seconds are read
    assert chunk.played == 12 and between >= 1 and chunk.seconds >= 12 + 10 * between
