"""The board's seating (engine.cardwars.board.Seating over the core's Table): who the opponents, teammates and
next seat are, a seat's Lanes, and the HP pool of a team (R5, R22). 1 vs 1 is Table.solo(2); a table with
teams (Doubles: seats A1 B1 A2 B2) is loaded from a position that lists it."""
import pytest
from helpers import lane, position, side

from engine.cardwars.ops.core import damage_player, heal_player
from engine.cardwars.ops.primitives import damage_each_player
from engine.cardwars.rules.fight import attack
from engine.core.table import Table

DOUBLES = {"seats": 4, "teams": [[0, 2], [1, 3]]}


def doubles(pool, **top):
    """A position at a two-teams table, seat 0 to act; each seat's HP as given in `hps` (default 25)."""
    hps = top.pop("hps", (25, 25, 25, 25))
    players = [side(hp=hp, lands=(("Blue Plains",) if p % 2 == 0 else ("Cornfield",)) * 4, **top.pop(f"p{p}", {}))
               for p, hp in enumerate(hps)]
    return position(pool, players=players, table=DOUBLES, mulligan_done=[True] * 4, **top)


def test_1v1_is_two_teams_of_one(pool):
    s = position(pool)
    assert s.table == Table.solo(2)
    assert s.seats == (0, 1) and s.teams == (0, 1)
    assert s.opponents(0) == (1,) and s.opponents(1) == (0,)
    assert s.opponent(0) == 1 and s.opponent(1) == 0
    assert s.teammates(0) == () and s.team_of(1) == 1 and s.team_seats(1) == (1,)
    assert s.next_seat(0) == 1 and s.next_seat(1) == 0
    assert s.seats_from(1) == (1, 0)
    assert s.lanes_of(0) == (0, 1, 2, 3) == s.lanes_of(1)
    assert "table" not in s.to_json()  # 1 vs 1 positions are written as before


def test_r22_1v1_hp_pools_are_the_seats_own(pool):
    s = position(pool, p0=side(hp=7), p1=side(hp=12, lands=("Cornfield",) * 4))
    assert (s.team_hp(0), s.team_hp(1)) == (7, 12)
    assert s.hp_seat(1) == 1
    damage_player(s, 1, 5)
    heal_player(s, 0, 3)
    assert s.hp == [10, 7] and not s.is_terminal()
    damage_player(s, 1, 7)  # R22: seat 1 at 0 HP loses at once
    assert s.is_terminal() and s.outcome().winner == 0 and s.outcome().reason == "hp"


def test_a_team_table_answers_by_teams(pool):
    s = doubles(pool)
    assert s.table == Table.from_dict(DOUBLES) and s.table.to_dict() == DOUBLES
    assert s.seats == (0, 1, 2, 3) and s.teams == (0, 1)
    assert s.team_of(2) == 0 and s.team_of(3) == 1 and s.team_seats(1) == (1, 3)
    assert s.teammates(0) == (2,) and s.teammates(3) == (1,)
    assert s.opponents(0) == (1, 3) and s.opponents(2) == (3, 1)  # in turn order after the seat
    assert s.next_seat(3) == 0 and s.seats_from(2) == (2, 3, 0, 1)
    with pytest.raises(ValueError, match="2 opponents"):
        s.opponent(0)  # no one "other player" at a table of teams


def test_a_team_table_round_trips_through_json(pool):
    s = doubles(pool)
    data = s.to_json()
    assert data["table"] == DOUBLES
    again = type(s).from_json(data)
    assert again.table == s.table and again.to_json() == data


def test_r22_a_team_shares_one_hp_pool(pool):
    s = doubles(pool, hps=(9, 25, 25, 25))
    assert s.team_hp(0) == 9 and s.hp_seat(2) == 0
    damage_player(s, 2, 4)  # seat 2's damage comes off its team's pool, kept at the team's first seat
    assert s.team_hp(0) == 5 and s.hp[2] == 25 and not s.is_terminal()
    heal_player(s, 2, 1)
    assert s.team_hp(0) == 6
    damage_player(s, 2, 6)  # R22: the team at 0 HP loses; the other team wins, every seat of it
    out = s.outcome()
    assert s.is_terminal() and out.reason == "hp"
    assert out.winners == (1, 3) and out.winning_team == 1


def test_r22_every_team_out_at_once_is_a_draw(pool):
    s = doubles(pool, hps=(3, 4, 25, 25))
    damage_each_player(s, [0, 0, 3, 4])  # one event takes both pools to 0 (R22: a draw)
    assert s.is_terminal() and s.outcome().winner is None and s.outcome().reason == "hp"


def test_r18_an_unblocked_attack_hits_the_defending_teams_pool(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat")), p1=side(hp=20, lands=("Cornfield",) * 4))
    attack(s, 0)  # R18: nothing across Lane 0: seat 1's HP (its team's pool) takes the ATK
    assert s.team_hp(1) == 20 - s.tab.atk[s.creature[0][0]]
