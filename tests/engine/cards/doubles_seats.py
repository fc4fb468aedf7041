"""The Doubles table of the Jake and Charlie card tests (test_dt_nicelands, test_dt_jake, test_dt_charlie).

Seats A1 B1 A2 B2 are 0 1 2 3 (team A: 0 and 2). Seat 0's Lanes 0-1 face seat 1's 3-2, its Lanes 2-3 face seat
3's 1-0 (R26)."""
from helpers import position, side

DOUBLES = {"seats": 4, "teams": [[0, 2], [1, 3]]}
BP, CF, NL = "Blue Plains", "Cornfield", "NiceLands"
GNOME = "cow"  # vanilla 1/5, Rainbow, cost 0
DECK = [GNOME] * 3


def seat(**kw):
    kw.setdefault("hp", 40)
    kw.setdefault("deck", DECK)
    return side(**kw)


def doubles(pool, active=0, **top):
    """A Doubles position, `active` to act in its main phase with 2 Actions; p0..p3 override plain sides."""
    players = [top.pop(f"p{p}", None) or seat(lands=((BP,) if p % 2 == 0 else (CF,)) * 4) for p in range(4)]
    data = dict(players=players, table=DOUBLES, mulligan_done=[True] * 4, variant="doubles", turn=5, active=active)
    data.update(top)
    return position(pool, **data)


def start_of_turn_of_0(pool, **top):
    """B2 (seat 3) ends its turn: A1's (seat 0) turn starts (ready, draw, then R30's texts)."""
    s = doubles(pool, active=3, **top)
    s.apply_action("end")
    assert s.active == 0
    return s


def hp(s, team):
    return s.team_hp(team)
