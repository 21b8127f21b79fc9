"""Evidence-set evaluation: admissibility, resolution, coverage, support, verdicts and cards."""

from citeset.cards import BUCKETS, VERDICTS, Bucket, Card, CitationView, RouteView, Verdict
from citeset.evidence._admit import Admission, admit
from citeset.evidence._engine import CaseEvaluator, CaseResult, EvalConfig
from citeset.evidence._run import (
    Evaluation,
    build_report,
    evaluate,
    evaluate_async,
    evaluate_cases,
    select_cases,
)
from citeset.evidence._tallyrun import RunTally
from citeset.resolve._resolve import Resolved, Resolver, Unresolved, covers

__all__ = [
    "BUCKETS",
    "VERDICTS",
    "Admission",
    "Bucket",
    "Card",
    "CaseEvaluator",
    "CaseResult",
    "CitationView",
    "EvalConfig",
    "Evaluation",
    "Resolved",
    "Resolver",
    "RouteView",
    "RunTally",
    "Unresolved",
    "Verdict",
    "admit",
    "build_report",
    "covers",
    "evaluate",
    "evaluate_async",
    "evaluate_cases",
    "select_cases",
]
