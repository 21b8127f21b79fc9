"""Shared machinery of the importers: a suite builder that deduplicates versions and spans, the
report of rows that could not be mapped, and the atomic write of suite, run and calibration files."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from citeset._jsonl import write_json_lines
from citeset.corpus._models import SourceVersion, Span
from citeset.datasets._io import Tick
from citeset.errors import InputError, from_validation_error
from citeset.runs._models import RunRecord, SourceRef
from citeset.suite._ids import canonical_id, spelling
from citeset.suite._models import Case

T = TypeVar("T")

RUN_NAME = "run.jsonl"
CALIBRATION_NAME = "calibration.jsonl"
MIN_MAPPED_SHARE = 0.5
"""An import that maps fewer of the rows it read than this fails: the input is not what the format
expects (e.g. the FEVER scorer's label-only `actual.jsonl` read as FEVER claims)."""


@dataclass(frozen=True, slots=True)
class Skipped:
    """A source row the importer could not map; reported, never silently dropped."""

    path: str
    line: int | None
    reason: str

    def describe(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: {self.reason}"


@dataclass
class Options:
    """Importer options (all optional). `limit` keeps the first N source items (for tests and samples)."""

    limit: int | None = None
    corpus: Path | None = None
    predictions: Path | None = None
    tick: Tick | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class ImportResult:
    """What an import wrote and what it could not map."""

    format: str
    suite: Path | None = None
    run: Path | None = None
    calibration: Path | None = None
    cases: int = 0
    versions: int = 0
    spans: int = 0
    run_records: int = 0
    calibration_items: int = 0
    rows_read: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


SHAPE_ERRORS = (TypeError, AttributeError, KeyError, IndexError, ValueError, RecursionError, OverflowError)
"""What mapping code raises on an item of another shape than its format's (a hardening audit crashed the
importers, exit 3, with hotpotqa `spans` as a number, alce `docs[].title` as a list, musique `idx` null): the
row is skipped and reported like any bad row."""


def malformed(exc: BaseException) -> InputError:
    """A shape error (`SHAPE_ERRORS`) said as the bad input it is."""
    return InputError(f"malformed item ({type(exc).__name__}: {str(exc)[:200]})")


class AmbiguousId(InputError):
    """Two rows whose ids are spelled differently ("1" and 1, 1 and 1.0) would be one case: the import stops
    (exit 2) instead of keeping one row and dropping the other, since nothing says which one the id means."""


GENERATED = "as no id (named after its position)"


def case_id(value: Any, path: Path | str, line: int | None, field: str) -> str:
    """The canonical case id of a row's id value (`citeset.suite._ids`), or an InputError naming the field."""
    try:
        return canonical_id(value)
    except ValueError as exc:
        raise InputError(str(exc), path=path, line=line, field=field) from None


def short_hash(text: str, n: int = 10) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:n]


class SuiteBuilder:
    """Accumulates versions, spans, cases and run records in memory, deduplicating by id."""

    def take(self, items: Iterable[T], limit: int | None) -> Iterator[T]:
        """Yield source items, counting the rows read and stopping after `limit` (the --limit option)."""
        for item in items:
            if limit is not None and self.rows_read >= limit:
                return
            self.rows_read += 1
            yield item

    def __init__(self, fmt: str) -> None:
        self.format = fmt
        self.versions: dict[str, SourceVersion] = {}
        self.texts: dict[str, str] = {}
        self.spans: dict[str, Span] = {}
        self.cases: dict[str, Case] = {}
        self.case_origin: dict[str, tuple[str, str, int | None]] = {}  # case id -> (spelling, file, line)
        self.run: list[RunRecord] = []
        self.skipped: list[Skipped] = []
        self.rows_read = 0
        self.notes: list[str] = []

    def skip(self, path: Path | str, line: int | None, reason: str) -> None:
        self.skipped.append(Skipped(str(path), line, reason))

    @contextmanager
    def row(self, path: Path, line: int | None) -> Iterator[None]:
        """Map one source row: a row that is bad input is skipped and reported (file:line: field: reason),
        and whatever it had added is taken back, so one bad row never aborts the import."""
        tables: list[dict[str, Any]] = [self.versions, self.texts, self.spans, self.cases, self.case_origin]
        sizes = [len(table) for table in tables]
        run = len(self.run)
        try:
            try:
                yield
            except ValidationError as exc:  # a value the suite's records refuse (an empty id or question)
                raise from_validation_error(exc, path=path, line=line) from None
            except SHAPE_ERRORS as exc:  # an item of another shape than its format's (a number for a list)
                raise malformed(exc) from None
        except AmbiguousId:
            raise
        except InputError as exc:
            for table, size in zip(tables, sizes, strict=True):
                for key in list(table)[size:]:
                    del table[key]
            del self.run[run:]
            where = f"field '{exc.field}': " if exc.field else ""
            self.skip(exc.path or path, exc.line if exc.line is not None else line, where + exc.message)

    def content_version(self, title: str | None, text: str, **meta: Any) -> str:
        """A version identified by its title and a hash of its text, so equal passages across questions
        (and the corpus file) collapse into one version while same-titled different passages do not."""
        vid = f"{title or 'doc'}#{short_hash(text)}"
        return self.add_version(vid, text, title=title, **meta)

    def add_version(self, version_id: str, text: str, *, source_id: str | None = None, title: str | None = None,
                    uri: str | None = None, published_at: str | None = None) -> str:
        known = self.texts.get(version_id)
        if known is not None:
            if known != text:
                raise InputError(f"version {version_id!r} appears twice with different text")
            return version_id
        self.versions[version_id] = SourceVersion(
            version_id=version_id, source_id=source_id or version_id, title=title, uri=uri, text=text,
            published_at=published_at,  # type: ignore[arg-type]  # Instant parses ISO strings
        )
        self.texts[version_id] = text
        return version_id

    def add_span(self, version_id: str, start: int | None = None, end: int | None = None,
                 span_id: str | None = None) -> str:
        """A span of a known version; its id names version and offsets. By default the whole text without
        surrounding whitespace: IRCoT and MuSiQue paragraphs can start with spaces that a retriever's chunker
        trims, and a gold span must not be missed for padding it never meant."""
        text = self.texts[version_id]
        if start is None and end is None:
            start, end = trimmed(text, 0, len(text))
        start = 0 if start is None else start
        end = len(text) if end is None else end
        sid = span_id or f"{version_id}@{start}-{end}"
        if sid not in self.spans:
            self.spans[sid] = Span(span_id=sid, version_id=version_id, start=start, end=end, exact=text[start:end])
        return sid

    def add_case(self, case: Case, path: Path, line: int | None, *, raw_id: Any = None,
                 id_field: str = "id") -> bool:
        """Add a case; False (reported) for a second row with the same id written the same way.
        `raw_id` is the id as the file wrote it (None: the importer named the case after its position).
        The same id written another way ("1" and 1) is ambiguous: AmbiguousId, which stops the import."""
        written = GENERATED if raw_id is None else f"as {spelling(raw_id)}"
        known = self.case_origin.get(case.case_id)
        if known is not None and known[0] != written:
            first, first_path, first_line = known
            where = first_path if first_line is None else f"{first_path}:{first_line}"
            raise AmbiguousId(f"case id {case.case_id!r} is written {written} here and {first} at {where}: the "
                              "two rows would be one case; give each row its own id (nothing was written)",
                              path=path, line=line, field=id_field)
        if case.case_id in self.cases:
            self.skip(path, line, f"duplicate case id {case.case_id!r}: kept the first")
            return False
        self.cases[case.case_id] = case
        self.case_origin[case.case_id] = (written, str(path), line)
        return True


def join_with_offsets(parts: list[str], sep: str = "") -> tuple[str, list[tuple[int, int]]]:
    """Join parts and return the text with each part's (start, end)."""
    offsets: list[tuple[int, int]] = []
    pos = 0
    for i, part in enumerate(parts):
        if i:
            pos += len(sep)
        offsets.append((pos, pos + len(part)))
        pos += len(part)
    return sep.join(parts), offsets


def trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """Offsets without surrounding whitespace (HotpotQA sentences carry a leading space)."""
    piece = text[start:end]
    lead = len(piece) - len(piece.lstrip())
    trail = len(piece) - len(piece.rstrip())
    if lead + trail >= len(piece):
        return start, end
    return start + lead, end - trail


def check_target(out: Path, force: bool, *, file: bool = False) -> None:
    """Fail before any work when the output exists and --force was not given, or is not what the import writes:
    a suite folder, or (`file`: a run or a calibration set) a regular file (a hardening audit found --force
    refusing every file it should replace)."""
    from citeset._files import refuse_inside_an_output_set
    from citeset.suite._write import check_replaceable

    refuse_inside_an_output_set(out, into=not file)  # a suite or a run is never one of another command's outputs
    if out.exists() and not force:
        raise InputError("output already exists (use --force to replace it)", path=out)
    if out.exists() and file and not out.is_file():
        raise InputError("--out must be a file, and a folder is in the way", path=out, field="--out")
    if out.exists() and not file:
        check_replaceable(out)


def write_result(builder: SuiteBuilder, out: Path, *, force: bool, freeze: bool = True) -> ImportResult:
    """Write the suite atomically (never over an existing suite on failure), then the run beside it."""
    from citeset.suite._write import write_suite

    result = ImportResult(format=builder.format, rows_read=builder.rows_read, skipped=builder.skipped,
                          notes=builder.notes)
    if not builder.cases:
        raise InputError("nothing to import: no source row could be mapped to a case "
                         f"({len(builder.skipped)} skipped){_first_problems(builder)}", path=out)
    if builder.rows_read and len(builder.cases) < MIN_MAPPED_SHARE * builder.rows_read:
        raise InputError(f"only {len(builder.cases)} of {builder.rows_read} row(s) could be mapped to a case "
                         f"({len(builder.skipped)} skipped); is this the right format? Nothing was written"
                         f"{_first_problems(builder)}", path=out)
    write_suite(out, builder.versions.values(), builder.spans.values(), builder.cases.values(),
                overwrite=force, freeze=freeze)
    result.suite = out
    result.cases, result.versions, result.spans = len(builder.cases), len(builder.versions), len(builder.spans)
    if builder.run:
        result.run = out / RUN_NAME
        result.run_records = write_json_lines(result.run, builder.run)
    return result


def _first_problems(builder: SuiteBuilder, shown: int = 3) -> str:
    if not builder.skipped:
        return ""
    return ". First problems: " + "; ".join(s.describe() for s in builder.skipped[:shown])


def strata(hops: int, question_type: str, routes: int, **more: str | int | float | bool) -> dict[str, Any]:
    """The strata every imported case carries so breakdowns work across formats."""
    return {"hops": hops, "question_type": question_type, "routes": routes, **more}


def dedupe(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def marker_sources(answer: str, contexts: list[str]) -> list[SourceRef] | None:
    """The source list for an answer's inline markers: `[n]` cites the row's n-th context (1-based, the
    convention of ALCE and of prompts that number the passages they show). None when the answer has no
    marker. A marker past the last context stays dangling and is reported as an invalid citation."""
    from citeset.parse import find_markers

    if not find_markers(answer):
        return None
    return [SourceRef(marker=str(i), span_id=span) for i, span in enumerate(contexts, start=1)]
