"""The rulebook's fight example (rulebook 000: Princess Bubblegum vs Lumpy Space Princess) move by move,
and one test per card it uses (CP3: Wall of Chocolate, Skeletal Hand, Dogboy, Apple Pieclops)."""
from helpers import lane, position, side, texts

NL4 = ("NiceLands",) * 4
LSP = ("Blue Plains", "Blue Plains", "Useless Swamp", "Useless Swamp")


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def test_rulebook_fight_example(pool):
    s = position(pool, turn=1, first_player=0,
                 p0=side(lands=NL4, hero="princess-bubblegum", hand=["wall-of-chocolate", "punk-cat", "cool-dog"],
                         deck=["apple-pieclops", "gnome-snot"]),
                 p1=side(lands=LSP, hero="lumpy-space-princess", hand=["skeletal-hand", "dogboy", "teleport"],
                         deck=["uni-knight", "gnome-snot", "punk-cat", "cool-dog", "the-pig"]))
    # Bubblegum's first turn: Wall of Chocolate; as first player she may not Fight (R10).
    s.apply_action("play wall-of-chocolate lane=2")
    assert texts(s) == ["hero damage", "end"]  # her Hero's ability is no Floop: R10 allows it (she passes)
    s.apply_action("end")
    # LSP's first turn: Skeletal Hand and Dogboy, then she Floops the Hand.
    s.apply_action("play skeletal-hand lane=2")
    s.apply_action("play dogboy lane=1")
    s.apply_action("floop lane=2")  # top 3 of her deck: gnome-snot (a Spell), punk-cat, cool-dog
    assert slugs(s, s.discard[1]) == ["gnome-snot", "punk-cat", "cool-dog"]
    assert texts(s) == ["choose p1:player", "choose p0:player"]  # her own side is listed first
    s.apply_action("choose p0:player")  # one Spell: Bubblegum discards one card, her choice
    assert s.current_player() == 0
    s.apply_action("choose p0:hand:cool-dog")
    assert slugs(s, s.discard[0]) == ["cool-dog"]
    # Before the Fight, LSP discards a card to give Dogboy +2 ATK this turn.
    s.apply_action("use lane=1")
    s.apply_action("choose p1:hand:teleport")
    assert "use lane=1" not in texts(s)  # once in each of her turns
    # The Flooped Skeletal Hand does not Fight; Dogboy hits Bubblegum in the empty Lane: 25 -> 23.
    assert texts(s) == ["attack lane=1"]
    s.apply_action("attack lane=1")
    assert s.hp[0] == 23 and s.active == 0
    # Bubblegum's next turn: Apple Pieclops, then both Creatures Fight, the Pieclops first.
    s.apply_action("play apple-pieclops lane=1")
    s.apply_action("attack lane=1")
    dogboy, pieclops = (1, 1), (0, 1)
    assert s.cdmg[dogboy[0]][dogboy[1]] == 1 and s.cdmg[pieclops[0]][pieclops[1]] == 0  # Dogboy's +2 is gone
    s.apply_action("attack lane=2")  # the Wall has no damage: 1 + 3 = 4 ATK; the Flooped Hand strikes back
    assert s.cdmg[1][2] == 4 and s.cdmg[0][2] == 3 and s.creature[1][2] >= 0 and s.creature[0][2] >= 0
    assert s.hp == [23, 25] and s.active == 1


def test_wall_of_chocolate(pool):
    s = position(pool, p0=side(lands=NL4, lane0=lane("NiceLands", creature="wall-of-chocolate"),
                               lane1=lane("NiceLands", creature={"card": "wall-of-chocolate", "damage": 1})))
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 4 - 1  # no +3 once it has damage


def test_skeletal_hand(pool):
    s = position(pool, p0=side(lands=LSP, deck=["punk-cat", "cool-dog", "the-pig"],
                               lane2=lane("Useless Swamp", creature="skeletal-hand")),
                 p1=side(hand=["punk-cat", "cool-dog"]))
    s.apply_action("floop lane=2")
    assert not s.pending and len(s.hand[1]) == 2  # no Spell milled: nobody discards


def test_dogboy(pool):
    s = position(pool, p0=side(lane0=lane(creature="dogboy")))
    assert "use lane=0" not in texts(s)  # nothing to discard
    s2 = position(pool, p0=side(hand=["punk-cat"], lane0=lane(creature="dogboy")))
    s2.apply_action("use lane=0")
    s2.apply_action("attack lane=0")
    assert s2.hp[1] == 23 and slugs(s2, s2.discard[0]) == ["punk-cat"]


def test_apple_pieclops(pool):
    s = position(pool, p0=side(deck=["cool-dog"]),
                 p1=side(lands=NL4, deck=["punk-cat"], lane0=lane("NiceLands", creature="apple-pieclops"),
                         lane1=lane("NiceLands", creature={"card": "wall-of-chocolate", "damage": 1})))
    s.apply_action("end")
    assert texts(s) == ["choose heal p1:creature:0", "choose damage p1:creature:0", "choose none p1:creature:0"]
    s.apply_action("choose none p1:creature:0")
    s.apply_action("choose heal p1:creature:1")  # the Wall is healed: +3 ATK again
    assert s.cdmg[1][1] == 0 and not s.pending
    s.apply_action("attack lane=1")
    assert s.hp[0] == 21
