"""Card Wars Doubles on the site (RULES.md R26-R43): team A (two decks) against team B (two decks), through the
services, the API and the forms; the same games as `manage.py simulate --format doubles`."""

import json
from io import StringIO

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from rest_framework.test import APIClient

from decks import services as deck_services
from decks.lists import DeckList
from engine import DOUBLES_TURN_LIMIT, doubles_game_setup, load_card_pool, new_game
from matches import doubles, services
from matches.decksource import CATALOGUE
from matches.forms import deck_choices
from matches.models import GameResult, MatchRun
from tests.matches.conftest import play_all

pytestmark = pytest.mark.django_db

DOUBLES_PRECONS = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")  # A1 A2 B1 B2


@pytest.fixture
def api(alice):
    client = APIClient()
    client.force_authenticate(alice)
    return client


def team_entrants(precon_decks, names=DOUBLES_PRECONS, players=("random",) * 4):
    seats = [(precon_decks[n].current_version, p) for n, p in zip(names, players, strict=True)]
    return [seats[:2], seats[2:]]



def cli_summary(*args) -> dict:
    out = StringIO()
    call_command("simulate", "--format", "doubles", *args, "--json", "--quiet", stdout=out, stderr=StringIO())
    return json.loads(out.getvalue())


def test_a_site_run_plays_the_games_of_the_command_line(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 2  # three chunks: the games do not depend on how the run is cut
    players = ("random", "simple", "random", "simple")
    run = services.run_create_for_game(owner=alice, format="doubles", games=5, seed=17,
                                       entrants=team_entrants(precon_decks, players=players))
    run = play_all(run)
    assert run.status == MatchRun.Status.DONE, run.error
    cli = cli_summary(*DOUBLES_PRECONS, "--games", "5", "--seed", "17", "--players", ",".join(players))
    site = run.summary
    names = {"match", "seats", "teams", "deck_cards"}  # what names the decks: precon ids there, deck names here
    assert {k: v for k, v in site.items() if k not in names} == {k: v for k, v in cli.items() if k not in names}
    assert site["games"] == 5 and site["match"]["seat_players"] == list(players)
    assert site["seats"]["B1"] == precon_decks["2v2-grand-prix"].name  # R26: A1 B1 A2 B2 at the table
    # R37: game i starts with seat i % 4 (A1 B1 A2 B2), so team A starts games 0, 2 and 4
    firsts = [r.data["first_player"] for r in run.results.order_by("game_index")]
    assert firsts == [0, 1, 2, 3, 0]
    assert site["a_on_play"]["games"] == 3 and site["a_on_draw"]["games"] == 2


def test_a_run_stores_team_places_hp_pools_and_cards_per_deck(alice, precon_decks):
    run = play_all(services.run_create_for_game(owner=alice, format="doubles", games=3, seed=5,
                                            entrants=team_entrants(precon_decks)))
    assert (run.turn_limit, run.mirrored) == (DOUBLES_TURN_LIMIT, False)  # R43: every player's turn counts
    for row in run.results.all():
        assert row.places in ([0, 0, 1, 1], [1, 1, 0, 0], [0, 0, 0, 0])  # teammates share a place
        assert row.data["hp_a"] <= 40 and row.data["hp_b"] <= 40  # R34: one pool per team
        assert (row.places[0] == 0) == (row.data["winner"] in ("a", None))
    per_deck = run.summary["deck_cards"]
    assert list(per_deck) == ["A1", "A2", "B1", "B2"]
    games_won = {team: sum(r.data["winner"] == team for r in run.results.all()) for team in "ab"}
    a1_cards = {slug for slug, _ in precon_decks["2v2-jake-doubles-tournament"].current_version.entries
                .values_list("card__slug", "count")}
    for row in per_deck["A1"]:
        assert row["card"] in a1_cards  # A1's own cards only
        assert row["played"] <= row["drawn"] <= 3
    drawn_by_a1 = sum(row["card"] in set(r.data["seat_drawn"][0]) for r in run.results.all() for row in per_deck["A1"])
    assert drawn_by_a1 == sum(row["drawn"] for row in per_deck["A1"])
    assert all(row["drawn_win_rate"] * row["drawn"] <= games_won["a"] for row in per_deck["A1"])


def test_each_deck_is_checked_against_doubles_and_every_bad_deck_is_named(alice, precon_decks):
    tiny = deck_services.deck_create(owner=alice, name="Tiny", content=DeckList({"dogboy": 4}, ["NiceLands"] * 4))
    entrants = team_entrants(precon_decks)
    entrants[1][1] = (tiny.current_version, "random")
    with pytest.raises(ValidationError) as err:
        services.run_create_for_game(owner=alice, format="doubles", games=2, entrants=entrants)
    assert err.value.messages == ["B2 (Tiny) is not a legal Doubles deck: The deck has 4 cards; at least 40 are "
                                  "needed; Dogboy: 4 copies, at most 3 allowed."]
    # A 1 vs 1 deck plays Doubles too (R42: each deck alone meets R1-R4)
    entrants = team_entrants(precon_decks, names=("CP1-finn", "CP1-jake", "2v2-grand-prix", "2v2-moniker"))
    assert services.run_create_for_game(owner=alice, format="doubles", games=1, entrants=entrants).format == "doubles"


def test_a_1v1_run_or_gauntlet_names_every_doubles_deck_at_once(alice, precon_decks):
    with pytest.raises(ValidationError) as err:
        services.run_create(owner=alice, deck_a=precon_decks["2v2-charlie"].current_version,
                            deck_b=precon_decks["2v2-moniker"].current_version, games=2)
    assert err.value.messages == [
        f"Deck A ({precon_decks['2v2-charlie'].name}) and Deck B ({precon_decks['2v2-moniker'].name}) are Doubles "
        "decks (Teamwork cards, R27), played only 2 vs 2; choose Doubles for them or other decks."]
    everyone = [precon_decks[slug].current_version for slug in sorted(precon_decks)]
    with pytest.raises(ValidationError) as err:
        services.gauntlet_create(owner=alice, deck=precon_decks["CP1-finn"].current_version, opponents=everyone,
                                 games=2, players=("random", "random"))
    (message,) = err.value.messages
    for slug in DOUBLES_PRECONS:
        assert f"Opponent ({precon_decks[slug].name})" in message
    assert "CP1" not in message and not MatchRun.objects.exists()


def test_pickers_offer_each_deck_where_it_can_play(alice, precon_decks):
    def listed(fmt):
        choices, _ = deck_choices(alice, fmt=fmt)
        return {name for _, items in choices for _, name in items}

    doubles_names = {precon_decks[slug].name for slug in DOUBLES_PRECONS}
    one_vs_one, two_vs_two = listed("1v1"), listed("doubles")
    assert not doubles_names & one_vs_one and len(one_vs_one) == 12
    assert doubles_names <= two_vs_two and one_vs_one <= two_vs_two and len(two_vs_two) == 16


def test_the_api_takes_four_seats_and_refuses_bad_teams_in_the_one_error_shape(api, precon_decks):
    seats = [{"deck": precon_decks[n].pk, "player": "random"} for n in DOUBLES_PRECONS]
    body = {"game": "cardwars", "format": "doubles", "games": 4, "seed": 2,
            "entrants": [{"seats": seats[:2]}, {"seats": seats[2:]}]}
    response = api.post("/api/v1/simulations/", body, format="json")
    assert response.status_code == 201, response.json()
    created = response.json()
    assert created["format"] == "doubles" and created["turn_limit"] == DOUBLES_TURN_LIMIT
    assert [[s["deck"]["deck"] for s in e["seats"]] for e in created["entrants"]] == [
        [s["deck"] for s in seats[:2]], [s["deck"] for s in seats[2:]]]
    bad = [
        ({**body, "entrants": [{"seats": seats[:3]}, {"seats": seats[3:]}]}, "has 2 seats, not 3"),
        ({**body, "entrants": [{"seats": seats[:2]}]}, "at least 2"),
        ({**body, "format": "1v1", "entrants": [{"seats": seats[:1]}, {"seats": seats[2:3]}]}, "are Doubles decks"),
        ({**body, "entrants": [{"seats": seats[:2]}, {"seats": [seats[2], {**seats[3], "player": "chess"}]}]},
         "Unknown AI player 'chess'"),
    ]
    for payload, text in bad:
        response = api.post("/api/v1/simulations/", payload, format="json")
        assert response.status_code == 400
        error = response.json()
        assert error["object"] == "error" and text in json.dumps(error["fields"]), error
    assert MatchRun.objects.count() == 1


def test_the_form_starts_a_doubles_run_and_its_pages_show_teams_and_8_lanes(client, alice, precon_decks):
    client.force_login(alice)
    page = client.get("/simulations/doubles/new/").content.decode()
    assert precon_decks["2v2-moniker"].name.replace("'", "&#x27;") in page
    form = {f"deck_{s}": precon_decks[n].pk for s, n in zip(("a1", "a2", "b1", "b2"), DOUBLES_PRECONS, strict=True)}
    form.update({f"player_{s}": "random" for s in ("a1", "a2", "b1", "b2")})
    response = client.post("/simulations/doubles/new/", {**form, "games": 2, "seed": 8})
    assert response.status_code == 302, response.content.decode()[:3000]
    run = play_all(MatchRun.objects.get())
    assert [[s.deck.deck_id for s in e.seats.all()] for e in run.entrant_list()] == [
        [form["deck_a1"], form["deck_a2"]], [form["deck_b1"], form["deck_b2"]]]
    page = client.get(run.get_absolute_url()).content.decode()
    assert "Team A wins" in page and "Team A on the play" in page and 'data-seat="B2"' in page
    replay = client.get(f"/simulations/{run.pk}/games/0/").content.decode()
    assert "A1 went first" in replay and "replay-data" in replay
    api = client.get(f"/api/v1/simulations/{run.pk}/games/1/").json()
    assert api["record"]["outcome"]["winner"] in ("a", "b", None) and api["record"]["seats"] == ["A1", "B1", "A2", "B2"]


def test_the_replay_shows_the_8_lanes_as_the_table_sits_with_both_teams_hp(alice, precon_decks):
    run = play_all(services.run_create_for_game(owner=alice, format="doubles", games=1, seed=3,
                                            entrants=team_entrants(precon_decks)))
    row = GameResult.objects.get(run=run)
    steps = doubles.replay_steps(row)["steps"]
    record = doubles.DoublesMatch.for_run(run).record(row)
    state = new_game(record.setup, record.seed)
    for action in record.actions:
        state.apply_action(action)
    last = steps[-1]["board"]
    assert len(last["lanes"]) == 8 and [lane["number"] for lane in last["lanes"]] == list(range(1, 9))
    # R26: each Lane is one of team A's Landscapes and the one it faces (the engine's Board.facing)
    for lane in last["lanes"]:
        a_seat = doubles.TABLE_SEATS.index(lane["a"]["seat"])
        b_seat, b_lane = state.facing(a_seat, lane["a"]["number"] - 1)
        assert (doubles.TABLE_SEATS[b_seat], b_lane + 1) == (lane["b"]["seat"], lane["b"]["number"])
    assert [(lane["a"]["seat"] + "-" + str(lane["a"]["number"]), lane["b"]["seat"] + "-" + str(lane["b"]["number"]))
            for lane in last["lanes"]][:4] == [("A1-1", "B1-4"), ("A1-2", "B1-3"), ("A1-3", "B2-2"), ("A1-4", "B2-1")]
    assert last["hp"] == {"a": max(row.data["hp_a"], 0), "b": max(row.data["hp_b"], 0)}
    assert steps[0]["board"]["hp"] == {"a": 40, "b": 40}  # R34: 40 each at the start
    lost = [c for s in steps for c in s["changes"] if "loses" in c]
    assert lost and all(c.startswith(("team A", "team B")) for c in lost)


def test_the_engine_reads_the_same_lanes_as_the_catalogue_file():
    """The replay's Lane order is R26's table: the same 8 pairs as the engine's facing, from a fresh game."""
    pool = load_card_pool(CATALOGUE)
    setup = doubles_game_setup(tuple(pool.setup(p) for p in DOUBLES_PRECONS), 0)
    position = new_game(setup, 1).to_json()
    lanes = doubles.lanes_of_table(position["players"], {})
    assert [(lane["a"]["seat"], lane["b"]["seat"]) for lane in lanes] == [
        ("A1", "B1"), ("A1", "B1"), ("A1", "B2"), ("A1", "B2"), ("A2", "B2"), ("A2", "B2"), ("A2", "B1"), ("A2", "B1")]


def test_a_doubles_deck_page_says_so_and_is_legal_by_the_doubles_rules(client, precon_decks):
    page = client.get(f"/decks/{precon_decks['2v2-charlie'].pk}/").content.decode()
    assert "A Doubles deck" in page and "Legal deck" in page and "Not legal yet" not in page
    page = client.get(f"/decks/{precon_decks['CP1-finn'].pk}/").content.decode()
    assert "A Doubles deck" not in page and "Legal deck" in page


def test_a_doubles_run_offers_cancel_and_more_games_to_its_owner_only(client, alice, bob, precon_decks):
    run = services.run_create_for_game(owner=alice, format="doubles", games=2, seed=5,
                                       entrants=team_entrants(precon_decks))
    MatchRun.objects.filter(pk=run.pk).update(is_public=True)
    cancel = f'action="/simulations/{run.pk}/cancel/"'
    client.force_login(bob)  # a public run: bob reads it, and is offered nothing he could not do
    assert cancel not in client.get(run.get_absolute_url()).content.decode()
    client.force_login(alice)
    assert cancel in client.get(run.get_absolute_url()).content.decode()
    run = play_all(run)
    page = client.get(run.get_absolute_url()).content.decode()
    assert 'id="more-form"' in page and cancel not in page
    client.force_login(bob)
    assert 'id="more-form"' not in client.get(run.get_absolute_url()).content.decode()


def test_more_games_of_a_doubles_run_are_the_games_of_one_longer_run(alice, precon_decks):
    def games(run):
        return [(r.game_index, r.seed, r.places, r.turns, r.actions) for r in run.results.order_by("game_index")]

    short = play_all(services.run_create_for_game(owner=alice, format="doubles", games=2, seed=9,
                                                  entrants=team_entrants(precon_decks)))
    longer = play_all(services.run_create_for_game(owner=alice, format="doubles", games=3, seed=9,
                                                   entrants=team_entrants(precon_decks)))
    extended = play_all(services.run_extend(run=short, games=1))
    assert extended.status == MatchRun.Status.DONE and games(extended) == games(longer)
