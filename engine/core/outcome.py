"""How a game ended, for any table: a Termination, the places of every team and seat, and returns().

Places: 0 is first; teams that tie share a place (a draw in 1 vs 1 is places (0, 0)); a team eliminated
earlier than another gets a worse place. Teammates always share their team's place, so a Doubles win is
places (0, 1, 0, 1): seats 0 and 2 won together, which is a win for their team and not a draw.

returns() turns the places of the teams into zero-sum values in [-1, 1], linear in the place and averaged
over ties, and gives each seat its team's value: 1 vs 1 gives (1, -1) for a win and (0, 0) for a draw; four
seats alone with no ties give (1, 1/3, -1/3, -1) from first to last; Doubles gives (1, -1, 1, -1) when team 0
wins (OpenSpiel's `returns()`, one number per player). The table defaults to every seat alone (Table.solo).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from .table import Table, TeamId


class Termination(Enum):
    """Why a game ended, in words every game shares; Outcome.reason keeps the game's own word."""

    WIN_CONDITION = "win condition"  # the rules named a winner (HP to 0, last fortress standing)
    SIMULTANEOUS = "simultaneous"  # every seat left lost at the same moment: a draw by the rules
    TURN_LIMIT = "turn limit"  # the engine's turn cap ended the game before the rules did
    NO_PROGRESS = "no progress"  # the rules cannot go on (e.g. no card left anywhere to draw)


@lru_cache(maxsize=32)
def solo_table(n: int) -> Table:
    """Table.solo(n), built once per seat count (every Outcome without teams has one)."""
    return Table.solo(n)


