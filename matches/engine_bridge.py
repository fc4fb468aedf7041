"""Where the simulations app meets the engine: setups from deck versions, games to rows, rows to reports.

A game's result depends only on (the two decks, the run's seed, the game index, the players), so chunks
can be played in any order, by any worker, again after a crash, and the report equals the engine's own
`play_match` summary for the same seed.

A Card Wars 1 vs 1 run has two entrants of one seat each: entrant 0 is deck A, entrant 1 deck B, and a
result's places are [A's, B's]. The engine's own per-game result (seats, who went first, HP, cards drawn and
played) is the row's `data`.
"""


from cards.engine_defs import card_pool
from decks.analysis import violations as deck_violations
from decks.selectors import deck_list_of
from engine import (
    GameStopped,  # noqa: F401  (a chunk catches it: engine_bridge.GameStopped)
    PlayerSetup,
    compact_actions,
    fork_start,
    new_game,
    play_fork_game,
    play_match_game,
    player_label,
    record_from_compact,
    seated_setup,
    summarize,
    wilson,  # noqa: F401  (wilson: for the report's curve)
)
from engine import (
    MatchGameResult as EngineResult,
)

from .models import GameResult, MatchRun


def player_setup(version) -> PlayerSetup:
    """A deck version as the engine's PlayerSetup; cards in slug order so the same list plays the same."""
    deck = deck_list_of(version)
    return PlayerSetup(tuple(deck.landscapes), tuple(deck.expanded()), deck.hero, version.deck.name)


def violations(version, fmt=None) -> list[str]:
    """Why a deck version breaks the engine format `fmt` (its own format, decks.analysis.deck_format, if None)."""
    return [v.message for v in deck_violations(deck_list_of(version), fmt=fmt)]


def match_meta(run: MatchRun) -> dict:
    """What play_match records about a match, so the two summaries are the same dict."""
    deck_a, deck_b = run.decks()
    return {"deck_a": deck_a.deck.name, "deck_b": deck_b.deck.name,
            "players": [player_label(p) for p in run.players()], "seed": run.seed,
            "mirrored": run.mirrored, "turn_limit": run.turn_limit}


SIDES = ("a", "b")  # entrant 0 and 1 of a 1 vs 1 run, as the engine's Card Wars figures name them


def winner_side(places) -> str:
    """'a' or 'b' for the entrant alone in first place of a 1 vs 1 result, '' for a draw."""
    return "" if places[0] == places[1] else ("a" if places[0] < places[1] else "b")


def a_first(data: dict) -> bool:
    """Deck A went first in this game (from the engine's per-game result)."""
    return data["first_player"] == data["seat_a"]


def places_of(outcome, seat_a: int) -> list[int]:
    """The places of deck A and deck B from the engine's Outcome (by engine seat) and deck A's seat."""
    return [outcome.places[seat_a], outcome.places[1 - seat_a]]


RUNS_KEPT = 8
_MATCHES: dict[int, "Match"] = {}


def _run_key(run: MatchRun) -> tuple:
    """What a Match is built from (a database reused by tests reuses run ids)."""
    return (run.seed, run.mirrored, run.turn_limit, run.created_at)


class Match:
    """The engine side of one run: both one-deck setups, built once per run in a worker process (for_run)."""

    def __init__(self, run: MatchRun, pool=None):
        pool = pool or card_pool()
        self.run = run
        self.key = _run_key(run)
        deck_a, deck_b = run.decks()
        self.setup_a = pool.setup(player_setup(deck_a), turn_limit=run.turn_limit)
        self.setup_b = pool.setup(player_setup(deck_b), turn_limit=run.turn_limit)
        self.players = run.players()

    @classmethod
    def for_run(cls, run: MatchRun) -> "Match":
        """The run's Match, built once per worker process for all the chunks of the run it plays: the card
        pool and both decks come from the database, and reading them cost more than a quick chunk's games.
        A run's decks are fixed versions, so its Match never changes; the latest RUNS_KEPT runs are kept."""
        hit = _MATCHES.pop(run.pk, None)
        match = hit if hit is not None and hit.key == _run_key(run) else cls(run)
        match.run = run
        _MATCHES[run.pk] = match  # the most recent last
        while len(_MATCHES) > RUNS_KEPT:
            del _MATCHES[next(iter(_MATCHES))]
        return match

    def play(self, index: int, stop=None) -> GameResult:
        """Game `index` of the run, as an unsaved row; `stop()` is asked at every turn (engine.GameStopped)."""
        result, record = play_match_game(self.setup_a, self.setup_b, self.run.seed, index, self.players,
                                         self.run.mirrored, self.run.turn_limit, stop=stop)
        outcome = record.outcome
        return GameResult(
            run=self.run, game_index=index, places=places_of(outcome, result.seat_a),
            termination=outcome.termination.value, reason=result.reason, turns=result.turns, seed=result.seed,
            data=result.to_dict(), actions=compact_actions(record))

    def record(self, row: GameResult):
        """The engine's GameRecord of a stored game (setup, seed, actions)."""
        result = EngineResult.from_dict(row.data)
        setup = seated_setup(self.setup_a, self.setup_b, result.seat_a, self.run.turn_limit)
        return record_from_compact(setup, row.seed, row.actions)


