"""Each user's budget of work: queued and running games weighted by their AIs' cost, whatever creates them."""

import math
import threading
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from rest_framework.test import APIClient

from matches import budget, services, swaps
from matches.models import MatchRun

PLAYERS = ("random", "random")


def games_per_run() -> int:
    """Games whose work is about two seconds at the random pairing's cost (whatever the table says)."""
    return min(100_000, math.ceil(2 / budget.cost_per_game(PLAYERS)))


def allow_runs(settings, runs: float, games: int):
    """A budget that holds `runs` runs of `games` random games (the fraction: room for part of one more)."""
    settings.SIMULATION_WORK_BUDGET_SECONDS = math.floor(runs * games * budget.cost_per_game(PLAYERS))


def versions(decks, *names):
    return [decks[name].current_version for name in names]


def swap_card(deck):
    content = {e.card.slug: e.count for e in deck.current_version.entries.select_related("card")}
    out = next(slug for slug, n in sorted(content.items()) if n == 1)
    return out, ("dogboy" if "dogboy" not in content else "cool-dog")


@pytest.mark.django_db
class TestBudget:
    def test_a_run_over_the_budget_is_refused_saying_what_is_left(self, alice, precon_decks, settings):
        games = games_per_run()
        allow_runs(settings, 1.5, games)
        finn, jake = versions(precon_decks, "CP1-finn", "CP1-jake")
        services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=games, players=PLAYERS)
        with pytest.raises(budget.OverBudget, match="you have .* left of your .* is queued or running"):
            services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=games, players=PLAYERS)
        left = settings.SIMULATION_WORK_BUDGET_SECONDS - budget.work_in_use(alice)
        assert 0 < left < games * budget.cost_per_game(PLAYERS)
        # A smaller run that fits in what is left is accepted.
        services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=games // 4, players=PLAYERS)

    def test_a_gauntlet_counts_the_work_of_all_its_runs(self, alice, precon_decks, settings):
        games = games_per_run()
        allow_runs(settings, 2.5, games)
        deck, *opponents = versions(precon_decks, "CP1-finn", "CP1-jake", "CP2-bmo", "CP4-ice-king")
        with pytest.raises(budget.OverBudget, match="This gauntlet needs"):
            services.gauntlet_create(owner=alice, deck=deck, opponents=opponents, games=games, players=PLAYERS)
        assert MatchRun.objects.count() == 0
        services.gauntlet_create(owner=alice, deck=deck, opponents=opponents[:2], games=games, players=PLAYERS)
        assert MatchRun.objects.count() == 2

    def test_a_swap_test_counts_both_runs_of_every_opponent(self, alice, precon_decks, settings):
        games = games_per_run()
        allow_runs(settings, 3.5, games)
        finn = precon_decks["CP1-finn"]
        out, card_in = swap_card(finn)
        opponents = versions(precon_decks, "CP1-jake", "CP2-bmo")
        with pytest.raises(budget.OverBudget, match="This swap test needs"):
            swaps.swap_create(owner=alice, deck=finn, card_out=out, card_in=card_in, opponents=opponents,
                              games=games, players=PLAYERS)
        swaps.swap_create(owner=alice, deck=finn, card_out=out, card_in=card_in, opponents=opponents[:1],
                          games=games, players=PLAYERS)
        assert MatchRun.objects.count() == 2

    def test_cancelled_games_give_the_budget_back(self, alice, precon_decks, settings):
        games = games_per_run()
        allow_runs(settings, 1.5, games)
        finn, jake = versions(precon_decks, "CP1-finn", "CP1-jake")
        run = services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=games, players=PLAYERS)
        assert budget.work_in_use(alice) == pytest.approx(games * run.cost_per_game)
        with pytest.raises(budget.OverBudget):
            services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=games, players=PLAYERS)
        services.run_cancel(run=run)
        assert budget.work_in_use(alice) == 0
        services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=games, players=PLAYERS)

    def test_the_api_answers_429_in_the_error_shape_with_what_is_left(self, alice, precon_decks, settings):
        games = games_per_run()
        allow_runs(settings, 1.5, games)
        api = APIClient()
        api.force_authenticate(alice)
        body = {"deck_a": precon_decks["CP1-finn"].pk, "deck_b": precon_decks["CP1-jake"].pk, "games": games,
                "player_a": "random", "player_b": "random"}
        assert api.post("/api/v1/simulations/", body, format="json").status_code == 201
        refused = api.post("/api/v1/simulations/", body, format="json")
        assert refused.status_code == 429
        error = refused.json()
        assert (error["object"], error["status"], error["code"]) == ("error", 429, "over_budget")
        assert "left of your" in error["details"]
        gauntlet = api.post("/api/v1/gauntlets/", {"deck": precon_decks["CP1-finn"].pk, "games": games,
                                                   "opponents": [precon_decks["CP2-bmo"].pk],
                                                   "player_a": "random", "player_b": "random"}, format="json")
        assert gauntlet.status_code == 429 and gauntlet.json()["code"] == "over_budget"


