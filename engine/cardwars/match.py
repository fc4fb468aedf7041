"""Seeded, deterministic games and matches.

play_game(setup, seed, players) plays one game of a two-deck Setup. A match is between deck A and deck B:
play_match_game(setup_a, setup_b, match_seed, game_index, players) plays game `game_index` of it, and its
result depends only on those arguments (each game's seed comes from the match seed and the index), so a
match can be played in any chunks, order or number of processes. play_match plays games 0..N-1 and
summarises them with engine.stats.summarize.

Seats (R6): deck A sits in seat game_index % 2 and seat 0 goes first, so deck A is on the play in even
games and on the draw in odd ones. Mirrored mode plays each seed twice (games 2k and 2k+1) with the decks
and players swapping seats: the deck in seat 0 gets the same shuffles either way, so each deck is dealt
exactly what the other was dealt (duplicate play, which cuts the variance of the comparison)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..core.errors import GameStopped
from ..core.match import base_row, seat_of, seating
from ..core.match import game_seed as core_game_seed
from ..core.match import make_players as core_make_players
from ..core.match import play_match as core_play_match
from ..core.record import GameRecord
from ..core.registry import load_game
from ..core.rng import Rng
from ..core.summary import summarize as core_summarize
from . import actions as A
from .board import MULLIGAN, OVER, card_names, outcome_of
from .defs import Setup
from .game import GAME, new_game
from .players.view import determinise
from .rules.apply import apply_unchecked
from .stats import GameResult, summarize

ENTRANTS = 2  # a match is deck A (entrant 0) against deck B (entrant 1), each alone in a seat


def make_players(specs, seed):
    """Player objects from specs ('random', 'greedy', 'mcts:200', or objects), one per seat, each with
    its own RNG derived from the seed (the core's make_players, with Card Wars's players)."""
    return core_make_players(load_game(GAME), specs, seed)


def play_game(setup, seed, players=("random", "random"), checked=False):
    """Play one game to the end; `players` are specs or objects with select_action(state), by seat.
    Returns (GameRecord, Outcome). Same setup + seed + players = same game."""
    s = play_game_state(setup, seed, players, checked)
    out = s.outcome()
    return GameRecord(setup, seed, list(s.history), out), out


def play_game_state(setup, seed, players=("random", "random"), checked=False):
    """Like play_game but returns the final GameState (for tests and invariants)."""
    players = make_players(players, seed)
    s = new_game(setup, seed)
    while s.phase != OVER:
        a = players[s.current_player()].select_action(s)
        if checked:
            s.apply_action(a)
        else:
            apply_unchecked(s, a)
    return s


# ---- matches -----------------------------------------------------------------------------------------

def game_seed(match_seed: int, game_index: int, mirrored: bool = False) -> int:
    """The seed of one game of a match: a hash of (match seed, game index); mirrored pairs share one."""
    return core_game_seed(match_seed, game_index // 2 if mirrored else game_index)


def deck_of(setup):
    """The one deck (PlayerSetup) of a one-deck Setup such as pool.setup('CP1-finn')."""
    return setup.players[0]


_SEATED: dict = {}


def seated_setup(setup_a, setup_b, seat_a: int, turn_limit: int | None = None) -> Setup:
    """The two-deck Setup of a game with deck A in seat `seat_a`; seat 0 goes first (R6). Cached, so the
    engine's per-setup card tables are shared by every game of a match."""
    key = (id(setup_a), id(setup_b), seat_a, turn_limit)
    hit = _SEATED.get(key)
    if hit is not None and hit[0] is setup_a and hit[1] is setup_b:
        return hit[2]
    a, b = deck_of(setup_a), deck_of(setup_b)
    cards = dict(setup_a.cards)
    cards.update(setup_b.cards)
    players = tuple((a, b)[e] for e in seating(seat_a, ENTRANTS))  # deck A's seat is the game index's, mod 2
    limit = turn_limit if turn_limit is not None else setup_a.turn_limit
    s = replace(setup_a, players=players, cards=cards, turn_limit=limit, first_player=0)
    if len(_SEATED) > 64:
        _SEATED.clear()
    _SEATED[key] = (setup_a, setup_b, s)
    return s


