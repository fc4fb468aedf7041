"""Doubles Tournament, the NiceLands half of Jake's and Charlie's decks (engine/cardwars/cards/dt_nicelands.py): each
card in a Doubles position, with the rulebook's clarifications (R46). The table: doubles_seats.py."""
import pytest
from doubles_seats import BP, CF, DECK, GNOME, NL, doubles, hp, seat, start_of_turn_of_0
from helpers import atk, hurt, lane, position, side, texts


def test_adorabunny(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("adorabunny", 4))))
    assert texts(s) == ["choose p1:player", "choose p3:player"]  # R35: target opponent, either one
    s.apply_action("choose p3:player")
    assert hp(s, 1) == 37 and hp(s, 0) == 40  # R34: off team B's pool
    calm = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("adorabunny", 3))))
    assert not calm.pending and hp(calm, 1) == 40


def test_adorabunny_in_1v1(pool):
    s = position(pool, active=1, p0=side(deck=DECK, lane0=lane(creature=hurt("adorabunny", 5))), p1=side(deck=DECK))
    s.apply_action("end")
    assert s.hp[1] == 22  # the one opponent, no question


def test_cutie_koala(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("cutie-koala", 4)), lane1=lane(creature=hurt("cutie-koala", 3))))
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (3, 1)


def test_loveable_lamb(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("loveable-lamb", 4))),
                           p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    assert s.cdmg[1][3] == 2  # the opposing Creature in its Lane (R32: B1's Landscape 4)
    calm = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("loveable-lamb", 3))),
                              p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    assert calm.cdmg[1][3] == 0


def test_stitched_squirrel(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane2=lane(creature=hurt("stitched-squirrel", 4))),
                           p3=seat(lands=(CF,) * 4, lane1=lane(CF, building="haybarn")))
    assert s.building[3][1] < 0 and s.slug(s.discard[3][-1]) == "haybarn"  # B2's Landscape 2 faces A1-3
    calm = start_of_turn_of_0(pool, p0=seat(lane2=lane(creature=hurt("stitched-squirrel", 2))),
                              p3=seat(lands=(CF,) * 4, lane1=lane(CF, building="haybarn")))
    assert calm.building[3][1] >= 0


def test_overstuffed_orangutan(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("overstuffed-orangutan", 4)),
                              lane1=lane(creature=hurt("overstuffed-orangutan", 1))))
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (4, 2)


def test_sewn_sloth(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=GNOME), lane1=lane(creature="sewn-sloth"), lane2=lane(creature=GNOME),
                              lane3=lane(creature=GNOME)))
    assert [atk(s, 0, i) for i in (0, 2, 3)] == [2, 2, 1]  # R32: Landscapes 2-3 adjacent across the gap
    s.cdmg[0][1] = 4
    s.bonus = None
    assert [atk(s, 0, i) for i in (0, 2, 3)] == [3, 3, 1]


