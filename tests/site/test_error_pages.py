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


def test_make_run_says_which_port_is_taken_and_how_to_choose_another():
    import socket

    from cardwars_site.run import port_problem

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        problem = port_problem("127.0.0.1", str(port))
        assert f"port {port} on 127.0.0.1 is taken" in problem and f"PORT={port + 1} make run" in problem
    assert port_problem("127.0.0.1", str(port)) is None  # free again
    assert "not a port number" in port_problem("127.0.0.1", "eighty")


def test_make_run_exits_non_zero_when_the_port_is_taken(tmp_path):
    import os
    import socket
    import subprocess
    import sys

    from cardwars_site.settings import BASE_DIR

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {**os.environ, "PORT": str(port), "HOST": "127.0.0.1", "CARDWARS_STATE_DIR": str(tmp_path),
               "DJANGO_SETTINGS_MODULE": "cardwars_site.settings"}
        result = subprocess.run([sys.executable, "-m", "cardwars_site.run"], cwd=BASE_DIR, env=env,
                                capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "is taken" in result.stderr and "PORT=" in result.stderr
