"""`python -m bench.compare`: the engine of this tree beside an older commit's, the same workloads on both.

The baseline (BENCH_BASELINE, default c97f7cd: main when the second round of speed work began) is exported
with `git archive` under var/bench-baseline/<commit>/ (ignored by git), and its own rules kernel is built there
when it has one, so both sides run compiled. Every workload runs as its own process
(bench/workload.py, with PYTHONPATH set to the tree measured), old and new alternating (A B A B ...,
BENCH_COMPARE_PAIRS pairs, at least 3); each process reports the CPU time of its games, and os.wait4 gives
its peak RSS (ru_maxrss). The table gives medians and the median of the new/old ratios of the pairs.

Counts (games per process): BENCH_COMPARE_GAMES for random, first and simple (default 200),
BENCH_COMPARE_GREEDY_GAMES for greedy (default 4), BENCH_COMPARE_MCTS_GAMES for MCTS (default 1; 0 leaves
it out), BENCH_COMPARE_VANILLA_GAMES for the games without card scripts (default 1000);
BENCH_COMPARE_MCTS_PAIRS: on how many of the six pairs MCTS plays (default 6; a game takes half a minute).
The faster players of this tree are measured beside the baseline's own: FAST_PLAYERS.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
WORKLOAD = BASE_DIR / "bench" / "workload.py"
CATALOGUE = Path("cards") / "data" / "catalogue.json"
PRODUCT_PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
                 ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
                 ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake"))


def _env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def baseline_tree(rev: str) -> tuple[Path, str]:
    """The baseline's engine and catalogue exported under var/bench-baseline/<commit>/ (once)."""
    commit = subprocess.run(["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=BASE_DIR, check=True,
                            capture_output=True, text=True).stdout.strip()
    tree = BASE_DIR / "var" / "bench-baseline" / commit
    if not (tree / "engine").is_dir():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.Popen(["git", "archive", commit, "engine", str(CATALOGUE)], cwd=BASE_DIR,
                                   stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", str(tree)], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            raise RuntimeError(f"git archive {commit} failed")
    return tree, commit[:7]


def build_kernel(tree: Path) -> None:
    """Build the tree's own compiled rules kernel when it has one (a no-op while its build is up to date)."""
    if (tree / "engine" / "cardwars" / "kernel_build.py").is_file():
        subprocess.run([sys.executable, "-c", "import sys; from engine.cardwars.kernel_build import main; "
                        "sys.exit(main())"], cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)}, check=True,
                       stdout=subprocess.DEVNULL)


def run_workload(tree: Path, decks: tuple[str, str], players: tuple[str, str], games: int,
                 vanilla: bool = False) -> dict:
    """One workload in a fresh process against the engine of `tree`; its figures and its peak RSS (MiB)."""
    # -P: the script's own folder (bench/, which has an engine.py) is not put first on the path.
    args = [sys.executable, "-P", str(WORKLOAD), str(tree / CATALOGUE), *decks, *players, str(games)]
    if vanilla:
        args.append("--vanilla")
    env = {**os.environ, "PYTHONPATH": str(tree)}
    proc = subprocess.Popen(args, cwd=tree, env=env, stdout=subprocess.PIPE, text=True)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    if proc.returncode != 0:
        raise RuntimeError(f"workload {decks} {players} failed on {tree} (exit {proc.returncode})")
    row = json.loads(out.strip().splitlines()[-1])
    row["rss_mib"] = usage.ru_maxrss / 1024
    return row


# This tree's faster players, each measured beside the baseline's player it stands in for (the baseline runs
# the player on the right: it may not have the new one).
FAST_PLAYERS = {"greedy-line": "greedy", "greedy-turn": "greedy", "mcts-fast": "mcts"}
OLD_NAMES = {(new, new): (old, old) for new, old in FAST_PLAYERS.items()}  # players the baseline runs instead


