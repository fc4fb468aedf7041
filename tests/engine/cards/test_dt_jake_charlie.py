"""Doubles Tournament, Jake's and Charlie's decks (engine/cardwars/cards/dt_jake_charlie.py): each card in a
Doubles position, with the rulebook's clarifications (R44-R47) and the end of its fight example.

Seats A1 B1 A2 B2 are 0 1 2 3 (team A: 0 and 2). Seat 0's Lanes 0-1 face seat 1's 3-2, its Lanes 2-3 face seat
3's 1-0 (R26)."""
import pytest
from helpers import atk, dfn, hurt, lane, position, side, texts

from engine.cardwars.dsl.registry import status

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


# ---- plush Creatures ----------------------------------------------------------------------------------------------
def test_adorabunny(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("adorabunny", 4))))
    assert texts(s) == ["choose p1:player", "choose p3:player"]  # R35: target opponent, either one
    s.apply_action("choose p3:player")
    assert hp(s, 1) == 37 and hp(s, 0) == 40  # R34: off team B's pool
    calm = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("adorabunny", 3))))
    assert not calm.pending and hp(calm, 1) == 40


def test_adorabunny_in_1v1(pool):
    s = position(pool, active=1, p0=side(deck=DECK, lane0=lane(creature=hurt("adorabunny", 5))), p1=side(deck=DECK))
    s.apply_action("end")
    assert s.hp[1] == 22  # the one opponent, no question


def test_cutie_koala(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("cutie-koala", 4)), lane1=lane(creature=hurt("cutie-koala", 3))))
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (3, 1)


def test_loveable_lamb(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("loveable-lamb", 4))),
                           p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    assert s.cdmg[1][3] == 2  # the opposing Creature in its Lane (R32: B1's Landscape 4)
    calm = start_of_turn_of_0(pool, p0=seat(lane0=lane(creature=hurt("loveable-lamb", 3))),
                              p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    assert calm.cdmg[1][3] == 0


def test_stitched_squirrel(pool):
    s = start_of_turn_of_0(pool, p0=seat(lane2=lane(creature=hurt("stitched-squirrel", 4))),
                           p3=seat(lands=(CF,) * 4, lane1=lane(CF, building="haybarn")))
    assert s.building[3][1] < 0 and s.slug(s.discard[3][-1]) == "haybarn"  # B2's Landscape 2 faces A1-3
    calm = start_of_turn_of_0(pool, p0=seat(lane2=lane(creature=hurt("stitched-squirrel", 2))),
                              p3=seat(lands=(CF,) * 4, lane1=lane(CF, building="haybarn")))
    assert calm.building[3][1] >= 0


def test_overstuffed_orangutan(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("overstuffed-orangutan", 4)),
                              lane1=lane(creature=hurt("overstuffed-orangutan", 1))))
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (4, 2)


def test_sewn_sloth(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=GNOME), lane1=lane(creature="sewn-sloth"), lane2=lane(creature=GNOME),
                              lane3=lane(creature=GNOME)))
    assert [atk(s, 0, i) for i in (0, 2, 3)] == [2, 2, 1]  # R32: Landscapes 2-3 adjacent across the gap
    s.cdmg[0][1] = 4
    s.bonus = None
    assert [atk(s, 0, i) for i in (0, 2, 3)] == [3, 3, 1]


