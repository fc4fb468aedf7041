"""The simulation, gauntlet and swap forms warn before launch, naming the cards a simulation will not play as
printed (matches/sim_warning.py, templates/matches/_sim_warning.html)."""

import re

import pytest

from decks import services as deck_services
from decks.lists import DeckList

pytestmark = pytest.mark.django_db


def _warning(page: str, deck) -> str | None:
    """The warning block of `deck`, with whether it is shown ('hidden' absent), or None when the page has none."""
    found = re.search(rf'<div data-deck="{deck.pk}"[^>]*>.*?</details>\s*</div>', page, re.S)
    return found.group(0) if found else None


@pytest.fixture
def decks(alice, catalogue):
    eyes = deck_services.deck_create(owner=alice, name="Eyes", content=DeckList(
        cards={"cow": 3, "pony": 3, "cyclops": 3}, landscapes=["Cornfield"] * 4))
    plain = deck_services.deck_create(owner=alice, name="Plain", content=DeckList(
        cards={"cow": 3, "pony": 3}, landscapes=["Cornfield"] * 4))
    return eyes, plain


def test_simulation_form_names_the_cards_of_the_chosen_deck(client, alice, decks):
    eyes, plain = decks
    client.force_login(alice)
    page = client.get(f"/simulations/new/?deck_a={eyes.pk}&deck_b={plain.pk}").content.decode()
    block = _warning(page, eyes)
    assert block and " hidden" not in block.split(">", 1)[0]  # chosen: shown before launch
    assert "1 card of the deck Eyes is not fully simulated (3 copies)" in block and "Cyclops" in block
    assert _warning(page, plain) is None  # nothing to say about a deck played as printed
    page = client.get(f"/simulations/new/?deck_a={plain.pk}&deck_b={plain.pk}").content.decode()
    assert " hidden" in _warning(page, eyes).split(">", 1)[0]  # offered but not chosen: hidden until chosen


def test_simulation_form_warns_again_when_a_post_is_refused(client, alice, decks):
    eyes, plain = decks
    client.force_login(alice)
    page = client.post("/simulations/new/", {"deck_a": eyes.pk, "deck_b": plain.pk, "games": 0,
                                             "player_a": "first", "player_b": "first"}).content.decode()
    assert " hidden" not in _warning(page, eyes).split(">", 1)[0]


def test_gauntlet_form_names_the_cards_of_the_chosen_decks(client, alice, decks):
    eyes, plain = decks
    client.force_login(alice)
    page = client.post("/gauntlets/new/", {"deck": plain.pk, "opponents": [eyes.pk], "games": 0,
                                           "player_a": "first", "player_b": "first"}).content.decode()
    block = _warning(page, eyes)
    assert " hidden" not in block.split(">", 1)[0] and "Cyclops" in block


def test_swap_form_always_names_the_cards_of_its_own_deck(client, alice, decks):
    eyes, _plain = decks
    client.force_login(alice)
    page = client.get(f"/decks/{eyes.pk}/swap/").content.decode()
    block = _warning(page, eyes)
    assert 'data-always="1"' in block and " hidden" not in block.split(">", 1)[0] and "Cyclops" in block
