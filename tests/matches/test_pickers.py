"""The public-deck pickers of the simulation, gauntlet and swap forms: a page at a time, found by name."""

import re

import pytest

from decks import services as deck_services
from decks.selectors import deck_list_of
from matches import forms
from matches.models import MatchRun

pytestmark = pytest.mark.django_db


@pytest.fixture
def many_public(bob, precon_decks, monkeypatch):
    """Twelve public decks of bob's, a picker page of five."""
    monkeypatch.setattr(forms, "PICKER_PAGE", 5)
    content = deck_list_of(precon_decks["CP1-finn"].current_version)
    return [deck_services.deck_create(owner=bob, name=f"Bob's deck {i:02}", content=content, is_public=True)
            for i in range(12)]


def listed(html: str) -> list[str]:
    return sorted(set(re.findall(r"Bob&#x27;s deck \d\d|Bob's deck \d\d", html)))


@pytest.mark.parametrize("url", ["/simulations/new/", "/gauntlets/new/", "swap"])
def test_each_form_lists_one_page_of_public_decks_and_finds_others_by_name(client, alice, precon_decks, many_public,
                                                                        url):
    if url == "swap":
        url = f"/decks/{precon_decks['CP1-finn'].pk}/swap/"
    client.force_login(alice)
    first = client.get(url).content.decode()
    assert len(listed(first)) == 5 and "decks_page=2" in first
    assert len(listed(client.get(url + "?decks_page=3").content.decode())) == 2
    found = client.get(url + "?decks_q=deck+11").content.decode()
    assert [n.replace("&#x27;", "'") for n in listed(found)] == ["Bob's deck 11"]


def test_a_public_deck_off_the_listed_page_can_still_be_chosen(client, alice, precon_decks, many_public, settings):
    settings.SIMULATION_CHUNK_SIZE = 5
    client.force_login(alice)
    last = many_public[-1]
    response = client.post("/simulations/new/", {"deck_a": precon_decks["CP1-finn"].pk, "deck_b": last.pk,
                                                 "games": 4, "player_a": "random", "player_b": "random"})
    assert response.status_code == 302, response.content.decode()[:2000]
    run = MatchRun.objects.get()
    assert run.decks()[1] == last.current_version


def test_a_private_deck_of_another_user_is_refused(client, alice, bob, precon_decks):
    content = deck_list_of(precon_decks["CP1-finn"].current_version)
    secret = deck_services.deck_create(owner=bob, name="Secret", content=content)
    client.force_login(alice)
    response = client.post("/simulations/new/", {"deck_a": precon_decks["CP1-finn"].pk, "deck_b": secret.pk,
                                                 "games": 4, "player_a": "random", "player_b": "random"})
    assert response.status_code == 200 and not MatchRun.objects.exists()
    assert "Select a valid choice" in response.content.decode()


def test_the_picker_reads_a_bounded_number_of_rows(alice, many_public, django_assert_max_num_queries):
    with django_assert_max_num_queries(4):
        choices, more = forms.deck_choices(alice, q="", page=1)
    assert more and len(dict(choices)["Public"]) == 5
