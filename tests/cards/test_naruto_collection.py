"""Collections take a game: Naruto CCG cards owned beside Card Wars ones, each game's page, CSV import and
export against that game's cards (a name three cards print needs its number), and what a Naruto deck still
needs."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse
from rest_framework.test import APIClient

from cards import collection
from cards.models import Card, Game
from decks.models import Deck
from decks.selectors import deck_list_of

pytestmark = pytest.mark.usefixtures("catalogue")


def card(number: str) -> Card:
    return Card.objects.get(game=Game.NARUTO, facts__number=number)


def test_each_game_has_its_own_part_of_the_collection(client, alice):
    collection.collection_set(user=alice, card=Card.objects.get(slug="dogboy"), count=2)
    collection.collection_set(user=alice, card=card("J-001"), count=3)
    assert [r.card.name for r in collection.collection_list(user=alice, game=Game.NARUTO)] == ["Kunai"]
    assert {r["code"] for r in collection.set_completion(user=alice, game=Game.NARUTO)} == {"NAR1"}
    nar1 = collection.set_completion(user=alice, game=Game.NARUTO)[0]
    assert (nar1["owned"], nar1["total"]) == (1, 127)
    client.force_login(alice)
    page = client.get(reverse("cards:collection") + "?game=naruto").content.decode()
    assert "My collection: Naruto CCG" in page and "Kunai" in page and "J-001" in page and "Dogboy" not in page
    assert "The Path to Hokage" in page and "Card Wars Collector" not in page
    cardwars = client.get(reverse("cards:collection")).content.decode()
    assert "Dogboy" in cardwars and "Kunai" not in cardwars
    assert client.get(reverse("cards:collection") + "?game=chess").status_code == 404


def test_adding_a_naruto_card_by_name_or_number_on_its_page(client, alice):
    client.force_login(alice)
    url = reverse("cards:collection-change")
    answer = client.post(url, {"game": "naruto", "card": "kunai", "delta": "2"})
    assert answer.status_code == 302 and answer["Location"] == reverse("cards:collection") + "?game=naruto"
    client.post(url, {"game": "naruto", "card": "N-019", "delta": "1"})
    assert collection.owned_counts(user=alice) == {card("J-001").slug: 2, card("N-019").slug: 1}
    # A Naruto name is not a Card Wars card: typed on the Card Wars page, nothing is added.
    client.post(url, {"card": "Kunai", "delta": "1"})
    assert collection.owned_counts(user=alice)[card("J-001").slug] == 2


def test_csv_import_matches_naruto_cards_and_asks_which_of_a_shared_name(alice):
    text = "name,count\nKunai,3\nNaruto Uzumaki (N-019),2\nN-031,1\nNaruto Uzumaki,1\nCool Dog,1\n"
    preview = collection.collection_import_preview(text, Game.NARUTO)
    assert preview.matched == {card("J-001").slug: 3, card("N-019").slug: 2, card("N-031").slug: 1}
    problems = {p.line: p for p in preview.problems}
    assert problems[5].message == "3 cards are called 'Naruto Uzumaki'; write which, with its number"
    assert problems[5].suggestions == ["Naruto Uzumaki (N-001)", "Naruto Uzumaki (N-019)", "Naruto Uzumaki (N-025)"]
    assert problems[6].message == "no card is called 'Cool Dog'"  # a Card Wars card is not a Naruto card
    # The same file read as Card Wars matches none of them but Cool Dog.
    assert collection.collection_import_preview(text).matched == {"cool-dog": 1}
    collection.collection_import_apply(user=alice, preview=preview)
    assert collection.owned_counts(user=alice) == preview.matched


def test_the_import_page_reads_the_file_against_its_game(client, alice):
    client.force_login(alice)
    url = reverse("cards:collection-import")
    check = client.post(url, {"game": "naruto", "text": "Kunai,2\nRock Lee,1\n"}).content.decode()
    assert "Import a collection: Naruto CCG" in check and "1 card matched" in check
    assert "Rock Lee (N-031) or Rock Lee (N-041)" in check
    done = client.post(url, {"game": "naruto", "text": "Kunai,2\n", "confirm": "1"})
    assert done["Location"] == reverse("cards:collection") + "?game=naruto"
    assert collection.owned_counts(user=alice) == {card("J-001").slug: 2}


def test_export_writes_a_shared_name_with_its_number_and_reads_back(client, alice):
    collection.collection_set(user=alice, card=card("N-019"), count=2)
    collection.collection_set(user=alice, card=card("J-001"), count=3)
    collection.collection_set(user=alice, card=Card.objects.get(slug="dogboy"), count=1)
    text = collection.collection_export_csv(user=alice, game=Game.NARUTO)
    assert text == "name,count\nKunai,3\nNaruto Uzumaki (N-019),2\n"
    assert collection.collection_import_preview(text, Game.NARUTO).matched == {card("J-001").slug: 3,
                                                                               card("N-019").slug: 2}
    client.force_login(alice)
    answer = client.get(reverse("cards:collection-export") + "?game=naruto")
    assert answer.content.decode() == text and "naruto-collection.csv" in answer["Content-Disposition"]


def test_the_api_imports_naruto_cards_and_filters_by_game(alice):
    api = APIClient()
    api.force_authenticate(alice)
    answer = api.post("/api/v1/collection/import/", {"text": "Kunai,2\n", "game": "naruto", "confirm": True},
                      format="json")
    assert answer.status_code == 200 and answer.json()["matched"] == {card("J-001").slug: 2}
    collection.collection_set(user=alice, card=Card.objects.get(slug="dogboy"), count=1)
    listed = api.get("/api/v1/collection/?card__game=naruto").json()
    assert [row["name"] for row in listed["results"]] == ["Kunai"]
    bad = api.post("/api/v1/collection/import/", {"text": "Kunai,2\n", "game": "chess"}, format="json")
    assert bad.status_code == 400 and "game" in str(bad.json())
    assert api.get("/api/v1/collection/export/?game=naruto").content.decode() == "name,count\nKunai,2\n"
    assert api.get("/api/v1/collection/export/?game=chess").status_code == 400


def test_what_a_naruto_deck_still_needs(client, alice):
    call_command("sync_precon_decks", stdout=StringIO())
    deck = Deck.objects.get(game=Game.NARUTO, demo="leaf-taijutsu")
    needs = dict(deck.current_version.entries.values_list("card__slug", "count"))
    some = sorted(needs)[0]
    collection.collection_set(user=alice, card=Card.objects.get(slug=some), count=needs[some])
    client.force_login(alice)
    detail = client.get(deck.get_absolute_url()).content.decode()
    assert reverse("cards:deck-missing", args=[deck.pk]) in detail
    page = client.get(reverse("cards:deck-missing", args=[deck.pk])).content.decode()
    rows = collection.missing_for_deck(user=alice, deck_list=deck_list_of(deck.current_version))
    assert {r["card"] for r in rows} == set(needs) - {some}
    assert sum(r["missing"] for r in rows) == 40 - needs[some]
    assert all(r["number"] for r in rows) and rows[0]["number"] in page
    assert "?game=naruto" in page
