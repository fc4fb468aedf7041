"""Card Wars Doubles (rulebook 001; RULES.md R26-R28, R32-R43): the 2 vs 2 format on the table of teams.

Seats A1 B1 A2 B2 are 0 1 2 3; team A is seats 0 and 2, team B seats 1 and 3. Lanes of a seat's row are
0-3, its Landscapes 1-4 from its own left."""
import pytest
from helpers import lane, position, side

from engine import new_game
from engine.cardwars import actions as A
from engine.cardwars.match import play_game_state
from engine.cardwars.ops.core import damage_player, heal_player
from engine.cardwars.rules.fight import attack
from engine.cardwars.rules.illegal import why_illegal

DOUBLES = {"seats": 4, "teams": [[0, 2], [1, 3]]}
PRECONS = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")
VANILLA = "blue-gnome"  # no script: ATK and DEF as printed
BIG = "ghost-ninja"


def doubles(pool, hps=(40, 25, 40, 25), **top):
    """A Doubles position, seat 0 (A1) to act in its main phase; p0..p3 override the plain sides."""
    players = [top.pop(f"p{p}", None) or side(hp=hp, lands=(("Blue Plains",) if p % 2 == 0 else ("Cornfield",)) * 4)
               for p, hp in enumerate(hps)]
    data = dict(players=players, table=DOUBLES, mulligan_done=[True] * 4, variant="doubles", turn=5)
    data.update(top)
    return position(pool, **data)


def name(seat, lane_):
    """'A1-3': seat and Landscape number (1-4 from the player's own left), the rulebook's way."""
    return f"{'AB'[seat % 2]}{seat // 2 + 1}-{lane_ + 1}"


# R26: the rulebook's table of the 8 Lanes (team A's Landscape, team B's Landscape in front of it)
LANES_OF_R26 = [("A1-1", "B1-4"), ("A1-2", "B1-3"), ("A1-3", "B2-2"), ("A1-4", "B2-1"),
                ("A2-1", "B2-4"), ("A2-2", "B2-3"), ("A2-3", "B1-2"), ("A2-4", "B1-1")]


def test_r26_the_eight_lanes_face_as_the_rulebook_draws_them(pool):
    s = doubles(pool)
    facing = {name(p, ln): name(*s.facing(p, ln)) for p in s.seats for ln in s.lanes_of(p)}
    for a, b in LANES_OF_R26:
        assert facing[a] == b and facing[b] == a  # each Lane is one Landscape per team, facing both ways
    assert len(facing) == 16 and len(set(facing.values())) == 16  # 8 Lanes, no Landscape in two
    for p in s.seats:
        for ln in s.lanes_of(p):
            assert s.team_of(s.facing(p, ln)[0]) != s.team_of(p)  # teammates share no Lane


def test_1v1_lanes_face_the_same_lane():
    from engine.cardwars.board import seating
    from engine.core.table import Table
    st = seating(Table.solo(2))
    assert st.front == (((1, 0), (1, 1), (1, 2), (1, 3)), ((0, 0), (0, 1), (0, 2), (0, 3)))
    assert st.hp_max == 25


def test_r32_adjacent_lanes_cross_the_gap_and_face_both_opponents(pool):
    s = doubles(pool)
    assert s.adjacent_lanes(0, 1) == (0, 2)  # A1-2: A1-1 and A1-3 (across the gap)
    assert s.adjacent_lanes(0, 0) == (1,) and s.adjacent_lanes(0, 3) == (2,)  # never 4-1
    assert {name(*s.facing(0, ln)) for ln in s.adjacent_lanes(0, 1)} == {"B1-4", "B2-2"}  # Lanes 1 and 3


def test_r36_an_attack_into_an_empty_lane_hits_the_team_in_front(pool):
    # A1-3 faces B2-2: B1's Creature on B1-3 (in front of A1-2) does not block it
    s = doubles(pool, p0=side(lane2=lane(creature=VANILLA)), p1=side(hp=30, lane2=lane("Cornfield", BIG)))
    hit = s.tab.atk[s.creature[0][2]]
    attack(s, 2)
    assert s.team_hp(1) == 30 - hit and s.hp[3] == 25  # team B's pool is kept at B1's entry (seat 1)
    assert s.cdmg[1][2] == 0


