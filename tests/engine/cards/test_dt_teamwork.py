"""The ten Teamwork cards of the Doubles Tournament (engine/cardwars/cards/dt_teamwork.py; RULES.md R27).

Seats A1 B1 A2 B2 are 0 1 2 3 (team A: 0 and 2). A Teamwork card works for both teammates in both their turns;
"the other Teammate" is the one whose turn it is not, and they decide (R17, R27)."""
from helpers import lane, position, side, texts

DOUBLES = {"seats": 4, "teams": [[0, 2], [1, 3]]}
BP, CF = "Blue Plains", "Cornfield"
COW, HUNK, DUDE = "cow", "hunkclops", "drooling-dude"  # Rainbow Creatures without text: costs 0, 1 and 2
SNOT = "gnome-snot"  # Blue Plains Spell, cost 1: draw 3
STORM = "cerebral-bloodstorm"  # Rainbow Spell, cost 1: 1 damage to each opposing Creature
COLA = "spazzy-cola"  # Rainbow Spell, cost 0: each Creature +1 ATK this turn
FIST = "ham-fist"  # Rainbow Spell, cost 0: target Creature of yours -5 ATK this turn; draw 1


def a_side(teamwork=None, **kw):
    kw.setdefault("hp", 40)
    out = side(**kw)
    return dict(out, teamwork=teamwork) if teamwork else out


def b_side(teamwork=None, **kw):
    kw.setdefault("lands", (CF,) * 4)
    return a_side(teamwork, **kw)


def doubles(pool, p0=None, p1=None, p2=None, p3=None, **top):
    """A Doubles position: A1 (seat 0) to act in its main phase on turn 9 (no first-turn limits, R38)."""
    players = [p0 or a_side(), p1 or b_side(), p2 or a_side(), p3 or b_side()]
    data = dict(players=players, table=DOUBLES, mulligan_done=[True] * 4, variant="doubles", turn=9)
    data.update(top)
    return position(pool, **data)


def test_assistance(pool):
    # A2's Assistance; A1 plays a cost-2 Creature, then its Fight Phase starts: A2 may draw a card
    s = doubles(pool, p0=a_side(hand=[DUDE]), p2=a_side("assistance", deck=[COW, HUNK]))
    s.apply_action(f"play {DUDE} lane=0")
    s.apply_action("attack lane=0")
    assert s.current_player() == 2 and texts(s) == ["choose yes", "choose no"]  # the other Teammate decides
    s.apply_action("choose yes")
    assert s.hand_slugs(2) == [COW] and s.hand_slugs(0) == []  # the top of A2's deck (listed first)


def test_assistance_not_after_a_cheap_creature(pool):
    s = doubles(pool, p0=a_side(hand=[HUNK]), p2=a_side("assistance", deck=[COW]))
    s.apply_action(f"play {HUNK} lane=0")
    s.apply_action("attack lane=0")
    assert s.active == 1 and s.hand_slugs(2) == []


def test_camaraderie(pool):
    # A1's Camaraderie; B1 attacks into A1's empty Landscape (B1-3 faces A1-2): team A loses 3, team B then 1
    s = doubles(pool, active=1, p0=a_side("camaraderie"), p1=b_side(lane2=lane(CF, DUDE)))
    s.apply_action("attack lane=2")
    assert s.team_hp(0) == 40 - 3 and s.team_hp(1) == 40 - 1


def test_camaraderie_not_for_damage_no_creature_deals(pool):
    from engine.cardwars.ops.primitives import damage_player
    s = doubles(pool, active=1, p0=a_side("camaraderie"))
    damage_player(s, 0, 2)  # a Spell's or a Hero's damage: no Creature dealt it
    assert s.team_hp(0) == 38 and s.team_hp(1) == 40


def test_collaboration(pool):
    # A1 plays a Rainbow Spell of cost 1: A2 may play a Rainbow Spell of cost 1 from their hand for free
    s = doubles(pool, p0=a_side("collaboration", hand=[STORM]), p2=a_side(hand=[COLA, STORM]),
                p1=b_side(lane0=lane(CF, DUDE)), p3=b_side(lane1=lane(CF, DUDE)))
    s.apply_action(f"play {STORM}")
    assert s.current_player() == 2 and texts(s) == [f"choose p2:hand:{STORM}", "choose none"]  # cost 0 not offered
    s.apply_action(f"choose p2:hand:{STORM}")
    assert s.cdmg[1][0] == 2 and s.cdmg[3][1] == 2  # both opponents' Creatures, once per Spell
    assert s.hand_slugs(2) == [COLA] and s.actions_left == 1  # free for A2; A1 paid its own
    assert [s.slug(c) for c in s.discard[2]] == [STORM]


