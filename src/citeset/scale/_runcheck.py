"""The run's rows checked in a process of their own while the parent checks the suite.

The parent of a sharded evaluation checks every input before any worker starts, and did so on one core: the
suite, then the run (a quarter of the check at 100k benchmark claims), while the machine's other cores
waited. Every check of a run row but one needs the row alone, or the rows before it: its JSON and fields,
and no case answered twice. A helper process does those into an index of its own, at the same time as the
parent checks the suite; the one check that needs the suite (every case the run answers is in it) is then a
single query over both indexes. The error is the one `load_run` reports after a good suite, on the same
line and field: the helper stops at the first line it refuses, and a line before it whose case is not in
the suite comes first (on one line, a repeated case is reported before an unknown one, as `load_run` does).
"""

from __future__ import annotations

import json
import multiprocessing
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from citeset.errors import InputError
from citeset.scale._index import SuiteIndex
from citeset.scale._local import how_it_ended
from citeset.scale._stream import StreamedRun, check_cases_alone, check_run_streaming
from citeset.scale._work import file_digests
from citeset.suite._load import CASES

HELPER_BYTES = 16 << 20
"""Below this size a run is checked in the parent: starting a process costs more than the overlap saves."""


class _Orphaned(Exception):
    """The helper's parent is gone (told by the check's progress, every megabyte)."""


def _check_cases(suite_path: str, index: SuiteIndex, advance: Callable[[int], None]) -> int | None:
    """The suite's cases (`check_cases_alone`), in one transaction: their number, or None if one is refused
    (the parent then checks them itself, and reports the error)."""
    index.db.execute("BEGIN")
    try:
        return check_cases_alone(Path(suite_path), index, advance)
    except InputError:
        return None
    finally:
        index.db.execute("COMMIT")


def _check_rows(suite_path: str, run_path: str, index_path: str, outcome_path: str, done: Any, cases: bool) -> None:
    """The helper's body: with `cases`, the suite's cases but whether their route members are spans; then
    every row of the run but the suite membership of its case; into its own index; the outcome (the number
    of cases, the run's summary and the inputs' digests, or the first error) in a JSON file; bytes checked
    in `done`. (It has time for the digests: the suite's sources and spans take the parent longer.)"""
    outcome: dict[str, Any] = {"cases": None}
    parent = multiprocessing.parent_process()
    try:
        index = SuiteIndex.create(Path(index_path))
        index.finish()
        with index:
            def advance(n: int) -> None:
                done.value += n
                if parent is not None and not parent.is_alive():
                    raise _Orphaned

            outcome["cases"] = _check_cases(suite_path, index, advance) if cases else None
            outcome["case_bytes"] = int(done.value)
            run = check_run_streaming(Path(run_path), index, advance, in_suite=lambda _: True)
        outcome.update(kind="run", records=run.records, retrieves=run.retrieves, rendered=run.rendered,
                       files=file_digests(Path(suite_path), Path(run_path)))
    except _Orphaned:  # the parent was killed (SIGKILL, out of memory): no one will read what this writes
        Path(index_path).unlink(missing_ok=True)
        return
    except InputError as exc:
        outcome.update(kind="input", message=exc.message, path=exc.path and str(exc.path), line=exc.line,
                       field=exc.field)
    except BaseException:
        outcome.update(kind="bug", traceback=traceback.format_exc())
    Path(outcome_path).write_text(json.dumps(outcome))


