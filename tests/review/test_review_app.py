"""The review app: reviewers sign in, see only what their reader class may read, judge blind, and an
adjudicator appends final decisions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)

from citeset.review import DIMENSIONS, create_app, load_output, open_db
from citeset.suite import load_suite
from outputs_world import SECRET, escalations


@pytest.fixture
def setup(tmp_path: Path, db_url: str):  # noqa: F811
    suite_path, out = escalations(tmp_path)
    engine = open_db(db_url)
    loaded = load_output(engine, out)
    app = create_app(load_suite(suite_path), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"])
    yield app, engine, loaded, suite_path, out
    engine.dispose()


def signed_in(app, name: str, reader: str = "", role: str = "reviewer") -> TestClient:
    client = TestClient(app, base_url="http://localhost")
    page = client.post("/signin", data={"name": name, "reader": reader, "role": role})
    assert page.status_code == 200 and "Review queue" in page.text, page.text
    return client


def card_ids(client: TestClient) -> dict[str, str]:
    queue = client.get("/queue").text
    rows = re.findall(r'<a href="/cards/([0-9a-f]{16})">Card [0-9a-f]{16}</a></td>\s*<td>[^<]+</td><td>([^<]+)</td>', queue)
    return {case: cid for cid, case in rows}


def form_state(page: str) -> dict[str, str]:
    return {"revision": re.search(r'name="revision" value="(\d+)"', page).group(1),
            "token": re.search(r'name="token" value="([0-9a-f]+)"', page).group(1),
            "csrf": re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)}


def csrf(client: TestClient) -> dict[str, str]:
    """The session's form key, as the app's own pages hold it (in the sign-out form on every page)."""
    return {"csrf": re.search(r'name="csrf" value="([0-9a-f]+)"', client.get("/queue").text).group(1)}


AGREE = {"entailment": "entailed", "minimality": "minimal", "admissibility": "admissible",
         "alternative_route": "new_route", "contradiction": "none", "boundary": "in_scope"}


def judgment(page: str, why: str = "because", **labels: str) -> dict[str, str]:
    """A complete judgment form (AGREE, with `labels` replacing some) on the page's revision."""
    return {**form_state(page), **AGREE, **labels, **{f"reason_{d}": f"{why} ({d})" for d in DIMENSIONS}}


def judge(client: TestClient, cid: str, why: str = "because", **labels: str):
    return client.post(f"/cards/{cid}/judgments", data=judgment(client.get(f"/cards/{cid}").text, why, **labels))


def adjudication(page: str, **fields: str) -> dict[str, str]:
    return {**form_state(page), "bucket": "attribution", **fields}


def test_only_escalated_cards_are_loaded_once(setup) -> None:
    app, engine, loaded, _, out = setup
    assert loaded.escalated == 3 and loaded.added == 3
    assert load_output(engine, out).added == 0
    assert set(card_ids(signed_in(app, "ann", "legal"))) == {"cedar-3", "evil-1", "oak-2"}
    assert set(card_ids(signed_in(app, "ann"))) == {"cedar-3", "evil-1"}  # oak-2: checked against the map
    assert load_output(engine, out).escalated == 3


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
    legal = signed_in(app, "lee", "legal")
    oak = card_ids(legal)["oak-2"]
    assert SECRET in legal.get(f"/cards/{oak}").text
    # a card checked against the map is one there is not, for a class that may not read the map
    kept, missing = public.get(f"/cards/{oak}"), public.get("/cards/0123456789abcdef")
    assert kept.status_code == missing.status_code == 404
    assert re.sub(r"card [0-9a-f]{16}", "card N", kept.text) == re.sub(r"card [0-9a-f]{16}", "card N", missing.text)


def test_signing_in_as_an_unoffered_class_or_with_a_forged_cookie_is_refused(setup) -> None:
    app, engine, _, suite_path, _ = setup
    default = TestClient(create_app(load_suite(suite_path), engine), base_url="http://localhost")  # the public only, unless granted
    assert 'value="legal"' not in default.get("/").text and 'value="adjudicator"' not in default.get("/").text
    assert default.post("/signin", data={"name": "eve", "reader": "legal"}).status_code == 400
    assert default.post("/signin", data={"name": "adj", "reader": "", "role": "adjudicator"}).status_code == 400
    client = TestClient(app, base_url="http://localhost")
    assert client.post("/signin", data={"name": "eve", "reader": "root"}).status_code == 400
    refused = client.post("/signin", data={"name": "eve", "reader": "", "role": "adjudicator"})
    assert refused.status_code == 400 and "may adjudicate" in refused.text
    client.cookies.set("citeset_reviewer", "WyJldmUiLCAibGVnYWwiXQ==.00")
    assert "Sign in" in client.get("/queue").text


