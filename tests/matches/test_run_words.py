"""The simulations list and a run's report in words a player reads: names, AIs, status, date, endings."""

import re

import pytest

from matches.templatetags.reports import ending
from tests.matches.conftest import new_run, play_all

pytestmark = pytest.mark.django_db


@pytest.fixture
def played(alice, precon_decks):
    return play_all(new_run(alice, precon_decks, games=4, seed=11, deck_b="CP2-bmo", players=("simple", "random")))


def test_endings_are_sentences():
    assert ending("a", "hp") == "A won: B's HP reached 0"
    assert ending("b", "hp") == "B won: A's HP reached 0"
    assert ending("draw", "turn limit") == "Draw at the turn limit"
    assert ending("draw", "hp") == "Draw: both decks' HP reached 0 at once"


def test_the_list_shows_decks_ais_games_status_and_date_with_a_link(client, alice, played, precon_decks):
    client.force_login(alice)
    page = client.get("/simulations/").content.decode()
    link = f'<a href="{played.get_absolute_url()}">{played.title.replace(chr(39), "&#x27;")}</a>'
    assert link in page
    assert "<td>simple vs random</td>" in page and "<td>4</td>" in page
    assert '<td class="status-done">Done</td>' in page
    assert played.created_at.strftime("%Y-%m-%d") in page


def test_the_report_words_endings_and_rounds_the_mean_length(client, alice, played):
    client.force_login(alice)
    page = client.get(played.get_absolute_url()).content.decode()
    assert " won by " not in page
    pills = re.findall(r'<a class="pill" href="[^"]*reason=[^"]*">([^<]*)</a>', page)  # each links to its games
    assert pills and all(re.fullmatch(r"(A won: B|B won: A)&#x27;s HP reached 0: \d+ games?|Draw[^:]*: \d+ games?", p)
                         for p in pills), pills
    mean = re.search(r"Game length: mean ([\d.]+) turns", page).group(1)
    assert re.fullmatch(r"\d+(\.\d)?", mean)
    assert abs(float(mean) - played.summary["turns"]["mean"]) <= 0.05


def test_the_deck_page_lists_its_owners_runs_and_no_one_elses(client, alice, bob, played, precon_decks):
    finn, jake = precon_decks["CP1-finn"], precon_decks["CP1-jake"]
    client.force_login(alice)
    page = client.get(f"/decks/{finn.pk}/").content.decode()
    section = page[page.index('id="deck-runs"'):page.index("</section>", page.index('id="deck-runs"'))]
    assert f'href="{played.get_absolute_url()}"' in section and "simple vs random" in section
    assert played.get_absolute_url() not in client.get(f"/decks/{jake.pk}/").content.decode()
    client.force_login(bob)
    page = client.get(f"/decks/{finn.pk}/").content.decode()
    assert 'id="deck-runs"' in page and played.get_absolute_url() not in page
