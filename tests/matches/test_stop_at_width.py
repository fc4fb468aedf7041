"""A run asked to stop when deck A's 95% interval is +-N points: the rule (a confidence sequence) and the run."""

import math
import random

import pytest
from rest_framework.test import APIClient

from matches import sequential, services
from matches.models import MatchRun


def test_the_sequence_is_wider_than_a_fixed_interval_and_narrows_with_games():
    rho = sequential.mixture_rho(0.03)
    widths = [sequential.half_width(n, rho=rho) for n in (100, 1000, 3000, 10_000)]
    assert widths == sorted(widths, reverse=True)
    fixed = sequential.Z95 * 0.5 / math.sqrt(3000)
    assert 1.5 * fixed < sequential.half_width(3000, rho=rho) < 2 * fixed
    assert sequential.half_width(0, rho=rho) == math.inf


def test_stopping_at_the_first_narrow_look_keeps_the_sequence_valid_but_not_a_fixed_interval():
    """400 runs of a 50% matchup, looked at after every game up to 2,000: the sequence excludes the true rate
    at some look in under 5% of them; a fixed-size 95% interval, looked at as often, far more often."""
    rng = random.Random(2026)
    rho = sequential.mixture_rho(0.05)
    sequence_misses = fixed_misses = 0
    for _ in range(400):
        wins, seq_missed, fixed_missed = 0, False, False
        for n in range(1, 2001):
            wins += rng.random() < 0.5
            rate = wins / n
            seq_missed |= abs(rate - 0.5) > sequential.half_width(n, rho=rho)
            fixed_missed |= n >= 30 and abs(rate - 0.5) > sequential.Z95 * 0.5 / math.sqrt(n)
        sequence_misses += seq_missed
        fixed_misses += fixed_missed
    assert sequence_misses / 400 < 0.05
    assert fixed_misses / 400 > 0.2


def test_check_counts_whole_mirrored_pairs_and_waits_until_narrow():
    assert sequential.check([1.0, 0.0] * 20, width=0.05, mirrored=False) is None  # 40 games: far too wide
    found = sequential.check([1.0, 0.0] * 80 + [1.0], width=0.2, mirrored=True)
    assert found is not None and found["games"] == 160 and found["rate"] == 0.5  # 80 pairs, the odd game out
    assert found["half_width"] <= 0.2 and found["low"] < 0.5 < found["high"]


@pytest.mark.django_db
def test_a_run_stops_itself_at_the_width_and_is_exactly_a_shorter_run(client, alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 25
    finn, bmo = precon_decks["CP1-finn"].current_version, precon_decks["CP2-bmo"].current_version
    api = APIClient()
    api.force_authenticate(alice)
    body = api.post("/api/v1/simulations/", {"version_a": finn.pk, "version_b": bmo.pk, "games": 400,
                                             "player_a": "simple", "player_b": "random", "seed": 9,
                                             "mirrored": False, "stop_width": 20}, format="json")
    assert body.status_code == 201, body.json()
    run = MatchRun.objects.get(pk=body.json()["id"])
    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    run.refresh_from_db()
    assert run.status == MatchRun.Status.DONE and run.stopped is not None
    stopped = run.stopped["games"]
    assert 10 <= stopped < 400 and run.games == stopped == run.summary["games"] == run.results.count()
    assert run.stopped["half_width"] <= 0.2
    # Never before the sequence is that narrow (at 73 games), and at the first look after it (chunks of 25).
    first = next(n for n in range(1, 400) if sequential.half_width(n, rho=sequential.mixture_rho(0.2)) <= 0.2)
    assert first == 73 and first <= stopped < first + 25
    plain = services.run_create(owner=alice, deck_a=finn, deck_b=bmo, games=stopped, seed=9,
                                players=("simple", "random"))
    while services.run_work(run_id=plain.pk, worker="test") != "idle":
        pass
    plain.refresh_from_db()
    assert plain.summary == run.summary
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert f"Stopped at {stopped} games" in page and "confidence sequence" in page
    detail = api.get(f"/api/v1/simulations/{run.pk}/").json()
    assert detail["stop_width"] == 20 and detail["stopped"]["games"] == stopped


@pytest.mark.django_db
@pytest.mark.parametrize(("extra", "text"), [({"stop_width": 0.1}, "between 0.5 and 25"),
                                             ({"game": "trash-war"}, "Card Wars 1 vs 1")])
def test_bad_widths_are_refused(alice, precon_decks, extra, text):
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError, match=text):
        if extra.get("game"):
            services.run_create_for_game(owner=alice, game="trash-war", entrants=[[(None, "random")]] * 2,
                                         games=10, stop_width=5)
        else:
            services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                                deck_b=precon_decks["CP2-bmo"].current_version, games=10, **extra)
