"""Greedy at the Counter windows (NR-R15 to NR-R17): it plays a Counter when the end of the turn is better for
it than after passing, keeps it in hand when the Counter changes nothing, and stays deterministic; random and
MCTS answer the windows like any other choice."""
from nr_helpers import find, play, position, texts

from bench.naruto import PlainGreedy, counter_deck
from engine.core import Rng
from engine.naruto import GAME, Setup, new_game
from engine.naruto.players import HOLD, GreedyPlayer, counter_window, make_player

PAYER = {"m009": "j029", "m026": "j001"}


def blocker_with(counter, seat0, **seat1):
    """Seat 0 in its Mission Phase at marker 5; seat 1 holds `counter` and its payer."""
    s1 = {"hand": [counter, PAYER[counter]], "marker": 3, **seat1}
    return position(seats={0: {"marker": 5, **seat0}, 1: s1})


def test_greedy_negates_a_mission_that_heals_the_attacker():
    s = blocker_with("m009", {"hand": ["m001", "j001"], "village": ["n001*"]})
    m, nar = find(s, 0, "m001"), s.village[0][0]
    play(s, next(x for x in texts(s) if x.startswith(f"mission {m} at {nar}")))
    assert counter_window(s) and s.current_player() == 1
    g = GreedyPlayer(GAME, Rng(3))
    world = s.clone()
    passed, negated = (g.turn_value(world, 1, a) for a in s.legal_actions())
    assert negated > passed + HOLD  # Naruto stays injured: the end of the turn is better after the Counter
    a = g.select_action(s)
    assert str(a).startswith(f"choose c{find(s, 1, 'm009')}")
    s.apply_action(a, player=1)
    assert m in s.discard[0] and nar in s.injured


def test_greedy_keeps_a_counter_that_changes_nothing():
    s = blocker_with("m026", {"village": ["n001"]})  # its one Ninja attacks anyway: nobody can block it
    play(s, "end")
    assert counter_window(s) and texts(s)[0] == "choose pass" and len(texts(s)) == 2
    assert str(GreedyPlayer(GAME, Rng(3)).select_action(s)) == "choose pass"
    assert str(PlainGreedy(GAME, Rng(3)).select_action(s)) != "choose pass"  # one decision ahead: a free Chakra


def counter_game(seed, specs):
    """A game on two Counter decks: its actions, how many Counters were played and the windows each seat met."""
    s = new_game(Setup(decks=(counter_deck(seed, 0), counter_deck(seed, 1))), seed)
    players = [make_player(GAME, spec, Rng(seed * 2 + k)) for k, spec in enumerate(specs)]
    actions, played, windows = [], 0, [0, 0]
    while not s.is_terminal():
        window = counter_window(s) and s.pending[-1].key != "reorganize"
        windows[s.current_player()] += window
        a = players[s.current_player()].select_action(s)
        played += window and str(a) != "choose pass"
        s.apply_action(a, player=s.current_player())
        actions.append(str(a))
    return actions, played, windows


def test_greedy_on_counter_decks_is_deterministic_and_plays_counters():
    runs = [counter_game(seed, ["greedy", "greedy"]) for seed in range(3)]
    assert sum(played for _, played, _ in runs) > 0
    assert counter_game(1, ["greedy", "greedy"]) == runs[1]  # same seed, same game


def test_random_and_mcts_answer_the_counter_windows():
    for specs, seed in ((["random", "random"], 6), (["mcts:8", "greedy"], 8)):
        actions, _, windows = counter_game(seed, specs)
        assert windows[0] > 0  # the first seat (random, then MCTS) met a Counter window and answered it
        assert counter_game(seed, specs)[0] == actions
