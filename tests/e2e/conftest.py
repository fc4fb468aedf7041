"""Browser tests: Debian's Chromium driven by Playwright against the live test server."""

import os
import shutil
from io import StringIO

import pytest
from django.core.management import call_command

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.skip("Chromium is not installed (apt-get install chromium); CI installs it")
    # Playwright's sync API runs an event loop; Django's async-safety check would refuse ORM calls in tests.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    # Playwright's wait_for_function evaluates its text in the page, which the site's Content-Security-Policy
    # refuses (no eval); test_csp_browser.py checks the pages under the policy itself.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page
    context.close()


@pytest.fixture
def site(live_server, django_user_model):
    """The live test server with the catalogue, the precon decks and the player `finn`."""
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    django_user_model.objects.create_user("finn", password="mathematical-42")
    return live_server.url
