"""`make bench`'s determinism section runs the real command line twice (one process, then two) and compares
the JSON byte for byte."""
import re

from bench import report as bench


def test_determinism_section_runs_each_command_twice_and_compares_bytes(monkeypatch):
    monkeypatch.setenv("BENCH_DETERMINISM_RUNS", "CP1-finn,CP1-jake,2,simple,random")
    text = bench.determinism_section()
    row = [x for x in text.splitlines() if x.startswith("| `python manage.py simulate")]
    assert len(row) == 1
    assert "CP1-finn CP1-jake --games 2 --seed 42 --players simple,random --json" in row[0]
    m = re.search(r"\| ([0-9a-f]{16}) / ([0-9a-f]{16}) \| (yes|NO) \|$", row[0])
    assert m and m.group(1) == m.group(2) and m.group(3) == "yes"
