"""Trash War rules TW1-TW20: components, set-up, who plays next, and the four phases."""
import pytest
from tw_helpers import damage, position, texts

from engine.core import IllegalAction
from engine.trashwar import Setup, SetupError, default_deck, new_game
from engine.trashwar.setup import CardType


def test_tw1_one_deck_of_112_cards_of_the_eight_kinds():
    deck = default_deck()
    assert deck.total == 112
    assert {t.kind for t in deck.types} == {"wall", "trash", "catapult", "mace", "deflect", "shield", "burn",
                                            "repair"}
    assert all(t.torches in (0, 1, 2) for t in deck.types)
    assert all(t.torches == 0 for t in deck.types if t.kind == "wall")  # torches only on non-Wall cards


def test_tw2_two_to_five_players_and_left_right_skip_the_out():
    for n in (2, 3, 4, 5):
        assert new_game(Setup(seats=n), 1).num_seats() == n
    for n in (1, 6):
        with pytest.raises(SetupError, match="TW2"):
            Setup(seats=n)
    s = position(seats=5, out=(1, 4))
    assert s.left_of(0) == 2 and s.right_of(0) == 3  # clockwise = next seat number, skipping seats out
    assert s.left_of(3) == 0 and s.right_of(2) == 0


def test_tw3_three_walls_each_face_up_the_rest_in_the_box():
    for n in (2, 5):
        s = new_game(Setup(seats=n), 3)
        assert all(s.standing[p] == [True, True, True] and s.walls[p] == [[], [], []] for p in range(n))
        wall = s.tab.wall
        assert s.box == [wall] * (15 - 3 * n)
        assert wall not in s.draw and all(wall not in h for h in s.hands)


def test_tw4_five_cards_each_the_rest_is_the_draw_pile_and_two_empty_piles():
    s = new_game(Setup(seats=4), 9)  # the first player is about to play Phase 3: nothing played yet
    assert sum(len(h) for h in s.hands) + len(s.draw) == 112 - 15
    assert s.recycle == [] and s.torched == [] and s.torch_phase == 1
    assert all(len(h) == 5 for h in s.hands)


