"""Judges: map (claim, evidence passages) to entailed / contradicted / insufficient / not_applicable."""

from citeset.judges._book import LabelBook
from citeset.judges._protocol import Judge, JudgeRequest, JudgeSpec, Judgment, Label, Passage, failed
from citeset.judges._registry import available_judges, load_judge
from citeset.judges._rules import RulesJudge

__all__ = [
    "Judge",
    "JudgeRequest",
    "JudgeSpec",
    "Judgment",
    "Label",
    "LabelBook",
    "Passage",
    "RulesJudge",
    "available_judges",
    "failed",
    "load_judge",
]
