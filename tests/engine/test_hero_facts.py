"""ops.core.hero_facts: what the seats' Heroes can do, worked out once per game and shared by clones (R25)."""
from helpers import lane, position, side

from engine import new_game
from engine.cardwars.events import HERO_SCRIPTS, hero_source
from engine.cardwars.ops.core import attack_of, hero_facts, static_sources
from engine.cardwars.rules.costs import cost_changers


def test_each_seat_has_its_heros_script_and_the_heroes_sources(cp1_setup):
    s = new_game(cp1_setup, 3)
    heroes, scripts, atk, dfn = hero_facts(s)
    assert heroes == s.hero and heroes is not s.hero  # a copy: a Hero set by hand later is seen (below)
    assert scripts == tuple(HERO_SCRIPTS.get(h) if h else None for h in s.hero)
    jake = s.hero.index("jake")
    assert [(src, seat, ln) for _sc, src, seat, ln in atk] == [(hero_source(jake), jake, -1)]  # R25: Jake's ATK text
    assert dfn == ()
    assert static_sources(s, 0)[-1][1] == hero_source(jake)  # the Heroes' sources come after the board's


def test_clones_share_them_and_a_hero_changed_by_hand_is_seen(pool):
    s = position(pool, p0=side(hero="jake", lane0=lane("Cornfield", creature="cow", face_down=True)),
                 p1=side())
    cow = s.creature[0][0]
    assert attack_of(s, 0, 0, cow) > s.tab.atk[cow]  # Jake: +2 ATK on a face-down Landscape (R25)
    facts = hero_facts(s)
    c = s.clone()
    assert all(x is y for x, y in zip(hero_facts(c), facts, strict=True))  # worked out once for the game
    c.hero = [None, None]  # a position set up by hand: the Hero is gone
    assert hero_facts(c)[1] == (None, None) and hero_facts(c)[2] == ()
    assert all(x is y for x, y in zip(hero_facts(s), facts, strict=True))  # the parent keeps its own
    c.bonus = None  # the position's kept bonuses were worked out with the Hero
    assert attack_of(c, 0, 0, cow) == c.tab.atk[cow]
    assert cost_changers(c) == [x for x in cost_changers(s) if x[1] >= 0]
