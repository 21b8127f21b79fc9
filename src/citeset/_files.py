"""Reading files named inside a suite: confined to the suite folder, regular files only, bounded, UTF-8.

A suite is untrusted input. A version's `path` decides which file citeset copies into `objects/`, shows
to judges and quotes in cards, so it must never reach outside the suite folder (`/proc/self/environ`,
`../../etc/passwd`, a symlink), never block (a FIFO, `/dev/zero`) and never be unbounded.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from citeset.errors import InputError

DEFAULT_MAX_TEXT_BYTES = 64 * 1024 * 1024
MAX_TEXT_BYTES_ENV = "CITESET_MAX_TEXT_BYTES"
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


class FileRefused(ValueError):
    """A file named inside an input that citeset will not read; the caller adds file, line and field."""


def text_size_limit(value: int | None = None) -> int:
    """The size limit for one version text: `value` when given, else $CITESET_MAX_TEXT_BYTES, else 64 MiB."""
    if value is not None:
        if value < 1:
            raise InputError(f"the size limit must be at least 1 byte, got {value}", field="max_text_bytes")
        return value
    raw = os.environ.get(MAX_TEXT_BYTES_ENV)
    if raw is None or not raw.strip():
        return DEFAULT_MAX_TEXT_BYTES
    try:
        parsed = int(raw.strip().replace("_", ""))
    except ValueError:
        parsed = 0
    if parsed < 1:
        raise InputError(f"expected a whole number of bytes, got {raw!r}", path=MAX_TEXT_BYTES_ENV)
    return parsed


def refuse_replacing_a_node(path: Path) -> None:
    """An output is renamed into place, which would replace a pipe, a device (as root, `--out /dev/null`) or a link
    named as the output with a regular file (a hardening audit): such an output is refused, and left as it was."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return  # a new file
    if not stat.S_ISREG(mode):
        raise InputError(f"not a regular file ({_kind(mode)}): an output is written only as a file of its own",
                         path=path)


def _kind(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return "a link"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a plain file"


def confined_path(base: Path, rel: str) -> Path:
    """The real path of `rel` under `base`, refusing absolute paths, `..` escapes and symlinks leading out."""
    if not rel or "\x00" in rel:
        raise FileRefused(f"{rel!r} is not a usable file name")
    if os.path.isabs(rel):
        raise FileRefused(f"absolute path {rel!r} is not allowed: give a path relative to the suite folder")
    if os.path.normpath(rel).split(os.sep)[0] == os.pardir:
        raise FileRefused(f"{rel!r} leaves the suite folder")
    try:  # a folder on the way that changes while it is read (removed, swapped) is no file to read
        real_base = os.path.realpath(base)
        real = os.path.realpath(os.path.join(real_base, rel))
    except OSError as exc:
        raise FileRefused(f"cannot read {rel!r}: {exc.strerror}") from None
    if not _inside(real_base, real):
        # The target is not named: it is outside what the suite may show.
        raise FileRefused(f"{rel!r} is a symlink, or passes through one, leading outside the suite folder")
    return Path(real)


def require_regular(path: Path) -> os.stat_result:
    """Stat `path` (following symlinks) and refuse anything but a regular file, without opening it."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=path) from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError("expected a file, found a folder", path=path)
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"not a regular file ({_kind(info.st_mode)})", path=path)
    return info


def within(path: Path | str, folder: Path | str) -> bool:
    """Whether `path`, links resolved, is `folder` or inside it (links resolved too)."""
    return _inside(os.path.realpath(folder), os.path.realpath(path))


def _inside(real_base: str, real: str) -> bool:
    return os.path.commonpath([real_base, real]) == real_base


def refuse_special(path: Path) -> None:
    """Refuse a device or socket named as an input file (`/dev/zero` would be read without end): one clear
    error instead. A pipe is read to its end (`evaluate SUITE <(make-run)` reads a run once); a missing file or a
    folder is left to the caller's own message."""
    try:
        info = os.stat(path)
    except OSError:
        return
    mode = info.st_mode
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) or stat.S_ISSOCK(mode):
        raise InputError(f"not a regular file ({_kind(mode)})", path=path)


