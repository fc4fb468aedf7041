"""One test per card of Lemongrab's Cornfield / SandyLands deck (CP5-lemongrab) and his Hero."""
import json

import pytest
from helpers import lane, position, side, texts

from engine import GameState
from engine.cardwars.cards import status
from engine.cardwars.ops.core import attack_of, defense_of
from engine.cardwars.rules import IllegalAction
from engine.cardwars.rules.costs import requirement

LG4 = ("Cornfield", "Cornfield", "SandyLands", "SandyLands")


def lg(**kw):
    return side(lands=LG4, **kw)


def cf(creature=None, building=None, **kw):
    return lane("Cornfield", creature=creature, building=building, **kw)


def sl(creature=None, building=None, **kw):
    return lane("SandyLands", creature=creature, building=building, **kw)


def atk(s, sd, ln):
    return attack_of(s, sd, ln, s.creature[sd][ln])


def dfn(s, sd, ln):
    return defense_of(s, sd, ln, s.creature[sd][ln])


def to_next_turn(s):
    """p0 ends a turn with nothing to attack, p1 does the same: p0's next turn starts."""
    s.apply_action("end")
    s.apply_action("end")


def roundtrip(s, pool):
    return GameState.from_json(json.loads(json.dumps(s.to_json())), pool=pool)


def test_bouncing_zebracorn(pool):
    s = position(pool, p0=lg(lane0=cf("bouncing-zebracorn")))
    assert atk(s, 0, 0) == 1 + 2  # Cornfield and SandyLands
    down = position(pool, p0=lg(lane0=cf("bouncing-zebracorn"), lane2=sl(face_down=True),
                                lane3=sl(face_down=True)))
    assert atk(down, 0, 0) == 1 + 1  # a face-down Landscape gives no type (R31)


def test_rebounding_zebracorn(pool):
    s = position(pool, p0=lg(lane0=cf("rebounding-zebracorn")))
    assert atk(s, 0, 0) == 0 + 2
    one = position(pool, p0=side(lands=("Cornfield",) * 4, lane0=cf("rebounding-zebracorn")))
    assert atk(one, 0, 0) == 1


def test_fancy_zebracorn(pool):
    s = position(pool, p0=lg(lane0=cf("fancy-zebracorn")))
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (2, 4 + 2)


def test_ol_corn_eye(pool):
    s = position(pool, p0=lg(lane0=cf("ol-corn-eye")))
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (4, 1 + 2)
    down = position(pool, p0=side(lands=LG4, **{f"lane{i}": lane(LG4[i], face_down=True) for i in range(1, 4)},
                                  lane0=cf("ol-corn-eye")))
    assert dfn(down, 0, 0) == 1 + 1


def test_earth_mover(pool):
    s = position(pool, p0=lg(lane0=cf("earth-mover"), lane1=cf(face_down=True)),
                 p1=side(lane3=lane(face_down=True)))
    assert atk(s, 0, 0) == 2 + 2 * 2  # face-down Landscapes on both sides count
    assert atk(position(pool, p0=lg(lane0=cf("earth-mover"))), 0, 0) == 2


def test_quake_maker(pool):
    s = position(pool, p0=lg(lane0=cf("quake-maker"), lane1=cf(face_down=True)),
                 p1=side(lane3=lane(face_down=True)))
    assert atk(s, 0, 0) == 1 + 4
    assert atk(position(pool, p0=lg(lane0=cf("quake-maker"))), 0, 0) == 1


def test_sandasaurus_rex(pool):
    s = position(pool, p0=lg(lane0=sl("sandasaurus-rex")))
    assert atk(s, 0, 0) == 2 * 3  # three empty Lanes of yours
    s2 = position(pool, p0=lg(lane0=sl("sandasaurus-rex"), lane1=cf("cow")), p1=side(lane2=lane(creature="cow")))
    assert atk(s2, 0, 0) == 2 * 2  # the opponent's Creatures do not fill your Lanes


def test_carmel_camel(pool):
    def fight(answer):
        s = position(pool, p0=lg(lane0=sl("carmel-camel"), lane1=cf({"card": "cow", "damage": 4})),
                     p1=side(lane1=lane(creature="phyllis")))
        s.apply_action("attack lane=1")  # the Cow takes 2 and is destroyed
        assert texts(s) == ["choose yes", "choose no"]
        s.apply_action(f"choose {answer}")
        return s
    s = fight("yes")
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (1, 5)
    assert (atk(fight("no"), 0, 0), dfn(fight("no"), 0, 0)) == (0, 4)
    assert status("carmel-camel") == "full"


