"""Evaluating one case: answerability, citations, linking, coverage, support, necessity, cards, tallies."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise

from citeset.corpus._normalize import quote_in
from citeset.evidence._admit import Admission, admit
from citeset.evidence._cards import Answerability, Card, CitationView, Contradiction, LinkMethod, RouteView
from citeset.evidence._claims import ClaimUnit, accepted_answers, contains_answer, has_content, output_claims
from citeset.evidence._resolve import Resolved, Resolver, Unresolved, covers
from citeset.evidence._routes import (
    ChunkIndex,
    RouteCover,
    closest,
    first_complete,
    rank_needed,
    route_covers,
)
from citeset.evidence._verdict import ClaimFacts, RefState, stage_bucket
from citeset.judges._book import LabelBook
from citeset.judges._protocol import JudgeRequest, Judgment, Label, Passage
from citeset.metrics._types import Tally
from citeset.runs._models import RunRecord
from citeset.suite._models import Case
from citeset.suite._suite import Suite

_CONFLICT_CUES = ("however", "conflict", "disagree", "other sources", "some sources", "contradict", "whereas",
                  "although", "but another", "differs")


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


@dataclass
class CaseResult:
    """Cards of one case plus what the metrics need."""

    case_id: str
    cards: list[Card]
    tally: Tally
    strata: dict[str, str]
    evidence_claims: int = 0
    judge_failures: int = 0


class CaseEvaluator:
    """Evaluates cases of one suite with one judge (through a deduplicating LabelBook)."""

    def __init__(self, suite: Suite, book: LabelBook, config: EvalConfig) -> None:
        self.suite = suite
        self.book = book
        self.config = config
        self._resolved: dict[str, Resolved | Unresolved] = {}
        from citeset.retrieval._metrics import case_tally

        self._partial = case_tally

    async def _ask(self, claim: str, passages: list[Passage], purpose: str) -> Judgment:
        return await self.book.label(JudgeRequest(claim=claim, evidence=tuple(passages), purpose=purpose))

    def _admission(self, memo: dict[tuple[str, datetime | None], Admission], case: Case, version_id: str,
                   applies_at: datetime | None) -> Admission:
        key = (version_id, applies_at)
        hit = memo.get(key)
        if hit is None:
            hit = admit(self.suite.versions[version_id], case.reader, case.cutoff, applies_at)
            memo[key] = hit
        return hit

    async def evaluate(self, case: Case, record: RunRecord | None) -> CaseResult:
        suite, spans = self.suite, self.suite.spans
        memo: dict[tuple[str, datetime | None], Admission] = {}
        trace = record.trace if record is not None else None
        resolver = Resolver(suite, trace.chunks if trace is not None else None, self._resolved)

        refs: dict[str, RefState] = {}
        for claim in case.claims:
            views, usable = [], []
            for route in claim.routes:
                obstacles = {m: list(self._admission(memo, case, spans[m].version_id, claim.applies_at).obstacles)
                             for m in route.members}
                obstacles = {m: o for m, o in obstacles.items() if o}
                views.append(RouteView(set_id=route.set_id, members=list(route.members),
                                       inference=list(route.inference), annotation_version=route.annotation_version,
                                       status=route.status, admissible=not obstacles, obstacles=obstacles))
                if not obstacles:
                    usable.append(route)
            refs[claim.claim_id] = RefState(claim, views, usable)
        required = [s for s in refs.values() if s.claim.required]
        answerability: Answerability
        if not case.answerable or not case.claims:
            answerability = "not_found"
        elif all(s.usable for s in required):
            answerability = "answerable"
        else:
            answerability = "blocked"

        # Retrieval and context: where the first complete route appears.
        retrieved_index: ChunkIndex | None = None
        if trace is not None and trace.retrieved is not None:
            items = trace.retrieved
            ranks = [x.rank if x.rank is not None else i for i, x in enumerate(items)]
            if any(a > b for a, b in pairwise(ranks)):
                items = [x for _, _, x in sorted(zip(ranks, range(len(items)), items, strict=True))]
            retrieved_index = ChunkIndex(resolver.resolve_ranked(x.span_id for x in items))
        context_index: ChunkIndex | None = None
        if trace is not None and trace.context is not None:
            context_index = ChunkIndex(resolver.resolve_ranked(trace.context))
        for state in refs.values():
            if retrieved_index is not None:
                state.has_trace = True
                state.retrieved_rank = rank_needed(state.usable, spans, retrieved_index)
                usable_covers = route_covers(state.usable, spans, retrieved_index)
                found = first_complete(usable_covers)
                state.retrieved_route = found.set_id if found else None
                near = closest(usable_covers or route_covers(list(state.claim.routes), spans, retrieved_index))
                state.missing_retrieved = list(near.missing) if near else []
            if context_index is not None:
                state.has_context = True
                found = first_complete(route_covers(state.usable, spans, context_index))
                state.context_route = found.set_id if found else None

        retrieval_only = (record is not None and record.abstained is None and not record.answer_text.strip()
                          and record.claims is None and trace is not None)
        abstained = record is not None and (
            bool(record.abstained)
            or (record.abstained is None and not record.answer_text.strip() and not record.claims
                and trace is None))
        units: list[ClaimUnit] = []
        if record is not None and not retrieval_only:
            units = output_claims(record, self.config.attach)
            if abstained and record.claims is None:
                units = []  # the text of an abstention ("I cannot answer") is not a claim

        cards: list[Card] = []
        facts_by_ref: dict[str, list[ClaimFacts]] = {}
        all_facts: list[ClaimFacts] = []
        for index, unit in enumerate(units):
            facts = await self._output_claim(case, unit, index, refs, resolver, memo, answerability, abstained,
                                             record)
            all_facts.append(facts)
            if facts.ref is not None:
                facts_by_ref.setdefault(facts.ref.claim.claim_id, []).append(facts)
            cards.append(facts.card())

        for state in required:
            if state.claim.claim_id in facts_by_ref or retrieval_only:
                continue
            cards.append(self._omitted_card(case, state, answerability, abstained))
        if not case.claims and abstained:
            verdict = "abstain" if answerability != "answerable" else "reject"
            cards.append(Card(case_id=case.case_id, claim_id=None, kind="case", text=case.question,
                              answerability=answerability, abstained=True, verdict=verdict,
                              requires_evidence=False,
                              reasons=[f"the system abstained; the case is {answerability} for its reader"]))
        elif not cards and not retrieval_only:
            # Nothing to omit and no claim made: the case still gets a card, so none goes unreported.
            why = ("the run has no record for this case" if record is None
                   else "the answer states no claim and is not flagged as an abstention")
            cards.append(Card(case_id=case.case_id, claim_id=None, kind="case", text=case.question,
                              answerability=answerability, abstained=False, verdict="reject",
                              requires_evidence=False, bucket="generation_grounding",
                              reasons=[f"{why}: it neither answered nor abstained"]))

        tally = self._tally(case, refs, required, all_facts, facts_by_ref, answerability, abstained,
                            retrieval_only, record, retrieved_index is not None)
        if retrieved_index is not None:
            # Partial-coverage metrics users know (Hit@k, MRR ...), beside complete-set recall.
            partial = self._partial(self.suite, case, retrieved_index.chunks, list(self.config.ks),
                                    retrieved_index.first_cover)
            tally.update(partial or {})
        strata = self._strata(case, refs, answerability, cards)
        evidence_claims = sum(1 for f in all_facts if f.requires)
        failures = sum(1 for f in all_facts if f.judge_failed)
        return CaseResult(case.case_id, cards, tally, strata, evidence_claims, failures)

    async def _output_claim(self, case: Case, unit: ClaimUnit, index: int, refs: dict[str, RefState],
                            resolver: Resolver, memo: dict[tuple[str, datetime | None], Admission],
                            answerability: Answerability, abstained: bool, record: RunRecord | None) -> ClaimFacts:
        oc = unit.claim
        text = oc.text
        requires = oc.requires_citation if oc.requires_citation is not None else has_content(text)

        # Linking (claim_id, answer string, judge) and correctness.
        ref: RefState | None = None
        linked_by: LinkMethod | None = None
        reasons: list[str] = []
        link_judgments: dict[str, Judgment] = {}
        if oc.claim_id is not None and "claim_id" in self.config.link:
            ref = refs.get(oc.claim_id)
            linked_by = "claim_id" if ref else None
            if ref is None:
                reasons.append(f"claim_id {oc.claim_id!r} is not a reference claim of this case")
        if ref is None and oc.claim_id is None and "answer" in self.config.link:
            for state in refs.values():
                answers = accepted_answers(case, state.claim)
                if answers and contains_answer(text, answers):
                    ref, linked_by = state, "answer"
                    break
        if ref is None and oc.claim_id is None and "judge" in self.config.link and requires and refs:
            for state in refs.values():
                j = await self._ask(state.claim.text, [Passage(span_id="answer", text=text)], "link")
                link_judgments[state.claim.claim_id] = j
                if j.label in (Label.ENTAILED, Label.CONTRADICTED):
                    ref, linked_by = state, "judge"
                    break
        correct: bool | None = None
        if ref is not None:
            answers = accepted_answers(case, ref.claim)
            if answers:
                correct = contains_answer(text, answers)
            else:
                j = link_judgments.get(ref.claim.claim_id) or await self._ask(
                    ref.claim.text, [Passage(span_id="answer", text=text)], "link")
                correct = j.label == Label.ENTAILED

        # Citations: validity, admissibility, quote fidelity.
        applies_at = ref.claim.applies_at if ref is not None else None
        views: list[CitationView] = []
        resolved: list[Resolved | None] = []
        for cit in oc.citations:
            res = resolver.resolve(cit)
            if isinstance(res, Unresolved):
                views.append(CitationView(ref=cit.target, marker=cit.marker, valid=False, error=res.reason,
                                          quote=cit.quote, quote_faithful=False if cit.quote else None,
                                          segment=text))
                resolved.append(None)
                continue
            adm = self._admission(memo, case, res.version_id, applies_at)
            views.append(CitationView(
                ref=cit.target, marker=cit.marker, valid=True, version_id=res.version_id, start=res.start,
                end=res.end, exact=res.text, admissible=adm.ok, obstacles=list(adm.obstacles), quote=cit.quote,
                quote_faithful=quote_in(cit.quote, res.text) if cit.quote is not None else None, segment=text))
            resolved.append(res)
        for label in unit.dangling:
            views.append(CitationView(ref=f"[{label}]", marker=label, valid=False, segment=text,
                                      error=f"marker [{label}] points to no listed source"))
            resolved.append(None)

        facts = ClaimFacts(case=case, index=index, text=text, requires=requires, ref=ref, linked_by=linked_by,
                           correct=correct, citations=views, answerability=answerability, abstained=abstained,
                           reasons=reasons, record=record)
        self._source_facts(facts, memo, applies_at)
        if not requires:
            return facts
        admissible_pos = [i for i, v in enumerate(views) if v.valid and v.admissible]
        passages = [Passage(span_id=views[i].ref, text=views[i].exact or "") for i in admissible_pos]
        if passages:
            facts.joint = await self._ask(text, passages, "joint")
        if oc.requires_citation is None:
            # The judge decides whether the claim needs evidence at all ("Thanks for asking!" does not).
            probe = facts.joint if facts.joint is not None else await self._ask(text, [], "applicability")
            if probe.label == Label.NOT_APPLICABLE:
                facts.requires = False
                facts.joint = None
                return facts

        spans = self.suite.spans
        usable = ref.usable if ref is not None else []
        if ref is not None:
            # member -> positions of the admissible citations covering it; every route check reads this.
            admissible = set(admissible_pos)
            members = {m for r in ref.claim.routes for m in r.members}
            by_member: dict[str, set[int]] = {m: set() for m in members}
            for pos, target in enumerate(resolved):
                if target is None:
                    continue
                hit = sorted(m for m in members if covers(target, spans[m]))
                views[pos].covers = hit
                if pos in admissible:
                    for m in hit:
                        by_member[m].add(pos)
            facts.cited_by_member = by_member
            cover = [RouteCover(r, tuple(m for m in r.members if not by_member[m])) for r in usable]
            complete = first_complete(cover)
            facts.complete_route = complete
            every = cover or [RouteCover(r, tuple(m for m in r.members if not by_member[m]))
                              for r in ref.claim.routes]
            near = closest(every)
            facts.missing = list(near.missing) if near and not complete else []

        # Independent support: annotation decides for a correct claim with an admissible route.
        if correct and usable:
            facts.supported_by_annotation = True
            if not self.config.schedule:
                await self._ask(text, [Passage(span_id=m, text=spans[m].exact)
                                       for m in sorted({m for r in usable for m in r.members})], "support")
        else:
            pool = list(refs.values()) if ref is None else [ref]
            suite_evidence = sorted({m for s in pool for r in s.usable for m in r.members})
            if suite_evidence:
                facts.support = await self._ask(
                    text, [Passage(span_id=m, text=spans[m].exact) for m in suite_evidence], "support")
        await self._necessity(facts, admissible_pos, passages)
        if facts.contradicted:
            rationale = next((j.rationale for j in (facts.support, facts.joint)
                              if j is not None and j.label == Label.CONTRADICTED), "")
            source = facts.support if facts.support and facts.support.label == Label.CONTRADICTED else facts.joint
            assert source is not None
            ids = ([p.span_id for p in passages] if source is facts.joint else
                   sorted({m for s in ([ref] if ref else refs.values()) for r in s.usable for m in r.members}))
            answer = (record.answer_text if record else "").casefold()
            treatment = "mentioned" if any(c in answer for c in _CONFLICT_CUES) else "ignored"
            facts.contradiction = Contradiction(spans=ids, rationale=rationale, treatment=treatment)
        return facts

    def _source_facts(self, facts: ClaimFacts, memo: dict[tuple[str, datetime | None], Admission],
                      applies_at: datetime | None) -> None:
        """Source truth notes (kept apart from support) and citations that land in the wrong version."""
        versions = self.suite.versions
        needed: dict[str, set[str]] = {}
        if facts.ref is not None:
            for route in facts.ref.claim.routes:
                for member in route.members:
                    vid = self.suite.spans[member].version_id
                    needed.setdefault(versions[vid].source_id, set()).add(vid)
        seen: set[str] = set()
        for view in facts.citations:
            if view.version_id is None or view.version_id in seen:
                continue
            vid = view.version_id
            seen.add(vid)
            version = versions[vid]
            if version.authority:
                facts.source_notes.append(f"{vid}: authority {version.authority}")
            if version.status != "current":
                facts.source_notes.append(f"{vid}: status {version.status}")
            for flag in self._admission(memo, facts.case, vid, applies_at).flags:
                facts.source_notes.append(f"{vid}: {flag}")
            other = needed.get(version.source_id, set())
            if other and vid not in other and view.admissible:
                facts.wrong_version.append(f"{view.ref} -> {vid} (route needs {', '.join(sorted(other))})")

    async def _necessity(self, facts: ClaimFacts, admissible_pos: list[int], passages: list[Passage]) -> None:
        """Label each citation needed / redundant / irrelevant, asking the judge only where coverage can't."""
        views = facts.citations
        for view in views:
            if not (view.valid and view.admissible):
                view.necessity = "irrelevant"
        if not admissible_pos:
            return
        if not self.config.schedule:
            # Unscheduled baseline: every ALCE question (each citation alone, each leave-one-out).
            for k in range(len(passages)):
                await self._ask(facts.text, [passages[k]], "single")
                if len(passages) > 1:
                    await self._ask(facts.text, passages[:k] + passages[k + 1:], "leave_one_out")
        usable = facts.ref.usable if facts.ref is not None else []
        if facts.complete_route is not None:
            by_member = facts.cited_by_member
            for pos in admissible_pos:
                still = any(all(by_member[m] - {pos} for m in r.members) for r in usable)
                if not still:
                    views[pos].necessity = "needed"
                elif views[pos].covers:
                    views[pos].necessity = "redundant"
                else:
                    alone = await self._ask(facts.text, [passages[admissible_pos.index(pos)]], "single")
                    views[pos].necessity = "redundant" if alone.label == Label.ENTAILED else "irrelevant"
        elif facts.joint is not None and facts.joint.label == Label.ENTAILED:
            if len(admissible_pos) == 1:
                views[admissible_pos[0]].necessity = "needed"
            else:
                for k, pos in enumerate(admissible_pos):
                    rest = await self._ask(facts.text, passages[:k] + passages[k + 1:], "leave_one_out")
                    if rest.label != Label.ENTAILED:
                        views[pos].necessity = "needed"
                        continue
                    alone = await self._ask(facts.text, [passages[k]], "single")
                    views[pos].necessity = "redundant" if alone.label == Label.ENTAILED else "irrelevant"
        if facts.set_supports:
            for view in views:
                view.aligned = view.necessity in ("needed", "redundant")

    def _omitted_card(self, case: Case, state: RefState, answerability: Answerability, abstained: bool) -> Card:
        claim = state.claim
        if answerability != "answerable" and abstained:
            verdict, bucket = "abstain", None
            reasons = [f"required claim not stated; the case is {answerability} for its reader and the system "
                       "abstained"]
        else:
            verdict = "reject"
            bucket = stage_bucket(state.retrieved_ok, state.context_ok, supported=False)
            reasons = ["over-abstention: the case is answerable and the system abstained" if abstained
                       else "required claim omitted: no output claim states it"]
            if answerability != "answerable":
                reasons.append(f"the case is {answerability} for its reader: the system should have abstained")
        return Card(case_id=case.case_id, claim_id=claim.claim_id, kind="omitted", text=claim.text,
                    applies_at=claim.applies_at, consequential=claim.consequential, answerability=answerability,
                    abstained=abstained, reference_routes=state.views, verdict=verdict, bucket=bucket,
                    retrieved_route=None, missing_dependency=state.missing_retrieved, reasons=reasons)

    def _tally(self, case: Case, refs: dict[str, RefState], required: list[RefState],
               facts: list[ClaimFacts], by_ref: dict[str, list[ClaimFacts]], answerability: Answerability,
               abstained: bool, retrieval_only: bool, record: RunRecord | None, has_trace: bool) -> Tally:
        t: Tally = {}
        answerable = answerability == "answerable"
        if answerable and has_trace:
            ranks = [s.retrieved_rank for s in required]
            for k in self.config.ks:
                hit = all(r is not None and r <= k for r in ranks)
                t[f"complete_set_recall@{k}"] = (float(hit), 1.0)
        if retrieval_only:
            return t
        if answerable:
            all_correct = all(any(f.correct for f in by_ref.get(s.claim.claim_id, ())) for s in required)
            t["answer_correctness"] = (float(all_correct and not abstained), 1.0)
            complete = all(any(f.supported and f.complete_route is not None
                               for f in by_ref.get(s.claim.claim_id, ())) for s in required)
            t["complete_citation_rate"] = (float(complete and not abstained), 1.0)
            t["over_abstention"] = (float(abstained), 1.0)
        else:
            t["appropriate_abstention"] = (float(abstained), 1.0)
        evidence = [f for f in facts if f.requires]
        supported = [f for f in evidence if f.supported]
        t["citation_set_completeness"] = (float(sum(f.complete_route is not None for f in supported)),
                                          float(len(supported)))
        t["citation_completeness"] = (float(sum(bool(f.citations) for f in evidence)), float(len(evidence)))
        cits = [v for f in facts for v in f.citations]
        t["aligned_citation_precision"] = (float(sum(v.aligned for v in cits)), float(len(cits)))
        t["citation_validity"] = (float(sum(v.valid for v in cits)), float(len(cits)))
        quotes = [v for v in cits if v.quote is not None]
        t["quote_fidelity"] = (float(sum(bool(v.quote_faithful) for v in quotes)), float(len(quotes)))
        if record is not None and not abstained:
            bad = any(f.unsupported for f in evidence)
            t["unsupported_answer_rate"] = (float(bad), 1.0)
        return t

    def _strata(self, case: Case, refs: dict[str, RefState], answerability: Answerability,
                cards: list[Card]) -> dict[str, str]:
        strata = {k: str(v) for k, v in case.strata.items()}
        routes = [s for s in refs.values() if s.claim.required]
        if routes:
            hops = max(min((len(r.members) for r in s.claim.routes), default=0) for s in routes)
            strata.setdefault("hops", str(hops))
            alternatives = max(len(s.usable) for s in routes)
            strata.setdefault("routes", str(alternatives) if alternatives < 3 else "3+")
        strata["blocked_premise"] = str(answerability == "blocked").lower()
        strata["contradiction"] = str(any(c.contradiction is not None for c in cards)).lower()
        strata["source_age"] = self._source_age(case, refs)
        return strata

    def _source_age(self, case: Case, refs: dict[str, RefState]) -> str:
        published = [self.suite.versions[self.suite.spans[m].version_id].published_at
                     for s in refs.values() for r in s.claim.routes for m in r.members]
        known = [p for p in published if p is not None]
        if not known or case.cutoff is None:
            return "unknown"
        days = (case.cutoff - min(known)).days
        return "<1y" if days < 365 else "1-5y" if days < 5 * 365 else ">5y"
