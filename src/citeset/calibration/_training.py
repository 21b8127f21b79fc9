"""Training data, grouped cross-validation and figures for the scored `rules` judge.

Data: the human-labelled attribution sets in the shared data folder (DATA.md): AttributionBench dev
(`attributable` vs not; ExpertQA, Stanford-GenSearch, LFQA, AttributedQA) and WiCE claims (`supported`
vs partially/not supported). FEVER and HoVer carry no evidence text and are not used. Pairs are grouped
(AttributionBench by question, WiCE by claim) so no question is in both a training and a test fold.

Every figure compares three deciders on the same held-out folds: the learned model (with the
deterministic contradiction detectors as overrides), the one-threshold coverage baseline (share of the
claim's content terms found in the evidence, threshold tuned on the training folds) and `rules:strict`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from citeset._files import sha256_file
from citeset.calibration._items import read_attributionbench, read_wice
from citeset.calibration._slices import claim_slices
from citeset.judges._protocol import Label
from citeset.judges._rules import RulesJudge

SEED = 20260
FOLDS = 5
SLICES = ("numbers", "negation", "modal verbs")
AB_FILE = "attributionbench/dev_all_subset_balanced.jsonl"
WICE_FILE = "wice/claim_dev.jsonl"


@dataclass
class Pair:
    """One labelled pair with everything the deciders need."""

    dataset: str  # attributionbench:<source> or wice
    group: str
    gold: bool  # entailed?
    coverage: float
    vector: list[float]
    override: Label | None  # a label the deterministic checks settle on their own
    values_ok: bool  # the scored judge's gates pass (names/values present, no word replaced in its slot)
    strict: Label
    slices: list[str] = field(default_factory=list)


def file_digest(path: Path) -> str:
    return "sha256:" + sha256_file(path)


def _groups_ab(path: Path) -> dict[int, str]:
    out = {}
    with path.open(encoding="utf-8") as handle:
        for line, raw in enumerate(handle, start=1):
            if raw.strip():
                out[line] = "q:" + str(json.loads(raw).get("question", line))
    return out


def load_pairs(data: Path) -> list[Pair]:
    """Read both sets and analyse every pair once (features, overrides, the strict label)."""
    probe = RulesJudge(variant="strict", cache=0)
    ab_path, wice_path = data / AB_FILE, data / WICE_FILE
    groups = _groups_ab(ab_path)
    sources = [("attributionbench", item, groups[item.line]) for item in read_attributionbench(ab_path)]
    sources += [("wice", item, "w:" + item.id) for item in read_wice(wice_path)]
    pairs = []
    for name, item, group in sources:
        texts = tuple(item.evidence)
        a = probe.analyse(item.claim, texts, with_vector=True)
        override = a.decided[0] if a.decided is not None else None
        strict_label = override or (Label.ENTAILED if a.score >= 1.0 and a.covered else Label.INSUFFICIENT)
        vector = a.vector if a.vector is not None else [0.0] * _n_features()
        pairs.append(
            Pair(
                dataset=f"{name}:{item.slice}" if name == "attributionbench" else name,
                group=group,
                gold=item.label is Label.ENTAILED,
                coverage=a.score,
                vector=vector,
                override=override,
                values_ok=not a.gated,
                strict=strict_label,
                slices=claim_slices(item.claim),
            )
        )
    return pairs


def _n_features() -> int:
    from citeset.judges._rules_scored import FEATURE_NAMES

    return len(FEATURE_NAMES)


def grouped_folds(pairs: Sequence[Pair], k: int = FOLDS, seed: int = SEED) -> list[np.ndarray]:
    """Test indices of k folds; whole groups go to one fold, stratified on the label (deterministic)."""
    from sklearn.model_selection import StratifiedGroupKFold

    y = np.array([p.gold for p in pairs], dtype=int)
    groups = np.array([p.group for p in pairs])
    splitter = StratifiedGroupKFold(n_splits=k, shuffle=True, random_state=seed)
    return [test for _, test in splitter.split(np.zeros(len(pairs)), y, groups)]


def best_threshold(scores: np.ndarray, gold: np.ndarray) -> float:
    """The cut (score >= t is entailed) with the best balanced accuracy; ties go to the higher cut."""
    best_t, best_ba = 1.0, -1.0
    for t in np.unique(scores):
        ba = balanced_accuracy(gold, scores >= t)
        if ba is not None and ba >= best_ba:
            best_t, best_ba = float(t), ba
    return best_t


def balanced_accuracy(gold: np.ndarray, pred: np.ndarray) -> float | None:
    recalls = [float(np.mean(pred[gold == v] == v)) for v in (True, False) if np.any(gold == v)]
    return sum(recalls) / len(recalls) if recalls else None


def binary_figures(gold: np.ndarray, pred: np.ndarray) -> dict[str, Any]:
    """Balanced accuracy, Cohen's kappa, entailed recall and precision (None when undefined)."""
    n = len(gold)
    if n == 0:
        return {"n": 0, "balanced_accuracy": None, "kappa": None, "recall": None, "precision": None}
    tp = int(np.sum(gold & pred))
    po = float(np.mean(gold == pred))
    pe = float(np.mean(gold) * np.mean(pred) + np.mean(~gold) * np.mean(~pred))
    return {
        "n": n,
        "balanced_accuracy": balanced_accuracy(gold, pred),
        "kappa": (po - pe) / (1 - pe) if pe < 1 else None,
        "recall": tp / int(np.sum(gold)) if np.any(gold) else None,
        "precision": tp / int(np.sum(pred)) if np.any(pred) else None,
    }


@dataclass
class Fitted:
    """A fitted logistic model in plain numbers."""

    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    intercept: float
    threshold: float

    def probability(self, x: np.ndarray) -> np.ndarray:
        z = ((x - self.mean) / self.scale) @ self.coef + self.intercept
        return np.asarray(1.0 / (1.0 + np.exp(-z)))


def fit(x: np.ndarray, y: np.ndarray, values_ok: np.ndarray, c: float = 0.5) -> Fitted:
    """Standardise, fit a class-balanced L2 logistic regression, pick the threshold on the same data
    (with the judge's rule that a pair its deterministic gates rule out is never entailed)."""
    from sklearn.linear_model import LogisticRegression

    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    model = LogisticRegression(C=c, class_weight="balanced", max_iter=2000, random_state=SEED)
    model.fit((x - mean) / scale, y)
    fitted = Fitted(mean, scale, model.coef_[0].copy(), float(model.intercept_[0]), 0.5)
    fitted.threshold = best_threshold(np.where(values_ok, fitted.probability(x), 0.0), y.astype(bool))
    return fitted
