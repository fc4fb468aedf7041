"""The generic MCTS: it plays any game through the hooks, and beats random play."""
from toy_game import GAME as POTATO
from toy_game import Setup as PotatoSetup

from engine.core import Rng
from engine.core.match import play_match
from engine.core.mcts import MCTSPlayer
from engine.trashwar import GAME as TRASH_WAR
from engine.trashwar import Setup, new_game


def test_mcts_beats_random_at_trash_war():
    r = play_match(TRASH_WAR, Setup(seats=2), 12, 2026, ["mcts:40", "random"])
    mcts, rnd = r.summary["entrants"]
    assert mcts["wins"] >= 10, r.summary["entrants"]


def test_mcts_beats_random_at_a_game_without_an_evaluation():
    r = play_match(POTATO, PotatoSetup(3), 30, 7, ["mcts:150", "random", "random"])
    assert r.summary["entrants"][0]["wins"] >= 15, r.summary["entrants"]


def test_mcts_is_reproducible_and_picks_a_legal_action():
    s = new_game(Setup(seats=4), 12)
    a = MCTSPlayer(TRASH_WAR, Rng(3), simulations=30).select_action(s)
    b = MCTSPlayer(TRASH_WAR, Rng(3), simulations=30).select_action(s.clone())
    assert a == b and a in s.legal_actions()
