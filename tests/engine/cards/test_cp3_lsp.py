"""One test per card of Lumpy Space Princess's deck (CP3-lumpy-space-princess) and her Hero.

The six "when it enters play, if it replaced a Creature" cards are played for real: into an empty Lane
(nothing happens) and onto a Creature of yours (R13: the enters-play event names the replaced card)."""
import pytest
from helpers import lane, position, side, texts

from engine import IllegalAction
from engine.cardwars.cards import status
from engine.cardwars.ops.core import attack_of, defense_of

LSP = ("Blue Plains", "Blue Plains", "Useless Swamp", "Useless Swamp")


def lsp(**kw):
    return side(lands=LSP, **kw)


def bp(creature=None, building=None, **kw):
    return lane("Blue Plains", creature=creature, building=building, **kw)


def us(creature=None, building=None, **kw):
    return lane("Useless Swamp", creature=creature, building=building, **kw)


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def test_brief_power(pool):
    s = position(pool, p0=lsp(hand=["brief-power"], lane0=bp("dogboy"), lane2=us("dragon-foot")),
                 p1=side(lane3=lane(creature="steakchop")))
    s.apply_action("play brief-power")  # the only Useless Swamp Creature you control: chosen at once
    assert attack_of(s, 0, 2, s.creature[0][2]) == 3 and attack_of(s, 0, 0, s.creature[0][0]) == 0
    assert "play brief-power" not in texts(position(pool, p0=lsp(hand=["brief-power"], lane0=us("dogboy")),
                                                    p1=side(lane0=lane(creature="steakchop"))))  # R16


def test_pants_of_awesome(pool):
    s = position(pool, p0=lsp(hand=["pants-of-awesome"], deck=["cow"], lane2=us("dogboy")))
    s.apply_action("play pants-of-awesome")
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:1"]  # empty face-up Blue Plains Lanes
    s.apply_action("choose p0:lane:1")
    assert s.slug(s.creature[0][1]) == "dogboy" and s.creature[0][2] < 0 and slugs(s, s.hand[0]) == ["cow"]
    no_room = position(pool, p0=lsp(hand=["pants-of-awesome"], lane0=bp("cow"), lane1=bp(face_down=True),
                                    lane2=us("dogboy")))
    assert "play pants-of-awesome" not in texts(no_room)  # R16: nowhere to move it


def test_strength_crystal(pool):
    s = position(pool, p0=lsp(hand=["strength-crystal"], deck=["cow"] * 6), p1=side(deck=["cow"] * 3))
    s.apply_action("play strength-crystal")
    assert texts(s) == ["choose p0:player", "choose p1:player"]
    s.apply_action("choose p1:player")
    assert len(s.hand[1]) == 3 and not s.deck[1]  # R8: an empty deck draws nothing


def test_subliminal_strength(pool):
    s = position(pool, p0=lsp(hand=["subliminal-strength", "subliminal-strength"], lane0=bp("dogboy")))
    s.apply_action("play subliminal-strength")  # 1 Spell this turn: +2
    s.apply_action("play subliminal-strength")  # 2 Spells: +4
    s.apply_action("attack lane=0")
    assert s.hp[1] == 19


def test_toilet_of_doom(pool):
    s = position(pool, p0=lsp(hand=["toilet-of-doom"], discard=["cow"] * 11), p1=side(lane0=lane(creature="steakchop")))
    s.apply_action("play toilet-of-doom")
    assert s.cdmg[1][0] == 2  # 11 cards: 2 fives (the Toilet is not yet in the pile)
    few = position(pool, p0=lsp(hand=["toilet-of-doom"], discard=["cow"] * 4), p1=side(lane0=lane(creature="cow")))
    few.apply_action("play toilet-of-doom")
    assert few.cdmg[1][0] == 0


