"""Reads for simulation pages and the API: reports, records, gauntlet tables."""

from cards.models import Card, SimStatus
from decks.models import DeckVersionCard

from . import engine_bridge
from .models import GameResult, Gauntlet, MatchRun
from .report import weighted_interval


def run_list_for_user(*, user):
    return MatchRun.objects.owned_by(user).select_related("deck_a__deck", "deck_b__deck")


def run_get_owned(*, user, pk) -> MatchRun:
    return run_list_for_user(user=user).get(pk=pk)


def cards_not_fully_simulated(run: MatchRun) -> list[dict]:
    """Cards of either deck whose behaviour the engine does not (fully) play, with what is missing."""
    slugs = set(DeckVersionCard.objects.filter(version__in=[run.deck_a_id, run.deck_b_id])
                .values_list("card__slug", flat=True))
    heroes = [v.hero.slug for v in (run.deck_a, run.deck_b) if v.hero_id]
    rows = Card.objects.filter(slug__in=slugs | set(heroes)).exclude(sim_status=SimStatus.FULL).order_by("name")
    return [{"card": c.slug, "name": c.name, "status": c.sim_status, "note": c.sim_note} for c in rows]


def game_record_dict(result: GameResult) -> dict:
    return engine_bridge.record_dict(result)


def run_curve(run: MatchRun, points: int = 40) -> list[dict]:
    """Deck A's win rate with its 95% interval as games accumulate (in game order)."""
    winners = list(run.results.order_by("game_index").values_list("winner", flat=True))
    if not winners:
        return []
    step = max(1, len(winners) // points)
    out, wins = [], 0
    for i, winner in enumerate(winners, start=1):
        wins += winner == "a"
        if i % step == 0 or i == len(winners):
            low, high = engine_bridge.wilson(wins, i)
            out.append({"games": i, "win_rate": round(wins / i, 4), "low": round(low, 4), "high": round(high, 4)})
    return out


def gauntlet_table(gauntlet: Gauntlet) -> dict:
    """One row per opponent (win rate with interval, from the run's summary once done) and the weighted average."""
    rows = []
    for run in gauntlet.runs.select_related("deck_b__deck").order_by("pk"):
        weight = float(gauntlet.weights.get(str(run.deck_b_id), 1.0))
        summary = run.summary or {}
        row = {"run": run.pk, "opponent": run.deck_b.deck.name, "deck": run.deck_b.deck_id, "weight": weight,
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
