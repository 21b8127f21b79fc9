"""A page whose script never yields (an endless loop after `load`) gets a deadline: it fails every check with a
page error saying so, and the pages after it are checked as usual."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from citeset.render import CHROMIUM
from citeset.render._browser import launch
from citeset.render._check import CheckInputs, check_target
from citeset.render._mapping import Mapping
from citeset.runs import load_run
from citeset.suite import load_suite
from render.helpers_render import add_script, build, own_page

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")

LOOP = "setTimeout(function () { for (;;) {} }, 300);"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launch() as b:
        yield b


def test_a_page_that_never_yields_fails_at_its_deadline_and_the_next_page_is_checked(
        browser: Any, tmp_path: Path) -> None:
    suite, run = build(tmp_path / "world")
    pages = tmp_path / "pages"
    pages.mkdir()
    page = own_page(suite, run, "cedar")
    (pages / "a-loops.html").write_text(add_script(page, LOOP), encoding="utf-8")
    (pages / "b-fine.html").write_text(page, encoding="utf-8")
    loaded = load_suite(suite)
    inputs = CheckInputs(run=load_run(run, loaded), suite=loaded, case_id="cedar",
                         mapping=Mapping(page_timeout_ms=15_000))  # ample for the fine page
    report = check_target(str(pages), inputs, browser)
    errors = {Path(p.page).name: p.error for p in report.pages}
    assert errors["b-fine.html"] is None
    assert errors["a-loops.html"] == "the page did not respond within 15 s"
    assert not report.passed
    looped = {f.check for f in report.findings if Path(f.page).name == "a-loops.html"}
    assert looped and not [f for f in report.findings if Path(f.page).name == "b-fine.html"]
