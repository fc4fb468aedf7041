"""Signed-out catalogue pages are rendered once per URL for a while; signed-in ones every time."""

import pytest

from cards.models import Card

pytestmark = pytest.mark.usefixtures("catalogue")


@pytest.fixture
def cached(settings):
    settings.CATALOGUE_CACHE_SECONDS = 60


def rename_dogboy(name):
    Card.objects.filter(slug="dogboy").update(name=name)


def test_a_signed_out_card_page_is_served_from_the_cache(client, cached):
    first = client.get("/cards/dogboy/").content
    rename_dogboy("Dogboy Renamed")
    assert client.get("/cards/dogboy/").content == first
    assert b"Dogboy Renamed" in client.get("/cards/dogboy/?fresh=1").content  # another URL is rendered


def test_a_signed_in_visitor_always_gets_a_fresh_page(client, alice, cached):
    client.get("/cards/dogboy/")
    client.force_login(alice)
    rename_dogboy("Dogboy Renamed")
    page = client.get("/cards/dogboy/").content
    assert b"Dogboy Renamed" in page and b"alice" in page


def test_errors_are_not_cached(client, cached):
    assert client.get("/cards/?q=" + "(" * 100).status_code == 400
    assert client.get("/cards/no-such-card/").status_code == 404
    assert client.get("/cards/?q=" + "(" * 100).status_code == 400
