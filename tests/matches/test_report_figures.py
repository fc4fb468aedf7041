"""Figures of a run's report that once read wrong: negative final HP, and Trash War's mean length."""

import re
from io import StringIO

import pytest
from django.core.management import call_command

from matches import services
from tests.matches.conftest import play_all

pytestmark = pytest.mark.django_db



def test_r22_final_hp_reads_0_for_a_knocked_out_hero_and_the_overkill_apart(client, alice, precon_decks):
    run = play_all(services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                                   deck_b=precon_decks["CP2-bmo"].current_version, games=12, seed=3,
                                   players=("simple", "random")))
    hp = run.summary["final_hp"]
    raw = [r.data["hp_b"] for r in run.results.all()]
    assert min(raw) < 0, "no game ended below 0 HP: pick another seed"
    assert hp["b"]["min"] >= 0 and hp["b"]["mean"] == pytest.approx(sum(max(0, h) for h in raw) / 12, abs=1e-3)
    below = [-h for h in raw if h < 0]
    assert run.summary["overkill"]["b"] == {"games": len(below), "mean": round(sum(below) / len(below), 4)}
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    line = re.search(r'<span id="final-hp">(.*?)</span>', page, re.S).group(1)
    assert "(a hero knocked out counts as 0)" in line and "-" not in line
    assert f"B was overkilled in {len(below)} game" in line
    out = StringIO()
    call_command("simulate", "CP1-finn", "CP2-bmo", "--games", "12", "--seed", "3", "--players", "simple,random",
                 stdout=out)
    text = out.getvalue()
    assert "final HP (a hero knocked out counts as 0): A mean" in text and "B was overkilled in" in text
    assert not re.search(r"final HP[^\n]*mean -", text)


def test_the_trash_war_report_gives_the_mean_length_to_one_decimal(client, alice):
    run = play_all(services.run_create_for_game(owner=alice, game="trash-war",
                                            entrants=[[(None, "random")], [(None, "random")], [(None, "random")]],
                                            games=7, seed=5))
    client.force_login(alice)
    page = client.get(run.get_absolute_url()).content.decode()
    assert re.search(r"Game length: mean \d+\.\d turns", page)
    assert re.search(r"; \d+\.\d actions a game", page)
