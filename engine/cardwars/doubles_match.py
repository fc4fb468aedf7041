"""Doubles matches (R26-R43): team A (decks A1, A2) against team B (decks B1, B2), N seeded games.

The seats never move: A1 B1 A2 B2 are seats 0-3 (Table.teams_of(2, 2)). R37: the first player moves one seat
on in turn order each game (game i starts with seat i % 4), so the teams alternate going first and each
player starts one game in four. Each game's seed comes from the match seed and its index, so the games can
be played in any order and give the same summary.

The summary has the keys of a 1 vs 1 match (engine.cardwars.stats.summarize), "a" and "b" being the teams:
win rates with their interval, on the play and on the draw (whether team A's player went first), endings,
turns, the teams' final HP pools and per-card stats of each team's two decks together; plus `seats` (the
deck in each seat, in turn order) and `teams` (the seats of each team)."""
from __future__ import annotations

from dataclasses import replace

from ..core.errors import GameStopped
from ..core.match import base_row, game_seed
from ..core.outcome import Outcome
from ..core.record import GameRecord
from ..core.registry import load_game
from ..core.summary import summarize as core_summarize
from .defs import DOUBLES_TURN_LIMIT, Setup
from .game import GAME, new_game
from .match import deck_of, make_players, play_tracked
from .stats import GameResult

SEAT_NAMES = ("A1", "B1", "A2", "B2")  # seats 0-3 in turn order (R26)
ENTRANT_OF_SEAT = (0, 1, 0, 1)  # team A (entrant 0) sits in seats 0 and 2, team B in 1 and 3


def doubles_setup(a1: Setup, a2: Setup, b1: Setup, b2: Setup, first_player: int,
                  turn_limit: int | None = None) -> Setup:
    """The four-deck Setup of one Doubles game from one-deck Setups (precons or deck files), seated A1 B1 A2 B2."""
    decks = (a1, b1, a2, b2)
    cards: dict = {}
    for d in decks:
        cards.update(d.cards)
    limit = turn_limit if turn_limit is not None else DOUBLES_TURN_LIMIT  # R43
    return replace(a1, players=tuple(deck_of(d) for d in decks), cards=cards, variant="doubles",
                   turn_limit=limit, first_player=first_player)


def doubles_game_setup(decks: tuple[Setup, Setup, Setup, Setup], game_index: int,
                       turn_limit: int | None = None) -> Setup:
    """The Setup of game `game_index` of a Doubles match; `decks` given A1, A2, B1, B2 (team by team)."""
    a1, a2, b1, b2 = decks
    return doubles_setup(a1, a2, b1, b2, game_index % 4, turn_limit)  # R37: one seat on each game


def play_doubles_game(decks: tuple[Setup, Setup, Setup, Setup], match_seed: int, game_index: int,
                      players=("greedy",) * 4, turn_limit: int | None = None) -> tuple[GameResult, Outcome]:
    """Game `game_index` of a Doubles match and its Outcome; `decks` and `players` are given A1, A2, B1, B2
    (team by team)."""
    result, record, _ = _play(decks, match_seed, game_index, players, turn_limit)
    return result, record.outcome


def play_doubles_indexed(decks: tuple[Setup, Setup, Setup, Setup], match_seed: int, game_index: int,
                         players=("greedy",) * 4, turn_limit: int | None = None, stop=None) -> tuple[dict, GameRecord]:
    """Game `game_index` of a Doubles match as (its match row, its GameRecord): the row is the one
    play_doubles_match summarises, so games played one by one anywhere give the same summary. `stop`, when
    given, is asked at the start of every turn and raises GameStopped when it answers True."""
    result, record, by_seat = _play(decks, match_seed, game_index, players, turn_limit, stop)
    return doubles_row(result, record.outcome, by_seat), record


