"""For The Glory, third batch (engine/cardwars/cards/ftg_batch3.py): each card doing what its text says."""
import pytest
from helpers import atk, dfn, flooped, hurt, lane, position, side, texts

from engine.core.errors import IllegalAction

BP, CF, NL, SL, US = "Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp"
THREE = (BP, CF, NL, BP)  # three different Landscape types
CORN = "corns-templar"  # a Cornfield Creature (1/7, Floop only)


def slugs(s, ids):
    return [s.slug(c) for c in ids]


# ---- batch 3 ------------------------------------------------------------------------------------------------
def test_black_paladin(pool):
    s2 = position(pool, p0=side(lands=(US,) * 4, hand=["cow", "pony"], lane0=lane(creature="black-paladin"),
                                lane1=lane(frozen=True), lane2=lane(frozen=True)))
    assert atk(s2, 0, 0) == 1
    s2.apply_action("unfreeze lane=1 discard=cow")
    s2.apply_action("unfreeze lane=2 discard=pony")  # two cards discarded this turn (R24's discards count)
    assert atk(s2, 0, 0) == 3
    s2.apply_action("attack lane=0")
    assert atk(s2, 0, 0) == 1  # the next turn starts afresh


def test_kung_fu_power(pool):
    s = position(pool, p0=side(hand=["kung-fu-power"], lane0=lane(creature=flooped("cow")),
                               lane1=lane(creature=flooped("pony")), lane2=lane(creature=flooped(CORN)),
                               lane3=lane(creature="corns-templar")))
    s.apply_action("play kung-fu-power")  # Rainbow: pick one of the two; Cornfield: the one exhausted
    assert texts(s) == ["choose p0:creature:0", "choose p0:creature:1"]
    s.apply_action("choose p0:creature:1")
    assert s.cstate[0] == [2, 0, 0, 0]


def test_sand_jackal(pool):
    def fight(land, foe):
        s = position(pool, p0=side(hp=20, lane0=lane(land, creature="sand-jackal")), p1=side(lane0=lane(creature=foe)))
        s.apply_action("attack lane=0")
        return s.hp[0]
    assert fight(NL, "spike-icicle") == 23  # 3 damage destroys the 3/1: defeated on a NiceLands
    assert fight(NL, "phyllis") == 20  # not defeated
    assert fight(SL, "spike-icicle") == 20  # not on a NiceLands


def test_the_sludger(pool):
    s = position(pool, p0=side(lane0=lane(creature="the-sludger")),
                 p1=side(discard=["cow", "pony", "cow"]))
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose p0:player", "choose p1:player"]
    s.apply_action("choose p1:player")
    assert texts(s) == ["choose name:cow", "choose name:pony"]  # the names in that discard pile
    s.apply_action("choose name:cow")
    assert slugs(s, s.discard[1]) == ["pony"] and len(s.removed) == 2


def test_djini_ghost(pool):
    s = position(pool, p0=side(lands=(SL, BP, BP, BP), hand=["portal-of-unsummoning", "full-metal-racket"],
                               lane0=lane(SL, creature="djini-ghost")), p1=side(lane0=lane(creature="cow")))
    assert "play portal-of-unsummoning" not in texts(s)  # cost 2: one SandyLands is not enough
    s.apply_action("floop lane=0")  # R12: the next Spell costs 2 less, Landscapes included
    assert "play portal-of-unsummoning" in texts(s)
    s.apply_action("play portal-of-unsummoning")
    s.apply_action("choose p1:creature:0")
    assert s.actions_left == 2 and s.hand_slugs(1) == ["cow"]  # cost 2 - 2: no Action paid
    s2 = position(pool, p0=side(lands=(SL, BP, BP, BP), hand=["full-metal-racket", "portal-of-unsummoning"],
                                lane0=lane(SL, creature="djini-ghost")), p1=side(lane0=lane(creature="cow")))
    s2.apply_action("floop lane=0")
    s2.apply_action("play full-metal-racket")  # the next Spell used it up
    s2.apply_action("choose p1:creature:0")
    assert "play portal-of-unsummoning" not in texts(s2)


def test_ghost_ninja(pool):
    s = position(pool, p0=side(lane0=lane(creature="ghost-ninja")),
                 p1=side(hand=["full-metal-racket", "cow"], lane1=lane(creature="cow")))
    s.apply_action("attack lane=0")  # damage to the opponent: no Spells for them in their next turn
    assert s.active == 1 and s.hp[1] == 23
    assert "play full-metal-racket" not in texts(s) and "play cow lane=0" in texts(s)
    with pytest.raises(IllegalAction, match="Ghost Ninja|an effect keeps it from being played"):
        s.apply_action("play full-metal-racket")
    blocked = position(pool, p0=side(lane0=lane(creature="ghost-ninja")),
                       p1=side(hand=["full-metal-racket"], lane0=lane(creature="phyllis"), lane1=lane(creature="cow")))
    blocked.apply_action("attack lane=0")  # a Creature fought, no damage to the opponent: no lock
    assert "play full-metal-racket" in texts(blocked)


def test_ghost_ninja_lock_ends_after_their_turn(pool):
    s = position(pool, p0=side(lane0=lane(creature="ghost-ninja")), p1=side(hand=["full-metal-racket"]))
    s.apply_action("attack lane=0")
    assert "play full-metal-racket" not in texts(s)
    s.apply_action("end")  # their turn passes
    s.apply_action("attack lane=0")
    assert s.active == 1 and "play full-metal-racket" not in texts(s)  # locked again by the new attack
    s2 = position(pool, p0=side(lane0=lane(creature={"card": "ghost-ninja", "state": "exhausted"})),
                  p1=side(hand=["full-metal-racket"]), this_turn={"locks": [[1, "spell", 3]]}, turn=4, active=1)
    assert "play full-metal-racket" in texts(s2)  # a lock for turn 3 is over on turn 4


