"""Every player plays Doubles (RULES.md R26-R43) to the end, the same game for the same seed.

Greedy and its variants plan their own turn and value the position for their team (R28: the teammate's board
counts as their own, R34: the team's HP pool); MCTS looks past the next opponent's reply through the teammate's
and the other opponent's turns (R33). Budgets are small: these tests check that the players finish, not how
well they play."""
import pytest

from engine.cardwars.match import play_game_state
from engine.cardwars.players import MCTSPlayer
from engine.cardwars.players.greedy_value import ValueSearch
from engine.core.rng import Rng

PRECONS = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")
PLAYERS = ["random", "first", "simple", "greedy", "greedy-fast", "greedy-value", "greedy-classic", "mcts:4",
           "mcts-value", "ismcts:10"]


def player(spec):
    if spec == "mcts-value":  # its default budget is a search's; a small one for the test
        return MCTSPlayer(Rng(0), simulations=4, search=ValueSearch)
    return spec


@pytest.fixture(scope="module")
def setup(pool):
    return pool.setup(*PRECONS, variant="doubles", turn_limit=40)


@pytest.mark.parametrize("spec", PLAYERS)
def test_each_player_finishes_a_doubles_game_the_same_way_twice(setup, spec):
    # the player sits at A1; the other three play by the rules of thumb
    games = [play_game_state(setup, 5, players=(player(spec), "simple", "simple", "simple"), checked=True)
             for _ in range(2)]
    first, again = games
    assert first.is_terminal() and first.end_reason in ("hp", "turn limit")
    assert first.outcome().table.describe() == "2 vs 2"
    assert [str(a) for a in first.history] == [str(a) for a in again.history]  # same seed, same game


@pytest.mark.parametrize("spec", ["greedy-classic", "greedy-value"])
def test_a_team_of_one_player_kind_plays_the_whole_table(setup, spec):
    # all four seats the same kind: teammates plan beside each other through the whole game
    s = play_game_state(setup, 9, players=(player(spec),) * 4, checked=True)
    assert s.is_terminal() and s.turn <= 40
