"""One test per card of Cake's Cornfield deck (CP6-cake) and her Hero."""
from helpers import atk, dfn, flooped, hurt, lane, position, side, texts

from engine.cardwars.board import FLOOPED
from engine.cardwars.cards import missing, status

CF4 = ("Cornfield",) * 4


def ca(**kw):
    return side(lands=CF4, **kw)


def cf(creature=None, building=None, **kw):
    return lane("Cornfield", creature=creature, building=building, **kw)






def slugs(s, cids):
    return sorted(s.tab.slug[c] for c in cids)


def test_archer_danica(pool):
    s = position(pool, p0=ca(lane0=cf("archer-danica", building="farmhouse"), lane1=cf(building="blood-castle")),
                 p1=side(lane0=lane(creature="pony"), lane2=lane(creature="hunkclops")))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:building:0", "choose p0:building:1"]  # the cost: a Building of yours
    s.apply_action("choose p0:building:0")
    assert s.building[0][0] < 0 and s.cdmg[1][0] == 3 and s.creature[1][2] < 0  # 3 to each opposing Creature
    none = position(pool, p0=ca(lane0=cf("archer-danica")), p1=side(lane0=lane(creature="pony")))
    assert "floop lane=0" not in texts(none)  # no Building to destroy: the cost cannot be paid


def test_corns_templar(pool):
    s = position(pool, p0=ca(lane0=cf(hurt("corns-templar", 3))))
    s.apply_action("floop lane=0")
    assert s.cdmg[0][0] == 2 and s.cstate[0][0] == FLOOPED


def test_druid_of_the_cob(pool):
    s = position(pool, p0=ca(lane0=cf("druid-of-the-cob"), lane1=cf(flooped("corns-templar")), lane2=cf("pony")),
                 p1=side(lane0=lane(creature=flooped("pony"))))
    assert atk(s, 0, 1) == 2 and atk(s, 0, 2) == 1 and atk(s, 1, 0) == 1  # your Flooped Creatures only


def test_helping_hand(pool):
    s = position(pool, p0=ca(discard=["farmhouse", "pony", "blood-castle"], lane0=cf("helping-hand")))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:discard:farmhouse", "choose p0:discard:blood-castle"]
    s.apply_action("choose p0:discard:blood-castle")
    assert slugs(s, s.hand[0]) == ["blood-castle"]
    empty = position(pool, p0=ca(discard=["pony"], lane0=cf("helping-hand")))
    assert "floop lane=0" in texts(empty)  # it targets nothing: usable with no Building there
    empty.apply_action("floop lane=0")
    assert empty.hand[0] == []


def test_hunkclops(pool):
    assert status("hunkclops") == "full" and missing("hunkclops") == ""


def test_husker_champion(pool):
    s = position(pool, p0=ca(lane0=cf("husker-champion", building="farmhouse"), lane1=cf("husker-champion")),
                 p1=side(lane1=lane(building="blood-castle")))
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (3, 6)
    assert (atk(s, 0, 1), dfn(s, 0, 1)) == (1, 4)  # the opponent's Building does not count


def test_husker_valkyrie(pool):
    s = position(pool, p0=ca(lane0=cf("husker-valkyrie", building="farmhouse"), lane1=cf("husker-valkyrie")))
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (4, 8)
    assert (atk(s, 0, 1), dfn(s, 0, 1)) == (2, 6)


def test_kernel_queen(pool):
    s = position(pool, p0=ca(lane0=cf("kernel-queen"), lane1=cf(flooped("pony")), lane2=cf(flooped("pony"))),
                 p1=side(lane0=lane(creature=flooped("pony"))))
    assert atk(s, 0, 0) == 3


def test_lumbercaddy(pool):
    s = position(pool, p0=ca(lane0=cf("lumbercaddy", building="farmhouse"), lane1=cf(building="blood-castle"),
                             lane2=cf(building="celestial-fortress")))
    s.apply_action("floop lane=0")
    assert texts(s) == [f"choose p0:building:{i}" for i in range(3)]
    s.apply_action("choose p0:building:1")  # the one Lane without a Building: no second choice
    assert s.tab.slug[s.building[0][3]] == "blood-castle" and s.building[0][1] < 0
    full = position(pool, p0=ca(lane0=cf("lumbercaddy", building="farmhouse"), lane1=cf(building="farmhouse"),
                                lane2=cf(building="farmhouse"), lane3=cf(building="farmhouse")))
    assert "floop lane=0" not in texts(full)  # R16: nowhere to move one


def test_pied_piper(pool):
    s = position(pool, p0=ca(lane0=cf("pied-piper")))
    assert atk(s, 0, 0) == 1 and dfn(s, 0, 0) == 9
    assert status("pied-piper") == "full" and missing("pied-piper") == ""


