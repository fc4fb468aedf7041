"""The Naruto CCG builder's live panels: the page's script posts the form with X-Builder-Panel as the list
changes, and gets back the list, legality in plain words (NR8-NR11) and the statistics, without the page."""

from io import StringIO

import pytest
from django.core.management import call_command

from cards.models import Card, Game
from decks import naruto
from decks.models import Deck
from decks.selectors import deck_list_of

pytestmark = pytest.mark.usefixtures("catalogue")
PANEL = {"HTTP_X_BUILDER_PANEL": "1"}


def demo_text(name: str) -> str:
    call_command("sync_precon_decks", stdout=StringIO())
    content = deck_list_of(Deck.objects.get(demo=name).current_version)
    return naruto.deck_text(content, naruto.card_rows(content.cards))


def test_the_builder_page_loads_the_script_and_wraps_its_panels(client, alice):
    client.force_login(alice)
    page = client.get("/decks/new/?game=naruto").content.decode()
    assert 'id="builder"' in page and 'data-panel-url="/decks/new/?game=naruto"' in page
    assert 'id="builder-panels"' in page and "js/builder.js" in page and 'id="legal-status"' in page


def test_nr8_the_panel_says_what_is_wrong_in_plain_words_and_counts_the_deck(client, alice):
    client.force_login(alice)
    answer = client.post("/decks/new/?game=naruto", {"format": "seed40", "text": "3 Kunai\n2 N-019\n"}, **PANEL)
    body = answer.content.decode()
    assert answer.status_code == 200 and "<html" not in body and "builder-results" not in body
    assert ('id="legal-status"><a href="#deck-report">Not legal yet</a>: '
            "NR8: a seed40 deck holds exactly 40 cards; this one holds 5.") in body
    assert 'data-stat="cards">5 of 40' in body and 'data-stat="ninja">2 (at most 25)' in body


def test_nr11_the_panel_follows_the_list_and_the_format_as_they_change(client, alice):
    client.force_login(alice)
    text = demo_text("leaf-taijutsu")
    legal = client.post("/decks/new/?game=naruto", {"format": "seed40", "text": text}, **PANEL).content.decode()
    assert '<p class="good" id="legal-status">Legal deck.</p>' in legal and 'data-stat="cards">40 of 40' in legal
    fifty = client.post("/decks/new/?game=naruto", {"format": "manual50", "text": text}, **PANEL).content.decode()
    assert "NR8: a manual50 deck holds exactly 50 cards; this one holds 40" in fifty
    assert 'data-stat="cards">40 of 50' in fifty and "(at most" not in fifty  # manual50 has no Ninja cap
    # A "+" in the finder adds a copy: the panel gives the new text back, and a fourth Naruto Uzumaki breaks NR10.
    extra = Card.objects.get(game=Game.NARUTO, facts__number="N-001").slug
    added = client.post("/decks/new/?game=naruto", {"format": "seed40", "text": text, "add": extra},
                        **PANEL).content.decode()
    assert "Not legal yet" in added and "NR10" in added and 'data-stat="cards">41 of 40' in added
    assert "2 Naruto Uzumaki (N-001)" in added.split('<template id="builder-text">')[1].split("</template>")[0]


def test_lines_the_panel_cannot_read_are_listed_in_it(client, alice):
    client.force_login(alice)
    body = client.post("/decks/new/?game=naruto", {"format": "seed40", "text": "3 Kunai\n2 Not A Card\n"},
                       **PANEL).content.decode()
    assert 'id="parse-errors"' in body and "Not A Card" in body
