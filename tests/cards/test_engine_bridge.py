import json

import pytest

from cards.engine_defs import card_pool
from cards.models import Card, SimStatus
from cards.services import DEFAULT_CATALOGUE
from cards.simulation import HERO_NOT_SCRIPTED, NO_ABILITY, VANILLA, simulation_status
from engine.cardwars.defs import load_card_pool

CARD_WARS = Card.objects.filter(game="cardwars")  # the Naruto CCG's cards share the table

pytestmark = pytest.mark.usefixtures("catalogue")


def test_engine_pool_from_models_equals_the_pool_from_the_data_file():
    ours, theirs = card_pool(), load_card_pool(DEFAULT_CATALOGUE)
    assert ours.cards == theirs.cards
    assert ours.heroes == theirs.heroes
    for deck in ("CP1-finn", "CP6-cake"):
        a, b = ours.precon(deck), theirs.precon(deck)
        assert (a.hero, a.landscapes, a.name, sorted(a.cards)) == (b.hero, b.landscapes, b.name, sorted(b.cards))


def test_a_creature_without_ability_is_fully_simulated():
    assert simulation_status(slug="zz-test", kind="creature", has_ability=False) == (SimStatus.FULL, NO_ABILITY)
    vanilla = CARD_WARS.filter(kind="creature", has_ability=False)
    assert vanilla.count() == 10 and set(vanilla.values_list("sim_status", flat=True)) == {"full"}


def test_unscripted_cards_say_what_is_not_simulated():
    assert simulation_status(slug="zz-test", kind="spell", has_ability=True) == (SimStatus.NONE, VANILLA)
    assert simulation_status(slug="zz-test", kind="hero", has_ability=True) == (SimStatus.NONE, HERO_NOT_SCRIPTED)
    assert not CARD_WARS.exclude(sim_status="full").filter(sim_note="").exists()


def test_the_engine_script_registry_decides_when_a_card_has_a_script(monkeypatch):
    from engine.cardwars import cards as engine_cards

    class Script:
        status, missing = "partial", "its FLOOP does nothing yet"

    monkeypatch.setitem(engine_cards.SCRIPTS, "zz-test", Script())
    assert simulation_status(slug="zz-test", kind="creature", has_ability=True) == (
        "partial", "its FLOOP does nothing yet")


def test_data_file_cards_all_have_a_status():
    data = json.loads(DEFAULT_CATALOGUE.read_text())
    assert CARD_WARS.filter(sim_status__in=["full", "partial", "none"]).count() == len(data["cards"])
