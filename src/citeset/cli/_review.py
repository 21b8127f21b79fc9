"""`citeset review serve` (adjudicate escalated cards in a browser) and `citeset review export`."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from citeset.cli._types import SEED
from citeset.errors import InputError
from citeset.report._text import plain

DEFAULT_FILE = "citeset-review.sqlite"
DEFAULT_DB = f"sqlite:///{DEFAULT_FILE}"  # the current folder's: one database spans outputs, incidents and labels
"""Not inside the output reviewed: `evaluate --out` replaces that folder as a whole, decisions with it."""


def open_existing(pkg: Any, url: str) -> Any:
    """The engine of a reading command's database (never created); when the default is missing, say that it is
    the current folder's (a command run from another folder than `review serve` was looks at another file)."""
    try:
        return pkg.open_db(url, existing=True)
    except InputError as exc:
        if url != DEFAULT_DB or not exc.message.startswith("no review database"):
            raise
        raise InputError(f"{exc.message}; the default --db is {DEFAULT_FILE} in the current folder: run from the "
                         "folder `review serve` ran in, or give --db sqlite:///PATH", field=exc.field) from None


def _review_package() -> Any:
    try:
        import citeset.review as review
    except ImportError as exc:
        raise InputError(f"the review app needs the review extra ({exc.name} is missing): "
                         f"pip install 'citeset[review]'") from None
    return review


@click.group("review")
def review() -> None:
    """Human adjudication of escalated cards, and adjudicated routes back into the suite."""


@review.command("serve")
@click.argument("suite", type=click.Path(path_type=Path))
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--db", "url", default=DEFAULT_DB, show_default=True,
              help="SQLAlchemy URL (sqlite:///FILE, postgresql+psycopg://USER@HOST:PORT/DB).")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port.")
@click.option("--allow-host", "hosts", multiple=True,
              help="Another name reviewers reach the app by (repeat). Requests naming any host other than these, "
                   "--host and this machine's loopback names are refused (a web page re-pointing its own name at "
                   "the app is kept out).")
@click.option("--reader", "readers", multiple=True,
              help="Reader class a reviewer may sign in as (repeat; '' for the public). Default: the public only; "
                   "grant a restricted class only to reviewers cleared for it (signing in is not authentication).")
@click.option("--adjudicator", "adjudicators", multiple=True,
              help="Name that may sign in as adjudicator and record final decisions (repeat). Default: none.")
@click.option("--sample", "sample", type=click.IntRange(min=0), default=0, show_default=True,
              help="Also queue a blind stratified sample of this many judge decisions (cards not escalated).")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed of the sample (same seed, same sample).")
@click.option("--sample-by", default="question_type", show_default=True,
              help="Case stratum key that, with the verdict, stratifies the sample ('' for the verdict alone).")
@click.option("--export-to", type=click.Path(path_type=Path), default=None,
              help="Folder the adjudicator's export page writes into (a new folder per export: the adjudicated "
                   "suite, routes.jsonl and the score-change report). Default: the page writes nothing.")
@click.option("--run", "run_path", type=click.Path(path_type=Path), default=None,
              help="For exports: the run DIRECTORY evaluated (default: the path its report.json names).")
@click.option("--judge", "judge_spec", default=None,
              help="For exports: the judge spec DIRECTORY was evaluated with (default: rules, when the report "
                   "names it).")
def serve(suite: Path, directory: Path, url: str, host: str, port: int, hosts: tuple[str, ...],
          readers: tuple[str, ...],
          adjudicators: tuple[str, ...], sample: int, seed: int, sample_by: str, export_to: Path | None,
          run_path: Path | None, judge_spec: str | None) -> None:
    """Load DIRECTORY's escalated cards (an `evaluate --out` folder), and with --sample a blind sample of its
    judge decisions, into the database and serve the app."""
    pkg = _review_package()
    import uvicorn

    from citeset.suite import load_suite

    loaded_suite = load_suite(suite)
    unknown = sorted(set(readers) - {"", *pkg.suite_readers(loaded_suite)})
    if unknown:
        raise InputError(f"no version of the suite names reader class {unknown[0]!r}", field="--reader")
    if any(not name.strip() for name in adjudicators):
        raise InputError("an adjudicator needs a name", field="--adjudicator")
    from citeset.review._export_page import export_settings

    exports = export_settings(directory, suite, export_to, run_path, judge_spec, adjudicators)
    _check_port(host, port)  # before the database is touched: a busy port loads nothing
    db_file = _db_file(url)
    created = db_file is not None and not db_file.exists()
    engine = pkg.open_db(url)
    loaded = pkg.load_output(engine, directory)
    app = pkg.create_app(loaded_suite, engine, readers=list(readers) if readers else None,
                         adjudicators=list(adjudicators), export=exports,
                         hosts=[*pkg.LOOPBACK, host, *hosts])
    console = Console(soft_wrap=True, highlight=False)
    if db_file is not None:  # a SQLite file (another database's URL may hold a password: never printed)
        default = f"; the default --db is {DEFAULT_FILE} in the current folder" if url == DEFAULT_DB else ""
        console.print(plain(f"review database {db_file.absolute()}" + (f" (created{default})" if created else "")))
    console.print(plain(f"{loaded.escalated} escalated card(s) in {directory} ({loaded.added} new in the database)"))
    if sample:
        drawn = pkg.load_sample(engine, directory, loaded_suite, sample, seed, sample_by or None)
        kept = " (the sample drawn earlier for this output is kept)" if drawn.kept_existing else ""
        console.print(plain(f"blind sample of judge decisions: {sum(drawn.drawn.values())} of "
                            f"{sum(drawn.available.values())}{kept}; by stratum: "
                            + ", ".join(f"{s} {drawn.drawn.get(s, 0)}/{n}" for s, n in drawn.available.items())))
    if export_to is not None:
        console.print(plain(f"adjudicators export the adjudicated suite from /export into new folders under "
                            f"{export_to}"))
    console.print(plain(f"review at http://{host}:{port}/ (Ctrl-C to stop)"))
    uvicorn.run(app, host=host, port=port, log_level="warning")