def test_a_request_naming_another_host_is_refused(setup) -> None:
    """A hardening audit: the app answered any Host header, so a web page whose name was re-pointed at 127.0.0.1 (DNS
    rebinding) could sign in as a granted class and read restricted cards. Only the served names are answered."""
    app, *_ = setup
    rebound = TestClient(app, base_url="http://rebind.attacker.example:8765")
    assert rebound.post("/signin", data={"name": "eve", "reader": "legal"}).status_code == 400
    assert "Review queue" not in rebound.get("/queue").text
    for name in ("localhost", "127.0.0.1", "[::1]"):
        assert TestClient(app, base_url=f"http://{name}:8765").get("/").status_code == 200, name
    served = create_app(load_suite(setup[3]), setup[1], hosts=["review.lan"])
    assert TestClient(served, base_url="http://review.lan").get("/").status_code == 200
    assert TestClient(served, base_url="http://localhost").get("/").status_code == 400


def test_an_adjudicator_accepts_a_route_with_who_when_why_and_bucket_in_history(setup) -> None:
    app, *_ = setup
    client = signed_in(app, "adj", role="adjudicator")
    cid = card_ids(client)["cedar-3"]
    page = client.get(f"/cards/{cid}").text
    assert 'value="2"' in page and "Final decision (adjudicator)" in page  # the next annotation version
    done = client.post(f"/cards/{cid}/decisions", data={
        **adjudication(page), "action": "accept_route", "set_id": "via-memo", "members": "memo",
        "annotation_version": "2", "reason": "the memo states it outright"})
    assert done.status_code == 200 and "Recorded." in done.text
    assert "new route via-memo = {memo} @ 2; failure bucket: attribution" in done.text
    assert "the memo states it outright" in done.text and ">adjudicator<" in done.text
    audit = client.get("/audit").text
    assert "decision:accept_route" in audit and "signin" in audit and "load" in audit


def test_only_an_adjudicator_decides_and_only_a_reviewer_judges(setup) -> None:
    app, *_ = setup
    ann, adj = signed_in(app, "ann"), signed_in(app, "adj", role="adjudicator")
    cid = card_ids(ann)["cedar-3"]
    page = ann.get(f"/cards/{cid}").text
    assert "Record judgment" in page and "Record final decision" not in page
    forged = ann.post(f"/cards/{cid}/decisions", data={
        **adjudication(page), "action": "override_verdict", "verdict": "accept", "reason": "me"})
    assert forged.status_code == 403 and "only an adjudicator records the final decision" in forged.text
    assert judge(adj, cid).status_code == 403
    assert "No judgments or decisions yet." in adj.get(f"/cards/{cid}").text


def test_a_decision_without_a_reason_bucket_or_with_an_unknown_span_saves_nothing(setup) -> None:
    app, *_ = setup
    client = signed_in(app, "adj", role="adjudicator")
    cid = card_ids(client)["cedar-3"]
    page = client.get(f"/cards/{cid}").text
    route = {"action": "accept_route", "set_id": "r", "members": "memo", "annotation_version": "2"}
    missing = client.post(f"/cards/{cid}/decisions", data={**adjudication(page), **route, "reason": "   "})
    assert missing.status_code == 400 and "give a reason for the decision" in missing.text
    unbucketed = client.post(f"/cards/{cid}/decisions", data={**form_state(page), **route, "reason": "x"})
    assert unbucketed.status_code == 400 and "choose the failure bucket" in unbucketed.text
    odd = client.post(f"/cards/{cid}/decisions", data={**adjudication(page, bucket="cosmic"), **route, "reason": "x"})
    assert odd.status_code == 400 and "bucket: Input should be" in odd.text
    unknown = client.post(f"/cards/{cid}/decisions", data={
        **adjudication(page), **route, "members": "nope", "reason": "x"})
    assert unknown.status_code == 400 and "span &#39;nope&#39; is not in the suite" in unknown.text
    taken = client.post(f"/cards/{cid}/decisions", data={**adjudication(page), **route, "set_id": "via-map",
                                                         "reason": "x"})
    assert taken.status_code == 400 and "already used" in taken.text
    assert "No judgments or decisions yet." in client.get(f"/cards/{cid}").text


