"""Naruto CCG runs beyond one matchup: a cancel that stops the game in play, gauntlets and swap tests of Naruto
decks (legality by the Naruto deck rules, NR8-NR11), and the report's per-card splits."""

from io import StringIO

import pytest
from django.core.management import call_command

from cards.models import Game
from decks.models import Deck
from matches import services, worker
from matches.games import naruto as naruto_adapter
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


def test_nr17_cancel_stops_a_naruto_chunk_within_the_game_it_is_playing(alice, demos, settings, monkeypatch,
                                                                        django_capture_on_commit_callbacks):
    settings.SIMULATION_CHUNK_SIZE = 30
    monkeypatch.setattr(worker, "STOP_CHECK_SECONDS", 0.0)
    with django_capture_on_commit_callbacks(execute=False):
        run = naruto_run(alice, demos, games_=10, seed=5)
    real_play = naruto_adapter.NarutoMatch.play
    played, asked = [], []

    def play_then_cancel(self, index, stop=None):
        played.append(index)

        def counting_stop():
            asked.append(index)
            if index == 2 and asked.count(2) == 3:  # the cancel comes as the third game's third turn starts
                services.run_cancel(run=MatchRun.objects.get(pk=run.pk))
            return stop()

        return real_play(self, index, stop=counting_stop)

    monkeypatch.setattr(naruto_adapter.NarutoMatch, "play", play_then_cancel)
    assert services.run_work(run_id=run.pk, worker="w") == "cancelled"
    # The game in play stopped at the turn the cancel came in (not at its end); the two finished games stay.
    assert played == [0, 1, 2] and asked.count(2) == 3
    assert sorted(run.results.values_list("game_index", flat=True)) == [0, 1]
    run.refresh_from_db()
    assert run.status == MatchRun.Status.CANCELLED


def naruto_card(number: str):
    from cards.models import Card

    return Card.objects.get(game=Game.NARUTO, facts__number=number)


def owned_naruto_deck(owner, cards_by_number: dict[str, int], name="Mine", fmt="seed40"):
    from decks import services as deck_services
    from decks.lists import DeckList

    content = DeckList(cards={naruto_card(n).slug: k for n, k in cards_by_number.items()})
    return deck_services.deck_create(owner=owner, name=name, content=content, game=Game.NARUTO, fmt=fmt)


def leaf_numbers(demos) -> dict[str, int]:
    version = demos["leaf-taijutsu"].current_version
    return {facts["number"]: n for facts, n in version.entries.values_list("card__facts", "count")}


def test_a_gauntlet_of_a_naruto_deck_plays_each_opponent_and_reads_deck_a(alice, demos,
                                                                          django_capture_on_commit_callbacks):
    from matches.selectors import gauntlet_table

    mine = owned_naruto_deck(alice, leaf_numbers(demos), name="My Leaf")
    opponents = [demos["mist-and-fire"].current_version, demos["leaf-taijutsu"].current_version]
    with django_capture_on_commit_callbacks(execute=False):
        gauntlet = services.gauntlet_create(owner=alice, deck=mine.current_version, opponents=opponents, games=4,
                                            players=("greedy", "random"), seed=3)
    runs = list(gauntlet.runs.order_by("pk"))
    assert [r.game for r in runs] == ["naruto", "naruto"] and [r.seed for r in runs] == [3, 4]
    for run in runs:
        play_all(run)
    table = gauntlet_table(gauntlet)
    assert [r["opponent"] for r in table["rows"]] == ["Mist And Fire (demo)", "Leaf Taijutsu (demo)"]
    for row, run in zip(table["rows"], runs, strict=True):
        run.refresh_from_db()
        wins = sum(1 for places in run.results.values_list("places", flat=True) if places == [0, 1])
        assert row["win_rate"] == wins / 4 and row["ci_low"] <= row["win_rate"] <= row["ci_high"]
    assert table["complete"] and table["weighted_win_rate"] == pytest.approx(
        sum(r["win_rate"] for r in table["rows"]) / 2, abs=1e-4)


