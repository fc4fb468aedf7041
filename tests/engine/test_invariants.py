"""Invariants over 2,000 seeded games of the preconstructed decks (random and rule-of-thumb players).

The rule-of-thumb player (`simple`) plays cards and fights like greedy does, without its search, so the
2,000 games stay quick; greedy and MCTS have their own tests in test_players.py."""
import pytest

from engine import new_game, replay
from engine.cardwars.match import make_players, play_game
from engine.cardwars.ops.core import defense_of

GAMES = 2000
PLAYER_MIX = [("random", "random"), ("simple", "simple"), ("random", "simple"), ("simple", "random")]


def check(s, n_cards):
    # s.building[p] holds the additional Buildings (Burly Lumberjack) too, after the four Lanes' first ones
    zones = [c for p in (0, 1) for z in (s.hand[p], s.deck[p], s.discard[p], s.creature[p], s.building[p])
             for c in z if c >= 0] + s.limbo + s.removed + [c for cs in s.under.values() for c in cs]
    assert len(zones) == n_cards and len(set(zones)) == n_cards  # every card in exactly one zone (under a card too)
    assert max(s.hp) <= 25 and s.actions_left >= 0
    for p in (0, 1):
        assert len(s.building[p]) == len(s.bstate[p]) == 4 + len(s.annex[p])
        assert all(s.building[p][ln] >= 0 for ln in s.annex[p])  # additional Buildings only beside a first one
        for ln in range(4):
            c = s.creature[p][ln]
            # R19 holds on the final board too: it is checked before R22 ends the game (ops.core.r19_before_r22)
            if c >= 0:
                assert s.cdmg[p][ln] < defense_of(s, p, ln, c)


@pytest.fixture(scope="module")
def setups(pool):
    ids = sorted(pool.precons)
    return [pool.setup(a, b) for a in ids for b in ids]


def test_invariants_over_2000_seeded_games(setups):
    reasons = set()
    for seed in range(GAMES):
        setup = setups[seed % len(setups)]
        names = PLAYER_MIX[seed % len(PLAYER_MIX)]
        players = make_players(names, seed)
        s = new_game(setup, seed)
        n = len(s.tab.slug)
        steps = 0
        while not s.is_terminal():
            s.apply_action_unchecked(players[s.current_player()].select_action(s))
            check(s, n)
            steps += 1
            assert steps < 5000
        out = s.outcome()
        reasons.add(out.reason)
        assert out.reason in ("hp", "turn limit") and s.turn <= 60
        if out.reason == "hp":
            assert min(s.hp) <= 0 and (out.winner is None or s.hp[out.winner] > 0)
        if seed % 10 == 0:  # replay (checked: every recorded action must be legal) and determinism
            rec, out2 = play_game(setup, seed, names)
            assert out2 == out and [str(a) for a in rec.actions] == [str(a) for a in s.history]
            assert replay(rec).to_json() == s.to_json()
    assert "hp" in reasons
