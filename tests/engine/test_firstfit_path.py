"""First-fit's shortcut in the Main and Fight phases (rules.legal.first_play_into_empty, then first_attack)
picks what its rule picks over the whole of legal_actions: the first play into an empty Lane (or a Spell), else the first
attack, else the end of the turn. Checked position by position along seeded scripted games, 1 vs 1 and
Doubles, played by random players (who also Floop, draw and use abilities) and by first-fit itself."""
import pytest

from engine import new_game
from engine.cardwars import actions as A
from engine.cardwars.board import FIGHT, MAIN, OVER
from engine.cardwars.doubles_match import doubles_game_setup
from engine.cardwars.match import make_players
from engine.cardwars.players.firstfit import FirstFitPlayer

PAIRS = [("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
         ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
         ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake")]


def by_the_whole_list(s):
    """First-fit's rule read off every legal action, as it was before the shortcut."""
    p = s.current_player()
    attack = end = None
    for a in s.legal_actions():
        if a.kind == A.PLAY:
            if a.lane < 0:
                return a
            for c in s.hand[p]:
                if s.tab.slug[c] == a.card:
                    zone = s.building if s.tab.kind[c] == 1 else s.creature
                    if zone[p][a.lane] < 0:
                        return a
                    break
        elif a.kind == A.ATTACK:
            attack = attack or a
        elif a.kind == A.END:
            end = a
    return attack or end


def check_game(setup, seed, players) -> int:
    """Play the game, checking first-fit at each Main or Fight phase position with no pending choice; how many."""
    s = new_game(setup, seed)
    seats = make_players(players, seed)
    first, checked = FirstFitPlayer(), 0
    while s.phase != OVER:
        if s.phase in (MAIN, FIGHT) and not s.pending:
            assert first.select_action(s) == by_the_whole_list(s), (seed, s.turn, [str(a) for a in s.history])
            checked += 1
        s.apply_action(seats[s.current_player()].select_action(s))
    return checked


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[0][:3])
def test_first_fit_shortcut_picks_what_the_whole_list_picks(pool, pair):
    setup = pool.setup(*pair)
    checked = sum(check_game(setup, seed, players) for seed in range(4)
                  for players in (("random", "random"), ("first", "first"), ("first", "random")))
    assert checked > 200


def test_first_fit_shortcut_in_doubles(pool):
    decks = tuple(pool.setup(d) for d in ("CP1-finn", "CP2-bmo", "CP4-ice-king", "CP6-cake"))
    checked = sum(check_game(doubles_game_setup(decks, g), g, players) for g in range(4)
                  for players in (("random",) * 4, ("first",) * 4))
    assert checked > 100
