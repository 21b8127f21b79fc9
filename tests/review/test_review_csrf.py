"""Cross-site request forgery: a page of another origin (another port of this host, a sibling subdomain behind a
proxy) gets the reviewer's cookie along with its form posts (same site). The app refuses every state-changing POST
whose Origin (or Referer) is not its own, and every signed-in POST without the session's own form key."""

from __future__ import annotations

import functools
import http.server
import re
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import Session
from test_review_app import card_ids, form_state, setup, signed_in  # noqa: F401  (fixture)
from test_review_browser import browser, served  # noqa: F401  (fixtures)

from citeset.review._db import Decision, ReviewCard

FORGED = {"action": "override_verdict", "reason": "forged by another origin", "revision": "0",
          "token": "forgedtoken0001", "verdict": "reject", "bucket": "attribution", "label": "contradicted"}


def decisions(engine: Any) -> int:
    with Session(engine) as session:
        return int(session.scalar(select(func.count()).select_from(Decision)) or 0)


def test_a_post_from_another_origin_is_refused_and_records_nothing(setup) -> None:  # noqa: F811
    app, engine, *_ = setup
    adj = signed_in(app, "adj", role="adjudicator")
    card = f"/cards/{card_ids(adj)['cedar-3']}"
    page = adj.get(card).text
    form = {**FORGED, **form_state(page)}
    for headers in ({"Origin": "http://localhost:9999"}, {"Origin": "null"},
                    {"Referer": "http://evil.localhost/x"}, {"Sec-Fetch-Site": "same-site"}):
        for path, data in ((f"{card}/decisions", form), (f"{card}/judgments", form), ("/export", form),
                           ("/signout", form), ("/signin", {"name": "eve", "reader": "", "role": "reviewer"})):
            refused = adj.post(path, data=data, headers=headers, follow_redirects=False)
            assert refused.status_code == 403, (path, headers)
            assert "Refused: this form was not sent from this review app" in refused.text
    assert decisions(engine) == 0
    assert "Signed in as adj" in adj.get("/queue").text  # neither signed out nor signed in as eve
    same = adj.post(f"{card}/decisions", data={**form, "reason": "mine"},
                    headers={"Origin": "http://localhost", "Sec-Fetch-Site": "same-origin"})
    assert same.status_code == 200 and "Recorded." in same.text and decisions(engine) == 1
    proxied = adj.post(f"{card}/decisions", data={**FORGED, **form_state(adj.get(card).text), "reason": "b"},
                       headers={"Origin": "https://review.corp.example", "X-Forwarded-Host": "review.corp.example"})
    assert "Recorded." in proxied.text and decisions(engine) == 2  # behind a proxy that rewrites Host


def test_a_signed_in_post_without_the_sessions_form_key_is_refused(setup) -> None:  # noqa: F811
    app, engine, *_ = setup
    adj = signed_in(app, "adj", role="adjudicator")
    card = f"/cards/{card_ids(adj)['cedar-3']}"
    page = adj.get(card).text
    stale = form_state(page)
    keyless = {k: v for k, v in {**FORGED, **stale}.items() if k != "csrf"}
    for path in (f"{card}/decisions", f"{card}/judgments", "/export", "/signout"):
        assert adj.post(path, data=keyless).status_code == 403
    other = signed_in(app, "adj", role="adjudicator")  # another session's key is not this one's
    assert other.post(f"{card}/decisions", data={**FORGED, **stale}).status_code == 403
    assert decisions(engine) == 0 and "Signed in as adj" in adj.get("/queue").text
    assert adj.post("/signout", data={"csrf": stale["csrf"]}).status_code == 200
    assert "Sign in" in adj.get("/").text


@pytest.fixture
def other_origin(tmp_path: Path, served: str) -> Iterator[str]:  # noqa: F811
    """A page on another port of this host that auto-submits a decision to the review app."""
    (tmp_path / "evil").mkdir()
    engine = create_engine(f"sqlite:///{tmp_path / 'review.sqlite'}")
    with Session(engine) as session:
        ref = session.scalar(select(ReviewCard.ref).where(ReviewCard.id == 1))
    engine.dispose()
    (tmp_path / "evil" / "card").write_text(str(ref))
    fields = "".join(f'<input name="{k}" value="{v}">' for k, v in FORGED.items())
    (tmp_path / "evil" / "index.html").write_text(
        f'<form id="f" method="post" action="{served}/cards/{ref}/decisions">{fields}</form>'
        "<script>document.getElementById('f').submit()</script>")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path / "evil"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
    server.shutdown()
    server.server_close()


def test_a_page_on_another_port_cannot_decide_in_the_adjudicators_name(
        served: str, browser: Any, other_origin: str) -> None:  # noqa: F811
    page = browser.new_context().new_page()
    page.goto(served + "/")
    page.select_option("#role", "adjudicator")
    page.fill("#name", "adj")
    with page.expect_navigation():
        page.click("form[action='/signin'] button")
    assert page.url == served + "/queue"
    page.goto(other_origin)
    with urllib.request.urlopen(other_origin.replace("index.html", "card"), timeout=10) as found:
        card = "/cards/" + found.read().decode()  # the forged form's card, as the other page names it
    page.wait_for_url(re.compile(re.escape(served + card) + ".*"))
    page.wait_for_load_state()
    assert "this form was not sent from this review app" in page.content()
    page.goto(served + card)
    assert "forged by another origin" not in page.content() and "Signed in as adj" in page.content()
