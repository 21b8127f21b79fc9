"""Production feedback (`citeset feedback add`): a user's report becomes an incident, checked against the suite
and the answer, queued in the review app like an escalation, shown only as each reviewer's reader class may
read it, judged by reviewers and given a failure bucket by an adjudicator."""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from feedback_world import (
    BLUEBIRD,
    LEGAL_REPORT,
    PUBLIC_ANSWER,
    add,
    legal_args,
    public_args,
    trace,
    write_trace,
)
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_app import csrf, form_state, judge, signed_in
from test_review_export import run_cli

from citeset.review import create_app, open_db
from citeset.review._incidents import IncidentRecord, add_incident
from citeset.suite import load_suite
from outputs_world import CLAIM, SECRET, escalations


def counts(url: str) -> tuple[int, int, int]:
    engine = sa.create_engine(url)
    with engine.connect() as conn:
        found = tuple(conn.execute(sa.text(q)).scalar() or 0 for q in (
            "SELECT count(*) FROM citeset_review_incidents", "SELECT count(*) FROM citeset_review_cards",
            "SELECT count(*) FROM citeset_review_audit WHERE action = 'incident:add'"))
    engine.dispose()
    return found  # type: ignore[return-value]


def incident_ids(client: TestClient) -> dict[str, str]:
    queue = client.get("/queue").text
    rows = re.findall(r'<a href="/cards/([0-9a-f]{16})">Card [0-9a-f]{16}</a></td>\s*<td>incident</td><td>([^<]+)</td>', queue)
    return {case: cid for cid, case in rows}


