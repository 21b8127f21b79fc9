"""The review app: reviewers sign in, see only what their reader class may read, and append decisions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)

from citeset.review import create_app, load_output, open_db
from citeset.suite import load_suite
from outputs_world import SECRET, escalations


@pytest.fixture
def setup(tmp_path: Path, db_url: str):  # noqa: F811
    suite_path, out = escalations(tmp_path)
    engine = open_db(db_url)
    loaded = load_output(engine, out)
    app = create_app(load_suite(suite_path), engine, secret=b"k" * 32, readers=["", "legal"])
    yield app, engine, loaded, suite_path, out
    engine.dispose()


def signed_in(app, name: str, reader: str = "") -> TestClient:
    client = TestClient(app)
    page = client.post("/signin", data={"name": name, "reader": reader})
    assert page.status_code == 200 and "Escalated claims" in page.text
    return client


def card_ids(client: TestClient) -> dict[str, int]:
    queue = client.get("/queue").text
    rows = re.findall(r'<a href="/cards/(\d+)">Card \d+</a></td>\s*<td>([^<]+)</td>', queue)
    return {case: int(cid) for cid, case in rows}


def form_state(page: str) -> dict[str, str]:
    return {"revision": re.search(r'name="revision" value="(\d+)"', page).group(1),
            "token": re.search(r'name="token" value="([0-9a-f]+)"', page).group(1)}


def test_only_escalated_cards_are_loaded_once(setup) -> None:
    app, engine, loaded, _, out = setup
    assert loaded.escalated == 3 and loaded.added == 3
    assert load_output(engine, out).added == 0
    assert set(card_ids(signed_in(app, "ann"))) == {"cedar-3", "evil-1", "oak-2"}


def test_source_markup_is_shown_as_text(setup) -> None:
    app, *_ = setup
    client = signed_in(app, "ann")
    page = client.get(f"/cards/{card_ids(client)['evil-1']}").text
    assert "<script>alert" not in page and "onerror=alert" not in page.replace("onerror=alert(2)&gt;", "")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "&lt;img src=x onerror=alert(2)&gt;" in page
    assert '<mark class="cited">Entity R holds the rights associated with Project Cedar</mark>' in page


def test_a_public_reviewer_never_sees_restricted_text_and_a_cleared_one_does(setup) -> None:
    app, *_ = setup
    public = signed_in(app, "pat")
    ids = card_ids(public)
    pages = [public.get(f"/cards/{cid}").text for cid in ids.values()] + [public.get("/queue").text]
    assert all(SECRET not in page for page in pages)
    oak = public.get(f"/cards/{ids['oak-2']}").text
    assert "[withheld: span oak-map (secret-v1) is not readable without a reader class]" in oak
    assert 'value="oak-map"' not in oak  # cannot adjudicate what one cannot read
    legal = signed_in(app, "lee", "legal")
    assert SECRET in legal.get(f"/cards/{ids['oak-2']}").text


def test_signing_in_as_an_unoffered_class_or_with_a_forged_cookie_is_refused(setup) -> None:
    app, engine, _, suite_path, _ = setup
    default = TestClient(create_app(load_suite(suite_path), engine))  # the public only, unless granted
    assert 'value="legal"' not in default.get("/").text
    assert default.post("/signin", data={"name": "eve", "reader": "legal"}).status_code == 400
    client = TestClient(app)
    assert client.post("/signin", data={"name": "eve", "reader": "root"}).status_code == 400
    client.cookies.set("citeset_reviewer", "WyJldmUiLCAibGVnYWwiXQ==.00")
    assert "Sign in" in client.get("/queue").text


def test_accepting_a_route_is_recorded_with_who_when_why_and_shown_in_history(setup) -> None:
    app, *_ = setup
    client = signed_in(app, "ann")
    cid = card_ids(client)["cedar-3"]
    page = client.get(f"/cards/{cid}").text
    assert 'value="2"' in page  # the next annotation version of the claim
    done = client.post(f"/cards/{cid}/decisions", data={
        **form_state(page), "action": "accept_route", "set_id": "via-memo", "members": "memo",
        "annotation_version": "2", "reason": "the memo states it outright"})
    assert done.status_code == 200 and "Decision recorded." in done.text
    assert "new route via-memo = {memo} @ 2" in done.text and "the memo states it outright" in done.text
    audit = client.get("/audit").text
    assert "decision:accept_route" in audit and "signin" in audit and "load" in audit


def test_a_decision_without_a_reason_or_with_an_unknown_span_saves_nothing(setup) -> None:
    app, *_ = setup
    client = signed_in(app, "ann")
    cid = card_ids(client)["cedar-3"]
    page = client.get(f"/cards/{cid}").text
    missing = client.post(f"/cards/{cid}/decisions", data={
        **form_state(page), "action": "accept_route", "set_id": "r", "members": "memo",
        "annotation_version": "2", "reason": "   "})
    assert missing.status_code == 400 and "give a reason for the decision" in missing.text
    unknown = client.post(f"/cards/{cid}/decisions", data={
        **form_state(page), "action": "accept_route", "set_id": "r", "members": "nope",
        "annotation_version": "2", "reason": "x"})
    assert unknown.status_code == 400 and "span &#39;nope&#39; is not in the suite" in unknown.text
    taken = client.post(f"/cards/{cid}/decisions", data={
        **form_state(page), "action": "accept_route", "set_id": "via-map", "members": "memo",
        "annotation_version": "2", "reason": "x"})
    assert taken.status_code == 400 and "already used" in taken.text
    assert "No decisions yet." in client.get(f"/cards/{cid}").text


def test_first_judgments_are_independent_and_blind_to_other_reviewers(setup) -> None:
    app, *_ = setup
    ann, bob = signed_in(app, "ann"), signed_in(app, "bob")
    cid = card_ids(ann)["cedar-3"]
    page_a, page_b = ann.get(f"/cards/{cid}").text, bob.get(f"/cards/{cid}").text
    assert ann.post(f"/cards/{cid}/decisions", data={
        **form_state(page_a), "action": "override_verdict", "verdict": "reject",
        "reason": "memo is not binding"}).status_code == 200
    before = bob.get(f"/cards/{cid}").text
    assert "memo is not binding" not in before and "1 decision(s) by other reviewers stay hidden" in before
    second = bob.post(f"/cards/{cid}/decisions", data={  # taken on the older page: still independent
        **form_state(page_b), "action": "accept_route", "set_id": "via-memo", "members": "memo",
        "annotation_version": "2", "reason": "memo suffices"})
    assert second.status_code == 200 and "memo is not binding" in second.text and "memo suffices" in second.text


def test_two_browsers_of_one_reviewer_a_stale_decision_is_refused_not_merged(setup) -> None:
    app, *_ = setup
    ann = signed_in(app, "ann")
    cid = card_ids(ann)["cedar-3"]
    ann.post(f"/cards/{cid}/decisions", data={
        **form_state(ann.get(f"/cards/{cid}").text), "action": "override_verdict", "verdict": "reject",
        "reason": "first look"})
    tab1, tab2 = ann.get(f"/cards/{cid}").text, ann.get(f"/cards/{cid}").text
    first = ann.post(f"/cards/{cid}/decisions", data={
        **form_state(tab1), "action": "accept_route", "set_id": "via-memo", "members": "memo",
        "annotation_version": "2", "reason": "on reflection the memo suffices"})
    assert first.status_code == 200
    second = ann.post(f"/cards/{cid}/decisions", data={
        **form_state(tab2), "action": "override_verdict", "verdict": "accept", "reason": "other tab"})
    assert second.status_code == 409 and "changed since you opened it" in second.text
    again = ann.post(f"/cards/{cid}/decisions", data={
        **form_state(tab1), "action": "accept_route", "set_id": "via-memo2", "members": "memo",
        "annotation_version": "2", "reason": "on reflection the memo suffices"})
    assert "already recorded" in again.text
    history = ann.get(f"/cards/{cid}").text
    assert history.count("on reflection the memo suffices") == 1 and "other tab" not in history
    assert "refused:stale" in ann.get("/audit").text


def test_concurrent_submissions_on_one_revision_record_exactly_one(setup) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from sqlalchemy import func, select
    from sqlalchemy.orm import Session

    from citeset.review import Decision, DecisionForm, Reviewer, record

    _, engine, *_ = setup
    first = DecisionForm(action="override_verdict", verdict="reject", reason="seen", revision=0, token="t" * 16)
    assert record(engine, 1, Reviewer("ann", None), first).status == "recorded"

    def send(i: int) -> str:
        form = DecisionForm(action="override_verdict", verdict="accept", reason=f"tab {i}", revision=1,
                            token=f"tab-{i:04d}-xxxxxxxx")
        return record(engine, 1, Reviewer("ann", None), form).status

    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(send, range(8)))
    assert sorted(outcomes) == ["recorded"] + ["stale"] * 7
    with Session(engine) as session:
        assert session.scalar(select(func.count()).select_from(Decision)) == 2


def test_disagreeing_reviewers_are_flagged_until_someone_decides_last(setup) -> None:
    app, *_ = setup
    ann, bob = signed_in(app, "ann"), signed_in(app, "bob")
    cid = card_ids(ann)["cedar-3"]
    ann.post(f"/cards/{cid}/decisions", data={
        **form_state(ann.get(f"/cards/{cid}").text), "action": "override_verdict", "verdict": "reject",
        "reason": "no"})
    bob.post(f"/cards/{cid}/decisions", data={
        **form_state(bob.get(f"/cards/{cid}").text), "action": "accept_route", "set_id": "via-memo",
        "members": "memo", "annotation_version": "2", "reason": "yes"})
    assert "disagreement" in ann.get("/queue").text
    assert "Reviewers disagree" in ann.get(f"/cards/{cid}").text
