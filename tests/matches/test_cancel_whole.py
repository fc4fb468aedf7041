"""A whole gauntlet or swap test is cancelled in one go, from its page or (gauntlets) the API."""

import pytest
from rest_framework.test import APIClient

from matches import services, swaps
from matches.models import MatchChunk, MatchRun

pytestmark = pytest.mark.django_db


@pytest.fixture
def gauntlet(alice, precon_decks):
    return services.gauntlet_create(owner=alice, deck=precon_decks["CP1-finn"].current_version,
                                    opponents=[precon_decks["CP1-jake"].current_version,
                                               precon_decks["CP2-bmo"].current_version],
                                    games=20, players=("random", "random"))


@pytest.fixture
def swap(alice, precon_decks):
    finn = precon_decks["CP1-finn"]
    content = {e.card.slug: e.count for e in finn.current_version.entries.select_related("card")}
    out = next(slug for slug, n in sorted(content.items()) if n == 1)
    return swaps.swap_create(owner=alice, deck=finn, card_out=out,
                             card_in="dogboy" if "dogboy" not in content else "cool-dog",
                             opponents=[precon_decks["CP1-jake"].current_version], games=20,
                             players=("random", "random"))


def api_for(user):
    api = APIClient()
    api.force_authenticate(user)
    return api


def test_the_api_cancels_every_run_of_a_gauntlet_and_then_says_nothing_is_left(alice, gauntlet):
    first = gauntlet.runs.order_by("pk").first()
    services.chunk_next(run_id=first.pk, worker="w")  # one run is playing
    response = api_for(alice).post(f"/api/v1/gauntlets/{gauntlet.pk}/cancel/")
    assert response.status_code == 200, response.json()
    assert set(gauntlet.runs.values_list("status", flat=True)) == {MatchRun.Status.CANCELLED}
    assert not MatchChunk.objects.filter(run__gauntlet=gauntlet, state=MatchChunk.State.RUNNING).exists()
    again = api_for(alice).post(f"/api/v1/gauntlets/{gauntlet.pk}/cancel/")
    assert again.status_code == 400 and "nothing to cancel" in again.json()["details"]


def test_another_user_cannot_cancel_a_gauntlet(bob, gauntlet):
    assert api_for(bob).post(f"/api/v1/gauntlets/{gauntlet.pk}/cancel/").status_code == 404
    assert set(gauntlet.runs.values_list("status", flat=True)) == {MatchRun.Status.QUEUED}


def test_the_gauntlet_page_cancels_the_whole_gauntlet(client, alice, gauntlet):
    client.force_login(alice)
    page = client.get(gauntlet.get_absolute_url()).content.decode()
    assert f"/gauntlets/{gauntlet.pk}/cancel/" in page
    assert client.post(f"/gauntlets/{gauntlet.pk}/cancel/").status_code == 302
    assert set(gauntlet.runs.values_list("status", flat=True)) == {MatchRun.Status.CANCELLED}


def test_the_swap_page_cancels_both_runs_of_every_pair(client, alice, bob, swap):
    runs = [r for pair in swap.pairs.all() for r in (pair.base_run_id, pair.variant_run_id)]
    client.force_login(bob)
    assert client.post(f"/swaps/{swap.pk}/cancel/").status_code == 404
    client.force_login(alice)
    assert f"/swaps/{swap.pk}/cancel/" in client.get(swap.get_absolute_url()).content.decode()
    assert client.get(f"/swaps/{swap.pk}/cancel/").status_code == 405
    assert client.post(f"/swaps/{swap.pk}/cancel/").status_code == 302
    assert set(MatchRun.objects.filter(pk__in=runs).values_list("status", flat=True)) == {MatchRun.Status.CANCELLED}
