"""One test per card of BMO's Useless Swamp deck (CP2-bmo) and BMO: set up a position, trigger it, check."""
import json

from helpers import lane, position, side, texts

from engine import GameState
from engine.cardwars.cards import status
from engine.cardwars.ops.core import attack_of, defense_of

US4 = ("Useless Swamp",) * 4
CF4 = ("Cornfield",) * 4
FILLER = ["blonde-merwitch"]  # a card with no ability, to fill discard piles


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def bmo(**kw):
    return side(lands=US4, **kw)


def test_abraca_amadeus(pool):
    s = position(pool, p0=bmo(hand=["abraca-amadeus"], discard=FILLER * 10),
                 p1=side(lands=CF4, hand=["punk-cat", "cool-dog", "the-pig"]))
    s.apply_action("play abraca-amadeus")  # 10 cards: 2 discards, the opponent chooses (R17)
    assert s.pending[-1].player == 1
    s.apply_action("choose p1:hand:punk-cat")
    s.apply_action("choose p1:hand:the-pig")
    assert slugs(s, s.hand[1]) == ["cool-dog"] and slugs(s, s.discard[1]) == ["punk-cat", "the-pig"]
    few = position(pool, p0=bmo(hand=["abraca-amadeus"], discard=FILLER * 4),
                   p1=side(lands=CF4, hand=["punk-cat"]))
    few.apply_action("play abraca-amadeus")  # 4 cards (the Spell itself is not counted yet): nothing
    assert slugs(few, few.hand[1]) == ["punk-cat"] and not few.pending


def test_bone_wand(pool):
    s = position(pool, p0=bmo(hand=["bone-wand"], lane0=lane("Useless Swamp", creature="dark-angel")),
                 p1=side(lands=CF4, hand=["punk-cat"]))
    s.apply_action("play bone-wand")
    assert s.hand[1] == [] and slugs(s, s.discard[1]) == ["punk-cat"]
    rainbow = position(pool, p0=bmo(hand=["bone-wand"], lane0=lane("Useless Swamp", creature="blonde-merwitch")),
                       p1=side(lands=CF4, hand=["punk-cat"]))
    assert "play bone-wand" not in texts(rainbow)  # only while you control a Useless Swamp Creature


def test_magic_ring_ding(pool):
    s = position(pool, p0=bmo(hand=["magic-ring-ding"], discard=FILLER * 10,
                              lane0=lane("Useless Swamp", creature="blonde-merwitch")),
                 p1=side(lands=CF4, lane1=lane("Cornfield", creature="husker-worm")))
    s.apply_action("play magic-ring-ding")
    assert all(m[1] == 2 for m in s.mods) and len(s.mods) == 1  # only your Creatures
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - 5


def test_ogre_gas(pool):
    s = position(pool, p0=bmo(hand=["ogre-gas"], deck=["dark-angel", "mouthball", "gray-eyebat", "hot-eyebat"]))
    s.apply_action("play ogre-gas")
    assert texts(s) == ["choose p0:deck:dark-angel", "choose p0:deck:mouthball", "choose p0:deck:gray-eyebat"]
    s2 = GameState.from_json(json.loads(json.dumps(s.to_json())), pool=pool)  # the choice survives JSON
    for st in (s, s2):
        st.apply_action("choose p0:deck:mouthball")
        assert slugs(st, st.deck[0]) == ["mouthball", "hot-eyebat"]  # bottom first; Hot Eyebat is on top
        assert slugs(st, st.discard[0]) == ["dark-angel", "gray-eyebat", "ogre-gas"]


def test_snake_eye_ring(pool):
    s = position(pool, p0=bmo(hand=["snake-eye-ring"], discard=["dark-angel", "abraca-amadeus", "blonde-merwitch"]))
    s.apply_action("play snake-eye-ring")  # the only Useless Swamp Creature there
    assert slugs(s, s.hand[0]) == ["dark-angel"]
    none = position(pool, p0=bmo(hand=["snake-eye-ring"], discard=["blonde-merwitch"]))
    none.apply_action("play snake-eye-ring")  # ruling: playable with none (no target), nothing comes back
    assert none.hand[0] == [] and slugs(none, none.discard[0]) == ["blonde-merwitch", "snake-eye-ring"]


