"""One test per card of Fionna's Blue Plains deck (CP6-fionna) and her Hero."""
from helpers import atk, dfn, flooped, hurt, lane, position, side, texts

from engine.cardwars.cards import missing, status

BP4 = ("Blue Plains",) * 4


def fi(**kw):
    return side(lands=BP4, **kw)


def bp(creature=None, building=None, **kw):
    return lane("Blue Plains", creature=creature, building=building, **kw)






def test_business_dog(pool):
    s = position(pool, p0=fi(hand=["business-dog", "the-dog", "pony"]), actions_left=3)
    s.apply_action("play business-dog lane=0")
    assert atk(s, 0, 0) == 1 + 2  # itself: a card with "Dog" in its name played this turn
    s.apply_action("play the-dog lane=1")
    assert atk(s, 0, 0) == 1 + 4
    s.apply_action("play pony lane=2")
    assert atk(s, 0, 0) == 5  # Pony has neither word
    s.apply_action("attack lane=0")  # the others were played this turn; the turn ends after this attack (R10 off)
    plain = position(pool, p0=fi(lane0=bp("business-dog")))
    assert atk(plain, 0, 0) == 1  # in play from an earlier turn, nothing played this turn


def test_crazy_cat_lady(pool):
    s = position(pool, p0=fi(lane0=bp("crazy-cat-lady"), lane1=bp("pony"), lane2=bp("woadic-matriarch")),
                 p1=side(lane1=lane(creature="hunkclops")))
    assert atk(s, 0, 1) == 2  # Pony (Rainbow) +1
    assert atk(s, 0, 2) == 1 + 1  # the Matriarch's own +1 for Pony; no +1 from the Lady (Blue Plains)
    assert atk(s, 0, 0) == 1
    assert atk(s, 1, 1) == 3  # only Rainbow Creatures you control


def test_emboldened_retriever(pool):
    s = position(pool, p0=fi(deck=["pony"], lane0=bp("emboldened-retriever")))
    s.apply_action("attack lane=0")
    assert texts(s) == ["choose yes", "choose no"]
    assert s.hp[1] == 25  # R17: the Fight damage waits for the choice
    s.apply_action("choose yes")
    assert [s.tab.slug[c] for c in s.hand[0]] == ["pony"] and s.hp[1] == 23
    s2 = position(pool, p0=fi(deck=["pony"], lane0=bp("emboldened-retriever")))
    s2.apply_action("attack lane=0")
    s2.apply_action("choose no")
    assert s2.hand[0] == [] and len(s2.deck[0]) == 1


def test_fiddling_ferret(pool):
    s = position(pool, p0=fi(hand=["business-dog"], deck=["pony"], lane0=bp("fiddling-ferret")))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:hand:business-dog", "choose p0:hand:pony"]
    s.apply_action("choose p0:hand:pony")  # a Rainbow card: 1 more Action
    assert s.actions_left == 3
    s2 = position(pool, p0=fi(hand=["pony"], deck=["business-dog"], lane0=bp("fiddling-ferret")))
    s2.apply_action("floop lane=0")
    s2.apply_action("choose p0:hand:business-dog")  # a Blue Plains card: no Action
    assert s2.actions_left == 2 and [s2.tab.slug[c] for c in s2.discard[0]] == ["business-dog"]


def test_impossible_possum_destroyed(pool):
    s = position(pool, p0=fi(hand=["pony"], lane0=bp(hurt("impossible-possum", 7))),
                 p1=side(lane0=lane(creature="hunkclops")))
    s.apply_action("attack lane=0")  # 3 damage from Hunkclops: destroyed
    assert s.creature[0][0] < 0 and texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")  # the only card in hand is discarded at once
    assert sorted(s.tab.slug[c] for c in s.hand[0]) == ["impossible-possum"]
    assert [s.tab.slug[c] for c in s.discard[0]] == ["pony"]
    assert status("impossible-possum") == "full" and missing("impossible-possum") == ""


