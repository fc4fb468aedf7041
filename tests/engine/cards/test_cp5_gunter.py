"""One test per card of Gunter's Blue Plains / IcyLands deck (CP5-gunter) and his Hero."""
import pytest
from helpers import lane, position, side, texts

from engine.cardwars.board import EXHAUSTED, READY
from engine.cardwars.ops.core import attack_of
from engine.cardwars.rules import IllegalAction

GU4 = ("Blue Plains", "Blue Plains", "IcyLands", "IcyLands")


def gu(**kw):
    return side(lands=GU4, **kw)


def bp(creature=None, building=None, **kw):
    return lane("Blue Plains", creature=creature, building=building, **kw)


def il(creature=None, building=None, **kw):
    return lane("IcyLands", creature=creature, building=building, **kw)


def atk(s, sd, ln):
    return attack_of(s, sd, ln, s.creature[sd][ln])


def full_but(free, first, **extra):
    """Lanes of p0: `first` in lane 0, Cows elsewhere except the Lanes in `free`."""
    lanes = {f"lane{i}": lane(creature="cow") for i in range(1, 4) if i not in free}
    lanes["lane0"] = lane(creature=first)
    return side(**lanes, **extra)


def test_drained_cleric(pool):
    s = position(pool, p0=full_but({2}, "drained-cleric", hand=["cow"]), active=1)
    s.apply_action("end")  # p0's turn starts
    assert s.slug(s.creature[0][2]) == "drained-cleric" and s.creature[0][0] < 0 and s.hand_slugs(0) == ["cow"]
    s2 = position(pool, p0=full_but(set(), "drained-cleric", hand=["cow"]), active=1)
    s2.apply_action("end")
    assert s2.slug(s2.creature[0][0]) == "drained-cleric" and s2.hand[0] == []  # no room: it discards


