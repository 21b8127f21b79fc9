"""The metric catalogue (DESIGN §6): every metric declared once, read by tallies, report, gate and schema."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Population = Literal["case", "claim", "citation", "quote"]


@dataclass(frozen=True, slots=True)
class MetricDef:
    """One metric: what it counts, over what, and whether producing fewer assertions could raise it."""

    name: str
    numerator: str
    denominator: str
    population: Population
    conditional: bool = False
    per_k: bool = False
    """Reported once per requested K as `name@K`."""


CATALOGUE: tuple[MetricDef, ...] = (
    MetricDef("complete_set_recall", "answerable annotated cases whose top-K retrieved spans contain a complete "
              "admissible route for every required claim", "answerable annotated cases with a trace", "case",
              per_k=True),
    MetricDef("answer_correctness", "answerable cases whose required claims are all answered correctly",
              "answerable annotated cases", "case"),
    MetricDef("citation_set_completeness", "supported output claims whose citations contain a complete "
              "admissible route", "supported output claims of annotated cases", "claim", conditional=True),
    MetricDef("complete_citation_rate", "answerable cases where every required claim is supported and "
              "completely cited", "answerable annotated cases", "case"),
    MetricDef("citation_completeness", "evidence-requiring output claims with at least one valid citation",
              "evidence-requiring output claims", "claim"),
    MetricDef("aligned_citation_precision", "citations whose evidence set entails the attached claim (needed "
              "or redundant-but-supporting)", "all citations", "citation", conditional=True),
    MetricDef("citation_validity", "citations that resolve", "all citations", "citation"),
    MetricDef("quote_fidelity", "quotes found in their cited span", "quotes", "quote"),
    MetricDef("unsupported_answer_rate", "answered cases with at least one unsupported or contradicted output "
              "claim (extra claims included)", "answered (not abstained) cases", "case"),
    MetricDef("appropriate_abstention", "unanswerable (or blocked) cases where the system abstained",
              "unanswerable cases", "case"),
    MetricDef("over_abstention", "answerable cases where the system abstained", "answerable annotated cases",
              "case"),
)
"""Core metrics in report order; retrieval partial metrics (hit@K, mrr@K, ...) come from the retrieval module."""

BY_NAME: dict[str, MetricDef] = {m.name: m for m in CATALOGUE}
CORE_METRICS: tuple[str, ...] = tuple(m.name for m in CATALOGUE if not m.per_k)
CONDITIONAL: frozenset[str] = frozenset(m.name for m in CATALOGUE if m.conditional)
PARTIAL_RETRIEVAL_PER_K: tuple[str, ...] = ("hit", "mrr", "map")
PARTIAL_RETRIEVAL: tuple[str, ...] = ("context_recall", "r_precision")


def definition(name: str) -> MetricDef | None:
    """The definition of a reported metric name (`complete_set_recall@5` -> complete_set_recall)."""
    base, _, k = name.partition("@")
    found = BY_NAME.get(base)
    if found is None or found.per_k != bool(k):
        return None
    return found


def known_metric(name: str, ks: tuple[int, ...] | list[int]) -> bool:
    """Whether `name` is a metric a report computed with these K values would contain."""
    base, at, k = name.partition("@")
    if not at:
        return base in CORE_METRICS or base in PARTIAL_RETRIEVAL
    if not k.isdigit() or int(k) not in ks:
        return False
    return base == "complete_set_recall" or base in PARTIAL_RETRIEVAL_PER_K