def test_impossible_possum_discarded_from_hand(pool):
    s = position(pool, p0=fi(hand=["glorious-gramophone", "impossible-possum", "pony", "hunkclops"], deck=[]))
    s.apply_action("play glorious-gramophone")  # empty deck: no draw (R8); then discard 2
    s.apply_action("choose p0:hand:impossible-possum")
    s.apply_action("choose p0:hand:pony")  # the Spell's second discard is asked before the Possum's offer
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")  # Hunkclops, the last card in hand, pays for it
    assert [s.tab.slug[c] for c in s.hand[0]] == ["impossible-possum"]
    assert sorted(s.tab.slug[c] for c in s.discard[0]) == ["glorious-gramophone", "hunkclops", "pony"]
    # With nothing left in hand to discard, the Possum stays in the discard pile.
    s2 = position(pool, p0=fi(hand=["glorious-gramophone", "impossible-possum", "pony"], deck=[]))
    s2.apply_action("play glorious-gramophone")
    s2.apply_action("choose p0:hand:impossible-possum")  # Pony goes next, at once (the only card left)
    s2.apply_action("choose yes")
    assert s2.hand[0] == []
    assert sorted(s2.tab.slug[c] for c in s2.discard[0]) == ["glorious-gramophone", "impossible-possum", "pony"]


def test_impossible_possum_returned_to_hand_asks_nothing_of_use(pool):
    s = position(pool, p0=fi(hand=["pony", "business-dog"], lane0=bp("impossible-possum")))
    s.apply_action("play pony lane=0")  # replaced (R13): it goes to the discard pile
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert [s.tab.slug[c] for c in s.hand[0]] == ["impossible-possum"]
    assert s.tab.slug[s.discard[0][-1]] == "business-dog"


def test_infant_scholar(pool):
    s = position(pool, p0=fi(hand=["pony", "business-dog"], lane0=bp("infant-scholar")))
    s.apply_action("play business-dog lane=1")
    assert atk(s, 0, 0) == 1  # a Blue Plains card
    s.apply_action("play pony lane=2")
    assert atk(s, 0, 0) == 4  # a Rainbow card played this turn: +3


def test_lonely_panda(pool):
    s = position(pool, p0=fi(hand=["lonely-panda"], deck=["pony"]))
    s.apply_action("play lonely-panda lane=0")
    assert [s.tab.slug[c] for c in s.hand[0]] == ["pony"]
    s2 = position(pool, p0=fi(hand=["lonely-panda"], deck=["pony"], lane3=bp("pony")))
    s2.apply_action("play lonely-panda lane=0")
    assert s2.hand[0] == []  # another Creature of yours: no draw


def test_lonely_panda_replacing_your_only_creature_draws(pool):
    s = position(pool, p0=fi(hand=["lonely-panda"], deck=["pony"], lane0=bp("pony")))
    s.apply_action("play lonely-panda lane=0")
    assert len(s.hand[0]) == 1  # the replaced Pony has left play first (R13)


def test_psionic_swashbuckler(pool):
    s = position(pool, p0=fi(hand=["psionic-swashbuckler"], lane1=bp(flooped("the-dog"))),
                 p1=side(lane0=lane(creature=flooped("hunkclops")), lane2=lane(creature="pony")))
    s.apply_action("play psionic-swashbuckler lane=0")
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:0", "choose none"]  # Flooped ones only
    s.apply_action("choose p1:creature:0")
    assert s.creature[1][0] < 0  # 3 damage on a 3 DEF Hunkclops
    s2 = position(pool, p0=fi(hand=["psionic-swashbuckler"]), p1=side(lane0=lane(creature="pony")))
    s2.apply_action("play psionic-swashbuckler lane=0")
    assert s2.cdmg[1][0] == 0 and not s2.pending  # no Flooped Creature: nothing to do


def test_the_dog(pool):
    s = position(pool, p0=fi(lane0=bp("the-dog")),
                 p1=side(lane0=lane("Cornfield", creature="hunkclops", building="celestial-fortress"),
                         lane1=lane("Cornfield", building="celestial-fortress")))
    assert dfn(s, 0, 0) == 5  # the Fortress across: -2
    s.apply_action("floop lane=0")
    assert dfn(s, 0, 0) == 7  # blank while the Dog is Flooped
    s.apply_action("end")
    assert s.active == 1 and dfn(s, 0, 0) == 7  # still Flooped in the opponent's turn
    s.apply_action("attack lane=0")  # Hunkclops: 3 damage on the Dog, which lives (DEF 7)
    assert s.active == 0 and s.cdmg[0][0] == 3 and dfn(s, 0, 0) == 5  # readied: the Fortress works again


