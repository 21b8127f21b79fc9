"""A decision with no recorded role (a schema-1 database's: any reviewer could decide then; or one written into
the database by other means) is final only when its reviewer's role is established: `review export
--adjudicator NAME` (or the app's --adjudicator) names the people whose role-less decisions are an
adjudicator's. Otherwise it is not exported: the cards it decided are counted apart and reported, with the
names to confirm."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import sqlalchemy as sa
from test_review_export import card_id, run_cli

from citeset.review import DecisionForm, Reviewer, load_output, open_db, record
from citeset.review._export import adjudicated_routes, unestablished_decisions
from outputs_world import escalations


def _without_roles(url: str) -> None:
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE citeset_review_decisions SET role = NULL"))
    engine.dispose()


def _world(tmp_path: Path) -> tuple[Path, Path, str]:
    suite, out = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    engine = open_db(url)
    load_output(engine, out)
    cedar, evil = card_id(engine, "cedar-3"), card_id(engine, "evil-1")
    for card, who, token in ((cedar, "ann", "a" * 16), (evil, "bob", "b" * 16)):
        form = DecisionForm(action="override_verdict", verdict="accept", reason=f"{who} says fine", revision=0,
                            token=token)
        assert record(engine, card, Reviewer(who, None), form).status == "recorded"
    engine.dispose()
    _without_roles(url)
    return suite, out, url


def test_role_less_decisions_are_not_exported_but_counted_apart(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    _, out, url = _world(tmp_path)
    engine = open_db(url, existing=True)
    assert adjudicated_routes(engine) == ([], [])
    apart = unestablished_decisions(engine)
    assert (apart.cards, apart.reviewers) == (2, ("ann", "bob"))
    engine.dispose()
    code, stdout, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out",
                                str(tmp_path / "routes.jsonl"))
    assert code == 0, err
    assert "verdict override" not in stdout
    assert ("2 card(s) decided only by decisions whose reviewer's role is not established (by ann, bob; a "
            "schema-1 database records none): not exported; give --adjudicator NAME for each reviewer who was an "
            "adjudicator") in stdout


def test_adjudicator_names_establish_the_role(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, url = _world(tmp_path)
    routes = tmp_path / "routes.jsonl"
    code, stdout, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out", str(routes),
                                "--adjudicator", "ann")
    assert code == 0, err
    assert "verdict override: cedar-3 c -> accept by ann: ann says fine" in stdout and "accept by bob" not in stdout
    assert "1 card(s) decided only by decisions whose reviewer's role is not established (by bob;" in stdout
    assert json.loads(routes.read_text() or "null") is None


def test_an_adjudicators_recorded_decision_still_wins_over_an_established_role_less_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, url = _world(tmp_path)
    engine = open_db(url)
    form = DecisionForm(action="override_verdict", verdict="reject", reason="adjudicated", revision=1,
                        token="n" * 16, bucket="none")
    assert record(engine, card_id(engine, "cedar-3"), Reviewer("adj", None, "adjudicator"), form).status == "recorded"
    engine.dispose()
    code, stdout, _ = run_cli(capsys, "review", "export", str(out), "--db", url, "--out",
                              str(tmp_path / "routes.jsonl"), "--adjudicator", "ann", "--adjudicator", "bob")
    assert code == 0
    assert "cedar-3 c -> reject by adj: adjudicated" in stdout and "ann says fine" not in stdout
    assert "by bob: bob says fine" in stdout and "not established" not in stdout


def test_a_reviewer_role_decision_written_by_other_means_is_never_final(tmp_path: Path) -> None:
    _, _, url = _world(tmp_path)
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE citeset_review_decisions SET role = 'reviewer'"))
    engine.dispose()
    engine = open_db(url, existing=True)
    assert adjudicated_routes(engine, adjudicators=["ann", "bob"]) == ([], [])
    assert unestablished_decisions(engine, adjudicators=["ann", "bob"]).cards == 2
    engine.dispose()


def test_the_export_page_reports_them_too(tmp_path: Path) -> None:
    import html

    from fastapi.testclient import TestClient

    from citeset.review import create_app
    from citeset.review._export_page import export_settings
    from citeset.suite import load_suite

    suite, out, url = _world(tmp_path)
    engine = open_db(url)
    for named, shown in (((), "2 card(s) decided only by decisions whose reviewer's role is not established "
                               "(by ann, bob;"),
                         (("ann",), "1 card(s) decided only by decisions whose reviewer's role is not established "
                                    "(by bob;")):
        app = create_app(load_suite(suite), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"],
                         export=export_settings(out, suite, tmp_path / "exports", adjudicators=named))
        client = TestClient(app, base_url="http://localhost")
        assert client.post("/signin", data={"name": "adj", "reader": "legal", "role": "adjudicator"}).status_code == 200
        page = html.unescape(client.get("/export").text)
        assert shown in page and "not exported" in page, page
    engine.dispose()


def test_cards_decided_only_by_role_less_decisions_still_await_a_decision(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, url = _world(tmp_path)
    code, stdout, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out",
                                str(tmp_path / "routes.jsonl"))
    assert code == 0, err
    assert "3 escalated card(s) still await a decision" in stdout  # one undecided, two role-less
    code, stdout, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out",
                                str(tmp_path / "routes2.jsonl"), "--adjudicator", "ann")
    assert code == 0, err
    assert "2 escalated card(s) still await a decision" in stdout
