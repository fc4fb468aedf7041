"""Which engine played a run: the project's version and a fingerprint of the engine's source, so a shared
report says exactly what produced its games (two runs with the same seed and the same fingerprint play the
same games)."""

import functools
import hashlib
import tomllib
from pathlib import Path

import engine

ROOT = Path(engine.__file__).resolve().parent


@functools.cache
def project_version() -> str:
    """The [project] version of pyproject.toml ('unknown' where the file is not shipped)."""
    try:
        with open(ROOT.parent / "pyproject.toml", "rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


@functools.cache
def engine_version() -> str:
    """'0.1.0+1a2b3c4d5e6f': the version and the first 12 hex digits of a SHA-256 over every engine source
    file (its path and its bytes, in path order); computed once per process."""
    digest = hashlib.sha256()
    for path in sorted(ROOT.rglob("*.py")):
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
    return f"{project_version()}+{digest.hexdigest()[:12]}"
