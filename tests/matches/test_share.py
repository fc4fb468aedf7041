"""Shareable reports: a run, gauntlet or swap test is private by default; its owner can make it public, and then
anyone with the link reads it (signed out too), read-only, with its decks, AIs, seed and engine; its replays
follow. Lists stay the owner's; another user's private item is a 404 on the pages and the API."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.utils.html import escape
from rest_framework.test import APIClient

from cards.models import Game
from decks.models import Deck
from matches import services, swaps, versions
from matches.models import MatchRun
from tests.matches.conftest import new_run, play_all

pytestmark = pytest.mark.django_db



@pytest.fixture
def finished(alice, precon_decks):
    return play_all(new_run(alice, precon_decks, games=4, seed=31))


def pages(run):
    return [run.get_absolute_url(), f"/simulations/{run.pk}/games/0/", f"/simulations/{run.pk}/progress/"]


def test_a_run_is_private_by_default_and_a_404_to_anyone_else(client, finished, bob):
    assert not finished.is_public
    for url in pages(finished):
        assert client.get(url).status_code == 404  # signed out: not a login page that confirms it exists
    client.force_login(bob)
    for url in pages(finished):
        assert client.get(url).status_code == 404
    api = APIClient()
    assert api.get(f"/api/v1/simulations/{finished.pk}/").status_code == 404
    assert api.get(f"/api/v1/simulations/{finished.pk}/games/0/").status_code == 404
    api.force_authenticate(bob)
    assert api.get(f"/api/v1/simulations/{finished.pk}/").status_code == 404
    assert api.post(f"/api/v1/simulations/{finished.pk}/share/", {"public": True}, format="json").status_code == 404
    finished.refresh_from_db()
    assert not finished.is_public


def test_the_owner_makes_a_run_public_and_a_signed_out_reader_sees_it_read_only(client, finished, alice, bob):
    client.force_login(alice)
    page = client.get(finished.get_absolute_url()).content.decode()
    assert 'id="share-toggle"' in page and "Make it public" in page
    client.post(f"/simulations/{finished.pk}/share/", {"public": "1"})
    finished.refresh_from_db()
    assert finished.is_public
    client.logout()
    response = client.get(finished.get_absolute_url())
    assert response.status_code == 200
    page = response.content.decode()
    # What produced the games: the seed, both AIs, the engine and both decks as they played.
    assert f"Seed {finished.seed}" in page and "AIs random vs random" in page
    assert finished.engine_version == versions.engine_version() and f"engine {finished.engine_version}" in page
    deck_a, deck_b = finished.decks()
    assert 'id="deck-lists"' in page and f"Deck A: {escape(deck_a.deck.name)}" in page
    assert f"Deck B: {escape(deck_b.deck.name)}" in page
    # Read-only: no toggle, no cancel; a note says whose it is.
    assert 'id="share-toggle"' not in page and 'id="shared-note"' in page
    assert client.get(f"/simulations/{finished.pk}/games/0/").status_code == 200  # its replays are public too
    assert client.post(f"/simulations/{finished.pk}/share/", {"public": "0"}).status_code == 302  # to the login
    finished.refresh_from_db()
    assert finished.is_public
    api = APIClient()
    body = api.get(f"/api/v1/simulations/{finished.pk}/").json()
    assert body["is_public"] and body["seed"] == finished.seed and body["engine_version"] == finished.engine_version
    assert api.get(f"/api/v1/simulations/{finished.pk}/games/1/").json()["game_index"] == 1
    assert api.get("/api/v1/simulations/").status_code in (401, 403)  # lists are the owner's
    api.force_authenticate(bob)
    assert api.get("/api/v1/simulations/").json()["count"] == 0  # a public run is shared by link, not listed
    assert api.post(f"/api/v1/simulations/{finished.pk}/cancel/").status_code == 404
    # And private again, through the API.
    api.force_authenticate(alice)
    answer = api.post(f"/api/v1/simulations/{finished.pk}/share/", {"public": False}, format="json").json()
    assert answer["public"] is False and answer["url"].endswith(finished.get_absolute_url())
    assert client.get(finished.get_absolute_url()).status_code == 404


def test_a_public_gauntlet_shares_its_runs(client, alice, bob, precon_decks):
    gauntlet = services.gauntlet_create(owner=alice, deck=precon_decks["CP1-finn"].current_version,
                                        opponents=[precon_decks["CP1-jake"].current_version,
                                                   precon_decks["CP2-bmo"].current_version],
                                        games=2, players=("random", "random"), seed=3)
    for run in gauntlet.runs.all():
        play_all(run)
    client.force_login(bob)
    assert client.get(gauntlet.get_absolute_url()).status_code == 404
    assert APIClient().get(f"/api/v1/gauntlets/{gauntlet.pk}/").status_code == 404
    services.share_set(item=gauntlet, public=True)
    client.logout()
    page = client.get(gauntlet.get_absolute_url()).content.decode()
    assert 'id="shared-note"' in page and "Cancel the whole gauntlet" not in page and "AIs random vs random" in page
    for run in gauntlet.runs.all():
        assert run.is_public and client.get(run.get_absolute_url()).status_code == 200
    assert APIClient().get(f"/api/v1/gauntlets/{gauntlet.pk}/").json()["is_public"] is True
    services.share_set(item=gauntlet, public=False)
    assert not MatchRun.objects.filter(gauntlet=gauntlet, is_public=True).exists()


def _swap(alice, precon_decks, games=2):
    finn = precon_decks["CP1-finn"]
    content = {e.card.slug: e.count for e in finn.current_version.entries.select_related("card")}
    out = next(slug for slug, n in sorted(content.items()) if n == 1)
    return swaps.swap_create(owner=alice, deck=finn, card_out=out,
                             card_in="dogboy" if "dogboy" not in content else "cool-dog",
                             opponents=[precon_decks["CP1-jake"].current_version], games=games,
                             players=("random", "random"), seed=5)


def test_swap_tests_are_listed_for_their_owner_on_a_page_and_in_the_api(client, alice, bob, precon_decks):
    swap = _swap(alice, precon_decks)
    client.force_login(alice)
    listing = client.get("/simulations/").content.decode()
    assert swap.get_absolute_url() in listing and 'href="/swaps/"' in listing and 'href="/gauntlets/"' in listing
    page = client.get("/swaps/").content.decode()
    assert swap.get_absolute_url() in page and escape(swap.card_in.name) in page
    api = APIClient()
    api.force_authenticate(alice)
    rows = api.get("/api/v1/swaps/").json()["results"]
    assert [r["id"] for r in rows] == [swap.pk] and rows[0]["card_out"] == swap.card_out.slug
    detail = api.get(f"/api/v1/swaps/{swap.pk}/").json()
    assert detail["report"]["of"] == 2 and len(detail["runs"]) == 1
    client.force_login(bob)
    assert swap.get_absolute_url() not in client.get("/swaps/").content.decode()
    assert client.get(swap.get_absolute_url()).status_code == 404
    api.force_authenticate(bob)
    assert api.get("/api/v1/swaps/").json()["count"] == 0
    assert api.get(f"/api/v1/swaps/{swap.pk}/").status_code == 404
    assert api.post(f"/api/v1/swaps/{swap.pk}/share/", {"public": True}, format="json").status_code == 404
    client.logout()
    assert client.get("/swaps/").status_code == 302 and client.get("/gauntlets/").status_code == 302


def test_a_public_swap_test_shares_its_runs_read_only(client, alice, precon_decks):
    swap = _swap(alice, precon_decks)
    api = APIClient()
    api.force_authenticate(alice)
    assert api.post(f"/api/v1/swaps/{swap.pk}/share/", {"public": True}, format="json").json()["public"] is True
    pair = swap.pairs.get()
    page = client.get(swap.get_absolute_url()).content.decode()
    assert 'id="shared-note"' in page and "Cancel the whole swap test" not in page
    assert swap.variant.deck.get_absolute_url() not in page  # the owner's private deck is not linked
    for run in (pair.base_run, pair.variant_run):
        assert client.get(run.get_absolute_url()).status_code == 200


def test_a_swap_test_keeps_its_deck_out_of_my_decks(client, alice, precon_decks):
    swap = _swap(alice, precon_decks)
    built = Deck.objects.create(owner=alice, name="My own deck")
    client.force_login(alice)
    page = client.get("/decks/").content.decode()
    mine = page[page.index('id="my-decks"'):page.index("</ul>", page.index('id="my-decks"'))]
    assert built.name in mine and escape(swap.variant.deck.name) not in mine
    saved = page[page.index('id="swap-decks"'):]
    assert swap.variant.deck.get_absolute_url() in saved[:saved.index("</details>")]
    # Once its owner edits it, it is a deck of theirs like any other.
    from decks import services as deck_services
    from decks.selectors import deck_list_of

    variant = Deck.objects.get(pk=swap.variant.deck_id)
    content = deck_list_of(swap.variant)
    out = next(slug for slug in sorted(content.cards) if slug != swap.card_in.slug)
    edited = swaps.swapped_list(content, out, swap.card_out.slug, 1)
    deck_services.deck_update(deck=variant, content=edited, name="Kept after the swap")
    page = client.get("/decks/").content.decode()
    mine = page[page.index('id="my-decks"'):page.index("</ul>", page.index('id="my-decks"'))]
    assert "Kept after the swap" in mine and 'id="swap-decks"' not in page


@pytest.mark.parametrize("game", ["trash-war", "naruto"])
def test_public_runs_of_every_game_read_signed_out(client, alice, bob, game, catalogue):
    if game == "naruto":
        call_command("sync_precon_decks", stdout=StringIO())
        demos = {d.demo: d for d in Deck.objects.filter(game=Game.NARUTO).exclude(demo="")}
        entrants = [[(demos["leaf-taijutsu"].current_version, "random")],
                    [(demos["mist-and-fire"].current_version, "random")]]
    else:
        entrants = [[(None, "random")], [(None, "random")]]
    run = play_all(services.run_create_for_game(owner=alice, game=game, entrants=entrants, games=2, seed=9))
    for url in pages(run)[:2]:
        assert client.get(url).status_code == 404
    services.share_set(item=run, public=True)
    page = client.get(run.get_absolute_url()).content.decode()
    assert f"Seed {run.seed}" in page and f"engine {run.engine_version}" in page and 'id="shared-note"' in page
    assert client.get(f"/simulations/{run.pk}/games/1/").status_code == 200
