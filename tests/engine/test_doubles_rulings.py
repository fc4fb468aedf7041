"""Doubles rulings R35 (which opponent), R39 (mulligans), R40 (Heroes) and R41 (Frozen tokens): RULES.md.

Seats A1 B1 A2 B2 are 0 1 2 3; team A is seats 0 and 2, team B seats 1 and 3."""
from helpers import atk, lane, position, side, texts

from engine import new_game

DOUBLES = {"seats": 4, "teams": [[0, 2], [1, 3]]}
BP, CF, US = "Blue Plains", "Cornfield", "Useless Swamp"
COW = "cow"  # Rainbow Creature of cost 0 without text
PRECONS = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")


def seat(hp=40, lands=(BP,) * 4, **kw):
    return side(hp=hp, lands=lands, **kw)


def doubles(pool, p0=None, p1=None, p2=None, p3=None, **top):
    players = [p0 or seat(), p1 or seat(lands=(CF,) * 4), p2 or seat(), p3 or seat(lands=(CF,) * 4)]
    data = dict(players=players, table=DOUBLES, mulligan_done=[True] * 4, variant="doubles", turn=9)
    data.update(top)
    return position(pool, **data)


# ---- R35: "your opponent" ------------------------------------------------------------------------------------
def test_r35_a_spell_aimed_at_your_opponent_lets_the_acting_player_pick_which(pool):
    # Field of Nightmares (a Spell, in no Lane): damage to "your opponent"; A1 picks B1 or B2
    s = doubles(pool, p0=seat(lands=(CF,) * 4, hand=["field-of-nightmares"]), p3=seat(lands=(CF,) * 4, hand=[COW, COW]))
    s.apply_action("play field-of-nightmares")
    assert s.current_player() == 0 and texts(s) == ["choose p1:player", "choose p3:player"]
    s.apply_action("choose p3:player")
    assert s.team_hp(1) < 40 and s.team_hp(0) == 40


def test_r35_target_opponent_is_either_player_of_the_other_team(pool):
    # Bone Wand: target opponent discards a card (A1 has a Useless Swamp Creature, as it needs)
    s = doubles(pool, p0=seat(lands=(US,) * 4, hand=["bone-wand"], lane0=lane(US, "dark-angel")),
                p1=seat(lands=(CF,) * 4, hand=[COW]), p3=seat(lands=(CF,) * 4, hand=["pony"]))
    assert "play bone-wand" in texts(s)
    s.apply_action("play bone-wand")
    assert texts(s) == ["choose p1:player", "choose p3:player"]
    s.apply_action("choose p3:player")
    assert s.hand_slugs(3) == [] and s.hand_slugs(1) == [COW]
    assert [s.slug(c) for c in s.discard[3]] == ["pony"]


def test_r35_a_card_in_a_lane_means_the_player_in_front_of_it(pool):
    # Cornataur enters play in A1-3, which faces B2-2: no question, B2 is the opponent meant (its team's HP pays)
    s = doubles(pool, p0=seat(lands=(CF,) * 4, hand=["cornataur"]))
    s.apply_action("play cornataur lane=2")
    assert not s.pending and s.team_hp(1) == 40 - 4  # one damage for each of A1's 4 Cornfields


def test_r35_1v1_keeps_its_one_opponent_without_a_question(pool):
    s = position(pool, p0=side(lands=(CF,) * 4, hand=["field-of-nightmares"]), p1=side(hand=[COW, COW]))
    s.apply_action("play field-of-nightmares")
    assert not s.pending and s.hp[1] == 25 - 2  # one per card in the opponent's hand


# ---- R39: mulligans -----------------------------------------------------------------------------------------
def test_r39_each_of_the_four_decides_in_turn_order_seeing_only_their_own_hand(pool):
    s = new_game(pool.setup(*PRECONS, variant="doubles", first_player=1), 3)
    assert all(len(s.hand[p]) == 5 for p in s.seats)  # all four hold 5 cards before anyone decides
    order = []
    hands = [list(h) for h in s.hand]
    for _ in range(4):
        who = s.current_player()
        order.append(who)
        view = s.view(who)
        assert [isinstance(pd["hand"], list) for pd in view["players"]] == [p == who for p in s.seats]
        s.apply_action("mulligan yes" if who == 3 else "mulligan no", player=who)
    assert order == [1, 2, 3, 0]  # from the first player, in turn order (R33)
    assert s.hand[0] == hands[0] and s.hand[2] == hands[2]  # the others' hands untouched by B2's mulligan
    assert s.hand[3] != hands[3] and len(s.hand[3]) == 5  # B2 drew a new 5 from its own deck
    assert s.active == 1 and s.turn == 1 and s.hand[1][:5] == hands[1]  # play begins with B1, who draws
    assert [str(a) for a in s.history] == ["mulligan no", "mulligan no", "mulligan yes", "mulligan no"]  # public


