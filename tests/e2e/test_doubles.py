"""Card Wars Doubles in a real browser: the four Doubles precons play each other through the site, on a real
worker, and the replay shows the 8 Lanes as the table sits (RULES.md R26) with both teams' HP."""

import re

import pytest

from tests.conftest import database_url_for_workers
from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SEATS = {"a1": "2v2-jake-doubles-tournament", "a2": "2v2-charlie", "b1": "2v2-grand-prix", "b2": "2v2-moniker"}


@pytest.mark.integration
def test_the_four_doubles_precons_play_each_other_and_the_replay_shows_8_lanes(page, site, worker_factory):
    from decks.models import Deck

    names = {d.precon.slug: d.name for d in Deck.objects.filter(precon__slug__in=SEATS.values())
             .select_related("precon")}
    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    log_in(page, site)
    page.goto(f"{site}/simulations/new/")
    page.click("#doubles-link a")
    page.wait_for_selector("h1:has-text('Doubles (2 vs 2)')")
    for seat, slug in SEATS.items():
        page.select_option(f"select[name=deck_{seat}]", label=names[slug])
        page.select_option(f"select[name=player_{seat}]", "random")
    page.fill("input[name=games]", "4")
    page.click("#start-run")
    page.wait_for_selector("#run-progress")
    page.wait_for_selector("#win-rate", timeout=180_000)
    assert page.get_attribute("#run-progress", "value") == "4"
    rate = float(re.search(r"Team A wins ([\d.]+)%", page.inner_text("#win-rate")).group(1))
    assert 0 <= rate <= 100
    assert page.inner_text("tr[data-seat=B1] td >> nth=1").startswith(names["2v2-grand-prix"])
    assert page.locator("table.card-stats").count() == 4  # each deck's cards
    page.click(".samples a >> nth=0")
    page.wait_for_selector("h1:has-text('Game 0')")
    page.wait_for_selector("#replay-board .lane8")  # replay.js draws the board once the page has loaded
    assert page.locator("#replay-board .lane8").count() == 8
    assert page.inner_text(".lane8[data-lane='1'] .seat-spot >> nth=0") == "B1-4"  # A1-1 faces B1-4
    assert page.inner_text(".lane8[data-lane='1'] .seat-spot >> nth=1") == "A1-1"
    assert page.inner_text(".hp[data-team=a]") == "40 HP" and page.inner_text(".hp[data-team=b]") == "40 HP"
    page.click("button[data-go=last]")
    hp = [int(page.inner_text(f".hp[data-team={t}]").split()[0]) for t in "ab"]
    assert min(hp) == 0 or "turn limit" in page.inner_text("h1 + p")  # a team's pool ran out (R43)
