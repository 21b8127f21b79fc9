"""Reading and atomically writing JSON Lines with errors that name file, line and field."""

from __future__ import annotations

import contextlib
import errno
import functools
import gc
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import is_dataclass
from pathlib import Path
from typing import IO, Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic_core import SchemaValidator, from_json

from citeset._files import refuse_replacing_a_node, refuse_special
from citeset._lazyre import lazy_compile
from citeset._lock import NO_LOCKS
from citeset._nontext import refuse_non_text
from citeset.errors import InputError, from_validation_error

try:
    import fcntl
except ImportError:  # pragma: no cover (Windows: temporary files are not locked, nor swept)
    fcntl = None  # type: ignore[assignment]

M = TypeVar("M")


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def adapter(model: type[M]) -> TypeAdapter[M]:
    """One validator/serialiser per persisted type (pydantic models and pydantic dataclasses alike)."""
    found = _ADAPTERS.get(model)
    if found is None:
        found = _ADAPTERS[model] = TypeAdapter(model)
    return found


_LAX_NODES = frozenset({
    "model", "model-fields", "model-field", "dataclass", "dataclass-args", "dataclass-field", "default", "nullable",
    "none", "str", "int", "float", "bool", "list", "tuple", "dict", "literal", "datetime", "union",
    "function-before", "function-after", "definitions", "definition-ref"})
"""Core schema nodes whose validation of a Python object does not depend on the input type (JSON or Python)
unless strict (pydantic-core 2.41: only errors, strict dataclasses, enums, uuids, json-or-python schemas and the
`info.mode` of with-info functions read it)."""
_STRICT_ALIKE = frozenset({"int", "bool", "float"})
"""Nodes whose strict validation of an object made by the JSON parser is the same in either input type (only
JSON's own ints, booleans and numbers pass; `citeset._model.strict_scalars`)."""
_VALUES = frozenset({"default", "default_factory", "expected", "metadata", "serialization", "cls", "config", "ref",
                     "schema_ref", "function", "cls_name", "model_name", "title"})
"""Keys of a schema node that hold values, not schemas."""


def objects_first(schema: Any) -> bool:
    """Whether `schema` is a model that hands its input, as Python objects, to a before-validator (a no-info
    function) before validating any field, and all of it is lax validation blind to the input type."""
    if schema.get("type") != "model" or schema.get("config", {}).get("strict"):
        return False
    inner = schema.get("schema", {})
    return inner.get("type") == "function-before" and _lax(schema)


def _lax(node: Any) -> bool:
    if isinstance(node, list | tuple):
        return all(_lax(item) for item in node)
    if not isinstance(node, dict):
        return True
    kind = node.get("type")
    if isinstance(kind, str):
        if kind not in _LAX_NODES or node.get("config", {}).get("strict"):
            return False
        if node.get("strict") and kind not in _STRICT_ALIKE:
            return False
        if kind.startswith("function-") and node["function"].get("type") != "no-info":
            return False
    return all(_lax(value) for key, value in node.items() if key not in _VALUES)


def line_validator(model: type[M]) -> Callable[[str | bytes], M]:
    """`adapter(model).validate_json`: the same objects and the same errors, at about 12% less CPU for a record
    whose JSON pydantic-core turns into Python objects before validating any field.

    A model whose schema opens with a before-validator (every `Versioned` record: the schema-version upgrade)
    is handed the whole line as Python objects, and validates every field from them; `validate_json` first
    builds a parse tree of its own, then converts it. `from_json` is the same parser (jiter, with NaN and
    infinities allowed) making the same objects directly; validating them as Python differs only in what
    pydantic-core calls the input type, which words error messages and sets strict-mode checks. So this is
    done only for a schema that has no strict or input-type-dependent part (`objects_first`), and a line
    that fails either step is validated again with `validate_json`, for its own error.
    Strings are not cached: `validate_json` shares no strings between lines here either.

    The adapter's own validator is called directly: `TypeAdapter.validate_json` only passes it its defaults, and
    its Python frame costs a tenth of a short line's validation (a span's)."""
    checker = adapter(model)
    validator = checker.validator
    if not isinstance(validator, SchemaValidator):  # not built yet (a deferred build)
        return checker.validate_json
    validate_json = validator.validate_json
    if not objects_first(checker.core_schema):
        return validate_json
    validate_python = validator.validate_python

    def validate(raw: str | bytes) -> M:
        try:
            return validate_python(from_json(raw, cache_strings=False))
        except ValueError:  # malformed JSON or invalid (ValidationError is one): as validate_json words it
            return validate_json(raw)

    return validate


