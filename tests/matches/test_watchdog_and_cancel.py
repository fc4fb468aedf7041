"""Cancel reaches a playing chunk between games; the watchdog runs from Celery beat, not from page views."""

from datetime import timedelta

import pytest
from django.conf import settings as django_settings
from django.utils import timezone
from rest_framework.test import APIClient

from matches import engine_bridge, services
from matches.models import MatchChunk, MatchRun

pytestmark = pytest.mark.django_db


def make_run(alice, precon_decks, games=30, **kw):
    return services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                               deck_b=precon_decks["CP1-jake"].current_version, games=games,
                               players=("random", "random"), **kw)


def test_cancel_stops_a_playing_chunk_within_the_game_it_is_playing(alice, precon_decks, settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 30
    monkeypatch.setattr(services, "STOP_CHECK_SECONDS", 0.0)
    run = make_run(alice, precon_decks, seed=5)
    real_play = engine_bridge.Match.play
    played = []

    def play_then_cancel(self, index, stop=None):
        played.append(index)
        if len(played) == 3:  # a cancel arrives while the chunk plays its third game
            services.run_cancel(run=MatchRun.objects.get(pk=run.pk))
        return real_play(self, index, stop=stop)

    monkeypatch.setattr(engine_bridge.Match, "play", play_then_cancel)
    chunk = run.chunks.get()
    assert services.chunk_play(chunk_id=chunk.pk, worker="w") == "cancelled"
    assert played == [0, 1, 2]
    # The third game stops at its next turn (the engine asks the guard at every turn); the two finished
    # games are kept, the unfinished one is not written.
    assert sorted(run.results.values_list("game_index", flat=True)) == [0, 1]
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED


def test_should_stop_reads_the_status_at_most_once_a_second(alice, precon_decks, django_assert_num_queries):
    run = make_run(alice, precon_decks, games=5)
    now = [100.0]
    guard = services.ChunkGuard(run.chunks.first(), clock=lambda: now[0])
    with django_assert_num_queries(0):
        assert [guard.should_stop() for _ in range(1000)] == [False] * 1000
    now[0] += 1.0
    services.run_cancel(run=run)
    with django_assert_num_queries(1):
        assert guard.should_stop() is True
        assert guard.should_stop() is True


def test_pending_chunks_the_broker_lost_are_sent_again_though_others_still_run(alice, precon_decks, settings,
                                                                               monkeypatch):
    sent = []
    monkeypatch.setattr(services, "enqueue_chunks", lambda run_id, chunks=None: sent.extend(chunks or []))
    settings.SIMULATION_CHUNK_SIZE = 10
    run = make_run(alice, precon_decks, games=40)
    a_while_ago = timezone.now() - timedelta(seconds=30)
    MatchRun.objects.filter(pk=run.pk).update(created_at=a_while_ago)
    MatchChunk.objects.filter(run=run, number=0).update(state=MatchChunk.State.RUNNING, heartbeat_at=timezone.now())
    assert services.chunks_requeue_stale(queued=3) == 0  # the broker holds the three pending chunks
    assert services.chunks_requeue_stale() == 0  # a worker is alive: the time-based rule waits
    assert services.chunks_requeue_stale(queued=0) == 3  # the broker restarted empty
    assert sorted(c.number for c in sent) == [1, 2, 3]
    assert services.chunks_requeue_stale(queued=0) == 0  # once per stale window


def test_celery_beat_sends_the_watchdog_often(settings):
    entry = django_settings.CELERY_BEAT_SCHEDULE["requeue-stale-chunks"]
    assert entry["task"] == "matches.tasks.requeue_stale_chunks"
    assert entry["schedule"] <= 60
    from cardwars_site.celery import app

    assert app.conf.beat_schedule["requeue-stale-chunks"]["task"] == "matches.tasks.requeue_stale_chunks"
    assert app.amqp.router.route({}, "matches.tasks.requeue_stale_chunks")["queue"].name == "default"


def test_watching_a_run_does_not_run_the_watchdog(client, alice, precon_decks, monkeypatch):
    run = make_run(alice, precon_decks, games=5)

    def watchdog(**kwargs):
        raise AssertionError("a page view ran the watchdog")

    monkeypatch.setattr(services, "chunks_requeue_stale", watchdog)
    client.force_login(alice)
    api = APIClient()
    api.force_authenticate(alice)
    for response in (client.get(f"/simulations/{run.pk}/"), client.get(f"/simulations/{run.pk}/progress/"),
                     api.get(f"/api/v1/simulations/{run.pk}/")):
        assert response.status_code == 200


def test_filtering_by_another_users_gauntlet_is_refused_like_an_unknown_one(alice, bob, precon_decks):
    gauntlet = services.gauntlet_create(owner=bob, deck=precon_decks["CP1-finn"].current_version,
                                        opponents=[precon_decks["CP1-jake"].current_version], games=2)
    api = APIClient()
    api.force_authenticate(alice)
    assert api.get(f"/api/v1/simulations/?gauntlet={gauntlet.pk}").status_code == 400
    assert api.get("/api/v1/simulations/?gauntlet=999999").status_code == 400
    api.force_authenticate(bob)
    assert api.get(f"/api/v1/simulations/?gauntlet={gauntlet.pk}").json()["count"] == 1


def test_the_engine_asks_stop_at_every_turn_and_stops_the_game(precon_decks):
    from engine import GameStopped, load_card_pool, play_match_game

    pool = load_card_pool(django_settings.BASE_DIR / "cards" / "data" / "catalogue.json")
    a, b = pool.setup("CP1-finn"), pool.setup("CP1-jake")
    asked = []

    def stop():
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(GameStopped, match="stopped at turn 3"):
        play_match_game(a, b, 7, 0, ("random", "random"), stop=stop)
    full, _record = play_match_game(a, b, 7, 0, ("random", "random"), stop=lambda: False)
    assert full == play_match_game(a, b, 7, 0, ("random", "random"))[0]  # asking changes nothing
