"""Knit Kitty (Doubles Tournament, Charlie's deck, engine/cardwars/cards/dt_nicelands.py): the Buildings on its
controller's Landscapes next to its own (R32) affect it as if it stood on theirs (the ruling in docs/effects.md),
in 1 vs 1 and in Doubles. Buildings whose texts are about anything else are unchanged."""
from doubles_seats import CF, GNOME, doubles, seat
from helpers import atk, dfn, hurt, lane, position, side, texts

from engine.cardwars.cards import SCRIPTS
from engine.cardwars.dsl.registry import missing, status
from engine.cardwars.events import HEARS_ACROSS, HEARS_LANE

KITTY = "knit-kitty"  # 3/7


def test_knit_kitty_is_full():
    assert status(KITTY) == "full" and missing(KITTY) == ""


def test_knit_kitty_was_the_last_doubles_precon_card_not_full(pool):
    decks = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")
    cards = {c for d in decks for c in (*pool.precon(d).cards, pool.precon(d).hero)}
    assert KITTY in cards and {c: status(c) for c in cards if status(c) != "full"} == {}


def test_knit_kitty_static_building_next_door(pool):
    s = position(pool, p0=side(lane0=lane(creature=GNOME, building="blood-fortress"), lane1=lane(creature=KITTY),
                               lane2=lane(building="celestial-castle")))
    assert (atk(s, 0, 1), dfn(s, 0, 1)) == (3 + 1, 7 + 3)  # +1 ATK from Landscape 1, +3 DEF from Landscape 3
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (2, 5)  # the Fortress's own Creature keeps its bonus


def test_knit_kitty_two_buildings_each_apply(pool):
    s = position(pool, p0=side(lane0=lane(building="blood-fortress"),
                               lane1=lane(creature=KITTY, building="blood-fortress"),
                               lane2=lane(building="blood-fortress")))
    assert atk(s, 0, 1) == 3 + 3  # its own Landscape's and both neighbours'


def test_knit_kitty_not_two_landscapes_away(pool):
    s = position(pool, p0=side(lane0=lane(creature=KITTY), lane2=lane(building="blood-fortress"),
                               lane3=lane(building="celestial-castle")))
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (3, 7)


def test_knit_kitty_building_next_to_an_ordinary_creature(pool):
    s = position(pool, p0=side(lane0=lane(creature=GNOME), lane1=lane(building="blood-fortress"),
                               lane2=lane(creature=KITTY)))
    assert atk(s, 0, 0) == 1 and atk(s, 0, 2) == 4  # only Knit Kitty is reached from next door


def test_knit_kitty_not_by_the_opponents_buildings(pool):
    s = position(pool, p0=side(lane1=lane(creature=KITTY)),
                 p1=side(lane0=lane(building="blood-fortress"), lane2=lane(building="blood-fortress")))
    assert atk(s, 0, 1) == 3  # R32: never adjacent between players


def test_knit_kitty_triggered_building_fires_for_it(pool):
    s = position(pool, p0=side(hand=[GNOME], lane0=lane(building="creepy-crypt"), lane1=lane(creature=KITTY)))
    s.apply_action(f"play {GNOME} lane=1")  # Knit Kitty, next to the Crypt, leaves play: the opponent takes its ATK
    assert s.hp[1] == 25 - 3
    far = position(pool, p0=side(hand=[GNOME], lane0=lane(creature=KITTY), lane2=lane(building="creepy-crypt")))
    far.apply_action(f"play {GNOME} lane=0")
    assert far.hp[1] == 25


def test_knit_kitty_building_ability_reaches_it(pool):
    s = position(pool, p0=side(hand=[GNOME], lane0=lane(creature=GNOME, building="bayou-fountain"),
                               lane1=lane(creature=KITTY), lane2=lane(creature=GNOME)))
    s.apply_action("use building lane=0")  # +1 ATK to your Creature in this Lane: each one it reaches
    assert (atk(s, 0, 0), atk(s, 0, 1), atk(s, 0, 2)) == (2, 4, 1)


def test_knit_kitty_lost_abilities_are_not_reached(pool):
    s = position(pool, p0=side(lane0=lane(building="blood-fortress"), lane1=lane(creature=KITTY)))
    s.this_turn["silenced"] = [s.creature[0][1]]  # as Schoolhouse leaves it: no text of its own this turn
    s.bonus = None
    assert atk(s, 0, 1) == 3


# ---- Doubles ------------------------------------------------------------------------------------------------------
def test_knit_kitty_doubles_across_the_gap(pool):
    s = doubles(pool, p0=seat(lane1=lane(creature=KITTY), lane2=lane(building="domed-stronghold")))
    assert dfn(s, 0, 1) == 9  # R32: Landscapes 2 and 3 are adjacent despite the gap
    foe = doubles(pool, active=1, p0=seat(lane1=lane(creature=KITTY), lane2=lane(building="domed-stronghold")),
                  p1=seat(lands=(CF,) * 4, hand=["extreme-high-five"]))
    foe.apply_action("play extreme-high-five")
    foe.apply_action("choose damage p0:creature:1")  # a foe's Spell: no damage to it (R35)
    assert foe.cdmg[0][1] == 0


def test_knit_kitty_doubles_guarded_from_next_door(pool):
    tower = seat(lane0=lane(building="cloud-tower"), lane1=lane(creature=KITTY), lane3=lane(creature=GNOME))
    foe = doubles(pool, active=1, p0=tower, p1=seat(lands=(CF,) * 4, lane2=lane(CF, "king-baby")))
    foe.apply_action("floop lane=2")  # a foe's Creature ability: the guarded Knit Kitty is no option
    assert "choose p0:creature:1" not in texts(foe) and "choose p0:creature:3" in texts(foe)


def test_knit_kitty_doubles_never_landscapes_4_and_1(pool):
    s = doubles(pool, p0=seat(lane0=lane(building="domed-stronghold"), lane3=lane(creature=KITTY)),
                p2=seat(lane2=lane(building="domed-stronghold"), lane3=lane(building="domed-stronghold")))
    assert dfn(s, 0, 3) == 7  # R32: never 4-1, never a teammate's


def test_knit_kitty_doubles_bean_ball_bomba(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt(GNOME, 1), building="bean-ball-bomba"),
                              lane1=lane(creature=hurt(KITTY, 6))))
    s.apply_action("floop building lane=0")
    assert (s.cdmg[0][0], s.cdmg[0][1]) == (4, 4)  # each Creature it reaches, its own Landscape's first


def test_building_texts_heard_by_lane_are_not_about_your_creature():
    """Dispatch visits a HEARS_LANE listener only for events at its own Lane or the one facing it, and a HEARS_ACROSS
    one only for the facing Landscape (board.hearers), so they would miss Knit Kitty next door: the Buildings marked so
    must be about the opposing Creature or a Landscape."""
    marked = {slug for slug, sc in SCRIPTS.items()
              if any(t.only in (HEARS_LANE, HEARS_ACROSS) for t in getattr(sc, "triggers", ()))}
    assert marked == {"blood-castle", "crystal-palace"}
