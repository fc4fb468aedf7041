"""Where sources disagree on a card, its ruling names the reading chosen, and the card page shows it."""

import json
from pathlib import Path

import pytest

from cards.models import Card
from cards.rulings import rulings

REFERENCE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "cardwars" / "cards.json"
# Cards whose sources word the text so that it does something else (not a spelling or a wording): each needs the
# reading the engine plays written down.
TEXT_DISPUTES = {"finn", "toilet-of-doom", "infinite-pies", "terrible-tower", "tools-of-the-trade", "creepy-crypt",
                 "blue-plains-drifter", "beach-ball", "papercut-tiger", "dark-o-mint"}


def _reference():
    with REFERENCE.open(encoding="utf-8") as f:
        return {c["name"]: c for c in json.load(f)}


@pytest.mark.django_db
def test_every_disputed_stat_has_a_ruling_naming_the_value_chosen(catalogue):
    disputed = [(name, c) for name, c in _reference().items() if c["conflicts"]]
    assert disputed
    for name, ref in disputed:
        card = Card.objects.get(name=name)
        text = rulings().get(card.slug, "")
        assert text, f"{name}: sources disagree, and no ruling says which reading is used"
        for conflict in ref["conflicts"]:
            field = conflict["field"]
            chosen = {"name": card.name, "kind": card.get_kind_display(), "landscape": name}.get(field)
            if chosen is None:
                value = getattr(card, {"attack": "attack", "defense": "defense", "cost": "cost"}[field])
                chosen = "X" if value is None else str(value)
            assert chosen.lower() in text.lower(), f"{name}: the ruling does not name the {field} chosen ({chosen})"


def test_every_disputed_text_has_a_ruling():
    reference = _reference()
    for slug in TEXT_DISPUTES:
        assert rulings().get(slug), f"{slug}: its sources word it differently and no ruling says which reading"
    variants = {name for name, c in reference.items() if c["text_variants"]}
    assert {"Finn", "Toilet of Doom", "Infinite Pies", "Terrible Tower", "Tools of the Trade"} <= variants


@pytest.mark.django_db
def test_card_page_shows_the_ruling(client, catalogue):
    page = client.get("/cards/toilet-of-doom/").content.decode()
    assert '<p id="ruling">' in page and "the damage" in page
    assert 'id="ruling"' not in client.get("/cards/cow/").content.decode()  # sources agree: no ruling shown
