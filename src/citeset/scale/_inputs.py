"""Inputs for sharded evaluation: the parent checks the whole run once (keeping only its case ids); each
shard worker then loads its own cases and run records, and of the suite's sources and spans only those they
can reach (`citeset.scale._needed`).

The parent's streaming check (`_stream`) records where every line is (`_index`), so a worker reads its own
lines only: its memory holds its shard, not the run, and its CPU time is not spent on rows another worker owns.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from citeset._files import text_size_limit
from citeset._jsonl import bulk_load, iter_model_lines_at, read_model_lines
from citeset.corpus._manifest import read_manifest
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.runs import Run
from citeset.runs._models import RunRecord
from citeset.scale._index import SuiteIndex
from citeset.scale._needed import ListedSpans, keyed_lines, load_indexed_suite, open_suite_folder
from citeset.suite import load_suite
from citeset.suite._load import CASES, SOURCES, SPANS, _jsonl_rows
from citeset.suite._models import Case
from citeset.suite._rows import add_cases, as_proposed, load_spans, load_versions
from citeset.suite._suite import Suite


@dataclass
class RunIndex:
    """What the parent keeps of a checked run: its case ids in file order and two flags."""

    path: Path
    case_ids: dict[str, int] = field(default_factory=dict)
    """case id -> line number."""
    retrieves: bool = False
    """Some record has a retrieval trace (a case without a record is then a retrieval miss)."""
    rendered: bool = False
    """Some record carries the answer as displayed (trace.rendered_html), for the render checks."""

    def as_run(self) -> Run:
        """A run that answers `case_id in run.records` and `len(run.records)` without holding records."""
        return Run(records=dict.fromkeys(self.case_ids), path=self.path)  # type: ignore[arg-type]


class Count:
    """Stands for a collection of which only the size is still needed."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n


@dataclass
class SuiteSummary:
    """What a report needs of a suite once shard workers hold it: sizes, root, freeze state and warnings.
    The parent keeps this instead of the suite, so the memory goes to the workers."""

    root: Path | None
    frozen: bool
    manifest: bool | None
    versions: Count
    spans: Count
    cases: Count
    warnings: list[str]


def summarize_suite(suite: Suite) -> SuiteSummary:
    return SuiteSummary(root=suite.root, frozen=suite.frozen, manifest=True if suite.manifest is not None else None,
                        versions=Count(len(suite.versions)), spans=Count(len(suite.spans)),
                        cases=Count(len(suite.cases)), warnings=list(suite.warnings))


def release_memory() -> None:
    """Hand freed heap pages back to the system (glibc's malloc_trim): after the parent drops its suite, the
    memory is then free for the workers rather than kept by this process. Elsewhere a no-op."""
    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (AttributeError, OSError):
        return


@dataclass
class RunFlags:
    """Whether some record has a retrieval trace, and whether some carries the answer as displayed."""

    retrieves: bool = False
    rendered: bool = False

    def see(self, record: RunRecord) -> None:
        trace = record.trace
        self.retrieves = self.retrieves or (trace is not None and trace.retrieved is not None)
        self.rendered = self.rendered or is_rendered(record)


def is_rendered(record: RunRecord) -> bool:
    """Whether the record carries the answer as displayed (`trace.rendered_html`, checked in a browser)."""
    return record.trace is not None and bool(record.trace.rendered_html)


def checked_records(path: Path, lines: Iterable[tuple[int, int, RunRecord]], first_line: Callable[[str], int | None],
                    in_suite: Callable[[str], bool], flags: RunFlags) -> Iterator[tuple[int, int, RunRecord]]:
    """The run's (line, offset, record)s, each checked as `load_run` checks it: no case twice (`first_line`:
    where a case was seen before, if it was), every case in the suite; `flags` see every record."""
    for line, offset, record in lines:
        cid = record.case_id
        first = first_line(cid)
        if first is not None:
            raise InputError(f"duplicate case_id {cid!r} (first on line {first})", path=path, line=line,
                             field="case_id")
        if not in_suite(cid):
            raise InputError(f"case {cid!r} is not in the suite", path=path, line=line, field="case_id")
        flags.see(record)
        yield line, offset, record