@pytest.mark.parametrize("slug", ["giddy-giraffe", "huggable-hedgehog"])
def test_giddy_giraffe_and_huggable_hedgehog_r46(pool, slug):
    """R46: with 4+ damage its Fight damage goes to the opposing Creature's team, attacking or defending."""
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt(slug, 4))), p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    a = atk(s, 0, 0)
    s.apply_action("attack lane=0")
    assert hp(s, 1) == 40 - a and s.cdmg[1][3] == 0  # no damage on the Creature
    assert s.cdmg[0][0] == 5  # the Gnome still deals its own 1
    defend = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt(slug, 4))),
                     p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    defend.apply_action("attack lane=3")
    assert hp(defend, 1) == 40 - a and defend.cdmg[1][3] == 0 and defend.cdmg[0][0] == 5
    calm = doubles(pool, p0=seat(lane0=lane(creature=hurt(slug, 3))), p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    calm.apply_action("attack lane=0")
    assert hp(calm, 1) == 40 and calm.cdmg[1][3] == a


def test_fluffy_fox(pool):
    big = "huggable-hedgehog"  # 3 ATK
    s = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 4))),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, big)))
    s.apply_action("attack lane=3")  # 3 from an opposing Creature: the first 2 ignored
    assert s.cdmg[0][0] == 5 and s.cdmg[1][3] == 2  # the Fox still deals its own 2
    king = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 4))),
                   p1=seat(lands=(CF, CF, CF, BP), lane2=lane(CF, "king-baby")))
    king.apply_action("floop lane=2")  # an opposing Creature's ability: 3 damage (3 Cornfields), 2 ignored
    king.apply_action("choose p0:creature:0")
    assert king.cdmg[0][0] == 5
    spell = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 4))),
                    p1=seat(lands=(CF,) * 4, hand=["extreme-high-five"]))
    spell.apply_action("play extreme-high-five")
    spell.apply_action("choose damage p0:creature:0")  # a Spell is no Creature: all of it
    assert spell.cdmg[0][0] == 5
    calm = doubles(pool, active=1, p0=seat(lane0=lane(creature=hurt("fluffy-fox", 3))),
                   p1=seat(lands=(CF,) * 4, lane3=lane(CF, big)))
    calm.apply_action("attack lane=3")
    assert calm.creature[0][0] < 0  # 3 + 3: destroyed (under 4 damage, nothing ignored)


def test_endearing_elephant(pool):
    s = doubles(pool, active=1, p0=seat(lane0=lane(creature="endearing-elephant")),
                p1=seat(lands=(CF,) * 4, hand=["extreme-high-five"]))
    s.apply_action("play extreme-high-five")
    s.apply_action("choose damage p0:creature:0")  # an opponent's Spell targets it
    s.apply_action("choose no")  # the Spell's own last question first (R17: the newest first)
    assert texts(s) == ["choose p1:player", "choose p3:player"]  # then the Elephant's controller's
    s.apply_action("choose p3:player")
    assert hp(s, 1) == 38 and s.cdmg[0][0] == 1
    mate = doubles(pool, active=2, p0=seat(lane0=lane(creature="endearing-elephant")), p2=seat(hand=["extreme-high-five"]))
    mate.apply_action("play extreme-high-five")
    mate.apply_action("choose heal p0:creature:0")  # the teammate's Spell: nothing
    assert texts(mate) == ["choose yes", "choose no"] and len(mate.pending) == 1  # only the Spell's own question
    mate.apply_action("choose no")
    assert not mate.pending and hp(mate, 1) == 40
    haymaker = doubles(pool, active=1, p0=seat(lane0=lane(creature="endearing-elephant")),
                       p1=seat(lands=(CF,) * 4, hand=["infinite-haymaker"]))
    haymaker.apply_action("play infinite-haymaker")  # one target: picked without a question, still targeted
    haymaker.apply_action("choose p1:player")
    assert hp(haymaker, 1) == 40 - 4 - 2 and haymaker.creature[0][0] < 0


