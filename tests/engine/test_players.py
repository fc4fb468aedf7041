"""AI players: legal choices only, reproducible, and blind to what they could not know."""
import pytest
from helpers import lane, position, side

from engine import new_game
from engine.cardwars.cards import vanilla as vanilla_cards
from engine.cardwars.match import play_game
from engine.cardwars.players import MCTSPlayer, UnknownPlayer, make_player
from engine.cardwars.players.evaluate import evaluate, keep_hand
from engine.cardwars.players.greedy import GreedyPlayer
from engine.cardwars.players.view import determinise
from engine.core.rng import Rng

BP4 = ("Blue Plains",) * 4
POSITION_CARDS = ("punk-cat", "cool-dog", "dragon-claw", "woadic-marauder", "teleport", "woad-blood", "gnome-snot")


@pytest.fixture
def vanilla(scripts):
    """The position tests' cards play by their printed stats only (their scripts are tested elsewhere)."""
    for slug in POSITION_CARDS:
        scripts.pop(slug, None)


@pytest.fixture(scope="module")
def setup(pool):
    return pool.setup("CP1-finn", "CP2-bmo")


@pytest.mark.parametrize("players", [("random", "random"), ("simple", "random"), ("greedy", "random"),
                                     ("greedy", "simple")])
def test_it_only_chooses_legal_actions(setup, players):
    for seed in range(3):
        rec, out = play_game(setup, seed, players, checked=True)  # checked: an illegal choice raises
        assert out.reason in ("hp", "turn limit")


def test_mcts_only_chooses_legal_actions(setup):
    rec, out = play_game(setup, 1, ("mcts:6", "greedy"), checked=True)
    assert out is not None and len(rec.actions) > 20


@pytest.mark.parametrize("spec", ["random", "greedy", "mcts:6"])
def test_same_seed_same_game(setup, spec):
    a, _ = play_game(setup, 4, (spec, "greedy"))
    b, _ = play_game(setup, 4, (spec, "greedy"))
    assert [str(x) for x in a.actions] == [str(x) for x in b.actions]


def test_make_player_specs():
    assert make_player("mcts:200").simulations == 200
    p = make_player("mcts:150ms")
    assert p.time_ms == 150 and p.simulations is None
    assert isinstance(make_player("greedy"), GreedyPlayer)
    for bad in ("minimax", "greedy:3", "mcts:lots", "mcts:0"):
        with pytest.raises(UnknownPlayer):
            make_player(bad)


def _midgame(setup, seed=2, decisions=30):
    """A position in player 0's main phase with several legal actions, reached by greedy play. The cards play
    by printed stats (engine.cards.vanilla): these tests are about hidden cards, not card scripts."""
    with vanilla_cards():
        s = new_game(setup, seed)
    ps = [make_player("greedy", Rng(1)), make_player("greedy", Rng(2))]
    n = 0
    while True:
        if (n >= decisions and s.current_player() == 0 and s.phase == 1 and len(s.legal_actions()) > 3
                and len(s.hand[1]) >= 3):
            return s
        s.apply_action_unchecked(ps[s.current_player()].select_action(s))
        n += 1
        assert not s.is_terminal()


def _hide_differently(s):
    """A copy whose hidden cards are elsewhere: the opponent's hand swapped with its deck top, both decks
    reordered. Everything player 0 can see is unchanged."""
    t = s.clone()
    k = len(t.hand[1])
    t.hand[1], t.deck[1] = t.deck[1][:k], t.deck[1][k:] + t.hand[1]
    t.deck[1].reverse()
    t.deck[0] = t.deck[0][1:] + t.deck[0][:1]
    t.rng = Rng(12345)
    return t


def test_hidden_cards_really_differ_but_mcts_decides_the_same(setup):
    s = _midgame(setup)
    t = _hide_differently(s)
    assert sorted(s.hand[1]) != sorted(t.hand[1]) and s.deck[0] != t.deck[0]
    assert sorted(s.hand[1] + s.deck[1]) == sorted(t.hand[1] + t.deck[1])
    p1, p2 = MCTSPlayer(Rng(9), simulations=24), MCTSPlayer(Rng(9), simulations=24)
    assert p1.select_action(s) == p2.select_action(t)
    assert p1.last_stats == p2.last_stats  # the whole search saw the same worlds


def test_mcts_scores_every_plan_on_the_same_worlds_within_its_budget(setup):
    s = _midgame(setup)
    p = MCTSPlayer(Rng(4), simulations=20)
    assert p.select_action(s) in s.legal_actions()
    rounds = {n for n, _mean, _first in p.last_stats}
    assert len(p.last_stats) > 1 and len(rounds) == 1  # common random numbers: one world per round, every plan
    assert 0 < sum(n for n, _mean, _first in p.last_stats) <= 20


