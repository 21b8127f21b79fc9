"""The adjudicated suite holds as adjudicated only what the suite evaluated froze and what reviewers decided:
a route added to a frozen suite after its freeze, never shown to a reviewer, is not laundered into the frozen
adjudicated suite by `review export --suite-out` or `feedback export` (audit 33)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from feedback_world import add, public_args
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_export import run_cli
from test_review_feedback_export import decide

from citeset.review import load_output, open_db
from citeset.suite import freeze_suite, load_suite
from conftest import cedar_case, make_suite, write_jsonl
from outputs_world import CLAIM, answer, evaluate

PLANTED = {"set_id": "planted", "members": ["a2"]}


def plant(suite: Path, case_id: str) -> None:
    rows = [json.loads(line) for line in (suite / "cases.jsonl").read_text().splitlines() if line.strip()]
    for row in rows:
        if row["case_id"] == case_id:
            row["claims"][0]["routes"].append(PLANTED)
    write_jsonl(suite / "cases.jsonl", rows)


def statuses(suite: Path, case_id: str) -> dict[str, str]:
    return {r.set_id: r.status for r in load_suite(suite).cases[case_id].claims[0].routes}


def test_review_export_keeps_an_unfrozen_route_proposed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("cedar-1"), cedar_case("cedar-2")])
    freeze_suite(suite)
    plant(suite, "cedar-2")
    _, out = evaluate(tmp_path, "p", [answer("cedar-1", CLAIM, "a1", "a2"), answer("cedar-2", CLAIM, "a2")],
                      suite=suite)
    url = f"sqlite:///{tmp_path / 'review.sqlite'}"
    load_output(open_db(url), out)
    adjudicated = tmp_path / "adjudicated"
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", url, "--out",
                                str(tmp_path / "routes.jsonl"), "--suite", str(suite), "--suite-out", str(adjudicated))
    assert code == 0, err
    assert statuses(adjudicated, "cedar-2")["planted"] == "proposed"
    assert load_suite(adjudicated).unadjudicated == []  # frozen as proposed: what the export decided
    _, after = evaluate(tmp_path, "after", [answer("cedar-2", CLAIM, "a2")], suite=adjudicated)
    card = json.loads((after / "cards.jsonl").read_text().splitlines()[0])
    assert card["verdict"] != "accept"


def test_feedback_export_keeps_a_route_planted_in_the_regression_suite_proposed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from outputs_world import escalations

    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    add(capsys, public_args(tmp_path, suite, url))
    decide(url, suite, 1, "attribution")
    out = tmp_path / "regression"
    code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(out))
    assert code == 0, err
    (case_id,) = load_suite(out).cases
    plant(out, case_id)  # after the export froze it
    add(capsys, public_args(tmp_path, suite, url, report="still wrong"))
    decide(url, suite, 2, "attribution")
    code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(out))
    assert code == 0, err
    assert len(load_suite(out).cases) == 2  # written again, and frozen
    frozen = json.loads((out / "manifest.json").read_text())["cases"][case_id]["claims"]
    assert next(iter(frozen.values()))["routes"]["planted"]["status"] == "proposed"
    assert statuses(out, case_id)["planted"] == "proposed"