# ---- ZebraCorns and Huskers ---------------------------------------------------------------------------------------
def test_grizzled_zebracorn_r47(pool):
    """R47: the attack text resolves before Fight damage."""
    s = doubles(pool, p0=seat(lane0=lane(creature="grizzled-zebracorn")), p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("attack lane=0")
    assert texts(s) == ["choose p1:player", "choose p3:player"] and s.cdmg[1][3] == 0  # no Fight damage yet
    s.apply_action("choose p1:player")
    assert hp(s, 1) == 38 and s.cdmg[1][3] == 2 and s.cdmg[0][0] == 1


def test_shielded_zebracorn_r47(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt(GNOME, 3)), lane1=lane(creature="shielded-zebracorn")),
                p1=seat(lands=(CF,) * 4, lane2=lane(CF, hurt(GNOME, 4))))
    s.apply_action("attack lane=1")
    assert texts(s) == ["choose p0:creature:0", "choose none"] and s.cdmg[1][2] == 4  # before Fight damage (R47)
    s.apply_action("choose p0:creature:0")
    assert s.cdmg[0][0] == 2 and s.creature[1][2] < 0  # healed 1; then the Fight destroyed the 1/5
    none = doubles(pool, p0=seat(lane1=lane(creature="shielded-zebracorn"), lane2=lane(creature=GNOME)))
    none.apply_action("attack lane=1")
    assert not none.pending  # no damaged adjacent Creature: nothing asked


def test_spiked_zebracorn_r47(pool):
    s = doubles(pool, p0=seat(lane1=lane(creature="spiked-zebracorn")),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME), lane2=lane(CF, GNOME)),
                p3=seat(lands=(CF,) * 4, lane1=lane(CF, GNOME), lane0=lane(CF, GNOME)))
    s.apply_action("attack lane=1")
    # R32: A1-2 is next to A1-1 (facing B1-4) and A1-3 across the gap (facing B2-2)
    assert (s.cdmg[1][3], s.cdmg[3][1], s.cdmg[3][0]) == (1, 1, 0)
    assert s.cdmg[1][2] == 2  # its own Lane's Creature: the Fight damage (2 ATK) only


def test_trained_zebracorn_husker(pool):
    s = doubles(pool, p0=dict(seat(lane0=lane(creature="trained-zebracorn-husker")), teamwork="coordination"),
                p2=dict(seat(), teamwork="coordination"))
    assert atk(s, 0, 0) == 3 + 2  # R27: your team's Teamwork cards, both players'
    one = doubles(pool, p0=seat(lane0=lane(creature="trained-zebracorn-husker")))
    assert atk(one, 0, 0) == 3
    fight = doubles(pool, p0=seat(lane0=lane(creature=hurt("trained-zebracorn-husker", 6))),
                    p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    fight.apply_action("attack lane=0")  # destroyed in your Fight Phase: you may take it back
    assert texts(fight) == ["choose yes", "choose no"]
    fight.apply_action("choose yes")
    assert fight.hand_slugs(0) == ["trained-zebracorn-husker"] and not fight.discard[0]


def test_young_zebracorn_husker(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("young-zebracorn-husker", 4))),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("attack lane=0")
    s.apply_action("choose yes")
    assert s.slug(s.deck[0][-1]) == "young-zebracorn-husker" and not s.discard[0]  # on top of the deck
    main = doubles(pool, p0=seat(hand=["infinite-haymaker"], lands=(CF,) * 4,
                                 lane0=lane(CF, "young-zebracorn-husker")))
    main.apply_action("play infinite-haymaker")  # destroyed in the main phase: nothing asked
    assert not main.pending and main.slug(main.discard[0][0]) == "young-zebracorn-husker"


def test_feedman(pool):
    s = doubles(pool, p0=seat(lands=(CF, NL, BP, BP), hand=["feedman", "huggable-hedgehog"]))
    s.apply_action("play feedman lane=0")
    assert "play huggable-hedgehog lane=1" in texts(s)  # cost 2 -> 1 (R12: one NiceLands is enough)
    s.apply_action("play huggable-hedgehog lane=1")
    assert s.actions_left == 0
    plain = doubles(pool, p0=seat(lands=(CF, NL, BP, BP), actions=2, hand=["huggable-hedgehog"]))
    assert "play huggable-hedgehog lane=1" not in texts(plain)  # without Feedman: 2 NiceLands needed


