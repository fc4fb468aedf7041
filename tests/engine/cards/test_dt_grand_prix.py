"""Doubles Tournament, Grand Prix's deck (engine/cardwars/cards/dt_grand_prix.py): each card doing what its text
says at the Doubles table, and the rulebook's clarifications about them (R49, R50). The table:
after_school_seats.py."""
from after_school_seats import BP, CF, COW, IC, ICY, PHYLLIS, SAND, SL, SWAMP, TW, US, foe, me, slugs
from helpers import atk, hurt, lane, side, texts
from test_doubles import doubles

from engine.cardwars.ops.primitives import freeze


# ---- the Heroes (R40) ------------------------------------------------------------------------------------------
def test_grand_prix(pool):
    s = doubles(pool, p0=me(hero="grand-prix", hand=[PHYLLIS, COW]))
    assert "hero replay" not in texts(s)  # no Creature played this turn
    s.apply_action("play phyllis lane=0")
    s.apply_action("hero replay")  # back to hand, played again for free (R12), then 3 damage
    assert s.pending and texts(s)[:2] == ["choose p0:lane:0", "choose p0:lane:1"]
    s.apply_action("choose p0:lane:2")
    assert s.slug(s.creature[0][2]) == PHYLLIS and s.creature[0][0] < 0
    assert s.cdmg[0][2] == 3 and s.actions_left == 1  # only the first play cost an Action
    assert "hero replay" not in texts(s)  # once in each of your turns


def test_grand_prix_needs_a_possible_replay_r40(pool):
    s = doubles(pool, p0=me(lands=ICY, hero="grand-prix", hand=["brigadier-banana-split"]))
    s.apply_action("play brigadier-banana-split lane=0")
    freeze(s, 0, 0)  # its only Landscape... and every other one Frozen: no Lane would take it again
    for ln in (1, 2, 3):
        freeze(s, 0, ln)
    assert "hero replay" not in texts(s)


def test_grand_prix_replays_a_flooped_creature_r40(pool):
    s = doubles(pool, p0=me(lands=SWAMP, hero="grand-prix", hand=["fumigator"]), p1=foe(lane3=lane(CF, COW)))
    s.apply_action("play fumigator lane=0")
    s.apply_action("floop lane=0")  # Flooped, no Action left: its Lane takes it again once it has left
    assert s.actions_left == 0 and "hero replay" in texts(s)
    s.apply_action("hero replay")
    s.apply_action("choose p0:lane:0")
    assert s.cstate[0][0] == 0 and s.cdmg[0][0] == 3  # entered play anew: ready


# ---- Creatures ---------------------------------------------------------------------------------------------------
def test_frozen_bananancy(pool):
    s = doubles(pool, turn=6, p0=me(lane2=lane(IC, "frozen-bananancy", frozen=True)))
    s.apply_action("attack lane=2")  # A1-3 faces B2-2: the start of the Fight: 2 to an opponent you target
    assert texts(s) == ["choose p1:player", "choose p3:player"]
    s.apply_action("choose p3:player")
    assert s.team_hp(1) == 25 - 2 - 1  # then its Fight damage (empty Lane)
    cold = doubles(pool, turn=6, p0=me(lane2=lane(IC, "frozen-bananancy")))
    cold.apply_action("attack lane=2")
    assert cold.team_hp(1) == 25 - 1


