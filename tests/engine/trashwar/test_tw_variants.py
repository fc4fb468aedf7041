"""The named variants (TW-R9's redraw schemes) and the deck composition the game offers to forms and reports."""
import json

from engine.core import load_game
from engine.trashwar.setup import DEFAULT_DECK_FILE, VARIANTS, Setup, card_title

GAME = load_game("trash-war")


def test_every_variant_of_the_game_info_has_a_title_a_description_and_a_rule():
    offered = GAME.extra["variants"]()
    assert [v["name"] for v in offered] == list(GAME.info.variants) == ["end_of_turn", "immediate"]
    for v in offered:
        assert v["title"] and len(v["description"]) > 60 and v["rule"] in ("TW20", "TW-R9")
    assert len({v["description"] for v in offered}) == 2


def test_a_variant_sets_up_the_game_it_names():
    for v in VARIANTS:
        state = GAME.new_game({"seats": 3, **v.to_dict()["setup"]}, seed=1)
        assert state.setup.redraw == v.name == Setup.from_dict({"seats": 3, "variant": v.name}).variant


def test_the_default_deck_composition_matches_tw_c2():
    rows = GAME.extra["deck_composition"]()
    assert sum(r["count"] for r in rows) == 112
    assert sum(r["torch1"] for r in rows) == 15 and sum(r["torch2"] for r in rows) == 15  # TW-C2's totals
    by = {r["card"]: r for r in rows}
    assert by["Wall"]["count"] == 15 and by["Trash 3"]["count"] == 12 and by["Repair"]["torch1"] == 3
    assert [r["card"] for r in rows if r["kind"] == "mace"] == ["Mace (left)", "Mace (right)", "Mace (back)",
                                                                "Mace (any)"]
    assert "on your left" in by["Mace (left)"]["text"] and "whoever sent it" in by["Mace (back)"]["text"]
    assert all(r["text"] for r in rows)


def test_a_custom_deck_shows_its_own_composition():
    with open(DEFAULT_DECK_FILE, encoding="utf-8") as f:
        deck = json.load(f)
    deck["cards"][1]["count"] -= 2  # two Trash 1 fewer, two Trash 3 more: still 112 cards
    deck["cards"][3]["count"] += 2
    rows = GAME.extra["deck_composition"]({"seats": 2, "deck": deck})
    assert [r["count"] for r in rows][1:4] == [12, 14, 14]


def test_card_titles():
    assert [card_title("trash", 2), card_title("mace", direction="any"), card_title("repair")] == [
        "Trash 2", "Mace (any)", "Repair"]
