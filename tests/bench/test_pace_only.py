"""`python -m bench.pace --only PAIRING`: one pairing timed again and merged into the table, marked with its date,
the command that made it and the load average then; the estimate names the row's own date."""
import pytest

from bench import pace as bench_pace
from matches import pace


def test_only_times_the_named_pairings():
    table = bench_pace.measure(games_for=lambda a, b: 2, players=("random", "first"), only={"first vs random"})
    assert list(table["pairings"]) == ["first vs random"]


@pytest.mark.django_db  # the estimate looks for the site's own chunks first: there are none
def test_a_merged_row_replaces_its_pairing_and_leaves_the_others():
    old = {"measured": "2026-01-01", "decks": "CP1-finn vs CP1-finn", "pairings": {
        "greedy vs greedy": {"games": 12, "seconds": 41.5, "seconds_per_game": 3.4583},
        "random vs random": {"games": 60, "seconds": 0.2, "seconds_per_game": 0.0033}}}
    fresh = {"measured": "2026-12-03", "pairings": {"greedy vs greedy": {"games": 12, "seconds": 12.0,
                                                                          "seconds_per_game": 1.0}}}
    table = bench_pace.merge(old, fresh, 'python -m bench.pace --only "greedy vs greedy"')
    row = table["pairings"]["greedy vs greedy"]
    assert row["seconds_per_game"] == 1.0 and row["measured"] == "2026-12-03" and "--only" in row["command"]
    assert "load_average" in row and table["pairings"]["random vs random"] == old["pairings"]["random vs random"]
    assert table["measured"] == "2026-01-01" and old["pairings"]["greedy vs greedy"]["seconds"] == 41.5
    found = pace.estimate(games=100, players=("greedy", "greedy"), table=table)
    assert "1.000 s a greedy vs greedy game" in found["explanation"] and "2026-12-03" in found["explanation"]
    assert "2026-01-01" in pace.estimate(games=10, players=("random", "random"), table=table)["explanation"]


def test_add_times_every_pairing_of_the_added_ai_and_no_other():
    players, only = bench_pace.with_added(("random", "greedy"), ["greedy-line"])
    assert players == ("random", "greedy", "greedy-line")
    assert only == {"greedy-line vs random", "greedy vs greedy-line", "greedy-line vs greedy-line"}


def test_add_refuses_a_name_the_engine_does_not_have(capsys):
    with pytest.raises(SystemExit):
        bench_pace.main(["--add", "deep-blue"])
    assert "not an AI of the engine's: deep-blue" in capsys.readouterr().err
