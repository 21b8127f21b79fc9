"""Loading a suite from a JSONL folder or a single YAML/JSON bundle, with integrity checks.

Reading is confined: a version's `path` is read only inside the suite folder (or the bundle's folder),
only from a regular file, up to a size limit; the suite's own files must be regular files. A frozen
suite is checked against its manifest record by record (see `_seal`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar

from citeset._files import FileRefused, read_confined_text, require_regular, text_size_limit
from citeset._jsonl import bulk_load, iter_model_lines, parse_model
from citeset.corpus._anchor import AnchorError, anchor_span
from citeset.corpus._manifest import MANIFEST_NAME, OBJECTS_DIR, Manifest, read_manifest, was_frozen
from citeset.corpus._models import SourceVersion, Span, sha256_text
from citeset.errors import InputError
from citeset.suite._models import Case
from citeset.suite._seal import case_change, span_change, version_change
from citeset.suite._suite import Suite

SOURCES, SPANS, CASES = "sources.jsonl", "spans.jsonl", "cases.jsonl"
M = TypeVar("M")
Row = tuple[Path, int | None, str, M]
_SHOWN = 5


def _jsonl_rows(root: Path, name: str, model: type[M]) -> Iterator[Row[M]]:
    path = root / name
    for lineno, item in iter_model_lines(path, model):
        yield path, lineno, "", item


def _parsed(rows: list[Row[dict[str, Any]]], model: type[M]) -> Iterator[Row[M]]:
    for file, line, prefix, obj in rows:
        yield file, line, prefix, parse_model(model, obj, path=file, line=line, prefix=prefix)


def _bundle_data(path: Path, raw: str) -> Any:
    """The parsed bundle; a repeated key is an error in YAML and JSON alike (never a silently dropped half)."""
    if path.suffix.lower() != ".json":
        from citeset._yaml import parse_yaml

        return parse_yaml(raw, path)  # strict: a repeated key or an alias is an error

    def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for key, value in pairs:
            if key in seen:
                raise InputError(f"duplicate key {key!r}", path=path)
            seen[key] = value
        return seen

    try:
        return json.loads(raw, object_pairs_hook=unique_keys)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", path=path) from None


def _bundle_rows(path: Path) -> dict[str, list[Row[dict[str, Any]]]]:
    require_regular(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", path=path) from None
    data = _bundle_data(path, raw)
    if not isinstance(data, dict):
        raise InputError("a bundle must be a mapping with sources, spans and cases", path=path)
    rows: dict[str, list[Row[dict[str, Any]]]] = {}
    for key in ("sources", "spans", "cases"):
        items = data.get(key)
        if not isinstance(items, list):
            raise InputError(f"missing or not a list: '{key}'", path=path, field=key)
        for i, obj in enumerate(items):
            if not isinstance(obj, dict):
                raise InputError("each item must be a mapping", path=path, field=f"{key}[{i}]")
        rows[key] = [(path, None, f"{key}[{i}]", obj) for i, obj in enumerate(items)]
    unknown = set(data) - {"sources", "spans", "cases", "schema_version"}
    if unknown:
        raise InputError(f"unknown key(s): {', '.join(sorted(unknown))}", path=path)
    return rows


def _field(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


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
        for name in (SOURCES, SPANS, CASES):
            if not (root / name).exists():
                raise InputError(f"a suite folder needs {SOURCES}, {SPANS} and {CASES}", path=root / name)
            require_regular(root / name)
        sources: Iterator[Row[SourceVersion]] = _jsonl_rows(root, SOURCES, SourceVersion)
        spans_rows: Iterator[Row[Span]] = _jsonl_rows(root, SPANS, Span)
        case_rows: Iterator[Row[Case]] = _jsonl_rows(root, CASES, Case)
        base = root
        manifest = _manifest(root, verify)
    elif root.exists() or root.is_symlink():
        bundle = _bundle_rows(root)
        sources = _parsed(bundle["sources"], SourceVersion)
        spans_rows = _parsed(bundle["spans"], Span)
        case_rows = _parsed(bundle["cases"], Case)
        base = root.parent
        manifest = None
    else:
        raise InputError("suite not found (give a folder or a .yaml/.json bundle)", path=root)

    suite = Suite(versions={}, texts={}, digests={}, spans={}, cases={}, root=root, manifest=manifest)
    _load_versions(suite, sources, base, limit)
    _load_spans(suite, spans_rows)
    for file, line, prefix, case in case_rows:
        _check_case(case, suite, file, line, prefix)
        _check_frozen_case(suite, case, file, line, prefix)
        suite.cases[case.case_id] = case
    if not suite.cases:
        raise InputError("the suite has no cases", path=root)
    if manifest is not None:
        _check_nothing_lost(suite, manifest, root)
        _freeze_warnings(suite, manifest)
    if suite.reanchored:
        suite.warnings.append(f"{len(suite.reanchored)} span(s) re-anchored by quote: "
                              + ", ".join(r.span_id for r in suite.reanchored[:_SHOWN]))
    return suite


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


def _load_versions(suite: Suite, sources: Iterator[Row[SourceVersion]], base: Path, limit: int) -> None:
    manifest = suite.manifest
    for file, line, prefix, version in sources:
        vid = version.version_id
        if vid in suite.versions:
            raise InputError(f"duplicate version_id {vid!r}", path=file, line=line, field=_field(prefix, "version_id"))
        text = version.text
        if text is None:
            assert version.path is not None
            try:
                text = read_confined_text(base, version.path, limit)
            except FileRefused as exc:
                raise InputError(str(exc), path=file, line=line, field=_field(prefix, "path")) from None
        digest = sha256_text(text)
        if version.digest is not None and version.digest != digest:
            raise InputError(
                f"digest mismatch: the line says {version.digest}, the text hashes to {digest}",
                path=file, line=line, field=_field(prefix, "digest"))
        frozen = manifest.versions.get(vid) if manifest else None
        if frozen is None:
            if manifest is not None:
                suite.unfrozen.append(f"version {vid}")
        elif frozen.digest != digest:
            raise InputError(
                f"digest mismatch for frozen version {vid!r}: manifest has {frozen.digest}, the text now hashes "
                f"to {digest}. A frozen version never changes: add a new version_id instead",
                path=file, line=line, field=_field(prefix, "text" if version.text is not None else "path"))
        elif (change := version_change(frozen, version)) is not None:
            raise InputError(change[1], path=file, line=line, field=_field(prefix, change[0]))
        suite.versions[vid] = version
        suite.texts[vid] = text
        suite.digests[vid] = digest


def _load_spans(suite: Suite, rows: Iterator[Row[Span]]) -> None:
    frozen_spans = suite.manifest.spans if suite.manifest else None
    for file, line, prefix, span in rows:
        sid = span.span_id
        if sid in suite.spans:
            raise InputError(f"duplicate span_id {sid!r}", path=file, line=line, field=_field(prefix, "span_id"))
        text = suite.texts.get(span.version_id)
        if text is None:
            raise InputError(f"span points to version {span.version_id!r}, which the suite does not have",
                             path=file, line=line, field=_field(prefix, "version_id"))
        try:
            anchored, moved = anchor_span(span, text)
        except AnchorError as exc:
            raise InputError(str(exc), path=file, line=line, field=_field(prefix, "exact")) from None
        if moved is not None:
            suite.reanchored.append(moved)
        frozen = frozen_spans.get(sid) if frozen_spans is not None else None
        if frozen is not None:
            frozen_text = suite.texts.get(frozen.version_id, text)
            if (change := span_change(frozen, span, anchored, frozen_text)) is not None:
                raise InputError(change[1], path=file, line=line, field=_field(prefix, change[0]))
        elif frozen_spans is not None:
            suite.unfrozen.append(f"span {sid}")
        suite.spans[sid] = anchored


def _check_frozen_case(suite: Suite, case: Case, file: Path, line: int | None, prefix: str) -> None:
    frozen_cases = suite.manifest.cases if suite.manifest else None
    if frozen_cases is None:
        return
    frozen = frozen_cases.get(case.case_id)
    if frozen is None:
        suite.unfrozen.append(f"case {case.case_id}")
        return
    change, added = case_change(frozen, case)
    if change is not None:
        raise InputError(change[1], path=file, line=line, field=_field(prefix, change[0]))
    suite.unfrozen.extend(added)


def _check_nothing_lost(suite: Suite, manifest: Manifest, root: Path) -> None:
    """A frozen record missing from the suite is bad input: removing one changes what verdicts rest on."""
    hint = "A frozen record is never removed silently: re-freeze deliberately with `citeset freeze --accept-changes`"
    groups: list[tuple[str, str, dict[str, Any] | None, dict[str, Any]]] = [
        (SOURCES, "version", dict(manifest.versions), suite.versions),
        (SPANS, "span", dict(manifest.spans) if manifest.spans is not None else None, suite.spans),
        (CASES, "case", dict(manifest.cases) if manifest.cases is not None else None, suite.cases),
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


def _check_case(case: Case, suite: Suite, file: Path, line: int | None, prefix: str) -> None:
    if case.case_id in suite.cases:
        raise InputError(f"duplicate case_id {case.case_id!r}", path=file, line=line,
                         field=_field(prefix, "case_id"))
    if case.answerable and not case.claims and case.annotated is not False:
        raise InputError("an answerable case needs at least one claim", path=file, line=line,
                         field=_field(prefix, "claims"))
    seen: set[str] = set()
    for i, claim in enumerate(case.claims):
        here = _field(prefix, f"claims[{i}]")
        if claim.claim_id in seen:
            raise InputError(f"duplicate claim_id {claim.claim_id!r} in case {case.case_id!r}", path=file,
                             line=line, field=f"{here}.claim_id")
        seen.add(claim.claim_id)
        if case.answerable and claim.required and not claim.routes:
            raise InputError(f"claim {claim.claim_id!r} of answerable case {case.case_id!r} has no route",
                             path=file, line=line, field=f"{here}.routes")
        set_ids: set[str] = set()
        for j, route in enumerate(claim.routes):
            if route.set_id in set_ids:
                raise InputError(f"duplicate set_id {route.set_id!r}", path=file, line=line,
                                 field=f"{here}.routes[{j}].set_id")
            set_ids.add(route.set_id)
            for k, member in enumerate(route.members):
                if member not in suite.spans:
                    raise InputError(f"route member {member!r} is not a span of the suite", path=file,
                                     line=line, field=f"{here}.routes[{j}].members[{k}]")