def _check_port(host: str, port: int) -> None:
    """Refuse an address the server could not listen on (in use, not this machine's), as uvicorn would bind it."""
    import socket

    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    except (socket.gaierror, UnicodeError) as exc:
        raise InputError(f"cannot resolve host {host!r}: {getattr(exc, 'strerror', None) or exc}",
                         field="--host") from None
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            raise InputError(f"cannot listen on {host}:{port}: {exc.strerror or exc}", field="--port") from None


@review.command("export")
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--db", "url", default=DEFAULT_DB, show_default=True, help="SQLAlchemy URL of the review database.")
@click.option("--out", type=click.Path(path_type=Path), required=True,
              help="routes.jsonl: one adjudicated route record per line (case_id, claim_id, route, decision).")
@click.option("--suite", "suite_path", type=click.Path(path_type=Path), default=None,
              help="The suite DIRECTORY was evaluated on (with --suite-out).")
@click.option("--suite-out", type=click.Path(path_type=Path), default=None,
              help="Also write the adjudicated suite here (frozen; the next evaluation uses its routes), and "
                   "report which scores change with it (OUT's sidecar .score-changes.json).")
@click.option("--run", "run_path", type=click.Path(path_type=Path), default=None,
              help="The run DIRECTORY evaluated (default: the path its report.json names).")
@click.option("--judge", "judge_spec", default=None,
              help="Judge spec DIRECTORY was evaluated with (default: rules, when the report names it).")
@click.option("--adjudicator", "adjudicators", multiple=True,
              help="A reviewer whose decisions with no recorded role (a schema-1 database's) are an adjudicator's "
                   "(repeat). Without it such decisions are not exported, only counted.")
def export(directory: Path, url: str, out: Path, suite_path: Path | None, suite_out: Path | None,
           run_path: Path | None, judge_spec: str | None, adjudicators: tuple[str, ...]) -> None:
    """Write the routes adjudicated for DIRECTORY's cards as suite route records (new annotation versions)."""
    pkg = _review_package()
    from citeset._files import refuse_inside_an_output_set, refuse_own_input
    from citeset.diff._compare import read_side
    from citeset.review._outputs import check_file_target

    if (suite_path is None) != (suite_out is None):
        raise InputError("give --suite and --suite-out together", field="--suite-out")
    side, _ = read_side(directory)
    sidecar = out.with_name(out.stem + ".score-changes.json")
    rerun = None
    if suite_path is not None and suite_out is not None:  # everything checked before anything is written
        from citeset.review._scores import rerun_inputs

        if suite_out.exists():
            raise InputError("already exists: the adjudicated suite is written to a new folder (the suite "
                             "evaluated is kept as it is); choose another --suite-out", path=suite_out,
                             field="--suite-out")
        refuse_inside_an_output_set(suite_out, into=True)  # a suite of its own, never in another command's set
        if os.path.abspath(suite_out) in (os.path.abspath(out), os.path.abspath(sidecar)):
            raise InputError("--suite-out is the route records file or its score changes; give each a place of "
                             "its own", path=suite_out, field="--suite-out")
        rerun = rerun_inputs(directory, run_path, judge_spec, suite_path)
    # The run evaluated again may come from report.json, not --run: it is an input all the same.
    read_run = rerun[1] if rerun is not None else run_path
    for written in (out, sidecar):
        refuse_own_input(written, (directory, suite_path, read_run, _db_file(url)))
    check_file_target(out)
    if rerun is not None:
        check_file_target(sidecar)
    engine = open_existing(pkg, url)
    pkg.load_output(engine, directory)  # idempotent: so that undecided escalations are counted
    routes, overrides = pkg.adjudicated_routes(engine, side.cards_digest, adjudicators)
    from citeset.review._export_set import SuiteTarget, write_export

    target = SuiteTarget(suite_path, suite_out, rerun) if suite_path and suite_out and rerun else None
    report = write_export(engine, directory, side.cards_digest, out, routes, target, adjudicators)
    console = Console(soft_wrap=True, highlight=False)
    console.print(plain(f"wrote {len(routes)} adjudicated route record(s) to {out}"
                        + (f" and the adjudicated suite {suite_out}" if suite_out else "")))
    for item in overrides:
        console.print(plain(f"verdict override: {item.case_id} {item.claim_id or '(no claim)'} -> {item.verdict} "
                            f"by {item.decision.reviewer}: {item.decision.reason}"))
    from citeset.review._export import awaiting, unestablished_decisions

    apart = unestablished_decisions(engine, side.cards_digest, adjudicators)
    if apart.cards:
        console.print(plain(apart.describe()))
    elif not routes and not overrides:
        console.print(plain("no decisions recorded for this output yet"))

    cards, reported = awaiting(engine, side.cards_digest, adjudicators)
    console.print(plain(f"{cards} escalated card(s) still await a decision"))
    if reported:
        console.print(plain(f"{reported} user-reported incident(s) await a decision (any output)"))
    if report is not None:
        _print_scores(console, report, sidecar)


