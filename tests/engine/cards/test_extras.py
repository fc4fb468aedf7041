"""Kickstarter, Hero Pack #1, community and promo cards (engine/cardwars/cards/extras.py): each card doing what
its text says."""
import json

from helpers import atk, dfn, hurt, lane, position, side, texts
from test_invariants_random_decks import CATALOGUE

from engine import card_missing, card_status
from engine.cardwars.board import FLOOPED
from engine.cardwars.cards.extras import FREEZE_SPELLS, KICKSTARTER
from engine.cardwars.formats import validate
from engine.cardwars.ops.primitives import move_creature
from engine.cardwars.rules.costs import requirement

BP, CF, NL, SL, US = "Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp"


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def seeded(pool, seed, **kw):
    """The same position with another game seed (coin flips come from the game's RNG)."""
    return position(pool, seed=seed, **kw)


# ---- community cards ----------------------------------------------------------------------------------------
def test_fluffapillar(pool):
    s = position(pool, p0=side(discard=["cow"] * 10, lane0=lane(creature="fluffapillar"),
                               lane1=lane(creature="corns-templar"), lane2=lane(creature="pirate-bear")))
    s.apply_action("floop lane=0")  # a Useless Swamp or NiceLands Creature: itself only here (Pirate Bear is Cornfield)
    assert atk(s, 0, 0) == 0 + 2 * 2 and atk(s, 0, 2) == 1


def test_spear_o_mint(pool):
    s = position(pool, p0=side(hand=["full-metal-racket"] * 2), p1=side(lane1=lane(creature="spear-o-mint")))
    s.apply_action("play full-metal-racket")
    s.apply_action("play full-metal-racket")  # 4 damage: destroyed, both Landscapes of its Lane get a token
    assert s.creature[1][1] < 0 and s.frozen[0][1] and s.frozen[1][1]


def test_ancient_healer(pool):
    s = position(pool, p0=side(hp=10, hand=["ancient-healer"], lane0=lane(face_down=True)))
    s.apply_action("play ancient-healer lane=0")
    assert not s.face_down[0][0] and s.hp[0] == 14
    up = position(pool, p0=side(hp=10, hand=["ancient-healer"]))
    up.apply_action("play ancient-healer lane=0")
    assert up.hp[0] == 10


# ---- Kickstarter cards --------------------------------------------------------------------------------------
def test_dark_o_mint(pool):
    s = position(pool, p0=side(hand=["full-metal-racket"] * 2 + ["cow", "pony", "phyllis"]),
                 p1=side(lane1=lane(creature="dark-o-mint")))
    s.apply_action("play full-metal-racket")
    s.apply_action("play full-metal-racket")  # destroyed: its controller's opponent (p0) discards 2
    assert texts(s) == ["choose p0:hand:cow", "choose p0:hand:pony", "choose p0:hand:phyllis"]
    s.apply_action("choose p0:hand:cow")
    s.apply_action("choose p0:hand:pony")
    assert s.hand_slugs(0) == ["phyllis"] and slugs(s, s.discard[1]) == ["dark-o-mint"]


def _flips(pool, slug, **p0kw):
    """Play `slug` in games of seeds 1-12; returns the positions after it resolved."""
    out = []
    for seed in range(1, 13):
        s = seeded(pool, seed, p0=side(hand=[slug], **p0kw))
        s.apply_action(f"play {slug}")
        out.append(s)
    return out


def test_ancient_comet(pool):
    games = _flips(pool, "ancient-comet", lane0=lane(creature="phyllis"), lane1=lane(creature="cow"))
    hit = [s for s in games if s.cdmg[0][0] == 2 and s.cdmg[0][1] == 2 and atk(s, 0, 0) == 2]
    pumped = [s for s in games if s.cdmg[0][0] == 0 and atk(s, 0, 0) == 4 and atk(s, 0, 1) == 3]
    assert hit and pumped and len(hit) + len(pumped) == len(games)  # heads or tails, never both


