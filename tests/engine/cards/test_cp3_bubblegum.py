"""One test per card of Princess Bubblegum's NiceLands deck (CP3-princess-bubblegum) and her Hero."""
from helpers import lane, position, side, texts

from engine.cardwars.cards import status
from engine.cardwars.ops.core import attack_of, defense_of

NL4 = ("NiceLands",) * 4


def pb(**kw):
    return side(lands=NL4, **kw)


def nl(creature=None, building=None, **kw):
    return lane("NiceLands", creature=creature, building=building, **kw)


def hurt(slug, n, **kw):
    return dict(card=slug, damage=n, **kw)


def test_blue_candy(pool):
    s = position(pool, p0=pb(hand=["blue-candy"], lane0=nl(hurt("wall-of-chocolate", 5)), lane1=nl("cutie")),
                 p1=side(lane0=lane(creature="dogboy")))
    s.apply_action("play blue-candy")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1"]  # only your own Creatures
    s.apply_action("choose p0:creature:0")
    assert s.cdmg[0][0] == 2
    assert "play blue-candy" not in texts(position(pool, p0=pb(hand=["blue-candy"])))  # R16: no target


def test_falling_star(pool):
    s = position(pool, p0=pb(hand=["falling-star"], lane0=nl("cotton-eyebat"), lane1=nl("cutie")),
                 p1=side(lane0=lane(creature="wall-of-chocolate"), lane1=lane(creature="dogboy")))
    s.apply_action("play falling-star")
    wall = s.creature[1][0]
    assert attack_of(s, 1, 0, wall) == 4  # damage is prevented; its ATK is untouched
    s.apply_action("attack lane=0")  # the Wall would strike back with 4
    assert s.cdmg[0][0] == 0 and s.cdmg[1][0] == 1  # yours still deals its damage
    assert status("falling-star") == "full"
    plain = position(pool, p0=pb(lane0=nl("cotton-eyebat")), p1=side(lane0=lane(creature="wall-of-chocolate")))
    plain.apply_action("attack lane=0")
    assert plain.cdmg[0][0] == 4  # without it, the Wall's damage lands


def test_falling_star_prevents_damage_from_opposing_creatures_abilities(pool, scripts):
    from engine.cardwars.dsl.card import Card
    from engine.cardwars.dsl.vocab import OPPOSING_IN_LANE, Damage, defends
    # A test script for the opposing Dogboy: "when this is attacked, 2 damage to the opposing Creature in its
    # Lane": an ability of an opposing Creature dealing damage during your turn.
    scripts["dogboy"] = Card("dogboy", triggers=[defends(Damage(OPPOSING_IN_LANE, 2))])

    def fight(star):
        s = position(pool, p0=pb(hero="princess-bubblegum", hand=["falling-star"], lane0=nl("cotton-eyebat")),
                     p1=side(lane0=lane(creature="dogboy"), lane1=lane(creature="dogboy")))
        if star:
            s.apply_action("play falling-star")
        s.apply_action("hero damage")  # your own ability: not an opposing Creature's damage
        s.apply_action("attack lane=0")
        return s.cdmg[0][0], s
    assert fight(False)[0] == 1 + 2  # without it: 1 from your Hero, 2 from the Dogboy's ability
    hurt_, s = fight(True)
    assert hurt_ == 1  # with it: only the Hero's damage lands
    assert s.active == 1 and "spared" not in s.this_turn  # the opponent's turn: the protection is over


def test_green_candy(pool):
    s = position(pool, p0=pb(hand=["green-candy", "green-candy"], lane0=nl(hurt("cutie", 2))),
                 p1=side(lane3=lane(creature="dogboy")))
    s.apply_action("play green-candy")
    assert texts(s) == ["choose heal p0:creature:0", "choose damage p0:creature:0",
                        "choose heal p1:creature:3", "choose damage p1:creature:3"]  # either side's Creature
    s.apply_action("choose heal p0:creature:0")
    assert s.cdmg[0][0] == 1
    s.apply_action("play green-candy")
    s.apply_action("choose damage p1:creature:3")
    assert s.cdmg[1][3] == 1
    assert "play green-candy" not in texts(position(pool, p0=pb(hand=["green-candy"])))  # R16


