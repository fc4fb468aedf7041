"""One test per card of Marceline's NiceLands / Useless Swamp deck (CP4-marceline) and her Hero; Ban-She Princess
and Fly Swatter, cards of the rulebook's combat example, are in test_cp4_fight_example.py."""
import json

from helpers import lane, position, side, texts

from engine import GameState
from engine.cardwars.cards import status
from engine.cardwars.ops.core import attack_of

MARCY = ("NiceLands", "NiceLands", "Useless Swamp", "Useless Swamp")


def mc(**kw):
    return side(lands=MARCY, **kw)


def nl(creature=None, building=None, **kw):
    return lane("NiceLands", creature=creature, building=building, **kw)


def us(creature=None, building=None, **kw):
    return lane("Useless Swamp", creature=creature, building=building, **kw)


def hurt(slug, n, **kw):
    return dict(card=slug, damage=n, **kw)


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def atk(s, side_, ln):
    return attack_of(s, side_, ln, s.creature[side_][ln])


def test_auto_plucker(pool):
    s = position(pool, p0=mc(lane0=nl(hurt("furious-hen", 2), building="auto-plucker")))
    s.apply_action("floop building lane=0")
    assert texts(s) == ["choose heal p0:creature:0", "choose damage p0:creature:0"]
    s.apply_action("choose damage p0:creature:0")
    assert s.cdmg[0][0] == 3 and atk(s, 0, 0) == 3
    s2 = position(pool, p0=mc(lane0=nl(hurt("furious-hen", 2), building="auto-plucker")))
    s2.apply_action("floop building lane=0")
    s2.apply_action("choose heal p0:creature:0")
    assert s2.cdmg[0][0] == 1
    empty = position(pool, p0=mc(lane0=nl(building="auto-plucker")), p1=side(lane0=lane(creature="cow")))
    empty.apply_action("floop building lane=0")  # only your Creature in its Lane: none, nothing happens
    assert not empty.pending and empty.cdmg[1][0] == 0


def test_cardboard_mansion(pool):
    few = position(pool, p0=mc(hand=["cardboard-mansion"], discard=["cow"] * 9))
    assert not any(a.startswith("play cardboard-mansion") for a in texts(few))  # cost 5 - 1 = 4: 2 Swamps only
    s = position(pool, p0=mc(hand=["cardboard-mansion"], discard=["cow"] * 15))
    s.apply_action("play cardboard-mansion lane=2")  # 5 - 3 = 2: 2 Actions, 2 Useless Swamps (R12)
    assert s.actions_left == 0
    s.apply_action("floop building lane=2")
    assert s.actions_left == 1


def test_funeral_home(pool):
    s = position(pool, p0=mc(lane2=us("cow", building="funeral-home"), lane3=us("cow"), hand=["blood-bath"]),
                 p1=side(hand=["frost-dragon", "cow"]))
    s.apply_action("play blood-bath")
    s.apply_action("choose p1:hand:frost-dragon")  # the opponent discards: +1 ATK this turn to the Lane's Creature
    assert atk(s, 0, 2) == 2 and atk(s, 0, 3) == 1
    mine = position(pool, p0=mc(lane2=us("dogboy", building="funeral-home"), hand=["cow"]))
    mine.apply_action("use lane=2")  # your own discard (Dogboy's cost): no bonus from the Home
    assert atk(mine, 0, 2) == 0 + 2  # Dogboy's own +2 only


def test_the_big_hen_house(pool):
    s = position(pool, p0=side(deck=["cow"]),
                 p1=mc(hp=20, deck=["cow"], lane1=nl("furious-rooster", building="the-big-hen-house")))
    s.apply_action("end")
    assert texts(s) == ["choose one p1:creature:1", "choose two p1:creature:1"]
    s.apply_action("choose two p1:creature:1")
    assert s.cdmg[1][1] == 2 and s.hp[1] == 21 and atk(s, 1, 1) == 2
    alone = position(pool, p0=side(deck=["cow"]), p1=mc(hp=25, deck=["cow"], lane1=nl(building="the-big-hen-house")))
    alone.apply_action("end")
    assert not alone.pending and alone.hp[1] == 25  # nothing to damage; the heal never goes over 25


def test_ban_she_queen(pool):
    s = position(pool, p0=mc(hand=["ban-she-queen"], lane2=us(frozen=True), lane0=nl(frozen=True)))
    s.apply_action("play ban-she-queen lane=3")  # only Lane 2 is adjacent
    assert texts(s) == ["choose p0:land:2", "choose none"]
    s.apply_action("choose p0:land:2")
    assert s.frozen[0] == [True, False, False, False]


