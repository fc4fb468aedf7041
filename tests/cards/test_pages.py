import re

import pytest

from cards.models import Card

pytestmark = pytest.mark.usefixtures("catalogue")


def page(client, url, status=200) -> str:
    response = client.get(url)
    assert response.status_code == status
    return response.content.decode()


def tiles(html: str) -> list[str]:
    return re.findall(r'<a class="tile-name" href="/cards/([^/]+)/">', html)


def test_navigation_links_to_cards_sets_and_precons(client):
    html = page(client, "/")
    for href in ('href="/cards/"', 'href="/sets/"', 'href="/precons/"'):
        assert href in html


def test_catalogue_shows_tiles_paged_60_at_a_time(client):
    html = page(client, "/cards/")
    assert "554 cards" in html and len(tiles(html)) == 60 and 'rel="next"' in html
    last = page(client, "/cards/?page=10")
    assert len(tiles(last)) == 554 - 9 * 60 and 'rel="next"' not in last


def test_a_tile_has_name_cost_landscape_kind_stats_text_and_simulation_badge(client):
    html = page(client, "/cards/?q=name:%22cool+dog%22")
    assert tiles(html) == ["cool-dog"]
    tile = html[html.index('<article class="card-tile'):html.index("</article>")]
    card = Card.objects.get(slug="cool-dog")
    assert "ls-blueplains" in tile and "Blue Plains" in tile and "Creature" in tile
    assert f'<span class="tile-cost" title="Cost">{card.cost}</span>' in tile
    assert f"{card.attack} / {card.defense}" in tile
    assert card.description.replace("'", "&#x27;") in tile
    assert f"sim-{card.sim_status}" in tile


def test_search_warnings_show_on_the_page(client):
    html = page(client, "/cards/?q=dragon+(")
    assert "A &quot;(&quot; is not closed; read to the end of the query." in html
    assert set(tiles(html)) >= {"dragon-claw"}


def test_a_search_term_it_cannot_read_is_said_on_the_page_with_no_cards(client):
    html = page(client, "/cards/?q=dragon+c:blue", status=400)
    assert "Unknown key &quot;c:&quot;" in html and tiles(html) == []


def test_advanced_form_builds_the_query_and_runs_it(client):
    html = page(client, "/cards/?adv=1&kinds=creature&kinds=spell&landscapes=Blue+Plains&cost_op=%3E%3D&cost=1"
                        "&set=CP1&order=cost&dir=desc")
    built = '(t:creature or t:spell) l:&quot;Blue Plains&quot; cost&gt;=1 set:CP1 order:cost dir:desc'
    assert f"<code>{built}</code>" in html
    expected = Card.objects.filter(kind__in=["creature", "spell"], landscape="Blue Plains", cost__gte=1,
                                   printings__card_set__code="CP1")
    assert sorted(tiles(html)) == sorted(expected.values_list("slug", flat=True))
    # The search box now holds the query, so paging and editing keep it.
    assert 'value="(t:creature or t:spell) l:&quot;Blue Plains&quot;' in html


def test_advanced_form_text_fields_are_quoted(client):
    html = page(client, "/cards/?adv=1&name=cool+dog&text=adjacent&floop=on&category=official")
    assert "<code>name:&quot;cool dog&quot; o:adjacent is:official is:floop</code>" in html


def test_card_page_has_products_and_precons(client):
    html = page(client, "/cards/cool-dog/")
    assert "<h1>Cool Dog</h1>" in html and "CP1" in html
    assert 'href="/precons/CP1-finn/"' in html and "2 copies" in html
    assert page(client, "/cards/no-such-card/", status=404)


def test_hero_page_links_the_decks_it_leads(client):
    html = page(client, "/cards/finn/")
    assert "Hero of" in html and 'href="/precons/CP1-finn/"' in html


def test_set_pages(client):
    html = page(client, "/sets/")
    assert 'href="/sets/CP1/"' in html and "Card Wars Collector&#x27;s Pack: Finn vs. Jake" in html
    detail = page(client, "/sets/cp1/")
    assert len(tiles(detail)) == 49 and 'href="/precons/CP1-finn/"' in detail
    page(client, "/sets/XX9/", status=404)


def test_precon_pages(client):
    html = page(client, "/precons/")
    assert len(re.findall(r'href="/precons/[^"]+/"', html)) == 16 and "incomplete list" in html
    detail = page(client, "/precons/CP1-finn/")
    assert 'href="/cards/cool-dog/"' in detail and "Blue Plains" in detail and "<dd>40</dd>" in detail
