"""One test per card of Jake's Cornfield deck (CP1-jake), and the CP1 Heroes."""
from helpers import lane, position, side, texts

from engine.cardwars.cards import status

BP4 = ("Blue Plains",) * 4
CF4 = ("Cornfield",) * 4


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def jake(**kw):
    return side(lands=CF4, **{k: v for k, v in kw.items()})


def test_corn_scepter(pool):
    s = position(pool, p0=jake(hand=["corn-scepter"], lane0=lane("Cornfield", face_down=True)),
                 p1=side(lane1=lane(creature="cool-dog")))
    s.apply_action("play corn-scepter")  # one target: chosen at once; 3 face-up Cornfields
    assert s.cdmg[1][1] == 3
    assert "play corn-scepter" not in texts(position(pool, p0=jake(hand=["corn-scepter"])))  # R16


def test_cross_pollination(pool):
    lands = ("Cornfield", "Cornfield", "Blue Plains", "NiceLands")
    s = position(pool, p0=side(lands=lands, hand=["cross-pollination"], lane0=lane("Cornfield", creature="corn-ronin"),
                               lane2=lane("Blue Plains", creature="punk-cat")))
    s.apply_action("play cross-pollination")
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=2")
    assert s.hp[1] == 25 - (1 + 1 + 3) - 2  # Corn Ronin: 1 + adjacent Cornfield 1 + 3 types; Punk Cat none


def test_field_of_nightmares(pool):
    s = position(pool, p0=jake(hand=["field-of-nightmares"]), p1=side(hand=["punk-cat"] * 4))
    s.apply_action("play field-of-nightmares")
    assert s.hp[1] == 21


def test_reclaim_landscape(pool):
    s = position(pool, p0=jake(hand=["reclaim-landscape"], lane0=lane("Cornfield", face_down=True),
                               lane1=lane("Cornfield", building="blood-fortress")))
    s.apply_action("play reclaim-landscape")
    assert texts(s) == ["choose p0:land:0", "choose none"]
    s.apply_action("choose p0:land:0")
    assert texts(s) == ["choose p0:building:1", "choose none"]
    s.apply_action("choose p0:building:1")
    s.apply_action("choose p0:lane:3")
    assert not s.face_down[0][0] and s.slug(s.building[0][3]) == "blood-fortress" and s.building[0][1] < 0


def test_archer_dan(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature="archer-dan")),
                 p1=side(lane0=lane(building="celestial-castle")))
    s.apply_action("floop lane=0")
    assert s.building[1][0] < 0 and slugs(s, s.discard[1]) == ["celestial-castle"]
    assert "floop lane=1" not in texts(position(pool, p0=jake(lane1=lane("Cornfield", creature="archer-dan"))))


def test_big_foot(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature="big-foot"), lane2=lane("Cornfield", face_down=True)))
    s.apply_action("floop lane=0")
    assert not s.face_down[0][2] and s.land_count[0]["Cornfield"] == 4
    assert "floop lane=0" not in texts(position(pool, p0=jake(lane0=lane("Cornfield", creature="big-foot"))))


def test_corn_dog(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature={"card": "corn-dog", "damage": 15})))
    assert s.creature[0][0] >= 0  # DEF 12 + 4
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25  # 4 Cornfields: no +1 ATK
    three = position(pool, p0=jake(lane0=lane("Cornfield", creature="corn-dog"), lane1=lane("Cornfield", face_down=True)))
    three.apply_action("attack lane=0")
    assert three.hp[1] == 24


def test_corn_lord(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature="corn-lord"), lane1=lane("Cornfield", creature="corn-ronin"),
                               lane2=lane("Cornfield", creature="big-foot")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 24  # one other Cornfield Creature (Big Foot is Rainbow)


def test_corn_ronin(pool):
    s = position(pool, p0=jake(lane1=lane("Cornfield", creature="corn-ronin"), lane2=lane("Cornfield", face_down=True)))
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 2  # 1 + lane 0 (lane 2 is face down)


