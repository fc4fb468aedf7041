"""`make bench` marks each section with when, where and at which commit it was measured; BENCH_ONLY measures the
sections it names and keeps the others from the report as it was."""
import pytest

from bench import report as bench


def fake(name, text):
    def section():
        return text
    section.__name__ = f"{name}_section"
    return section


@pytest.fixture
def report(monkeypatch, tmp_path):
    path = tmp_path / "benchmarks.md"
    monkeypatch.setattr(bench, "REPORT", path)
    return path


def write(monkeypatch, capsys, path, sections, only=""):
    monkeypatch.setattr(bench, "SECTIONS", sections)
    monkeypatch.setenv("BENCH_ONLY", only)
    bench.main()
    path.write_text(capsys.readouterr().out)
    return path.read_text()


def test_only_refreshes_the_named_sections_and_keeps_the_rest(monkeypatch, capsys, report):
    first = write(monkeypatch, capsys, report, (fake("alpha", "## Alpha\n\nold a"), fake("beta", "## Beta\n\nold b")))
    assert first.count("_Measured from ") == 2 and "old a" in first and "old b" in first
    again = write(monkeypatch, capsys, report, (fake("alpha", "## Alpha\n\nnew a"), fake("beta", "## Beta\n\nnew b")),
                  only="beta")
    assert "old a" in again and "new b" in again and "new a" not in again and "old b" not in again
    assert again.index("## Alpha") < again.index("## Beta")  # the report keeps its order
    assert bench.kept_sections(again)["alpha"] == bench.kept_sections(first)["alpha"]  # kept byte for byte


def test_an_unknown_section_name_is_a_clear_error_and_writes_nothing(monkeypatch, capsys, report):
    monkeypatch.setattr(bench, "SECTIONS", (fake("alpha", "a"),))
    monkeypatch.setenv("BENCH_ONLY", "alpha,players2")
    with pytest.raises(SystemExit, match="BENCH_ONLY names no section players2; the sections are: alpha"):
        bench.main()
    assert capsys.readouterr().out == ""


def test_a_section_missing_from_the_old_report_says_it_is_not_measured(monkeypatch, capsys, report):
    report.write_text("# Benchmarks\n\nan older report without section marks\n")
    text = write(monkeypatch, capsys, report, (fake("alpha", "## Alpha"), fake("beta", "## Beta")), only="beta")
    assert "_Section alpha: not measured in this report yet (`BENCH_ONLY=alpha make bench`)._" in text
    assert "## Beta" in text and "older report" not in text
    assert "alpha" in bench.kept_sections(text)  # marked, so a later BENCH_ONLY=alpha run replaces it
