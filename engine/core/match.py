"""Matches for any registered game and any table: seeds, seats, players, and play_match.

A match has N entrants and plays games 0..G-1. An entrant is a team of the game's table (Table): one seat in
1 vs 1 or a free-for-all, two in Doubles; its player spec is one spec for every seat of the team or a tuple
with one spec per seat, in the team's seat order. Game i gets its own seed from the match seed and i
(game_seed), and rotates whole teams: entrant e takes the seats of team (e + i) % T, in that team's seat
order, so teammates always sit together and over T games every entrant plays from every team's seats once
(with every seat alone this is entrant e in seat (e + i) % N). A game's result depends only on (setup, match
seed, index, players), so a match can be played in any order, in chunks or in several processes with the
same rows.

Each game fills one row (a dict[str, Any]) through its `play_indexed` hook; base_row builds the keys every game
shares: game_index, seed, seating (the entrant in each seat: teammates share one), places (per entrant,
0 = first, ties share), termination, reason, turns, actions and eliminated (entrants in the order they went
out: a team goes out with its last seat)."""
from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import GameStopped
from .outcome import Outcome
from .protocol import Game
from .rng import Rng
from .summary import summarize
from .table import SeatId, Table, TableError

PLAYER_SALT = 0x5EED5EED5EED5EED
STOP_POLL = 0.2  # seconds a pool's parent waits for a game before it asks stop() again
_MASK = (1 << 64) - 1


def game_seed(match_seed: int, k: int) -> int:
    """The seed of game k of a match: a hash of (match seed, k), 63 bits (fits a signed 64-bit column)."""
    r = Rng(Rng(match_seed).next64() ^ ((k * 0x9E3779B97F4A7C15) & _MASK))
    return int(r.next64()) >> 1


def seat_of(entrant: int, index: int, entrants: int) -> int:
    """The seat entrant `entrant` takes in game `index` of an N-entrant match, every seat alone: (e + i) % N."""
    return (entrant + index) % entrants


def seats_of(entrant: int, index: int, table: Table) -> tuple[SeatId, ...]:
    """The seats entrant `entrant` takes in game `index`: those of team (e + i) % T, in the team's order."""
    _check_rotates(table)
    return table.team_seats((entrant + index) % table.n_teams)


def seating(index: int, entrants: int | Table) -> tuple[int, ...]:
    """The entrant in each seat of game `index` (the inverse of seat_of / seats_of); `entrants` is the
    number of entrants, each alone in a seat, or the Table, whose teams are the entrants."""
    if isinstance(entrants, int):
        return tuple((s - index) % entrants for s in range(entrants))
    table = entrants
    _check_rotates(table)
    return tuple((table.team_of(s) - index) % table.n_teams for s in table.seats)


def seat_players(index: int, entrants: int | Table, players: Sequence[Any]) -> list[Any]:
    """The player spec of each seat of game `index`: entrant e's spec for every seat it holds, or the k-th
    of its tuple for the k-th seat of its team."""
    seats = seating(index, entrants)
    if len(players) != len(set(seats)):
        raise ValueError(f"{len(set(seats))} entrants play at this table, not {len(players)}")
    held: dict[int, int] = {}
    out = []
    for e in seats:
        k = held.get(e, 0)
        held[e] = k + 1
        spec = players[e]
        if isinstance(spec, (tuple, list)):
            size = seats.count(e)
            if len(spec) != size:
                raise ValueError(f"entrant {e} holds {size} seats but names {len(spec)} players")
            spec = spec[k]
        elif k and not isinstance(spec, str):
            raise ValueError(f"entrant {e} holds several seats: give one player object per seat (a tuple)")
        out.append(spec)
    return out


def _check_rotates(table: Table) -> None:
    if table.team_size is None:
        raise TableError(f"seats rotate by whole teams, so every team must be one size ({table.describe()})")


def player_label(spec: Any) -> str:
    """A player spec as text ('greedy', 'mcts:200'; an object by its name; a team's specs joined by ' & ')."""
    if isinstance(spec, (tuple, list)):
        return " & ".join(player_label(p) for p in spec)
    return spec if isinstance(spec, str) else str(getattr(spec, "name", type(spec).__name__))