def test_piestorm(pool):
    s = position(pool, p0=pb(hand=["piestorm"], lane0=nl("cutie"), lane1=nl(hurt("albino-eyebat", 1))))
    s.apply_action("play piestorm")
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 2 - 2  # Cutie 0 + 2; the damaged Eyebat gets nothing


def test_ring_of_fluffy(pool):
    s = position(pool, p0=pb(hand=["ring-of-fluffy"], lane0=nl(hurt("cutie", 4))))
    s.apply_action("play ring-of-fluffy")  # one target: chosen at once
    s.apply_action("attack lane=0")
    assert s.hp[1] == 21  # 0 ATK + 4 damage on it


def test_albino_eyebat(pool):
    s = position(pool, p0=pb(lane0=nl(hurt("albino-eyebat", 2)), lane1=nl(hurt("albino-eyebat", 1))))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 4 - 2  # only exactly 2 damage gives +2


def test_angel_heart(pool):
    s = position(pool, p0=pb(lane0=nl(hurt("angel-heart", 3)), lane1=nl(hurt("angel-heart", 4))))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 22


def test_angel_of_chocolate(pool):
    s = position(pool, p0=pb(lane0=nl(hurt("angel-of-chocolate", 5))))
    s.apply_action("use lane=0")
    assert s.cdmg[0][0] == 0 and s.actions_left == 1
    s.apply_action("use lane=0")  # no damage left: no target, so usable, spending the Action for nothing
    assert s.cdmg[0][0] == 0 and s.actions_left == 0


def test_angel_of_vanilla(pool):
    s = position(pool, p0=pb(lane0=nl(hurt("angel-of-vanilla", 4))), actions_left=0)
    assert "use lane=0" not in texts(s)  # the Action cannot be paid
    s2 = position(pool, p0=pb(lane0=nl(hurt("angel-of-vanilla", 4))))
    s2.apply_action("use lane=0")
    assert s2.cdmg[0][0] == 0


def test_cotton_eyebat(pool):
    s = position(pool, p0=pb(lane0=nl(hurt("cotton-eyebat", 4)), lane1=nl(hurt("cotton-eyebat", 3))))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 5 - 1


def test_cutie(pool):
    s = position(pool, p0=pb(hp=20, lane0=nl("cutie")))
    s.apply_action("floop lane=0")
    assert s.hp[0] == 21
    full = position(pool, p0=pb(lane0=nl("cutie")))
    full.apply_action("floop lane=0")
    assert full.hp[0] == 25  # never above 25 (R5)


def test_fairy_shepard(pool):
    s = position(pool, p0=pb(lane0=nl("wall-of-chocolate"), lane1=nl("fairy-shepard"), lane2=nl("dogboy"),
                             lane3=nl("cutie")))
    wall, dogboy, cutie, shepard = (s.creature[0][i] for i in (0, 2, 3, 1))
    assert defense_of(s, 0, 0, wall) == 11  # adjacent NiceLands Creature: +2
    assert defense_of(s, 0, 2, dogboy) == 5  # adjacent, but a Rainbow card
    assert defense_of(s, 0, 3, cutie) == 6  # not adjacent
    assert defense_of(s, 0, 1, shepard) == 9  # not itself


def test_fairy_shepard_leaving_play_destroys_a_creature_it_kept_alive(pool):
    s2 = position(pool, p0=pb(hand=["green-candy"], lane0=nl(hurt("cutie", 6)), lane1=nl(hurt("fairy-shepard", 8))))
    s2.apply_action("play green-candy")
    s2.apply_action("choose damage p0:creature:1")  # the Shepard dies: Cutie's DEF falls back to 6
    assert s2.creature[0][1] < 0 and s2.creature[0][0] < 0  # rulebook clarification


