"""What counts as an independent, informed judgment: agreement and disagreement use each reviewer's first
(blind) judgment, a judgment by a class that could not read the evidence does not count, and an adjudicator
decides only cards whose evidence they can read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_app import adjudication, card_ids, judge, judgment, setup, signed_in  # noqa: F401  (setup: a fixture)
from test_review_export import card_id, run_cli

from citeset.review import DIMENSIONS, JudgmentForm, Reviewer, load_output, open_db, record_judgment
from outputs_world import escalations

SAME = {"minimality": "minimal", "admissibility": "admissible", "alternative_route": "new_route",
        "contradiction": "none", "boundary": "in_scope"}


def judged(engine, case_id: str, who: str, entailment: str, revision: int = 0, reader: str | None = None,
           tag: str = "first") -> str:
    form = JudgmentForm.model_validate({**SAME, "entailment": entailment, "revision": revision,
                                        "reasons": dict.fromkeys(DIMENSIONS, f"{who} read it"),
                                        "token": f"j-{who}-{case_id}-{tag}-xxxx"})
    return record_judgment(engine, card_id(engine, case_id), Reviewer(who, reader), form).status


def summary_of(capsys, db: str, suite: Path, out: Path, reader: str = "") -> dict:
    code, _, err = run_cli(capsys, "review", "labels", "--db", db, "--suite", str(suite), "--out", str(out),
                           *(["--reader", reader] if reader else []))
    assert code == 0, err
    return json.loads(out.with_name(out.stem + ".summary.json").read_text())


def test_kappa_and_unresolved_use_first_blind_judgments_not_revisions_after_peeking(
        tmp_path: Path, db_url: str, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    suite, out = escalations(tmp_path)
    engine = open_db(db_url)
    load_output(engine, out)
    assert judged(engine, "cedar-3", "ann", "entailed") == judged(engine, "cedar-3", "bob", "entailed") == "recorded"
    assert judged(engine, "evil-1", "ann", "entailed") == judged(engine, "evil-1", "bob", "insufficient") == "recorded"
    # ann reads bob's judgment (her history is open now) and revises to match it
    assert judged(engine, "evil-1", "ann", "insufficient", revision=2, tag="revised") == "recorded"
    summary = summary_of(capsys, db_url, suite, tmp_path / "l.jsonl")
    # first judgments: (entailed, entailed), (entailed, insufficient): p_o = 1/2, p_e = 1/2, kappa 0
    assert summary["agreement"]["entailment"] == {"kappa": 0.0, "items": 2}
    assert summary["unresolved_disagreements"] == 1  # stays until an adjudicator decides
    assert summary["without_label"] == 1  # no label from a converged revision
    engine.dispose()


def test_judgments_by_a_class_that_cannot_read_the_evidence_do_not_count(
        tmp_path: Path, db_url: str, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    suite, out = escalations(tmp_path)
    engine = open_db(db_url)
    load_output(engine, out)  # oak-2 cites oak-map, readable by class legal only
    assert judged(engine, "oak-2", "pat", "insufficient") == "recorded"  # recorded, but pat saw placeholders
    assert judged(engine, "oak-2", "lee", "entailed", reader="legal") == "recorded"
    summary = summary_of(capsys, db_url, suite, tmp_path / "l.jsonl", reader="legal")
    assert summary["unresolved_disagreements"] == 0 and summary["agreement"]["entailment"]["items"] == 0
    assert summary["labels_written"] == 1 and summary["uncounted_judgments"] == 1
    rows = [json.loads(x) for x in (tmp_path / "l.jsonl").read_text().splitlines()]
    assert [r["label"] for r in rows] == ["entailed"]
    engine.dispose()


def test_a_card_checked_against_unreadable_evidence_is_not_shown_nor_judged(setup) -> None:  # noqa: F811
    """A card whose verdict rests on a version the reviewer's class may not read is one there is not, for that
    class (a queue holding it told a run whether its claim is in that version: hardening re-audit 28)."""
    app, *_ = setup
    pat, lee = signed_in(app, "pat"), signed_in(app, "lee", "legal")
    oak = card_ids(lee)["oak-2"]
    assert "oak-2" not in card_ids(pat) and pat.get(f"/cards/{oak}").status_code == 404
    page = lee.get(f"/cards/{oak}").text
    refused = pat.post(f"/cards/{oak}/judgments", data=judgment(page))
    assert refused.status_code == 404 and "No judgments or decisions yet." in lee.get(f"/cards/{oak}").text
    assert "does not count" not in pat.get(f"/cards/{card_ids(pat)['cedar-3']}").text


def test_an_adjudicator_cannot_decide_a_card_whose_evidence_they_cannot_read(setup) -> None:  # noqa: F811
    app, *_ = setup
    adj = signed_in(app, "adj", role="adjudicator")  # public class
    cleared = signed_in(app, "adj", "legal", role="adjudicator")
    cid = card_ids(cleared)["oak-2"]
    assert "oak-2" not in card_ids(adj) and adj.get(f"/cards/{cid}").status_code == 404  # checked against the map
    form = cleared.get(f"/cards/{cid}").text  # a forged post of a complete form, on the current revision
    override = adj.post(f"/cards/{cid}/decisions", data={
        **adjudication(form, label="entailed"), "action": "override_verdict", "verdict": "accept",
        "reason": "looks fine"})
    assert override.status_code == 404
    assert "No judgments or decisions yet." in cleared.get(f"/cards/{cid}").text
    page = cleared.get(f"/cards/{cid}").text
    done = cleared.post(f"/cards/{cid}/decisions", data={
        **adjudication(page, label="entailed"), "action": "override_verdict", "verdict": "accept",
        "reason": "the map and the schedule together state it"})
    assert done.status_code == 200 and "Recorded." in done.text
