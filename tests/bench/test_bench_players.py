"""The players benchmark's options: the scripted MCTS-vs-greedy match (the strength figure of the game the
site simulates) runs 400 games by default, 4 with --quick, and --scripted-games 0 leaves it out; its table
has both rows (MCTS vs greedy, then greedy vs greedy on the same deals) with scripts on."""
import pytest

from bench import players as bench_players


@pytest.fixture
def calls(monkeypatch):
    seen = []
    monkeypatch.setattr(bench_players, "report", lambda args, argv: seen.append(("report", args.quick)))
    monkeypatch.setattr(bench_players, "scripted_report", lambda args, n: seen.append(("scripted", n)))
    return seen


@pytest.mark.parametrize("argv, scripted", [([], 400), (["--quick"], 4), (["--scripted-games", "7"], 7),
                                            (["--quick", "--scripted-games", "0"], None)])
def test_scripted_match_size(calls, argv, scripted):
    bench_players.main(argv)
    assert calls[0][0] == "report"
    assert calls[1:] == ([] if scripted is None else [("scripted", scripted)])


@pytest.fixture
def no_timed_games(monkeypatch):
    """The scripted report's decision-time games, replaced by fixed figures (the real ones take minutes)."""
    asked = []

    def fake_times(pool, games):
        asked.append(games)
        return 250.0, 200.0, 900.0, 40, 300, 50.0
    monkeypatch.setattr(bench_players, "mcts_decision_times", fake_times)
    return asked


def test_scripted_report_plays_both_rows_with_scripts_on(monkeypatch, capsys, no_timed_games):
    played = []

    def fake_row(pool, deck, other, games, seed, players, processes, journal):
        from engine import new_game
        played.append((players, games, seed, new_game(pool.setup(deck, other), 1).scripted, journal))
        return f"| {players[0]} vs {players[1]} |", {"ci_low_a": 0.6}, 1.0
    monkeypatch.setattr(bench_players, "strength_row", fake_row)
    args = bench_players.argparse.Namespace(catalogue=bench_players.DEFAULT_CATALOGUE, processes=2, quick=False,
                                            journal="none")
    bench_players.scripted_report(args, 12)
    out = capsys.readouterr().out
    assert played == [(("mcts", "greedy"), 12, 2000, True, None), (("greedy", "greedy"), 12, 2000, True, None)]
    assert "| mcts vs greedy |" in out and "| greedy vs greedy |" in out
    assert "24 of the deck's 24 distinct cards and Hero are fully simulated" in out


def test_the_full_run_keeps_a_journal_by_default_and_quick_runs_do_not(monkeypatch, tmp_path, capsys,
                                                                        no_timed_games):
    """`make bench` resumes the scripted match from docs/bench-journal.jsonl; --quick leaves it alone."""
    opened = []

    class FakeJournal:
        def __init__(self, path, fingerprint):
            opened.append(path)
            self.path, self.fingerprint, self.dropped, self.last = path, fingerprint, 0, (3, 9, 120.0)
    monkeypatch.setattr(bench_players, "Journal", FakeJournal)
    monkeypatch.setattr(bench_players, "strength_row", lambda *a: ("| row |", {"ci_low_a": 0.6}, 1.0))
    for quick, journal in ((False, None), (True, None), (False, str(tmp_path / "j.jsonl")), (False, "none")):
        args = bench_players.argparse.Namespace(catalogue=bench_players.DEFAULT_CATALOGUE, processes=2, quick=quick,
                                                journal=journal)
        bench_players.scripted_report(args, 12)
    assert opened == [bench_players.JOURNAL, str(tmp_path / "j.jsonl")]
    out = capsys.readouterr().out
    assert "9 games played in this run (1 s), 3 taken from the journal after replaying each" in out


@pytest.mark.parametrize("low, verdict", [(0.666, "met"), (0.55, "not met"), (0.503, "not met")])
def test_the_scripted_report_checks_the_goal_on_the_measured_interval(monkeypatch, capsys, no_timed_games, low,
                                                                      verdict):
    """The goal line reads the lower end of MCTS's interval from the match just summarised; 55% exactly is
    not above 55%."""
    monkeypatch.setattr(bench_players, "strength_row",
                        lambda *a: ("| row |", {"ci_low_a": low if a[5][0] == "mcts" else 0.0}, 1.0))
    args = bench_players.argparse.Namespace(catalogue=bench_players.DEFAULT_CATALOGUE, processes=2, quick=False,
                                            journal="none")
    bench_players.scripted_report(args, 400)
    out = capsys.readouterr().out
    assert (f"- mcts vs greedy over 400 games with card scripts on, lower end of the 95% interval (bar: above 55%): "
            f"{100 * low:.1f}% against 55.0%: **{verdict}**") in out
    assert no_timed_games == [2]
    assert ("one process, 2 games of mcts vs greedy): 0.040 games/s; MCTS decision time mean 250 ms, median 200 ms, "
            "max 900 ms over 40 searched decisions of the games' 300 actions.") in out


def test_decision_times_are_measured_on_real_games_with_scripts_as_set():
    """mcts_decision_times plays the games it reports: searched decisions are fewer than all actions, and the
    games' seconds cover the decisions' time."""
    from bench.engine import DEFAULT_CATALOGUE
    from engine.cardwars.cards import vanilla
    from engine.cardwars.defs import load_card_pool
    with vanilla():
        mean, med, mx, n, decisions, secs = bench_players.mcts_decision_times(load_card_pool(DEFAULT_CATALOGUE), 1)
    assert 0 < n < decisions
    assert 0 < med <= mx and mean <= mx
    assert secs * 1000 >= mean * n
