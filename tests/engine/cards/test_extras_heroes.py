"""Kickstarter, Hero Pack #1, community and promo Heroes (engine/cardwars/cards/extras_heroes.py): each doing
what its text says."""
import json

from helpers import atk, dfn, hurt, lane, position, side, texts
from test_invariants_random_decks import CATALOGUE

from engine.cardwars.cards.extras_heroes import KICKSTARTER
from engine.cardwars.formats import validate
from engine.cardwars.ops.primitives import move_creature

BP, CF, NL, SL, US = "Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp"


def slugs(s, ids):
    return [s.slug(c) for c in ids]


# ---- Heroes -------------------------------------------------------------------------------------------------
def test_cinnamon_bun(pool):
    s = position(pool, p0=side(hp=20, hero="cinnamon-bun", lane0=lane(creature="phyllis")))
    s.apply_action("hero trade")
    assert s.cdmg[0][0] == 2 and s.hp[0] == 22 and "hero trade" not in texts(s)
    assert "hero trade" not in texts(position(pool, p0=side(hero="cinnamon-bun")))  # no Creature of yours


def test_death(pool):
    s = position(pool, p0=side(hero="death", lands=(BP,) * 4, lane1=lane(face_down=True),
                               lane2=lane(face_down=True), lane3=lane(face_down=True)))
    s.apply_action("hero flip")  # the one face-up Landscape goes down; 4 damage to the opponent
    assert all(s.face_down[0]) and s.hp[1] == 21 and "hero flip" not in texts(s)


def test_the_lich(pool):
    s = position(pool, p0=side(hero="the-lich", lane0=lane(creature="cow")))
    s.apply_action("hero action")
    assert s.creature[0][0] < 0 and s.actions_left == 3


def test_james_baxter(pool):
    s = position(pool, p0=side(hero="james-baxter", deck=["cow"]), p1=side(deck=["pony"]))
    s.apply_action("hero draw")
    assert s.current_player() == 1 and texts(s) == ["choose yes", "choose no"]  # the opponent decides
    s.apply_action("choose yes")
    assert s.hand_slugs(0) == ["cow"] and s.hand_slugs(1) == ["pony"]


def test_ricardio(pool):
    s = position(pool, p0=side(hero="ricardio", deck=["cow", "pony"]))
    s.apply_action("hero reveal")  # 1 HP, then you may discard the top card
    s.apply_action("choose yes")
    assert s.hp[0] == 24 and slugs(s, s.discard[0]) == ["cow"] and slugs(s, s.deck[0]) == ["pony"]


def test_neptr(pool):
    s = position(pool, p0=side(hero="neptr", deck=["cow", "full-metal-racket"]))
    s.apply_action("hero mill")  # a Creature: to your hand
    assert s.hand_slugs(0) == ["cow"] and s.discard[0] == []
    s2 = position(pool, p0=side(hero="neptr", deck=["full-metal-racket", "cow"]))
    s2.apply_action("hero mill")
    assert s2.hand[0] == [] and slugs(s2, s2.discard[0]) == ["full-metal-racket"]


def test_susan_strong(pool):
    s = position(pool, p0=side(hero="susan-strong", lane0=lane(creature="drooling-dude")),
                 p1=side(lane0=lane(creature="phyllis"), lane1=lane(creature="blonde-merwitch")))
    s.apply_action("hero smash")  # destroy your 2-cost Creature: 2 damage to each opposing Creature
    assert s.creature[0][0] < 0 and (s.cdmg[1][0], s.cdmg[1][1]) == (2, 2) and s.actions_left == 1


def test_tree_trunks(pool):
    s = position(pool, p0=side(hero="tree-trunks", hand=["cow", "pieclops"]))
    s.apply_action("hero pie")  # only a card with "Pie" in its name may be discarded
    assert s.hand_slugs(0) == ["cow"] and s.actions_left == 3
    assert "hero pie" not in texts(position(pool, p0=side(hero="tree-trunks", hand=["cow"])))


def test_ice_queen(pool):
    s = position(pool, p0=side(hero="ice-queen", lane0=lane(creature="cow"), lane1=lane(creature=hurt("cow", 1))),
                 active=1)
    assert (atk(s, 0, 0), atk(s, 0, 1)) == (2, 1)  # the opponent's turn: undamaged ones only
    assert atk(position(pool, p0=side(hero="ice-queen", lane0=lane(creature="cow"))), 0, 0) == 1


