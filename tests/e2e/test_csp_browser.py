"""The Content-Security-Policy in a real browser: the pages and the API docs work under it, nothing is refused,
and nothing is fetched from another site (ReDoc's logo included)."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(browser):
    """A page that keeps to the site's policy (the suite's usual page bypasses it for wait_for_function)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page
    context.close()


def _watch(page, site):
    refused, foreign = [], []
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    # Requests that reached another site (one the policy blocks fails instead of finishing).
    page.on("requestfinished",
            lambda r: foreign.append(r.url) if not r.url.startswith((site, "data:", "blob:")) else None)
    return refused, foreign


def test_pages_work_under_the_policy_and_fetch_nothing_elsewhere(page, site):
    from decks.models import Deck

    refused, foreign = _watch(page, site)
    log_in(page, site)
    deck = Deck.objects.filter(precon__isnull=False).order_by("pk").first()
    for path in ["/", "/cards/?q=dog", "/cards/dogboy/", f"/decks/{deck.pk}/", "/decks/new/", "/simulations/new/"]:
        page.goto(f"{site}{path}")
        page.wait_for_load_state("networkidle")
    page.goto(f"{site}/decks/new/")
    page.fill("input[name=name]", "Under policy")
    with page.expect_request(lambda r: r.headers.get("x-builder-panel") == "1"):  # the builder's script runs
        page.click("button[value=nicelands]")
    expect(page.locator("#deck-text")).to_have_value(re.compile("NiceLands"))
    assert refused == [] and foreign == []


def test_the_api_docs_render_under_the_policy_without_a_cdn(page, site):
    refused, foreign = _watch(page, site)
    page.goto(f"{site}/api/docs/")
    page.wait_for_selector("#swagger-ui .info .title")
    page.goto(f"{site}/api/redoc/")
    page.wait_for_selector("redoc h1, [role=navigation], .api-content h1", state="attached")
    page.wait_for_load_state("networkidle")
    assert foreign == []
    # ReDoc always draws its makers' logo from their CDN; the policy is what keeps the browser from fetching it.
    assert [m for m in refused if "cdn.redoc.ly/redoc/logo-mini.svg" not in m] == []
