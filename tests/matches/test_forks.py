"""Fork a replay: "play on from here" runs N games from one step of a stored game, as a run of its own on the
same machinery (chunks, budget, report), with the hidden cards re-dealt from the viewer's side."""

import pytest
from django.core.exceptions import ValidationError

from engine import play_fork_game
from matches import budget, engine_bridge, forks, services
from matches.games import adapter_for
from matches.models import MatchRun
from tests.matches.conftest import new_run, play_all

pytestmark = pytest.mark.django_db



@pytest.fixture
def source(alice, precon_decks):
    return play_all(new_run(alice, precon_decks, games=2, seed=17))


def _middle(run, index=0):
    row = run.results.get(game_index=index)
    record = engine_bridge.Match(run).record(row)
    return len(record.actions) // 2, record


def test_a_fork_plays_on_from_the_step_as_a_run_of_its_own(alice, source):
    step, record = _middle(source)
    fork = forks.fork_create(owner=alice, run=source, game_index=0, step=step, viewer=1, games=6,
                             players=("greedy", "random"), seed=3)
    assert (fork.fork_run, fork.fork_game, fork.fork_step, fork.fork_viewer) == (source, 0, step, 1)
    assert fork.players() == ("greedy", "random") and fork.decks() == source.decks() and fork.cost_per_game > 0
    play_all(fork)
    assert fork.status == MatchRun.Status.DONE and fork.summary["games"] == 6
    position = forks.position_at(record, step)
    seat_a = engine_bridge.EngineResult.from_dict(source.results.get(game_index=0).data).seat_a
    by_seat = tuple("greedy" if seat == seat_a else "random" for seat in (0, 1))
    viewer_seat = 1 - seat_a  # entrant B's seat
    for row in fork.results.order_by("game_index"):
        # The worker's game is the engine's fork game for the same position, viewer, seed and index.
        _, final, actions, seed = play_fork_game(position, viewer_seat, fork.seed, row.game_index, by_seat)
        assert row.actions == ";".join(map(str, actions)) and row.seed == seed and row.turns == final.turn
        assert row.turns >= position.turn and sorted(row.places) in ([0, 1], [0, 0])
    wins = sum(r.places == [0, 1] for r in fork.results.all())
    assert fork.summary["wins_a"] == wins and fork.summary["ci_low_a"] <= wins / 6 <= fork.summary["ci_high_a"]


def test_the_fork_page_and_its_replays_say_where_they_start(client, alice, source):
    step, _ = _middle(source)
    client.force_login(alice)
    replay = client.get(f"/simulations/{source.pk}/games/0/?step={step}").content.decode()
    assert 'id="fork-form"' in replay and f'value="{step}"' in replay
    response = client.post(f"/simulations/{source.pk}/games/0/fork/",
                           {"step": step, "viewer": 0, "games": 3, "player_a": "random", "player_b": "random"})
    fork = MatchRun.objects.get(fork_run=source)
    assert response.status_code == 302 and response["Location"] == fork.get_absolute_url()
    play_all(fork)
    page = client.get(fork.get_absolute_url()).content.decode()
    assert 'id="fork-source"' in page and f"step {step} of game 0" in page and 'id="win-rate"' in page
    game = client.get(f"/simulations/{fork.pk}/games/0/").content.decode()
    assert f"Play goes on from step {step} of game 0" in game and 'id="fork-form"' not in game
    record = client.get(f"/api/v1/simulations/{fork.pk}/games/0/").json()
    assert record["record"]["start"]["turn"] >= 1 and record["game_index"] == 0
    # A bad step is refused in words, on the replay page with the form.
    bad = client.post(f"/simulations/{source.pk}/games/0/fork/",
                      {"step": 10_000, "viewer": 0, "games": 3, "player_a": "random", "player_b": "random"})
    assert bad.status_code == 400 and "there is no step 10000" in bad.content.decode()


def test_a_fork_is_refused_where_it_cannot_be_played(alice, bob, client, source, settings):
    _, record = _middle(source)
    end = len(record.actions)
    with pytest.raises(ValidationError, match="over at step"):
        forks.fork_create(owner=alice, run=source, game_index=0, step=end, viewer=0, games=2,
                          players=("random", "random"))
    with pytest.raises(ValidationError, match="no game 9"):
        forks.fork_create(owner=alice, run=source, game_index=9, step=0, viewer=0, games=2,
                          players=("random", "random"))
    fork = forks.fork_create(owner=alice, run=source, game_index=0, step=1, viewer=0, games=2,
                             players=("random", "random"))
    with pytest.raises(ValidationError, match="itself played on"):
        forks.fork_create(owner=alice, run=fork, game_index=0, step=0, viewer=0, games=2, players=("random", "random"))
    settings.SIMULATION_WORK_BUDGET_SECONDS = 1  # counted against the owner's budget like any run
    with pytest.raises(budget.OverBudget):
        forks.fork_create(owner=alice, run=source, game_index=0, step=1, viewer=0, games=10_000,
                          players=("random", "random"), confirm_long=True)
    client.force_login(bob)
    assert client.post(f"/simulations/{source.pk}/games/0/fork/", {"step": 1}).status_code == 404


def test_other_games_say_why_they_cannot_be_forked(alice, client):
    run = play_all(services.run_create_for_game(owner=alice, game="trash-war", entrants=[[(None, "random")]] * 2,
                                                games=1, seed=2))
    with pytest.raises(ValidationError, match="Card Wars 1 vs 1"):
        forks.fork_create(owner=alice, run=run, game_index=0, step=0, viewer=0, games=2, players=("random", "random"))
    client.force_login(alice)
    page = client.get(f"/simulations/{run.pk}/games/0/").content.decode()
    assert 'id="fork-note"' in page and "Card Wars 1 vs 1" in page and 'id="fork-form"' not in page


def test_only_card_wars_one_vs_one_is_forked():
    cardwars = adapter_for("cardwars")
    assert cardwars.fork_refusal(MatchRun(game="cardwars", format="1v1")) == ""
    assert "1 vs 1" in cardwars.fork_refusal(MatchRun(game="cardwars", format="doubles"))
    for game in ("naruto", "trash-war"):
        assert "Card Wars 1 vs 1" in adapter_for(game).fork_refusal(MatchRun(game=game))
