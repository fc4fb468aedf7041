"""Every write to simulation runs goes through here or, for the worker side (chunks and their games), through
matches/worker.py; tasks and views only call these functions."""

import secrets

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Count
from django.utils import timezone

from decks.models import DeckVersion

from . import budget, pace, versions, worker
from .games import DEFAULT_GAME, GameAdapter, adapter_for
from .models import Entrant, Gauntlet, MatchChunk, MatchRun, Seat, SwapTest
from .schedule import _sizes, chunk_plan, chunk_schedule, next_chunk_size  # noqa: F401 (callers read them here)
from .templatetags.reports import duration
from .watchdog import chunks_reclaim_from, chunks_requeue_stale, watchdog_tick  # noqa: F401 (callers read them here)
from .worker import (  # noqa: F401 (the worker side, named here for the callers written before it moved)
    ChunkGuard,
    chunk_fail,
    chunk_next,
    chunk_play,
    chunks_cut,
    enqueue_work,
    run_fail,
    run_finish_if_complete,
    run_has_work,
    run_work,
    worker_name,
)

CARDWARS = adapter_for(DEFAULT_GAME)
PLAYER_CHOICES = CARDWARS.players  # the Card Wars AIs the site offers, from the engine's registry
MAX_GAUNTLET_OPPONENTS = 20
MIN_STOP_WIDTH, MAX_STOP_WIDTH = 0.5, 25.0  # points of win rate a run may be asked to stop at

def _check_request(*, owner, games: int, players, runs: int = 1, adapter=CARDWARS, what="This simulation"):
    """Games in range, AIs the game offers, and the work of `runs` runs of `games` within the owner's budget
    (matches/budget.py; the owner's row stays locked to the end of the transaction). Each run checks again
    as it is created, at its own decks' pace."""
    if not 1 <= games <= settings.SIMULATION_MAX_GAMES:
        raise ValidationError(f"Games must be between 1 and {settings.SIMULATION_MAX_GAMES:,}; you asked for {games:,}.")
    adapter.check_players(players)
    budget.work_reserve(owner=owner, work=runs * games * budget.cost_per_game(players, game=adapter.name), what=what)


def _check_legal(version: DeckVersion, label: str):
    """The deck version keeps the rules of its own game (Card Wars R1-R4, the Naruto CCG NR8-NR11)."""
    problems = adapter_for(version.deck.game).deck_problems(version)
    if problems:
        raise ValidationError(f"{label} ({version.deck.name}) is not a legal deck: {'; '.join(problems)}.")


def decks_game(deck: DeckVersion, opponents) -> GameAdapter:
    """The adapter of the game a deck and its opponents (a gauntlet's, a swap test's) are built for; refused
    when an opponent is a deck of another game."""
    adapter = adapter_for(deck.deck.game)
    for opponent in opponents:
        if opponent.deck.game != deck.deck.game:
            raise ValidationError(f"{opponent.deck.name} is a {adapter_for(opponent.deck.game).title} deck; "
                                  f"{deck.deck.name} plays {adapter.title} decks only.")
    return adapter


def entrants_create(*, run: MatchRun, entrants) -> list[Entrant]:
    """The run's entrants in order, each a list of (deck version or None, AI) per seat of the team."""
    rows = Entrant.objects.bulk_create(Entrant(run=run, index=i) for i in range(len(entrants)))
    Seat.objects.bulk_create(Seat(entrant=entrant, index=j, deck=deck, player=player)
                             for entrant, seats in zip(rows, entrants, strict=True)
                             for j, (deck, player) in enumerate(seats))
    return rows


def _players(entrants) -> tuple[str, ...]:
    return tuple(player for seats in entrants for _, player in seats)


def _create_run(*, owner, entrants, games, seed, mirrored, game=DEFAULT_GAME, format="1v1",
                gauntlet=None, options: dict | None = None) -> MatchRun:
    """A run of `game` in `format` between `entrants` (each a list of (deck version or None, AI) per seat).
    Its chunks are cut as workers ask for them (chunk_next), so a run of any size is one row here and a
    message for each worker process that can share it, sent once the transaction commits."""
    decks = entrant_decks(entrants)
    players = _players(entrants)
    cost = budget.cost_per_game(players, game=game, decks=decks)
    budget.work_reserve(owner=owner, work=games * cost)  # each run, whatever created it
    first, smallest, parts = chunk_plan(games, players, decks=decks, game=game)
    run = MatchRun.objects.create(
        owner=owner, game=game, format=format, games=games,
        seed=seed if seed is not None else secrets.randbelow(2**62), mirrored=mirrored,
        chunk_size=first, chunk_tail=smallest, chunk_parts=parts, gauntlet=gauntlet, cost_per_game=cost,
        engine_version=versions.engine_version(), **(options or {}))
    entrants_create(run=run, entrants=entrants)
    messages = len(_sizes(games, most=first, smallest=smallest, parts=parts, limit=pace.worker_processes()))
    transaction.on_commit(lambda: worker.enqueue_work(run.pk, messages))
    return run


