"""`manage.py simulate --game trash-war`: the registry's other games from the command line."""
import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

import engine
from matches.games.naruto import _PLAYS  # the adapter's reading of an action text


def run(*args):
    out, err = StringIO(), StringIO()
    call_command("simulate", *args, stdout=out, stderr=err)
    return out.getvalue()


def test_trash_war_json_has_games_at_the_top_and_one_entrant_per_seat():
    out = run("--game", "trash-war", "--seats", "4", "--players", "greedy,greedy,random,mcts:10", "--games", "4",
              "--seed", "1", "--json")
    s = json.loads(out)
    assert s["games"] == 4
    assert [e["player"] for e in s["entrants"]] == ["greedy", "greedy", "random", "mcts:10"]
    assert sum(e["wins"] for e in s["entrants"]) + s["draws"] == 4
    assert s["match"]["seats"] == 4 and s["match"]["game"] == "trash-war" and "trash_war" in s
    assert out == run("--game", "trash-war", "--seats", "4", "--players", "greedy,greedy,random,mcts:10",
                      "--games", "4", "--seed", "1", "--json")


def test_trash_war_text_report():
    out = run("--game", "trash-war", "--seats", "3", "--players", "random", "--games", "3", "--seed", "2")
    assert "Trash War: 3 seats, 3 games, seed 2" in out
    assert "win rate" in out and "95% interval" in out and "out 1st" in out and "game length in turns" in out
    assert "per table seat" in out and "took the first turn" in out
    assert out.count("random") == 3


def test_variant_and_turn_limit_reach_the_setup():
    s = json.loads(run("--game", "trash-war", "--players", "random,random", "--games", "2", "--variant", "immediate",
                       "--turn-limit", "3", "--json"))
    assert s["match"]["setup"]["redraw"] == "immediate" and s["match"]["setup"]["turn_limit"] == 3
    assert s["terminations"] == {"turn limit": 2}


@pytest.mark.parametrize("args, message", [
    (("--seats", "6"), "played by 2, 3, 4, 5 players"),
    (("--seats", "4", "--players", "greedy,random"), "one per seat: 4 seats, 2 players given"),
    (("--players", "alphazero,random"), "unknown player 'alphazero'"),
    (("--players", "random,random", "--variant", "sometimes"), "TW-R9"),
    (("--players", "random,random", "--games", "0"), "between 1 and 100,000"),
    (("--players", "random,random", "--mirrored"), "Card Wars only"),
])
def test_bad_options_are_clear_errors(args, message):
    with pytest.raises(CommandError, match=message):
        run("--game", "trash-war", *args)


def test_unknown_game_lists_the_games():
    with pytest.raises(CommandError, match="unknown game 'chess'; games are: cardwars, naruto, trash-war"):
        run("--game", "chess")


def test_card_wars_still_needs_its_two_decks():
    with pytest.raises(CommandError, match="deck_a, deck_b"):
        run("--games", "1")
    with pytest.raises(CommandError, match="no --seats"):
        run("CP1-finn", "CP1-jake", "--seats", "4")


def run_both(*args):
    out, err = StringIO(), StringIO()
    call_command("simulate", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_one_or_two_processes_play_the_same_games(tmp_path):
    base = ("--game", "trash-war", "--seats", "3", "--players", "greedy,random,random", "--games", "6", "--seed", "11",
            "--json", "--quiet")
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    out1, _ = run_both(*base, "--processes", "1", "--records", str(one))
    out2, _ = run_both(*base, "--processes", "2", "--records", str(two))
    assert out1 == out2
    lines = one.read_text().splitlines()
    assert len(lines) == 6 and one.read_text() == two.read_text()
    games = [json.loads(line) for line in lines]
    assert [g["row"]["game_index"] for g in games] == list(range(6))
    assert len({g["record"]["seed"] for g in games}) == 6  # each game its own seed


def test_a_written_record_replays_to_the_game_it_came_from(tmp_path):
    path = tmp_path / "games.jsonl"
    run_both("--game", "trash-war", "--seats", "4", "--players", "random", "--games", "2", "--seed", "4",
             "--json", "--quiet", "--records", str(path))
    for line in path.read_text().splitlines():
        g = json.loads(line)
        state = engine.replay(engine.GameRecord.from_dict(g["record"]))
        by_seat = state.outcome().places
        seating = g["row"]["seating"]  # the entrant in each seat
        assert [by_seat[seating.index(e)] for e in range(4)] == g["row"]["places"]
        assert state.turn == g["row"]["turns"]


def test_progress_goes_to_stderr_unless_quiet():
    args = ("--game", "trash-war", "--players", "random,random", "--games", "20", "--seed", "1", "--processes", "1")
    _, err = run_both(*args)
    lines = err.splitlines()
    assert 2 <= len(lines) <= 11  # a log gets about one line per tenth of the run
    assert lines[-1].startswith("[" + "#" * 30 + "] 20/20 games") and "in all" in lines[-1]
    assert run_both(*args, "--quiet")[1] == ""


def test_records_are_refused_for_card_wars(tmp_path):
    with pytest.raises(CommandError, match="no --seats, --variant or --records"):
        run("CP1-finn", "CP1-jake", "--records", str(tmp_path / "x.jsonl"))


def test_naruto_plays_from_the_command_line_on_the_demo_decks():
    s = json.loads(run("--game", "naruto", "--players", "greedy,random", "--games", "4", "--seed", "3", "--json"))
    assert s["games"] == 4 and s["match"]["game"] == "naruto" and "naruto" in s
    assert sum(e["wins"] for e in s["entrants"]) + s["draws"] == 4
    with pytest.raises(CommandError, match="played by 2 players"):
        run("--game", "naruto", "--seats", "3")


@pytest.mark.django_db
def test_naruto_decks_get_the_site_reports_per_card_columns_in_json_and_text():
    a, b = list(engine.naruto_demo_decks())[:2]
    args = ("--game", "naruto", a, b, "--players", "greedy,random", "--games", "4", "--seed", "3", "--quiet")
    s = json.loads(run(*args, "--json"))
    for side in ("a", "b"):
        rows = s["cards"][side]
        deck = engine.naruto_demo_decks()[(a, b)[side == "b"]].to_data()["cards"]
        assert rows and {r["card"] for r in rows} <= set(deck)
        for r in rows:
            assert r["drawn"] + r["not_drawn"] == 4 and r["play"]["games"] + r["draw"]["games"] == r["drawn"]
            assert r["played"] <= r["drawn"] and r["drawn_ci"][0] <= (r["drawn_win_rate"] or 0) <= r["drawn_ci"][1]
    wins_a = s["entrants"][0]["wins"]
    top = max(s["cards"]["a"], key=lambda r: r["drawn"])
    if top["drawn"] == 4:  # drawn in every game: its win rate is the deck's
        assert top["drawn_win_rate"] == round(wins_a / 4, 4) and top["not_drawn_win_rate"] is None
    text = run(*args)
    assert "cards of deck A" in text and "not drawn" in text and "drawn on the play" in text
    assert f"{top['card']} {top['name']}"[:29] in text


def test_a_counter_played_through_the_blockers_answer_counts_as_a_play():
    assert _PLAYS.match("choose c12-t40-p7").group(1) == "12" and _PLAYS.match("mission 9 pay 3").group(1) == "9"
    assert _PLAYS.match("choose pass") is None and _PLAYS.match("choose t-3-7") is None and _PLAYS.match("choose 12") is None
