"""The review app in a real browser (Debian's chromium, headless) against `citeset review serve` on loopback:
two reviewers disagree, an adjudicator resolves, the history shows every event, the adjudicator exports the
adjudicated suite and sees which scores changed, a public reviewer never sees
restricted text, forms work from the keyboard, and two tabs editing one card cannot both record."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from citeset.review import DIMENSIONS
from outputs_world import SECRET, escalations


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    suite, out = escalations(tmp_path)
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "citeset", "review", "serve", str(suite), str(out), "--db",
                             f"sqlite:///{tmp_path / 'review.sqlite'}", "--port", str(port), "--reader", "",
                             "--reader", "legal", "--adjudicator", "adj", "--export-to", str(tmp_path / "exports")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                with urllib.request.urlopen(base + "/", timeout=2):
                    break
            except OSError:
                time.sleep(0.1)
        yield base
    finally:
        proc.terminate()
        proc.communicate(timeout=20)


@pytest.fixture
def browser() -> Iterator[Any]:
    from citeset.render import missing_browser_message

    problem = missing_browser_message()
    if problem:
        pytest.skip(problem)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        launched = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                      args=["--no-sandbox", "--disable-gpu"])
        yield launched
        launched.close()


def sign_in(browser: Any, base: str, name: str, reader: str = "", role: str = "reviewer") -> Any:
    """A new browser context (its own cookies) signed in from the keyboard: type the name, press Enter."""
    page = browser.new_context().new_page()
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base) else route.abort())
    page.goto(base + "/")
    page.select_option("#reader", reader)
    page.select_option("#role", role)
    page.focus("#name")
    page.keyboard.type(name)
    navigating(page, lambda: page.keyboard.press("Enter"))
    assert page.url == base + "/queue"
    return page


def navigating(page: Any, action: Any) -> None:
    """Do `action` (a click, a key press) and wait until the page it leads to has loaded."""
    with page.expect_navigation():
        action()


def open_card(page: Any, case_id: str) -> None:
    page.goto(page.url.split("/queue")[0].split("/cards")[0] + "/queue")
    navigating(page, page.locator("tr", has_text=case_id).locator("a").first.click)


def judge_by_keyboard(page: Any, entailment: str, why: str) -> None:
    """Pick the labels, then Tab from the last reason to the submit button and press Enter."""
    labels = {"entailment": entailment, "minimality": "minimal", "admissibility": "admissible",
              "alternative_route": "new_route", "contradiction": "none", "boundary": "in_scope"}
    for dimension in DIMENSIONS:
        page.check(f'input[name="{dimension}"][value="{labels[dimension]}"]')
        page.fill(f"#reason_{dimension}", f"{why}: {dimension}")
    page.focus(f"#reason_{DIMENSIONS[-1]}")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Record judgment"
    navigating(page, lambda: page.keyboard.press("Enter"))


def artefacts(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("CITESET_ARTEFACTS", str(tmp_path)))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_reviewers_disagree_an_adjudicator_resolves_and_history_shows_every_event(
        served: str, browser: Any, tmp_path: Path) -> None:
    ann, bob = sign_in(browser, served, "ann"), sign_in(browser, served, "bob")
    open_card(ann, "cedar-3")
    judge_by_keyboard(ann, "entailed", "the memo says so")
    assert "Recorded." in ann.content()
    open_card(bob, "cedar-3")
    assert "the memo says so" not in bob.content()  # blind until bob has judged
    judge_by_keyboard(bob, "insufficient", "a memo is not a record")
    assert "Reviewers disagree on entailment" in bob.content() and "the memo says so" in bob.content()

    adj = sign_in(browser, served, "adj", reader="legal", role="adjudicator")  # exports: reads every version
    assert adj.locator("tr", has_text="cedar-3").locator(".flag").inner_text() == "disagreement"
    artefacts_dir = artefacts(tmp_path)
    adj.screenshot(path=str(artefacts_dir / "review-queue.png"), full_page=True)
    open_card(adj, "cedar-3")
    adj.check('input[name="action"][value="accept_route"]')
    adj.fill("#set_id", "via-memo")
    adj.check('input[name="members"][value="memo"]')
    adj.select_option("#bucket", "attribution")
    adj.fill("#reason", "the memo is the registry's own record")
    navigating(adj, lambda: adj.click("text=Record final decision"))
    refused = adj.content()
    assert "choose the final entailment label" in refused and "the registry's own record" in refused
    adj.select_option("#bucket", "attribution")
    adj.select_option("#label", "entailed")
    navigating(adj, lambda: adj.click("text=Record final decision"))
    page = adj.content()
    assert "an adjudicator has decided since" in page
    history = adj.locator("#history tbody").inner_text()
    for expected in ("J1", "ann", "the memo says so: entailment", "J2", "bob", "a memo is not a record",
                     "D1", "adjudicator", "new route via-memo = {memo} @ 2; failure bucket: attribution; "
                     "final entailment label: entailed", "the memo is the registry's own record"):
        assert expected in history
    adj.screenshot(path=str(artefacts_dir / "review-card.png"), full_page=True)
    assert (artefacts_dir / "review-queue.png").stat().st_size > 5000
    assert (artefacts_dir / "review-card.png").stat().st_size > 5000
    open_card(ann, "cedar-3")
    assert "the memo is the registry's own record" in ann.content()  # ann has judged: sees the decision
    export_by_keyboard(adj, tmp_path)
    adj.screenshot(path=str(artefacts_dir / "review-export.png"), full_page=True)


def export_by_keyboard(adj: Any, tmp_path: Path) -> None:
    """From the queue to the adjudicated suite and the scores it changes: follow the link, press the button."""
    adj.goto(adj.url.split("/cards")[0] + "/queue")
    navigating(adj, adj.locator("a", has_text="Export the adjudicated suite").click)
    assert "2 escalated card(s) and 0 user-reported incident(s)" in adj.locator("#awaiting").inner_text()
    adj.focus("form[action='/export'] button")
    navigating(adj, lambda: adj.keyboard.press("Enter"))
    changed = adj.locator("#scores tr.changed", has_text="citation_set_completeness").inner_text()
    assert "0/3 = 0.000" in changed and "1/3 = 0.333" in changed and "changed" in changed
    assert "unchanged" in adj.locator("#scores tbody").inner_text()
    assert "2 case(s) (2 card(s)) still await adjudication" in adj.content()
    (folder,) = (tmp_path / "exports").iterdir()
    assert (folder / "suite" / "manifest.json").is_file() and (folder / "routes.score-changes.json").is_file()


def test_a_public_reviewer_never_sees_restricted_text(served: str, browser: Any) -> None:
    pat = sign_in(browser, served, "pat")
    assert SECRET not in pat.content()
    for case_id in ("cedar-3", "evil-1"):
        open_card(pat, case_id)
        assert SECRET not in pat.content()
    pat.goto(f"{served}/queue")
    assert "oak-2" not in pat.content()  # checked against the map, which the public may not read: not shown
    lee = sign_in(browser, served, "lee", reader="legal")
    open_card(lee, "oak-2")
    assert SECRET in lee.content()


def test_two_tabs_of_one_adjudicator_cannot_both_decide(served: str, browser: Any) -> None:
    first = sign_in(browser, served, "adj", role="adjudicator")
    second = first.context.new_page()
    open_card(first, "evil-1")
    second.goto(first.url)
    second.route("**/*", lambda route: route.continue_() if route.request.url.startswith(served) else route.abort())
    for tab, reason in ((first, "first tab"), (second, "second tab")):
        tab.check('input[name="action"][value="override_verdict"]')
        tab.select_option("#verdict", "reject")
        tab.select_option("#bucket", "rendering")
        tab.fill("#reason", reason)
        navigating(tab, lambda tab=tab: tab.click("text=Record final decision"))
    assert "Recorded." in first.content()
    assert "changed since you opened it" in second.content() and "nothing was saved" in second.content()
    second.reload()
    assert second.content().count("first tab") == 1 and "second tab" not in second.locator("#history").inner_text()


def test_a_user_reported_incident_shows_only_to_reviewers_cleared_for_its_reader_class(
        served: str, browser: Any, tmp_path: Path) -> None:
    from feedback_world import BLUEBIRD, LEGAL_REPORT, legal_args

    args = legal_args(tmp_path, tmp_path / "suite", f"sqlite:///{tmp_path / 'review.sqlite'}")
    added = subprocess.run([sys.executable, "-m", "citeset", *args], capture_output=True, text=True, timeout=120)
    assert added.returncode == 0, added.stderr
    pat = sign_in(browser, served, "pat")
    assert "user report (withheld)" in pat.content() and "Bluebird" not in pat.content()
    navigating(pat, pat.locator("tr", has_text="user report").locator("a").first.click)
    assert "[withheld: this incident was reported by reader class legal" in pat.content()
    assert "Bluebird" not in pat.content() and SECRET not in pat.content() and LEGAL_REPORT not in pat.content()
    lee = sign_in(browser, served, "lee", reader="legal")
    navigating(lee, lee.locator("tr", has_text="user report").locator("a").first.click)
    assert BLUEBIRD in lee.content() and LEGAL_REPORT in lee.content()
    lee.screenshot(path=str(artefacts(tmp_path) / "review-incident.png"), full_page=True)
