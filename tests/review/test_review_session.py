"""Sign-in cookies that are malformed or signed out, and numbers too large for the database, never give a
server error."""

from __future__ import annotations

from fastapi.testclient import TestClient
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_app import card_ids, csrf, judgment, setup, signed_in  # noqa: F401  (setup is a fixture)

from citeset.review._app import COOKIE

HUGE = "9" * 30


def test_a_cookie_with_a_non_ascii_signature_reads_as_signed_out(setup) -> None:  # noqa: F811
    app, *_ = setup
    client = TestClient(app, base_url="http://localhost")
    page = client.get("/queue", headers={"Cookie": f"{COOKIE}=YQ==.\u00e9".encode()})
    assert page.status_code == 200 and "Sign in" in page.text


def test_signing_out_ends_the_session_for_every_copy_of_its_cookie(setup) -> None:  # noqa: F811
    app, *_ = setup
    ann = signed_in(app, "ann")
    stolen = ann.cookies.get(COOKIE)
    assert stolen
    other = signed_in(app, "ann")  # a second session of the same person is not ended by the first's sign-out
    ann.post("/signout", data=csrf(ann))
    replay = TestClient(app, base_url="http://localhost")
    replay.cookies.set(COOKIE, stolen)
    page = replay.get("/queue")
    assert "Sign in" in page.text and "Review queue" not in page.text
    assert "Review queue" in other.get("/queue").text


def test_a_huge_card_id_or_revision_is_not_found_or_a_clear_message(setup) -> None:  # noqa: F811
    app, *_ = setup
    ann = signed_in(app, "ann")
    for response in (ann.get(f"/cards/{HUGE}"), ann.post(f"/cards/{HUGE}/judgments", data={}),
                     ann.post(f"/cards/{HUGE}/decisions", data={})):
        assert response.status_code == 404 and "There is no such card." in response.text
    cid = card_ids(ann)["cedar-3"]
    page = ann.get(f"/cards/{cid}").text
    sent = ann.post(f"/cards/{cid}/judgments", data={**judgment(page), "revision": HUGE})
    assert sent.status_code == 400 and "revision" in sent.text and "reload the page" in sent.text
    adj = signed_in(app, "adj", role="adjudicator")
    form = {"action": "override_verdict", "verdict": "reject", "bucket": "none", "reason": "x", "token": "t" * 16}
    decided = adj.post(f"/cards/{cid}/decisions", data={**form, **csrf(adj), "revision": HUGE})
    assert decided.status_code == 400 and "reload the page" in decided.text
