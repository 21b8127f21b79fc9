"""Typed results of `citeset render-check`: findings, one result per check, and the report (JSON + Markdown)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Record
from citeset.report._text import md

CheckName = Literal["marker_target", "keyboard", "repeat_consistency", "stream_stability",
                    "table_list_attachment", "blocked_text", "files_served"]
CHECKS: tuple[CheckName, ...] = ("marker_target", "keyboard", "repeat_consistency", "stream_stability",
                                 "table_list_attachment", "blocked_text", "files_served")
"""`files_served`: every file of a page's folder the page asked for (the page itself included) was served; one
refused over a size limit is a finding (the page was checked without what its reader would have)."""
Status = Literal["passed", "failed", "skipped"]


class Finding(Record):
    """One thing a reader of the page would meet wrongly."""

    check: CheckName = Field(description="The check that found it.")
    page: str = Field(description="The page (file or URL) it was found on.")
    case_id: str | None = Field(default=None, description="The case the answer belongs to.")
    marker: str | None = Field(default=None, description="The marker as displayed, with its position: '[2] #3'.")
    span_id: str | None = Field(default=None, description="The span id the marker should open.")
    message: str = Field(description="What is wrong, in words.")
    screenshot: str | None = Field(default=None, description="PNG of the offending element, in the --out folder.")


class CheckResult(Record):
    """Counts of one check over every page and case."""

    check: CheckName = Field(description="Check name.")
    status: Status = Field(description="failed when any item failed; skipped when it could not run.")
    passed: int = Field(default=0, description="Items (markers, strings, pages) that passed.")
    failed: int = Field(default=0, description="Items that failed.")
    offending: list[str] = Field(default_factory=list, description="Offending markers ('case: [n] #i').")
    skipped_reason: str | None = Field(default=None, description="Why the check did not run.")


class PageResult(Record):
    """One page visited."""

    page: str = Field(description="File or URL.")
    cases: list[str] = Field(default_factory=list, description="Cases checked on it.")
    markers: int = Field(default=0, description="Markers found.")
    error: str | None = Field(default=None, description="Why the page could not be checked (then every check fails).")


class RenderReport(Record):
    """DIR/render.json: every check with passed/failed counts, the findings and the pages visited."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this report.")
    target: str = Field(description="TARGET as given.")
    run: str = Field(description="The run file.")
    suite: str | None = Field(default=None, description="The suite (needed for document, excerpt and blocked-text checks).")
    browser: str | None = Field(default=None, description="Browser and version used.")
    passed: bool = Field(description="True when no check failed and every page loaded.")
    checks: list[CheckResult] = Field(description="One entry per check, in a fixed order.")
    pages: list[PageResult] = Field(default_factory=list, description="Pages visited.")
    findings: list[Finding] = Field(default_factory=list, description="Every finding.")


def tally(findings: list[Finding], items: dict[CheckName, int], skipped: dict[CheckName, str],
          failed_items: dict[CheckName, set[str]]) -> list[CheckResult]:
    """One result per check: `items` counts what each check examined, `failed_items` which of them failed."""
    out: list[CheckResult] = []
    for name in CHECKS:
        bad = failed_items.get(name, set())
        offending = sorted({f"{f.case_id}: {f.marker}" if f.marker else f"{f.case_id}" for f in findings
                            if f.check == name})
        if name in skipped and not bad:
            out.append(CheckResult(check=name, status="skipped", skipped_reason=skipped[name]))
            continue
        total = max(items.get(name, 0), len(bad))
        out.append(CheckResult(check=name, status="failed" if bad else "passed", passed=total - len(bad),
                               failed=len(bad), offending=offending[:200]))
    return out


def to_markdown(report: RenderReport) -> str:
    lines = ["# citeset render-check", "", f"- target: `{md(report.target)}`", f"- run: `{md(report.run)}`",
             f"- suite: `{md(report.suite or '(none)')}`", f"- browser: {md(report.browser or '?')}",
             f"- result: **{'passed' if report.passed else 'failed'}**", "",
             "| check | status | passed | failed |", "|---|---|---|---|"]
    for c in report.checks:
        status = c.status if c.status != "skipped" else f"skipped ({md(c.skipped_reason or '')})"
        lines.append(f"| `{c.check}` | {status} | {c.passed} | {c.failed} |")
    errors = [p for p in report.pages if p.error]
    if errors:
        lines += ["", "## Pages that could not be checked", ""]
        lines += [f"- `{md(p.page)}`: {md(p.error)}" for p in errors]
    if report.findings:
        lines += ["", "## Findings", ""]
        for f in report.findings:
            where = " ".join(x for x in (f.case_id and f"case `{md(f.case_id)}`", f.marker and md(f.marker)) if x)
            shot = f" ([screenshot]({f.screenshot}))" if f.screenshot else ""
            lines.append(f"- **{f.check}** {where}: {md(f.message)}{shot}")
    return "\n".join(lines) + "\n"
