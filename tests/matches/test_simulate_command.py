"""`manage.py simulate`: JSON summary, tables, and clear errors for bad decks (no database needed)."""
import json
import re
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

ROOT = Path(__file__).resolve().parent.parent.parent


def run(*args):
    out, err = StringIO(), StringIO()
    call_command("simulate", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_json_has_the_top_level_keys_and_is_reproducible():
    out, _ = run("CP1-finn", "CP2-bmo", "--games", "4", "--seed", "5", "--players", "greedy,random", "--json")
    s = json.loads(out)
    for k in ("games", "wins_a", "wins_b", "draws", "win_rate_a", "ci_low_a", "ci_high_a"):
        assert k in s
    assert s["games"] == 4 == s["wins_a"] + s["wins_b"] + s["draws"]
    assert s["match"]["players"] == ["greedy", "random"]
    again, _ = run("CP1-finn", "CP2-bmo", "--games", "4", "--seed", "5", "--players", "greedy,random", "--json")
    assert again == out


def test_table_output():
    out, _ = run("CP4-ice-king", "CP4-marceline", "--games", "2", "--players", "simple")
    assert "A win rate" in out and "95% interval" in out
    # Decks and cards by the names a player knows, not by their slugs.
    assert "cards of Ice King's Deck" in out or "cards of Ice King" in out
    assert "CP4-ice-king" not in out and "cp4-" not in out
    card_rows = [line.strip() for line in out.splitlines() if line.startswith("  ") and "%" in line]
    assert re.search(r"how games ended: (A won: B's HP reached 0|B won: A's HP reached 0|Draw[^:]*): \d", out)
    assert re.search(r"game length \(turns\): mean \d+\.\d,", out)
    assert card_rows and all(not re.match(r"[a-z0-9]+-[a-z0-9-]+ ", row) for row in card_rows), card_rows


def test_deck_text_file(tmp_path):
    deck = tmp_path / "finn.txt"
    lines = ["# Finn's deck, typed in", "Hero: Finn", "Landscape: Blue Plains x4", ""]
    lines += ["3 Cool Dog", "3x Punk Cat", "Dragon Claw x3", "3 ancient-scholar", "3 Psionic Architect",
              "3 Struzann Jinn", "3 The Pig", "3 Woadic Marauder", "3 X-Large Spirit Soldier", "3 Embarrassing Bard",
              "3 Nice Ice Baby", "3 Heavenly Gazer", "3 Uni-Knight", "Woadic Chief"]
    deck.write_text("\n".join(lines) + "\n")
    out, _ = run(str(deck), "CP1-jake", "--games", "2", "--players", "simple", "--json")
    assert json.loads(out)["games"] == 2


def test_bad_deck_name_is_a_clear_error():
    with pytest.raises(CommandError, match="unknown deck 'CP9-nobody'.*CP1-finn"):
        run("CP9-nobody", "CP1-finn", "--games", "1")


def test_illegal_deck_lists_the_violation(tmp_path):
    deck = tmp_path / "small.txt"
    deck.write_text("Landscape: Blue Plains x4\n4 Cool Dog\n10 Punk Cat\n")
    with pytest.raises(CommandError) as e:
        run(str(deck), "CP1-finn", "--games", "1")
    msg = str(e.value)
    assert "not legal" in msg and "14 cards; at least 40" in msg and "Cool Dog: 4 copies, at most 3" in msg


def test_unknown_card_names_its_line(tmp_path):
    deck = tmp_path / "typo.txt"
    deck.write_text("# deck\nLandscape: Blue Plains x4\n3 Cool Dog\n3 Coll Dgo\n")
    with pytest.raises(CommandError, match="line 4: no card is called 'Coll Dgo'"):
        run(str(deck), "CP1-finn", "--games", "1")


def test_bad_player_is_a_clear_error():
    with pytest.raises(CommandError, match="unknown player 'alphazero'"):
        run("CP1-finn", "CP1-jake", "--players", "alphazero,greedy")


def test_exit_status_and_pure_json_stdout():
    cmd = [sys.executable, "manage.py", "simulate", "CP1-finn", "nope", "--games", "1"]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode != 0 and "unknown deck 'nope'" in p.stderr
    cmd = [sys.executable, "manage.py", "simulate", "CP1-finn", "CP1-jake", "--games", "2", "--players", "simple",
           "--json"]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and json.loads(p.stdout)["games"] == 2


DOUBLES_DECKS = ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")


def test_doubles_json_has_the_1v1_keys_plus_seats_and_teams():
    args = ("--format", "doubles", *DOUBLES_DECKS, "--games", "4", "--seed", "3", "--players", "random", "--json")
    out, _ = run(*args)
    s = json.loads(out)
    one, _ = run("CP1-finn", "CP2-bmo", "--games", "1", "--players", "random", "--json")
    assert set(json.loads(one)) | {"seats", "teams"} == set(s)  # the same keys as 1 vs 1, plus two
    assert s["games"] == 4 == s["wins_a"] + s["wins_b"] + s["draws"]
    assert s["seats"] == {"A1": DOUBLES_DECKS[0], "B1": DOUBLES_DECKS[2], "A2": DOUBLES_DECKS[1], "B2": DOUBLES_DECKS[3]}
    assert s["teams"]["a"] == {"seats": [0, 2], "decks": list(DOUBLES_DECKS[:2])}
    assert s["a_on_play"]["games"] == 2 == s["a_on_draw"]["games"]  # R37: the first seat moves on each game
    assert max(s["final_hp"]["a"]["max"], s["final_hp"]["b"]["max"]) <= 40  # R34: team pools
    again, _ = run(*args)
    assert again == out


def test_doubles_needs_four_doubles_legal_decks():
    with pytest.raises(CommandError, match="four decks"):
        run("--format", "doubles", *DOUBLES_DECKS[:3], "--games", "1")
    with pytest.raises(CommandError, match="1 vs 1 takes two decks"):
        run(*DOUBLES_DECKS, "--games", "1")
    with pytest.raises(CommandError, match="Teamwork card, used only in Doubles"):
        run(DOUBLES_DECKS[0], "CP1-finn", "--games", "1")  # the Doubles precons are checked against Constructed
