"""Adjudicated routes back into the suite (`citeset review export`), and the CLI around the app."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)

from citeset.cli import main
from citeset.review import DecisionForm, Reviewer, create_app, load_output, open_db, submit
from citeset.review._db import ReviewCard
from citeset.suite import load_suite
from outputs_world import escalations, evaluate


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stop:
        main(list(args))
        raise SystemExit(0)
    captured = capsys.readouterr()
    return int(stop.value.code or 0), captured.out, captured.err


def card_id(engine, case_id: str) -> int:
    from sqlalchemy import select
    from sqlalchemy.orm import Session

    with Session(engine) as session:
        return session.scalars(select(ReviewCard.id).where(ReviewCard.case_id == case_id)).one()


def decide(engine, suite: Path, case_id: str, who: str, revision: int, **fields: object) -> None:
    form = DecisionForm.model_validate({"revision": revision, "token": f"tok-{who}-{case_id}-{revision}",
                                        "bucket": "attribution", **fields})
    reader = "legal" if case_id.startswith("oak") else None
    adjudicator = Reviewer(who, reader, "adjudicator")
    outcome = submit(engine, load_suite(suite), card_id(engine, case_id), adjudicator, form)
    assert outcome.status == "recorded", outcome.message


def test_an_adjudicated_route_reaches_the_next_evaluation(tmp_path: Path, db_url: str,  # noqa: F811
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    engine = open_db(db_url)
    load_output(engine, out)
    decide(engine, suite, "cedar-3", "adj", 0, action="override_verdict", verdict="reject", reason="unsure")
    decide(engine, suite, "cedar-3", "adj", 1, action="accept_route", set_id="via-memo", members=["memo"],
           annotation_version="2", reason="the memo states it")  # the latest decision is final
    decide(engine, suite, "oak-2", "lee", 0, action="dispute_route", set_id="oak", annotation_version="2",
           reason="the map is out of date")
    engine.dispose()
    routes, adjudicated = tmp_path / "routes.jsonl", tmp_path / "suite2"
    code, stdout, err = run_cli(capsys, "review", "export", str(out), "--db", db_url, "--out", str(routes),
                                "--suite", str(suite), "--suite-out", str(adjudicated))
    assert code == 0, err
    assert "wrote 2 adjudicated route record(s)" in stdout and "1 escalated card(s) still await" in stdout
    lines = [json.loads(x) for x in routes.read_text().splitlines()]
    memo = next(x for x in lines if x["case_id"] == "cedar-3")
    assert memo["claim_id"] == "c" and memo["route"] == {
        "set_id": "via-memo", "members": ["memo"], "inference": [], "annotation_version": "2", "status": "adjudicated"}
    assert memo["decision"]["reviewer"] == "adj" and memo["decision"]["reason"] == "the memo states it"
    assert memo["decision"]["role"] == "adjudicator" and memo["decision"]["bucket"] == "attribution"
    scores = json.loads((tmp_path / "routes.score-changes.json").read_text())
    changed = {r["metric"]: r for r in scores["scores"] if r["changed"]}
    assert changed["citation_set_completeness"]["before_numerator"] == 0
    assert changed["citation_set_completeness"]["after_numerator"] == 1
    assert changed["citation_set_completeness"]["after_denominator"] == 3 and scores["judge"] == "rules"
    assert scores["awaiting_cases"] == scores["awaiting_cards"] == 1  # evil-1
    assert "citation_set_completeness" in stdout and "1 case(s) (1 card(s)) still await adjudication" in stdout
    new = load_suite(adjudicated)
    cedar = new.cases["cedar-3"].claims[0].routes
    assert [(r.set_id, r.annotation_version) for r in cedar] == [("via-map", "1"), ("via-registry", "1"),
                                                                 ("via-memo", "2")]
    assert new.cases["oak-2"].claims[0].routes[0].status == "disputed" and new.frozen
    run = tmp_path / "run-esc.jsonl"
    code, _, _ = run_cli(capsys, "evaluate", str(adjudicated), str(run), "--out", str(tmp_path / "after"),
                         "--bootstrap", "0")
    cards = {c["case_id"]: c for c in map(json.loads, (tmp_path / "after" / "cards.jsonl").read_text().splitlines())}
    assert cards["cedar-3"]["verdict"] == "accept"
    code, stdout, _ = run_cli(capsys, "diff", str(out), str(tmp_path / "after"), "--format", "json")
    change = next(c for c in json.loads(stdout)["changes"] if c["key"]["case_id"] == "cedar-3")
    assert code == 0 and "annotation" in change["causes"]


def test_export_without_decisions_and_bad_inputs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    open_db(url).dispose()  # `review serve` made it; export reads it and never creates one
    code, stdout, _ = run_cli(capsys, "review", "export", str(out), "--db", url, "--out", str(tmp_path / "r.jsonl"))
    assert code == 0 and "no decisions recorded" in stdout and (tmp_path / "r.jsonl").read_text() == ""
    assert "3 escalated card(s) still await a decision" in stdout
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", "postgresql://u:hunter2@", "--out", "x")
    assert code == 2 and err.startswith("error: field '--db'") and "hunter2" not in err
    code, _, err = run_cli(capsys, "review", "export", str(tmp_path / "none"), "--db", url, "--out", "x")
    assert code == 2 and "not a folder" in err
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out", "x", "--suite", str(suite))
    assert code == 2 and "--suite-out" in err
    code, _, err = run_cli(capsys, "review", "serve", str(suite), str(out), "--db", "nosuch://x")
    assert code == 2 and "Traceback" not in err
    code, _, err = run_cli(capsys, "review", "serve", str(suite), str(out), "--db", url, "--reader", "admin")
    assert code == 2 and "field '--reader': no version of the suite names reader class 'admin'" in err
    code, _, err = run_cli(capsys, "review", "serve", str(suite), str(out), "--db", url, "--adjudicator", " ")
    assert code == 2 and "field '--adjudicator': an adjudicator needs a name" in err


def test_without_decisions_no_score_changes_and_every_case_awaits(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    open_db(url).dispose()
    args = ["review", "export", str(out), "--db", url, "--out", str(tmp_path / "r.jsonl"), "--suite", str(suite)]
    code, stdout, err = run_cli(capsys, *args, "--suite-out", str(tmp_path / "s2"))
    assert code == 0, err
    assert "no score changes" in stdout and "3 case(s) (3 card(s)) still await adjudication" in stdout
    scores = json.loads((tmp_path / "r.score-changes.json").read_text())
    assert scores["changed"] == 0 and len(scores["scores"]) >= 10
    code, _, err = run_cli(capsys, *args, "--suite-out", str(tmp_path / "s3"), "--run", str(tmp_path / "gone.jsonl"))
    assert code == 2 and "field '--run'" in err and "Traceback" not in err and not (tmp_path / "s3").exists()


def test_a_database_that_goes_away_gives_a_clear_page(tmp_path: Path) -> None:
    suite, out = escalations(tmp_path)
    path = tmp_path / "gone.sqlite"
    engine = open_db(f"sqlite:///{path}")
    load_output(engine, out)
    client = TestClient(create_app(load_suite(suite), engine, secret=b"s" * 32), base_url="http://localhost")
    client.post("/signin", data={"name": "ann", "reader": "", "role": "reviewer"})
    engine.dispose()
    path.write_bytes(b"this is not a database" * 100)
    page = client.get("/queue")
    assert page.status_code == 503 and "nothing was saved" in page.text


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_review_serve_answers_on_loopback_with_a_sample_and_an_adjudicator(tmp_path: Path) -> None:
    suite, out = evaluate(tmp_path, "a")  # one escalation, three judge decisions
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "citeset", "review", "serve", str(suite), str(out), "--db",
                             f"sqlite:///{tmp_path / 'serve.sqlite'}", "--port", str(port), "--sample", "2",
                             "--seed", "5", "--sample-by", "", "--adjudicator", "adj"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        body = ""
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as response:
                    body = response.read().decode()
                break
            except OSError:
                time.sleep(0.1)
        assert "Sign in" in body and 'name="reader"' in body and 'value="adjudicator"' in body
    finally:
        proc.terminate()
        stdout, _ = proc.communicate(timeout=20)
    assert "1 escalated card(s)" in stdout
    assert "blind sample of judge decisions: 2 of 3; by stratum: accept 1/2, revise_citations 1/1" in stdout


def test_evaluate_helper_escalates_nothing_without_candidates(tmp_path: Path) -> None:
    _, out = evaluate(tmp_path, "plain")
    engine = open_db(f"sqlite:///{tmp_path / 'p.sqlite'}")
    assert load_output(engine, out).escalated == 1  # cedar-3 cites the memo: a candidate route


def test_the_run_the_report_names_is_never_the_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit: without --run, the run comes from report.json, and `--out` naming it emptied it (only an
    explicit --run was refused)."""
    suite, out = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    open_db(url).dispose()
    run = Path(json.loads((out / "report.json").read_text())["run"]["path"])
    before = run.read_bytes()
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out", str(run), "--suite", str(suite),
                           "--suite-out", str(tmp_path / "s2"))
    assert code == 2 and "--out" in err and "Traceback" not in err, err
    assert run.read_bytes() == before and not (tmp_path / "s2").exists()