def test_volcano(pool):
    s = position(pool, p0=lsp(hand=["volcano"], lane1=bp("cow")),
                 p1=side(lane1=lane(creature="steakchop", building="celestial-castle")))
    s.apply_action("play volcano")  # the only Building: chosen at once
    assert s.building[1][1] < 0
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:1", "choose none"]  # you may
    s.apply_action("choose p1:creature:1")
    assert s.cdmg[1][1] == 3 and s.face_down[0][1] and s.land_count[0]["Blue Plains"] == 1
    assert "play volcano" not in texts(position(pool, p0=lsp(hand=["volcano"])))  # R16: no Building


def test_volcano_reaches_a_creature_that_cannot_be_targeted(pool):
    # "A Creature in that Lane" does not target (R16): a Creature sheltered by Cave of Solitude may be chosen.
    def at(mods=()):
        return position(pool, p0=lsp(hand=["volcano"], lane1=bp("cow", building="cave-of-solitude")),
                        p1=side(lane1=lane(creature="steakchop", building="celestial-castle")), modifiers=list(mods))
    cave = at().building[0][1]
    s = at([{"card": cave, "until": "t4"}])  # the Cave was used this turn: the Cow can't be targeted
    s.apply_action("play volcano")
    s.apply_action("choose p1:building:1")
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:1", "choose none"]
    s.apply_action("choose p0:creature:1")
    assert s.cdmg[0][1] == 3 and s.cdmg[1][1] == 0 and s.face_down[0][1]


def test_blueberry_djini(pool):
    s = position(pool, p0=lsp(hand=["blueberry-djini", "blueberry-djini"], deck=["cow"] * 3, lane1=bp("cow")))
    s.apply_action("play blueberry-djini lane=0")
    assert len(s.hand[0]) == 1  # an empty Lane: nothing replaced
    s.apply_action("play blueberry-djini lane=1")  # R13: replaces Cow
    assert slugs(s, s.hand[0]) == ["cow", "cow"] and slugs(s, s.discard[0]) == ["cow"]
    assert status("blueberry-djini") == "full"


def test_brain_gooey(pool):
    s = position(pool, p0=lsp(hand=["brain-gooey", "brain-gooey"], lane1=bp("cow")))
    s.apply_action("play brain-gooey lane=0")
    assert attack_of(s, 0, 0, s.creature[0][0]) == 1
    s.apply_action("play brain-gooey lane=1")  # replaces Cow: +2 ATK this turn
    assert attack_of(s, 0, 1, s.creature[0][1]) == 3
    assert status("brain-gooey") == "full"


def test_future_scholar(pool):
    s = position(pool, p0=lsp(hand=["future-scholar"]))
    s.apply_action("play future-scholar lane=0")
    assert s.actions_left == 0
    s = position(pool, p0=lsp(hand=["future-scholar"], lane1=bp("cow")))
    s.apply_action("play future-scholar lane=1")  # replaces Cow: gain 1 Action
    assert s.actions_left == 1 and status("future-scholar") == "full"


def test_goat(pool):
    s = position(pool, p0=lsp(hand=["goat", "goat"], deck=["volcano"], lane1=bp("cow")))
    s.apply_action("play goat lane=0")
    assert slugs(s, s.hand[0]) == ["goat"]
    s.apply_action("play goat lane=1")  # replaces Cow: draw 1
    assert slugs(s, s.hand[0]) == ["volcano"] and status("goat") == "full"


def test_grape_djini(pool):
    s = position(pool, p0=lsp(hand=["grape-djini", "grape-djini"], discard=["volcano"], lane1=bp("cow")))
    s.apply_action("play grape-djini lane=0")
    assert not s.pending
    s.apply_action("play grape-djini lane=1")  # replaces Cow, which is now in the discard pile too
    assert texts(s) == ["choose p0:discard:volcano", "choose p0:discard:cow", "choose none"]  # you may
    s.apply_action("choose p0:discard:volcano")
    assert s.slug(s.deck[0][-1]) == "volcano" and slugs(s, s.discard[0]) == ["cow"]
    assert status("grape-djini") == "full"


