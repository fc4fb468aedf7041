"""Collections: private counts, products in one step, CSV import that never loses what was saved."""

import pytest
from rest_framework.test import APIClient

from cards import collection
from cards.models import Card, CardSet, OwnedCard
from decks import services

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


def test_set_add_and_remove_counts(alice, catalogue):
    dogboy = Card.objects.get(slug="dogboy")
    assert collection.collection_add(user=alice, card=dogboy, delta=2) == 2
    assert collection.collection_add(user=alice, card=dogboy, delta=1) == 3
    assert collection.collection_add(user=alice, card=dogboy, delta=-5) == 0
    assert not OwnedCard.objects.filter(owner=alice).exists()


def test_owning_a_product_adds_its_whole_contents(alice, catalogue):
    cp1 = CardSet.objects.get(code="CP1")
    added = collection.collection_add_product(user=alice, card_set=cp1)
    distinct = cp1.printings.count()
    assert added >= distinct
    completion = {row["code"]: row for row in collection.set_completion(user=alice)}
    assert completion["CP1"]["owned"] == completion["CP1"]["total"] == distinct
    assert completion["CP1"]["percent"] == 100.0
    assert completion["CP2"]["owned"] < completion["CP2"]["total"]


def test_csv_import_reports_problems_line_by_line_and_writes_nothing_until_confirmed(alice, catalogue):
    dogboy = Card.objects.get(slug="dogboy")
    collection.collection_set(user=alice, card=dogboy, count=2)
    csv_text = "name,count\nCool Dog,3\n  dogboy ,1\nDogboi,2\nLOONELY PANDA,1\nWall of Chocolate,lots\n"
    preview = collection.collection_import_preview(csv_text)
    assert preview.matched == {"cool-dog": 3, "dogboy": 1, "lonely-panda": 1}
    assert [(p.line, p.message) for p in preview.problems] == [
        (4, "no card is called 'Dogboi'"), (6, "'lots' is not a count from 0 to 9999")]
    assert "Dogboy" in preview.problems[0].suggestions
    assert collection.owned_counts(user=alice) == {"dogboy": 2}  # nothing written by a preview
    collection.collection_import_apply(user=alice, preview=preview)
    assert collection.owned_counts(user=alice) == {"dogboy": 1, "cool-dog": 3, "lonely-panda": 1}


def test_a_broken_file_changes_nothing(alice, catalogue):
    collection.collection_set(user=alice, card=Card.objects.get(slug="dogboy"), count=2)
    assert collection.collection_import_preview(b"\xff\xfe\x00garbage").fatal
    assert collection.collection_import_preview(b"x" * (collection.MAX_IMPORT_BYTES + 1)).fatal
    assert collection.owned_counts(user=alice) == {"dogboy": 2}


def test_export_reads_back(alice, catalogue):
    collection.collection_set(user=alice, card=Card.objects.get(slug="dogboy"), count=2)
    collection.collection_set(user=alice, card=Card.objects.get(slug="cool-dog"), count=1)
    text = collection.collection_export_csv(user=alice)
    assert text == "name,count\nCool Dog,1\nDogboy,2\n"
    assert collection.collection_import_preview(text).matched == {"cool-dog": 1, "dogboy": 2}


def test_missing_for_deck_counts_what_is_not_owned(alice, precon_list):
    collection.collection_set(user=alice, card=Card.objects.get(slug=next(iter(precon_list.cards))), count=99)
    rows = collection.missing_for_deck(user=alice, deck_list=precon_list)
    assert sum(r["missing"] for r in rows) == 40 - precon_list.cards[next(iter(precon_list.cards))] + 1  # + hero
    assert all(r["missing"] == r["need"] - r["own"] > 0 for r in rows)


def test_collection_api_is_private(api, alice, bob, catalogue):
    collection.collection_set(user=bob, card=Card.objects.get(slug="dogboy"), count=3)
    assert api.get("/api/v1/collection/").json()["count"] == 0
    assert api.delete("/api/v1/collection/dogboy/").status_code == 404
    assert collection.owned_counts(user=bob) == {"dogboy": 3}
    anonymous = APIClient()
    assert anonymous.get("/api/v1/collection/").status_code in (401, 403)


def test_collection_api_set_import_and_completion(api, alice, catalogue):
    assert api.post("/api/v1/collection/", {"card": "dogboy", "count": 2}, format="json").json() == {
        "card": "dogboy", "count": 2}
    report = api.post("/api/v1/collection/import/", {"text": "Cool Dog,2\nNope,1"}, format="json").json()
    assert report["applied"] is False and report["matched"] == {"cool-dog": 2}
    assert report["problems"][0]["line"] == 2
    assert api.get("/api/v1/collection/").json()["count"] == 1
    api.post("/api/v1/collection/import/", {"text": "Cool Dog,2\nNope,1", "confirm": True}, format="json")
    assert api.get("/api/v1/collection/").json()["count"] == 2
    completion = api.get("/api/v1/collection/completion/").json()
    assert {row["code"] for row in completion} >= {"CP1", "CP2", "CP3"}