@pytest.mark.parametrize("slug", ["giddy-giraffe", "huggable-hedgehog"])
def test_giddy_giraffe_and_huggable_hedgehog_r46(pool, slug):
    """R46: with 4+ damage its Fight damage goes to the opposing Creature's team, attacking or defending."""
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt(slug, 4))), p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    a = atk(s, 0, 0)
    s.apply_action("attack lane=0")
    assert hp(s, 1) == 40 - a and s.cdmg[1][3] == 0  # no damage on the Creature
    assert s.cdmg[0][0] == 5  # the Gnome still deals its own 1
    defend = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt(slug, 4))),
                     p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    defend.apply_action("attack lane=3")
    assert hp(defend, 1) == 40 - a and defend.cdmg[1][3] == 0 and defend.cdmg[0][0] == 5
    calm = doubles(pool, p0=seat(lane0=lane(creature=hurt(slug, 3))), p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    calm.apply_action("attack lane=0")
    assert hp(calm, 1) == 40 and calm.cdmg[1][3] == a


def test_fluffy_fox(pool):
    big = "huggable-hedgehog"  # 3 ATK
    s = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 4))),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, big)))
    s.apply_action("attack lane=3")  # 3 from an opposing Creature: the first 2 ignored
    assert s.cdmg[0][0] == 5 and s.cdmg[1][3] == 2  # the Fox still deals its own 2
    king = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 4))),
                   p1=seat(lands=(CF, CF, CF, BP), lane2=lane(CF, "king-baby")))
    king.apply_action("floop lane=2")  # an opposing Creature's ability: 3 damage (3 Cornfields), 2 ignored
    king.apply_action("choose p0:creature:0")
    assert king.cdmg[0][0] == 5
    spell = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 4))),
                    p1=seat(lands=(CF,) * 4, hand=["extreme-high-five"]))
    spell.apply_action("play extreme-high-five")
    spell.apply_action("choose damage p0:creature:0")  # a Spell is no Creature: all of it
    assert spell.cdmg[0][0] == 5
    calm = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 3))),
                   p1=seat(lands=(CF,) * 4, lane3=lane(CF, big)))
    calm.apply_action("attack lane=3")
    assert calm.creature[0][0] < 0  # 3 + 3: destroyed (under 4 damage, nothing ignored)


# ---- the other NiceLands Creatures --------------------------------------------------------------------------------
def test_endearing_elephant(pool):
    s = doubles(pool, active=1, p0=seat(lane0=lane(creature="endearing-elephant")),
                p1=seat(lands=(CF,) * 4, hand=["extreme-high-five"]))
    s.apply_action("play extreme-high-five")
    s.apply_action("choose damage p0:creature:0")  # an opponent's Spell targets it
    s.apply_action("choose no")  # the Spell's own last question first (R17: the newest first)
    assert texts(s) == ["choose p1:player", "choose p3:player"]  # then the Elephant's controller's
    s.apply_action("choose p3:player")
    assert hp(s, 1) == 38 and s.cdmg[0][0] == 1
    mate = doubles(pool, active=2, p0=seat(lane0=lane(creature="endearing-elephant")), p2=seat(hand=["extreme-high-five"]))
    mate.apply_action("play extreme-high-five")
    mate.apply_action("choose heal p0:creature:0")  # the teammate's Spell: nothing
    assert texts(mate) == ["choose yes", "choose no"] and len(mate.pending) == 1  # only the Spell's own question
    mate.apply_action("choose no")
    assert not mate.pending and hp(mate, 1) == 40
    haymaker = doubles(pool, active=1, p0=seat(lane0=lane(creature="endearing-elephant")),
                       p1=seat(lands=(CF,) * 4, hand=["infinite-haymaker"]))
    haymaker.apply_action("play infinite-haymaker")  # one target: picked without a question, still targeted
    haymaker.apply_action("choose p1:player")
    assert hp(haymaker, 1) == 40 - 4 - 2 and haymaker.creature[0][0] < 0


def test_patched_puppy(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature="patched-puppy")))
    s.apply_action("use lane=0 ability=stuff")
    assert s.cdmg[0][0] == 3 and atk(s, 0, 0) == 5
    s.apply_action("use lane=0 ability=stuff")  # any number of times: 6 damage of 8, +4 ATK
    assert s.cdmg[0][0] == 6 and atk(s, 0, 0) == 7
    s.apply_action("use lane=0 ability=stuff")  # 9 damage: destroyed by its own cost
    assert s.creature[0][0] < 0


# Knit Kitty: test_dt_knit_kitty.py


