"""Evidence-set evaluation: admissibility, resolution, coverage, support, verdicts and cards."""

from citeset.cards import BUCKETS, VERDICTS, Bucket, Card, CitationView, RouteView, Verdict
from citeset.evidence._admit import Admission, admit
from citeset.evidence._engine import CaseEvaluator, CaseResult, EvalConfig
from citeset.evidence._run import Evaluation, evaluate, evaluate_async
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
    "Unresolved",
    "Verdict",
    "admit",
    "covers",
    "evaluate",
    "evaluate_async",
]