def test_king_baby(pool):
    s = doubles(pool, p0=seat(lands=(CF, CF, CF, BP), lane0=lane(CF, "king-baby")),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, "huggable-hedgehog")))
    s.apply_action("floop lane=0")
    s.apply_action("choose p1:creature:3")
    assert s.cdmg[1][3] == 3 and s.actions_left == 1  # one per face-up Cornfield; 1 Action paid
    none = doubles(pool, p0=seat(lands=(CF, CF, CF, BP), lane0=lane(CF, "king-baby")), actions_left=0)
    assert "floop lane=0" not in texts(none)


def test_patched_puppy(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature="patched-puppy")))
    s.apply_action("use lane=0 ability=stuff")
    assert s.cdmg[0][0] == 3 and atk(s, 0, 0) == 5
    s.apply_action("use lane=0 ability=stuff")  # any number of times: 6 damage of 8, +4 ATK
    assert s.cdmg[0][0] == 6 and atk(s, 0, 0) == 7
    s.apply_action("use lane=0 ability=stuff")  # 9 damage: destroyed by its own cost
    assert s.creature[0][0] < 0


def test_the_barrel(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature="the-barrel"), lane1=lane(creature="the-barrel")),
                p3=seat(lands=(CF,) * 4, lane0=lane(CF, "the-barrel")))
    assert (atk(s, 0, 0), dfn(s, 0, 0), atk(s, 3, 0)) == (3, 7, 3)  # two others in play, any side
    alone = doubles(pool, p0=seat(lane0=lane(creature="the-barrel")))
    assert (atk(alone, 0, 0), dfn(alone, 0, 0)) == (1, 5)


def test_sheep(pool):
    assert status("sheep") == "full"


# ---- -mancers ----------------------------------------------------------------------------------------------------
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


def test_knit_kitty_is_partial(pool):
    """Partial: it plays as its printed 3/7; a Building on the Landscape next to it is not read for it."""
    from engine.cardwars.dsl.registry import missing
    assert status("knit-kitty") == "partial" and "adjacent" in missing("knit-kitty")
    s = doubles(pool, p0=seat(lane0=lane(creature="knit-kitty"), lane1=lane(building="domed-stronghold")))
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (3, 7)


# ---- Heroes (R40) ------------------------------------------------------------------------------------------------
def test_charlie(pool):
    s = doubles(pool, p0=seat(hero="charlie", lane1=lane(creature=GNOME, frozen=False), lane0=lane(frozen=True)))
    assert "hero move" in texts(s)
    s.apply_action("hero move")
    s.apply_action("choose p0:lane:2")
    assert s.slug(s.creature[0][2]) == GNOME and "hero move" not in texts(s)  # once in your turn
    stuck = doubles(pool, p0=seat(hero="charlie", **{f"lane{i}": lane(creature=GNOME) for i in range(4)}))
    assert "hero move" not in texts(stuck)


def test_jake_doubles_tournament_on_an_attack(pool):
    s = doubles(pool, p0=seat(hero="jake-doubles-tournament", lane0=lane(creature=GNOME), lane1=lane(creature=GNOME)),
                p1=seat(lands=(CF,) * 4, lane2=lane(CF, hurt(GNOME, 4))))
    s.apply_action("attack lane=0")  # into an empty Lane: team B loses 1
    assert hp(s, 1) == 39
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1", "choose p1:creature:2", "choose none"]
    s.apply_action("choose p1:creature:2")
    assert s.creature[1][2] < 0  # 1 more: destroyed
    again = doubles(pool, p0=seat(hero="jake-doubles-tournament", lane0=lane(creature=GNOME), lane2=lane(creature=GNOME),
                                  lane3=lane(creature=GNOME)), p1=seat(lands=(CF,) * 4, lane2=lane(CF, GNOME)))
    again.apply_action("attack lane=0")
    again.apply_action("choose none")  # declined: not used up
    again.apply_action("attack lane=2")  # into B2's empty Landscape: team B again
    again.apply_action("choose p1:creature:2")  # a Creature in one of your Lanes (facing your empty Landscape 2)
    assert again.cdmg[1][2] == 1 and hp(again, 1) == 38
    again.apply_action("attack lane=3")  # once in your turn: no more
    assert not again.pending and hp(again, 1) == 37 and again.active == 1


