"""Ctrl-C during `manage.py simulate` (matches/cli_stop.py): a partial report of the games finished, marked
partial in the text and the JSON, exit status 130, and the same figures as a run of that many games, for every
game the command plays (Card Wars 1 vs 1 and Doubles, Trash War, the Naruto CCG by seats and by decks)."""
import json
import os
import signal
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

import engine
from matches import cli_stop

ROOT = Path(__file__).resolve().parent.parent.parent

RUNS = {
    "card wars 1 vs 1": ("CP1-finn", "CP2-bmo", "--players", "simple,random", "--processes", "1"),
    "card wars doubles": ("--format", "doubles", "CP1-finn", "CP1-jake", "CP2-bmo", "CP2-lady-rainicorn",
                          "--players", "random"),
    "trash war": ("--game", "trash-war", "--seats", "3", "--players", "greedy,random,random", "--processes", "1"),
    "naruto by seats": ("--game", "naruto", "--players", "greedy,random", "--processes", "1"),
    "naruto by decks": ("--game", "naruto", "leaf-taijutsu", "mist-and-fire", "--players", "greedy,random"),
}


def stop_after(n):
    """A CtrlC whose Ctrl-C is 'pressed' once n games are finished (no signal: the hook alone)."""
    class After(cli_stop.CtrlC):
        def __call__(self):
            return self.done >= n
    return After


def run(*args, seed="7"):
    out, err = StringIO(), StringIO()
    call_command("simulate", *args, "--seed", seed, "--quiet", stdout=out, stderr=err)
    return out.getvalue()


@pytest.mark.parametrize("args", RUNS.values(), ids=RUNS.keys())
def test_a_stopped_run_reports_the_games_it_finished_as_a_partial_run(args, monkeypatch):
    whole = json.loads(run(*args, "--games", "3", "--json"))
    monkeypatch.setattr(cli_stop, "CtrlC", stop_after(3))
    out = StringIO()
    with pytest.raises(CommandError, match="counts 3 of the 7 games") as e:
        call_command("simulate", *args, "--games", "7", "--seed", "7", "--quiet", "--json", stdout=out)
    assert e.value.returncode == 130
    partial = json.loads(out.getvalue())
    assert partial.pop("partial") is True and partial.pop("games_planned") == 7
    assert partial == whole  # games 0-2, exactly as a run of 3 games reports them

    text = StringIO()
    with pytest.raises(CommandError):
        call_command("simulate", *args, "--games", "7", "--seed", "7", "--quiet", stdout=text)
    first, rest = text.getvalue().split("\n", 1)
    assert first.startswith("PARTIAL REPORT: stopped by Ctrl-C after 3 of 7 games")
    assert rest == run(*args, "--games", "3")


def test_a_run_that_is_not_stopped_is_not_marked(monkeypatch):
    monkeypatch.setattr(cli_stop, "CtrlC", stop_after(99))
    s = json.loads(run(*RUNS["card wars 1 vs 1"], "--games", "3", "--json"))
    assert s["games"] == 3 and "partial" not in s and "games_planned" not in s


def test_stopped_before_any_game_ends_says_so(monkeypatch):
    monkeypatch.setattr(cli_stop, "CtrlC", stop_after(0))
    out = StringIO()
    with pytest.raises(CommandError) as e:
        call_command("simulate", *RUNS["card wars 1 vs 1"], "--games", "5", "--quiet", stdout=out)
    assert e.value.returncode == 130
    assert out.getvalue() == "PARTIAL REPORT: stopped by Ctrl-C before any of the 5 games was finished\n"


def test_a_pool_stopped_early_keeps_games_0_to_k_minus_1():
    """Two processes finish games out of order: the result is the first k games, the same as k games in one."""
    game = engine.load_game("trash-war")
    setup = game.replay_setup({"seats": 3})
    players = ("greedy", "random", "random")
    finished = []
    r = engine.play_game_match(game, setup, 40, 5, players, processes=2, progress=lambda d, t: finished.append(d),
                               stop=lambda: len(finished) >= 6)
    assert r.stopped and len(finished) >= 6
    k = r.summary["games"]
    assert [row["game_index"] for row in r.rows] == list(range(k)) and k <= len(finished) < 40
    assert r.summary == engine.play_game_match(game, setup, k, 5, players, processes=1).summary


def test_ctrl_c_on_a_real_run_prints_a_partial_report_and_exits_130():
    """SIGINT to `manage.py simulate` on two processes, once its progress shows games finished."""
    cmd = [sys.executable, "manage.py", "simulate", "CP1-finn", "CP2-bmo", "--games", "400", "--seed", "3",
           "--processes", "2", "--players", "random", "--json"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        first = proc.stderr.readline()  # the log's first line: a tenth of the run is done
        assert "/400 games" in first, first + proc.communicate(timeout=60)[1]
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    s = json.loads(out)
    assert s["partial"] is True and s["games_planned"] == 400 and 1 <= s["games"] < 400
    assert f"counts {s['games']} of the 400 games" in err and "Traceback" not in err
    s.pop("partial"), s.pop("games_planned")
    assert s == json.loads(run("CP1-finn", "CP2-bmo", "--games", str(s["games"]), "--players", "random", "--json", seed="3"))
