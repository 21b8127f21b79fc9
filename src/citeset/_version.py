"""The citeset version (a leaf module, so any layer may read it without importing the package root)."""

__version__ = "0.1.0"


_CODE_DIGEST: list[str] = []


def code_digest() -> str:
    """SHA-256 of citeset's own code and data files (every file of the installed package, by relative path),
    computed once per process.

    The version string does not change with every edit, a `git pull` or a patched install; work that is
    resumed or reused across processes (sharded `--resume`, a shard computed by another worker) must come from
    the same code, so it records this."""
    if not _CODE_DIGEST:
        _CODE_DIGEST.append(_digest_files())
    return _CODE_DIGEST[0]


def _digest_files() -> str:
    import hashlib
    from pathlib import Path

    root = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()
