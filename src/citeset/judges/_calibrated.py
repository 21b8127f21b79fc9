"""Calibration files and the judges that load them (`--judge SPEC,calibration=CAL.json`).

A calibration file is written by `citeset judge fit`: thresholds learned from the user's labelled pairs
for one judge spec, with the cross-validated figures that justify them. Loading it:

* checks its sha256 (`digest`, over every other field) and that it was fitted for *this* judge spec
  (same spec key); either problem is an input error (exit 2), never a silently different judge;
* relabels the judge's `entailed` / `insufficient` answers by the fitted threshold on the judgment's
  score (`contradicted`, `not_applicable` and failures are kept as they are);
* for `cascade`, sets when the rules stage is decisive: its `entailed` counts only at or above
  `defer_below`, anything else goes to the model stage, whose score is cut at `entailed`.

The judge's spec records the calibration's digest and thresholds, so labels cached under the
uncalibrated judge (or another calibration) are never reused.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, ValidationError

from citeset._files import refuse_special
from citeset._model import SCHEMA_VERSION, Record
from citeset.errors import InputError, from_validation_error
from citeset.judges._protocol import Judge, JudgeRequest, JudgeSpec, Judgment, Label

CALIBRATION_KIND = "citeset-judge-calibration"


class Calibration(Record):
    """`CAL.json`: thresholds fitted by `citeset judge fit` for one judge spec."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this file.")
    kind: str = Field(default=CALIBRATION_KIND, description="Always 'citeset-judge-calibration'.")
    judge_spec: str = Field(description="The --judge spec string it was fitted for (without calibration=).")
    judge_key: str = Field(description="Spec key of that judge; loading checks it.")
    judge: dict[str, Any] = Field(description="The full judge spec it was fitted for.")
    labels_file: str = Field(description="The labelled pairs it was fitted on.")
    labels_digest: str = Field(description="sha256 of that file (calibrate warns when it sees it again).")
    format: str = Field(description="Format of the labels file.")
    n: int = Field(description="Labelled pairs used.")
    folds: int = Field(description="Folds of the cross-validation.")
    seed: int = Field(description="Seed of the fold assignment.")
    thresholds: dict[str, Annotated[float, Field(allow_inf_nan=False)]] = Field(
        description="'entailed': score cut; for cascade also 'defer_below' (rules-stage score cut). Finite: a NaN "
        "cut no score reaches passed the digest (taken over JSON, where it is null) and rejected every claim."
    )
    cv: dict[str, Any] = Field(description="Cross-validated agreement: confusion, balanced accuracy, kappa.")
    baseline: dict[str, Any] = Field(
        description="The same figures for the judge as it is, on the same pairs."
    )
    digest: str = Field(default="", description="sha256 of the canonical JSON of every other field.")

    def content_digest(self) -> str:
        blob = json.dumps(
            self.model_dump(mode="json", exclude={"digest"}), sort_keys=True, separators=(",", ":")
        )
        return hashlib.sha256(blob.encode()).hexdigest()

    def sealed(self) -> Calibration:
        return self.model_copy(update={"digest": self.content_digest()})


def read_calibration(path: Path) -> Calibration:
    """Read and verify a calibration file (not its judge: see `check_for`)."""
    refuse_special(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read the calibration file: {exc.strerror}", path=path) from None
    try:
        cal = Calibration.model_validate_json(raw)
    except ValidationError as exc:
        raise from_validation_error(exc, path=path, line=None) from None
    if cal.kind != CALIBRATION_KIND:
        raise InputError(f"not a calibration file (kind {cal.kind!r})", path=path, field="kind")
    if cal.digest != cal.content_digest():
        raise InputError(
            "sha256 mismatch: the calibration file was changed after fitting", path=path, field="digest"
        )
    if "entailed" not in cal.thresholds:
        raise InputError("no 'entailed' threshold", path=path, field="thresholds")
    return cal


def check_for(cal: Calibration, judge: Judge, path: Path) -> None:
    if cal.judge_key != judge.spec.key:
        raise InputError(
            f"this calibration was fitted for judge {cal.judge_spec!r} (spec key {cal.judge_key}), not for "
            f"{judge.spec} (spec key {judge.spec.key}); fit one for this judge with `citeset judge fit`",
            path=path,
            field="judge_key",
        )


def cut(judgment: Judgment, threshold: float) -> Judgment:
    """Relabel entailed/insufficient by the score; other labels, failures and unscored answers stay."""
    if judgment.label not in (Label.ENTAILED, Label.INSUFFICIENT) or judgment.score is None:
        return judgment
    label = Label.ENTAILED if judgment.score >= threshold else Label.INSUFFICIENT
    if label is judgment.label:
        return judgment
    note = (
        f"calibrated: score {judgment.score:.2f} {'>=' if label is Label.ENTAILED else '<'} {threshold:.2f}"
    )
    return judgment.model_copy(update={"label": label, "rationale": f"{judgment.rationale} ({note})"})


def calibrated_spec(spec: JudgeSpec, cal: Calibration) -> JudgeSpec:
    return spec.model_copy(
        update={
            "thresholds": {**spec.thresholds, **{f"calibrated_{k}": v for k, v in cal.thresholds.items()}},
            "params": {**spec.params, "calibration_sha256": cal.digest},
        }
    )


class CalibratedJudge:
    """A judge whose entailed/insufficient decision is re-cut at a fitted score threshold."""

    def __init__(self, inner: Judge, cal: Calibration) -> None:
        self.inner = inner
        self.calibration = cal
        self.threshold = cal.thresholds["entailed"]
        self.spec = calibrated_spec(inner.spec, cal)
        self._name, self._key = str(self.spec), self.spec.key

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        out = await self.inner.judge(requests)
        return [
            cut(j, self.threshold).model_copy(update={"judge": self._name, "spec_key": self._key})
            for j in out
        ]


def with_calibration(judge: Judge, path: Path) -> Judge:
    """The judge, calibrated by the file at `path` (cascades get their deferral point set too)."""
    cal = read_calibration(path)
    check_for(cal, judge, path)
    recalibrate = getattr(judge, "calibrated", None)  # a judge that calibrates itself (a cascade's deferral)
    if callable(recalibrate):
        if "defer_below" not in cal.thresholds:
            raise InputError(
                "a cascade calibration needs a 'defer_below' threshold", path=path, field="thresholds"
            )
        return recalibrate(cal)  # type: ignore[no-any-return]
    return CalibratedJudge(judge, cal)
