"""From a figure of the report to the games behind it: each link's games are exactly those the figure counts,
a sample of them when there are many ("20 of 32"), each a replay."""

import re

import pytest
from django.core.exceptions import ValidationError
from django.utils.html import escape

from matches import figures, services
from matches.engine_bridge import a_first
from matches.games import adapter_for
from tests.matches.conftest import new_run, play_all

pytestmark = pytest.mark.django_db


@pytest.fixture
def run(alice, precon_decks):
    return play_all(new_run(alice, precon_decks, games=32, seed=12))


def listed(client, url) -> tuple[int, list[int]]:
    """(the count the page gives, the game indexes it links to)."""
    page = client.get(url).content.decode()
    count = int(re.search(r'id="games-count">.*?<b>(\d+)</b>', page, re.S).group(1))
    return count, [int(i) for i in re.findall(r'/simulations/\d+/games/(\d+)/', page)]


def test_every_kind_of_report_link_lists_the_games_it_counts(client, alice, run):
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    base = f"/simulations/{run.pk}/games/"
    rows = list(run.results.values("game_index", "places", "reason", "turns", "data"))
    summary = run.summary
    # The result table: who won, on the play and on the draw.
    for query, n, keep in [
            ("?winner=a", summary["wins_a"], lambda r: r["places"] == [0, 1]),
            ("?winner=draw", summary["draws"], lambda r: r["places"][0] == r["places"][1]),
            ("?first=a", summary["a_on_play"]["games"], lambda r: a_first(r["data"])),
            ("?first=b&amp;winner=b", summary["a_on_draw"]["wins_b"],
             lambda r: not a_first(r["data"]) and r["places"] == [1, 0])]:
        assert f'href="{base}{query}"' in page
        count, shown = listed(client, base + query.replace("&amp;", "&"))
        expected = sorted(r["game_index"] for r in rows if keep(r))
        assert count == n == len(expected) and set(shown) <= set(expected)
        assert len(shown) == min(20, n)
    # How games ended.
    reason = rows[0]["reason"]
    who = {(0, 1): "a", (1, 0): "b"}.get(tuple(rows[0]["places"]), "draw")
    assert f'{base}?winner={who}&amp;reason={reason.replace(" ", "%20")}' in page
    # Game length: the buckets under the chart add up to every game.
    buckets = re.findall(r'href="[^"]*\?turns=([\d-]+)">[^<]*: (\d+)</a>', page)
    assert buckets and sum(int(n) for _, n in buckets) == run.games
    low, _, high = buckets[0][0].partition("-")
    count, _ = listed(client, f"{base}?turns={buckets[0][0]}")
    assert count == int(buckets[0][1]) == sum(int(low) <= r["turns"] <= int(high or low) for r in rows)
    # A per-card row: drawn, played, and drawn on the play.
    card = run.report["data"]["report"]["a"]["cards"][0] if run.report else None
    slug = card["card"] if card else rows[0]["data"]["drawn_a"][0]
    drawn = [r for r in rows if slug in r["data"]["drawn_a"]]
    assert f'{base}?card={slug}&amp;side=a&amp;in=drawn' in page
    assert listed(client, f"{base}?card={slug}&side=a&in=drawn")[0] == len(drawn)
    assert listed(client, f"{base}?card={slug}&side=a&in=drawn&first=a")[0] == sum(a_first(r["data"]) for r in drawn)
    played = sum(slug in r["data"]["played_a"] for r in rows)
    assert listed(client, f"{base}?card={slug}&side=a&in=played")[0] == played


def test_a_sample_says_how_many_it_stands_for(client, alice, run):
    client.force_login(alice)
    page = client.get(f"/simulations/{run.pk}/games/").content.decode()
    assert "<b>20 of 32</b>" in page
    shown = [int(i) for i in re.findall(r'/simulations/\d+/games/(\d+)/', page)]
    assert len(set(shown)) == 20 and shown[0] == 0 and shown[-1] > 20  # spread over the run, not its first 20
    names = figures.GameFilter(card="dogboy", side=0, first=1, winner=-1).words({"dogboy": "Dogboy"}, "deck")
    assert names == "deck A drew Dogboy, deck B went first, no single winner"
    assert "Every game of the run: <b>32</b>" in page


@pytest.mark.parametrize("query, message", [("winner=z", "winner is an entrant's letter"),
                                            ("turns=ten", "turns is a number"), ("card=x&in=kept", "in is drawn")])
def test_a_link_that_cannot_be_read_is_a_400_in_words(client, alice, run, query, message):
    client.force_login(alice)
    response = client.get(f"/simulations/{run.pk}/games/?{query}")
    assert response.status_code == 400 and escape(message) in response.content.decode()
    with pytest.raises(ValidationError):
        figures.GameFilter.from_query(dict(p.split("=") for p in query.split("&")), 2)


def test_the_games_of_a_private_run_are_a_404_to_others(client, bob, run):
    client.force_login(bob)
    assert client.get(f"/simulations/{run.pk}/games/?winner=a").status_code == 404


def test_games_behind_reads_the_games_own_facts():
    assert adapter_for("trash-war").game_facts({"first_seat": 1, "seating": [2, 0, 1]}) == {"first": 0}
    assert adapter_for("naruto").game_facts({"first": 1, "drawn": [["a"], ["b"]], "played": [[], []]})["first"] == 1
    assert figures.length_buckets([(3, 2), (4, 1), (9, 5)], parts=3) == [
        {"low": 3, "high": 5, "games": 3, "query": "3-5"}, {"low": 9, "high": 9, "games": 5, "query": "9"}]


def test_a_naruto_report_links_its_cards_and_endings_to_their_games(client, alice, catalogue):
    from io import StringIO

    from django.core.management import call_command

    from cards.models import Game
    from decks.models import Deck

    call_command("sync_precon_decks", stdout=StringIO())
    demos = {d.demo: d for d in Deck.objects.filter(game=Game.NARUTO).exclude(demo="")}
    run = services.run_create_for_game(owner=alice, game="naruto", seed=4, games=4,
                                       entrants=[[(demos["leaf-taijutsu"].current_version, "random")],
                                                 [(demos["mist-and-fire"].current_version, "random")]])
    play_all(run)
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    row = run.summary["cards"]["a"][0]
    link = f'?card={row["card"]}&amp;side=a&amp;in=drawn">{row["drawn"]}</a>'
    assert link in page
    assert listed(client, f"/simulations/{run.pk}/games/?card={row['card']}&side=a&in=drawn")[0] == row["drawn"]
    reason, n = next(iter(run.summary["reasons"].items()))
    assert listed(client, f"/simulations/{run.pk}/games/?reason={reason}")[0] == n
