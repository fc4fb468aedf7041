"""Doubles Tournament, Moniker's deck and the IcyLands Creatures it shares with Grand Prix's
(engine/cardwars/cards/dt_moniker.py): each card doing what its text says at the Doubles table, and the rulebook's
clarifications about them (R47, R48, R51). The table: after_school_seats.py."""
from after_school_seats import BP, CF, COW, IC, ICY, PHYLLIS, SWAMP, TW, US, foe, me, slugs
from helpers import atk, dfn, flooped, hurt, lane, side, texts
from test_doubles import doubles

from engine.cardwars.ops.primitives import freeze


# ---- the Heroes (R40) ------------------------------------------------------------------------------------------
def test_moniker(pool):
    s = doubles(pool, p0=me(hero="moniker"), p1=foe(lane3=lane(CF, flooped(COW))))
    assert "hero ready" in texts(s)  # any player's Flooped Creature (R40)
    s.apply_action("hero ready")
    assert s.cstate[1][3] == 0 and "hero ready" not in texts(s)
    none = doubles(pool, p0=me(hero="moniker", lane0=lane(creature=COW)))
    assert "hero ready" not in texts(none)  # no Flooped Creature


# ---- Creatures ---------------------------------------------------------------------------------------------------
def test_brigadier_banana_split(pool):
    # A1-1 faces B1-4; the target is any opposing Creature on a Frozen Landscape, here B2's
    s = doubles(pool, turn=6, p0=me(lane0=lane(IC, "brigadier-banana-split")),
                p1=foe(lane3=lane(CF, COW)), p3=foe(lane2=lane(CF, PHYLLIS, frozen=True)))
    s.apply_action("attack lane=0")  # R47: before Fight damage
    assert s.cdmg[3][2] == 2 and s.cdmg[1][3] == 3  # 2 to B2's, then Fight damage to the Cow


def test_r47_brigadier_banana_split_resolves_before_fight_damage(pool):
    # its 2 damage destroys the Cow in front of it first (3 + 2 >= DEF 5): the Lane is then empty (R36)
    s = doubles(pool, turn=6, p0=me(lane0=lane(IC, "brigadier-banana-split")),
                p1=foe(lane3=lane(CF, hurt(COW, 3), frozen=True)))
    s.apply_action("attack lane=0")
    assert s.creature[1][3] < 0 and s.team_hp(1) == 25 - 3 and s.cdmg[0][0] == 0


def test_brigadier_banana_split_needs_a_frozen_landscape(pool):
    s = doubles(pool, turn=6, p0=me(lane0=lane(IC, "brigadier-banana-split")), p3=foe(lane2=lane(CF, PHYLLIS)))
    s.apply_action("attack lane=0")
    assert s.cdmg[3][2] == 0 and s.team_hp(1) == 25 - 3


def test_chocolate_tacody(pool):
    # A1-2 faces B1-3: a token on B1-3 is a Frozen token "in this Lane" (R41)
    s = doubles(pool, turn=6, p0=me(lane1=lane(IC, "chocolate-tacody")), p1=foe(lane2=lane(CF, frozen=True)),
                p3=foe(lane0=lane(CF, COW), lane1=lane(CF, PHYLLIS)))
    s.apply_action("attack lane=1")  # the start of the Fight Phase
    assert "choose p3:player" in texts(s)
    s.apply_action("choose p3:player")
    assert (s.cdmg[3][0], s.cdmg[3][1]) == (1, 1)
    s2 = doubles(pool, turn=6, p0=me(lane1=lane(IC, "chocolate-tacody")), p3=foe(lane0=lane(CF, COW)))
    s2.apply_action("attack lane=1")  # no token in its Lane
    assert not s2.pending and s2.cdmg[3][0] == 0


