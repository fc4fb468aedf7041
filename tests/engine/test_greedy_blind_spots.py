"""The AI's blind spots (issue 19): a card played or an ability used only for what it changes, the
mulligan decided on the hand (R7), the first attacker searched when the order matters (R18, R19), each
shown on a constructed position with a negative case, for the default greedy (and greedy-fast)."""
import pytest
from helpers import lane, position, side

from engine.cardwars.board import touch
from engine.cardwars.players.evaluate import keep_hand, keep_opening_hand
from engine.cardwars.players.greedy import FastGreedyPlayer, GreedyPlayer, lean_action
from engine.cardwars.players.greedy_classic import ClassicGreedyPlayer
from engine.cardwars.players.simple import simple_action
from engine.core.rng import Rng

BP4 = ("Blue Plains",) * 4
US4 = ("Useless Swamp",) * 4


def _turn(state, make=GreedyPlayer):
    """The actions a player (the default greedy unless told) takes until its turn passes (the state is
    played on)."""
    player, turn, played = make(Rng(0)), state.turn, []
    while state.turn == turn and state.phase != 4:
        a = player.select_action(state)
        played.append(str(a))
        state.apply_action(a)
    return played


@pytest.mark.parametrize("make", [GreedyPlayer, FastGreedyPlayer])
def test_woad_blood_is_played_only_when_a_creature_changed_lanes(pool, make):
    still = position(pool, p0=side(BP4, hand=["woad-blood"], lane0=lane(creature="cow")))
    assert "play woad-blood" not in _turn(still, make)  # nothing moved: the Spell would change nothing
    moved = position(pool, p0=side(BP4, hand=["teleport", "woad-blood"], lane0=lane(creature="cow")))
    moved.apply_action("play teleport")
    moved.apply_action("choose p0:lane:3")  # the Cow changed Lanes: +2 ATK into an empty Lane
    assert "play woad-blood" in _turn(moved, make) and moved.hp[1] == 25 - 1 - 2


def test_greedy_discards_into_infinite_figure_only_for_a_kill(pool):
    # the hand holds two Cornfield Creatures it cannot pay for on Useless Swamps: discarding is all they are good for
    dead = ["husker-worm", "husker-worm"]
    tough = position(pool, p0=side(US4, hand=dead, lane2=lane("Useless Swamp", creature="infinite-figure")),
                     p1=side(lane2=lane(creature="cow")))
    # 2 discards + 1 ATK now + 1 back when the Cow must attack next turn = 4 < 5 DEF: nothing to gain
    assert _turn(tough) == ["attack lane=2"] and len(tough.hand[0]) == 2
    hurt = position(pool, p0=side(US4, hand=dead, lane2=lane("Useless Swamp", creature="infinite-figure")),
                    p1=side(lane2=lane(creature="steakchop")))
    hurt.cdmg[1][2] = 2  # Steakchop (4/4) has 2 left: two discards destroy it, then the attack hits HP
    touch(hurt)
    assert _turn(hurt) == ["use lane=2", "use lane=2", "attack lane=2"]
    assert hurt.creature[1][2] < 0 and hurt.hp[1] == 25 - 1


def test_greedy_attacks_first_from_lane_2_when_that_is_right(pool):
    # Dark Angel (Lane 1, 0 ATK) gains ATK from a 5th card in the discard pile; the Husker Worm in Lane 2
    # and the Steakchop facing it destroy each other (R18, R19), which puts the 5th card there
    def fight(discarded, make=GreedyPlayer):
        s = position(pool, p0=side(discard=["cow"] * discarded, lane1=lane(creature="dark-angel"),
                                   lane2=lane(creature="husker-worm")),
                     p1=side(lands=("Cornfield",) * 4, lane2=lane("Cornfield", creature="steakchop")))
        return _turn(s, make), s.hp[1]
    assert fight(4) == (["attack lane=2", "attack lane=1"], 25 - 1)
    assert fight(4, ClassicGreedyPlayer) == (["attack lane=1", "attack lane=2"], 25)  # Lane order: 0 ATK
    assert fight(2) == (["attack lane=1", "attack lane=2"], 25)  # 3 cards either way: Lane order stays


def test_fast_greedy_does_not_throw_the_hand_away(pool):
    tough = position(pool, p0=side(US4, hand=["cow", "cow", "cow"], lane2=lane("Useless Swamp", creature="infinite-figure")),
                     p1=side(lane2=lane(creature="cow")))
    assert "use lane=2" not in _turn(tough, FastGreedyPlayer)  # 1 + 3 damage cannot destroy a 5-DEF Cow
    hurt = position(pool, p0=side(US4, hand=["cow", "cow", "cow"], lane2=lane("Useless Swamp", creature="infinite-figure")),
                    p1=side(lane2=lane(creature="steakchop")))
    hurt.cdmg[1][2] = 2  # Steakchop (4/4) has 2 left: one discard and the attack destroy it
    touch(hurt)
    assert _turn(hurt, FastGreedyPlayer).count("use lane=2") == 1
    assert hurt.creature[1][2] < 0 and [hurt.tab.slug[c] for c in hurt.discard[0]] == ["cow"]


def test_mulligan_is_decided_on_the_creatures_in_hand(pool):
    one = position(pool, side(BP4, hand=["punk-cat", "teleport", "woad-blood", "gnome-snot", "woad-talisman"]),
                   phase="mulligan", mulligan_done=[False, False])
    two = position(pool, side(BP4, hand=["punk-cat", "uni-knight", "teleport", "woad-blood", "gnome-snot"]),
                   phase="mulligan", mulligan_done=[False, False])
    assert keep_hand(one, 0)  # the first release kept a hand with one Creature
    assert not keep_opening_hand(one, 0) and keep_opening_hand(two, 0)
    assert str(GreedyPlayer(Rng(0)).select_action(one)) == "mulligan yes"
    assert str(GreedyPlayer(Rng(0)).select_action(two)) == "mulligan no"


def test_lean_playouts_leave_spells_to_the_search(pool):
    # SimplePlayer plays any scripted Spell by rule of thumb; greedy's playouts do not (the tree tries it)
    s = position(pool, p0=side(BP4, hand=["woad-blood"], lane0=lane(creature="cow")))
    assert str(simple_action(s)) == "play woad-blood" and str(lean_action(s)) == "attack lane=0"
    both = position(pool, p0=side(BP4, hand=["woad-blood", "punk-cat"], lane0=lane(creature="cow")))
    assert str(lean_action(both)) == str(simple_action(both)) == "play punk-cat lane=1"  # Creatures as before