def test_whims_of_fate(pool):
    games = []
    for seed in range(1, 13):
        s = seeded(pool, seed, p0=side(hand=["whims-of-fate"], discard=["pony"], lane0=lane(creature="cow"),
                                       lane1=lane(creature="cow"), lane2=lane(creature="cow")))
        s.apply_action("play whims-of-fate")
        while s.pending:
            s.apply_action(texts(s)[0])
        games.append(s)
    heads = [s for s in games if slugs(s, s.discard[0]).count("cow") == 1]
    tails = [s for s in games if s.slug(s.creature[0][3]) == "pony"]  # onto the one empty Landscape
    assert heads and tails and len(heads) + len(tails) == len(games)


def test_beach_ball(pool):
    s = position(pool, p0=side(hp=15, hand=["beach-ball"], deck=["cow", "pony"]))
    s.apply_action("play beach-ball")
    s.apply_action("choose yes")  # given to the opponent: one more card
    assert s.hp[0] == 19 and s.hand_slugs(0) == ["cow", "pony"] and s.hand_slugs(1) == ["beach-ball"]
    assert s.discard[0] == []
    kept = position(pool, p0=side(hp=15, hand=["beach-ball"], deck=["cow", "pony"]))
    kept.apply_action("play beach-ball")
    kept.apply_action("choose no")
    assert kept.hand_slugs(0) == ["cow"] and slugs(kept, kept.discard[0]) == ["beach-ball"]


def test_happy_ghost_lucky(pool):
    s = position(pool, p0=side(hand=["happy-ghost-lucky"], deck=["pony", "corns-templar"]))
    s.apply_action("play happy-ghost-lucky lane=0")  # the top card is Rainbow: you may take it
    s.apply_action("choose yes")
    assert s.hand_slugs(0) == ["pony"]
    s.apply_action("attack lane=0")  # the top card now is a Cornfield card: nothing offered
    assert s.hand_slugs(0) == ["pony"] and s.pending == []


def test_creepy_crypt(pool):
    s = position(pool, p0=side(hand=["cow"], lane0=lane(creature="drooling-dude", building="creepy-crypt"),
                               lane1=lane(creature="phyllis")))
    s.apply_action("play cow lane=0")  # your Creature in its Lane leaves play: the opponent takes its ATK
    assert s.hp[1] == 22
    s2 = position(pool, p0=side(hand=["cow"], lane0=lane(building="creepy-crypt"), lane1=lane(creature="drooling-dude")))
    s2.apply_action("play cow lane=1")  # a Creature leaving another Lane: nothing
    assert s2.hp[1] == 25


def test_monolith_of_doom(pool):
    s = position(pool, p0=side(hand=["full-metal-racket"], lane0=lane(creature=hurt("cow", 4),
                                                                       building="monolith-of-doom"),
                               lane2=lane(creature="phyllis")),
                 p1=side(lane1=lane(creature="pony")))
    s.apply_action("play full-metal-racket")
    s.apply_action("choose p0:creature:0")  # destroyed: the Monolith and every Creature go
    assert s.building[0][0] < 0 and all(c < 0 for c in s.creature[0] + s.creature[1])