def test_jake_doubles_tournament_not_on_a_fight_with_a_creature(pool):
    s = doubles(pool, p0=seat(hero="jake-doubles-tournament", lane0=lane(creature=GNOME)),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("attack lane=0")
    assert not s.pending and s.cdmg[1][3] == 1


def test_rulebook_001_fight_example_to_the_end(pool):
    """Rulebook 001's fight example, its last step: Jake's Hero deals 1 more to Mint Chocouflage, destroying it."""
    moniker = seat(lands=("Useless Swamp", "IcyLands", "IcyLands", "Useless Swamp"),
                   lane0=lane("Useless Swamp", "navigator"), lane1=lane("IcyLands", "mint-chocouflage"))
    jake = seat(lands=(CF, CF, NL, NL), hand=["green-zebracorn", "loveable-lamb"], hero="jake-doubles-tournament")
    s = doubles(pool, turn=4, active=3, first_player=0, p2=moniker, p3=jake)
    s.apply_action("play green-zebracorn lane=3")
    s.apply_action("play loveable-lamb lane=2")
    s.apply_action("attack lane=2")  # the Lamb: 2 to Mint Chocouflage, 3 back
    assert s.cdmg[2][1] == 2 and s.cdmg[3][2] == 3 and not s.pending  # no opponent damaged yet
    s.apply_action("attack lane=3")  # Green ZebraCorn: 1 to team A first (R47), then the Hero may answer
    assert hp(s, 0) == 39
    assert "choose p2:creature:1" in texts(s)  # Mint Chocouflage, in one of Jake's Lanes
    s.apply_action("choose p2:creature:1")
    assert s.creature[2][1] < 0 and s.slug(s.discard[2][-1]) == "mint-chocouflage"
    assert s.cdmg[2][0] == 1 and s.cdmg[3][3] == 2  # then the Fight: ZebraCorn and NaviGator


# ---- Spells ------------------------------------------------------------------------------------------------------
def test_convey_wisdom_on_an_opponents_deck(pool):
    s = doubles(pool, p0=seat(hand=["convey-wisdom"]), p3=seat(lands=(CF,) * 4, deck=["feedman", "sheep", GNOME]))
    s.apply_action("play convey-wisdom")
    s.apply_action("choose p3:player")
    assert texts(s) == ["choose p3:deck:feedman", "choose p3:deck:sheep", "choose p3:deck:cow"]  # as they lie
    s.apply_action("choose p3:deck:sheep")  # the new top card
    s.apply_action("choose p3:deck:cow")
    assert [s.slug(c) for c in s.deck[3]] == ["feedman", GNOME, "sheep"]  # the list's end is the top
    assert s.hand_slugs(0) == [GNOME]  # then you draw from your own deck


def test_bale_out(pool):
    s = doubles(pool, p0=seat(hand=["bale-out"], lands=(CF,) * 4, lane0=lane(CF, hurt(GNOME, 4))),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("play bale-out")
    s.apply_action("choose p0:creature:0")
    s.apply_action("attack lane=0")  # 1 back: 5 damage of 5 DEF, but its damage is removed instead
    assert s.slug(s.creature[0][0]) == GNOME and s.cdmg[0][0] == 0 and s.cdmg[1][3] == 1
    other = doubles(pool, p0=seat(hand=["bale-out", "infinite-haymaker"], lands=(CF,) * 4, lane0=lane(CF, GNOME),
                                  lane1=lane(CF, GNOME)))
    other.apply_action("play bale-out")
    other.apply_action("choose p0:creature:0")
    other.apply_action("play infinite-haymaker")
    other.apply_action("choose p0:creature:0")  # in the main phase, before it attacked: destroyed
    assert other.creature[0][0] < 0


def test_royal_revelry(pool):
    s = doubles(pool, p0=seat(hand=["royal-revelry"], lane0=lane(creature=GNOME), lane1=lane(creature=GNOME)))
    s.apply_action("play royal-revelry")
    s.apply_action("choose p0:creature:0")
    s.apply_action("choose no")  # not to the teammate's hand
    s.apply_action("attack lane=1")  # the other Creature: no more than its own 1
    assert hp(s, 1) == 39
    s.apply_action("attack lane=0")  # the target: 1 + 2, once
    assert hp(s, 1) == 36 and s.slug(s.discard[0][-1]) == "royal-revelry"
    blocked = doubles(pool, p0=seat(hand=["royal-revelry"], lane0=lane(creature=GNOME)),
                      p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    blocked.apply_action("play royal-revelry")
    blocked.apply_action("choose yes")  # to the teammate's hand
    blocked.apply_action("attack lane=0")  # it fights a Creature: no opponent damaged
    assert hp(blocked, 1) == 40 and blocked.hand_slugs(2) == ["royal-revelry"]


def test_clone(pool):
    s = doubles(pool, p0=seat(hand=["clone", "huggable-hedgehog"], lands=(NL, NL, BP, BP)),
                p3=seat(lands=(CF,) * 4, lane0=lane(CF, "huggable-hedgehog")))
    s.apply_action("play clone")
    s.apply_action("play huggable-hedgehog lane=0")
    assert s.actions_left == 2  # free: a Huggable Hedgehog is in play (B2's)
    no = doubles(pool, p0=seat(hand=["clone", "huggable-hedgehog"], lands=(NL, NL, BP, BP)))
    no.apply_action("play clone")
    no.apply_action("play huggable-hedgehog lane=0")
    assert no.actions_left == 0


def test_convey_wisdom(pool):
    s = doubles(pool, p0=seat(hand=["convey-wisdom"], deck=["feedman", "sheep", GNOME, "cutie-koala"]))
    s.apply_action("play convey-wisdom")
    assert texts(s) == [f"choose p{p}:player" for p in (0, 1, 2, 3)]  # target player: any of the four (R35)
    s.apply_action("choose p0:player")
    s.apply_action("choose p0:deck:sheep")
    s.apply_action("choose p0:deck:feedman")
    s.apply_action("choose p0:deck:cutie-koala")
    assert s.hand_slugs(0) == ["sheep"] and [s.slug(c) for c in s.deck[0]] == [GNOME, "cutie-koala", "feedman"]


def test_cuddle_puddle(pool):
    s = doubles(pool, p0=seat(hand=["cuddle-puddle"], lands=(NL,) * 4, lane0=lane(NL, GNOME)),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)), p2=seat(lane0=lane(creature=GNOME)),
                p3=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("play cuddle-puddle")
    assert (s.cdmg[1][3], s.cdmg[0][0]) == (2, 1)  # friendly +1, the opposing one deals its own 1
    assert (s.cdmg[3][3], s.cdmg[2][0]) == (2, 1)  # the teammate's too (R28)
    assert atk(s, 0, 0) == 2 and atk(s, 2, 0) == 2  # until the Fight Phase starts
    s.apply_action("attack lane=0")
    assert atk(s, 2, 0) == 1 and s.cdmg[1][3] == 3  # the Fight starts: +1 gone before Fight damage


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


def test_extreme_high_five(pool):
    s = doubles(pool, p0=seat(hand=["extreme-high-five"]), p1=seat(lands=(CF,) * 4, lane3=lane(CF, hurt(GNOME, 2))))
    s.apply_action("play extreme-high-five")
    s.apply_action("choose heal p1:creature:3")
    assert s.cdmg[1][3] == 1
    s.apply_action("choose no")
    assert s.slug(s.discard[0][-1]) == "extreme-high-five"


def test_family_gathering_r45(pool):
    """R45: the Creatures' printed types against the chosen Landscape's; Rainbow matches nothing."""
    s = doubles(pool, p0=seat(hand=["family-gathering"], lands=("Useless Swamp", BP, BP, BP), deck=DECK),
                p1=seat(lands=(CF,) * 4, lane0=lane(CF, "the-barrel"), lane1=lane(CF, "mint-chocouflage"),
                        lane2=lane(CF, "navigator")))
    s.apply_action("play family-gathering")
    assert texts(s) == ["choose p1:player", "choose p2:player", "choose p3:player"]  # another player
    s.apply_action("choose p1:player")
    s.apply_action("choose land Useless Swamp")
    useless = sum(1 for c in s.creature[1] if c >= 0 and s.tab.ltype[c] == "Useless Swamp")
    assert len(s.hand[0]) == useless and useless >= 1


def test_firm_handshake(pool):
    s = doubles(pool, p0=seat(hand=["firm-handshake"], lands=(BP, BP, NL, NL)))
    s.apply_action("play firm-handshake")
    s.apply_action("choose p3:player")
    assert (hp(s, 0), hp(s, 1)) == (35, 35)


def test_hug_it_out(pool):
    s = doubles(pool, p0=seat(hand=["hug-it-out"], lands=(NL,) * 4, lane0=lane(NL, GNOME), lane2=lane(NL, GNOME)),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)), p3=seat(lands=(CF,) * 4, lane1=lane(CF, GNOME)))
    s.apply_action("play hug-it-out")
    s.apply_action("choose p0:creature:0")
    assert s.creature[0][0] < 0 and s.creature[1][3] < 0 and s.creature[3][1] >= 0
    lone = doubles(pool, p0=seat(hand=["hug-it-out"], lands=(NL,) * 4, lane0=lane(NL, GNOME)))
    lone.apply_action("play hug-it-out")
    assert lone.creature[0][0] < 0  # no opposing Creature in its Lane: only yours


