"""The Naruto CCG in a real browser: browse Set 1, build a legal deck, run a simulation."""

import re

import pytest

from tests.conftest import database_url_for_workers
from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def demo_lines(name):
    """The demo deck's list as the builder writes it, a line per card."""
    from decks import naruto
    from decks.models import Deck
    from decks.selectors import deck_list_of

    content = deck_list_of(Deck.objects.get(demo=name).current_version)
    return naruto.deck_text(content, naruto.card_rows(content.cards)).splitlines()


def test_browse_naruto_set_1_from_the_game_switch(page, site):
    page.goto(f"{site}/")
    page.click("#nav-naruto")
    page.wait_for_selector("h1:has-text('Naruto CCG cards')")
    assert "127 cards" in page.inner_text(".result-count")
    page.fill("#q", "t:ninja sym:fire combat>=6 support>=4")
    page.click("button:has-text('Search')")
    page.wait_for_selector(".result-count:has-text('1 card')")
    page.click(".tile-name:has-text('The Third Hokage')")
    page.wait_for_selector("h1:has-text('The Third Hokage')")
    assert page.inner_text("[data-stat=entrance]") == "6"
    assert "Combat 6 / Support 4" in page.inner_text("[data-stat=healthy]")
    page.click("a.symbol:has-text('Fire')")
    page.wait_for_selector("h1:has-text('Naruto CCG cards')")
    assert "The Third Hokage" in page.inner_text(".tiles")


def test_build_a_legal_naruto_deck(page, site):
    log_in(page, site)
    lines = demo_lines("mist-and-fire")
    # Every line but the last one typed in; the last card comes from the finder.
    last = lines[-1]
    count, name, number = re.match(r"^(\d+) (.+) \((\S+)\)$", last).groups()
    page.goto(f"{site}/decks/")
    page.click("#new-naruto-deck")
    page.wait_for_selector("h1:has-text('Build a Naruto CCG deck')")
    page.fill("input[name=name]", "Hidden Mist")
    page.fill("#deck-text", "\n".join(lines[:-1]))
    page.click("#check-button")
    page.wait_for_selector(f"#deck-report li:has-text('holds exactly 40 cards; this one holds {40 - int(count)}')")
    page.fill("#builder-q", f"num:{number}")
    page.click("button[name=search]")
    for _ in range(int(count)):
        page.click(f"#builder-results button[aria-label='Add {name} {number}']")
    page.wait_for_selector("#deck-report h3:has-text('Legal deck')")
    assert page.inner_text("[data-stat=cards]").startswith("40")
    page.click("button[name=save]")
    page.wait_for_selector("h1:has-text('Hidden Mist')")
    assert "Legal deck" in page.inner_text("#deck-report")


@pytest.mark.integration
def test_run_a_naruto_simulation(page, site, worker_factory):
    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    log_in(page, site)
    page.goto(f"{site}/simulations/new/?game=naruto")
    page.select_option("select[name=deck_a]", label="Leaf Taijutsu (demo)")
    page.select_option("select[name=deck_b]", label="Mist And Fire (demo)")
    page.fill("input[name=games]", "4")
    page.select_option("select[name=player_a]", "random")
    page.select_option("select[name=player_b]", "random")
    page.click("#start-run")
    page.wait_for_selector("#run-progress")
    page.wait_for_selector("#win-rate", timeout=120_000)
    assert page.get_attribute("#run-progress", "value") == "4"
    rate = float(re.search(r"Deck A wins ([\d.]+)%", page.inner_text("#win-rate")).group(1))
    assert 0 <= rate <= 100
    page.click(".samples a >> nth=0")
    page.wait_for_selector("h1:has-text('Game 0')")
    assert "Deck A's Village" in page.inner_text("#naruto-replay")