def test_bog_ban_she_angel(pool):
    s = position(pool, p0=mc(lane2=us(hurt("bog-ban-she-angel", 4))),
                 p1=side(lane0=lane(creature=hurt("frost-dragon", 7))))
    s.apply_action("use lane=2")
    assert texts(s) == ["choose p0:creature:2", "choose p1:creature:0"]  # R16: any Creature, itself included
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[0][2] == 0 and s.creature[1][0] < 0 and s.actions_left == 1  # 7 + 4 >= 10: destroyed
    own = position(pool, p0=mc(lane2=us(hurt("bog-ban-she-angel", 4))), p1=side(lane0=lane(creature="cow")))
    own.apply_action("use lane=2")
    own.apply_action("choose p0:creature:2")  # onto itself: the Action is spent, the damage stays
    assert own.cdmg[0][2] == 4 and own.actions_left == 1
    clean = position(pool, p0=mc(lane2=us("bog-ban-she-angel")), p1=side(lane0=lane(creature="cow")))
    clean.apply_action("use lane=2")  # no damage on it: usable (a legal target exists), nothing moves
    clean.apply_action("choose p1:creature:0")
    assert clean.cdmg[1][0] == 0 and clean.actions_left == 1


def test_bog_bum(pool):
    s = position(pool, p0=mc(hand=["furious-chick"], lane1=us("bog-bum")), p1=side(hand=["cow", "dogboy", "punk-cat"]))
    s.apply_action("play furious-chick lane=1")  # replaced while ready (rulebook clarification)
    assert len(s.hand[1]) == 2 and len(s.discard[1]) == 1  # one of hers, at random
    tired = position(pool, p0=mc(hand=["green-candy"], lane1=us(hurt("bog-bum", 5, state="flooped"))),
                     p1=side(hand=["cow"]))
    tired.apply_action("play green-candy")
    tired.apply_action("choose damage p0:creature:1")  # destroyed while Flooped: nothing
    assert tired.creature[0][1] < 0 and len(tired.hand[1]) == 1


def test_bog_frog_bomb(pool):
    s = position(pool, p0=mc(hand=["furious-chick"], lane1=us("bog-frog-bomb")),
                 p1=side(lane0=lane(creature="cow"), lane1=lane(creature="dogboy"), lane2=lane(creature=hurt("cow", 3))))
    s.apply_action("play furious-chick lane=1")
    assert s.cdmg[1][:2] == [2, 2] and s.creature[1][2] < 0  # each opposing Creature; a Cow (DEF 5) dies with 5
    exhausted = position(pool, p0=mc(hand=["furious-chick"], lane1=us(dict(card="bog-frog-bomb", state="exhausted"))),
                         p1=side(lane0=lane(creature="cow")))
    assert "play furious-chick lane=1" not in texts(exhausted)  # R13: an exhausted Creature can't be replaced


def test_cottonpult(pool):
    s = position(pool, p0=mc(lane0=nl(hurt("cottonpult", 5))), p1=side(lane0=lane(creature="furious-hen")))
    s.apply_action("floop lane=0")  # one target: itself is left out (ruling)
    assert s.cdmg[1][0] == 1 and s.cdmg[0][0] == 4 and s.cstate[0][0] == 0  # healed 1 and ready again
    s.apply_action("floop lane=0")  # 4 damage now: no heal, it stays Flooped
    assert s.cdmg[1][0] == 2 and s.cdmg[0][0] == 4 and s.cstate[0][0] == 2
    assert "floop lane=0" not in texts(position(pool, p0=mc(lane0=nl("cottonpult"))))  # R16: no other Creature


def test_dr_stuffenstein(pool):
    s = position(pool, p0=mc(lane0=nl(hurt("cow", 2)), lane1=nl(hurt("dr-stuffenstein", 1)), lane2=us(hurt("cow", 2)),
                             lane3=us(hurt("cow", 2))))
    s.apply_action("floop lane=1")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:2"]  # adjacent only
    s.apply_action("choose p0:creature:2")
    assert s.cdmg[0] == [2, 1, 0, 2]
    big = position(pool, p0=mc(lane0=nl(hurt("cow", 2)), lane1=nl(hurt("dr-stuffenstein", 6)), lane3=us(hurt("cow", 1))),
                   p1=side(lane0=lane(creature=hurt("cow", 2))))
    big.apply_action("floop lane=1")  # 5 or more: each of yours, itself too
    assert big.cdmg[0] == [0, 4, 0, 0] and big.cdmg[1][0] == 2