def test_nr8_a_naruto_gauntlet_checks_every_deck_by_the_naruto_rules(alice, demos, precon_decks):
    from django.core.exceptions import ValidationError

    leaf = demos["leaf-taijutsu"].current_version
    short = owned_naruto_deck(alice, {**leaf_numbers(demos), "J-001": 2}, name="Short")  # 39 cards
    with pytest.raises(ValidationError, match=r"Opponent \(Short\) is not a legal deck: NR8"):
        services.gauntlet_create(owner=alice, deck=leaf, opponents=[short.current_version], games=2)
    with pytest.raises(ValidationError, match=r"Finn.s Blue Plains Deck \(CP1\) is a Card Wars deck; Leaf Taijutsu \(demo\) plays "
                                              r"Naruto CCG decks only"):
        services.gauntlet_create(owner=alice, deck=leaf, opponents=[precon_decks["CP1-finn"].current_version],
                                 games=2)
    with pytest.raises(ValidationError, match="Unknown AI player 'simple'"):  # a Card Wars AI
        services.gauntlet_create(owner=alice, deck=leaf, opponents=[demos["mist-and-fire"].current_version],
                                 games=2, players=("simple", "greedy"))
    fifty = owned_naruto_deck(alice, {**leaf_numbers(demos), "J-029": 3, "J-032": 2, "J-035": 2, "J-030": 2,
                                      "J-010": 1}, name="Fifty", fmt="manual50")
    with pytest.raises(ValidationError, match="Both decks must be built for one format; these are manual50 and seed40"):
        services.gauntlet_create(owner=alice, deck=leaf, opponents=[fifty.current_version], games=2)
    assert not alice.gauntlets.exists()


def test_a_swap_test_of_a_naruto_deck_saves_a_naruto_variant_and_pairs_its_runs(alice, demos,
                                                                                django_capture_on_commit_callbacks):
    from matches import swaps

    leaf = demos["leaf-taijutsu"]
    out, into = naruto_card("J-002"), naruto_card("J-003")
    with django_capture_on_commit_callbacks(execute=False):
        swap = swaps.swap_create(owner=alice, deck=leaf, card_out=out.slug, card_in=into.slug, copies=1,
                                 opponents=[demos["mist-and-fire"].current_version], games=4,
                                 players=("random", "random"), seed=9)
    variant = swap.variant.deck
    assert (variant.game, variant.format, variant.owner) == (Game.NARUTO, "seed40", alice)
    assert variant.name == f"Leaf Taijutsu (demo): -{out.name} (J-002) +{into.name} (J-003)"
    pair = swap.pairs.get()
    assert pair.base_run.game == pair.variant_run.game == "naruto" and pair.base_run.seed == pair.variant_run.seed == 9
    play_all(pair.base_run)
    play_all(pair.variant_run)
    report = swaps.swap_report(swap)
    assert report["complete"] and report["games"] == 4 and report["overall"]["games"] == 4
    base_wins = sum(p == [0, 1] for p in pair.base_run.results.values_list("places", flat=True))
    assert report["rows"][0]["base"] == base_wins / 4


def test_nr10_a_naruto_swap_must_keep_the_naruto_deck_rules(alice, demos):
    from django.core.exceptions import ValidationError

    from matches import swaps

    leaf = demos["leaf-taijutsu"]
    mist = [demos["mist-and-fire"].current_version]
    # The deck holds N-001, N-019 and N-025, three cards called Naruto Uzumaki: a fourth breaks NR10.
    with pytest.raises(ValidationError, match=r"The deck with the swap .* is not a legal deck: NR10"):
        swaps.swap_create(owner=alice, deck=leaf, card_out=naruto_card("J-002").slug,
                          card_in=naruto_card("N-001").slug, opponents=mist, games=2)
    with pytest.raises(ValidationError, match="No such card to put in"):  # a Card Wars card
        swaps.swap_create(owner=alice, deck=leaf, card_out=naruto_card("J-002").slug, card_in="dogboy",
                          opponents=mist, games=2)
    assert not alice.swap_tests.exists()