MAX_LINE_BYTES = 256 << 20
"""The longest line read (256 MiB): a run or suite file that is one endless line (a 30 GB sparse file) is refused
at this length instead of being read into memory (a hardening audit's helper grew 1 GB/s)."""


def bounded_lines(handle: IO[Any], path: Path) -> Iterator[Any]:
    """The lines of an open file, each at most `MAX_LINE_BYTES` (an input error names the line past it)."""
    lineno = 0
    while True:
        raw = handle.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        lineno += 1
        if len(raw) > MAX_LINE_BYTES:
            raise InputError(f"line is longer than {MAX_LINE_BYTES >> 20} MiB", path=path, line=lineno)
        if lineno == 1 and raw.startswith(b"\xef\xbb\xbf" if isinstance(raw, bytes) else "\ufeff"):
            # Said as what it is: the JSON parsers' own words were "expected value at line 1 column 1".
            raise InputError("the file starts with a UTF-8 byte-order mark; save it as UTF-8 without one",
                             path=path, line=1)
        yield raw


def _open_lines(path: Path, mode: str) -> IO[Any]:
    refuse_special(path)
    try:
        return path.open(mode, encoding=None if "b" in mode else "utf-8")
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    except IsADirectoryError:
        raise InputError("expected a JSON Lines file, found a folder", path=path) from None


def load_line(raw: str | bytes, path: Path, lineno: int) -> Any:
    """Parse one JSON line; malformed JSON, bad UTF-8, a number too long to read or an escaped lone surrogate
    is an InputError naming file and line."""
    try:
        value = json.loads(raw, object_pairs_hook=keys_once)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg} (column {exc.colno})", path=path, line=lineno) from None
    except KeyTwice as exc:
        raise exc.error(path, lineno) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8: {exc.reason}", path=path, line=lineno) from None
    except (RecursionError, ValueError) as exc:
        raise json_fault(exc, path, lineno) from None
    refuse_non_text(value, raw, path, lineno)
    return value


def load_json_document(data: str | bytes, path: Path) -> Any:
    """A whole file's JSON (a report, a trace, a mapping): every fault `load_line` names, with the line of the
    document it is on."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", path=path) from None
    try:
        value = json.loads(text, object_pairs_hook=keys_once)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    except KeyTwice as exc:
        raise exc.error(path, None) from None
    except (RecursionError, ValueError) as exc:
        raise json_fault(exc, path, None) from None
    refuse_non_text(value, text, path, None)
    return value


class KeyTwice(Exception):
    """An object names one key twice (raised by `keys_once`)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key

    def error(self, path: Path, line: int | None) -> InputError:
        return InputError(f"malformed JSON: the key {self.key!r} is given twice", path=path, line=line,
                          field=self.key.encode("utf-8", "backslashreplace").decode())


def keys_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object hook for `json.loads` that refuses a key given twice. Python's reader keeps the last value
    without a word: an imported row with "answer" twice took its second answer as the gold one (a hardening
    audit), as the suite loader has long refused."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise KeyTwice(key)
            seen.add(key)
    return found


def json_fault(exc: RecursionError | ValueError, path: Path, line: int | None) -> InputError:
    """What Python's JSON reader cannot hold, beyond malformed JSON (caught before, as `json.JSONDecodeError`):
    nesting too deep, or a number of more than 4,300 digits (its limit on the digits of an integer it reads)."""
    if isinstance(exc, RecursionError):
        return InputError("malformed JSON: nested too deeply", path=path, line=line)
    return InputError(f"malformed JSON: {str(exc).split(';')[0]}", path=path, line=line)