def test_chest_burster(pool):
    s = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="chest-burster")), p1=side(lands=CF4),
                 active=1)
    s.apply_action("end")  # player 0's turn starts; the opponent's hand is empty
    assert s.hp[1] == 22
    held = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="chest-burster")),
                    p1=side(lands=CF4, hand=["punk-cat"]), active=1)
    held.apply_action("end")
    assert held.hp[1] == 25


def test_dark_angel(pool):
    s = position(pool, p0=bmo(discard=FILLER * 14, lane0=lane("Useless Swamp", creature="dark-angel")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 25 - 2  # 0 + 1 per full 5 cards
    few = position(pool, p0=bmo(discard=FILLER * 4, lane0=lane("Useless Swamp", creature="dark-angel")))
    few.apply_action("attack lane=0")
    assert few.hp[1] == 25


def test_dr_death(pool):
    s = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="dr-death"),
                              lane1=lane("Useless Swamp", creature="wandering-bald-man")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1"]  # Dr. Death itself may be the cost
    s.apply_action("choose p0:creature:1")
    assert s.creature[0][1] < 0 and s.creature[1][0] < 0 and slugs(s, s.discard[1]) == ["husker-worm"]
    empty = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="dr-death")),
                     p1=side(lands=CF4, lane1=lane("Cornfield", creature="husker-worm")))
    assert "floop lane=0" not in texts(empty)  # R16: no opposing Creature in its Lane


def test_dr_death_cost_reaches_a_creature_that_cannot_be_targeted(pool):
    # "Destroy a Creature you control" does not target (R16): a Creature under Cave of Solitude may be chosen.
    def at(mods=()):
        return position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="dr-death"),
                                     lane1=lane("Useless Swamp", creature="wandering-bald-man",
                                                building="cave-of-solitude")),
                        p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")), modifiers=list(mods))
    cave = at().building[0][1]
    s = at([{"card": cave, "until": "t4"}])  # the Cave was used this turn: the Bald Man can't be targeted
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1"]
    s.apply_action("choose p0:creature:1")
    assert s.creature[0][1] < 0 and s.creature[0][0] >= 0 and s.creature[1][0] < 0


def test_extraordinary_spider(pool):
    s = position(pool, p0=bmo(discard=FILLER * 10, lane0=lane("Useless Swamp", creature="extraordinary-spider")),
                 active=1)
    s.apply_action("end")
    assert s.hp[1] == 23
    few = position(pool, p0=bmo(discard=FILLER * 4, lane0=lane("Useless Swamp", creature="extraordinary-spider")),
                   active=1)
    few.apply_action("end")
    assert few.hp[1] == 25


def test_gray_eyebat(pool):
    s = position(pool, p0=bmo(discard=["dark-angel", "abraca-amadeus"],
                              lane0=lane("Useless Swamp", creature="gray-eyebat")))
    s.apply_action("use lane=0")
    assert slugs(s, s.hand[0]) == ["dark-angel"] and s.actions_left == 1
    broke = position(pool, p0=bmo(discard=["dark-angel"], lane0=lane("Useless Swamp", creature="gray-eyebat")),
                     actions_left=0)
    assert "use lane=0" not in texts(broke)  # costs an Action
    none = position(pool, p0=bmo(discard=["blonde-merwitch"], lane0=lane("Useless Swamp", creature="gray-eyebat")))
    none.apply_action("use lane=0")  # no target: usable with nothing to bring back (rulebook 001's glossary)
    assert none.hand[0] == [] and slugs(none, none.discard[0]) == ["blonde-merwitch"] and none.actions_left == 1


def test_green_mermaid(pool):
    s = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="green-mermaid"),
                              lane1=lane("Useless Swamp", creature="mouthball")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm"),
                         lane2=lane("Cornfield", creature="wall-of-ears")))
    s.apply_action("use lane=0")
    assert s.creature[0][0] < 0 and slugs(s, s.discard[0]) == ["green-mermaid"]
    assert s.cdmg[1][0] == 1 and s.cdmg[1][2] == 1 and s.cdmg[0][1] == 0
    alone = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="green-mermaid")))
    alone.apply_action("use lane=0")  # no opposing Creature: no target, so usable; it dies for nothing
    assert alone.creature[0][0] < 0 and slugs(alone, alone.discard[0]) == ["green-mermaid"]


