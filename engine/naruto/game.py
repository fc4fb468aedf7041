"""Naruto as a registered game: new_game, determinisation, matches (play_indexed), the summary hook and
the Game record the registry holds."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.match import base_row, game_seed, make_players, play_out, play_out_stopping, seating
from ..core.protocol import Game, GameInfo
from ..core.record import GameRecord
from ..core.rng import Rng
from ..core.summary import distribution, rounded, wilson
from .actions import Action, parse
from .board import STAT_KEYS
from .evaluate import evaluate
from .players import PLAYER_NAMES, make_player
from .setup import FORMATS, GAME_NAME, SEATS, Setup
from .state import NarutoState

SETUP_FORMAT = ("A Naruto setup is {\"decks\": [seat 0's deck, seat 1's deck], \"format\": \"seed40\" | \"manual50\" "
                "(NR11), \"turn_limit\": 200 (NR46)}; a deck is a demo deck's name (\"leaf-taijutsu\", "
                "\"mist-and-fire\") or {\"name\": ..., \"cards\": {card id: copies}}; every key is optional.")


def as_setup(setup: Any) -> Setup:
    """A Setup from a Setup or its JSON form."""
    if isinstance(setup, Setup):
        return setup
    return Setup.from_dict(setup if setup is not None else {})


def new_game(setup: Any, seed: int) -> NarutoState:
    """A new game of `setup` (a Setup or its JSON form) with the game's RNG seeded by `seed`."""
    return NarutoState.new(as_setup(setup), seed)


def parse_action(_context: Any, text: str) -> Action:
    """An action from its text form (the setup or state is not needed: cards are checked when applied)."""
    return parse(text)


def determinise(state: Any, seat: int, rng: Rng) -> NarutoState:
    """A world `seat` cannot tell from `state`: its own deck and the opponent's Battle Rewards (its own cards,
    face down) dealt again from the same cards; the opponent's deck, hand (unless `seat` looked at it this
    turn) and seat's Battle Rewards (the opponent's cards) likewise, each zone keeping its size; and a fresh
    game RNG. Cards set aside for a pick, and the cards a pending choice names, stay where they are."""
    s: NarutoState = state.clone()
    q = 1 - seat
    theirs = ((q, "deck"), (seat, "rewards")) if seat in s.flags.get("seen_hand", ()) else (
        (q, "deck"), (q, "hand"), (seat, "rewards"))  # a hand looked at this turn is known (J-008, M-016)
    named = {int(o) for pc in s.pending for o in pc.options if o.isdigit()}  # cards a pending choice names stay
    for zones in (((seat, "deck"), (q, "rewards")), theirs):
        pool = [i for p, z in zones for i in getattr(s, z)[p] if i not in named]
        rng.shuffle(pool)
        at = 0
        for p, z in zones:
            cards = getattr(s, z)[p]
            for k, i in enumerate(cards):
                if i not in named:
                    cards[k] = pool[at]
                    at += 1
    s.rng = Rng(rng.next64())
    return s


def play_indexed(setup: Any, match_seed: int, index: int, players: Sequence[Any],
                 stop: Callable[[], bool] | None = None) -> tuple[dict[str, Any], GameRecord]:
    """Game `index` of a match: its seed from the match seed, entrant e in seat (e + index) % 2; returns the
    match row (generic keys plus this game's counters) and the game's record. `stop`, when given, is asked as
    each turn starts (NR17: turns alternate; before the turn's first decision) and raises GameStopped when it
    answers True, so a cancelled run stops within a turn, not a whole game; it never changes the game played."""
    st = as_setup(setup)
    if len(players) != 2:
        raise ValueError(f"a Naruto game needs 2 players (got {len(players)})")
    seed = game_seed(match_seed, index)
    seats = seating(index, 2)
    seated = make_players(GAME, [players[e] for e in seats], seed)
    s = NarutoState.new(st, seed)
    actions = play_out(s, seated) if stop is None else play_out_stopping(s, seated, stop, f"game {index}")
    out = s.outcome()
    assert out is not None
    row = base_row(index, seed, seats, out, s.turn, len(actions))
    row.update({k: s.stats[k] for k in STAT_KEYS})
    row["first"] = seats[s.first] if s.first >= 0 else -1
    row["rewards"] = [len(s.rewards[p]) for p in (seats.index(0), seats.index(1))]
    return row, GameRecord(st, seed, actions, out)


def summary_hook(rows: list[dict[str, Any]], summary: dict[str, Any]) -> None:
    """Naruto's own figures: each entrant's win rate on the play (going first, NR15) and on the draw, with
    95% Wilson intervals; the Battle Rewards of winners and losers; per-game counters (Ninja deployed, Jutsu
    played, knock-outs, rewards taken...)."""
    entrants = []
    for e in range(2):
        split = {}
        for name, first in (("on_the_play", True), ("on_the_draw", False)):
            games = [r for r in rows if (r.get("first") == e) == first]
            wins = sum(1 for r in games if r["places"][e] == 0 and r["places"][1 - e] == 1)
            low, high = wilson(wins, len(games))
            split[name] = {"games": len(games), "wins": wins, "win_rate": rounded(wins / len(games)) if games else 0.0,
                           "ci_low": rounded(low), "ci_high": rounded(high)}
        entrants.append(split)
    decided = [r for r in rows if sorted(r["places"]) == [0, 1]]
    summary["naruto"] = {
        "entrants": entrants,
        "winner_rewards": distribution(r["rewards"][r["places"].index(0)] for r in decided),
        "loser_rewards": distribution(r["rewards"][r["places"].index(1)] for r in decided),
        "per_game": {k: distribution(r.get(k, 0) for r in rows) for k in STAT_KEYS},
    }


def _make_player(spec: str, rng: Rng) -> Any:
    return make_player(GAME, spec, rng)


GAME = Game(
    info=GameInfo(name=GAME_NAME, title="Naruto CCG", seats=SEATS, variants=tuple(FORMATS),
                  setup_format=SETUP_FORMAT, players=PLAYER_NAMES, chance=True),
    new_game=new_game,
    from_json=NarutoState.from_json,
    parse_action=parse_action,
    make_player=_make_player,
    determinise=determinise,
    evaluate=evaluate,
    replay_setup=Setup.from_dict,
    play_indexed=play_indexed,
    summary_hook=summary_hook,
)
