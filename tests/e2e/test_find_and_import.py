"""In a real browser: a collection file in a deck site's layout imports with old -> new counts, a search term the
site cannot read is refused with the reason and no cards, names and ids are read in any case, and an address
that is not there gets the site's own 404."""

import pytest

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_count_name_file_with_a_header_previews_old_and_new_counts_and_imports(page, site):
    log_in(page, site)
    page.goto(f"{site}/collection/import/")
    page.fill("textarea[name=text]", "Count,Name\n3,Dogboy\n1,Cool Dog\n")  # count first, with a header
    page.click("button:has-text('Check the file')")
    page.wait_for_selector("table.import-changes")
    rows = dict(r.split("\t") for r in page.locator("table.import-changes tbody tr").all_inner_texts())
    assert rows == {"Dogboy": "0 → 3", "Cool Dog": "0 → 1"}
    assert page.locator("ul.problems").count() == 0  # the header is not a bad line
    page.click("button[name=confirm]")
    page.wait_for_selector("table.collection td:has-text('Dogboy')")
    assert "Cool Dog" in page.inner_text("table.collection")
    page.goto(f"{site}/collection/import/")
    page.fill("textarea[name=text]", "2 Cool Dog\n")  # a deck list's line: the count then the name
    page.click("button:has-text('Check the file')")
    page.wait_for_selector("table.import-changes")
    rows = dict(r.split("\t") for r in page.locator("table.import-changes tbody tr").all_inner_texts())
    assert rows["Cool Dog"] == "1 → 2" and page.locator("ul.problems").count() == 0


def test_a_search_key_it_cannot_read_says_so_and_lists_no_cards(page, site):
    response = page.goto(f"{site}/cards/?q=t:dragon")
    assert response.status == 400
    assert 'no card type "dragon"' in page.inner_text("main")
    assert page.locator("a.tile-name").count() == 0  # not the whole catalogue under a note
    page.goto(f"{site}/cards/?q=Finn+the+Human")  # a name as players say it: the card it means is offered
    page.click("#did-you-mean a:text-is('Finn')")
    page.wait_for_selector("h1:has-text('Finn')")


def test_ids_in_any_case_and_the_sites_own_404(page, site):
    page.goto(f"{site}/precons/cp1-finn/")
    assert page.url.endswith("/precons/CP1-finn/")
    response = page.goto(f"{site}/no-such-page/")
    assert response.status == 404
    text = page.inner_text("body")
    assert "No page has this address" in text and "URLconf" not in text and "urlpatterns" not in text


def test_opening_hand_odds_are_the_decks_own_and_never_read_certain(page, site):
    from decks.models import Deck

    shown = {}
    for slug in ("CP1-finn", "CP2-bmo", "CP4-ice-king"):
        deck = Deck.objects.get(precon__slug=slug)
        page.goto(f"{site}/decks/{deck.pk}/")
        shown[slug] = page.inner_text("[data-stat=p-open]").split("%")[0]
    assert all(0 < float(p) < 100 for p in shown.values()), shown  # 5 cards never make a Creature certain
    assert len(set(shown.values())) > 1, shown  # each deck its own figure, not one for all