def test_four_star_fudge(pool):
    s = doubles(pool, p0=me(lane0=lane(IC, "four-star-fudge"), deck=[COW, COW], hand=["ultra-dog"], lands=ICY),
                p3=foe(lane1=lane(CF, COW)))
    s.apply_action("play ultra-dog lane=1")
    s.apply_action("floop lane=1")  # not on turn 1-3: Floop allowed
    s.apply_action("choose p3:land:1")  # a Landscape becomes Frozen: draw
    assert s.hand_slugs(0) == [COW]
    freeze(s, 3, 1)  # already Frozen: not "becoming Frozen" (R24)
    assert s.hand_slugs(0) == [COW]


def test_fumigator(pool):
    s = doubles(pool, p0=me(lane0=lane(US, "fumigator"), lane1=lane(creature=COW)), p1=foe(lane0=lane(CF, COW)),
                p2=side(lane0=lane(creature=COW)), p3=foe(lane3=lane(CF, PHYLLIS)))
    s.apply_action("floop lane=0")
    assert (s.cdmg[1][0], s.cdmg[3][3]) == (1, 1)  # both opponents'
    assert (s.cdmg[0][1], s.cdmg[2][0]) == (0, 0) and s.actions_left == 1


def test_granary_weevil(pool):
    # A1-3 faces B2-2; another Cow elsewhere, the teammate's Cow too
    s = doubles(pool, p0=me(lane2=lane(US, "granary-weevil")), p3=foe(lane1=lane(CF, COW), lane3=lane(CF, PHYLLIS)),
                p1=foe(lane0=lane(CF, COW)), p2=side(lane1=lane(creature=COW)))
    s.apply_action("use lane=2")
    assert s.creature[0][2] < 0 and slugs(s, s.discard[0]) == ["granary-weevil"]
    assert s.creature[3][1] < 0 and s.creature[1][0] < 0 and s.creature[2][1] < 0
    assert s.slug(s.creature[3][3]) == PHYLLIS
    empty = doubles(pool, p0=me(lane2=lane(US, "granary-weevil")), p1=foe(lane1=lane(CF, COW)))
    assert "use lane=2" not in texts(empty)  # nothing in front of it to target (R16)


def test_ice_cream_captain(pool):
    s = doubles(pool, actions_left=1, p0=me(lands=(IC, IC, BP, BP), hand=["ice-cream-captain"]))
    assert s.tab.cost[s.hand[0][0]] == 4 and not any(t.startswith("play ice-cream") for t in texts(s))
    freeze(s, 1, 0)
    freeze(s, 3, 3)
    freeze(s, 2, 1)
    freeze(s, 3, 0)  # 3 players with a token (B2 twice): it costs 1
    assert "play ice-cream-captain lane=0" in texts(s)
    s.apply_action("play ice-cream-captain lane=0")
    assert s.actions_left == 0


def test_ice_cream_sammy(pool):
    s = doubles(pool, p0=me(lane0=lane(IC, "ice-cream-sammy")))
    s.apply_action("floop lane=0")
    assert len(texts(s)) == 8  # the 8 Lanes, named by team A's Landscape in each
    s.apply_action("choose p2:land:1")  # A2-2 faces B2-3
    assert s.frozen[2][1] and s.frozen[3][2] and s.actions_left == 1
    assert sum(map(sum, s.frozen)) == 2


def test_instigator_r48(pool):
    # A1-3 faces B2-2, empty; B1's Creature is brought there and passes to B2 (its owner stays B1)
    s = doubles(pool, p0=me(lands=SWAMP, hand=["instigator"]), p1=foe(lane0=lane(CF, PHYLLIS, frozen=True)),
                p3=foe(lane0=lane(CF, COW)))
    s.apply_action("play instigator lane=2")
    assert texts(s) == ["choose p1:creature:0", "choose p3:creature:0"]
    s.apply_action("choose p1:creature:0")
    moved = s.creature[3][1]
    assert s.slug(moved) == PHYLLIS and s.owner(moved) == 1 and s.creature[1][0] < 0


def test_instigator_with_a_creature_in_front_moves_nothing_r48(pool):
    s = doubles(pool, p0=me(lands=SWAMP, hand=["instigator"]), p1=foe(lane0=lane(CF, PHYLLIS)),
                p3=foe(lane1=lane(CF, COW)))
    s.apply_action("play instigator lane=2")
    assert not s.pending and s.slug(s.creature[1][0]) == PHYLLIS


