"""The shortcuts of the R19 check, of R12's cost changers and of dispatch give what the plain computation gives.

- R19 (ops.core._check_pass): a Creature whose damage is below its printed DEF + modifiers is not asked about
  the always-on sources while no card that may lower any DEF is in play (state.def_risk), and with one in play
  the board's DEF bonuses are worked out once per pass; R19_SHORTCUTS False reads each DEF in full.
- R12 (rules.costs.cost_changers): legal actions find the cost changers in play once for the whole hand.
- dispatch and start_texts (board.hearers): the compiled walk finds the listeners in play the plain walk finds.

Seeded scripted games of every Collector's Pack are played both ways and must give the same records; along the
way each shortcut is checked against the slow form it replaces, position by position."""
import pytest
from helpers import games_both_ways, hurt, lane, position, side

from engine import new_game
from engine.cardwars.board import OVER, hearers
from engine.cardwars.match import make_players
from engine.cardwars.ops import core
from engine.cardwars.ops.core import check_creatures
from engine.cardwars.rules.apply import apply_unchecked
from engine.cardwars.rules.costs import cost_changers, requirement

PAIRS = [("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
         ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
         ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake"), ("CP5-lemongrab", "CP6-cake"),
         ("CP2-bmo", "CP6-fionna")]
CF4 = ("Cornfield",) * 4


@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_r19_shortcuts_give_the_same_games(pool, pair, monkeypatch):
    setup = pool.setup(*pair)
    players = {"random": range(0, 12), "first": range(100, 104)}
    fast, plain = games_both_ways(setup, players, monkeypatch, core, "R19_SHORTCUTS")
    assert fast == plain
    assert sum(len(r[0]) for rs in fast.values() for r in rs) > 500  # real games were played


def test_r19_a_card_lowering_def_in_play_is_asked(pool):
    """R19 with Celestial Fortress (-2 DEF to the Creature across): the Cow across it, 3 damage on its 5 DEF, is
    destroyed; with the Fortress in hand it is not (its damage is below its printed DEF)."""
    s = position(pool, p0=side(lane0=lane(building="celestial-fortress")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature=hurt("cow", 3))))
    assert s.def_risk is not None and s.def_risk[1]  # a card of the game may lower any DEF while in play
    check_creatures(s)
    assert s.creature[1][0] < 0 and [s.slug(c) for c in s.discard[1]] == ["cow"]
    s2 = position(pool, p0=side(hand=["celestial-fortress"]),
                  p1=side(lands=CF4, lane0=lane("Cornfield", creature=hurt("cow", 3))))
    check_creatures(s2)
    assert s2.creature[1][0] >= 0


def _walk_finds(s, ears):
    """The cards in play the dispatch walk visits for an event whose listener table is `ears`."""
    return [c for sd in s.seats for c in list(s.creature[sd]) + list(s.building[sd]) + [s.teamwork[sd]]
            if c >= 0 and ears[c] is not None]


@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_cost_changers_and_listener_test_match_the_plain_forms(pool, pair):
    setup = pool.setup(*pair)
    asked = skipped = 0
    for seed in range(6):
        players = make_players(("random", "random"), seed)
        s = new_game(setup, seed)
        while s.phase != OVER:
            p = s.active
            if s.cost_changes:
                changers = cost_changers(s)
                for cid in s.hand[p]:
                    assert requirement(s, p, cid, changers) == requirement(s, p, cid)
            for ears, _only in s.ears.values():
                found = [cid for _sc, cid, _sd, _ln in hearers(s, ears, None, None, None, None, None)]
                assert sorted(found) == sorted(_walk_finds(s, ears))
                present = bool(found)
                asked += present
                skipped += not present
            apply_unchecked(s, players[s.current_player()].select_action(s))
    assert asked and skipped  # both answers were met