def test_furious_chick(pool):
    s = position(pool, p0=mc(lane0=nl(hurt("furious-chick", 3)), lane1=nl("furious-chick")))
    assert atk(s, 0, 0) == 3 and atk(s, 0, 1) == 0


def test_furious_hen(pool):
    s = position(pool, p0=mc(lane0=nl(hurt("furious-hen", 6))))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 19


def test_furious_rooster(pool):
    s = position(pool, p0=mc(lane0=nl("furious-rooster")), p1=side(lane0=lane(creature="snow-dog")))
    s.apply_action("attack lane=0")  # 0 ATK; the 2 damage Snow Dog strikes back with raise it to 2 for later
    assert s.cdmg[1][0] == 0 and atk(s, 0, 0) == 2


def test_man_witch(pool):
    s = position(pool, p0=mc(hand=["bums-away", "cow"], lane2=us("man-witch")), p1=side(hand=["dogboy"]))
    s.apply_action("play bums-away")
    s.apply_action("choose p1:hand:dogboy")
    assert s.hp == [25, 24]
    mine = position(pool, p0=mc(hand=["cow"], lane2=us("man-witch"), lane0=nl("dogboy")))
    mine.apply_action("use lane=0")
    assert mine.hp == [25, 25]  # your own discard: nothing


def test_music_mallard(pool):
    s = position(pool, p0=mc(deck=["cow"] * 3, lane0=nl("music-mallard"), lane1=nl(hurt("music-mallard", 5))))
    s.apply_action("floop lane=0")
    assert len(s.hand[0]) == 1
    s.apply_action("floop lane=1")
    assert len(s.hand[0]) == 3


def test_papercut_tiger(pool):
    s = position(pool, p0=mc(lane0=nl(hurt("papercut-tiger", 5)), lane1=nl(hurt("papercut-tiger", 6)),
                             lane2=nl(hurt("papercut-tiger", 4))))
    assert [atk(s, 0, i) for i in range(3)] == [7, 2, 2]


def test_unicyclops(pool):
    s = position(pool, p0=side(deck=["cow", "cow"], hand=["dogboy"]),
                 p1=mc(deck=["pentaid", "furious-hen"], hand=["cow"], lane2=us("unicyclops")))
    s.apply_action("end")  # Marceline's turn: her own draw, then the Unicyclops: both draw, then both discard
    assert len(s.hand[0]) == 2 and len(s.hand[1]) == 3 and s.current_player() == 1
    s.apply_action("choose p1:hand:cow")
    assert s.current_player() == 0
    s.apply_action("choose p0:hand:dogboy")
    assert slugs(s, s.hand[0]) == ["cow"] and slugs(s, s.discard[1]) == ["cow"] and len(s.hand[1]) == 2


def test_r30_two_unicyclops_run_one_after_the_other(pool):
    s = position(pool, p0=side(deck=["cow"] * 4), p1=mc(deck=["cow"] * 4, hand=["pentaid", "dogboy"],
                                                        lane2=us("unicyclops"), lane3=us("unicyclops")))
    s.apply_action("end")  # copies of one card: no order question (R30), the first in Lane order runs
    assert texts(s) == ["choose p1:hand:pentaid", "choose p1:hand:dogboy", "choose p1:hand:cow"]
    s.apply_action("choose p1:hand:pentaid")  # the Ice King's one card goes without a choice; then the second
    assert slugs(s, s.discard[0]) == ["cow"] and slugs(s, s.hand[1]) == ["dogboy", "cow", "cow", "cow"]
    assert texts(s) == ["choose p1:hand:dogboy", "choose p1:hand:cow"]  # the second one's draws happened first
    s.apply_action("choose p1:hand:dogboy")
    assert not s.pending and slugs(s, s.discard[1]) == ["pentaid", "dogboy"] and len(s.discard[0]) == 2


def test_black_hole_pendant(pool):
    s = position(pool, p0=mc(hand=["black-hole-pendant"], lane0=nl("cow")),
                 p1=side(lands=("IcyLands", "Cornfield", "Cornfield", "Blue Plains"),
                         lane3=lane("Blue Plains", face_down=True)))
    s.apply_action("play black-hole-pendant")  # one target: your Cow
    assert atk(s, 0, 0) == 1 + 2  # IcyLands and Cornfield; the face-down Blue Plains gives no type (R31)
    assert "play black-hole-pendant" not in texts(position(pool, p0=mc(hand=["black-hole-pendant"])))  # R16


