"""The rulebook's combat example (rulebook 004: Ice King vs. Marceline) move by move, and one test per card it
uses (CP4: Frost Dragon, Ban-She Princess, Fly Swatter, Emperor Penguin, Frozen Heart)."""
from helpers import lane, position, side, texts

from engine.cardwars.ops.core import attack_of

ICY = ("IcyLands",) * 4
MARCY = ("NiceLands", "NiceLands", "Useless Swamp", "Useless Swamp")


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def test_rulebook_combat_example(pool):
    s = position(pool, turn=1, first_player=0,
                 p0=side(lands=ICY, hero="ice-king", hand=["frost-dragon", "frozen-heart", "snow-dog", "freeze-ray"],
                         deck=["emperor-penguin", "cold-soldier"]),
                 p1=side(lands=MARCY, hero="marceline", hand=["ban-she-princess", "fly-swatter", "pentaid"],
                         deck=["furious-hen", "bog-bum"]))
    # The Ice King's first turn: Frost Dragon; as first player he may not Floop or attack (R10).
    s.apply_action("play frost-dragon lane=1")
    assert s.actions_left == 0 and texts(s) == ["play frozen-heart", "end"]  # no Floop, no attack
    s.apply_action("end")
    # Marceline's first turn: Ban-She Princess (nothing is Frozen: no token to take, no question) and Fly Swatter,
    # this one facing the Dragon on one of her NiceLands.
    s.apply_action("play ban-she-princess lane=0")
    assert not s.pending
    s.apply_action("play fly-swatter lane=1")
    assert s.land[1][1] == "NiceLands"
    # She Floops Fly Swatter: the Ice King discards his one cost-0 card, the Spell Frozen Heart.
    s.apply_action("floop lane=1")
    assert slugs(s, s.discard[0]) == ["frozen-heart"] and slugs(s, s.hand[0]) == ["snow-dog", "freeze-ray"]
    # The Flooped Swatter does not attack; the Princess must: the Lane is empty, the Ice King goes to 23.
    assert texts(s) == ["attack lane=0"]
    s.apply_action("attack lane=0")
    assert s.hp == [23, 25] and s.active == 0
    # The Ice King's next turn: Emperor Penguin, then the Dragon's ability with his last Action freezes the
    # NiceLands under Fly Swatter (a Landscape of the Dragon's Lane: his own or hers).
    s.apply_action("play emperor-penguin lane=0")
    s.apply_action("use lane=1")
    assert texts(s) == ["choose p0:land:1", "choose p1:land:1"]
    s.apply_action("choose p1:land:1")
    assert s.frozen[1] == [False, True, False, False] and s.actions_left == 0
    swatter = s.creature[1][1]
    assert attack_of(s, 1, 1, swatter) == 0  # the Penguin's -1 ATK on a Frozen Landscape: 1 - 1
    # The Penguin attacks the Princess: 2 damage to the Penguin, 1 to the Princess.
    s.apply_action("attack lane=0")
    assert s.cdmg[0][0] == 2 and s.cdmg[1][0] == 1
    # The Dragon attacks Fly Swatter: 2 damage to it, none back.
    s.apply_action("attack lane=1")
    assert s.cdmg[1][1] == 2 and s.cdmg[0][1] == 0
    assert s.hp == [23, 25] and s.active == 1
    assert slugs(s, [s.creature[0][0], s.creature[0][1], s.creature[1][0], s.creature[1][1]]) == [
        "emperor-penguin", "frost-dragon", "ban-she-princess", "fly-swatter"]


def test_frost_dragon(pool):
    s = position(pool, p0=side(lands=ICY, lane2=lane("IcyLands", creature="frost-dragon")),
                 p1=side(lane2=lane("Cornfield", frozen=True)))
    s.apply_action("use lane=2")  # only the Landscape without a token is offered: one choice, made at once
    assert s.frozen[0][2] and s.actions_left == 1
    assert "use lane=2" not in texts(s)  # both Landscapes of its Lane are Frozen: nothing to pay for
    broke = position(pool, p0=side(lands=ICY, lane2=lane("IcyLands", creature="frost-dragon")), actions_left=0)
    assert "use lane=2" not in texts(broke)  # the Action cannot be paid


def test_ban_she_princess(pool):
    s = position(pool, p0=side(lands=MARCY, hand=["ban-she-princess"], lane0=lane("NiceLands", frozen=True),
                               lane2=lane("Useless Swamp", frozen=True), lane3=lane("Useless Swamp", frozen=True)),
                 p1=side(lane1=lane("Cornfield", frozen=True)))
    s.apply_action("play ban-she-princess lane=1")  # Lanes 0 and 2 are adjacent; 3 is not, the opponent's never
    assert texts(s) == ["choose p0:land:0", "choose p0:land:2", "choose none"]
    s.apply_action("choose p0:land:2")
    assert s.frozen[0] == [True, False, False, True] and s.frozen[1][1]
    s2 = position(pool, p0=side(lands=MARCY, hand=["ban-she-princess"], lane0=lane("NiceLands", frozen=True)))
    s2.apply_action("play ban-she-princess lane=1")
    s2.apply_action("choose none")  # "you may"
    assert s2.frozen[0][0]


def test_fly_swatter(pool):
    s = position(pool, p0=side(lands=MARCY, lane3=lane("Useless Swamp", creature="fly-swatter")),
                 p1=side(hand=["frozen-heart", "spike-icicle", "frost-dragon"]))
    s.apply_action("floop lane=3")
    assert s.current_player() == 1 and texts(s) == ["choose p1:hand:frozen-heart", "choose p1:hand:spike-icicle"]
    s.apply_action("choose p1:hand:spike-icicle")  # the opponent picks among the cost-0 cards
    assert slugs(s, s.discard[1]) == ["spike-icicle"] and slugs(s, s.hand[1]) == ["frozen-heart", "frost-dragon"]
    none = position(pool, p0=side(lands=MARCY, lane3=lane("Useless Swamp", creature="fly-swatter")),
                    p1=side(hand=["frost-dragon", "snow-dog"]))
    none.apply_action("floop lane=3")
    assert not none.pending and len(none.hand[1]) == 2  # no cost-0 card: nothing is discarded


def test_emperor_penguin(pool):
    s = position(pool, p0=side(lands=ICY, lane0=lane("IcyLands", creature="emperor-penguin"),
                               lane1=lane("IcyLands", creature="cold-soldier", frozen=True)),
                 p1=side(lane0=lane(creature="furious-chick", frozen=True), lane1=lane(creature="snow-dog"),
                         lane2=lane(creature="frost-dragon", frozen=True)))
    st = lambda side_, ln: attack_of(s, side_, ln, s.creature[side_][ln])  # noqa: E731
    assert st(1, 0) == 0 and st(1, 2) == 1 and st(1, 1) == 2  # either side; 0 stays 0
    assert st(0, 1) == 1 and st(0, 0) == 1  # its own side too; the Penguin itself is not on a Frozen Landscape


def test_frozen_heart(pool):
    s = position(pool, p0=side(lands=ICY, hand=["frozen-heart", "frozen-heart"]),
                 p1=side(lane0=lane(creature="furious-hen", frozen=True), lane1=lane(creature="furious-hen")))
    s.apply_action("play frozen-heart")
    s.apply_action("choose p1:creature:0")
    s.apply_action("play frozen-heart")
    s.apply_action("choose p1:creature:1")
    assert s.cdmg[1][:2] == [3, 1] and s.actions_left == 2  # cost 0
    assert "play frozen-heart" not in texts(position(pool, p0=side(hand=["frozen-heart"])))  # R16: no Creature
