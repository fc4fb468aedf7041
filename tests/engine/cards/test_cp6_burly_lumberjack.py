"""Burly Lumberjack (CP6, Cake's deck): additional Buildings in its Lane (R14 ruling in engine/cardwars/cards/cp6.py).

Positions give a Lane's additional Buildings under the player's "additional_buildings" (docs/engine-format.md)."""
import json

from helpers import atk, dfn, lane, position, side, texts

from engine import GameState
from engine.cardwars.actions import parse
from engine.cardwars.board import FLOOPED, READY
from engine.cardwars.cards import missing, status
from engine.cardwars.ops.primitives import destroy_building, destroy_creature

CF4 = ("Cornfield",) * 4


def cf(creature=None, building=None, **kw):
    return lane("Cornfield", creature=creature, building=building, **kw)


def with_more(player, *more):
    """A side with additional Buildings: (lane, slug) or (lane, slug, state)."""
    player["additional_buildings"] = [{"lane": m[0], "card": m[1], "state": m[2] if len(m) > 2 else "ready"}
                                      for m in more]
    return player


def slugs(s, ids):
    return [s.tab.slug[c] for c in ids]


def lane_buildings(s, p, ln):
    return [s.tab.slug[s.building[p][k]] for k in s.buildings_in(p, ln)]


def test_it_is_fully_simulated(pool):
    assert status("burly-lumberjack") == "full" and missing("burly-lumberjack") == ""
    s = position(pool, p0=side(lands=CF4, lane0=cf("burly-lumberjack")))
    assert atk(s, 0, 0) == 2 and dfn(s, 0, 0) == 9


def test_r14_a_building_played_in_its_lane_may_go_beside_the_one_there(pool):
    s = position(pool, p0=side(lands=CF4, hand=["farmhouse", "farmhouse"],
                               lane0=cf("burly-lumberjack", building="farmhouse"), lane1=cf("pony")))
    acts = texts(s)
    # the plain play still replaces (R14: the card's "may" leaves it open); "add" only in the Lumberjack's Lane
    assert [a for a in acts if a.startswith("play")] == [
        "play farmhouse lane=0", "play farmhouse lane=1", "play farmhouse lane=2", "play farmhouse lane=3",
        "play farmhouse lane=0 add"]
    assert s.land_count[0]["Cornfield"] == 5  # four Cornfields and a Farmhouse
    s.apply_action("play farmhouse lane=0 add")
    assert lane_buildings(s, 0, 0) == ["farmhouse", "farmhouse"] and s.discard[0] == []
    assert s.land_count[0]["Cornfield"] == 6 and s.actions_left == 1  # both Farmhouses count (R11)
    s.apply_action("play farmhouse lane=0 add")  # a third, beside both
    assert lane_buildings(s, 0, 0) == ["farmhouse"] * 3 and s.land_count[0]["Cornfield"] == 7
    assert s.actions_left == 0 and s.hand[0] == []


def test_r14_with_the_lumberjack_a_plain_play_still_replaces(pool):
    s = position(pool, p0=side(lands=CF4, hand=["haybarn"], lane0=cf("burly-lumberjack", building="farmhouse")))
    s.apply_action("play haybarn lane=0")
    assert lane_buildings(s, 0, 0) == ["haybarn"] and slugs(s, s.discard[0]) == ["farmhouse"]


def test_without_a_lumberjack_a_second_building_replaces_the_first(pool):
    s = position(pool, p0=side(lands=CF4, hand=["haybarn"], lane0=cf("pony", building="farmhouse"),
                               lane1=cf("burly-lumberjack")))
    assert not [a for a in texts(s) if a.endswith(" add")]  # the Lumberjack's Lane has no Building to go beside
    s.apply_action("play haybarn lane=0")
    assert lane_buildings(s, 0, 0) == ["haybarn"] and slugs(s, s.discard[0]) == ["farmhouse"]
    assert s.annex == ((), ())


def test_the_opponents_lumberjack_and_a_blanked_one_allow_nothing(pool):
    s = position(pool, p0=side(lands=CF4, hand=["haybarn"], lane0=cf("pony", building="farmhouse")),
                 p1=side(lands=CF4, lane0=cf("burly-lumberjack")))
    assert "play haybarn lane=0 add" not in texts(s)
    mine = position(pool, p0=side(lands=CF4, hand=["haybarn"], lane0=cf("burly-lumberjack", building="farmhouse")))
    mine.this_turn = {"silenced": [mine.creature[0][0]]}  # it lost its text this turn
    mine.bonus = None
    assert "play haybarn lane=0 add" not in texts(mine)