def iter_json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, object) for each non-blank line; malformed JSON is an InputError."""
    with _open_lines(path, "rb") as handle:  # bytes: bad UTF-8 is load_line's error, with its line
        for lineno, raw in enumerate(bounded_lines(handle, path), start=1):
            if not raw.strip():
                continue
            obj = load_line(raw, path, lineno)
            if not isinstance(obj, dict):
                raise InputError("each line must be a JSON object", path=path, line=lineno)
            yield lineno, obj


@contextmanager
def bulk_load() -> Iterator[None]:
    """Pause the cyclic garbage collector while building many objects that are all kept.

    Without this, each collection re-scans everything loaded so far, and loading grows quadratically.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _unique_key_parser() -> Callable[[str | bytes], Any]:
    """Parse one JSON text into Python objects, raising `KeyTwice` for an object that gives a key twice (and
    ValueError for malformed JSON). jiter (pydantic's own parser, as a package) checks this while it parses, at
    about half the cost of parsing again; without it, or an older one, the standard library's reader does."""
    try:
        import jiter

        jiter.from_json(b"{}", catch_duplicate_keys=True, cache_mode=False)
    except (ImportError, TypeError):  # absent, or too old to check keys
        return lambda raw: json.loads(raw, object_pairs_hook=keys_once)
    parse = jiter.from_json

    def parse_once(raw: str | bytes) -> Any:
        try:
            # (keys cached: every line repeats its file's keys, and parsing them from jiter's bounded cache is a
            # quarter faster; the values are parsed afresh, as before)
            return parse(raw.encode() if isinstance(raw, str) else raw, catch_duplicate_keys=True, cache_mode="keys")
        except ValueError as exc:
            found = _JITER_REPEAT.match(str(exc))
            if found is None:
                raise
            raise KeyTwice(_decoded(found.group(1))) from None

    return parse_once


def _decoded(key: str) -> str:
    """A key as jiter names it (its JSON text between the quotes) as the string it stands for."""
    if "\\" not in key:
        return key
    try:
        return str(json.loads(f'"{key}"'))
    except ValueError:
        return key


_JITER_REPEAT = lazy_compile(r'Detected duplicate key "(.*)" at line \d+ column \d+$', re.DOTALL)


def unique_key_validator(model: type[M]) -> Callable[[str | bytes], M]:
    """`line_validator`, refusing a line with an object that gives a key twice (`KeyTwice`): the JSON readers keep
    the last value without a word. A model validated from Python objects (`objects_first`) is validated from the
    one parse that checks the keys; another is validated from the text after the check, as before."""
    parse = _unique_key_parser()
    validate = line_validator(model)
    checker = adapter(model)
    validator = checker.validator
    quick = isinstance(validator, SchemaValidator) and objects_first(checker.core_schema)

    def checked(raw: str | bytes) -> M:
        try:
            obj = parse(raw)
        except ValueError:  # malformed: the validator words it
            return validate(raw)
        if not quick:
            return validate(raw)
        try:
            return validator.validate_python(obj)  # type: ignore[union-attr, no-any-return]
        except ValueError:  # invalid (ValidationError is one): worded as `validate_json` words it, as the JSON it is
            return validator.validate_json(raw)  # type: ignore[union-attr, no-any-return]

    return checked


def iter_model_lines(path: Path, model: type[M]) -> Iterator[tuple[int, M]]:
    """Yield (line number, model) per non-blank line, validating the JSON text directly (no dict step)."""
    for lineno, _, item in iter_model_lines_at(path, model):
        yield lineno, item


def iter_model_lines_at(path: Path, model: type[M]) -> Iterator[tuple[int, int, M]]:
    """Yield (line number, byte offset of the line, model) per non-blank line (`read_model_lines` reads them
    again by offset)."""
    validate_json = unique_key_validator(model)
    offset = 0
    with _open_lines(path, "rb") as handle:
        for lineno, raw in enumerate(bounded_lines(handle, path), start=1):
            at, offset = offset, offset + len(raw)
            if not raw.strip():
                continue
            if b"\\u0000" in raw:  # a NUL (or a false alarm: an escaped backslash): named with its field
                load_line(raw, path, lineno)
            try:
                yield lineno, at, validate_json(raw)
            except ValidationError as exc:
                raise _line_error(exc, path, lineno) from None
            except KeyTwice as exc:
                raise exc.error(path, lineno) from None