def test_dragoon_parrotrooper(pool):
    s = position(pool, p0=side(hand=["dragoon-parrotrooper", "cow"], lane1=lane(creature="cow"),
                               lane3=lane(creature="phyllis")))
    s.apply_action("play dragoon-parrotrooper lane=0")
    assert s.pending == []  # one empty Lane: it goes there at once
    assert s.slug(s.creature[0][2]) == "dragoon-parrotrooper" and s.creature[0][0] < 0
    assert atk(s, 0, 1) == 0 and atk(s, 0, 3) == 2 - 1  # both neighbours -1 ATK (never below 0)
    acts = texts(s)
    assert "play cow lane=0" in acts and "play cow lane=2" not in acts  # it cannot be replaced
    with pytest.raises(IllegalAction, match="cannot be replaced"):
        s.apply_action("play cow lane=2")


def test_dragoon_parrotrooper_asks_where(pool):
    s = position(pool, p0=side(hand=["dragoon-parrotrooper"], lane1=lane(creature="cow")))
    s.apply_action("play dragoon-parrotrooper lane=0")
    assert texts(s) == ["choose p0:lane:2", "choose p0:lane:3"]  # your empty Lanes only
    s.apply_action("choose p0:lane:3")
    assert s.slug(s.creature[0][3]) == "dragoon-parrotrooper"


def test_jinxed_parrotrooper(pool):
    s = position(pool, p0=side(hand=["cow", "phyllis"], lane0=lane(creature="jinxed-parrotrooper")),
                 active=1)
    s.apply_action("end")  # p0's turn starts: empty deck, no draw; then the discard
    assert texts(s) == ["choose p0:hand:cow", "choose p0:hand:phyllis"]
    s.apply_action("choose p0:hand:phyllis")
    assert s.hand_slugs(0) == ["cow"] and [s.slug(c) for c in s.discard[0]] == ["phyllis"]
    s2 = position(pool, p0=side(hand=["jinxed-parrotrooper"], lane1=lane(creature="cow"),
                                lane2=lane(creature="cow"), lane3=lane(creature="cow")))
    s2.apply_action("play jinxed-parrotrooper lane=1")  # replaces a Cow, then moves to the one empty Lane
    assert s2.slug(s2.creature[0][0]) == "jinxed-parrotrooper" and s2.creature[0][1] < 0


def test_r30_two_discards_run_one_after_the_other(pool):
    s = position(pool, p0=side(hand=["cow", "phyllis"], lane0=lane(creature="jinxed-parrotrooper"),
                               lane1=lane(creature="jinxed-parrotrooper")), active=1)
    s.apply_action("end")  # copies of one card: no order question; the first asks which card
    assert texts(s) == ["choose p0:hand:cow", "choose p0:hand:phyllis"]
    s.apply_action("choose p0:hand:cow")  # then the second runs, with one card left: no choice
    assert s.hand[0] == [] and len(s.discard[0]) == 2 and s.pending == []


def test_static_parrotrooper(pool):
    s = position(pool, p0=side(lane0=lane(creature="static-parrotrooper")), active=1)
    s.apply_action("end")
    assert s.hp[0] == 24 and s.active == 0
    s2 = position(pool, p0=side(hand=["static-parrotrooper"], lane0=lane(creature="cow"),
                                lane1=lane(creature="cow"), lane3=lane(creature="cow")))
    s2.apply_action("play static-parrotrooper lane=0")
    assert s2.slug(s2.creature[0][2]) == "static-parrotrooper"
    assert "play cow lane=2" not in texts(s2)


def test_husky_parrotrooper(pool):
    s = position(pool, p0=side(hand=["husky-parrotrooper"], lane1=lane(creature="cow"),
                               lane2=lane(creature="cow")))
    s.apply_action("play husky-parrotrooper lane=0")
    assert s.slug(s.creature[0][3]) == "husky-parrotrooper"
    assert s.face_down[0] == [False, False, False, True]  # the Landscape it moved to
    full = position(pool, p0=side(hand=["husky-parrotrooper"], lane0=lane(creature="cow"),
                                  lane1=lane(creature="cow"), lane2=lane(creature="cow"),
                                  lane3=lane(creature="cow")))
    full.apply_action("play husky-parrotrooper lane=0")
    assert full.slug(full.creature[0][0]) == "husky-parrotrooper" and not any(full.face_down[0])


