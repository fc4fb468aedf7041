"""`make bench`: every benchmark of the project, written as Markdown to standard output.

Each section says its command, the machine and its figures. Speed targets live here, never in
timed unit tests.
"""

import hashlib
import importlib.util
import json
import os
import platform
import shlex
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


def machine() -> str:
    cpu = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{platform.system()} {platform.machine()}, {cpu}, {os.cpu_count()} cores, Python {platform.python_version()}"


def commit() -> str:
    """The commit checked out, short ("unknown" outside a git checkout)."""
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=BASE_DIR, stdout=subprocess.PIPE,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _module(name: str, *args: str) -> str:
    """The module's report (its standard output); its progress lines (standard error) go to the terminal."""
    return _module_env(name, None, *args)


def _module_env(name: str, env: dict | None, *args: str) -> str:
    out = subprocess.run([sys.executable, "-m", name, *args], cwd=BASE_DIR, stdout=subprocess.PIPE, text=True,
                         check=True, env=env)
    return out.stdout


def compare_section() -> str:
    """The engine of this tree beside a baseline commit's (BENCH_BASELINE), the same workloads (bench/compare.py)."""
    return _module("bench.compare")


def engine_section() -> str:
    return _module("bench.engine")


def compiled_section() -> str:
    """The compiled rules kernel beside the same sources as pure Python (bench/compiled.py)."""
    return _module("bench.compiled")


def next_kernel_section() -> str:
    """A prototype of the next kernel: the whole engine compiled by Cython beside today's kernel and the pure path
    (bench/next_kernel; needs `.venv/bin/pip install cython`, else it measures the two others and says so)."""
    return _module("bench.next_kernel")


def strength_section() -> str:
    """Paired games between two players on the same deals (bench/strength.py), one entry per pairing in
    BENCH_STRENGTH_RUNS (`player,player,games;...`, default greedy against greedy-classic, 4,000 games: the two
    are close, and 400 games cannot tell them apart, about 5 points either way)."""
    if importlib.util.find_spec("bench.strength") is None:
        return ("## Strength on paired deals\n\n_Skipped: bench/strength.py (paired games between two players) "
                "is not in this tree._")
    out = ["## Strength on paired deals", "",
           "Command: `make bench` (`python -m bench.strength A B --games N --processes 2`). Each deal is played "
           "twice, the players swapping decks, so the deal's luck cancels out; win rate of A with its 95% "
           "Wilson interval.", "", "| A | B | games | A wins / B wins / draws | A win rate | 95% interval | A win rate per deck pair | seconds |",
           "|---|---|---|---|---|---|---|---|"]
    for spec in filter(None, os.environ.get("BENCH_STRENGTH_RUNS", "greedy,greedy-classic,4000").split(";")):
        a, b, games = spec.split(",")
        r = json.loads(_module("bench.strength", a, b, "--games", games, "--processes", "2", "--json"))
        t = r["total"]
        out.append(f"| {a} | {b} | {t['games']} | {t['wins']} / {t['losses']} / {t['draws']} | "
                   f"{100 * t['win_rate']:.1f}% | {100 * t['ci_low']:.1f}% - {100 * t['ci_high']:.1f}% | "
                   + ", ".join(f"{k.split(':')[0].split('-')[0]} {100 * f['win_rate']:.1f}%" for k, f in r["pairs"].items())
                   + f" | {r['seconds']} |")
    return "\n".join(out)


def players_section() -> str:
    return _module("bench.players", *os.environ.get("BENCH_PLAYERS_ARGS", "--processes 2").split())


def _django():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
    import django

    django.setup()


def catalogue_section() -> str:
    _django()
    from bench.catalogue import search_benchmark

    return search_benchmark()


def simulations_section() -> str:
    """bench/simulations.py once on the embedded defaults (SQLite, the file-system broker, the database of
    `make setup`) and once on Redis + PostgreSQL when BENCH_DATABASE_URL and BENCH_REDIS_URL name them."""
    embedded = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    sections = [_module_env("bench.simulations", embedded)]
    services = os.environ.get("BENCH_DATABASE_URL"), os.environ.get("BENCH_REDIS_URL")
    if all(services):
        sections.append(_module_env("bench.simulations", {**embedded, "DATABASE_URL": services[0],
                                                          "REDIS_URL": services[1]}))
    else:
        sections.append("_Redis + PostgreSQL: not measured; set BENCH_DATABASE_URL=postgres://... and "
                        "BENCH_REDIS_URL=redis://... (a database and a Redis db the benchmark may fill)._")
    return "\n\n".join(sections)


def showdown_section() -> str:
    return _module("bench.showdown")


def pace_section() -> str:
    """Seconds per game of every AI pairing, written to matches/data/pace.json for the simulation form's
    estimate (matches/pace.py), and shown here."""
    return _module("bench.pace", *shlex.split(os.environ.get("BENCH_PACE_ARGS", "")))  # e.g. --add greedy-line


def pace_trash_war_section() -> str:
    """Seconds per Trash War game per seat count and AI, written to matches/data/pace_trash_war.json for the
    estimate of a Trash War simulation, and shown here."""
    return _module("bench.pace_trash_war")


