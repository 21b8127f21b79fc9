"""The render checks inside `evaluate`: each record's `trace.rendered_html` checked in one reused browser.

The engine never imports this package (it sits above it); `evaluate` and `gate` hand `make_render_checker`'s
function to the evaluation service, which passes its findings to the engine as typed card records.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from citeset.cards import RenderFinding
from citeset.errors import InputError
from citeset.parse import AttachRule
from citeset.render._browser import launch, missing_browser_message
from citeset.render._check import CheckInputs, all_readable, check_target
from citeset.render._pages import page_name
from citeset.render._report import Finding
from citeset.runs import Run
from citeset.suite import Suite

SavePng = Callable[[str, bytes], str]
"""Store a PNG under a name; returns the name to record (relative to the report folder)."""


class RenderChecker(Protocol):
    """Checks a run's rendered answers against the suite: findings per case, or None when not checked.
    `names`: page names already given, shared by the calls that check one run in batches."""

    def __call__(self, suite: Suite, run: Run, attach: str, save_png: SavePng | None,
                 names: set[str] | None = None) -> dict[str, list[RenderFinding]] | None: ...


def rendered_cases(run: Run) -> list[str]:
    """Cases whose record carries the answer as displayed."""
    return [cid for cid, r in run.records.items() if r.trace is not None and r.trace.rendered_html]


def check_rendered(suite: Suite, run: Run, attach: AttachRule = "sentence", save_png: SavePng | None = None,
                   browser: Any | None = None, names: set[str] | None = None) -> dict[str, list[RenderFinding]]:
    """Findings per case (every case with a rendered answer has an entry, empty when it passed).

    Each page is written alone into its own private folder, so it can load nothing but itself. `names`: the
    page names given by earlier batches of the same run (screenshots are named after pages: one run, one set)."""
    ids = rendered_cases(run)
    if not ids:
        return {}
    if browser is None:
        with launch(offline=True) as own:  # answers' pages are files: no network at all
            return check_rendered(suite, run, attach, save_png, own, names)
    out: dict[str, list[RenderFinding]] = {}
    taken: set[str] = names if names is not None else set()
    with tempfile.TemporaryDirectory(prefix="citeset-rendered-") as tmp:
        for i, cid in enumerate(ids):
            folder = Path(tmp) / f"case-{i}"
            folder.mkdir()
            page = folder / "answer.html"
            trace = run.records[cid].trace
            assert trace is not None and trace.rendered_html is not None
            page.write_text(trace.rendered_html, encoding="utf-8")
            stem = "render-" + page_name(cid, taken).removesuffix(".html")
            out[cid] = _page_findings(page, CheckInputs(run=run, suite=suite, case_id=cid, attach=attach,
                                                        run_name=str(run.path or ""),
                                                        suite_name=str(suite.root or "")),
                                      browser, save_png, stem)
    return out


def _page_findings(page: Path, inputs: CheckInputs, browser: Any, save_png: SavePng | None,
                   stem: str) -> list[RenderFinding]:
    shots: dict[str, bytes] = {}

    def hold(name: str, png: bytes) -> str:
        shots[name] = png
        return name

    pictures = save_png is not None and all_readable(inputs.suite, inputs.case_id)
    report = check_target(str(page), inputs, browser, hold if pictures else None)
    return [RenderFinding(check=f.check, span_id=f.span_id, marker=f.marker, message=f.message,
                          screenshot=_kept(f, shots, stem, save_png)) for f in report.findings]


def _kept(finding: Finding, shots: dict[str, bytes], stem: str, save_png: SavePng | None) -> str | None:
    """The finding's screenshot, stored beside the report. A picture of blocked text is never kept: the
    report may be read by someone the page's reader is not (the finding names the version instead)."""
    if save_png is None or finding.screenshot is None or finding.check == "blocked_text":
        return None
    return save_png(f"{stem}-{finding.screenshot}", shots[finding.screenshot])


def make_render_checker(wanted: bool | None, notice: Callable[[str], None]) -> RenderChecker | None:
    """What `--render-check/--no-render-check` asks for. Unset: check when the browser is there, else say in
    one line that the rendered answers were not checked. Asked for explicitly: a missing browser is bad input."""
    if wanted is False:
        return None

    def checker(suite: Suite, run: Run, attach: str, save_png: SavePng | None,
                names: set[str] | None = None) -> dict[str, list[RenderFinding]] | None:
        problem = missing_browser_message()
        if problem:
            if wanted:
                raise InputError(problem, field="--render-check")
            notice(f"note: the run's rendered answers (trace.rendered_html) were not checked: {problem}")
            return None
        return check_rendered(suite, run, attach, save_png, names=names)  # type: ignore[arg-type]

    return checker
