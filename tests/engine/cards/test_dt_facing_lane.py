"""Card texts about "this Lane" across the table read the facing Landscape in Doubles (R26, R32, R36): seat 0's Lane
0 faces seat 1's Lane 3, its Lane 1 seat 1's Lane 2 (n faces 5-n). The same Lane number on another seat (seat 1's
Lane 0, the teammate's Lane 0) is another Lane. Each test puts a Creature or a token on both, so that a script
reading the Lane number instead of the facing Landscape gives the other answer."""
from doubles_seats import CF, GNOME, doubles, hp, seat, start_of_turn_of_0
from helpers import atk, dfn, hurt, lane, texts

from engine.cardwars.dsl.context import Ctx
from engine.cardwars.dsl.vocab import ANY, OPP, entered_this_turn, lane_empty

IB = "IcyLands"
NL = "NiceLands"
BABY = "nice-ice-baby"  # +3 ATK while no opposing Creature is in its Lane


def _foes(**lanes):
    return seat(lands=(CF,) * 4, **lanes)


def test_nice_ice_baby_doubles_reads_the_facing_landscape(pool):
    across = doubles(pool, p0=seat(lane0=lane(creature=BABY)), p1=_foes(lane3=lane(CF, GNOME)))
    elsewhere = doubles(pool, p0=seat(lane0=lane(creature=BABY)), p1=_foes(lane0=lane(CF, GNOME)),
                        p2=seat(lane0=lane(creature=GNOME)))
    assert atk(elsewhere, 0, 0) == atk(across, 0, 0) + 3  # seat 1's Lane 0 faces seat 0's Lane 3, not this one


def test_lane_empty_and_entered_this_turn_doubles_read_the_facing_landscape(pool):
    s = doubles(pool, p1=_foes(lane3=lane(CF, GNOME)), p2=seat(lane0=lane(creature=GNOME)),
                p3=_foes(lane0=lane(CF, GNOME)))
    ctx = Ctx(s, None, 0, -1, 0, 0, "creature")
    assert not lane_empty(OPP)(ctx)  # seat 1's Lane 3 faces seat 0's Lane 0
    assert not lane_empty(OPP)(Ctx(s, None, 0, -1, 0, 3, "creature"))  # seat 3's Lane 0 faces seat 0's Lane 3
    assert lane_empty(OPP)(Ctx(s, None, 0, -1, 0, 2, "creature"))  # seat 3's Lane 1: empty
    s.this_turn = {"entered": [[s.creature[1][3], 1, 3], [s.creature[2][0], 2, 0], [s.creature[3][0], 3, 0]]}
    assert entered_this_turn(ANY, lane="this")(ctx) == 1  # the one on seat 1's Lane 3 only


def test_glacier_racer_doubles_both_tokens_of_its_lane(pool):
    racer = seat(lane1=lane(IB, "glacier-racer", frozen=True))
    both = doubles(pool, p0=racer, p1=_foes(lane2=lane(CF, frozen=True)))
    same_number = doubles(pool, p0=racer, p1=_foes(lane1=lane(CF, frozen=True)))
    assert atk(both, 0, 1) == atk(same_number, 0, 1) + 4  # seat 0's Lane 1 faces seat 1's Lane 2


def test_parrotmilitary_outpost_doubles_the_facing_creature_only(pool):
    s = doubles(pool, p0=seat(lane0=lane(building="parrotmilitary-outpost", creature=GNOME)),
                p1=_foes(lane0=lane(CF, GNOME), lane3=lane(CF, GNOME)), p2=seat(lane0=lane(creature=GNOME)))
    assert (atk(s, 0, 0), atk(s, 1, 3)) == (0, 0)  # its own Lane's two Creatures: -1 each
    assert (atk(s, 1, 0), atk(s, 2, 0)) == (1, 1)  # Lane 0 of seat 1 and of the teammate: other Lanes


def test_frost_dragon_doubles_no_ability_with_both_landscapes_frozen(pool):
    dragon = seat(lane1=lane(IB, "frost-dragon", frozen=True))
    both = doubles(pool, p0=dragon, p1=_foes(lane2=lane(CF, frozen=True)))
    assert "use lane=1" not in texts(both)  # nothing to freeze in its Lane
    one = doubles(pool, p0=dragon, p1=_foes(lane1=lane(CF, frozen=True)))
    assert "use lane=1" in texts(one)  # the facing Landscape (seat 1's Lane 2) has no token yet


def test_boarder_collie_doubles_frozen_facing_landscape(pool):
    def collie(frozen_lane):
        s = doubles(pool, p0=seat(lane0=lane(IB, "boarder-collie"), lane2=lane(creature=GNOME),
                                  lane3=lane(creature=GNOME)),
                    p1=_foes(**{f"lane{frozen_lane}": lane(CF, frozen=True)}))
        s.apply_action("floop lane=0")
        while s.creature[0][1] < 0 and any(t.startswith("choose") for t in texts(s)):
            s.apply_action(next(t for t in texts(s) if t.startswith("choose")))
        assert s.creature[0][1] >= 0
        return s.actions_left
    assert collie(2) == collie(1) + 1  # it moved to Lane 1, which faces seat 1's Lane 2