def test_green_merman(pool):
    s = position(pool, p0=bmo(deck=["teeth-leaf", "dark-angel"], lane0=lane("Useless Swamp", creature="green-merman")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm"),
                         lane2=lane("Cornfield", creature="wall-of-ears")))
    s.apply_action("floop lane=0")  # Teeth Leaf (cost 2) goes to the discard pile: 2 to each opposing Creature
    assert slugs(s, s.discard[0]) == ["teeth-leaf"] and s.cdmg[1][0] == 2 and s.cdmg[1][2] == 2
    free = position(pool, p0=bmo(deck=["bone-wand"], lane0=lane("Useless Swamp", creature="green-merman")),
                    p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    free.apply_action("floop lane=0")  # a cost-0 card: no damage
    assert free.cdmg[1][0] == 0


def test_hot_eyebat(pool):
    s = position(pool, p0=bmo(hand=["hot-eyebat"], discard=FILLER * 10))
    assert "play hot-eyebat lane=0" in texts(s)
    short = position(pool, p0=bmo(hand=["hot-eyebat"], discard=FILLER * 9))
    assert not any(t.startswith("play hot-eyebat") for t in texts(short))


def test_immortal_maize_walker(pool):
    s = position(pool, p0=bmo(lane0=lane("Cornfield", creature="immortal-maize-walker", building="blood-fortress"),
                              lane1=lane("Useless Swamp", creature="immortal-maize-walker")))
    assert attack_of(s, 0, 0, s.creature[0][0]) == 9  # (2 + 1) x 3 on a Cornfield
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    assert s.hp[1] == 25 - 9 - 2  # not on a Cornfield: printed 2
    down = position(pool, p0=bmo(lane0=lane("Cornfield", face_down=True, creature="immortal-maize-walker")))
    assert attack_of(down, 0, 0, down.creature[0][0]) == 2  # a face-down Landscape has no type


def test_mace_stump(pool):
    s = position(pool, p0=bmo(discard=FILLER * 9, lane0=lane("Useless Swamp", creature="mace-stump")),
                 p1=side(lands=CF4, hand=["punk-cat", "cool-dog", "the-pig"]))
    s.apply_action("use lane=0")  # destroyed first: 10 cards in the discard pile, 2 discards
    s.apply_action("choose p1:hand:cool-dog")
    s.apply_action("choose p1:hand:the-pig")
    assert s.creature[0][0] < 0 and slugs(s, s.hand[1]) == ["punk-cat"]
    few = position(pool, p0=bmo(discard=FILLER * 3, lane0=lane("Useless Swamp", creature="mace-stump")),
                   p1=side(lands=CF4, hand=["punk-cat"]))
    few.apply_action("use lane=0")  # 4 cards with it: the opponent discards nothing, but it may be used
    assert few.creature[0][0] < 0 and slugs(few, few.hand[1]) == ["punk-cat"]
    four = position(pool, p0=bmo(discard=FILLER * 4, lane0=lane("Useless Swamp", creature="mace-stump")),
                    p1=side(lands=CF4, hand=["punk-cat"]))
    four.apply_action("use lane=0")  # 4 + Mace Stump itself = 5: one discard
    assert four.hand[1] == [] and slugs(four, four.discard[0])[-1] == "mace-stump"


def test_mouthball(pool):
    s = position(pool, p0=bmo(discard=FILLER * 10, lane0=lane("Useless Swamp", creature={"card": "mouthball",
                                                                                          "damage": 7})))
    assert defense_of(s, 0, 0, s.creature[0][0]) == 4 + 4
    few = position(pool, p0=bmo(discard=FILLER * 4, lane0=lane("Useless Swamp", creature="mouthball")))
    assert defense_of(few, 0, 0, few.creature[0][0]) == 4


def test_red_eyeling(pool):
    s = position(pool, p0=bmo(discard=["bone-wand", "dark-angel", "ogre-gas"],
                              lane0=lane("Useless Swamp", creature="red-eyeling")))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:discard:bone-wand", "choose p0:discard:ogre-gas"]  # cost 0 only
    s.apply_action("choose p0:discard:ogre-gas")
    assert slugs(s, s.hand[0]) == ["ogre-gas"]
    none = position(pool, p0=bmo(discard=["dark-angel"], lane0=lane("Useless Swamp", creature="red-eyeling")))
    none.apply_action("floop lane=0")  # nothing to choose, but no target: usable, and does nothing
    assert none.hand[0] == [] and slugs(none, none.discard[0]) == ["dark-angel"] and not none.pending


def test_teeth_leaf(pool):
    s = position(pool, p0=bmo(hand=["teeth-leaf"], discard=FILLER * 10), actions_left=0)
    assert "play teeth-leaf lane=0" in texts(s)  # 2 fewer Actions: free
    s.apply_action("play teeth-leaf lane=0")
    assert s.actions_left == 0
    short = position(pool, p0=bmo(hand=["teeth-leaf"], discard=FILLER * 9), actions_left=1)
    assert not any(t.startswith("play teeth-leaf") for t in texts(short))
    lands = position(pool, p0=side(lands=("Useless Swamp",) + ("Blue Plains",) * 3, hand=["teeth-leaf"],
                                   discard=FILLER * 10))
    assert not any(t.startswith("play teeth-leaf") for t in texts(lands))  # R12: still needs 2 Swamps


def test_tree_of_undeath(pool):
    s = position(pool, p0=bmo(discard=["abraca-amadeus", "dark-angel"],
                              lane0=lane("Useless Swamp", creature="tree-of-undeath")))
    s.apply_action("floop lane=0")
    assert slugs(s, s.hand[0]) == ["dark-angel"] and slugs(s, s.discard[0]) == ["abraca-amadeus"]
    none = position(pool, p0=bmo(discard=["abraca-amadeus"], lane0=lane("Useless Swamp", creature="tree-of-undeath")))
    none.apply_action("floop lane=0")  # no Creature in the discard pile: usable (no target), does nothing
    assert none.hand[0] == [] and slugs(none, none.discard[0]) == ["abraca-amadeus"]


def test_wandering_bald_man(pool):
    s = position(pool, p0=bmo(deck=["dark-angel", "mouthball", "hot-eyebat"],
                              lane0=lane("Useless Swamp", creature="wandering-bald-man")), active=1)
    s.apply_action("end")  # player 0 draws Dark Angel, then Mouthball goes to the discard pile
    assert slugs(s, s.hand[0]) == ["dark-angel"] and slugs(s, s.discard[0]) == ["mouthball"]


def test_palace_of_bone(pool):
    sl4 = ("SandyLands",) * 4
    s = position(pool, p0=bmo(lane1=lane("Useless Swamp", creature="mouthball", building="palace-of-bone"),
                              lane2=lane("Useless Swamp", creature="dark-angel")),
                 p1=side(lands=sl4, hand=["sandsnake", "sandsnake"],
                         lane3=lane("SandyLands", creature="sandwitch")), active=1)
    s.apply_action("play sandsnake lane=1")  # across from the Palace: no 4 damage, no Sandwitch damage
    assert s.cdmg[0][1] == 0 and s.hp[0] == 25
    s.apply_action("play sandsnake lane=2")  # elsewhere: both happen
    assert s.cdmg[0][2] == 4 and s.hp[0] == 24
    assert status("palace-of-bone") == "full"


def test_palace_of_bone_still_makes_field_reaper_pay_its_cost(pool):
    # A cost is not an effect: Field Reaper played across from the Palace still discards a card (its
    # additional cost), but its enters-play move does not happen.
    s = position(pool, p0=bmo(lane1=lane("Useless Swamp", creature="mouthball", building="palace-of-bone")),
                 p1=side(lands=CF4, hand=["field-reaper", "cow", "goat"]), active=1)
    s.apply_action("play field-reaper lane=1")
    assert texts(s) == ["choose p1:hand:cow", "choose p1:hand:goat"]
    s.apply_action("choose p1:hand:goat")
    assert slugs(s, s.hand[1]) == ["cow"] and slugs(s, s.discard[1]) == ["goat"]
    assert s.slug(s.creature[0][1]) == "mouthball" and s.slug(s.creature[1][1]) == "field-reaper"


def test_palace_of_bone_hushes_creatures_of_every_product(pool):
    # Player 1 replaces Travelin' Farmer (CP1: leaving play costs the opponent HP) with Cornataur (CP1: entering
    # play costs the opponent HP), both across from the Palace: neither happens. Then Goat (CP3) replaces
    # Cornataur there: neither Goat's draw nor Lumpy Space Princess's draw for a replacement happens.
    s = position(pool, p0=bmo(hand=["mouthball"], lane1=lane("Useless Swamp", building="palace-of-bone")),
                 p1=side(lands=CF4, hero="lumpy-space-princess", hand=["cornataur", "cornataur", "goat", "goat"],
                         deck=["cow", "cow", "cow"], lane1=lane("Cornfield", creature="travelin-farmer"),
                         lane3=lane("Cornfield", creature="cow")),
                 active=1, actions_left=4)
    s.apply_action("play cornataur lane=1")
    assert s.hp[0] == 25 and s.slug(s.creature[1][1]) == "cornataur"
    assert slugs(s, s.discard[1]) == ["travelin-farmer"]  # it did leave play (R13), silently
    s.apply_action("play goat lane=1")
    assert slugs(s, s.hand[1]) == ["cornataur", "goat"]  # no draw at all
    # Does not apply in another Lane: Cornataur deals 4 (4 Cornfields); Goat replacing Cow draws, and so does
    # the Hero (its once-a-turn draw was not used up by the hushed replacement).
    s.apply_action("play cornataur lane=2")
    assert s.hp[0] == 21
    s.apply_action("play goat lane=3")
    assert slugs(s, s.hand[1]) == ["cow", "cow"]


def test_palace_of_bone_hushes_leaving_play_by_destruction(pool):
    def game(farmer_lane):
        s = position(pool, p0=bmo(hero="bmo", hand=["mouthball", "dark-angel", "dark-angel"],
                                  lane1=lane("Useless Swamp", building="palace-of-bone")),
                     p1=side(lands=CF4, **{f"lane{farmer_lane}": lane("Cornfield", creature={
                         "card": "travelin-farmer", "damage": 11})}))
        s.apply_action("hero damage")
        s.apply_action("choose p0:hand:mouthball")  # the cost; the Farmer is the only target
        assert s.creature[1][farmer_lane] < 0  # destroyed (R19)
        return s.hp[0]
    assert game(1) == 25  # across from the Palace: its leaves-play damage does not happen
    assert game(2) == 23  # elsewhere it does: 2 cards in the opponent's hand


def test_palace_of_bone_does_not_hush_its_own_side(pool):
    s = position(pool, p0=bmo(hand=["goat"], deck=["mouthball"],
                              lane1=lane("Useless Swamp", creature="dark-angel", building="palace-of-bone")),
                 p1=side(lands=CF4, lane1=lane("Cornfield", creature="cow")))
    s.apply_action("play goat lane=1")  # your own Creature in the Palace's Lane is not an opposing one
    assert slugs(s, s.hand[0]) == ["mouthball"]  # Goat replaced Dark Angel: it draws


def test_spirit_tower(pool):
    s = position(pool, p0=bmo(lane0=lane("Useless Swamp", building="spirit-tower")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "wall-of-ears", "state": "exhausted"})))
    wall = s.creature[1][0]
    s.apply_action("floop building lane=0")
    assert s.actions_left == 1 and s.creature[0][0] == wall and s.cstate[0][0] == 0 and s.creature[1][0] < 0
    s.apply_action("attack lane=0")  # it attacks for you into the now empty Lane; then your turn ends
    assert s.hp[1] == 25 - 2
    assert s.creature[1][0] == wall and s.creature[0][0] < 0 and s.active == 1  # back on its owner's side
    mine = position(pool, p0=bmo(lane0=lane("Useless Swamp", creature="dark-angel", building="spirit-tower")),
                    p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    assert "floop building lane=0" not in texts(mine)  # you control a Creature in this Lane
    broke = position(pool, p0=bmo(lane0=lane("Useless Swamp", building="spirit-tower")),
                     p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")), actions_left=0)
    assert "floop building lane=0" not in texts(broke)  # costs an Action


def test_spirit_tower_returns_the_creature_at_the_end_of_the_turn_after_it_left_play(pool):
    s = position(pool, p0=bmo(hand=["palace-of-bone"], lane0=lane("Useless Swamp", building="spirit-tower")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="wall-of-ears")))
    wall = s.creature[1][0]
    s.apply_action("floop building lane=0")
    s.apply_action("play palace-of-bone lane=0")  # the Tower is replaced (R14) ...
    assert s.slug(s.building[0][0]) == "palace-of-bone" and s.creature[0][0] == wall  # ... the Wall stays yours
    # The waiting return is part of the position: it survives JSON and clone() (and a clone changes alone).
    assert json.loads(json.dumps(s.to_json()))["this_turn"]["at_end"]
    loaded = GameState.from_json(s.to_json(), pool=pool)
    copy = s.clone()
    for g in (s, loaded, copy):
        g.apply_action("attack lane=0")  # it attacks for you; then the turn ends and it goes back
        assert g.hp[1] == 23 and g.creature[1][0] == wall and g.creature[0][0] < 0 and g.active == 1
        assert "at_end" not in g.this_turn  # "this turn" is over
    fresh = GameState.from_json(loaded.to_json(), pool=pool)
    assert fresh.to_json() == loaded.to_json()


def test_spirit_tower_returns_nothing_when_the_creature_has_left_play(pool):
    s = position(pool, p0=bmo(hero="bmo", hand=["mouthball"], lane0=lane("Useless Swamp", building="spirit-tower")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "cow", "damage": 4})))
    cow = s.creature[1][0]
    s.apply_action("floop building lane=0")
    s.apply_action("hero damage")  # discards Mouthball; the borrowed Cow is the only target: destroyed (R19)
    assert s.discard[1] == [cow] and s.creature[0][0] < 0
    s.apply_action("end")
    assert s.active == 1 and s.creature[1][0] < 0 and s.discard[1] == [cow]  # it stays in its owner's pile


