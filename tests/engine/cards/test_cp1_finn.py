"""One test per card of Finn's Blue Plains deck (CP1-finn): set up a position, trigger it, check the effect."""
import json

import pytest
from helpers import lane, position, side, texts

from engine import GameState, IllegalAction
from engine.cardwars.cards import status

BP4 = ("Blue Plains",) * 4
CF4 = ("Cornfield",) * 4


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def test_cerebral_bloodstorm(pool):
    s = position(pool, p0=side(hand=["cerebral-bloodstorm"], lane0=lane(creature="punk-cat")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm"),
                         lane2=lane("Cornfield", creature={"card": "wall-of-ears", "damage": 3})))
    s.apply_action("play cerebral-bloodstorm")
    assert s.cdmg[1][0] == 1 and s.cdmg[0][0] == 0  # only opposing Creatures
    assert s.creature[1][2] >= 0 and s.cdmg[1][2] == 4  # Wall of Ears: 4 DEF + 4 Cornfields


def test_gnome_snot(pool):
    s = position(pool, p0=side(hand=["gnome-snot"], deck=["punk-cat", "cool-dog", "the-pig", "uni-knight"]))
    s.apply_action("play gnome-snot")
    assert slugs(s, s.hand[0]) == ["punk-cat", "cool-dog", "the-pig"] and len(s.deck[0]) == 1


def test_teleport(pool):
    s = position(pool, p0=side(hand=["teleport"], lane0=lane(creature="punk-cat"),
                               lane1=lane(creature="cool-dog"), lane2=lane(creature="the-pig")))
    s.apply_action("play teleport")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1", "choose p0:creature:2"]
    s.apply_action("choose p0:creature:0")  # only lane 3 is empty: no second question
    assert s.slug(s.creature[0][3]) == "punk-cat" and s.creature[0][0] < 0
    empty = position(pool, p0=side(hand=["teleport"]))
    empty.apply_action("play teleport")  # "one of your Creatures" is no target: playable, moves nothing
    assert slugs(empty, empty.discard[0]) == ["teleport"] and all(c < 0 for c in empty.creature[0])


def test_woad_blood(pool):
    s = position(pool, p0=side(hand=["woad-blood"], lane0=lane(creature="punk-cat"),
                               lane1=lane(creature="uni-knight")))
    s.apply_action("play woad-blood")  # no Creature has moved yet: no bonus
    assert s.mods == []
    s2 = position(pool, p0=side(hand=["teleport", "woad-blood"], lane0=lane(creature="uni-knight")))
    s2.apply_action("play teleport")
    s2.apply_action("choose p0:lane:3")
    s2.apply_action("play woad-blood")
    s2.apply_action("attack lane=3")
    assert s2.hp[1] == 25 - 3 - 2


def test_woad_talisman(pool):
    s = position(pool, p0=side(hand=["woad-talisman"], lane0=lane(creature="punk-cat"),
                               lane1=lane(creature="nice-ice-baby")))
    s.apply_action("play woad-talisman")  # Nice Ice Baby is Rainbow: Punk Cat is the only target
    s.apply_action("attack lane=0")
    assert s.hp[1] == 21
    none = position(pool, p0=side(hand=["woad-talisman"], lane0=lane(creature="nice-ice-baby")))
    assert "play woad-talisman" not in texts(none)


def test_ancient_scholar(pool):
    s = position(pool, p0=side(discard=["cool-dog", "teleport"], lane0=lane(creature="ancient-scholar",
                                                                            building="blood-fortress")))
    s.apply_action("floop lane=0")
    assert slugs(s, s.hand[0]) == ["teleport"] and s.actions_left == 3  # the Building gives an Action
    s2 = position(pool, p0=side(discard=["cool-dog"], lane0=lane(creature="ancient-scholar")))
    s2.apply_action("floop lane=0")
    assert s2.hand[0] == [] and s2.actions_left == 2  # no Rainbow card, no Building: nothing


def test_cool_dog(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat"), lane1=lane(creature="cool-dog"),
                               lane3=lane(creature="uni-knight")),
                 p1=side(lands=CF4, active=1, lane0=lane("Cornfield", creature="husker-worm"),
                         lane1=lane("Cornfield", creature="corn-ronin"),
                         lane3=lane("Cornfield", creature="corn-ronin")), active=1)
    # Husker Worm faces Punk Cat, adjacent to Cool Dog: it may not attack. Cool Dog itself is not protected;
    # Uni-Knight (lane 3) is not adjacent.
    assert [t for t in texts(s) if t.startswith("attack")] == ["attack lane=1", "attack lane=3"]
    with pytest.raises(IllegalAction, match="may not be attacked"):
        s.apply_action("attack lane=0")


