"""For The Glory, second batch (engine/cardwars/cards/ftg_batch2.py): each card doing what its text says."""
from helpers import hurt, lane, position, side, texts

BP, CF, NL, SL, US = "Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp"
THREE = (BP, CF, NL, BP)  # three different Landscape types


def slugs(s, ids):
    return [s.slug(c) for c in ids]


# ---- batch 2 ------------------------------------------------------------------------------------------------
def test_golden_jackal(pool):
    s = position(pool, p0=side(hand=["sandhorn-devil", "cow"], lane0=lane(creature="golden-jackal")),
                 p1=side(lane0=lane(creature="phyllis"), lane2=lane(creature="phyllis")))
    s.apply_action("floop lane=0")  # the one SandyLands card is discarded, then 1 damage to each opposing Creature
    assert s.hand_slugs(0) == ["cow"] and (s.cdmg[1][0], s.cdmg[1][2]) == (1, 1)
    none = position(pool, p0=side(hand=["cow"], lane0=lane(creature="golden-jackal")))
    assert "floop lane=0" not in texts(none)  # no SandyLands card to discard: the cost can't be paid


def test_grape_butt(pool):
    s = position(pool, p0=side(lands=(CF,) * 4, hand=["grape-butt", "cow", "corns-templar"]),
                 p1=side(lane0=lane(creature="drooling-dude")), actions_left=3)
    assert "play grape-butt" not in texts(s)
    s.apply_action("play corns-templar lane=1")  # a Cornfield card: still not
    assert "play grape-butt" not in texts(s)
    s.apply_action("play cow lane=2")  # Rainbow: not a Cornfield card
    s.apply_action("play grape-butt")
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 5


def test_lady_beetle(pool):
    s = position(pool, p0=side(deck=["cow"], lane0=lane(creature="lady-beetle"),
                               lane1=lane(creature=hurt("phyllis", 5)), lane2=lane(creature=hurt("pony", 2))),
                 active=1)
    s.apply_action("end")
    assert texts(s) == ["choose p0:creature:1", "choose none"]  # Phyllis has 2 DEF left; the Pony 3
    s.apply_action("choose p0:creature:1")
    assert s.hand_slugs(0) == ["cow", "phyllis"]
    fresh = position(pool, p0=side(deck=["cow"], lane0=lane(creature="lady-beetle")), active=1)
    fresh.apply_action("end")
    assert fresh.pending == []


def test_log_knight(pool):
    s = position(pool, p0=side(hand=["elf-hut", "cow"], lane0=lane(creature="log-knight")))
    s.apply_action("floop lane=0")  # the one Building in hand goes into this Lane, for free
    assert s.slug(s.building[0][0]) == "elf-hut" and s.actions_left == 2 and s.hand_slugs(0) == ["cow"]
    full = position(pool, p0=side(hand=["elf-hut"], lane0=lane(creature="log-knight", building="fright-tower")))
    full.apply_action("floop lane=0")  # a Building already there: nothing
    assert full.hand_slugs(0) == ["elf-hut"]


def test_portal_to_nowhere(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["portal-to-nowhere"]),
                 p1=side(lane1=lane(creature="pony"), lane2=lane(creature="cow")))
    s.apply_action("play portal-to-nowhere")
    assert texts(s) == ["choose p1:creature:1", "choose p1:creature:2"]
    s.apply_action("choose p1:creature:1")
    assert s.slug(s.creature[1][0]) == "pony" and s.creature[1][1] < 0  # the one empty Lane next to it, their side


def test_spell_warp(pool):
    s = position(pool, p0=side(hand=["spell-warp"], lane0=lane(creature="pony"), lane1=lane(creature=hurt("cow", 2)),
                               lane3=lane(creature="phyllis")))
    s.apply_action("play spell-warp")
    s.apply_action("choose p0:creature:0")
    assert texts(s) == ["choose p0:creature:1", "choose p0:creature:3"]
    s.apply_action("choose p0:creature:1")
    assert [s.slug(s.creature[0][i]) for i in (0, 1)] == ["cow", "pony"] and s.cdmg[0][0] == 2


def test_eye_guy(pool):
    s = position(pool, p0=side(deck=["cow", "pony", "phyllis"], lane0=lane(creature="eye-guy")), active=1)
    s.apply_action("end")  # the draw takes the Cow; then the Pony, now on top, may go to the bottom
    s.apply_action("choose yes")
    s.apply_action("draw")
    assert s.hand_slugs(0) == ["cow", "phyllis"]


def test_incredible_egg(pool):
    s = position(pool, p0=side(hand=["incredible-egg"], deck=["corns-templar", "cow", "pony"]))
    s.apply_action("play incredible-egg")
    assert texts(s) == ["choose p0:hand:corns-templar", "choose none"]  # a Cornfield card among the top 2
    s.apply_action("choose p0:hand:corns-templar")
    assert s.hand_slugs(0) == ["corns-templar"] and slugs(s, s.discard[0]) == ["cow", "incredible-egg"]
    assert slugs(s, s.deck[0]) == ["pony"]


def test_witch_slap(pool):
    s = position(pool, p0=side(lands=THREE, hand=["witch-slap"]), p1=side(hand=["cow"] * 7))
    s.apply_action("play witch-slap")
    while s.pending:
        s.apply_action(texts(s)[0])
    assert len(s.hand[1]) == 5 and s.hp[1] == 23
    few = position(pool, p0=side(lands=THREE, hand=["witch-slap"]), p1=side(hand=["cow"] * 4))
    few.apply_action("play witch-slap")
    assert len(few.hand[1]) == 4 and few.hp[1] == 25


def test_incredible_egg_answered_after_a_card_left_the_deck(pool):
    s = position(pool, p0=side(hand=["incredible-egg"], deck=["corns-templar", "cow", "pony"]))
    s.apply_action("play incredible-egg")
    s.hand[0].append(s.deck[0].pop())  # a newer question's effect drew the top card first (R17: newest first)
    s.apply_action("choose p0:hand:corns-templar")  # it is gone: nothing kept twice, the other shown card discarded
    assert s.hand_slugs(0) == ["corns-templar"] and slugs(s, s.discard[0]) == ["cow", "incredible-egg"]
    assert slugs(s, s.deck[0]) == ["pony"]
