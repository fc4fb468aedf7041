"""`make bench`: every benchmark of the project, written as Markdown to standard output.

Each section says its command, the machine and its figures. Speed targets live here, never in
timed unit tests.
"""

import hashlib
import os
import platform
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


def _module(name: str, *args: str) -> str:
    """The module's report (its standard output); its progress lines (standard error) go to the terminal."""
    out = subprocess.run([sys.executable, "-m", name, *args], cwd=BASE_DIR, stdout=subprocess.PIPE, text=True,
                         check=True)
    return out.stdout


def engine_section() -> str:
    return _module("bench.engine")


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
    _django()
    from bench.simulations import scaling_benchmark

    # Each entry: games,player,player. The greedy turn search plays scripted games at a few games/s, so its
    # run is shorter; the 2,000-game run uses the rule-of-thumb player to measure the scaling itself.
    runs = os.environ.get("BENCH_SIM_RUNS", "2000,simple,simple;200,greedy,greedy")
    sections = []
    for spec in filter(None, runs.split(";")):
        games, *players = spec.split(",")
        sections.append(scaling_benchmark(games=int(games), players=tuple(players)))
    return "\n\n".join(sections)


def pace_section() -> str:
    """Seconds per game of every AI pairing, written to matches/data/pace.json for the simulation form's
    estimate (matches/pace.py), and shown here."""
    return _module("bench.pace")


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


SECTIONS = (engine_section, players_section, catalogue_section, simulations_section, pace_section,
            determinism_section, load_section)
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
