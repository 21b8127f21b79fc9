"""Agreement between a judge and human labels: confusion, per-label precision/recall, balanced accuracy,
Cohen's kappa, accuracy per slice. Undefined values (a zero denominator) are None, never NaN or 1.0."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Record
from citeset.calibration._slices import SLICES
from citeset.judges._protocol import Judgment, Label

ESCALATED = "escalated"
NOT_ENTAILED = "not_entailed"
FOUR_WAY = [lbl.value for lbl in Label]
BINARY = [Label.ENTAILED.value, NOT_ENTAILED]


def _ratio(num: float, den: float) -> float | None:
    return None if den == 0 else num / den


class PerLabel(Record):
    """Agreement on one gold label."""

    support: int = Field(description="Items with this gold label.")
    predicted: int = Field(description="Items the judge gave this label.")
    precision: float | None = Field(
        description="Correct / predicted with this label; null when none predicted."
    )
    recall: float | None = Field(description="Correct / gold with this label; null when no gold item has it.")
    f1: float | None = Field(description="Harmonic mean of precision and recall; null when undefined.")


class SliceStats(Record):
    """Agreement on the items of one slice."""

    n: int = Field(description="Items in the slice.")
    correct: int = Field(description="Items where the judge agrees with the human label.")
    accuracy: float | None = Field(description="correct / n; null when the slice is empty.")
    escalated: int = Field(default=0, description="Items the judge could not label.")


class CalibrationReport(Record):
    """`calibration.json`: how far a judge's labels agree with human labels."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this file.")
    created_at: str = Field(description="When the calibration ran (UTC, ISO 8601).")
    judge: dict[str, Any] = Field(
        description="The full judge spec (name, version, model, prompt hash, thresholds)."
    )
    judge_key: str = Field(description="Hash of the judge spec.")
    labels_file: str = Field(description="The human-labelled input.")
    format: str = Field(description="Input format: native, attributionbench or wice.")
    mode: Literal["4-way", "binary"] = Field(description="binary: compared on entailed vs not entailed.")
    n: int = Field(description="Labelled items judged.")
    labels: list[str] = Field(description="Label space of the confusion matrix (rows gold, columns judge).")
    confusion: dict[str, dict[str, int]] = Field(description="confusion[gold][judge] = count.")
    per_label: dict[str, PerLabel] = Field(description="Precision/recall per gold label.")
    accuracy: float | None = Field(description="Share of items where judge and human agree.")
    balanced_accuracy: float | None = Field(description="Mean recall over gold labels that occur.")
    kappa: float | None = Field(description="Cohen's kappa (escalations count as a separate judge label).")
    escalated: int = Field(description="Items the judge failed on or left undetermined (never dropped).")
    failure_reasons: dict[str, int] = Field(
        default_factory=dict, description="Most frequent failure reasons."
    )
    slices: dict[str, SliceStats] = Field(description="Accuracy per automatic slice and per declared slice.")


def collapse(label: Label | None, binary: bool) -> str:
    if label is None:
        return ESCALATED
    if binary:
        return Label.ENTAILED.value if label is Label.ENTAILED else NOT_ENTAILED
    return label.value


def agreement(
    gold: Sequence[Label],
    judged: Sequence[Judgment],
    slices: Sequence[Sequence[str]],
    binary: bool,
) -> dict[str, Any]:
    """The metric fields of a CalibrationReport (everything but provenance)."""
    space = BINARY if binary else FOUR_WAY
    g = [collapse(x, binary) for x in gold]
    p = [collapse(j.label, binary) for j in judged]
    n = len(g)
    labels = space + ([ESCALATED] if ESCALATED in p else [])
    confusion = {a: dict.fromkeys(labels, 0) for a in space}
    for a, b in zip(g, p, strict=True):
        confusion[a][b] += 1
    gold_count, pred_count = Counter(g), Counter(p)
    per_label = {}
    for lab in space:
        tp = confusion[lab][lab]
        precision, recall = _ratio(tp, pred_count[lab]), _ratio(tp, gold_count[lab])
        f1 = None
        if precision is not None and recall is not None and precision + recall > 0:
            f1 = 2 * precision * recall / (precision + recall)
        per_label[lab] = PerLabel(
            support=gold_count[lab], predicted=pred_count[lab], precision=precision, recall=recall, f1=f1
        )
    correct = sum(a == b for a, b in zip(g, p, strict=True))
    recalls = [v.recall for v in per_label.values() if v.recall is not None]
    accuracy = _ratio(correct, n)
    kappa = None
    if n:
        expected = sum(gold_count[k] * pred_count[k] for k in labels) / (n * n)
        kappa = _ratio((accuracy or 0.0) - expected, 1.0 - expected) if expected < 1.0 else None
    by_slice: dict[str, list[int]] = {name: [] for name in SLICES}
    for i, names in enumerate(slices):
        for name in names:
            by_slice.setdefault(name, []).append(i)
    slice_stats = {
        name: SliceStats(
            n=len(idx),
            correct=sum(g[i] == p[i] for i in idx),
            accuracy=_ratio(sum(g[i] == p[i] for i in idx), len(idx)),
            escalated=sum(p[i] == ESCALATED for i in idx),
        )
        for name, idx in by_slice.items()
    }
    reasons = Counter((j.error or "undetermined")[:160] for j in judged if j.label is None)
    return {
        "mode": "binary" if binary else "4-way",
        "n": n,
        "labels": labels,
        "confusion": confusion,
        "per_label": per_label,
        "accuracy": accuracy,
        "balanced_accuracy": _ratio(sum(recalls), len(recalls)),
        "kappa": kappa,
        "escalated": pred_count[ESCALATED],
        "failure_reasons": dict(reasons.most_common(10)),
        "slices": slice_stats,
    }


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