def test_r39_a_mulligan_reshuffles_only_the_players_own_deck(pool):
    s = new_game(pool.setup(*PRECONS, variant="doubles", first_player=0), 5)
    before = [sorted(s.hand[p] + s.deck[p]) for p in s.seats]
    others = [(list(s.hand[p]), list(s.deck[p])) for p in (1, 2, 3)]
    s.apply_action("mulligan yes", player=0)
    assert sorted(s.hand[0] + s.deck[0]) == before[0] and len(s.hand[0]) == 5  # R7: own 40 cards, a new 5
    assert [(s.hand[p], s.deck[p]) for p in (1, 2, 3)] == others
    assert s.current_player() == 1
    s.apply_action("mulligan no", player=1)
    assert s.current_player() == 2 and s.mulligan_done == [True, True, False, False]  # once each


# ---- R40: Heroes ------------------------------------------------------------------------------------------------
def test_r40_you_on_a_hero_is_its_player_even_beside_a_teammate(pool):
    # Jake (Collector's Pack 1): +2 ATK to your Creatures on face-down Landscapes. A2's Jake: A2's, not A1's, and
    # in every player's turn (always on, R25)
    down = dict(face_down=True)
    s = doubles(pool, p0=seat(lane0=lane(BP, COW, **down)), p2=seat(hero="jake", lane0=lane(BP, COW, **down)),
                active=1)
    cow = s.tab.atk[s.creature[0][0]]
    assert atk(s, 2, 0) == cow + 2 and atk(s, 0, 0) == cow


def test_r40_a_heros_ability_is_used_by_its_player_in_their_own_turn_only(pool):
    # BMO (Collector's Pack 2): discard a card >>> 1 damage to target Creature. B1 and B2 both play BMO
    s = doubles(pool, active=3, p1=seat(lands=(CF,) * 4, hero="bmo", hand=[COW]),
                p3=seat(lands=(CF,) * 4, hero="bmo", hand=[COW], lane0=lane(CF, COW)))
    assert "hero damage" in texts(s)  # B2's own Hero
    s.apply_action("hero damage")  # the one target: no choice; the discard is B2's own (one card)
    assert s.hand[3] == [] and s.hand_slugs(1) == [COW] and s.cdmg[3][0] == 1
    s2 = doubles(pool, active=1, p1=seat(lands=(CF,) * 4, hand=[COW]), p3=seat(lands=(CF,) * 4, hero="bmo", hand=[COW],
                                                                                lane0=lane(CF, COW)))
    assert "hero damage" not in texts(s2)  # in the teammate's turn, B2's Hero is not B1's to use


# ---- R41: Frozen tokens -----------------------------------------------------------------------------------------
def test_r41_you_unfreeze_only_your_own_landscapes(pool):
    s = doubles(pool, p0=seat(hand=[COW], lane1=lane(BP, frozen=True)), p2=seat(lane1=lane(BP, frozen=True)),
                p1=seat(lands=(CF,) * 4, lane2=lane(CF, frozen=True)))
    assert [t for t in texts(s) if t.startswith("unfreeze")] == [f"unfreeze lane=1 discard={COW}"]
    s.apply_action(f"unfreeze lane=1 discard={COW}")
    assert s.frozen[0][1] is False and s.frozen[2][1] and s.frozen[1][2]  # the teammate's and opponent's stay


def test_r41_both_landscapes_in_this_lane_are_one_per_team(pool):
    from engine.cardwars.dsl.context import Ctx
    from engine.cardwars.dsl.vocab import ANY, Freeze, Lands, frozen_lands
    s = doubles(pool, p0=seat(lane1=lane(BP, COW)))
    ctx = Ctx(s, None, 0, s.creature[0][1], 0, 1, "creature")  # A1's Creature on A1-2, which faces B1-3
    assert Lands(ANY, "this").refs(ctx) == [(0, "land", 1), (1, "land", 2)]
    for ref in Lands(ANY, "this").refs(ctx):
        Freeze(None).apply(ctx, ref)
    assert s.frozen[0][1] and s.frozen[1][2] and frozen_lands()(ctx) == 2  # both counted, any seat's may be
