"""One test per card of Lady Rainicorn's SandyLands deck (CP2-lady-rainicorn) and Lady Rainicorn: set up a
position, trigger it, check the effect."""
from helpers import lane, position, side, texts

from engine.cardwars.cards import status
from engine.cardwars.ops.core import attack_of, defense_of
from engine.cardwars.rules.costs import requirement

SL4 = ("SandyLands",) * 4
CF4 = ("Cornfield",) * 4


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def rainicorn(**kw):
    return side(lands=SL4, **kw)


def sl(creature=None, **kw):
    return lane("SandyLands", creature=creature, **kw)


def test_tome_of_ankhs(pool):
    s = position(pool, p0=rainicorn(hand=["tome-of-ankhs"], deck=["fummy"] * 5, lane0=sl("fummy")))
    s.apply_action("play tome-of-ankhs")
    assert slugs(s, s.hand[0]) == ["fummy"] * 3  # three empty Lanes
    full = position(pool, p0=rainicorn(hand=["tome-of-ankhs"], deck=["fummy"] * 5, lane0=sl("fummy"),
                                       lane1=sl("fummy"), lane2=sl("fummy"), lane3=sl("fummy")))
    full.apply_action("play tome-of-ankhs")
    assert full.hand[0] == []


def test_unempty_coffin(pool):
    s = position(pool, p0=rainicorn(hand=["unempty-coffin", "sand-knights", "lost-golem", "sandsnake"]),
                 actions_left=3)
    golem = [c for c in s.hand[0] if s.slug(c) == "lost-golem"][0]
    assert requirement(s, 0, golem) == (3, 3)
    s.apply_action("play unempty-coffin")  # cost 0
    assert requirement(s, 0, golem) == (1, 3)  # R12: an Action discount: 3 SandyLands still needed
    s.apply_action("play lost-golem lane=0")  # the next Creature: 3 - 2 = 1 Action
    assert s.actions_left == 2
    knights = [c for c in s.hand[0] if s.slug(c) == "sand-knights"][0]
    assert requirement(s, 0, knights) == (1, 1)  # used up by Lost Golem
    s.apply_action("play sand-knights lane=1")
    assert s.actions_left == 1
    assert status("unempty-coffin") == "full"
    late = position(pool, p0=rainicorn(hand=["unempty-coffin", "sand-knights"]), p1=side(lands=SL4), active=0)
    late.apply_action("play unempty-coffin")
    late.apply_action("end")  # the discount lasts this turn only
    assert late.this_turn.get("creature_discount") is None


def test_zazos_magic_seeds(pool):
    s = position(pool, p0=rainicorn(hand=["sand-angel", "sand-angel", "zazos-magic-seeds"],
                                    lane1=sl("sand-knights")))
    s.apply_action("play sand-angel lane=0")
    s.apply_action("play sand-angel lane=2")  # two Creatures entered next to Sand Knights
    s.apply_action("play zazos-magic-seeds")  # Sand Knights is the only SandyLands Creature: +4
    assert attack_of(s, 0, 1, s.creature[0][1]) == 1 + 4
    far = position(pool, p0=rainicorn(hand=["sand-angel", "zazos-magic-seeds"], lane0=sl("sand-knights")))
    far.apply_action("play sand-angel lane=3")  # not adjacent
    far.apply_action("play zazos-magic-seeds")
    assert attack_of(far, 0, 0, far.creature[0][0]) == 1
    none = position(pool, p0=rainicorn(hand=["zazos-magic-seeds"], lane0=sl("sand-angel")))
    assert "play zazos-magic-seeds" not in texts(none)  # R16: no SandyLands Creature to target
    assert status("zazos-magic-seeds") == "full"


def test_zazos_magic_seeds_counts_entries_with_no_cp2_card_in_play(pool):
    s = position(pool, p0=side(lands=SL4, hand=["sand-angel", "sand-knights", "zazos-magic-seeds"]),
                 actions_left=4)
    s.apply_action("play sand-angel lane=0")  # no CP2 card in play: the rules note it
    s.apply_action("play sand-knights lane=1")
    s.apply_action("play zazos-magic-seeds")  # Sand Angel entered next to Sand Knights: +2
    assert attack_of(s, 0, 1, s.creature[0][1]) == 1 + 2


def test_beach_mummy(pool):
    s = position(pool, p0=rainicorn(lane0=sl("beach-mummy"), lane1=sl("sand-knights")))
    s.apply_action("floop lane=0")
    assert slugs(s, s.hand[0]) == ["sand-knights"] and s.creature[0][1] < 0
    alone = position(pool, p0=rainicorn(lane0=sl("beach-mummy"), lane2=sl("sand-knights")),
                     p1=side(lands=CF4, lane1=lane("Cornfield", creature="husker-worm")))
    alone.apply_action("floop lane=0")  # nothing adjacent (the opponent's never are): no target, does nothing
    assert alone.hand[0] == [] and alone.creature[0][2] >= 0 and alone.creature[1][1] >= 0


def test_fummy(pool):
    s = position(pool, p0=rainicorn(lane0=sl("fummy")))
    s.apply_action("floop lane=0")
    assert s.actions_left == 3