def test_feedback_export_never_writes_into_the_suite_it_reads(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit: `feedback export --suite s --out s` rewrote the suite in place (a case added, its
    scores changed)."""
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    open_db(url).dispose()
    before = {p.name: p.read_bytes() for p in suite.iterdir() if p.is_file()}
    for target in (suite, suite / "regressions"):
        code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(target))
        assert code == 2 and "--out" in err and "Traceback" not in err, err
    assert {p.name: p.read_bytes() for p in suite.iterdir() if p.is_file()} == before


def test_an_existing_file_of_the_suite_or_the_suite_out_itself_is_never_the_out(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit: `--out SUITE/texts/pub.txt` emptied a version's text (exit 0), and `--suite-out` equal
    to `--out` or to its score-changes file left a plain file where the adjudicated suite was announced."""
    suite, out = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    open_db(url).dispose()
    kept = suite / "texts" / "note.txt"
    kept.parent.mkdir(exist_ok=True)
    kept.write_text("a text the suite holds\n", encoding="utf-8")
    args = ["review", "export", str(out), "--db", url, "--suite", str(suite)]
    code, _, err = run_cli(capsys, *args, "--out", str(kept), "--suite-out", str(tmp_path / "s2"))
    assert code == 2 and "--out" in err and kept.read_text(encoding="utf-8") == "a text the suite holds\n", err
    records = tmp_path / "routes.jsonl"
    for suite_out in (records, tmp_path / "routes.score-changes.json"):
        code, _, err = run_cli(capsys, *args, "--out", str(records), "--suite-out", str(suite_out))
        assert code == 2 and "--suite-out" in err and not suite_out.exists(), err