def test_berserk_bakery(pool):
    s = position(pool, p0=side(hand=["cow", "pony"], lane0=lane(building="berserk-bakery")),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("use building lane=0")
    s.apply_action("choose p0:hand:cow")  # one token
    assert "use building lane=0" not in texts(s)  # once in each of your turns
    s.apply_action("floop building lane=0")
    assert s.cdmg[1][0] == 1


def test_dressage_dance_hall(pool):
    s = position(pool, p0=side(lands=(SL, BP, BP, BP), hand=["dressage-dance-hall"]))
    s.apply_action("play dressage-dance-hall lane=0")
    assert s.land_count[0][SL] == 2
    s2 = position(pool, p0=side(lands=(SL, BP, BP, BP), hand=["dressage-dance-hall"]))
    s2.apply_action("play dressage-dance-hall lane=1")
    assert s2.land_count[0][BP] == 4 and s2.land_count[0][SL] == 1


# ---- promo cards --------------------------------------------------------------------------------------------
def test_blue_plains_drifter(pool):
    s = position(pool, p0=side(lane0=lane(creature="blue-plains-drifter"), lane2=lane(creature=hurt("cow", 1))))
    s.apply_action("floop lane=0")
    assert s.slug(s.creature[0][2]) == "blue-plains-drifter" and s.slug(s.creature[0][0]) == "cow"
    assert s.cdmg[0][0] == 1 and atk(s, 0, 0) == 2 and atk(s, 0, 2) == 2 and s.cstate[0][2] == FLOOPED


def test_sundae_school(pool):
    assert atk(position(pool, p0=side(hp=24, lane0=lane(creature="cow", building="sundae-school"))), 0, 0) == 3
    assert atk(position(pool, p0=side(hp=23, lane0=lane(creature="cow", building="sundae-school"))), 0, 0) == 1


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


def test_fruit_cake_cottage(pool):
    s = position(pool, p0=side(hand=["fruit-cake-cottage"], deck=["cow", "cow", "cow"]), actions_left=3)
    s.apply_action("draw")
    assert "play fruit-cake-cottage lane=0" in texts(s)  # cost 2, 2 Actions left
    s.apply_action("draw")  # two cards drawn this turn: it costs 1 less
    assert s.actions_left == 1 and "play fruit-cake-cottage lane=0" in texts(s)
    s.apply_action("play fruit-cake-cottage lane=0")
    assert s.actions_left == 0
    s2 = position(pool, p0=side(deck=["cow"], lane0=lane(building="fruit-cake-cottage")))
    s2.apply_action("floop building lane=0")
    assert s2.hand_slugs(0) == ["cow"]


def test_party_oasis(pool):
    s = position(pool, p0=side(lane0=lane(creature="cow", building="party-oasis"), lane1=lane(creature="pony")),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("floop building lane=0")
    s.apply_action("choose p0:creature:0")  # your Cow leaves this Lane for an empty one
    s.apply_action("choose p0:lane:2")
    s.apply_action("choose p0:creature:1")  # then the Pony comes into this Lane
    assert [s.slug(c) if c >= 0 else None for c in s.creature[0]] == ["pony", None, "cow", None]


def test_cosmic_owl(pool):
    s = position(pool, p0=side(hero="cosmic-owl", deck=["cow", "pony", "phyllis", "evil-eye", "drooling-dude"]))
    s.apply_action("hero look")  # the top 4, top first: Cow, Pony, Phyllis, Evil Eye
    assert texts(s) == ["choose p0:deck:cow", "choose p0:deck:pony", "choose p0:deck:phyllis", "choose p0:deck:evil-eye"]
    s.apply_action("choose p0:deck:evil-eye")
    s.apply_action("choose p0:deck:phyllis")
    s.apply_action("choose p0:deck:cow")  # the last one goes under them without a question
    assert s.pending == [] and s.actions_left == 1
    assert slugs(s, s.deck[0][::-1]) == ["evil-eye", "phyllis", "cow", "pony", "drooling-dude"]


def test_billy(pool):
    s = position(pool, p0=side(hero="billy"), p1=side(deck=["cow", "pony"], hand=["cow"]), active=1)
    s.apply_action("draw")
    assert not s.is_terminal()
    s.apply_action("draw")  # the opponent's deck runs out: Billy's player wins at once
    assert s.is_terminal() and s.outcome().winner == 0 and s.outcome().reason == "deck"
    plain = position(pool, p0=side(), p1=side(deck=["cow"]), active=1)
    plain.apply_action("draw")  # R8: without Billy an empty deck ends nothing
    assert not plain.is_terminal()


def test_frost_paladin(pool):
    with open(CATALOGUE, encoding="utf-8") as f:
        cards = json.load(f)["cards"]
    mention = {c["slug"] for c in cards if c["kind"] == "spell"
               and ("freez" in c["description"].lower() or "frozen" in c["description"].lower())}
    assert FREEZE_SPELLS == mention
    ice = "IcyLands"
    s = position(pool, p0=side(lands=(ice,) * 4, hand=["freeze-ray", "snowvalanche"],
                               lane0=lane(ice, creature="frost-paladin")), actions_left=1)
    ray = next(c for c in s.hand[0] if s.slug(c) == "freeze-ray")
    cost = pool.cards["freeze-ray"].cost
    assert requirement(s, 0, ray) == (cost - 1, cost)  # R12: one Action less, the same Landscapes
    other = position(pool, p0=side(hand=["portal-of-unsummoning"], lane0=lane(creature="frost-paladin")))
    assert requirement(other, 0, other.hand[0][0]) == (2, 2)  # a Spell that does not mention Freeze: unchanged
    s.apply_action("floop lane=0")  # the opposing Landscape in its Lane gets a token
    assert s.frozen[1][0]


def test_last_will_detriment(pool):
    s = position(pool, p0=side(hand=["last-will-detriment", "full-metal-racket", "full-metal-racket"]),
                 p1=side(lane2=lane(creature="phyllis")))
    s.apply_action("play last-will-detriment")  # under the one opposing Creature
    assert s.under and list(s.under.values())[0] and s.discard[0] == []
    s.apply_action("play full-metal-racket")  # 2 damage: still in play
    assert s.hp[1] == 25 and s.cdmg[1][2] == 2
    back = position(pool, p0=side(hand=["last-will-detriment", "portal-of-unsummoning"], lands=(BP, SL, SL, BP)),
                    p1=side(lane2=lane(creature="phyllis")), actions_left=3)
    back.apply_action("play last-will-detriment")
    back.apply_action("play portal-of-unsummoning")  # returned, not destroyed: nothing
    assert back.hp[1] == 25 and "last-will-detriment" in slugs(back, back.discard[0])


def test_last_will_detriment_destroyed(pool):
    s = position(pool, p0=side(hand=["last-will-detriment", "full-metal-racket"]),
                 p1=side(lane2=lane(creature=hurt("phyllis", 5))))
    s.apply_action("play last-will-detriment")
    s.apply_action("play full-metal-racket")  # 2 more damage: destroyed, the opponent takes 5
    assert s.creature[1][2] < 0 and s.hp[1] == 20 and "last-will-detriment" in slugs(s, s.discard[0])


def test_infinite_pies(pool):
    s = position(pool, p0=side(lands=(CF,) * 4, hand=["infinite-pies"], deck=["pony", "cow"]))
    s.apply_action("play infinite-pies")  # the top card is a Creature: 2 damage, and it may come back
    assert s.hp[1] == 23 and texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert s.hand_slugs(0) == ["infinite-pies"] and slugs(s, s.discard[0]) == ["pony"]
    s2 = position(pool, p0=side(lands=(CF,) * 4, hand=["infinite-pies"], deck=["full-metal-racket"]))
    s2.apply_action("play infinite-pies")
    assert s2.hp[1] == 25 and s2.pending == [] and slugs(s2, s2.discard[0]) == ["full-metal-racket", "infinite-pies"]


def test_tools_of_the_trade_is_partial(pool):
    s = position(pool, p0=side(lands=(NL,) * 4, hand=["tools-of-the-trade"], lane0=lane(creature="cow")))
    s.apply_action("play tools-of-the-trade")
    assert atk(s, 0, 0) == 2
    assert card_status("tools-of-the-trade") == "partial" and "disagree" in card_missing("tools-of-the-trade")


def test_cyclops_and_huntress_wizard_say_what_is_not_simulated(pool):
    assert card_status("cyclops") == "partial" and "art" in card_missing("cyclops")
    assert card_status("huntress-wizard") == "partial" and "word" in card_missing("huntress-wizard")
    assert dfn(position(pool, p0=side(lane0=lane(creature="cyclops"), lane1=lane(creature="cow"))), 0, 0) == 1


def test_abracadaniel(pool):
    s = position(pool, p0=side(hero="abracadaniel", deck=["phyllis", "cow"], lane0=lane(creature="pony"),
                               lane1=lane(creature="pony"), lane2=lane(creature="pony")), actions_left=2)
    s.apply_action("hero reveal")  # Phyllis, Rainbow, cost 1: played from the deck into the one empty Lane...
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:3")  # (or replacing a ready Pony, R13)
    assert s.slug(s.creature[0][3]) == "phyllis" and s.actions_left == 0 and slugs(s, s.deck[0]) == ["cow"]
    s2 = position(pool, p0=side(hero="abracadaniel", deck=["corns-templar", "cow"]))
    s2.apply_action("hero reveal")  # not Rainbow: it stays on top
    assert s2.deck[0] and s2.slug(s2.deck[0][-1]) == "corns-templar" and s2.actions_left == 1
    s3 = position(pool, p0=side(hero="abracadaniel", deck=["phyllis"]), actions_left=1)
    s3.apply_action("hero reveal")  # no Action left to pay its cost: it stays on top
    assert s3.slug(s3.deck[0][-1]) == "phyllis" and all(c < 0 for c in s3.creature[0])


def test_party_energy(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["party-energy"], lane0=lane(SL, creature=hurt("phyllis", 2)),
                               lane1=lane(SL, creature="cow")))
    s.apply_action("play party-energy")
    assert texts(s) == ["choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]  # anywhere but its own Lane
    s.apply_action("choose p0:lane:1")  # Phyllis to Lane 1: the Cow must leave it
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:0")  # the two trade places, at once
    assert [s.slug(c) if c >= 0 else None for c in s.creature[0]] == ["cow", "phyllis", None, None]
    assert s.cdmg[0][1] == 2 and atk(s, 0, 1) == 4 and atk(s, 0, 0) == 3


def test_party_energy_leaves_no_dead_end(pool):
    full = {f"lane{i}": lane(SL, creature=c) for i, c in enumerate(("cow", "pony", "phyllis", "evil-eye"))}
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["party-energy"], **full))
    s.apply_action("play party-energy")
    s.apply_action("choose p0:lane:1")
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:0")  # the other two can only trade Lanes 2 and 3: no more questions
    assert s.pending == [] and [s.slug(c) for c in s.creature[0]] == ["pony", "cow", "evil-eye", "phyllis"]
    s2 = position(pool, p0=side(lands=(SL,) * 4, hand=["party-energy"], **full))
    s2.apply_action("play party-energy")
    s2.apply_action("choose p0:lane:2")
    s2.apply_action("choose p0:lane:3")
    assert texts(s2) == ["choose p0:lane:0", "choose p0:lane:1"]  # Lanes 2 and 3 go to 0 and 1, either way