def test_headphone_jerk(pool):
    s = position(pool, p0=lsp(hand=["headphone-jerk", "headphone-jerk"], lane1=bp("cow")),
                 p1=side(lane0=lane(creature="steakchop"), lane1=lane(creature="steakchop"),
                         lane2=lane(creature="steakchop")), actions_left=4)
    s.apply_action("play headphone-jerk lane=0")
    assert s.cdmg[1][0] == 0  # nothing replaced
    s.apply_action("play headphone-jerk lane=1")  # replaces Cow
    assert s.cdmg[1] == [0, 3, 0, 0]  # the other Creature in its Lane only
    assert status("headphone-jerk") == "full"


def test_replacement_is_read_from_the_play_action_not_from_a_creature_that_left_otherwise(pool):
    """R13: only a Creature played onto a Lane that holds one replaces it; a Lane emptied earlier in the
    turn (the Creature destroyed) is an empty Lane."""
    s = position(pool, p0=lsp(hand=["green-candy", "goat"], deck=["volcano"], lane0=bp({"card": "cutie", "damage": 5})))
    s.apply_action("play green-candy")
    s.apply_action("choose damage p0:creature:0")  # Cutie is destroyed
    s.apply_action("play goat lane=0")
    assert s.hand[0] == []  # nothing replaced: no draw


def test_dragon_foot(pool):
    s = position(pool, p0=lsp(hand=["cow"] * 6, lane2=us("dragon-foot")))
    for _ in range(5):
        s.apply_action("use lane=2")
    assert "use lane=2" not in texts(s) and len(s.hand[0]) == 1  # five times each turn
    s.apply_action("attack lane=2")
    assert s.hp[1] == 19


def test_fatapillar(pool):
    s = position(pool, p0=lsp(discard=["cow"] * 10, lane2=us("fatapillar"), lane3=us("fatapillar")))
    s.apply_action("attack lane=2")
    assert s.hp[1] == 21
    few = position(pool, p0=lsp(discard=["cow"] * 4, lane2=us("fatapillar")))
    few.apply_action("attack lane=2")
    assert few.hp[1] == 25


def test_herculeye(pool):
    s = position(pool, p0=lsp(hand=["cow", "cow"], lane2=us("herculeye")))
    s.apply_action("use lane=2")
    assert "use lane=2" not in texts(s)  # once each turn
    s.apply_action("attack lane=2")
    assert s.hp[1] == 20
    assert "use lane=2" not in texts(position(pool, p0=lsp(lane2=us("herculeye"))))  # nothing to discard


def test_infinite_figure(pool):
    s = position(pool, p0=lsp(hand=["cow", "cow", "cow"], lane2=us("infinite-figure"), lane3=us("cow")),
                 p1=side(lane2=lane(creature="steakchop"), lane3=lane(creature="steakchop")))
    s.apply_action("use lane=2")
    s.apply_action("use lane=2")
    assert s.cdmg[1] == [0, 0, 2, 0] and s.cdmg[0][3] == 0  # any number of times; its Lane only
    empty = position(pool, p0=lsp(hand=["cow"], lane2=us("infinite-figure")))
    empty.apply_action("use lane=2")  # no other Creature in its Lane: no target, usable for nothing
    assert empty.hand[0] == [] and empty.cdmg == [[0, 0, 0, 0], [0, 0, 0, 0]]


def test_pink_merwitch(pool):
    s = position(pool, p0=lsp(hand=["cow", "cow"], lane2=us("pink-merwitch"), lane3=us("cow")),
                 p1=side(lane0=lane(creature="steakchop"), lane3=lane(creature="steakchop")))
    s.apply_action("use lane=2")
    assert s.cdmg[1] == [1, 0, 0, 1] and s.cdmg[0] == [0, 0, 0, 0]
    assert "use lane=2" not in texts(s)  # once each turn
    alone = position(pool, p0=lsp(hand=["cow"], lane2=us("pink-merwitch")))
    alone.apply_action("use lane=2")  # no opposing Creature: usable all the same, the discard paid
    assert alone.hand[0] == [] and "use lane=2" not in texts(alone)