def make_players(game: Game, specs: Sequence[Any], seed: int) -> list[Any]:
    """One player per seat from specs (made by game.make_player) or objects with select_action (passed
    through, reset(rng) when they have reset); each gets its own Rng, forked in seat order from
    Rng(seed ^ PLAYER_SALT)."""
    base = Rng(seed ^ PLAYER_SALT)
    players = []
    for spec in specs:
        rng = base.fork()
        if isinstance(spec, str):
            players.append(game.make_player(spec, rng))
        else:
            if hasattr(spec, "reset"):
                spec.reset(rng)
            players.append(spec)
    return players


def play_out(state: Any, players: Sequence[Any], checked: bool = False) -> list[Any]:
    """Play `state` to its end, each seat's player choosing; returns the actions in order."""
    actions = []
    while not state.is_terminal():
        p = state.current_player()
        a = players[p].select_action(state)
        if checked:
            state.apply_action(a, player=p)
        else:
            state.apply_action_unchecked(a)
        actions.append(a)
    return actions


def play_out_stopping(state: Any, players: Sequence[Any], stop: Callable[[], bool], label: str) -> list[Any]:
    """play_out (unchecked), asking `stop()` as each turn starts, the first one included, before the turn's
    first decision; raises GameStopped('<label> stopped at turn t') when it answers True. `stop` never
    changes the game played, so a cancelled run stops within a turn, not a whole game."""
    actions: list[Any] = []
    turn: int | None = None
    while not state.is_terminal():
        if state.turn != turn:
            turn = state.turn
            if stop():
                raise GameStopped(f"{label} stopped at turn {turn}")
        a = players[state.current_player()].select_action(state)
        state.apply_action_unchecked(a)
        actions.append(a)
    return actions


def base_row(game_index: int, seed: int, seats: Sequence[int], outcome: Outcome, turns: int,
             actions: int) -> dict[str, Any]:
    """The generic keys of a match row from one game's Outcome (by seat) and its seating (the entrant in
    each seat). The seats of one entrant must be one team of the outcome's table."""
    table = outcome.table
    if len(seats) != table.n_seats:
        raise ValueError(f"a seating of {len(seats)} seats for a table of {table.n_seats}")
    entrant_of_team = [seats[team[0]] for team in table.teams]
    if sorted(entrant_of_team) != list(range(table.n_teams)) or any(
            seats[s] != entrant_of_team[table.team_of(s)] for s in table.seats):
        raise ValueError(f"seating {list(seats)} does not give each team of {table.describe()} its own entrant")
    places = [0] * table.n_teams
    for t, e in enumerate(entrant_of_team):
        places[e] = outcome.places[table.teams[t][0]]
    left = [len(team) for team in table.teams]
    gone = []
    for s in outcome.eliminated:
        t = table.team_of(s)
        left[t] -= 1
        if left[t] == 0:
            gone.append(entrant_of_team[t])
    return {"game_index": game_index, "seed": seed, "seating": list(seats), "places": places,
            "termination": outcome.termination.value, "reason": outcome.reason, "turns": turns,
            "actions": actions, "eliminated": gone}


@dataclass
class MatchResult:
    """A played match: the summary, every game's row and (when kept) every game's record."""

    summary: dict[str, Any]
    rows: list[dict[str, Any]] = field(default_factory=list)
    records: list[Any] = field(default_factory=list)
    stopped: bool = False  # stop() ended the match early: the summary counts games 0..games-1 of it alone


_JOB: dict[str, Any] = {}


def _init_worker(game: Game, setup: Any, seed: int, players: tuple[Any, ...], keep_records: bool) -> None:
    # Ctrl-C reaches every process of the terminal's group: the parent alone decides (its stop()), and ends
    # the pool itself, so a worker ignores it rather than dying mid-task with a traceback
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _JOB.update(game=game, setup=setup, seed=seed, players=players, keep=keep_records)


