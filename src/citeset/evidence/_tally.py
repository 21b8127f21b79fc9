"""One case's contribution to each metric of the catalogue (`citeset.metrics._catalogue`, DESIGN §6)."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.evidence._context import CaseContext, ClaimContext
from citeset.metrics._types import Tally
from citeset.retrieval._metrics import case_tally as partial_tally
from citeset.suite._models import Case
from citeset.suite._suite import Suite


def _known_unsupported(c: ClaimContext) -> bool:
    """Known to be unsupported or contradicted; a claim the judge could not decide is neither."""
    if c.judge_failed and not c.support.supported:
        return False
    return not c.support.supported or c.contradicted


def _retrieval(ctx: CaseContext, ks: Sequence[int], suite: Suite, t: Tally) -> None:
    index = ctx.retrieved_index
    if index is None:
        return
    if ctx.answerability == "answerable" and ctx.annotated:
        ranks = [s.retrieved_rank for s in ctx.required]
        for k in ks:
            t[f"complete_set_recall@{k}"] = (float(all(r is not None and r <= k for r in ranks)), 1.0)
    # Partial-coverage metrics users know (Hit@k, MRR ...), beside complete-set recall.
    t.update(partial_tally(suite, ctx.case, index.chunks, list(ks), index.first_cover) or {})


def _answer(ctx: CaseContext, claims: Sequence[ClaimContext], t: Tally) -> None:
    required = ctx.required
    if ctx.answerability == "answerable" and required:
        def stated(pred) -> bool:  # type: ignore[no-untyped-def]
            return all(any(pred(c) for c in claims if c.ref is s) for s in required)

        answered = not ctx.abstained
        # A required claim stated both rightly and wrongly ("R holds it. S holds it.") is not answered correctly.
        wrong = any(c.correctness.correct is False for c in claims if c.ref is not None and c.ref.claim.required)
        correct = stated(lambda c: c.correctness.correct is True) and not wrong
        t["answer_correctness"] = (float(answered and correct), 1.0)
        if ctx.annotated:
            complete = stated(lambda c: c.correctness.correct is not False and bool(c.support.supported)
                              and not c.contradicted and c.coverage.complete_route is not None)
            t["complete_citation_rate"] = (float(answered and complete and not wrong), 1.0)
        t["over_abstention"] = (float(ctx.abstained), 1.0)
    elif ctx.answerability != "answerable" and ctx.annotated:
        t["appropriate_abstention"] = (float(ctx.abstained), 1.0)


def case_tally(ctx: CaseContext, claims: Sequence[ClaimContext], retrieval_only: bool, ks: Sequence[int],
               suite: Suite, further: Sequence[ClaimContext] = ()) -> Tally:
    """`further`: the further statements of compound sentences. They count for what the answer states, never
    again as claims or citations (the sentence and its citations are counted once)."""
    t: Tally = {}
    _retrieval(ctx, ks, suite, t)
    if retrieval_only:
        return t
    _answer(ctx, [*claims, *further], t)
    evidence = [c for c in claims if c.requires]
    supported = [c for c in evidence if c.support.supported and not c.judge_failed]
    if ctx.annotated:
        # A hop statement's cited span is its whole evidence (§3.7): it cites what it needs.
        t["citation_set_completeness"] = (float(sum(c.coverage.complete_route is not None
                                                    or c.coverage.hop_member is not None for c in supported)),
                                          float(len(supported)))
    t["citation_completeness"] = (float(sum(c.citations.has_valid for c in evidence)), float(len(evidence)))
    views = [v for c in claims for v in c.citations.views]
    t["aligned_citation_precision"] = (float(sum(v.aligned for v in views)), float(len(views)))
    t["citation_validity"] = (float(sum(v.valid for v in views)), float(len(views)))
    quoted = [v for v in views if v.quote_faithful is not None]  # not checked: no quote, or one the reader may not read
    t["quote_fidelity"] = (float(sum(bool(v.quote_faithful) for v in quoted)), float(len(quoted)))
    if ctx.record is not None and not ctx.abstained:
        t["unsupported_answer_rate"] = (float(any(_known_unsupported(c) for c in evidence)), 1.0)
    return t


def missed_retrieval(suite: Suite, case: Case, ks: Sequence[int], *, answerable: bool) -> Tally:
    """The retrieval tally of a case the run has no record for, when the run does retrieve: a miss at every
    k, inside every denominator the case would be in (dropping failed queries would raise Hit@k)."""
    t: Tally = {f"complete_set_recall@{k}": (0.0, 1.0) for k in ks} if answerable else {}
    t.update(partial_tally(suite, case, [], list(ks)) or {})
    return t
