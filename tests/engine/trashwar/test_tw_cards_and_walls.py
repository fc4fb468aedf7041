"""Trash War rules TW21-TW31: the cards, Walls and destruction."""
import pytest
from tw_helpers import damage, position, texts

from engine.core import IllegalAction


def test_tw21_trash_stays_on_its_wall_until_burned_or_the_wall_falls():
    s = position(seats=2, hands={1: ["T1"], 0: ["S3"]}, walls={1: [["T2"], [], []]}, incoming=[("T1", 0, 0)],
                 active=1, step="defend")
    s.apply_action("take")
    assert damage(s, 1, 0) == 3 and sorted(s.tab.codes[t] for t in s.walls[1][0]) == ["T1", "T2"]
    s.apply_action("throw T1 p0:w0")  # another turn later, the Trash is still there
    assert damage(s, 1, 0) == 3


def test_tw22_mace_directions_left_right_back_any():
    inc = [("T2", 0, 3)]  # sent by seat 3 to seat 1
    hand = {1: ["ML", "MR", "MB", "MA"]}
    s = position(seats=5, hands=hand, incoming=inc, active=1, step="defend", out=(2,))
    targets = {}
    for a in s.legal_actions():
        if a.kind == "mace":
            targets.setdefault(a.card, set()).add(a.target)
    assert targets == {"ML": {3}, "MR": {0}, "MB": {3}, "MA": {0, 3, 4}}  # left skips seat 2, which is out
    with pytest.raises(IllegalAction, match="TW22"):
        s.apply_action("mace ML p4:w0")


def test_tw23_deflect_picks_your_own_wall_and_you_still_take_the_hit():
    s = position(seats=2, hands={1: ["D"], 0: ["S3"]}, walls={1: [[], ["T2"], None]}, incoming=[("T3", 0, 0)],
                 active=1, step="defend")
    assert {t for t in texts(s) if t.startswith("deflect")} == {"deflect D w0", "deflect D w1"}
    s.apply_action("deflect D w1")
    assert damage(s, 1, 0) == 0 and s.standing[1][1] is False  # 2 + 3 = 5: the chosen Wall fell


def test_tw24_catapult_throws_one_to_three_trash_at_one_opponent():
    s = position(seats=3, hands={0: ["C", "T1", "T2", "T3", "T3"], 2: ["S3", "S3", "D"]}, active=0)
    s.apply_action("catapult C p2")
    assert s.step == "load"
    with pytest.raises(IllegalAction, match="TW24"):
        s.apply_action("fire")
    s.apply_action("load T1 w0")
    s.apply_action("load T3 w0")
    s.apply_action("load T3 w2")  # the third one fires
    assert s.active == 2 and len(s.incoming) == 3 and s.step == "defend"
    assert s.tab.index["T2"] in s.hands[0]
    s.apply_action("shield S3")
    s.apply_action("take")
    assert s.step == "defend" and s.defend_index == 2  # one defence decision per incoming card


def test_tw25_a_shield_stops_trash_up_to_its_value():
    s = position(seats=2, hands={1: ["S2", "S3"]}, incoming=[("T3", 0, 0)], active=1, step="defend")
    assert "shield S3" in texts(s) and "shield S2" not in texts(s)
    with pytest.raises(IllegalAction, match="TW25: a Shield 2 cannot stop a 3"):
        s.apply_action("shield S2")
    s.apply_action("shield S3")
    assert damage(s, 1, 0) == 0 and s.tab.index["T3"] in s.recycle


def test_tw26_burn_removes_trash_worth_at_most_its_value_from_several_walls():
    s = position(seats=2, hands={1: ["B3", "T1"]}, walls={1: [["T1", "T1"], ["T2"], ["T3"]]},
                 incoming=[("T1", 2, 0)], active=1, step="defend")
    s.apply_action("take")  # T3 + T1 = 4: Wall 2 falls
    burns = {t for t in texts(s) if t.startswith("burn")}
    assert "burn B3 w0:T1 w0:T1" in burns and "burn B3 w0:T1 w1:T2" in burns and "burn B3 w1:T2" in burns
    assert "burn B3 w0:T1 w0:T1 w1:T2" not in burns  # worth 4
    with pytest.raises(IllegalAction, match="TW26: a Burn 3 removes Trash worth at most 3"):
        s.apply_action("burn B3 w0:T1 w0:T1 w1:T2")
    s.apply_action("burn B3 w1:T2 w0:T1")  # any order of picks
    assert damage(s, 1, 0) == 1 and damage(s, 1, 1) == 0


def test_tw27_repair_stands_a_destroyed_wall_up_with_no_trash():
    s = position(seats=2, hands={1: ["R", "T1"]}, walls={1: [[], None, None]}, incoming=[("T1", 0, 0)],
                 active=1, step="defend")
    s.apply_action("take")
    with pytest.raises(IllegalAction, match="TW27"):
        s.apply_action("repair R w0")
    s.apply_action("repair R w2")
    assert s.standing[1] == [True, False, True] and s.walls[1][2] == []


def test_tw28_a_played_card_goes_to_the_piles_at_once():
    s = position(seats=2, hands={1: ["S3", "D"]}, incoming=[("T2", 0, 0), ("T2", 1, 0)], active=1, step="defend")
    s.apply_action("shield S3")
    assert s.step == "defend" and s.tab.index["S3"] in s.recycle  # before the hits resolve


def test_tw29_a_wall_falls_at_four_damage_and_its_trash_goes_to_the_piles():
    s = position(seats=2, hands={1: ["T1"], 0: ["S3"]}, walls={1: [["T2"], ["T1", "T1"], []]},
                 incoming=[("T3", 0, 0), ("T1", 1, 0)], active=1, step="defend")
    s.apply_action("take")  # no defence card: the second card needs no decision
    assert s.standing[1] == [False, True, True] and s.walls[1][0] == []  # 5 damage: the extra 1 is lost
    assert damage(s, 1, 1) == 3
    assert sorted(s.tab.codes[t] for t in s.recycle) == ["T2", "T3"]


def test_tw30_a_destroyed_wall_cannot_be_aimed_at_or_deflected_onto():
    s = position(seats=2, hands={0: ["T2"], 1: ["S3"]}, walls={1: [None, [], []]}, active=0)
    assert not any(t.endswith("p1:w0") for t in texts(s))
    with pytest.raises(IllegalAction, match="TW30"):
        s.apply_action("throw T2 p1:w0")
    s = position(seats=2, hands={1: ["D"]}, walls={1: [None, [], []]}, incoming=[("T2", 1, 0)], active=1,
                 step="defend")
    with pytest.raises(IllegalAction, match="TW30"):
        s.apply_action("deflect D w0")


def test_tw31_catapult_hits_land_together_then_every_wall_is_checked():
    # a Deflect onto the Wall the other card was aimed at: both land, then the Wall is checked once
    s = position(seats=2, hands={1: ["D", "T1"], 0: ["S3"]}, walls={1: [["T1"], [], []]},
                 incoming=[("T2", 0, 0), ("T1", 1, 0)], active=1, step="defend")
    s.apply_action("take")
    s.apply_action("deflect D w0")
    assert s.standing[1][0] is False and s.walls[1][0] == [] and damage(s, 1, 1) == 0
    assert sorted(s.tab.codes[t] for t in s.recycle if s.tab.is_trash[t]) == ["T1", "T1", "T2"]
