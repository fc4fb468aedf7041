"""Reads for simulation pages and the API: reports, records, gauntlet tables."""

from datetime import timedelta

from django.conf import settings
from django.db.models import Count
from django.utils import timezone

from cards.models import Card, SimStatus
from decks.models import Deck, DeckVersionCard
from decks.selectors import deck_list_of, deck_names

from . import engine_bridge
from .models import Gauntlet, MatchChunk, MatchRun, SwapTest, WatchdogTick, first_places
from .report import weighted_interval

# Every read of runs for a page or the API takes their entrants, seats and decks in three queries.
ENTRANTS = "entrants__seats__deck__deck"


def run_list_for_user(*, user):
    return MatchRun.objects.owned_by(user).prefetch_related(ENTRANTS)


def run_list_for_deck(*, user, deck, limit: int = 20) -> list[MatchRun]:
    """The user's own runs in which any version of `deck` took a seat, newest first (others' runs stay
    private even on a public deck's page)."""
    if not user.is_authenticated:
        return []
    runs = run_list_for_user(user=user).filter(entrants__seats__deck__deck=deck).distinct()
    return list(runs[:limit])


def run_get_owned(*, user, pk) -> MatchRun:
    return run_list_for_user(user=user).get(pk=pk)


def run_get_visible(*, user, pk) -> MatchRun:
    """The run if the user owns it or its owner made it public (signed out too); DoesNotExist otherwise."""
    return MatchRun.objects.visible_to(user).prefetch_related(ENTRANTS).select_related("owner").get(pk=pk)


def gauntlet_list_for_user(*, user):
    """The user's own gauntlets, newest first, with their deck and how many runs (opponents) each has."""
    return (Gauntlet.objects.owned_by(user).select_related("deck__deck")
            .annotate(opponents=Count("runs", distinct=True)))


def swap_list_for_user(*, user):
    """The user's own swap tests, newest first, with their deck, cards and how many opponents each has."""
    return (SwapTest.objects.owned_by(user).select_related("deck__deck", "variant__deck", "card_out", "card_in")
            .annotate(opponents=Count("pairs", distinct=True)))


def swap_variant_deck_ids(*, user) -> set[int]:
    """The user's decks that a swap test saved and that still hold exactly the list it saved (not edited
    since): "My decks" keeps them apart, marked, instead of mixing them with the decks the user built."""
    if not user.is_authenticated:
        return set()
    return set(Deck.objects.owned_by(user).filter(
        current_version__in=SwapTest.objects.owned_by(user).values("variant")).values_list("pk", flat=True))


def run_deck_lists(run: MatchRun) -> list[dict]:
    """Each seat's deck as a shared report shows it (the decks may be private): entrant letter, deck name,
    version, and its cards by name with counts, sorted by name. Empty for a game without decks."""
    out = []
    for entrant in run.entrant_list():
        for seat in entrant.seats.all():
            if seat.deck is None:
                continue
            content = deck_list_of(seat.deck)
            names = deck_names(seat.deck)
            cards = sorted(((names.get(slug, slug), n) for slug, n in content.cards.items()), key=lambda c: c[0])
            out.append({"letter": entrant.letter, "name": seat.deck.deck.name, "version": seat.deck.number,
                        "cards": cards, "count": sum(n for _, n in cards),
                        "hero": names.get(content.hero, content.hero) if content.hero else "",
                        "landscapes": list(content.landscapes)})
    return out


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


def _deck_a_rate(summary: dict) -> tuple:
    """Deck A's win rate and its 95% interval from a finished run's summary: Card Wars' own keys, else the
    engine's summary of any game (the first entrant's block: the Naruto CCG); Nones before the run is done."""
    if "win_rate_a" in summary:
        return summary["win_rate_a"], summary.get("ci_low_a"), summary.get("ci_high_a")
    blocks = summary.get("entrants") or [{}]
    return blocks[0].get("win_rate"), blocks[0].get("ci_low"), blocks[0].get("ci_high")


def gauntlet_table(gauntlet: Gauntlet) -> dict:
    """One row per opponent (win rate with interval, from the run's summary once done) and the weighted average."""
    rows = []
    for run in gauntlet.runs.prefetch_related(ENTRANTS).order_by("pk"):
        opponent = run.decks()[1]
        weight = float(gauntlet.weights.get(str(opponent.pk), 1.0))
        rate, low, high = _deck_a_rate(run.summary or {})
        row = {"run": run.pk, "opponent": opponent.deck.name, "deck": opponent.deck_id, "weight": weight,
               "status": run.status, "games": run.games, "win_rate": rate, "ci_low": low, "ci_high": high}
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


def watchdog_state(now=None) -> dict:
    """When the watchdog last ran and whether that is recent (SIMULATION_WATCHDOG_LATE_SECONDS), and how many
    active runs hold a chunk whose worker has been silent for twice the stale window (what a live watchdog
    would have put back already)."""
    now = now or timezone.now()
    tick = WatchdogTick.objects.filter(pk=1).first()
    age = (now - tick.ran_at).total_seconds() if tick else None
    silent = now - timedelta(seconds=2 * settings.SIMULATION_CHUNK_STALE_SECONDS)
    stalled = (MatchRun.objects.filter(status__in=MatchRun.ACTIVE, chunks__state=MatchChunk.State.RUNNING,
                                       chunks__heartbeat_at__lt=silent).distinct().count())
    late = age is None or age > settings.SIMULATION_WATCHDOG_LATE_SECONDS
    state = {"ok": not late and not stalled, "last_ran": tick.ran_at.isoformat() if tick else None,
             "seconds_ago": round(age) if age is not None else None, "stalled_runs": stalled}
    if late:
        state["error"] = ("the watchdog has never run" if tick is None else
                          f"the watchdog last ran {round(age)} s ago (Celery beat or the watchdog's worker is down)")
    elif stalled:
        state["error"] = f"{stalled} run(s) hold a chunk whose worker went silent"
    return state
