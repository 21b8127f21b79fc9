"""FEVER parity: citeset's route coverage reproduces the official FEVER scorer on all 9,999 dev claims.

The expected values come from an independent implementation of the scorer's published definitions
(sheffieldnlp/fever-scorer, src/fever/scorer.py, `fever_score(predictions, actual, max_evidence=5)`):

* predicted evidence is truncated to the first 5 `[page, sentence]` pairs;
* strict score: label correct (case-insensitive) AND, unless the gold label is NOT ENOUGH INFO,
  every `[page, sentence]` of at least one gold evidence group is among those 5; divided by all claims;
* evidence recall: over claims whose gold label is not NOT ENOUGH INFO only, 1 when some whole gold
  group is among the first 5 (label ignored).

Quirks deliberately not reproduced by citeset: the scorer's `evidence_macro_recall` also returns 1 for
a verifiable claim "with no evidence to predict" via `all(len(eg) == 0 for eg in instance)`, which
iterates the instance's *keys* and so never fires (dead code; no dev claim has empty evidence);
`evidence_macro_precision` (share of the first 5 predictions that are gold sentences of *any* group,
1.0 when nothing is predicted, duplicates counted) is a partial-coverage number citeset does not
report; and groups are compared as sets (a sentence repeated inside one gold group is needed once).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.datasets._fever import fever_scores
from citeset.runs import load_run
from citeset.suite import load_suite

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "fever"
pytestmark = pytest.mark.skipif(not (DATA / "paper_dev.jsonl").exists(), reason=f"FEVER sample not found at {DATA}")

NEI = "NOT ENOUGH INFO"


def official(gold: list[dict], preds: list[dict], max_evidence: int = 5) -> dict[str, float]:
    strict = correct = hits = verifiable = 0
    for g, p in zip(gold, preds, strict=True):
        assert g["id"] == p["id"]
        label_ok = g["label"].upper() == p["predicted_label"].upper()
        first = [list(e) for e in p["predicted_evidence"][:max_evidence]]
        whole = any(all([e[2], e[3]] in first for e in group) for group in g["evidence"])
        if label_ok:
            correct += 1
            if g["label"].upper() == NEI or whole:
                strict += 1
        if g["label"].upper() != NEI:
            verifiable += 1
            hits += whole
    return {"strict": strict / len(gold), "accuracy": correct / len(gold), "recall": hits / verifiable,
            "strict_n": strict, "recall_n": hits, "verifiable": verifiable}


def test_fever_parity_on_all_dev_claims(tmp_path: Path) -> None:
    gold = [json.loads(x) for x in (DATA / "paper_dev.jsonl").open(encoding="utf-8")]
    preds = [json.loads(x) for x in (DATA / "predictions.jsonl").open(encoding="utf-8")]
    expected = official(gold, preds)

    result = import_dataset("fever", DATA, tmp_path / "fever", freeze=False)
    assert result.cases == len(gold) == 9999 and result.run_records == 9999 and not result.skipped
    suite = load_suite(tmp_path / "fever")
    run = load_run(tmp_path / "fever" / "run.jsonl", suite)
    scores = fever_scores(suite, run, k=5)

    assert scores.strict_score.numerator == expected["strict_n"]
    assert scores.strict_score.value == pytest.approx(expected["strict"], abs=0)
    assert scores.evidence_recall.numerator == expected["recall_n"]
    assert scores.evidence_recall.denominator == expected["verifiable"]
    assert scores.evidence_recall.value == pytest.approx(expected["recall"], abs=0)
    assert scores.label_accuracy.value == pytest.approx(expected["accuracy"], abs=0)
    # The published figures of this sample, so a silent change in either side shows up.
    assert (expected["strict_n"], expected["recall_n"], expected["verifiable"]) == (3257, 2948, 6666)
