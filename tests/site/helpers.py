"""Small builders shared by the site's tests."""

from matches import services
from matches.models import MatchRun


def finish_gauntlet(owner, precon_decks, *, wins: tuple[int, ...], games: int):
    """A gauntlet of Finn against Jake and BMO whose runs are done with `wins` of `games` each (no game played:
    the summaries are written as a finished run writes them)."""
    opponents = [precon_decks[k].current_version for k in ("CP1-jake", "CP2-bmo")][:len(wins)]
    gauntlet = services.gauntlet_create(owner=owner, deck=precon_decks["CP1-finn"].current_version,
                                        opponents=opponents, games=games, seed=3, players=("random", "random"))
    for run, won in zip(gauntlet.runs.order_by("pk"), wins, strict=True):
        summary = {"games": games, "wins_a": won, "wins_b": games - won, "draws": 0, "win_rate_a": won / games,
                   "ci_low_a": max(0.0, won / games - 0.2), "ci_high_a": min(1.0, won / games + 0.2)}
        MatchRun.objects.filter(pk=run.pk).update(status=MatchRun.Status.DONE, summary=summary)
    gauntlet.refresh_from_db()
    return gauntlet