def test_lifeguard_lobster_r49(pool):
    s = doubles(pool, p0=me(hand=[COW, COW, COW, COW], lane0=lane(SL, hurt("lifeguard-lobster", 2)),
                            lane1=lane(creature=hurt(PHYLLIS, 2))),
                p2=side(lane0=lane(creature=hurt(COW, 1))), p1=foe(lane0=lane(CF, hurt(COW, 3))))
    s.apply_action("play cow lane=2")  # another Creature enters in your turn: heal 1 from your team's
    assert texts(s) == ["choose p0:creature:1", "choose p2:creature:0"]  # never the Lobster itself
    s.apply_action("choose p2:creature:0")
    s.apply_action("play cow lane=3")
    assert s.cdmg[0][1] == 1 and s.cdmg[0][0] == 2  # one left: no question
    s.apply_action("play cow lane=2")  # replaces the Cow: Phyllis again
    assert s.cdmg[0][1] == 0 and s.cdmg[1][0] == 3
    s.apply_action("play cow lane=3")  # no damaged Creature of the team but the Lobster: an opponent's
    assert s.cdmg[1][0] == 2 and s.cdmg[0][0] == 2


def test_lifeguard_lobster_heals_an_opponents_creature_when_the_team_has_none_r49(pool):
    s = doubles(pool, p0=me(hand=[COW], lane0=lane(SL, "lifeguard-lobster")), p1=foe(lane0=lane(CF, hurt(COW, 3))))
    s.apply_action("play cow lane=1")
    assert s.cdmg[1][0] == 2
    quiet = doubles(pool, p0=me(hand=[COW], lane0=lane(SL, "lifeguard-lobster")))
    quiet.apply_action("play cow lane=1")  # nothing damaged: nothing
    assert not quiet.pending


def test_longboard_lobster(pool):
    s = doubles(pool, p0=me(lands=(SL, US, SL, SL), lane0=lane(SL, "longboard-lobster")),
                p1=foe(lands=(US, US, CF, CF)), p2=side(lands=(US, BP, BP, BP)), p3=foe(lane0=lane(US, face_down=True)))
    assert atk(s, 0, 0) == 1 + 4  # every face-up Useless Swamp in play (R31)


def test_mint_chocouflage(pool):
    # A1-1 faces B1-4, empty: an opponent's Spell or Creature ability does not damage it
    s = doubles(pool, active=1, p1=foe(lands=SWAMP, hand=["staff-of-frailty"], lane0=lane(US, "fumigator")),
                p0=me(lane0=lane(IC, "mint-chocouflage")))
    s.apply_action("floop lane=0")  # B1's FumiGator: 1 to each opposing Creature
    assert s.cdmg[0][0] == 0
    s.apply_action("play staff-of-frailty")
    assert s.cdmg[0][0] == 0  # the only target, warded
    heart = doubles(pool, active=1, p1=foe(lands=ICY, hand=["frozen-heart"]), p0=me(lane0=lane(IC, "mint-chocouflage")),
                    p3=foe(lane0=lane(CF, COW)))
    heart.apply_action("play frozen-heart")
    heart.apply_action("choose p0:creature:0")
    assert heart.cdmg[0][0] == 0  # a Spell of another product, warded too
    s2 = doubles(pool, active=1, p1=foe(lane3=lane(CF, COW), lane0=lane(US, "fumigator")),
                 p0=me(lane0=lane(IC, "mint-chocouflage")))
    s2.apply_action("floop lane=0")  # a Creature in front of it: no protection
    assert s2.cdmg[0][0] == 1


def test_repelling_rock_crab(pool):
    # attacked by B1's Phyllis (2 ATK): 2 back, on top of its own Fight damage
    s = doubles(pool, turn=6, active=1, p0=me(lane0=lane(SL, "repelling-rock-crab")), p1=foe(lane3=lane(CF, PHYLLIS)))
    s.apply_action("attack lane=3")
    assert s.cdmg[0][0] == 2 and s.cdmg[1][3] == 1 + 2


def test_repelling_rock_crab_does_not_deal_back_damage_dealt_back(pool):
    # two Crabs face each other: the attacker's 1 is dealt back once, not traded for ever
    s = doubles(pool, turn=6, p0=me(lane0=lane(SL, "repelling-rock-crab")),
                p1=foe(lane3=lane(CF, "repelling-rock-crab")))
    s.apply_action("attack lane=0")
    assert (s.cdmg[0][0], s.cdmg[1][3]) == (2, 2)  # 1 Fight damage each, then 1 dealt back to each


