"""A page's check is bounded however many markers it shows: at most MAX_MARKERS are activated, within an overall
time budget (PAGE_BUDGET_S) besides the per-step one, and the markers left unchecked are a finding, never dropped
silently. A hardening audit: 150 marker buttons in a 10 KB rendered answer held `evaluate` for 88 s."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from citeset.render import CHROMIUM, CheckInputs, RenderReport, _drive, check_target, launch
from citeset.runs import load_run
from citeset.suite import load_suite
from render.helpers_render import add_script, build, own_page

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")

SLOW_CLICKS = ("document.addEventListener('click', function () { var t = Date.now(); "
               "while (Date.now() - t < 400) {} }, true);")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launch() as b:
        yield b


def _check(browser: Any, tmp_path: Path, world: tuple[Path, Path], html: str) -> RenderReport:
    suite, run = world
    page = tmp_path / "page.html"
    page.write_text(html, encoding="utf-8")
    loaded = load_suite(suite)
    return check_target(str(page), CheckInputs(run=load_run(run, loaded), suite=loaded, case_id="cedar"), browser)


def _unchecked(report: RenderReport) -> list[str]:
    return [f.message for f in report.findings if "not checked" in f.message]


def test_markers_past_the_cap_are_not_activated_and_are_reported(browser: Any, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    assert _drive.MAX_MARKERS == 64
    monkeypatch.setattr(_drive, "MAX_MARKERS", 1)
    world = build(tmp_path / "w")
    report = _check(browser, tmp_path, world, own_page(*world, "cedar"))
    assert report.pages[0].markers == 6 and report.pages[0].error is None
    # One finding says what was left; no marker is reported as unclickable, and the passage cited only by
    # unchecked markers is not reported missing.
    assert [(f.check, f.marker, f.span_id) for f in report.findings] == [("marker_target", "[2] #2", None)]
    assert _unchecked(report) == ["5 of the answer's 6 markers were not checked (from [2] #2 on): "
                                  "a page's check activates at most 1 marker"]
    assert not report.passed


def test_a_page_past_its_overall_budget_stops_activating_and_reports_the_rest(browser: Any, tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_drive, "PAGE_BUDGET_S", 1.5)
    world = build(tmp_path / "w")
    report = _check(browser, tmp_path, world, add_script(own_page(*world, "cedar"), SLOW_CLICKS))
    assert report.pages[0].error is None
    messages = _unchecked(report)
    assert len(messages) == 1 and messages[0].endswith("the page's check ran out of its 1.5 s time budget")
    assert [f.check for f in report.findings if "not checked" in f.message] == ["marker_target"]
    assert not report.passed


def test_a_page_within_its_limits_reports_nothing_unchecked(browser: Any, tmp_path: Path) -> None:
    world = build(tmp_path / "w")
    report = _check(browser, tmp_path, world, own_page(*world, "cedar"))
    assert report.passed, [f.message for f in report.findings]
