"""The Naruto CCG's own collection, the builder's live panel and the gauntlet and swap forms in a real browser."""

import pytest

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _demo(name):
    from decks.models import Deck

    return Deck.objects.get(demo=name)


def test_record_and_import_naruto_cards_in_the_collection(page, site):
    log_in(page, site)
    page.goto(f"{site}/collection/?game=naruto")
    page.wait_for_selector("h1:has-text('My collection: Naruto CCG')")
    page.fill("input[name=card]", "Kunai")
    page.fill("input[name=delta]", "2")
    page.click("button:has-text('Add')")
    page.wait_for_selector("table.collection td:has-text('Kunai')")
    assert "J-001" in page.inner_text("table.collection")
    assert "The Path to Hokage" in page.inner_text("table.completion")
    page.click("a:has-text('Import CSV')")
    page.wait_for_selector("h1:has-text('Import a collection: Naruto CCG')")
    page.fill("textarea[name=text]", "Rock Lee (N-031),1\nNaruto Uzumaki,1\n")
    page.click("button:has-text('Check the file')")
    problems = page.inner_text("ul.problems")
    assert "3 cards are called 'Naruto Uzumaki'" in problems and "Naruto Uzumaki (N-019)" in problems
    page.click("button[name=confirm]")
    page.wait_for_selector("h1:has-text('My collection: Naruto CCG')")
    assert "Rock Lee" in page.inner_text("table.collection") and "Kunai" in page.inner_text("table.collection")


def test_the_naruto_builder_panel_follows_the_list_and_the_format(page, site):
    log_in(page, site)
    page.goto(f"{site}/decks/new/?game=naruto")
    page.wait_for_selector("h1:has-text('Build a Naruto CCG deck')")
    page.fill("#deck-text", "3 Kunai\n2 N-019\n")  # typed, never submitted: the panel updates by itself
    page.wait_for_selector("#legal-status:has-text('this one holds 5')")
    assert page.inner_text("[data-stat=cards]") == "5 of 40"
    assert page.inner_text("[data-stat=ninja]") == "2 (at most 25)"
    page.select_option("#deck-format", "manual50")
    page.wait_for_selector("#legal-status:has-text('NR8: a manual50 deck holds exactly 50 cards')")
    assert page.inner_text("[data-stat=cards]") == "5 of 50"
    page.fill("#builder-q", "num:J-001")
    page.click("button[name=search]")
    page.click("#builder-results button[aria-label='Add Kunai J-001']")
    page.wait_for_selector("#deck-report li:has-text('NR10')")  # a fourth Kunai
    assert "4 Kunai (J-001)" in page.input_value("#deck-text")


def test_start_a_naruto_gauntlet_and_a_swap_test_from_their_forms(page, site):
    leaf, mist = _demo("leaf-taijutsu"), _demo("mist-and-fire")
    log_in(page, site)
    page.goto(f"{site}/decks/{leaf.pk}/")
    page.click("#gauntlet-link")
    page.wait_for_selector("h1:has-text('New gauntlet: Naruto CCG')")
    assert page.input_value("select[name=deck]") == str(leaf.pk)
    page.check(f"input[name=opponents][value='{mist.pk}']")
    page.fill("input[name=games]", "2")
    page.select_option("select[name=player_a]", "random")
    page.select_option("select[name=player_b]", "random")
    page.click("button:has-text('Start')")
    page.wait_for_selector("h1:has-text('Leaf Taijutsu (demo) against 1 deck')")
    assert "Mist And Fire (demo)" in page.inner_text("table.gauntlet")
    page.goto(f"{site}/decks/{leaf.pk}/")
    page.click("#swap-link")
    page.wait_for_selector("h1:has-text('Swap one card in Leaf Taijutsu (demo)')")
    page.select_option("select[name=card_out]", label="Cross-Shaped Shuriken J-002 (2)")
    page.fill("input[name=card_in]", "Naruto Uzumaki (N-001)")  # a fourth card of that name: NR10
    page.check(f"input[name=opponents][value='{mist.pk}']")
    page.fill("input[name=games]", "2")
    page.click("#start-swap")
    page.wait_for_selector(".errorlist:has-text('NR10')")
    page.fill("input[name=card_in]", "J-003")
    page.select_option("select[name=card_out]", label="Cross-Shaped Shuriken J-002 (2)")
    page.check(f"input[name=opponents][value='{mist.pk}']")
    page.click("#start-swap")
    page.wait_for_selector("h1:has-text('Leaf Taijutsu (demo): 1 × Cross-Shaped Shuriken out, Sexy Jutsu in')")
