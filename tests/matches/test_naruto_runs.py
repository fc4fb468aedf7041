"""Naruto CCG matchups on the site: deck A vs deck B through the same chunked runs, the report's figures, the
replay page with both Villages, the Battlefield and the chain, and the API."""

import json
from io import StringIO

import pytest
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command
from django.urls import reverse

from cards.models import Game
from decks import services as deck_services
from decks.lists import DeckList
from decks.models import Deck
from engine import load_game, match_seating
from matches import games, services
from matches.models import MatchRun
from tests.matches.conftest import play_all

pytestmark = pytest.mark.usefixtures("catalogue")


@pytest.fixture
def demos(db):
    call_command("sync_precon_decks", stdout=StringIO())
    return {d.demo: d for d in Deck.objects.filter(game=Game.NARUTO).exclude(demo="")}



def naruto_run(owner, demos, games_=6, seed=11, players=("random", "random")):
    a, b = demos["leaf-taijutsu"].current_version, demos["mist-and-fire"].current_version
    return services.run_create_for_game(owner=owner, game="naruto", entrants=[[(a, players[0])], [(b, players[1])]],
                                        games=games_, seed=seed)


def test_naruto_is_on_the_site():
    assert "naruto" in games.ADAPTERS and "naruto" not in games.NOT_ON_SITE
    assert games.adapter_for("naruto").players == ("random", "greedy", "mcts")


