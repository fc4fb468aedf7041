"""Build the whole Card Wars engine with Cython 3 into a scratch directory: `python -m bench.next_kernel.build [--typed]`.

Copies engine/ (the Card Wars package and the core it stands on) into var/next_kernel/, compiles every module of
engine/core and engine/cardwars there, card scripts, the event hub and the dsl included, with Cython 3 and gcc,
and leaves the extensions beside the copies: a process that puts the build first on its path imports them
instead of the sources (an extension wins over a .py file in the same directory). The source tree is never
touched. The modules are compiled as written (no .pxd, no typed hot paths). Cython is pinned in requirements.txt
(the kernel's build compiles the modules mypyc does not with it: engine/cardwars/kernel.py).

--typed (build(typed=True), into var/next_kernel_typed/): the same, plus the augmenting declaration files kept in
bench/next_kernel/pxd/ (a board.pxd beside board.py, ...) copied beside their modules before compiling. They make
the board's classes extension types with typed fields and give the hottest functions C-typed arguments and
locals; the .py sources are still compiled as they are (annotation typing off: the .pxd files alone say what is
typed), so the games are the same.

A build is redone when a source, a .pxd or Cython changes; cythonize then recompiles only the modules whose
source or declarations changed (prune()). A module that Cython or gcc refuses is left as Python in the build and named, with the reason, by `build()`."""
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
TYPED_DIR = BASE_DIR / "var" / "next_kernel_typed"
PXD_DIR = Path(__file__).resolve().parent / "pxd"  # mirrors the project: pxd/engine/cardwars/board.pxd, ...
TYPED_DIRECTIVES = "language_level=3,annotation_typing=False"  # the .pxd files say what is typed, not the hints
JOBS = 2  # the machine is shared: never more than two compilers at a time
SUFFIX = ".so"
STAMP = "build.stamp"
INSTALL = "Cython is not installed: `make venv` installs it (requirements.txt)"


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


def pxd_files() -> list[str]:
    """The typed build's declaration files, as paths relative to PXD_DIR (= where they go in the build)."""
    return sorted(str(p.relative_to(PXD_DIR)) for p in PXD_DIR.rglob("*.pxd"))


def fingerprint(typed: bool = False) -> str:
    """A hash of every source the build reads: the build is reused while it is the same."""
    h = hashlib.sha256(f"{cython_version()} {TYPED_DIRECTIVES if typed else DIRECTIVES}".encode())
    for rel in modules(BASE_DIR):
        h.update(rel.encode() + (BASE_DIR / rel).read_bytes())
    for rel in pxd_files() if typed else ():
        h.update(rel.encode() + (PXD_DIR / rel).read_bytes())
    return h.hexdigest()


def extension(build_dir: Path, rel: str) -> Path | None:
    """The extension built for the module at `rel` in the build, or None."""
    found = sorted((build_dir / rel).parent.glob(Path(rel).stem + ".*" + SUFFIX))
    return found[0] if found else None


def build(build_dir: Path | None = None, jobs: int = JOBS, typed: bool = False) -> tuple[list[str], dict]:
    """Compile the engine into `build_dir` (default: var/next_kernel, or var/next_kernel_typed with the .pxd
    files when `typed`) unless it is up to date there. Returns (compiled modules, {module left as Python: why}).
    Raises RuntimeError without Cython."""
    if cython_version() is None:
        raise RuntimeError(INSTALL)
    build_dir = build_dir or (TYPED_DIR if typed else BUILD_DIR)
    stamp = fingerprint(typed)
    log = build_dir / "build.log"
    if (build_dir / STAMP).is_file() and (build_dir / STAMP).read_text() == stamp:
        return outcome(build_dir, log)
    prune(build_dir, typed)
    shutil.copytree(BASE_DIR / "engine", build_dir / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so"),
                    dirs_exist_ok=True)  # copy2: the sources keep their times, so cythonize redoes only what changed
    for rel in pxd_files() if typed else ():
        shutil.copy2(PXD_DIR / rel, build_dir / rel)
    cythonize = Path(sys.executable).with_name("cythonize")
    done = subprocess.run([str(cythonize), "-3", "-i", "-k", "-j", str(max(1, min(jobs, os.cpu_count() or 1))),
                           "-X", TYPED_DIRECTIVES if typed else DIRECTIVES, *modules(build_dir)], cwd=build_dir,
                          stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    log.write_text(done.stdout)
    (build_dir / STAMP).write_text(stamp)
    return outcome(build_dir, log)


def prune(build_dir: Path, typed: bool) -> None:
    """Make an earlier build in `build_dir` fit for reuse: every module or .pxd the sources no longer have goes,
    with what was generated from it; the rest (C files, extensions) stays, and cythonize rebuilds only the
    modules whose source or declarations are newer than their extension."""
    root = build_dir / "engine"
    if not root.is_dir():
        return
    keep = {str(p.relative_to(BASE_DIR)) for p in (BASE_DIR / "engine").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != SUFFIX}
    keep |= set(pxd_files()) if typed else set()
    for p in sorted(root.rglob("*")):
        rel = str(p.relative_to(build_dir))
        if p.is_file() and p.suffix in (".py", ".pxd") and rel not in keep:
            for gone in (p, p.with_suffix(".c"), *p.parent.glob(p.stem + ".*" + SUFFIX)):
                gone.unlink(missing_ok=True)


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


def main(argv: list[str] | None = None) -> int:
    typed = "--typed" in (sys.argv[1:] if argv is None else argv)
    try:
        ok, failed = build(typed=typed)
    except RuntimeError as e:
        print(e, file=sys.stderr)
        return 1
    print(f"{len(ok)} modules compiled by Cython into {TYPED_DIR if typed else BUILD_DIR}"
          f"{' with ' + ', '.join(pxd_files()) if typed else ''}; left as Python: {failed or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