def refuse_own_input(out: Path, inputs: Iterable[Path | None], *, own: tuple[str, ...] = ()) -> None:
    """Refuse a single-file --out that is one of the command's inputs, anything inside any command's report set
    (`refuse_inside_an_output_set`), or a
    suite's own file (in any suite, or in an input folder): `render SUITE RUN --case A --out RUN` replaced the run
    with HTML, `diff A B --out A/report.json` broke report A's digest, `review labels --out DB` replaced the
    review database (hardening audits). A new file in a suite folder read may be written; an existing one may not.
    `own`: the kinds of output set the file's folder may be (`refuse_inside_an_output_set`)."""
    target = Path(os.path.realpath(out))
    folder = target.parent
    refuse_inside_an_output_set(out, own=own)
    if target.name in _SUITE_FILES and _is_suite(folder):  # frozen or not
        raise InputError(f"--out is a file of the suite {folder}; write to another place", path=out, field="--out")
    suite = next((p for p in list(target.parents)[:_SUITE_DEPTH] if _is_suite(p)), None)
    if suite is not None and target.exists():  # a version's text at its `path` ("SUITE/texts/pub-v1.txt")
        raise InputError(f"--out is a file in the suite {suite}; write to another place", path=out, field="--out")
    for given in inputs:
        if given is None or not os.path.exists(given):
            continue
        real = Path(os.path.realpath(given))
        inside = real.is_dir() and real in target.parents
        if target == real or (inside and (target.name in _SUITE_FILES or (_is_suite(real) and target.exists()))):
            # In a suite read, a file already there is the suite's (a version's text at its `path`, a run): a
            # hardening re-audit emptied a version text with `review export --out SUITE/texts/x.txt`.
            what = "one of the command's inputs" if target == real else f"a file of the input folder {given}"
            raise InputError(f"--out is {what}; write to another place", path=out, field="--out")


DEMO_EXAMPLES = ("cedar", "alignment", "returns")
"""The folders `citeset demo --out DIR` writes into DIR, a report set each (`citeset.demo.EXAMPLES`)."""
_SET_MANIFEST_LIMIT = 256 * 1024 * 1024
_OUTPUTS = {"evaluate": ("an evaluation report set", "which is replaced as a whole"),
            "render": ("a set of rendered pages", "which is replaced as a whole"),
            "render-check": ("a render-check report set", "which is replaced as a whole"),
            "other": ("a report set", "which is replaced as a whole"),
            "probe": ("a probe folder", "whose files a rerun of the probe rewrites"),
            "demo": ("a demo output", "which the next `citeset demo --out` replaces as a whole"),
            "calibrate": ("a judge calibration folder", "whose files a rerun of `judge calibrate` rewrites"),
            "sample": ("a blind review sample", "whose files a rerun of `judge sample` rewrites")}
REPORT_SETS = ("evaluate", "render", "render-check", "other")
"""The kinds of output set a report-set writer (`evaluate`, `gate`, `render`, `render-check`) may replace at its
--out as a whole: its own, or another one's with --force (`report._set`); never a probe folder, a demo output, a
calibration or a sample."""
_FILE_SETS = {"calibrate": ("calibration.json", "decisions.jsonl"), "sample": ("review.jsonl", "review_key.jsonl")}
"""The files `judge calibrate` and `judge sample` write into their --out, which may be any folder."""


def output_kind(folder: Path) -> str | None:
    """Which command's output folder `folder` is, by its files: "evaluate" (report.json and cards.jsonl: `evaluate`,
    `gate`, each of `demo`'s examples), "render-check", "render" (HTML pages only) or "other" (by the files its
    report-set manifest.json lists), "probe" (probe-run.json), "demo" (nothing but `demo`'s example folders, each
    a report set), "calibrate" or "sample" (nothing but the two files `judge calibrate` or `judge sample` write);
    None for any other folder. A suite's manifest.json (a freeze) is no report-set manifest."""
    try:
        if not folder.is_dir():
            return None
        if all((folder / name).is_file() for name in ("report.json", "cards.jsonl")):
            return "evaluate"
        if (folder / "probe-run.json").is_file():
            return "probe"
        files = _set_manifest_files(folder / "manifest.json")
        if files is not None:
            if "report.json" in files:
                return "evaluate"
            if "render.json" in files:
                return "render-check"
            return "render" if files and all(name.endswith(".html") for name in files) else "other"
        if _is_demo_output(folder):
            return "demo"
        return next((kind for kind, names in _FILE_SETS.items() if _holds_only(folder, names)), None)
    except OSError:  # an unreadable folder is nobody's output set; what is written there fails on its own
        return None


def _set_manifest_files(path: Path) -> list[str] | None:
    """The files a report set's manifest.json lists ({"schema_version", "files": {name: digest}}), else None."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > _SET_MANIFEST_LIMIT:
            return None
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or set(data) - {"schema_version", "files"} or not isinstance(data.get("files"), dict):
        return None
    files = data["files"]
    return list(files) if all(isinstance(v, str) for v in files.values()) else None


def _is_demo_output(folder: Path) -> bool:
    if not any((folder / name).is_dir() for name in DEMO_EXAMPLES):
        return False  # most folders, without listing them
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.name.startswith(".") and ".citeset-" in entry.name:
                continue  # a writer's lock, or the hidden folder of a killed one, beside an example
            if entry.name not in DEMO_EXAMPLES or entry.is_symlink() or output_kind(Path(entry.path)) != "evaluate":
                return False
    return True


def _holds_only(folder: Path, names: tuple[str, ...]) -> bool:
    """Whether `folder` holds these files and nothing else but their writers' hidden temporary files: calibration
    files written into a user's project do not make the project a calibration folder."""
    if not all((folder / name).is_file() for name in names):
        return False  # most folders, without listing them
    with os.scandir(folder) as entries:
        return all(entry.name in names or entry.name.startswith(tuple(f".{name}." for name in names))
                   for entry in entries)