def test_terrible_tower(pool):
    s = position(pool, p0=side(lands=(NL,) * 4, deck=["full-metal-racket", "phyllis", "cow"],
                               lane0=lane(NL, creature="pony", building="terrible-tower")),
                 p1=side(lane1=lane(creature="drooling-dude")), actions_left=1)
    assert "floop building lane=0" in texts(s)
    s.apply_action("floop building lane=0")  # your Pony is destroyed as the cost; then the top 2 cards are played
    assert slugs(s, s.discard[0]) == ["pony"]
    assert s.cdmg[1][1] == 2  # the Spell (cost 0) resolves first, at its one target
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:2")  # Phyllis (cost 1) into a Lane you pick, paid with your last Action
    assert s.slug(s.creature[0][2]) == "phyllis" and s.actions_left == 0 and slugs(s, s.deck[0]) == ["cow"]
    none = position(pool, p0=side(lands=(NL,) * 4, deck=["cow"], lane0=lane(NL, building="terrible-tower")))
    assert "floop building lane=0" not in texts(none)  # no Creature of yours on its Landscape to destroy


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


US = "Useless Swamp"


def test_the_sludged(pool):
    s = position(pool, p0=side(lands=(US,) * 4, discard=["the-sludged"],
                               lane0=lane(US, creature=hurt("the-sludger", 7))),
                 p1=side(lane0=lane(creature="blonde-merwitch")))
    s.apply_action("attack lane=0")  # The Sludger (1/8, 7 damage) takes 3: destroyed, The Sludged may come back
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    s.apply_action("choose p0:lane:0")  # played from the discard pile for free; The Sludger leaves the game
    assert s.slug(s.creature[0][0]) == "the-sludged" and [s.slug(c) for c in s.removed] == ["the-sludger"]
    assert s.actions_left == 2 and not s.discard[0]
    s.apply_action("attack lane=0")  # it entered ready in the Fight, so it attacks (3/1): destroyed, it leaves the game
    assert sorted(s.slug(c) for c in s.removed) == ["the-sludged", "the-sludger"] and not s.discard[0]
    no = position(pool, p0=side(lands=(US,) * 4, discard=["the-sludged"],
                                lane0=lane(US, creature=hurt("the-sludger", 7))),
                  p1=side(lane0=lane(creature="blonde-merwitch")))
    no.apply_action("attack lane=0")
    no.apply_action("choose no")  # declined: both stay in the discard pile
    assert sorted(no.slug(c) for c in no.discard[0]) == ["the-sludged", "the-sludger"] and not no.removed
    other = position(pool, p0=side(lands=(US,) * 4, discard=["the-sludged"],
                                   lane0=lane(US, creature=hurt("phyllis", 6))),
                     p1=side(lane0=lane(creature="blonde-merwitch")))
    other.apply_action("attack lane=0")  # another Creature destroyed: nothing is asked
    assert not other.pending and other.slug(other.discard[0][0]) == "the-sludged"