def _table(seats: int | Table) -> Table:
    return seats if isinstance(seats, Table) else solo_table(seats)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: places per seat (0 = first; teammates share one), why it ended, the game's own
    reason word, the seats in the order they went out, and the table (every seat alone when not given)."""

    places: tuple[int, ...]
    termination: Termination
    reason: str
    eliminated: tuple[int, ...] = ()  # seats in the order they were knocked out (games with eliminations)
    table: Table = None  # type: ignore[assignment]  # left out: every seat alone, Table.solo(len(places))

    def __post_init__(self) -> None:
        if self.table is None:  # every seat alone: nothing to check
            object.__setattr__(self, "table", solo_table(len(self.places)))
            return
        table = self.table
        if len(self.places) != table.n_seats:
            raise ValueError(f"{len(self.places)} places for a table of {table.n_seats} seats")
        for team in table.teams:
            if len({self.places[s] for s in team}) != 1:
                raise ValueError(f"teammates {list(team)} must share a place, not {[self.places[s] for s in team]}")

    # -- constructors -------------------------------------------------------------------------------

    @classmethod
    def win(cls, seats: int | Table, winner: int, reason: str, termination: Termination = Termination.WIN_CONDITION,
            eliminated: tuple[int, ...] = ()) -> Outcome:
        """`winner`'s team first, every other team sharing second place (1 vs 1, a game without a ranking).
        `seats` is a seat count (every seat alone) or the Table."""
        if not isinstance(seats, Table):  # every seat alone (1 vs 1): the common case, kept short
            return cls(tuple(0 if s == winner else 1 for s in range(seats)), termination, reason, eliminated)
        team = seats.team_of(winner)
        return cls(tuple(0 if seats.team_of(s) == team else 1 for s in seats.seats), termination, reason,
                   eliminated, seats)

    @classmethod
    def team_win(cls, table: Table, team: int, reason: str, termination: Termination = Termination.WIN_CONDITION,
                 eliminated: tuple[int, ...] = ()) -> Outcome:
        """Team `team` first, every other team sharing second place."""
        return cls.win(table, table.team_seats(team)[0], reason, termination, eliminated)

    @classmethod
    def from_team_places(cls, table: Table, team_places: tuple[int, ...], reason: str,
                         termination: Termination = Termination.WIN_CONDITION,
                         eliminated: tuple[int, ...] = ()) -> Outcome:
        """An ending given as one place per team; every seat takes its team's place."""
        if len(team_places) != table.n_teams:
            raise ValueError(f"{len(team_places)} places for a table of {table.n_teams} teams")
        return cls(tuple(team_places[table.team_of(s)] for s in table.seats), termination, reason, eliminated, table)

    @classmethod
    def draw(cls, seats: int | Table, reason: str, termination: Termination) -> Outcome:
        """Nobody won: every team shares first place. `seats` is a seat count or the Table."""
        table = _table(seats)
        return cls((0,) * table.n_seats, termination, reason, (), table)

    # -- seats ----------------------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        """Number of seats in the game."""
        return len(self.places)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats in first place (a winning team's seats together); empty for a draw (every seat first)."""
        if self.is_draw:
            return ()
        return tuple(s for s, p in enumerate(self.places) if p == 0)

    @property
    def winner(self) -> int | None:
        """The one winning seat, or None (a draw, or a first place shared by several seats)."""
        w = self.winners
        return w[0] if len(w) == 1 else None

    @property
    def is_draw(self) -> bool:
        """True when every team shares first place."""
        return all(p == 0 for p in self.places)

    def ranking(self) -> list[tuple[int, ...]]:
        """Seats grouped by place, best first: [(winner,), (second, ...), ...]."""
        return [tuple(s for s, p in enumerate(self.places) if p == place) for place in sorted(set(self.places))]

    # -- teams ----------------------------------------------------------------------------------------

    @property
    def team_places(self) -> tuple[int, ...]:
        """One place per team (0 = first)."""
        return tuple(self.places[team[0]] for team in self.table.teams)

    @property
    def winning_team(self) -> TeamId | None:
        """The one team in first place, or None (a draw, or first place shared by several teams)."""
        first = [TeamId(t) for t, p in enumerate(self.team_places) if p == 0]
        return first[0] if len(first) == 1 else None

    def team_ranking(self) -> list[tuple[TeamId, ...]]:
        """Teams grouped by place, best first."""
        tp = self.team_places
        return [tuple(TeamId(t) for t, p in enumerate(tp) if p == place) for place in sorted(set(tp))]

    def returns(self) -> tuple[float, ...]:
        """One value per seat in [-1, 1], its team's zero-sum share (see the module docstring)."""
        table = self.table
        if table.is_solo:
            return returns_from_places(self.places)
        per_team = returns_from_places(self.team_places)
        return tuple(per_team[table.team_of(s)] for s in table.seats)

    # -- JSON -----------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """JSON form; a table with teams adds "teams", "team_places" and "winning_team"."""
        d = {"places": list(self.places), "termination": self.termination.value, "reason": self.reason,
             "winner": self.winner, "winners": list(self.winners), "eliminated": list(self.eliminated)}
        if not self.table.is_solo:
            d.update(teams=self.table.to_dict()["teams"], team_places=list(self.team_places),
                     winning_team=self.winning_team)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Outcome:
        """From JSON form."""
        args = (tuple(d["places"]), Termination(d["termination"]), d["reason"], tuple(d.get("eliminated", ())))
        if d.get("teams"):
            return cls(*args, Table.from_dict({"teams": d["teams"]}))
        return cls(*args)


def returns_from_places(places: tuple[int, ...]) -> tuple[float, ...]:
    """Zero-sum returns from places: rank r of n (0 best) is worth 1 - 2r/(n-1), averaged over each tie."""
    n = len(places)
    if n < 2:
        return (0.0,) * n
    order = sorted(range(n), key=lambda s: places[s])
    value = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and places[order[j + 1]] == places[order[i]]:
            j += 1
        share = sum(n - 1 - 2 * r for r in range(i, j + 1)) / ((j - i + 1) * (n - 1))  # exact for ties
        for k in range(i, j + 1):
            value[order[k]] = share
        i = j + 1
    return tuple(value)