def test_collaboration_only_the_first_rainbow_spell_of_a_turn(pool):
    s = doubles(pool, p0=a_side("collaboration", hand=[COLA, COLA]), p2=a_side(hand=[COLA]))
    s.apply_action(f"play {COLA}")
    s.apply_action("choose none")
    s.apply_action(f"play {COLA}")
    assert not s.pending and s.hand_slugs(2) == [COLA]


def test_communication(pool):
    # A2's Communication; A1 plays a cost-0 Rainbow Spell: A2 may copy it, choosing its target among their own
    s = doubles(pool, p0=a_side(hand=[FIST], deck=[COW], lane0=lane(BP, DUDE)),
                p2=a_side("communication", deck=[HUNK], lane3=lane(BP, DUDE)))
    s.apply_action(f"play {FIST}")
    assert s.current_player() == 2 and texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    dude = s.tab.atk[s.creature[0][0]]
    from helpers import atk
    assert atk(s, 0, 0) == max(dude - 5, 0) and atk(s, 2, 3) == max(dude - 5, 0)
    assert s.hand_slugs(0) == [COW] and s.hand_slugs(2) == [HUNK]  # each drew one
    assert s.this_turn.get("spells") == 1  # the copy is not a Spell played


def test_communication_not_for_a_spell_that_costs(pool):
    s = doubles(pool, p0=a_side(hand=[STORM]), p2=a_side("communication"), p1=b_side(lane0=lane(CF, DUDE)))
    s.apply_action(f"play {STORM}")
    assert not s.pending and s.cdmg[1][0] == 1


def test_contribution(pool):
    # A1 drew the turn's card and two more: 3 this turn; at the start of its Fight Phase A2 may draw
    s = doubles(pool, this_turn={"drawn": {"0": 1}}, p0=a_side(deck=[COW, COW]), p2=a_side("contribution", deck=[HUNK]))
    s.apply_action("draw")
    s.apply_action("draw")
    s.apply_action("end")
    assert s.current_player() == 2
    s.apply_action("choose yes")
    assert s.hand_slugs(2) == [HUNK] and s.active == 1


def test_contribution_not_after_two_draws(pool):
    s = doubles(pool, this_turn={"drawn": {"0": 1}}, p0=a_side(deck=[COW, COW]), p2=a_side("contribution", deck=[HUNK]))
    s.apply_action("draw")
    s.apply_action("end")
    assert s.active == 1 and s.hand_slugs(2) == []


def test_cooperation(pool):
    # A2's Cooperation works in A1's turn: A1 played no Creature, so A2 may play one of cost 1 or less, free,
    # onto A2's own side
    s = doubles(pool, p2=a_side("cooperation", hand=[DUDE, HUNK], lane0=lane(BP, COW), lane1=lane(BP, COW),
                                lane2=lane(BP, frozen=True)))
    s.apply_action("end")
    assert s.current_player() == 2 and texts(s) == [f"choose p2:hand:{HUNK}", "choose none"]  # cost 2: not offered
    s.apply_action(f"choose p2:hand:{HUNK}")
    assert texts(s) == ["choose p2:lane:0", "choose p2:lane:1", "choose p2:lane:3"]  # R24: not the Frozen one
    s.apply_action("choose p2:lane:3")
    assert s.slug(s.creature[2][3]) == HUNK
    assert s.hand_slugs(2) == [DUDE] and s.active == 1


def test_cooperation_not_after_a_creature_was_played(pool):
    s = doubles(pool, p0=a_side(hand=[COW]), p2=a_side("cooperation", hand=[HUNK]))
    s.apply_action(f"play {COW} lane=0")
    s.apply_action("attack lane=0")
    assert not s.pending and s.hand_slugs(2) == [HUNK]


def test_coordination(pool):
    # A2's Coordination; A1 has a Creature on a Frozen Landscape: A1 may play onto its empty Frozen Landscape,
    # never replacing the Creature on one (R41)
    s = doubles(pool, p0=a_side(hand=[COW], lane0=lane(BP, DUDE, frozen=True), lane1=lane(BP, frozen=True)),
                p2=a_side("coordination"))
    plays = [t for t in texts(s) if t.startswith(f"play {COW}")]
    assert plays == [f"play {COW} lane=1", f"play {COW} lane=2", f"play {COW} lane=3"]
    s.apply_action(f"play {COW} lane=1")
    assert s.slug(s.creature[0][1]) == COW


