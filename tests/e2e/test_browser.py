"""A player's paths through the site in a real browser."""

import re

import pytest

from tests.conftest import database_url_for_workers
from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]




def precon_text(slug):
    from cards.models import PreconDeck

    deck = PreconDeck.objects.get(slug=slug)
    return deck, [(e.card.name, e.count) for e in deck.entries.select_related("card").order_by("card__name")]


def test_build_a_legal_deck_see_a_violation_come_and_go_and_export(page, site):
    log_in(page, site)
    deck, entries = precon_text("CP3-princess-bubblegum")
    # The whole list but one entry, typed in; that entry will come from the catalogue search.
    (missing_name, missing_count), rest = entries[0], entries[1:]
    page.goto(f"{site}/decks/new/")
    page.fill("input[name=name]", "Candy Lab")
    for _ in range(4):
        page.click("button[value=nicelands]")
        page.wait_for_function("document.getElementById('deck-text').value.includes('NiceLands')")
    page.wait_for_function("document.getElementById('deck-text').value.includes('NiceLands x4')")
    text = page.input_value("#deck-text") + "\n".join(f"{n} {name}" for name, n in rest)
    page.fill("#deck-text", text)
    short = 40 - missing_count
    page.wait_for_selector(f"#deck-report li:has-text('{short} cards; at least 40')")
    # Find the missing card with the catalogue search and add it with its + button.
    page.fill("#builder-q", f'"{missing_name}"')
    page.click("button[name=search]")
    page.wait_for_selector(f"#builder-results button[aria-label='Add {missing_name}']")
    for _ in range(missing_count):
        page.click(f"#builder-results button[aria-label='Add {missing_name}']")
    page.wait_for_selector("#deck-report h3:has-text('Legal deck')")
    # A fourth copy of a three-of breaks R2; taking it out again makes the deck legal again.
    three = next((name for name, n in entries if n == 3), None) or rest[0][0]
    for _ in range(4 - dict(entries)[three]):
        page.click(f"#deck-list button[aria-label='Add one {three}']")
    violation = page.locator(f"#deck-report li:has-text('{three}: 4 copies, at most 3 allowed')")
    violation.wait_for()
    for _ in range(4 - dict(entries)[three]):
        page.click(f"#deck-list button[aria-label='Remove one {three}']")
    violation.wait_for(state="detached")
    page.wait_for_selector("#deck-report h3:has-text('Legal deck')")
    page.click("button[name=save]")
    page.wait_for_selector("h1:has-text('Candy Lab')")
    assert "Legal deck" in page.inner_text("#deck-report")
    page.click("#export-link")
    body = page.inner_text("body")
    assert body.startswith("# Candy Lab") and "Landscape: NiceLands x4" in body
    assert re.search(rf"^{missing_count} {re.escape(missing_name)}$", body, re.M)


@pytest.mark.integration
def test_request_a_matchup_and_read_the_win_rate(page, site, worker_factory):
    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    log_in(page, site)
    page.goto(f"{site}/simulations/new/")
    page.select_option("select[name=deck_a]", label="Finn's Blue Plains Deck (CP1)")
    page.select_option("select[name=deck_b]", label="Jake's Cornfield Deck (CP1)")
    page.fill("input[name=games]", "60")
    page.select_option("select[name=player_a]", "random")
    page.select_option("select[name=player_b]", "random")
    page.click("#start-run")
    page.wait_for_selector("#run-progress")
    page.wait_for_selector("#win-rate", timeout=120_000)
    assert page.get_attribute("#run-progress", "value") == "60"
    text = page.inner_text("#win-rate")
    rate = float(re.search(r"Deck A wins ([\d.]+)%", text).group(1))
    assert 0 <= rate <= 100
