"""Every main page fits a 390 px phone: nothing wider than the screen, so no sideways scrolling."""

import re

import pytest

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PHONE = 390
# The outermost elements that reach past the screen's right edge, so a failure says what to fix.
WIDE = """() => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1
               && !(e.parentElement.getBoundingClientRect().right > document.documentElement.clientWidth + 1))
  .slice(0, 4).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className ? '.' + e.className : ''))"""


def _a_played_run():
    from django.contrib.auth.models import User

    from decks.models import Deck
    from matches import services

    decks = {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon")}
    run = services.run_create(owner=User.objects.get(username="finn"), deck_a=decks["CP1-finn"].current_version,
                              deck_b=decks["CP2-bmo"].current_version, games=2, seed=11, players=("simple", "simple"))
    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    return run, decks["CP1-finn"]


def _a_played_doubles_run():
    from django.contrib.auth.models import User

    from decks.models import Deck
    from matches import services

    versions = [Deck.objects.get(precon__slug=slug).current_version
                for slug in ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")]
    run = services.run_create_for_game(owner=User.objects.get(username="finn"), format="doubles", games=1, seed=3,
                                       entrants=[[(v, "simple") for v in versions[:2]],
                                                 [(v, "simple") for v in versions[2:]]])
    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    return run


def test_every_main_page_fits_a_390_px_phone(browser, site):
    from decks.models import Deck

    run, deck = _a_played_run()
    doubles = _a_played_doubles_run()
    pages = ["/", "/cards/", "/cards/syntax/", "/sets/", "/precons/", "/precons/CP1-finn/", "/decks/",
             f"/decks/{deck.pk}/", "/decks/new/", "/collection/", "/collection/import/", "/simulations/",
             "/simulations/new/", f"/simulations/{run.pk}/", f"/simulations/{run.pk}/games/0/",
             f"/decks/{deck.pk}/swap/", "/gauntlets/new/", "/accounts/", "/gauntlets/", "/swaps/",
             f"/simulations/{run.pk}/games/?winner=a",
             "/simulations/doubles/new/", f"/simulations/{doubles.pk}/", f"/simulations/{doubles.pk}/games/0/"]
    naruto = Deck.objects.get(demo="leaf-taijutsu")  # the Naruto CCG's pages of the same kinds
    pages += ["/collection/?game=naruto", "/collection/import/?game=naruto", "/decks/new/?game=naruto",
              f"/decks/{naruto.pk}/missing/", f"/decks/{naruto.pk}/swap/", "/gauntlets/new/?game=naruto"]
    context = browser.new_context(viewport={"width": PHONE, "height": 844}, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(20_000)
    try:
        page.goto(f"{site}/accounts/login/")
        page.fill("input[name=username]", "finn")
        page.fill("input[name=password]", "mathematical-42")
        page.click("button:has-text('Log in')")
        page.wait_for_selector("header a:has-text('finn')", state="attached")  # in the folded menu
        too_wide = {}
        for path in pages:
            response = page.goto(f"{site}{path}")
            assert response.status == 200, path
            width = page.evaluate("document.documentElement.scrollWidth")
            if width > PHONE:
                too_wide[path] = (width, page.evaluate(WIDE))
        assert not too_wide, "\n".join(f"{k}: {v}" for k, v in too_wide.items())
    finally:
        context.close()


def test_a_run_is_found_from_the_list_and_from_its_deck_and_reads_in_words(page, site):
    run, deck = _a_played_run()
    log_in(page, site)
    page.goto(f"{site}/decks/{deck.pk}/")
    link = page.locator(f"#deck-runs a[href='{run.get_absolute_url()}']")
    assert link.inner_text() == run.title
    link.click()
    page.wait_for_selector("#win-rate")
    assert page.url.endswith(run.get_absolute_url())
    assert page.inner_text("#status-text") == "Done"
    pills = page.locator("a.pill[href*='reason=']").all_inner_texts()  # each links to its games
    assert pills and all(re.match(r"(A won: B's HP reached 0|B won: A's HP reached 0|Draw)", p) for p in pills)
    page.goto(f"{site}/simulations/")
    row = page.locator("table.runs tr", has=page.locator(f"a[href='{run.get_absolute_url()}']"))
    cells = row.locator("td").all_inner_texts()
    assert cells[2] == "simple vs simple" and cells[3] == "2" and cells[4] == "Done"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", cells[6])
