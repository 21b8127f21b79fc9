"""Loading a suite from a JSONL folder or a single YAML/JSON bundle, with integrity checks.

Reading is confined: a version's `path` is read only inside the suite folder (or the bundle's folder),
only from a regular file, up to a size limit; the suite's own files must be regular files. A frozen
suite is checked against its manifest record by record (see `_seal`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from citeset._files import require_regular, text_size_limit, within
from citeset._jsonl import bulk_load, iter_model_lines, parse_model
from citeset._jsonpos import Lines, line_of, parse_json_lines, surrogate_line
from citeset.corpus._manifest import MANIFEST_NAME, OBJECTS_DIR, Manifest, read_manifest, was_frozen
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.suite._models import Case
from citeset.suite._rows import Row, add_cases, load_spans, load_versions
from citeset.suite._suite import Suite

SOURCES, SPANS, CASES = "sources.jsonl", "spans.jsonl", "cases.jsonl"
M = TypeVar("M")
_SHOWN = 5


def _jsonl_rows(root: Path, name: str, model: type[M]) -> Iterator[Row[M]]:
    path = root / name
    for lineno, item in iter_model_lines(path, model):
        yield path, lineno, "", item


def _parsed(rows: list[Row[dict[str, Any]]], model: type[M]) -> Iterator[Row[M]]:
    """Each item as its model; an error names the item's line, which `_load_suite` narrows to the field's."""
    for file, line, prefix, obj in rows:
        yield file, line, prefix, parse_model(model, obj, path=file, line=line, prefix=prefix)


def _bundle_data(path: Path, raw: str) -> tuple[Any, Lines]:
    """The parsed bundle and each value's line; a repeated key is an error in YAML and JSON alike (never a
    silently dropped half)."""
    if path.suffix.lower() == ".json":
        return parse_json_lines(raw, path)
    from citeset._yaml import parse_yaml_lines

    return parse_yaml_lines(raw, path)  # strict: a repeated key or an alias is an error


def _key_line(lines: Lines, key: object) -> int | None:
    """The line of a top-level key, however YAML wrote it ("true" for True, "null" or "~" for None)."""
    spellings = {str(key), str(key).lower(), "null", "~", ""} if key is None else {str(key), str(key).lower()}
    return next((lines[(s,)] for s in spellings if (s,) in lines), None)


def _bundle_rows(path: Path) -> tuple[dict[str, list[Row[dict[str, Any]]]], Lines]:
    require_regular(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", path=path) from None
    data, lines = _bundle_data(path, raw)
    if not isinstance(data, dict):
        raise InputError("a bundle must be a mapping with sources, spans and cases", path=path)
    try:
        json.dumps(data, ensure_ascii=False, default=str).encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(f"a string holds a lone surrogate ({exc.object[exc.start : exc.end]!a}): not text",
                         path=path, line=surrogate_line(raw)) from None
    rows: dict[str, list[Row[dict[str, Any]]]] = {}
    for key in ("sources", "spans", "cases"):
        items = data.get(key)
        if not isinstance(items, list):
            raise InputError(f"missing or not a list: '{key}'", path=path, line=lines.get((key,)), field=key)
        for i, obj in enumerate(items):
            if not isinstance(obj, dict):
                raise InputError("each item must be a mapping", path=path, line=lines.get((key, i)),
                                 field=f"{key}[{i}]")
        rows[key] = [(path, lines.get((key, i)), f"{key}[{i}]", obj) for i, obj in enumerate(items)]
    unknown = set(data) - {"sources", "spans", "cases", "schema_version"}
    if unknown:
        first = min(unknown, key=lambda k: _key_line(lines, k) or 0)
        raise InputError(f"unknown key(s): {', '.join(sorted(map(str, unknown)))}", path=path,
                         line=_key_line(lines, first))
    return rows, lines


def load_suite(path: str | Path, *, verify: bool = True, max_text_bytes: int | None = None) -> Suite:
    """Load and check a suite. Every problem is an InputError naming file, line and field.

    With a freeze manifest present, each version's text, metadata, each span and each case must match
    what was frozen; a mismatch is an error, never a silent reload. `verify=False` skips those checks
    (used by a deliberate re-freeze). `max_text_bytes` bounds each text read from a `path` (default:
    $CITESET_MAX_TEXT_BYTES, else 64 MiB).
    """
    limit = text_size_limit(max_text_bytes)
    with bulk_load():
        return _load_suite(Path(path), verify, limit)


def _load_suite(root: Path, verify: bool, limit: int) -> Suite:
    if root.is_dir():
        require_suite_files(root)
        sources: Iterator[Row[SourceVersion]] = _jsonl_rows(root, SOURCES, SourceVersion)
        spans_rows: Iterator[Row[Span]] = _jsonl_rows(root, SPANS, Span)
        case_rows: Iterator[Row[Case]] = _jsonl_rows(root, CASES, Case)
        base = root
        manifest = _manifest(root, verify)
        lines: Lines = {}
    elif root.exists() or root.is_symlink():
        bundle, lines = _bundle_rows(root)
        sources = _parsed(bundle["sources"], SourceVersion)
        spans_rows = _parsed(bundle["spans"], Span)
        case_rows = _parsed(bundle["cases"], Case)
        base = root.parent
        manifest = None
    else:
        raise InputError("suite not found (give a folder or a .yaml/.json bundle)", path=root)

    suite = Suite(versions={}, texts={}, digests={}, spans={}, cases={}, root=root, manifest=manifest)
    try:
        fill_suite(suite, sources, spans_rows, case_rows, base, limit)
    except InputError as exc:
        line = line_of(exc.field, lines) if exc.path == str(root) else None
        if line is None or line == exc.line:
            raise
        raise InputError(exc.message, path=exc.path, line=line, field=exc.field) from None
    return suite


def require_suite_files(root: Path) -> None:
    """A suite folder's three files exist and are regular files (checked before any is read)."""
    for name in (SOURCES, SPANS, CASES):
        if not (root / name).exists():
            raise InputError(f"a suite folder needs {SOURCES}, {SPANS} and {CASES}", path=root / name)
        require_regular(root / name)
        if not within(root / name, root):
            # Read only inside the input: a link to another suite's cases or a private log is not this suite's
            # (a hardening audit); a link within the folder is.
            raise InputError("is a symlink leading outside the suite folder; copy the file into the folder",
                             path=root / name)


