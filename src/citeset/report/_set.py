"""A report set (report.json, cards.jsonl, report.md, manifest.json) written crash-consistently.

Every file is written into a fresh hidden sibling folder; `manifest.json` (each file's SHA-256) is
written last; then the folder takes the place of `--out` in one atomic exchange of the two directory
entries (Linux `renameat2(RENAME_EXCHANGE)`; elsewhere two renames a few microseconds apart). After a
kill at any moment `--out` holds the complete old set or the complete new set, never a mix. One writer
at a time: a second one is refused while a lock beside the folder is held. Hidden leftovers of a killed
run are removed by the next writer, and `read_report_set` verifies every digest the manifest lists.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import IO

from pydantic import Field

from citeset._files import sha256_file
from citeset._lock import exclusive_lock
from citeset._model import SCHEMA_VERSION, Record
from citeset.errors import InputError

MANIFEST = "manifest.json"
SET_FILES = ("report.json", "cards.jsonl", "report.md")
DERIVED = ("report.html",)  # renderings of a set (`citeset report DIR --format html --out DIR/report.html`)
_TMP, _OLD, _LOCK = ".citeset-tmp-", ".citeset-old-", ".citeset-lock"


class SetManifest(Record):
    """manifest.json of a report set: written last, so a set without it (or not matching it) is not complete."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    files: dict[str, str] = Field(description="File name -> SHA-256 hex digest of its bytes.")


class ReportSetWriter:
    """Files of one report set, written into a hidden folder until `write_report_set` moves it into place."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.names: list[str] = []
        self.images: set[str] = set()

    @contextmanager
    def open(self, name: str) -> Iterator[IO[str]]:
        _check_name(name)
        self.names.append(name)
        with (self.folder / name).open("w", encoding="utf-8") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())

    def add_image(self, name: str, png: bytes) -> str:
        """A screenshot for the set; kept only if a card shows it (`keep_images`)."""
        _check_name(name)
        (self.folder / name).write_bytes(png)
        self.names.append(name)
        self.images.add(name)
        return name

    def keep_images(self, shown: set[str]) -> None:
        """Removes the screenshots no written card shows: a card drops the picture of an element whose text is
        withheld from its reader, and the picture must not stay beside the cards either."""
        dropped = self.images - shown
        for name in dropped:
            (self.folder / name).unlink(missing_ok=True)
        self.names = [name for name in self.names if name not in dropped]
        self.images -= dropped

    def seal(self) -> None:
        manifest = SetManifest(files={name: sha256_file(self.folder / name) for name in self.names})
        with (self.folder / MANIFEST).open("w", encoding="utf-8") as handle:
            handle.write(manifest.model_dump_json(indent=2) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        _fsync_dir(self.folder)


def _check_name(name: str) -> None:
    if "/" in name or name in (MANIFEST, "") or name.startswith("."):
        raise ValueError(f"not a report set file name: {name!r}")


@contextmanager
def write_report_set(out: Path) -> Iterator[ReportSetWriter]:
    """Lock `out`, give a writer for a fresh hidden folder, and on success swap it in place of `out`.

    On any error (or SIGTERM turned into SystemExit) the hidden folder is removed and `out` is untouched.
    """
    with replace_folder(out, _check_replaceable) as folder:
        writer = ReportSetWriter(folder)
        yield writer
        writer.seal()


@contextmanager
def replace_folder(out: Path, check: Callable[[Path, Path], None]) -> Iterator[Path]:
    """Lock `out`, call `check(target, out)` (`target`: `out` resolved), give a fresh hidden sibling folder to
    fill, and on success swap it in place of `out` as a whole (`write_report_set`; `citeset demo --out`, whose
    folder holds one report set per example). On any error the hidden folder is removed and `out` is untouched."""
    target = out.resolve()  # also what a symlinked or relative ("." ) --out names
    with _locked(target, shown=out):
        check(target, out)
        _remove_leftovers(target)
        folder = Path(tempfile.mkdtemp(prefix=f".{target.name}{_TMP}", dir=target.parent))
        try:
            os.chmod(folder, _folder_mode(target))  # mkdtemp makes it private; a report folder is not
            yield folder
            _fsync_dir(folder)
            _swap_in(folder, target)
        finally:
            shutil.rmtree(folder, ignore_errors=True)


def is_leftover(name: str) -> bool:
    """A lock, or a hidden folder of a killed writer, that `write_report_set` leaves beside a set it writes."""
    return name.startswith(".") and any(mark in name for mark in (_TMP, _OLD, _LOCK))


def _folder_mode(target: Path) -> int:
    """The old folder's permissions, else what `mkdir` would give under the current umask."""
    if target.is_dir():
        return target.stat().st_mode & 0o7777
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o777 & ~umask


def set_kind(folder: Path) -> str | None:
    """Which command's report set `folder` holds, by its files: "evaluate" (report.json: evaluate, gate, demo),
    "render-check" (render.json), "render" (HTML pages only), "other"; None when it holds no report set."""
    if not folder.is_dir():
        return None
    if (folder / "report.json").exists():
        return "evaluate"
    if (folder / "render.json").exists():
        return "render-check"
    manifest = _read_manifest(folder) if (folder / MANIFEST).exists() else None
    if manifest is None:
        return None
    return "render" if manifest.files and all(n.endswith(".html") for n in manifest.files) else "other"