def run_estimate(*, games: int, players, game: str = DEFAULT_GAME, decks: tuple[int, ...] | None = None,
                 format: str | None = None, runs: int = 1) -> dict:
    """How long `runs` runs of these games and players (one per seat) of `game` should take on this site's
    workers, from measured seconds per game (matches/pace.py): the pace of the site's own finished chunks of
    the pairing (on these deck versions first), else make bench's table."""
    first, smallest, parts = chunk_plan(games, players, decks=decks, game=game)
    chunks = len(_sizes(games, most=first, smallest=smallest, parts=parts, limit=pace.worker_processes()))
    return pace.estimate(games=games, players=players, chunks=chunks, game=game, decks=decks, format=format,
                         runs=runs)


def run_estimate_of(run: MatchRun) -> dict:
    """The estimate of an existing run's games (run_estimate), at its own decks' pace first."""
    decks = tuple(d.pk for d in run.decks() if d is not None) or None
    return run_estimate(games=run.games, players=run.players(), game=run.game, decks=decks,
                        format=run.format if decks else None)


def _check_duration(*, games: int, players, confirm_long: bool, runs: int = 1, game: str = DEFAULT_GAME,
                    decks: tuple[int, ...] | None = None, format: str | None = None):
    """A request estimated at over an hour (the figure its form shows) needs `confirm_long`."""
    found = run_estimate(games=games, players=players, game=game, decks=decks, format=format, runs=runs)
    if found["seconds"] is not None and found["long"] and not confirm_long:
        raise ValidationError(
            f"This would take {duration(found['seconds'])} ({found['explanation']}). Confirm that you "
            f"want a run this long, or ask for fewer games or a faster AI.")


def entrant_decks(entrants) -> tuple[int, ...] | None:
    """The deck version ids of the entrants' seats, in seat order (None for a game without decks)."""
    decks = tuple(deck.pk for seats in entrants for deck, _ in seats if deck is not None)
    return decks or None


def one_vs_one(deck_a: DeckVersion, deck_b: DeckVersion, players) -> list:
    """The entrants of a Card Wars 1 vs 1 run: deck A and deck B, one seat each, with their AIs."""
    return [[(deck_a, players[0])], [(deck_b, players[1])]]


@transaction.atomic
@pace.remembered()
def run_create_for_game(*, owner, game: str = DEFAULT_GAME, format: str | None = None, entrants, games: int,
                        seed: int | None = None, mirrored: bool = False, confirm_long: bool = False,
                        variant: str | None = None, turn_limit: int | None = None,
                        stop_width: float | None = None) -> MatchRun:
    """A new run of any game on the site (matches/games): `entrants` in order, each a list of (deck version
    or None, AI) per seat; the format defaults to the game's, and so do the variant and the turn limit where
    the game offers them. Enqueued after the transaction commits; the seed is chosen if not given, and always
    stored. A run estimated at over an hour needs `confirm_long`. With `stop_width` (points), `games` is a cap
    and the run stops once deck A's 95% interval is that narrow (matches/sequential.py; Card Wars 1 vs 1)."""
    adapter = adapter_for(game)
    fmt = adapter.format_of(format or adapter.default_format)
    options = {**adapter.run_options(variant=variant, turn_limit=turn_limit), **adapter.format_options(fmt)}
    mirrored = options.pop("mirrored", mirrored)
    if stop_width is not None:
        if adapter.name != DEFAULT_GAME or fmt.name != "1v1":
            raise ValidationError("Stopping at an interval's width is for Card Wars 1 vs 1 runs.")
        if not MIN_STOP_WIDTH <= stop_width <= MAX_STOP_WIDTH:
            raise ValidationError(f"The width to stop at must be between {MIN_STOP_WIDTH} and {MAX_STOP_WIDTH} "
                                  f"points; you asked for {stop_width}.")
        options = {**options, "stop_width": stop_width}
    players = _players(entrants)
    _check_request(owner=owner, games=games, players=players, adapter=adapter)
    adapter.check_format(fmt, entrants)
    decks = entrant_decks(entrants)  # the figure the form shows: the pace of these decks' own chunks first
    _check_duration(games=games, players=players, confirm_long=confirm_long, game=adapter.name, decks=decks,
                    format=fmt.name if decks else None)
    adapter.check_decks(entrants)
    return _create_run(owner=owner, game=adapter.name, format=fmt.name, entrants=entrants, games=games, seed=seed,
                       mirrored=mirrored, options=options)