def test_coordination_needs_a_team_creature_on_a_frozen_landscape(pool):
    s = doubles(pool, p0=a_side(hand=[COW], lane1=lane(BP, frozen=True)), p2=a_side("coordination"),
                p1=b_side(lane0=lane(CF, DUDE, frozen=True)))  # an opponent's does not count
    assert f"play {COW} lane=1" not in texts(s)
    s2 = doubles(pool, p0=a_side(hand=[COW], lane1=lane(BP, frozen=True)), p2=a_side("coordination", lane3=lane(
        BP, DUDE, frozen=True)))
    assert f"play {COW} lane=1" in texts(s2)  # the teammate's does


def test_fellowship(pool):
    # A1's Fellowship, A1's turn: the first damage to an opponent lets A2 deal 1 to a Creature in one of A2's Lanes
    # (B2-4 faces A2-1; B1-3, in front of A1-2, is not in A2's Lanes)
    s = doubles(pool, p0=a_side("fellowship", lane0=lane(BP, COW), lane2=lane(BP, COW)),
                p1=b_side(lane2=lane(CF, DUDE)), p3=b_side(lane3=lane(CF, DUDE)))
    s.apply_action("attack lane=0")  # A1-1 faces B1-4: empty, team B loses 1
    assert s.team_hp(1) == 39
    assert s.current_player() == 2 and texts(s) == ["choose p3:creature:3", "choose none"]
    s.apply_action("choose p3:creature:3")
    assert s.cdmg[3][3] == 1
    s.apply_action("attack lane=2")  # A1-3 faces B2-2: empty; the second hit this turn sets off nothing
    assert s.team_hp(1) == 38 and not s.pending and s.cdmg[3][3] == 1


def test_fellowship_not_in_the_teammates_main_phase(pool):
    # A2's turn, before its Fight Phase: a Spell's damage to an opponent sets nothing off (A1's card)
    from engine.cardwars.ops.primitives import damage_player
    s = doubles(pool, active=2, p0=a_side("fellowship", lane0=lane(BP, COW)), p1=b_side(lane3=lane(CF, DUDE)))
    damage_player(s, 1, 1)
    assert not s.pending


def test_solidarity(pool):
    # A2's Solidarity in A1's turn: A1's first Creature attacking a Creature has +1 ATK; the second has not
    s = doubles(pool, p0=a_side(lane0=lane(BP, COW), lane1=lane(BP, COW), lane2=lane(BP, COW)),
                p1=b_side(lane2=lane(CF, DUDE), lane3=lane(CF, DUDE)), p2=a_side("solidarity"))
    cow = s.tab.atk[s.creature[0][0]]
    s.apply_action("attack lane=2")  # A1-3 faces B2-2: empty, no Creature attacked, no bonus
    assert s.team_hp(1) == 40 - cow
    s.apply_action("attack lane=0")  # A1-1 faces B1-4 (lane 3): the first Creature attacking a Creature
    assert s.cdmg[1][3] == cow + 1
    s.apply_action("attack lane=1")  # A1-2 faces B1-3 (lane 2)
    assert s.cdmg[1][2] == cow


def test_solidarity_not_in_the_opponents_turns(pool):
    s = doubles(pool, active=1, p1=b_side(lane2=lane(CF, COW)), p0=a_side("solidarity", lane1=lane(BP, DUDE)))
    s.apply_action("attack lane=2")  # B1-3 faces A1-2
    assert s.cdmg[0][1] == s.tab.atk[s.creature[1][2]]


def test_synchronization(pool):
    # A1 played no Spell: at the start of its Fight Phase A2 may play a Spell of cost 1 or less, free, as theirs
    s = doubles(pool, p0=a_side(lane0=lane(BP, COW)), p2=a_side("synchronization", hand=[SNOT], deck=[COW] * 3))
    s.apply_action("attack lane=0")
    assert s.current_player() == 2 and texts(s) == [f"choose p2:hand:{SNOT}", "choose none"]
    s.apply_action(f"choose p2:hand:{SNOT}")
    assert s.hand_slugs(2) == [COW] * 3 and [s.slug(c) for c in s.discard[2]] == [SNOT]


def test_synchronization_not_after_a_spell(pool):
    s = doubles(pool, p0=a_side(hand=[COLA], lane0=lane(BP, COW)), p2=a_side("synchronization", hand=[SNOT]))
    s.apply_action(f"play {COLA}")
    s.apply_action("attack lane=0")
    assert not s.pending and s.hand_slugs(2) == [SNOT]
