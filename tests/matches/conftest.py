import pytest

from decks.models import Deck
from matches import services


@pytest.fixture
def precon_decks(catalogue):
    """The 16 preconstructed decks as public decks, by precon id."""
    from decks.services import precon_decks_sync

    precon_decks_sync()
    return {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon",
                                                                                               "current_version")}


def play_all(run):
    """Play every game of `run` by calling the service, as a worker would; the run, read again."""
    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    run.refresh_from_db()
    return run


def new_run(owner, precon_decks, games=30, *, deck_a="CP1-finn", deck_b="CP1-jake", players=("random", "random"),
            **kw):
    """A run of two precon decks (Finn against Jake unless told), not played yet. Random AIs unless told: their
    games are the fastest."""
    return services.run_create(owner=owner, deck_a=precon_decks[deck_a].current_version,
                               deck_b=precon_decks[deck_b].current_version, games=games, players=players, **kw)
