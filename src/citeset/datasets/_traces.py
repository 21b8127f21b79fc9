"""Shared machinery of the trace importers (openinference, langchain, llamaindex): they write a run for an
existing suite, not a suite. Rows are read one at a time; rows that cannot be mapped are reported as
file:line: reason; nothing is written when no row maps (exit 2), and the run file is written atomically."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from citeset._files import refuse_special
from citeset._jsonl import MAX_LINE_BYTES, load_line, write_json_lines
from citeset.datasets._common import SHAPE_ERRORS, ImportResult, Options, Skipped, malformed
from citeset.datasets._io import in_folder, iter_json_items, iter_jsonl, require_json_size
from citeset.errors import InputError
from citeset.integrations._core import SuiteIndex
from citeset.runs._models import RunRecord


def suite_index(opts: Options) -> SuiteIndex:
    """The suite the traces answer (`--suite`), with the case and version keys (`--case-key`, `--version-key`)."""
    from citeset.suite import load_suite

    suite_path = opts.extra.get("suite")
    if suite_path is None:
        raise InputError("trace formats write a run for an existing suite: give --suite SUITE", field="suite")
    return SuiteIndex(load_suite(suite_path), version_key=opts.extra.get("version_key") or "version_id",
                      case_key=opts.extra.get("case_key") or "case_id")


def source_file(src: Path, label: str) -> Path:
    if not src.is_dir():
        return src
    picks = sorted(p for p in src.iterdir() if p.suffix.lower() in (".json", ".jsonl"))
    if not picks:
        raise InputError(f"no {label} export (*.json, *.jsonl) in the folder", path=src)
    return in_folder(src, picks[0])


def rows(src: Path, opts: Options) -> Iterator[tuple[int, Any]]:
    """(line, object) per row, read one at a time: JSON Lines (whatever the file is called), a JSON array, or
    one JSON object (an OTLP export written as a single, possibly pretty-printed, document)."""
    first = _first_char(src)
    if first == "[":
        for line, _, obj in iter_json_items(src, tick=opts.tick):
            yield line, obj
        return
    if first != "{":
        raise InputError("expected JSON Lines, a JSON array or a JSON object", path=src, line=1)
    with src.open("rb") as handle:
        head = handle.readline(MAX_LINE_BYTES + 1)
    try:
        json.loads(head)
    except (ValueError, RecursionError):  # one document spread over several lines (load_line names a bad one)
        require_json_size(src)  # read whole: bounded
        yield 1, load_line(src.read_bytes(), src, 1)
        return
    for line, _, obj in iter_jsonl(src, tick=opts.tick):
        yield line, obj


def _first_char(src: Path) -> str:
    refuse_special(src)
    try:
        with src.open("rb") as handle:
            start = handle.read(4096).lstrip()
    except IsADirectoryError:
        raise InputError("expected a file, found a folder", path=src) from None
    except FileNotFoundError:
        raise InputError("file not found", path=src) from None
    if start.startswith(b"\xef\xbb\xbf"):  # said as what it is, as for any JSON Lines file
        raise InputError("the file starts with a UTF-8 byte-order mark; save it as UTF-8 without one", path=src,
                         line=1)
    return start[:1].decode("ascii", "replace")


class RunWriter:
    """Collects mapped records (one per case) and skipped rows; writes the run once, at the end."""

    def __init__(self, fmt: str, index: SuiteIndex) -> None:
        self.result = ImportResult(format=fmt)
        self.index = index
        self.records: dict[str, RunRecord] = {}

    def skip(self, path: Path, line: int | None, reason: str) -> None:
        self.result.skipped.append(Skipped(str(path), line, reason))

    def problem(self, path: Path, line: int | None, exc: InputError) -> None:
        where = f"field '{exc.field}': " if exc.field else ""
        self.skip(path, exc.line if exc.line is not None else line, where + exc.message)

    def add(self, record: RunRecord, path: Path, line: int | None) -> None:
        if record.case_id in self.records:
            self.skip(path, line, f"a second record for case {record.case_id!r}: kept the first")
            return
        self.records[record.case_id] = record

    def write(self, out: Path) -> ImportResult:
        result = self.result
        if not self.records:
            first = "; ".join(s.describe() for s in result.skipped[:3])
            raise InputError(f"nothing to import: no row could be mapped to a run record "
                             f"({len(result.skipped)} skipped)" + (f". First problems: {first}" if first else ""),
                             path=out)
        result.notes.extend(self.index.placement.notes())
        missing = len(self.index.suite.cases) - len(self.records)
        if missing:
            result.notes.append(f"the run answers {len(self.records)} of the suite's {len(self.index.suite.cases)} "
                                f"case(s); evaluate with --cases-in-run to score only those")
        out.parent.mkdir(parents=True, exist_ok=True)
        result.run = out
        result.run_records = write_json_lines(out, self.records.values())
        return result


def import_row_records(src: Path, out: Path, opts: Options, *, label: str, fmt: str,
                       row_record: Callable[[SuiteIndex, Any], RunRecord]) -> ImportResult:
    """Import an export whose rows are each one answer (LangChain, LlamaIndex): one run record per row."""
    index = suite_index(opts)
    src = source_file(src, label)
    writer = RunWriter(fmt, index)
    for line, row in rows(src, opts):
        if opts.limit is not None and writer.result.rows_read >= opts.limit:
            break
        writer.result.rows_read += 1
        try:
            writer.add(row_record(index, row), src, line)
        except InputError as exc:
            writer.problem(src, line, exc)
        except SHAPE_ERRORS as exc:  # a field of another shape than the format's (a number for an object)
            writer.problem(src, line, malformed(exc))
    return writer.write(out)