def test_ice_olation_cell_doubles_jails_the_facing_creature(pool):
    s = doubles(pool, active=1, p0=seat(lane0=lane(building="ice-olation-cell")),
                p1=_foes(lane0=lane(CF, GNOME, frozen=True), lane3=lane(CF, GNOME, frozen=True)))
    assert "attack lane=3" not in texts(s)  # on the frozen Landscape facing the Cell's
    assert "attack lane=0" in texts(s)  # seat 1's Lane 0 faces seat 0's Lane 3


def test_woadic_enchantress_doubles_bars_the_facing_floop(pool):
    s = doubles(pool, active=1, p0=seat(lane0=lane(creature="woadic-enchantress"), lane3=lane(creature=GNOME)),
                p1=_foes(lane0=lane(CF, "king-baby"), lane3=lane(CF, "king-baby")))
    assert "floop lane=3" not in texts(s)  # in the Enchantress's Lane
    assert "floop lane=0" in texts(s)


def test_yellow_lighthouse_doubles_the_facing_opponent_draws(pool):
    def draws(foe_lane):
        s = start_of_turn_of_0(pool, p0=seat(lane0=lane(CF, building="yellow-lighthouse")),
                               p1=_foes(**{f"lane{foe_lane}": lane(CF, GNOME)}))
        return len(s.hand[1])
    assert (draws(3), draws(0)) == (1, 0)  # only a Creature on the facing Landscape is in its Lane


# Blood Castle listens across its Lane (HEARS_ACROSS), Crystal Palace by Lane (HEARS_LANE): the walk of listeners
# (board.hearers) visits them for events on the Landscape facing theirs, which has another Lane number in Doubles
# (R26); their conditions read the facing Landscape too.
def test_blood_castle_doubles_one_more_on_the_facing_creature(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=GNOME, building="blood-castle")), p1=_foes(lane3=lane(CF, GNOME)))
    s.apply_action("attack lane=0")
    assert s.cdmg[1][3] == 1 + 1


def test_crystal_palace_doubles_the_facing_landscape_becomes_frozen(pool):
    s = doubles(pool, p0=seat(lands=(IB,) * 4, hand=["freeze-ray"], lane0=lane(IB, GNOME, building="crystal-palace")),
                p1=_foes(lane3=lane(CF, GNOME)))
    s.apply_action("play freeze-ray")
    s.apply_action("choose p1:land:3")
    assert "choose p1:creature:3" in texts(s)  # its 2 damage to a target Creature


def test_sand_jackal_doubles_heals_after_defeating_the_facing_creature(pool):
    def after(foes):
        s = doubles(pool, p0=seat(hp=30, lane0=lane(NL, "sand-jackal")), p1=_foes(**foes))
        s.apply_action("attack lane=0")
        return hp(s, 0)
    weak = hurt(GNOME, 4)
    assert after({"lane3": lane(CF, weak)}) == 33  # it defeated the Creature facing it: heal 3
    assert after({"lane0": lane(CF, weak)}) == 30  # seat 1's Lane 0 is not in front of it: an attack on the HP


def test_travelin_wizard_doubles_switches_with_the_facing_creature(pool):
    s = doubles(pool, p0=seat(hand=["travelin-wizard"]), p1=_foes(lane0=lane(CF, BABY), lane3=lane(CF, GNOME)))
    cow, baby = s.creature[1][3], s.creature[1][0]
    s.apply_action("play travelin-wizard lane=0")
    slug = s.tab.slug
    assert slug[s.creature[0][0]] == GNOME and s.creature[0][0] == cow  # seat 0 now controls the facing Creature
    assert slug[s.creature[1][3]] == "travelin-wizard" and s.creature[1][0] == baby


def test_volcano_doubles_that_lane_is_the_buildings_and_the_facing_landscape(pool):
    s = doubles(pool, p0=seat(hand=["volcano"], lane0=lane(creature=GNOME), lane3=lane(creature=GNOME)),
                p1=_foes(lane0=lane(CF, GNOME), lane3=lane(CF, GNOME, building="creepy-crypt")))
    s.apply_action("play volcano")  # the one Building is the target
    assert set(texts(s)) == {"choose p0:creature:0", "choose p1:creature:3", "choose none"}
    s.apply_action("choose none")
    assert s.face_down[0][0] and not any(s.face_down[0][1:])  # your Landscape in that Lane: the facing one


def test_celestial_fortress_doubles_the_facing_creature_only(pool):
    """ACROSS (statics): the opposing Creature in its Lane is the one on the facing Landscape (R26, R32)."""
    s = doubles(pool, p0=seat(lane0=lane(building="celestial-fortress")),
                p1=_foes(lane0=lane(CF, "cow"), lane3=lane(CF, "cow")), p2=seat(lane0=lane(creature="cow")),
                p3=_foes(lane0=lane(CF, "cow")))
    assert dfn(s, 1, 3) == 3  # seat 1's Lane 3 faces seat 0's Lane 0: a Cow's 5 DEF, -2
    assert (dfn(s, 1, 0), dfn(s, 2, 0), dfn(s, 3, 0)) == (5, 5, 5)  # the same Lane number elsewhere: other Lanes
