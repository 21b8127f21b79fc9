"""The adjudicator's export page: from the review app to an adjudicated suite and the scores it changes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from citeset._files import sha256_file
from citeset.cli import cli, main
from citeset.redact import Redactors
from citeset.review import AuditEvent, DecisionForm, Reviewer, create_app, load_output, open_db, submit
from citeset.review._db import ReviewCard
from citeset.review._export_page import export_settings, run_export
from citeset.suite import load_suite
from outputs_world import SECRET, escalations


def _world(tmp_path: Path, export_to: Path | None, **settings: object):
    suite, out = escalations(tmp_path)
    engine = open_db(f"sqlite:///{tmp_path / 'review.sqlite'}")
    load_output(engine, out)
    app = create_app(load_suite(suite), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"],
                     export=export_settings(out, suite, export_to, **settings))  # type: ignore[arg-type]
    return app, engine, suite, out


def _signed_in(app, name: str, role: str = "reviewer", reader: str = "") -> TestClient:
    client = TestClient(app, base_url="http://localhost")
    assert client.post("/signin", data={"name": name, "reader": reader, "role": role}).status_code == 200
    return client


def _accept_memo_route(engine, suite: Path) -> None:
    with Session(engine) as session:
        cid = session.scalars(select(ReviewCard.id).where(ReviewCard.case_id == "cedar-3")).one()
    form = DecisionForm.model_validate({"revision": 0, "token": "tok-memo", "bucket": "attribution",
                                        "action": "accept_route", "set_id": "via-memo", "members": ["memo"],
                                        "annotation_version": "2", "reason": "the memo states it"})
    assert submit(engine, load_suite(suite), cid, Reviewer("adj", None, "adjudicator"), form).status == "recorded"


def _press(client: TestClient, token: str | None = None):
    """Press the export page's button: post its form (with the page's own token unless one is given)."""
    page = client.get("/export").text
    found, key = re.search(r'name="token" value="([0-9a-f]{32})"', page), re.search(r'name="csrf" value="(\w+)"', page)
    return client.post("/export", data={"token": token if token is not None else found.group(1) if found else "",
                                        "csrf": key.group(1) if key else ""})


def _events(engine, action: str) -> list[AuditEvent]:
    with Session(engine) as session:
        found = list(session.scalars(select(AuditEvent).where(AuditEvent.action == action)))
        session.expunge_all()
    return found


def test_an_adjudicator_exports_the_suite_and_sees_which_scores_changed(tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    app, engine, suite, out = _world(tmp_path, exports)
    adj = _signed_in(app, "adj", "adjudicator", "legal")
    assert '<a href="/export">' in adj.get("/queue").text
    page = adj.get("/export")
    assert page.status_code == 200 and "3 escalated card(s) and 0 user-reported incident(s)" in page.text
    form = r'<form method="post" action="/export">\s*<input type="hidden" name="token" value="[0-9a-f]{32}">' \
        r'\s*<input type="hidden" name="csrf" value="[0-9a-f]{64}">'
    assert re.search(form + r'\s*<p>.*</p>\s*<button type="submit">', page.text, re.S)
    _accept_memo_route(engine, suite)
    page = _press(adj)
    assert page.status_code == 200, page.text
    assert "2 escalated card(s) and 0 user-reported incident(s)" in page.text  # counted after the decision
    row = re.search(r'<tr class="changed"><td>citation_set_completeness</td><td>([^<]+)</td><td>([^<]+)</td>\s*'
                    r'<td><span class="flag">changed</span>', page.text)
    assert row and row.groups() == ("0/3 = 0.000", "1/3 = 0.333"), page.text
    assert re.search(r"<tr><td>[a-z_@0-9]+</td><td>[^<]+</td><td>[^<]+</td>\s*<td>unchanged</td>", page.text)
    assert "2 case(s) (2 card(s)) still await adjudication" in page.text
    (folder,) = exports.iterdir()
    assert sorted(p.name for p in folder.iterdir()) == ["routes.jsonl", "routes.score-changes.json", "suite"]
    new = load_suite(folder / "suite")
    assert [r.set_id for r in new.cases["cedar-3"].claims[0].routes][-1] == "via-memo" and new.frozen
    (event,) = _events(engine, "export")
    digest = "sha256:" + sha256_file(folder / "suite" / "manifest.json")
    assert event.who == "adj" and event.detail["output_folder"] == str(folder)
    assert event.detail["suite_digest"] == digest and digest in page.text and event.at is not None
    assert "export" in adj.get("/audit").text and digest in adj.get("/audit").text
    # the same library as `citeset review export --suite-out`: the same score changes
    result = CliRunner().invoke(cli, ["review", "export", str(out), "--db", str(engine.url), "--out",
                                      str(tmp_path / "cli.jsonl"), "--suite", str(suite), "--suite-out",
                                      str(tmp_path / "cli-suite")])
    assert result.exit_code == 0, result.output
    cli_scores = json.loads((tmp_path / "cli.score-changes.json").read_text())["scores"]
    assert json.loads((folder / "routes.score-changes.json").read_text())["scores"] == cli_scores
    engine.dispose()


def test_a_reviewer_may_not_export_and_sees_no_link(tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    app, engine, _, _ = _world(tmp_path, exports)
    ann = _signed_in(app, "ann")
    assert "/export" not in ann.get("/queue").text
    assert ann.get("/export").status_code == 403 and _press(ann, "a" * 32).status_code == 403
    assert not exports.exists() and _events(engine, "export") == []
    assert TestClient(app, base_url="http://localhost").post("/export", follow_redirects=False).status_code == 303  # not signed in
    engine.dispose()


def test_an_adjudicator_of_a_class_that_may_not_read_every_version_may_not_export(tmp_path: Path) -> None:
    """What still awaits a decision, and the scores, cover cards kept from that class (the review app does not show
    them: a card checked against a version the class may not read would be told by its count, hardening re-audit
    28)."""
    exports = tmp_path / "exports"
    app, engine, _, _ = _world(tmp_path, exports)
    adj = _signed_in(app, "adj", "adjudicator")
    page = adj.get("/export")
    assert page.status_code == 403 and "escalated card(s)" not in page.text
    assert _press(adj, "a" * 32).status_code == 403 and not exports.exists()
    engine.dispose()


def test_without_export_to_the_page_explains_the_cli_and_writes_nothing(tmp_path: Path) -> None:
    app, engine, _, out = _world(tmp_path, None)
    adj = _signed_in(app, "adj", "adjudicator", "legal")
    page = adj.get("/export")
    assert page.status_code == 200 and "<button" not in page.text.split("Sign out")[1]
    assert f"citeset review export {out} --db URL" in page.text and "--export-to DIR" in page.text
    before = sorted(p.name for p in tmp_path.iterdir())
    assert _press(adj).status_code == 400
    assert sorted(p.name for p in tmp_path.iterdir()) == before and _events(engine, "export") == []
    engine.dispose()


def test_a_failed_export_writes_nothing_says_why_and_the_page_keeps_working(tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    app, engine, suite, out = _world(tmp_path, exports)
    adj = _signed_in(app, "adj", "adjudicator", "legal")
    _accept_memo_route(engine, suite)
    run = tmp_path / "run-esc.jsonl"
    kept = run.read_bytes()
    run.write_bytes(kept + b"\n")  # no longer the run the output evaluated
    page = _press(adj)
    assert page.status_code == 422 and "nothing was written" in page.text and "not the run this output" in page.text
    assert 'role="alert"' in page.text and not exports.exists()  # refused before anything was made
    run.write_bytes(kept)
    # a failure after the export's folder was made (the judge cannot be built): nothing stays behind
    failing = create_app(load_suite(suite), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"],
                         export=export_settings(out, suite, exports, judge="nosuch:judge"))
    adj2 = _signed_in(failing, "adj", "adjudicator", "legal")
    page = _press(adj2)
    assert page.status_code == 422 and "nothing was written" in page.text
    assert list(exports.iterdir()) == [] and adj2.get("/export").status_code == 200
    assert [e.who for e in _events(engine, "export:failed")] == ["adj", "adj"] and _events(engine, "export") == []
    assert _press(adj).status_code == 200 and len(list(exports.iterdir())) == 1  # fixed: it works
    engine.dispose()


def test_an_export_message_is_redacted_for_the_adjudicators_reader_class(tmp_path: Path) -> None:
    suite, out = escalations(tmp_path)
    engine = open_db(f"sqlite:///{tmp_path / 'review.sqlite'}")
    load_output(engine, out)
    settings = export_settings(out, suite, tmp_path / "exports", judge=SECRET)
    redactors = Redactors(load_suite(suite))
    public = run_export(engine, settings, Reviewer("adj", None, "adjudicator"), redactors.for_reader(None))
    cleared = run_export(engine, settings, Reviewer("adj", "legal", "adjudicator"), redactors.for_reader("legal"))
    assert public.error and SECRET not in public.error and "Project Oak" not in public.error
    assert SECRET in cleared.error


def test_serve_refuses_an_export_folder_that_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    (tmp_path / "afile").write_text("x")
    with pytest.raises(SystemExit) as stop:
        main(["review", "serve", str(suite), str(out), "--db", f"sqlite:///{tmp_path / 'r.sqlite'}",
              "--export-to", str(tmp_path / "afile")])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "field '--export-to'" in err and "Traceback" not in err


def test_a_form_sent_twice_writes_one_export_and_a_form_without_token_none(tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    app, engine, suite, _ = _world(tmp_path, exports)
    adj = _signed_in(app, "adj", "adjudicator", "legal")
    _accept_memo_route(engine, suite)
    assert _press(adj, "").status_code == 422 and not exports.exists()
    token = re.search(r'name="token" value="([0-9a-f]{32})"', adj.get("/export").text).group(1)
    first, again = _press(adj, token), _press(adj, token)
    assert first.status_code == again.status_code == 200 and "already sent" in again.text
    assert "already sent" not in first.text and '<tr class="changed"><td>citation_set_completeness' in again.text
    assert len(list(exports.iterdir())) == 1 and len(_events(engine, "export")) == 1
    assert _press(adj).status_code == 200 and len(list(exports.iterdir())) == 2  # a new form: a new export
    engine.dispose()