def test_fairy_shepard_destroyed_in_a_fight_takes_its_bonus_with_it(pool):
    # R19 in one check: Cutie (lane 0) is looked at before the Shepard (lane 1) dies in the Fight.
    s = position(pool, p0=pb(lane1=nl("husker-worm")),
                 p1=side(lands=NL4, lane0=nl(hurt("cutie", 6)), lane1=nl(hurt("fairy-shepard", 8))))
    s.apply_action("attack lane=1")
    assert s.creature[1][1] < 0 and s.creature[1][0] < 0


def test_ms_fluff(pool):
    s = position(pool, p0=pb(lane0=nl(hurt("ms-fluff", 7)), lane1=nl(hurt("ms-fluff", 6))))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 9 - 2


def test_niceasaurus_rex(pool):
    s = position(pool, p0=side(deck=["cutie"]),
                 p1=pb(deck=["cow", "cow", "cow"], lane0=nl(hurt("niceasaurus-rex", 1)), lane1=nl("niceasaurus-rex")))
    s.apply_action("end")
    assert len(s.hand[1]) == 2  # the turn's draw, and one for the damaged Rex only


def test_pieclops(pool):
    s = position(pool, p0=pb(hand=["pieclops"], lane0=nl(hurt("cutie", 2)), lane2=nl(hurt("cow", 1)),
                             lane3=nl(hurt("dogboy", 3))),
                 p1=side(lane1=lane(creature={"card": "cow", "damage": 2})))
    s.apply_action("play pieclops lane=1")
    assert s.cdmg[0] == [1, 0, 0, 3] and s.cdmg[1][1] == 2  # adjacent ones only, your side only


def test_rainbow_eyebat(pool):
    lands = ("NiceLands", "NiceLands", "Blue Plains", "Cornfield")
    s = position(pool, p0=side(deck=["cutie"]),
                 p1=side(lands=lands, hp=20, deck=["cow"], lane0=nl("rainbow-eyebat"),
                         lane3=lane("Cornfield", face_down=True)))
    s.apply_action("end")
    assert s.hp[1] == 22  # NiceLands and Blue Plains; a face-down Landscape has no type (R31)


def test_snakemint(pool):
    s = position(pool, p0=pb(hp=20, lane0=nl("snakemint"), lane1=nl("snakemint")),
                 p1=side(lane1=lane(creature="cow")))
    s.apply_action("attack lane=0")
    assert s.hp == [21, 24]
    s.apply_action("attack lane=1")  # it fights the Cow: no damage to the player, no healing
    assert s.hp == [21, 24]


def test_cave_of_solitude(pool):
    s = position(pool, p0=pb(hand=["cow"], deck=["cutie"], lane0=nl("cutie", building="cave-of-solitude")),
                 p1=side(deck=["cow"], lane0=lane(creature="dogboy"), lane1=lane(creature="dogboy")))
    s.apply_action("use building lane=0")  # discards the Cow (the only card)
    assert s.hand[0] == [] and "use building lane=0" not in texts(s)  # no card left to discard
    s.apply_action("floop lane=0")
    s.apply_action("end")
    assert s.active == 1
    assert "attack lane=0" not in texts(s) and "attack lane=1" in texts(s)  # it can't be attacked
    s.apply_action("attack lane=1")
    assert s.active == 0 and not s.mods  # the start of her next turn: the protection is over
    assert status("cave-of-solitude") == "full"
    empty = position(pool, p0=pb(hand=["cow"], lane0=nl(building="cave-of-solitude")))
    empty.apply_action("use building lane=0")  # no Creature in its Lane: no target, so usable all the same
    assert empty.hand[0] == [] and [m[0] for m in empty.mods] == [empty.building[0][0]]  # the Lane is covered