def doubles_row(result: GameResult, out: Outcome, by_seat: dict) -> dict:
    """A game's row: the core's keys (places per team, the team of each seat), Card Wars's own, and
    `seat_drawn` / `seat_played`: each seat's own cards drawn and played, seats A1 B1 A2 B2 (per-deck stats)."""
    row = base_row(result.game_index, result.seed, ENTRANT_OF_SEAT, out, result.turns, result.actions)
    row.update(result.to_dict())  # Card Wars's own (engine.cardwars.stats)
    row.update(by_seat)
    return row


def _play(decks, match_seed: int, game_index: int, players, turn_limit: int | None,
          stop=None) -> tuple[GameResult, GameRecord, dict]:
    setup = doubles_game_setup(decks, game_index, turn_limit)
    first = setup.first_player
    seed = game_seed(match_seed, game_index)
    by_seat = (players[0], players[2], players[1], players[3])  # A1 B1 A2 B2
    seats = make_players(by_seat, seed)
    s = new_game(setup, seed)
    seen, played = play_tracked(s, seats, game_index, stop)
    out = s.outcome()
    tab = s.tab

    def drawn(team: int) -> tuple[str, ...]:  # the team's own cards that reached its players' hands
        return tuple(sorted({tab.slug[c] for p in s.team_seats(team) for c in set(seen[p]) if tab.owner[c] == p}))

    def plays(team: int) -> tuple[str, ...]:  # the team's deck cards its players played from hand
        return tuple(sorted({x for p in s.team_seats(team) for x in played[p] & set(setup.players[p].cards)}))

    winner = None if out.winning_team is None else "ab"[out.winning_team]
    # seat_a: team A's seat first in turn order from the first player, so a_on_play says whether team A started
    seat_a = first if s.team_of(first) == 0 else s.next_seat(first)
    result = GameResult(game_index, seed, seat_a, first, winner, out.reason, s.turn, s.team_hp(0), s.team_hp(1),
                        drawn(0), drawn(1), plays(0), plays(1), len(s.history))
    by_seat = {"seat_drawn": [sorted({tab.slug[c] for c in set(seen[p]) if tab.owner[c] == p}) for p in s.seats],
               "seat_played": [sorted(played[p] & set(setup.players[p].cards)) for p in s.seats]}
    return result, GameRecord(setup, seed, list(s.history), out), by_seat


def summarize_doubles(rows: list[dict], names: list[str], meta: dict | None = None) -> dict:
    """The summary of Doubles match rows (in any order; module docstring); `names`: the decks A1, A2, B1, B2."""
    info = {"game": GAME}
    info.update(meta or {})
    summary = core_summarize(load_game(GAME), rows, info)
    a1, a2, b1, b2 = names
    summary["seats"] = {"A1": a1, "B1": b1, "A2": a2, "B2": b2}
    summary["teams"] = {"a": {"seats": [0, 2], "decks": [a1, a2]}, "b": {"seats": [1, 3], "decks": [b1, b2]}}
    return summary


def play_doubles_match(decks: tuple[Setup, Setup, Setup, Setup], games: int, seed: int, players=("greedy",) * 4,
                       turn_limit: int | None = None, meta: dict | None = None, progress=None, stop=None) -> dict:
    """Play games 0..games-1 of a Doubles match and summarise them (module docstring); `decks`, `players`:
    A1, A2, B1, B2. `stop`, when given, is asked after every game and as each turn starts: once it answers
    True the game under way is dropped and the summary is that of games 0..k-1, with "stopped": True."""
    rows = []
    stopped = False
    for i in range(games):
        try:
            result, record, by_seat = _play(decks, seed, i, players, turn_limit, stop)
        except GameStopped:
            stopped = True
            break
        rows.append(doubles_row(result, record.outcome, by_seat))
        if progress is not None:
            progress(i + 1, games)
        if stop is not None and i + 1 < games and stop():
            stopped = True
            break
    names = (meta or {}).get("decks") or [deck_of(d).name for d in decks]
    summary = summarize_doubles(rows, names, meta)
    if stopped:
        summary["stopped"] = True
    return summary
