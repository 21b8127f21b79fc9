"""FEVER importer details: alternative routes, NEI, placeholder texts, the predictions run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.cli import main
from citeset.datasets import import_dataset
from citeset.runs import load_run
from citeset.suite import load_suite

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "fever"
pytestmark = pytest.mark.skipif(not (DATA / "paper_dev.jsonl").exists(), reason=f"FEVER sample not found at {DATA}")


def test_fever_groups_routes_nei_and_run(tmp_path: Path) -> None:
    import_dataset("fever", DATA, tmp_path / "s", limit=30)
    suite = load_suite(tmp_path / "s")
    run = load_run(tmp_path / "s" / "run.jsonl", suite)
    gold = [json.loads(x) for x in (DATA / "paper_dev.jsonl").open().readlines()[:30]]
    preds = [json.loads(x) for x in (DATA / "predictions.jsonl").open().readlines()[:30]]
    for row, pred in zip(gold, preds, strict=True):
        case = suite.cases[str(row["id"])]
        record = run.records[str(row["id"])]
        assert record.answer_text == pred["predicted_label"]
        assert [r.span_id for r in record.trace.retrieved] == [f"fever:{p}:{s}" for p, s in pred["predicted_evidence"]]
        if row["label"] == "NOT ENOUGH INFO":
            assert not case.answerable and case.expected_behavior == "abstain"
            continue
        groups = {frozenset(f"{e[2]} sentence {e[3]}" for e in g) for g in row["evidence"]}
        got = {frozenset(suite.spans[m].exact for m in r.members) for r in case.claims[0].routes}
        assert got == groups and case.strata["routes"] == len(groups)


def run_cli(args: list[str]) -> int:
    try:
        main(args)
    except SystemExit as exc:
        return int(exc.code or 0)
    return 0


def test_mismatched_prediction_ids_are_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = (DATA / "predictions.jsonl").open().readlines()[:5]
    lines[0], lines[1] = lines[1], lines[0]
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join(lines))
    code = run_cli(["import", "fever", str(DATA / "paper_dev.jsonl"), "--predictions", str(preds),
                    "--limit", "5", "--out", str(tmp_path / "s")])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{preds}:1" in err and "field 'id'" in err
    assert not (tmp_path / "s").exists()


def test_label_whitespace_is_significant_as_in_the_official_scorer(tmp_path: Path) -> None:
    from citeset.datasets._fever import fever_scores

    gold = [json.loads(x) for x in (DATA / "paper_dev.jsonl").open().readlines()[:20]]
    preds = [json.loads(x) for x in (DATA / "predictions.jsonl").open().readlines()[:20]]
    right = [i for i, (g, p) in enumerate(zip(gold, preds, strict=True)) if g["label"] == p["predicted_label"]]
    padded = [dict(p) for p in preds]
    padded[right[0]]["predicted_label"] += " "  # the scorer compares label.upper() strictly: now wrong
    (tmp_path / "claims.jsonl").write_text("".join(json.dumps(g) + "\n" for g in gold))
    (tmp_path / "preds.jsonl").write_text("".join(json.dumps(p) + "\n" for p in padded))
    import_dataset("fever", tmp_path / "claims.jsonl", tmp_path / "s", predictions=tmp_path / "preds.jsonl")
    suite = load_suite(tmp_path / "s")
    scores = fever_scores(suite, load_run(tmp_path / "s" / "run.jsonl", suite))
    official_correct = sum(g["label"].upper() == p["predicted_label"].upper() for g, p in zip(gold, padded, strict=True))
    assert scores.label_accuracy.numerator == official_correct == len(right) - 1
