"""For The Glory (engine/cardwars/cards/ftg.py): each card doing what its text says."""
import pytest
from helpers import atk, dfn, flooped, hurt, lane, position, side, texts

from engine.cardwars.ops.primitives import move_creature

BP, CF, NL, SL, US = "Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp"
THREE = (BP, CF, NL, BP)  # three different Landscape types
CORN = "corns-templar"  # a Cornfield Creature (1/7, Floop only)


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def p0(**kw):
    return side(**kw)


# ---- Creatures ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("slug,land", [("blue-gnome", US), ("fancy-pants-gnome", CF), ("green-gnome", BP),
                                       ("life-beater-gnome", SL), ("yellow-gnome", NL)])
def test_gnomes_hit_each_opposing_creature_on_their_landscape_type(pool, slug, land):
    other = NL if land != NL else CF
    s = position(pool, p0=side(lane0=lane(creature=slug), lane1=lane(creature="cow")),
                 p1=side(lane0=lane(land, creature="cow"), lane1=lane(other, creature="cow"),
                         lane2=lane(land, creature="cow", face_down=True)))
    s.apply_action("floop lane=0")
    assert [s.cdmg[1][i] for i in range(3)] == [1, 0, 0]  # face down: no type (R31)
    assert s.cdmg[0][1] == 0  # opposing Creatures only


def test_blue_merlock(pool):
    s = position(pool, p0=side(hand=["pony"], deck=["cow"], lane0=lane(creature="blue-merlock")))
    s.apply_action("floop lane=0")  # draw 1, then discard 1 of your choice
    assert texts(s) == ["choose p0:hand:pony", "choose p0:hand:cow"]
    s.apply_action("choose p0:hand:pony")
    assert s.hand_slugs(0) == ["cow"] and slugs(s, s.discard[0]) == ["pony"]


def test_blue_ogre(pool):
    s = position(pool, p0=side(deck=["cow", "cow"], lane0=lane(creature={"card": "blue-ogre", "state": "exhausted"})))
    assert atk(s, 0, 0) == 1
    s.apply_action("draw")
    s.apply_action("draw")
    assert atk(s, 0, 0) == 3  # +1 ATK this turn per card drawn
    s.apply_action("end")
    assert atk(s, 0, 0) == 1


def test_blueberry_pieclops(pool):
    s = position(pool, p0=side(hand=["blueberry-pieclops", "full-metal-racket", "full-metal-racket"],
                               lane1=lane(creature="cow")))
    assert "play blueberry-pieclops lane=0" not in texts(s)  # cost 4: 2 Actions are not enough
    s.apply_action("play full-metal-racket")
    s.apply_action("play full-metal-racket")  # two Spells (cost 0) played this turn: it costs 2
    assert "play blueberry-pieclops lane=0" in texts(s)


def test_blue_slimey(pool):
    s = position(pool, p0=side(lands=THREE, hand=["blue-slimey"]), p1=side(lane0=lane(creature="cow")))
    s.apply_action("play blue-slimey lane=0")
    assert texts(s) == ["choose p0:creature:0", "choose p1:creature:0"]  # a Creature in this Lane, either side
    s.apply_action("choose p1:creature:0")
    assert s.creature[1][0] < 0 and s.hand_slugs(1) == ["cow"]
    two = position(pool, p0=side(lands=(BP, CF, BP, CF), hand=["blue-slimey"]), p1=side(lane0=lane(creature="cow")))
    two.apply_action("play blue-slimey lane=0")  # two types only: nothing
    assert two.pending == [] and two.creature[1][0] >= 0


def test_cactus_thug_and_cowsper_help_adjacent_cornfield_creatures(pool):
    s = position(pool, p0=side(lane0=lane(creature=CORN), lane1=lane(creature="cactus-thug"),
                               lane2=lane(creature="cow"), lane3=lane(creature=CORN)))
    assert (atk(s, 0, 0), atk(s, 0, 2), atk(s, 0, 3)) == (2, 1, 1)  # adjacent Cornfield Creature only
    c = position(pool, p0=side(lane0=lane(creature=CORN), lane1=lane(creature="cowsper"),
                               lane2=lane(creature="cow"), lane3=lane(creature=CORN)))
    assert (dfn(c, 0, 0), dfn(c, 0, 2), dfn(c, 0, 3)) == (8, 5, 7)