def test_infinite_haymaker(pool):
    s = doubles(pool, p0=seat(hand=["infinite-haymaker"], lands=(CF,) * 4),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, hurt("huggable-hedgehog", 3))))
    s.apply_action("play infinite-haymaker")
    assert hp(s, 0) == 35 and s.creature[1][3] < 0  # 8 DEF - 3 damage


def test_patchwork(pool):
    s = doubles(pool, p0=seat(hand=["patchwork"], lands=(NL,) * 4, lane0=lane(NL, hurt("cutie-koala", 6)),
                              lane1=lane(NL, GNOME)))
    s.apply_action("play patchwork")
    assert texts(s) == [f"choose put {n} p0:creature:0" for n in range(1, 7)]  # the Gnome holds at most 5
    s.apply_action("choose put 2 p0:creature:0")
    assert (s.cdmg[0][0], s.cdmg[0][1]) == (2, 4)


def test_redirect_danger(pool):
    s = doubles(pool, p0=seat(hand=["redirect-danger"], lane0=lane(creature=hurt("cutie-koala", 5))),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, GNOME)))
    s.apply_action("play redirect-danger")
    assert texts(s) == ["choose move 1 p0:creature:0", "choose move 2 p0:creature:0", "choose move 3 p0:creature:0"]
    s.apply_action("choose move 3 p0:creature:0")
    assert s.cdmg[0][0] == 2 and s.cdmg[1][3] == 3
    none = doubles(pool, p0=seat(hand=["redirect-danger"], lane0=lane(creature=hurt("cutie-koala", 5))))
    assert "play redirect-danger" not in texts(none)