def test_investigator(pool):
    s = doubles(pool, p0=me(lane0=lane(US, "investigator"), deck=[PHYLLIS, TW, "bomb-pop", COW]))  # top first
    s.apply_action("floop lane=0")  # top three: phyllis, collaboration, bomb-pop
    assert s.slug(s.teamwork[0]) == TW and s.actions_left == 2  # played for free (R12, R27)
    assert sorted(slugs(s, s.discard[0])) == ["bomb-pop", PHYLLIS] and slugs(s, s.deck[0]) == [COW]
    none = doubles(pool, p0=me(lane0=lane(US, "investigator"), deck=[COW, COW, COW, TW]))  # the Teamwork card 4th: not revealed
    none.apply_action("floop lane=0")
    assert none.teamwork[0] < 0 and slugs(none, none.deck[0]) == [TW]


def test_irrigator(pool):
    s = doubles(pool, p0=me(lane0=lane(IC, "irrigator"), lane1=lane(US, "irrigator"),
                            lane2=lane(IC, "irrigator", face_down=True)))
    assert (atk(s, 0, 0), atk(s, 0, 1), atk(s, 0, 2)) == (3, 1, 1)  # face down: no type (R31)


def test_mocha_launcher(pool):
    s = doubles(pool, p0=me(lane0=lane(IC, "mocha-launcher")), p3=foe(lane1=lane(CF, hurt(PHYLLIS, 5)),
                                                                   lane2=lane(CF, COW)))
    s.apply_action("floop lane=0")
    s.apply_action("choose p3:creature:1")  # destroyed: its Landscape is Frozen
    assert s.creature[3][1] < 0 and s.frozen[3][1] and s.actions_left == 1
    s2 = doubles(pool, p0=me(lane0=lane(IC, "mocha-launcher")), p3=foe(lane2=lane(CF, COW)))
    s2.apply_action("floop lane=0")
    s2.apply_action("choose p3:creature:2")
    assert s2.cdmg[3][2] == 2 and not s2.frozen[3][2]


def test_navigator(pool):
    s = doubles(pool, p0=me(lane0=lane(US, "navigator"), hand=["ice-base", COW]))
    s.apply_action("use lane=0")
    s.apply_action("choose p0:hand:ice-base")  # cost 2: +2 ATK this turn
    assert atk(s, 0, 0) == 2 + 2 and "use lane=0" not in texts(s)  # once in each of your turns


def test_patriot_popsicle(pool):
    s = doubles(pool, p0=me(hand=["patriot-popsicle"], lands=ICY))
    s.apply_action("play patriot-popsicle lane=3")  # A1-4 faces B2-1
    assert texts(s) == ["choose p0:land:3", "choose p3:land:0", "choose none"]
    s.apply_action("choose p3:land:0")
    assert s.frozen[3][0] and not s.frozen[0][3]


def test_smooth_eli(pool):
    s = doubles(pool, p0=me(lane0=lane(IC, "smooth-eli"), lane1=lane(frozen=True)))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:land:1"]
    s.apply_action("choose p0:land:1")
    s.apply_action("choose p3:land:2")
    assert not s.frozen[0][1] and s.frozen[3][2]
    none = doubles(pool, p0=me(lane0=lane(IC, "smooth-eli")))
    assert "floop lane=0" not in texts(none)  # no token to target (R16)


def test_softie_recruit(pool):
    s = doubles(pool, p0=me(lands=ICY, hand=["softie-recruit", "softie-recruit"]), p1=foe(lane3=lane(CF, COW)))
    s.apply_action("play softie-recruit lane=0")  # B1-4 in front of it has a Creature: nothing
    assert s.actions_left == 1
    s.apply_action("play softie-recruit lane=2")  # B2-2 is empty: 1 Action back
    assert s.actions_left == 1


