"""Naruto CCG runs beyond one matchup: a cancel that stops the game in play, gauntlets and swap tests of Naruto
decks (legality by the Naruto deck rules, NR8-NR11), and the report's per-card splits."""

from io import StringIO

import pytest
from django.core.management import call_command

from cards.models import Game
from decks.models import Deck
from matches import services
from matches.games import naruto as naruto_adapter
from matches.models import MatchRun

pytestmark = pytest.mark.usefixtures("catalogue")


@pytest.fixture
def demos(db):
    call_command("sync_precon_decks", stdout=StringIO())
    return {d.demo: d for d in Deck.objects.filter(game=Game.NARUTO).exclude(demo="")}


def play_all(run):
    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    run.refresh_from_db()
    return run


def naruto_run(owner, demos, games_=6, seed=11, players=("random", "random")):
    a, b = demos["leaf-taijutsu"].current_version, demos["mist-and-fire"].current_version
    return services.run_create_for_game(owner=owner, game="naruto", entrants=[[(a, players[0])], [(b, players[1])]],
                                        games=games_, seed=seed)


def test_nr17_cancel_stops_a_naruto_chunk_within_the_game_it_is_playing(alice, demos, settings, monkeypatch,
                                                                        django_capture_on_commit_callbacks):
    settings.SIMULATION_CHUNK_SIZE = 30
    monkeypatch.setattr(services, "STOP_CHECK_SECONDS", 0.0)
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