def test_stuffed(pool):
    s = doubles(pool, p0=seat(hand=["stuffed"], lands=(NL,) * 4, lane0=lane(NL, "patched-puppy")))
    s.apply_action("play stuffed")
    assert s.cdmg[0][0] == 3 and atk(s, 0, 0) == 6


def test_tandem_bike(pool):
    s = doubles(pool, p0=seat(hand=["tandem-bike"], lane0=lane(creature=GNOME)),
                p3=seat(lands=(CF,) * 4, lane1=lane(CF, "sheep"), lane2=lane(CF, GNOME)))
    s.apply_action("play tandem-bike")
    assert s.hand_slugs(0) == [GNOME]
    s.apply_action("choose p3:player")
    assert texts(s) == ["choose p3:creature:1", "choose p3:creature:2"]  # B2 chooses
    s.apply_action("choose p3:creature:1")
    assert s.hand_slugs(3) == ["sheep"]


# ---- Buildings -------------------------------------------------------------------------------------------------
def test_bean_ball_bomba(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt("cutie-koala", 6), building="bean-ball-bomba"),
                              lane1=lane(creature="cutie-koala", building="bean-ball-bomba")))
    s.apply_action("floop building lane=0")
    s.apply_action("floop building lane=1")
    assert (s.cdmg[0][0], s.cdmg[0][1]) == (4, 4)


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


