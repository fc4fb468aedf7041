"""Build the whole Card Wars engine with Cython 3 into a scratch directory: `python -m bench.next_kernel.build`.

Copies engine/ (the Card Wars package and the core it stands on) into var/next_kernel/, compiles every module of
engine/core and engine/cardwars there, card scripts, the event hub and the dsl included, with Cython 3 and gcc,
and leaves the extensions beside the copies: a process that puts the build first on its path imports them
instead of the sources (an extension wins over a .py file in the same directory). The source tree is never
touched. The modules are compiled as written (no .pxd, no typed hot paths: see docs/benchmarks.md for what typing
the Board would take). Cython is not a requirement of the project: install it with `.venv/bin/pip install cython`.

A module that Cython or gcc refuses is left as Python in the build and named, with the reason, by `build()`."""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent
BUILD_DIR = BASE_DIR / "var" / "next_kernel"
PACKAGES = ("engine/core", "engine/cardwars")  # what a Card Wars game runs; engine/naruto, engine/trashwar not
DIRECTIVES = "language_level=3"
SUFFIX = ".so"
STAMP = "build.stamp"
INSTALL = "Cython is not installed: `.venv/bin/pip install cython` (bench only; not in requirements.txt)"


def cython_version() -> str | None:
    """Cython's version, or None when it is not installed."""
    try:
        import Cython  # noqa: PLC0415 -- optional: the bench says how to install it when it is missing
    except ImportError:
        return None
    return str(Cython.__version__)


def modules(root: Path) -> list[str]:
    """The modules the build compiles, as paths relative to `root` (the project or the build)."""
    return sorted(str(p.relative_to(root)) for pkg in PACKAGES for p in (root / pkg).rglob("*.py"))


def fingerprint() -> str:
    """A hash of every source the build reads: the build is reused while it is the same."""
    h = hashlib.sha256(f"{cython_version()} {DIRECTIVES}".encode())
    for rel in modules(BASE_DIR):
        h.update(rel.encode() + (BASE_DIR / rel).read_bytes())
    return h.hexdigest()


def extension(build_dir: Path, rel: str) -> Path | None:
    """The extension built for the module at `rel` in the build, or None."""
    found = sorted((build_dir / rel).parent.glob(Path(rel).stem + ".*" + SUFFIX))
    return found[0] if found else None


def build(build_dir: Path = BUILD_DIR, jobs: int | None = None) -> tuple[list[str], dict]:
    """Compile the engine into `build_dir` unless it is up to date there. Returns (compiled modules, {module left
    as Python: why}). Raises RuntimeError without Cython."""
    if cython_version() is None:
        raise RuntimeError(INSTALL)
    stamp = fingerprint()
    log = build_dir / "build.log"
    if (build_dir / STAMP).is_file() and (build_dir / STAMP).read_text() == stamp:
        return outcome(build_dir, log)
    if build_dir.exists():
        shutil.rmtree(build_dir)
    shutil.copytree(BASE_DIR / "engine", build_dir / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    cythonize = Path(sys.executable).with_name("cythonize")
    done = subprocess.run([str(cythonize), "-3", "-i", "-k", "-j", str(jobs or os.cpu_count() or 1), "-X",
                           DIRECTIVES, *modules(build_dir)], cwd=build_dir, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    log.write_text(done.stdout)
    (build_dir / STAMP).write_text(stamp)
    return outcome(build_dir, log)


def outcome(build_dir: Path, log: Path) -> tuple[list[str], dict]:
    """(compiled modules, {module left as Python: the first error line the log gives for it})."""
    text = log.read_text() if log.is_file() else ""
    ok, failed = [], {}
    for rel in modules(build_dir):
        if extension(build_dir, rel):
            ok.append(rel)
        else:
            why = [ln for ln in text.splitlines() if rel in ln and ("rror" in ln or "Compiler crash" in ln)]
            failed[rel] = why[0].strip() if why else "no extension built (see build.log)"
    return ok, failed


def main() -> int:
    try:
        ok, failed = build()
    except RuntimeError as e:
        print(e, file=sys.stderr)
        return 1
    print(f"{len(ok)} modules compiled by Cython into {BUILD_DIR}; left as Python: {failed or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