def test_woadic_ring_leader(pool):
    s = position(pool, p0=full_but({1, 3}, "woadic-ring-leader"), active=1)
    s.apply_action("end")
    assert texts(s) == ["choose p0:lane:1", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:3")
    assert s.slug(s.creature[0][3]) == "woadic-ring-leader"
    s2 = position(pool, p0=full_but(set(), "woadic-ring-leader"), active=1)
    s2.apply_action("end")
    assert s2.creature[0][0] < 0 and s2.slug(s2.discard[0][0]) == "woadic-ring-leader"  # no room: destroyed


def test_r30_two_moves_run_one_after_the_other_in_the_order_chosen(pool):
    def start(first):
        s = position(pool, p0=side(lane0=lane(creature="woadic-ring-leader"), lane1=lane(creature="drained-cleric"),
                                   lane2=lane(creature="cow")), active=1)
        s.apply_action("end")  # R30: two start-of-turn texts wait: the active player picks the first
        assert texts(s) == ["choose first woadic-ring-leader p0:creature:0", "choose first drained-cleric p0:creature:1"]
        s.apply_action(next(a for a in texts(s) if a.startswith(f"choose first {first} ")))
        return [s.slug(c) if c >= 0 else None for c in s.creature[0]], s
    row, s = start("woadic-ring-leader")  # the Leader takes Lane 3, then the Cleric the Lane it left
    assert row == ["drained-cleric", None, "cow", "woadic-ring-leader"] and s.pending == []
    row, s = start("drained-cleric")  # the Cleric takes Lane 3, then the Leader the Lane it left
    assert row == [None, "woadic-ring-leader", "cow", "drained-cleric"] and s.pending == []
    s = position(pool, p0=side(lane0=lane(creature="woadic-ring-leader"), lane1=lane(creature="drained-cleric")),
                 active=1)
    s.apply_action("end")
    s.apply_action("choose first drained-cleric p0:creature:1")
    assert texts(s) == ["choose p0:lane:2", "choose p0:lane:3"]  # its own question, then the Leader's
    s.apply_action("choose p0:lane:3")
    assert texts(s) == ["choose p0:lane:1", "choose p0:lane:2"]  # asked from the board as it is now
    s.apply_action("choose p0:lane:1")
    assert s.slug(s.creature[0][1]) == "woadic-ring-leader" and s.pending == []


def test_tired_wombat(pool):
    s = position(pool, p0=full_but({3}, "tired-wombat"), active=1)
    s.apply_action("end")
    assert s.slug(s.creature[0][3]) == "tired-wombat"
    tired = {"card": "cow", "state": "exhausted"}  # (they need not attack in their turn)
    s2 = position(pool, p0=full_but(set(), "tired-wombat"), p1=side(lane2=lane(creature=tired),
                                                                    lane0=lane(creature=tired),
                                                                    lane1=lane(creature=tired)), active=1)
    s2.apply_action("end")  # no room on your side: to the opponent's one empty Lane, under their control
    wombat = s2.creature[1][3]
    assert s2.slug(wombat) == "tired-wombat" and s2.owner(wombat) == 0 and s2.creature[0][0] < 0


def test_fatigued_librarian(pool):
    s = position(pool, p0=gu(hand=["fatigued-librarian"], lane3=il(building="weary-trading-post")))
    s.apply_action("play fatigued-librarian lane=0")
    assert s.cstate[0][0] == EXHAUSTED and "attack lane=0" not in texts(s)  # enters exhausted
    s.apply_action("end")
    s.apply_action("end")
    assert s.active == 0 and s.cstate[0][0] == EXHAUSTED  # does not ready at the start of your turn
    s.apply_action("floop building lane=3")  # the Post moves it: changing Lanes readies it
    assert s.slug(s.creature[0][3]) == "fatigued-librarian" and s.cstate[0][3] == READY
    assert "attack lane=3" in texts(s)


def test_weakened_warrior(pool):
    s = position(pool, p0=side(lane0=lane(creature={"card": "weakened-warrior", "state": "exhausted"}),
                               lane1=lane(creature={"card": "weakened-warrior", "state": "ready"})), active=1)
    s.apply_action("end")
    assert s.cstate[0][0] == EXHAUSTED and s.cstate[0][1] == READY  # a ready one stays ready
    s2 = position(pool, p0=gu(hand=["weakened-warrior"]))
    s2.apply_action("play weakened-warrior lane=1")
    assert s2.cstate[0][1] == EXHAUSTED


def test_frosted_deanimator(pool):
    s = position(pool, p0=gu(hand=["frosted-deanimator", "phyllis"], lane0=bp(frozen=True),
                             lane1=bp("cow", frozen=True)))
    acts = texts(s)
    assert "play frosted-deanimator lane=0" in acts and "play phyllis lane=0" not in acts
    assert "play frosted-deanimator lane=1" not in acts  # R24: the Creature there still cannot be replaced
    s.apply_action("play frosted-deanimator lane=0")
    assert s.slug(s.creature[0][0]) == "frosted-deanimator"
    with pytest.raises(IllegalAction, match="R24"):
        s.apply_action("play phyllis lane=1")


def test_frosted_snowwoman(pool):
    s = position(pool, p0=gu(hand=["frosted-snowwoman"]))
    s.apply_action("play frosted-snowwoman lane=2")
    assert s.frozen[0] == [False, False, True, False] and s.frozen[1] == [False, False, True, False]


def test_glacier_racer(pool):
    s = position(pool, p0=gu(lane0=bp("glacier-racer", frozen=True)), p1=side(lane0=lane(frozen=True)))
    assert atk(s, 0, 0) == 2 + 4
    one = position(pool, p0=gu(lane0=bp("glacier-racer", frozen=True)))
    assert atk(one, 0, 0) == 2


def test_icy_commando(pool):
    s = position(pool, p0=gu(lane0=bp("icy-commando"), lane1=bp(frozen=True)),
                 p1=side(lane0=lane(frozen=True), lane3=lane(frozen=True)))
    assert atk(s, 0, 0) == 1 + 3
    assert atk(position(pool, p0=gu(lane0=bp("icy-commando"))), 0, 0) == 1


def test_icy_infiltrator(pool):
    s = position(pool, p0=gu(hand=["icy-infiltrator"]))
    s.apply_action("play icy-infiltrator lane=1")
    assert s.frozen[0] == [False, True, False, False] and not any(s.frozen[1])


def test_icy_intruder(pool):
    s = position(pool, p0=gu(lane0=il("icy-intruder"), lane3=il(frozen=True)))
    s.apply_action("floop lane=0")
    opts = texts(s)
    assert "choose p0:land:3" not in opts and "choose p1:land:2" in opts and len(opts) == 7
    s.apply_action("choose p1:land:2")
    assert s.frozen[1][2] and s.actions_left == 1
    assert "floop lane=0" not in texts(position(pool, p0=gu(lane0=il("icy-intruder")), actions_left=0))


def test_industrial_assassin(pool):
    s = position(pool, p0=gu(deck=["phyllis"], lane0=bp("industrial-assassin"), lane1=bp("cow")))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1"]  # itself too
    s.apply_action("choose p0:creature:1")
    assert s.creature[0][1] < 0 and s.hand_slugs(0) == ["phyllis"]


def test_snow_baller(pool):
    s = position(pool, p0=gu(lane2=il("snow-baller", frozen=True)), p1=side(lane0=lane(creature="drooling-dude")))
    s.apply_action("use lane=2")  # one Creature to target... the Baller itself is one too
    assert texts(s) == ["choose p0:creature:2", "choose p1:creature:0"]
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 3 and not s.frozen[0][2] and s.actions_left == 2
    assert "use lane=2" not in texts(s)  # no token left to remove


def test_the_cooler(pool):
    s = position(pool, p0=gu(hand=["cow"], lane2=il("the-cooler")))
    s.apply_action("play cow lane=2")  # the Cooler is replaced: it leaves play
    assert s.frozen[0][2] and not s.frozen[1][2] and s.slug(s.creature[0][2]) == "cow"


def test_cute_overload(pool):
    s = position(pool, p0=gu(hand=["cute-overload"], deck=["phyllis", "phyllis", "phyllis"],
                             lane0=bp("cow"), lane1=bp("cow"), lane2=il("glacier-racer")))
    s.apply_action("play cute-overload")
    assert texts(s) == ["choose done", "choose p0:creature:0", "choose p0:creature:1", "choose p0:creature:2"]
    s.apply_action("choose p0:creature:0")
    s.apply_action("choose p0:creature:2")
    s.apply_action("choose done")
    assert s.creature[0] == [-1, s.creature[0][1], -1, -1] and len(s.hand[0]) == 2
    none = position(pool, p0=gu(hand=["cute-overload"], deck=["phyllis"]))
    none.apply_action("play cute-overload")  # nothing to destroy: no card drawn
    assert none.hand[0] == [] and none.pending == []


def test_magenapping(pool):
    s = position(pool, p0=gu(hand=["magenapping"], hp=15, lane0=bp("cow")), p1=side(lane1=lane(creature="phyllis")))
    s.apply_action("play magenapping")
    s.apply_action("choose p1:creature:1")
    assert texts(s) == ["choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:3")
    assert s.slug(s.creature[0][3]) == "phyllis" and s.owner(s.creature[0][3]) == 1 and s.creature[1][1] < 0
    assert "play magenapping" not in texts(position(pool, p0=gu(hand=["magenapping"], hp=16)))
    two = position(pool, p0=gu(hand=["magenapping"], hp=10, lane0=bp("cow"), lane1=bp("cow")))
    assert "play magenapping" not in texts(two)


def test_snowblower(pool):
    s = position(pool, p0=gu(hand=["snowblower"]))
    s.apply_action("play snowblower")
    assert texts(s) == [f"choose p0:land:{i}" for i in range(4)]
    s.apply_action("choose p0:land:1")
    assert s.frozen[0][1] and s.frozen[1][1] and sum(s.frozen[0]) + sum(s.frozen[1]) == 2


def test_snowvalanche(pool):
    s = position(pool, p0=gu(hand=["snowvalanche"], lane0=bp("cow", frozen=True)),
                 p1=side(lane0=lane(creature="phyllis", frozen=True), lane1=lane(creature="phyllis")))
    s.apply_action("play snowvalanche")
    assert (s.cdmg[1][0], s.cdmg[1][1], s.cdmg[0][0]) == (2, 0, 0)


def test_spazzy_cola(pool):
    s = position(pool, p0=gu(hand=["spazzy-cola"], lane0=bp("cow")), p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("play spazzy-cola")
    assert (atk(s, 0, 0), atk(s, 1, 0)) == (2, 3)


def test_tapped_out(pool):
    s = position(pool, p0=gu(hand=["tapped-out"], lane0=bp({"card": "cow", "state": "exhausted"}),
                             lane1=bp({"card": "phyllis", "state": "flooped"}), lane2=il("drooling-dude")))
    s.apply_action("play tapped-out")
    s.apply_action("choose p0:creature:2")
    assert atk(s, 0, 2) == 3 + 2 * 2
    s2 = position(pool, p0=gu(hand=["tapped-out"], lane2=il("drooling-dude")))
    s2.apply_action("play tapped-out")
    assert atk(s2, 0, 2) == 3


def test_wake_up_call(pool):
    s = position(pool, p0=gu(hand=["wake-up-call"], lane0=bp({"card": "cow", "state": "exhausted"}),
                             lane1=bp({"card": "phyllis", "state": "flooped"})),
                 p1=side(lane0=lane(creature={"card": "cow", "state": "exhausted"})))
    s.apply_action("play wake-up-call")
    assert s.cstate[0][:2] == [READY, READY] and s.cstate[1][0] == EXHAUSTED


def test_fancy_spa(pool):
    s = position(pool, p0=gu(deck=["cow"], lane0=bp({"card": "cow", "state": "flooped"}, building="fancy-spa"),
                             lane1=bp("phyllis")))
    s.apply_action("attack lane=1")
    assert s.hand_slugs(0) == ["cow"]
    s2 = position(pool, p0=gu(deck=["cow"], lane0=bp("phyllis", building="fancy-spa")))
    s2.apply_action("attack lane=0")  # the attacker is exhausted only once the Fight has started
    assert s2.hand[0] == []
    s3 = position(pool, p0=gu(deck=["cow"], lane0=bp({"card": "cow", "state": "flooped"}, building="fancy-spa")))
    s3.apply_action("end")  # no attack: the Fight Phase still starts
    assert s3.hand_slugs(0) == ["cow"]


def test_floating_ice_palace(pool):
    s = position(pool, p0=gu(lane0=bp("cow", building="floating-ice-palace"), lane2=il(frozen=True),
                             lane1=bp("phyllis")), p1=side(lane3=lane(frozen=True)))
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (1 + 2, 2)
    s2 = position(pool, p0=gu(lane0=bp("cow", building="floating-ice-palace"), lane2=il(frozen=True)), active=1)
    assert atk(s2, 0, 0) == 1  # during your turn only


def test_snow_training_camp(pool):
    s = position(pool, p0=gu(lane1=bp(building="snow-training-camp")))
    s.apply_action("floop building lane=1")
    assert s.frozen[0][1] and s.frozen[1][1]
    t = position(pool, p0=gu(lane1=bp(building="snow-training-camp")), p1=side(lane3=lane(frozen=True)))
    assert "floop building lane=1" not in texts(t)


def test_weary_trading_post(pool):
    s = position(pool, p0=gu(lane0=bp({"card": "phyllis", "state": "exhausted"}), lane1=bp("cow"),
                             lane3=il(building="weary-trading-post")))
    s.apply_action("floop building lane=3")  # one exhausted Creature: moved at once
    assert s.slug(s.creature[0][3]) == "phyllis" and s.slug(s.creature[0][1]) == "cow"
    s2 = position(pool, p0=gu(lane0=bp("phyllis"), lane3=il(building="weary-trading-post")))
    s2.apply_action("floop building lane=3")  # none exhausted: nothing moves
    assert s2.creature[0][3] < 0 and s2.cstate[0][0] == READY


def test_gunter(pool):
    s = position(pool, p0=gu(hero="gunter", lane0=bp("cow", frozen=True), lane1=bp("cow")),
                 p1=side(lane0=lane(creature="cow", frozen=True)))
    assert (atk(s, 0, 0), atk(s, 0, 1), atk(s, 1, 0)) == (2, 1, 1)
