"""The adjudicator's export page (`/export`): how much still awaits adjudication, and a button that writes the
adjudicated suite and the score-change report, with the same library code as `citeset review export
--suite-out`, into a new folder under the one whoever serves the app chose (`review serve --export-to`). The
browser never names a server path. Every export, written or failed, is an appended audit event."""

from __future__ import annotations

import contextlib
import dataclasses
import secrets
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import Engine

from citeset._files import sha256_file
from citeset._lazyre import lazy_compile
from citeset.diff._compare import read_side
from citeset.errors import CitesetError, InputError
from citeset.redact import Redactor
from citeset.review._export import adjudicated_routes, unestablished_decisions
from citeset.review._export import awaiting as awaiting_decisions
from citeset.review._export_set import SuiteTarget, ratio_text, write_export
from citeset.review._scores import ScoreReport, rerun_inputs
from citeset.review._scores import awaiting as awaiting_adjudication
from citeset.review._store import Reviewer, audit


@dataclass(frozen=True)
class ExportSettings:
    """What the export page exports: the evaluation output served, the suite it was evaluated on, and where
    exports go (None: the page explains the CLI command and writes nothing)."""

    output: Path
    output_digest: str
    suite: Path
    export_to: Path | None
    run: Path | None = None
    judge: str | None = None
    adjudicators: tuple[str, ...] = ()  # whose role-less (schema-1) decisions are an adjudicator's (--adjudicator)


def export_settings(output: Path, suite: Path, export_to: Path | None, run: Path | None = None,
                    judge: str | None = None, adjudicators: Sequence[str] = ()) -> ExportSettings:
    """Settings for `output` (its cards digest read now, so the page counts what awaits for this output)."""
    if export_to is not None and export_to.exists() and not export_to.is_dir():
        raise InputError("is not a folder: exports are written into new folders inside it", path=export_to,
                         field="--export-to")
    side, _ = read_side(output)
    return ExportSettings(output, side.cards_digest, suite, export_to, run, judge, tuple(adjudicators))


@dataclass(frozen=True)
class Waiting:
    """What still awaits a decision for the output served."""

    escalated: int
    incidents: int
    cards: int
    cases: int
    unestablished: str = ""  # cards decided only by decisions whose reviewer's role is not established (not exported)


def waiting(engine: Engine, settings: ExportSettings) -> Waiting:
    escalated, reported = awaiting_decisions(engine, settings.output_digest, settings.adjudicators)
    cards, cases = awaiting_adjudication(engine, settings.output_digest, settings.adjudicators)
    apart = unestablished_decisions(engine, settings.output_digest, settings.adjudicators)
    return Waiting(escalated, reported, cards, cases, apart.describe() if apart.cards else "")


@dataclass(frozen=True)
class ScoreRow:
    """One row of the score-change table as shown."""

    metric: str
    before: str
    after: str
    changed: bool


@dataclass(frozen=True)
class Exported:
    """The outcome of pressing the button (failures are values): the folder and suite digest, or a message."""

    folder: str
    suite_digest: str
    rows: list[ScoreRow]
    changed: int
    awaiting_cases: int
    awaiting_cards: int
    routes: int
    error: str = ""
    repeated: bool = False


TOKEN = lazy_compile(r"[0-9a-f]{32}")


class ExportRuns:
    """One export at a time per app (each evaluates the run again, which takes the machine's time), and one
    per form token: a form sent twice (a double click, a reload of the result) shows the export it wrote
    instead of writing another. A failed export may be tried again with the same form."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._done: dict[tuple[str, str, str | None], Exported] = {}

    def run(self, token: str, engine: Engine, settings: ExportSettings, reviewer: Reviewer,
            redactor: Redactor) -> Exported:
        if not TOKEN.fullmatch(token):
            return Exported("", "", [], 0, 0, 0, 0, error="nothing was written: this form is not valid (no form "
                            "token): reload the page and press the button again")
        key = (token, reviewer.name, reviewer.reader)
        with self._lock:
            if key in self._done:
                return dataclasses.replace(self._done[key], repeated=True)
            result = run_export(engine, settings, reviewer, redactor)
            if not result.error:
                self._done[key] = result
            return result


def rows_of(report: ScoreReport) -> list[ScoreRow]:
    return [ScoreRow(s.metric, ratio_text(s.before_numerator, s.before_denominator, s.before_value),
                     ratio_text(s.after_numerator, s.after_denominator, s.after_value), s.changed)
            for s in report.scores]


def _new_folder(root: Path) -> Path:
    """A folder of its own for one export (time-stamped; never an existing one)."""
    root.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    folder = root / f"adjudicated-{stamp}-{secrets.token_hex(3)}"
    folder.mkdir()
    return folder


def run_export(engine: Engine, settings: ExportSettings, reviewer: Reviewer, redactor: Redactor) -> Exported:
    """Write routes.jsonl, routes.score-changes.json and the adjudicated suite (suite/) into a new folder under
    `settings.export_to`, all or nothing, and append the audit event."""
    folder: Path | None = None
    try:
        if settings.export_to is None:
            raise InputError("this app was started without --export-to: nothing can be written from the browser")
        side, _ = read_side(settings.output)
        if side.cards_digest != settings.output_digest:
            raise InputError("the output's cards changed since the app was started: restart `citeset review "
                             "serve` on it", path=settings.output)
        rerun = rerun_inputs(settings.output, settings.run, settings.judge, settings.suite)
        routes, _ = adjudicated_routes(engine, settings.output_digest, settings.adjudicators)
        folder = _new_folder(settings.export_to)
        report = write_export(engine, settings.output, settings.output_digest, folder / "routes.jsonl", routes,
                              SuiteTarget(settings.suite, folder / "suite", rerun), settings.adjudicators)
        assert report is not None  # a suite target always gives a report
        digest = "sha256:" + sha256_file(folder / "suite" / "manifest.json")
    except (CitesetError, OSError, ValueError) as exc:
        if folder is not None:
            _remove_empty(folder)
        message = exc.describe() if isinstance(exc, InputError) else str(exc) or type(exc).__name__
        audit(engine, reviewer.name, reviewer.reader, "export:failed", message=message,
              output=str(settings.output))
        return Exported("", "", [], 0, 0, 0, 0, error=redactor.text(f"nothing was written: {message}"))
    except BaseException:
        if folder is not None:
            _remove_empty(folder)
        raise
    audit(engine, reviewer.name, reviewer.reader, "export", output_folder=str(folder), suite_digest=digest,
          output=str(settings.output), routes=len(routes), changed=report.changed)
    return Exported(redactor.text(str(folder)), digest, rows_of(report), report.changed, report.awaiting_cases,
                    report.awaiting_cards, len(routes))


def _remove_empty(folder: Path) -> None:
    """Take back the export's own folder when nothing was put in it (write_export writes all or nothing)."""
    with contextlib.suppress(OSError):  # not empty: not ours to remove
        folder.rmdir()
