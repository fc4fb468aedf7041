"""Random-game invariants for the twelve Collector's Pack decks (CP1-CP6) in every pairing, card scripts on.

Every ordered pair of the twelve decks (144 pairings, each deck on the play and on the draw) plays a few
seeded games with cheap players (random, first-fit, rule-of-thumb), and after every action the position is
checked against the rules that must always hold. Every tenth game is replayed from its record."""
import pytest

from engine import new_game, replay
from engine.cardwars import actions as A
from engine.cardwars.board import K_BUILDING, K_CREATURE, OVER
from engine.cardwars.cards import SCRIPTS
from engine.cardwars.match import make_players, play_game
from engine.cardwars.ops.core import defense_of

CP_DECKS = ("CP1-finn", "CP1-jake", "CP2-bmo", "CP2-lady-rainicorn", "CP3-princess-bubblegum",
            "CP3-lumpy-space-princess", "CP4-ice-king", "CP4-marceline", "CP5-lemongrab", "CP5-gunter",
            "CP6-fionna", "CP6-cake")
GAMES_PER_PAIRING = 4
PLAYER_MIX = (("random", "random"), ("simple", "first"), ("first", "simple"), ("random", "simple"),
              ("simple", "simple"), ("first", "random"))


def check(s):
    """The invariants of a position (rule numbers in RULES.md)."""
    n = len(s.tab.slug)  # effects may create cards: the table grows with them
    # s.building[p] holds the additional Buildings (Burly Lumberjack) too, after the four Lanes' first ones
    zones = [c for p in (0, 1) for z in (s.hand[p], s.deck[p], s.discard[p], s.creature[p], s.building[p])
             for c in z if c >= 0] + s.limbo + s.removed + [c for cs in s.under.values() for c in cs]
    assert len(zones) == n and len(set(zones)) == n  # every card in exactly one zone (under a card included)
    in_play = {c for p in (0, 1) for z in (s.creature[p], s.building[p]) for c in z if c >= 0}
    assert all(host in in_play and cs for host, cs in s.under.items())  # the zone under a card goes with it
    assert max(s.hp) <= 25  # R5
    assert s.actions_left >= 0
    for p in (0, 1):
        assert len(s.creature[p]) == len(s.land[p]) == 4
        # s.building[p]: a Building place a Lane, then one for each additional Building (Burly Lumberjack), whose
        # Lane s.annex[p] names; a Lane holds additional Buildings only beside its first one
        assert len(s.building[p]) == len(s.bstate[p]) == 4 + len(s.annex[p])
        assert all(s.building[p][ln] >= 0 for ln in s.annex[p])
        assert all(s.tab.kind[b] == K_BUILDING for b in s.building[p] if b >= 0)
        assert all(b >= 0 for b in s.building[p][4:])
        assert all(f in (True, False) for f in s.frozen[p])  # R24: at most one Frozen token a Landscape
        for ln in range(4):
            c = s.creature[p][ln]
            if c >= 0:
                assert s.tab.kind[c] == K_CREATURE
                assert s.cdmg[p][ln] < defense_of(s, p, ln, c)  # R19: a lethally damaged Creature is gone
            else:
                assert s.cdmg[p][ln] == 0  # R20: damage leaves with the Creature
    if s.phase != OVER and not s.pending:
        me = s.current_player()
        for a in s.legal_actions():
            if a.kind == A.PLAY and a.lane >= 0 and s.frozen[me][a.lane]:
                # R13/R24: no Creature is played onto a Frozen Landscape, except one whose text allows an
                # empty one (Frosted Deanimator)
                cid = s.tab.slug.index(a.card)
                if s.tab.kind[cid] == K_CREATURE:
                    sc = SCRIPTS.get(a.card)
                    assert sc is not None and sc.enters_frozen and s.creature[me][a.lane] < 0


@pytest.fixture(scope="module")
def setups(pool):
    return [(a, b, pool.setup(a, b)) for a in CP_DECKS for b in CP_DECKS]


def test_every_collectors_pack_pairing_keeps_the_invariants(setups):
    reasons = set()
    game = 0
    for a, b, setup in setups:
        for k in range(GAMES_PER_PAIRING):
            seed = 7919 * game + k
            names = PLAYER_MIX[game % len(PLAYER_MIX)]
            players = make_players(names, seed)
            s = new_game(setup, seed)
            steps = 0
            while not s.is_terminal():
                s.apply_action_unchecked(players[s.current_player()].select_action(s))
                check(s)
                steps += 1
                assert steps < 5000, (a, b, seed)
            out = s.outcome()
            reasons.add(out.reason)
            assert out.reason in ("hp", "turn limit") and s.turn <= 60, (a, b, seed)  # R22, R23
            if out.reason == "hp":
                assert min(s.hp) <= 0 and (out.winner is None or s.hp[out.winner] > 0)
            if game % 10 == 0:  # the record replays (every action legal) to the same position
                rec, out2 = play_game(setup, seed, names)
                assert out2 == out and [str(x) for x in rec.actions] == [str(x) for x in s.history]
                assert replay(rec).to_json() == s.to_json()
            game += 1
    assert game == 144 * GAMES_PER_PAIRING and "hp" in reasons
