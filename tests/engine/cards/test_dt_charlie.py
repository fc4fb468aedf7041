"""Doubles Tournament, Charlie's deck (its Blue Plains and Rainbow cards) and its Hero
(engine/cardwars/cards/dt_charlie.py): each card in a Doubles position, with the rulebook's clarifications (R44).
The table: doubles_seats.py."""
from doubles_seats import BP, CF, GNOME, NL, doubles, hp, seat, start_of_turn_of_0
from helpers import atk, dfn, hurt, lane, position, side, texts


def test_the_barrel(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature="the-barrel"), lane1=lane(creature="the-barrel")),
                p3=seat(lands=(CF,) * 4, lane0=lane(CF, "the-barrel")))
    assert (atk(s, 0, 0), dfn(s, 0, 0), atk(s, 3, 0)) == (3, 7, 3)  # two others in play, any side
    alone = doubles(pool, p0=seat(lane0=lane(creature="the-barrel")))
    assert (atk(alone, 0, 0), dfn(alone, 0, 0)) == (1, 5)


# ---- -mancers -----------------------------------------------------------------------------------------------------
def test_aeromancer_r44(pool):
    """R44: two Creatures of one target player swap Landscapes at once; each stays its controller's."""
    s = doubles(pool, p0=seat(hand=["aeromancer"]),
                p3=seat(lands=(CF,) * 4, lane0=lane(CF, hurt(GNOME, 2)), lane3=lane(CF, "huggable-hedgehog")))
    s.apply_action("play aeromancer lane=0")
    assert texts(s) == ["choose p3:player", "choose none"]  # only B2 has two Creatures
    s.apply_action("choose p3:player")
    s.apply_action("choose p3:creature:0")
    s.apply_action("choose p3:creature:3")
    assert s.slug(s.creature[3][0]) == "huggable-hedgehog" and s.slug(s.creature[3][3]) == GNOME
    assert s.cdmg[3][3] == 2 and set(s.this_turn["moved"]) == {s.creature[3][0], s.creature[3][3]}


def test_biomancer(pool):
    s = doubles(pool, p0=seat(hand=["enchanted-celebration"], lane0=lane(creature=hurt("biomancer", 5)),
                              lane2=lane(creature=GNOME)))
    s.apply_action("play enchanted-celebration")
    s.apply_action("choose p0:creature:2")
    assert texts(s) == ["choose p0:lane:1", "choose p0:lane:3"]  # R32: 2-3 adjacent across the gap
    s.apply_action("choose p0:lane:3")
    assert s.cdmg[0][0] == 3  # a Creature you control changed Lanes: heal 2
    s.apply_action("choose no")


def test_chronomancer(pool):
    s = doubles(pool, p0=seat(hand=["enchanted-celebration"], lane0=lane(creature="chronomancer")))
    s.apply_action("play enchanted-celebration")  # 1 Action; it moves to Lane 1, the only one next to it
    assert s.slug(s.creature[0][1]) == "chronomancer" and s.actions_left == 2


def test_geomancer(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature="geomancer"), lane1=lane(creature=GNOME),
                                         lane2=lane(creature=GNOME)))
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert s.slug(s.creature[0][3]) == "geomancer"
    full = start_of_turn_of_0(pool, p0=seat(**{f"lane{i}": lane(creature="geomancer" if i == 0 else GNOME)
                                               for i in range(4)}))
    assert not full.pending  # no empty Landscape: nothing asked


def test_necromancer(pool):
    s = doubles(pool, p0=seat(hand=["hug-it-out"], lands=(NL,) * 4, lane0=lane(NL, "necromancer"),
                              lane2=lane(NL, GNOME)), p3=seat(lands=(CF,) * 4, lane1=lane(CF, GNOME)))
    s.apply_action("play hug-it-out")
    s.apply_action("choose p0:creature:2")
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert s.slug(s.creature[0][2]) == "necromancer" and s.creature[3][1] < 0