def test_repelling_rock_crab_ignores_spells(pool):
    s = doubles(pool, active=1, p0=me(lane0=lane(SL, "repelling-rock-crab")),
                p1=foe(lands=SWAMP, hand=["staff-of-frailty"]))
    s.apply_action("play staff-of-frailty")
    assert s.cdmg[0][0] == 4  # DEF 5: down to 1


def test_routing_rock_crab_r50(pool):
    # defending against B1's Phyllis from B1-4 (A1-1): the Crab's controller may move it to B1-3, next to it
    s = doubles(pool, turn=6, active=1, p0=me(lane0=lane(SL, "routing-rock-crab")), p1=foe(lane3=lane(CF, PHYLLIS)))
    s.apply_action("attack lane=3")
    assert s.current_player() == 0 and texts(s) == ["choose p1:lane:2", "choose none"]
    s.apply_action("choose p1:lane:2")
    assert s.slug(s.creature[1][2]) == PHYLLIS and s.cdmg[1][2] == 2 and s.cdmg[0][0] == 2


def test_routing_rock_crab_ignores_spells_r50(pool):
    s = doubles(pool, active=1, p0=me(lane0=lane(SL, "routing-rock-crab")),
                p1=foe(lands=SWAMP, hand=["staff-of-frailty"], lane2=lane(US, COW)))
    s.apply_action("play staff-of-frailty")
    s.apply_action("choose p0:creature:0")
    assert not s.pending and s.cdmg[0][0] == 9


def test_sailing_sand_crab(pool):
    s = doubles(pool, p0=me(lands=SAND, hand=["sailing-sand-crab", PHYLLIS, COW]))
    s.apply_action("play sailing-sand-crab lane=0")
    assert texts(s) == ["choose p0:hand:phyllis", "choose none"]  # cost 1 only
    s.apply_action("choose p0:hand:phyllis")
    s.apply_action("choose p0:lane:3")
    assert s.slug(s.creature[0][3]) == PHYLLIS and s.actions_left == 1


def test_shifty_sand_crab(pool):
    s = doubles(pool, p0=me(hand=[COW], lane0=lane(SL, hurt("shifty-sand-crab", 1))))
    s.apply_action("play cow lane=3")
    s.apply_action("choose yes")  # they swap places
    assert s.slug(s.creature[0][0]) == COW and s.slug(s.creature[0][3]) == "shifty-sand-crab"
    assert s.cdmg[0][3] == 1
    no = doubles(pool, p0=me(hand=[COW], lane0=lane(SL, "shifty-sand-crab")))
    no.apply_action("play cow lane=3")
    no.apply_action("choose no")
    assert no.slug(no.creature[0][0]) == "shifty-sand-crab"


def test_slashy_sand_crab(pool):
    # A1-2 faces B1-3; a Creature entering on A1-3 (adjacent across the gap, R32)
    s = doubles(pool, p0=me(hand=[COW, COW], lane1=lane(SL, "slashy-sand-crab")), p1=foe(lane2=lane(CF, PHYLLIS)))
    s.apply_action("play cow lane=2")
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:2"]
    s.apply_action("choose p1:creature:2")
    assert s.cdmg[1][2] == 2
    s.apply_action("play cow lane=3")  # not adjacent: nothing
    assert not s.pending and s.cdmg[1][2] == 2


def test_the_cooper(pool):
    s = doubles(pool, p0=dict(me(lane0=lane(SL, "the-cooper")), teamwork=TW), p2=dict(side(), teamwork="communication"),
                p1=dict(foe(), teamwork=TW))
    s.apply_action("floop lane=0")  # the only Creature in play: the one target
    assert atk(s, 0, 0) == 3 + 2  # your team's two Teamwork cards, cost 1 each


