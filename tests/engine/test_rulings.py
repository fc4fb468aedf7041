"""Tests for the rulings listed at the end of docs/engine-format.md."""
import pytest
from helpers import lane, position, side, texts

from engine import IllegalAction
from engine.cardwars.cards import status, vanilla


def test_vanilla_cards_have_no_floop_and_say_so(pool):
    with vanilla():  # as if The Pig had no script
        assert pool.cards["the-pig"].is_floop and status("the-pig") == "none"
        s = position(pool, p0=side(lane0=lane(creature="the-pig")))
    assert texts(s) == ["attack lane=0"]


def test_missing_printed_stats_play_as_0_atk_1_def(pool):
    d = pool.cards["husker-knight"]
    assert d.attack is None and (d.vanilla_attack, d.vanilla_defense) == (0, 1)


def test_unfreeze_not_allowed_once_the_fight_begins(pool):
    s = position(pool, p0=side(hand=["punk-cat"], lane0=lane(creature="uni-knight"), lane1=lane(creature="uni-knight"),
                               lane2=lane(frozen=True)))
    assert "unfreeze lane=2 discard=punk-cat" in texts(s)
    s.apply_action("attack lane=0")
    with pytest.raises(IllegalAction, match="R29"):
        s.apply_action("unfreeze lane=2 discard=punk-cat")


def test_end_is_refused_while_a_ready_creature_must_attack(pool):
    s = position(pool, p0=side(lane2=lane(creature="uni-knight")))
    with pytest.raises(IllegalAction, match="lanes 2"):
        s.apply_action("end")
