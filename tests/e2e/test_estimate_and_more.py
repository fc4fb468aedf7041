"""In a real browser: every form that launches games shows the time estimate the site will hold it to, and it
follows the fields; a cancelled run shows its partial report, and "play more" carries it on to a whole run."""

import pytest

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_launch_forms_show_the_estimate_and_it_follows_the_games(page, site, monkeypatch):
    from decks.models import Deck
    from matches import services
    from matches.templatetags.reports import duration

    monkeypatch.setenv("WORKER_CONCURRENCY", "2")  # the live server runs in this process
    log_in(page, site)
    page.goto(f"{site}/simulations/new/")
    page.select_option("select[name=player_a]", "greedy")
    page.select_option("select[name=player_b]", "greedy")
    page.fill("input[name=games]", "200")
    expected = services.run_estimate(games=200, players=("greedy", "greedy"))
    assert expected["source"] == "bench-table"  # nothing played yet: make bench's first guess, shared by 2
    page.wait_for_selector(f"#estimate-time:text-is('{duration(expected['seconds'])}')")
    assert "greedy vs greedy" in page.inner_text("#estimate-source") and page.locator("#estimate-long").count() == 0
    page.fill("input[name=games]", "20000")  # the hour's confirmation follows the figure shown
    page.wait_for_selector("#estimate-long")

    finn = Deck.objects.get(precon__slug="CP1-finn")
    for path in ("/gauntlets/new/", f"/decks/{finn.pk}/swap/"):
        page.goto(f"{site}{path}")
        page.wait_for_selector("#estimate-time")
        assert page.inner_text("#estimate-source").startswith("From "), path


def test_a_cancelled_run_shows_its_partial_report_and_plays_on_to_a_whole_run(page, site, settings):
    from django.contrib.auth.models import User

    from decks.models import Deck
    from matches import services, worker

    settings.SIMULATION_CHUNK_SIZE = 10
    decks = {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon")}
    run = services.run_create(owner=User.objects.get(username="finn"), deck_a=decks["CP1-finn"].current_version,
                              deck_b=decks["CP2-bmo"].current_version, games=40, seed=21, players=("random", "random"))
    worker._play(worker.chunk_next(run_id=run.pk, worker="test"))  # 10 of the 40 games, then the owner cancels
    log_in(page, site)
    page.goto(f"{site}{run.get_absolute_url()}")
    page.click("button:has-text('Cancel')")
    page.wait_for_selector("#partial-note:has-text('Cancelled after 10 of 40 games: partial report')")
    assert page.locator("#win-rate").count() == 1  # the report of the 10 games played
    page.fill("#more-form input[name=games]", "20")
    page.click("#more-form button")
    page.wait_for_selector("#status-text:text-is('Queued')")
    worker._play(worker.chunk_next(run_id=run.pk, worker="test"))
    page.wait_for_selector("#status-text:text-is('Running')")  # the page's poll says it as the page prints it
    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    page.wait_for_selector("#status-text:text-is('Done')")  # the poll loads the page once more at the end
    page.wait_for_selector("#partial-note", state="detached")  # the whole run's report, after the reload
    run.refresh_from_db()
    assert run.games == 60 and run.summary["games"] == 60 == run.results.count()
