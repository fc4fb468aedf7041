"""The estimate shown before a run, against the run's own time on real worker processes."""

import os
import time
from io import StringIO

import pytest
from django.core.management import call_command

from matches import services
from matches.models import MatchRun
from tests.conftest import database_url_for_workers

# A timing comparison on real workers: it measures the machine as much as the code, so it runs on request
# (CARDWARS_TIMING=1, e.g. on a quiet machine before a release), not in every `make test`.
pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(os.environ.get("CARDWARS_TIMING") != "1",
                                 reason="timing against real workers: set CARDWARS_TIMING=1 on a quiet machine")]

WORKERS = 2


def wait_done(run, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        run.refresh_from_db()
        if not run.is_active:
            return run
        time.sleep(0.2)
    raise AssertionError(f"run {run.pk} still {run.status} after {timeout} s")


def test_the_estimate_before_a_200_game_greedy_run_is_within_30_percent_of_its_time(
        django_user_model, worker_factory, monkeypatch):
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    from decks.models import Deck

    decks = {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
             .select_related("precon", "current_version")}
    finn, jake = decks["CP1-finn"], decks["CP1-jake"]
    user = django_user_model.objects.create_user("timer", password="a-long-passphrase-3")
    monkeypatch.setenv("WORKER_CONCURRENCY", str(WORKERS))
    worker_factory(concurrency=WORKERS, env={"DATABASE_URL": database_url_for_workers(),
                                             "WORKER_CONCURRENCY": str(WORKERS)})
    # The site has played the pairing once before: a run of 100 games teaches it the pace from its chunks. (With
    # 30 games the estimate ran 35-38% high on a quiet machine: a game's time varies with its deal, and a sample
    # of 30 games on workers just started is too small to price 200.)
    first = services.run_create(owner=user, deck_a=finn, deck_b=jake, games=100, seed=1, players=("greedy", "greedy"))
    assert wait_done(first, 600).status == MatchRun.Status.DONE
    estimate = services.run_estimate(games=200, players=("greedy", "greedy"), decks=(finn.pk, jake.pk),
                                     format="1v1")
    assert estimate["source"] == "site-chunks", estimate
    run = services.run_create(owner=user, deck_a=finn, deck_b=jake, games=200, seed=2026,
                              players=("greedy", "greedy"))
    run = wait_done(run, max(600, 3 * estimate["seconds"]))  # a busy machine is slower, not wrong
    assert run.status == MatchRun.Status.DONE, run.error
    took = (run.finished_at - run.created_at).total_seconds()
    print(f"\nestimate {estimate['seconds']} s ({estimate['explanation']}); the run took {took:.1f} s, "
          f"{100 * (estimate['seconds'] - took) / took:+.1f}%; load average {os.getloadavg()[0]:.2f}")
    assert abs(estimate["seconds"] - took) <= 0.3 * took, (estimate, took)
