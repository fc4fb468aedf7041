"""The Trash War pace table: one cell per seat count and AI, and its section of docs/benchmarks.md."""
import json

from bench import pace_trash_war as pace
from matches.pace import pairing


def test_a_cell_per_seat_count_and_ai():
    table = pace.measure(games={"random": 2, "greedy": 1}, seats=(2, 5), players=("random", "greedy"))
    assert list(table["seats"]) == ["2", "5"] and table["game"] == "trash-war"
    cell = table["seats"]["5"]["greedy"]
    assert cell["games"] == 1 and cell["seconds"] > 0 and abs(cell["seconds_per_game"] - cell["seconds"]) < 1e-3
    text = pace.report(table)
    assert "| seats | random (s/game, games) | greedy (s/game, games) |" in text
    assert f"| 2 | {table['seats']['2']['random']['seconds_per_game']:.4f} (2) |" in text


def test_the_shipped_table_covers_every_seat_count_and_ai():
    table = json.loads(pace.TABLE.read_text())
    assert sorted(table["seats"]) == ["2", "3", "4", "5"]
    assert all(sorted(row) == sorted(pace.PLAYERS) for row in table["seats"].values())


def test_a_mixed_table_is_the_mean_of_its_seats_cells():
    cells = {"2": {"random": {"games": 40, "seconds_per_game": 0.001}, "greedy": {"games": 10, "seconds_per_game": 0.021}},
             "3": {"random": {"games": 40, "seconds_per_game": 0.002}, "greedy": {"games": 10, "seconds_per_game": 0.05}}}
    table = pace.with_pairings({"seats": cells})
    assert table["pairings"]["greedy vs random"] == {"seconds_per_game": 0.011, "games": 10}
    assert table["pairings"]["greedy vs greedy vs random"] == {"seconds_per_game": 0.034, "games": 10}
    assert len(table["pairings"]) == 3 + 4  # 2 AIs at 2 seats, then at 3 (any seats, so sorted keys)


def test_the_shipped_table_keys_tables_as_the_site_does():
    table = json.loads(pace.TABLE.read_text())
    assert pairing(["random", "greedy", "mcts:200", "random"]) in table["pairings"]