def read_model_lines(path: Path, model: type[M], places: Iterable[tuple[int, int, str]],
                     key: Callable[[M], str]) -> Iterator[tuple[int, M]]:
    """(line, model) for each (line number, byte offset, id) in `places`, read and validated in file order;
    a line whose id (`key`) is not the one expected there is an error: the file changed since it was indexed."""
    validate_json = line_validator(model)
    with _open_lines(path, "rb") as handle:
        for lineno, offset, expected in sorted(places, key=lambda place: place[1]):
            handle.seek(offset)
            try:
                item = validate_json(handle.readline())
            except ValidationError:
                item = None
            if item is None or key(item) != expected:
                raise InputError("changed since it was checked (the line no longer holds "
                                 f"{expected!r}); run the command again", path=path, line=lineno)
            yield lineno, item


_PARSER_PLACE = lazy_compile(r" at line (\d+) column (\d+)$")


def within_line(reason: str) -> str:
    """The parser's place in the one line it was given, said as a column: its own "line 2 column 0" (past the
    line's newline) would contradict the file's line number printed beside it."""
    found = _PARSER_PLACE.search(reason)
    if found is None:
        return reason
    place = f" at column {found[2]}" if found[1] == "1" else " at the end of the line"
    return reason[:found.start()] + place


def _line_error(exc: ValidationError, path: Path, lineno: int) -> InputError:
    first = exc.errors()[0]
    if first["type"] == "json_invalid":
        reason = str(first.get("ctx", {}).get("error", first["msg"]))
        return InputError(f"malformed JSON: {within_line(reason)}", path=path, line=lineno)
    if first["type"] in ("model_type", "dataclass_type") and not first["loc"]:
        return InputError("each line must be a JSON object", path=path, line=lineno)
    return from_validation_error(exc, path=path, line=lineno)


def parse_model(model: type[M], obj: dict[str, Any], *, path: Path | str, line: int | None, prefix: str = "") -> M:
    try:
        return adapter(model).validate_python(obj)
    except ValidationError as exc:
        raise from_validation_error(exc, path=path, line=line, prefix=prefix) from None


@functools.cache
def _umask() -> int:
    """The process umask, read once (reading it means setting it, which is not thread-safe)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@contextmanager
def atomic_writer(path: Path, mode: str = "w", *, sweep: bool = True) -> Iterator[IO[Any]]:
    """Write to a temporary file beside `path` and rename it into place only on success.

    The temporary file is locked for as long as it is written, so that the next write of `path` can remove
    those of writers killed outright (whose lock went with them), which no exception handler could remove:
    `sweep=False` for a file whose folder holds very many others (the freeze's text store sweeps once)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    refuse_replacing_a_node(path)
    if sweep:
        sweep_killed_writes(path)
    fd, tmp, lock = _locked_temporary(path)
    try:
        # mkstemp makes the file private (0600); an output file gets the usual umask permissions.
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, mode, encoding=None if "b" in mode else "utf-8") as handle:
            yield handle
        os.replace(tmp, path)  # still locked: a sweep never takes a finished file for a dead writer's
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError) and exc.filename is None and exc.errno in _WRITE_FAULTS:
            raise OSError(exc.errno, exc.strerror, str(path)) from exc  # a write or close: say which file
        raise
    finally:
        if lock is not None:
            os.close(lock)


_WRITE_FAULTS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EROFS})
"""Failures of a write (or of the close that flushes it) that name no file: named after the file written."""
_LOCKED = "C"
"""The first of the eight characters `tempfile.mkstemp` puts in a temporary file's name, once the file is locked:
mkstemp's own are lowercase letters, digits and "_", so the temporary file of another writer that does not
lock (an older citeset) is never taken for one whose writer died."""
_UNLOCKED_FOR = 60.0
"""Seconds after which a `.new` file, never locked, is a writer's killed between creating and locking it."""