def test_a_run_plays_deck_a_against_deck_b_and_the_report_fits_the_game(alice, demos, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        run = naruto_run(alice, demos)
    run = play_all(run)
    assert run.status == "done" and run.results.count() == 6
    s = run.summary
    assert s["games"] == 6 and sum(e["wins"] for e in s["entrants"]) + s["draws"] == 6
    assert s["match"]["decks"] == ["Leaf Taijutsu (demo)", "Mist And Fire (demo)"]
    split = s["naruto"]["entrants"][0]
    assert split["on_the_play"]["games"] + split["on_the_draw"]["games"] == 6
    assert sum(s["reasons"].values()) == 6
    # Each deck plays from its entrant's seat: game 1 puts deck A in seat 1.
    row = run.results.get(game_index=1)
    assert match_seating(1, 2) == (1, 0) and row.data["seating"] == [1, 0]
    # The same game again from the engine, with deck A's list in seat 1, gives the same result.
    engine_row, _ = load_game("naruto").play_indexed(
        {"decks": ["mist-and-fire", "leaf-taijutsu"], "format": "seed40"}, run.seed, 1, ["random", "random"])
    assert engine_row["places"] == row.places and engine_row["turns"] == row.turns
    # Per-card figures: a card counted as played was drawn or came into play, and the counts fit the games.
    cards_a = {c["name"]: c for c in s["cards"]["a"]}
    assert cards_a and all(0 <= c["played"] <= 6 and 0 <= c["drawn"] <= 6 for c in cards_a.values())
    assert not set(cards_a) & {"Zabuza Momochi"}  # a Mist card is not in deck A


def test_the_run_page_and_the_replay_show_the_game(client, alice, demos, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        run = naruto_run(alice, demos, games_=2)
    play_all(run)
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert "Deck A wins" in page and "On the play (first)" in page and "How games ended" in page
    assert "Win rate when played" in page
    replay = client.get(reverse("matches:replay", args=[run.pk, 0])).content.decode()
    assert "Deck A's Village" in replay and "Deck B's Village" in replay
    assert "Battlefield" in replay and "attack" in replay


def test_an_illegal_or_card_wars_deck_is_refused(alice, demos, catalogue):
    short = deck_services.deck_create(owner=alice, name="short", content=DeckList(cards={}), game=Game.NARUTO)
    a = demos["leaf-taijutsu"].current_version
    with pytest.raises(ValidationError, match=r"Deck B \(short\) is not a legal Naruto CCG deck: NR8"):
        services.run_create_for_game(owner=alice, game="naruto", entrants=[[(a, "random")],
                                                                        [(short.current_version, "random")]], games=2)
    card_wars = Deck.objects.filter(game=Game.CARDWARS, precon__isnull=False).first().current_version
    with pytest.raises(ValidationError, match="is not a Naruto CCG deck"):
        services.run_create_for_game(owner=alice, game="naruto", entrants=[[(a, "random")], [(card_wars, "random")]],
                                     games=2)


def test_the_api_takes_game_naruto(client, alice, demos, django_capture_on_commit_callbacks):
    client.force_login(alice)
    a, b = demos["leaf-taijutsu"], demos["mist-and-fire"]
    with django_capture_on_commit_callbacks(execute=False):
        response = client.post("/api/v1/simulations/", {"game": "naruto", "games": 2, "seed": 5, "entrants": [
            {"seats": [{"deck": a.pk, "player": "random"}]}, {"seats": [{"deck": b.pk, "player": "greedy"}]}]},
            content_type="application/json")
    assert response.status_code == 201, response.content
    assert response.json()["game"] == "naruto"
    bad = client.post("/api/v1/simulations/", {"game": "naruto", "games": 2, "entrants": [
        {"seats": [{"deck": a.pk, "player": "simple"}]}, {"seats": [{"deck": b.pk, "player": "greedy"}]}]},
        content_type="application/json")
    assert bad.status_code == 400 and "simple" in bad.content.decode()


def test_simulate_takes_naruto_decks_by_demo_name_or_site_id(demos):
    out = StringIO()
    call_command("simulate", "leaf-taijutsu", str(demos["mist-and-fire"].pk), "--game", "naruto", "--players",
                 "random", "--games", "4", "--seed", "3", "--json", stdout=out)
    summary = json.loads(out.getvalue())
    assert summary["games"] == 4 and summary["match"]["decks"] == ["leaf-taijutsu", "Mist And Fire (demo)"]
    assert sum(e["wins"] for e in summary["entrants"]) + summary["draws"] == 4
    # The same games as a run on the site with the same decks, seed and AIs.
    text = StringIO()
    call_command("simulate", "leaf-taijutsu", "mist-and-fire", "--game", "naruto", "--players", "random",
                 "--games", "4", "--seed", "3", stdout=text)
    assert "on the play" in text.getvalue() and "how games ended" in text.getvalue()
    with pytest.raises(CommandError, match="no Naruto deck 'nope'"):
        call_command("simulate", "nope", "mist-and-fire", "--game", "naruto", stdout=StringIO())


def test_a_site_run_and_the_command_line_play_the_same_games(alice, demos, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        run = naruto_run(alice, demos, games_=3, seed=21)
    play_all(run)
    out = StringIO()
    call_command("simulate", "leaf-taijutsu", "mist-and-fire", "--game", "naruto", "--players", "random",
                 "--games", "3", "--seed", "21", "--json", stdout=out)
    cli = json.loads(out.getvalue())
    assert [e["wins"] for e in cli["entrants"]] == [e["wins"] for e in run.summary["entrants"]]
    assert cli["turns"] == run.summary["turns"]


def test_the_new_simulation_page_runs_naruto_decks(client, alice, demos, django_capture_on_commit_callbacks):
    client.force_login(alice)
    page = client.get("/simulations/new/?game=naruto").content.decode()
    assert "New matchup: Naruto CCG" in page and "Mist And Fire (demo)" in page
    assert 'name="mirrored"' not in page and "Finn" not in page  # no Card Wars deck, no Card Wars option
    a, b = demos["leaf-taijutsu"], demos["mist-and-fire"]
    with django_capture_on_commit_callbacks(execute=False):
        response = client.post("/simulations/new/?game=naruto", {"deck_a": a.pk, "deck_b": b.pk, "games": 2,
                                                                 "player_a": "random", "player_b": "greedy"})
    assert response.status_code == 302
    run = MatchRun.objects.get(owner=alice)
    assert run.game == "naruto" and run.players() == ("random", "greedy")
    assert client.get("/simulations/new/?game=chess").status_code == 404


def test_each_game_s_new_run_page_is_reached_from_the_switch(client, alice):
    client.force_login(alice)
    assert client.get("/simulations/new/naruto/")["Location"] == "/simulations/new/?game=naruto"
    assert client.get("/simulations/new/?game=trash-war")["Location"] == "/simulations/new/trash-war/"
    page = client.get("/simulations/new/").content.decode()
    assert 'href="/simulations/new/naruto/"' in page and 'href="/simulations/new/trash-war/"' in page