# ---- forks: games played on from a step of a stored game (matches/forks.py) ------------------------------
_FORKS: dict[int, "ForkMatch"] = {}
FORKS_KEPT = 8


class ForkMatch:
    """The engine side of a fork run: the position at the step (built once per worker process), deck A's
    seat in the source game, the viewer's seat, and the AI of each seat."""

    def __init__(self, run: MatchRun):
        self.run = run
        self.key = (run.fork_run_id, run.fork_game, run.fork_step, run.fork_viewer, run.created_at)
        source = run.fork_run
        row = source.results.get(game_index=run.fork_game)
        self.source_match = Match(source)
        self.record = self.source_match.record(row)
        self.state = position_at(self.record, run.fork_step)
        self.seat_a = EngineResult.from_dict(row.data).seat_a
        self.viewer_seat = self.seat_a if run.fork_viewer == 0 else 1 - self.seat_a
        players = run.players()  # entrant A's AI, entrant B's
        self.by_seat = tuple(players[0] if seat == self.seat_a else players[1] for seat in (0, 1))

    @classmethod
    def for_run(cls, run: MatchRun) -> "ForkMatch":
        hit = _FORKS.pop(run.pk, None)
        match = hit if hit is not None and hit.key == (run.fork_run_id, run.fork_game, run.fork_step,
                                                       run.fork_viewer, run.created_at) else cls(run)
        match.run = run
        _FORKS[run.pk] = match
        while len(_FORKS) > FORKS_KEPT:
            del _FORKS[next(iter(_FORKS))]
        return match

    def start(self, index: int):
        """Game `index`'s start: the position with the hidden cards re-dealt from its seed."""
        return fork_start(self.state, self.viewer_seat, self.run.seed, index)[0]

    def play(self, index: int, stop=None) -> GameResult:
        """Game `index` of the fork as an unsaved row: places of A and B, the ending, the turn it ended on,
        and the engine's per-game result (no cards drawn or played: the fork counts from the step on)."""
        _, final, actions, seed = play_fork_game(self.state, self.viewer_seat, self.run.seed, index, self.by_seat,
                                                 stop=stop)
        outcome = final.outcome()
        a, b = self.seat_a, 1 - self.seat_a
        winner = None if outcome.winner is None else ("a" if outcome.winner == a else "b")
        result = EngineResult(index, seed, a, final.first_player, winner, outcome.reason, final.turn,
                                 final.hp[a], final.hp[b], actions=len(actions))
        return GameResult(run=self.run, game_index=index, places=places_of(outcome, a),
                          termination=outcome.termination.value, reason=outcome.reason, turns=final.turn,
                          seed=seed, data=result.to_dict(), actions=";".join(str(x) for x in actions))


def position_at(record, step: int):
    """The stored game's position after its first `step` actions."""
    state = new_game(record.setup, record.seed)
    for action in record.actions[:step]:
        state.apply_action_unchecked(action)
    return state


def start_of(row: GameResult, record):
    """The position a stored game's actions start from: its deal, or for a fork's game its fork start."""
    if row.run.is_fork:
        return ForkMatch.for_run(row.run).start(row.game_index)
    return new_game(record.setup, record.seed)


def summary_from_rows(run: MatchRun) -> dict:
    return summarize([r for r in run.results.values_list("data", flat=True)], match_meta(run))


def record_dict(row: GameResult) -> dict:
    record = Match(row.run).record(row)
    data = record.to_dict()
    data["outcome"] = {"winner": winner_side(row.places) or None, "reason": row.reason}
    if row.run.is_fork:  # the actions play on from this position, not from the setup's deal
        data["start"] = start_of(row, record).to_json()
    return data


def card_rows(summary: dict) -> dict:
    """Per-card rows of each deck with names, for the report's sortable table."""
    from cards.models import Card

    slugs = {row["card"] for side in ("a", "b") for row in summary.get("cards", {}).get(side, [])}
    names = dict(Card.objects.filter(slug__in=slugs).values_list("slug", "name"))
    return {side: [{**row, "name": names.get(row["card"], row["card"])}
                   for row in summary.get("cards", {}).get(side, [])] for side in ("a", "b")}


def length_histogram(summary: dict) -> list[tuple[int, int]]:
    hist = summary.get("turns", {}).get("histogram", {})
    return [(int(k), v) for k, v in sorted(hist.items(), key=lambda kv: int(kv[0]))]
