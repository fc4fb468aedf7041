"""The collector's threshold while a player searches (engine/core/collector.py): raised for the search, put
back after it, left alone when nested or disabled, and the games the same with it as without."""
import gc
from contextlib import contextmanager

import pytest
from helpers import game_records

from engine.cardwars.players import greedy_classic, mcts
from engine.cardwars.players.greedy import GreedyPlayer
from engine.core.collector import SEARCH_THRESHOLD, searching


@pytest.fixture
def thresholds():
    old = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*old)


def test_searching_raises_the_first_threshold_and_puts_it_back(thresholds):
    with searching():
        assert gc.get_threshold() == (SEARCH_THRESHOLD, 10, 10)
        with searching():  # nested: nothing changes, and the outer block still puts 700 back
            assert gc.get_threshold() == (SEARCH_THRESHOLD, 10, 10)
        assert gc.get_threshold() == (SEARCH_THRESHOLD, 10, 10)
    assert gc.get_threshold() == (700, 10, 10)


def test_searching_puts_the_threshold_back_when_the_search_fails(thresholds):
    with pytest.raises(RuntimeError), searching():
        raise RuntimeError("a search that fails")
    assert gc.get_threshold() == (700, 10, 10)


def test_searching_leaves_a_disabled_or_higher_threshold_alone(thresholds):
    for t in (0, 50_000):
        gc.set_threshold(t, 10, 10)
        with searching():
            assert gc.get_threshold() == (t, 10, 10)
        assert gc.get_threshold() == (t, 10, 10)


def test_greedy_searches_with_the_threshold_raised_and_plays_on_without(pool, thresholds):
    seen = []

    class Watched(GreedyPlayer):
        def search(self, state, me):
            seen.append(gc.get_threshold()[0])
            return super().search(state, me)

    setup = pool.setup("CP1-finn", "CP1-jake")
    game_records(setup, (1,), (Watched(), "simple"))
    assert seen and set(seen) == {SEARCH_THRESHOLD}
    assert gc.get_threshold() == (700, 10, 10)


@pytest.mark.parametrize("players", [("greedy", "greedy-line"), ("mcts-fast", "greedy-turn")])
def test_the_games_are_the_same_with_the_threshold_left_alone(pool, players, thresholds, monkeypatch):
    setup = pool.setup("CP6-fionna", "CP6-cake")
    now = game_records(setup, (1, 2), players)

    def unchanged():
        yield

    for module in (greedy_classic, mcts):
        monkeypatch.setattr(module, "searching", contextmanager(unchanged))
    assert game_records(setup, (1, 2), players) == now