def test_dragon_claw(pool):
    s = position(pool, p0=side(lane0=lane(creature="dragon-claw"), lane1=lane(creature="punk-cat")))
    s.apply_action("floop lane=0")
    s.apply_action("choose p0:creature:1")
    assert texts(s) == ["choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:3")
    assert s.slug(s.creature[0][3]) == "punk-cat" and s.cstate[0][0] == 2


def test_embarrassing_bard(pool):
    s = position(pool, p0=side(deck=["punk-cat"] * 5, lane0=lane(creature="embarrassing-bard"),
                               lane1=lane(creature={"card": "cool-dog", "state": "flooped"})))
    s.apply_action("floop lane=0")
    assert len(s.hand[0]) == 2  # the Bard itself and Cool Dog


def test_heavenly_gazer(pool):
    s = position(pool, p0=side(deck=["punk-cat"], discard=["cool-dog", "gnome-snot"],
                               lane0=lane(creature="heavenly-gazer")))
    s.apply_action("floop lane=0")  # one Spell in the discard pile: chosen at once
    assert s.slug(s.deck[0][-1]) == "gnome-snot" and slugs(s, s.discard[0]) == ["cool-dog"]
    # No Spell in the discard pile: no target either, so it may still Floop and does nothing (rulebook glossary)
    none = position(pool, p0=side(discard=["cool-dog"], lane0=lane(creature="heavenly-gazer")))
    none.apply_action("floop lane=0")
    assert slugs(none, none.discard[0]) == ["cool-dog"] and none.deck[0] == [] and not none.pending


