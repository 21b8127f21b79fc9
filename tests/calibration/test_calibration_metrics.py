"""Agreement metrics, slices and the dataset readers."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from citeset.calibration import agreement, claim_slices, read_items
from citeset.judges import JudgeSpec, Judgment, Label

SPEC = JudgeSpec(name="t", version="1")
DATA = Path("/work/shared/data")


def j(label: Label | None) -> Judgment:
    return Judgment(label=label, judge=str(SPEC), spec_key=SPEC.key, error=None if label else "down")


def test_four_way_agreement_by_hand() -> None:
    E, N, C = Label.ENTAILED, Label.INSUFFICIENT, Label.CONTRADICTED
    m = agreement([E, E, N, C], [j(E), j(N), j(N), j(None)], [["numbers"], [], ["numbers"], []], binary=False)
    assert m["labels"] == ["entailed", "contradicted", "insufficient", "not_applicable", "escalated"]
    assert m["confusion"]["entailed"] == {
        "entailed": 1,
        "contradicted": 0,
        "insufficient": 1,
        "not_applicable": 0,
        "escalated": 0,
    }
    assert m["confusion"]["contradicted"]["escalated"] == 1
    per = m["per_label"]
    assert (per["entailed"].precision, per["entailed"].recall) == (1.0, 0.5)
    assert per["contradicted"].precision is None and per["contradicted"].recall == 0.0
    assert per["contradicted"].f1 is None
    assert per["not_applicable"].recall is None  # no gold item: undefined, not 1.0
    assert m["accuracy"] == 0.5 and m["balanced_accuracy"] == pytest.approx(0.5)
    assert m["kappa"] == pytest.approx(1 / 3)
    assert m["escalated"] == 1 and m["failure_reasons"] == {"down": 1}
    assert (m["slices"]["numbers"].n, m["slices"]["numbers"].accuracy) == (2, 1.0)
    assert m["slices"]["negation"].n == 0 and m["slices"]["negation"].accuracy is None


def test_binary_collapse_and_undefined_kappa() -> None:
    E, N, C = Label.ENTAILED, Label.INSUFFICIENT, Label.CONTRADICTED
    m = agreement([N, N], [j(C), j(N)], [[], []], binary=True)
    assert (
        m["labels"] == ["entailed", "not_entailed"] and m["accuracy"] == 1.0
    )  # contradicted counts as not entailed
    assert m["kappa"] is None  # chance agreement is 1: kappa undefined, never NaN or 1.0
    assert m["per_label"]["entailed"].recall is None
    same = agreement([E, N], [j(E), j(N)], [[], []], binary=True)
    assert same["kappa"] == 1.0 and same["balanced_accuracy"] == 1.0
    blob = json.dumps({k: v for k, v in m.items() if k in {"kappa", "accuracy"}})
    assert "NaN" not in blob and not any(isinstance(v, float) and math.isnan(v) for v in [m["kappa"] or 0.0])


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The fee is 30 dollars.", {"numbers"}),
        ("She did not attend the meeting.", {"negation"}),
        ("The drug may reduce pain.", {"modal verbs"}),
        ("Paris is larger than Lyon.", {"comparisons", "entity identity"}),
        ("He was formerly the mayor in 1999.", {"numbers", "temporal qualifiers"}),
        ("Project Cedar is mapped to record R17.", {"numbers", "entity identity"}),
        ("water is wet", set()),
    ],
)
def test_slices(claim: str, expected: set[str]) -> None:
    assert set(claim_slices(claim)) == expected


def test_attributionbench_reader_on_the_real_file() -> None:
    items = read_items(DATA / "attributionbench" / "dev_all_subset_balanced.jsonl", "attributionbench")
    assert len(items) == 1198 and all(i.binary for i in items)
    assert {i.label for i in items} == {Label.ENTAILED, Label.INSUFFICIENT}
    assert {i.slice for i in items} == {"ExpertQA", "Stanford-GenSearch", "LFQA", "AttributedQA"}


def test_wice_reader_on_the_real_file() -> None:
    items = read_items(DATA / "wice" / "claim_dev.jsonl", "wice")
    assert len(items) == 349
    first = items[0]
    assert first.original_label == "partially_supported" and first.label is Label.INSUFFICIENT
    assert first.multi_sentence is True  # every supporting set ([[5, 15], [15, 17]]) needs two sentences
    assert len(first.evidence) > 17 and first.request().evidence[0].span_id == "e1"
    assert sum(i.label is Label.ENTAILED for i in items) == 115
