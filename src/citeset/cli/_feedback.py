"""`citeset feedback add` (a user's report on a production answer becomes an incident in the review queue) and
`citeset feedback export` (decided incidents become minimized cases of a regression suite)."""

from __future__ import annotations

import getpass
from pathlib import Path

import click
from rich.console import Console

from citeset.cli._review import DEFAULT_DB, _review_package, open_existing
from citeset.errors import InputError
from citeset.report._text import plain


def _default_who() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"


@click.group("feedback")
def feedback() -> None:
    """Production feedback: user reports reviewed like escalations, and exported as regression cases."""


@feedback.command("add")
@click.option("--db", "url", default=DEFAULT_DB, show_default=True, help="SQLAlchemy URL of the review database.")
@click.option("--suite", "suite_path", type=click.Path(path_type=Path), required=True,
              help="The suite the answer's citations refer to (versions, spans, reader classes).")
@click.option("--trace", type=click.Path(path_type=Path), default=None,
              help="TRACE.json: the answer the user reported on, as one run record (answer_text, claims, trace).")
@click.option("--run", "run_path", type=click.Path(path_type=Path), default=None,
              help="RUN.jsonl holding the answer (with --case-id), instead of --trace.")
@click.option("--case-id", default=None, help="The case of --run the user was answered on.")
@click.option("--claim-span", default=None, help="START:END: the reported claim's character range in the answer.")
@click.option("--claim", default=None, help="The reported claim's exact text in the answer (instead of --claim-span).")
@click.option("--source", required=True, help="VERSION_ID of the cited source the user reports on.")
@click.option("--reader", required=True,
              help="The reporting user's reader class ('' for the public): the text they could see.")
@click.option("--report", required=True, help="The user's report, e.g. 'this source does not say that'.")
@click.option("--question", default=None, help="The question asked, when the case is not in the suite.")
@click.option("--who", default=None, help="Who records the report (default: the login name).")
def add(url: str, suite_path: Path, trace: Path | None, run_path: Path | None, case_id: str | None,
        claim_span: str | None, claim: str | None, source: str, reader: str, report: str, question: str | None,
        who: str | None) -> None:
    """Record a user's report as an incident, reviewed in `citeset review serve` like an escalation. Every
    reference is checked before the database is touched; the same report twice is one incident."""
    pkg = _review_package()
    from citeset.review._feedback_input import Report, incident_from, read_answer
    from citeset.review._incidents import add_incident
    from citeset.suite import load_suite

    suite = load_suite(suite_path)
    answer = read_answer(trace, run_path, case_id)
    given = Report(source=source, reader=reader, report=report, who=who if who is not None else _default_who(),
                   claim_span=claim_span, claim=claim, question=question)
    record, text = incident_from(suite, answer, given)
    engine = pkg.open_db(url)
    outcome = add_incident(engine, record, text)
    engine.dispose()
    console = Console(soft_wrap=True, highlight=False)
    if outcome.status == "duplicate":
        console.print(plain(f"this report is already recorded as incident {outcome.incident_id} "
                            f"(card {outcome.card_ref}); nothing added"))
        return
    console.print(plain(f"incident {outcome.incident_id} recorded (case {record.case_id}, claim "
                        f"{record.claim_start}:{record.claim_end}, version {record.version_id}, reader "
                        f"{record.reader or '(public)'}); it is queued as card {outcome.card_ref} in the review app"))


@feedback.command("export")
@click.option("--db", "url", default=DEFAULT_DB, show_default=True, help="SQLAlchemy URL of the review database.")
@click.option("--suite", "suite_path", type=click.Path(path_type=Path), required=True,
              help="The suite the incidents were reported against (their versions and spans are copied from it).")
@click.option("--out", type=click.Path(path_type=Path), required=True,
              help="REGRESSION_SUITE_DIR: created, or appended to (an incident is never added twice); its run is "
                   "feedback-run.jsonl inside it.")
def export(url: str, suite_path: Path, out: Path) -> None:
    """Write each incident an adjudicator gave a failure bucket (other than none) as a minimized case."""
    pkg = _review_package()
    from citeset.review._feedback_export import RUN, export_regression
    from citeset.suite import load_suite

    _refuse_overlap(out, suite_path)
    suite = load_suite(suite_path)
    engine = open_existing(pkg, url)
    summary = export_regression(engine, suite, out)
    engine.dispose()
    console = Console(soft_wrap=True, highlight=False)
    console.print(plain(f"exported {summary.added} new case(s) to {out} ({summary.already} already there); "
                        f"evaluate them with: citeset evaluate {out} {out / RUN}"))
    console.print(plain(f"{summary.undecided} incident(s) await a decision; {summary.decided_none} decided 'none' "
                        "(not exported)"))
    if summary.unreproducible:
        console.print(plain(f"warning: {summary.unreproducible} incident(s) not exported: bucket 'retrieval' cannot "
                            "be reproduced without a suite claim's routes and the answer's trace (retrieved or "
                            "context ids); the case would evaluate as something else"))


COMMANDS: list[click.Command] = [feedback]


def _refuse_overlap(out: Path, suite_path: Path) -> None:
    """The regression suite is its own folder: never the suite read, inside it, or holding it (a hardening audit
    had `--out` equal to `--suite` rewrite the suite read, a case added and its scores changed), and never in
    another command's output set."""
    from citeset._files import refuse_inside_an_output_set, within

    refuse_inside_an_output_set(out, into=True)
    if within(out, suite_path) or within(suite_path, out):
        raise InputError("--out is the suite read, or inside it, or holds it; write the regression suite to a "
                         "folder of its own", path=out, field="--out")
