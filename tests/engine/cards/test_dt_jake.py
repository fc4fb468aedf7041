"""Doubles Tournament, Jake's deck (its Cornfield and Rainbow cards) and its Hero (engine/cardwars/cards/dt_jake.py):
each card in a Doubles position, with the rulebook's clarifications (R45, R47) and the end of its fight example. The
table: doubles_seats.py."""
from doubles_seats import BP, CF, DECK, GNOME, NL, doubles, hp, seat
from helpers import atk, dfn, hurt, lane, texts

from engine.cardwars.dsl.registry import status


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


def test_sheep(pool):
    assert status("sheep") == "full"


# ---- the Hero (R40) -----------------------------------------------------------------------------------------------
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


# ---- Spells -------------------------------------------------------------------------------------------------------
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


def test_infinite_haymaker(pool):
    s = doubles(pool, p0=seat(hand=["infinite-haymaker"], lands=(CF,) * 4),
                p1=seat(lands=(CF,) * 4, lane3=lane(CF, hurt("huggable-hedgehog", 3))))
    s.apply_action("play infinite-haymaker")
    assert hp(s, 0) == 35 and s.creature[1][3] < 0  # 8 DEF - 3 damage


# ---- Buildings ----------------------------------------------------------------------------------------------------
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
