"""Kickstarter, Hero Pack #1, community and promo cards (engine/cardwars/cards/extras.py): each card doing what
its text says."""

from helpers import atk, dfn, hurt, lane, position, side, texts

from engine import card_missing, card_status
from engine.cardwars.board import FLOOPED

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


# ---- card behaviour III: the last non-Doubles cards --------------------------------------------------------------
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