def test_prismo(pool):
    s = position(pool, p0=side(hero="prismo", lands=(BP, CF, NL, SL), lane0=lane(BP, creature="cow")))
    assert dfn(s, 0, 0) == 6
    assert dfn(position(pool, p0=side(hero="prismo", lands=(BP, CF, BP, SL), lane0=lane(BP, creature="cow"))),
               0, 0) == 5


def test_peppermint_butler(pool):
    s = position(pool, p0=side(hero="peppermint-butler", hand=["full-metal-racket"] * 2,
                               lane0=lane(creature=hurt("cow", 4)), lane1=lane(creature=hurt("cow", 4))),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("play full-metal-racket")
    s.apply_action("choose p0:creature:0")  # the first of yours destroyed this turn: 2 damage to an opposing one
    assert s.cdmg[1][0] == 2
    s.apply_action("play full-metal-racket")
    s.apply_action("choose p0:creature:1")  # the second: nothing
    assert s.cdmg[1][0] == 2


def test_magic_man(pool):
    s = position(pool, p0=side(hero="magic-man", hand=["drooling-dude", "phyllis"]),
                 p1=side(lane0=lane(creature="blonde-merwitch")))
    s.apply_action("play phyllis lane=1")  # cost 1: nothing
    assert s.cdmg[1][0] == 0
    s2 = position(pool, p0=side(hero="magic-man", hand=["drooling-dude"]),
                  p1=side(lane0=lane(creature="blonde-merwitch")))
    s2.apply_action("play drooling-dude lane=2")  # cost exactly 2: 2 damage to an opposing Creature
    assert s2.cdmg[1][0] == 2


def test_party_god(pool):
    s = position(pool, p0=side(hero="party-god", lane0=lane(creature="cow")), p1=side(lane0=lane(creature="cow")))
    move_creature(s, 0, 0, 1)
    move_creature(s, 1, 0, 2)
    assert atk(s, 0, 1) == 2 and atk(s, 1, 2) == 1  # your Creature moved: +1 ATK this turn; not the opponent's
    s.apply_action("attack lane=1")
    assert s.hp[1] == 23
    assert atk(s, 0, 1) == 1


# ---- card behaviour III: the last non-Doubles cards --------------------------------------------------------------
def test_the_winter_king(pool):
    ice = "IcyLands"
    s = position(pool, p0=side(hero="the-winter-king", lands=(ice,) * 4, hand=["cow"], deck=["pony"],
                               lane1=lane(ice, frozen=True)))
    assert "hero thaw" in texts(s) and "unfreeze lane=1 discard=cow" in texts(s)  # R24's own move stays open
    s.apply_action("hero thaw")  # the token goes, a card is drawn instead of one discarded
    assert not s.frozen[0][1] and s.hand_slugs(0) == ["cow", "pony"] and not s.discard[0] and s.actions_left == 2
    empty_hand = position(pool, p0=side(hero="the-winter-king", lands=(ice,) * 4, deck=["pony"],
                                        lane1=lane(ice, frozen=True)))
    assert "hero thaw" not in texts(empty_hand)  # no card to discard: nothing to replace (R24 needs one)
    no_token = position(pool, p0=side(hero="the-winter-king", lands=(ice,) * 4, hand=["cow"]))
    assert "hero thaw" not in texts(no_token)


def test_the_winter_king_needs_two_icylands(pool):
    deck = ["cow"] * 3 + ["pony"] * 3 + ["phyllis"] * 3 + ["the-pig"] * 3 + ["blonde-merwitch"] * 3
    deck += ["drooling-dude"] * 3 + ["dr-stuffenstein"] * 3 + ["dark-o-mint"] * 3 + ["party-oasis"] * 3
    deck += ["beach-ball"] * 3 + ["creepy-crypt"] * 3 + ["fountain-of-tears"] * 3 + ["snow-training-camp"] * 3 + ["husker-knight"]
    assert len(deck) == 40
    ice, bp = "IcyLands", "Blue Plains"
    one = validate(deck, (ice, bp, bp, bp), ["the-winter-king"], pool)
    assert [v.code for v in one] == ["hero_landscapes"] and "at least 2 IcyLands" in one[0].message
    assert validate(deck, (ice, bp, ice, bp), ["the-winter-king"], pool) == []
    assert validate(deck, (bp,) * 4, ["finn"], pool) == []  # other Heroes ask nothing of the Landscapes


def test_10th_anniversary_backer(pool):
    with open(CATALOGUE, encoding="utf-8") as f:
        cards = json.load(f)["cards"]
    assert KICKSTARTER == {c["slug"] for c in cards if c["kind"] != "hero" and any(p["set"] == "KS"
                                                                                   for p in c["products"])}
    s = position(pool, p0=side(hero="10th-anniversary-backer", hand=["cow", "the-pig", "the-pig"],
                               deck=["party-oasis", "beach-ball", "pony"]))
    s.apply_action("play cow lane=0")  # not a Kickstarter card: nothing
    assert s.hand_slugs(0) == ["the-pig", "the-pig"]
    s.apply_action("play the-pig lane=1")  # the first Kickstarter card of the turn: Party Oasis, on top, is drawn
    assert s.hand_slugs(0) == ["the-pig", "party-oasis"] and slugs(s, s.deck[0][::-1]) == ["beach-ball", "pony"]
    s.apply_action("play the-pig lane=2")  # the second one: Beach Ball stays on top
    assert s.hand_slugs(0) == ["party-oasis"] and slugs(s, s.deck[0][::-1]) == ["beach-ball", "pony"]
    other = position(pool, p0=side(hero="10th-anniversary-backer", hand=["the-pig"], deck=["pony"]))
    other.apply_action("play the-pig lane=1")  # the top card is no Kickstarter card: it stays there
    assert other.hand_slugs(0) == [] and slugs(other, other.deck[0]) == ["pony"]


def test_santa_claus(pool):
    s = position(pool, p0=side(hero="santa-claus", lane0=lane(creature="phyllis"),
                               lane1=lane(creature=dict(card="drooling-dude", state="exhausted"))),
                 p1=side(lane0=lane(creature="blonde-merwitch"), lane1=lane(creature="blonde-merwitch")))
    s.apply_action("attack lane=0")  # turn 3: Phyllis (2/7) and the Merwitch (3/9) trade: 3 and 2; the turn ends
    assert s.active == 1 and (s.cdmg[0][0], s.cdmg[1][0]) == (3, 2)
    s.apply_action("attack lane=0")  # turn 4: 3 more on Phyllis, 2 more on that Merwitch
    s.apply_action("attack lane=1")  # the exhausted Drooling Dude (3/9) takes 3, deals 3; the turn ends
    # Phyllis attacked in the turn before: it is not offered; the others were dealt damage this turn
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:0", "choose p1:creature:1", "choose none"]
    s.apply_action("choose p0:creature:1")
    assert (s.cdmg[0][0], s.cdmg[0][1], s.cdmg[1][0], s.cdmg[1][1]) == (6, 0, 4, 3)
    mine = position(pool, active=1, p0=side(hero="santa-claus", lane0=lane(creature="phyllis")))
    mine.apply_action("end")  # nothing was dealt damage this turn: nothing is asked
    assert mine.active == 0 and not mine.pending


def test_bongo_bounce_house(pool):
    s = position(pool, p0=side(lane0=lane(creature="blonde-merwitch"), lane1=lane(creature="drooling-dude"),
                               lane2=lane(creature="phyllis")),
                 p1=side(lands=("SandyLands",) * 4, lane3=lane("SandyLands", building="bongo-bounce-house")))
    bongo = s.building[1][3]
    s.apply_action("attack lane=0")  # 3 into an empty Lane: the Bounce House takes it instead of its controller
    s.apply_action("attack lane=1")  # 3 more: 6 on it, below its DEF of 8
    assert s.hp[1] == 25 and s.building[1][3] == bongo and s.this_turn["kept"][f"{bongo}:damage"] == 6
    s.apply_action("attack lane=2")  # Phyllis's 2 make 8: destroyed (R19 read for it), the player still unhurt
    assert s.hp[1] == 25 and s.building[1][3] < 0 and bongo in s.discard[1]
    bare = position(pool, p0=side(lane0=lane(creature="blonde-merwitch")),
                    p1=side(lane3=lane(building="bongo-bounce-house")), active=0)
    mine = position(pool, p0=side(lane0=lane(creature="blonde-merwitch"),
                                  lane3=lane(building="bongo-bounce-house")))
    mine.apply_action("attack lane=0")  # your own Bounce House takes nothing meant for the opponent
    assert mine.hp[1] == 22 and f"{mine.building[0][3]}:damage" not in mine.this_turn.get("kept", {})
    assert bare.building[1][3] >= 0
