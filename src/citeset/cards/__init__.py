"""The persisted results of an evaluation: acceptance cards (DESIGN §4) and the report (report.json).

Below the engine, so that redaction, reports and gates read results without importing what makes them."""

from citeset.cards._models import (
    BUCKETS,
    VERDICTS,
    Answerability,
    Bucket,
    Card,
    CardKind,
    CitationView,
    Contradiction,
    CoverageScope,
    JointBasis,
    LinkMethod,
    Necessity,
    RenderCheck,
    RenderFinding,
    RouteView,
    Verdict,
)
from citeset.cards._report import Counts, EscalationItem, Report

__all__ = [
    "BUCKETS",
    "VERDICTS",
    "Answerability",
    "Bucket",
    "Card",
    "CardKind",
    "CitationView",
    "Contradiction",
    "Counts",
    "CoverageScope",
    "EscalationItem",
    "JointBasis",
    "LinkMethod",
    "Necessity",
    "RenderCheck",
    "RenderFinding",
    "Report",
    "RouteView",
    "Verdict",
]
