"""Loading a suite from a JSONL folder or a single YAML/JSON bundle, with integrity checks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar

from citeset._jsonl import bulk_load, iter_model_lines, parse_model
from citeset.corpus._anchor import AnchorError, anchor_span
from citeset.corpus._manifest import read_manifest
from citeset.corpus._models import SourceVersion, Span, sha256_text
from citeset.errors import InputError
from citeset.suite._models import Case
from citeset.suite._suite import Suite

SOURCES, SPANS, CASES = "sources.jsonl", "spans.jsonl", "cases.jsonl"
M = TypeVar("M")


def _jsonl_rows(root: Path, name: str, model: type[M]) -> Iterator[tuple[Path, int | None, str, M]]:
    path = root / name
    for lineno, item in iter_model_lines(path, model):
        yield path, lineno, "", item


def _parsed(rows: list[tuple[Path, int | None, str, dict[str, Any]]],
            model: type[M]) -> Iterator[tuple[Path, int | None, str, M]]:
    for file, line, prefix, obj in rows:
        yield file, line, prefix, parse_model(model, obj, path=file, line=line, prefix=prefix)


def _bundle_rows(path: Path) -> dict[str, list[tuple[Path, int | None, str, dict[str, Any]]]]:
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    try:
        if path.suffix.lower() == ".json":
            data = json.loads(raw)
        else:
            import yaml

            data = yaml.safe_load(raw)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    except Exception as exc:  # yaml errors carry their own position
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise InputError(f"malformed YAML: {getattr(exc, 'problem', exc)}", path=path, line=line) from None
    if not isinstance(data, dict):
        raise InputError("a bundle must be a mapping with sources, spans and cases", path=path)
    rows: dict[str, list[tuple[Path, int | None, str, dict[str, Any]]]] = {}
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


def load_suite(path: str | Path, *, verify: bool = True) -> Suite:
    """Load and check a suite. Every problem is an InputError naming file, line and field.

    With a freeze manifest present, each version's text must match its frozen digest; a mismatch
    is an error, never a silent reload.
    """
    with bulk_load():
        return _load_suite(Path(path), verify)


def _load_suite(root: Path, verify: bool) -> Suite:
    if root.is_dir():
        for name in (SOURCES, SPANS, CASES):
            if not (root / name).exists():
                raise InputError(f"a suite folder needs {SOURCES}, {SPANS} and {CASES}", path=root / name)
        sources: Iterator[tuple[Path, int | None, str, SourceVersion]] = _jsonl_rows(root, SOURCES, SourceVersion)
        spans_rows: Iterator[tuple[Path, int | None, str, Span]] = _jsonl_rows(root, SPANS, Span)
        case_rows: Iterator[tuple[Path, int | None, str, Case]] = _jsonl_rows(root, CASES, Case)
        base = root
    elif root.exists():
        bundle = _bundle_rows(root)
        sources = _parsed(bundle["sources"], SourceVersion)
        spans_rows = _parsed(bundle["spans"], Span)
        case_rows = _parsed(bundle["cases"], Case)
        base = root.parent
    else:
        raise InputError("suite not found (give a folder or a .yaml/.json bundle)", path=root)

    manifest = read_manifest(base) if root.is_dir() else None
    suite = Suite(versions={}, texts={}, digests={}, spans={}, cases={}, root=root, manifest=manifest)
    version_lines: dict[str, tuple[Path, int | None, str]] = {}
    for file, line, prefix, version in sources:
        vid = version.version_id
        if vid in suite.versions:
            raise InputError(f"duplicate version_id {vid!r}", path=file, line=line, field=_field(prefix, "version_id"))
        text = version.text
        if text is None:
            assert version.path is not None
            text_path = base / version.path
            try:
                text = text_path.read_text(encoding="utf-8")
            except (FileNotFoundError, IsADirectoryError):
                raise InputError(f"text file not found: {text_path}", path=file, line=line,
                                 field=_field(prefix, "path")) from None
        digest = sha256_text(text)
        if verify and version.digest is not None and version.digest != digest:
            raise InputError(
                f"digest mismatch: the line says {version.digest}, the text hashes to {digest}",
                path=file, line=line, field=_field(prefix, "digest"))
        frozen = manifest.versions.get(vid) if manifest else None
        if verify and frozen is not None and frozen.digest != digest:
            raise InputError(
                f"digest mismatch for frozen version {vid!r}: manifest has {frozen.digest}, the text now hashes "
                f"to {digest}. A frozen version never changes: add a new version_id instead",
                path=file, line=line, field=_field(prefix, "text" if version.text is not None else "path"))
        suite.versions[vid] = version
        suite.texts[vid] = text
        suite.digests[vid] = digest
        version_lines[vid] = (file, line, prefix)
    if manifest is not None:
        unfrozen = [v for v in suite.versions if v not in manifest.versions]
        if unfrozen:
            suite.warnings.append(f"{len(unfrozen)} version(s) not frozen yet (run `citeset freeze`): "
                                  + ", ".join(unfrozen[:5]))

    for file, line, prefix, span in spans_rows:
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
        suite.spans[sid] = anchored

    for file, line, prefix, case in case_rows:
        _check_case(case, suite, file, line, prefix)
        suite.cases[case.case_id] = case
    if not suite.cases:
        raise InputError("the suite has no cases", path=root)
    if suite.reanchored:
        suite.warnings.append(f"{len(suite.reanchored)} span(s) re-anchored by quote: "
                              + ", ".join(r.span_id for r in suite.reanchored[:5]))
    return suite


def _check_case(case: Case, suite: Suite, file: Path, line: int | None, prefix: str) -> None:
    if case.case_id in suite.cases:
        raise InputError(f"duplicate case_id {case.case_id!r}", path=file, line=line,
                         field=_field(prefix, "case_id"))
    if case.answerable and not case.claims:
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