def test_a_nul_in_a_decision_or_judgment_saves_nothing(setup) -> None:
    """A NUL (U+0000) is no text a reader can be shown, and PostgreSQL refuses it: the form says so, as for any
    other field problem, and nothing is recorded."""
    app, *_ = setup
    adj, ann = signed_in(app, "adj", role="adjudicator"), signed_in(app, "ann")
    cid = card_ids(adj)["cedar-3"]
    page = adj.get(f"/cards/{cid}").text
    route = {"action": "accept_route", "set_id": "r", "members": "memo", "annotation_version": "2"}
    for fields in ({"reason": "fine\x00"}, {"reason": "x", "set_id": "r\x00"}, {"reason": "x", "members": "memo\x00"}):
        done = adj.post(f"/cards/{cid}/decisions", data={**adjudication(page), **route, **fields})
        assert done.status_code == 400 and "NUL character" in done.text, done.text
    refused = ann.post(f"/cards/{cid}/judgments", data=judgment(ann.get(f"/cards/{cid}").text, "why\x00"))
    assert refused.status_code == 400 and "NUL character" in refused.text
    assert "No judgments or decisions yet." in adj.get(f"/cards/{cid}").text


def test_a_judgment_needs_a_label_and_a_reason_on_every_dimension(setup) -> None:
    app, *_ = setup
    ann = signed_in(app, "ann")
    cid = card_ids(ann)["cedar-3"]
    page = ann.get(f"/cards/{cid}").text
    no_reason = ann.post(f"/cards/{cid}/judgments", data={**judgment(page), "reason_minimality": " "})
    assert no_reason.status_code == 400 and "give a reason for minimality" in no_reason.text
    assert "because (entailment)" in no_reason.text  # what was typed is kept on the page
    unlabelled = {k: v for k, v in judgment(page).items() if k != "boundary"}
    assert "boundary: choose a label" in ann.post(f"/cards/{cid}/judgments", data=unlabelled).text
    unknown = ann.post(f"/cards/{cid}/judgments", data=judgment(page, entailment="probably"))
    assert unknown.status_code == 400 and "entailment: Input should be" in unknown.text
    assert "No judgments or decisions yet." in ann.get(f"/cards/{cid}").text
    assert judge(ann, cid).status_code == 200


def test_judgments_are_independent_and_blind_to_other_reviewers(setup) -> None:
    app, *_ = setup
    ann, bob = signed_in(app, "ann"), signed_in(app, "bob")
    cid = card_ids(ann)["cedar-3"]
    page_b = bob.get(f"/cards/{cid}").text
    assert judge(ann, cid, "memo is not binding", entailment="insufficient").status_code == 200
    before = bob.get(f"/cards/{cid}").text
    assert "memo is not binding" not in before and "1 event(s) by other reviewers stay hidden" in before
    assert "disagree" not in before
    second = bob.post(f"/cards/{cid}/judgments", data=judgment(page_b, "memo suffices"))  # older page: still fine
    assert second.status_code == 200 and "memo is not binding" in second.text and "memo suffices" in second.text
    assert "Reviewers disagree on entailment" in second.text


def test_two_browsers_of_one_adjudicator_a_stale_decision_is_refused_not_merged(setup) -> None:
    app, *_ = setup
    adj = signed_in(app, "adj", role="adjudicator")
    cid = card_ids(adj)["cedar-3"]
    tab1, tab2 = adj.get(f"/cards/{cid}").text, adj.get(f"/cards/{cid}").text
    first = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(tab1), "action": "accept_route", "set_id": "via-memo", "members": "memo",
        "annotation_version": "2", "reason": "on reflection the memo suffices"})
    assert first.status_code == 200
    second = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(tab2), "action": "override_verdict", "verdict": "accept", "reason": "other tab"})
    assert second.status_code == 409 and "changed since you opened it" in second.text
    again = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(tab1), "action": "accept_route", "set_id": "via-memo2", "members": "memo",
        "annotation_version": "2", "reason": "on reflection the memo suffices"})
    assert "already recorded" in again.text
    history = adj.get(f"/cards/{cid}").text
    assert history.count("on reflection the memo suffices") == 1 and "other tab" not in history
    assert "refused:stale" in adj.get("/audit").text


