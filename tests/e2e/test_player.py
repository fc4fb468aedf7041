"""What a player expects, in a real browser: offline API docs, a forgiving search, a builder that flows,
a replay to step through, the swap-one-card test and a menu that fits a phone."""

import re
from pathlib import Path

import pytest

from tests.conftest import BASE_DIR, database_url_for_workers
from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SCREENSHOTS = BASE_DIR / "var" / "test" / "screenshots"




def offline(page, site):
    """Refuse every request that does not go to the test server, as a machine with no network would."""
    host = re.match(r"https?://[^/]+", site).group(0)
    refused = []

    def route(r):
        if r.request.url.startswith(host):
            r.continue_()
        else:
            refused.append(r.request.url)
            r.abort()
    page.route("**/*", route)
    return refused


def test_the_api_docs_render_with_no_network(page, site):
    refused = offline(page, site)
    page.goto(f"{site}/api/docs/")
    page.wait_for_selector(".swagger-ui .info .title:has-text('Card Wars API')")
    page.wait_for_selector("[data-path='/api/v1/decks/validate/']")
    assert refused == []
    page.goto(f"{site}/api/redoc/")
    page.wait_for_selector("h1:has-text('Card Wars API')")
    page.wait_for_selector("text=/api/v1/decks/validate/")
    # The only outside request left is the bundle's own "API docs by Redocly" badge, an image that fails
    # quietly offline; the documentation itself comes from this site.
    assert all(url.startswith("https://cdn.redoc.ly/") for url in refused), refused


def test_a_misspelt_search_says_did_you_mean_and_an_exact_name_opens_the_card(page, site):
    page.goto(f"{site}/cards/?q=Cool+Dgo")
    page.wait_for_selector("#did-you-mean a:has-text('Cool Dog')")
    page.click("#did-you-mean a:has-text('Cool Dog')")
    page.wait_for_selector("h1:has-text('Cool Dog')")
    page.goto(f"{site}/cards/")
    page.fill("#q", "cool dog")
    page.press("#q", "Enter")
    page.wait_for_selector("h1:has-text('Cool Dog')")
    assert page.url.endswith("/cards/cool-dog/")
    page.goto(f"{site}/cards/?q=%29%29%29")
    assert page.locator(".warnings li").count() == 1
    page.click("#syntax-help-link")
    page.wait_for_selector("h1:has-text('How to search the cards')")


def test_the_builder_adds_a_card_by_name_and_pages_its_finder(page, site):
    from cards.search import search

    log_in(page, site)
    page.goto(f"{site}/decks/new/")
    page.fill("#add-name", "Cool D")
    page.wait_for_selector("#add-card-names option[value='Cool Dog']", state="attached")
    page.fill("#add-name", "Cool Dog")
    page.fill("#add-count", "2")
    page.press("#add-name", "Enter")
    page.wait_for_function("document.getElementById('deck-text').value.includes('2 Cool Dog')")
    assert page.input_value("#add-name") == ""
    page.wait_for_selector("#deck-list tbody[data-kind=creature] th:has-text('Creatures (2)')")
    page.fill("#add-name", "Cool Dgo")
    page.click("#add-line-button")
    page.wait_for_selector("#add-line-error:has-text('did you mean Cool Dog')")

    query = "t:creature l:cornfield cost<=2"
    total = search(query).queryset.count()
    page.fill("#builder-q", query)
    page.click("button[name=search]")
    page.wait_for_selector(f"#builder-count:has-text('24 of {total} cards')")
    assert page.locator("#builder-results li").count() == 24
    page.click("#builder-more")
    page.wait_for_selector(f"#builder-count:has-text('{min(48, total)} of {total} cards')")
    assert page.locator("#builder-results li").count() == min(48, total)
    assert "2 Cool Dog" in page.input_value("#deck-text")  # the list survives the finder's reloads


def test_the_replay_steps_through_a_game(page, site):
    from django.contrib.auth.models import User

    from decks.models import Deck
    from matches import services

    decks = {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon")}
    run = services.run_create(owner=User.objects.get(username="finn"), deck_a=decks["CP1-finn"].current_version,
                              deck_b=decks["CP2-bmo"].current_version, games=2, seed=11, players=("simple", "simple"))
    for chunk in run.chunks.all():
        services.chunk_play(chunk_id=chunk.pk)
    game = run.results.get(game_index=0)
    steps = len(game.actions.split(";"))
    log_in(page, site)
    page.goto(f"{site}/simulations/{run.pk}/games/0/")
    page.wait_for_selector("#replay-position:has-text('Step 0 of')")
    assert page.locator("#replay-board .side").count() == 2
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#replay-position:has-text('Step 1 of')")
    assert "opening hand" in page.inner_text("#replay-action") or "mulligan" in page.inner_text("#replay-action")
    page.click("button[data-go=next-turn]")
    page.wait_for_selector("#replay[data-turn='1']")
    page.keyboard.press("ArrowDown")
    page.wait_for_selector("#replay[data-turn='2']")
    page.keyboard.press("ArrowUp")
    page.wait_for_selector("#replay[data-turn='1']")
    page.keyboard.press("End")
    page.wait_for_selector(f"#replay-position:has-text('Step {steps} of {steps}')")
    final = page.inner_text("#replay-changes")
    assert "wins" in final or "draw" in final
    hp = page.inner_text("#replay-board .side[data-deck=A] .hp")
    assert hp == f"{game.data['hp_a']} HP"
    # The scrubber jumps anywhere.
    page.locator("#replay-scrubber").fill("5")
    page.wait_for_selector("#replay[data-step='5']")


@pytest.mark.integration
def test_the_swap_test_reports_a_difference_with_its_interval(page, site, worker_factory):
    from decks.models import Deck

    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    finn = Deck.objects.get(precon__slug="CP1-finn")
    content = {e.card.slug: (e.card.name, e.count) for e in finn.current_version.entries.select_related("card")}
    out = next(slug for slug, (_, n) in sorted(content.items()) if n == 1)
    log_in(page, site)
    page.goto(f"{site}{finn.get_absolute_url()}")
    page.click("#swap-link")
    page.select_option("select[name=card_out]", out)
    page.fill("input[name=card_in]", "Dogboy")
    page.check("input[name=opponents] >> nth=0")
    page.fill("input[name=games]", "20")
    page.select_option("select[name=player_a]", "random")
    page.select_option("select[name=player_b]", "random")
    page.click("#start-swap")
    page.wait_for_selector("#swap-result[data-complete='1']", timeout=120_000)
    text = page.inner_text("#swap-difference")
    m = re.search(r"by ([+−±][\d.]+) pts \(95% interval ([+−±][\d.]+) pts to ([+−±][\d.]+) pts\)", text)
    assert m, text
    value = lambda s: float(s.replace("−", "-").replace("±", ""))  # noqa: E731
    assert value(m.group(2)) <= value(m.group(1)) <= value(m.group(3))


def test_the_menu_fits_a_phone_and_opens(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(20_000)
    try:
        page.goto(f"{site}/")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert not page.is_visible("nav[aria-label=Main] a:has-text('Precon decks')")
        page.click("label.nav-button")
        link = page.locator("nav[aria-label=Main] a:has-text('Precon decks')")
        link.wait_for(state="visible")
        box = link.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shot = Path(SCREENSHOTS / "nav-390.png")
        page.screenshot(path=str(shot), full_page=False)
        assert shot.stat().st_size > 1000
        link.click()
        page.wait_for_selector("h1:has-text('Preconstructed')")
    finally:
        context.close()
