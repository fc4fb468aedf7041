"""bench.value (the learned leaf's training command) and bench.greedy_speed (its side-by-side timing)."""
import json

from bench.greedy_speed import decision_times, speed
from bench.value import main
from engine.cardwars.players.value import FEATURES, Model


def test_the_training_command_writes_the_same_loadable_file_from_the_same_arguments(tmp_path, capsys):
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    args = ["--games", "12", "--seed", "4", "--players", "simple"]
    assert main([*args, "--out", str(one)]) == 0
    assert main([*args, "--out", str(two)]) == 0
    assert one.read_text() == two.read_text()
    data = json.loads(one.read_text())
    assert data["games"] == 12 and data["seed"] == 4 and data["players"] == ["simple", "simple"]
    assert data["positions"] > 12 and len(data["pairs"]) == 6
    assert data["command"] == "python -m bench.value --games 12 --seed 4 --players simple,simple"
    m = Model.load(one)
    assert len(m.weights) == len(FEATURES) and m.meta["seed"] == 4
    assert "positions from 12 games" in capsys.readouterr().out


def test_the_speed_tables_count_what_they_time():
    r = speed(["simple", "greedy-value"], games=1, repeats=1)
    assert r["simple"]["decisions"] == 0  # no plan, no search: the rules of thumb are not a search
    assert r["greedy-value"]["decisions"] > 0 and r["greedy-value"]["games_per_s"] > 0
    d = decision_times(["greedy", "greedy-value"], n=3)
    assert d["greedy"]["decisions"] == d["greedy-value"]["decisions"] == 3