def run_create(*, owner, deck_a: DeckVersion, deck_b: DeckVersion, games: int, players=("greedy", "greedy"),
               seed: int | None = None, mirrored: bool = False, confirm_long: bool = False,
               stop_width: float | None = None) -> MatchRun:
    """A Card Wars 1 vs 1 run of deck A against deck B (run_create_for_game)."""
    return run_create_for_game(owner=owner, entrants=one_vs_one(deck_a, deck_b, players), games=games, seed=seed,
                               mirrored=mirrored, confirm_long=confirm_long, stop_width=stop_width)


@transaction.atomic
@pace.remembered()
def gauntlet_create(*, owner, deck: DeckVersion, opponents: list[DeckVersion], games: int,
                    players=("greedy", "greedy"), seed: int | None = None, weights: dict | None = None,
                    confirm_long: bool = False) -> Gauntlet:
    if not opponents:
        raise ValidationError("Choose at least one opponent deck.")
    if len(opponents) > MAX_GAUNTLET_OPPONENTS:
        raise ValidationError(f"A gauntlet takes at most {MAX_GAUNTLET_OPPONENTS} opponents.")
    adapter = decks_game(deck, opponents)  # the deck's game: Card Wars, or the Naruto CCG
    _check_request(owner=owner, games=games, players=players, runs=len(opponents), adapter=adapter,
                   what="This gauntlet")
    _check_duration(games=games, players=players, confirm_long=confirm_long, runs=len(opponents), game=adapter.name)
    # Every deck that cannot play a gauntlet (1 vs 1), named at once (Card Wars: the Doubles decks together).
    labelled = [("Your deck", deck)] + [("Opponent", o) for o in opponents]
    if adapter is CARDWARS:
        refusals = CARDWARS.deck_refusals(labelled)
    else:
        refusals = [f"{label} ({v.deck.name}) is not a legal deck: {'; '.join(problems)}."
                    for label, v in labelled if (problems := adapter.deck_problems(v))]
    if refusals:
        raise ValidationError(refusals)
    for opponent in opponents:
        adapter.check_decks(one_vs_one(deck, opponent, players))  # the game's own pairing rules (one format)
    weights = {str(o.pk): float((weights or {}).get(str(o.pk), 1.0)) for o in opponents}
    if any(w < 0 for w in weights.values()) or not any(weights.values()):
        raise ValidationError("Weights must be zero or more, and not all zero.")
    gauntlet = Gauntlet.objects.create(owner=owner, deck=deck, weights=weights)
    base_seed = seed if seed is not None else secrets.randbelow(2**62)
    for i, opponent in enumerate(opponents):
        _create_run(owner=owner, entrants=one_vs_one(deck, opponent, players), games=games,
                    seed=(base_seed + i) % 2**62, mirrored=False, gauntlet=gauntlet, game=adapter.name)
    return gauntlet


def run_cancel(*, run: MatchRun) -> MatchRun:
    """Stop a run: no chunk starts any more, running ones stop before their next game (within about
    STOP_CHECK_SECONDS of the game in play ending); no chunk stays marked running, even a dead worker's."""
    with transaction.atomic():
        updated = MatchRun.objects.filter(pk=run.pk, status__in=MatchRun.ACTIVE).update(
            status=MatchRun.Status.CANCELLED, finished_at=timezone.now())
        MatchChunk.objects.filter(run_id=run.pk, state=MatchChunk.State.RUNNING).update(
            state=MatchChunk.State.PENDING, claimed_by="")
    if updated:
        worker.run_summarize_played(run_id=run.pk)  # the games played so far: a partial report
    run.refresh_from_db()
    if not updated and run.status not in (MatchRun.Status.CANCELLED,):
        raise ValidationError(f"This run is already {run.status}.")
    return run


