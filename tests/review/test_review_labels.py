"""Reviewed judge decisions as calibration labels, with Cohen's kappa between reviewers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_export import card_id, run_cli

from citeset.review import (
    DIMENSIONS,
    DecisionForm,
    JudgmentForm,
    Reviewer,
    load_output,
    open_db,
    record_judgment,
)
from citeset.review import submit as submit_decision
from citeset.review._labels import kappa
from citeset.suite import load_suite
from outputs_world import SECRET, escalations

SAME = {"admissibility": "admissible", "alternative_route": "new_route", "contradiction": "none",
        "boundary": "in_scope"}


def judged(engine, case_id: str, who: str, entailment: str, minimality: str) -> None:
    form = JudgmentForm.model_validate({**SAME, "entailment": entailment, "minimality": minimality,
                                        "reasons": dict.fromkeys(DIMENSIONS, f"{who} read it"), "revision": 0,
                                        "token": f"j-{who}-{case_id}-xxxx"})
    reader = "legal" if case_id.startswith("oak") else None  # a judgment counts only from a class that reads it
    assert record_judgment(engine, card_id(engine, case_id), Reviewer(who, reader), form).status == "recorded"


def test_kappa_matches_a_hand_computed_value_and_undefined_is_null() -> None:
    # agreement 2/3; chance (2/3)(1/3) + (1/3)(2/3) = 4/9; kappa = (2/3 - 4/9) / (1 - 4/9) = 0.4
    assert kappa([("e", "e"), ("e", "i"), ("i", "i")]) == pytest.approx(0.4)
    assert kappa([("e", "e"), ("e", "e")]) is None and kappa([]) is None


def test_labels_carry_agreement_unresolved_disagreements_and_feed_calibrate(
        tmp_path: Path, db_url: str, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    suite, out = escalations(tmp_path)
    engine = open_db(db_url)
    load_output(engine, out)
    for case_id, ann, bob in (("cedar-3", "entailed", "entailed"), ("evil-1", "entailed", "insufficient"),
                              ("oak-2", "insufficient", "insufficient")):
        judged(engine, case_id, "ann", ann, "minimal" if case_id != "oak-2" else "redundant")
        judged(engine, case_id, "bob", bob, "minimal" if case_id != "oak-2" else "redundant")
    labels = tmp_path / "labels.jsonl"
    args = ["review", "labels", "--db", db_url, "--suite", str(suite), "--out", str(labels)]
    code, stdout, err = run_cli(capsys, *args)
    assert code == 0, err
    summary = json.loads((tmp_path / "labels.summary.json").read_text())
    assert summary["agreement"]["entailment"] == {"kappa": pytest.approx(0.4), "items": 3}
    assert summary["agreement"]["minimality"] == {"kappa": 1.0, "items": 3}
    assert summary["agreement"]["boundary"] == {"kappa": None, "items": 3}
    assert summary["unresolved_disagreements"] == 1 and summary["without_label"] == 1 and summary["withheld"] == 1
    assert "1 unresolved disagreement(s)" in stdout and "0.400" in stdout and "undefined" in stdout
    rows = [json.loads(x) for x in labels.read_text().splitlines()]
    assert [(r["label"], r["slice"]) for r in rows] == [("entailed", "escalated")]
    assert rows[0]["evidence"] == ["Entity R holds the rights associated with Project Cedar, as agreed in 2024."]
    assert SECRET not in labels.read_text()

    form = DecisionForm(action="override_verdict", verdict="reject", reason="does not follow", bucket="attribution",
                        label="insufficient", revision=2, token="adj-evil-xxxxxxxx")
    assert submit_decision(engine, load_suite(suite), card_id(engine, "evil-1"), Reviewer("adj", None, "adjudicator"),
                           form).status == "recorded"
    code, stdout, _ = run_cli(capsys, *args, "--reader", "legal")
    summary = json.loads((tmp_path / "labels.summary.json").read_text())
    assert summary["unresolved_disagreements"] == 0 and summary["labels_written"] == 3 and summary["reader"] == "legal"
    assert SECRET in labels.read_text()  # a cleared class gets the restricted evidence
    code, stdout, err = run_cli(capsys, "judge", "calibrate", str(labels), "--judge", "rules",
                                "--out", str(tmp_path / "cal"))
    assert code == 0, err
    assert (tmp_path / "cal" / "calibration.json").exists()
    engine.dispose()


def test_labels_refuse_an_unknown_reader_class(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    code, _, err = run_cli(capsys, "review", "labels", "--db", f"sqlite:///{tmp_path / 'r.sqlite'}",
                           "--suite", str(suite), "--out", str(tmp_path / "l.jsonl"), "--reader", "root")
    assert code == 2 and "field '--reader'" in err