def _locked_temporary(path: Path) -> tuple[int, str, int | None]:
    """A new file `.NAME.CXXXXXXX.tmp` beside `path`, locked (flock) before it takes that name (it is created
    as `.NAME.XXXXXXXX.new`): a sweep never sees it unlocked while its writer lives. Returns its descriptor,
    its name and a second descriptor of the same open file that holds the lock until the file is in place
    (None where there are no locks: Windows, a file system without them; the file is then named as any other
    writer's, and never swept)."""
    # ".new" while unlocked: as long as ".tmp", so a name that fitted before still fits (255 bytes)
    fd, part = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".new", dir=path.parent)
    stem = part.removesuffix(".new")
    lock = None
    try:
        if fcntl is not None:
            lock = os.dup(fd)  # the same open file: its lock lasts until both are closed
            try:
                fcntl.flock(lock, fcntl.LOCK_EX)
            except OSError as exc:
                if exc.errno not in NO_LOCKS:
                    raise OSError(exc.errno, f"cannot lock the temporary file: {exc.strerror}", part) from None
                os.close(lock)
                lock = None
        tmp = f"{stem[:-8]}{_LOCKED}{stem[-7:]}.tmp" if lock is not None else f"{stem}.tmp"
        os.rename(part, tmp)
    except BaseException:
        os.close(fd)
        if lock is not None:
            os.close(lock)
        Path(part).unlink(missing_ok=True)
        raise
    return fd, tmp, lock


def sweep_killed_writes(path: Path) -> None:
    """Remove the temporary files of `path` whose writer is gone (see `sweep_folder`)."""
    sweep_folder(path.parent, re.escape(path.name))


def sweep_folder(folder: Path | str, names: str, dir_fd: int | None = None) -> None:
    """Remove, in `folder`, the temporary files of the files whose NAME matches the pattern `names` when their
    writer is gone: `.NAME.CXXXXXXX.tmp` whose lock is free, and `.NAME.XXXXXXXX.new` never locked for a
    minute. Only this user's regular files. The folder is opened once (given by path, it may be a link, as
    an output folder may; inside one opened already, `dir_fd`, never through a link), and every file is
    opened and removed relative to it, so a link swapped in meanwhile leads nowhere."""
    if fcntl is None:  # pragma: no cover
        return
    # one match per name; `locked` is set for `.CXXXXXXX.tmp`, not for `.XXXXXXXX.new`
    pattern = re.compile(rf"\.(?:{names})\.(?:(?P<locked>{_LOCKED}[a-z0-9_]{{7}}\.tmp)|[a-z0-9_]{{8}}\.new)")
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC | (os.O_NOFOLLOW if dir_fd is not None else 0)
    try:
        fd = os.open(folder, flags, dir_fd=dir_fd)
    except OSError:
        return
    try:
        found = []
        with os.scandir(fd) as entries:
            for entry in entries:
                # (a temporary file's name starts with a dot: most names are passed over without the regex)
                match = pattern.fullmatch(entry.name) if entry.name[0] == "." else None
                if match is not None and entry.is_file(follow_symlinks=False):
                    found.append((entry.name, 0.0 if match["locked"] else _UNLOCKED_FOR))
        for name, age in found:
            with contextlib.suppress(OSError):
                _remove_if_abandoned(fd, name, age)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_if_abandoned(folder: int, name: str, age: float) -> None:
    """Remove `name` if it is this user's regular file, unchanged for `age` seconds, and no one holds its lock."""
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC, dir_fd=folder)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or time.time() - info.st_mtime < age:
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return  # its writer is at work (or there are no locks here: nothing can be told)
        if os.stat(name, dir_fd=folder, follow_symlinks=False).st_ino == info.st_ino:  # still the file locked
            os.unlink(name, dir_fd=folder)
    finally:
        os.close(fd)


def write_json_lines(path: Path, rows: Iterable[Any]) -> int:
    """Atomically write models or dicts as JSON Lines; returns the number of lines."""
    count = 0
    with atomic_writer(path) as handle:
        for row in rows:
            if isinstance(row, BaseModel):
                handle.write(row.model_dump_json(exclude_none=True))
            elif is_dataclass(row) and not isinstance(row, type):
                handle.write(adapter(type(row)).dump_json(row, exclude_none=True).decode())
            else:
                handle.write(json.dumps(row, ensure_ascii=False))
            handle.write("\n")
            count += 1
    return count


def write_json(path: Path, obj: BaseModel | dict[str, Any]) -> None:
    with atomic_writer(path) as handle:
        if isinstance(obj, BaseModel):
            handle.write(obj.model_dump_json(indent=2))
        else:
            json.dump(obj, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