def test_squatting_bald_man(pool):
    s = position(pool, p0=lsp(hand=["cow", "cow", "cow"], lane2=us({"card": "squatting-bald-man", "damage": 2})))
    s.apply_action("use lane=2")
    s.apply_action("use lane=2")
    assert s.cdmg[0][2] == 0 and len(s.hand[0]) == 1
    s.apply_action("use lane=2")  # no damage left: no target, so still usable, the card discarded
    assert s.cdmg[0][2] == 0 and s.hand[0] == [] and "use lane=2" not in texts(s)  # nothing left to discard


def test_steakchop(pool):
    s = position(pool, p0=side(deck=["cow"]),
                 p1=lsp(hand=["cow", "volcano"], deck=["goat"], lane2=us("steakchop")))
    s.apply_action("end")
    assert texts(s) == ["choose discard", "choose destroy"]  # after the turn's draw (R30)
    s.apply_action("choose discard")
    s.apply_action("choose p1:hand:volcano")
    s.apply_action("choose p1:hand:goat")
    assert slugs(s, s.hand[1]) == ["cow"] and s.creature[1][2] >= 0
    broke = position(pool, p0=side(deck=["cow"]), p1=lsp(lane2=us("steakchop")))
    broke.apply_action("end")  # no cards to discard: it is destroyed
    assert broke.creature[1][2] < 0 and slugs(broke, broke.discard[1]) == ["steakchop"]


def test_travelin_skeleton(pool):
    s = position(pool, p0=lsp(lane0=bp({"card": "travelin-skeleton", "damage": 1}), lane3=us({"card": "cow", "damage": 2})))
    s.apply_action("floop lane=0")
    assert slugs(s, [s.creature[0][0], s.creature[0][3]]) == ["cow", "travelin-skeleton"]
    assert s.cdmg[0][0] == 2 and s.cdmg[0][3] == 1  # damage travels with them
    alone = position(pool, p0=lsp(lane0=bp("travelin-skeleton")))
    alone.apply_action("floop lane=0")  # no other Creature: not a target, so usable; it stays where it is
    assert alone.slug(alone.creature[0][0]) == "travelin-skeleton"


def test_mausoleum(pool):
    s = position(pool, p0=lsp(discard=["cow"] * 10, lane2=us("cow", building="mausoleum"), lane3=us("cow")))
    assert defense_of(s, 0, 2, s.creature[0][2]) == 7 and defense_of(s, 0, 3, s.creature[0][3]) == 5


def test_night_tower(pool):
    s = position(pool, p0=lsp(lane2=us(building="night-tower")), p1=side(hand=["cow"]))
    s.apply_action("floop building lane=2")
    assert s.hand[1] == [] and slugs(s, s.discard[1]) == ["cow"]
    blocked = position(pool, p0=lsp(lane2=us(building="night-tower")),
                       p1=side(hand=["cow"], lane2=lane(creature="cow")))
    blocked.apply_action("floop building lane=2")
    assert len(blocked.hand[1]) == 1  # the opponent has a Creature in this Lane


def test_pyramidia(pool):
    s = position(pool, p0=lsp(hand=["future-scholar", "brain-gooey"], deck=["cow"],
                              lane0=bp("cow", building="pyramidia")))
    s.apply_action("floop building lane=0")
    assert s.actions_left == 2 and s.this_turn["lane_actions"] == {"0": [1, 0, 0, 0]}  # kept apart
    s.apply_action("play brain-gooey lane=1")  # something else first: the kept Action waits
    assert s.actions_left == 1
    # Future Scholar costs 2: the kept Action makes it playable into Pyramidia's Lane only.
    assert "play future-scholar lane=0" in texts(s) and "play future-scholar lane=2" not in texts(s)
    with pytest.raises(IllegalAction, match="only for a Creature entering a given lane"):
        s.apply_action("play future-scholar lane=2")
    s.apply_action("play future-scholar lane=0")  # replaces Cow (R13): the kept Action first, then 1 more
    assert slugs(s, s.discard[0]) == ["cow"] and s.this_turn["lane_actions"] == {"0": [0, 0, 0, 0]}
    assert s.actions_left == 1  # 1 - 1 + 1 from Future Scholar's own replacing text
    assert status("pyramidia") == "full"