def test_green_cactiball(pool):
    s = position(pool, p0=rainicorn(lane0=sl("green-cactiball"), lane1=sl("green-cactiball")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - 4  # 0 + 2 for each of the two
    one = position(pool, p0=rainicorn(lane0=sl("green-cactiball")))
    assert attack_of(one, 0, 0, one.creature[0][0]) == 2  # it counts itself


def test_lost_golem(pool):
    s = position(pool, p0=rainicorn(hand=["sand-angel", "sand-angel", "lost-golem"], lane3=sl("sand-knights")))
    golem = [c for c in s.hand[0] if s.slug(c) == "lost-golem"][0]
    assert requirement(s, 0, golem) == (3, 3) and not any(t.startswith("play lost-golem") for t in texts(s))
    s.apply_action("play sand-angel lane=0")
    s.apply_action("play sand-angel lane=1")
    assert requirement(s, 0, golem) == (1, 1)  # R12: "costs less" lowers the Landscapes needed too
    s.apply_action("play lost-golem lane=2")
    assert s.actions_left == 1
    assert status("lost-golem") == "full"


def test_lost_golem_counts_entries_with_no_cp2_card_in_play(pool):
    s = position(pool, p0=side(lands=SL4, hand=["sand-angel", "lost-golem"]))
    golem = [c for c in s.hand[0] if s.slug(c) == "lost-golem"][0]
    s.apply_action("play sand-angel lane=0")  # no CP2 card in play: the rules note it
    assert requirement(s, 0, golem) == (2, 2)


def test_ms_mummy(pool):
    s = position(pool, p0=rainicorn(lane0=sl("ms-mummy"), lane1=sl("sand-knights")), active=1)
    s.apply_action("end")  # player 0's turn starts: "you may"
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    knights = s.creature[0][1]
    assert slugs(s, s.hand[0]) == ["ms-mummy"] and defense_of(s, 0, 1, knights) == 9
    s.apply_action("play ms-mummy lane=0")
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert defense_of(s, 0, 1, knights) == 9  # "gains": it lasts beyond the turn
    no = position(pool, p0=rainicorn(lane0=sl("ms-mummy"), lane1=sl("sand-knights")), active=1)
    no.apply_action("end")
    no.apply_action("choose no")
    assert no.slug(no.creature[0][0]) == "ms-mummy" and no.mods == []


def test_peach_djinni(pool):
    s = position(pool, p0=rainicorn(hand=["sand-angel", "sand-knights"], lane0=sl("peach-djinni")))
    s.apply_action("play sand-angel lane=1")  # a Rainbow Creature: nothing
    assert s.mods == []
    s.apply_action("play sand-knights lane=2")
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - 1


def test_sand_eyebat(pool):
    s = position(pool, p0=rainicorn(hand=["sand-angel", "sand-angel"], lane0=sl("sand-eyebat")))
    eyebat = s.creature[0][0]
    s.apply_action("play sand-angel lane=1")
    s.apply_action("play sand-angel lane=2")
    assert defense_of(s, 0, 0, eyebat) == 12
    for ln in range(3):
        s.apply_action(f"attack lane={ln}")  # the turn ends
    assert s.active == 1 and defense_of(s, 0, 0, eyebat) == 12  # it gained the DEF: it stays
    opp = position(pool, p0=rainicorn(lane0=sl("sand-eyebat")),
                   p1=side(lands=SL4, hand=["sand-angel"]), active=1)
    opp.apply_action("play sand-angel lane=1")  # not under your control
    assert defense_of(opp, 0, 0, opp.creature[0][0]) == 10


def test_sand_knights(pool):
    s = position(pool, p0=side(lands=("SandyLands",) * 3 + ("Blue Plains",), lane0=sl("sand-knights")))
    assert attack_of(s, 0, 0, s.creature[0][0]) == 3
    none = position(pool, p0=rainicorn(lane0=sl("sand-knights")))
    assert attack_of(none, 0, 0, none.creature[0][0]) == 1


def test_sandhorn_devil(pool):
    s = position(pool, p0=rainicorn(hand=["sandhorn-devil"], lane0=sl("sand-knights")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    s.apply_action("play sandhorn-devil lane=1")
    assert s.cdmg[0][0] == 1 and s.cdmg[0][1] == 1 and s.cdmg[1][0] == 1  # itself included


def test_sandsnake(pool):
    s = position(pool, p0=rainicorn(hand=["sandsnake"]),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    s.apply_action("play sandsnake lane=0")
    assert s.cdmg[1][0] == 4
    empty = position(pool, p0=rainicorn(hand=["sandsnake"]),
                     p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    empty.apply_action("play sandsnake lane=1")  # R16: it enters; its effect finds no target
    assert empty.cdmg[1][0] == 0 and empty.slug(empty.creature[0][1]) == "sandsnake"


def test_sandwitch(pool):
    s = position(pool, p0=rainicorn(hand=["sandwitch", "sand-angel"]))
    s.apply_action("play sandwitch lane=0")
    assert s.hp[1] == 24  # itself
    s.apply_action("play sand-angel lane=1")
    assert s.hp[1] == 23
    opp = position(pool, p0=rainicorn(lane0=sl("sandwitch")), p1=side(lands=SL4, hand=["sand-angel"]), active=1)
    opp.apply_action("play sand-angel lane=0")  # the opponent's Creature: no damage
    assert opp.hp == [25, 25]


def test_shark(pool):
    s = position(pool, p0=rainicorn(hand=["shark", "sand-knights", "sand-angel"]), actions_left=4)
    s.apply_action("play shark lane=0")
    s.apply_action("play sand-knights lane=1")
    s.apply_action("play sand-angel lane=2")  # Rainbow: no bonus
    assert attack_of(s, 0, 0, s.creature[0][0]) == 3 and attack_of(s, 0, 1, s.creature[0][1]) == 2
    assert attack_of(s, 0, 2, s.creature[0][2]) == 1
    opp = position(pool, p0=rainicorn(lane0=sl("shark")), p1=side(lands=SL4, hand=["sand-knights"]), active=1)
    opp.apply_action("play sand-knights lane=1")  # not during the Shark's controller's turn
    assert opp.mods == []


def test_the_mariachi(pool):
    s = position(pool, p0=rainicorn(hand=["sand-angel", "sand-angel"], lane0=sl("the-mariachi")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    s.apply_action("play sand-angel lane=1")
    s.apply_action("play sand-angel lane=2")
    s.apply_action("floop lane=0")
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 2
    quiet = position(pool, p0=rainicorn(lane0=sl("the-mariachi")),
                     p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    quiet.apply_action("floop lane=0")
    quiet.apply_action("choose p1:creature:0")
    assert quiet.cdmg[1][0] == 0  # nothing entered this turn
    assert status("the-mariachi") == "full"


def test_the_mariachi_counts_entries_with_no_cp2_card_in_play(pool):
    s = position(pool, p0=side(lands=SL4, hand=["sand-angel", "the-mariachi"]),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    s.apply_action("play sand-angel lane=1")  # no CP2 card in play: the rules note it
    s.apply_action("play the-mariachi lane=0")
    s.apply_action("floop lane=0")
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 2  # Sand Angel and The Mariachi itself


def test_wall_of_sand(pool):
    s = position(pool, p0=rainicorn(hand=["sand-knights", "sandsnake", "sand-angel"], lane0=sl("wall-of-sand")))
    s.apply_action("play sand-angel lane=3")  # Rainbow: nothing
    assert s.mods == []
    s.apply_action("play sand-knights lane=1")
    s.apply_action("play sandsnake lane=2")  # a second one: still +2 only
    assert attack_of(s, 0, 0, s.creature[0][0]) == 3


def test_sand_sphinx(pool):
    s = position(pool, p0=rainicorn(lane0=sl("sand-knights", building="sand-sphinx")))
    s.apply_action("floop building lane=0")
    assert slugs(s, s.hand[0]) == ["sand-knights"] and s.creature[0][0] < 0
    none = position(pool, p0=rainicorn(lane0=sl(building="sand-sphinx")),
                    p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    none.apply_action("floop building lane=0")  # no Creature of yours in its Lane: no target, does nothing
    assert none.hand[0] == [] and none.hand[1] == [] and none.creature[1][0] >= 0


def test_lady_rainicorn(pool):
    s = position(pool, p0=rainicorn(hero="lady-rainicorn", hp=20, lane0=sl("beach-mummy"), lane1=sl("fummy"),
                                    lane2=sl("sand-knights", building="sand-sphinx")))
    s.apply_action("floop lane=0")  # Beach Mummy returns Fummy: one
    assert s.hp[0] == 20
    s.apply_action("floop building lane=2")  # Sand Sphinx returns Sand Knights: two
    assert s.hp[0] == 22
    one = position(pool, p0=rainicorn(hero="lady-rainicorn", hp=20, lane0=sl("beach-mummy"), lane1=sl("fummy")))
    one.apply_action("floop lane=0")
    assert one.hp[0] == 20


def test_lady_rainicorn_sees_returns_by_other_products(pool):
    s = position(pool, p0=side(hero="lady-rainicorn", hp=20, lands=("Cornfield", "Cornfield") + ("Blue Plains",) * 2,
                               hand=["legion-of-earlings"], discard=["sand-angel"],
                               lane2=lane(creature="ancient-scholar")))
    s.apply_action("play legion-of-earlings lane=0")
    s.apply_action("choose p0:creature:0")  # CP1 (shared ReturnToHand): Legion of Earlings sends itself back
    assert slugs(s, s.hand[0]) == ["legion-of-earlings"] and s.hp[0] == 20
    s.apply_action("floop lane=2")  # CP1 (shared ToHand): Ancient Scholar brings Sand Angel back: two
    assert slugs(s, s.hand[0]) == ["legion-of-earlings", "sand-angel"] and s.hp[0] == 22


def test_cp2_lady_rainicorn_cards_are_scripted(pool):
    for c in pool.precons["CP2-lady-rainicorn"]["cards"]:
        assert status(c["card"]) == "full", c["card"]
    assert status("lady-rainicorn") == "full"