def test_nice_ice_baby(pool):
    s = position(pool, p0=side(lane0=lane(creature="nice-ice-baby"), lane1=lane(creature="nice-ice-baby")),
                 p1=side(lands=CF4, lane1=lane("Cornfield", creature="corn-ronin")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 21  # 1 + 3 with the opposing Lane empty
    s.apply_action("attack lane=1")
    assert s.cdmg[1][1] == 1  # facing a Creature: printed 1


def test_psionic_architect(pool):
    s = position(pool, p0=side(hand=["psionic-architect"], lane0=lane(creature={"card": "cool-dog",
                                                                                 "state": "flooped"})))
    s.apply_action("play psionic-architect lane=1")
    assert texts(s) == ["choose p0:creature:0", "choose none"]
    s.apply_action("choose p0:creature:0")
    assert s.cstate[0][0] == 0
    s2 = position(pool, p0=side(hand=["psionic-architect"], lane0=lane(creature="cool-dog")))
    s2.apply_action("play psionic-architect lane=1")
    assert not s2.pending  # nothing Flooped: no question


def test_punk_cat(pool):
    s = position(pool, p0=side(hand=["teleport"], lane0=lane(creature="punk-cat"),
                               lane1=lane(creature="uni-knight")))
    s.apply_action("play teleport")
    s.apply_action("choose p0:creature:1")
    s.apply_action("choose p0:lane:3")
    s.apply_action("attack lane=0")
    assert s.hp[1] == 23  # Punk Cat did not move: 2
    s.apply_action("attack lane=3")
    assert s.hp[1] == 23 - 5  # Uni-Knight changed Lanes: 3 + 2


def test_struzann_jinn(pool):
    s = position(pool, p0=side(lane0=lane(creature="struzann-jinn"),
                               lane1=lane(creature={"card": "cool-dog", "state": "flooped"}),
                               lane2=lane(creature={"card": "punk-cat", "state": "flooped"})))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - 5


def test_the_pig(pool):
    s = position(pool, p0=side(lane0=lane(creature="the-pig")), p1=side(lands=CF4))
    s.apply_action("floop lane=0")  # the only Cornfield in its Lane is the opponent's
    assert s.face_down[1][0] and not s.face_down[1][1] and s.land_count[1]["Cornfield"] == 3
    none = position(pool, p0=side(lane1=lane(creature="the-pig")), p1=side(lands=BP4))
    assert "floop lane=1" not in texts(none)  # R16: no Cornfield in the Lane


def test_uni_knight(pool):
    s = position(pool, p0=side(lane0=lane(creature="uni-knight")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    assert "use lane=0" in texts(s)
    s.apply_action("use lane=0")
    s.apply_action("choose p1:creature:0")
    assert s.actions_left == 1
    s.apply_action("attack lane=0")
    assert s.creature[0][0] >= 0 and s.cdmg[0][0] == 0  # Husker Worm deals 0 back
    empty = position(pool, p0=side(lane0=lane(creature="uni-knight")), actions_left=0)
    assert "use lane=0" not in texts(empty)  # costs an Action


def test_woadic_chief(pool):
    s = position(pool, p0=side(hand=["woad-blood", "woad-blood"], lane0=lane(creature="woadic-chief")))
    s.apply_action("play woad-blood")
    s.apply_action("play woad-blood")
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - 6


def test_woadic_marauder(pool):
    s = position(pool, p0=side(hand=["teleport"], deck=["cool-dog"], lane0=lane(creature="woadic-marauder")))
    s.apply_action("play teleport")
    s.apply_action("choose p0:lane:2")
    assert slugs(s, s.hand[0]) == ["cool-dog"]


def test_x_large_spirit_soldier(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat"), lane1=lane(creature="x-large-spirit-soldier"),
                               lane3=lane(creature="uni-knight")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 22  # 2 + 1 (adjacent)
    s.apply_action("attack lane=3")
    assert s.hp[1] == 19  # not adjacent: 3


def test_blood_fortress(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat", building="blood-fortress"),
                               lane1=lane(creature="punk-cat")))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 3 - 2


def test_celestial_castle(pool):
    s = position(pool, p0=side(lane0=lane(creature={"card": "uni-knight", "damage": 3},
                                          building="celestial-castle")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="corn-ronin")))
    s.apply_action("attack lane=0")  # 3 + 2 (Corn Ronin: one adjacent Cornfield) on DEF 4 + 3: survives
    assert s.creature[0][0] >= 0 and s.cdmg[0][0] == 5


def test_schoolhouse(pool):
    s = position(pool, p0=side(discard=["the-pig", "cool-dog"], lane0=lane(creature="dragon-claw",
                                                                          building="schoolhouse")),
                 p1=side(lands=CF4))
    s.apply_action("floop building lane=0")
    tt = s.this_turn
    assert tt["granted"] == {str(s.creature[0][0]): "the-pig"} and s.creature[0][0] in tt["silenced"]
    s.apply_action("floop lane=0")  # Dragon Claw now has only The Pig's Floop
    assert s.face_down[1][0]
    none = position(pool, p0=side(discard=["cool-dog"], lane0=lane(creature="punk-cat", building="schoolhouse")))
    none.apply_action("floop building lane=0")  # no Floop Creature in the pile: usable (no target), does nothing
    assert "granted" not in none.this_turn and "floop lane=0" not in texts(none)


def test_schoolhouse_picks_among_cards_not_names(pool):
    # 3 Embarrassing Bards and 1 Dragon Claw in the discard pile: each card is as likely, so the Bard's Floop
    # comes 3 times in 4 (about 1500 of 2,000 seeds); picking among the 2 names gave 1012 Bards.
    bards = 0
    for seed in range(2000):
        s = position(pool, seed=seed,
                     p0=side(discard=["embarrassing-bard"] * 3 + ["dragon-claw"],
                             lane0=lane(creature="punk-cat", building="schoolhouse")))
        s.apply_action("floop building lane=0")
        bards += s.this_turn["granted"][str(s.creature[0][0])] == "embarrassing-bard"
    assert 1430 <= bards <= 1570, bards  # 1500 +- 3.5 standard deviations (19.4)


def test_a_targeted_floop_with_no_target_is_still_refused(pool):
    # R16 holds for a text that says "target": Archer Dan's "destroy target Building in this Lane" with no
    # Building there cannot be used, while Heavenly Gazer (no target) may Floop with nothing to pick.
    s = position(pool, p0=side(lane0=lane(creature="archer-dan"), lane1=lane(creature="heavenly-gazer")),
                 p1=side(lands=CF4, lane1=lane("Cornfield", building="silo-of-truth")))
    assert "floop lane=0" not in texts(s) and "floop lane=1" in texts(s)


def test_woad_mobile_home(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat"), lane1=lane(building="woad-mobile-home"),
                               lane2=lane(creature="cool-dog")))
    s.apply_action("floop building lane=1")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:2"]
    s.apply_action("choose p0:creature:2")
    assert s.slug(s.creature[0][1]) == "cool-dog" and s.creature[0][2] < 0
    full = position(pool, p0=side(lane0=lane(creature="punk-cat"),
                                  lane1=lane(creature="cool-dog", building="woad-mobile-home")))
    full.apply_action("floop building lane=1")  # its own Lane is not empty: no target, so usable; nothing moves
    assert slugs(full, [full.creature[0][0], full.creature[0][1]]) == ["punk-cat", "cool-dog"]


def test_cp1_finn_cards_are_fully_scripted(pool):
    for c in pool.precons["CP1-finn"]["cards"]:
        assert status(c["card"]) == "full", c["card"]
    assert status("finn") == "full"


def test_pending_card_choice_round_trips_through_json(pool):
    s = position(pool, p0=side(lane0=lane(creature="dragon-claw"), lane1=lane(creature="punk-cat")))
    s.apply_action("floop lane=0")
    s.apply_action("choose p0:creature:1")
    s2 = GameState.from_json(json.loads(json.dumps(s.to_json())), pool=pool)
    assert s2.to_json() == s.to_json()
    s2.apply_action("choose p0:lane:3")
    assert s2.slug(s2.creature[0][3]) == "punk-cat"
