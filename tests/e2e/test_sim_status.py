"""Where a game will not be played as printed, the site says so in a real browser: the deck builder marks the card
as it is added, and the simulation form names it before launch, following the deck chosen."""

import pytest

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_builder_marks_a_partial_card_and_the_simulation_form_warns_before_launch(page, site):
    from cards.models import Card

    cyclops = Card.objects.get(slug="cyclops")
    assert cyclops.sim_status == "partial"
    log_in(page, site)
    page.goto(f"{site}/decks/new/")
    page.fill("input[name=name]", "One Eye")
    page.fill("#deck-text", "3 Cow\n3 Pony\nLandscape: Cornfield x4")
    page.wait_for_selector("#deck-list >> text=Pony")
    assert page.locator("#sim-gaps").count() == 0  # every card fully simulated: nothing to say
    page.fill("#builder-q", '"Cyclops"')
    page.click("button[name=search]")
    page.click("#builder-results button[aria-label='Add Cyclops']")
    page.wait_for_selector("#deck-list [data-sim=partial]")  # the entry carries the marker
    assert "1 card of this deck is not fully simulated (1 copy)" in page.inner_text("#sim-gaps summary")
    page.click("button[name=save]")
    page.wait_for_selector("h1:has-text('One Eye')")
    assert page.locator("#deck-list [data-sim=partial]").count() == 1
    page.click("a:has-text('Simulate')")  # deck A is this deck: its warning shows before Start is pressed
    page.wait_for_selector("#sim-warning")
    warning = page.locator("#sim-warning [data-deck]:visible")
    assert warning.count() == 1 and "Cyclops" in warning.inner_text() and cyclops.sim_note in warning.inner_text()
    other = page.input_value("select[name=deck_b]")  # deck B's default, a preconstructed deck
    page.select_option("select[name=deck_a]", other)  # another deck chosen for A: the warning follows
    page.wait_for_function("!document.querySelector('#sim-warning [data-deck]:not([hidden]) li[data-card=cyclops]')")
