"""`citeset render-check`: every page of TARGET observed in one browser, checked against the run."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, urlsplit

from citeset.errors import InputError
from citeset.parse import AttachRule
from citeset.render._browser import Target, launch, reach_of, targets_of
from citeset.render._checks import (
    Results,
    ScopeObs,
    check_attachment,
    check_blocked,
    check_keyboard,
    check_marker_targets,
    check_repeats,
    check_stream,
)
from citeset.render._drive import Deadline, PageObs, first_line, new_context, observe, open_page, screenshot
from citeset.render._expect import Expected, expected_for
from citeset.render._mapping import Mapping
from citeset.render._report import CHECKS, CheckName, PageResult, RenderReport, tally
from citeset.runs import Run
from citeset.suite import Suite

MAX_SCREENSHOTS = 30


@dataclass(slots=True)
class CheckInputs:
    """What the pages are checked against."""

    run: Run
    suite: Suite | None = None
    case_id: str | None = None
    mapping: Mapping = field(default_factory=Mapping)
    attach: AttachRule = "sentence"
    run_name: str = ""
    suite_name: str | None = None


def check_target(target: str, inputs: CheckInputs, browser: Any | None = None,
                 save_png: Callable[[str, bytes], str] | None = None) -> RenderReport:
    """Check every page of TARGET (a URL, an HTML file or a folder of them); `browser` may be reused."""
    if inputs.case_id is not None and inputs.case_id not in inputs.run.records:
        raise InputError(f"case {inputs.case_id!r} is not in the run", field="--case")
    pages = targets_of(target)
    if browser is None:
        urls = tuple(dict.fromkeys(reach_of(t.url) for t in pages if t.root is None))
        with launch(offline=not urls, reach=urls) as own:
            return check_target(target, inputs, own, save_png)
    res = Results()
    page_results: list[PageResult] = []
    shots = [0]
    for t in pages:
        page_results.append(_check_page(browser, t, inputs, res, save_png, shots))
    skipped: dict[CheckName, str] = {}
    if inputs.suite is None:
        skipped["blocked_text"] = "needs --suite (which sources are blocked for the reader)"
    report = RenderReport(target=target, run=inputs.run_name, suite=inputs.suite_name,
                          browser=f"chromium {browser.version}", passed=False,
                          checks=tally(res.findings, dict(res.items), skipped, dict(res.failed)),
                          pages=page_results, findings=res.findings)
    report.passed = all(c.status != "failed" for c in report.checks) and not any(p.error for p in page_results)
    return report


def _check_page(browser: Any, t: Target, inputs: CheckInputs, res: Results,
                save_png: Callable[[str, bytes], str] | None, shots: list[int]) -> PageResult:
    from playwright.sync_api import Error

    context, deadline = new_context(browser, t, inputs.mapping)
    try:
        page, obs = _observed(context, deadline, t, inputs.mapping)
        result = PageResult(page=t.shown, markers=sum(len(s.markers) + len(s.unchecked) for s in obs.scopes),
                            error=obs.error)
        _refused_files(t, inputs, res)
        if obs.error is not None:
            for name in CHECKS:  # a page that cannot be checked fails every check: never a pass by default
                if name != "files_served" or not t.refused:  # (said by the refusal itself)
                    res.add(name, t.shown, inputs.case_id, "page", obs.error)
            return result
        first = len(res.findings)
        _judge_page(obs, inputs, res, result)
        if save_png is not None:
            _screenshots(page, res, first, save_png, shots, inputs.suite)
        return result
    finally:
        deadline.cancel()
        with contextlib.suppress(Error):  # closed already, when the deadline passed
            context.close()


def _refused_files(t: Target, inputs: CheckInputs, res: Results) -> None:
    """Each file of the page's folder not served for its size (the page itself, or one it asked for): a finding,
    never a silent 404."""
    res.items["files_served"] += len(t.requested)
    for name, why in sorted(t.refused.items()):
        res.add("files_served", t.shown, inputs.case_id, f"file|{name}",
                f"{name.lstrip('/')} was not served to the page ({why}): the page was checked without it")


def _observed(context: Any, deadline: Deadline, t: Target, mapping: Mapping) -> tuple[Any, PageObs]:
    """The page and what was seen on it; a page past its deadline (or one that crashed) is a page error."""
    from playwright.sync_api import Error

    page, obs = open_page(context, t, mapping)
    itself = t.refused.get(unquote(urlsplit(t.url).path)) if t.root is not None else None
    if itself is not None:
        obs.error = f"the page itself was not served: {itself}"
    try:
        if obs.error is None:
            observe(page, obs, mapping, deadline.progress, deadline.ends)
    except Error as exc:
        obs.error = f"the page stopped responding: {first_line(exc)}"
    if deadline.expired:
        obs.error = deadline.message()
    return page, obs


def _judge_page(obs: PageObs, inputs: CheckInputs, res: Results, result: PageResult) -> None:
    page = obs.target.shown
    by_attr = inputs.mapping.marker_span_attr is not None
    scoped = [s for s in obs.scopes if _case_of(s, inputs, res, page) is not None]
    if not scoped:
        if not any(f.page == page and f.check == "marker_target" for f in res.findings):
            res.add("marker_target", page, inputs.case_id, "no-answer",
                    "the page shows no answer to check" + (f" for case {inputs.case_id!r}" if inputs.case_id else ""))
        return
    known = {m.record for s in scoped for m in s.markers}
    for i, scope in enumerate(scoped):
        case = _case_of(scope, inputs, res, page, report=False)
        assert case is not None
        result.cases.append(case)
        exp = _expected(inputs, case)
        own = {m.record for m in scope.markers}
        # Changes of markers that no longer exist are charged to the first answer, never dropped.
        changes = [c for c in obs.changes if c.get("id") in own or (i == 0 and c.get("id") not in known)]
        check_marker_targets(res, page, scope, exp, by_attr)
        check_keyboard(res, page, scope, exp, by_attr)
        check_repeats(res, page, scope, exp, by_attr)
        check_stream(res, page, scope, exp, changes, by_attr)
        check_attachment(res, page, scope, exp, by_attr)
        if exp.leaks is not None:
            check_blocked(res, page, scope, exp, sorted(obs.strings, key=lambda x: (x[0], x[1], x[2] or "")))
    if not obs.quiet:
        res.add("stream_stability", page, result.cases[0] if result.cases else None, "never-quiet",
                f"the page never stopped changing within {inputs.mapping.stream_timeout_ms} ms "
                f"(quiet period {inputs.mapping.quiet_ms} ms); it was checked as it stood")


def _case_of(scope: ScopeObs, inputs: CheckInputs, res: Results, page: str, report: bool = True) -> str | None:
    """The case an answer on the page shows: its case attribute, else --case, else the run's only case."""
    records = inputs.run.records
    if scope.case_id is not None:
        if inputs.case_id is not None and scope.case_id != inputs.case_id:
            return None
        if scope.case_id not in records:
            if report:
                res.add("marker_target", page, scope.case_id, "unknown-case",
                        f"the page shows an answer to case {scope.case_id!r}, which the run does not have")
            return None
        return scope.case_id
    if inputs.case_id is not None:
        return inputs.case_id
    if len(records) == 1:
        return next(iter(records))
    raise InputError(f"the page does not say which case it shows and the run has {len(records)} cases: pass --case",
                     field="--case")