def test_the_sludged_is_partial(pool):
    assert card_status("the-sludged") == "partial" and "same card" in card_missing("the-sludged")


def test_lost_bald_man(pool):
    s = position(pool, p0=side(lands=(US,) * 4, discard=["lost-bald-man"],
                               lane1=lane(US, creature=hurt("squatting-bald-man", 6))),
                 p1=side(lane1=lane(creature="blonde-merwitch"), lane2=lane(creature="phyllis")))
    s.apply_action("attack lane=1")  # the Squatting Bald Man (2/7, 6 damage) is destroyed by the Merwitch's 3
    # Lost Bald Man is played from the discard pile for free into the Lane it left, and, entering play by an effect,
    # destroys a Creature in its Lane: the Merwitch or itself
    assert s.slug(s.creature[0][1]) == "lost-bald-man" and s.actions_left == 2
    assert texts(s) == ["choose p0:creature:1", "choose p1:creature:1"]
    s.apply_action("choose p1:creature:1")
    assert s.creature[1][1] < 0 and s.slug(s.discard[1][0]) == "blonde-merwitch"
    played = position(pool, p0=side(lands=(US,) * 4, hand=["lost-bald-man"]),
                      p1=side(lane1=lane(creature="blonde-merwitch")))
    played.apply_action("play lost-bald-man lane=1")  # played from hand: it destroys nothing
    assert not played.pending and played.creature[1][1] >= 0
    other = position(pool, p0=side(lands=(US,) * 4, discard=["lost-bald-man"],
                                   lane1=lane(US, creature=hurt("phyllis", 6))),
                     p1=side(lane1=lane(creature="blonde-merwitch")))
    other.apply_action("attack lane=1")  # not a Bald Man: it stays in the discard pile
    assert other.slug(other.discard[0][0]) == "lost-bald-man" and other.creature[0][1] < 0


def test_crust_crusher_is_partial_and_plays_as_a_2_8(pool):
    assert card_status("crust-crusher") == "partial" and "2/8" in card_missing("crust-crusher")
    s = position(pool, p0=side(lands=("Cornfield",) * 4, hand=["crust-crusher"], lane0=lane("Cornfield",
                                                                                            creature="cow")))
    assert "play crust-crusher lane=0" in texts(s)  # onto a Creature it replaces it (R13), as any Creature
    s.apply_action("play crust-crusher lane=0")
    assert s.slug(s.creature[0][0]) == "crust-crusher" and (atk(s, 0, 0), dfn(s, 0, 0)) == (2, 8)
