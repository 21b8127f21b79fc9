"""The probe summary (probe.json), its Markdown table (report.md) and cards with `interventions` filled."""

from __future__ import annotations

from citeset.cards import Card
from citeset.probes._models import INTERVENTIONS, OUTCOMES, InterventionSummary, ProbeSummary, VariantResult
from citeset.report._text import md
from citeset.suite._suite import Suite

_LISTED = 200


def summarise(results: list[VariantResult], suite: Suite, system: str, judge: str,
              skipped: dict[str, str]) -> ProbeSummary:
    from citeset._version import __version__

    per: dict[str, InterventionSummary] = {}
    for r in results:
        s = per.setdefault(r.intervention, InterventionSummary())
        s.variants += 1
        for outcome in r.expected:
            s.expected[outcome] = s.expected.get(outcome, 0) + 1
        s.observed[r.observed] = s.observed.get(r.observed, 0) + 1
        s.correct += r.correct is True
        s.violations += r.violation
        s.system_errors += r.observed == "system_error"
    ordered = {name: per[name] for name in INTERVENTIONS if name in per}
    return ProbeSummary(
        citeset_version=__version__, suite=str(suite.root) if suite.root else None, system=system, judge=judge,
        interventions=ordered, variants=len(results), violations=sum(r.violation for r in results),
        system_errors=sum(r.observed == "system_error" for r in results), skipped=skipped,
        violation_list=[{"variant_id": r.variant_id, "reason": r.reason} for r in results if r.violation][:_LISTED])


def to_markdown(summary: ProbeSummary, results: list[VariantResult]) -> str:
    lines = [f"# Probe of {md(summary.system)}", "",
             f"Judge: {md(summary.judge)}. Variants: {summary.variants}; violations: {summary.violations}; "
             f"system errors: {summary.system_errors}.", "",
             "| intervention | variants | expected | observed | correct | violations | system errors |",
             "|---|---:|---|---|---:|---:|---:|"]
    for name, s in summary.interventions.items():
        lines.append(f"| {name} | {s.variants} | {_counts(s.expected)} | {_counts(s.observed)} | {s.correct} | "
                     f"{s.violations} | {s.system_errors} |")
    violations = [r for r in results if r.violation]
    if violations:
        lines += ["", "## Violations", ""]
        lines += [f"- {md(r.variant_id)}: {md(r.reason)}" for r in violations[:_LISTED]]
        if len(violations) > _LISTED:
            lines.append(f"- … and {len(violations) - _LISTED} more (see variants.jsonl)")
    if summary.skipped:
        lines += ["", f"Not probed ({len(summary.skipped)} claim(s) without a complete admissible adjudicated route): "
                  + ", ".join(md(k) for k in list(summary.skipped)[:20])]
    return "\n".join(lines) + "\n"


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {counts[k]}" for k in OUTCOMES if counts.get(k)) or "-"


def cards_with_interventions(results: list[VariantResult]) -> list[Card]:
    """Each variant's cards, with the intervention outcome recorded on every card (DESIGN §4)."""
    cards: list[Card] = []
    for r in results:
        outcome = {"variant_id": r.variant_id, "intervention": r.intervention, "expected": "|".join(r.expected),
                   "observed": r.observed, "correct": str(r.correct).lower() if r.correct is not None else "n/a",
                   "violation": str(r.violation).lower(),
                   "change": "; ".join(f"{c.kind} {c.member or ''}: {c.label}".replace("  ", " ") for c in r.change)}
        cards.extend(card.model_copy(update={"interventions": [*card.interventions, outcome]}) for card in r.cards)
    return cards


__all__ = ["cards_with_interventions", "summarise", "to_markdown"]