def test_subjugator_r51(pool):
    pile10 = [COW] * 10
    s = doubles(pool, p0=me(lane2=lane(US, "subjugator"), discard=pile10), p3=foe(lane1=lane(CF, hurt(PHYLLIS, 4)),
                                                                              lane2=lane(CF, PHYLLIS)))
    assert dfn(s, 3, 1) == 7 - 2 and dfn(s, 3, 2) == 7  # only the facing one, -1 per 5 cards
    fragile = doubles(pool, p0=me(lane2=lane(US, "subjugator"), discard=[COW] * 25),
                      p3=foe(hand=["tailgator"], lands=SWAMP), active=3)
    fragile.apply_action("play tailgator lane=1")  # DEF 6 - 5 = 1 ... enters, then stands
    assert fragile.slug(fragile.creature[3][1]) == "tailgator"
    kill = doubles(pool, p0=me(lane2=lane(US, "subjugator"), discard=[COW] * 30),
                   p3=foe(hand=["tailgator"], lands=SWAMP, deck=[COW]), active=3)
    kill.apply_action("play tailgator lane=1")  # DEF 6 - 6 = 0: destroyed at once, after its own text (0 cards)
    assert kill.creature[3][1] < 0 and slugs(kill, kill.discard[3]) == ["tailgator"]
    assert kill.hand_slugs(3) == [] and kill.actions_left == 1


def test_tailgator(pool):
    s = doubles(pool, p0=me(lands=SWAMP, hand=["tailgator", COW, "bomb-pop"], deck=[COW] * 5,
                            lane0=lane(US, creature=COW)), p1=foe(lane0=lane(CF, COW)))
    s.apply_action("play cow lane=0")  # replaced: one Creature card to your pile
    s.apply_action("play tailgator lane=1")
    assert len(s.hand[0]) == 1 + 1  # bomb-pop and one card drawn; the opponent's pile does not count


# ---- Spells ------------------------------------------------------------------------------------------------------
def test_bomb_pop(pool):
    s = doubles(pool, p0=me(lands=ICY, hand=["bomb-pop"]), p3=foe(lane2=lane(CF, COW, frozen=True)),
                p1=foe(lane2=lane(CF, COW)))
    s.apply_action("play bomb-pop")
    assert s.creature[3][2] < 0 and s.creature[1][2] >= 0
    none = doubles(pool, p0=me(lands=ICY, hand=["bomb-pop"]), p1=foe(lane2=lane(CF, COW)))
    assert "play bomb-pop" not in texts(none)  # no target (R16)


def test_jinx(pool):
    s = doubles(pool, p0=me(hand=["jinx"]), p1=foe(hand=[COW]), p3=foe(hand=[PHYLLIS]))
    s.apply_action("play jinx")
    s.apply_action("choose p1:player")
    assert "choose p1:player" not in texts(s)
    s.apply_action("choose p3:player")  # costs 0 and 1 differ: both discard
    assert not s.hand[1] and not s.hand[3] and slugs(s, s.discard[3]) == [PHYLLIS]
    same = doubles(pool, p0=me(hand=["jinx"]), p1=foe(hand=[COW]), p3=foe(hand=[COW]))
    same.apply_action("play jinx")
    same.apply_action("choose p1:player")
    same.apply_action("choose p3:player")
    assert same.hand_slugs(1) == [COW] and same.hand_slugs(3) == [COW]


def test_matchy_matchy(pool):
    s = doubles(pool, p0=me(hand=["matchy-matchy"], deck=[PHYLLIS, PHYLLIS, COW]))
    s.apply_action("play matchy-matchy")  # two cost-1 cards: 2 damage to a target opponent
    assert texts(s) == ["choose p1:player", "choose p3:player"]
    s.apply_action("choose p1:player")
    assert s.team_hp(1) == 25 - 2
    s.apply_action("choose no")
    assert slugs(s, s.discard[0]) == [PHYLLIS, PHYLLIS, "matchy-matchy"]
    odd = doubles(pool, p0=me(hand=["matchy-matchy"], deck=[COW, PHYLLIS]))  # costs 0 and 1
    odd.apply_action("play matchy-matchy")
    assert odd.team_hp(1) == 25 and texts(odd) == ["choose yes", "choose no"]