def test_spirit_tower_cannot_take_a_creature_that_cannot_be_targeted(pool):
    nl = ("NiceLands",) * 4
    open_ = position(pool, p0=bmo(lane0=lane("Useless Swamp", building="spirit-tower")),
                     p1=side(lands=nl, lane0=lane("NiceLands", creature="cutie", building="cave-of-solitude")))
    assert "floop building lane=0" in texts(open_)  # the Cave not used: the Cutie is a target
    cave = open_.building[1][0]
    shut = position(pool, p0=bmo(lane0=lane("Useless Swamp", building="spirit-tower")),
                    p1=side(lands=nl, lane0=lane("NiceLands", creature="cutie", building="cave-of-solitude")),
                    modifiers=[{"card": cave, "until": "t4"}])  # sheltered by the Cave (used on turn 2)
    assert "floop building lane=0" not in texts(shut)  # R16: its text targets the Creature


def test_bmo(pool):
    s = position(pool, p0=bmo(hero="bmo", hand=["dark-angel", "mouthball"]),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    assert "hero damage" in texts(s)
    s.apply_action("hero damage")
    s.apply_action("choose p0:hand:mouthball")  # the cost: discard a card; one Creature: no target question
    assert slugs(s, s.discard[0]) == ["mouthball"] and s.cdmg[1][0] == 1 and s.actions_left == 2
    empty = position(pool, p0=bmo(hero="bmo"), p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    assert "hero damage" not in texts(empty)  # nothing to discard
    nobody = position(pool, p0=bmo(hero="bmo", hand=["dark-angel"]))
    assert "hero damage" not in texts(nobody)  # R16: no Creature to target


def test_cp2_bmo_cards_are_scripted(pool):
    for c in pool.precons["CP2-bmo"]["cards"]:
        assert status(c["card"]) == "full", c["card"]
    assert status("bmo") == "full"
