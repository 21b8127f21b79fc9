"""`evaluate` checks the answers a run carries as displayed (`trace.rendered_html`) in Debian's chromium: a
marker that opens another passage fails its claim as a resolution problem, with a screenshot; a correct page
changes no verdict; without the browser the check is skipped with a note, or is an error when asked for."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeset.cli import main
from citeset.demo._run import example_paths
from citeset.render import CHROMIUM, answer_views, render_case_html
from citeset.runs import load_run
from citeset.suite import load_suite
from render.helpers_render import BLOCKED_PASSAGE, build, leaking_tooltip, own_page

needs_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")

SHOWN_RIGHT = 'data-span-id="p-window" data-claim="0"\n aria-controls="cs0-src-1"'
SHOWN_WRONG = 'data-span-id="p-window" data-claim="0"\n aria-controls="cs0-src-2"'


def _page() -> str:
    suite_path, run_path = example_paths("alignment")
    suite = load_suite(suite_path)
    return render_case_html(answer_views(suite, load_run(run_path, suite), "policy")[0])


def _run_with(tmp_path: Path, html: str) -> Path:
    _, run_path = example_paths("alignment")
    record = json.loads(run_path.read_text(encoding="utf-8").splitlines()[0])
    record["trace"] = {"rendered_html": html}
    out = tmp_path / "run.jsonl"
    out.write_text(json.dumps(record) + "\n", encoding="utf-8")
    return out


class Result:
    def __init__(self, exit_code: int, output: str) -> None:
        self.exit_code, self.output = exit_code, output


def _evaluate(tmp_path: Path, html: str, capsys: pytest.CaptureFixture[str],
              *flags: str) -> tuple[Result, dict[str, Any], dict[str, Any], Path]:
    suite_path, _ = example_paths("alignment")
    out = tmp_path / "out"
    tmp_path.mkdir(parents=True, exist_ok=True)
    argv = ["evaluate", str(suite_path), str(_run_with(tmp_path, html)), "--out", str(out), "--bootstrap", "0",
            *flags]
    with pytest.raises(SystemExit) as exc:
        main(argv)
        raise SystemExit(0)
    captured = capsys.readouterr()
    result = Result(int(exc.value.code or 0), captured.out + captured.err)
    if not (out / "cards.jsonl").exists():
        return result, {}, {}, out
    cards = [json.loads(line) for line in (out / "cards.jsonl").read_text(encoding="utf-8").splitlines()]
    window = next(c for c in cards if c["claim_id"] == "window")
    return result, window, json.loads((out / "report.json").read_text(encoding="utf-8")), out


def _oak_says(run: Path, **fields: Any) -> None:
    """The run's record of case "oak" with `fields` set."""
    records = [json.loads(line) for line in run.read_text(encoding="utf-8").splitlines()]
    next(r for r in records if r["case_id"] == "oak").update(fields)
    run.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _cards_of(suite: Path, run: Path, out: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    """`evaluate --out OUT`'s cards (it must exit 0)."""
    with pytest.raises(SystemExit) as exc:
        main(["evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0"])
        raise SystemExit(0)
    assert exc.value.code in (0, None), capsys.readouterr()
    return [json.loads(line) for line in (out / "cards.jsonl").read_text(encoding="utf-8").splitlines()]


def test_the_fixture_is_the_page_citeset_renders() -> None:
    assert SHOWN_RIGHT in _page()


@needs_chromium
def test_a_marker_opening_another_passage_fails_its_claim_with_a_screenshot(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result, window, report, out = _evaluate(tmp_path, _page().replace(SHOWN_RIGHT, SHOWN_WRONG), capsys)
    assert result.exit_code == 0, result.output
    assert (window["verdict"], window["bucket"]) == ("revise_citations", "resolution")
    findings = window["citations"][0]["rendering"]
    wrong = [f for f in findings if f["check"] == "marker_target"]
    assert wrong and "opens passage 'p-shipping' instead of 'p-window'" in wrong[0]["message"]
    assert wrong[0]["screenshot"] and (out / wrong[0]["screenshot"]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert wrong[0]["screenshot"] in json.loads((out / "manifest.json").read_text(encoding="utf-8"))["files"]
    assert any(r.startswith("supported, but") and "rendered citation problem" in r for r in window["reasons"])
    assert report["counts"]["render_findings"] >= 1
    assert any("rendered answers show citations wrongly" in w for w in report["warnings"])


@needs_chromium
def test_a_correct_page_changes_no_verdict(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result, window, report, _ = _evaluate(tmp_path, _page(), capsys)
    assert result.exit_code == 0, result.output
    assert window["verdict"] == "accept"
    assert window["citations"][0]["rendering"] == [] and window["render_findings"] == []
    assert report["counts"]["render_findings"] == 0


def test_no_render_check_leaves_the_rendered_answer_unread(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, window, report, _ = _evaluate(tmp_path, _page().replace(SHOWN_RIGHT, SHOWN_WRONG), capsys, "--no-render-check")
    assert window["verdict"] == "accept"
    assert report["counts"]["render_findings"] is None


def test_without_the_browser_the_check_is_skipped_with_a_note_or_refused_when_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("citeset.render._browser.CHROMIUM", tmp_path / "no-chromium")
    html = _page().replace(SHOWN_RIGHT, SHOWN_WRONG)
    result, window, report, _ = _evaluate(tmp_path, html, capsys)
    assert result.exit_code == 0, result.output
    assert "were not checked" in result.output and "chromium is not installed" in result.output
    assert window["verdict"] == "accept" and report["counts"]["render_findings"] is None
    refused, _, _, _ = _evaluate(tmp_path / "asked", html, capsys, "--render-check")
    assert refused.exit_code == 2
    assert "chromium is not installed" in refused.output and "Traceback" not in refused.output


@needs_chromium
def test_blocked_text_in_a_tooltip_tells_the_reader_who_may_not_read_it_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The `blocked_text` finding drew only on the page holding the blocked passage, so it told a run which text a
    version the reader may not read holds (hardening re-audit 28): for that reader a tooltip with the blocked passage
    and one with another text give the same cards, and no picture (tests/evidence/test_evidence_render_blocked.py:
    kept for a reader who may read the version)."""
    shown = []
    for name, passage in (("right", BLOCKED_PASSAGE), ("wrong", BLOCKED_PASSAGE.replace("R30", "R31"))):
        suite, run = build(tmp_path / name)
        page = leaking_tooltip(own_page(suite, run, "oak")).replace(BLOCKED_PASSAGE, passage)
        _oak_says(run, trace={"rendered_html": page})
        out = tmp_path / name / "out"
        cards = [c for c in _cards_of(suite, run, out, capsys) if c["case_id"] == "oak"]
        assert "ZZSECRET" not in json.dumps(cards) and "blocked_text" not in json.dumps(cards)
        assert not [p for p in out.iterdir() if p.suffix == ".png"]
        shown.append(cards)
    assert shown[0] == shown[1]


@needs_chromium
def test_gate_can_cap_render_findings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite_path, _ = example_paths("alignment")
    policy = tmp_path / "policy.yaml"
    policy.write_text("max_counts:\n  render_findings: 0\n", encoding="utf-8")
    codes = []
    for name, html in (("right", _page()), ("wrong", _page().replace(SHOWN_RIGHT, SHOWN_WRONG))):
        (tmp_path / name).mkdir()
        with pytest.raises(SystemExit) as exc:
            main(["gate", str(suite_path), str(_run_with(tmp_path / name, html)), "--policy", str(policy),
                  "--bootstrap", "0"])
            raise SystemExit(0)
        codes.append(int(exc.value.code or 0))
    output = capsys.readouterr()
    assert codes == [0, 1], output
    assert "render_findings = " in output.out + output.err


@needs_chromium
def test_no_screenshot_is_written_of_an_element_withheld_from_the_reader(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit: the card dropped the screenshot of a marker labelled with blocked words, but the
    picture was still written beside the cards; and a picture shows what CSS draws, which no check of the page's
    strings reads. Every image in the report set is one a card shows, and a reader with versions it may not read
    gets none."""
    suite, run = build(tmp_path)
    page = ("<div data-cs-answer data-case-id='oak'><p>Entity Q holds the rights <a data-cs-marker "
            "data-span-id='ZZSECRET-4711' href='#x'>[ZZSECRET 4711]</a>.</p></div>")
    _oak_says(run, trace={"rendered_html": page})
    out = tmp_path / "out"
    cards = _cards_of(suite, run, out, capsys)
    shown = {f["screenshot"] for c in cards if c["case_id"] == "oak"
             for f in c["render_findings"] + [g for v in c["citations"] for g in v["rendering"]]}
    assert any(c["case_id"] == "oak" and c["render_findings"] for c in cards)  # the marker was found wrong
    written = {p.name for p in out.glob("*.png")}
    assert written <= shown - {None}, written
    assert not written  # the public reader may not read the vault: no picture of its page
    assert not written & set(json.loads((out / "manifest.json").read_text(encoding="utf-8"))["files"]) - shown


@needs_chromium
def test_the_render_check_tells_nothing_of_a_version_the_reader_may_not_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit: the render check searched a run's made-up chunk text in a version the case's reader may
    not read, and gave a finding ("shows version 'zzz'; the citation resolves to 'vault-v1'") only when the guess was
    in it. A right and a wrong guess now give the same findings; and the finding's picture, which shows what the page
    draws (CSS-generated text too), is not kept for a reader with versions it may not read."""
    shown: list[list[tuple[str, str]]] = []
    for n, guess in enumerate(("under code ZZSECRET", "under code QQOTHER")):
        suite, run = build(tmp_path / str(n))
        page = ("<html><body><div data-cs-answer data-case-id='oak'><p>Entity Q holds the rights <button "
                "data-cs-marker data-span-id='g0' onclick=\"op('g0')\">[1]</button>.</p><ol><li data-cs-source "
                "data-span-id='g0' data-version-id='zzz' data-source-id='zzz'>x</li></ol></div><script>"
                "function op(s){document.querySelectorAll('[data-cs-source]').forEach(e=>{"
                "if(e.getAttribute('data-span-id')==s)e.setAttribute('data-cs-open','');"
                "else e.removeAttribute('data-cs-open');});}</script></body></html>")
        _oak_says(run, answer_text="Entity Q holds the rights [1].", sources=[{"marker": "1", "span_id": "g0"}],
                  trace={"rendered_html": page, "chunks": [{"span_id": "g0", "version_id": "vault-v1",
                                                            "exact": guess}]})
        out = tmp_path / str(n) / "out"
        cards = _cards_of(suite, run, out, capsys)
        assert not list(out.glob("*.png"))  # no picture of a page whose reader has versions it may not read
        shown.append(sorted((f["check"], f["message"]) for c in cards if c["case_id"] == "oak"
                            for f in c["render_findings"] + [g for v in c["citations"] for g in v["rendering"]]))
    assert shown[0] == shown[1], shown