class RunCheck:
    """A run (and with `cases`, the suite's cases) being checked by a helper process (`start`), joined into the
    suite's index by `finish` (and `take`, for the cases)."""

    def __init__(self, suite_path: Path, run_path: Path, folder: Path, cases: bool = False) -> None:
        self.suite_path = suite_path
        self.run_path = run_path
        self.cases = cases
        self.files: dict[str, str | None] | None = None
        """`file_digests` of the inputs, once `finish` has returned."""
        self.index_path = folder / "run-index.sqlite"
        self.outcome_path = folder / "run-check.json"
        ctx = multiprocessing.get_context("spawn")
        self.done = ctx.Value("q", 0, lock=False)
        self.told = 0
        self.cases_told = 0
        """Bytes of cases.jsonl told of before the parent took the cases back (`take` returned None)."""
        args = (str(suite_path), str(run_path), str(self.index_path), str(self.outcome_path), self.done, cases)
        self.process = ctx.Process(target=_check_rows, name="citeset-run-check", daemon=True, args=args)

    @staticmethod
    def wanted(run_path: Path) -> bool:
        return run_path.is_file() and run_path.stat().st_size >= HELPER_BYTES

    def start(self) -> RunCheck:
        self.process.start()
        return self

    def progress(self) -> int:
        """Bytes checked since the last call."""
        now = int(self.done.value)
        step, self.told = now - self.told, now
        return step

    def stop(self) -> None:
        """End the helper, if still running (the suite was refused), and remove what it wrote."""
        if self.process.is_alive():
            self.process.terminate()
        self.process.join()
        for path in (self.index_path, self.outcome_path):
            path.unlink(missing_ok=True)

    def take(self, index: SuiteIndex, waiting: Callable[[int], None] | None = None) -> int | None:
        """`CasesElsewhere.take`: once the helper is done (`waiting` told of the bytes it checks meanwhile),
        its cases into `index` (being built) when it refused none and each route member is a span of `index`:
        one query for all of them."""
        self._wait(waiting)
        found = self._read_outcome()
        # what the parent checks again is not told of again; a helper that died told of cases first
        told_cases = (self.suite_path / CASES).stat().st_size if found is None else found.get("case_bytes", 0)
        self.cases_told = min(self.told, int(told_cases))
        # died or failed: the parent checks the cases, and `finish` reports the helper's end
        if found is None or found["kind"] == "bug" or found.get("cases") is None:
            return None
        index.db.execute("COMMIT")  # a database is attached only between transactions
        try:
            with_cases = _Attached(index, self.index_path)
            try:
                if not with_cases.members_are_spans():
                    return None
                index.db.execute("INSERT INTO main.cases SELECT * FROM run.cases")
                self.cases_told = 0
            finally:
                with_cases.detach()
        finally:
            index.db.execute("BEGIN")
        return int(found["cases"])

    def finish(self, index: SuiteIndex, progress: Callable[[int], None]) -> StreamedRun:
        """Wait for the helper; its rows into `index` (whose suite is checked), or the error `load_run` gives."""
        self._wait(progress)
        outcome = self._outcome()
        with_cases = _Attached(index, self.index_path)
        unknown = with_cases.unknown()
        error = None if outcome["kind"] == "run" else InputError(
            outcome["message"], path=outcome["path"], line=outcome["line"], field=outcome["field"])
        if unknown is not None and (error is None or error.line is None or unknown[0] < error.line):
            with_cases.detach()
            raise InputError(f"case {unknown[1]!r} is not in the suite", path=self.run_path, line=unknown[0],
                             field="case_id")
        if error is not None:
            with_cases.detach()
            raise error
        with_cases.merge()
        self.files = outcome["files"]
        changed = index.changed()
        if changed is not None:
            raise InputError("changed while it was being checked; run the evaluation again", path=changed)
        return StreamedRun(path=self.run_path, records=outcome["records"], retrieves=outcome["retrieves"],
                           rendered=outcome["rendered"])

    def _wait(self, progress: Callable[[int], None] | None) -> None:
        """Until the helper has ended, telling `progress` every 0.2 s of the bytes it checked meanwhile."""
        while self.process.is_alive():
            self.process.join(timeout=0.2)
            if progress is not None:
                progress(self.progress())
        if progress is not None:
            progress(self.progress())

    def _read_outcome(self) -> dict[str, Any] | None:
        """What the helper wrote when it ended; None if it wrote nothing (killed)."""
        try:
            found: dict[str, Any] = json.loads(self.outcome_path.read_text())
        except (OSError, ValueError):
            return None
        return found

    def _outcome(self) -> dict[str, Any]:
        outcome = self._read_outcome()
        if outcome is None:
            raise InputError(f"the process checking the run {how_it_ended(self.process.exitcode)}; no report was "
                             "written", path=self.run_path)
        if outcome["kind"] == "bug":
            raise RuntimeError(f"checking the run failed:\n{outcome['traceback']}")
        return outcome


class _Attached:
    """The helper's index attached to the suite's."""

    def __init__(self, index: SuiteIndex, helper: Path) -> None:
        self.db = index.db
        self.db.execute("ATTACH DATABASE ? AS run", (str(helper),))

    def members_are_spans(self) -> bool:
        """Whether every route member the helper met is a span of the suite."""
        missing = self.db.execute("SELECT 1 FROM run.members m WHERE NOT EXISTS "
                                  "(SELECT 1 FROM main.spans s WHERE s.span_id = m.span_id) LIMIT 1").fetchone()
        return missing is None

    def unknown(self) -> tuple[int, str] | None:
        """The first line whose case the suite lacks."""
        found = self.db.execute("SELECT r.line, r.case_id FROM run.records r WHERE NOT EXISTS "
                                "(SELECT 1 FROM main.cases c WHERE c.case_id = r.case_id) "
                                "ORDER BY r.line LIMIT 1").fetchone()
        return None if found is None else (int(found[0]), str(found[1]))

    def merge(self) -> None:
        self.db.execute("BEGIN")
        self.db.execute("INSERT INTO main.records SELECT * FROM run.records")
        self.db.execute("INSERT INTO main.stamps SELECT * FROM run.stamps")
        self.db.execute("COMMIT")
        self.detach()

    def detach(self) -> None:
        self.db.execute("DETACH DATABASE run")
