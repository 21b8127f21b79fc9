"""Loading a run (JSON Lines, one record per case) and checking it against its suite."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from citeset._jsonl import bulk_load, iter_model_lines, parse_model
from citeset.errors import InputError
from citeset.runs._models import RunRecord
from citeset.suite._suite import Suite


@dataclass
class Run:
    """A loaded run: records by case id, in file order."""

    records: dict[str, RunRecord]
    path: Path | None = None
    lines: dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_records(cls, records: Iterable[Any], suite: Suite | None = None) -> Run:
        """A run built in memory from run records (dicts or `RunRecord`s), checked as `load_run` checks a file.

        Errors name the record and field, e.g. `field 'records[1].claims.0.citations.0'`.
        """
        from citeset.suite._records import as_mapping

        run = cls(records={})
        with bulk_load():
            for i, obj in enumerate(records):
                where = f"records[{i}]"
                record = parse_model(RunRecord, as_mapping(obj, where), path="", line=None, prefix=where)
                _add(run, record, suite, None, i, where)
        if not run.records:
            raise InputError("the run is empty (no records)", field="records")
        return run


def load_run(path: str | Path, suite: Suite | None = None) -> Run:
    """Load a run; a case the suite lacks, a duplicate case or an empty run is an InputError.

    A citation that resolves to nothing is not an error here: it is the finding the evaluation reports.
    """
    with bulk_load():
        return _load_run(Path(path), suite)


def _load_run(file: Path, suite: Suite | None) -> Run:
    run = Run(records={}, path=file)
    for lineno, record in iter_model_lines(file, RunRecord):
        _add(run, record, suite, file, lineno, "")
    if not run.records:
        raise InputError("the run is empty (no records)", path=file)
    return run


def _add(run: Run, record: RunRecord, suite: Suite | None, file: Path | None, lineno: int, prefix: str) -> None:
    """Add one record; a duplicate case or a case the suite lacks is an InputError (at `lineno`, or at
    record index `lineno` when there is no file)."""
    line = lineno if file is not None else None
    field_name = f"{prefix}.case_id" if prefix else "case_id"
    if record.case_id in run.records:
        first = run.lines[record.case_id]
        where = f"on line {first}" if file is not None else f"records[{first}]"
        raise InputError(f"duplicate case_id {record.case_id!r} (first {where})", path=file, line=line,
                         field=field_name)
    if suite is not None and record.case_id not in suite.cases:
        raise InputError(f"case {record.case_id!r} is not in the suite", path=file, line=line, field=field_name)
    run.records[record.case_id] = record
    run.lines[record.case_id] = lineno