def test_a_report_becomes_an_incident_queued_like_an_escalation(tmp_path: Path, db_url: str,  # noqa: F811
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    stdout = add(capsys, public_args(tmp_path, suite, db_url))
    assert "incident 1 recorded" in stdout and "cedar-3" in stdout
    assert counts(db_url) == (1, 1, 1)
    app = create_app(load_suite(suite), open_db(db_url), secret=b"k" * 32, readers=["", "legal"])
    client = signed_in(app, "ann")
    cid = incident_ids(client)["cedar-3"]
    page = client.get(f"/cards/{cid}").text
    assert "this source does not say that" in page and "reported by pat" in page
    assert f'<mark class="claim">{CLAIM}</mark>' in page and "It was agreed in 2024." in page
    assert '<mark class="cited">Project Cedar is mapped to record R17.</mark>' in page  # the cited source text
    assert "Which entity holds the rights associated with Project Cedar?" in page
    audit = client.get("/audit").text
    assert "incident:add" in audit and ">pat<" in audit


def test_the_same_report_twice_is_one_incident(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    add(capsys, public_args(tmp_path, suite, url))
    assert "already recorded as incident 1" in add(capsys, public_args(tmp_path, suite, url))
    assert counts(url) == (1, 1, 1)


def _bad(tmp_path: Path, suite: Path, url: str, case: str) -> list[str]:
    args = public_args(tmp_path, suite, url)
    where = {a: i + 1 for i, a in enumerate(args) if a.startswith("--")}
    if case == "unknown version":
        args[where["--source"]] = "nope-v9"
    elif case == "version the answer does not cite":
        args[where["--source"]] = "memo-v1"
    elif case == "span outside the answer":
        args[where["--claim-span"]] = f"10:{len(PUBLIC_ANSWER) + 1}"
    elif case == "malformed span":
        args[where["--claim-span"]] = "9:3"
    elif case == "span of non-ASCII digits":
        args[where["--claim-span"]] = "\u00b2:5"  # str.isdigit() holds for a superscript two
    elif case == "unknown reader":
        args[where["--reader"]] = "root"
    elif case == "empty report":
        args[where["--report"]] = "  "
    elif case == "claim not in the answer":
        i = where["--claim-span"]
        args[i - 1:i + 1] = ["--claim", "Entity Z holds nothing."]
    elif case == "production case without a question":
        args[where["--trace"]] = str(write_trace(tmp_path, "prod", trace("prod-9", PUBLIC_ANSWER, "a1")))
    elif case == "chunk given twice":
        record = trace("cedar-3", PUBLIC_ANSWER)
        record["claims"][0]["citations"] = [{"chunk_id": "k1"}]
        record["trace"] = {"chunks": [{"span_id": "k1", "version_id": "map-v1", "start": 13, "end": 51},
                                      {"span_id": "k1", "version_id": "map-v1", "start": 52, "end": 89}]}
        args[where["--trace"]] = str(write_trace(tmp_path, "twice", record))
    elif case == "case not in the run":
        run = tmp_path / "run.jsonl"
        run.write_text(json.dumps(trace("cedar-3", PUBLIC_ANSWER, "a1")) + "\n")
        i = where["--trace"]
        args[i - 1:i + 1] = ["--run", str(run), "--case-id", "cedar-9"]
    return args


BAD = {
    "unknown version": "field '--source': version 'nope-v9' is not in the suite",
    "version the answer does not cite": "field '--source': the reported claim cites no text of version 'memo-v1'",
    "span outside the answer": "field '--claim-span': 10:80 is outside the answer (79 characters)",
    "malformed span": "field '--claim-span': give START:END with 0 <= START < END",
    "span of non-ASCII digits": "field '--claim-span': give START:END with 0 <= START < END",
    "unknown reader": "field '--reader': no version of the suite names reader class 'root'",
    "empty report": "field '--report': give the user's report",
    "claim not in the answer": "field '--claim': the answer does not contain this text",
    "production case without a question": "field '--question': case 'prod-9' is not in the suite: give the "
                                          "question the user asked",
    "case not in the run": "field '--case-id': case 'cedar-9' is not in",
    "chunk given twice": "field 'trace.chunks[1].span_id': chunk 'k1' is given twice, as trace.chunks[0] and "
                         "trace.chunks[1], with different ranges or texts",
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_references_are_one_error_line_and_nothing_is_written(tmp_path: Path, case: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    db = tmp_path / "r.sqlite"
    code, _, err = run_cli(capsys, *_bad(tmp_path, suite, f"sqlite:///{db}", case))
    assert code == 2 and err.startswith("error: ") and BAD[case] in err, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not db.exists()  # checked before the database is opened


def test_a_malformed_trace_names_its_file_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    args = public_args(tmp_path, suite, f"sqlite:///{tmp_path / 'r.sqlite'}")
    path = Path(args[args.index("--trace") + 1])
    path.write_text(json.dumps({**json.loads(path.read_text()), "answer": "x"}))
    code, _, err = run_cli(capsys, *args)
    assert code == 2 and err.startswith(f"error: {path}:1: field 'answer'"), err
    path.write_text("{not json")
    code, _, err = run_cli(capsys, *args)
    assert code == 2 and err.startswith(f"error: {path}:1: ") and "JSON" in err, err


def test_concurrent_adds_lose_nothing_and_duplicate_nothing(tmp_path: Path, db_url: str) -> None:  # noqa: F811
    escalations(tmp_path)
    open_db(db_url).dispose()
    records = [IncidentRecord(case_id="cedar-3", question="q?", record=trace("cedar-3", PUBLIC_ANSWER, "a1"),
                              claim_start=0, claim_end=len(CLAIM), claim_text=CLAIM, version_id="map-v1",
                              version_readers=[], reader=None, report=f"report {i}", who=f"user{i}",
                              cited=[[0, 10]])
               for i in range(6)]
    results: list[str] = []
    errors: list[BaseException] = []

    def send(record: IncidentRecord) -> None:
        engine = open_db(db_url)
        try:
            results.append(add_incident(engine, record).status)
        except BaseException as exc:
            errors.append(exc)
        finally:
            engine.dispose()

    threads = [threading.Thread(target=send, args=(r,)) for r in records + records]  # each report sent twice
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert sorted(results) == ["duplicate"] * 6 + ["recorded"] * 6
    assert counts(db_url) == (6, 6, 6)


def test_a_public_reviewer_never_sees_a_restricted_incident(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    add(capsys, legal_args(tmp_path, suite, url))
    app = create_app(load_suite(suite), open_db(url), secret=b"k" * 32, readers=["", "legal"],
                     adjudicators=["adj"])
    lee = signed_in(app, "lee", "legal")
    cid = incident_ids(lee)["oak-2"]
    cleared = lee.get(f"/cards/{cid}").text
    assert BLUEBIRD in cleared and LEGAL_REPORT in cleared and SECRET in cleared
    assert judge(lee, cid, why="Bluebird is not on the map", entailment="insufficient").status_code == 200
    public = [signed_in(app, "pat"), signed_in(app, "adj", role="adjudicator")]
    for client in public:
        pages = [client.get("/queue").text, client.get(f"/cards/{cid}").text, client.get("/audit").text]
        for page in pages:
            assert "Bluebird" not in page and SECRET not in page, page
        assert "[withheld: this incident was reported by reader class legal" in pages[1]
    adj = public[1]
    page = adj.get(f"/cards/{cid}").text
    assert "Record final decision" not in page and "cannot read every cited or route span" in page
    refused = adj.post(f"/cards/{cid}/decisions", data={  # a forged form is refused too
        "action": "decide_incident", "bucket": "attribution", "reason": "x", "revision": "1", "token": "f" * 16,
        **csrf(adj)})
    assert refused.status_code == 403 and "cannot read every cited or route span" in refused.text


def test_reviewers_judge_an_incident_and_the_adjudicator_decides_its_bucket(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    add(capsys, public_args(tmp_path, suite, url))
    app = create_app(load_suite(suite), open_db(url), secret=b"k" * 32, adjudicators=["adj"])
    ann, bob = signed_in(app, "ann"), signed_in(app, "bob")
    cid = incident_ids(ann)["cedar-3"]
    judge(ann, cid, entailment="insufficient")
    judge(bob, cid, entailment="entailed")
    adj = signed_in(app, "adj", role="adjudicator")
    page = adj.get(f"/cards/{cid}").text
    assert 'value="decide_incident"' in page and 'value="accept_route"' not in page
    state = form_state(page)
    wrong = adj.post(f"/cards/{cid}/decisions", data={**state, "action": "accept_route", "bucket": "attribution",
                                                       "label": "insufficient", "reason": "x", "set_id": "r",
                                                       "annotation_version": "2", "members": "a1"})
    assert wrong.status_code == 400 and "an incident is decided by its failure bucket" in wrong.text
    done = adj.post(f"/cards/{cid}/decisions", data={**state, "action": "decide_incident", "bucket": "attribution",
                                                      "label": "insufficient", "reason": "the map names no holder"})
    assert done.status_code == 200 and "Recorded." in done.text, done.text
    assert "incident decided; failure bucket: attribution" in done.text and "the map names no holder" in done.text
    queue = adj.get("/queue").text
    assert "disagreement resolved" in queue and '<span class="flag">disagreement</span>' not in queue


def test_an_answer_taken_from_a_run_file_is_recorded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    run = tmp_path / "run.jsonl"
    run.write_text(json.dumps(trace("cedar-1", "x", "a1")) + "\n" + json.dumps(trace("cedar-3", PUBLIC_ANSWER, "a1"))
                   + "\n")
    stdout = add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--run", str(run), "--case-id",
                          "cedar-3", "--claim", CLAIM, "--source", "map-v1", "--reader", "", "--report", "no"])
    assert "incident 1 recorded (case cedar-3, claim 0:56, version map-v1, reader (public))" in stdout


def test_calibration_labels_never_carry_a_restricted_incident_to_the_public(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    args = legal_args(tmp_path, suite, url)  # the legal user's answer, here citing a public source
    args[args.index("--source") + 1] = "rights-oak"
    args[args.index("--trace") + 1] = str(write_trace(tmp_path, "oak", trace("oak-2", BLUEBIRD, "oak-rights")))
    add(capsys, args)
    app = create_app(load_suite(suite), open_db(url), secret=b"k" * 32, readers=["", "legal"])
    for name in ("lee", "liv"):
        client = signed_in(app, name, "legal")
        judge(client, incident_ids(client)["oak-2"], entailment="insufficient")
    labels = tmp_path / "labels.jsonl"
    for reader, written in (("", 0), ("legal", 1)):
        code, _, err = run_cli(capsys, "review", "labels", "--db", url, "--suite", str(suite), "--out", str(labels),
                               "--reader", reader)
        assert code == 0, err
        lines = labels.read_text().splitlines()
        assert len(lines) == written and all("Bluebird" in line for line in lines)


def test_a_public_users_answer_restating_blocked_words_shows_none_to_a_public_reviewer(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit: a public user's reported answer naming what only a blocked version states was shown
    as written to a public reviewer, while `evaluate` withheld the same words from its card."""
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    answer = f"{CLAIM} Oak was mapped, as the Oak memo says."
    path = write_trace(tmp_path, "restating", trace("cedar-3", answer, "a1", claim_id="c"))
    add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--trace", str(path),
                 "--claim-span", f"0:{len(CLAIM)}", "--source", "map-v1", "--reader", "",
                 "--report", "the Oak memo is wrong", "--who", "pat"])
    app = create_app(load_suite(suite), open_db(url), secret=b"k" * 32, readers=["", "legal"])
    pat = signed_in(app, "pat")
    page = pat.get(f"/cards/{incident_ids(pat)['cedar-3']}").text
    assert "Oak" not in page and "[withheld]" in page, page


def test_a_claim_span_cutting_a_blocked_word_shows_neither_half(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit: `--claim-span` ending inside a blocked word ("The O|ak memo") split it, and each half
    passed the word-by-word withholding; the page read "O" then "ak". The claim is shown as whole words."""
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    answer = f"{CLAIM} The Oak memo says so."
    path = write_trace(tmp_path, "cut", trace("cedar-3", answer, "a1", claim_id="c"))
    add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--trace", str(path),
                 "--claim-span", f"0:{len(CLAIM) + 6}", "--source", "map-v1", "--reader", "",
                 "--report", "wrong", "--who", "pat"])
    app = create_app(load_suite(suite), open_db(url), secret=b"k" * 32, readers=["", "legal"])
    pat = signed_in(app, "pat")
    shown = re.sub(r"<[^>]+>", "", pat.get(f"/cards/{incident_ids(pat)['cedar-3']}").text)
    assert "Oak" not in shown and " ak " not in shown and "The O" not in shown, shown
