"""The next-kernel prototype (bench/next_kernel): its pieces work whether or not Cython is installed. Without
Cython the build says how to install it and the bench measures the two other ways; nothing here compiles or
times anything."""
import pytest

from bench.next_kernel import build as nk


def test_the_build_covers_every_module_of_the_core_and_card_wars_and_no_other():
    mods = nk.modules(nk.BASE_DIR)
    assert "engine/cardwars/cards/cp1.py" in mods and "engine/cardwars/dsl/verbs.py" in mods
    assert "engine/cardwars/events.py" in mods and "engine/core/rng.py" in mods
    assert not any(m.startswith(("engine/naruto", "engine/trashwar")) for m in mods)
    assert len(mods) == len(list((nk.BASE_DIR / "engine" / "cardwars").rglob("*.py"))) + len(
        list((nk.BASE_DIR / "engine" / "core").rglob("*.py")))


def test_without_cython_the_build_says_how_to_install_it(monkeypatch, tmp_path):
    monkeypatch.setattr(nk, "cython_version", lambda: None)
    with pytest.raises(RuntimeError, match=r"pip install cython"):
        nk.build(tmp_path / "build")
    assert not (tmp_path / "build").exists()  # nothing copied, nothing touched
    assert nk.main() == 1


def test_a_module_without_its_extension_is_named_with_the_log_line(tmp_path):
    rel = "engine/cardwars/events.py"
    for m in nk.modules(nk.BASE_DIR):
        (tmp_path / m).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / m).write_text("")
        if m != rel:
            (tmp_path / m).with_suffix(".cpython-311-x86_64-linux-gnu.so").write_text("")
    log = tmp_path / "build.log"
    log.write_text(f"Error compiling Cython file:\n{rel}:12:4: Compiler crash in something\n")
    ok, failed = nk.outcome(tmp_path, log)
    assert rel not in ok and len(ok) == len(nk.modules(nk.BASE_DIR)) - 1
    assert failed == {rel: f"{rel}:12:4: Compiler crash in something"}


def test_the_fingerprint_follows_the_cython_version(monkeypatch):
    monkeypatch.setattr(nk, "cython_version", lambda: "3.x")
    first = nk.fingerprint()
    assert first == nk.fingerprint()
    monkeypatch.setattr(nk, "cython_version", lambda: "3.y")
    assert nk.fingerprint() != first


def test_the_bench_measures_the_two_other_ways_without_cython(monkeypatch, capsys):
    from bench.next_kernel import __main__ as bench  # noqa: PLC0415 -- the module under test, as `-m` runs it

    calls = []

    def play(way, players, games):
        calls.append((way, players, games))
        return {"cpu": 0.5, "seeds": ["h"] * games, "mypyc": way == "mypyc", "native": 0}

    monkeypatch.setattr(bench, "cython_version", lambda: None)
    monkeypatch.setattr(bench, "play", play)
    monkeypatch.setattr(bench.kernel_build, "build", lambda: 0)
    bench.main(["--games", "3", "--greedy-games", "1", "--rounds", "1"])
    out = capsys.readouterr()
    assert {w for w, _, _ in calls} == {"pure", "mypyc"}
    assert "| random | 3 | 6.0 | 6.0 | **1.00x** | yes |" in out.out
    assert "pip install cython" in out.out and "pip install cython" in out.err
