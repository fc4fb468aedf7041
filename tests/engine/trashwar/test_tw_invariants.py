"""Invariants over 2,000 random Trash War games (2-5 players, both redraw schemes), and golden playthroughs.

Every action: each card of the deck is in exactly one zone (hands, draw, recycle, torched, out of the game,
box, Walls, in flight); the seat deciding is still in the game; a seat that is out holds nothing. Every game
ends, by the rules (the turn limit of TW40 is a safety net: the count of games it ended is pinned at 0)."""
import hashlib

from engine.core import Rng, Termination
from engine.core.match import make_players, play_out
from engine.trashwar import GAME, Setup, new_game

GAMES = 2000


def test_invariants_over_2000_random_games():
    limits = 0
    lengths = []
    for g in range(GAMES):
        n = 2 + g % 4
        setup = Setup(seats=n, redraw="immediate" if g % 5 == 4 else "end_of_turn")
        s = new_game(setup, 10_000 + g)
        counts = list(setup.deck.counts)
        r = Rng(g)
        while not s.is_terminal():
            p = s.current_player()
            assert not s.out[p], f"game {g}: seat {p} acts after its elimination"
            s.apply_action_unchecked(r.choice(s.legal_actions()))
            assert s.zone_counts() == counts, f"game {g}: a card was lost or doubled"
        for q in s.eliminated:
            assert s.hands[q] == [] and not any(s.standing[q])
        o = s.outcome()
        assert o is not None and len(o.places) == n
        if o.termination == Termination.TURN_LIMIT:
            limits += 1
        else:
            assert o.termination == Termination.WIN_CONDITION and sorted(o.places) == list(range(n))
            assert len(o.eliminated) == n - 1
        lengths.append(s.turn)
    assert limits == 0, f"{limits} of {GAMES} random games reached the turn limit"
    assert max(lengths) < 500


GOLDEN = {  # (seats, seed, players) -> (sha256 of the action texts joined by newlines, places by seat)
    (2, 1, ("random", "random")): ("d3570157bc3978f4", (1, 0)),
    (3, 2, ("random", "greedy", "random")): ("0e5c82b8fc6ef64c", (1, 0, 2)),
    (4, 3, ("greedy", "random", "random", "greedy")): ("71ae8e2a3effb452", (0, 3, 1, 2)),
    (5, 4, ("random",) * 5): ("bb29d41490f3f0a1", (2, 0, 1, 3, 4)),
    (4, 5, ("mcts:20", "greedy", "random", "greedy")): ("98aa352602e41e6c", (0, 3, 1, 2)),
}


def playthrough(seats, seed, players):
    s = new_game(Setup(seats=seats), seed)
    acts = play_out(s, make_players(GAME, players, seed), checked=True)
    return hashlib.sha256("\n".join(map(str, acts)).encode()).hexdigest()[:16], s.outcome().places


def test_golden_seeded_playthroughs():
    got = {k: playthrough(*k) for k in GOLDEN}
    assert got == GOLDEN
