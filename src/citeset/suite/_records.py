"""Building a suite in memory from records (dicts or models), with the checks of file loading.

Errors name the record by list and index (`field 'spans[2].exact'`) instead of file and line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from citeset._files import text_size_limit
from citeset._jsonl import adapter, bulk_load, parse_model
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.suite._models import Case
from citeset.suite._rows import check_case, load_spans, load_versions

if TYPE_CHECKING:
    from citeset.suite._suite import Suite

M = TypeVar("M")
_NO_FILE = Path("<records>")  # a stand-in the loader's row type needs; removed from every error


def as_mapping(obj: Any, where: str) -> dict[str, Any]:
    """A record as the dict a file line would hold: models and pydantic dataclasses are dumped first."""
    if isinstance(obj, dict):
        return obj
    if isinstance(obj, BaseModel):
        return obj.model_dump(exclude_none=True)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        dumped = adapter(type(obj)).dump_python(obj, exclude_none=True)
        if isinstance(dumped, dict):
            return dumped
    raise InputError(f"expected a mapping or a citeset model, got {type(obj).__name__}", field=where)


def _rows(items: Iterable[Any], kind: str, model: type[M]) -> Iterator[tuple[Path, None, str, M]]:
    for i, obj in enumerate(items):
        where = f"{kind}[{i}]"
        yield _NO_FILE, None, where, parse_model(model, as_mapping(obj, where), path=_NO_FILE, line=None,
                                                 prefix=where)


def _no_base_paths(versions: Iterator[tuple[Path, None, str, SourceVersion]]
                   ) -> Iterator[tuple[Path, None, str, SourceVersion]]:
    for row in versions:
        if row[3].text is None:
            raise InputError("an in-memory source needs `text` (or pass base= to read `path` inside that folder)",
                             field=f"{row[2]}.path")
        yield row


def suite_from_records(suite: Suite, sources: Iterable[Any], spans: Iterable[Any], cases: Iterable[Any], *,
                       base: str | Path | None = None) -> Suite:
    """Build and check a suite from source-version, span and case records (dicts or models).

    The same checks as `load_suite` apply (duplicate ids, spans re-anchored by quote, route members
    that are not spans, schema versions); each error names `sources[i]`, `spans[i]` or `cases[i]` and
    the field. A source's `path` is read only when `base` is given, and only inside that folder.
    """
    try:
        with bulk_load():
            return _build(suite, sources, spans, cases, base)
    except InputError as exc:
        if exc.path != str(_NO_FILE):
            raise
        raise InputError(exc.message, field=exc.field) from None


def _build(suite: Suite, sources: Iterable[Any], spans: Iterable[Any], cases: Iterable[Any],
           base: str | Path | None) -> Suite:
    versions = _rows(sources, "sources", SourceVersion)
    load_versions(suite, versions if base is not None else _no_base_paths(versions), Path(base or "."),
                   text_size_limit(None))
    load_spans(suite, _rows(spans, "spans", Span))
    for file, line, prefix, case in _rows(cases, "cases", Case):
        check_case(case, suite, file, line, prefix)
        suite.cases[case.case_id] = case
    if not suite.cases:
        raise InputError("the suite has no cases", field="cases")
    if suite.reanchored:
        suite.warnings.append(f"{len(suite.reanchored)} span(s) re-anchored by quote: "
                              + ", ".join(r.span_id for r in suite.reanchored[:5]))
    return suite
