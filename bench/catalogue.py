"""Server time of typical catalogue searches, for `make bench` (docs/benchmarks.md)."""

import platform
import statistics
import time
from urllib.parse import quote

from django.db import connection
from django.test import Client

from cards.models import Card

SEARCHES = [
    "",
    "dragon",
    "t:creature l:cornfield",
    "cost>=2 atk>=3 order:atk dir:desc",
    "is:floop -t:creature",
    'o:"draw a card"',
    "(l:rainbow or l:icy) t:spell",
    "set:cp1 is:official",
    "-is:official",
    "t:creature def<=2 order:cost",
]


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _time(client: Client, url: str, repeats: int) -> list[float]:
    client.get(url)  # warm caches and templates once
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        response = client.get(url)
        samples.append((time.perf_counter() - start) * 1000)
        if response.status_code != 200:
            raise RuntimeError(f"{url} answered {response.status_code}")
    return samples


def search_benchmark(repeats: int = 30) -> str:
    """Time the typical searches through the API and the catalogue page; a Markdown section."""


    client = Client()
    rows, every = [], []
    for query in SEARCHES:
        for label, url in (("API", f"/api/v1/cards/?q={quote(query)}"), ("page", f"/cards/?q={quote(query)}")):
            samples = _time(client, url, repeats)
            every += samples
            rows.append(f"| `{query or '(empty)'}` | {label} | {statistics.median(samples):.1f} | {_p95(samples):.1f} |")
    vendor = connection.vendor
    version = ".".join(map(str, connection.Database.sqlite_version_info)) if vendor == "sqlite" else ""
    return "\n".join([
        "## Catalogue search",
        "",
        f"{len(SEARCHES)} typical searches over the full catalogue ({Card.objects.count()} cards), each requested "
        f"{repeats} times through the Django test client (server time: URL routing, query, serialisation or "
        "template rendering; no network).",
        f"Database: {vendor} {version}".rstrip() + f"; Python {platform.python_version()}; {platform.machine()}.",
        "",
        "| query | endpoint | median ms | p95 ms |",
        "| --- | --- | ---: | ---: |",
        *rows,
        "",
        f"**All searches: median {statistics.median(every):.1f} ms, p95 {_p95(every):.1f} ms** "
        "(target: p95 under 30 ms on SQLite).",
        "",
    ])
