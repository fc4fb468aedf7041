"""Scripts whose can_play never refuses a card (R16: no target, or an additional cost that cannot be paid) say so
when they are built (Script.plays_freely, spell_plays_freely), and legal_actions does not ask them: the same
legal actions, the same games."""
import pytest
from helpers import Bolt, Ping, game_records, random_positions

from engine.cardwars.board import K_SPELL
from engine.cardwars.cards import SCRIPTS
from engine.cardwars.events import Script

PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"), ("CP4-ice-king", "CP4-marceline"),
         ("CP6-fionna", "CP6-cake"))


def test_a_script_class_with_its_own_can_play_is_asked():
    assert Script.plays_freely and Script.spell_plays_freely
    assert Ping.plays_freely and Ping.spell_plays_freely  # no can_play of its own: the base class's, always True
    assert not Bolt.plays_freely and not Bolt.spell_plays_freely  # a Spell that needs a target


def test_card_scripts_with_a_play_condition_are_asked():
    assert not SCRIPTS["field-reaper"].plays_freely  # discard a card to play it
    assert not SCRIPTS["hot-eyebat"].plays_freely  # only with 10 cards in your discard pile
    assert SCRIPTS["cool-dog"].plays_freely and SCRIPTS["cool-dog"].spell_plays_freely  # no play text at all
    assert any(sc.plays_freely and not sc.spell_plays_freely for sc in SCRIPTS.values())  # a target on entering


@pytest.mark.parametrize("pair", PAIRS, ids=[p[0][:3] for p in PAIRS])
def test_a_script_that_plays_freely_allows_every_play(pool, pair):
    asked = 0
    for s in random_positions(pool.setup(*pair), range(30)):
        p = s.active
        for cid in s.hand[p]:
            sc = s.scripts[cid]
            if sc is not None and (sc.spell_plays_freely if s.tab.kind[cid] == K_SPELL else sc.plays_freely):
                assert sc.can_play(s, p, cid), s.tab.slug[cid]
                asked += 1
    assert asked > 1000


@pytest.mark.parametrize("pair", PAIRS, ids=[p[0][:3] for p in PAIRS])
def test_games_are_the_same_when_every_script_is_asked(pool, pair, monkeypatch):
    setup = pool.setup(*pair)
    now = game_records(setup, range(20), ("random", "random"))
    for sc in set(SCRIPTS.values()):
        monkeypatch.setattr(sc, "plays_freely", False)
        monkeypatch.setattr(sc, "spell_plays_freely", False)
    assert game_records(setup, range(20), ("random", "random")) == now