def test_r36_the_attacker_fights_only_the_creature_on_the_facing_landscape(pool):
    # A1-1 faces B1-4; B2's Creature elsewhere takes nothing
    s = doubles(pool, p0=side(lane0=lane(creature=VANILLA)), p1=side(lane3=lane("Cornfield", BIG)),
                p3=side(lane0=lane("Cornfield", BIG)))
    a_atk, d_atk = s.tab.atk[s.creature[0][0]], s.tab.atk[s.creature[1][3]]
    attack(s, 0)
    assert s.cdmg[1][3] == a_atk and s.cdmg[0][0] == d_atk  # R18: both deal damage at once
    assert s.cdmg[3][0] == 0 and s.team_hp(1) == 25


def test_r34_team_hp_is_40_at_the_start_and_never_above(pool):
    setup = pool.setup(*PRECONS, variant="doubles")
    s = new_game(setup, 7)
    assert [s.team_hp(t) for t in s.teams] == [40, 40]
    damage_player(s, 2, 5)  # A2 is hit: team A's pool
    assert s.team_hp(0) == 35
    heal_player(s, 0, 9)
    assert s.team_hp(0) == 40  # R34: never above 40


def test_r43_a_team_at_0_loses_both_players_at_once(pool):
    s = doubles(pool, hps=(40, 1, 40, 25), p2=side(lane3=lane(creature=VANILLA)), active=2)
    attack(s, 3)  # A2-4 faces B1-1, empty: team B's pool goes to 0 or less
    out = s.outcome()
    assert s.is_terminal() and out.winners == (0, 2) and out.winning_team == 0 and out.reason == "hp"
    assert out.returns() == (1, -1, 1, -1)


@pytest.mark.parametrize("turn, allowed", [(1, False), (2, False), (3, False), (4, True)])
def test_r38_the_first_three_players_neither_floop_nor_fight(pool, turn, allowed):
    active = turn - 1  # first player A1: turns 1-4 are A1, B1, A2, B2
    p = side(lane0=lane("Cornfield" if active % 2 else "Blue Plains", VANILLA))
    s = doubles(pool, turn=turn, active=active, **{f"p{active}": p})
    kinds = {a.kind for a in s.legal_actions()}
    assert (A.ATTACK in kinds) == allowed
    assert (A.END in kinds) != allowed  # turn 4 on: every ready Creature must attack before the turn ends


def test_r33_turns_go_a1_b1_a2_b2_and_the_game_seats_four(pool):
    setup = pool.setup(*PRECONS, variant="doubles", first_player=1)
    assert setup.turn_limit == 120  # R43: every player's turn counts
    s = new_game(setup, 3)
    assert s.table.describe() == "2 vs 2" and len(s.hand) == 4 and all(len(h) == 5 for h in s.hand)
    order = []
    while len(order) < 6:
        p = s.current_player()
        acts = s.legal_actions()
        if acts[0].kind == A.MULLIGAN:
            s.apply_action(acts[1])  # keep
            continue
        order.append(s.active)
        end = [a for a in acts if a.kind == A.END]
        s.apply_action(end[0] if end else acts[0])
        while s.active == p and not s.is_terminal():
            s.apply_action(s.legal_actions()[-1])
    assert order[:5] == [1, 2, 3, 0, 1]


def test_doubles_needs_four_decks(pool):
    with pytest.raises(ValueError, match="seats 4 players"):
        new_game(pool.setup(*PRECONS[:2], variant="doubles"), 1)


@pytest.mark.parametrize("who", ["random", "simple", "greedy"])
def test_players_play_doubles_to_the_end(pool, who):
    setup = pool.setup(*PRECONS, variant="doubles")
    s = play_game_state(setup, 11, players=(who,) * 4, checked=True)
    assert s.is_terminal() and s.outcome().table.describe() == "2 vs 2"
    assert s.end_reason in ("hp", "turn limit")


