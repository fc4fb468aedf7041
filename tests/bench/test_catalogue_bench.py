import re

import pytest

from bench.catalogue import SEARCHES, search_benchmark
from tests.conftest import CARD_TOTAL

pytestmark = pytest.mark.usefixtures("catalogue")


def test_benchmark_reports_every_search_with_median_and_p95():
    report = search_benchmark(repeats=2)
    assert report.startswith("## Catalogue search")
    assert len(re.findall(r"^\| `", report, re.M)) == 2 * len(SEARCHES)
    assert f"{CARD_TOTAL} cards" in report and "Database: " in report
    assert re.search(r"median [\d.]+ ms, p95 [\d.]+ ms", report)