def test_tiny_elephant(pool):
    s = position(pool, p0=fi(lane0=bp("tiny-elephant"), lane1=bp("crazy-cat-lady")))
    assert atk(s, 0, 0) == 3  # a Rainbow Creature too
    assert status("tiny-elephant") == "full"
    s2 = position(pool, p0=fi(lane0=bp("emboldened-retriever"), lane1=bp("crazy-cat-lady")))
    assert atk(s2, 0, 0) == 2


def test_vampire_lord(pool):
    s = position(pool, p0=fi(lane0=bp(hurt("vampire-lord", 5))), p1=side(lane0=lane(creature="pony")))
    s.apply_action("attack lane=0")
    assert s.cdmg[0][0] == 5 + 1 - 1 and s.cdmg[1][0] == 1  # takes 1, deals 1 and heals it
    s2 = position(pool, p0=fi(lane0=bp(hurt("vampire-lord", 5))))
    s2.apply_action("attack lane=0")
    assert s2.hp[1] == 24 and s2.cdmg[0][0] == 4  # an empty Lane: heals its ATK


def test_woadic_enchantress(pool):
    s = position(pool, p0=fi(lane0=bp("woadic-enchantress"), lane1=bp("corns-templar")),
                 p1=side(lane0=lane(creature="corns-templar"), lane1=lane(creature="corns-templar")), active=1)
    assert "floop lane=0" not in texts(s)  # across the Enchantress: barred
    assert "floop lane=1" in texts(s)  # another Lane: usable
    s2 = position(pool, p0=fi(lane0=bp("crazy-cat-lady"), lane1=bp("corns-templar")),
                  p1=side(lane0=lane(creature="corns-templar")), active=1)
    assert "floop lane=0" in texts(s2)  # without her


def test_woadic_matriarch(pool):
    s = position(pool, p0=fi(lane0=bp("woadic-matriarch"), lane1=bp("pony"), lane2=bp("tiny-elephant")),
                 p1=side(lane0=lane(creature="pony")))
    assert atk(s, 0, 0) == 1 + 2  # Pony and Tiny Elephant; the opponent's Pony does not count


def test_woadic_weirdo(pool):
    lands = ("Cornfield", "Cornfield", "Blue Plains", "Blue Plains")
    s = position(pool, p0=side(lands=lands, hand=["husker-valkyrie", "pony"], lane2=bp("woadic-weirdo"),
                               lane3=bp("infant-scholar")))
    assert "play husker-valkyrie lane=0" in texts(s)  # 2 Cornfields
    s = position(pool, p0=fi(hand=["husker-valkyrie", "pony"], lane2=bp("woadic-weirdo"), lane3=bp("infant-scholar")))
    assert "play husker-valkyrie lane=0" not in texts(s)  # no Cornfield
    s.apply_action("floop lane=2")
    s.apply_action("choose p0:hand:husker-valkyrie")
    assert "play husker-valkyrie lane=0" in texts(s)  # a Rainbow card now: any 2 face-up Landscapes
    s.apply_action("play husker-valkyrie lane=0")
    assert atk(s, 0, 3) == 4  # a Rainbow card was played this turn (Infant Scholar)


def test_friendship_bracelet(pool):
    s = position(pool, p0=fi(hand=["friendship-bracelet"], lane0=bp(hurt("crazy-cat-lady", 3)), lane1=bp("pony")))
    s.apply_action("play friendship-bracelet")
    opts = texts(s)
    assert "choose move 3 p0:creature:0>p0:creature:1" in opts and "choose none" in opts
    assert not any(">p0:creature:0" in o for o in opts)  # the Pony has no damage to give
    s.apply_action("choose move 2 p0:creature:0>p0:creature:1")
    assert s.cdmg[0][0] == 1 and s.cdmg[0][1] == 2
    s2 = position(pool, p0=fi(hand=["friendship-bracelet"], lane0=bp(hurt("crazy-cat-lady", 5)), lane1=bp("pony")))
    s2.apply_action("play friendship-bracelet")
    s2.apply_action("choose move 5 p0:creature:0>p0:creature:1")
    assert s2.creature[0][1] < 0 and s2.cdmg[0][0] == 0  # 5 on a 5 DEF Pony: destroyed (R19)