def test_grand_mummy(pool):
    def start(answer):
        s = position(pool, p0=lg(deck=["cow", "phyllis", "cow"], lane2=sl("grand-mummy")), active=1)
        s.apply_action("end")  # p0 draws 1, then the Mummy asks
        s.apply_action(f"choose {answer}")
        return s
    s = start("yes")
    assert s.creature[0][2] < 0 and sorted(s.hand_slugs(0)) == ["cow", "cow", "grand-mummy", "phyllis"]
    s = start("no")
    assert s.slug(s.creature[0][2]) == "grand-mummy" and len(s.hand[0]) == 1


def test_mantle_masher(pool):
    s = position(pool, p0=lg(hand=["mantle-masher", "cow"]))
    s.apply_action("play mantle-masher lane=0")
    assert texts(s) == ["choose p0:land:0", "choose p1:land:0"]  # a Landscape in its Lane, either side
    s.apply_action("choose p1:land:0")
    assert s.face_down[1][0] and not s.face_down[0][0]
    s.apply_action("play cow lane=0")  # replaced: it leaves play
    assert not s.face_down[1][0]
    none2 = position(pool, p0=lg(hand=["mantle-masher"], lane1=cf(face_down=True)),
                     p1=side(lane1=lane("Cornfield", face_down=True)))
    none2.apply_action("play mantle-masher lane=1")  # both Landscapes already face down: nothing to flip
    assert none2.pending == [] and none2.face_down[0][1] and none2.face_down[1][1]


def test_rock_n_roller(pool):
    s = position(pool, p0=lg(hand=["rock-n-roller", "cow"]))
    s.apply_action("play rock-n-roller lane=0")
    s.apply_action("choose p0:land:0")
    assert s.face_down[0][0] and s.land_count[0]["Cornfield"] == 1
    s = roundtrip(s, pool)  # what it flipped is remembered through the JSON position
    s.apply_action("play cow lane=0")
    assert not s.face_down[0][0] and s.land_count[0]["Cornfield"] == 2


def test_sandmagus(pool):
    s = position(pool, p0=lg(lane0=cf("cow"), lane2=sl("sandmagus")), active=1)
    s.apply_action("end")
    s.apply_action("choose yes")
    assert s.hand_slugs(0) == ["sandmagus"] and atk(s, 0, 0) == 1 + 1
    s2 = position(pool, p0=lg(lane0=cf("cow"), lane2=sl("sandmagus")), active=1)
    s2.apply_action("end")
    s2.apply_action("choose no")
    assert atk(s2, 0, 0) == 1 and s2.slug(s2.creature[0][2]) == "sandmagus"


def test_ska_pion(pool):
    s = position(pool, p0=lg(hand=["ska-pion"]), p1=side(lane0=lane(creature={"card": "cow", "owner": 0})))
    cid = s.hand[0][0]
    assert requirement(s, 0, cid) == (0, 0)  # R12: the cost is lowered, Landscapes needed too
    s2 = position(pool, p0=lg(hand=["ska-pion"]), p1=side(lane0=lane(creature="cow")))
    assert requirement(s2, 0, s2.hand[0][0]) == (1, 1)


def test_tntimmy(pool):
    s = position(pool, p0=side(hand=["cow"], lane0=lane(creature="tntimmy")),
                 p1=side(lane0=lane(creature="phyllis"), lane2=lane(creature="cow")))
    s.apply_action("play cow lane=0")  # replaced: it leaves play
    assert s.cdmg[1][0] == 1 and s.cdmg[1][2] == 1 and s.cdmg[0][0] == 0


def test_amaizing_avalanche(pool):
    s = position(pool, p0=lg(hand=["amaizing-avalanche"], lane0=cf("cow"), lane1=cf("phyllis"),
                             lane3=sl(face_down=True)), p1=side(lane2=lane(face_down=True), lane0=lane(creature="cow")))
    s.apply_action("play amaizing-avalanche")
    assert (atk(s, 0, 0), atk(s, 0, 1), atk(s, 1, 0)) == (1 + 2, 2 + 2, 1)  # yours only


def test_drop_zone(pool):
    s = position(pool, p0=side(hand=["drop-zone"], lane0=lane(creature="cow")),
                 p1=side(lane1=lane(creature={"card": "phyllis", "owner": 0}), lane2=lane(creature="cow")))
    s.apply_action("play drop-zone")
    assert texts(s) == ["choose p0:creature:0", "choose p1:creature:1"]  # Creatures you own, either side
    s.apply_action("choose p1:creature:1")
    assert s.hand_slugs(0) == ["phyllis"] and s.creature[1][1] < 0


def test_free_fall(pool):
    s = position(pool, p0=lg(hand=["cow", "free-fall"], lane1=cf("phyllis")),
                 this_turn={"entered": [[99, 1, 0]]})
    s.apply_action("play cow lane=0")
    s.apply_action("play free-fall")
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (1 + 2, 2 + 2)  # the Cow and one that entered on the other side