def test_cave_of_solitude_creature_cannot_be_targeted(pool):
    s = position(pool, p0=pb(hand=["cow", "blue-candy", "teleport"], lane0=nl(hurt("cutie", 2), building="cave-of-solitude"),
                             lane1=nl(hurt("cotton-eyebat", 1))),
                 p1=side(hero="bmo", hand=["cow", "cerebral-bloodstorm"]))
    before = s.clone()
    before.apply_action("play blue-candy")
    assert texts(before) == ["choose p0:creature:0", "choose p0:creature:1"]  # not protected yet: both
    s.apply_action("use building lane=0")
    s.apply_action("choose p0:hand:cow")
    # Ruling: no one may target it, its controller included: Blue Candy's only target is the Eyebat (picked at once).
    s.apply_action("play blue-candy")
    assert s.cdmg[0] == [2, 0, 0, 0]
    # Teleport's text moves "one of your Creatures" without targeting it: the sheltered Cutie may be chosen.
    moved = s.clone()
    moved.apply_action("play teleport")
    assert "choose p0:creature:0" in texts(moved)
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")  # the turn ends
    # The opponent's turn: BMO's targeted damage cannot reach the Cutie; a Spell with no target can.
    s.apply_action("hero damage")
    s.apply_action("choose p1:hand:cow")  # the cost; the Eyebat is the only target left
    assert s.cdmg[0] == [2, 1, 0, 0]
    s.apply_action("play cerebral-bloodstorm")  # 1 damage to each opposing Creature, no target
    assert s.cdmg[0] == [3, 2, 0, 0]


def test_cave_of_solitude_leaves_nothing_to_target(pool):
    p0 = pb(lane0=nl("cutie", building="cave-of-solitude"), lane1=nl("cutie"))
    s = position(pool, p0=p0, p1=side(hero="bmo", hand=["cow", "cow"]), active=1, turn=4)
    assert "hero damage" in texts(s)  # does not apply before the Cave is used: either Cutie is a target
    cave = s.building[0][0]
    s = position(pool, p0=p0, p1=side(hero="bmo", hand=["cow", "cow"]), active=1, turn=4,
                 modifiers=[{"card": cave, "until": "t4"}])  # the Cave was used on turn 3
    assert "hero damage" in texts(s)  # the Cutie in Lane 1 is not sheltered
    alone = position(pool, p0=pb(lane0=nl("cutie", building="cave-of-solitude")),
                     p1=side(hero="bmo", hand=["cow", "cow"]), active=1, turn=4,
                     modifiers=[{"card": cave, "until": "t4"}])
    assert alone.building[0][0] == cave and "hero damage" not in texts(alone)  # R16: no Creature to target


def test_windmill_of_health(pool):
    s = position(pool, p0=pb(lane0=nl("cutie", building="windmill-of-health"),
                             lane1=nl(hurt("cutie", 1), building="windmill-of-health"), lane2=nl("cutie")))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    s.apply_action("attack lane=2")
    assert s.hp[1] == 23  # only the undamaged Cutie in a Windmill's Lane


def test_cow(pool):
    assert status("cow") == "full"  # no ability: vanilla is the whole card


def test_princess_bubblegum(pool):
    s = position(pool, p0=pb(hero="princess-bubblegum", lane0=nl("cutie"), lane1=nl("wall-of-chocolate")),
                 p1=side(lane0=lane(creature="cow")))
    s.apply_action("hero damage")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1"]  # one of your Creatures
    s.apply_action("choose p0:creature:0")
    assert s.cdmg[0][0] == 1 and attack_of(s, 0, 0, s.creature[0][0]) == 1
    assert "hero damage" not in texts(s)  # once each turn
    s.apply_action("attack lane=0")
    assert s.cdmg[1][0] == 1
    none = position(pool, p0=pb(hero="princess-bubblegum"))
    none.apply_action("hero damage")  # no Creature of yours: "one of your Creatures" is no target, nothing happens
    assert none.hp == [25, 25] and "hero damage" not in texts(none)


def test_princess_bubblegum_damage_can_destroy(pool):
    s = position(pool, p0=pb(hero="princess-bubblegum", lane0=nl(hurt("cutie", 5))))
    s.apply_action("hero damage")
    assert s.creature[0][0] < 0 and not s.mods
