"""Trash War as a registered game: new_game, determinisation, matches (play_indexed), the summary hook
and the Game record the registry holds."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.match import base_row, game_seed, make_players, play_out, play_out_stopping, seating
from ..core.protocol import Game, GameInfo
from ..core.record import GameRecord
from ..core.rng import Rng
from ..core.summary import distribution
from .actions import Action, parse
from .board import STAT_KEYS, THROW_DRAWN
from .evaluate import evaluate
from .players import PLAYER_NAMES, make_player
from .replay import card_legend, frames
from .report import match_report, report_text
from .setup import GAME_NAME, REDRAW_SCHEMES, SEATS, VARIANTS, Setup
from .state import TrashWarState

SETUP_FORMAT = ("A Trash War setup is {\"seats\": 2-5, \"redraw\": \"end_of_turn\" | \"immediate\" (TW-R9), "
                "\"turn_limit\": 500 (TW40), \"deck\": \"default\" or a deck object like "
                "engine/trashwar/data/default_deck.json (TW-C2, 112 cards)}; every key but seats is optional.")


def as_setup(setup: Any) -> Setup:
    """A Setup from a Setup, its JSON form, or a number of seats."""
    if isinstance(setup, Setup):
        return setup
    if isinstance(setup, int) and not isinstance(setup, bool):
        return Setup(seats=setup)
    return Setup.from_dict(setup)


def new_game(setup: Any, seed: int) -> TrashWarState:
    """A new game of `setup` (a Setup, its JSON form or a seat count) with the game's RNG seeded by `seed`."""
    return TrashWarState.new(as_setup(setup), seed)


def deck_composition(setup: Any = None) -> list[dict[str, Any]]:
    """The deck of `setup` (default: the default deck of TW-C2) row by row: card, count, torches, what it does."""
    return as_setup(setup if setup is not None else min(SEATS)).deck.composition()


def legend(setup: Any = None) -> dict[str, str]:
    """Every card code of a setup's deck in words ('S3*': 'Shield 3, 1 torch'), for replays."""
    return card_legend(TrashWarState.new(as_setup(setup if setup is not None else min(SEATS)), 0))


def variants() -> list[dict[str, Any]]:
    """The named variants (the redraw schemes of TW-R9) with their descriptions, as JSON-ready data."""
    return [v.to_dict() for v in VARIANTS]


def parse_action(_context: Any, text: str) -> Action:
    """An action from its text form (the setup or state is not needed: codes are checked when applied)."""
    return parse(text)


def determinise(state: Any, seat: int, rng: Rng) -> TrashWarState:
    """A world `seat` cannot tell from `state`: the draw pile and the other hands dealt again at random
    (each hand keeps its size; a Trash card drawn under TW18 stays where it is, about to be thrown), and a
    fresh game RNG, so later shuffles are unknown too."""
    s: TrashWarState = state.clone()
    keep = s.drawn if s.step == THROW_DRAWN and s.active != seat else -1
    pool = list(s.draw)
    sizes: list[tuple[int, int]] = []
    for p in range(s.n):
        if p == seat or s.out[p]:
            continue
        hand = s.hands[p]
        if p == s.active and keep >= 0:
            hand.remove(keep)
        pool.extend(hand)
        sizes.append((p, len(hand)))
    rng.shuffle(pool)
    at = 0
    for p, k in sizes:
        hand = sorted(pool[at:at + k])
        at += k
        if p == s.active and keep >= 0:
            hand.append(keep)
            hand.sort()
        s.hands[p] = hand
    s.draw = pool[at:]
    s.rng = Rng(rng.next64())
    return s


def play_indexed(setup: Any, match_seed: int, index: int, players: Sequence[Any],
                 stop: Callable[[], bool] | None = None) -> tuple[dict[str, Any], GameRecord]:
    """Game `index` of a match: its seed from the match seed, entrant e in seat (e + index) % N; returns
    the match row (generic keys plus this game's counters, the turn of each elimination and first_seat, the
    seat that took the first turn) and the game's record. `stop`, when given, is asked before the first decision of
    every turn and raises GameStopped when it answers True (a cancelled run stops within a turn, not a game)."""
    st = as_setup(setup)
    if len(players) != st.seats:
        raise ValueError(f"a {st.seats}-player game needs {st.seats} players (got {len(players)})")
    seed = game_seed(match_seed, index)
    seats = seating(index, st.seats)
    seated = make_players(GAME, [players[e] for e in seats], seed)
    s = TrashWarState.new(st, seed)
    first = s.active  # TW5: drawn at set-up
    actions = play_out(s, seated) if stop is None else play_out_stopping(s, seated, stop, f"game {index}")
    out = s.outcome()
    assert out is not None
    row = base_row(index, seed, seats, out, s.turn, len(actions))
    row.update({k: s.stats[k] for k in STAT_KEYS})
    row["torch_phase"] = s.torch_phase
    row["elimination_turns"] = list(s.elimination_turns)
    row["first_seat"] = first
    return row, GameRecord(st, seed, actions, out)


def summary_hook(rows: list[dict[str, Any]], summary: dict[str, Any]) -> None:
    """Trash War's own figures: recycles, Walls destroyed, repairs, the turn of each elimination, and the
    match report (report.py) under "report"."""
    firsts = [r["elimination_turns"][0] for r in rows if r.get("elimination_turns")]
    per_game = {k: distribution(r.get(k, 0) for r in rows) for k in STAT_KEYS}
    phases: dict[str, int] = {}
    for r in rows:
        k = str(r.get("torch_phase", 1))
        phases[k] = phases.get(k, 0) + 1
    summary["trash_war"] = {
        "first_elimination_turn": distribution(firsts),
        "last_elimination_turn": distribution(r["elimination_turns"][-1] for r in rows if r.get("elimination_turns")),
        "per_game": per_game,
        "final_torch_phase": dict(sorted(phases.items())),
        "report": match_report(rows, (summary.get("match") or {}).get("players")),
    }


def _make_player(spec: str, rng: Rng) -> Any:
    return make_player(GAME, spec, rng)


GAME = Game(
    info=GameInfo(name=GAME_NAME, title="Trash War", seats=SEATS, variants=REDRAW_SCHEMES,
                  setup_format=SETUP_FORMAT, players=PLAYER_NAMES, chance=True),
    new_game=new_game,
    from_json=TrashWarState.from_json,
    parse_action=parse_action,
    make_player=_make_player,
    determinise=determinise,
    evaluate=evaluate,
    replay_setup=Setup.from_dict,
    play_indexed=play_indexed,
    summary_hook=summary_hook,
    extra={"report": match_report, "report_text": report_text, "variants": variants,
           "deck_composition": deck_composition, "frames": frames, "card_legend": legend},
)
