"""Writing a suite folder atomically (importers use this; an existing suite is never half-overwritten)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path

from citeset._jsonl import write_json_lines
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.suite._load import CASES, SOURCES, SPANS
from citeset.suite._models import Case


def write_suite(
    folder: str | Path,
    versions: Iterable[SourceVersion],
    spans: Iterable[Span],
    cases: Iterable[Case],
    *,
    overwrite: bool = False,
    freeze: bool = True,
) -> Path:
    """Write a suite into a temporary folder, check it loads, optionally freeze it, then move it into place."""
    from citeset.suite._freeze import freeze_suite
    from citeset.suite._load import load_suite

    target = Path(folder)
    if target.exists() and not overwrite:
        raise InputError("output suite already exists (use --force to replace it)", path=target)
    if target.exists():
        check_replaceable(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        write_json_lines(tmp / SOURCES, versions)
        write_json_lines(tmp / SPANS, spans)
        write_json_lines(tmp / CASES, cases)
        if freeze:
            # Imported routes are not judged here (it would add a judge call per route member to every
            # import); `citeset suite check` or `citeset freeze` on the written suite does that.
            freeze_suite(tmp, check_routes=False)
        else:
            load_suite(tmp)
        swap_folder(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


SUITE_ENTRIES = frozenset({SOURCES, SPANS, CASES, "manifest.json", "objects", "run.jsonl", "calibration.jsonl"})
"""What a written (imported, frozen) suite folder holds: all that --force may replace."""


def check_replaceable(target: Path) -> None:
    """A suite folder is replaced as a whole, so what --force replaces must be a suite (never a user's folder
    holding the import's own input: a hardening audit lost both to `import csv DIR/in.csv --out DIR --force`)."""
    if not target.is_dir():
        raise InputError("--out must be a folder, and a file is in the way", path=target, field="--out")
    foreign = sorted(p.name for p in target.iterdir() if p.name not in SUITE_ENTRIES)
    if foreign:
        raise InputError(f"the folder holds files that are not part of a citeset suite ({', '.join(foreign[:3])}"
                         f"{', ...' if len(foreign) > 3 else ''}); the whole folder is replaced, so give an empty "
                         f"or new folder", path=target, field="--out")


def backup_of(target: Path) -> Path:
    """Where `swap_folder` keeps the old `target` between its two renames."""
    return target.with_name(f".{target.name}.old")


def swap_folder(tmp: Path, target: Path) -> None:
    """Move the finished folder `tmp` to `target`; an existing `target` is renamed to `backup_of(target)` first
    and removed once the new one is in place, so `target` is never half-written."""
    if target.exists():
        backup = backup_of(target)
        shutil.rmtree(backup, ignore_errors=True)
        target.rename(backup)
        tmp.rename(target)
        shutil.rmtree(backup, ignore_errors=True)
    else:
        tmp.rename(target)
