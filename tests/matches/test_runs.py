"""Runs without a worker: chunks played by calling the service, as a worker would."""

import pytest
from django.core.exceptions import ValidationError

from engine.cardwars.match import play_match
from matches import engine_bridge, services, tasks, worker
from matches.models import GameResult, MatchChunk, MatchRun
from tests.matches.conftest import new_run, play_all

pytestmark = pytest.mark.django_db



def engine_summary(run):
    match = engine_bridge.Match(run)
    return play_match(match.setup_a, match.setup_b, run.games, run.seed, run.players(),
                      mirrored=run.mirrored, turn_limit=run.turn_limit, keep_records=False,
                      meta=engine_bridge.match_meta(run)).summary


@pytest.fixture
def small_chunks(settings):
    settings.SIMULATION_CHUNK_SIZE = 7


def test_run_is_split_into_chunks_and_its_summary_equals_the_engines(alice, precon_decks, small_chunks):
    run = new_run(alice, precon_decks, games=30, seed=123)
    assert run.status == MatchRun.Status.QUEUED and not run.chunks.exists()  # cut as workers ask
    play_all(run)
    assert [(c.start, c.stop) for c in run.chunks.order_by("number")] == [(0, 7), (7, 14), (14, 21), (21, 28),
                                                                           (28, 30)]
    assert run.status == MatchRun.Status.DONE and run.results.count() == 30
    assert run.summary == engine_summary(run)
    assert run.summary["match"]["seed"] == 123


def test_chunks_in_any_order_give_the_same_rows(alice, precon_decks, small_chunks):
    one = play_all(new_run(alice, precon_decks, seed=5))
    two = new_run(alice, precon_decks, seed=5)
    for chunk in reversed(services.chunks_cut(run=two)):
        services.chunk_play(chunk_id=chunk.pk)
    two.refresh_from_db()
    rows = lambda run: list(run.results.order_by("game_index").values_list("places", "turns", "actions"))  # noqa: E731
    assert rows(one) == rows(two)


def test_a_redelivered_chunk_rewrites_nothing_and_fills_gaps(alice, precon_decks, small_chunks):
    run = new_run(alice, precon_decks, seed=9)
    chunk = services.chunks_cut(run=run)[0]
    services.chunk_play(chunk_id=chunk.pk)
    before = list(run.results.order_by("game_index").values_list("game_index", "actions"))
    assert services.chunk_play(chunk_id=chunk.pk) == "skipped"  # done: a duplicate message does nothing
    # A worker died after writing some games: the chunk is taken over and only the missing games are played.
    GameResult.objects.filter(run=run, game_index__in=[2, 5]).delete()
    MatchChunk.objects.filter(pk=chunk.pk).update(state=MatchChunk.State.PENDING)
    services.chunk_play(chunk_id=chunk.pk)
    after = list(run.results.order_by("game_index").values_list("game_index", "actions"))
    assert after == before


def test_a_same_seed_run_is_reproducible_and_a_new_seed_is_stored(alice, precon_decks, small_chunks):
    a = play_all(new_run(alice, precon_decks, seed=77))
    b = play_all(new_run(alice, precon_decks, seed=77))
    assert a.summary == b.summary
    c = new_run(alice, precon_decks)
    assert c.seed is not None and 0 <= c.seed < 2**62


def test_cancel_stops_pending_chunks(alice, precon_decks, small_chunks):
    run = new_run(alice, precon_decks, seed=1)
    assert services.run_work(run_id=run.pk) == "done"
    services.run_cancel(run=run)
    assert services.run_work(run_id=run.pk) == "idle"
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED and run.results.count() == 7 and run.chunks.count() == 1
    with pytest.raises(ValidationError):
        services.run_cancel(run=play_all(new_run(alice, precon_decks, seed=2)))


def test_a_chunk_that_fails_for_good_fails_the_run_and_keeps_finished_games(alice, precon_decks, small_chunks,
                                                                            monkeypatch):
    run = new_run(alice, precon_decks, seed=3)
    services.run_work(run_id=run.pk)

    def broken(self, index, stop=None):
        raise RuntimeError("the engine hit a bug")

    monkeypatch.setattr(engine_bridge.Match, "play", broken)
    assert tasks.run_work.apply(args=[run.pk]).get() == "failed"
    run.refresh_from_db()
    assert run.status == MatchRun.Status.FAILED
    assert "RuntimeError: the engine hit a bug" in run.error
    assert run.results.count() == 7


