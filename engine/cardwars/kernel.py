"""The compiled rules kernel: the board, the state, the referee (rules, ops) and greedy's playouts built by mypyc,
and the rest of a Card Wars game (card scripts, vocabulary, event hub) built by Cython as written.

    make kernel      # the build (engine/cardwars/kernel_build.py); `make setup` and `make test` run it
    python -c 'from engine.cardwars.kernel import main; main()'    # compiled or pure, and why

The same source files are the pure-Python path: the build compiles copies of them into var/kernel/ and keeps
the copies beside the extensions, and this module's import hook loads the compiled modules only while every
copy is byte for byte the source as it is now. Change a source file and the process runs pure Python until
the next build: a stale build is never used. CARDWARS_PURE=1 in the environment keeps the pure path whatever
is built; tests/engine/test_kernel.py plays the same games both ways and compares them action by action (the
engine's determinism holds through either path).

What mypyc compiles (MODULES) is the kernel the profile spends its time in apart from the card scripts: the
event hub (events.py) and the card vocabulary (dsl) are left out of it, because card scripts subclass their
classes and set attributes on their objects, which mypyc's native classes refuse. The greedy players' hot path
is in it too: the playout's choice rule and loop (players.playout), SimplePlayer's rules (players.simple), the
leaf evaluation (players.evaluate, players.team_eval) and the stats it reads (players.view); their search
classes are left out, as greedy's variants subclass them. The kernel's functions take the position typed as a
Board, so mypyc reads its fields directly; the rest is compiled as written.

The rest of a Card Wars game's Python (SCRIPTED: the card scripts, the vocabulary, the event hub, the players'
searches, engine.core) is compiled by Cython as it is written, with type hints not enforced
(annotation_typing=False), so every value keeps its Python meaning and subclassing and attributes on functions
work as before: no C types, only the interpreter's dispatch removed (docs/engine-speed.md measures it). Those
modules are part of the build: loaded with the kernel, stale with it, and kept out when CARDWARS_PURE is set.
`python -m bench.compiled` measures the two paths side by side.

This module is imported by every process that uses the engine, so it imports only what the interpreter has
loaded anyway (os, sys, importlib.machinery): hashing or file-copying modules would cost each worker
megabytes of memory."""
from __future__ import annotations

import importlib.machinery
import os
import sys

PACKAGE = "engine.cardwars"
MODULES = ("board", "game", "rules.apply", "rules.costs", "rules.fight", "rules.legal", "rules.turn", "ops.core",
           "ops.primitives", "players.view", "players.team_eval", "players.evaluate", "players.simple", "players.playout")
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))  # the project: engine/ is in it
# Cython's part of the build, by full name: every module of engine.core and of engine.cardwars's packages below
# that is not in MODULES, not a package's __init__ and not in KEEP_PURE (this module and its build, which run
# before any build exists; players.value, which finds its weights beside its own file).
SCRIPTED_DIRS = ("core", "cardwars", "cardwars/dsl", "cardwars/cards", "cardwars/players", "cardwars/rules", "cardwars/ops")
KEEP_PURE = ("engine.cardwars.kernel", "engine.cardwars.kernel_build", "engine.cardwars.players.value")


def _scripted() -> tuple[str, ...]:
    mypyc = {f"{PACKAGE}.{m}" for m in MODULES}
    out = []
    for d in SCRIPTED_DIRS:
        for name in sorted(os.listdir(os.path.join(ROOT, "engine", d))):
            if name.endswith(".py") and name != "__init__.py":
                full = "engine." + d.replace("/", ".") + "." + name[:-3]
                if full not in mypyc and full not in KEEP_PURE:
                    out.append(full)
    return tuple(out)


SCRIPTED = _scripted()
BUILD_DIR = os.environ.get("CARDWARS_KERNEL_DIR") or os.path.join(ROOT, "var", "kernel")
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]  # e.g. .cpython-311-x86_64-linux-gnu.so
SOURCES = "src"  # under the build: the copies of the sources it compiled


def _full(module: str) -> str:
    """A module's full name: those of MODULES are named within the package, those of SCRIPTED in full."""
    return module if module.startswith("engine.") else f"{PACKAGE}.{module}"


def source(module: str) -> str:
    """The module's source file in the engine."""
    return os.path.join(ROOT, *_full(module).split(".")) + ".py"


def built(build_dir: str, module: str) -> str:
    """The module's extension in a build."""
    return os.path.join(build_dir, *_full(module).split(".")) + SUFFIX


def compiled_copy(build_dir: str, module: str) -> str:
    """The copy of the module's source that a build compiled (a SCRIPTED one's under its full name)."""
    return os.path.join(build_dir, SOURCES, *module.split(".")) + ".py"


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def stale(build_dir: str) -> str | None:
    """Why the build in `build_dir` may not be used (missing, incomplete, older than the sources), or None."""
    if not os.path.isdir(build_dir):
        return f"no build in {build_dir} (make kernel)"
    for m in MODULES + SCRIPTED:
        if not os.path.exists(built(build_dir, m)):
            return f"the build lacks {m} (make kernel)"
        if _read(compiled_copy(build_dir, m)) != _read(source(m)):
            return f"the build is older than the sources ({m}; make kernel)"
    return None


def status(build_dir: str = BUILD_DIR) -> tuple[bool, str]:
    """(True, why) when the compiled kernel would be loaded in this process, else (False, why not)."""
    if os.environ.get("CARDWARS_PURE"):
        return False, "CARDWARS_PURE is set"
    why = stale(build_dir)
    return (False, why) if why else (True, f"compiled modules from {build_dir}")


class _Finder:
    """Meta-path hook: the kernel's modules come from the build, every other module as usual."""

    cardwars_kernel = True  # how a second copy of this module knows the hook is in

    def __init__(self, build_dir: str):
        self.build_dir = build_dir
        self.names = {_full(m): m for m in MODULES + SCRIPTED}

    def find_spec(self, fullname, path=None, target=None):
        m = self.names.get(fullname)
        if m is None:
            return None
        so = built(self.build_dir, m)
        spec = importlib.machinery.ModuleSpec(fullname, importlib.machinery.ExtensionFileLoader(fullname, so),
                                              origin=so)
        spec.has_location = True  # the module's __file__ is the extension
        return spec


COMPILED, WHY = status()
if COMPILED and not any(getattr(f, "cardwars_kernel", False) for f in sys.meta_path):
    sys.path.append(BUILD_DIR)  # the modules' shared library is a top-level module of the build (mypyc's layout)
    sys.meta_path.insert(0, _Finder(BUILD_DIR))


def main() -> int:
    """Say whether this process runs the compiled kernel, and why."""
    print(("compiled: " if COMPILED else "pure Python: ") + WHY)
    return 0
