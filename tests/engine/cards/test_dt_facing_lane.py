"""Card texts about "this Lane" across the table read the facing Landscape in Doubles (R26, R32, R36): seat 0's Lane
0 faces seat 1's Lane 3, its Lane 1 seat 1's Lane 2 (n faces 5-n). The same Lane number on another seat (seat 1's
Lane 0, the teammate's Lane 0) is another Lane. Each test puts a Creature or a token on both, so that a script
reading the Lane number instead of the facing Landscape gives the other answer."""
from doubles_seats import CF, GNOME, doubles, seat
from helpers import atk, lane

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
