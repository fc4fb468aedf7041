"""A Content-Security-Policy on every answer: scripts from this site only, inline ones with the request's nonce."""

import re

import pytest

from cardwars_site.settings import BASE_DIR

pytestmark = pytest.mark.usefixtures("catalogue")


def _policy(response) -> dict[str, str]:
    header = response["Content-Security-Policy"]
    return {part.split()[0]: part for part in (p.strip() for p in header.split(";")) if part}


@pytest.mark.parametrize("url", ["/", "/cards/", "/cards/dogboy/", "/api/v1/cards/", "/api/docs/", "/api/redoc/",
                                 "/accounts/login/", "/no-such-page/"])
def test_every_answer_carries_the_policy(client, url):
    policy = _policy(client.get(url))
    assert "'unsafe-inline'" not in policy["script-src"] and "'self'" in policy["script-src"]
    assert policy["img-src"] == "img-src 'self' data:"
    assert policy["object-src"] == "object-src 'none'" and policy["frame-ancestors"] == "frame-ancestors 'none'"


def test_each_answer_has_its_own_nonce(client):
    nonces = {re.search(r"'nonce-([^']+)'", client.get("/cards/?q=dog")["Content-Security-Policy"]).group(1)
              for _ in range(3)}
    assert len(nonces) == 3


def test_a_cached_page_is_served_with_the_nonce_it_was_rendered_with(client, settings):
    settings.CATALOGUE_CACHE_SECONDS = 60
    first, second = client.get("/cards/dogboy/"), client.get("/cards/dogboy/")
    assert first.content == second.content
    assert first["Content-Security-Policy"] == second["Content-Security-Policy"]


def test_inline_scripts_carry_the_nonce_and_no_template_has_an_inline_handler():
    offenders = []
    for path in (BASE_DIR / "templates").rglob("*.html"):
        text = path.read_text()
        for tag in re.findall(r"<script\b[^>]*>", text):
            if "src=" not in tag and 'nonce="{{ csp_nonce }}"' not in tag and "application/json" not in tag:
                offenders.append(f"{path.name}: {tag}")
        offenders += [f"{path.name}: {m}" for m in re.findall(r"<[^>]*\son[a-z]+=\"[^\"]*\"", text)]
    assert offenders == []


def test_the_swagger_page_loads_its_start_up_script_as_a_file(client):
    page = client.get("/api/docs/")
    assert b"<script>" not in page.content
    script = re.search(rb'<script src="([^"]*script=[^"]*)"', page.content).group(1).decode().replace("&amp;", "&")
    answer = client.get(script)
    assert answer.status_code == 200 and b"SwaggerUIBundle" in answer.content