def test_pentacutie(pool):
    s = position(pool, p0=side(hand=["cow", "phyllis"], lane0=lane(creature="pentacutie")), active=0)
    assert "play cow lane=1" in texts(s)  # its controller is not held
    s = position(pool, p0=side(lane0=lane(creature="pentacutie")), p1=side(hand=["cow", "phyllis"]), active=1)
    assert not any(t.startswith("play cow") for t in texts(s)) and "play phyllis lane=0" in texts(s)


def test_travelin_wizard(pool):
    s = position(pool, p0=side(hand=["travelin-wizard"]), p1=side(lane1=lane(creature=hurt("phyllis", 2))))
    s.apply_action("play travelin-wizard lane=1")  # it and the opposing Creature switch sides, in the same Lane
    assert s.slug(s.creature[0][1]) == "phyllis" and s.cdmg[0][1] == 2 and s.slug(s.creature[1][1]) == "travelin-wizard"
    assert s.tab.owner[s.creature[0][1]] == 1  # control changes, the owner does not
    alone = position(pool, p0=side(hand=["travelin-wizard"]))
    alone.apply_action("play travelin-wizard lane=1")
    assert alone.slug(alone.creature[0][1]) == "travelin-wizard"


def test_apple_bully(pool):
    s = position(pool, p0=side(lands=(CF,) * 4, lane0=lane(CF, creature="the-pig")),
                 p1=side(lands=(CF,) * 4, lane0=lane(CF, creature="apple-bully")))
    s.apply_action("floop lane=0")  # The Pig: only your own Cornfield in this Lane is left to flip
    assert s.face_down[0][0] and not s.face_down[1][0]
    own = position(pool, p0=side(lands=(CF,) * 4, hand=["husker-worm"], lane0=lane(CF, creature="apple-bully")),
                   actions_left=2)
    own.apply_action("play husker-worm lane=1")
    own.apply_action("choose p0:land:0")  # your own effects may still turn it down
    assert own.face_down[0][0]


def test_musical_chair(pool):
    s = position(pool, p0=side(lands=(BP, BP, BP, BP), hand=["musical-chair"],
                               lane1=lane(BP, creature="swamp-horn", frozen=True)))
    s.apply_action("play musical-chair")
    s.apply_action("choose p0:land:1")
    assert "choose blue-plains" not in texts(s) and "choose cornfield" in texts(s)
    s.apply_action("choose cornfield")  # the new Landscape keeps its place's token
    s.apply_action("choose p0:land:2")
    s.apply_action("choose nicelands")  # two exchanges at most: then it is done
    assert s.pending == [] and s.land[0] == [BP, CF, NL, BP] and s.frozen[0][1]
    assert dfn(s, 0, 1) == 1 + 3  # Swamp Horn counts three types now
    s2 = position(pool, p0=side(hand=["musical-chair"]))
    s2.apply_action("play musical-chair")
    s2.apply_action("choose done")
    assert s2.pending == [] and s2.land[0] == [BP] * 4


def test_temple_of_the_sun(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["sandhorn-devil", "phyllis"],
                               lane0=lane(SL, building="temple-of-the-sun")), actions_left=3)
    s.apply_action("play sandhorn-devil lane=0")  # a SandyLands Creature costing 1+ enters its Lane: you may return it
    while s.pending and texts(s) != ["choose yes", "choose no"]:
        s.apply_action(texts(s)[0])  # (its own enters-play text first)
    s.apply_action("choose yes")
    assert s.creature[0][0] < 0 and "sandhorn-devil" in s.hand_slugs(0)
    s.apply_action("play phyllis lane=0")  # Rainbow: not asked
    assert s.pending == []


def test_tax_reduction(pool):
    s = position(pool, p0=side(hand=["tax-reduction"], lane0=lane(building="fountain-of-tears"),
                               lane2=lane(building="weary-trading-post")),
                 p1=side(lands=("Cornfield",) * 4, lane1=lane("Cornfield", building="snow-training-camp")))
    s.apply_action("play tax-reduction")  # your Buildings first, in Lane order: any Lane no earlier pick took
    assert texts(s) == [f"choose p0:lane:{ln}" for ln in range(4)]
    s.apply_action("choose p0:lane:3")  # Fountain of Tears to Lane 3
    assert texts(s) == [f"choose p0:lane:{ln}" for ln in (0, 1, 2)]
    s.apply_action("choose p0:lane:0")  # Weary Trading Post to Lane 0
    assert texts(s) == [f"choose p1:lane:{ln}" for ln in range(4)]  # then the opponent's, your decision
    s.apply_action("choose p1:lane:1")  # it stays
    assert [s.slug(c) if c >= 0 else None for c in s.building[0][:4]] == [
        "weary-trading-post", None, None, "fountain-of-tears"]
    assert s.slug(s.building[1][1]) == "snow-training-camp"
    moved = {s.slug(c) for c in s.this_turn.get("moved", ())}
    assert moved == {"weary-trading-post", "fountain-of-tears"}  # each heard changing Lanes; the one that stayed not
    bare = position(pool, p0=side(hand=["tax-reduction"]))
    bare.apply_action("play tax-reduction")  # no Buildings: nothing is asked
    assert not bare.pending and bare.actions_left == 1