def test_haybarn(pool):
    s = doubles(pool, p0=seat(lands=(CF,) * 4, discard=["feedman"], lane0=lane(CF, building="haybarn")))
    s.apply_action("floop building lane=0")
    assert s.slug(s.creature[0][0]) == "feedman" and s.actions_left == 1
    full = doubles(pool, p0=seat(lands=(CF,) * 4, discard=["feedman"], lane0=lane(CF, GNOME, building="haybarn")))
    full.apply_action("floop building lane=0")
    assert full.slug(full.creature[0][0]) == GNOME and full.discard[0]


def test_husker_garrison(pool):
    s = doubles(pool, p0=seat(lands=(CF,) * 4, lane0=lane(CF, "feedman", building="husker-garrison"),
                              lane1=lane(CF, "king-baby"), lane2=lane(CF, GNOME)))
    assert (atk(s, 0, 0), dfn(s, 0, 0), atk(s, 0, 1)) == (3, 10, 2)  # two Cornfield Creatures


def test_pillow_fortress(pool):
    s = doubles(pool, p0=seat(lane0=lane(creature=hurt(GNOME, 3), building="pillow-fortress")),
                p2=seat(lane0=lane(creature=hurt(GNOME, 2))))
    s.apply_action("floop building lane=0")
    assert texts(s) == ["choose heal", "choose damage"] and s.actions_left == 1
    s.apply_action("choose heal")  # its own Creature, then the only other friendly one: the teammate's (R28)
    assert (s.cdmg[0][0], s.cdmg[2][0]) == (1, 0)
    hurt_them = doubles(pool, p0=seat(lane0=lane(creature=GNOME, building="pillow-fortress"), lane1=lane(creature=GNOME)),
                        p2=seat(lane0=lane(creature=GNOME)))
    hurt_them.apply_action("floop building lane=0")
    hurt_them.apply_action("choose damage")
    assert texts(hurt_them) == ["choose p0:creature:1", "choose p2:creature:0"]
    hurt_them.apply_action("choose p2:creature:0")
    assert (hurt_them.cdmg[0][0], hurt_them.cdmg[0][1], hurt_them.cdmg[2][0]) == (2, 0, 2)
    empty = doubles(pool, p0=seat(lane0=lane(building="pillow-fortress"), lane1=lane(creature=GNOME)))
    empty.apply_action("floop building lane=0")
    assert not empty.pending and empty.cdmg[0][1] == 0  # no Creature of yours on its Landscape: nothing
