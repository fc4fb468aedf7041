"""The AI's blind spots (issue 19): a card played or an ability used only for what it changes, the
mulligan decided on the hand (R7), each shown on a constructed position with a negative case."""
from helpers import lane, position, side

from engine.cardwars.board import touch
from engine.cardwars.players.evaluate import keep_hand, keep_opening_hand
from engine.cardwars.players.greedy import FastGreedyPlayer, GreedyPlayer
from engine.core.rng import Rng

BP4 = ("Blue Plains",) * 4
US4 = ("Useless Swamp",) * 4


def _turn(state):
    """The actions greedy-fast takes until its turn passes (the state is played on)."""
    player, turn, played = FastGreedyPlayer(Rng(0)), state.turn, []
    while state.turn == turn and state.phase != 4:
        a = player.select_action(state)
        played.append(str(a))
        state.apply_action(a)
    return played


def test_woad_blood_is_played_only_when_a_creature_changed_lanes(pool):
    still = position(pool, p0=side(BP4, hand=["woad-blood"], lane0=lane(creature="cow")))
    assert "play woad-blood" not in _turn(still)  # nothing moved: the Spell would change nothing
    moved = position(pool, p0=side(BP4, hand=["teleport", "woad-blood"], lane0=lane(creature="cow")))
    moved.apply_action("play teleport")
    moved.apply_action("choose p0:lane:3")  # the Cow changed Lanes: +2 ATK into an empty Lane
    assert "play woad-blood" in _turn(moved) and moved.hp[1] == 25 - 1 - 2


def test_infinite_figure_does_not_throw_the_hand_away(pool):
    tough = position(pool, p0=side(US4, hand=["cow", "cow", "cow"], lane2=lane("Useless Swamp", creature="infinite-figure")),
                     p1=side(lane2=lane(creature="cow")))
    assert "use lane=2" not in _turn(tough)  # 1 + 3 damage cannot destroy a 5-DEF Cow: keep the cards
    hurt = position(pool, p0=side(US4, hand=["cow", "cow", "cow"], lane2=lane("Useless Swamp", creature="infinite-figure")),
                    p1=side(lane2=lane(creature="steakchop")))
    hurt.cdmg[1][2] = 2  # Steakchop (4/4) has 2 left: one discard and the attack destroy it
    touch(hurt)
    assert _turn(hurt).count("use lane=2") == 1
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
