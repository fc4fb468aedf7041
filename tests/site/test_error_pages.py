"""404 and 500 pages in the site's look; `make run` keeps Django's debug pages off unless asked."""

import pytest

from cardwars_site.run import run_environment

pytestmark = pytest.mark.django_db


def test_a_missing_page_is_the_sites_own_404(client, settings):
    settings.DEBUG = False
    response = client.get("/no-such-page/")
    html = response.content.decode()
    assert response.status_code == 404 and "Card Wars Lab" in html and "No page has this address" in html
    assert "urlpatterns" not in html.lower() and "URLconf" not in html


def test_a_server_error_is_the_sites_own_500(client, settings, monkeypatch):
    settings.DEBUG = False
    client.raise_request_exception = False

    def broken(**kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("cards.selectors.set_list", broken)
    response = client.get("/sets/")
    html = response.content.decode()
    assert response.status_code == 500 and "Something went wrong on our side" in html and "boom" not in html


def test_make_run_turns_debug_off_unless_asked():
    assert run_environment({}, "127.0.0.1", "8000")["DEBUG"] == "0"
    assert run_environment({"DEBUG": "1"}, "127.0.0.1", "8000")["DEBUG"] == "1"