def refuse_other_set(out: Path, own: str, force: bool) -> None:
    """A command replaces its own earlier report set in `out`; another command's only with --force (earlier
    verdicts, pages or checks are not lost by accident). Never a probe folder, a demo output, a calibration or a
    sample, nor a folder inside any output set (the set would be written into it)."""
    from citeset._files import REPORT_SETS, refuse_inside_an_output_set

    refuse_inside_an_output_set(out, into=True, own=REPORT_SETS)
    kind = None if force else set_kind(out)
    if kind is not None and kind != own:
        what = {"evaluate": "an evaluation report (report.json)", "render-check": "a render-check report",
                "render": "rendered pages"}.get(kind, "another command's report set")
        raise InputError(f"holds {what}, which `{own}` would replace; pass --force to replace it, or choose another "
                         f"--out", path=out, field="--out")


def _check_replaceable(target: Path, shown: Path) -> None:
    """`out` is replaced as a whole, so it must be absent, empty, or a report set (never a user's folder)."""
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        return
    if not target.is_dir():
        raise InputError("--out must be a folder, and a file is in the way", path=shown, field="--out")
    ours = set(SET_FILES) | set(DERIVED) | {MANIFEST}
    manifest = _read_manifest(target)
    if manifest is not None:
        ours |= set(manifest.files)
    foreign = sorted(p.name for p in target.iterdir() if p.name not in ours)
    if foreign:
        raise InputError(f"the folder holds files that are not part of a citeset report ({', '.join(foreign[:3])}"
                         f"{', ...' if len(foreign) > 3 else ''}); the whole folder is replaced, so give an empty "
                         f"or new folder", path=shown, field="--out")


def _remove_leftovers(target: Path) -> None:
    """Hidden folders of runs killed before they could clean up (only called while holding the lock)."""
    for prefix in (_TMP, _OLD):
        for leftover in target.parent.glob(f".{_glob_escape(target.name)}{prefix}*"):
            shutil.rmtree(leftover, ignore_errors=True)


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in name)


def _swap_in(folder: Path, target: Path) -> None:
    if not target.exists():
        os.rename(folder, target)  # atomic: nothing was there
        _fsync_dir(target.parent)
        return
    if _exchange(folder, target):  # `folder` now holds the old set
        _fsync_dir(target.parent)
        shutil.rmtree(folder, ignore_errors=True)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{target.name}{_OLD}", dir=target.parent))
    os.rename(target, old / "set")
    os.rename(folder, target)
    _fsync_dir(target.parent)
    shutil.rmtree(old, ignore_errors=True)


def _exchange(a: Path, b: Path) -> bool:
    """Atomically exchange two paths (Linux renameat2 RENAME_EXCHANGE); False when not available here."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code), str(b))


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a directory; the rename is still atomic
    finally:
        os.close(fd)


def _locked(target: Path, shown: Path) -> AbstractContextManager[None]:
    """Hold an exclusive lock on `.NAME.citeset-lock` beside the folder; refuse if another writer holds it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    path = target.parent / f".{target.name}{_LOCK}"
    return exclusive_lock(path, lambda: InputError(
        f"another citeset run is writing this folder (lock {path.name}); wait for it or choose another --out",
        path=shown, field="--out"))


def _read_manifest(folder: Path) -> SetManifest | None:
    path = folder / MANIFEST
    if not path.is_file():
        return None
    try:
        return SetManifest.model_validate_json(path.read_bytes())
    except (ValueError, OSError):
        return None


def read_report_set(folder: Path, attempts: int = 5) -> tuple[bytes, bytes | None]:
    """The bytes of report.json and cards.jsonl (None when absent), verified against the manifest when
    there is one: what is returned is exactly what was digest-checked. A writer swapping a new set in
    while we read shows as a mismatch; reading again then sees one whole set, so a mismatch is only an
    error when it persists."""
    for attempt in range(attempts):
        try:
            return _read_once(folder)
        except InputError:
            if attempt == attempts - 1:
                raise
    raise AssertionError("unreachable")


def _read_once(folder: Path) -> tuple[bytes, bytes | None]:
    manifest_path = folder / MANIFEST
    manifest: SetManifest | None = None
    if manifest_path.exists():
        try:
            manifest = SetManifest.model_validate_json(_read_bytes(manifest_path))
        except ValueError as exc:
            raise InputError(f"unreadable report manifest: {str(exc).splitlines()[0]}", path=manifest_path) from None
    report_path = folder / "report.json"
    if not report_path.exists():
        raise InputError("no report.json here (run `citeset evaluate ... --out DIR` first)", path=report_path)
    read: dict[str, bytes | None] = {"report.json": _read_bytes(report_path), "cards.jsonl": None}
    if (folder / "cards.jsonl").exists():
        read["cards.jsonl"] = _read_bytes(folder / "cards.jsonl")
    for name, expected in (manifest.files if manifest else {}).items():
        file = folder / name
        data = read[name] if name in read else (_read_bytes(file) if _safe_name(name) and file.is_file() else None)
        if data is None:
            raise InputError(f"the report set is incomplete: {name} listed in {MANIFEST} is missing", path=folder)
        if hashlib.sha256(data).hexdigest() != expected:
            raise InputError(f"{name} does not match its digest in {MANIFEST}: the report set was changed or "
                             f"mixed with another run", path=file)
    return read["report.json"] or b"", read["cards.jsonl"]


def _safe_name(name: str) -> bool:
    return bool(name) and "/" not in name and "\\" not in name and not name.startswith(".")


def _read_bytes(path: Path) -> bytes:
    from citeset._files import require_regular

    require_regular(path)  # a FIFO or /dev/zero named report.json would block or never end
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError("expected a file, found a folder", path=path) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", path=path) from None

