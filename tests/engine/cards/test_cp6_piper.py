"""Pied Piper: as it attacks a Creature, a Flooped Creature of yours may fight it instead, chosen before Fight
damage (R17); Emboldened Retriever's draw is decided at the same point."""
from helpers import flooped, lane, position, side, texts

from engine import GameState
from engine.cardwars.cards import status

CF4 = ("Cornfield",) * 4


def cf(creature=None, building=None, **kw):
    return lane("Cornfield", creature=creature, building=building, **kw)


def piper_vs(pool, opposing="hunkclops", stand_in="hunkclops", p0_extra=None):
    """Pied Piper (1/9) in Lane 0, a Flooped stand-in (Hunkclops 3/3) in Lane 2, `opposing` across the Piper."""
    lanes = {"lane0": cf("pied-piper")}
    if stand_in:
        lanes["lane2"] = cf(flooped(stand_in))
    lanes.update(p0_extra or {})
    p1 = side(lane0=lane(creature=opposing)) if opposing else side()
    return position(pool, p0=side(lands=CF4, **lanes), p1=p1)


def test_it_asks_before_fight_damage(pool):
    s = piper_vs(pool)
    s.apply_action("attack lane=0")
    assert texts(s) == ["choose p0:creature:2", "choose none"]
    assert s.cdmg[1][0] == 0 and s.cdmg[0][0] == 0  # nothing dealt yet
    assert status("pied-piper") == "full"


def test_the_flooped_creature_fights_in_its_place(pool):
    s = piper_vs(pool, opposing="pony")  # Pony 1/5 across
    s.apply_action("attack lane=0")
    s.apply_action("choose p0:creature:2")
    assert s.cdmg[1][0] == 3  # Hunkclops's 3 ATK, not the Piper's 1
    assert s.cdmg[0][2] == 1  # Pony's 1 on the stand-in
    assert s.cdmg[0][0] == 0  # the Piper takes none
    assert s.cstate[0][2] == 2 and s.cstate[0][0] == 1  # the stand-in stays Flooped; the Piper is exhausted
    assert s.hp[1] == 25


def test_the_stand_in_and_the_attacked_creature_may_both_be_destroyed(pool):
    s = piper_vs(pool, opposing="hunkclops")  # 3/3 against the 3/3 stand-in
    s.apply_action("attack lane=0")
    s.apply_action("choose p0:creature:2")
    assert s.creature[1][0] < 0 and s.creature[0][2] < 0  # R19: both destroyed
    assert [s.tab.slug[c] for c in s.discard[0]] == ["hunkclops"] and s.creature[0][0] >= 0
    assert s.cdmg[0][0] == 0


def test_declining_fights_as_printed(pool):
    s = piper_vs(pool, opposing="pony")
    s.apply_action("attack lane=0")
    s.apply_action("choose none")
    assert s.cdmg[1][0] == 1 and s.cdmg[0][0] == 1 and s.cdmg[0][2] == 0


def test_no_flooped_creature_asks_nothing(pool):
    s = piper_vs(pool, opposing="pony", stand_in=None, p0_extra={"lane2": cf("hunkclops")})  # ready, not Flooped
    s.apply_action("attack lane=0")
    assert not any(t.startswith("choose") for t in texts(s))
    assert s.cdmg[1][0] == 1 and s.cdmg[0][0] == 1


def test_attacking_an_empty_lane_asks_nothing(pool):
    s = piper_vs(pool, opposing=None)
    s.apply_action("attack lane=0")
    assert not any(t.startswith("choose") for t in texts(s))
    assert s.hp[1] == 25 - 1 and s.cdmg[0][2] == 0


def test_the_choice_round_trips_through_json(pool):
    s = piper_vs(pool, opposing="pony")
    s.apply_action("attack lane=0")
    t = GameState.from_json(s.to_json(), pool=pool)
    t.apply_action("choose p0:creature:2")
    assert t.cdmg[1][0] == 3 and t.cdmg[0][2] == 1