def refuse_inside_an_output_set(out: Path, *, into: bool = False, own: tuple[str, ...] = ()) -> None:
    """Refuse an --out file (with `into`, a folder a command writes its files into) inside any command's output
    set: a report set of `evaluate`, `gate`, `render` or `render-check`, a probe folder, a demo output, a
    calibration or a sample folder (`output_kind`), at any depth. Their command replaces or rewrites them as a
    whole, and a manifest would not list the file: a hardening audit wrote diffs, exports, schemas and
    calibrations into rendered pages and probe folders, and evaluations into calibration folders and report sets.
    `own`: the kinds the command itself replaces or rewrites where it writes (the --out folder with `into`, else
    the file's folder: a rerun of `judge calibrate` in its own folder, `probe` resuming); never deeper down."""
    real = Path(os.path.realpath(out))
    for depth, folder in enumerate(([real] if into else []) + list(real.parents)):
        kind = output_kind(folder)
        if kind is not None and not (depth == 0 and kind in own):
            what, why = _OUTPUTS[kind]
            raise InputError(f"--out is inside {what} ({folder}), {why}; write to another place", path=out,
                             field="--out")


_SUITE_FILES = ("sources.jsonl", "spans.jsonl", "cases.jsonl", "manifest.json")
_SUITE_DEPTH = 4
"""Folders above an --out looked at for a suite it would be inside."""


def _is_suite(folder: Path) -> bool:
    return all((folder / name).is_file() for name in _SUITE_FILES[:3])


def read_confined_text(base: Path, rel: str, limit: int) -> str:
    """The UTF-8 text of the regular file `rel` inside `base`, at most `limit` bytes; FileRefused otherwise."""
    real = confined_path(base, rel)
    try:
        info = os.stat(real)
    except FileNotFoundError:
        raise FileRefused(f"{rel!r} not found in the suite folder") from None
    except OSError as exc:
        raise FileRefused(f"cannot read {rel!r}: {exc.strerror}") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileRefused(f"{rel!r} is a folder, not a text file")
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(f"{rel!r} is not a regular file ({_kind(info.st_mode)})")
    _check_size(rel, info.st_size, limit)
    data = _read_bounded(real, rel, limit, os.path.realpath(base))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(f"{rel!r} is not UTF-8 text (invalid byte 0x{data[exc.start]:02x} at byte "
                          f"{exc.start})") from None


def _check_size(rel: str, size: int, limit: int) -> None:
    if size > limit:
        raise FileRefused(f"{rel!r} is {size} bytes, over the limit of {limit} bytes for a version text "
                          f"(raise it with {MAX_TEXT_BYTES_ENV} or load_suite(max_text_bytes=...))")


def _read_bounded(real: Path, rel: str, limit: int, real_base: str) -> bytes:
    # Opened without following a final symlink and without blocking, then checked again on the open file:
    # the file cannot be swapped for a FIFO or a link between the checks above and the read, nor can a folder
    # on its way be swapped for a link leading out (a hardening audit raced one: where the open file really
    # is, is read back from the descriptor).
    try:
        fd = os.open(real, _OPEN_FLAGS)
    except OSError as exc:
        raise FileRefused(f"cannot read {rel!r}: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"{rel!r} is not a regular file ({_kind(info.st_mode)})")
        if not _opened_inside(handle.fileno(), info, real, real_base):
            raise FileRefused(f"{rel!r} is a symlink, or passes through one, leading outside the suite folder")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"{rel!r} is more than {limit} bytes, over the limit for a version text "
                          f"(raise it with {MAX_TEXT_BYTES_ENV} or load_suite(max_text_bytes=...))")
    return data


def _opened_inside(fd: int, info: os.stat_result, real: Path, real_base: str) -> bool:
    """Whether the file open as `fd` lies inside `real_base`: the path the kernel holds for the descriptor
    (/proc), else the checked path still naming that very file (device and inode) and still inside."""
    try:
        where = os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        where = None
    if where is not None and where.startswith("/"):
        return _inside(real_base, where)
    try:
        now = os.stat(real)
    except OSError:
        return False
    again = os.path.realpath(real)
    return (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino) and _inside(real_base, again)


def sha256_file(path: Path) -> str:
    """SHA-256 hex digest of a file's bytes, read in 1 MiB blocks (report sets, shards, run and model files)."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def sha256_if_file(path: Path) -> str | None:
    """`sha256_file`, or None when `path` is not a regular file (an input given as a pipe, a missing manifest)."""
    return sha256_file(path) if path.is_file() else None