def test_glorious_gramophone(pool):
    s = position(pool, p0=fi(hand=["glorious-gramophone"], deck=["pony", "pony", "hunkclops", "the-dog", "pony"]))
    s.apply_action("play glorious-gramophone")
    assert len(s.hand[0]) == 4 and len(s.deck[0]) == 1
    s.apply_action("choose p0:hand:pony")
    s.apply_action("choose p0:hand:pony")
    assert sorted(s.tab.slug[c] for c in s.hand[0]) == ["hunkclops", "the-dog"]


def test_puppy_parade(pool):
    s = position(pool, p0=fi(hand=["puppy-parade"], lane0=bp(hurt("crazy-cat-lady", 3)), lane1=bp(hurt("lonely-panda", 1))))
    assert atk(s, 0, 1) == 1
    s.apply_action("play puppy-parade")
    assert s.cdmg[0][:2] == [1, 0]
    assert atk(s, 0, 1) == 2 and atk(s, 0, 0) == 2  # both Rainbow this turn: the Lady's +1 reaches both
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.active == 1 and atk(s, 0, 1) == 1  # the turn is over


def test_river_of_swords(pool):
    s = position(pool, p0=fi(hand=["river-of-swords"], deck=["pony", "pony", "pony"], lane0=bp("pony")),
                 p1=side(lane0=lane(creature="pony")))
    s.apply_action("play river-of-swords")
    assert atk(s, 0, 0) == 3 and atk(s, 1, 0) == 1 and len(s.hand[0]) == 2


def test_singing_sword(pool):
    s = position(pool, p0=fi(hand=["singing-sword"], deck=["pony"] * 4, lane0=bp("pony")))
    s.apply_action("draw")
    s.apply_action("draw")
    s.apply_action("play singing-sword")
    assert atk(s, 0, 0) == 1 + 1  # 2 cards drawn: +1
    s2 = position(pool, p0=fi(hand=["singing-sword"], deck=["pony"] * 4, lane0=bp("pony")))
    s2.apply_action("draw")
    s2.apply_action("play singing-sword")
    assert atk(s2, 0, 0) == 1  # 1 card: nothing


def test_singing_sword_counts_the_turns_draw(pool):
    s = position(pool, p0=fi(deck=["pony"] * 3), p1=fi(hand=["singing-sword"], deck=["pony"] * 3,
                                                       lane0=bp("pony")))
    s.apply_action("end")  # player 1 draws for the turn
    s.apply_action("draw")
    s.apply_action("play singing-sword")
    assert atk(s, 1, 0) == 2


def test_sword_bouquet(pool):
    s = position(pool, p0=fi(hand=["sword-bouquet"], deck=["pony"] * 4), p1=side(lane0=lane(creature="crazy-cat-lady")))
    s.apply_action("draw")
    s.apply_action("draw")
    s.apply_action("play sword-bouquet")
    assert s.cdmg[1][0] == 2
    s2 = position(pool, p0=fi(hand=["sword-bouquet"]), p1=side(lane0=lane(creature="crazy-cat-lady")))
    s2.apply_action("play sword-bouquet")
    assert s2.cdmg[1][0] == 0  # nothing drawn this turn


def test_charming_city(pool):
    s = position(pool, p0=fi(lane0=bp("crazy-cat-lady"), lane1=bp("business-dog", building="charming-city")),
                 p1=side(lane1=lane(creature="hunkclops")))
    assert atk(s, 0, 1) == 2  # a Rainbow Creature in the City's Lane
    assert atk(s, 0, 0) == 1  # not in its Lane


def test_learning_center(pool):
    s = position(pool, p0=fi(lane0=bp("crazy-cat-lady", building="charming-city"),
                             lane1=bp("business-dog", building="learning-center"),
                             lane2=bp("pony", building="oil-refinery"), lane3=bp("lonely-panda")))
    assert atk(s, 0, 1) == 2  # the City's text: the Dog is a Rainbow Creature
    assert dfn(s, 0, 1) == 6 + 2  # the Refinery's text: +2 for the one Oil Refinery (not its name)
    assert dfn(s, 0, 2) == 5 + 2
    assert status("learning-center") == "full"
    alone = position(pool, p0=fi(lane1=bp("business-dog", building="learning-center"), lane3=bp("lonely-panda",
                                                                                              building="oil-refinery")))
    assert dfn(alone, 0, 1) == 6  # the Refinery is not next to it


