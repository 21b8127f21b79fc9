"""`citeset judge fit`: learn a judge's thresholds from the user's labelled pairs, with k-fold CV.

For a judge that scores its answers (rules, nli, ...), the fitted value is the score at or above which
`entailed` is said; for `cascade`, also the rules-stage score below which the model decides
(`defer_below`). Each threshold is the one with the best balanced accuracy (entailed vs not) on the
training folds; the held-out folds give the cross-validated confusion matrix, balanced accuracy and
Cohen's kappa written into the calibration file beside the same figures for the judge as it is.
Folds are stratified by the human label and drawn with a fixed seed (same labels, same file).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from citeset._aio import run as run_coroutine
from citeset.calibration._items import CalibrationItem, read_items
from citeset.calibration._metrics import agreement
from citeset.calibration._run import judge_items
from citeset.calibration._slices import claim_slices
from citeset.errors import InputError
from citeset.judges._calibrated import Calibration, cut
from citeset.judges._cascade import CascadeJudge
from citeset.judges._protocol import Judge, Judgment, Label

_MAX_CANDIDATES = 64  # thresholds tried per score (quantiles), enough for a smooth optimum
Decide = Callable[[int], Judgment]


def labels_digest(path: Path) -> str:
    return "sha256:" + hashlib.sha256(Path(path).read_bytes()).hexdigest()


def read_fit_items(path: Path, fmt: str) -> list[CalibrationItem]:
    """Labelled pairs for fitting: every pair needs a known label and some evidence text."""
    items = read_items(path, fmt)
    for item in items:
        if not any(text.strip() for text in item.evidence):
            raise InputError(
                "no evidence text: a labelled pair needs at least one passage",
                path=path,
                line=item.line,
                field="evidence",
            )
    return items


def stratified_folds(gold: Sequence[bool], k: int, seed: int) -> list[np.ndarray]:
    """k test folds, each class dealt round-robin after a seeded shuffle."""
    rng = np.random.default_rng(seed)
    folds: list[list[int]] = [[] for _ in range(k)]
    for value in (True, False):
        members = np.array([i for i, g in enumerate(gold) if bool(g) == value], dtype=int)
        rng.shuffle(members)
        for j, i in enumerate(members):
            folds[j % k].append(int(i))
    return [np.array(sorted(f), dtype=int) for f in folds if f]


def _candidates(scores: Sequence[float | None]) -> list[float]:
    values = np.unique([s for s in scores if s is not None])
    if len(values) > _MAX_CANDIDATES:
        values = np.unique(np.quantile(values, np.linspace(0, 1, _MAX_CANDIDATES)))
    return [float(v) for v in values] + [float("inf")]


def _balanced(gold: np.ndarray, pred: np.ndarray) -> float:
    recalls = [float(np.mean(pred[gold == v] == v)) for v in (True, False) if np.any(gold == v)]
    return sum(recalls) / len(recalls)


def _entailed(j: Judgment) -> bool:
    return j.label is Label.ENTAILED


class _Plain:
    """Thresholds of a single judge: {'entailed': t}."""

    def __init__(self, judged: list[Judgment]) -> None:
        self.judged = judged
        self.grid = [{"entailed": t} for t in _candidates([j.score for j in judged])]

    def decide(self, i: int, th: dict[str, float]) -> Judgment:
        return cut(self.judged[i], th["entailed"])


class _Cascade:
    """Thresholds of a cascade: rules `entailed` decisive from `defer_below`, the model's score cut at `entailed`."""

    def __init__(self, rules: list[Judgment], model: list[Judgment]) -> None:
        self.rules, self.model = rules, model
        defer = _candidates([r.score for r in rules if r.label is Label.ENTAILED])
        cuts = _candidates([m.score for m in model])
        self.grid = [{"defer_below": d, "entailed": t} for d in defer for t in cuts]

    def decide(self, i: int, th: dict[str, float]) -> Judgment:
        r = self.rules[i]
        if r.label in (Label.CONTRADICTED, Label.NOT_APPLICABLE):
            return r
        if r.label is Label.ENTAILED and r.score is not None and r.score >= th["defer_below"]:
            return r
        return cut(self.model[i], th["entailed"])


def _best(space: _Plain | _Cascade, gold: np.ndarray, idx: np.ndarray) -> dict[str, float]:
    best, best_ba = space.grid[0], -1.0
    for th in space.grid:
        pred = np.array([_entailed(space.decide(int(i), th)) for i in idx])
        ba = _balanced(gold[idx], pred)
        if ba > best_ba:
            best, best_ba = th, ba
    return best


def _space(judge: Judge, items: Sequence[CalibrationItem]) -> tuple[_Plain | _Cascade, list[Judgment]]:
    """Judge every pair once (both stages for a cascade); also return the judge's own answers."""
    if isinstance(judge, CascadeJudge):
        rules = run_coroutine(judge_items(judge.rules, items))
        model = run_coroutine(judge_items(judge.model, items))
        as_is = [r if judge.is_decisive(r) else m for r, m in zip(rules, model, strict=True)]
        return _Cascade(rules, model), as_is
    judged = run_coroutine(judge_items(judge, items))
    return _Plain(judged), judged


def _figures(items: Sequence[CalibrationItem], judged: Sequence[Judgment]) -> dict[str, Any]:
    gold = [item.label for item in items if item.label is not None]
    slices = [claim_slices(item.claim, item.multi_sentence) for item in items]
    binary = any(item.binary for item in items)
    out = agreement(gold, judged, slices, binary)
    out["per_label"] = {k: v.model_dump() for k, v in out["per_label"].items()}
    out["slices"] = {k: v.model_dump() for k, v in out["slices"].items()}
    return out


def fit_judge(
    labels: Path, fmt: str, judge: Judge, judge_spec: str, *, folds: int = 5, seed: int = 0
) -> Calibration:
    """Cross-validate and fit the thresholds; the returned calibration is sealed (digest set)."""
    items = read_fit_items(labels, fmt)
    gold = np.array([item.label is Label.ENTAILED for item in items])
    if gold.all() or not gold.any():
        raise InputError(
            "the labels need both entailed and not-entailed pairs to fit a threshold", path=labels
        )
    space, as_is = _space(judge, items)
    if len(space.grid) <= 1 or all(j.score is None for j in as_is):
        raise InputError(f"judge {judge.spec} gives no scores: there is no threshold to fit", field="--judge")
    k = max(2, min(folds, int(min(gold.sum(), (~gold).sum()))))
    held_out: list[Judgment | None] = [None] * len(items)
    everything = np.arange(len(items))
    for test in stratified_folds(list(gold), k, seed):
        th = _best(space, gold, np.setdiff1d(everything, test))
        for i in test:
            held_out[int(i)] = space.decide(int(i), th)
    final = _best(space, gold, everything)
    return Calibration(
        judge_spec=judge_spec,
        judge_key=judge.spec.key,
        judge=judge.spec.model_dump(mode="json"),
        labels_file=str(labels),
        labels_digest=labels_digest(labels),
        format=fmt,
        n=len(items),
        folds=k,
        seed=seed,
        thresholds={name: round(v, 6) if np.isfinite(v) else 2.0 for name, v in final.items()},
        cv=_figures(items, [j for j in held_out if j is not None]),
        baseline=_figures(items, as_is),
    ).sealed()