def test_cornataur(pool):
    s = position(pool, p0=jake(hand=["cornataur"], lane3=lane("Cornfield", face_down=True)))
    s.apply_action("play cornataur lane=0")
    assert s.hp[1] == 22


def test_field_reaper(pool):
    s = position(pool, p0=jake(hand=["field-reaper", "punk-cat"]), p1=side(lane1=lane(creature="cool-dog")))
    s.apply_action("play field-reaper lane=1")  # discard the only other card, then choose the target
    assert slugs(s, s.discard[0]) == ["punk-cat"]
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:1"]
    s.apply_action("choose p1:creature:1")
    s.apply_action("choose p0:lane:2")
    assert s.slug(s.creature[0][2]) == "cool-dog" and s.owner(s.creature[0][2]) == 1 and s.creature[1][1] < 0
    alone = position(pool, p0=jake(hand=["field-reaper"]))
    assert not [t for t in texts(alone) if t.startswith("play")]  # the additional cost needs another card


def test_field_stalker(pool):
    s = position(pool, p0=side(deck=["cool-dog"]),
                 p1=jake(deck=["punk-cat", "corn-lord"], lane0=lane("Cornfield", creature="field-stalker")))
    s.apply_action("end")
    assert len(s.hand[1]) == 2 and len(s.hand[0]) == 1  # the turn's draw, then each player draws


def test_husker_knight(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature={"card": "husker-knight", "damage": 7})))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 21 and s.creature[0][0] >= 0  # 4 ATK, 8 DEF
    gone = position(pool, p0=side(lands=BP4, hand=["husker-knight"]), p1=side(lands=CF4))
    assert not [t for t in texts(gone) if t.startswith("play")]  # needs 2 Cornfields anyway


def test_husker_worm(pool):
    s = position(pool, p0=side(lands=("Cornfield", "Blue Plains", "Cornfield", "Cornfield"), hand=["husker-worm"]))
    s.apply_action("play husker-worm lane=1")
    assert texts(s) == ["choose p0:land:0", "choose p0:land:2", "choose p0:land:3"]
    s.apply_action("choose p0:land:2")
    assert s.face_down[0][2] and s.land_count[0]["Cornfield"] == 2


def test_legion_of_earlings(pool):
    s = position(pool, p0=jake(hand=["legion-of-earlings"]), p1=side(lane2=lane(creature={"card": "cool-dog",
                                                                                            "damage": 2})))
    s.apply_action("play legion-of-earlings lane=2")
    assert texts(s) == ["choose p0:creature:2", "choose p1:creature:2", "choose none"]
    s.apply_action("choose p1:creature:2")
    assert slugs(s, s.hand[1]) == ["cool-dog"] and s.creature[1][2] < 0


def test_patchy_the_pumpkin(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature="patchy-the-pumpkin"),
                               lane1=lane("Cornfield", face_down=True), lane2=lane("Cornfield", face_down=True)),
                 p1=side(lane0=lane(creature="cool-dog"), lane1=lane(creature="punk-cat")))
    s.apply_action("floop lane=0")  # 2 Cornfields: 2 different targets among 3 Creatures
    s.apply_action("choose p1:creature:0")
    assert "choose p1:creature:0" not in texts(s)
    s.apply_action("choose p1:creature:1")
    assert s.cdmg[1] == [1, 1, 0, 0] and not s.pending


def test_travelin_farmer(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", creature={"card": "travelin-farmer", "damage": 11})),
                 p1=side(hand=["punk-cat"] * 3, lane0=lane(creature="punk-cat")))
    s.apply_action("attack lane=0")
    assert s.creature[0][0] < 0 and s.hp[1] == 22