# ---- Spells -------------------------------------------------------------------------------------------------------
def test_cuddle_puddle(pool):
    s = doubles(pool, p0=seat(hand=["cuddle-puddle"], lands=(NL,) * 4, lane0=lane(NL, GNOME)),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)), p2=seat(lane0=lane(creature=GNOME)),
                p3=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("play cuddle-puddle")
    assert (s.cdmg[1][3], s.cdmg[0][0]) == (2, 1)  # friendly +1, the opposing one deals its own 1
    assert (s.cdmg[3][3], s.cdmg[2][0]) == (2, 1)  # the teammate's too (R28)
    assert atk(s, 0, 0) == 2 and atk(s, 2, 0) == 2  # until the Fight Phase starts
    s.apply_action("attack lane=0")
    assert atk(s, 2, 0) == 1 and s.cdmg[1][3] == 3  # the Fight starts: +1 gone before Fight damage


def test_hug_it_out(pool):
    s = doubles(pool, p0=seat(hand=["hug-it-out"], lands=(NL,) * 4, lane0=lane(NL, GNOME), lane2=lane(NL, GNOME)),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)), p3=seat(lands=(CF,) * 4, lane1=lane(CF, GNOME)))
    s.apply_action("play hug-it-out")
    s.apply_action("choose p0:creature:0")
    assert s.creature[0][0] < 0 and s.creature[1][3] < 0 and s.creature[3][1] >= 0
    lone = doubles(pool, p0=seat(hand=["hug-it-out"], lands=(NL,) * 4, lane0=lane(NL, GNOME)))
    lone.apply_action("play hug-it-out")
    assert lone.creature[0][0] < 0  # no opposing Creature in its Lane: only yours


def test_patchwork(pool):
    s = doubles(pool, p0=seat(hand=["patchwork"], lands=(NL,) * 4, lane0=lane(NL, hurt("cutie-koala", 6)),
                              lane1=lane(NL, GNOME)))
    s.apply_action("play patchwork")
    assert texts(s) == [f"choose put {n} p0:creature:0" for n in range(1, 7)]  # the Gnome holds at most 5
    s.apply_action("choose put 2 p0:creature:0")
    assert (s.cdmg[0][0], s.cdmg[0][1]) == (2, 4)


def test_stuffed(pool):
    s = doubles(pool, p0=seat(hand=["stuffed"], lands=(NL,) * 4, lane0=lane(NL, "patched-puppy")))
    s.apply_action("play stuffed")
    assert s.cdmg[0][0] == 3 and atk(s, 0, 0) == 6


# ---- Buildings ----------------------------------------------------------------------------------------------------
def test_bean_ball_bomba(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("cutie-koala", 6), building="bean-ball-bomba"),
                              lane1=lane(creature="cutie-koala", building="bean-ball-bomba")))
    s.apply_action("floop building lane=0")
    s.apply_action("floop building lane=1")
    assert (s.cdmg[0][0], s.cdmg[0][1]) == (4, 4)


def test_pillow_fortress(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt(GNOME, 3), building="pillow-fortress")),
                p2=seat(lane0=lane(creature=hurt(GNOME, 2))))
    s.apply_action("floop building lane=0")
    assert texts(s) == ["choose heal", "choose damage"] and s.actions_left == 1
    s.apply_action("choose heal")  # its own Creature, then the only other friendly one: the teammate's (R28)
    assert (s.cdmg[0][0], s.cdmg[2][0]) == (1, 0)
    hurt_them = doubles(pool, p0=seat(lane0=lane(creature=GNOME, building="pillow-fortress"), lane1=lane(creature=GNOME)),
                        p2=seat(lane0=lane(creature=GNOME)))
    hurt_them.apply_action("floop building lane=0")
    hurt_them.apply_action("choose damage")
    assert texts(hurt_them) == ["choose p0:creature:1", "choose p2:creature:0"]
    hurt_them.apply_action("choose p2:creature:0")
    assert (hurt_them.cdmg[0][0], hurt_them.cdmg[0][1], hurt_them.cdmg[2][0]) == (2, 0, 2)
    empty = doubles(pool, p0=seat(lane0=lane(building="pillow-fortress"), lane1=lane(creature=GNOME)))
    empty.apply_action("floop building lane=0")
    assert not empty.pending and empty.cdmg[0][1] == 0  # no Creature of yours on its Landscape: nothing
