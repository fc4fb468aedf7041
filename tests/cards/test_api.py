import subprocess
import sys

import pytest
from django.conf import settings

from cards.models import Card

pytestmark = pytest.mark.usefixtures("catalogue")


def get(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, response.content[:500]
    return response.json()


def assert_error(body, status):
    assert body["object"] == "error" and body["status"] == status and body["details"]


def test_card_list_is_paginated_with_count_has_more_and_next(client):
    body = get(client, "/api/v1/cards/?page_size=50")
    assert body["object"] == "list" and body["count"] == 554 and body["has_more"] is True
    assert body["next"].endswith("page=2&page_size=50") and len(body["results"]) == 50
    assert body["warnings"] == []
    last = get(client, "/api/v1/cards/?page_size=50&page=12")
    assert last["has_more"] is False and last["next"] is None and len(last["results"]) == 4
    seen = {c["slug"] for page in range(1, 13) for c in get(client, f"/api/v1/cards/?page_size=50&page={page}")["results"]}
    assert len(seen) == 554


def test_card_search_with_q_and_warnings(client):
    body = get(client, "/api/v1/cards/?q=t:creature+l:rainbow+(")
    assert body["count"] == Card.objects.filter(kind="creature", landscape="Rainbow").count()
    assert body["warnings"] == ['A "(" is not closed; read to the end of the query.']
    assert all(c["kind"] == "creature" and c["landscape"] == "Rainbow" for c in body["results"])


@pytest.mark.parametrize(("q", "said"), [("t:creature foo:bar", 'Unknown key "foo:"'),
                                         ("c:blue", 'Unknown key "c:"'), ("t:dragon", 'no card type "dragon"'),
                                         ("typ:hero", 'did you mean "type:"?')])
def test_a_search_key_or_value_it_cannot_read_is_a_400_saying_why(client, q, said):
    response = client.get("/api/v1/cards/", {"q": q})
    body = response.json()
    assert response.status_code == 400 and body["object"] == "error" and said in body["details"]
    assert said in body["fields"]["q"][0]


def test_plain_words_that_find_nothing_get_did_you_mean(client):
    body = get(client, "/api/v1/cards/?q=Cool+Dgo")
    assert body["count"] == 0 and {"name": "Cool Dog", "slug": "cool-dog"} in body["did_you_mean"]
    assert get(client, "/api/v1/cards/?q=dog")["did_you_mean"] == []


def test_search_order_is_kept(client):
    body = get(client, "/api/v1/cards/?q=t:creature+order:cost+dir:desc&page_size=200")
    costs = [c["cost"] for c in body["results"]]
    assert costs == sorted(costs, reverse=True)


@pytest.mark.parametrize(("params", "lookup"), [
    ("kind=spell", {"kind": "spell"}),
    ("landscape=Cornfield", {"landscape": "Cornfield"}),
    ("category=community", {"category": "community"}),
    ("sim_status=full", {"sim_status": "full"}),
    ("set=cp2", {"printings__card_set__code": "CP2"}),
    ("cost=0", {"cost": 0}),
    ("cost_min=2&cost_max=3", {"cost__gte": 2, "cost__lte": 3}),
    ("atk_min=3&def_max=2", {"attack__gte": 3, "defense__lte": 2}),
    ("is_floop=true&kind=creature", {"is_floop": True, "kind": "creature"}),
])
def test_plain_filters(client, params, lookup):
    body = get(client, f"/api/v1/cards/?{params}&page_size=200")
    expected = set(Card.objects.filter(**lookup).values_list("slug", flat=True))
    assert expected and body["count"] == len(expected)
    seen = {c["slug"] for c in body["results"]}
    page = 1
    while body["next"]:  # more than a page (e.g. every fully simulated card): read them all
        page += 1
        body = get(client, f"/api/v1/cards/?{params}&page_size=200&page={page}")
        seen |= {c["slug"] for c in body["results"]}
    assert seen == expected


def test_filters_and_q_combine(client):
    body = get(client, "/api/v1/cards/?q=t:creature&set=CP1")
    assert body["count"] == Card.objects.filter(kind="creature", printings__card_set__code="CP1").count()


def test_a_bad_filter_value_is_a_400_in_the_error_shape(client):
    body = get(client, "/api/v1/cards/?kind=wizard", status=400)
    assert_error(body, 400)
    assert "kind" in body["fields"]
    assert_error(get(client, "/api/v1/cards/?cost_min=lots", status=400), 400)


def test_card_detail_has_products_and_precons(client):
    body = get(client, "/api/v1/cards/cool-dog/")
    assert body["object"] == "card" and body["name"] == "Cool Dog" and body["attack"] == 2
    assert body["products"] and body["products"][0]["set"] == "CP1"
    assert {"slug": "CP1-finn", "name": "Finn's Blue Plains Deck (CP1)", "set": "CP1", "count": 2} in body["precons"]
    assert body["sim_status"] in ("full", "partial", "none") and body["page"] == "/cards/cool-dog/"


def test_missing_card_set_and_precon_are_404s_in_the_error_shape(client):
    for url in ("/api/v1/cards/no-such-card/", "/api/v1/sets/XX9/", "/api/v1/precons/nope/"):
        body = get(client, url, status=404)
        assert_error(body, 404)
        assert body["code"] == "not_found"


def test_sets_list_and_detail_any_case(client):
    body = get(client, "/api/v1/sets/")
    assert body["count"] == 12 and body["results"][0]["code"] == "CP1"
    assert get(client, "/api/v1/sets/cp1/")["card_count"] == 49
    assert get(client, "/api/v1/sets/2v2/")["card_count"] == 119


def test_precons_carry_their_card_lists(client):
    body = get(client, "/api/v1/precons/")
    assert body["count"] == 16
    finn = next(p for p in body["results"] if p["slug"] == "CP1-finn")
    assert finn["hero"] == "finn" and finn["landscapes"] == ["Blue Plains"] * 4
    assert sum(e["count"] for e in finn["cards"]) == finn["card_count"] == 40
    assert get(client, "/api/v1/precons/CP1-finn/")["cards"] == finn["cards"]


def test_autocomplete_puts_prefix_matches_first_and_stops_at_20(client):
    body = get(client, "/api/v1/cards/autocomplete/?q=co")
    names = [d["name"] for d in body["data"]]
    assert len(names) == body["total_values"] == 20
    prefix = [n for n in names if n.lower().startswith("co")]
    assert names[: len(prefix)] == prefix and prefix
    body = get(client, "/api/v1/cards/autocomplete/?q=dog")
    names = [d["name"] for d in body["data"]]
    assert names[0].lower().startswith("dog") and "Cool Dog" in names
    assert {"name": "Cool Dog", "slug": "cool-dog"} in body["data"]


def test_autocomplete_needs_two_characters(client):
    body = get(client, "/api/v1/cards/autocomplete/?q=c", status=400)
    assert_error(body, 400)
    assert "q" in body["fields"]


def test_the_api_is_read_only(client):
    response = client.post("/api/v1/cards/", {"name": "x"}, content_type="application/json")
    assert response.status_code in (403, 405)
    assert response.json()["object"] == "error"


def test_openapi_schema_validates_without_warnings():
    result = subprocess.run(
        [sys.executable, "manage.py", "spectacular", "--validate", "--fail-on-warn", "--file", "/dev/null"],
        cwd=settings.BASE_DIR, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr[-3000:]


def test_slugs_are_read_in_any_case(client, catalogue):
    from decks.services import precon_decks_sync

    precon_decks_sync()
    assert client.get("/api/v1/precons/cp1-finn/").json()["slug"] == "CP1-finn"
    assert client.get("/api/v1/cards/DogBoy/").json()["slug"] == "dogboy"
    assert client.get("/precons/cp1-finn/")["Location"] == "/precons/CP1-finn/"
    assert client.get("/cards/DOGBOY/")["Location"] == "/cards/dogboy/"
    assert client.get("/precons/CP1-finn/").status_code == 200
    assert client.get("/api/v1/precons/cp9-nobody/").status_code == 404
