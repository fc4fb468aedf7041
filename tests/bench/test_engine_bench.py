"""The engine benchmark's report: runs end to end on tiny counts and counts the Collector's Pack 1-6 cards the
engine simulates in full (issues: every card of the twelve decks and their Heroes)."""
from bench.engine import SCRIPTED_PAIRS, main, scripted_status
from engine.cardwars.cards import missing, status

# The cards of the twelve decks that are simulated only in part, each for a reason its `missing` text gives; see
# docs/effects.md. None since Burly Lumberjack's additional Buildings are simulated.
PARTIAL: set = set()


def test_every_card_and_hero_of_the_twelve_decks_is_simulated(pool):
    partial = set()
    for a, b in SCRIPTED_PAIRS:
        for name in (a, b):
            for p in pool.setup(name).players:
                partial.update(sl for sl in (*p.cards, p.hero) if sl and status(sl) != "full")
    assert partial == PARTIAL
    assert all(status(sl) == "partial" and missing(sl) for sl in PARTIAL)
    assert scripted_status(pool) == "293 of their 293 distinct cards and Heroes fully simulated"


def test_engine_bench_reports_every_pair_with_scripts(capsys):
    main(["--games", "4", "--profile-games", "2", "--scripted-games", "2", "--search-games", "1"])
    out = capsys.readouterr().out
    for a, b in SCRIPTED_PAIRS:
        assert out.count(f"| {a} vs {b} |") == 3  # random, simple and greedy rows
    assert "### Profile" in out