def test_wall_of_ears(pool):
    def fight(opp_lands):
        s = position(pool, p0=jake(lane0=lane("Cornfield", creature={"card": "wall-of-ears", "damage": 7})),
                     p1=side(lands=opp_lands, lane0=lane(opp_lands[0], creature="punk-cat")))
        s.apply_action("attack lane=0")  # takes 2: 9 damage
        return s.creature[0][0] >= 0
    assert fight(("Cornfield", "Cornfield", "Blue Plains", "Blue Plains"))  # DEF 4 + 6 Cornfields in play
    assert not fight(BP4)  # DEF 4 + 4


def test_silo_of_truth(pool):
    s = position(pool, p0=jake(lane0=lane("Cornfield", building="silo-of-truth")),
                 p1=side(hand=["field-of-nightmares"]), seed=3)
    s.apply_action("use building lane=0")
    assert s.actions_left == 0 and slugs(s, s.discard[1]) == ["field-of-nightmares"]  # played, owner's pile
    assert s.hp[1] == 25  # the opponent's hand was empty once it was stolen
    none = position(pool, p0=jake(lane0=lane("Cornfield", building="silo-of-truth")))
    assert "use building lane=0" not in texts(none)


def test_silo_of_truth_keeps_the_stolen_cards_play_conditions(pool):
    # "At no cost" waives the Actions only: Hot Eyebat (only with 10 cards in your discard pile) cannot be played
    # from an empty pile and stays in your hand; Field Reaper still needs a card to discard.
    silo = lane("Cornfield", building="silo-of-truth")
    us = ("Cornfield", "Useless Swamp", "Useless Swamp", "Useless Swamp")
    eyebat = position(pool, p0=side(lands=us, lane0=silo), p1=side(hand=["hot-eyebat"]))
    eyebat.apply_action("use building lane=0")
    assert slugs(eyebat, eyebat.hand[0]) == ["hot-eyebat"] and all(c < 0 for c in eyebat.creature[0])
    full = position(pool, p0=side(lands=us, lane0=silo, discard=["cow"] * 10), p1=side(hand=["hot-eyebat"]))
    full.apply_action("use building lane=0")
    full.apply_action(texts(full)[0])  # its Lane
    assert "hot-eyebat" in [full.slug(c) for c in full.creature[0] if c >= 0]
    reaper = position(pool, p0=jake(lane0=silo), p1=side(hand=["field-reaper"]))
    reaper.apply_action("use building lane=0")  # nothing to discard: it cannot be played
    assert slugs(reaper, reaper.hand[0]) == ["field-reaper"] and all(c < 0 for c in reaper.creature[0])
    paid = position(pool, p0=jake(lane0=silo, hand=["cow"]), p1=side(hand=["field-reaper"]))
    paid.apply_action("use building lane=0")
    paid.apply_action(texts(paid)[0])  # its Lane
    assert paid.hand[0] == [] and slugs(paid, paid.discard[0]) == ["cow"]  # the cost was paid
    assert "field-reaper" in [paid.slug(c) for c in paid.creature[0] if c >= 0]


def test_cp1_jake_cards_are_fully_scripted(pool):
    for c in pool.precons["CP1-jake"]["cards"]:
        assert status(c["card"]) == "full", c["card"]
    assert status("jake") == "full"


def test_finn(pool):
    s = position(pool, p0=side(hero="finn", lane0=lane(creature={"card": "punk-cat", "damage": 1}),
                               lane1=lane(creature="cool-dog")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="corn-ronin")))
    assert "floop lane=0" in texts(s) and "floop lane=1" not in texts(s)  # only damaged Creatures
    s.apply_action("floop lane=0")
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 1


def test_jake(pool):
    s = position(pool, p0=jake(hero="jake", lane0=lane("Cornfield", creature="corn-ronin", face_down=True),
                               lane1=lane("Cornfield", creature="corn-ronin")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - (1 + 1 + 2)  # face down: +2 (Corn Ronin: lane 1 adjacent)
    s.apply_action("attack lane=1")
    assert s.hp[1] == 21 - (1 + 1)  # lane 0 is face down, lane 2 counts
