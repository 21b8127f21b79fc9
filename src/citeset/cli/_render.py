"""`citeset render` (the reader's view of answers as HTML) and `citeset render-check` (markers as a user
meets them, checked in Debian's chromium)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click
from rich.console import Console
from rich.text import Text

from citeset.errors import InputError
from citeset.report._text import plain

if TYPE_CHECKING:
    from citeset.render import CheckInputs, RenderReport


def _console() -> Console:
    return Console(soft_wrap=True, highlight=False)


@click.command("render")
@click.argument("suite", type=click.Path(path_type=Path))
@click.argument("run", type=click.Path(path_type=Path))
@click.option("--case", "case_id", default=None, help="Render only this case, into the file --out.")
@click.option("--out", type=click.Path(path_type=Path), required=True,
              help="With --case: the HTML file. Without: a folder holding one HTML file per case (replaced as a whole).")
@click.option("--attach", type=click.Choice(["sentence", "paragraph"]), default="sentence", show_default=True,
              help="What an inline marker attaches to (as in evaluate).")
@click.option("--force", is_flag=True, help="Replace another command's report set in --out (else that is refused).")
def render(suite: Path, run: Path, case_id: str | None, out: Path, attach: str, force: bool) -> None:
    """Write accessible, self-contained HTML of RUN's answers, as each case's reader may see them."""
    from citeset._files import refuse_own_input
    from citeset._jsonl import atomic_writer
    from citeset.render import answer_views, page_name, render_case_html
    from citeset.report._set import refuse_other_set, write_report_set
    from citeset.runs import load_run
    from citeset.suite import load_suite

    if case_id is None:
        refuse_other_set(out, "render", force)
    loaded = load_suite(suite)
    records = load_run(run, loaded)
    views = answer_views(loaded, records, case_id, attach=attach)  # type: ignore[arg-type]
    console = _console()
    if case_id is not None:
        if out.is_dir():
            raise InputError("with --case, --out is the HTML file to write, and a folder is in the way",
                             path=out, field="--out")
        refuse_own_input(out, (suite, run))
        with atomic_writer(out) as handle:
            handle.write(render_case_html(views[0]))
        console.print(plain(f"wrote {out}"))
        return
    taken: set[str] = set()
    with write_report_set(out) as files:
        for view in views:
            with files.open(page_name(view.case_id, taken)) as handle:
                handle.write(render_case_html(view))
    console.print(plain(f"wrote {len(views)} page(s) to {out}"))


@click.command("render-check")
@click.argument("target")
@click.option("--run", "run_path", type=click.Path(path_type=Path), required=True, help="The run the page shows.")
@click.option("--suite", "suite_path", type=click.Path(path_type=Path), default=None,
              help="The suite: versions, documents, excerpts and blocked sources are checked only with it.")
@click.option("--case", "case_id", default=None, help="The case the page shows (when it does not say).")
@click.option("--mapping", "mapping_path", type=click.Path(path_type=Path), default=None,
              help="YAML/JSON: how the page marks citations (selectors, attributes); default: citeset render's.")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Folder for render.json, render.md and screenshots of offending markers (replaced as a whole).")
@click.option("--attach", type=click.Choice(["sentence", "paragraph"]), default="sentence", show_default=True,
              help="What an inline marker attaches to (as in evaluate).")
@click.option("--force", is_flag=True, help="Replace another command's report set in --out (else that is refused).")
def render_check(target: str, run_path: Path, suite_path: Path | None, case_id: str | None,
                 mapping_path: Path | None, out: Path | None, attach: str, force: bool) -> None:
    """Check the citation markers of TARGET (an HTML file, a folder of them, or a URL of your app) in a real
    browser: targets by span id, keyboard access, repeats, streaming, list/table rows, blocked text.

    Exit 0 when every check passes; 1 on a finding; 2 on bad input (or when chromium is not installed).
    """
    from citeset.render import CheckInputs, check_target, load_mapping, missing_browser_message, targets_of
    from citeset.report._set import refuse_other_set
    from citeset.runs import load_run
    from citeset.suite import load_suite

    if out is not None:
        _refuse_checked_pages(target, out)
        refuse_other_set(out, "render-check", force)
    mapping = load_mapping(mapping_path)
    suite = load_suite(suite_path) if suite_path is not None else None
    run = load_run(run_path, suite)
    targets_of(target)  # a missing page is the input's fault, named before the machine's (no browser)
    problem = missing_browser_message()
    if problem:
        raise InputError(problem)
    inputs = CheckInputs(run=run, suite=suite, case_id=case_id, mapping=mapping, attach=attach,  # type: ignore[arg-type]
                         run_name=str(run_path), suite_name=str(suite_path) if suite_path else None)
    report = check_target(target, inputs) if out is None else _check_into(target, inputs, out)
    _summary(report, out)
    if not report.passed:
        sys.exit(1)


def _refuse_checked_pages(target: str, out: Path) -> None:
    """--out is replaced as a whole: it must not be, hold, or lie inside the pages checked (the check read them,
    then the swap deleted them)."""
    if target.startswith(("http://", "https://")) or not os.path.exists(target):
        return
    pages, folder = Path(os.path.realpath(target)), Path(os.path.realpath(out))
    checked = pages if pages.is_dir() else pages.parent  # a page's own folder holds what it loads
    if folder == checked or checked in folder.parents or folder in pages.parents:
        raise InputError("is (or holds, or lies inside) the pages checked; write the report to another folder",
                         path=out, field="--out")


def _check_into(target: str, inputs: CheckInputs, out: Path) -> RenderReport:
    from citeset.render import check_target, to_markdown
    from citeset.report._set import write_report_set

    with write_report_set(out) as files:
        report = check_target(target, inputs, save_png=files.add_image)
        with files.open("render.json") as handle:
            handle.write(report.model_dump_json(indent=2) + "\n")
        with files.open("render.md") as handle:
            handle.write(to_markdown(report))
    return report


def _summary(report: RenderReport, out: Path | None) -> None:
    console = _console()
    for page in report.pages:
        line = plain(f"{page.page}: {page.markers} marker(s), case(s) {', '.join(page.cases) or '-'}")
        console.print(line + (plain(f"  {page.error}", style="red") if page.error else Text("")))
    for check in report.checks:
        style = {"passed": "green", "failed": "red", "skipped": "yellow"}[check.status]
        detail = (f" ({check.skipped_reason})" if check.status == "skipped"
                  else f"  {check.passed} passed, {check.failed} failed")
        console.print(Text(f"{check.check:<22}") + Text(check.status, style) + plain(detail))
    for finding in report.findings[:40]:
        where = " ".join(x for x in (finding.case_id, finding.marker) if x)
        console.print(plain(f"  - {finding.check} {where}: {finding.message}"))
    if len(report.findings) > 40:
        console.print(plain(f"  ... and {len(report.findings) - 40} more finding(s) (see render.json)"))
    if out is not None:
        console.print(plain(f"wrote {out / 'render.json'} and {out / 'render.md'}"))
    console.print(Text("render check passed", "green") if report.passed else Text("render check failed", "red"))


COMMANDS: list[click.Command] = [render, render_check]
