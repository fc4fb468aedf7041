"""The next kernel, measured: `python -m bench.next_kernel [--games N] [--greedy-games G] [--rounds R]`

Plays CP1 Finn vs Jake with card scripts on, seeds 0..N-1 with random players and 0..G-1 with greedy, four ways,
each in a fresh process: pure Python (CARDWARS_PURE=1), today's kernel (mypyc, `make kernel`), the whole engine
compiled by Cython 3 as written, and the same with the typed declarations of bench/next_kernel/pxd/ (the board's
classes as extension types with typed fields, the hottest functions with C-typed arguments and locals:
bench/next_kernel/build.py). Checks that every way plays identical games (a hash of every game's actions and
result, seed by seed) and prints a Markdown section: games/s per core (CPU time of one process, median of R
rounds, the ways alternating) side by side, then what 100 greedy games/s per core would take and what typing
the whole card pool would cost. Without Cython it says how to install it and measures only the first two ways."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

from bench.report import commit, machine
from engine.cardwars import kernel, kernel_build

from .build import BASE_DIR, BUILD_DIR, INSTALL, PXD_DIR, TYPED_DIR, build, cython_version, pxd_files

CATALOGUE = BASE_DIR / "cards" / "data" / "catalogue.json"
WAYS = ("pure", "mypyc", "cython", "cython-typed")
TARGET = 100.0  # greedy games/s per core the issue asks for

# Played in a fresh process: seeds 0..games-1; prints one JSON line (CPU seconds, a hash per seed, the path taken).
PLAY = """
import hashlib, json, sys, time
from engine.cardwars import kernel
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game, seated_setup
players, games, catalogue = sys.argv[1], int(sys.argv[2]), sys.argv[3]
pool = load_card_pool(catalogue)
setup = seated_setup(pool.setup("CP1-finn"), pool.setup("CP1-jake"), 0)
seeds = []
t = time.process_time()
for seed in range(games):
    rec, out = play_game(setup, seed, (players, players))
    seeds.append(hashlib.sha256(repr((rec.actions, out.winner, out.reason)).encode()).hexdigest()[:12])
cpu = time.process_time() - t
native = sorted(n for n, m in sys.modules.items() if n.startswith("engine.") and
                str(getattr(m, "__file__", "")).endswith(".so"))
print(json.dumps({"cpu": cpu, "seeds": seeds, "mypyc": kernel.COMPILED, "native": len(native)}))
"""


def play(way: str, players: str, games: int) -> dict:
    """One measurement in a fresh process; `way` is pure, mypyc, cython or cython-typed."""
    env = {k: v for k, v in os.environ.items() if k not in ("CARDWARS_PURE", "PYTHONPATH")}
    cwd = BASE_DIR
    if way != "mypyc":
        env["CARDWARS_PURE"] = "1"  # no mypyc hook: the engine from the tree (pure) or from the Cython build
    if way.startswith("cython"):
        # the build's engine/ first on the path (`python -c` puts the working directory first)
        cwd = TYPED_DIR if way == "cython-typed" else BUILD_DIR
    out = subprocess.run([sys.executable, "-c", PLAY, players, str(games), str(CATALOGUE)], cwd=cwd, env=env,
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    got = json.loads(out.strip().splitlines()[-1])
    if (way == "mypyc") != got["mypyc"] or way.startswith("cython") != (got["native"] > 0 and not got["mypyc"]):
        sys.exit(f"the {way} run took another path: {got['mypyc']=}, {got['native']} native engine modules")
    return got


# Played in a fresh process under cProfile, pure path: the share of greedy CPU time in each layer of the engine.
PROFILE = """
import cProfile, json, pstats, sys
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game, seated_setup
games, catalogue = int(sys.argv[1]), sys.argv[2]
pool = load_card_pool(catalogue)
setup = seated_setup(pool.setup("CP1-finn"), pool.setup("CP1-jake"), 0)
prof = cProfile.Profile()
prof.enable()
for seed in range(games):
    play_game(setup, seed, ("greedy", "greedy"))