def index_run(path: Path, suite: Suite) -> RunIndex:
    """Check every line of the run as `load_run` does (file:line:field errors), keeping only ids and flags."""
    index, flags = RunIndex(path=path), RunFlags()
    with bulk_load():
        lines = iter_model_lines_at(path, RunRecord)
        for line, _, record in checked_records(path, lines, index.case_ids.get, suite.cases.__contains__, flags):
            index.case_ids[record.case_id] = line
    if not index.case_ids:
        raise InputError("the run is empty (no records)", path=path)
    index.retrieves, index.rendered = flags.retrieves, flags.rendered
    return index


def load_shard_suite(path: Path, case_ids: Collection[str], index: SuiteIndex | None = None) -> Suite:
    """The suite with every source and span but only the cases in `case_ids` (in file order).

    Whole-suite checks (nothing frozen lost, freeze warnings) are the parent's, which loaded it in full. The
    routes a frozen manifest does not cover are proposed, as the parent found: from its `index`, else (a suite
    the parent held whole) from the manifest."""
    if not path.is_dir():  # a single-file bundle is small by nature
        suite = load_suite(path)
        suite.cases = {cid: case for cid, case in suite.cases.items() if cid in case_ids}
        return suite
    with bulk_load():
        suite = open_suite_folder(path)
        if index is None:
            suite.manifest = read_manifest(path)
        load_versions(suite, _jsonl_rows(path, SOURCES, SourceVersion), path, text_size_limit(None))
        load_spans(suite, _jsonl_rows(path, SPANS, Span))
        add_cases(suite, keyed_lines(path / CASES, Case, "case_id", case_ids))
    return suite


def load_shard_inputs(suite_path: Path, run_path: Path, case_ids: Collection[str],
                      index_path: Path | None = None, listed: ListedSpans | None = None) -> tuple[Suite, Run]:
    """The shard's run records, and the suite with its cases and only the spans and versions they and the
    records can reach (`citeset.scale._needed`), every line found through the parent's index (`index_path`,
    which a suite folder has); the whole corpus when the suite restricts readers, or is a bundle. `listed`:
    the spans only listed that the worker read for earlier shards of this run (`ListedSpans.of`)."""
    if index_path is None:
        return load_shard_suite(suite_path, case_ids), load_shard_run(run_path, case_ids)
    with SuiteIndex.open(index_path) as index:
        changed = index.changed()
        if changed is not None:
            raise InputError("changed since it was checked; run the evaluation again", path=changed)
        run = _indexed_run(run_path, index, case_ids)
        if index.fact("restricted"):
            return with_unadjudicated(load_shard_suite(suite_path, case_ids, index), index), run
        places = index.places("cases", case_ids)
        cases_file = suite_path / CASES
        cases = [(cases_file, line, "", case)
                 for line, case in read_model_lines(cases_file, Case, places, lambda case: case.case_id)]
        with bulk_load():
            suite = load_indexed_suite(suite_path, index, cases, run.records.values(), listed)
        return with_unadjudicated(suite, index), run


def with_unadjudicated(suite: Suite, index: SuiteIndex) -> Suite:
    """`suite` (loaded without its manifest) with the routes the parent's check found uncovered by the manifest
    made proposed, as `load_suite` makes them."""
    found = index.unadjudicated(suite.cases)
    for case_id in {key[0] for key in found}:
        suite.cases[case_id] = as_proposed(suite.cases[case_id], {(c, r) for cid, c, r in found if cid == case_id})
    return suite


def _indexed_run(path: Path, index: SuiteIndex, case_ids: Collection[str]) -> Run:
    run = Run(records={}, path=path)
    with bulk_load():
        places = index.places("records", case_ids)
        for line, record in read_model_lines(path, RunRecord, places, lambda record: record.case_id):
            run.records[record.case_id] = record
            run.lines[record.case_id] = line
    return run


def load_shard_run(path: Path, case_ids: Collection[str]) -> Run:
    """The run records of the shard's cases only (the parent checked the whole file with `index_run`)."""
    run = Run(records={}, path=path)
    with bulk_load():
        for _, line, _, record in keyed_lines(path, RunRecord, "case_id", case_ids):
            assert line is not None  # keyed_lines numbers every row
            run.records[record.case_id] = record
            run.lines[record.case_id] = line
    return run