def test_a_judgment_recorded_meanwhile_makes_the_adjudicators_page_stale(setup) -> None:
    app, *_ = setup
    ann, adj = signed_in(app, "ann"), signed_in(app, "adj", role="adjudicator")
    cid = card_ids(ann)["cedar-3"]
    page = adj.get(f"/cards/{cid}").text
    judge(ann, cid)
    late = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(page), "action": "override_verdict", "verdict": "reject", "reason": "unseen judgment"})
    assert late.status_code == 409 and "unseen judgment" not in adj.get(f"/cards/{cid}").text


def test_concurrent_submissions_on_one_revision_record_exactly_one(setup) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from sqlalchemy import func, select
    from sqlalchemy.orm import Session

    from citeset.review import Decision, DecisionForm, Reviewer, record

    _, engine, *_ = setup
    adj = Reviewer("adj", None, "adjudicator")
    first = DecisionForm(action="override_verdict", verdict="reject", reason="seen", revision=0, token="t" * 16,
                         bucket="none")
    assert record(engine, 1, adj, first).status == "recorded"

    def send(i: int) -> str:
        form = DecisionForm(action="override_verdict", verdict="accept", reason=f"tab {i}", revision=1,
                            token=f"tab-{i:04d}-xxxxxxxx", bucket="none")
        return record(engine, 1, adj, form).status

    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(send, range(8)))
    assert sorted(outcomes) == ["recorded"] + ["stale"] * 7
    with Session(engine) as session:
        assert session.scalar(select(func.count()).select_from(Decision)) == 2


def test_concurrent_first_judgments_of_many_reviewers_are_all_kept_once(setup) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from sqlalchemy import func, select
    from sqlalchemy.orm import Session

    from citeset.review import Judgment, JudgmentForm, Reviewer, record_judgment

    _, engine, *_ = setup

    def send(i: int) -> str:
        form = JudgmentForm.model_validate({**AGREE, "reasons": dict.fromkeys(DIMENSIONS, "r"), "revision": 0,
                                            "token": f"judge-{i % 4:04d}-xxxx"})  # each form sent twice
        return record_judgment(engine, 1, Reviewer(f"r{i % 4}", None), form).status

    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(send, range(8)))
    assert sorted(outcomes) == ["duplicate"] * 4 + ["recorded"] * 4
    with Session(engine) as session:
        assert session.scalar(select(func.count()).select_from(Judgment)) == 4


def test_disagreement_is_flagged_until_an_adjudicator_decides(setup) -> None:
    app, *_ = setup
    ann, bob = signed_in(app, "ann"), signed_in(app, "bob")
    adj = signed_in(app, "adj", role="adjudicator")
    cid = card_ids(ann)["cedar-3"]
    judge(ann, cid, "no", entailment="insufficient", boundary="extra_claim")
    judge(bob, cid, "yes")
    assert '<span class="flag">disagreement</span>' in adj.get("/queue").text
    page = adj.get(f"/cards/{cid}").text
    assert "Reviewers disagree on entailment, boundary" in page
    unlabelled = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(page), "action": "override_verdict", "verdict": "reject", "reason": "no"})
    assert unlabelled.status_code == 400 and "choose the final entailment label" in unlabelled.text
    done = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(page, label="insufficient"), "action": "override_verdict", "verdict": "reject",
        "reason": "the memo is not binding"})
    assert done.status_code == 200 and "an adjudicator has decided since" in done.text
    assert '<span class="flag">disagreement</span>' not in adj.get("/queue").text
    assert "disagreement resolved" in ann.get("/queue").text


def test_a_cleared_reviewers_reason_quoting_restricted_text_is_withheld_from_a_public_one(setup) -> None:
    app, *_ = setup
    lee, pat = signed_in(app, "lee", "legal"), signed_in(app, "pat")
    cid = card_ids(pat)["cedar-3"]
    assert judge(lee, cid, f"the map says {SECRET}").status_code == 200
    seen = judge(pat, cid, "cannot read the map").text
    assert "cannot read the map" in seen and "the map says" in seen and SECRET not in seen
    assert SECRET not in pat.get("/audit").text and SECRET in lee.get(f"/cards/{cid}").text
    oak = card_ids(lee)["oak-2"]
    assert judge(lee, oak, f"the map says {SECRET}").status_code == 200
    assert f"/cards/{oak}" not in pat.get("/audit").text  # events of a card kept from the class are not shown
