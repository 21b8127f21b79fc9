"""Evaluating one case: the DESIGN §3 checks in order for every output claim, then the §4 verdict table.

Pipeline per case: answerability (§3.0) and retrieval/context coverage; abstention (§3 "Abstentions");
then for each output claim, in answer order: validity (§3.1), quote fidelity (§3.2), linking (§3.3),
correctness and boundary (§3.4, §3.7), admissibility for the claim's time (§1), set coverage at claim and
answer scope (§3.6), joint support (§3.7), independent support (§3.5), necessity (§3.8), contradiction and
conflicts (§3.9); finally verdicts from `citeset.evidence._verdict` and tallies from `_tally`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from citeset.cards import Card, LinkMethod, RenderFinding
from citeset.evidence._admit import Admission
from citeset.evidence._claims import ClaimUnit, has_content, is_abstention, output_claims
from citeset.evidence._context import (
    Ask,
    CaseContext,
    ClaimContext,
    Joint,
    Link,
    Purpose,
    RefState,
    contradicts,
)
from citeset.evidence._tally import case_tally
from citeset.evidence._verdict import (
    CASE_ROWS,
    OMITTED_ROWS,
    OUTPUT_ROWS,
    Omission,
    claim_buckets,
    decide,
    stage_bucket,
)
from citeset.evidence.checks import (
    answerability,
    compound,
    contradiction,
    correctness,
    coverage,
    joint,
    linking,
    necessity,
    quotes,
    support,
    validity,
)
from citeset.evidence.checks.contradiction import CONFLICT_CUES
from citeset.evidence.checks.material import Guard, states_facts
from citeset.judges._book import LabelBook
from citeset.judges._protocol import JudgeRequest, Judgment, Label, Passage, failed
from citeset.metrics._types import Tally
from citeset.resolve._resolve import Resolved, Resolver, Unresolved
from citeset.resolve._routes import ChunkIndex, closest, first_complete, rank_needed, route_covers
from citeset.runs._models import RunRecord
from citeset.suite._models import Case
from citeset.suite._suite import Suite

ABSTENTION_PHRASES: tuple[str, ...] = (
    "do not specify", "does not specify", "do not say", "does not say", "do not mention", "does not mention",
    "cannot answer", "can't answer", "unable to answer", "no information", "not enough information",
    "insufficient information", "cannot determine", "can't determine", "unable to determine", "i don't know",
    "i do not know", "not available in the provided", "no answer", "could not find", "couldn't find",
    "don't specify", "doesn't specify", "don't say", "doesn't say", "don't mention", "doesn't mention",
    "none of the sources", "none of the documents", "no source available", "no source i", "no document available")
"""Phrases that make a sentence an abstention (case-insensitive, "’" read as "'"), when the run does not flag it.
A sentence that also answers in a clause of its own is no abstention (`_claims.is_abstention`)."""


EARLIER_REACH = 24
"""How many of an answer's claims before a claim its answer-scope readings (§3.4 names, §3.6 answer scope, §4 read
with) take into account: the claim that states a member's content stands near the claim that rests on it, and reading
every earlier claim for each made an answer of thousands of sentences quadratic (hardening audit h41: 1,600 sentences
took 53 CPU s)."""
MAX_ANSWER_CLAIMS = 10_000
"""How many of one answer's claims are checked: the rest escalate unjudged, saying why. Each claim costs a millisecond
or two of the judge's and the checks' time (linear: a table of 4,000 rows, two cited cells a row, 11 CPU s, hardening
audit h48), so the bound keeps one answer under about 15 CPU s. No real answer comes near (audits a41-a45: at most two
claims an answer; the imported datasets: a claim or a few sentences). It was 2,000 for a while: a 1,500-row table
answer (3,000 claims, 4 CPU s) then escalated a third of its claims as unjudged and exited 1, which checking them
all in seconds does not justify."""


@dataclass(frozen=True)
class EvalConfig:
    """Settings that change results; recorded in the report."""

    ks: tuple[int, ...] = (5, 10)
    attach: str = "sentence"
    link: tuple[LinkMethod, ...] = ("claim_id", "answer", "judge")
    seed: int = 0
    n_boot: int = 1000
    concurrency: int = 256
    schedule: bool = True
    """Skip judge calls that set coverage already decides and never ask a question twice. Off only to
    measure what the scheduling saves (every support and ALCE necessity question is then asked)."""
    precision_guard: bool = True
    """Deterministic `rules:strict` coverage as a precision gate where false accepts would come from a lenient
    judge: the §3.7 boundary (the annotation transfers only to claims asserting nothing beyond the reference
    claim) and joint support the judge alone establishes. Off: the judge alone decides both."""
    abstention_phrases: tuple[str, ...] = ABSTENTION_PHRASES
    conflict_cues: tuple[str, ...] = CONFLICT_CUES


@dataclass
class CaseResult:
    """Cards of one case plus what the metrics need."""

    case_id: str
    cards: list[Card]
    tally: Tally
    strata: dict[str, str]
    evidence_claims: int = 0
    judge_failures: int = 0
    annotated: bool = True
    extra: dict[str, int] = field(default_factory=dict)


def _precision_guard(judge: object) -> tuple[Guard, Callable[[], object]]:
    """The guard, and what stores the labels it judged (behind a label cache; else nothing)."""
    from citeset.judges._cache import CachedJudge
    from citeset.judges._rules import RulesJudge

    inner = judge.inner if isinstance(judge, CachedJudge) else judge
    # With the offline judge, the guard reads the texts that judge has already analysed.
    strict = inner.strict_sibling() if isinstance(inner, RulesJudge) else RulesJudge(variant="strict")
    if isinstance(judge, CachedJudge):  # kept beside the judge's labels: a re-run asks the guard nothing
        cached = judge.texts_labels(strict.spec, strict.label_texts)
        return cached, cached.flush

    def guard(claim: str, evidence: Sequence[str]) -> Judgment:
        return strict.label_texts(claim, tuple(evidence))  # the rules read the texts alone: no passages built

    return guard, lambda: None


def _page_findings(ctx: CaseContext, cards: list[Card]) -> None:
    """Findings of the rendered answer that no citation carries go on every card of the case as notes; they
    do not decide a claim's verdict (the claims' own citations did not show wrongly)."""
    loose = [f for i, f in enumerate(ctx.render_findings) if i not in ctx.render_attached]
    for card in cards:
        card.render_findings = list(loose)
        card.reasons.extend(f"rendered answer: {f.check}: {f.message}" for f in loose)


RESOLVED_MEMO_MAX = 200_000
"""Resolved suite spans kept between cases (retrieved chunks recur from case to case; most gold spans do not)."""


class CaseEvaluator:
    """Evaluates cases of one suite with one judge (through a deduplicating LabelBook)."""

    def __init__(self, suite: Suite, book: LabelBook, config: EvalConfig) -> None:
        self.suite = suite
        self.book = book
        self.config = config
        self._resolved: dict[str, Resolved | Unresolved] = {}
        self._admissions: dict[tuple[str, str | None, datetime | None, datetime | None], Admission] = {}
        self._guard: Guard | None = None
        self._store_guard: Callable[[], object] | None = None
        if config.precision_guard:
            self._guard, self._store_guard = _precision_guard(book.judge)

    def forget(self) -> None:
        """Bound the memo of resolved suite spans (a pure cache): on a long run every case brings spans of its
        own, and a memo that only grows would hold the whole corpus again."""
        if len(self._resolved) > RESOLVED_MEMO_MAX:
            self._resolved.clear()

    def store_guard_labels(self) -> None:
        """Store what the precision guard judged since last time in the label cache (when there is one): called
        after each batch of cases, so a filling run pays one transaction a batch."""
        if self._store_guard is not None:
            self._store_guard()

    async def _ask(self, claim: str, passages: list[Passage], purpose: Purpose,
                   inference: tuple[str, ...] = ()) -> Judgment:
        return await self.book.label(JudgeRequest(claim=claim, evidence=tuple(passages), purpose=purpose,
                                                  inference=inference))

    def _bounded(self, case: CaseContext) -> Ask:
        """`_ask` for one case, refusing a question that would read a long text against more other texts than
        `LONG_TEXT_PARTNERS` (the claim escalates): cases run concurrently, so the count is the case's own."""
        reads, spec = case.long_reads, self.book.judge.spec

        async def ask(claim: str, passages: list[Passage], purpose: Purpose,
                      inference: tuple[str, ...] = ()) -> Judgment:
            refusal = reads.refusal(claim, [p.text for p in passages])
            if refusal is not None:
                return failed(spec, refusal)
            return await self._ask(claim, passages, purpose, inference)

        return ask

    async def evaluate(self, case: Case, record: RunRecord | None,
                       render_findings: Sequence[RenderFinding] = ()) -> CaseResult:
        ctx = self._case_context(case, record)
        ctx.render_findings = list(render_findings)
        retrieval_only = (record is not None and record.abstained is None and not record.answer_text.strip()
                          and record.claims is None and record.trace is not None)
        units = [] if record is None or retrieval_only else self._claim_units(ctx, record)
        ctx.conflict = contradiction.case_conflict(ctx, self.config.conflict_cues)
        claims: list[ClaimContext] = []
        for index, unit in enumerate(units):
            if index >= MAX_ANSWER_CLAIMS:
                claims.append(self._unchecked(ctx, unit, index))
            else:
                claims.append(await self._check_claim(ctx, unit, index, claims))
        ctx.link_failed = any(c.link.failed for c in claims)
        further = await self._compounds(ctx, claims)
        cards = [self._output_card(c) for c in sorted(claims + further, key=lambda c: c.index)]
        if not retrieval_only:
            cards.extend(self._omitted_cards(ctx, claims + further))
            if not cards:
                cards.append(self._case_card(ctx))
        _page_findings(ctx, cards)
        tally = case_tally(ctx, claims, retrieval_only, self.config.ks, self.suite, further)
        strata = self._strata(ctx, cards)
        evidence = sum(1 for c in claims if c.requires)
        failures = sum(1 for c in claims if c.requires and c.judge_failed)
        return CaseResult(case.case_id, cards, tally, strata, evidence, failures, ctx.annotated)

    # --- case level --------------------------------------------------------------------------------------------

    def _case_context(self, case: Case, record: RunRecord | None) -> CaseContext:
        trace = record.trace if record is not None else None
        versions = self.suite.versions
        resolver = Resolver(self.suite, trace.chunks if trace is not None else None, self._resolved,
                            readable=lambda vid: versions[vid].readable_by(case.reader))
        ctx = CaseContext(self.suite, case, record, resolver, {}, "not_found", case.has_gold,
                          admissions=self._admissions)
        ctx.refs = answerability.reference_states(self.suite, case, ctx.admission)
        ctx.answerability = answerability.assess(case, ctx.refs)
        if trace is not None and trace.retrieved is not None:
            items = trace.retrieved
            ranks = [x.rank if x.rank is not None else i for i, x in enumerate(items)]
            if ranks != sorted(ranks):  # out of rank order (in C: a trace of 30 items is read in a microsecond)
                items = [x for _, _, x in sorted(zip(ranks, range(len(items)), items, strict=True))]
            ctx.retrieved_index = ChunkIndex(resolver.resolve_ranked(x.span_id for x in items))
        if trace is not None and trace.context is not None:
            ctx.context_index = ChunkIndex(resolver.resolve_ranked(trace.context))
        for state in ctx.refs.values():
            self._retrieval_state(ctx, state)
        return ctx

    def _retrieval_state(self, ctx: CaseContext, state: RefState) -> None:
        spans = self.suite.spans
        if ctx.retrieved_index is not None:
            state.has_trace = True
            state.retrieved_rank = rank_needed(state.usable, spans, ctx.retrieved_index)
            usable_covers = route_covers(state.usable, spans, ctx.retrieved_index)
            found = first_complete(usable_covers)
            state.retrieved_route = found.set_id if found else None
            near = closest(usable_covers or route_covers(list(state.claim.routes), spans, ctx.retrieved_index))
            state.missing_retrieved = list(near.missing) if near else []
        if ctx.context_index is not None:
            state.has_context = True
            found = first_complete(route_covers(state.usable, spans, ctx.context_index))
            state.context_route = found.set_id if found else None

    def _claim_units(self, ctx: CaseContext, record: RunRecord) -> list[ClaimUnit]:
        """Output claims. Sentences that decline to answer are not claims (unless they cite something: a cited
        abstention is checked like any claim); an answer of nothing else abstains, flagged or not. A flag
        does not hide what the answer asserts: with factual claims beside it, the claims are judged."""
        units = output_claims(record, self.config.attach)
        phrases = self.config.abstention_phrases
        said = [u for u in units if not (is_abstention(u.claim.text, phrases) and not u.claim.citations)]
        # Under an abstention flag, free text counts as an assertion only where it cites something (or the
        # run lists structured claims): "I can't say; perhaps R [1]." rests on [1], a bare "x" does not.
        flagged = bool(record.abstained)
        asserted = [u for u in said if has_content(u.claim.text)
                    and (not flagged or record.claims is not None or u.claim.citations or u.dangling or u.ambiguous
                         or states_facts(u.claim.text))]
        empty = not record.answer_text.strip() and not record.claims
        declined = bool(units) and not asserted
        ctx.abstained = not asserted and (flagged or empty or declined)
        if declined and record.abstained is None:
            ctx.abstention_text = record.answer_text.strip()
        if flagged and asserted:
            ctx.flag_ignored = True
        return [] if ctx.abstained else (asserted if flagged else said)

    # --- per claim ---------------------------------------------------------------------------------------------

    async def _compounds(self, case: CaseContext, claims: list[ClaimContext]) -> list[ClaimContext]:
        """The further reference claims compound sentences state (`compound.compound_statements`), each checked
        as the sentence linked to it; the sentence's first statement is checked again knowing them, since the
        suite evidence that may support it (§3.5) is that of every reference claim it states.

        A further statement counts only when the whole sentence is true of that evidence (supported) or it
        misstates the claim (incorrect): which clause says what is beyond a word-level link, and an audit found
        "A is registered in Malta, and B commands Vessel Borealis." counted as stating "B commands Vessel
        Aurora" (every word is there)."""
        if "judge" not in self.config.link or case.abstained:
            return []
        found = await compound.compound_statements(case, claims, self._bounded(case), self._guard)
        further = []
        for c, link in found:
            stated = [s for s in (c.ref, *(x.ref for d, x in found if d is c)) if s is not None]
            checked = await self._check_claim(case, c.unit, c.index, claims[:c.index], link,
                                              tuple(s for s in stated if s is not link.ref))
            misstates = contradicts(link.judgment) and checked.correctness.correct is False
            if checked.support.supported or checked.judge_failed or misstates:
                further.append(checked)
        for pos, c in enumerate(claims):
            also = tuple(f.ref for f in further if f.index == c.index and f.ref is not None)
            if also:
                case.stated_scan.clear()  # the claims read so far are being checked again
                claims[pos] = await self._check_claim(case, c.unit, c.index, claims[:c.index], c.link, also)
                named = ", ".join(repr(s.claim.claim_id) for s in also)
                claims[pos].notes.append(f"a compound sentence: it also speaks of reference claim {named} (a "
                                         "card of its own)" if len(also) == 1 else
                                         f"a compound sentence: it also speaks of reference claims {named} "
                                         "(a card each)")
        return further

    async def _check_claim(self, case: CaseContext, unit: ClaimUnit, index: int, earlier: list[ClaimContext],
                           link: Link | None = None, also: tuple[RefState, ...] = ()) -> ClaimContext:
        """The §3 checks of one output claim; with `link`, as linked to that reference claim (and stating the
        reference claims `also` too: a compound sentence)."""
        ask, cfg = self._bounded(case), self.config
        earlier = earlier[-EARLIER_REACH:]
        ctx = ClaimContext(case, index, unit, requires=has_content(unit.claim.text), also=also)
        if unit.claim.requires_citation is False and ctx.requires:
            ctx.notes.append("the run marked this claim as needing no citation; the suite and the judge decide")
        ctx.conflict = case.conflict
        if (ctx.conflict is not None and ctx.conflict.exposed and not unit.claim.citations
                and contradiction.only_states_disagreement(ctx.text, cfg.conflict_cues)):
            # "The two policies disagree." says how the answer treats the evidence, not a fact to cite.
            ctx.requires = False
            ctx.notes.append("states that the sources disagree; the disagreement is cited by the other claims")
        ctx.citations = validity.resolve(ctx)                                 # §3.1
        quotes.check(ctx.citations, ctx.case.readable)                        # §3.2
        linking.read_past_affirmation(ctx)
        ctx.link = link if link is not None else await linking.link(ctx, ask, cfg.link)  # §3.3
        if link is None and ctx.link.ref is None and not ctx.link.failed and earlier and "judge" in cfg.link:
            await linking.pronoun_readings(ctx, earlier[-1].text, ask)
        ctx.notes.extend(ctx.link.notes)
        if ctx.link.failed:
            return ctx
        validity.admit(ctx)                                                   # §1, for the claim's time
        coverage.mark_covers(ctx)
        ctx.correctness = await correctness.assess(ctx, ask, self._guard, earlier)  # §3.4, §3.7 boundary
        ctx.source_notes, wrong = validity.source_notes(ctx)
        ctx.coverage = await coverage.assess(ctx, earlier, ask)               # §3.6
        ctx.coverage.wrong_version = wrong
        judged = await joint.judge_cited(ctx, ask, self._guard)               # §3.7
        if not await self._needs_evidence(ctx, judged):
            return ctx
        if ctx.case.flag_ignored:
            ctx.notes.append("the run flags the answer as an abstention, but it asserts this claim")
        ctx.joint = joint.assess(ctx, judged, self._guard)
        await correctness.read_with(ctx, ask, self._guard, earlier)          # §4 boundary, with what it rests on
        if ctx.ref is None and ctx.joint.basis == "judge_entailed" and ctx.joint.established:
            # A hop statement's cited span is its evidence: entailed past the precision guard, or no hop at all.
            ctx.coverage.hop_member = await coverage.hop_member(ctx, ask)
        if ctx.ref is None and ctx.coverage.hop_member is None:
            ctx.notes.append("extra claim: linked to no reference claim")
        ctx.support = await support.assess(ctx, ask, cfg.schedule, self._guard)  # §3.5
        await necessity.assess(ctx, ask, cfg.schedule)                        # §3.8
        ctx.contradiction = contradiction.assess(ctx, cfg.conflict_cues)      # §3.9
        return ctx

    def _unchecked(self, case: CaseContext, unit: ClaimUnit, index: int) -> ClaimContext:
        """A claim past `MAX_ANSWER_CLAIMS`: its citations resolved (the card lists them), no question asked; it
        escalates as a claim the judge could not link does."""
        ctx = ClaimContext(case, index, unit, requires=has_content(unit.claim.text))
        ctx.citations = validity.resolve(ctx)
        quotes.check(ctx.citations, ctx.case.readable)
        why = (f"not checked: the answer's claims past the first {MAX_ANSWER_CLAIMS} are not judged (a bound on the "
               "work of one answer)")
        ctx.link = Link(judgment=failed(self.book.judge.spec, why), failed=True, notes=[why])
        ctx.notes.extend(ctx.link.notes)
        return ctx

    async def _needs_evidence(self, ctx: ClaimContext, judged: Judgment | None) -> bool:
        """A claim linked to a reference claim always needs evidence; otherwise the judge decides whether it
        is a factual claim at all ("Thanks for asking!" is not). What the run says is never taken for it."""
        if not ctx.requires:
            return False
        if ctx.ref is not None:
            return True
        probe = judged if judged is not None else await self._ask(ctx.text, [], "applicability")
        if probe.label is None:
            ctx.joint = Joint("failed", probe)  # undetermined: escalated, never charged to the system
            return False
        if probe.label == Label.NOT_APPLICABLE:
            ctx.requires = False
            return False
        return True

    # --- cards -------------------------------------------------------------------------------------------------

    def _output_card(self, c: ClaimContext) -> Card:
        decision = decide(OUTPUT_ROWS, c, c.notes)
        bucket, secondary = (claim_buckets(c) if decision.bucket_rule == "stage" else (None, []))
        ref, case = c.ref, c.case
        claim = ref.claim if ref else None
        undetermined = c.judge_failed and not c.support.supported
        return Card(
            case_id=case.case.case_id, claim_id=claim.claim_id if claim else None, kind="output",
            output_index=c.index, text=c.unit.claim.text, applies_at=claim.applies_at if claim else None,
            consequential=claim.consequential if claim else False, requires_evidence=c.requires,
            answerability=case.answerability, abstained=case.abstained, linked_by=c.link.method,
            extra=ref is None and c.requires and c.coverage.hop_member is None, annotated=case.annotated,
            correct=c.correctness.correct, within_boundary=c.correctness.within_boundary,
            hop_statement_for=c.coverage.hop_member,
            supported=None if not c.requires or undetermined else bool(c.support.supported),
            reference_routes=ref.views if ref else [], retrieved_route=ref.retrieved_route if ref else None,
            context_route=ref.context_route if ref else None,
            missing_dependency=ref.missing_retrieved if ref else [], citations=c.citations.views,
            complete_route=c.coverage.complete_route.set_id if c.coverage.complete_route else None,
            coverage_scope=c.coverage.scope, missing_from_citations=c.coverage.missing,
            joint_support=c.joint.judgment, joint_basis=c.joint.basis, independent_support=c.support.judgment,
            contradiction=c.contradiction, source_notes=c.source_notes, verdict=decision.verdict, bucket=bucket,
            secondary_buckets=secondary, reasons=decision.reasons, decided_by=decision.clause)

    def _omitted_cards(self, ctx: CaseContext, claims: list[ClaimContext]) -> list[Card]:
        stated = {c.ref.claim.claim_id for c in claims if c.ref is not None}
        cards = []
        for state in ctx.required:
            if state.claim.claim_id in stated:
                continue
            decision = decide(OMITTED_ROWS, Omission(ctx, state))
            bucket = (stage_bucket(state.retrieved_ok, state.context_ok, supported=False)
                      if decision.bucket_rule == "stage" else None)
            claim = state.claim
            cards.append(Card(
                case_id=ctx.case.case_id, claim_id=claim.claim_id, kind="omitted", text=claim.text,
                applies_at=claim.applies_at, consequential=claim.consequential, answerability=ctx.answerability,
                abstained=ctx.abstained, annotated=ctx.annotated, reference_routes=state.views,
                verdict=decision.verdict, bucket=bucket, missing_dependency=state.missing_retrieved,
                reasons=decision.reasons, decided_by=decision.clause))
        return cards

    def _case_card(self, ctx: CaseContext) -> Card:
        decision = decide(CASE_ROWS, ctx, [f"the answer abstains in words: {ctx.abstention_text!r}"]
                          if ctx.abstention_text else None)
        bucket = "generation_grounding" if decision.bucket_rule == "stage" else None
        return Card(case_id=ctx.case.case_id, claim_id=None, kind="case", text=ctx.case.question,
                    answerability=ctx.answerability, abstained=ctx.abstained, annotated=ctx.annotated,
                    verdict=decision.verdict, requires_evidence=False, bucket=bucket, reasons=decision.reasons,
                    decided_by=decision.clause)

    # --- strata ------------------------------------------------------------------------------------------------

    def _strata(self, ctx: CaseContext, cards: list[Card]) -> dict[str, str]:
        case = ctx.case
        strata = {k: str(v) for k, v in case.strata.items()}
        routes = ctx.required
        if routes:
            hops = max(min((len(r.members) for r in s.claim.routes), default=0) for s in routes)
            strata.setdefault("hops", str(hops))
            alternatives = max(len(s.usable) for s in routes)
            strata.setdefault("routes", str(alternatives) if alternatives < 3 else "3+")
        strata["blocked_premise"] = str(ctx.answerability == "blocked").lower()
        strata["contradiction"] = str(any(c.contradiction is not None for c in cards)).lower()
        strata["source_age"] = self._source_age(ctx)
        return strata

    def _source_age(self, ctx: CaseContext) -> str:
        published = [self.suite.versions[self.suite.spans[m].version_id].published_at
                     for s in ctx.refs.values() for m in s.members]
        known = [p for p in published if p is not None]
        if not known or ctx.case.cutoff is None:
            return "unknown"
        days = (ctx.case.cutoff - min(known)).days
        return "<1y" if days < 365 else "1-5y" if days < 5 * 365 else ">5y"
