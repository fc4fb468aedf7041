"""The readings TW-R1-TW-R13 of unclear points, the deck data TW-C1-TW-C3 and the decision formats TW-D1-TW-D5."""
import json

import pytest
from tw_helpers import damage, position, texts

from engine.core import IllegalAction
from engine.trashwar import Setup, SetupError, default_deck, new_game
from engine.trashwar.setup import DEFAULT_DECK_FILE, deck_from_data


def test_tw_r1_left_over_walls_stay_in_the_box_and_are_never_drawn():
    s = new_game(Setup(seats=2), 8)
    wall = s.tab.wall
    assert s.box.count(wall) == 9
    for _ in range(300):
        if s.is_terminal():
            break
        s.apply_action_unchecked(s.legal_actions()[-1])
        assert all(wall not in h for h in s.hands) and wall not in s.draw and wall not in s.recycle


def test_tw_r2_no_phase2_without_incoming_trash():
    s = position(seats=2, hands={0: ["S2"], 1: ["B3", "R", "T1"]}, walls={1: [["T2"], None, []]}, active=0,
                 step="discard", draw_top=["D"])
    s.apply_action("discard S2")  # passes left to seat 1 with nothing incoming
    assert s.active == 1 and s.step == "throw"


def test_tw_r3_maced_trash_keeps_its_new_wall_and_the_receiver_defends_as_usual():
    s = position(seats=3, hands={1: ["MR"], 0: ["S3", "D"]}, incoming=[("T3", 0, 2)], active=1, step="defend")
    s.apply_action("mace MR p0:w1")
    assert s.active == 0 and s.step == "defend" and s.incoming[0][1] == 1
    assert "shield S3" in texts(s) and "deflect D w2" in texts(s)


def test_tw_r4_a_catapult_aims_at_one_opponent_and_maces_share_one_target():
    s = position(seats=4, hands={0: ["C", "T1", "T2"]}, active=0)
    s.apply_action("catapult C p3")
    assert all(a.kind == "fire" or a.kind == "load" for a in s.legal_actions())
    assert s.cat_target == 3
    s = position(seats=4, hands={1: ["MA", "MA", "T1"]}, incoming=[("T2", 0, 0), ("T1", 1, 0)], active=1,
                 step="defend")
    s.apply_action("mace MA p2:w0")
    assert {a.target for a in s.legal_actions() if a.kind == "mace"} == {2}
    with pytest.raises(IllegalAction, match="TW-R4"):
        s.apply_action("mace MA p3:w0")


def test_tw_r5_trash_on_a_destroyed_wall_is_discarded_so_a_repaired_wall_is_clean():
    s = position(seats=2, hands={1: ["R", "T1"]}, walls={1: [["T3"], [], []]}, incoming=[("T1", 0, 0)], active=1,
                 step="defend")
    s.apply_action("take")
    assert s.walls[1][0] == []
    s.apply_action("repair R w0")
    assert s.standing[1][0] and damage(s, 1, 0) == 0


def test_tw_r6_catapult_hits_land_together_so_their_order_does_not_matter():
    def final(aims):
        s = position(seats=2, hands={1: ["T1"], 0: ["S3"]}, walls={1: [["T2"], [], []]}, active=1, step="defend",
                     incoming=aims)
        s.apply_action("take")
        return s.to_json()["players"][1]["walls"]
    a = final([("T2", 0, 0), ("T3", 1, 0), ("T1", 0, 0)])
    b = final([("T1", 0, 0), ("T3", 1, 0), ("T2", 0, 0)])
    assert a == b and a[0]["standing"] is False


def test_tw_r7_phase2_torches_both_one_and_two_torch_cards_and_phase1_recycles_two_torch_cards():
    s = position(seats=2, hands={1: ["D**", "T1"]}, incoming=[("T2", 0, 0)], active=1, step="defend")
    s.apply_action("deflect D** w1")
    assert s.tab.index["D**"] in s.recycle
    s = position(seats=2, hands={1: ["D**", "T1"]}, incoming=[("T2", 0, 0)], active=1, step="defend",
                 torch_phase=2)
    s.apply_action("deflect D** w1")
    assert s.tab.index["D**"] in s.torched
    s = position(seats=2, hands={0: ["R*"], 1: ["S3"]}, active=0, step="discard", draw_top=["D"], torch_phase=2)
    s.apply_action("discard R*")  # a discard counts as a played card
    assert s.tab.index["R*"] in s.torched


def test_tw_r8_a_knocked_out_players_hand_goes_to_the_piles():
    s = position(seats=3, hands={1: ["S2", "MA*"], 2: ["T1"]}, walls={1: [["T3"], None, None]},
                 incoming=[("T3", 0, 0)], active=1, step="defend")
    s.apply_action("take")  # the S2 cannot stop a 3 and the Mace stays unplayed
    assert s.out[1] and s.tab.index["MA*"] in s.torched and s.tab.index["S2"] in s.recycle