def test_blood_bath(pool):
    s = position(pool, p0=mc(hand=["blood-bath"]), p1=side(hand=["frost-dragon", "snow-dog", "cow"]))
    s.apply_action("play blood-bath")
    assert s.current_player() == 1 and texts(s) == ["choose p1:hand:frost-dragon", "choose p1:hand:snow-dog",
                                                     "choose none"]  # cost 2 or more; she may decline
    s.apply_action("choose none")
    assert s.hp[1] == 20
    paid = position(pool, p0=mc(hand=["blood-bath"]), p1=side(hand=["frost-dragon"]))
    paid.apply_action("play blood-bath")
    paid.apply_action("choose p1:hand:frost-dragon")
    assert paid.hp[1] == 25 and slugs(paid, paid.discard[1]) == ["frost-dragon"]
    cheap = position(pool, p0=mc(hand=["blood-bath"]), p1=side(hand=["cow"]))
    cheap.apply_action("play blood-bath")  # nothing she can discard: 5 damage
    assert cheap.hp[1] == 20 and not cheap.pending


def test_blood_transfusion(pool):
    s = position(pool, p0=mc(hand=["blood-transfusion"], discard=["cow"], lane0=nl(hurt("furious-hen", 6))),
                 p1=side(discard=["frost-dragon"]))
    s.apply_action("play blood-transfusion")
    assert texts(s) == ["choose p0:discard:cow", "choose p1:discard:frost-dragon"]  # any discard pile
    s.apply_action("choose p1:discard:frost-dragon")  # cost 2: heals 2 from the one target
    assert s.cdmg[0][0] == 4 and s.discard[1] == [] and slugs(s, s.removed) == ["frost-dragon"]
    again = GameState.from_json(json.loads(json.dumps(s.to_json())), pool=pool)
    assert again.to_json() == s.to_json()  # the removed card is part of the position
    empty = position(pool, p0=mc(hand=["blood-transfusion"], lane0=nl(hurt("furious-hen", 6))))
    empty.apply_action("play blood-transfusion")  # nothing to remove: heals 0
    assert empty.cdmg[0][0] == 6 and slugs(empty, empty.discard[0]) == ["blood-transfusion"]


def test_bums_away(pool):
    s = position(pool, p0=mc(hand=["bums-away"]), p1=side(hand=["cow"], lane0=lane(creature="cow"),
                                                          lane1=lane(creature="dogboy")))
    s.apply_action("play bums-away")
    assert texts(s) == ["choose p1:hand:cow", "choose none"]
    s.apply_action("choose none")
    assert s.cdmg[1][:2] == [2, 2]  # 2 damage to each of her Creatures
    paid = position(pool, p0=mc(hand=["bums-away"]), p1=side(hand=["cow"], lane1=lane(creature="dogboy")))
    paid.apply_action("play bums-away")
    paid.apply_action("choose p1:hand:cow")
    assert paid.cdmg[1][1] == 0 and paid.hand[1] == []


def test_pentaid(pool):
    s = position(pool, p0=mc(hand=["pentaid", "pentaid"], lane0=nl(hurt("furious-hen", 7)), lane1=nl(hurt("cow", 2))))
    s.apply_action("play pentaid")
    s.apply_action("choose p0:creature:0")
    assert s.cdmg[0][0] == 2
    s.apply_action("play pentaid")
    s.apply_action("choose p0:creature:1")  # less than 5: not healed (rulebook clarification)
    assert s.cdmg[0][1] == 2


def test_marceline(pool):
    s = position(pool, p0=mc(hero="marceline", lane0=nl(hurt("furious-hen", 5)), lane1=nl(hurt("frost-dragon", 4))),
                 p1=side(lane0=lane(creature=hurt("furious-hen", 5))))
    assert atk(s, 0, 0) == 6 and atk(s, 0, 1) == 2 and atk(s, 1, 0) == 5  # yours with 5 or more only
    assert status("marceline") == "full"


def test_cp4_marceline_cards_are_fully_scripted(pool):
    for c in pool.precons["CP4-marceline"]["cards"]:
        assert status(c["card"]) == "full", c["card"]
