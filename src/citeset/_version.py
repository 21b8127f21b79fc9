"""The citeset version (a leaf module, so any layer may read it without importing the package root)."""

import functools
from collections.abc import Iterable
from pathlib import Path

__version__ = "0.1.0"


@functools.cache
def code_digest() -> str:
    """SHA-256 of citeset's own code and data files (every file of the installed package, by relative path),
    computed once per process.

    The version string does not change with every edit, a `git pull` or a patched install; work that is
    resumed or reused across processes (sharded `--resume`, a shard computed by another worker) must come from
    the same code, so it records this."""
    root = Path(__file__).resolve().parent
    return files_digest(root, (p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts))


def files_digest(root: Path, files: Iterable[Path]) -> str:
    """SHA-256 of `files` (under `root`), in path order, each by its path relative to `root` and its bytes."""
    import hashlib

    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()
