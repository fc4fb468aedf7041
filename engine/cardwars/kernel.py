"""The compiled rules kernel: the board, the state and the referee (rules, ops) built to C extensions by mypyc.

    make kernel        # the build; `make setup` and `make test` run it (mypyc comes with mypy; gcc builds)
    python -c 'from engine.cardwars.kernel import main; main()'    # compiled or pure, and why

The same source files are the pure-Python path: the build copies them, compiles the copies into
var/kernel/ with a stamp (a hash of the sources it compiled), and this module's import hook loads a compiled
module only while the stamp matches the sources as they are now. Change a source file and that process runs
pure Python until the next build: a stale build is never used. CARDWARS_PURE=1 in the environment keeps the
pure path whatever is built; tests/engine/test_kernel.py plays the same games both ways and compares them
action by action (the engine's determinism holds through either path).

What is compiled is the kernel the profile spends its time in apart from the card scripts: the event hub
(events.py) and the card vocabulary (dsl) stay interpreted, because card scripts subclass their classes and
set attributes on their objects, which mypyc's native classes refuse. The kernel's functions take the
position typed as a Board, so mypyc reads its fields directly; the rest is compiled as written.
`python -m bench.compiled` measures the two paths side by side."""
from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

PACKAGE = "engine.cardwars"
MODULES = ("board", "game", "rules.apply", "rules.costs", "rules.fight", "rules.legal", "rules.turn", "ops.core",
           "ops.primitives")
_HERE = Path(__file__).resolve().parent
ROOT = _HERE.parent.parent  # the project: engine/ is in it
BUILD_DIR = Path(os.environ.get("CARDWARS_KERNEL_DIR", ROOT / "var" / "kernel"))
STAMP = "sources.sha256"
_SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
_MYPY_INI = "[mypy]\nignore_missing_imports = True\nfollow_imports = silent\n"


def _source(module: str) -> Path:
    return _HERE.joinpath(*module.split(".")).with_suffix(".py")


def sources_hash() -> str:
    """A hash of the kernel's source files as they are now (and of the Python that would load the build)."""
    h = hashlib.sha256(_SUFFIX.encode())
    for m in MODULES:
        h.update(m.encode() + b"\0" + _source(m).read_bytes() + b"\0")
    return h.hexdigest()


def status(build_dir: Path = BUILD_DIR) -> tuple[bool, str]:
    """(True, why) when the compiled kernel would be loaded in this process, else (False, why not)."""
    if os.environ.get("CARDWARS_PURE"):
        return False, "CARDWARS_PURE is set"
    stamp = build_dir / STAMP
    if not stamp.exists():
        return False, f"no build in {build_dir} (make kernel)"
    if stamp.read_text().strip() != sources_hash():
        return False, "the build is older than the sources (make kernel)"
    missing = [m for m in MODULES if not _built(build_dir, m).exists()]
    if missing:
        return False, f"the build lacks {', '.join(missing)}"
    return True, f"compiled modules from {build_dir}"


def _built(build_dir: Path, module: str) -> Path:
    return build_dir.joinpath(*PACKAGE.split("."), *module.split(".")).with_name(module.split(".")[-1] + _SUFFIX)


class _Finder:
    """Meta-path hook: the kernel's modules come from the build, every other module as usual."""

    cardwars_kernel = True  # how a second copy of this module (run as __main__) knows the hook is in

    def __init__(self, build_dir: Path):
        self.build_dir = build_dir
        self.names = {f"{PACKAGE}.{m}": m for m in MODULES}

    def find_spec(self, fullname, path=None, target=None):
        m = self.names.get(fullname)
        if m is None:
            return None
        so = str(_built(self.build_dir, m))
        loader = importlib.machinery.ExtensionFileLoader(fullname, so)
        return importlib.util.spec_from_file_location(fullname, so, loader=loader)


COMPILED, WHY = status()
if COMPILED and not any(getattr(f, "cardwars_kernel", False) for f in sys.meta_path):
    # The modules' shared library is a top-level module of the build (mypyc puts it there).
    sys.path.append(str(BUILD_DIR))
    sys.meta_path.insert(0, _Finder(BUILD_DIR))


def build(build_dir: Path = BUILD_DIR) -> int:
    """Compile copies of the kernel's sources into `build_dir` (nothing to do when the build there is up to
    date); returns 0 or the compiler's exit code."""
    digest = sources_hash()
    stamp = build_dir / STAMP
    if stamp.exists() and stamp.read_text().strip() == digest and all(_built(build_dir, m).exists() for m in MODULES):
        return 0
    with tempfile.TemporaryDirectory(prefix="cardwars-kernel-") as tmp:
        work = Path(tmp)
        # A copy of the whole engine, so that mypyc reads the modules the kernel imports; only MODULES are compiled.
        shutil.copytree(ROOT / "engine", work / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        files = [str(Path("engine", "cardwars", *m.split(".")).with_suffix(".py")) for m in MODULES]
        (work / "mypy.ini").write_text(_MYPY_INI)
        done = subprocess.run([sys.executable, "-m", "mypyc", "--config-file", "mypy.ini", *files], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if done.returncode != 0:
            print(done.stdout[-4000:], file=sys.stderr)
            return done.returncode
        if build_dir.exists():
            shutil.rmtree(build_dir)
        build_dir.mkdir(parents=True)
        for so in work.glob("*" + _SUFFIX):  # the shared library of all the modules
            shutil.copy(so, build_dir / so.name)
        for m in MODULES:
            src = _built(work, m)
            dst = _built(build_dir, m)
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(src, dst)
        (build_dir / STAMP).write_text(digest + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["build"]:
        code = build()
        print("compiled kernel built in " + str(BUILD_DIR) if code == 0 else
              "the compiled kernel could not be built: the engine runs pure Python", file=sys.stderr)
        return 0 if "--strict" not in args else code
    ok, why = status()
    print(("compiled: " if ok else "pure Python: ") + why)
    return 0


if __name__ == "__main__":
    sys.exit(main())