def workloads() -> list[tuple[str, tuple[str, str], tuple[str, str], int, bool]]:
    """(label, decks, players, games per process, vanilla) of every workload."""
    n, greedy = _env_int("BENCH_COMPARE_GAMES", 200), _env_int("BENCH_COMPARE_GREEDY_GAMES", 4)
    out = []
    plain = _env_int("BENCH_COMPARE_VANILLA_GAMES", 1000)
    if plain:  # random on every pair (what card scripts cost each pack: scripts_cost), first on CP1
        out += [("no card scripts", pair, ("random", "random"), plain, True) for pair in PRODUCT_PAIRS]
        out.append(("no card scripts", PRODUCT_PAIRS[0], ("first", "first"), plain, True))
    for pair in PRODUCT_PAIRS:
        out += [("card scripts on", pair, (p, p), n, False) for p in ("random", "first", "simple")]
        if greedy:
            out.append(("card scripts on", pair, ("greedy", "greedy"), greedy, False))
            out += [("card scripts on", pair, (new, new), greedy, False) for new, old in FAST_PLAYERS.items()
                    if old == "greedy"]
    mcts = _env_int("BENCH_COMPARE_MCTS_GAMES", 1)
    for pair in PRODUCT_PAIRS[:_env_int("BENCH_COMPARE_MCTS_PAIRS", 6)] if mcts else ():
        out.append(("card scripts on", pair, ("mcts", "mcts"), mcts, False))
        out += [("card scripts on", pair, (new, new), mcts, False) for new, old in FAST_PLAYERS.items()
                if old == "mcts"]
    return out


def measure(old: Path, new: Path, pairs: int, progress=None) -> list[dict]:
    rows = []
    for label, decks, players, games, vanilla in workloads():
        if progress:
            progress(f"{decks[0]} vs {decks[1]}, {players[0]}, {label}: {pairs} pairs of {games} games")
        runs = {"old": [], "new": []}
        for _ in range(pairs):
            for side, tree in (("old", old), ("new", new)):
                who = OLD_NAMES.get(players, players) if side == "old" else players
                runs[side].append(run_workload(tree, decks, who, games, vanilla))
        rows.append({"label": label, "decks": decks, "players": players, "games": games, **runs})
    return rows


def _rate(run: dict, key: str) -> float:
    return run[key] / run["cpu"] if run["cpu"] > 0 else float("inf")


def _kernel_words(rows: list[dict], side: str = "new") -> str:
    """How one side's processes ran: with the compiled kernel (make kernel), pure Python, or both."""
    seen = {x.get("compiled", False) for r in rows for x in r[side]}
    if seen == {True}:
        return "its compiled kernel (`make kernel`; bench/compiled.py sets it beside the pure path)"
    if seen == {False}:
        return "as pure Python (no up-to-date compiled kernel: `make kernel`)"
    return "partly compiled: some processes found no up-to-date kernel"


def _fmt(x: float) -> str:
    return f"{x:,.0f}" if x >= 100 else f"{x:,.1f}" if x >= 1 else f"{x:.3f}"