def test_pyramidia_action_pays_for_nothing_else(pool):
    s = position(pool, p0=lsp(hand=["volcano", "brain-gooey"], deck=["cow"], lane0=bp("cow", building="pyramidia"),
                              lane2=us(building="night-tower")), actions_left=0)
    s.apply_action("floop building lane=0")
    # Not a draw, a Spell, a Building or a Creature into another Lane: only a Creature into Lane 0.
    assert [a for a in texts(s) if a.startswith(("play", "draw"))] == ["play brain-gooey lane=0"]
    s.apply_action("attack lane=0")  # Cow attacks; the turn ends
    assert s.active == 1 and "lane_actions" not in s.this_turn  # unspent, it is lost with the turn
    alone = position(pool, p0=lsp(hand=["cow"], lane0=bp(building="pyramidia")))
    alone.apply_action("floop building lane=0")
    assert alone.actions_left == 2 and not alone.this_turn.get("lane_actions")  # no Creature of yours there


def test_pyramidia_action_may_fill_its_lane_after_the_creature_died(pool):
    s = position(pool, p0=lsp(hand=["green-candy", "brain-gooey"], lane0=bp({"card": "cow", "damage": 4},
                                                                           building="pyramidia")), actions_left=0)
    s.apply_action("floop building lane=0")
    s.apply_action("play green-candy")  # costs 0
    s.apply_action("choose damage p0:creature:0")  # Cow is destroyed: the Lane is empty now
    assert s.creature[0][0] < 0 and [a for a in texts(s) if a.startswith("play")] == ["play brain-gooey lane=0"]
    s.apply_action("play brain-gooey lane=0")
    assert s.actions_left == 0 and s.slug(s.creature[0][0]) == "brain-gooey"


def test_pyramidia_kept_action_is_part_of_the_position(pool):
    s = position(pool, p0=lsp(hand=["future-scholar"], lane2=us("cow")), actions_left=1,
                 this_turn={"lane_actions": {"0": [0, 0, 1, 0]}})
    plays = [a for a in texts(s) if a.startswith("play")]
    assert plays == ["play future-scholar lane=2"]  # from JSON: 1 Action left + 1 kept for Lane 2
    copy = s.clone()
    copy.apply_action("play future-scholar lane=2")
    assert copy.actions_left == 1 and s.this_turn["lane_actions"] == {"0": [0, 0, 1, 0]}  # the original kept it


def test_lumpy_space_princess(pool):
    s = position(pool, p0=lsp(hero="lumpy-space-princess", hand=["cow", "goat", "dogboy"], deck=["volcano"] * 3,
                              lane0=bp("cutie")))
    s.apply_action("play cow lane=1")  # an empty Lane: no draw
    assert len(s.hand[0]) == 2
    s.apply_action("play goat lane=0")  # replaces Cutie: the Hero draws, and so does Goat (R13)
    assert slugs(s, s.hand[0]) == ["dogboy", "volcano", "volcano"]
    s.apply_action("play dogboy lane=1")  # the second replacement this turn: no draw
    assert slugs(s, s.hand[0]) == ["volcano", "volcano"]


def test_lumpy_space_princess_not_after_a_creature_died(pool):
    s = position(pool, p0=lsp(hero="lumpy-space-princess", hand=["green-candy", "cow"], deck=["volcano"],
                              lane0=bp({"card": "cutie", "damage": 5})))
    s.apply_action("play green-candy")
    s.apply_action("choose damage p0:creature:0")  # Cutie is destroyed
    s.apply_action("play cow lane=0")  # the Lane is empty now: nothing is replaced
    assert s.hand[0] == [] and "replacing" not in s.this_turn
