"""The matchup form's defaults: deck B is never the player's draft that breaks the rules."""

import html
import re

import pytest

from decks import services as deck_services
from decks.lists import DeckList

pytestmark = pytest.mark.django_db


def selected(page, field):
    select = re.search(rf'<select name="{field}".*?</select>', page, re.S).group(0)
    pk, name = re.search(r'<option value="(\d+)"[^>]*selected>([^<]*)<', select).groups()
    return pk, html.unescape(name)


def test_deck_b_defaults_to_a_legal_deck_not_the_players_draft(client, alice, precon_decks):
    draft = deck_services.deck_create(owner=alice, name="Half a deck",
                                      content=DeckList(cards={"cool-dog": 3}, landscapes=["Cornfield"] * 4))
    client.force_login(alice)
    page = client.get("/simulations/new/").content.decode()
    a, b = selected(page, "deck_a"), selected(page, "deck_b")
    assert str(draft.pk) not in (a[0], b[0]) and a[0] != b[0]
    assert (a[1], b[1]) == (precon_decks["CP1-finn"].name, precon_decks["CP1-jake"].name)
    assert "Half a deck (not legal yet)" in page
    # Asked for from the deck's page, the draft is deck A, and deck B is still a legal one.
    page = client.get(f"/simulations/new/?deck_a={draft.pk}").content.decode()
    assert selected(page, "deck_a")[0] == str(draft.pk)
    assert selected(page, "deck_b")[1] == precon_decks["CP1-finn"].name