def play_match_game(setup_a, setup_b, match_seed, game_index, players=("greedy", "greedy"),
                    mirrored=False, turn_limit=None, stop=None):
    """Play game `game_index` of the match A vs B; `players` = (deck A's player, deck B's player) as specs
    or objects. Returns (GameResult, GameRecord). `stop`, when given, is asked at the start of every turn
    and raises GameStopped when it answers True (a cancelled run stops within a turn, not a whole game)."""
    seat_a, seat_b = seat_of(0, game_index, ENTRANTS), seat_of(1, game_index, ENTRANTS)
    seed = game_seed(match_seed, game_index, mirrored)
    setup = seated_setup(setup_a, setup_b, seat_a, turn_limit)
    specs = [players[e] for e in seating(game_index, ENTRANTS)]  # the entrant in each seat
    seats = make_players(specs, seed)
    s = new_game(setup, seed)
    seen, played = play_tracked(s, seats, game_index, stop)
    out = s.outcome()
    tab = s.tab
    drawn = [sorted({tab.slug[c] for c in set(seen[p]) if tab.owner[c] == p}) for p in s.seats]
    deck_slugs = [set(setup.players[p].cards) for p in s.seats]
    plays = [sorted(played[p] & deck_slugs[p]) for p in s.seats]
    sa, sb = seat_a, seat_b
    winner = None if out.winner is None else ("a" if out.winner == sa else "b")
    result = GameResult(game_index, seed, seat_a, s.first_player, winner, out.reason, s.turn,
                        s.hp[sa], s.hp[sb], tuple(drawn[sa]), tuple(drawn[sb]), tuple(plays[sa]),
                        tuple(plays[sb]), len(s.history))
    return result, GameRecord(setup, seed, list(s.history), out)


def play_tracked(s, seats, game_index: int, stop=None) -> tuple[list[list[int]], list[set[str]]]:
    """Play `s` to its end, seat p's player choosing for seat p; returns, per seat, the cards that reached
    its hand (the opening hand after the mulligan, then draws) and the names of the cards it played. `stop`,
    when given, is asked at the start of every turn and raises GameStopped when it answers True."""
    seen: list[list[int]] = [[] for _ in s.seats]
    played: list[set[str]] = [set() for _ in s.seats]
    turn = s.turn
    while s.phase != OVER:
        if stop is not None and s.turn != turn:
            turn = s.turn
            if stop():
                raise GameStopped(f"game {game_index} stopped at turn {turn}")
        p = s.current_player()
        a = seats[p].select_action(s)
        apply_unchecked(s, a)
        if a.kind == A.PLAY:
            played[p].add(a.card)
        if s.phase != MULLIGAN:  # cards that reached a hand: the opening hand after the mulligan, draws
            for q in s.seats:
                seen[q].extend(s.hand[q])
    return seen, played


# ---- forks: games played on from a position of another game --------------------------------------------

def fork_start(state, viewer: int, match_seed: int, index: int):
    """The position game `index` of a fork starts from, and its seed: `state` as seat `viewer` sees it, with
    what that seat cannot see (the other hands, the order of every deck, the game's future chance) re-dealt
    from the game's seed (view.determinise), so a fork does not play on with knowledge the viewer lacked.
    Same state, viewer, match seed and index: the same start."""
    if state.phase == OVER:
        raise ValueError("the game is over at this position: nothing to play on")
    seed = core_game_seed(match_seed, index)
    return determinise(state, viewer, Rng(seed)), seed


def play_fork_game(state, viewer: int, match_seed: int, index: int, players, stop=None):
    """Game `index` of a fork from `state` (fork_start), played to its end by `players` (a spec or object per
    seat). Returns (start, final state, actions, seed); `stop` is asked at every new turn (GameStopped)."""
    start, seed = fork_start(state, viewer, match_seed, index)
    s = start.clone()
    seats = make_players(list(players), seed)
    actions = []
    turn = s.turn
    while s.phase != OVER:
        if stop is not None and s.turn != turn:
            turn = s.turn
            if stop():
                raise GameStopped(f"fork game {index} stopped at turn {turn}")
        a = seats[s.current_player()].select_action(s)
        apply_unchecked(s, a)
        actions.append(a)
    return start, s, actions, seed


def compact_actions(record: GameRecord) -> str:
    """A record's actions as one string, the action texts joined by ';' (for a database column)."""
    return ";".join(str(a) for a in record.actions)


