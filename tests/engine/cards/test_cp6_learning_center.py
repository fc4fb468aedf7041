"""Learning Center: the text of your Buildings in the Lanes next to it, read from its own Lane."""
from helpers import lane, position, side, texts

from engine.cardwars.board import touch
from engine.cardwars.cards import missing, status
from engine.cardwars.events import attack_blocked
from engine.cardwars.ops.primitives import destroy_building

BP4 = ("Blue Plains",) * 4


def bp(creature=None, building=None, **kw):
    return lane("Blue Plains", creature=creature, building=building, **kw)


def lc_beside(pool, left=None, right=None, hand=(), creature=None, p1=None, **top):
    """Learning Center in Lane 1 with `left` in Lane 0 and `right` in Lane 2 (Buildings of yours)."""
    p0 = side(lands=BP4, hand=hand, lane0=bp(building=left), lane1=bp(creature, building="learning-center"),
              lane2=bp(building=right))
    return position(pool, p0=p0, p1=p1, **top)


def test_it_uses_the_floop_of_the_building_beside_it(pool):
    s = lc_beside(pool, left="cardboard-mansion")
    assert "floop building lane=1" in texts(s)
    s.apply_action("floop building lane=1")  # Cardboard Mansion's Floop: 1 more Action
    assert s.actions_left == 3
    assert s.bstate[0][1] == 2 and s.bstate[0][0] == 0  # the Learning Center is Flooped; the Mansion stays ready
    assert status("learning-center") == "full" and missing("learning-center") == ""


def test_it_loses_the_floop_when_that_building_goes(pool):
    s = lc_beside(pool, left="cardboard-mansion")
    destroy_building(s, 0, 0)
    touch(s)
    assert "floop building lane=1" not in texts(s)
    alone = lc_beside(pool)
    assert "floop building lane=1" not in texts(alone)  # nothing beside it: no Floop


def test_with_two_floops_beside_it_you_pick_one(pool):
    s = lc_beside(pool, left="cardboard-mansion", right="snow-training-camp")
    s.apply_action("floop building lane=1")
    assert texts(s) == ["choose floop:cardboard-mansion", "choose floop:snow-training-camp"]
    s.apply_action("choose floop:snow-training-camp")  # the Camp's text, read from the Learning Center's Lane
    assert s.frozen[0][1] and s.frozen[1][1] and not s.frozen[0][2]
    assert s.actions_left == 2


def test_it_uses_an_activated_ability_beside_it(pool):
    s = lc_beside(pool, right="snow-business", creature="pony")
    assert "use building lane=1 ability=snow-business" in texts(s)
    s.apply_action("use building lane=1 ability=snow-business")  # 1 Action: Freeze a Landscape in its Lane
    assert s.actions_left == 1
    opts = texts(s)
    assert opts == ["choose p0:land:1", "choose p1:land:1"]
    s.apply_action("choose p1:land:1")
    assert s.frozen[1][1] and not s.frozen[1][2]


def test_it_protects_as_cave_of_solitude_does(pool):
    s = lc_beside(pool, left="cave-of-solitude", creature="pony", hand=["hunkclops"],
                  p1=side(lane1=lane(creature="hunkclops")))
    assert not attack_blocked(s, 0, 1)
    s.apply_action("use building lane=1 ability=cave-of-solitude")  # discard the one card: the Pony is sheltered
    assert attack_blocked(s, 0, 1)
    assert not attack_blocked(s, 0, 0)  # the Cave's own Lane has no sheltering mark of its own


def test_it_counts_as_a_cornfield_beside_farmhouse(pool):
    s = position(pool, p0=side(lands=BP4, hand=["learning-center"], lane0=bp(building="farmhouse")),
                 actions_left=5)
    assert s.land_count[0].get("Cornfield", 0) == 1  # Farmhouse
    s.apply_action("play learning-center lane=1")
    assert s.land_count[0]["Cornfield"] == 2  # and the Learning Center beside it
    destroy_building(s, 0, 0)
    assert s.land_count[0].get("Cornfield", 0) == 0


def test_it_keeps_creatures_in_its_lane_from_attacking_as_ice_olation_cell(pool):
    s = lc_beside(pool, left="ice-olation-cell", creature="pony")
    assert "attack lane=1" in texts(s)
    s2 = position(pool, p0=side(lands=BP4, lane0=bp(building="ice-olation-cell"),
                                lane1=lane("Blue Plains", creature="pony", building="learning-center", frozen=True)))
    assert "attack lane=1" not in texts(s2) and "attack" not in " ".join(texts(s2))


def test_a_game_listens_only_to_its_buildings_events(pool):
    s = lc_beside(pool, left="cardboard-mansion")
    assert "damaged" not in s.listen  # no Blood Castle in the game: damage is not dispatched for it
    s2 = lc_beside(pool, left="blood-castle")
    assert "damaged" in s2.listen


def test_it_hushes_as_palace_of_bone_does(pool):
    def game():
        return position(pool, p0=side(lands=BP4, lane0=bp(building="palace-of-bone"),
                                      lane1=bp(building="learning-center")),
                        p1=side(lands=BP4, hand=["lonely-panda"], deck=["pony", "pony"]), active=1)
    s = game()
    s.apply_action("play lonely-panda lane=1")  # across the Learning Center: its enters-play draw is hushed
    assert s.hand[1] == []
    s2 = game()
    s2.apply_action("play lonely-panda lane=3")  # across nothing of the Palace's or the Center's: it draws
    assert [s2.tab.slug[c] for c in s2.hand[1]] == ["pony"]