def test_the_gauntlet_and_swap_forms_offer_naruto_decks_and_ais(client, alice, demos):
    from matches.models import Gauntlet, SwapTest

    client.force_login(alice)
    leaf, mist = demos["leaf-taijutsu"], demos["mist-and-fire"]
    page = client.get("/gauntlets/new/?game=naruto").content.decode()
    assert "New gauntlet: Naruto CCG" in page and "Mist And Fire (demo)" in page and "CP1" not in page
    assert 'value="simple"' not in page and 'value="mcts"' in page
    assert client.get("/gauntlets/new/?game=trash-war").status_code == 404
    answer = client.post("/gauntlets/new/?game=naruto", {"deck": leaf.pk, "opponents": [mist.pk], "games": 2,
                                                         "player_a": "random", "player_b": "random"})
    gauntlet = Gauntlet.objects.get(owner=alice)
    assert answer.status_code == 302 and answer["Location"] == gauntlet.get_absolute_url()
    assert client.get(gauntlet.get_absolute_url()).status_code == 200
    swap_page = client.get(f"/decks/{leaf.pk}/swap/").content.decode()
    assert "Naruto Uzumaki N-019 (1)" in swap_page and "NR8-NR11" in swap_page
    answer = client.post(f"/decks/{leaf.pk}/swap/", {"card_out": naruto_card("J-002").slug, "card_in": "J-003",
                                                     "copies": 1, "opponents": [mist.pk], "games": 2,
                                                     "player_a": "random", "player_b": "random"})
    swap = SwapTest.objects.get(owner=alice)
    assert answer["Location"] == swap.get_absolute_url() and swap.card_in == naruto_card("J-003")
    assert client.get(swap.get_absolute_url()).status_code == 200


def test_nr15_the_report_gives_each_card_its_not_drawn_rate_and_its_play_and_draw_splits(client, alice, demos,
                                                                                       django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        run = naruto_run(alice, demos, games_=8, seed=21)
    run = play_all(run)
    rows = list(run.results.values_list("data", flat=True))
    cards_a = {c["card"]: c for c in run.summary["cards"]["a"]}
    # Worked out again from the stored games: deck A is entrant 0; it is on the play when it went first.
    checked = 0
    for card, c in cards_a.items():
        drawn = [r for r in rows if card in r["drawn"][0]]
        rest = [r for r in rows if card not in r["drawn"][0]]

        def wins(games):
            return sum(1 for r in games if r["places"] == [0, 1])

        assert (c["drawn"], c["not_drawn"]) == (len(drawn), len(rest)) and c["drawn"] + c["not_drawn"] == 8
        assert c["not_drawn_win_rate"] == (round(wins(rest) / len(rest), 4) if rest else None)
        play = [r for r in drawn if r["first"] == 0]
        assert c["play"]["games"] == len(play) and c["draw"]["games"] == len(drawn) - len(play)
        assert c["play"]["wins"] == wins(play) and c["draw"]["wins"] == wins(drawn) - wins(play)
        checked += bool(rest) and bool(play) and len(play) < len(drawn)
    assert checked  # at least one card with games in every column
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert "Win rate when not drawn" in page and "Drawn on the play: win rate" in page
    assert "Drawn on the draw: win rate" in page


def test_the_api_runs_a_naruto_gauntlet_and_refuses_a_mixed_one(alice, demos, precon_decks):
    from rest_framework.test import APIClient

    api = APIClient()
    api.force_authenticate(alice)
    leaf, mist = demos["leaf-taijutsu"], demos["mist-and-fire"]
    made = api.post("/api/v1/gauntlets/", {"deck": leaf.pk, "opponents": [mist.pk], "games": 2,
                                          "player_a": "random", "player_b": "random"}, format="json")
    assert made.status_code == 201, made.json()
    assert [row["opponent"] for row in made.json()["table"]["rows"]] == ["Mist And Fire (demo)"]
    assert MatchRun.objects.get(gauntlet_id=made.json()["id"]).game == "naruto"
    mixed = api.post("/api/v1/gauntlets/", {"deck": leaf.pk, "opponents": [precon_decks["CP1-jake"].pk],
                                           "games": 2}, format="json")
    assert mixed.status_code == 400 and "is a Card Wars deck" in str(mixed.json())