def test_tw5_first_player_is_drawn_with_the_seeded_rng():
    firsts = {new_game(Setup(seats=4), seed).active for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(Setup(seats=4), 11).to_json() == new_game(Setup(seats=4), 11).to_json()


def test_tw6_the_player_hit_by_trash_plays_next_skipping_the_others():
    s = position(seats=4, hands={0: ["T2"], 1: ["S3"], 2: ["S3"]}, active=0)
    s.apply_action("throw T2 p2:w1")
    assert s.current_player() == 2 and s.step == "defend"
    assert [(s.tab.codes[t], w, snd) for t, w, snd in s.incoming] == [("T2", 1, 0)]


def test_tw7_a_turn_with_nothing_incoming_starts_at_phase3():
    assert new_game(Setup(seats=3), 5).step in ("throw", "discard")  # the first turn
    # seat 0 holds no Trash, discards and draws a Deflect: play passes left with nothing incoming
    s = position(seats=3, hands={0: ["S2"], 1: ["B3", "T2"]}, walls={1: [["T1"], [], []]}, active=0, step="discard",
                 draw_top=["D"])
    s.apply_action("discard S2")
    assert s.current_player() == 1
    assert s.step == "throw"  # no Defence, no Phase 2 even with a Burn and Trash on a Wall (TW-R2)


def test_tw8_next_player_is_the_target_or_the_left_neighbour():
    s = position(seats=4, hands={1: ["T3"], 3: ["S3"]}, active=1)
    s.apply_action("throw T3 p3:w0")
    assert s.active == 3
    s = position(seats=4, hands={1: ["R"], 2: ["T1"]}, active=1, step="discard", draw_top=["S2"])
    s.apply_action("discard R")
    assert s.active == 2  # threw nothing, no Mace: the player on the left


def test_tw9_incoming_trash_lies_on_the_aimed_wall_without_damage_yet():
    s = position(seats=2, hands={0: ["T3"], 1: ["S3"]}, active=0)
    s.apply_action("throw T3 p1:w2")
    assert s.current_player() == 1 and s.step == "defend"
    assert damage(s, 1, 2) == 0 and s.incoming[0][1] == 2


def test_tw10_at_most_one_defence_card_per_incoming_card_and_defence_is_optional():
    s = position(seats=2, hands={1: ["S3", "S3", "D"]}, incoming=[("T2", 0, 0)], active=1, step="defend")
    assert "take" in texts(s)
    s.apply_action("shield S3")
    assert s.step != "defend"  # one card, one defence: nothing more to decide in Phase 1
    assert s.hands[1].count(s.tab.index["S3"]) == 1


def test_tw11_undefended_trash_hits_the_aimed_wall():
    s = position(seats=2, hands={1: ["D"]}, incoming=[("T2", 1, 0), ("T1", 1, 0)], active=1, step="defend")
    s.apply_action("take")
    s.apply_action("take")
    assert damage(s, 1, 1) == 3


def test_tw12_a_mace_skips_phases_2_and_3_and_its_target_plays_next():
    s = position(seats=3, hands={1: ["ML", "B4", "T3"], 2: ["S3"]}, walls={1: [["T1"], [], []]},
                 incoming=[("T2", 0, 0)], active=1, step="defend")
    s.apply_action("mace ML p2:w1")
    assert s.current_player() == 2 and s.step == "defend"
    assert [(s.tab.codes[t], w, snd) for t, w, snd in s.incoming] == [("T2", 1, 1)]
    assert s.tab.index["B4"] in s.hands[1] and s.tab.index["T3"] in s.hands[1]  # no Burn, no throw
    assert len(s.hands[1]) == 5  # but Phase 4 refilled the hand
    assert damage(s, 1, 0) == 1


def test_tw13_without_a_mace_the_defender_goes_to_phase2():
    s = position(seats=2, hands={1: ["B3", "T1"]}, incoming=[("T2", 0, 0)], active=1, step="defend",
                 walls={1: [[], [], []]})
    s.apply_action("take")
    assert s.step == "burn_or_repair" and "burn B3 w0:T2" in texts(s)


def test_tw14_burn_or_repair_never_both_and_only_after_trash_stopped_here():
    s = position(seats=2, hands={1: ["B3", "R", "T1"]}, walls={1: [["T1"], None, []]}, incoming=[("T2", 0, 0)],
                 active=1, step="defend")
    s.apply_action("take")
    assert "pass" in texts(s) and "repair R w1" in texts(s) and any(t.startswith("burn") for t in texts(s))
    s.apply_action("repair R w1")
    assert s.step == "throw"  # straight to Phase 3: no Burn after a Repair
    with pytest.raises(IllegalAction, match="TW16"):
        s.apply_action("burn B3 w0:T1")


def test_tw15_burn_never_stops_incoming_trash_a_wall_can_fall_first():
    s = position(seats=2, hands={1: ["B4", "S2", "T1"]}, walls={1: [["T3"], [], []]}, incoming=[("T3", 0, 0)],
                 active=1, step="defend")
    with pytest.raises(IllegalAction, match="TW15"):
        s.apply_action("burn B4 w0:T3")
    s.apply_action("take")
    assert s.standing[1][0] is False  # fell before any Burn
    assert not any(a.startswith("burn") and "w0" in a for a in texts(s))


def test_tw16_must_throw_trash_at_any_opponent_still_in():
    s = position(seats=4, hands={0: ["T1", "S2"]}, active=0, out=(2,))
    with pytest.raises(IllegalAction, match="TW16"):
        s.apply_action("discard S2")
    with pytest.raises(IllegalAction, match="TW16"):
        s.apply_action("throw T1 p0:w0")
    with pytest.raises(IllegalAction, match="TW16"):
        s.apply_action("throw T1 p2:w0")  # out
    assert {a.target for a in s.legal_actions()} == {1, 3}


def test_tw17_no_trash_discard_one_card_and_draw_one():
    s = position(seats=3, hands={0: ["S2", "R"]}, active=0, step="discard", draw_top=["MA"])
    assert texts(s) == ["discard S2", "discard R"]
    s.apply_action("discard R")
    assert s.tab.index["R"] in s.recycle
    assert s.tab.index["MA"] in s.hands[0] or s.active != 0


def test_tw18_a_drawn_trash_card_is_thrown_straight_away_as_one_card():
    s = position(seats=3, hands={0: ["S2", "C"], 2: ["S3"]}, active=0, step="discard", draw_top=["T2"])
    s.apply_action("discard S2")
    assert s.step == "throw_drawn"
    assert all(t.startswith("throw T2") for t in texts(s))  # no Catapult
    with pytest.raises(IllegalAction, match="TW18"):
        s.apply_action("catapult C p1")
    s.apply_action("throw T2 p2:w0")
    assert s.active == 2


def test_tw19_a_drawn_card_that_is_not_trash_passes_play_to_the_left():
    s = position(seats=3, hands={2: ["S2"], 0: ["T1"]}, active=2, step="discard", draw_top=["D"])
    s.apply_action("discard S2")
    assert s.active == 0 and s.incoming == []


def test_tw20_phase4_refills_to_five_every_turn():
    s = position(seats=2, hands={0: ["T1"], 1: ["S3"]}, active=0)
    s.apply_action("throw T1 p1:w0")
    assert len(s.hands[0]) == 5
    s = position(seats=2, hands={0: ["S2"], 1: ["T1"]}, active=0, step="discard", draw_top=["D"])
    s.apply_action("discard S2")
    assert len(s.hands[0]) == 5  # also after TW19


def test_card_type_codes():
    assert CardType("trash", 2).code == "T2" and CardType("shield", 3, torches=1).code == "S3*"
    assert CardType("mace", direction="any", torches=2).code == "MA**"