def test_additional_buildings_count_as_your_buildings(pool):
    # Oil Refinery: +2 DEF per Oil Refinery you control to your Creature in its Lane; both sit in Lane 0
    s = position(pool, p0=with_more(side(lands=CF4, deck=["pony"] * 5,
                                         lane0=cf("burly-lumberjack", building="oil-refinery"),
                                         lane1=cf("popcorn-butteredfly", building="farmhouse")),
                                    (0, "oil-refinery")))
    assert dfn(s, 0, 0) == 9 + 2 * 4  # each Refinery gives 2 x 2
    s.apply_action("floop lane=1")  # Popcorn Butteredfly: draw one card per Building you control
    assert len(s.hand[0]) == 3
    jill = position(pool, p0=with_more(side(lands=CF4, hand=["tough-lumberjill"],
                                            lane0=cf("burly-lumberjack", building="farmhouse")), (0, "haybarn")))
    jill.apply_action("play tough-lumberjill lane=1")  # 1 damage to the opponent per Building you control
    assert jill.hp[1] == 23


def test_a_building_in_this_lane_stays_when_the_first_goes(pool):
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="farmhouse")),
                                    (0, "haybarn")))
    destroy_building(s, 0, 0)  # the Lane's first Building: the additional one takes its place
    assert lane_buildings(s, 0, 0) == ["haybarn"] and s.annex == ((), ())
    assert slugs(s, s.discard[0]) == ["farmhouse"]


def test_each_additional_building_floops_on_its_own(pool):
    # Night Tower: if no opposing Creature is in its Lane, the opponent discards a card
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="night-tower")),
                                    (0, "night-tower")),
                 p1=side(lands=CF4, hand=["pony", "pony", "pony"]))
    acts = texts(s)
    assert "floop building lane=0" in acts and "floop building lane=0 extra=1" in acts
    s.apply_action("floop building lane=0 extra=1")
    assert len(s.hand[1]) == 2 and s.bstate[0][4] == FLOOPED and s.bstate[0][0] == READY
    acts = texts(s)
    assert "floop building lane=0 extra=1" not in acts and "floop building lane=0" in acts
    s.apply_action("floop building lane=0")
    assert len(s.hand[1]) == 1
    s.apply_action("attack lane=0")  # the Fight ends the turn
    assert s.active == 1
    s.apply_action("end")  # the opponent's turn; at our Ready both Night Towers are ready again
    assert s.active == 0 and s.bstate[0] == [READY] * 5


def test_triggers_of_additional_buildings_are_heard(pool):
    # Funeral Home: each time a foe discards, +1 ATK this turn to your Creature in its Lane; one of the two is
    # an additional Building. Night Tower in Lane 1 makes the opponent discard.
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="funeral-home"),
                                         lane1=cf(building="night-tower")), (0, "funeral-home")),
                 p1=side(lands=CF4, hand=["pony"]))
    s.apply_action("floop building lane=1")
    assert s.hand[1] == [] and atk(s, 0, 0) == 2 + 2


def test_archer_danica_may_destroy_an_additional_building(pool):
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="farmhouse"),
                                         lane1=cf("archer-danica")), (0, "haybarn")),
                 p1=side(lane0=lane(creature="pony")))
    s.apply_action("floop lane=1")
    assert texts(s) == ["choose p0:building:0", "choose p0:building:0:1"]
    s.apply_action("choose p0:building:0:1")
    assert lane_buildings(s, 0, 0) == ["farmhouse"] and slugs(s, s.discard[0]) == ["haybarn"]
    assert s.cdmg[1][0] == 3


def test_lumbercaddy_moves_an_additional_building_to_an_empty_lane(pool):
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="farmhouse"),
                                         lane1=cf("lumbercaddy"), lane2=cf(building="haybarn"),
                                         lane3=cf(building="haybarn")), (0, "yellow-lighthouse")))
    s.apply_action("floop lane=1")
    assert texts(s) == ["choose p0:building:0", "choose p0:building:0:1", "choose p0:building:2",
                        "choose p0:building:3"]
    s.apply_action("choose p0:building:0:1")  # Lane 1 is the one empty of Buildings: no second choice
    assert lane_buildings(s, 0, 0) == ["farmhouse"] and lane_buildings(s, 0, 1) == ["yellow-lighthouse"]
    assert s.annex == ((), ())


