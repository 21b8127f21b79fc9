"""`citeset render-check` from the command line: exit status, report files, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import citeset.render._browser as browser_module
from citeset.cli import main
from citeset.render import CHROMIUM
from render.helpers_render import build, leaking_tooltip, own_page, without_csp


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exc:
        main(argv)
        raise SystemExit(0)
    out = capsys.readouterr()
    return int(exc.value.code or 0), out.out, out.err


def test_missing_chromium_is_bad_input_telling_how_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    suite, run = build(tmp_path)
    page = tmp_path / "p.html"
    page.write_text(own_page(suite, run, "oak"))
    monkeypatch.setattr(browser_module, "CHROMIUM", tmp_path / "no-chromium")
    code, _, err = _run(["render-check", str(page), "--run", str(run), "--suite", str(suite)], capsys)
    assert code == 2 and "apt-get install chromium" in err and "Traceback" not in err


def test_bad_mapping_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, run = build(tmp_path)
    mapping = tmp_path / "m.yaml"
    mapping.write_text("marker: a.cite\nmarker_selector_typo: x\n")
    code, _, err = _run(["render-check", str(tmp_path), "--run", str(run), "--mapping", str(mapping)], capsys)
    assert code == 2 and "m.yaml" in err and "marker_selector_typo" in err and "Traceback" not in err
    code, _, err = _run(["render-check", str(tmp_path / "nope.html"), "--run", str(run)], capsys)
    assert code == 2 and "no such file" in err


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")
def test_findings_exit_1_with_report_markdown_and_no_picture_of_blocked_text(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    suite, run = build(tmp_path)
    pages = tmp_path / "pages"
    pages.mkdir()
    (pages / "good.html").write_text(own_page(suite, run, "oak-legal"))
    (pages / "leak.html").write_text(leaking_tooltip(own_page(suite, run, "oak")))
    out = tmp_path / "out"
    code, stdout, _ = _run(["render-check", str(pages), "--run", str(run), "--suite", str(suite),
                            "--out", str(out)], capsys)
    assert code == 1
    assert "blocked_text" in stdout and "render check failed" in stdout
    report = json.loads((out / "render.json").read_text())
    checks = {c["check"]: c for c in report["checks"]}
    assert list(checks) == ["marker_target", "keyboard", "repeat_consistency", "stream_stability",
                            "table_list_attachment", "blocked_text", "files_served"]
    assert checks["blocked_text"]["status"] == "failed" and checks["blocked_text"]["offending"] == ["oak: [1] #1"]
    assert checks["marker_target"]["status"] == "passed" and checks["marker_target"]["passed"] == 4
    (finding,) = report["findings"]
    # A picture of the marker would show the blocked passage itself (a hardening audit read it in the PNG): the
    # finding names the version only, and no picture of a page whose reader may not read the vault is kept.
    assert finding["screenshot"] is None and not list(out.glob("*.png"))
    assert "ZZSECRET" not in (out / "render.md").read_text() and "blocked_text" in (out / "render.md").read_text()
    (pages / "leak.html").unlink()
    code, stdout, _ = _run(["render-check", str(pages), "--run", str(run), "--suite", str(suite),
                            "--out", str(out)], capsys)
    assert code == 0 and "render check passed" in stdout
    assert json.loads((out / "render.json").read_text())["passed"] is True
    assert not list(out.glob("*.png"))  # the old run's screenshots went with it


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")
def test_a_finding_on_a_page_whose_reader_reads_everything_keeps_its_screenshot(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, run = build(tmp_path)
    pages = tmp_path / "pages"
    pages.mkdir()
    wrong = own_page(suite, run, "oak-legal").replace('data-span-id="oakr"', 'data-span-id="vault"', 1)
    (pages / "wrong.html").write_text(wrong)
    out = tmp_path / "out"
    code, _, _ = _run(["render-check", str(pages), "--run", str(run), "--suite", str(suite), "--out", str(out)],
                      capsys)
    report = json.loads((out / "render.json").read_text())
    assert code == 1 and report["findings"], report
    shots = [f["screenshot"] for f in report["findings"] if f["screenshot"]]
    assert shots and all((out / s).read_bytes().startswith(b"\x89PNG") for s in shots)


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")
def test_a_file_refused_for_its_size_is_a_finding(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """A file beside the page over its limit gets a 404: the page was checked without it, which its reader would
    have, so the report says so (it said nothing, and passed)."""
    monkeypatch.setattr(browser_module, "MAX_FILE_BYTES", 100_000)
    suite, run = build(tmp_path)
    pages = tmp_path / "pages"
    pages.mkdir()
    (pages / "big.js").write_text("//" + "x" * 200_000)
    (pages / "p.html").write_text(without_csp(own_page(suite, run, "oak-legal")).replace(
        "</body>", '<script src="big.js"></script></body>'))
    out = tmp_path / "out"
    code, stdout, _ = _run(["render-check", str(pages), "--run", str(run), "--suite", str(suite),
                            "--out", str(out)], capsys)
    report = json.loads((out / "render.json").read_text())
    refused = [f for f in report["findings"] if f["check"] == "files_served"]
    assert code == 1 and report["passed"] is False, stdout
    assert len(refused) == 1, [(f["check"], f["message"]) for f in report["findings"]]
    assert "big.js" in refused[0]["message"] and "100000 bytes" in refused[0]["message"]
    assert refused[0]["page"] == str(pages / "p.html")
    assert "big.js" in (out / "render.md").read_text()


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")
def test_a_page_refused_for_its_size_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(browser_module, "MAX_FILE_BYTES", 1000)
    suite, run = build(tmp_path)
    (tmp_path / "pages").mkdir()
    page = tmp_path / "pages" / "p.html"
    page.write_text(own_page(suite, run, "oak-legal"))
    out = tmp_path / "out"
    code, _, err = _run(["render-check", str(page), "--run", str(run), "--suite", str(suite), "--out", str(out)],
                        capsys)
    assert code == 1, err
    report = json.loads((out / "render.json").read_text())
    refused = [f for f in report["findings"] if f["check"] == "files_served"]
    assert code == 1 and len(refused) == 1 and "p.html" in refused[0]["message"], report["findings"]
    assert "larger than 1000 bytes" in refused[0]["message"]
    assert report["pages"][0]["error"] == "the page itself was not served: the file is larger than 1000 bytes"


def test_a_pages_browser_error_is_printed_with_its_control_characters_shown_not_sent(
        capsys: pytest.CaptureFixture[str]) -> None:
    """h38's side note: a page's browser error (from a served page: its title, a URL) went to the terminal as it
    was, escape sequences included."""
    from citeset.cli._render import _summary
    from citeset.render._report import PageResult, RenderReport

    report = RenderReport(target="t", run="r", passed=False, checks=[],
                          pages=[PageResult(page="p.html", error="net::ERR \x1b[2J\x1b]0;owned\x07 failed")])
    _summary(report, None)
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out, repr(out)
    assert "\\x1b[2J" in out, out
