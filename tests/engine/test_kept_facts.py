"""What a GameState keeps about its position (always-on bonuses, legal actions; engine.state.BUSY) is
always what a fresh computation gives, through whole scripted games, clones sharing it included."""
import pytest

from engine import new_game
from engine.cardwars.board import touch
from engine.cardwars.match import make_players
from engine.cardwars.ops.core import attack_of, defense_of, static_sources, stats_of
from engine.cardwars.rules.legal import legal_actions

DECKS = [("CP1-finn", "CP1-jake"), ("CP1-finn", "CP1-finn"), ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"),
         ("CP2-bmo", "CP2-lady-rainicorn")]


def _fresh(s, side, lane, cid):
    return (attack_of(s, side, lane, cid, static_sources(s, 0)), defense_of(s, side, lane, cid, static_sources(s, 1)))


@pytest.mark.parametrize("decks", DECKS, ids=["-".join(d) for d in DECKS])
def test_kept_facts_match_a_fresh_computation(pool, decks):
    setup = pool.setup(*decks)
    for seed in range(4):
        players = make_players(("random", "random"), seed)
        s = new_game(setup, seed)
        while not s.is_terminal():
            acts = s.legal_actions()
            assert acts == s.legal_actions() == legal_actions(s)
            for side in (0, 1):
                for lane in range(4):
                    cid = s.creature[side][lane]
                    if cid >= 0:
                        kept = (attack_of(s, side, lane, cid), defense_of(s, side, lane, cid))
                        assert kept == _fresh(s, side, lane, cid) == stats_of(s, side, lane, cid)
            a = players[s.current_player()].select_action(s)
            twin = s.clone(keep_cache=True)  # shares what s knows until it changes
            twin.apply_action_unchecked(a)
            assert s.legal_actions() == acts  # s itself is untouched
            s.apply_action_unchecked(a)
            assert s.legal_actions() == twin.legal_actions() == legal_actions(s)


def test_touch_after_a_change_by_hand(pool):
    s = new_game(pool.setup("CP1-finn", "CP1-jake"), 3)
    s.apply_action("mulligan no")
    s.apply_action("mulligan no")
    before = s.legal_actions()
    s.actions_left = 0  # by hand: the kept legal actions are stale until touch
    touch(s)
    assert s.legal_actions() == legal_actions(s) != before
