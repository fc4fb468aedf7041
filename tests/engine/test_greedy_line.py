"""greedy-line: greedy's search, its whole line to the end of the turn followed (greedy_hybrid.py)."""
import hashlib

from helpers import greedy_decisions

from engine.cardwars.match import game_seed, play_game, play_game_state, seated_setup
from engine.cardwars.players import check_spec, make_player
from engine.cardwars.players.evaluate import evaluate
from engine.cardwars.players.greedy import PlayoutSearch
from engine.cardwars.players.greedy_hybrid import LineGreedyPlayer, LineSearch
from engine.core.rng import Rng


def _digest(pool, seed):
    setup = seated_setup(pool.setup("CP1-finn"), pool.setup("CP1-jake"), 0)
    record, _out = play_game(setup, game_seed(seed, 0), ("greedy-line", "greedy"))
    return hashlib.sha256(";".join(map(str, record.actions)).encode()).hexdigest()[:16]


def test_it_is_registered_and_plays_the_same_game_from_the_same_seed(pool):
    assert check_spec("greedy-line") == "greedy-line"
    assert isinstance(make_player("greedy-line", Rng(1)), LineGreedyPlayer)
    assert _digest(pool, 3) == _digest(pool, 3)
    assert _digest(pool, 3) != _digest(pool, 4)


# Pins: greedy-line's games against greedy on CP1 Finn vs Jake, seeds 3 and 4. They move when greedy's
# search, its playout rules or evaluate() change (say why in the commit), never by themselves.
PINS = {3: "b5f5ea89ab5ec7b7", 4: "b03161a6f88be12b"}


def test_pin_of_a_greedy_line_game(pool):
    assert {seed: _digest(pool, seed) for seed in PINS} == PINS


def test_the_line_starts_with_greedys_plan_and_reaches_the_end_of_the_turn(pool):
    for state in greedy_decisions(pool, n=12):
        me = state.current_player()
        plan = PlayoutSearch(state, me, Rng(5), evaluate=evaluate).run()[0][1]
        search = LineSearch(state, me, Rng(5), evaluate=evaluate)
        line = search.line()
        assert line[:len(plan)] == tuple(plan)  # the same choice as greedy, on the same determinisation
        s = search.root.clone()  # the line's actions take the determinised root to the end of the turn
        steps = list(line)
        while not search._done(s):
            if s.current_player() != me:
                search._settle(s)
                continue
            if steps and steps[0][0] == s.plan_key(me):
                a = steps.pop(0)[1]
            else:
                acts = s.legal_actions()
                assert len(acts) == 1  # only a forced step may be missing from the line
                a = acts[0]
            s.apply_action_unchecked(a)
        assert steps == []


def test_it_plays_a_doubles_game_to_the_end_the_same_way_twice(pool):
    # R26-R43: at a table of teams the line is planned for the seat's own turn, the team valued as greedy does
    setup = pool.setup("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker",
                       variant="doubles", turn_limit=40)
    games = [play_game_state(setup, 5, players=("greedy-line", "simple", "simple", "simple"), checked=True)
             for _ in range(2)]
    assert games[0].is_terminal() and games[0].end_reason in ("hp", "turn limit")
    assert [str(a) for a in games[0].history] == [str(a) for a in games[1].history]
