"""Writing the outputs of one command as a set: all of them, or none (an earlier set stays as it was).

Each file is written to a temporary file beside its target and each folder is built in a temporary folder
beside its target first; only when everything is staged are they moved into place, and a move that fails
puts back whatever the earlier moves replaced. Nothing half-written, nothing mixed with an older run.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel

from citeset.errors import InputError


def check_file_target(path: Path) -> None:
    """Refuse, before anything is written, a file output whose place a folder takes."""
    if path.is_dir():
        raise InputError("is a folder: give a file name for this output", path=path)


def staging_folder(target: Path) -> Path:
    """A fresh temporary folder beside `target` (same file system, so the final move is a rename)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".{target.name}.citeset-tmp-", dir=target.parent))


def _stage_file(target: Path, text: str) -> Path:
    check_file_target(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    mask = os.umask(0o022)
    os.umask(mask)
    os.fchmod(fd, 0o666 & ~mask)  # an output file gets the usual permissions, not mkstemp's 0600
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    return Path(tmp)


def jsonl_text(rows: Iterable[BaseModel]) -> str:
    """JSON Lines as `citeset._jsonl.write_json_lines` writes them."""
    return "".join(row.model_dump_json(exclude_none=True) + "\n" for row in rows)


def json_text(model: BaseModel) -> str:
    """A JSON file as `citeset._jsonl.write_json` writes it."""
    return model.model_dump_json(indent=2) + "\n"


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def write_set(files: list[tuple[Path, str]], folders: list[tuple[Path, Path]] | None = None) -> None:
    """Put every (target, text) file and every (staged folder, target) folder in place, or none of them. A
    folder target must not exist yet; a file target that exists is replaced. The staged folders are removed
    on failure."""
    staged: list[tuple[Path, Path]] = list(folders or [])
    moved: list[tuple[Path, Path | None]] = []
    try:
        for target, _ in files:
            check_file_target(target)
        for _, target in staged:
            if target.exists():
                raise InputError("already exists: choose another folder", path=target)
        staged += [(_stage_file(target, text), target) for target, text in files]
        for tmp, target in staged:
            backup = None
            if target.exists():
                backup = target.with_name(f".{target.name}.citeset-old-{uuid.uuid4().hex[:8]}")
                os.replace(target, backup)
            moved.append((target, backup))
            os.replace(tmp, target)
    except BaseException:
        for target, backup in reversed(moved):
            _remove(target)  # the new output (absent when its own move failed)
            if backup is not None:
                os.replace(backup, target)
        for tmp, _ in staged:
            _remove(tmp)
        raise
    for _, backup in moved:
        if backup is not None:
            _remove(backup)
