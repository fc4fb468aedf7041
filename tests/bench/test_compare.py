"""bench/compare.py and bench/showdown.py with tiny counts: real processes, real trees."""
from bench import compare, showdown

ROOT = compare.BASE_DIR


def test_a_workload_runs_in_its_own_process_against_the_tree_named(monkeypatch):
    row = compare.run_workload(ROOT, ("CP1-finn", "CP1-jake"), ("first", "first"), 3)
    assert row["games"] == 3 and row["actions"] > 3 * 10 and row["cpu"] > 0
    assert 5 < row["rss_mib"] < 2000  # ru_maxrss of that process, in MiB
    vanilla = compare.run_workload(ROOT, ("CP1-finn", "CP1-jake"), ("first", "first"), 3, vanilla=True)
    assert vanilla["games"] == 3 and vanilla["actions"] != row["actions"]  # scripts off plays other games


def test_the_baseline_is_exported_once_under_var_and_runs_the_same_workload():
    tree, name = compare.baseline_tree("HEAD")
    assert tree.is_relative_to(ROOT / "var") and (tree / "engine" / "cardwars").is_dir()
    assert (tree / compare.CATALOGUE).is_file() and len(name) == 7
    assert compare.baseline_tree("HEAD")[0] == tree
    row = compare.run_workload(tree, ("CP2-bmo", "CP2-lady-rainicorn"), ("random", "random"), 2)
    assert row["games"] == 2


def test_every_product_pair_and_policy_is_a_workload(monkeypatch):
    monkeypatch.setenv("BENCH_COMPARE_MCTS_GAMES", "1")
    found = {(decks, players[0], vanilla) for _, decks, players, _, vanilla in compare.workloads()}
    for pair in compare.PRODUCT_PAIRS:
        for policy in ("random", "first", "simple", "greedy"):
            assert (pair, policy, False) in found
    assert {(compare.PRODUCT_PAIRS[0], p, True) for p in ("random", "first")} <= found
    assert {(pair, "random", True) for pair in compare.PRODUCT_PAIRS} <= found  # what scripts cost each pack
    for pair in compare.PRODUCT_PAIRS:
        assert (pair, "mcts", False) in found


def test_each_faster_player_runs_beside_the_baseline_player_it_stands_in_for(monkeypatch):
    monkeypatch.setenv("BENCH_COMPARE_MCTS_PAIRS", "1")
    rows = {(decks, players) for _, decks, players, _, _ in compare.workloads()}
    for new, old in compare.FAST_PLAYERS.items():
        assert compare.OLD_NAMES[(new, new)] == (old, old)
        assert (compare.PRODUCT_PAIRS[0], (new, new)) in rows
    mcts_pairs = {decks for decks, players in rows if players[0] == "mcts"}
    assert mcts_pairs == {compare.PRODUCT_PAIRS[0]}


def test_the_report_gives_medians_and_the_ratio_of_each_pair():
    def run(cpu, actions=100, games=10, rss=50.0):
        return {"games": games, "actions": actions, "cpu": cpu, "rss_mib": rss}
    rows = [{"label": "card scripts on", "decks": ("A", "B"), "players": ("first", "first"), "games": 10,
             "old": [run(1.0), run(2.0), run(1.0)], "new": [run(0.5), run(0.5), run(0.25)]}]
    text = compare.report(rows, "983bbb6", "abc1234", 3)
    line = next(ln for ln in text.splitlines() if ln.startswith("| A vs B"))
    # old games/s 10, 5, 10 -> median 10; new 20, 20, 40 -> 20; pair ratios 2, 4, 4 -> 4.00x (2.00-4.00)
    assert "| 10.0 | 20.0 | **4.00x** (2.00-4.00) |" in line and "| 50 / 50 |" in line


def test_showdown_says_how_to_enable_it_when_it_is_not_set(monkeypatch, capsys):
    monkeypatch.delenv("SHOWDOWN_DIR", raising=False)
    showdown.main()
    out = capsys.readouterr().out
    assert "_Skipped:" in out and "SHOWDOWN_DIR=" in out
    assert all(len(deck) == 40 for deck in showdown.deck_lists())


def test_mcts_rows_give_the_cpu_per_decision_of_each_side():
    def run(cpu, actions):
        return {"games": 1, "actions": actions, "cpu": cpu, "rss_mib": 50.0}
    rows = [{"label": "card scripts on", "decks": ("A", "B"), "players": ("mcts-fast", "mcts-fast"), "games": 1,
             "old": [run(10.0, 100)] * 3, "new": [run(2.0, 100), run(3.0, 100), run(4.0, 100)]}]
    text = compare.report(rows, "c97f7cd", "abc1234", 3)
    assert "| A vs B | mcts-fast (old: mcts) | 100.0 | **30.0** |" in text


def test_the_report_says_what_card_scripts_cost_each_pack():
    def run(cpu, actions, games=10):
        return {"games": games, "actions": actions, "cpu": cpu, "rss_mib": 50.0}

    def row(label, decks, new):
        return {"label": label, "decks": decks, "players": ("random", "random"), "games": 10,
                "old": [run(1.0, 100)] * 3, "new": new}
    rows = [row("no card scripts", ("A", "B"), [run(0.5, 800), run(0.4, 800), run(0.6, 800)]),
            row("card scripts on", ("A", "B"), [run(2.0, 1000), run(1.0, 1000), run(1.5, 1000)]),
            row("card scripts on", ("C", "D"), [run(1.0, 100)] * 3)]  # no vanilla row: not in the table
    text = compare.report(rows, "c97f7cd", "abc1234", 3)
    # off: 20 games/s, 1,600 actions/s (medians); on: 6.7 games/s, 667 actions/s -> 3.00x per game, 2.40x per action
    assert "| A vs B | 20.0 / 6.7 | **3.00x** | 1,600 / 667 | 2.40x |" in text
    assert "| C vs D | " not in text.split("What card scripts cost")[1]
