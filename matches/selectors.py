"""Reads for simulation pages and the API: reports, records, gauntlet tables."""

from cards.models import Card, SimStatus
from decks.models import DeckVersionCard

from . import engine_bridge
from .models import Gauntlet, MatchRun, first_places
from .report import weighted_interval

# Every read of runs for a page or the API takes their entrants, seats and decks in three queries.
ENTRANTS = "entrants__seats__deck__deck"


def run_list_for_user(*, user):
    return MatchRun.objects.owned_by(user).prefetch_related(ENTRANTS)


def run_get_owned(*, user, pk) -> MatchRun:
    return run_list_for_user(user=user).get(pk=pk)


def cards_not_fully_simulated(run: MatchRun) -> list[dict]:
    """Cards of either deck whose behaviour the engine does not (fully) play, with what is missing."""
    decks = [deck for deck in run.decks() if deck is not None]
    slugs = set(DeckVersionCard.objects.filter(version__in=decks).values_list("card__slug", flat=True))
    heroes = [v.hero.slug for v in decks if v.hero_id]
    rows = Card.objects.filter(slug__in=slugs | set(heroes)).exclude(sim_status=SimStatus.FULL).order_by("name")
    return [{"card": c.slug, "name": c.name, "status": c.sim_status, "note": c.sim_note} for c in rows]


def run_curve(run: MatchRun, points: int = 40) -> list[dict]:
    """Deck A's (seat 0's) win rate with its 95% interval as games accumulate (in game order)."""
    winners = [first_places(p) for p in run.results.order_by("game_index").values_list("places", flat=True)]
    if not winners:
        return []
    step = max(1, len(winners) // points)
    out, wins = [], 0
    for i, winner in enumerate(winners, start=1):
        wins += winner == (0,)
        if i % step == 0 or i == len(winners):
            low, high = engine_bridge.wilson(wins, i)
            out.append({"games": i, "win_rate": round(wins / i, 4), "low": round(low, 4), "high": round(high, 4)})
    return out


def gauntlet_table(gauntlet: Gauntlet) -> dict:
    """One row per opponent (win rate with interval, from the run's summary once done) and the weighted average."""
    rows = []
    for run in gauntlet.runs.prefetch_related(ENTRANTS).order_by("pk"):
        opponent = run.decks()[1]
        weight = float(gauntlet.weights.get(str(opponent.pk), 1.0))
        summary = run.summary or {}
        row = {"run": run.pk, "opponent": opponent.deck.name, "deck": opponent.deck_id, "weight": weight,
               "status": run.status, "games": run.games,
               "win_rate": summary.get("win_rate_a"), "ci_low": summary.get("ci_low_a"),
               "ci_high": summary.get("ci_high_a")}
        rows.append(row)
    done = all(r["win_rate"] is not None for r in rows)
    # Weights relative to the largest: the same average, and no overflow however large they were saved.
    scale = max((r["weight"] for r in rows), default=0.0) or 1.0
    total_weight = sum(r["weight"] / scale for r in rows if r["win_rate"] is not None)
    weighted = sum(r["weight"] / scale * r["win_rate"] for r in rows if r["win_rate"] is not None)
    average = round(weighted / total_weight, 4) if total_weight else None
    interval = weighted_interval([(r["weight"] / scale, r["win_rate"], r["games"]) for r in rows
                                  if r["win_rate"] is not None])
    return {"rows": rows, "weighted_win_rate": average, "complete": done,
            "weighted_ci_low": round(interval[0], 4) if interval else None,
            "weighted_ci_high": round(interval[1], 4) if interval else None}
