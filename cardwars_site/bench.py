"""`make bench`: every benchmark of the project, written as Markdown to standard output.

Each section says its command, the machine and its figures. Speed targets live here, never in
timed unit tests.
"""

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
    out = subprocess.run([sys.executable, "-m", name, *args], cwd=BASE_DIR, capture_output=True, text=True,
                         check=True)
    return out.stdout


def engine_section() -> str:
    return _module("engine.bench")


def players_section() -> str:
    return _module("engine.bench_players", *os.environ.get("BENCH_PLAYERS_ARGS", "--processes 2").split())


def _django():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
    import django

    django.setup()


def catalogue_section() -> str:
    _django()
    from cards.bench import search_benchmark

    return search_benchmark()


def simulations_section() -> str:
    _django()
    from matches.bench import scaling_benchmark

    # Each entry: games,player,player. The greedy turn search plays scripted games at a few games/s, so its
    # run is shorter; the 2,000-game run uses the rule-of-thumb player to measure the scaling itself.
    runs = os.environ.get("BENCH_SIM_RUNS", "2000,simple,simple;200,greedy,greedy")
    sections = []
    for spec in filter(None, runs.split(";")):
        games, *players = spec.split(",")
        sections.append(scaling_benchmark(games=int(games), players=tuple(players)))
    return "\n\n".join(sections)


def revision() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=BASE_DIR, capture_output=True,
                              text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=BASE_DIR,
                               capture_output=True, text=True).stdout.strip()
    except OSError:
        return "unknown"
    return f"{head}{' with uncommitted changes' if dirty else ''}" if head else "unknown"


def main():
    print("# Benchmarks\n")
    print(f"Written by `make bench` on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC at commit {revision()}.\n")
    print(f"Machine: {machine()}.\n")
    only = set(filter(None, os.environ.get("BENCH_ONLY", "").split(",")))
    for section in (engine_section, players_section, catalogue_section, simulations_section):
        if only and section.__name__.replace("_section", "") not in only:
            continue
        print(section().rstrip() + "\n")


if __name__ == "__main__":
    main()
