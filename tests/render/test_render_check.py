"""`citeset render-check` in Debian's chromium: citeset's own pages pass; each defect a reader would meet is
caught by the check that names it. One browser for the module; pages are files or a 127.0.0.1 server."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from citeset.render import CHROMIUM, CheckInputs, Mapping, RenderReport, check_target, launch
from citeset.runs import load_run
from citeset.suite import load_suite
from render.helpers_render import (
    POSITION_TARGETS,
    RESTLESS_PAGE,
    STREAM_PAGE,
    add_script,
    build,
    leaking_tooltip,
    own_page,
    stream_page,
    swap_table_rows,
    unfocusable_marker,
    without_csp,
)

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launch() as b:
        yield b


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return build(tmp_path_factory.mktemp("world"))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    root = tmp_path_factory.mktemp("site")
    handler = partial(_Quiet, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", root
    httpd.shutdown()
    httpd.server_close()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def _check(browser: Any, world: tuple[Path, Path], target: str, case: str | None = None,
           mapping: Mapping | None = None, suite: bool = True) -> RenderReport:
    loaded = load_suite(world[0]) if suite else None
    inputs = CheckInputs(run=load_run(world[1], loaded), suite=loaded, case_id=case, mapping=mapping or Mapping())
    return check_target(target, inputs, browser)


def _page(tmp_path: Path, name: str, html: str) -> str:
    path = tmp_path / name
    path.write_text(html, encoding="utf-8")
    return str(path)


def _failed(report: RenderReport) -> set[str]:
    return {c.check for c in report.checks if c.status == "failed"}


def test_citesets_own_pages_pass_every_check(browser: Any, world: tuple[Path, Path], tmp_path: Path) -> None:
    for case in ("cedar", "oak", "oak-legal"):
        report = _check(browser, world, _page(tmp_path, f"{case}.html", own_page(*world, case)))
        assert report.passed, [f.message for f in report.findings]
        counts = {c.check: (c.passed, c.failed) for c in report.checks}
        if case == "cedar":
            assert counts["marker_target"] == (6, 0) and counts["keyboard"] == (6, 0)
            assert counts["table_list_attachment"] == (4, 0) and counts["repeat_consistency"][0] > 0
        if case == "oak":
            assert counts["blocked_text"][0] > 0


def test_markers_that_open_passages_by_position_are_caught(browser: Any, world: tuple[Path, Path],
                                                           tmp_path: Path) -> None:
    html = add_script(own_page(*world, "cedar"), POSITION_TARGETS)
    report = _check(browser, world, _page(tmp_path, "position.html", html))
    assert "marker_target" in _failed(report)
    wrong = [f for f in report.findings if f.check == "marker_target"]
    assert any("opens passage 'a2' instead of 'a1'" in f.message for f in wrong)
    assert "repeat_consistency" in _failed(report)


def test_table_rows_whose_markers_cite_the_other_row_are_caught(browser: Any, world: tuple[Path, Path],
                                                                 tmp_path: Path) -> None:
    report = _check(browser, world, _page(tmp_path, "rows.html", swap_table_rows(own_page(*world, "cedar"))))
    assert _failed(report) == {"table_list_attachment"}
    messages = [f.message for f in report.findings]
    assert any("no claim of its own row cites" in m for m in messages), messages


def test_a_marker_no_keyboard_can_reach_is_caught(browser: Any, world: tuple[Path, Path], tmp_path: Path) -> None:
    html = without_csp(unfocusable_marker(own_page(*world, "cedar")))
    report = _check(browser, world, _page(tmp_path, "keys.html", html))
    assert _failed(report) == {"keyboard"}
    (finding,) = [f for f in report.findings if f.check == "keyboard"]
    assert "Tab never reaches it" in finding.message and "not a button or link" in finding.message


def test_a_tooltip_leaking_the_blocked_passage_is_caught(browser: Any, world: tuple[Path, Path],
                                                         tmp_path: Path) -> None:
    report = _check(browser, world, _page(tmp_path, "leak.html", leaking_tooltip(own_page(*world, "oak"))), "oak")
    assert _failed(report) == {"blocked_text"}
    (finding,) = [f for f in report.findings if f.check == "blocked_text"]
    assert "vault-v1" in finding.message and "button[title]" in finding.message
    assert "ZZSECRET" not in finding.model_dump_json()  # the report names the source, never repeats it
    # The same tooltip is fine for a reader allowed to read the vault.
    legal = leaking_tooltip(own_page(*world, "oak-legal"))
    assert _check(browser, world, _page(tmp_path, "legal.html", legal)).passed


def test_streaming_that_renumbers_and_retargets_is_caught(browser: Any, world: tuple[Path, Path],
                                                          server: tuple[str, Path]) -> None:
    base, root = server
    (root / "bad.html").write_text(stream_page(bad=True), encoding="utf-8")
    (root / "good.html").write_text(stream_page(bad=False), encoding="utf-8")
    good = _check(browser, world, f"{base}/good.html")
    assert good.passed, [f.message for f in good.findings]
    bad = _check(browser, world, f"{base}/bad.html")
    assert _failed(bad) == {"stream_stability"}
    messages = [f.message for f in bad.findings]
    assert any("changed its target from 'oakr' to 'vault'" in m for m in messages), messages


def test_a_page_that_never_settles_is_a_bounded_finding(browser: Any, world: tuple[Path, Path],
                                                         tmp_path: Path) -> None:
    mapping = Mapping(quiet_ms=200, stream_timeout_ms=800)
    report = _check(browser, world, _page(tmp_path, "restless.html", RESTLESS_PAGE), "oak-legal", mapping)
    assert not report.passed
    messages = [f.message for f in report.findings]
    assert any("never stopped changing within 800 ms" in m for m in messages)
    assert any("no element matches the marker selector" in m for m in messages)


def test_unreachable_url_fails_every_check_with_the_reason(browser: Any, world: tuple[Path, Path]) -> None:
    report = _check(browser, world, "http://127.0.0.1:9/answer", "cedar")
    assert not report.passed and report.pages[0].error
    assert {c.status for c in report.checks} == {"failed"}


def test_a_page_without_the_runs_citations_fails(browser: Any, world: tuple[Path, Path], tmp_path: Path) -> None:
    report = _check(browser, world, _page(tmp_path, "oak-for-cedar.html", own_page(*world, "oak-legal")), "cedar")
    assert not report.passed  # the page shows another case: nothing checked is never a pass
    html = own_page(*world, "cedar").replace('data-case-id="cedar"', "")
    report = _check(browser, world, _page(tmp_path, "anon.html", html), "oak-legal")
    missing = [f.message for f in report.findings if f.check == "marker_target"]
    assert any("the run cites 'vault', but no marker on the page opens it" in m for m in missing)


def test_an_app_with_its_own_markup_is_checked_through_a_mapping(browser: Any, world: tuple[Path, Path],
                                                                 tmp_path: Path) -> None:
    app = """<!DOCTYPE html><html><body><div class="answer">
    <p>Project Oak maps to R30 <a class="cite" href="#r1">1</a>. Entity Q holds the rights <a class="cite"
    href="#r2">2</a>.</p><ol><li id="r1" class="ref" data-ref="vault">Vault</li><li id="r2" class="ref"
    data-ref="oakr">Oak rights</li></ol></div>
    <script>document.addEventListener('click', function (e) { var a = e.target.closest('a.cite'); if (!a) return;
    e.preventDefault(); document.querySelectorAll('.ref').forEach(function (r) { r.classList.remove('open'); });
    document.querySelector(a.getAttribute('href')).classList.add('open'); });</script></body></html>"""
    mapping = Mapping(answer=".answer", marker="a.cite", marker_span_attr=None, source=".ref", source_span_attr="data-ref",
                      source_version_attr=None, source_document_attr=None, excerpt=None, opened=".ref.open")
    report = _check(browser, world, _page(tmp_path, "app.html", app), "oak-legal", mapping)
    assert report.passed, [f.message for f in report.findings]
    swapped = app.replace('href="#r1"', 'href="#rX"').replace('href="#r2"', 'href="#r1"').replace('href="#rX"', 'href="#r2"')
    report = _check(browser, world, _page(tmp_path, "app2.html", swapped), "oak-legal", mapping)
    assert "marker_target" in _failed(report)


def test_a_marker_that_gets_its_first_number_late_is_not_renumbered(browser: Any, world: tuple[Path, Path],
                                                                  server: tuple[str, Path]) -> None:
    """A marker first on the page without any text (the parser or a script inserts the element before its
    text) and then given "[1]" was never shown with another number: that is no renumbering. (Parsing a static
    page could produce this now and then, a finding one run in eight showed and the next did not.)"""
    base, root = server
    page = (STREAM_PAGE.replace("FIRST_N", "1").replace("FIRST_SPAN", "vault")
            .replace("text.appendChild(marker(1, 'vault'));",
                     "late = marker(1, 'vault'); late.textContent = ''; text.appendChild(late);")
            .replace("FIX", "late.textContent = '[1]';"))
    assert "late.textContent = '[1]'" in page
    (root / "late.html").write_text(page, encoding="utf-8")
    report = _check(browser, world, f"{base}/late.html")
    assert report.passed, [f.message for f in report.findings]
