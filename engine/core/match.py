"""Matches over N seats for any registered game: seeds, seats, players, and play_match.

A match has N entrants (one player spec each) and plays games 0..G-1. Game i gets its own seed from the
match seed and i (game_seed), and rotates the seats: entrant e sits in seat (e + i) % N, so over N games
every entrant sits in every seat once. A game's result depends only on (setup, match seed, index, players),
so a match can be played in any order, in chunks or in several processes with the same rows.

Each game fills one row (a dict[str, Any]) through its `play_indexed` hook; base_row builds the keys every game
shares: game_index, seed, seating (the entrant in each seat), places (per entrant, 0 = first, ties share),
termination, reason, turns, actions and eliminated (entrants in the order they went out)."""
from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .outcome import Outcome
from .protocol import Game
from .rng import Rng
from .summary import summarize

PLAYER_SALT = 0x5EED5EED5EED5EED
_MASK = (1 << 64) - 1


def game_seed(match_seed: int, k: int) -> int:
    """The seed of game k of a match: a hash of (match seed, k), 63 bits (fits a signed 64-bit column)."""
    r = Rng(Rng(match_seed).next64() ^ ((k * 0x9E3779B97F4A7C15) & _MASK))
    return int(r.next64()) >> 1


def seat_of(entrant: int, index: int, entrants: int) -> int:
    """The seat entrant `entrant` takes in game `index` of an N-entrant match: (e + i) % N."""
    return (entrant + index) % entrants


def seating(index: int, entrants: int) -> tuple[int, ...]:
    """The entrant in each seat of game `index` (the inverse of seat_of)."""
    return tuple((s - index) % entrants for s in range(entrants))


def player_label(spec: Any) -> str:
    """A player spec as text ('greedy', 'mcts:200'; an object by its name)."""
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


def base_row(game_index: int, seed: int, seats: Sequence[int], outcome: Outcome, turns: int,
             actions: int) -> dict[str, Any]:
    """The generic keys of a match row from one game's Outcome (by seat) and its seating."""
    places = [0] * len(seats)
    for s, e in enumerate(seats):
        places[e] = outcome.places[s]
    return {"game_index": game_index, "seed": seed, "seating": list(seats), "places": places,
            "termination": outcome.termination.value, "reason": outcome.reason, "turns": turns,
            "actions": actions, "eliminated": [seats[s] for s in outcome.eliminated]}


@dataclass
class MatchResult:
    """A played match: the summary, every game's row and (when kept) every game's record."""

    summary: dict[str, Any]
    rows: list[dict[str, Any]] = field(default_factory=list)
    records: list[Any] = field(default_factory=list)


_JOB: dict[str, Any] = {}


def _init_worker(game: Game, setup: Any, seed: int, players: tuple[Any, ...], keep_records: bool) -> None:
    _JOB.update(game=game, setup=setup, seed=seed, players=players, keep=keep_records)


def _play_one(index: int) -> tuple[dict[str, Any], Any]:
    game = _JOB["game"]
    play = game.play_indexed
    row, record = play(_JOB["setup"], _JOB["seed"], index, _JOB["players"])
    return row, (record if _JOB["keep"] else None)


def play_match(game: Game, setup: Any, games: int, seed: int, players: Sequence[Any], processes: int = 1,
               progress: Callable[[int, int], None] | None = None, keep_records: bool = False,
               meta: dict[str, Any] | None = None) -> MatchResult:
    """Play games 0..games-1 of `setup` with one entrant per seat (`players`, rotating seats), in one
    process or a pool of `processes`; the result does not depend on `processes`. `progress(done, games)`
    is called after each game; `meta` is merged into summary["match"]."""
    if game.play_indexed is None:
        raise ValueError(f"game {game.name!r} cannot play matches (no play_indexed)")
    entrants = tuple(players)
    rows: list[dict[str, Any] | None] = [None] * games
    records: list[Any] = [None] * games if keep_records else []
    done = 0

    def take(row: dict[str, Any], record: Any) -> None:
        nonlocal done
        i = row["game_index"]
        rows[i] = row
        if keep_records:
            records[i] = record
        done += 1
        if progress is not None:
            progress(done, games)

    if processes > 1 and games > 1:
        ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
        with ctx.Pool(processes, initializer=_init_worker,
                      initargs=(game, setup, seed, entrants, keep_records)) as pool:
            for row, record in pool.imap_unordered(_play_one, range(games), chunksize=max(1, min(8, games // 64))):
                take(row, record)
    else:
        for i in range(games):
            row, record = game.play_indexed(setup, seed, i, entrants)
            take(row, record)
    info: dict[str, Any] = {"game": game.name, "players": [player_label(p) for p in entrants], "seed": seed}
    info.update(meta or {})
    done_rows = [r for r in rows if r is not None]
    return MatchResult(summarize(game, done_rows, info), done_rows, records)