def report(rows: list[dict], old_name: str, new_name: str, pairs: int) -> str:
    out = [f"## Engine: {new_name} beside {old_name}, the same workloads", "",
           f"Command: `make bench` (bench/compare.py; `python -m bench.compare` alone; `BENCH_BASELINE=<rev>` "
           f"picks the baseline, default c97f7cd, main when the second round of speed work began; its own kernel "
           f"is built, so both sides run compiled). Each cell comes from "
           f"{pairs} pairs of processes, old then new, one workload per process (bench/workload.py against each "
           f"tree's engine and catalogue). games/s and actions/s are per core: over the CPU time of the games "
           f"alone (process time, loading excluded), medians of the processes; new/old is the median of the "
           f"pairs' ratios of games/s (lowest-highest in brackets); peak RSS is each process's ru_maxrss (median). "
           f"Seats alternate game by game, seeds 0..games-1. A row \"X vs X (old: Y)\" runs this tree's faster "
           f"player X beside the baseline's Y (its strength: docs/players.md); a row with one name runs the same "
           f"player on both. Where card scripts or players changed since the baseline, the games differ too. "
           f"The new tree runs {_kernel_words(rows)}; the baseline {_kernel_words(rows, 'old')}.", "",
           "| decks | cards | players | games per process | games/s old | games/s new | new / old | actions/s old "
           "| actions/s new | peak RSS old / new (MiB) |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        old_g = statistics.median(_rate(x, "games") for x in r["old"])
        new_g = statistics.median(_rate(x, "games") for x in r["new"])
        ratios = [_rate(n, "games") / _rate(o, "games") for o, n in zip(r["old"], r["new"], strict=True)]
        old_a = statistics.median(_rate(x, "actions") for x in r["old"])
        new_a = statistics.median(_rate(x, "actions") for x in r["new"])
        rss = (statistics.median(x["rss_mib"] for x in r["old"]), statistics.median(x["rss_mib"] for x in r["new"]))
        who = f"{r['players'][0]} vs {r['players'][1]}"
        if r["players"] in OLD_NAMES:
            who += f" (old: {OLD_NAMES[r['players']][0]})"
        out.append(f"| {r['decks'][0]} vs {r['decks'][1]} | {r['label']} | {who} | "
                   f"{r['games']} | {_fmt(old_g)} | {_fmt(new_g)} | **{statistics.median(ratios):.2f}x** "
                   f"({min(ratios):.2f}-{max(ratios):.2f}) | {_fmt(old_a)} | {_fmt(new_a)} | {rss[0]:.0f} / {rss[1]:.0f} |")
    mcts = [r for r in rows if r["players"][0].startswith("mcts")]
    if mcts:
        out += ["", "MCTS, CPU per decision (every action of the game counts as one; goal: under 50 ms):", "",
                "| decks | players | ms per decision, old | ms per decision, new |", "|---|---|---|---|"]
    for r in mcts:
        ms = {side: statistics.median(1000 * x["cpu"] / x["actions"] for x in r[side]) for side in ("old", "new")}
        who = r["players"][0] + (f" (old: {OLD_NAMES[r['players']][0]})" if r["players"] in OLD_NAMES else "")
        out.append(f"| {r['decks'][0]} vs {r['decks'][1]} | {who} | "
                   f"{ms['old']:.1f} | **{ms['new']:.1f}** |")
    out += scripts_cost(rows)
    return "\n".join(out)


def scripts_cost(rows: list[dict]) -> list[str]:
    """This tree's random games with card scripts on over the same games' pairs with them off, per pack: how many
    times the games/s and the actions/s of vanilla are those of scripted games (the goal: within 3x)."""
    def rate(r: dict, key: str) -> float:
        return statistics.median(_rate(x, key) for x in r["new"])
    by = {(r["decks"], r["label"]): r for r in rows if r["players"] == ("random", "random")}
    found = [(decks, by[(decks, "card scripts on")], r) for (decks, label), r in by.items()
             if label == "no card scripts" and (decks, "card scripts on") in by]
    if not found:
        return []
    out = ["", "What card scripts cost each pack, this tree: random games with scripts off over the same pair's "
           "with them on (the rows above; goal: within 3x per game):", "",
           "| decks | games/s off / on | per game | actions/s off / on | per action |", "|---|---|---|---|---|"]
    for decks, on, off in found:
        g, a = rate(off, "games") / rate(on, "games"), rate(off, "actions") / rate(on, "actions")
        out.append(f"| {decks[0]} vs {decks[1]} | {_fmt(rate(off, 'games'))} / {_fmt(rate(on, 'games'))} | "
                   f"**{g:.2f}x** | {_fmt(rate(off, 'actions'))} / {_fmt(rate(on, 'actions'))} | {a:.2f}x |")
    return out


def revision_name() -> str:
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=BASE_DIR, capture_output=True,
                          text=True).stdout.strip() or "this tree"
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "engine"], cwd=BASE_DIR,
                           capture_output=True, text=True).stdout.strip()
    return f"{head}{' with uncommitted engine changes' if dirty else ''}"


def main():
    pairs = max(3, _env_int("BENCH_COMPARE_PAIRS", 3))
    old, old_name = baseline_tree(os.environ.get("BENCH_BASELINE", "c97f7cd"))
    build_kernel(old)
    new_name = revision_name()  # before measuring: the commit the figures belong to
    rows = measure(old, BASE_DIR, pairs, progress=lambda m: print(f"compare: {m}", file=sys.stderr, flush=True))
    print(report(rows, old_name, new_name, pairs))


if __name__ == "__main__":
    main()
