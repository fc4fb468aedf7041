"""greedy-turn: greedy-line's search stopped once it stops finding better ends of turn (greedy_turn.py)."""
import hashlib

from helpers import greedy_decisions

from engine.cardwars.match import game_seed, play_game, play_game_state, seated_setup
from engine.cardwars.players import check_spec, make_player
from engine.cardwars.players.evaluate import evaluate
from engine.cardwars.players.greedy_hybrid import LineSearch
from engine.cardwars.players.greedy_turn import FLOOR, PATIENCE, PatientSearch, TurnGreedyPlayer
from engine.core.rng import Rng

PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"), ("CP6-fionna", "CP6-cake"))


def _digest(pool, seed):
    setup = seated_setup(pool.setup("CP1-finn"), pool.setup("CP1-jake"), 0)
    record, _out = play_game(setup, game_seed(seed, 0), ("greedy-turn", "greedy"))
    return hashlib.sha256(";".join(map(str, record.actions)).encode()).hexdigest()[:16]


def test_it_is_registered_and_plays_the_same_game_from_the_same_seed(pool):
    assert check_spec("greedy-turn") == "greedy-turn"
    assert isinstance(make_player("greedy-turn", Rng(1)), TurnGreedyPlayer)
    assert _digest(pool, 3) == _digest(pool, 3)
    assert _digest(pool, 3) != _digest(pool, 4)


# Pins: greedy-turn's games against greedy on CP1 Finn vs Jake, seeds 3 and 4 (compiled and pure alike). They
# move when greedy's search, its playout rules or evaluate() change (say why in the commit), never by themselves.
PINS = {3: "7611d5c0c6959443", 4: "20ab8fb72a75768d"}


def test_pin_of_a_greedy_turn_game(pool):
    assert {seed: _digest(pool, seed) for seed in PINS} == PINS


def test_without_patience_it_is_greedy_lines_search(pool):
    # the search loop is greedy-line's own: with the early stop out of reach, the same line on the same deal
    for pair in PAIRS:
        for state in greedy_decisions(pool, pair, n=4):
            me = state.current_player()
            full = LineSearch(state, me, Rng(5), evaluate=evaluate).line()
            assert PatientSearch(state, me, Rng(5), evaluate=evaluate, floor=10**6).line() == full


def test_it_stops_only_when_stale_and_then_plays_greedy_lines_search_cut_there(pool):
    stopped = 0
    for pair in PAIRS:
        for state in greedy_decisions(pool, pair, n=6):
            me = state.current_player()
            search = PatientSearch(state, me, Rng(5), evaluate=evaluate)
            line = search.line()
            full = LineSearch(state, me, Rng(5), evaluate=evaluate)
            full.line()
            assert search.nodes <= full.nodes
            if search.nodes < full.nodes:  # stopped early: only after FLOOR positions, PATIENCE with no better end
                stopped += 1
                assert search.nodes >= FLOOR and search.nodes - search.best_at >= PATIENCE
            # the same best-first search as greedy-line's, only cut: greedy-line at that budget finds the same line
            assert LineSearch(state, me, Rng(5), search.nodes, evaluate=evaluate).line() == line
    assert stopped >= 3


def test_it_plays_a_doubles_game_to_the_end_the_same_way_twice(pool):
    # R26-R43: at a table of teams the line is planned for the seat's own turn, the team valued as greedy does
    setup = pool.setup("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker",
                       variant="doubles", turn_limit=40)
    games = [play_game_state(setup, 5, players=("greedy-turn", "simple", "simple", "simple"), checked=True)
             for _ in range(2)]
    assert games[0].is_terminal() and games[0].end_reason in ("hp", "turn limit")
    assert [str(a) for a in games[0].history] == [str(a) for a in games[1].history]