prof.disable()
by_file = {}
top = []
for (path, line, name), (_cc, _nc, tt, _ct, _callers) in pstats.Stats(prof).stats.items():
    by_file[path] = by_file.get(path, 0.0) + tt
    top.append((tt, path, name))
top.sort(reverse=True)
print(json.dumps({"by_file": by_file, "top": top[:1][0] if top else None, "total": sum(by_file.values())}))
"""
# The layers of the engine, by path under engine/cardwars (first match wins); anything else is "core and Python".
LAYERS = (("kernel (board, game, rules, ops)", ("board.py", "game.py", "rules/", "ops/")),
          ("card scripts, dsl and events", ("cards/", "dsl/", "events.py")),
          ("players (the greedy search)", ("players/",)))


def layer(path: str) -> str:
    """The layer a profiled file belongs to."""
    rel = path.replace("\\", "/").split("engine/cardwars/", 1)
    if len(rel) == 2:
        for name, prefixes in LAYERS:
            if rel[1].startswith(prefixes):
                return name
    return "core and Python"


def profile_shares(games: int) -> tuple[dict[str, float], tuple | None]:
    """{layer: share of greedy CPU time} over `games` pure greedy games under cProfile, and the top function."""
    env = {k: v for k, v in os.environ.items() if k not in ("CARDWARS_PURE", "PYTHONPATH")}
    env["CARDWARS_PURE"] = "1"
    out = subprocess.run([sys.executable, "-c", PROFILE, str(games), str(CATALOGUE)], cwd=BASE_DIR, env=env,
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    got = json.loads(out.strip().splitlines()[-1])
    shares: dict[str, float] = {}
    for path, tt in got["by_file"].items():
        shares[layer(path)] = shares.get(layer(path), 0.0) + tt / got["total"]
    top = got["top"]
    return shares, (top[0] / got["total"], layer(top[1]), top[2]) if top else None


def source_counts(paths: list[str]) -> tuple[int, int, int, int]:
    """(modules, lines, classes, functions and methods) of the engine's .py files under `paths` (relative to
    engine/cardwars)."""
    files = sorted({f for p in paths for f in ((BASE_DIR / "engine" / "cardwars" / p).rglob("*.py")
                                              if p.endswith("/") else [BASE_DIR / "engine" / "cardwars" / p])})
    texts = [f.read_text(encoding="utf-8").splitlines() for f in files]
    return (len(files), sum(len(t) for t in texts), sum(1 for t in texts for ln in t if ln.startswith("class ")),
            sum(1 for t in texts for ln in t if ln.lstrip().startswith("def ")))


def pxd_counts() -> tuple[int, int, int]:
    """(.pxd files, extension types declared, functions and methods typed) of the typed build."""
    texts = [(PXD_DIR / rel).read_text(encoding="utf-8").splitlines() for rel in pxd_files()]
    return (len(texts), sum(1 for t in texts for ln in t if ln.startswith("cdef class ")),
            sum(1 for t in texts for ln in t if ln.strip().startswith("cpdef ")))


def pxd_lines() -> int:
    """Lines of the typed build's declarations."""
    return sum(len((PXD_DIR / rel).read_text(encoding="utf-8").splitlines()) for rel in pxd_files())


def card_scripts() -> int:
    """The card scripts the pool has (data under engine/cardwars/cards: one `card(...)` declaration each)."""
    return sum(1 for f in (BASE_DIR / "engine" / "cardwars" / "cards").rglob("*.py")
               for ln in f.read_text(encoding="utf-8").splitlines() if ln.startswith("card("))


