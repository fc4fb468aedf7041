"""The Naruto CCG's Set 1 in the catalogue: loaded from the engine's data, its pages, its search keys, the API."""

from io import StringIO

import pytest
from django.core.management import call_command

from cards.models import Card, Game
from cards.search import search

pytestmark = pytest.mark.usefixtures("catalogue")


def names(query: str) -> set[str]:
    return set(search(query, game=Game.NARUTO).queryset.values_list("name", flat=True))


def test_set_1_is_loaded_with_its_own_fields_and_our_texts():
    cards = Card.objects.filter(game=Game.NARUTO)
    assert cards.count() == 127
    assert {k: cards.filter(kind=k).count() for k in ("ninja", "jutsu", "mission")} == {
        "ninja": 43, "jutsu": 42, "mission": 42}
    hokage = cards.get(slug="n-013-the-third-hokage")
    assert hokage.facts["entrance"] == 6 and hokage.facts["hand_cost"] == 1
    assert (hokage.facts["combat"], hokage.facts["support"]) == (6, 4)
    assert (hokage.facts["injured_combat"], hokage.facts["injured_support"]) == (4, 2)
    assert hokage.facts["symbols"] == ["Fire"] and "Village Leader" in hokage.facts["characteristics"]
    fire_ball = cards.get(facts__number="J-010")
    assert fire_ball.facts["chakra_cost"] == "F F 1" and fire_ball.facts["chakra_total"] == 3
    assert cards.get(facts__number="J-001").description  # the engine's own words for Kunai
    lone = cards.get(facts__number="M-009")  # a Counter, simulated in the opponent's Mission Phase (NR-R16)
    assert lone.sim_status == "full" and lone.sim_note == "" and "Counter" in lone.description
    mind = cards.get(facts__number="J-022")
    assert mind.sim_status == "partial" and "Combat of 2 or less" in mind.sim_note
    assert not cards.filter(sim_status="none").exists()


def test_loading_twice_changes_nothing_and_card_wars_is_untouched():
    out = StringIO()
    call_command("load_catalogue", stdout=out)
    assert "554 unchanged" in out.getvalue() and "127 unchanged" in out.getvalue()
    assert Card.objects.filter(game=Game.CARDWARS).count() == 554


def test_naruto_search_keys():
    assert names("t:ninja sym:fire combat>=6 support>=4") == {"The Third Hokage"}
    assert names("t:ninja sym:fire combat>=6") == {"The Third Hokage", "Kakashi Hatake"}
    assert names("kw:permanent") == set(Card.objects.filter(game=Game.NARUTO, facts__keywords__icontains="Permanent")
                                        .values_list("name", flat=True))
    assert len(names("kw:permanent")) == 8
    assert "Naruto Uzumaki" in names("num:n-001 ch:genin sym:lightning entrance=0")
    assert not names("num:n-001 entrance>0")
    assert names("t:jutsu chakra>=3") and all(
        c.facts["chakra_total"] >= 3 for c in search("t:jutsu chakra>=3", game=Game.NARUTO).queryset)
    assert names("is:counter") == {c.name for c in Card.objects.filter(game=Game.NARUTO,
                                                                       facts__keywords__icontains="Counter")}


def test_a_naruto_key_is_refused_in_the_card_wars_syntax_and_the_reverse():
    assert search("sym:fire").error.startswith('Unknown key "sym:"')
    result = search("l:cornfield", game=Game.NARUTO)
    assert result.error.startswith('Unknown key "l:"') and not result.queryset.exists()
    assert 'did you mean "combat:"' in search("combt>=2", game=Game.NARUTO).error
    assert 'no card type "creature" (try ninja, jutsu, mission)' in search("t:creature", game=Game.NARUTO).error


def test_card_wars_search_sees_no_naruto_card():
    assert not search("naruto").queryset.exists()
    assert search("naruto", game=Game.NARUTO).queryset.exists()


def test_the_catalogue_page_of_each_game(client):
    page = client.get("/cards/?game=naruto&q=sym:water+t:ninja").content.decode()
    assert "Naruto CCG cards" in page and "Haku" in page and "Dogboy" not in page
    cw = client.get("/cards/?q=dogboy+or+t:hero").content.decode()
    assert "Naruto Uzumaki" not in cw


def test_a_naruto_card_page_shows_its_own_fields(client):
    page = client.get("/cards/n-013-the-third-hokage/").content.decode()
    assert 'data-stat="entrance">6<' in page and 'data-stat="hand">1<' in page
    assert "Combat 6 / Support 4" in page and "Combat 4 / Support 2" in page and "Village Leader" in page
    assert "Landscape" not in page
    jutsu = client.get("/cards/j-010-fire-style-fire-ball-jutsu/").content.decode()
    assert 'data-stat="chakra">F F 1<' in jutsu


def test_the_counter_and_partial_card_pages_show_their_simulation_status(client):
    for number in ("M-009", "M-026", "M-037"):  # the Counters, played in the opponent's Mission Phase
        card = Card.objects.get(game=Game.NARUTO, facts__number=number)
        page = client.get(f"/cards/{card.slug}/").content.decode()
        assert '<span class="sim sim-full">Fully simulated</span>' in page and "Counter" in page
    mind = Card.objects.get(game=Game.NARUTO, facts__number="J-022")
    page = client.get(f"/cards/{mind.slug}/").content.decode()
    assert '<span class="sim sim-partial">Partly simulated</span>' in page and "Combat of 2 or less" in page
    listing = client.get("/cards/?game=naruto&q=is:counter").content.decode()
    assert listing.count('class="sim sim-full"') == 3 and "sim-none" not in listing


def test_an_exact_naruto_name_opens_its_card(client):
    response = client.get("/cards/?game=naruto&q=Rock+Lee")
    assert response.status_code == 302 and response["Location"].startswith("/cards/n-")


def test_the_api_lists_a_game_and_refuses_an_unknown_one(client):
    body = client.get("/api/v1/cards/?game=naruto&q=t:mission&page_size=100").json()
    assert body["count"] == 42 and {c["game"] for c in body["results"]} == {"naruto"}
    assert body["results"][0]["facts"]["symbols"]
    bad = client.get("/api/v1/cards/?game=pokemon")
    assert bad.status_code == 400 and "game" in bad.content.decode()
