"""Train the scored `rules` judge: `python -m citeset.calibration.train [--data DIR] [--out FILE] [--report FILE]`.

Reads the labelled attribution sets (see `citeset.calibration._training`), reports grouped 5-fold
cross-validated figures of the model against the one-threshold coverage baseline and `rules:strict` on
the same folds, then fits the model on all pairs and writes the artefact (default: the one shipped in
the package). Deterministic: fixed seed, fixed folds, a solver without randomness; a few seconds on a
laptop. Needs scikit-learn (`pip install 'citeset[train]'`); judging with the artefact does not.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from citeset.calibration._training import (
    AB_FILE,
    FOLDS,
    SEED,
    SLICES,
    WICE_FILE,
    Pair,
    best_threshold,
    binary_figures,
    file_digest,
    fit,
    grouped_folds,
    load_pairs,
)
from citeset.judges._protocol import Label
from citeset.judges._rules_model import DEFAULT_MODEL_PATH, MODEL_SCHEMA_VERSION, RulesModel
from citeset.judges._rules_scored import FEATURE_NAMES

MODEL_VERSION = "2.0"
DECIDERS = ("model", "baseline", "strict")


def cross_validate(pairs: Sequence[Pair], folds: Sequence[np.ndarray]) -> dict[str, np.ndarray]:
    """Held-out entailed/not predictions of every decider, each fold tuned on the other folds only."""
    x = np.array([p.vector for p in pairs])
    y = np.array([p.gold for p in pairs])
    cov = np.array([p.coverage for p in pairs])
    override = [p.override for p in pairs]
    ok = np.array([p.values_ok for p in pairs])
    out = {name: np.zeros(len(pairs), dtype=bool) for name in DECIDERS}
    out["strict"] = np.array([p.strict is Label.ENTAILED for p in pairs])
    for test in folds:
        train = np.setdiff1d(np.arange(len(pairs)), test)
        fitted = fit(x[train], y[train], ok[train])
        p_test = np.where(ok[test], fitted.probability(x[test]), 0.0)
        for i, p in zip(test, p_test, strict=True):
            out["model"][i] = (
                override[i] is Label.ENTAILED if override[i] is not None else p >= fitted.threshold
            )
        t_base = best_threshold(cov[train], y[train])
        out["baseline"][test] = cov[test] >= t_base
    return out


def figures(pairs: Sequence[Pair], preds: dict[str, np.ndarray]) -> dict[str, dict[str, Any]]:
    """Figures per dataset, per AttributionBench source, pooled, and on the number/negation/modal slices."""
    y = np.array([p.gold for p in pairs])
    subsets: dict[str, np.ndarray] = {"all": np.ones(len(pairs), dtype=bool)}
    names = sorted({p.dataset for p in pairs})
    subsets["attributionbench"] = np.array([p.dataset.startswith("attributionbench") for p in pairs])
    for name in names:
        subsets[name] = np.array([p.dataset == name for p in pairs])
    for s in SLICES:
        subsets[f"slice:{s}"] = np.array([s in p.slices for p in pairs])
    return {
        subset: {d: binary_figures(y[mask], preds[d][mask]) for d in DECIDERS}
        for subset, mask in subsets.items()
    }


def final_model(pairs: Sequence[Pair], cv: dict[str, Any], data: Path) -> RulesModel:
    """The model fitted on every pair; nothing run-dependent goes in, so re-training gives the same file."""
    x = np.array([p.vector for p in pairs])
    y = np.array([p.gold for p in pairs])
    fitted = fit(x, y, np.array([p.values_ok for p in pairs]))
    training = {
        "data": {AB_FILE: file_digest(data / AB_FILE), WICE_FILE: file_digest(data / WICE_FILE)},
        "pairs": len(pairs),
        "learner": "sklearn LogisticRegression(C=0.5, class_weight=balanced), standardised features",
        "threshold": "best balanced accuracy on the training pairs",
        "cv": {"folds": FOLDS, "grouped_by": "question (AttributionBench) / claim (WiCE)", "seed": SEED},
        "cv_figures": {k: v for k, v in cv.items() if k in ("all", "attributionbench", "wice")},
    }
    return RulesModel(
        schema_version=MODEL_SCHEMA_VERSION,
        model_version=MODEL_VERSION,
        features=FEATURE_NAMES,
        mean=tuple(round(float(v), 8) for v in fitted.mean),
        scale=tuple(round(float(v), 8) for v in fitted.scale),
        coef=tuple(round(float(v), 8) for v in fitted.coef),
        intercept=round(fitted.intercept, 8),
        threshold=round(fitted.threshold, 8),
        training=training,
    ).sealed()


def _fmt(v: float | None) -> str:
    return "–" if v is None else f"{v:.3f}"


def render(cv: dict[str, dict[str, Any]]) -> str:
    lines = [
        "| subset | n | decider | balanced acc. | kappa | entailed recall | entailed precision |",
        "|---|---|---|---|---|---|---|",
    ]
    for subset, by in cv.items():
        for d in DECIDERS:
            f = by[d]
            lines.append(
                f"| {subset} | {f['n']} | {d} | {_fmt(f['balanced_accuracy'])} | {_fmt(f['kappa'])} | "
                f"{_fmt(f['recall'])} | {_fmt(f['precision'])} |"
            )
    return "\n".join(lines)


def default_data() -> Path:
    env = os.environ.get("CITESET_DATA")
    return Path(env) if env else Path(__file__).resolve().parents[3].parent / "shared" / "data"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m citeset.calibration.train", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--data", type=Path, default=None, help="shared data folder (default: ../shared/data)"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_MODEL_PATH, help="artefact to write")
    parser.add_argument("--report", type=Path, default=None, help="also write the CV figures as JSON here")
    parser.add_argument("--no-write", action="store_true", help="report the figures only")
    args = parser.parse_args(argv)
    data = args.data or default_data()
    for rel in (AB_FILE, WICE_FILE):
        if not (data / rel).is_file():
            print(f"error: {data / rel}: not found (give --data DIR or set CITESET_DATA)", file=sys.stderr)
            return 2
    start = time.perf_counter()
    pairs = load_pairs(data)
    cv = figures(pairs, cross_validate(pairs, grouped_folds(pairs)))
    model = final_model(pairs, cv, data)
    print(render(cv))
    print(
        f"\ntrained on {len(pairs)} pairs in {time.perf_counter() - start:.1f} s; threshold {model.threshold:.3f}"
    )
    if args.report is not None:
        args.report.write_text(json.dumps(cv, indent=2) + "\n", encoding="utf-8")
    if not args.no_write:
        args.out.write_text(model.model_dump_json(indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.out} (sha256 {model.digest[:16]}...)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
