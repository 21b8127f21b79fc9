"""From a variant's cards to an outcome, answer correctness (kept apart) and the violation check."""

from __future__ import annotations

from dataclasses import dataclass

from citeset.cards import Card
from citeset.probes._models import Outcome, Variant
from citeset.runs._models import RunRecord


def cited_ids(record: RunRecord) -> list[str]:
    """Every span or chunk id the answer cites, in order of first appearance."""
    ids: list[str] = []
    for claim in record.claims or []:
        ids.extend(c.span_id or c.chunk_id or "" for c in claim.citations)
    for source in record.sources or []:
        ids.append(source.span_id or source.chunk_id or "")
    return list(dict.fromkeys(i for i in ids if i))


@dataclass(frozen=True)
class Observation:
    """What one call of the system amounted to."""

    outcome: Outcome
    correct: bool | None
    cited: tuple[str, ...]
    note: str
    by_claim: tuple[tuple[str, ...], ...] = ()
    """Each stated claim's cited ids (sorted), in answer order: what an order swap must not change."""


def observe(variant: Variant, record: RunRecord, cards: list[Card]) -> Observation:
    seen = _outcome(variant, record, cards)
    by_claim = tuple(tuple(sorted(c.span_id or c.chunk_id or "" for c in claim.citations))
                     for claim in record.claims or [])
    return Observation(seen.outcome, seen.correct, seen.cited, seen.note, by_claim)


def _outcome(variant: Variant, record: RunRecord, cards: list[Card]) -> Observation:
    """supported_answer: every required claim accepted and nothing stated rejected or sent back;
    appropriate_abstention: abstained where the given evidence makes the case unanswerable;
    over_abstention: abstained although a complete route was given; undetermined: the engine escalated;
    otherwise unsupported_synthesis (the answer's citations do not establish it)."""
    cited = tuple(cited_ids(record))
    required = {c.claim_id for c in variant.case.claims if c.required}
    abstained = any(card.abstained for card in cards)
    outputs = [c for c in cards if c.kind == "output"]
    correct = None if abstained and not outputs else all(
        any(c.claim_id == cid and c.correct for c in outputs) for cid in required)
    failing = [c for c in cards if c.verdict in ("reject", "revise_citations")]
    note = "; ".join(f"{c.claim_id or 'extra'}: {c.verdict}: {c.reasons[0] if c.reasons else ''}".strip()
                     for c in failing[:2])
    if abstained and not outputs:
        if all(c.verdict == "abstain" for c in cards):
            return Observation("appropriate_abstention", None, cited, "abstained")
        return Observation("over_abstention", None, cited, note or "abstained with a complete route given")
    if failing:
        return Observation("unsupported_synthesis", correct, cited, note)
    escalated = [c for c in cards if c.verdict == "escalate"]
    if escalated:
        reason = escalated[0].reasons[0] if escalated[0].reasons else "escalated"
        return Observation("undetermined", correct, cited, f"the engine escalated: {reason}")
    accepted = {c.claim_id for c in outputs if c.verdict == "accept"}
    if required <= accepted:
        return Observation("supported_answer", correct, cited, "every required claim accepted")
    return Observation("unsupported_synthesis", correct, cited, "a required claim was not accepted")


def violation(variant: Variant, seen: Observation, baseline: Observation | None) -> str | None:
    """Why the observation breaks the variant's expectation, or None."""
    problems = []
    if seen.outcome not in variant.expected:
        problems.append(f"expected {' or '.join(variant.expected)}, observed {seen.outcome}"
                        + (f" ({seen.note})" if seen.note else ""))
    if variant.allowed_citations is not None:
        barred = [i for i in seen.cited if i not in variant.allowed_citations]
        if barred:
            problems.append(f"cited {', '.join(barred)} outside allowed_citations")
    if baseline is not None and variant.intervention == "order_swap" and baseline.by_claim != seen.by_claim:
        problems.append(f"the display order changed the cited ids: {_show(baseline.by_claim)} -> "
                        f"{_show(seen.by_claim)}")
    if baseline is not None and variant.intervention == "equivalent_swap" and (
            baseline.outcome, baseline.correct) != (seen.outcome, seen.correct):
        problems.append(f"swapping equivalent chunks changed the outcome: {baseline.outcome} "
                        f"(correct={baseline.correct}) -> {seen.outcome} (correct={seen.correct})")
    if baseline is not None and baseline.outcome not in variant.expected:
        problems.append(f"in the baseline order: expected {' or '.join(variant.expected)}, observed "
                        f"{baseline.outcome}" + (f" ({baseline.note})" if baseline.note else ""))
    return "; ".join(problems) or None


def _show(by_claim: tuple[tuple[str, ...], ...]) -> str:
    return " | ".join(",".join(ids) or "-" for ids in by_claim) or "nothing"