def _print_scores(console: Console, report: Any, sidecar: Path) -> None:
    from rich.table import Table

    from citeset.review._export_set import ratio_text as _ratio

    table = Table(title=f"scores that change with the adjudicated annotation ({report.changed} of "
                        f"{len(report.scores)})")
    for column in ("metric", "before (num/den)", "after (num/den)"):
        table.add_column(column)
    for row in report.scores:
        if row.changed:
            table.add_row(row.metric, _ratio(row.before_numerator, row.before_denominator, row.before_value),
                          _ratio(row.after_numerator, row.after_denominator, row.after_value))
    console.print(table if report.changed else plain("no score changes with the adjudicated annotation"))
    console.print(plain(f"{report.awaiting_cases} case(s) ({report.awaiting_cards} card(s)) still await "
                        f"adjudication; score changes in {sidecar}"))


@review.command("labels")
@click.option("--db", "url", default=DEFAULT_DB, show_default=True, help="SQLAlchemy URL of the review database.")
@click.option("--suite", "suite_path", type=click.Path(path_type=Path), required=True,
              help="The suite the reviewed output was evaluated on (decides which text a reader may read).")
@click.option("--out", type=click.Path(path_type=Path), required=True,
              help="LABELS.jsonl in the native calibration format (id, claim, evidence, label, slice).")
@click.option("--reader", default="", show_default=False,
              help="Reader class the evidence may be written for (default: the public). Cards whose evidence "
                   "this class may not read are left out and counted.")
def labels(url: str, suite_path: Path, out: Path, reader: str) -> None:
    """Write reviewed judge decisions as calibration labels for `citeset judge calibrate`, with
    inter-reviewer agreement (Cohen's kappa per dimension) in OUT's sidecar .summary.json."""
    pkg = _review_package()
    from citeset._files import refuse_own_input
    from citeset.redact import Redactors
    from citeset.review._labels import calibration_labels
    from citeset.review._outputs import check_file_target, json_text, jsonl_text, write_set
    from citeset.suite import load_suite

    suite = load_suite(suite_path)
    if reader and reader not in pkg.suite_readers(suite):
        raise InputError(f"no version of the suite names reader class {reader!r}", field="--reader")
    sidecar = out.with_name(out.stem + ".summary.json")
    for written in (out, sidecar):  # a hardening audit replaced the review database with `--out db.sqlite`
        refuse_own_input(written, (suite_path, _db_file(url)))
    check_file_target(out)
    check_file_target(sidecar)
    engine = open_existing(pkg, url)
    lines, summary = calibration_labels(engine, Redactors(suite).for_reader(reader or None))
    write_set([(out, jsonl_text(lines)), (sidecar, json_text(summary))])  # both or neither
    _print_labels(summary, out, sidecar)


def _db_file(url: str) -> Path | None:
    """The file of a SQLite database URL (an input an --out must not replace), else None."""
    for prefix in ("sqlite:///", "sqlite+pysqlite:///"):
        if url.startswith(prefix):
            return Path(url[len(prefix):].split("?", 1)[0])
    return None


def _print_labels(summary: Any, out: Path, sidecar: Path) -> None:
    from rich.table import Table

    console = Console(soft_wrap=True, highlight=False)
    console.print(plain(f"wrote {summary.labels_written} calibration label(s) to {out} (of {summary.judged_cards} "
                        f"judged card(s): {summary.without_label} without an agreed or adjudicated label, "
                        f"{summary.withheld} withheld from this reader class)"))
    if summary.uncounted_judgments:
        console.print(plain(f"{summary.uncounted_judgments} judgment(s) not counted (labels, agreement): the "
                            "reviewer's reader class could not read every cited or route span of the card"))
    table = Table(title="inter-reviewer agreement (first two reviewers of each card, first blind judgment of each)")
    for column in ("dimension", "Cohen's kappa", "items both labelled"):
        table.add_column(column)
    for dimension, value in summary.agreement.items():
        table.add_row(dimension, "undefined" if value.kappa is None else f"{value.kappa:.3f}", str(value.items))
    console.print(table)
    console.print(plain(f"{summary.unresolved_disagreements} unresolved disagreement(s); summary in {sidecar}"))


COMMANDS: list[click.Command] = [review]