def test_slushie_salvo(pool):
    s = doubles(pool, p0=me(lands=ICY, hand=["slushie-salvo"], lane3=lane(frozen=True)))
    s.apply_action("play slushie-salvo")
    s.apply_action("choose p1:land:0")
    assert "choose done" in texts(s)
    s.apply_action("choose p0:land:3")
    s.apply_action("choose p3:land:3")
    s.apply_action("choose done")
    assert s.frozen[1][0] and s.frozen[3][3] and not s.frozen[0][3]


def test_staff_of_frailty(pool):
    s = doubles(pool, p0=me(lands=SWAMP, hand=["staff-of-frailty"]), p1=foe(lane0=lane(CF, hurt(PHYLLIS, 2))))
    s.apply_action("play staff-of-frailty")
    assert s.cdmg[1][0] == 6 and s.creature[1][0] >= 0  # DEF 7: 1 left


def test_water_logged(pool):
    s = doubles(pool, p0=me(lands=SWAMP, hand=["water-logged"], lane0=lane(creature=PHYLLIS)),
                p1=foe(lane0=lane(CF, PHYLLIS)), p3=foe(lane0=lane(CF, COW)))
    s.apply_action("play water-logged")
    assert (atk(s, 1, 0), atk(s, 3, 0), atk(s, 0, 0)) == (0, 0, 2)  # never below 0


# ---- Buildings ---------------------------------------------------------------------------------------------------
def test_bayou_fountain(pool):
    s = doubles(pool, p0=me(hand=[COW, COW], lane0=lane(US, PHYLLIS, building="bayou-fountain")))
    s.apply_action("use building lane=0")
    s.apply_action("use building lane=0")  # any number of times
    assert atk(s, 0, 0) == 4 and not s.hand[0]


def test_bog_palace(pool):
    s = doubles(pool, active=3, p0=me(hand=[COW], lane0=lane(US, PHYLLIS, building="bog-palace")))
    assert atk(s, 0, 0) == 5
    s.apply_action("end")  # A1's turn (an empty deck: no draw), then a card discarded
    assert s.active == 0 and not s.hand[0] and slugs(s, s.discard[0]) == [COW]


def test_ice_base(pool):
    s = doubles(pool, p0=me(lands=ICY, hand=["ice-base", COW, COW]))
    s.apply_action("play ice-base lane=2")  # A1-3 and B2-2, in front of it
    freeze(s, 0, 1)
    assert s.frozen[0][2] and s.frozen[3][1]
    assert "play cow lane=2" in texts(s)  # onto its Frozen Landscape (R41)
    s.apply_action("play cow lane=2")
    assert s.slug(s.creature[0][2]) == COW
    assert "play phyllis lane=2" not in texts(doubles(pool, p0=me(lands=ICY, hand=[PHYLLIS], lane2=lane(
        IC, COW, building="ice-base", frozen=True))))  # R41: never replacing the Creature on it
    assert "play cow lane=1" not in texts(s)  # another Frozen Landscape: R24 as always


GROUP = ("moniker brigadier-banana-split chocolate-tacody four-star-fudge fumigator granary-weevil ice-cream-captain "
         "ice-cream-sammy instigator investigator irrigator mocha-launcher navigator patriot-popsicle smooth-eli "
         "softie-recruit subjugator tailgator bomb-pop jinx matchy-matchy slushie-salvo staff-of-frailty water-logged "
         "bayou-fountain bog-palace ice-base").split()


def test_every_card_of_this_file_is_scripted(pool):
    from engine.cardwars.cards import status
    assert len(GROUP) == 27 and all(pool.get(slug) or slug in pool.heroes for slug in GROUP)
    assert {slug: status(slug) for slug in GROUP} == {slug: "full" for slug in GROUP}