def test_ultra_dog(pool):
    s = doubles(pool, p0=me(lane0=lane(IC, "ultra-dog")), p1=foe(lane2=lane(CF, COW)))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:land:0", "choose p1:land:2"]  # Landscapes with a Creature on them
    s.apply_action("choose p1:land:2")
    assert s.frozen[1][2]


# ---- Spells ------------------------------------------------------------------------------------------------------
def test_bail_out(pool):
    s = doubles(pool, p0=me(lands=SAND, hand=["bail-out"], lane0=lane(SL, hurt(PHYLLIS, 3))),
                p3=foe(lane0=lane(CF, {"card": COW, "owner": 0})))
    s.apply_action("play bail-out")
    assert texts(s) == ["choose p0:creature:0", "choose p3:creature:0"]  # Creatures you own, wherever
    s.apply_action("choose p3:creature:0")
    s.apply_action("choose p0:lane:1")
    assert s.slug(s.creature[0][1]) == COW and s.creature[3][0] < 0 and s.actions_left == 1


def test_beach_blast(pool):
    s = doubles(pool, p0=me(hand=["beach-blast"], deck=["jinx", PHYLLIS, "bomb-pop", COW]))  # top first
    s.apply_action("play beach-blast")
    assert sorted(texts(s)) == ["choose p0:deck:bomb-pop", "choose p0:deck:jinx", "choose p0:deck:phyllis"]
    s.apply_action("choose p0:deck:bomb-pop")
    assert s.hand_slugs(0) == ["bomb-pop"] and sorted(slugs(s, s.discard[0])) == ["jinx", PHYLLIS]
    assert slugs(s, s.deck[0]) == [COW]
    s.apply_action("choose yes")  # into the teammate's hand
    assert s.hand_slugs(2) == ["beach-blast"] and s.owner(s.hand[2][0]) == 0


def test_duet(pool):
    s = doubles(pool, p0=me(hand=["duet"], lane0=lane(creature=hurt(COW, 2))), p2=side(lane0=lane(creature=hurt(COW, 2))),
                p1=foe(lane0=lane(CF, hurt(COW, 1))))
    s.apply_action("play duet")
    assert texts(s) == ["choose p1:creature:0", "choose p2:creature:0"]  # you do not control: teammate included
    s.apply_action("choose p2:creature:0")
    assert (s.cdmg[0][0], s.cdmg[2][0], s.cdmg[1][0]) == (1, 1, 1)


def test_frozen_lemon_aid(pool):
    s = doubles(pool, p0=me(lands=ICY, hand=["frozen-lemon-aid"], lane0=lane(IC, hurt(COW, 2), frozen=True)),
                p2=side(lane0=lane(creature=hurt(COW, 2)), lane1=lane(creature=hurt(COW, 1))),
                p1=foe(lane0=lane(CF, hurt(COW, 1), frozen=True)))
    s.apply_action("play frozen-lemon-aid")  # 2 Frozen Landscapes: 2 friendly Creatures healed 1
    s.apply_action("choose p2:creature:0")
    s.apply_action("choose p2:creature:1")
    assert (s.cdmg[0][0], s.cdmg[2][0], s.cdmg[2][1], s.cdmg[1][0]) == (2, 1, 0, 1)


def test_ice_sing(pool):
    s = doubles(pool, p0=me(lands=ICY, hand=["ice-sing"], deck=[COW]))
    s.apply_action("play ice-sing")
    for p, ln in ((0, 3), (1, 0), (2, 1), (3, 2)):  # each player's, in turn order from you
        assert all(t.startswith(f"choose p{p}:land:") for t in texts(s))
        s.apply_action(f"choose p{p}:land:{ln}")
    assert [s.frozen[p][ln] for p, ln in ((0, 3), (1, 0), (2, 1), (3, 2))] == [True] * 4
    assert s.hand_slugs(0) == [COW]


