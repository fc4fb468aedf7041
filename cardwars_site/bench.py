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


def engine_section() -> str:
    out = subprocess.run([sys.executable, "-m", "engine.bench"], cwd=BASE_DIR, capture_output=True, text=True,
                         check=True)
    return out.stdout


def catalogue_section() -> str:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
    import django

    django.setup()
    from cards.bench import search_benchmark

    return search_benchmark()


def main():
    print("# Benchmarks\n")
    print(f"Written by `make bench` on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC.\n")
    print(f"Machine: {machine()}.\n")
    for section in (engine_section, catalogue_section):
        print(section().rstrip() + "\n")


if __name__ == "__main__":
    main()
