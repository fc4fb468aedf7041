"""Build the compiled kernel (engine/cardwars/kernel.py says what and why): `make kernel`.

Copies the whole engine to a scratch directory (mypyc reads the modules the kernel imports), compiles the
kernel's modules there with mypyc (part of mypy, pinned in requirements.txt; gcc builds the extensions) and,
beside it, the SCRIPTED modules with Cython (pinned there too), and installs the extensions in the build
directory with copies of the sources they were compiled from. Nothing is done while the build there is up to
date. A build that fails leaves the engine on its pure-Python path."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

from .kernel import BUILD_DIR, MODULES, ROOT, SCRIPTED, SUFFIX, built, compiled_copy, source, stale

MYPY_INI = "[mypy]\nignore_missing_imports = True\nfollow_imports = silent\n"
# Cython over the SCRIPTED modules, in place in the scratch copy (argv: the modules' full names). Type hints are not
# enforced (annotation_typing=False: a hint is no promise in this engine), and no debugging symbols are kept.
CYTHON_BUILD = """
import sys
from Cython.Build import cythonize
from setuptools import Extension
from setuptools.dist import Distribution
exts = [Extension(m, [m.replace(".", "/") + ".py"], extra_compile_args=["-O2", "-g0"]) for m in sys.argv[1:]]
exts = cythonize(exts, language_level=3, quiet=True, nthreads=2, compiler_directives={"annotation_typing": False})
dist = Distribution({"ext_modules": exts, "script_name": "kernel_build", "packages": []})
cmd = dist.get_command_obj("build_ext")
cmd.inplace, cmd.parallel, cmd.build_temp = True, 2, "build-cython"  # mypyc's scratch files are in build/
dist.run_command("build_ext")
"""


def build(build_dir: str = BUILD_DIR) -> int:
    """Compile the kernel into `build_dir` unless it is up to date there; returns 0 or the compiler's exit code."""
    if stale(build_dir) is None:
        return 0
    with tempfile.TemporaryDirectory(prefix="cardwars-kernel-") as work:
        shutil.copytree(os.path.join(ROOT, "engine"), os.path.join(work, "engine"),
                        ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        files = [os.path.relpath(source(m), ROOT) for m in MODULES]
        with open(os.path.join(work, "mypy.ini"), "w", encoding="utf-8") as f:
            f.write(MYPY_INI)
        with tempfile.TemporaryFile("w+") as cy_log:  # the two compilers side by side: 2 cores, about 2 minutes
            cython = subprocess.Popen([sys.executable, "-c", CYTHON_BUILD, *SCRIPTED], cwd=work, stdout=cy_log,
                                      stderr=subprocess.STDOUT, text=True)
            done = subprocess.run([sys.executable, "-m", "mypyc", "--config-file", "mypy.ini", *files], cwd=work,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            cython.wait()
            cy_log.seek(0)
            for code, log in ((done.returncode, done.stdout), (cython.returncode, cy_log.read())):
                if code != 0:
                    print(log[-4000:], file=sys.stderr)
                    return code
        if os.path.isdir(build_dir):
            shutil.rmtree(build_dir)
        os.makedirs(build_dir)
        for name in os.listdir(work):  # the shared library of all the modules, at the top
            if name.endswith(SUFFIX):
                shutil.copy(os.path.join(work, name), build_dir)
        for m in MODULES + SCRIPTED:
            for src, dst in ((built(work, m), built(build_dir, m)),
                             (os.path.join(work, os.path.relpath(source(m), ROOT)), compiled_copy(build_dir, m))):
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy(src, dst)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Build; a failure is reported and, unless --strict, is not an error (the pure path runs)."""
    args = sys.argv[1:] if argv is None else argv
    code = build()
    print(f"compiled kernel in {BUILD_DIR}" if code == 0 else
          "the compiled kernel could not be built: the engine runs as pure Python", file=sys.stderr)
    return code if "--strict" in args else 0


if __name__ == "__main__":
    sys.exit(main())