def fill_suite(suite: Suite, sources: Iterator[Row[SourceVersion]], spans: Iterator[Row[Span]],
               cases: Iterator[Row[Case]], base: Path, limit: int) -> None:
    """Check the rows into `suite` (an empty one, with its root and manifest), then check the whole: a case
    at least, nothing frozen lost; freeze and re-anchoring warnings. The suite's collections may live on disk
    (`citeset.scale`'s streaming check passes stores that keep only ids), so only `in`, `[]=` and `len` are
    used on them here, and `get` on texts."""
    assert suite.root is not None
    load_versions(suite, sources, base, limit)
    load_spans(suite, spans)
    add_cases(suite, cases)
    if not suite.cases:
        raise InputError("the suite has no cases", path=suite.root)
    if suite.manifest is not None:
        _check_nothing_lost(suite, suite.manifest, suite.root)
        _freeze_warnings(suite, suite.manifest)
    if suite.reanchored:
        suite.warnings.append(f"{len(suite.reanchored)} span(s) re-anchored by quote: "
                              + ", ".join(r.span_id for r in suite.reanchored[:_SHOWN]))


def _manifest(root: Path, verify: bool) -> Manifest | None:
    """The manifest to verify against; a suite that was frozen and lost its manifest is bad input."""
    if not verify:
        return None
    manifest = read_manifest(root)
    if manifest is None and was_frozen(root):
        raise InputError(f"missing, but {OBJECTS_DIR}/ shows this suite was frozen: restore it (a frozen suite "
                         f"is never silently unfrozen), or delete {OBJECTS_DIR}/ too to start over unfrozen",
                         path=root / MANIFEST_NAME)
    return manifest


def _check_nothing_lost(suite: Suite, manifest: Manifest, root: Path) -> None:
    """A frozen record missing from the suite is bad input: removing one changes what verdicts rest on."""
    hint = "A frozen record is never removed silently: re-freeze deliberately with `citeset freeze --accept-changes`"
    # The frozen maps are only iterated (their ids, in manifest order): the streaming check passes tables on disk.
    groups: list[tuple[str, str, Iterable[str] | None, dict[str, Any]]] = [
        (SOURCES, "version", manifest.versions, suite.versions),
        (SPANS, "span", manifest.spans, suite.spans),
        (CASES, "case", manifest.cases, suite.cases),
    ]
    for name, what, frozen, loaded in groups:
        missing = [key for key in frozen or () if key not in loaded]
        if missing:
            shown = ", ".join(repr(m) for m in missing[:_SHOWN]) + (" ..." if len(missing) > _SHOWN else "")
            raise InputError(f"{len(missing)} frozen {what}(s) missing: {shown}. {hint}", path=root / name)


def _freeze_warnings(suite: Suite, manifest: Manifest) -> None:
    if not manifest.complete:
        suite.warnings.append("manifest.json was written by an older citeset and covers texts, status and "
                              "observation times only: run `citeset freeze` to cover all metadata, spans and routes")
    if suite.unfrozen:
        suite.warnings.append(f"{len(suite.unfrozen)} record(s) not frozen yet (run `citeset freeze`): "
                              + ", ".join(suite.unfrozen[:_SHOWN]))
    if suite.unadjudicated:
        suite.warnings.append(unadjudicated_warning(len(suite.unadjudicated), suite.unadjudicated[:_SHOWN]))


def unadjudicated_warning(count: int, shown: Iterable[tuple[str, str, str]]) -> str:
    """The warning for routes marked adjudicated that the frozen manifest does not cover."""
    return (f"{count} route(s) not covered by the freeze manifest counted as proposed, not adjudicated (an answer "
            "resting on one escalates, never accepts) until `citeset freeze` covers them: "
            + ", ".join("/".join(key) for key in shown))