# R27: Teamwork cards. "collaboration" and "communication" are Rainbow, cost 1: one Action and one face-up
# Landscape of any type.
TW, TW2 = "collaboration", "communication"


def with_teamwork(player, card):
    """A side of a position with `card` as its Teamwork card in play."""
    return dict(player, teamwork=card)


def test_r27_a_teamwork_card_is_played_in_front_of_its_player_in_no_lane(pool):
    s = doubles(pool, p0=side(hp=40, hand=[TW]))
    assert f"play {TW}" in [str(a) for a in s.legal_actions()]
    s.apply_action(f"play {TW}")
    assert s.slug(s.teamwork[0]) == TW and s.actions_left == 1  # R11: its cost in Actions
    assert not s.hand[0] and not s.discard[0]
    assert all(c < 0 for c in s.creature[0] + s.building[0])  # in no Lane


def test_r27_another_teamwork_card_replaces_your_own_never_your_teammates(pool):
    s = doubles(pool, p0=with_teamwork(side(hp=40, hand=[TW2]), TW), p2=with_teamwork(side(hp=40), TW))
    mine, mate = s.teamwork[0], s.teamwork[2]
    s.apply_action(f"play {TW2}")
    assert s.slug(s.teamwork[0]) == TW2
    assert s.discard[0] == [mine]  # replaced: to its owner's discard pile
    assert s.teamwork[2] == mate  # the teammate's stays


def test_r27_teamwork_cards_are_not_played_in_1v1(pool):
    s = position(pool, p0=side(hand=[TW]))
    assert f"play {TW}" not in [str(a) for a in s.legal_actions()]
    assert "R27" in why_illegal(s, A.parse(f"play {TW}"))


def test_r27_teamwork_in_play_round_trips_through_json(pool):
    s = doubles(pool, p1=with_teamwork(side(lands=("Cornfield",) * 4), TW))
    data = s.to_json()
    assert data["players"][1]["teamwork"].startswith(f"{TW}#") and "teamwork" not in data["players"][0]
    again = type(s).from_json(data)
    assert again.to_json() == data and again.slug(again.teamwork[1]) == TW


def test_rulebook_001_fight_example(pool):
    """Rulebook 001's fight example: Grand Prix (A1), Charlie (B1) and Moniker (A2) may not attack on their
    first turns (R38); Jake (B2) goes fourth, plays Green ZebraCorn opposite NaviGator and Loveable Lamb
    opposite Mint Chocouflage (R26: B2's Landscapes 3-4 face A2's 2-1), and Fights."""
    moniker = side(hp=40, lands=("Useless Swamp", "IcyLands", "IcyLands", "Useless Swamp"),
                   lane0=lane("Useless Swamp", "navigator"), lane1=lane("IcyLands", "mint-chocouflage"))
    jake = side(lands=("Cornfield", "Cornfield", "NiceLands", "NiceLands"), hand=["green-zebracorn", "loveable-lamb"])
    s = doubles(pool, hps=(40, 40, 40, 40), turn=4, active=3, first_player=0, p2=moniker, p3=jake)
    assert s.facing(3, 3) == (2, 0) and s.facing(3, 2) == (2, 1)
    s.apply_action("play green-zebracorn lane=3")
    s.apply_action("play loveable-lamb lane=2")
    s.apply_action("attack lane=2")  # the Lamb: Mint Chocouflage takes 2, the Lamb 3
    assert s.cdmg[2][1] == 2 and s.cdmg[3][2] == 3
    s.apply_action("attack lane=3")  # the ZebraCorn: 1 to NaviGator, 2 back, and 1 to the opponent's HP
    assert s.cdmg[2][0] == 1 and s.cdmg[3][3] == 2
    assert s.team_hp(0) == 39 and s.team_hp(1) == 40  # Moniker's team (A) pays it (R34, R36)
    # Jake's Hero (1 more damage to a Creature in one of his Lanes, destroying Mint Chocouflage) has no script
    # yet: the example stops here.