def record_from_compact(setup: Setup, seed: int, text: str) -> GameRecord:
    """Inverse of compact_actions: a GameRecord (outcome unknown until replayed) from the joined texts."""
    names = card_names(setup.cards)
    acts = [A.parse(t, names) for t in text.split(";")] if text else []
    return GameRecord(setup, seed, acts, None)


@dataclass
class MatchResult:
    """A played match: the summary, every game's result row and (unless dropped) every game's record."""

    summary: dict
    results: list = field(default_factory=list)
    records: list = field(default_factory=list)
    stopped: bool = False  # stop() ended it early: games 0..k-1 alone (engine.core.match.play_match)


@dataclass(frozen=True)
class MatchSetup:
    """What the core's play_match needs to play a Card Wars match: deck A and deck B (one-deck Setups),
    mirrored deals (duplicate play) and the turn limit."""

    setup_a: Setup
    setup_b: Setup
    mirrored: bool = False
    turn_limit: int | None = None


def match_row(result: GameResult, outcome) -> dict:
    """A game's row for the core's summaries: the keys every game shares (engine.core.match.base_row: the
    entrant in each seat, places per entrant, termination) and Card Wars's own (GameResult.to_dict)."""
    seats = seating(result.seat_a, ENTRANTS)  # the entrant (0 = deck A) in each seat (seat_a: the index, mod 2)
    row = base_row(result.game_index, result.seed, seats, outcome, result.turns, result.actions)
    row.update(result.to_dict())
    return row


def as_match_row(d: dict) -> dict:
    """A stored row (or a GameResult) as a core row: rows written before the core's keys existed get them
    from their own."""
    if isinstance(d, GameResult):
        d = d.to_dict()
    if "places" in d:
        return d
    r = GameResult.from_dict(d)
    w = None if r.winner is None else seat_of(0 if r.winner == "a" else 1, r.seat_a, ENTRANTS)
    return match_row(r, outcome_of(w, r.reason))


def play_indexed(match: MatchSetup, match_seed: int, index: int, players, stop=None):
    """The core's play_indexed hook: game `index` of the match as (row, GameRecord)."""
    result, record = play_match_game(match.setup_a, match.setup_b, match_seed, index, players, match.mirrored,
                                     match.turn_limit, stop=stop)
    return match_row(result, record.outcome), record


def summary_hook(rows: list, summary: dict) -> None:
    """The core's summary_hook: Card Wars's own figures from the same rows (deck A's and deck B's win rates,
    on the play and on the draw, HP, per-card drawn/played, reasons by winner), beside the generic ones."""
    summary.update(summarize(rows))


def summarize_rows(rows, meta: dict | None = None) -> dict:
    """The summary of Card Wars match rows (dicts, stored or fresh, in any order) through the core, exactly
    as play_match reports it: the generic per-entrant figures plus Card Wars's own."""
    info = {"game": GAME}
    info.update(meta or {})
    return core_summarize(load_game(GAME), [as_match_row(r) for r in rows], info)


def player_label(spec) -> str:
    """A player spec as text ('greedy', 'mcts:200'; an object by its name)."""
    return spec if isinstance(spec, str) else getattr(spec, "name", type(spec).__name__)


def play_match(setup_a, setup_b, games, seed, players=("greedy", "greedy"), mirrored=False,
               processes=None, progress=None, keep_records=True, turn_limit=None, meta=None,
               stop=None) -> MatchResult:
    """Play games 0..games-1 of deck A vs deck B (one-deck Setups); `players` = (A's, B's) specs, through
    the core's play_match (engine.core.match), on every core unless `processes` says otherwise.
    `progress(done, games)` is called after each game. The result does not depend on `processes`.
    `stop()` answering True ends the match early: the result, marked `stopped`, is that of games 0..k-1."""
    info = {"deck_a": deck_of(setup_a).name, "deck_b": deck_of(setup_b).name,
            "players": [player_label(p) for p in players], "seed": seed, "mirrored": bool(mirrored),
            "turn_limit": turn_limit if turn_limit is not None else setup_a.turn_limit}
    info.update(meta or {})
    played = core_play_match(load_game(GAME), MatchSetup(setup_a, setup_b, bool(mirrored), turn_limit), games,
                             seed, tuple(players), processes=processes, progress=progress,
                             keep_records=keep_records, meta=info, stop=stop)
    return MatchResult(played.summary, [GameResult.from_dict(r) for r in played.rows], played.records,
                       stopped=played.stopped)
