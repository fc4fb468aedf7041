"""Trash War in a real browser: the form, a run played by a real worker, its report and a replay; the games
are the command line's for the same seed."""

import json
import re
from io import StringIO

import pytest
from django.core.management import call_command

from matches.models import MatchRun
from tests.conftest import database_url_for_workers
from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def test_run_a_three_player_trash_war_read_the_report_and_step_through_a_game(page, site, worker_factory):
    worker_factory(env={"DATABASE_URL": database_url_for_workers()})
    log_in(page, site)
    page.goto(f"{site}/simulations/new/")
    page.click("#other-games a:has-text('Trash War')")
    page.wait_for_selector("h1:has-text('New Trash War simulation')")
    assert "Mace (left)" in page.inner_text("#tw-deck-table")
    page.select_option("select[name=seats]", "3")
    assert page.is_hidden(".tw-seat[data-seat='3']") and page.is_visible(".tw-seat[data-seat='2']")
    for k, ai in enumerate(("greedy", "random", "random")):
        page.select_option(f"select[name=player_{k}]", ai)
    page.check("input[name=variant][value=immediate]")
    page.fill("input[name=games]", "12")
    page.fill("input[name=seed]", "31")
    page.click("#start-run")
    page.wait_for_selector("#run-progress")
    page.wait_for_selector("#tw-report", timeout=120_000)
    assert page.get_attribute("#run-progress", "value") == "12"
    rows = page.locator("#tw-entrants tbody tr")
    assert rows.count() == 3 and "A · greedy" in rows.nth(0).inner_text()
    rates = [float(re.search(r"([\d.]+)%", rows.nth(k).locator(".win-rate").inner_text()).group(1)) for k in range(3)]
    assert all(0 <= r <= 100 for r in rates)

    # The same seed from the command line: the same games as the worker played.
    run = MatchRun.objects.get()
    out = StringIO()
    call_command("simulate", "--game", "trash-war", "--seats", "3", "--players", "greedy,random,random",
                 "--games", "12", "--seed", "31", "--variant", "immediate", "--json", "--quiet", stdout=out,
                 stderr=StringIO())
    assert run.summary == json.loads(out.getvalue())

    page.click("a:has-text('Game 0')")
    page.wait_for_selector("#replay-board .side")
    assert page.locator("#replay-board .side").count() == 3
    assert page.locator("#replay-board .tw-wall").count() == 9
    assert "dealt" in page.inner_text("#replay-action")
    page.click("button[data-go=next]")
    assert page.get_attribute("#replay", "data-step") == "1"
    page.click("button[data-go=last]")
    assert "wins" in page.inner_text("#replay-changes") or "share first place" in page.inner_text("#replay-changes")
    assert page.locator("#replay-board .tw-wall.fallen").count() >= 3  # the players who went out
