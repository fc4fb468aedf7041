"""In a real browser: a report made public reads signed out, each figure leads to the games it counts, and a
replay plays on from a step as a fork run with its win rate from there."""

import re

import pytest

from tests.e2e.pages import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _played_run(games=12, seed=11, players=("random", "random")):
    from django.contrib.auth.models import User

    from decks.models import Deck
    from matches import services

    decks = {d.precon.slug: d for d in Deck.objects.filter(precon__isnull=False).select_related("precon")}
    run = services.run_create(owner=User.objects.get(username="finn"), deck_a=decks["CP1-finn"].current_version,
                              deck_b=decks["CP2-bmo"].current_version, games=games, seed=seed, players=players)
    _play(run)
    return run


def _play(run):
    from matches import services

    while services.run_work(run_id=run.pk, worker="test") != "idle":
        pass
    run.refresh_from_db()


def test_a_report_made_public_reads_signed_out_and_read_only(browser, page, site):
    run = _played_run()
    signed_out = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True).new_page()
    assert signed_out.goto(f"{site}{run.get_absolute_url()}").status == 404  # private by default
    log_in(page, site)
    page.goto(f"{site}{run.get_absolute_url()}")
    page.click("#share-toggle:has-text('Make it public')")
    page.wait_for_selector("#share-link")
    link = page.get_attribute("#share-link", "href")
    signed_out.goto(link)
    signed_out.wait_for_selector("#win-rate")
    facts = signed_out.inner_text("#run-facts")
    assert f"Seed {run.seed}" in facts and "AIs random vs random" in facts and f"engine {run.engine_version}" in facts
    signed_out.click("#deck-lists summary")
    assert signed_out.locator("#deck-lists .deck-list").count() == 2
    assert signed_out.locator("#share-toggle").count() == 0 and signed_out.locator("#shared-note").count() == 1
    signed_out.click("ul.samples a >> nth=0")  # the replays of a public run are public too
    signed_out.wait_for_selector("#replay-position:has-text('Step 0 of')")
    assert signed_out.locator("#fork-form").count() == 0  # reading, not playing on
    page.click("#share-toggle:has-text('Make it private')")
    page.wait_for_selector("#share-toggle:has-text('Make it public')")
    assert signed_out.goto(link).status == 404
    signed_out.context.close()


def test_a_figure_leads_to_the_games_it_counts(page, site):
    run = _played_run(games=30)
    log_in(page, site)
    page.goto(f"{site}{run.get_absolute_url()}")
    first_card = page.locator("table.card-stats[data-side=a] tbody tr >> nth=0")
    name = first_card.locator("td >> nth=0").inner_text()
    drawn = int(first_card.locator("td >> nth=1").inner_text())
    first_card.locator("td >> nth=1").locator("a").click()
    page.wait_for_selector("#games-count")
    text = page.inner_text("#games-count")
    assert f"drew {name}" in text and re.search(rf"\b{drawn}\b", text)
    links = page.locator("#games-behind a")
    assert links.count() == min(20, drawn)
    if drawn > 20:
        assert f"20 of {drawn}" in text
    links.nth(0).click()
    page.wait_for_selector("#replay-position:has-text('Step 0 of')")
    # An ending, and a length range.
    page.goto(f"{site}{run.get_absolute_url()}")
    pill = page.locator("a.pill[href*='reason='] >> nth=0")
    count = int(re.search(r": (\d+) games?", pill.inner_text()).group(1))
    pill.click()
    page.wait_for_selector("#games-count")
    assert f"<b>{count}</b>" in page.inner_html("#games-count")
    page.go_back()
    page.click("#length-links a >> nth=0")
    page.wait_for_selector("#games-behind a")


def test_play_on_from_a_step_of_a_replay(page, site):
    from matches.models import MatchRun

    run = _played_run(games=2, seed=5)
    log_in(page, site)
    page.goto(f"{site}/simulations/{run.pk}/games/0/")
    page.wait_for_selector("#replay-position:has-text('Step 0 of')")
    page.click("button[data-go=next-turn]")
    page.click("button[data-go=next-turn]")
    step = int(page.get_attribute("#replay", "data-step"))
    assert step > 0 and page.input_value("#fork-step") == str(step)  # the form follows the viewer
    assert f"step {step}" in page.inner_text("#fork-at")
    page.fill("#fork-form input[name=games]", "8")
    page.select_option("#fork-form select[name=player_a]", "random")
    page.select_option("#fork-form select[name=player_b]", "random")
    page.click("#start-fork")
    page.wait_for_selector("#fork-source")
    fork = MatchRun.objects.get(fork_run=run)
    assert (fork.fork_step, fork.games, fork.players()) == (step, 8, ("random", "random"))
    _play(fork)
    page.reload()
    page.wait_for_selector("#win-rate")
    headline = page.inner_text("#win-rate")
    m = re.search(r"wins ([\d.]+)%\s*\(95% interval ([\d.]+)% to ([\d.]+)%\)", headline)
    assert m and float(m.group(2)) <= float(m.group(1)) <= float(m.group(3)), headline
    assert f"step {step} of game 0" in page.inner_text("#fork-source")
    page.click("ul.samples a >> nth=0")
    page.wait_for_selector("#replay-action:has-text('Play goes on from step')")