def doubles_section() -> str:
    """Card Wars Doubles: the invariants over 2,000 random games and games/s for random, simple and greedy."""
    return _module("bench.doubles")


def determinism_section() -> str:
    """The issue's determinism figure, taken at the command line: each `manage.py simulate ... --json`
    command is run twice, once in one process and once in two, and the two outputs are compared byte for
    byte (with their SHA-256). Runs: BENCH_DETERMINISM_RUNS, entries deck,deck,games,player,player."""
    runs = os.environ.get("BENCH_DETERMINISM_RUNS",
                          "CP1-finn,CP2-bmo,40,greedy,random;CP1-finn,CP2-bmo,2,mcts,greedy")
    out = ["## Determinism of the command line", "",
           "Each command run twice, with `--processes 1` then `--processes 2`; the JSON outputs compared byte for "
           "byte.", "", "| command | bytes | SHA-256 (first 16 digits), run 1 / run 2 | byte-identical |",
           "|---|---|---|---|"]
    for spec in filter(None, runs.split(";")):
        a, b, games, p1, p2 = spec.split(",")
        cmd = ["manage.py", "simulate", a, b, "--games", games, "--seed", "42", "--players", f"{p1},{p2}",
               "--json"]
        texts = [subprocess.run([sys.executable, *cmd, "--processes", n], cwd=BASE_DIR, capture_output=True,
                                check=True).stdout for n in ("1", "2")]
        sums = [hashlib.sha256(t).hexdigest()[:16] for t in texts]
        out.append(f"| `python {' '.join(cmd)}` | {len(texts[0]):,} | {sums[0]} / {sums[1]} | "
                   f"{'yes' if texts[0] == texts[1] else 'NO'} |")
    return "\n".join(out)


def load_section() -> str:
    return _module("bench.load")


def creation_section() -> str:
    """What creating a run costs the request by its size: CPU, rows, messages (bench/creation.py)."""
    return _module("bench.creation")


def naruto_section() -> str:
    """Naruto games/s for each player and the invariants over 2,000 random games (bench/naruto.py)."""
    return _module("bench.naruto", "--invariants", os.environ.get("BENCH_NARUTO_INVARIANTS", "2000"))


def revision() -> str:
    """The commit checked out, with a note when tracked files differ from it (the benchmarks' own outputs,
    the report and the journal it appends to, do not count)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=BASE_DIR, capture_output=True,
                              text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", ".",
                                ":!docs/benchmarks.md", ":!bench/journal.jsonl"], cwd=BASE_DIR,
                               capture_output=True, text=True).stdout.strip()
    except OSError:
        return "unknown"
    return f"{head}{' with uncommitted changes' if dirty else ''}" if head else "unknown"


# pace before simulations: the site sizes its chunks from the table that pace writes.
SECTIONS = (compare_section, compiled_section, next_kernel_section, strength_section, showdown_section, engine_section, players_section,
            catalogue_section, pace_section, pace_trash_war_section, simulations_section, creation_section,
            determinism_section, load_section,
            naruto_section, doubles_section)
REPORT = BASE_DIR / "docs" / "benchmarks.md"  # what `make bench` replaces; BENCH_ONLY keeps its other sections
BEGIN, END = "<!-- bench section: {} -->", "<!-- end of bench section: {} -->"


def section_name(section) -> str:
    return section.__name__.removesuffix("_section")


def kept_sections(text: str) -> dict:
    """name -> the whole marked block (markers included) of each section in an earlier report."""
    out = {}
    for section in SECTIONS:
        name = section_name(section)
        begin, end = BEGIN.format(name), END.format(name)
        i = text.find(begin)
        j = text.find(end, i)
        if i >= 0 and j >= 0:
            out[name] = text[i:j + len(end)]
    return out


def main():
    names = [section_name(s) for s in SECTIONS]
    only = set(filter(None, os.environ.get("BENCH_ONLY", "").split(",")))
    if only - set(names):
        sys.exit(f"BENCH_ONLY names no section {', '.join(sorted(only - set(names)))}; the sections are: "
                 f"{', '.join(names)}")
    kept = kept_sections(REPORT.read_text(encoding="utf-8")) if only and REPORT.exists() else {}
    print("# Benchmarks\n")
    print("Written by `make bench`. Each section says when, at which commit and on which machine it was measured: "
          "`BENCH_ONLY=players make bench` (names: " + ", ".join(names) + ") measures only the sections named "
          "and keeps the others as they were.\n")
    for section in SECTIONS:
        name = section_name(section)
        if only and name not in only:
            print((kept.get(name) or f"{BEGIN.format(name)}\n_Section {name}: not measured in this report yet "
                   f"(`BENCH_ONLY={name} make bench`)._\n{END.format(name)}") + "\n")
            continue
        print(BEGIN.format(name))
        print(f"_Measured from {datetime.now(UTC):%Y-%m-%d %H:%M} UTC at commit {revision()} on {machine()}._\n")
        sys.stdout.flush()
        print(section().rstrip())
        print(END.format(name) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
