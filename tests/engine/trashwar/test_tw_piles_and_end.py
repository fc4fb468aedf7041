"""Trash War rules TW32-TW40: piles, recycling, torch phases, elimination, winning and the turn limit."""
import pytest
from tw_helpers import position

from engine.core import IllegalAction, Termination
from engine.trashwar import Setup, new_game
from engine.trashwar.flow import send


@pytest.mark.parametrize("phase, torches, pile", [
    (1, 0, "recycle"), (1, 1, "torched"), (1, 2, "recycle"),
    (2, 0, "recycle"), (2, 1, "torched"), (2, 2, "torched"),
    (3, 0, "recycle"), (3, 1, "removed"), (3, 2, "removed"),
])
def test_tw32_where_a_card_goes_by_its_torches_and_the_torch_phase(phase, torches, pile):
    s = position(seats=2, torch_phase=phase)
    code = "D" + "*" * torches
    before = {z: list(getattr(s, z)) for z in ("recycle", "torched", "removed")}
    send(s, s.tab.index[code])
    for z, cards in before.items():
        assert getattr(s, z) == cards + ([s.tab.index[code]] if z == pile else [])


def test_tw33_torch_phase_1_starts_with_the_game():
    assert new_game(Setup(seats=3), 4).torch_phase == 1


def test_tw34_recycle_right_after_a_draw_empties_the_pile():
    # Seat 0 throws its last card; Phase 4 draws the last card of the draw pile: the recycle pile becomes the
    # draw pile at once, the torched pile leaves the game, and the torch phase moves on.
    s = position(seats=2, hands={0: ["T1"], 1: ["S3"]}, active=0, draw_top=["R"], torched=["D*"], rest="recycle")
    assert len(s.draw) == 1
    s.apply_action("throw T1 p1:w0")
    assert s.torch_phase == 2 and s.torched == [] and s.tab.index["D*"] in s.removed
    assert len(s.hands[0]) == 5 and s.recycle == [] and s.stats["recycles"] == 1


def test_tw34_cards_put_on_the_recycle_pile_do_not_start_a_recycle_by_themselves():
    s = position(seats=2, hands={1: ["S3", "D"], 0: ["S3"]}, incoming=[("T2", 0, 0), ("T2", 1, 0)], active=1,
                 step="defend", rest="removed", recycle=["T1"])
    assert s.draw == []
    s.apply_action("shield S3")
    assert s.step == "defend" and s.draw == [] and s.stats["recycles"] == 0
    assert sorted(s.tab.codes[t] for t in s.recycle) == ["S3", "T1"]
    s.apply_action("take")
    assert s.step == "discard" and s.stats["recycles"] == 0  # still no draw, so still no recycle
    s.apply_action("discard D")  # the discard's draw finds the draw pile empty: recycle first
    assert s.stats["recycles"] == 1


def test_tw35_with_both_piles_empty_a_draw_gives_nothing():
    s = position(seats=2, hands={0: ["T1"], 1: ["S3"]}, active=0, rest="removed")
    s.apply_action("throw T1 p1:w0")
    assert s.hands[0] == [] and s.draw == [] and s.recycle == [] and s.active == 1


def test_tw36_the_view_hides_other_hands_and_the_draw_order():
    s = new_game(Setup(seats=3), 21)
    v = s.view(1)
    assert v["players"][1]["hand"] == s.to_json()["players"][1]["hand"]
    assert v["players"][0]["hand"] is None and v["players"][0]["hand_size"] == len(s.hands[0])
    assert v["draw"] is None and v["draw_size"] == len(s.draw) and "rng" not in v
    assert sum(v["unseen"].values()) == len(s.draw) + len(s.hands[0]) + len(s.hands[2])
    assert v["recycle"] == s.to_json()["recycle"] and v["players"][2]["walls"] == s.to_json()["players"][2]["walls"]


def test_tw37_a_player_with_three_walls_down_is_out_at_once():
    s = position(seats=3, hands={1: ["S2", "B3", "R*"], 2: ["T1"]}, walls={1: [["T3"], None, None]},
                 incoming=[("T1", 0, 0)], active=1, step="defend", torch_phase=2)
    s.apply_action("take")
    assert s.out[1] and s.eliminated == [1] and s.hands[1] == []
    assert s.tab.index["R*"] in s.torched and s.tab.index["S2"] in s.recycle  # hand to the piles (TW-R8)
    assert s.removed.count(s.tab.wall) == 3  # its Walls leave the game
    assert s.current_player() == 2  # TW39: the next player on its left, nothing incoming
    assert s.incoming == []


def test_tw38_the_last_fortress_wins_and_places_follow_elimination_order():
    s = position(seats=3, hands={1: ["T1"]}, walls={1: [["T3"], None, None]}, incoming=[("T1", 0, 2)],
                 active=1, step="defend", out=(0,))
    s.apply_action("take")
    o = s.outcome()
    assert s.is_terminal() and o.termination == Termination.WIN_CONDITION and o.reason == "last fortress"
    assert o.places == (2, 1, 0) and o.winner == 2 and o.eliminated == (0, 1)
    assert o.returns() == (-1.0, 0.0, 1.0)
    assert s.current_player() == -1 and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="TW38"):
        s.apply_action("take")


def test_tw39_a_mace_target_still_plays_next_when_the_defender_is_knocked_out():
    s = position(seats=4, hands={1: ["MA"], 3: ["S3"]}, walls={1: [["T3"], None, None]},
                 incoming=[("T2", 0, 0), ("T3", 0, 0)], active=1, step="defend")
    s.apply_action("mace MA p3:w2")  # no card left for the T3: it hits at once
    assert s.out[1] and s.current_player() == 3
    assert [(s.tab.codes[t], w, snd) for t, w, snd in s.incoming] == [("T2", 2, 1)]


def test_tw40_the_turn_limit_ends_the_game_as_a_draw_between_players_still_in():
    s = position(seats=3, hands={0: ["T1"], 1: ["S3"]}, active=0, turn=7, turn_limit=7, out=(2,))
    s.apply_action("throw T1 p1:w0")
    o = s.outcome()
    assert s.is_terminal() and o.termination == Termination.TURN_LIMIT and o.reason == "turn limit"
    assert o.places == (0, 0, 2) and o.winners == (0, 1)
    assert s.zone_counts() == list(s.setup.deck.counts)  # the Trash in flight is still counted


def test_tw40_default_turn_limit_is_500():
    assert Setup(seats=2).turn_limit == 500
    assert "TW40" in str(pytest.raises(ValueError, Setup, seats=2, turn_limit=0).value)


def test_tw17_an_empty_hand_discards_nothing_and_draws_one():
    # seat 0 discards and draws a Deflect (TW19: pass left), refills from the next four cards; seat 1 holds
    # nothing, so it discards nothing and draws one: a Trash card it must throw (TW18)
    s = position(seats=2, hands={0: ["S2"]}, active=0, step="discard",
                 draw_top=["T2", "B2", "B2", "R", "R", "D"], rest="removed")
    s.apply_action("discard S2")
    assert s.active == 1 and s.step == "throw_drawn" and s.hands[1] == [s.tab.index["T2"]]
