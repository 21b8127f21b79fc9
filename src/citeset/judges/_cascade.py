"""The `cascade` judge: the rules judge first, a model judge only where the rules are not decisive.

Spec string: `cascade:MODEL_SPEC`, e.g. `cascade:nli:models/deberta-nli` or `cascade:llm:gpt-4o-mini`
(the model part is any judge spec the registry knows, options included).

The rules stage decides when it returns a decisive label: `contradicted` (a hard mismatch of a number,
date, entity, negation or modality), `entailed` (the claim's content is stated by the evidence) or
`not_applicable`; `insufficient` and failures go to the model stage. Every judgment says which stage
decided (`Judgment.stage` = "rules" or the model judge's name), and keeps that stage's judge string
and spec key so the label can be traced. The cascade's own spec key combines both stages' keys, so a
new rules version or another model never reuses cached cascade labels.

A calibration (`cascade:...,calibration=CAL.json`, fitted by `citeset judge fit`) sets when the rules
stage is decisive: its `entailed` counts only at a score of at least `defer_below` (otherwise the model
decides), and the model stage's score is cut at the fitted `entailed` threshold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from citeset.judges._protocol import Judge, JudgeRequest, JudgeSpec, Judgment, Label

if TYPE_CHECKING:
    from citeset.judges._calibrated import Calibration

VERSION = "1"
DECISIVE: frozenset[Label] = frozenset({Label.CONTRADICTED, Label.ENTAILED, Label.NOT_APPLICABLE})


class CascadeJudge:
    """Rules, then a model for the undecided requests only (one batched call)."""

    def __init__(self, rules: Judge, model: Judge, decisive: frozenset[Label] = DECISIVE) -> None:
        self.rules = rules
        self.model = model
        self.decisive = decisive
        self.spec = JudgeSpec(
            name="cascade",
            version=VERSION,
            model=str(model.spec),
            prompt_hash=model.spec.prompt_hash,
            thresholds=dict(model.spec.thresholds),
            params={
                "stages": [rules.spec.name, model.spec.name],
                "stage_keys": [rules.spec.key, model.spec.key],
                "decisive": sorted(label.value for label in decisive),
            },
        )
        self.decided: dict[str, int] = {"rules": 0, model.spec.name: 0}
        self.defer_below: float | None = None
        self.model_cut: float | None = None

    def calibrated(self, cal: Calibration) -> CascadeJudge:
        """A copy that defers to the model below the fitted rules score and cuts the model's score."""
        from citeset.judges._calibrated import calibrated_spec

        out = CascadeJudge(self.rules, self.model, self.decisive)
        out.defer_below, out.model_cut = cal.thresholds["defer_below"], cal.thresholds["entailed"]
        out.spec = calibrated_spec(self.spec, cal)
        return out

    def is_decisive(self, judgment: Judgment) -> bool:
        if judgment.label is Label.ENTAILED and self.defer_below is not None:
            return judgment.score is not None and judgment.score >= self.defer_below
        return judgment.label is not None and judgment.label in self.decisive

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        first = await self.rules.judge(requests)
        results: list[Judgment | None] = []
        undecided: list[int] = []
        for i, judgment in enumerate(first):
            if self.is_decisive(judgment):
                results.append(judgment.model_copy(update={"stage": "rules"}))
            else:
                results.append(None)
                undecided.append(i)
        self.decided["rules"] += len(requests) - len(undecided)
        if undecided:
            second = await self.model.judge([requests[i] for i in undecided])
            if self.model_cut is not None:
                from citeset.judges._calibrated import cut

                second = [cut(j, self.model_cut) for j in second]
            name = self.model.spec.name
            for i, judgment in zip(undecided, second, strict=True):
                said = first[i].label
                rules_said = said.value if said is not None else "undetermined"
                note = f"rules: {rules_said}"
                rationale = f"{judgment.rationale} ({note})" if judgment.rationale else note
                results[i] = judgment.model_copy(update={"stage": name, "rationale": rationale})
            self.decided[name] += len(undecided)
        return [r for r in results if r is not None]