def test_greedy_decides_the_same_whatever_the_hidden_cards(setup):
    s = _midgame(setup, seed=3)
    t = _hide_differently(s)
    assert GreedyPlayer(Rng(3)).select_action(s) == GreedyPlayer(Rng(3)).select_action(t)


def test_determinise_keeps_what_the_player_sees(setup):
    s = _midgame(setup)
    d = determinise(s, 0, Rng(1))
    assert d.hand[0] == s.hand[0] and d.creature == s.creature and d.hp == s.hp
    assert d.discard == s.discard and len(d.hand[1]) == len(s.hand[1]) and len(d.deck[1]) == len(s.deck[1])
    assert sorted(d.hand[1] + d.deck[1]) == sorted(s.hand[1] + s.deck[1])
    assert sorted(d.deck[0]) == sorted(s.deck[0])
    assert d.to_json()["players"][0]["lanes"] == s.to_json()["players"][0]["lanes"]


@pytest.mark.parametrize("spec", ["greedy", "mcts:12"])
def test_it_attacks_for_the_win(pool, vanilla, spec):
    me = side(BP4, hand=["punk-cat"], lane1=lane(creature="woadic-marauder"))
    them = side(("Cornfield",) * 4, hp=3, hand=["cool-dog"], deck=["cool-dog"] * 5)
    s = position(pool, me, them)
    g = make_player(spec, Rng(0))
    while not s.is_terminal() and s.current_player() == 0:
        s.apply_action(g.select_action(s))
    assert s.is_terminal() and s.outcome().winner == 0


def test_greedy_blocks_a_big_attacker(pool, vanilla):
    me = side(BP4, hp=6, hand=["dragon-claw"], deck=["cool-dog"] * 5)
    them = side(("Cornfield",) * 4, hand=["cool-dog"], deck=["cool-dog"] * 5,
                lane2=lane("Cornfield", creature="woadic-marauder"))
    s = position(pool, me, them, turn=4)
    a = GreedyPlayer(Rng(0)).select_action(s)
    assert str(a) == "play dragon-claw lane=2"


def test_mulligan_rule(pool, vanilla):
    keep = position(pool, side(BP4, hand=["punk-cat", "cool-dog", "teleport"]), phase="mulligan",
                    mulligan_done=[False, False])
    toss = position(pool, side(BP4, hand=["teleport", "woad-blood", "gnome-snot"]), phase="mulligan",
                    mulligan_done=[False, False])
    assert keep_hand(keep, 0) and not keep_hand(toss, 0)
    assert str(GreedyPlayer(Rng(0)).select_action(toss)) == "mulligan yes"


def test_evaluation_prefers_more_hp_and_a_bigger_board(pool, vanilla):
    base = position(pool, side(BP4), side(("Cornfield",) * 4))
    hurt = position(pool, side(BP4, hp=20), side(("Cornfield",) * 4))
    board = position(pool, side(BP4, lane0=lane(creature="cool-dog")), side(("Cornfield",) * 4))
    assert evaluate(hurt, 0) < evaluate(base, 0) < evaluate(board, 0)
    assert evaluate(board, 1) < evaluate(base, 1)


def test_first_fit_plays_into_the_first_empty_lane_and_only_legal_actions():
    from engine import load_card_pool
    from engine.cardwars.cards import vanilla
    from engine.cardwars.match import play_game

    pool = load_card_pool("cards/data/catalogue.json")
    with vanilla():
        record, outcome = play_game(pool.setup("CP1-finn", "CP1-jake"), 3, ("first", "first"), checked=True)
    plays = [a for a in record.actions if str(a).startswith("play ") and " lane=" in str(a)]
    assert outcome.reason in ("hp", "turn limit") and plays
    assert str(plays[0]).endswith("lane=0")  # the first empty Lane of an empty board


def test_the_cores_ismcts_plays_card_wars_through_its_hooks_and_beats_random(pool):
    """The game-independent search (engine.core.mcts) knows Card Wars only by its registry hooks."""
    from engine.cardwars.match import play_game
    from engine.core.mcts import MCTSPlayer as CoreMCTS

    assert isinstance(make_player("ismcts:50"), CoreMCTS) and make_player("ismcts:50").simulations == 50
    with pytest.raises(UnknownPlayer, match="bad ISMCTS budget"):
        make_player("ismcts:fast")
    setup = pool.setup("CP1-finn", "CP1-jake")
    wins = 0
    for seed in range(6):
        seats = ("ismcts:60", "random") if seed % 2 == 0 else ("random", "ismcts:60")
        _rec, out = play_game(setup, seed, seats, checked=True)  # every search move is a legal move
        wins += out.winner == seed % 2
    assert wins >= 5
