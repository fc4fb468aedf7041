"""Tests for the rulings listed at the end of docs/engine-format.md."""
import pytest
from helpers import lane, position, side, texts

from engine import IllegalAction
from engine.cardwars.cards import status, vanilla
from engine.cardwars.dsl.verbs_cards import entry_lanes


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


def test_r19_is_checked_after_the_start_of_turn_effects(pool):
    # Drained Cleric (3 damage, DEF 5) must move at the start of its turn; the only empty Lane faces Celestial
    # Fortress (-2 DEF): it is destroyed as soon as the start-of-turn effects are done, before any action.
    s = position(pool, p0=side(lands=("Useless Swamp",) * 4, deck=["cow"],
                               lane1=lane("Useless Swamp", creature={"card": "drained-cleric", "damage": 3}),
                               lane2=lane("Useless Swamp", creature="cow"),
                               lane3=lane("Useless Swamp", creature="cow")),
                 p1=side(lands=("Cornfield",) * 4, lane0=lane("Cornfield", building="celestial-fortress")),
                 active=1)
    s.apply_action("end")
    assert s.active == 0 and s.creature[0][1] < 0
    assert s.creature[0][0] < 0 and "drained-cleric" in [s.tab.slug[c] for c in s.discard[0]]


def test_a_creature_put_into_play_follows_the_lanes_a_played_one_may_enter(pool):
    # entry_lanes (put into play from a pile) reads R13/R24 as the legal plays do: not onto a Frozen Landscape
    # unless the card allows an empty one (Frosted Deanimator), never replacing a Parrotrooper.
    s = position(pool, p0=side(lands=("IcyLands",) * 4, hand=["frosted-deanimator", "cow"],
                               lane0=lane("IcyLands", creature="dragoon-parrotrooper"),
                               lane1=lane("IcyLands", frozen=True),
                               lane2=lane("IcyLands", creature="cow", frozen=True)))
    deanimator, cow = s.hand[0]
    plays = {a for a in texts(s) if a.startswith("play ")}
    assert entry_lanes(s, 0, deanimator) == [1, 3] and {"play frosted-deanimator lane=1",
                                                         "play frosted-deanimator lane=3"} <= plays
    assert entry_lanes(s, 0, cow) == [3] and "play cow lane=0" not in plays and "play cow lane=1" not in plays