def test_captain_taco(pool):
    s = position(pool, p0=side(lands=(CF, BP, CF, CF), hand=["captain-taco"], lane1=lane(BP, creature="cow")),
                 p1=side(lands=(CF, NL, CF, CF), lane0=lane(CF, creature="cow"), lane1=lane(NL, creature="cow")))
    s.apply_action("play captain-taco lane=0")  # on a Cornfield: spared itself
    assert (s.cdmg[0][0], s.cdmg[0][1], s.cdmg[1][0], s.cdmg[1][1]) == (0, 1, 0, 1)


def test_corn_bat(pool):
    s = position(pool, p0=side(lands=THREE, lane0=lane(creature="corn-bat")), p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("use lane=0")
    s.apply_action("choose p1:creature:0")  # 1 damage per Landscape type you control: 3
    assert s.cdmg[1][0] == 3 and s.actions_left == 1


@pytest.mark.parametrize("slug", ["cotton-devil", "little-freezy", "polterclops", "swamp-horn"])
def test_def_per_landscape_type(pool, slug):
    s = position(pool, p0=side(lands=THREE, lane0=lane(creature=slug)))
    base = dfn(position(pool, p0=side(lands=(BP,) * 4, lane0=lane(creature=slug))), 0, 0)
    assert dfn(s, 0, 0) == base + 2  # three types against one


def test_diamond_dan(pool):
    s = position(pool, p0=side(hand=["phyllis"], lane0=lane(NL, creature="diamond-dan")))
    s.apply_action("play phyllis lane=0")  # replaced on a NiceLands Landscape: back to its owner's hand
    assert s.hand_slugs(0) == ["diamond-dan"] and s.discard[0] == []
    s2 = position(pool, p0=side(hand=["phyllis"], lane0=lane(BP, creature="diamond-dan")))
    s2.apply_action("play phyllis lane=0")
    assert slugs(s2, s2.discard[0]) == ["diamond-dan"]


def test_ethan_allfire(pool):
    s = position(pool, p0=side(lands=(CF, CF, BP, BP), hand=["phyllis"], deck=["cow"] * 3,
                               lane0=lane(CF, creature="ethan-allfire")))
    s.apply_action("play phyllis lane=0")  # leaves play: 1 card per Cornfield you control
    assert s.hand_slugs(0) == ["cow", "cow"]


def test_fisher_fish(pool):
    s = position(pool, p0=side(lands=(BP, US, US, US), hand=["fisher-fish"]))
    s.apply_action("play fisher-fish lane=0")
    assert s.hp[1] == 23
    s2 = position(pool, p0=side(lands=(US,) * 4, hand=["fisher-fish"]))
    s2.apply_action("play fisher-fish lane=0")
    assert s2.hp[1] == 25


def test_ghost_chest_burster(pool):
    s = position(pool, p0=side(hand=["phyllis"], deck=["cow", "pony", "evil-eye"],
                               lane0=lane(creature="ghost-chest-burster")))
    s.apply_action("play phyllis lane=0")  # the bottom card of the deck is drawn
    assert s.hand_slugs(0) == ["evil-eye"] and len(s.deck[0]) == 2


def test_giant_mummy_hand(pool):
    s = position(pool, p0=side(lands=(CF, BP, CF, CF), lane1=lane(BP, creature="giant-mummy-hand")),
                 p1=side(lane3=lane(creature="phyllis")))
    s.apply_action("floop lane=1")
    s.apply_action("choose p1:creature:3")  # Cornfields in the Lanes next to it: 2
    assert s.cdmg[1][3] == 2


def test_gold_ninja(pool):
    s = position(pool, p0=side(lands=THREE, hand=["gold-ninja"]), p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("play gold-ninja lane=1")
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 3


def test_golden_axe_stump(pool):
    s = position(pool, p0=side(deck=["cow"] * 3, lane0=lane(creature="golden-axe-stump")),
                 p1=side(deck=["cow"] * 3), active=1)
    s.apply_action("draw")  # an opponent draws: 1 damage
    assert s.hp[1] == 24
    s.apply_action("end")  # your own draw costs you nothing
    assert s.hp[0] == 25 and s.hp[1] == 24


def test_green_party_ogre(pool):
    s = position(pool, p0=side(hand=["phyllis"], lane0=lane(creature=hurt("green-party-ogre", 3)),
                               lane1=lane(creature="cow")))
    s.apply_action("play phyllis lane=1")  # one of your Creatures leaves play: it heals 1
    assert s.cdmg[0][0] == 2


def test_green_snakey(pool):
    s = position(pool, p0=side(hand=["phyllis"], lane0=lane(creature="green-snakey")),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("play phyllis lane=0")  # replaced: the target is in its Lane (the opposing one)
    assert s.cdmg[1][0] == 1 and s.cdmg[0][0] == 0


@pytest.mark.parametrize("slug", ["lime-slimey", "orange-slimey", "strawberry-slimey"])
def test_slimeys_need_three_landscape_types(pool, slug):
    def run(lands):
        s = position(pool, p0=side(lands=lands, hand=[slug], deck=["cow"] * 3,
                                   lane1=lane(lands[1], creature=hurt("phyllis", 5))))
        s.apply_action(f"play {slug} lane=0")
        return s
    own = pool.cards[slug].landscape
    yes, no = run((own, CF, BP, own)), run((own, own, BP, own))
    if slug == "lime-slimey":
        assert len(yes.hand[0]) == 2 and len(no.hand[0]) == 0
    elif slug == "orange-slimey":
        assert yes.hp[1] == 22 and no.hp[1] == 25
    else:
        assert yes.cdmg[0][1] == 1 and no.cdmg[0][1] == 5


def test_lt_mushroom(pool):
    s = position(pool, p0=side(lane0=lane(creature=hurt("lt-mushroom", 1))),
                 p1=side(hand=["full-metal-racket", "cow", "pony", "phyllis"]), active=1)
    s.apply_action("play full-metal-racket")  # its one target; destroyed in the opponent's turn: they discard 3
    assert texts(s) == ["choose p1:hand:cow", "choose p1:hand:pony", "choose p1:hand:phyllis"]
    while s.pending:
        s.apply_action(texts(s)[0])
    assert len(s.hand[1]) == 0 and len(s.discard[1]) == 4
    own = position(pool, p0=side(hand=["phyllis"], lane0=lane(creature="lt-mushroom")), p1=side(hand=["cow"] * 3))
    own.apply_action("play phyllis lane=0")  # in your own turn: nothing
    assert len(own.hand[1]) == 3


def test_paladim(pool):
    s = position(pool, p0=side(lane0=lane(creature="paladim"), lane1=lane(creature="cow")),
                 p1=side(lane0=lane(creature="cow")))
    move_creature(s, 0, 1, 2)
    move_creature(s, 1, 0, 3)
    assert atk(s, 0, 2) == 1 + 3 and atk(s, 1, 3) == 1 and atk(s, 0, 0) == 3


def test_pickler(pool):
    s = position(pool, p0=side(lane0=lane(creature="pickler")), p1=side(lane1=lane(creature="phyllis")))
    s.apply_action("use lane=0")  # sacrificed as the cost; then the target
    assert s.creature[0][0] < 0 and s.cdmg[1][1] == 3


def test_pirate_bear(pool):
    assert atk(position(pool, p0=side(lane0=lane(US, creature="pirate-bear"))), 0, 0) == 3
    assert atk(position(pool, p0=side(lane0=lane(US, creature="pirate-bear", face_down=True))), 0, 0) == 1
    assert atk(position(pool, p0=side(lane0=lane(CF, creature="pirate-bear"))), 0, 0) == 1


def test_quadurai(pool):
    s = position(pool, p0=side(deck=["cow"], lane0=lane(creature="quadurai")), p1=side(hand=["cow"] * 4), active=1)
    s.apply_action("end")
    assert s.hp[1] == 23
    s = position(pool, p0=side(deck=["cow"], lane0=lane(creature="quadurai")), p1=side(hand=["cow"] * 3), active=1)
    s.apply_action("end")
    assert s.hp[1] == 25


def test_sack_of_pain(pool):
    assert atk(position(pool, p0=side(lane0=lane(creature=hurt("sack-of-pain", 6)))), 0, 0) == 8
    assert atk(position(pool, p0=side(lane0=lane(creature=hurt("sack-of-pain", 5)))), 0, 0) == 2


def test_smoldering_elder(pool):
    s = position(pool, p0=side(lands=(US,) * 4, hand=["smoldering-elder", "cow", "pony"]),
                 p1=side(hand=["cow", "pony", "phyllis"]))
    s.apply_action("play smoldering-elder lane=0")
    while s.pending:
        s.apply_action(texts(s)[0])
    assert len(s.hand[0]) == 0 and len(s.hand[1]) == 1


def test_sun_king(pool):
    s = position(pool, p0=side(lands=(CF, CF, BP, BP), hand=["sun-king", "phyllis"]), actions_left=3)
    s.apply_action("play sun-king lane=0")
    assert s.land_count[0][CF] == 3
    s.apply_action("play phyllis lane=0")  # replaced: the extra Cornfield goes with it
    assert s.land_count[0][CF] == 2


def test_yellow_slimey(pool):
    assert atk(position(pool, p0=side(lands=THREE, lane0=lane(creature="yellow-slimey"))), 0, 0) == 3
    assert atk(position(pool, p0=side(lands=(BP, CF) * 2, lane0=lane(creature="yellow-slimey"))), 0, 0) == 0


# ---- "+N ATK while fighting a Creature on a <type> Landscape" ---------------------------------------------
@pytest.mark.parametrize("slug,land,n", [("rocktopus", SL, 1), ("sea-hag", US, 1), ("timmy-magic-eyes", BP, 1),
                                         ("well-dressed-wolf", CF, 1)])
def test_attacking_a_creature_on_a_landscape_type(pool, slug, land, n):
    other = NL
    def hit(opp_land, face_down=False):
        s = position(pool, p0=side(lane0=lane(creature=slug)),
                     p1=side(lane0=lane(opp_land, creature="drooling-dude", face_down=face_down)))
        s.apply_action("attack lane=0")
        return s.cdmg[1][0]
    base = hit(other)
    assert base == 3 and hit(land) == base + n and hit(land, face_down=True) == base


@pytest.mark.parametrize("slug,land", [("davey-bones", SL), ("ghost", US), ("ghost-hag", BP), ("ghost-tree", CF)])
def test_defending_against_a_creature_on_a_landscape_type(pool, slug, land):
    def hit(attacker_land):
        s = position(pool, p0=side(lane0=lane(attacker_land, creature="drooling-dude")),
                     p1=side(lane0=lane(creature=slug)))
        s.apply_action("attack lane=0")
        return s.cdmg[0][0], s
    dealt, s = hit(land)
    assert dealt == 1 + 2 and atk(s, 1, 0) == 1  # only while defending
    assert hit(NL)[0] == 1


@pytest.mark.parametrize("slug,land", [("confectionary-ring", CF), ("husker-amulet", NL), ("lucky-penny", BP),
                                       ("magic-lamp", SL), ("pink-candy", SL), ("popcorn-power", BP),
                                       ("ring-of-third-eye", CF), ("scroll-of-bad-breath", NL),
                                       ("scroll-of-fresh-breath", US), ("snake-eyes", US)])
def test_spells_give_atk_while_attacking_a_creature_on_a_landscape_type(pool, slug, land):
    other = NL if land != NL else CF
    own = pool.cards[slug].landscape
    s = position(pool, p0=side(lands=(own,) * 4, hand=[slug], lane0=lane(own, creature="cow"),
                               lane1=lane(own, creature="cow"), lane2=lane(own, creature="cow")),
                 p1=side(lane0=lane(land, creature="drooling-dude"), lane1=lane(other, creature="drooling-dude")))
    s.apply_action(f"play {slug}")
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    s.apply_action("attack lane=2")  # an empty Lane: no Creature fought, no bonus
    assert s.cdmg[1][0] == 3 and s.cdmg[1][1] == 1 and s.hp[1] == 24
    assert s.cdmg[0][0] == 3  # the defender is not helped


# ---- Buildings ----------------------------------------------------------------------------------------------
def test_elf_hut(pool):
    s = position(pool, p0=side(deck=["cow"] * 3, lane0=lane(creature="cow", building="elf-hut")),
                 p1=side(lane0=lane(creature="cow")))
    s.apply_action("use building lane=0")  # 2 Creatures in this Lane: 2 cards
    assert len(s.hand[0]) == 2 and s.actions_left == 1


def test_fountain_of_tears(pool):
    assert atk(position(pool, p0=side(lane0=lane(creature=hurt("phyllis", 3), building="fountain-of-tears"))),
               0, 0) == 5
    assert atk(position(pool, p0=side(lane0=lane(creature=hurt("phyllis", 2), building="fountain-of-tears"))),
               0, 0) == 2


def test_fright_tower(pool):
    s = position(pool, p0=side(discard=["cow"] * 10, lane0=lane(creature="cow", building="fright-tower")),
                 p1=side(lane0=lane(creature="cow")))
    s.apply_action("use building lane=0")
    s.apply_action("choose p0:creature:0")  # +1 ATK per 5 cards in your discard pile: +2
    assert atk(s, 0, 0) == 3


def test_igloo_of_sanctuary(pool):
    s = position(pool, p0=side(lane1=lane(creature="cow"), lane0=lane(building="igloo-of-sanctuary")))
    move_creature(s, 0, 1, 0)  # it moved into the Igloo's Lane this turn
    s.apply_action("floop building lane=0")
    assert atk(s, 0, 0) == 4
    still = position(pool, p0=side(lane0=lane(creature="cow", building="igloo-of-sanctuary")))
    still.apply_action("floop building lane=0")
    assert atk(still, 0, 0) == 1


def test_nice_windmill(pool):
    s = position(pool, p0=side(lane0=lane(creature=hurt("phyllis", 3), building="nice-windmill")))
    s.apply_action("use building lane=0")
    assert texts(s) == ["choose heal1 p0:creature:0", "choose heal2 p0:creature:0",
                        "choose deal1 p0:creature:0", "choose deal2 p0:creature:0"]
    s.apply_action("choose heal2 p0:creature:0")
    assert s.cdmg[0][0] == 1


def test_sand_pyramid(pool):
    s = position(pool, p0=side(lane0=lane(creature="cow", building="sand-pyramid")),
                 p1=side(lane0=lane(creature="pony"), lane1=lane(creature="phyllis")))
    s.apply_action("use building lane=0")  # 2 Actions: both Creatures of this Lane to their owners' hands
    assert s.hand_slugs(0) == ["cow"] and s.hand_slugs(1) == ["pony"] and s.creature[1][1] >= 0
    assert s.actions_left == 0


def test_shadowy_pyramid(pool):
    s = position(pool, p0=side(hand=["pony"], deck=["cow"], lane0=lane(creature="phyllis", building="shadowy-pyramid")))
    s.apply_action("floop building lane=0")
    s.apply_action("choose p0:hand:pony")  # a Creature of yours in its Lane: draw, then discard
    assert s.hand_slugs(0) == ["cow"]
    empty = position(pool, p0=side(hand=["pony"], deck=["cow"], lane0=lane(building="shadowy-pyramid")))
    empty.apply_action("floop building lane=0")
    assert sorted(empty.hand_slugs(0)) == ["cow", "pony"] and empty.pending == []


def test_silo_of_justice(pool):
    s = position(pool, p0=side(lane0=lane(creature="cow", building="silo-of-justice")),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("use building lane=0")
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 1 and s.hp[1] == 24 and s.hp[0] == 25


def test_yellow_lighthouse(pool):
    s = position(pool, p0=side(deck=["cow"] * 3, lane0=lane(creature="cow", building="yellow-lighthouse")),
                 p1=side(deck=["cow"] * 3, lane0=lane(creature={"card": "cow", "state": "exhausted"})), active=1)
    s.apply_action("end")  # p0's turn: its draw, then each player with a Creature in this Lane draws 1
    assert len(s.hand[0]) == 2 and len(s.hand[1]) == 1
    s = position(pool, p0=side(deck=["cow"] * 3, lane0=lane(building="yellow-lighthouse")),
                 p1=side(deck=["cow"] * 3), active=1)
    s.apply_action("end")
    assert len(s.hand[0]) == 1 and len(s.hand[1]) == 0


# ---- Spells -------------------------------------------------------------------------------------------------
def test_full_metal_racket(pool):
    s = position(pool, p0=side(hand=["full-metal-racket"]), p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("play full-metal-racket")
    assert s.cdmg[1][0] == 2


def test_master_of_disguise(pool):
    s = position(pool, p0=side(hand=["master-of-disguise"], lane0=lane(creature="phyllis")),
                 p1=side(lane0=lane(creature="phyllis"), lane1=lane(creature="cow")))
    s.apply_action("play master-of-disguise")
    assert (atk(s, 1, 0), atk(s, 1, 1), atk(s, 0, 0)) == (1, 0, 2)


def test_ogre_braces(pool):
    s = position(pool, p0=side(hp=10, lands=(US,) * 4, hand=["ogre-braces"], discard=["cow"] * 11))
    s.apply_action("play ogre-braces")
    assert s.hp[0] == 12


def test_portal_of_unsummoning(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["portal-of-unsummoning"]), p1=side(lane2=lane(creature="pony")))
    s.apply_action("play portal-of-unsummoning")
    assert s.hand_slugs(1) == ["pony"]


def test_psychic_tempest(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["psychic-tempest"], lane0=lane(creature="cow")),
                 p1=side(lane0=lane(creature="pony"), lane1=lane(creature={"card": "phyllis", "owner": 0})))
    s.apply_action("play psychic-tempest")  # every Creature you own, the one the opponent controls included
    assert sorted(s.hand_slugs(0)) == ["cow", "phyllis"] and s.creature[1][0] >= 0


def test_puma_paw(pool):
    s = position(pool, p0=side(hand=["puma-paw"], lane0=lane(creature=flooped("cow")), lane1=lane(creature="pony")))
    s.apply_action("play puma-paw")  # one Flooped Creature: picked at once
    assert s.cstate[0][0] == 0 and atk(s, 0, 0) == 3 and atk(s, 0, 1) == 1


def test_raise_the_dead(pool):
    s = position(pool, p0=side(lands=(US,) * 4, hand=["raise-the-dead"], discard=["phyllis", "drooling-dude"]))
    s.apply_action("play raise-the-dead")  # a Creature costing 2 or less: both qualify
    s.apply_action("choose p0:discard:drooling-dude")
    s.apply_action("choose p0:lane:1")
    assert s.slug(s.creature[0][1]) == "drooling-dude"


def test_ring_of_damage(pool):
    s = position(pool, p0=side(hand=["ring-of-damage"], lane0=lane(creature="cow"), lane1=lane(creature="pony")),
                 p1=side(lane0=lane(creature="cow")))
    s.apply_action("play ring-of-damage")
    assert (atk(s, 0, 0), atk(s, 0, 1), atk(s, 1, 0)) == (3, 3, 1)


def test_socks_of_fortitude(pool):
    s = position(pool, p0=side(hand=["socks-of-fortitude"], lane0=lane(creature=flooped("cow")),
                               lane2=lane(creature=flooped("pony"))))
    move_creature(s, 0, 0, 1)
    s.apply_action("play socks-of-fortitude")
    assert s.cstate[0][1] == 0 and atk(s, 0, 1) == 3 and s.cstate[0][2] != 0


def test_witch_way(pool):
    s = position(pool, p0=side(lands=(CF, US, CF, CF), hand=["witch-way"], lane0=lane(CF, creature="cow"),
                               lane1=lane(US, creature="cow")))
    s.apply_action("play witch-way")
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (1, 3)


def test_diamond_dan_returned_by_an_effect_is_in_hand_once(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["portal-of-unsummoning"], lane0=lane(NL, creature="diamond-dan")))
    s.apply_action("play portal-of-unsummoning")  # its leaves-play text and the return both send it to the hand
    assert s.hand_slugs(0) == ["diamond-dan"] and slugs(s, s.discard[0]) == ["portal-of-unsummoning"]
