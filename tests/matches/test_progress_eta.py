"""The run page and the progress poll say how long a running simulation still needs, from its own pace."""
from datetime import timedelta

import pytest
from django.utils import timezone

from matches import services
from matches.models import GameResult, MatchRun
from matches.templatetags.reports import duration
from tests.matches.conftest import new_run

pytestmark = pytest.mark.django_db


@pytest.fixture
def run(alice, precon_decks):
    return new_run(alice, precon_decks, games=40, seed=3)


def finish(run, n):
    GameResult.objects.bulk_create(
        GameResult(run=run, game_index=i, places=[0, 1], termination="win condition", reason="hp", turns=9,
                   seed=i, data={}, actions="") for i in range(n))


def test_a_running_run_estimates_the_time_left_from_its_own_pace(client, alice, run, monkeypatch):
    now = timezone.now()
    monkeypatch.setattr(timezone, "now", lambda: now)  # the clock stands still while the pages are read
    MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.RUNNING, started_at=now - timedelta(seconds=100))
    run.refresh_from_db()
    finish(run, 10)  # 10 games in 100 s: the other 30 need about 300 s more
    assert services.run_progress(run, now)["eta_seconds"] == 300
    client.force_login(alice)
    assert client.get(f"/simulations/{run.pk}/progress/").json()["eta_seconds"] == 300
    assert "about 5 min left at this pace" in client.get(f"/simulations/{run.pk}/").content.decode()


def test_no_estimate_before_the_first_game_or_once_done(run):
    assert services.run_progress(run)["eta_seconds"] is None  # queued
    MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.RUNNING, started_at=timezone.now())
    run.refresh_from_db()
    assert services.run_progress(run)["eta_seconds"] is None  # running, no game in yet
    finish(run, 40)
    MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.DONE)
    run.refresh_from_db()
    assert services.run_progress(run)["eta_seconds"] is None


@pytest.mark.parametrize("seconds, words", [(20, "under a minute"), (125, "about 2 min"), (3600, "about 1 h"),
                                            (7800, "about 2 h 10 min"), (None, "")])
def test_duration_words(seconds, words):
    assert duration(seconds) == words


def test_a_gauntlet_estimates_the_time_left_over_all_its_runs(client, alice, precon_decks, monkeypatch):
    g = services.gauntlet_create(owner=alice, deck=precon_decks["CP1-finn"].current_version,
                                 opponents=[precon_decks["CP1-jake"].current_version,
                                            precon_decks["CP2-bmo"].current_version], games=20,
                                 players=("random", "random"))
    assert services.gauntlet_progress(g)["eta_seconds"] is None  # nothing started
    now = timezone.now()
    monkeypatch.setattr(timezone, "now", lambda: now)
    first, _second = g.runs.order_by("pk")
    MatchRun.objects.filter(pk=first.pk).update(status=MatchRun.Status.RUNNING, started_at=now - timedelta(seconds=60))
    finish(first, 10)  # 10 of the gauntlet's 40 games in 60 s: 30 more need about 180 s
    assert services.gauntlet_progress(g, now)["eta_seconds"] == 180
    client.force_login(alice)
    assert "about 3 min left at this pace" in client.get(f"/gauntlets/{g.pk}/").content.decode()
