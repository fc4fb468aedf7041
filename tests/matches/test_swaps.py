"""The swap-one-card test: both versions on the same shuffles, and a paired interval for the difference."""

import math

import pytest
from django.core.exceptions import ValidationError

from decks.models import Deck
from matches import services, swaps
from matches.models import MatchRun, SwapTest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("df, table", [(1, 12.706), (2, 4.303), (3, 3.182), (5, 2.571), (10, 2.228), (30, 2.042),
                                       (100, 1.984), (10_000, 1.960)])
def test_t_quantiles_match_the_table(df, table):
    tolerance = 0.004 if df == 3 else 0.001
    assert swaps.t_quantile_975(df) == pytest.approx(table, abs=tolerance)


def test_paired_difference_on_known_numbers():
    # Ten pairs: the variant won 3 games the base lost, the other 7 ended the same.
    found = swaps.paired_difference([1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
    # mean 0.3; s^2 = (3 * 0.49 + 7 * 0.09) / 9 = 0.2333; se = sqrt(0.2333 / 10) = 0.15275; t(9) = 2.262
    assert found["difference"] == pytest.approx(0.3)
    assert found["se"] == pytest.approx(math.sqrt(0.7 / 3 / 10), rel=1e-9)
    assert (found["low"], found["high"]) == pytest.approx((0.3 - 2.2622 * 0.15275, 0.3 + 2.2622 * 0.15275), abs=2e-4)
    assert (found["better"], found["worse"], found["same"]) == (3, 0, 7)
    # No variation at all: the interval is the point itself.
    same = swaps.paired_difference([0] * 50)
    assert (same["difference"], same["low"], same["high"]) == (0, 0, 0)
    assert swaps.paired_difference([1]) is None


def play(run):
    for chunk in run.chunks.all():
        services.chunk_play(chunk_id=chunk.pk)


def test_the_same_deck_on_the_same_seed_plays_the_same_games(alice, precon_decks):
    """Common random numbers: what makes the pairs pairs. Two runs of one deck, one seed: no difference."""
    finn, jake = precon_decks["CP1-finn"].current_version, precon_decks["CP1-jake"].current_version
    runs = [services.run_create(owner=alice, deck_a=finn, deck_b=jake, games=12, seed=99,
                                players=("random", "random")) for _ in range(2)]
    for run in runs:
        play(run)
    a, b = ([p for _, p in r.results.order_by("game_index").values_list("game_index", "places")] for r in runs)
    assert a == b
    assert swaps.paired_difference([0] * len(a))["high"] == 0


def test_a_swap_test_plays_both_versions_on_the_same_seeds_and_reports_the_difference(alice, precon_decks, client):
    finn = precon_decks["CP1-finn"]
    content = {e.card.slug: e.count for e in finn.current_version.entries.select_related("card")}
    out = next(slug for slug, n in sorted(content.items()) if n == 1)
    swap = swaps.swap_create(owner=alice, deck=finn, card_out=out, card_in="dogboy" if "dogboy" not in content
                             else "cool-dog", opponents=[precon_decks["CP1-jake"].current_version,
                                                         precon_decks["CP2-bmo"].current_version],
                             games=10, players=("random", "random"), seed=5)
    pairs = list(swap.pairs.select_related("base_run", "variant_run"))
    assert len(pairs) == 2 and MatchRun.objects.count() == 4
    for pair in pairs:
        assert pair.base_run.seed == pair.variant_run.seed and pair.base_run.decks()[1] == pair.variant_run.decks()[1]
        assert pair.base_run.decks()[0] == swap.deck and pair.variant_run.decks()[0] == swap.variant
        play(pair.base_run)
        play(pair.variant_run)
    variant = Deck.objects.get(pk=swap.variant.deck_id)
    assert variant.owner == alice and not variant.is_public and out not in {
        e.card.slug for e in swap.variant.entries.select_related("card")}
    found = swaps.swap_report(SwapTest.objects.get(pk=swap.pk))
    assert found["complete"] and found["games"] == 20
    overall = found["overall"]
    assert overall["better"] + overall["worse"] + overall["same"] == 20
    base_rate = sum(r["base"] * r["games"] for r in found["rows"]) / 20
    variant_rate = sum(r["variant"] * r["games"] for r in found["rows"]) / 20
    assert overall["difference"] == pytest.approx(variant_rate - base_rate)
    assert overall["low"] <= overall["difference"] <= overall["high"]
    client.force_login(alice)
    html = client.get(swap.get_absolute_url()).content.decode()
    assert "The swap changes the win rate by" in html and "95% interval" in html


def test_a_swap_must_keep_the_deck_legal_and_take_out_a_card_it_holds(alice, precon_decks):
    finn = precon_decks["CP3-princess-bubblegum"]
    content = {e.card.slug: e.count for e in finn.current_version.entries.select_related("card")}
    two, other_two = [slug for slug, n in sorted(content.items()) if n == 2][:2]
    one = next(slug for slug, n in sorted(content.items()) if n == 1)
    opponents = [precon_decks["CP1-jake"].current_version]
    with pytest.raises(ValidationError, match="not a legal deck"):  # 2 + 2 copies break R2
        swaps.swap_create(owner=alice, deck=finn, card_out=two, card_in=other_two, copies=2, opponents=opponents,
                          games=4, players=("random", "random"))
    with pytest.raises(ValidationError, match=f"cannot give up {content[one] + 1}"):
        swaps.swap_create(owner=alice, deck=finn, card_out=one, card_in="dogboy", copies=content[one] + 1,
                          opponents=opponents,
                          games=4, players=("random", "random"))
    assert not SwapTest.objects.exists() and not MatchRun.objects.exists()
    assert not Deck.objects.filter(owner=alice).exists()


def test_the_swap_form_takes_a_card_by_name(client, alice, precon_decks):
    finn = precon_decks["CP1-finn"]
    client.force_login(alice)
    page = client.get(f"/decks/{finn.pk}/swap/").content.decode()
    assert 'name="card_out"' in page and 'name="card_in"' in page
    content = {e.card.slug: e.count for e in finn.current_version.entries.select_related("card")}
    out = next(slug for slug, n in sorted(content.items()) if n == 1)
    response = client.post(f"/decks/{finn.pk}/swap/", {"card_out": out, "card_in": "Cool Dgo", "copies": 1,
                                                       "opponents": [precon_decks["CP1-jake"].pk], "games": 4,
                                                       "player_a": "random", "player_b": "random"})
    assert "did you mean Cool Dog" in response.content.decode()
    assert not SwapTest.objects.exists()