def test_popcorn_butteredfly(pool):
    s = position(pool, p0=ca(deck=["pony"] * 3, lane0=cf("popcorn-butteredfly", building="farmhouse"),
                             lane1=cf(building="blood-castle")))
    s.apply_action("floop lane=0")
    assert len(s.hand[0]) == 2
    none = position(pool, p0=ca(deck=["pony"], lane0=cf("popcorn-butteredfly")))
    none.apply_action("floop lane=0")
    assert none.hand[0] == []


def test_sharp_guy(pool):
    s = position(pool, p0=ca(lane1=cf("sharp-guy")), p1=side(lane1=lane(creature="pony"), lane0=lane(creature="pony")))
    s.apply_action("floop lane=1")
    assert s.cdmg[1] == [0, 2, 0, 0]
    assert "floop lane=0" not in texts(position(pool, p0=ca(lane0=cf("sharp-guy")),
                                                p1=side(lane1=lane(creature="pony"))))  # R16: none in its Lane


def test_tornado_wall_of_fire(pool):
    s = position(pool, p0=ca(lane0=cf("tornado-wall-of-fire")), p1=side(lane0=lane(creature="crazy-cat-lady")))
    assert atk(s, 0, 0) == 0
    s.apply_action("floop lane=0")
    assert atk(s, 0, 0) == 3
    s.apply_action("end")
    s.apply_action("attack lane=0")  # it defends, still Flooped (R21)
    assert s.cdmg[1][0] == 3


def test_tough_lumberjill(pool):
    s = position(pool, p0=ca(hand=["tough-lumberjill"], lane0=cf(building="farmhouse"),
                             lane1=cf(building="blood-castle")), p1=side(lane0=lane(building="blood-castle")))
    s.apply_action("play tough-lumberjill lane=2")
    assert s.hp[1] == 23  # your 2 Buildings


def test_deforestation(pool):
    s = position(pool, p0=ca(hand=["deforestation"], deck=["pony", "farmhouse", "blood-castle", "pony"],
                             lane0=cf("pony"), lane1=cf(flooped("corns-templar"))))
    assert "play deforestation" in texts(s)
    s.apply_action("play deforestation")  # the only ready Creature is Flooped at once (its additional cost)
    assert s.cstate[0][0] == FLOOPED
    assert texts(s) == ["choose p0:deck:blood-castle", "choose p0:deck:farmhouse"]
    s.apply_action("choose p0:deck:farmhouse")
    s.apply_action("choose p0:lane:2")
    assert s.tab.slug[s.building[0][2]] == "farmhouse" and len(s.deck[0]) == 3
    no_cost = position(pool, p0=ca(hand=["deforestation"], lane1=cf(flooped("corns-templar"))))
    assert "play deforestation" not in texts(no_cost)  # no ready Creature to Floop


def test_furious_furor(pool):
    s = position(pool, p0=ca(hand=["furious-furor"], lane0=cf(flooped("pony")), lane1=cf(flooped("pony")),
                             lane2=cf("pony")))
    s.apply_action("play furious-furor")
    s.apply_action("choose p0:creature:2")
    assert atk(s, 0, 2) == 1 + 4


def test_harvest_moon(pool):
    s = position(pool, p0=ca(hand=["harvest-moon"], discard=["pony", "celestial-fortress"], lane0=cf(building="farmhouse")),
                 p1=side(lane1=lane(creature="crazy-cat-lady")))
    s.apply_action("play harvest-moon")  # one Building there: picked at once
    assert texts(s) == [f"choose p0:lane:{i}" for i in range(4)]
    s.apply_action("choose p0:lane:1")
    assert s.tab.slug[s.building[0][1]] == "celestial-fortress" and dfn(s, 1, 1) == 8
    assert s.actions_left == 0  # the Spell's 2 Actions only: the Building is put into play, not played


def test_log_rhythm(pool):
    s = position(pool, p0=ca(hand=["log-rhythm"], lane0=cf("pony", building="farmhouse"), lane1=cf("pony")))
    s.apply_action("play log-rhythm")
    assert atk(s, 0, 0) == 3 and atk(s, 0, 1) == 1


def test_void_thimble(pool):
    s = position(pool, p0=ca(hand=["void-thimble"]))
    s.apply_action("play void-thimble")
    assert s.hp[0] == 23 and s.actions_left == 3