@transaction.atomic
@pace.remembered()
def run_extend(*, run: MatchRun, games: int) -> MatchRun:
    """Play `games` more games of a finished or cancelled run: the next game indices, so the run ends with the
    very games one run of the new length would have played (a game depends on its index only), and a
    cancelled run's unplayed games are played too. The work left is counted against the owner's budget."""
    run = MatchRun.objects.select_for_update().get(pk=run.pk)
    if run.status not in (MatchRun.Status.DONE, MatchRun.Status.CANCELLED):
        raise ValidationError(f"Only a finished or cancelled run can play more games; this one is {run.status}.")
    total = run.games + games
    if games < 1 or total > settings.SIMULATION_MAX_GAMES:
        raise ValidationError(f"More games must be between 1 and {settings.SIMULATION_MAX_GAMES - run.games:,} "
                              f"(a run holds at most {settings.SIMULATION_MAX_GAMES:,}); you asked for {games:,}.")
    left = total - run.results.count()
    budget.work_reserve(owner=run.owner, work=left * run.cost_per_game, what="These games")
    # A run that stopped at its width plays on to the games asked for, without stopping again at once.
    MatchRun.objects.filter(pk=run.pk).update(games=total, status=MatchRun.Status.QUEUED, started_at=None,
                                              finished_at=None, error="", stop_width=None)
    run.refresh_from_db()
    pending = run.chunks.filter(state=MatchChunk.State.PENDING).count()
    cut = _sizes(total - run.cursor, most=run.chunk_size, smallest=run.chunk_tail, parts=run.chunk_parts,
                 limit=pace.worker_processes())
    messages = min(pace.worker_processes(), pending + len(cut))
    transaction.on_commit(lambda: worker.enqueue_work(run.pk, messages))
    return run


def runs_cancel(*, runs, what: str) -> int:
    """Cancel every active run of `runs` (a gauntlet's, a swap test's); returns how many were. Refused when
    none is active any more."""
    active = [run for run in runs if run.is_active]
    if not active:
        raise ValidationError(f"Every run of this {what} has ended already; there is nothing to cancel.")
    for run in active:
        run_cancel(run=run)
    return len(active)


def gauntlet_cancel(*, gauntlet: Gauntlet) -> int:
    """Cancel a whole gauntlet: each of its runs still queued or running (runs_cancel)."""
    return runs_cancel(runs=gauntlet.runs.all(), what="gauntlet")


def _eta(started_at, finished: int, games: int, now=None) -> int | None:
    """Seconds left at the pace since started_at (all workers together); None before the first game."""
    if started_at is None or not 0 < finished < games:
        return None
    elapsed = ((now or timezone.now()) - started_at).total_seconds()
    return max(0, round(elapsed * (games - finished) / finished))


def run_progress(run: MatchRun, now=None) -> dict:
    """Games finished so far and, for a running run, an estimate of the seconds left at its own pace
    (eta_seconds, else None). Before its first game is in, `estimate_seconds_left` says what is left of the
    estimate made before launch (measured seconds per game), so a slow AI does not leave the page silent."""
    finished = run.results.count() if run.status != MatchRun.Status.DONE else run.games
    eta = _eta(run.started_at, finished, run.games, now) if run.status == MatchRun.Status.RUNNING else None
    before = None
    if run.is_active and finished == 0:
        planned = run_estimate_of(run)["seconds"]
        if planned is not None:
            since = run.started_at or run.created_at
            elapsed = ((now or timezone.now()) - since).total_seconds() if since else 0
            before = max(0, round(planned - elapsed))
    return {"finished": finished, "games": run.games, "fraction": round(finished / run.games, 4),
            "eta_seconds": eta, "estimate_seconds_left": before}


def gauntlet_progress(gauntlet: Gauntlet, now=None) -> dict:
    """Games finished over all of the gauntlet's runs and, while any runs, the seconds left at the pace since
    the first run started."""
    runs = list(gauntlet.runs.annotate(n=Count("results")))
    finished = sum(r.n for r in runs)
    total = sum(r.games for r in runs)
    eta = None
    if any(r.status == MatchRun.Status.RUNNING for r in runs):
        eta = _eta(min((r.started_at for r in runs if r.started_at), default=None), finished, total, now)
    return {"finished": finished, "games": total, "fraction": round(finished / total, 4) if total else 0,
            "eta_seconds": eta}


def share_set(*, item, public: bool):
    """Make a run, a gauntlet or a swap test public (anyone with its link reads it, signed out too, and the
    replays of its games) or private again; a gauntlet's or swap test's runs follow it, since its page links
    to them. Only its owner calls this (the views and the API look it up with owned_by)."""
    with transaction.atomic():
        type(item).objects.filter(pk=item.pk).update(is_public=public)
        if isinstance(item, Gauntlet):
            item.runs.update(is_public=public)
        elif isinstance(item, SwapTest):
            runs = [pk for pair in item.pairs.values_list("base_run_id", "variant_run_id") for pk in pair]
            MatchRun.objects.filter(pk__in=runs).update(is_public=public)
    item.is_public = public
    return item
