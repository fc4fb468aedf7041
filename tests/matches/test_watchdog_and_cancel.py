"""Cancel reaches a playing chunk between games; the watchdog runs from Celery beat, not from page views."""

from datetime import timedelta

import pytest
from django.conf import settings as django_settings
from django.utils import timezone
from kombu.exceptions import OperationalError as BrokerError
from rest_framework.test import APIClient

from matches import engine_bridge, pace, services, swaps, tasks, worker
from matches import watchdog as matches_watchdog
from matches.models import MatchRun
from tests.matches.conftest import new_run

pytestmark = pytest.mark.django_db


def test_cancel_stops_a_playing_chunk_within_the_game_it_is_playing(alice, precon_decks, settings, monkeypatch):
    settings.SIMULATION_CHUNK_SIZE = 30
    monkeypatch.setattr(worker, "STOP_CHECK_SECONDS", 0.0)
    run = new_run(alice, precon_decks, seed=5)
    real_play = engine_bridge.Match.play
    played = []

    def play_then_cancel(self, index, stop=None):
        played.append(index)
        if len(played) == 3:  # a cancel arrives while the chunk plays its third game
            services.run_cancel(run=MatchRun.objects.get(pk=run.pk))
        return real_play(self, index, stop=stop)

    monkeypatch.setattr(engine_bridge.Match, "play", play_then_cancel)
    assert services.run_work(run_id=run.pk, worker="w") == "cancelled"
    assert played == [0, 1, 2]
    # The third game stops at its next turn (the engine asks the guard at every turn); the two finished
    # games are kept, the unfinished one is not written.
    assert sorted(run.results.values_list("game_index", flat=True)) == [0, 1]
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED


def test_should_stop_reads_the_status_at_most_once_a_second(alice, precon_decks, django_assert_num_queries):
    run = new_run(alice, precon_decks, games=5)
    now = [100.0]
    guard = services.ChunkGuard(services.chunks_cut(run=run)[0], clock=lambda: now[0])
    with django_assert_num_queries(0):
        assert [guard.should_stop() for _ in range(1000)] == [False] * 1000
    now[0] += 1.0
    services.run_cancel(run=run)
    with django_assert_num_queries(1):
        assert guard.should_stop() is True
        assert guard.should_stop() is True


def test_a_run_whose_messages_the_broker_lost_gets_them_back_and_no_other_run(alice, precon_decks, settings,
                                                                           monkeypatch):
    sent = []
    monkeypatch.setattr(worker, "enqueue_work", lambda run_id, messages=1: sent.append((run_id, messages)))
    settings.SIMULATION_CHUNK_SIZE = 10
    waiting, playing = new_run(alice, precon_decks, games=40), new_run(alice, precon_decks, games=40)
    a_while_ago = timezone.now() - timedelta(seconds=30)
    MatchRun.objects.filter(pk__in=[waiting.pk, playing.pk]).update(created_at=a_while_ago)
    services.chunk_next(run_id=playing.pk, worker="alive")  # a live worker plays the other run
    assert services.chunks_requeue_stale(queued=1) == 0  # the broker holds the waiting run's message
    assert services.chunks_requeue_stale() == 0  # the broker cannot say, and the run is not stalled yet
    expected = min(pace.worker_processes(), 4)  # as many as it was first sent: one per process, four chunks
    assert services.chunks_requeue_stale(queued=0) == expected  # the broker restarted empty
    assert sent == [(waiting.pk, expected)]
    assert services.chunks_requeue_stale(queued=0) == 0  # once per stale window


def test_the_watchdog_sends_nothing_for_runs_whose_messages_wait(alice, precon_decks, settings, monkeypatch):
    sent = []
    monkeypatch.setattr(worker, "enqueue_work", lambda run_id, messages=1: sent.append((run_id, messages)))
    runs = [new_run(alice, precon_decks, games=1000) for _ in range(5)]
    MatchRun.objects.filter(pk__in=[r.pk for r in runs]).update(created_at=timezone.now() - timedelta(seconds=30))
    assert services.chunks_requeue_stale(queued=5) == 0 and sent == []


def test_celery_beat_sends_the_watchdog_often(settings):
    entry = django_settings.CELERY_BEAT_SCHEDULE["requeue-stale-chunks"]
    assert entry["task"] == "matches.tasks.requeue_stale_chunks"
    assert entry["schedule"] <= 60
    from cardwars_site.celery import app

    assert app.conf.beat_schedule["requeue-stale-chunks"]["task"] == "matches.tasks.requeue_stale_chunks"
    # Its own queue, which `make run` starts a worker of its own for: a pool busy with chunks cannot starve it.
    assert app.amqp.router.route({}, "matches.tasks.requeue_stale_chunks")["queue"].name == "watchdog"
    from cardwars_site.run import commands

    consumers = [cmd[cmd.index("-Q") + 1].split(",") for cmd in commands("python", "h", "1", "2").values()
                 if "-Q" in cmd]
    assert ["watchdog"] in consumers and not any("watchdog" in q and len(q) > 1 for q in consumers)


def test_watching_a_run_does_not_run_the_watchdog(client, alice, precon_decks, monkeypatch):
    run = new_run(alice, precon_decks, games=5)
    finn = precon_decks["CP1-finn"]
    content = {e.card.slug: e.count for e in finn.current_version.entries.select_related("card")}
    out = next(slug for slug, n in sorted(content.items()) if n == 1)
    swap = swaps.swap_create(owner=alice, deck=finn, card_out=out,
                             card_in="dogboy" if "dogboy" not in content else "cool-dog",
                             opponents=[precon_decks["CP1-jake"].current_version], games=4,
                             players=("random", "random"))

    def watchdog(**kwargs):
        raise AssertionError("a page view ran the watchdog")

    monkeypatch.setattr(matches_watchdog, "chunks_requeue_stale", watchdog)
    client.force_login(alice)
    api = APIClient()
    api.force_authenticate(alice)
    for response in (client.get(f"/simulations/{run.pk}/"), client.get(f"/simulations/{run.pk}/progress/"),
                     api.get(f"/api/v1/simulations/{run.pk}/"), client.get(swap.get_absolute_url())):
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


def test_a_run_created_while_the_broker_is_down_is_saved_and_sent_later(alice, precon_decks, settings, monkeypatch,
                                                                       django_capture_on_commit_callbacks):
    """Redis down must not turn run creation into a 500 (issue: pages that do not need the broker): the run
    is saved queued, and the watchdog sends its messages once the broker answers again."""
    def broker_down(*args, **kwargs):
        raise BrokerError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(tasks.run_work, "apply_async", broker_down)
    client = APIClient()
    client.force_authenticate(alice)
    with django_capture_on_commit_callbacks(execute=True):
        answer = client.post("/api/v1/simulations/", {"deck_a": precon_decks["CP1-finn"].pk,
                                                      "deck_b": precon_decks["CP1-jake"].pk, "games": 20,
                                                      "player_a": "random", "player_b": "random"}, format="json")
    assert answer.status_code == 201, answer.content
    run = MatchRun.objects.get(pk=answer.json()["id"])
    assert run.status == MatchRun.Status.QUEUED
    sent = []
    monkeypatch.setattr(tasks.run_work, "apply_async", lambda args, queue: sent.append((args, queue)))
    MatchRun.objects.filter(pk=run.pk).update(created_at=timezone.now() - timedelta(seconds=30))
    assert services.chunks_requeue_stale(queued=0) > 0  # the broker is back, empty
    assert sent and all(args == [run.pk] for args, _ in sent)