@pytest.mark.parametrize(("games", "message"), [(0, "between 1 and"), (100_001, "between 1 and")])
def test_games_out_of_range_are_refused(alice, precon_decks, games, message):
    with pytest.raises(ValidationError, match=message):
        new_run(alice, precon_decks, games=games)


def test_illegal_decks_and_unknown_players_are_refused(alice, precon_decks):
    from decks import services as deck_services
    from decks.lists import DeckList

    bad = deck_services.deck_create(owner=alice, name="Tiny", content=DeckList({"dogboy": 3}, ["NiceLands"] * 4))
    with pytest.raises(ValidationError, match="Deck A \\(Tiny\\) is not a legal deck: The deck has 3 cards"):
        services.run_create(owner=alice, deck_a=bad.current_version,
                            deck_b=precon_decks["CP1-jake"].current_version, games=10)
    with pytest.raises(ValidationError, match="Unknown AI player 'genius'"):
        new_run(alice, precon_decks, players=("genius", "greedy"))


def test_a_dead_workers_chunk_is_sent_again_once_and_taken_first(alice, precon_decks, small_chunks, settings,
                                                                 monkeypatch):
    from datetime import timedelta

    from django.utils import timezone

    sent = []
    monkeypatch.setattr(worker, "enqueue_work", lambda run_id, messages=1: sent.append((run_id, messages)))
    settings.SIMULATION_CHUNK_STALE_SECONDS = 60
    run = new_run(alice, precon_decks, seed=4)
    assert services.chunks_requeue_stale() == 0  # a fresh run is not stalled
    old = timezone.now() - timedelta(seconds=120)
    MatchRun.objects.filter(pk=run.pk).update(created_at=old)
    dead = services.chunk_next(run_id=run.pk, worker="killed")
    MatchChunk.objects.filter(pk=dead.pk).update(heartbeat_at=old)
    assert services.chunks_requeue_stale() == 1  # one message, for the dead worker's chunk only
    assert sent == [(run.pk, 1)]
    dead.refresh_from_db()
    assert (dead.state, dead.claimed_by) == (MatchChunk.State.PENDING, "")
    assert services.chunks_requeue_stale() == 0  # not again within the same window
    taken = services.chunk_next(run_id=run.pk, worker="next")
    assert (taken.pk, taken.start, taken.attempts) == (dead.pk, 0, 2)  # before any game not handed out yet


def test_gauntlet_makes_one_run_per_opponent_and_weights_the_average(alice, precon_decks, small_chunks):
    from matches.selectors import gauntlet_table

    opponents = [precon_decks[k].current_version for k in ("CP1-jake", "CP2-bmo")]
    gauntlet = services.gauntlet_create(owner=alice, deck=precon_decks["CP1-finn"].current_version,
                                        opponents=opponents, games=14, seed=10, players=("random", "random"),
                                        weights={str(opponents[0].pk): 3, str(opponents[1].pk): 1})
    for run in gauntlet.runs.all():
        play_all(run)
    table = gauntlet_table(gauntlet)
    rates = [row["win_rate"] for row in table["rows"]]
    assert table["complete"] and len(rates) == 2
    assert table["weighted_win_rate"] == pytest.approx((3 * rates[0] + rates[1]) / 4, abs=1e-4)


def test_the_site_and_the_command_play_the_same_games_for_the_same_decks(alice, precon_decks, small_chunks):
    """The site keeps deck lists in slug order and the command reads precons in catalogue order; the engine
    deals from one canonical order, so a run and `manage.py simulate` with the same seed agree game for game."""
    import json
    from io import StringIO

    from django.core.management import call_command

    run = play_all(new_run(alice, precon_decks, games=24, seed=4242, players=("simple", "simple")))
    out = StringIO()
    call_command("simulate", "CP1-finn", "CP1-jake", "--games", "24", "--seed", "4242", "--players",
                 "simple,simple", "--json", stdout=out, stderr=StringIO())
    command = json.loads(out.getvalue())
    for key in ("wins_a", "wins_b", "draws", "turns", "final_hp", "a_on_play", "cards"):
        assert command[key] == run.summary[key], key
