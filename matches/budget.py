"""Each user's budget of simulation work: the worker time their queued and running games will take.

Counting runs let one account hold the pool for months (five runs of 100,000 MCTS games, or a gauntlet's
twenty runs on top), so the budget counts work instead: a game costs the seconds one worker process takes
to play it at its AIs' measured pace (matches/pace.py), and a user's work in use is the games their active
runs have not finished yet, each at its run's cost. Every way of creating work (a run, a gauntlet, a swap
test, the API) goes through `work_reserve` inside the transaction that creates the runs: it locks the
user's row first, so two requests of the same user cannot both pass the check (PostgreSQL holds the row
lock to the commit; SQLite's IMMEDIATE transactions already write one at a time).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db.models import Count

from . import pace
from .models import MatchRun

# The cost of a game when nothing has timed any AI yet (an empty pace table, no finished runs).
UNTIMED_SECONDS_PER_GAME = 1.0


class OverBudget(ValidationError):
    """The work asked for does not fit in what is left of the user's budget; the API answers 429."""

    def __init__(self, message: str, *, left: float):
        super().__init__(message, code="over_budget")
        self.left = left


def cost_per_game(players, *, game: str = pace.TABLE_GAME, decks: tuple[int, ...] | None = None) -> float:
    """Seconds of one worker process a game of these AIs takes: the site's own measure of the pairing, else
    the table's (timed on Card Wars), else the slowest timed pairing with one of these AIs, else the slowest
    of all: an AI nobody has timed is charged as the dearest we know, never as free."""
    measured = pace.seconds_per_game(players, decks=decks, game=game)
    if measured:
        return measured
    pairings = pace.load_table().get("pairings", {})
    row = pairings.get(pace.pairing(players))
    if row:
        return row["seconds_per_game"]
    names = {p.split(":")[0] for p in players}
    near = [r["seconds_per_game"] for key, r in pairings.items() if names & set(key.split(" vs "))]
    every = [r["seconds_per_game"] for r in pairings.values()]
    return max(near or every or [UNTIMED_SECONDS_PER_GAME])


def work_in_use(owner) -> float:
    """Seconds of worker time the owner's queued and running runs still need: their unfinished games."""
    rows = (MatchRun.objects.filter(owner=owner, status__in=MatchRun.ACTIVE).annotate(finished=Count("results"))
            .values_list("games", "finished", "cost_per_game"))
    return sum(max(0, games - finished) * cost for games, finished, cost in rows)


def hours(seconds: float) -> str:
    """Worker time in words: '2.5 hours', '40 minutes', '12 seconds'."""
    if seconds >= 3600:
        return f"{seconds / 3600:,.1f} hours"
    if seconds >= 60:
        return f"{seconds / 60:,.0f} minutes"
    return f"{seconds:,.0f} seconds"


def work_reserve(*, owner, work: float, what: str = "This simulation") -> float:
    """Check, holding a lock on the owner's row to the end of the caller's transaction, that `work` more
    seconds fit in the owner's budget; raises OverBudget saying what is left. Returns the seconds left after
    it. Must be called inside the transaction that creates the runs."""
    get_user_model().objects.select_for_update().filter(pk=owner.pk).values_list("pk", flat=True).first()
    budget = settings.SIMULATION_WORK_BUDGET_SECONDS
    used = work_in_use(owner)
    left = max(0.0, budget - used)
    if work > left:
        raise OverBudget(
            f"{what} needs about {hours(work)} of worker time, and you have {hours(left)} left of your "
            f"{hours(budget)} ({hours(used)} is queued or running). Ask for fewer games or a faster AI, or wait "
            f"for a simulation to finish or cancel one.", left=left)
    return left - work
