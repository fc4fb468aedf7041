"""The Doubles table of Grand Prix's and Moniker's card tests (test_dt_grand_prix, test_dt_moniker).

Seats A1 B1 A2 B2 are 0 1 2 3 (team A: 0 and 2). A1's Lanes 0-1 face B1's 3-2 and its Lanes 2-3 face B2's 1-0
(R26: Landscape n faces 5-n)."""
from helpers import side

IC, SL, US, BP, CF = "IcyLands", "SandyLands", "Useless Swamp", "Blue Plains", "Cornfield"
ICY, SAND, SWAMP = (IC,) * 4, (SL,) * 4, (US,) * 4
COW = "cow"  # Rainbow, cost 0, 1/5, no text
PHYLLIS = "phyllis"  # Rainbow, cost 1, 2/7, no text
TW = "collaboration"  # a Teamwork card, Rainbow, cost 1


def me(**kw):
    """A1 (seat 0), the acting player, with 40 HP shown."""
    kw.setdefault("hp", 40)
    return side(**kw)


def foe(**kw):
    """An opponent's side (B1 or B2) on Cornfields."""
    kw.setdefault("lands", (CF,) * 4)
    return side(**kw)


def slugs(s, ids):
    return [s.slug(c) for c in ids]