def _expected(inputs: CheckInputs, case_id: str) -> Expected:
    reader = None
    if inputs.suite is not None and case_id in inputs.suite.cases:
        reader = inputs.suite.cases[case_id].reader
    return expected_for(inputs.run.records[case_id], inputs.suite, reader, inputs.attach)


def all_readable(suite: Suite | None, case_id: str | None) -> bool:
    """Whether the case's reader may read every version of the suite. A screenshot shows what the page draws, which
    no check of its strings reads in full (CSS-generated text, images: a hardening re-audit drew a blocked sentence
    after a marker): a page of a reader with versions it may not read gets no screenshot, in `evaluate` and in
    `render-check` alike (a later audit found the standalone check keeping them)."""
    if suite is None:
        return True
    case = suite.cases.get(case_id) if case_id is not None else None
    reader = case.reader if case is not None else None
    return all(version.readable_by(reader) for version in suite.versions.values())


def _screenshots(page: Any, res: Results, first: int, save_png: Callable[[str, bytes], str],
                 shots: list[int], suite: Suite | None) -> None:
    readable: dict[str | None, bool] = {}  # per case: its reader's versions are the same for every finding
    for i in range(first, len(res.findings)):
        if shots[0] >= MAX_SCREENSHOTS:
            return
        finding = res.findings[i]
        if finding.case_id not in readable:
            readable[finding.case_id] = all_readable(suite, finding.case_id)
        if finding.check == "blocked_text" or not readable[finding.case_id]:
            continue  # a picture shows the blocked text itself, which the report names only by its version
        png = screenshot(page, res.probes[i])
        if png is not None:
            shots[0] += 1
            res.findings[i].screenshot = save_png(f"finding-{shots[0]:03d}.png", png)