def test_additional_buildings_stay_when_the_lumberjack_leaves_play(pool):
    s = position(pool, p0=with_more(side(lands=CF4, hand=["haybarn", "haybarn"],
                                         lane0=cf("burly-lumberjack", building="farmhouse")), (0, "silo-of-truth")))
    destroy_creature(s, 0, 0)
    s.bonus = None
    assert lane_buildings(s, 0, 0) == ["farmhouse", "silo-of-truth"]  # ruling: its text only let them be played
    plays = [a for a in texts(s) if a.startswith("play haybarn lane=0")]
    assert plays == ["play haybarn lane=0", "play haybarn lane=0 replace=1"]  # no more "add"; R17: which goes
    s.apply_action("play haybarn lane=0 replace=1")
    assert lane_buildings(s, 0, 0) == ["farmhouse", "haybarn"] and slugs(s, s.discard[0]) == [
        "burly-lumberjack", "silo-of-truth"]
    s.apply_action("play haybarn lane=0")  # the plain play replaces the Lane's first
    assert lane_buildings(s, 0, 0) == ["haybarn", "haybarn"] and slugs(s, s.discard[0])[-1] == "farmhouse"


def test_the_position_round_trips_with_additional_buildings(pool):
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="farmhouse"),
                                         lane2=cf(building="night-tower")), (0, "night-tower", "flooped"),
                                    (0, "haybarn")))
    d = s.to_json()
    extra = d["players"][0]["additional_buildings"]
    assert [(e["lane"], e["extra"], e["card"], e["state"]) for e in extra] == [
        (0, 1, "night-tower", "flooped"), (0, 2, "haybarn", "ready")]
    back = GameState.from_json(json.loads(json.dumps(d)), pool=pool)
    assert back.to_json() == d and back.annex == s.annex and back.building == s.building
    assert back.bstate[0][4] == FLOOPED and "floop building lane=0 extra=1" not in texts(back)
    c = s.clone()
    destroy_building(c, 0, 4)
    assert s.annex == ((0, 0), ()) and c.annex == ((0,), ())  # clones do not share a change
    old = position(pool, p0=side(lands=CF4, lane0=cf("burly-lumberjack", building="farmhouse")))
    assert "additional_buildings" not in old.to_json()["players"][0] and old.annex == ((), ())


def test_silo_of_truth_may_play_a_stolen_building_beside_the_lumberjacks(pool):
    # Silo of Truth is itself an additional Building here (`use building lane=0 extra=1`); the stolen Haybarn is
    # played, so it may go beside the Buildings in the Lumberjack's Lane, replace one of them, or go elsewhere
    s = position(pool, p0=with_more(side(lands=CF4, lane0=cf("burly-lumberjack", building="farmhouse")),
                                    (0, "silo-of-truth")),
                 p1=side(lands=CF4, hand=["haybarn"]))
    assert "use building lane=0 extra=1" in texts(s) and "use building lane=0" not in texts(s)
    s.apply_action("use building lane=0 extra=1")
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:0:add", "choose p0:lane:0:replace=1",
                        "choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:0:add")
    assert lane_buildings(s, 0, 0) == ["farmhouse", "silo-of-truth", "haybarn"] and s.actions_left == 0
    assert s.hand[1] == [] and s.discard == [[], []]


def test_the_new_action_texts_round_trip():
    for t in ("play farmhouse lane=2 add", "play farmhouse lane=2 replace=1", "floop building lane=1 extra=2",
              "use building lane=3 extra=1", "use building lane=3 extra=1 ability=steal"):
        assert str(parse(t)) == t
    assert parse("floop building lane=1 extra=0") == parse("floop building lane=1")  # 0 is the Lane's first


def test_an_additional_cave_of_solitude_keeps_the_lumberjack_from_attack(pool):
    # Cave of Solitude (CP3) as the Lane's additional Building: used, it covers the Creature in its Lane, so the
    # opponent's Creature facing it may not attack it (R18 with the Cave's text); without the Cave's use it may.
    # (The Lumberjack is exhausted, so the turn may end without its attack.)
    def after_use(use):
        s = position(pool, p0=with_more(side(lands=CF4, hand=["pony"], lane0=cf({"card": "burly-lumberjack", "state": "exhausted"}, building="farmhouse")),
                                        (0, "cave-of-solitude")),
                     p1=side(lane0=lane(creature="dogboy"), lane1=lane(creature="dogboy")))
        if use:
            s.apply_action("use building lane=0 extra=1")  # the Lane's second Building; discards the Pony
            assert s.hand[0] == []
        s.apply_action("end")
        assert s.active == 1
        return texts(s)
    assert "attack lane=0" not in after_use(True) and "attack lane=1" in after_use(True)
    assert "attack lane=0" in after_use(False)
