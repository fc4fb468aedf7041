"""Naruto CCG decks: parsed against the Naruto catalogue, legal by NR8-NR10 in plain words, their statistics,
the demo decks as public decks, and the builder and deck pages."""

from io import StringIO

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command

from cards.lookup import CardIndex
from cards.models import Card, Game
from decks import naruto, services
from decks.lists import DeckList
from decks.models import Deck
from decks.selectors import deck_list_of
from decks.text import parse_deck_text

pytestmark = pytest.mark.usefixtures("catalogue")


@pytest.fixture
def demos(db):
    call_command("sync_precon_decks", stdout=StringIO())
    return {d.demo: d for d in Deck.objects.filter(game=Game.NARUTO).exclude(demo="")}


def slug(number: str) -> str:
    return Card.objects.get(game=Game.NARUTO, facts__number=number).slug


def demo_list(deck) -> DeckList:
    return deck_list_of(deck.current_version)


def test_the_two_demo_decks_are_public_legal_40_card_decks(demos):
    assert set(demos) == {"leaf-taijutsu", "mist-and-fire"}
    for deck in demos.values():
        assert deck.is_public and deck.owner is None and deck.format == "seed40"
        assert deck.current_version.card_count == 40
        assert naruto.problems(demo_list(deck), "seed40") == []
    out = StringIO()
    call_command("sync_precon_decks", stdout=out)
    assert "unchanged" in out.getvalue()


def test_a_deck_text_is_read_against_the_naruto_catalogue_only():
    index = CardIndex.from_db(Game.NARUTO)
    parsed = parse_deck_text("3 Kunai\n2 Naruto Uzumaki (N-019)\n1 N-013\n1 Dogboy\n", index)
    assert parsed.deck.cards == {slug("J-001"): 3, slug("N-019"): 2, slug("N-013"): 1}
    assert [e.unknown for e in parsed.errors] == ["Dogboy"]


def test_legality_in_plain_words_with_the_rule():
    deck = DeckList(cards={slug("J-001"): 4, slug("N-001"): 1})
    problems = naruto.problems(deck, "seed40")
    assert "NR8: a seed40 deck holds exactly 40 cards; this one holds 5" in problems
    assert "NR10: 3 cards named Kunai is the most a deck may hold; this deck has 4" in problems
    ninja = [c.slug for c in Card.objects.filter(game=Game.NARUTO, kind="ninja").order_by("slug")]
    many = DeckList(cards={s: 1 for s in ninja[:26]} | {slug("J-001"): 3, slug("J-002"): 3,
                                                          slug("J-003"): 3, slug("J-004"): 3, slug("J-005"): 2})
    assert many.card_count == 40
    assert naruto.problems(many, "seed40") == ["NR9: at most 25 Ninja cards; this deck has 26"]
    assert naruto.problems(many, "manual50") == ["NR8: a manual50 deck holds exactly 50 cards; this one holds 40"]


def test_statistics_count_ninja_symbols_and_the_curves(demos):
    deck = demo_list(demos["leaf-taijutsu"])
    s = naruto.stats(deck, "seed40")
    rows = naruto.card_rows(deck.cards)
    assert s["cards"] == 40 and s["ninja_max"] == 25
    assert s["ninja"] == sum(n for sl, n in deck.cards.items() if rows[sl].kind == "ninja")
    assert sum(s["symbols"].values()) == 40
    assert sum(s["entrance_curve"].values()) == s["ninja"] + s["kinds"]["mission"]
    assert sum(s["chakra_curve"].values()) == s["kinds"]["jutsu"]


def test_a_naruto_deck_refuses_card_wars_cards_and_landscapes(alice):
    with pytest.raises(ValidationError, match="Unknown Naruto CCG card: dogboy"):
        services.deck_create(owner=alice, name="x", content=DeckList(cards={"dogboy": 1}), game=Game.NARUTO)
    with pytest.raises(ValidationError, match="no Hero and no Landscapes"):
        services.deck_create(owner=alice, name="x", content=DeckList(cards={slug("J-001"): 1},
                                                                     landscapes=["Cornfield"]), game=Game.NARUTO)
    with pytest.raises(ValidationError, match="deck format is one of seed40, manual50"):
        services.deck_create(owner=alice, name="x", content=DeckList(), game=Game.NARUTO, fmt="fifty")


def test_build_and_save_a_legal_deck_in_the_builder(client, alice, demos):
    client.force_login(alice)
    text = naruto.deck_text(demo_list(demos["mist-and-fire"]), naruto.card_rows(demo_list(demos["mist-and-fire"]).cards))
    page = client.post("/decks/new/?game=naruto", {"name": "Mine", "format": "seed40", "text": text,
                                                    "preview": "1"}).content.decode()
    assert "Legal deck" in page and 'data-stat="ninja">' in page
    response = client.post("/decks/new/?game=naruto", {"name": "Mine", "format": "seed40", "text": text, "save": "1"})
    deck = Deck.objects.get(owner=alice, name="Mine")
    assert response.status_code == 302 and deck.game == Game.NARUTO and deck.current_version.card_count == 40
    detail = client.get(deck.get_absolute_url()).content.decode()
    assert "Legal deck" in detail and "Naruto CCG" in detail
    short = client.post("/decks/new/?game=naruto", {"name": "Short", "format": "seed40", "text": "3 Kunai",
                                                     "add": slug("J-002")}).content.decode()
    assert "NR8: a seed40 deck holds exactly 40 cards; this one holds 4" in short


def test_the_export_reads_back_to_the_same_list(client, demos):
    deck = demos["leaf-taijutsu"]
    text = client.get(f"/decks/{deck.pk}/export.txt").content.decode()
    parsed = parse_deck_text(text, CardIndex.from_db(Game.NARUTO))
    assert parsed.ok and parsed.deck.cards == demo_list(deck).cards


def test_the_api_validates_creates_and_reports_a_naruto_deck(client, alice, demos):
    text = client.get(f"/decks/{demos['leaf-taijutsu'].pk}/export.txt").content.decode()
    body = client.post("/api/v1/decks/validate/", {"game": "naruto", "text": text}, content_type="application/json").json()
    assert body["legal"] is True and body["stats"]["cards"] == 40 and body["stats"]["ninja"] <= 25
    bad = client.post("/api/v1/decks/validate/", {"game": "naruto", "format": "manual50", "text": text},
                      content_type="application/json").json()
    assert [v["message"] for v in bad["violations"]] == [
        "NR8: a manual50 deck holds exactly 50 cards; this one holds 40"]
    client.force_login(alice)
    made = client.post("/api/v1/decks/", {"game": "naruto", "name": "API deck", "text": text},
                       content_type="application/json")
    assert made.status_code == 201 and made.json()["game"] == "naruto" and made.json()["format"] == "seed40"
    deck_id = made.json()["id"]
    assert client.get(f"/api/v1/decks/{deck_id}/report/").json()["legal"] is True
    changed = client.patch(f"/api/v1/decks/{deck_id}/", {"game": "cardwars"}, content_type="application/json")
    assert changed.status_code == 400 and "cannot change" in changed.content.decode()


def test_the_deck_list_filters_by_game(client, demos):
    body = client.get("/api/v1/decks/?game=naruto").json()
    assert {d["name"] for d in body["results"]} == {"Leaf Taijutsu (demo)", "Mist And Fire (demo)"}
    assert all(d["game"] == "naruto" and d["demo"] for d in body["results"])
    assert client.get("/api/v1/decks/?game=chess").status_code == 400