def test_scorching_serve(pool):
    s = doubles(pool, p0=me(lands=SAND, hand=["scorching-serve"]), p1=foe(lane0=lane(CF, "instigator"), deck=[COW] * 3),
                p3=foe(deck=[COW] * 3))
    s.apply_action("play scorching-serve")
    assert s.creature[1][0] < 0
    assert len(s.hand[1]) == 2 and len(s.hand[3]) == 2  # each opponent draws its cost, 2


def test_twinsies(pool):
    s = doubles(pool, p0=me(hand=["twinsies"], deck=[PHYLLIS]), p2=side(deck=["bomb-pop", COW]))
    s.apply_action("play twinsies")
    assert texts(s) == ["choose p1:player", "choose p2:player", "choose p3:player"]
    s.apply_action("choose p2:player")  # 1 and 1 match: your teammate draws it
    assert s.hand_slugs(0) == [PHYLLIS] and s.hand_slugs(2) == ["bomb-pop"] and slugs(s, s.deck[2]) == [COW]
    miss = doubles(pool, p0=me(hand=["twinsies"], deck=[COW]), p1=foe(deck=["bomb-pop"]))
    miss.apply_action("play twinsies")
    miss.apply_action("choose p1:player")
    assert not miss.hand[1]


# ---- Buildings ---------------------------------------------------------------------------------------------------
def test_crab_skull_island(pool):
    s = doubles(pool, p0=me(lands=SAND, deck=["bomb-pop", "sailing-sand-crab", COW], lane0=lane(SL, building="crab-skull-island")))
    s.apply_action("floop building lane=0")  # bomb-pop revealed, then the Crab: played here for free
    assert s.slug(s.creature[0][0]) == "sailing-sand-crab" and s.actions_left == 1
    assert sorted(slugs(s, s.deck[0])) == ["bomb-pop", COW]
    full = doubles(pool, p0=me(lands=SAND, deck=[COW], lane0=lane(SL, PHYLLIS, building="crab-skull-island")))
    full.apply_action("floop building lane=0")  # this Landscape is not empty: nothing
    assert full.slug(full.creature[0][0]) == PHYLLIS and full.deck[0]


def test_sand_castle(pool):
    s = doubles(pool, p0=me(lands=SAND, lane1=lane(SL, hurt(PHYLLIS, 4), building="sand-castle")))
    s.apply_action("use building lane=1")
    assert slugs(s, s.discard[0]) == ["sand-castle"]  # discarded from play
    s.apply_action("choose p0:lane:3")
    assert s.slug(s.creature[0][3]) == PHYLLIS and s.cdmg[0][3] == 0 and s.actions_left == 2


def test_snow_bank(pool):
    s = doubles(pool, p0=me(lane3=lane(IC, building="snow-bank")), p3=foe(lane0=lane(CF, frozen=True)))
    assert "floop building lane=3" in texts(s)
    s.apply_action("floop building lane=3")  # the token in its Lane (on B2-1) pays
    assert not s.frozen[3][0]
    s.apply_action("choose p3:player")
    assert s.team_hp(1) == 25 - 3
    cold = doubles(pool, p0=me(lane3=lane(IC, building="snow-bank")))
    assert "floop building lane=3" not in texts(cold)


GROUP = ("grand-prix frozen-bananancy lifeguard-lobster longboard-lobster mint-chocouflage repelling-rock-crab "
         "routing-rock-crab sailing-sand-crab shifty-sand-crab slashy-sand-crab the-cooper ultra-dog bail-out "
         "beach-blast duet frozen-lemon-aid ice-sing scorching-serve twinsies crab-skull-island sand-castle snow-bank").split()


def test_every_card_of_this_file_is_scripted(pool):
    from engine.cardwars.cards import status
    assert len(GROUP) == 22 and all(pool.get(slug) or slug in pool.heroes for slug in GROUP)
    assert {slug: status(slug) for slug in GROUP} == {slug: "full" for slug in GROUP}
