"""The acceptance card format (DESIGN §4): a persisted model below the engine, so that redaction, reports and
gates can read cards without importing the engine that makes them."""

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
    RouteView,
    Verdict,
)

__all__ = [
    "BUCKETS",
    "VERDICTS",
    "Answerability",
    "Bucket",
    "Card",
    "CardKind",
    "CitationView",
    "Contradiction",
    "CoverageScope",
    "JointBasis",
    "LinkMethod",
    "Necessity",
    "RouteView",
    "Verdict",
]