def test_tw_r9_immediate_redraw_refills_after_each_card_played():
    kw = dict(seats=2, hands={1: ["S3", "T1"], 0: ["S3"]}, incoming=[("T2", 0, 0), ("T3", 1, 0)], active=1,
              step="defend", draw_top=["S3*"])
    s = position(redraw="immediate", **kw)
    s.apply_action("shield S3")
    assert len(s.hands[1]) == 5 and s.step == "defend"  # refilled, and the new S3* can stop the T3
    assert "shield S3*" in texts(s)
    s = position(**kw)
    s.apply_action("shield S3")
    assert s.step != "defend" and damage(s, 1, 1) == 3  # end of turn scheme: no card for the second one
    with pytest.raises(SetupError, match="TW-R9"):
        Setup(seats=2, redraw="sometimes")


def test_tw_r10_an_any_mace_never_targets_yourself_and_with_two_players_every_mace_goes_back():
    s = position(seats=2, hands={1: ["ML", "MR", "MB", "MA"]}, incoming=[("T2", 0, 0)], active=1, step="defend")
    assert {a.target for a in s.legal_actions() if a.kind == "mace"} == {0}
    with pytest.raises(IllegalAction, match="TW22"):
        s.apply_action("mace MA p1:w0")


def test_tw_r10_a_back_mace_has_no_target_when_the_sender_is_out():
    s = position(seats=4, hands={2: ["MB", "D"]}, incoming=[("T2", 0, 1)], active=2, step="defend", out=(1,))
    assert not any(a.kind == "mace" for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="TW22"):
        s.apply_action("mace MB p1:w0")


def test_tw_r11_throwing_is_compulsory_and_a_catapult_alone_is_not_trash():
    s = position(seats=2, hands={0: ["T1", "D"], 1: ["S3"]}, active=0)
    with pytest.raises(IllegalAction, match="TW-R11"):
        s.apply_action("pass")
    s = position(seats=2, hands={0: ["C", "D"], 1: ["S3"]}, active=0, step="discard")
    assert texts(s) == ["discard C", "discard D"]


def test_tw_r12_aims_and_deflects_pick_standing_walls_and_a_deflect_may_keep_the_aim():
    s = position(seats=2, hands={1: ["D"]}, walls={1: [[], None, []]}, incoming=[("T2", 0, 0)], active=1,
                 step="defend")
    assert {t for t in texts(s) if t.startswith("deflect")} == {"deflect D w0", "deflect D w2"}


def test_tw_r13_recycle_as_soon_as_the_draw_pile_reaches_zero_unless_the_recycle_pile_is_empty():
    s = position(seats=2, hands={0: ["T1"], 1: ["S3"]}, active=0, draw_top=["R"], rest="removed")
    s.apply_action("throw T1 p1:w0")  # draws the last card: no recycle then (nothing to recycle)
    assert s.draw == [] and s.stats["recycles"] == 0 and s.torch_phase == 1


def test_tw_c2_the_default_deck_is_a_data_file_matching_the_table():
    with open(DEFAULT_DECK_FILE, encoding="utf-8") as f:
        data = json.load(f)
    deck = deck_from_data(data)
    counts = dict(zip((t.code for t in deck.types), deck.counts, strict=True))
    assert counts["W"] == 15 and counts["T1"] == 14 and counts["T2"] == 14 and counts["T3"] == 12
    assert counts["C"] == 4 and all(counts[m] + counts[m + "*"] + counts[m + "**"] == 4 for m in ("ML", "MR", "MB", "MA"))
    assert sum(c for code, c in counts.items() if code.endswith("*") and not code.endswith("**")) == 15
    assert sum(c for code, c in counts.items() if code.endswith("**")) == 15
    assert deck == default_deck()


def test_tw_c3_a_deck_file_must_total_112_cards():
    with open(DEFAULT_DECK_FILE, encoding="utf-8") as f:
        data = json.load(f)
    data["cards"][1]["count"] = 13
    with pytest.raises(SetupError, match="TW-C3: a deck must hold 112 cards; this one holds 111"):
        deck_from_data(data)


def test_tw_c3_a_custom_deck_plays_and_is_kept_in_the_setup():
    with open(DEFAULT_DECK_FILE, encoding="utf-8") as f:
        data = json.load(f)
    data["cards"][1]["count"] = 13
    data["cards"][2]["count"] = 15  # one more Trash 2, one less Trash 1
    setup = Setup(seats=3, deck=deck_from_data(data))
    assert Setup.from_dict(setup.to_dict()) == setup and setup.to_dict()["deck"] != "default"
    assert new_game(setup, 1).zone_counts() == list(setup.deck.counts)


def test_tw_d1_to_d5_every_decision_is_an_action_with_a_text_form():
    from engine.trashwar import parse
    for t in ("throw T2 p1:w0", "catapult C p3", "load T3 w2", "fire", "discard S2*", "take", "shield S3",
              "deflect D** w1", "mace MA p4:w0", "pass", "burn B3 w0:T1 w2:T2", "repair R* w1"):
        assert str(parse(t)) == t and parse(str(parse(t))) == parse(t)
    with pytest.raises(ValueError, match="cannot read"):
        parse("throw the bin")