@pytest.fixture
def loaded(django_user_model):
    # Threads use connections of their own: what they read must be committed.
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    from decks.models import Deck

    decks = {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon",
                                                                                              "current_version")}
    return django_user_model.objects.create_user("greedy-user", password="a-long-passphrase-4"), decks


@pytest.mark.django_db(transaction=True)
def test_every_way_of_creating_work_at_once_never_passes_the_budget(loaded, settings):
    """Run, gauntlet, swap test and both API endpoints, two threads each, all at once: the runs that get in
    never hold more work than the budget, and every refusal is the budget's."""
    if connection.vendor != "postgresql":
        pytest.skip("row locks are what this checks: run it on PostgreSQL (make test-services)")
    user, decks = loaded
    games = games_per_run()
    allow_runs(settings, 3.5, games)
    finn, jake, bmo = (decks[n] for n in ("CP1-finn", "CP1-jake", "CP2-bmo"))
    out, card_in = swap_card(finn)

    def by_api(path, body):
        api = APIClient()
        api.force_authenticate(user)
        response = api.post(path, body, format="json")
        if response.status_code == 429:
            raise budget.OverBudget(response.json()["details"], left=0)
        assert response.status_code == 201, response.json()

    ways = {
        "run": lambda: services.run_create(owner=user, deck_a=finn.current_version, deck_b=jake.current_version,
                                           games=games, players=PLAYERS),
        "gauntlet": lambda: services.gauntlet_create(owner=user, deck=finn.current_version,
                                                     opponents=[jake.current_version, bmo.current_version],
                                                     games=games, players=PLAYERS),
        "swap": lambda: swaps.swap_create(owner=user, deck=finn, card_out=out, card_in=card_in,
                                          opponents=[jake.current_version], games=games, players=PLAYERS),
        "api run": lambda: by_api("/api/v1/simulations/", {"deck_a": finn.pk, "deck_b": jake.pk, "games": games,
                                                            "player_a": "random", "player_b": "random"}),
        "api gauntlet": lambda: by_api("/api/v1/gauntlets/", {"deck": finn.pk, "opponents": [jake.pk, bmo.pk],
                                                              "games": games, "player_a": "random",
                                                              "player_b": "random"}),
    }
    start = threading.Barrier(2 * len(ways))
    outcomes, lock = [], threading.Lock()

    def attempt(name, create):
        start.wait()
        try:
            create()
            outcome = "created"
        except budget.OverBudget:
            outcome = "over budget"
        except Exception as exc:  # reported below: only the budget may refuse
            outcome = f"{exc.__class__.__name__}: {exc}"
        finally:
            connection.close()
        with lock:
            outcomes.append((name, outcome))

    threads = [threading.Thread(target=attempt, args=item) for item in [*ways.items()] * 2]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert len(outcomes) == len(threads)
    assert {o for _, o in outcomes} <= {"created", "over budget"}, outcomes
    assert budget.work_in_use(user) <= settings.SIMULATION_WORK_BUDGET_SECONDS
    runs = MatchRun.objects.filter(owner=user).count()
    assert 1 <= runs <= 3 and "over budget" in {o for _, o in outcomes}
