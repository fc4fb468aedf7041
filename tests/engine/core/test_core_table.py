"""The table: seats, teams of seats, and the questions a game asks it instead of computing seats."""
import json

import pytest

from engine.core.table import Table, TableError


def test_one_vs_one_is_two_teams_of_one_each_the_other_s_opponent():
    t = Table.solo(2)
    assert t.seats == (0, 1) and t.teams == ((0,), (1,))
    assert (t.n_seats, t.n_teams, t.is_solo, t.team_size) == (2, 2, True, 1)
    assert t.opponents(0) == (1,) and t.opponents(1) == (0,)
    assert t.teammates(0) == () and t.teammates(1) == ()
    assert (t.next_seat(0), t.next_seat(1)) == (1, 0)
    assert (t.team_of(0), t.team_of(1)) == (0, 1)
    assert t.describe() == "1 vs 1"


def test_a_free_for_all_lists_opponents_in_turn_order_after_the_seat():
    t = Table.solo(4)
    assert t.opponents(0) == (1, 2, 3)
    assert t.opponents(2) == (3, 0, 1)
    assert t.opponents(3) == (0, 1, 2)
    assert t.next_seat(3) == 0 and t.describe() == "1 vs 1 vs 1 vs 1"
    assert t.opponent_teams(2) == (3, 0, 1)


def test_doubles_seats_a1_b1_a2_b2_so_teammates_sit_two_apart():
    t = Table.teams_of(2, 2)
    assert t.teams == ((0, 2), (1, 3))
    assert [t.team_of(s) for s in t.seats] == [0, 1, 0, 1]
    assert [t.teammates(s) for s in t.seats] == [(2,), (3,), (0,), (1,)]
    assert [t.opponents(s) for s in t.seats] == [(1, 3), (2, 0), (3, 1), (0, 2)]
    assert [t.next_seat(s) for s in t.seats] == [1, 2, 3, 0]
    assert t.same_team(0, 2) and not t.same_team(0, 1)
    assert (t.n_seats, t.n_teams, t.is_solo, t.team_size, t.describe()) == (4, 2, False, 2, "2 vs 2")
    assert t.team_seats(1) == (1, 3) and t.opponent_teams(0) == (1,)


def test_three_teams_of_two_interleave_and_opponents_skip_the_own_team():
    t = Table.teams_of(2, 3)
    assert t.teams == ((0, 3), (1, 4), (2, 5))
    assert t.opponents(1) == (2, 3, 5, 0)
    assert t.teammates(4) == (1,)


def test_a_table_is_a_hashable_value_and_round_trips_through_json():
    a, b = Table.teams_of(2, 2), Table(((0, 2), (1, 3)))
    assert a == b and hash(a) == hash(b) and len({a, b, Table.solo(4)}) == 2 and Table.of([[0, 2], [1, 3]]) == a
    assert a != Table.solo(4)
    for t in (Table.solo(2), Table.solo(5), Table.teams_of(2, 2), Table(((0, 1), (2,)))):
        d = json.loads(json.dumps(t.to_dict()))
        assert Table.from_dict(d) == t
    assert Table.teams_of(2, 2).to_dict() == {"seats": 4, "teams": [[0, 2], [1, 3]]}
    with pytest.raises(AttributeError):
        a.teams = ((0, 1, 2, 3),)  # type: ignore[misc]


def test_unequal_teams_are_a_table_without_a_team_size():
    t = Table(((0, 1), (2,)))
    assert t.team_size is None and t.opponents(0) == (2,) and t.opponents(2) == (0, 1)


@pytest.mark.parametrize("teams", [
    (),                    # nobody
    ((0,), ()),            # an empty team
    ((0,), (2,)),          # seat 1 missing
    ((0, 1), (1,)),        # seat 1 twice
    ((2, 0), (1, 3)),      # a team out of seat order
    ((1, 3), (0, 2)),      # teams not numbered by their lowest seat
])
def test_a_seating_that_does_not_split_the_seats_is_refused(teams):
    with pytest.raises(TableError):
        Table(teams)


def test_bad_seats_teams_and_json_are_refused_with_a_table_error():
    t = Table.solo(2)
    for ask in (t.opponents, t.teammates, t.team_of, t.next_seat):
        with pytest.raises(TableError, match="no seat 2"):
            ask(2)
        with pytest.raises(TableError):
            ask(-1)
    with pytest.raises(TableError, match="no team 5"):
        t.team_seats(5)
    with pytest.raises(TableError):
        Table.solo(0)
    with pytest.raises(TableError):
        Table.teams_of(0, 2)
    with pytest.raises(TableError):
        Table.from_dict({"seats": 3})
    with pytest.raises(TableError, match="says 3"):
        Table.from_dict({"seats": 3, "teams": [[0], [1]]})