def test_learning_center_lowers_def_through_the_fortress_it_copies(pool):
    """Next to Celestial Fortress the Learning Center lowers the DEF across from it too; the R19 check's shortcut
    counts only the Fortress as a card that lowers DEFs (rules.turn.def_risk: the copy needs it in play), and
    the Creature whose damage reaches its lowered DEF is still destroyed."""
    mine = fi(lane0=bp("hunkclops"), lane1=bp(building="learning-center"), lane2=bp(building="celestial-fortress"))
    s = position(pool, p0=mine, p1=side(lane0=lane(creature="pony"), lane1=lane(creature="lonely-panda")))
    printed = s.tab.dfn[s.creature[1][1]]
    assert dfn(s, 1, 1) == printed - 2
    lowering = {s.tab.slug[c] for c in s.def_risk[1]}
    assert lowering == {"celestial-fortress"}
    s = position(pool, p0=mine, p1=side(lane0=lane(creature="pony"),
                                        lane1=lane(creature=hurt("lonely-panda", printed - 2))))
    s.apply_action("attack lane=0")
    assert s.creature[1][1] < 0  # R19 at its lowered DEF


def test_learning_center_copies_triggers(pool):
    s = position(pool, p0=fi(lane0=bp("hunkclops", building="learning-center"), lane1=bp(building="blood-castle")),
                 p1=side(lane0=lane(creature="crazy-cat-lady")))
    s.apply_action("attack lane=0")
    assert s.cdmg[1][0] == 3 + 1  # Blood Castle's text, in the Learning Center's Lane


def test_oil_refinery(pool):
    s = position(pool, p0=fi(lane0=bp("pony", building="oil-refinery"), lane1=bp("pony", building="oil-refinery"),
                             lane2=bp("pony")))
    assert dfn(s, 0, 0) == 5 + 4 and dfn(s, 0, 1) == 9  # two Oil Refineries: +4 each
    assert dfn(s, 0, 2) == 5


def test_fionna(pool):
    s = position(pool, p0=fi(hero="fionna", lane0=bp("pony"), lane1=bp("lonely-panda")))
    assert atk(s, 0, 0) == 2 and atk(s, 0, 1) == 1  # one Landscape type: Rainbow Creatures +1
    mixed = ("Blue Plains", "Blue Plains", "Blue Plains", "Cornfield")
    s2 = position(pool, p0=side(lands=mixed, hero="fionna", lane0=bp("pony")))
    assert atk(s2, 0, 0) == 1  # two types
    s3 = position(pool, p0=side(lands=mixed, hero="fionna", lane0=bp("pony"),
                                lane3=lane("Cornfield", face_down=True)))
    assert atk(s3, 0, 0) == 2  # a face-down Landscape has no type (R31)


def test_the_dog_readied_gives_the_building_its_text_back_and_r19_follows(pool):
    s = position(pool, p0=fi(lane0=bp(hurt("the-dog", 5))),
                 p1=side(lane0=lane("Cornfield", building="celestial-fortress"), lane1=lane(creature="pony")))
    s.apply_action("floop lane=0")
    s.apply_action("end")
    assert s.creature[0][0] >= 0  # blank: DEF 7 with 5 damage
    s.apply_action("attack lane=1")  # the turn ends: the Fortress works again, DEF 5 with 5 damage (R19)
    assert s.active == 0 and s.creature[0][0] < 0


def test_the_dog_leaving_play_ends_the_blank(pool):
    s = position(pool, p0=fi(lane0=bp(hurt("the-dog", 4))),
                 p1=side(lane0=lane("Cornfield", creature="hunkclops", building="blood-castle"),
                         lane1=lane(creature="pony")))
    s.apply_action("floop lane=0")
    s.apply_action("end")
    castle = s.building[1][0]
    assert castle in s.this_turn["silenced"]  # renewed at the start of the opponent's turn
    s.apply_action("attack lane=0")  # the blank Castle adds nothing: 4 + 3 = 7, the Dog's DEF
    assert s.active == 1 and s.creature[0][0] < 0  # the opponent's turn goes on (the Pony is still to attack)
    assert castle not in s.this_turn.get("silenced", ())
