"""In a real browser: a run asked to stop at +-20 points stops itself there, played by a real worker."""

import pytest

from decks.models import Deck
from matches.models import MatchRun
from tests.conftest import database_url_for_workers
from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def test_a_run_asked_for_a_width_stops_there_and_says_so(page, site, worker_factory):
    worker_factory(env={"DATABASE_URL": database_url_for_workers(), "SIMULATION_CHUNK_SIZE": "20"})
    log_in(page, site)
    page.goto(f"{site}/simulations/new/")
    finn = Deck.objects.get(precon__slug="CP1-finn")
    bmo = Deck.objects.get(precon__slug="CP2-bmo")
    page.select_option("select[name=deck_a]", str(finn.pk))
    page.select_option("select[name=deck_b]", str(bmo.pk))
    page.select_option("select[name=player_a]", "simple")
    page.select_option("select[name=player_b]", "random")
    page.fill("input[name=games]", "1000")
    page.fill("input[name=seed]", "9")
    page.uncheck("input[name=mirrored]")
    page.fill("input[name=stop_width]", "20")
    page.click("#start-run")
    page.wait_for_selector("#stopped-note")
    page.wait_for_selector("#win-rate", timeout=180_000)
    note = page.inner_text("#stopped-note")
    run = MatchRun.objects.get()
    assert run.stopped is not None and run.games == run.stopped["games"] < 1000
    assert note.startswith(f"Stopped at {run.games} games") and "confidence sequence" in note
    assert page.get_attribute("#run-progress", "value") == str(run.games)