def _play_chunk(indices: range) -> list[tuple[dict[str, Any], Any]]:
    play = _JOB["game"].play_indexed
    out = []
    for index in indices:
        row, record = play(_JOB["setup"], _JOB["seed"], index, _JOB["players"])
        out.append((row, record if _JOB["keep"] else None))
    return out


def default_processes(games: int) -> int:
    """Every core unless told otherwise: one process per core, but one where a pool cannot help (a single
    game) or cannot start (inside a daemonic process, such as a prefork task worker, which may not have
    children)."""
    if games < 2 or multiprocessing.current_process().daemon:
        return 1
    return max(1, os.cpu_count() or 1)


def played_prefix(rows: Sequence[dict[str, Any] | None]) -> list[dict[str, Any]]:
    """The rows of games 0..k-1, k the first game not played: what a match of k games gives, whatever order
    its games finished in (a stopped match's rows past a gap are left out, so its report can be made again)."""
    out = []
    for r in rows:
        if r is None:
            break
        out.append(r)
    return out


def play_match(game: Game, setup: Any, games: int, seed: int, players: Sequence[Any], processes: int | None = None,
               progress: Callable[[int, int], None] | None = None, keep_records: bool = False,
               meta: dict[str, Any] | None = None, stop: Callable[[], bool] | None = None) -> MatchResult:
    """Play games 0..games-1 of `setup` with one entrant per seat (`players`, rotating seats), in one
    process or a pool of `processes` (None: every core, `default_processes`); the result does not depend on
    `processes`. `progress(done, games)` is called after each game; `meta` is merged into summary["match"].

    `stop`, when given, is asked after every game (and, in one process, as each turn starts; a pool's
    parent asks it at least every STOP_POLL seconds). Once it answers True no game starts, the game under
    way is dropped (GameStopped), and the result is marked `stopped`: its summary and rows are those of
    games 0..k-1, k the first game not finished (played_prefix), exactly what a match of k games gives."""
    if game.play_indexed is None:
        raise ValueError(f"game {game.name!r} cannot play matches (no play_indexed)")
    entrants = tuple(players)
    rows: list[dict[str, Any] | None] = [None] * games
    records: list[Any] = [None] * games if keep_records else []
    done = 0
    stopped = False

    def take(row: dict[str, Any], record: Any) -> None:
        nonlocal done
        i = row["game_index"]
        rows[i] = row
        if keep_records:
            records[i] = record
        done += 1
        if progress is not None:
            progress(done, games)

    if processes is None:
        processes = default_processes(games)
    if processes > 1 and games > 1:
        ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
        with ctx.Pool(processes, initializer=_init_worker,
                      initargs=(game, setup, seed, entrants, keep_records)) as pool:
            size = max(1, min(8, games // 64))  # games a worker plays before it reports them
            chunks = [range(i, min(games, i + size)) for i in range(0, games, size)]
            it = pool.imap_unordered(_play_chunk, chunks)  # one chunk a task: an iterator that can wait with a timeout
            while not stopped:
                try:
                    played = it.next(timeout=STOP_POLL) if stop is not None else next(it)
                except StopIteration:
                    break
                except multiprocessing.TimeoutError:
                    stopped = stop is not None and stop()
                    continue
                for row, record in played:
                    take(row, record)
                stopped = stop is not None and done < games and stop()
        # leaving the with-block ends the pool's workers, so games under way are dropped
    else:
        for i in range(games):
            try:
                row, record = (game.play_indexed(setup, seed, i, entrants) if stop is None
                               else game.play_indexed(setup, seed, i, entrants, stop=stop))
            except GameStopped:
                stopped = True
                break
            take(row, record)
            if stop is not None and i + 1 < games and stop():
                stopped = True
                break
    info: dict[str, Any] = {"game": game.name, "players": [player_label(p) for p in entrants], "seed": seed}
    info.update(meta or {})
    done_rows = played_prefix(rows) if stopped else [r for r in rows if r is not None]
    kept = records[:len(done_rows)] if keep_records else []
    return MatchResult(summarize(game, done_rows, info), done_rows, kept, stopped=stopped)
