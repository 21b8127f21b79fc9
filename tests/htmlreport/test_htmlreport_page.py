"""The self-contained HTML report: escaped text, reader-aware cards, charts, filters and pages in a browser."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from citeset.cards import Card, Report
from citeset.htmlreport import render_html
from citeset.suite import load_suite
from outputs_world import EVIL, SECRET, escalations, evaluate


def load(out: Path) -> tuple[Report, list[Card]]:
    report = Report.model_validate_json((out / "report.json").read_text())
    cards = [Card.model_validate_json(line) for line in (out / "cards.jsonl").read_text().splitlines()]
    return report, cards


def payload(page: str) -> list[dict]:
    raw = re.search(r'<script type="application/json" id="card-data">(.*?)</script>', page, re.S).group(1)
    return json.loads(raw)


def test_source_markup_never_becomes_markup(tmp_path: Path) -> None:
    suite, out = escalations(tmp_path)
    page = render_html(*load(out), suite=load_suite(suite))
    assert page.count("<script") == 2 and "onerror=alert" not in page.replace("\\u003cimg src=x onerror", "")
    assert "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e" in page
    evil = next(c for c in payload(page) if c["case"] == "evil-1")
    assert EVIL.startswith(evil["cited"][0]["before"]) and "<script>alert(1)</script>" in evil["cited"][0]["before"]


def test_cards_are_written_for_one_reader_class(tmp_path: Path) -> None:
    suite, out = escalations(tmp_path)
    loaded = load_suite(suite)
    public = render_html(*load(out), suite=loaded)
    assert SECRET not in public and "[withheld: span oak-map (secret-v1) is not readable" in public
    assert SECRET in render_html(*load(out), suite=loaded, reader="legal")


def test_metrics_table_shows_counts_intervals_and_undefined(tmp_path: Path) -> None:
    _, out = evaluate(tmp_path, "a")
    report, cards = load(out)
    page = render_html(report, cards)
    assert page.count("<svg") == 3 and "Failure buckets" in page and "answer_correctness by stratum" in page
    assert not any(n.startswith("hit@") for n in report.metrics) and "Hit@k vs" not in page  # no traces
    row = re.search(r"<td>answer_correctness</td><td>([^<]*)</td><td>([^<]*)</td>", page)
    m = report.metrics["answer_correctness"]
    assert row and row.group(2) == f"{m.numerator:g} / {m.denominator:g}"
    assert "None" not in re.sub(r"<script.*?</script>", "", page, flags=re.S)
    assert "undefined" in page  # quote_fidelity has no quotes to check: undefined, never 0 or 100%


def test_filters_and_pages_work_in_a_browser(tmp_path: Path) -> None:
    from citeset.render import missing_browser_message

    problem = missing_browser_message()
    if problem:
        pytest.skip(problem)
    from playwright.sync_api import sync_playwright

    suite, out = evaluate(tmp_path, "a")  # accept, revise_citations, escalate, accept
    report, cards = load(out)
    many = [c.model_copy(update={"case_id": c.case_id}) for _ in range(30) for c in cards]  # 120 cards
    page_file = tmp_path / "report.html"
    page_file.write_text(render_html(report, many, suite=load_suite(suite)))
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                     args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.route("**/*", lambda route: route.abort() if not route.request.url.startswith("file:") else
                   route.continue_())
        page.goto(page_file.as_uri())
        assert page.text_content("#count") == "120 of 120 card(s)" and page.locator("article.card").count() == 50
        assert page.text_content("#page") == "page 1 of 3"
        page.click("#next")
        page.click("#next")
        assert page.locator("article.card").count() == 20 and page.is_disabled("#next")
        page.select_option("#f-verdict", "accept")
        assert page.text_content("#count") == "60 of 120 card(s)" and page.text_content("#page") == "page 1 of 2"
        page.select_option("#f-stratum", "question_type=bridge")  # the cedar cases; oak has no strata
        assert page.text_content("#count") == "30 of 120 card(s)"
        page.select_option("#f-verdict", "")
        page.select_option("#f-bucket", "attribution")
        assert page.text_content("#count") == "30 of 120 card(s)"
        assert page.evaluate("document.querySelectorAll('script:not([type])').length") == 1  # nothing injected
        shots = Path(os.environ.get("CITESET_ARTEFACTS", str(tmp_path)))
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / "htmlreport.png"), full_page=False)
        browser.close()


def test_the_hit_and_complete_set_gap_is_drawn_when_retrieval_was_traced(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from citeset.cli import cli

    assert CliRunner().invoke(cli, ["demo", "--out", str(tmp_path)]).exit_code == 0
    report, cards = load(tmp_path / "cedar")
    page = render_html(report, cards)
    assert "Hit@k vs complete-set recall@k" in page and page.count("<svg") == 4
    assert report.metrics["hit@5"].value == 1.0 and report.metrics["complete_set_recall@5"].value == 0.5


def test_text_a_reader_does_not_see_is_shown_as_escapes(tmp_path: Path) -> None:
    """Directional overrides reorder what the browser shows ("Entity R\\u202e sthgir" reads "Entity R rights"),
    zero-width and tag characters are not shown at all: in the page's card data they are escapes, as on the
    terminal and in Markdown, with or without the suite."""
    from outputs_world import answer

    hidden = "".join(chr(0xE0000 + ord(c)) for c in "hi")
    text = f"Entity R\u202e sthgir s'radeC sdloh\u202c \u200bholds{hidden}."
    suite, out = evaluate(tmp_path, "hidden", [answer("cedar-1", text, "a1", "a2")])
    page = render_html(*load(out))
    card = next(c for c in payload(page) if c["case"] == "cedar-1" and c["kind"] == "output")
    assert card["text"].endswith(" \\u200bholds\\U000e0068\\U000e0069.")  # (reversed words: withheld at evaluation)
    for shown in (page, render_html(*load(out), suite=load_suite(suite))):  # the suite's redaction too
        assert not re.search("[\u202a-\u202e\u200b\U000e0000-\U000e007f]", shown)
