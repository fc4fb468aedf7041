"""The next-kernel prototype (bench/next_kernel): its pieces work whether or not Cython is installed. Without
Cython the build says how to install it and the bench measures the two other ways; nothing here compiles or
times anything."""
import ast
import re

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
    with pytest.raises(RuntimeError, match=r"make venv. installs it"):
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
    bench.main(["--games", "3", "--greedy-games", "1", "--rounds", "1", "--profile-games", "0"])
    out = capsys.readouterr()
    assert {w for w, _, _ in calls} == {"pure", "mypyc"}
    assert "The typed build was not measured" in out.out and "100 needs **50x** more" in out.out
    assert "| random | 3 | 6.0 | 6.0 | **1.00x** | yes |" in out.out
    assert "`make venv` installs it" in out.out and "`make venv` installs it" in out.err


def test_every_pxd_sits_beside_a_module_and_declares_only_what_it_has():
    """The typed build's declarations (bench/next_kernel/pxd) follow the sources: each .pxd goes beside a module
    the build compiles, each cdef class is a class of that module, and each cpdef function or method is one of
    its functions with the same parameters in the same order (Cython refuses the build otherwise)."""
    pxds = nk.pxd_files()
    assert "engine/cardwars/board.pxd" in pxds and "engine/cardwars/ops/core.pxd" in pxds
    mods = set(nk.modules(nk.BASE_DIR))
    for rel in pxds:
        module = rel.removesuffix(".pxd") + ".py"
        assert module in mods, rel
        tree = ast.parse((nk.BASE_DIR / module).read_text(encoding="utf-8"))
        classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
        functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        owner = None
        for line in (nk.PXD_DIR / rel).read_text(encoding="utf-8").splitlines():
            if m := re.match(r"cdef class (\w+)", line):
                assert m[1] in classes, (rel, m[1])
                owner = classes[m[1]]
            elif m := re.match(r"(\s*)cpdef [\w ]*?(\w+)\((.*)\)", line):
                scope = functions if not m[1] else {n.name: n for n in owner.body if isinstance(n, ast.FunctionDef)}
                assert m[2] in scope, (rel, m[2])
                declared = [p.split("=")[0].split()[-1] for p in m[3].split(",") if p.strip()]
                assert declared == [a.arg for a in scope[m[2]].args.args], (rel, m[2])
            elif line and not line.startswith((" ", "#", "@", "import", "from")):
                owner = None


def test_the_typed_build_has_its_own_directory_and_fingerprint(monkeypatch, tmp_path):
    monkeypatch.setattr(nk, "cython_version", lambda: "3.x")
    assert nk.fingerprint(typed=True) != nk.fingerprint()
    assert nk.TYPED_DIR != nk.BUILD_DIR
    monkeypatch.setattr(nk, "cython_version", lambda: None)
    with pytest.raises(RuntimeError, match=r"make venv. installs it"):
        nk.build(tmp_path / "typed", typed=True)
    assert not (tmp_path / "typed").exists()


def test_a_reused_build_loses_what_the_sources_no_longer_have(tmp_path):
    """prune: a module or .pxd gone from the sources goes from the build with its C file and extension; a module
    still there keeps them (cythonize then redoes only what changed)."""
    kept, gone = "engine/cardwars/board", "engine/cardwars/no_such_module"
    for rel in (kept, gone):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        for ext in (".py", ".c", ".cpython-311-x86_64-linux-gnu.so"):
            (tmp_path / (rel + ext)).write_text("")
    (tmp_path / (kept + ".pxd")).write_text("")  # a .pxd the untyped build has no use for
    nk.prune(tmp_path, typed=False)
    assert not any((tmp_path / "engine" / "cardwars").glob("no_such_module*"))
    assert (tmp_path / (kept + ".py")).exists() and not (tmp_path / (kept + ".pxd")).exists()
    assert not (tmp_path / (kept + ".c")).exists()  # compiled with the .pxd: redone without it
