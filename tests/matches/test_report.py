"""The run report's deeper parts: per-card intervals and differences, mulligans, the gauntlet's interval."""

import math

import pytest

from matches import report, services
from matches.templatetags.reports import signed_pct

pytestmark = pytest.mark.django_db


def test_mulligans_are_read_from_the_opening_actions():
    assert report.mulligans("mulligan yes;mulligan no;draw", a_first=True) == (True, False)
    assert report.mulligans("mulligan yes;mulligan no;draw", a_first=False) == (False, True)
    assert report.mulligans("mulligan no;mulligan no;end", a_first=True) == (False, False)
    assert report.mulligans("", a_first=True) == (False, False)


def test_weighted_interval_on_known_numbers():
    # Two opponents: 60% over 100 games with weight 3, 40% over 50 games with weight 1.
    low, high = report.weighted_interval([(3, 0.6, 100), (1, 0.4, 50)])
    mean = (3 * 0.6 + 0.4) / 4  # 0.55
    se = math.sqrt((0.75 ** 2) * 0.24 / 100 + (0.25 ** 2) * 0.24 / 50)  # 0.040620
    assert (low, high) == pytest.approx((mean - 1.959964 * se, mean + 1.959964 * se), abs=1e-6)
    assert round(low, 4) == 0.4704 and round(high, 4) == 0.6296
    assert report.weighted_interval([]) is None
    assert report.weighted_interval([(0, 0.5, 10)]) is None


def test_signed_points():
    assert signed_pct(0.052) == "+5.2 pts" and signed_pct(-0.1) == "−10.0 pts" and signed_pct(0) == "±0.0 pts"


def test_run_report_rows_add_up_and_the_page_shows_them(client, alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 20
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=40, seed=5,
                              players=("random", "random"))
    for chunk in services.chunks_cut(run=run):
        services.chunk_play(chunk_id=chunk.pk)
    run.refresh_from_db()
    found = report.run_report(run)
    a = found["a"]
    assert a["win_rate"] == run.summary["win_rate_a"]
    by_slug = {row["card"]: row for row in run.summary["cards"]["a"]}
    for row in a["cards"]:
        engine_row = by_slug[row["card"]]
        assert row["drawn"]["games"] == engine_row["drawn"] and row["drawn"]["wins"] == engine_row["drawn_wins"]
        assert row["play"]["games"] + row["draw"]["games"] == row["drawn"]["games"]
        if row["drawn"]["games"]:
            assert row["drawn"]["low"] <= row["drawn"]["rate"] <= row["drawn"]["high"]
            assert row["drawn"]["diff"] == pytest.approx(row["drawn"]["rate"] - a["win_rate"], abs=1e-4)
    m = a["mulligan"]
    assert m["took"]["games"] + m["kept"]["games"] == 40
    client.force_login(alice)
    html = client.get(f"/simulations/{run.pk}/").content.decode()
    assert "Win rate after a mulligan" in html and "Drawn on the play: win rate" in html and " pts" in html


def test_a_finished_runs_report_is_computed_once_and_again_only_if_the_run_grew(client, alice, precon_decks,
                                                                               settings, monkeypatch):
    from django.core.cache import cache

    from matches.models import MatchRun

    settings.SIMULATION_CHUNK_SIZE = 20
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP1-jake"].current_version, games=20, seed=6,
                              players=("random", "random"))
    while services.run_work(run_id=run.pk) != "idle":
        pass
    built = []
    real = report._build
    monkeypatch.setattr(report, "_build", lambda r: built.append(r.pk) or real(r))
    client.force_login(alice)
    assert "Win rate after a mulligan" in client.get(f"/simulations/{run.pk}/").content.decode()
    cache.clear()  # the report does not depend on the cache: it is on the run
    assert "Win rate after a mulligan" in client.get(f"/simulations/{run.pk}/").content.decode()
    assert built == [run.pk]
    stored = MatchRun.objects.get(pk=run.pk).report
    assert stored["games"] == 20 and stored["data"]["report"]["a"]["games"] == 20
    MatchRun.objects.filter(pk=run.pk).update(games=25)  # the run grew: the stored report counts 20 games
    client.get(f"/simulations/{run.pk}/")
    assert built == [run.pk, run.pk] and MatchRun.objects.get(pk=run.pk).report["games"] == 25
