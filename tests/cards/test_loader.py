import json
from collections import Counter
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from cards.models import Card, CardSet, PreconCard, PreconDeck, Printing
from cards.services import DEFAULT_CATALOGUE

CARD_WARS = Card.objects.filter(game="cardwars")  # the Naruto CCG's cards share the table

BUILD_LOG = Path(settings.BASE_DIR).parent / "shared/reference/cardwars/build_log.json"

pytestmark = pytest.mark.usefixtures("catalogue")


def load(**kwargs) -> str:
    out = StringIO()
    call_command("load_catalogue", stdout=out, **kwargs)
    return out.getvalue()


def snapshot():
    return (list(CARD_WARS.order_by("slug").values()), list(Printing.objects.order_by("pk").values()),
            list(PreconDeck.objects.order_by("pk").values()), list(PreconCard.objects.order_by("pk").values()),
            list(CardSet.objects.order_by("pk").values()))


def broken_file(tmp_path, change) -> Path:
    data = json.loads(DEFAULT_CATALOGUE.read_text())
    change(data)
    path = tmp_path / "catalogue.json"
    path.write_text(json.dumps(data))
    return path


def test_catalogue_has_554_cards_and_the_reference_counts():
    log = json.loads(BUILD_LOG.read_text())
    assert CARD_WARS.count() == log["cards_total"] == 554
    assert dict(Counter(CARD_WARS.values_list("kind", flat=True))) == log["by_kind"]
    by_landscape = Counter(str(ls) for ls in CARD_WARS.values_list("landscape", flat=True))
    assert dict(by_landscape) == log["by_landscape"]
    by_set = {s.code: s.printings.count() for s in CardSet.objects.filter(game="cardwars")}
    assert by_set == log["by_set"]
    assert PreconDeck.objects.count() == log["decks"] == 16
    assert PreconDeck.objects.filter(complete=True).count() == log["decks_complete"]


def test_official_category_filters_out_kickstarter_and_community_cards():
    assert CARD_WARS.filter(category="official").count() == 518
    assert CARD_WARS.filter(category="kickstarter").count() == 28
    assert CARD_WARS.filter(category="community").count() == 8


def test_a_second_run_changes_nothing_and_says_so():
    before = snapshot()
    out = load()
    assert "554 cards, 12 sets, 16 precons — 0 created, 0 updated, 554 unchanged" in out
    assert "Nothing to change" in out
    assert snapshot() == before


def test_a_changed_row_is_put_back_and_counted_once():
    CARD_WARS.filter(slug="cool-dog").update(attack=9)
    Printing.objects.filter(card__slug="dragon-claw").update(count=7)
    PreconCard.objects.filter(deck__slug="CP1-finn", card__slug="cool-dog").delete()
    out = load()
    assert "0 created, 2 updated, 552 unchanged" in out
    assert "precons: 0 created, 1 updated" in out
    assert Card.objects.get(slug="cool-dog").attack == 2
    assert PreconCard.objects.get(deck__slug="CP1-finn", card__slug="cool-dog").count == 2


def test_a_deleted_card_is_created_again():
    CARD_WARS.filter(slug="10th-anniversary-backer").delete()  # in no precon deck, so it may go
    out = load()
    assert "1 created, 0 updated, 553 unchanged" in out
    assert Printing.objects.filter(card__slug="10th-anniversary-backer", card_set__code="KS").exists()


def test_dry_run_reports_but_writes_nothing():
    CARD_WARS.filter(slug="cool-dog").update(attack=9)
    out = load(dry_run=True)
    assert "1 updated" in out and "dry run" in out
    assert Card.objects.get(slug="cool-dog").attack == 9


@pytest.mark.parametrize(("change", "names"), [
    (lambda d: d["cards"][5].update(cost=-1), ('card "{slug5}"', 'field "cost"')),
    (lambda d: d["cards"][7].update(kind="dragon"), ('card "{slug7}"', 'field "kind"', "dragon")),
    (lambda d: d["cards"][9].update(landscape="Mars"), ('card "{slug9}"', 'field "landscape"', "Mars")),
    (lambda d: d["cards"][9].update(attack="three"), ('card "{slug9}"', 'field "attack"')),
    (lambda d: d["cards"][2].update(products=[{"set": "XX9", "rarity": None, "count": 1}]),
     ('card "{slug2}"', 'field "products.set"', "XX9")),
    (lambda d: d["precons"][0]["cards"].append({"card": "no-such-card", "count": 1}),
     ('precon "CP1-finn"', 'field "cards"', "no-such-card")),
    (lambda d: d["precons"][1].update(landscapes=["Rainbow"] * 4), ('precon "CP1-jake"', 'field "landscapes"')),
    (lambda d: d["precons"][1].update(hero="cool-dog"), ('precon "CP1-jake"', 'field "hero"')),
])
def test_a_broken_file_names_card_and_field_and_leaves_the_database_as_it_was(tmp_path, change, names):
    data = json.loads(DEFAULT_CATALOGUE.read_text())
    slugs = {f"slug{i}": c["slug"] for i, c in enumerate(data["cards"][:10])}
    # Change something valid first, so a partial write would show.
    path = broken_file(tmp_path, lambda d: (d["cards"][0].update(name="Renamed"), change(d)))
    before = snapshot()
    with pytest.raises(CommandError) as info:
        load(file=path)
    message = str(info.value)
    for part in names:
        assert part.format(**slugs) in message
    assert "nothing was loaded" in message
    assert snapshot() == before


def test_a_file_that_is_not_json_gives_a_clear_error(tmp_path):
    path = tmp_path / "catalogue.json"
    path.write_text('{"format": 1, "cards": [')
    with pytest.raises(CommandError, match="not valid JSON"):
        load(file=path)


def test_a_failure_while_writing_rolls_everything_back(tmp_path, monkeypatch):
    import cards.services as services

    path = broken_file(tmp_path, lambda d: d["cards"][0].update(name="Renamed"))
    real = services._sync_children

    def fail_on_precons(model, *args):
        if model is PreconCard:
            raise RuntimeError("disk full")
        return real(model, *args)

    monkeypatch.setattr(services, "_sync_children", fail_on_precons)
    before = snapshot()
    with pytest.raises(RuntimeError):
        load(file=path)
    assert snapshot() == before