def test_ham_fist(pool):
    s = position(pool, p0=side(hand=["ham-fist"], deck=["cow"], lane0=lane(creature="drooling-dude")),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("play ham-fist")  # one Creature of yours: chosen at once
    assert atk(s, 0, 0) == 0 and s.hand_slugs(0) == ["cow"] and atk(s, 1, 0) == 2


def test_quick_pick_me_up(pool):
    s = position(pool, p0=lg(hand=["quick-pick-me-up"], lane0=cf("drooling-dude")))
    s.apply_action("play quick-pick-me-up")
    assert s.hand_slugs(0) == ["drooling-dude"] and s.actions_left == 2 - 1 + 2


def test_rock_out(pool):
    s = position(pool, p0=side(hand=["rock-out"]), p1=side(lane0=lane(face_down=True)))
    s.apply_action("play rock-out")
    assert "choose p1:land:0" not in texts(s)  # already face down: no target
    s.apply_action("choose p1:land:2")
    assert s.face_down[1][2]
    s.apply_action("end")
    s = roundtrip(s, pool)  # the delayed flip survives the JSON position
    assert s.active == 1 and s.face_down[1][2]  # still down in the opponent's turn
    s.apply_action("end")
    assert s.active == 0 and not s.face_down[1][2] and s.face_down[1][0]  # the start of your next turn


def test_lunchpad(pool):
    s = position(pool, p0=side(hand=["cow", "cow"], deck=["phyllis", "phyllis"], lane0=lane(building="lunchpad")))
    s.apply_action("play cow lane=0")
    s.apply_action("play cow lane=1")
    s.apply_action("floop building lane=0")
    assert s.hand_slugs(0) == ["phyllis"]  # one Creature entered onto its Landscape
    s2 = position(pool, p0=side(deck=["phyllis"], lane0=lane(building="lunchpad")))
    s2.apply_action("floop building lane=0")
    assert s2.hand[0] == []


def test_parrotmilitary_outpost(pool):
    s = position(pool, p0=side(lane0=lane(creature="phyllis", building="parrotmilitary-outpost"),
                               lane1=lane(creature="cow")),
                 p1=side(lane0=lane(creature="drooling-dude")))
    assert (atk(s, 0, 0), atk(s, 1, 0), atk(s, 0, 1)) == (1, 2, 1)


def test_silo_of_freedom(pool):
    s = position(pool, p0=lg(hand=["cow"], lane0=cf(building="silo-of-freedom")))
    s.apply_action("use building lane=0")  # discards the one card, then asks the type
    assert "choose cornfield" not in texts(s) and "choose icylands" in texts(s)
    s.apply_action("choose icylands")
    assert s.land[0][0] == "IcyLands" and s.land_count[0].get("IcyLands") == 1 and s.land_count[0]["Cornfield"] == 1
    assert s.hand[0] == []
    to_next_turn(s)
    assert s.land[0][0] == "Cornfield" and s.land_count[0]["Cornfield"] == 2
    down = position(pool, p0=lg(hand=["cow"], lane0=cf(building="silo-of-freedom", face_down=True)))
    assert "use building lane=0" not in texts(down)


def test_sinkhole(pool):
    s = position(pool, p0=lg(hand=["cow"], lane1=cf(building="sinkhole")))
    s.apply_action("floop building lane=1")
    assert texts(s) == ["choose p0:land:1", "choose p1:land:1"]
    s.apply_action("choose p1:land:1")
    assert s.face_down[1][1] and s.hand[0] == []
    to_next_turn(s)
    assert not s.face_down[1][1]
    assert "floop building lane=1" not in texts(position(pool, p0=lg(lane1=cf(building="sinkhole"))))  # no card


def test_lemongrab(pool):
    s = position(pool, p0=lg(hero="lemongrab", hp=20, lane0=cf("cow")))
    s.apply_action("attack lane=0")
    assert s.hp[0] == 21
    empty = position(pool, p0=lg(hero="lemongrab", hp=20))
    empty.apply_action("end")  # no attack: the Fight Phase still starts
    assert empty.hp[0] == 21 and empty.active == 1
    full = position(pool, p0=lg(hero="lemongrab", hp=20, **{f"lane{i}": lane(LG4[i], creature="cow")
                                                            for i in range(4)}))
    for i in range(4):
        full.apply_action(f"attack lane={i}")
    assert full.hp[0] == 20 and full.active == 1
    capped = position(pool, p0=lg(hero="lemongrab", hp=25))
    capped.apply_action("end")
    assert capped.hp[0] == 25  # R5
