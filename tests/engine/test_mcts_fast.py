"""mcts-fast: MCTS on greedy-value's search with successive halving of its root plans (docs/players.md)."""
import pytest
from test_players import _hide_differently, _midgame

from engine.cardwars.match import play_game
from engine.cardwars.players import MCTSPlayer, UnknownPlayer, make_player
from engine.cardwars.players.greedy_value import ValueSearch
from engine.cardwars.players.mcts import FAST_SIMULATIONS, fast_mcts
from engine.core.rng import Rng


@pytest.fixture(scope="module")
def setup(pool):
    return pool.setup("CP1-finn", "CP2-bmo")


def test_mcts_fast_specs():
    p = make_player("mcts-fast")
    assert p.simulations == FAST_SIMULATIONS and p.halving and p.search_class is ValueSearch
    assert make_player("mcts-fast:30").simulations == 30
    q = make_player("mcts-fast:45ms")
    assert q.time_ms == 45 and q.simulations is None and q.halving
    assert not make_player("mcts").halving  # mcts itself is unchanged
    for bad in ("mcts-fast:lots", "mcts-fast:0", "mcts-value:20"):
        with pytest.raises(UnknownPlayer):
            make_player(bad)


def test_halving_keeps_the_better_half_of_the_plans_on_the_same_worlds(setup):
    s = _midgame(setup)
    p = MCTSPlayer(Rng(4), simulations=18, search=ValueSearch, root_nodes=120, reply_nodes=10, halving=True)
    a = p.select_action(s)
    assert a in s.legal_actions()
    worlds = [n for n, _mean, _first in p.last_stats]
    assert len(worlds) > 2 and sum(worlds) <= 18
    most = max(worlds)
    assert most > 1 and worlds.count(most) == 2  # the last two plans kept share the most worlds
    assert min(worlds) == 1  # the worst plans were dropped after the first world
    # the plan played is the better of the last two, on the worlds both were scored in
    finalists = [st for st in p.last_stats if st[0] == most]
    assert str(a) == max(finalists, key=lambda st: st[1])[2]


def test_without_halving_every_plan_sees_every_world(setup):
    s = _midgame(setup)
    p = MCTSPlayer(Rng(4), simulations=18, search=ValueSearch, root_nodes=120, reply_nodes=10)
    p.select_action(s)
    assert len({n for n, _mean, _first in p.last_stats}) == 1


def test_mcts_fast_decides_the_same_whatever_the_hidden_cards(setup):
    s = _midgame(setup)
    t = _hide_differently(s)
    p1, p2 = fast_mcts(Rng(9)), fast_mcts(Rng(9))
    assert p1.select_action(s) == p2.select_action(t)
    assert p1.last_stats == p2.last_stats


def test_mcts_fast_plays_legal_reproducible_games(setup):
    a, out = play_game(setup, 4, ("mcts-fast", "greedy"), checked=True)
    b, _ = play_game(setup, 4, ("mcts-fast", "greedy"))
    assert out.reason in ("hp", "turn limit") and len(a.actions) > 20
    assert [str(x) for x in a.actions] == [str(x) for x in b.actions]