def test_pyromancer(pool):
    s = doubles(pool, p0=seat(hand=["pyromancer"]), p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("play pyromancer lane=0")
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    s.apply_action("choose p1:creature:3")
    assert s.cdmg[1][3] == 2
    s.apply_action("use lane=0 ability=move")  # 1 Action: move it; it enters a Landscape again
    s.apply_action("choose p0:lane:2")
    s.apply_action("choose yes")  # none in front of A1-3: the only target is itself
    assert s.cdmg[0][2] == 2 and s.actions_left == 0


def test_robomancer(pool):
    s = doubles(pool, p0=seat(hand=["enchanted-celebration"], lane0=lane(creature="robomancer"),
                              lane2=lane(creature=GNOME)))
    assert atk(s, 0, 0) == 2
    s.apply_action("play enchanted-celebration")
    s.apply_action("choose p0:creature:2")
    s.apply_action("choose p0:lane:3")
    assert atk(s, 0, 0) == 3
    theirs = doubles(pool, active=1, p0=seat(lane0=lane(creature="robomancer")),
                     p1=seat(lands=(CF,) * 4, hand=["enchanted-celebration"], lane0=lane(CF, GNOME)))
    theirs.apply_action("play enchanted-celebration")
    assert theirs.slug(theirs.creature[1][1]) == GNOME and atk(theirs, 0, 0) == 2  # not in your turn


def test_hydromancer(pool):
    s = doubles(pool, p0=seat(hand=["hydromancer"], lands=(BP, BP, "IcyLands", BP), deck=["coordination", GNOME, GNOME]))
    s.apply_action("play hydromancer lane=0")
    s.apply_action("choose yes")
    assert s.slug(s.teamwork[0]) == "coordination" and len(s.deck[0]) == 2 and s.actions_left == 0  # free (R12)
    no_ice = doubles(pool, p0=seat(hand=["hydromancer"], deck=["coordination", GNOME, GNOME]))
    no_ice.apply_action("play hydromancer lane=0")
    no_ice.apply_action("choose yes")
    assert no_ice.teamwork[0] < 0 and len(no_ice.deck[0]) == 3  # its IcyLands missing (R11): shuffled back
    one = position(pool, p0=side(hand=["hydromancer"], deck=[GNOME, GNOME]))
    one.apply_action("play hydromancer lane=0")
    one.apply_action("choose yes")
    assert sorted(one.slug(c) for c in one.deck[0]) == [GNOME, GNOME]  # 1 vs 1: no Teamwork, all shuffled back


# ---- the Hero (R40) -----------------------------------------------------------------------------------------------
def test_charlie(pool):
    s = doubles(pool, p0=seat(hero="charlie", lane1=lane(creature=GNOME, frozen=False), lane0=lane(frozen=True)))
    assert "hero move" in texts(s)
    s.apply_action("hero move")
    s.apply_action("choose p0:lane:2")
    assert s.slug(s.creature[0][2]) == GNOME and "hero move" not in texts(s)  # once in your turn
    stuck = doubles(pool, p0=seat(hero="charlie", **{f"lane{i}": lane(creature=GNOME) for i in range(4)}))
    assert "hero move" not in texts(stuck)


# ---- Spells -------------------------------------------------------------------------------------------------------
def test_convey_wisdom_on_an_opponents_deck(pool):
    s = doubles(pool, p0=seat(hand=["convey-wisdom"]), p3=seat(lands=(CF,) * 4, deck=["feedman", "sheep", GNOME]))
    s.apply_action("play convey-wisdom")
    s.apply_action("choose p3:player")
    assert texts(s) == ["choose p3:deck:feedman", "choose p3:deck:sheep", "choose p3:deck:cow"]  # as they lie
    s.apply_action("choose p3:deck:sheep")  # the new top card
    s.apply_action("choose p3:deck:cow")
    assert [s.slug(c) for c in s.deck[3]] == ["feedman", GNOME, "sheep"]  # the list's end is the top
    assert s.hand_slugs(0) == [GNOME]  # then you draw from your own deck


def test_convey_wisdom(pool):
    s = doubles(pool, p0=seat(hand=["convey-wisdom"], deck=["feedman", "sheep", GNOME, "cutie-koala"]))
    s.apply_action("play convey-wisdom")
    assert texts(s) == [f"choose p{p}:player" for p in (0, 1, 2, 3)]  # target player: any of the four (R35)
    s.apply_action("choose p0:player")
    s.apply_action("choose p0:deck:sheep")
    s.apply_action("choose p0:deck:feedman")
    s.apply_action("choose p0:deck:cutie-koala")
    assert s.hand_slugs(0) == ["sheep"] and [s.slug(c) for c in s.deck[0]] == [GNOME, "cutie-koala", "feedman"]


def test_enchanted_celebration(pool):
    s = doubles(pool, p0=seat(hand=["enchanted-celebration"]), p3=seat(lands=(CF,) * 4, lane1=lane(CF, GNOME)))
    s.apply_action("play enchanted-celebration")  # the only Creature: B2's, to a Landscape of B2's next to it
    assert texts(s) == ["choose p3:lane:0", "choose p3:lane:2"]
    s.apply_action("choose p3:lane:2")
    assert s.slug(s.creature[3][2]) == GNOME and s.creature[3][1] < 0
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert s.hand_slugs(2) == ["enchanted-celebration"] and not s.discard[0]  # to the teammate's hand
    one = position(pool, p0=side(hand=["enchanted-celebration"], lane0=lane(creature=GNOME)))
    one.apply_action("play enchanted-celebration")
    assert not one.pending and one.slug(one.discard[0][-1]) == "enchanted-celebration"  # 1 vs 1: no teammate


def test_firm_handshake(pool):
    s = doubles(pool, p0=seat(hand=["firm-handshake"], lands=(BP, BP, NL, NL)))
    s.apply_action("play firm-handshake")
    s.apply_action("choose p3:player")
    assert (hp(s, 0), hp(s, 1)) == (35, 35)


def test_redirect_danger(pool):
    s = doubles(pool, p0=seat(hand=["redirect-danger"], lane0=lane(creature=hurt("cutie-koala", 5))),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("play redirect-danger")
    assert texts(s) == ["choose move 1 p0:creature:0", "choose move 2 p0:creature:0", "choose move 3 p0:creature:0"]
    s.apply_action("choose move 3 p0:creature:0")
    assert s.cdmg[0][0] == 2 and s.cdmg[1][3] == 3
    none = doubles(pool, p0=seat(hand=["redirect-danger"], lane0=lane(creature=hurt("cutie-koala", 5))))
    assert "play redirect-danger" not in texts(none)


def test_tandem_bike(pool):
    s = doubles(pool, p0=seat(hand=["tandem-bike"], lane0=lane(creature=GNOME)),
                p3=seat(lands=(CF,) * 4, lane1=lane(CF, "sheep"), lane2=lane(CF, GNOME)))
    s.apply_action("play tandem-bike")
    assert s.hand_slugs(0) == [GNOME]
    s.apply_action("choose p3:player")
    assert texts(s) == ["choose p3:creature:1", "choose p3:creature:2"]  # B2 chooses
    s.apply_action("choose p3:creature:1")
    assert s.hand_slugs(3) == ["sheep"]


# ---- Buildings ----------------------------------------------------------------------------------------------------
def test_cloud_tower(pool):
    s = doubles(pool, p0=seat(lane0=lane(building="cloud-tower"), lane2=lane(creature=GNOME)))
    s.apply_action("floop building lane=0")
    assert s.slug(s.creature[0][0]) == GNOME  # moved onto its Landscape


def test_cloud_tower_keeps_foes_from_targeting(pool):
    tower = seat(lane0=lane(creature=GNOME, building="cloud-tower"), lane1=lane(creature=GNOME))
    foe = doubles(pool, active=1, p0=tower, p1=seat(lands=(CF,) * 4, hand=["infinite-haymaker"]))
    foe.apply_action("play infinite-haymaker")  # a foe's Spell: only the unguarded Creature
    assert foe.creature[0][1] < 0 and foe.creature[0][0] >= 0
    mate = doubles(pool, active=2, p0=tower, p2=seat(hand=["extreme-high-five"]))
    mate.apply_action("play extreme-high-five")  # the teammate is no foe (R35)
    assert "choose damage p0:creature:0" in texts(mate)
    king = doubles(pool, active=1, p0=tower, p1=seat(lands=(CF,) * 4, lane2=lane(CF, "king-baby")))
    king.apply_action("floop lane=2")  # a foe's Creature ability: the guarded Creature is no option
    assert "choose p0:creature:0" not in texts(king) and "choose p0:creature:1" in texts(king)


def test_domed_stronghold(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=GNOME, building="domed-stronghold"), lane1=lane(creature=GNOME)))
    assert (dfn(s, 0, 0), dfn(s, 0, 1)) == (7, 5)
    foe = doubles(pool, active=1, p0=seat(lane0=lane(creature=GNOME, building="domed-stronghold")),
                  p1=seat(lands=(CF,) * 4, hand=["extreme-high-five"]))
    foe.apply_action("play extreme-high-five")
    foe.apply_action("choose damage p0:creature:0")  # a foe's Spell: no damage
    assert foe.cdmg[0][0] == 0
    mate = doubles(pool, active=2, p0=seat(lane0=lane(creature=GNOME, building="domed-stronghold")),
                   p2=seat(hand=["extreme-high-five"]))
    mate.apply_action("play extreme-high-five")
    mate.apply_action("choose damage p0:creature:0")  # the teammate's Spell still damages it
    assert mate.cdmg[0][0] == 1
