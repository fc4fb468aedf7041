"""Forks of a replay: "play on from here" plays N games from one step of a stored game, as a run of its own
(chunks, workers, budget, report: the same machinery as any run), and reports the win rate from there with
its interval: "was this attack a mistake?".

The position at the step comes from replaying the stored game's record (the engine's own promise: the same
actions from the same seed give the same game). Every game of the fork starts from that position as one
entrant (the viewer) saw it: the other hand, the order of both decks and the game's future chance are re-dealt
from the fork game's seed (engine.fork_start), so the AIs do not play on with knowledge the viewer lacked,
and game i of a fork is the same on every worker. The entrants keep their decks and seats; the AIs are the
fork's own. Card Wars 1 vs 1 only: the other games say on their replay page why not (GameAdapter.fork_note).
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction

from . import engine_bridge, pace, services
from .engine_bridge import ForkMatch, position_at
from .games import adapter_for
from .models import MatchRun

MAX_FORK_GAMES = 10_000


@transaction.atomic
@pace.remembered()
def fork_create(*, owner, run: MatchRun, game_index: int, step: int, viewer: int, games: int, players,
                seed: int | None = None, confirm_long: bool = False) -> MatchRun:
    """A fork of game `game_index` of `run` (the owner's) at `step`: `games` games played on from there by
    `players` (entrant A's AI, entrant B's), hidden cards re-dealt from entrant `viewer`'s view. Budgeted and
    checked like any run; refused for a game the site cannot fork, a fork of a fork, a step past the end or a
    position where the game is already over."""
    adapter = adapter_for(run.game)
    refusal = adapter.fork_refusal(run)
    if refusal:
        raise ValidationError(refusal)
    if run.is_fork:
        raise ValidationError("This game is itself played on from another game; fork that game instead.")
    if not 1 <= games <= MAX_FORK_GAMES:
        raise ValidationError(f"A fork plays 1 to {MAX_FORK_GAMES:,} games; you asked for {games:,}.")
    if viewer not in (0, 1):
        raise ValidationError("Re-deal the hidden cards from deck A's view or deck B's.")
    row = run.results.filter(game_index=game_index).first()
    if row is None:
        raise ValidationError(f"This run has no game {game_index}.")
    record = engine_bridge.Match(run).record(row)
    if not 0 <= step <= len(record.actions):
        raise ValidationError(f"Game {game_index} has steps 0 to {len(record.actions)}; there is no step {step}.")
    if position_at(record, step).is_terminal():
        raise ValidationError(f"The game is over at step {step}: choose an earlier step to play on from.")
    players = tuple(players)
    services._check_request(owner=owner, games=games, players=players, adapter=adapter, what="This fork")
    services._check_duration(games=games, players=players, confirm_long=confirm_long, game=adapter.name)
    entrants = [[(deck, player)] for deck, player in zip(run.decks(), players, strict=True)]
    return services._create_run(owner=owner, game=run.game, format=run.format, entrants=entrants, games=games,
                                seed=seed, mirrored=False,
                                options={"turn_limit": run.turn_limit, "fork_run": run, "fork_game": game_index,
                                         "fork_step": step, "fork_viewer": viewer})


def fork_context(run: MatchRun) -> dict:
    """What a fork's run page says of where it starts: the source run, game and step, the turn, who was to act
    and whose view the hidden cards were re-dealt from."""
    match = ForkMatch.for_run(run)
    actor = match.state.current_player()
    return {"source": run.fork_run, "game": run.fork_game, "step": run.fork_step, "turn": match.state.turn,
            "viewer": "AB"[run.fork_viewer], "to_act": "A" if actor == match.seat_a else "B"}
