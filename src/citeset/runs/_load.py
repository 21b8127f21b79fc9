"""Loading a run (JSON Lines, one record per case) and checking it against its suite."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from citeset._jsonl import bulk_load, iter_model_lines
from citeset.errors import InputError
from citeset.runs._models import RunRecord
from citeset.suite._suite import Suite


@dataclass
class Run:
    """A loaded run: records by case id, in file order."""

    records: dict[str, RunRecord]
    path: Path | None = None
    lines: dict[str, int] = field(default_factory=dict)


def load_run(path: str | Path, suite: Suite | None = None) -> Run:
    """Load a run; a case the suite lacks, a duplicate case or an empty run is an InputError.

    A citation that resolves to nothing is not an error here: it is the finding the evaluation reports.
    """
    with bulk_load():
        return _load_run(Path(path), suite)


def _load_run(file: Path, suite: Suite | None) -> Run:
    run = Run(records={}, path=file)
    for lineno, record in iter_model_lines(file, RunRecord):
        if record.case_id in run.records:
            raise InputError(f"duplicate case_id {record.case_id!r} (first on line {run.lines[record.case_id]})",
                             path=file, line=lineno, field="case_id")
        if suite is not None and record.case_id not in suite.cases:
            raise InputError(f"case {record.case_id!r} is not in the suite", path=file, line=lineno,
                             field="case_id")
        run.records[record.case_id] = record
        run.lines[record.case_id] = lineno
    if not run.records:
        raise InputError("the run is empty (no records)", path=file)
    return run