def test_blood_castle(pool):
    s = position(pool, p0=ca(hand=["sword-bouquet"], lane0=cf("hunkclops", building="blood-castle")),
                 p1=side(lane0=lane(creature="crazy-cat-lady"), lane1=lane(creature="crazy-cat-lady")))
    s.apply_action("attack lane=0")
    assert s.cdmg[1][0] == 3 + 1 and s.cdmg[0][0] == 1  # the opposing Creature's damage +1; yours unchanged
    s2 = position(pool, p0=ca(lane0=cf(building="blood-castle"), lane1=cf(flooped("sharp-guy"))),
                  p1=side(lane1=lane(creature="crazy-cat-lady")))
    assert s2.cdmg[1][1] == 0
    s3 = position(pool, p0=ca(lane1=cf("sharp-guy", building="blood-castle")),
                  p1=side(lane1=lane(creature="crazy-cat-lady"), lane2=lane(creature="crazy-cat-lady")))
    s3.apply_action("floop lane=1")
    assert s3.cdmg[1][1] == 2 + 1  # an ability's damage too, once


def test_cabin_of_many_woods(pool):
    s = position(pool, p0=side(lands=CF4, hand=["cabin-of-many-woods"], lane0=cf(flooped("pony")),
                               lane1=cf("pony")), actions_left=4)
    assert "play cabin-of-many-woods lane=1" in texts(s)  # 5 - 1 Flooped: 4 Actions, 4 Cornfields
    s.apply_action("play cabin-of-many-woods lane=1")
    assert s.actions_left == 0 and dfn(s, 0, 1) == 5 + 5
    none = position(pool, p0=side(lands=CF4, hand=["cabin-of-many-woods"], lane1=cf("pony")), actions_left=5)
    assert not any(t.startswith("play cabin") for t in texts(none))  # cost 5 needs 5 Cornfields


def test_cabin_with_farmhouse(pool):
    s = position(pool, p0=ca(hand=["cabin-of-many-woods"], lane0=cf("pony", building="farmhouse")), actions_left=5)
    assert "play cabin-of-many-woods lane=1" in texts(s)  # the Farmhouse is the fifth Cornfield


def test_celestial_fortress(pool):
    s = position(pool, p0=ca(lane0=cf("pony", building="celestial-fortress")),
                 p1=side(lane0=lane(creature=hurt("crazy-cat-lady", 7)), lane1=lane(creature="crazy-cat-lady")))
    assert dfn(s, 1, 0) == 8 and dfn(s, 1, 1) == 10 and dfn(s, 0, 0) == 5
    s2 = position(pool, p0=ca(hand=["celestial-fortress"]), p1=side(lane0=lane(creature=hurt("pony", 3))))
    s2.apply_action("play celestial-fortress lane=0")
    assert s2.creature[1][0] < 0  # DEF 5 - 2 = 3 with 3 damage: destroyed (R19)


def test_farmhouse(pool):
    lands = ("Cornfield", "Cornfield", "Blue Plains", "Blue Plains")
    s = position(pool, p0=side(lands=lands, hand=["farmhouse", "husker-valkyrie"], lane0=cf(hurt("pony", 1))))
    s.apply_action("play farmhouse lane=2")
    assert s.land_count[0]["Cornfield"] == 3 and s.land_count[0]["Rainbow"] == 5
    lj = position(pool, p0=side(lands=("Cornfield", "Blue Plains", "Blue Plains", "Blue Plains"),
                                hand=["husker-valkyrie"], lane3=lane("Blue Plains", building="farmhouse")))
    assert "play husker-valkyrie lane=0" in texts(lj)  # 1 Cornfield + the Farmhouse
    bare = position(pool, p0=side(lands=("Cornfield", "Blue Plains", "Blue Plains", "Blue Plains"),
                                  hand=["husker-valkyrie"]))
    assert "play husker-valkyrie lane=0" not in texts(bare)


def test_farmhouse_leaving_play(pool):
    s = position(pool, p0=ca(lane0=cf("archer-danica", building="farmhouse")))
    assert s.land_count[0]["Cornfield"] == 5
    s.apply_action("floop lane=0")  # destroys the Farmhouse as its cost
    assert s.land_count[0]["Cornfield"] == 4


def test_cake(pool):
    s = position(pool, p0=ca(hero="cake", hand=["farmhouse"], lane0=cf(hurt("pony", 3), building="blood-castle"),
                             lane1=cf(hurt("pony", 3)), lane2=cf(hurt("pony", 1))),
                 p1=side(lane0=lane(creature=hurt("pony", 3), building="blood-castle")))
    s.apply_action("play farmhouse lane=1")
    assert s.cdmg[0][:3] == [1, 1, 1] and s.cdmg[1][0] == 3  # yours with a Building in their Lane
    s2 = position(pool, p0=ca(hero="cake", hand=["pony"], lane0=cf(hurt("pony", 3), building="blood-castle")))
    s2.apply_action("play pony lane=1")
    assert s2.cdmg[0][0] == 3  # a Creature entering: nothing