def notes(med: dict[str, dict[str, float]], ways: list[str], shares: dict[str, float], top: tuple | None) -> list[str]:
    """The section's reading of the figures: what typing bought, what 100 greedy games/s would take, and the
    whole-pool cost of each route (counted from the tree)."""
    greedy = med["greedy"]
    best = max(ways, key=lambda w: greedy[w])
    out = ["### What typing bought, and what 100 greedy games/s per core would take", ""]
    if "cython-typed" in ways:
        n_pxd, n_types, n_funcs = pxd_counts()
        out.append(f"Typing ({n_pxd} .pxd files: {n_types} extension types, the Board's fields typed, {n_funcs} "
                   f"functions and methods with C-typed arguments and locals) against Cython over the same code "
                   f"untyped: **{med['random']['cython-typed'] / med['random']['cython']:.2f}x** random, "
                   f"**{greedy['cython-typed'] / greedy['cython']:.2f}x** greedy; against pure "
                   f"{med['random']['cython-typed'] / med['random']['pure']:.2f}x and "
                   f"{greedy['cython-typed'] / greedy['pure']:.2f}x; against today's mypyc kernel "
                   f"{med['random']['cython-typed'] / med['random']['mypyc']:.2f}x and "
                   f"{greedy['cython-typed'] / greedy['mypyc']:.2f}x. A typed field pays only where a typed "
                   "function reads it (a C field, an unboxed int); every other reader (card scripts, the dsl, the "
                   "players, the untyped rules) goes through a generated property instead of a slot, ints boxed "
                   "on each read.")
    else:
        out.append(f"The typed build was not measured ({INSTALL}).")
    out += ["", f"The best way here, {best}, plays {greedy[best]:.1f} greedy games/s per core: 100 needs "
            f"**{TARGET / greedy[best]:.0f}x** more. "
            + ("Where pure greedy time goes (cProfile, own time by layer): "
               + ", ".join(f"{name} {share:.0%}" for name, share in sorted(shares.items(), key=lambda kv: -kv[1]))
               + (f"; the costliest function alone, {top[2]} in the {top[1].split(' (')[0]}, has {top[0]:.0%}. "
                  if top else ". ")
               if shares else "")
            + (f"Even a kernel made free would give at most {1 / max(1e-9, 1 - shares.get(LAYERS[0][0], 0)):.1f}x "
               "(the rest of the time stays); " if shares else "")
            + "no compiler over one layer reaches the target by itself, and the greedy player is a search (about 120 positions per "
            "decision, each cloned and played to the end of the turn through the full rules and scripts). "
            "100 greedy games/s asks for a search that visits far fewer positions (or evaluates them "
            "incrementally) as much as for a faster engine.", ""]
    k = source_counts(["board.py", "game.py", "rules/", "ops/"])
    d = source_counts(["events.py", "dsl/"])
    c = source_counts(["cards/"])
    p = source_counts(["players/"])
    out += ["Whole-pool cost of each route, counted in this tree: kernel (board, game, rules, ops) "
            f"{k[0]} modules, {k[1]:,} lines; events and dsl (the vocabulary the scripts are built from) "
            f"{d[0]} modules, {d[1]:,} lines, {d[2]} classes; card scripts {c[0]} modules, {c[1]:,} lines, "
            f"{card_scripts()} card declarations and {c[2]} hand-written effect classes; players {p[0]} "
            f"modules, {p[1]:,} lines.", "",
            "- Typed Cython (this prototype's route): one language, the .py files stay the pure path and the "
            f"reference. Done here: {pxd_lines()} lines of .pxd typing {pxd_counts()[2]} of the kernel's and "
            f"players' {k[3] + p[3]} functions. Typing the rest of the kernel and the players is more of the same "
            f"(an estimate: days, not weeks). The rest of the pool means making the dsl's {d[2]} classes extension types, and then every class a card module "
            f"derives from them ({c[2]}) needs its own declarations in a .pxd beside each of the {c[0]} card "
            "modules; scripts that set attributes on their objects or build closures must change shape first. "
            "What it buys is bounded by the shares above, and by the search's count of positions.",
            "- Rust through PyO3: a second copy of the rules that must play the same games seed by seed (the "
            f"kernel's {k[1]:,} lines and the dsl's {d[1]:,} re-expressed), the {card_scripts()} card "
            f"declarations compiled from their data, the {c[2]} hand-written effect classes ported by hand, and "
            "a cross-check harness against the Python engine for every card; positions as flat arrays make a "
            "clone a copy of memory. Of the two it is the route where 100 greedy games/s per core is plausible "
            "(not shown here), and only with the greedy search in Rust too, since it works position by position. "
            "Its cost is the whole engine written twice and kept in step.",
            ""]
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.next_kernel")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--greedy-games", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--profile-games", type=int, default=2, help="pure greedy games profiled for the shares")
    args = ap.parse_args(argv)
    if kernel_build.build() != 0:
        sys.exit("today's compiled kernel could not be built (make kernel)")
    ways = list(WAYS)
    built: list[str] = []
    failed: dict = {}
    typed_failed: dict = {}
    if cython_version() is None:
        ways.remove("cython")
        ways.remove("cython-typed")
        print(INSTALL, file=sys.stderr)
    else:
        built, failed = build()
        _typed, typed_failed = build(typed=True)
    command = (f"python -m bench.next_kernel --games {args.games} --greedy-games {args.greedy_games} "
               f"--rounds {args.rounds}")
    left = "; ".join(f"{m} ({why})" for m, why in {**failed, **typed_failed}.items())
    lines = ["## The next kernel: the whole engine compiled by Cython, as written and typed, beside today's kernel",
             "",
             f"Command: `{command}` on {machine()}, commit {commit()}. CP1-finn vs CP1-jake with card scripts on, "
             "seeds 0 to N-1; each figure is one process's CPU time (games/s per core), the median of the rounds, "
             "the ways alternating. pure: CARDWARS_PURE=1; mypyc: today's kernel (" + ", ".join(kernel.MODULES)
             + "); cython: "
             + (f"Cython {cython_version()}, {len(built)} modules of engine/core and engine/cardwars (card "
                "scripts, dsl and events included) compiled unchanged; cython-typed: the same build with the "
                "augmenting declarations of bench/next_kernel/pxd/ (" + ", ".join(pxd_files()) + "), the .py "
                "files unchanged" + (", left as Python: " + left if left else "")
                if "cython" in ways else f"not measured ({INSTALL})") + ".", "",
             "| players | seeds | " + " | ".join(f"{w} games/s" for w in ways) + " | "
             + " | ".join(f"{w} / pure" for w in ways[1:]) + " | same games |",
             "|---|---|" + "---|" * (2 * len(ways))]
    meds: dict[str, dict[str, float]] = {}
    for players, games in (("random", args.games), ("greedy", args.greedy_games)):
        rates: dict[str, list[float]] = {w: [] for w in ways}
        seeds: dict[str, list] = {w: [] for w in ways}
        for _ in range(args.rounds):
            for w in ways:
                got = play(w, players, games)
                rates[w].append(games / got["cpu"])
                seeds[w].append(got["seeds"])
        med = meds[players] = {w: statistics.median(rates[w]) for w in ways}
        ref = seeds["pure"][0]
        differ = {w: sum(1 for run in seeds[w] for a, b in zip(run, ref, strict=True) if a != b) for w in ways}
        same = "yes" if not any(differ.values()) else "NO: " + ", ".join(f"{w} {n}" for w, n in differ.items() if n)
        lines.append(f"| {players} | {games} | " + " | ".join(f"{med[w]:,.1f}" for w in ways) + " | "
                     + " | ".join(f"**{med[w] / med['pure']:.2f}x**" for w in ways[1:]) + f" | {same} |")
        print(f"{players}: " + ", ".join(f"{w} {med[w]:.1f} g/s" for w in ways), file=sys.stderr)
    shares, top = profile_shares(args.profile_games) if args.profile_games > 0 else ({}, None)
    lines += ["", *notes(meds, ways, shares, top)]
    print("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
