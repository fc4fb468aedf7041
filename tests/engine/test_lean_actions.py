"""legal.lean_actions: the legal actions greedy's playouts choose among (no Spell plays, Floops or activated
abilities), worked out without the rest, and greedy playing the same games with it as with every legal action."""
import pytest
from helpers import game_records

from engine import new_game
from engine.cardwars import actions as A
from engine.cardwars.board import K_SPELL, OVER
from engine.cardwars.match import make_players
from engine.cardwars.players import greedy, greedy_hybrid, playout
from engine.cardwars.players.simple import simple_action
from engine.cardwars.rules import legal
from engine.cardwars.rules.apply import apply_unchecked

CP_PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
            ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
            ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake"))
DOUBLES = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")
LEFT_OUT = (A.FLOOP, A.USE, A.HERO)


def lean_by_filter(s):
    """legal_actions(s) filtered as greedy's lean_action filters them: no Spell plays, Floops or abilities."""
    kind, slug = s.tab.kind, s.tab.slug
    spells = {slug[c] for c in s.hand[s.active] if kind[c] == K_SPELL}
    return [a for a in legal.legal_actions(s)
            if a.kind not in LEFT_OUT and not (a.kind == A.PLAY and a.lane < 0 and a.card in spells)]


def positions(setup, seeds, spec="random"):
    """Every position of the seeded games of `setup` between `spec` players, one after another."""
    for seed in seeds:
        s = new_game(setup, seed)
        seats = make_players((spec,) * len(s.seats), seed)
        while s.phase != OVER:
            yield s
            apply_unchecked(s, seats[s.current_player()].select_action(s))


def check_positions(setup, seeds):
    n = kinds = 0
    for s in positions(setup, seeds):
        lean = legal.lean_actions(s)
        assert lean == lean_by_filter(s), s.to_json()
        n += 1
        kinds += len(legal.legal_actions(s)) != len(lean)
    return n, kinds


@pytest.mark.parametrize("pair", CP_PAIRS, ids=[p[0][:3] for p in CP_PAIRS])
def test_lean_actions_are_the_legal_actions_greedy_keeps_cp(pool, pair):
    n, left_out = check_positions(pool.setup(*pair), range(40))
    assert n > 1000 and left_out > 100  # Spells, Floops and abilities were there to leave out


def test_lean_actions_are_the_legal_actions_greedy_keeps_doubles(pool):
    n, left_out = check_positions(pool.setup(*DOUBLES, variant="doubles", turn_limit=40), range(20))
    assert n > 1000 and left_out > 100


@pytest.mark.parametrize("pair", CP_PAIRS[::2], ids=[p[0][:3] for p in CP_PAIRS[::2]])
def test_lean_action_chooses_as_from_every_legal_action(pool, pair):
    # greedy's playout choice from the lean list and from state.legal_actions(): the same action
    n = 0
    for s in positions(pool.setup(*pair), range(3), "simple"):
        assert greedy.lean_action(s.clone()) == greedy.lean_action(s.clone(), s.clone().legal_actions())
        n += 1
    assert n > 100


@pytest.mark.parametrize("pair", (*CP_PAIRS[::3], DOUBLES), ids=["CP1", "CP4", "doubles"])
def test_greedy_plays_the_same_games_with_lean_actions(pool, pair, monkeypatch):
    doubles = len(pair) == 4
    setup = pool.setup(*pair, variant="doubles", turn_limit=40) if doubles else pool.setup(*pair)
    players, seeds = (("greedy",) * 4, (1,)) if doubles else (("greedy", "greedy"), (1, 2, 3))
    now = game_records(setup, seeds, players)

    def from_every_legal_action(search, s):  # greedy's playout, its choices made among every legal action
        played = []
        while not playout.turn_passed(s, search.me, search.turn):
            a = playout.lean_action(s, s.legal_actions()) if s.current_player() == search.me else simple_action(s)
            played.append(a)
            s.apply_action_unchecked(a)
        return played

    monkeypatch.setattr(greedy.PlayoutSearch, "_finish", from_every_legal_action)
    assert game_records(setup, seeds, players) == now


@pytest.mark.parametrize("pair", CP_PAIRS[1::2], ids=[p[0][:3] for p in CP_PAIRS[1::2]])
def test_greedy_line_plays_the_same_games_choosing_from_its_legal_actions(pool, pair, monkeypatch):
    # greedy-line's line() hands lean_action the legal actions it has; from the lean list: the same games
    setup = pool.setup(*pair)
    players = ("greedy-line", "simple")
    now = game_records(setup, (1, 2, 3), players)
    monkeypatch.setattr(greedy_hybrid, "lean_action", lambda s, acts=None: greedy.lean_action(s))
    assert game_records(setup, (1, 2, 3), players) == now