def test_deck_missing_endpoint_respects_deck_privacy(api, bob, precon_list):
    private = services.deck_create(owner=bob, name="Secret", content=precon_list)
    assert api.get(f"/api/v1/decks/{private.pk}/missing/").status_code == 404
    public = services.deck_create(owner=bob, name="Shared", content=precon_list, is_public=True)
    rows = api.get(f"/api/v1/decks/{public.pk}/missing/").json()
    assert sum(r["missing"] for r in rows) == 41


def test_import_page_previews_then_confirms(client, alice, catalogue):
    client.force_login(alice)
    page = client.post("/collection/import/", {"text": "Dogboy,2\nDogboi,1"})
    html = page.content.decode()
    assert "Line 2" in html and "did you mean Dogboy" in html and "Nothing has changed yet" in html
    assert collection.owned_counts(user=alice) == {}
    client.post("/collection/import/", {"text": "Dogboy,2\nDogboi,1", "confirm": "1"})
    assert collection.owned_counts(user=alice) == {"dogboy": 2}


def test_owning_a_product_twice_is_the_same_as_once_and_another_copy_needs_a_confirmation(alice, client,
                                                                                          catalogue):
    cp1 = CardSet.objects.get(code="CP1")
    first = collection.collection_add_product(user=alice, card_set=cp1)
    owned = dict(OwnedCard.objects.filter(owner=alice).values_list("card__slug", "count"))
    assert first > 0 and collection.collection_add_product(user=alice, card_set=cp1) == 0
    assert dict(OwnedCard.objects.filter(owner=alice).values_list("card__slug", "count")) == owned
    client.force_login(alice)
    page = client.get("/sets/CP1/").content.decode()
    assert "Your collection holds all of this product." in page
    client.post("/collection/product/CP1/", {"another_copy": "1"})  # not confirmed: nothing changes
    assert dict(OwnedCard.objects.filter(owner=alice).values_list("card__slug", "count")) == owned
    client.post("/collection/product/CP1/", {"another_copy": "1", "confirm": "1"})
    doubled = dict(OwnedCard.objects.filter(owner=alice).values_list("card__slug", "count"))
    assert doubled == {slug: 2 * n for slug, n in owned.items()}


def test_add_a_card_by_name_and_a_filtered_header_counts_what_it_lists(alice, client, catalogue):
    client.force_login(alice)
    client.post("/collection/change/", {"card": "Cool Dog", "delta": "2"})
    client.post("/collection/change/", {"card": "dogboy", "delta": "3"})
    response = client.post("/collection/change/", {"card": "Cool Dgo", "delta": "1"}, follow=True)
    assert "No card is called &#x27;Cool Dgo&#x27;; did you mean Cool Dog" in response.content.decode()
    assert dict(OwnedCard.objects.filter(owner=alice).values_list("card__slug", "count")) == {"cool-dog": 2,
                                                                                              "dogboy": 3}
    assert "5 cards in 2 kinds." in client.get("/collection/").content.decode()
    assert "2 cards in 1 kind matching" in client.get("/collection/?q=cool").content.decode()
    evil = client.post("/collection/change/", {"card": "dogboy", "delta": "1", "next": "https://evil.example/"})
    assert evil["Location"] == "/collection/"


@pytest.mark.parametrize("text", [
    "Count,Name\n3,Cool Dog\n1,Dogboy\n",
    "count,name\n3,Cool Dog\n1,Dogboy\n",
    "3,Cool Dog\n1,Dogboy\n",
    "3 Cool Dog\n1x Dogboy\n",
    "Cool Dog x3\nDogboy\n",
    "Quantity,Card Name,Set,Foil\n3,Cool Dog,CP1,no\n1,Dogboy,CP1,\n",  # a deck site's export
    "Name,Set,Qty\nCool Dog,CP1,3\nDogboy,CP1,1\n",
    "name,count\nCool Dog,3\nDogboy,1\n",
])
def test_csv_import_reads_the_common_layouts(catalogue, text):
    preview = collection.collection_import_preview(text)
    assert preview.problems == [] and preview.matched == {"cool-dog": 3, "dogboy": 1}


def test_a_count_of_thousands_of_digits_is_a_problem_line(catalogue):
    preview = collection.collection_import_preview("Dogboy," + "9" * 4_400 + "\n" + "9" * 4_400 + " Cool Dog")
    assert [p.line for p in preview.problems] == [1, 2] and preview.matched == {}


def test_the_import_preview_shows_old_and_new_counts(client, alice, catalogue):
    collection.collection_set(user=alice, card=Card.objects.get(slug="dogboy"), count=2)
    client.force_login(alice)
    page = client.post("/collection/import/", {"text": "Count,Name\n3,Dogboy\n1,Cool Dog\n"})
    html = page.content.decode()
    assert "Line 1" not in html  # the header is not a bad line
    changes = {c["slug"]: (c["old"], c["new"]) for c in page.context["changes"]}
    assert changes == {"dogboy": (2, 3), "cool-dog": (0, 1)}
    assert "2 → 3" in html and "0 → 1" in html
