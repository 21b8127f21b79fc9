"""The citeset version (a leaf module, so any layer may read it without importing the package root)."""

__version__ = "0.1.0"


def code_digest() -> str:
    """SHA-256 of citeset's own code and data files (every file of the installed package, by relative path).

    The version string does not change with every edit, a `git pull` or a patched install; work that is
    resumed or reused across processes (sharded `--resume`) must come from the same code, so it records this."""
    import hashlib
    from pathlib import Path

    root = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()
