"""The table a game is played at: seats, and teams of seats.

Seats are numbered 0..n-1 in turn order. A team is a tuple of seats, in seat order; every seat belongs to
exactly one team, and teams are numbered by their lowest seat, so one seating has exactly one Table value
(equal tables hash equal, and a Table can key a dict or sit in a frozen format).

- 1 vs 1 is `Table.solo(2)`: two teams of one.
- A free-for-all of N seats (Trash War) is `Table.solo(N)`.
- Doubles is `Table.teams_of(2, 2)`: two teams of two, seated A1 B1 A2 B2, so seats 0 and 2 are team 0 and
  seats 1 and 3 are team 1; the turn passes from one team to the other.

Nobody computes "the other player" by arithmetic: ask the table for opponents(seat), teammates(seat),
team_of(seat) or next_seat(seat). Answers are computed once when the table is built, so they cost a tuple
lookup. Methods accept any int seat (a SeatId is an int) and return typed ids.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NewType

SeatId = NewType("SeatId", int)  # a seat, 0..n_seats-1, in turn order
TeamId = NewType("TeamId", int)  # a team, 0..n_teams-1, numbered by its lowest seat


class TableError(ValueError):
    """A seating that is not a table: teams that do not split the seats 0..n-1 once each, in order."""


@dataclass(frozen=True)
class Table:
    """Seats 0..n-1 split into teams (tuples of seats in seat order, numbered by their lowest seat)."""

    teams: tuple[tuple[SeatId, ...], ...]
    _team_of: tuple[TeamId, ...] = field(init=False, repr=False, compare=False)
    _teammates: tuple[tuple[SeatId, ...], ...] = field(init=False, repr=False, compare=False)
    _opponents: tuple[tuple[SeatId, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        teams = tuple(tuple(SeatId(int(s)) for s in team) for team in self.teams)
        _check(teams)
        n = sum(len(t) for t in teams)
        team_of = [TeamId(0)] * n
        for t, team in enumerate(teams):
            for s in team:
                team_of[s] = TeamId(t)
        after = [tuple(SeatId((s + k) % n) for k in range(1, n)) for s in range(n)]  # every other seat, in turn order
        object.__setattr__(self, "teams", teams)
        object.__setattr__(self, "_team_of", tuple(team_of))
        object.__setattr__(self, "_teammates", tuple(
            tuple(o for o in after[s] if team_of[o] == team_of[s]) for s in range(n)))
        object.__setattr__(self, "_opponents", tuple(
            tuple(o for o in after[s] if team_of[o] != team_of[s]) for s in range(n)))

    # -- constructors -------------------------------------------------------------------------------

    @classmethod
    def of(cls, teams: Iterable[Iterable[int]]) -> Table:
        """A table from teams written as plain ints: Table.of([[0, 2], [1, 3]])."""
        return cls(tuple(tuple(SeatId(int(s)) for s in team) for team in teams))

    @classmethod
    def solo(cls, n: int) -> Table:
        """n seats, each its own team: 1 vs 1 is solo(2), a four-seat free-for-all solo(4)."""
        if n < 1:
            raise TableError(f"a table needs at least one seat, not {n}")
        return cls(tuple((SeatId(s),) for s in range(n)))

    @classmethod
    def teams_of(cls, size: int, count: int) -> Table:
        """`count` teams of `size` seats, interleaved so the turn passes from team to team: teams_of(2, 2)
        seats A1 B1 A2 B2 (team 0 = seats 0 and 2, team 1 = seats 1 and 3)."""
        if size < 1 or count < 1:
            raise TableError(f"a table needs teams of at least one seat and at least one team, not {count} of {size}")
        return cls(tuple(tuple(SeatId(t + k * count) for k in range(size)) for t in range(count)))

    # -- the seating ---------------------------------------------------------------------------------

    @property
    def n_seats(self) -> int:
        """Number of seats."""
        return len(self._team_of)

    @property
    def n_teams(self) -> int:
        """Number of teams."""
        return len(self.teams)

    @property
    def seats(self) -> tuple[SeatId, ...]:
        """Every seat, in turn order."""
        return tuple(SeatId(s) for s in range(len(self._team_of)))

    @property
    def team_ids(self) -> tuple[TeamId, ...]:
        """Every team id, 0..n_teams-1."""
        return tuple(TeamId(t) for t in range(len(self.teams)))

    @property
    def is_solo(self) -> bool:
        """True when every team is one seat (1 vs 1, a free-for-all)."""
        return len(self.teams) == len(self._team_of)

    @property
    def team_size(self) -> int | None:
        """The seats per team when every team has as many, else None."""
        sizes = {len(t) for t in self.teams}
        return sizes.pop() if len(sizes) == 1 else None

    def team_of(self, seat: int) -> TeamId:
        """The team `seat` sits in."""
        return self._team_of[self._seat(seat)]

    def team_seats(self, team: int) -> tuple[SeatId, ...]:
        """The seats of `team`, in seat order."""
        if not 0 <= team < len(self.teams):
            raise TableError(f"no team {team} at a table of {len(self.teams)} teams")
        return self.teams[team]

    def teammates(self, seat: int) -> tuple[SeatId, ...]:
        """The other seats of `seat`'s team, in turn order after it (empty in a solo table)."""
        return self._teammates[self._seat(seat)]

    def opponents(self, seat: int) -> tuple[SeatId, ...]:
        """The seats of every other team, in turn order starting after `seat`."""
        return self._opponents[self._seat(seat)]

    def opponent_teams(self, team: int) -> tuple[TeamId, ...]:
        """Every team but `team`, in team order starting after it."""
        n = len(self.teams)
        self.team_seats(team)
        return tuple(TeamId((team + k) % n) for k in range(1, n))

    def same_team(self, a: int, b: int) -> bool:
        """True when seats `a` and `b` sit in one team (a seat is its own teammate here)."""
        return self._team_of[self._seat(a)] == self._team_of[self._seat(b)]

    def next_seat(self, seat: int) -> SeatId:
        """The seat after `seat` in turn order, wrapping round."""
        return SeatId((self._seat(seat) + 1) % len(self._team_of))

    def describe(self) -> str:
        """The seating in words: '1 vs 1', '2 vs 2', '1 vs 1 vs 1 vs 1'."""
        return " vs ".join(str(len(t)) for t in self.teams)

    # -- JSON ----------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """JSON form: {"seats": n, "teams": [[seat, ...], ...]}."""
        return {"seats": self.n_seats, "teams": [list(t) for t in self.teams]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Table:
        """From JSON form; raises TableError when the teams do not split the seats."""
        try:
            teams = tuple(tuple(SeatId(int(s)) for s in team) for team in d["teams"])
        except (KeyError, TypeError, ValueError) as e:
            raise TableError(f"a table is {{'seats': n, 'teams': [[seat, ...], ...]}}, not {d!r}") from e
        table = cls(teams)  # the teams are checked here
        if "seats" in d and d["seats"] != table.n_seats:
            raise TableError(f"the teams seat {table.n_seats} players but the table says {d['seats']}")
        return table

    def _seat(self, seat: int) -> int:
        if not 0 <= seat < len(self._team_of):
            raise TableError(f"no seat {seat} at a table of {len(self._team_of)} seats")
        return seat


def _check(teams: tuple[tuple[SeatId, ...], ...]) -> None:
    if not teams or any(not t for t in teams):
        raise TableError("a table needs at least one team and every team at least one seat")
    seats = sorted(s for t in teams for s in t)
    if seats != list(range(len(seats))):
        raise TableError(f"the teams must hold the seats 0..{len(seats) - 1} once each, not {seats}")
    for t in teams:
        if list(t) != sorted(t):
            raise TableError(f"a team lists its seats in seat order, not {list(t)}")
    firsts = [t[0] for t in teams]
    if firsts != sorted(firsts):
        raise TableError(f"teams are numbered by their lowest seat, not {[list(t) for t in teams]}")
