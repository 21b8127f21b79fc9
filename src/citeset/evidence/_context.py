"""Typed contexts the DESIGN §3 checks read and fill: one per case, one per output claim."""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol

from citeset.cards import (
    Answerability,
    CitationView,
    Contradiction,
    CoverageScope,
    JointBasis,
    LinkMethod,
    RenderFinding,
    RouteView,
)
from citeset.corpus._models import SourceVersion
from citeset.evidence._admit import Admission, admit
from citeset.evidence._bounds import LongTextReads
from citeset.evidence._claims import ClaimUnit
from citeset.judges._protocol import Judgment, Label, Passage
from citeset.resolve._resolve import Resolved, Resolver
from citeset.resolve._routes import ChunkIndex
from citeset.runs._models import RunRecord
from citeset.suite._models import Case, ReferenceClaim, Route
from citeset.suite._suite import Suite

Purpose = Literal["link", "boundary", "joint", "support", "single", "leave_one_out", "applicability", "conflict"]
"""Why the engine asks the judge; recorded per call so the report can count calls by purpose."""

class Ask(Protocol):
    """Ask the judge (through the run's deduplicating label book) about a claim and ordered passages."""

    def __call__(self, claim: str, passages: list[Passage], purpose: Purpose,
                 inference: tuple[str, ...] = ()) -> Awaitable[Judgment]: ...


@dataclass
class RefState:
    """A reference claim with its routes as they stand for this case's reader and time."""

    claim: ReferenceClaim
    views: list[RouteView]
    usable: list[Route]
    """Admissible routes (any status); completeness only counts those in G(c)."""
    has_trace: bool = False
    retrieved_rank: int | None = None
    retrieved_route: str | None = None
    context_route: str | None = None
    has_context: bool = False
    missing_retrieved: list[str] = field(default_factory=list)

    @property
    def retrieved_ok(self) -> bool | None:
        """Whether a complete admissible route was retrieved (None: no trace)."""
        return self.retrieved_route is not None if self.has_trace else None

    @property
    def context_ok(self) -> bool | None:
        """Whether a complete admissible route reached the model's context (None: not traced)."""
        return self.context_route is not None if self.has_context else None

    @property
    def members(self) -> set[str]:
        return {m for r in self.claim.routes for m in r.members}


@dataclass
class Conflict:
    """§3.9 under `mention_conflict`: disagreeing admissible sources, and whether the answer exposes them."""

    sides: list[Route]
    exposed: bool


@dataclass
class CaseContext:
    """What every claim of one case shares: the case, its record, answerability, routes and the resolver."""

    suite: Suite
    case: Case
    record: RunRecord | None
    resolver: Resolver
    refs: dict[str, RefState]
    answerability: Answerability
    annotated: bool
    abstained: bool = False
    abstention_text: str | None = None
    retrieved_index: ChunkIndex | None = None
    context_index: ChunkIndex | None = None
    conflict: Conflict | None = None
    flag_ignored: bool = False
    """The run flagged an abstention, yet the answer asserts factual claims: they are judged as claims."""
    link_failed: bool = False
    """Some output claim could not be linked because the judge failed: omissions are then undetermined."""
    admissions: dict[tuple[str, str | None, datetime | None, datetime | None], Admission] = field(
        default_factory=dict)
    """Shared by every case of an evaluation: admissibility depends only on (version, reader, cutoff, time)."""
    long_reads: LongTextReads = field(default_factory=LongTextReads)
    """The texts each long text of this case was asked with (`_bounds`: n claims of one long passage are not n x n)."""
    render_findings: list[RenderFinding] = field(default_factory=list)
    """What the run's rendered answer gets wrong (render checks run above the engine and pass them in)."""
    render_attached: set[int] = field(default_factory=set)
    """Positions in `render_findings` of the findings some claim's citation carries; the rest are page-level."""
    pronoun_statements: dict[str, str] = field(default_factory=dict)
    """Reference claim id -> how an output claim that opens with a pronoun may state it (`linking.pronoun_readings`)."""
    stated_scan: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Route member -> (how many of the answer's claims were read for it, the position of the first that states it,
    or -1): answer scope reads each earlier claim once per member, however many later claims ask
    (`coverage._stated_before`)."""

    @property
    def required(self) -> list[RefState]:
        return [s for s in self.refs.values() if s.claim.required]

    def readable(self, version_id: str) -> bool:
        """Whether the case's reader may read a version."""
        return self.suite.versions[version_id].readable_by(self.case.reader)

    def unreadable(self, state: RefState) -> bool:
        """Whether every route of a reference claim has a member the case's reader may not read: the claim, written
        from those members, says what only they say (`Redactor._rests_on_blocked`, for the case's reader). Comparing
        an output claim with it (linking by answer or judge, correctness, compound statements) told a run whether
        its guess of that text was right (a hardening re-audit): such a claim is linked to by claim id only and
        never graded."""
        spans = self.suite.spans
        return bool(state.views) and all(
            any(m not in spans or not self.readable(spans[m].version_id) for m in view.members)
            for view in state.views)

    @property
    def comparable(self) -> list[RefState]:
        """The reference claims an output claim is compared with (not `unreadable`)."""
        return [s for s in self.refs.values() if not self.unreadable(s)]

    def admission(self, version_id: str, applies_at: datetime | None) -> Admission:
        case = self.case
        key = (version_id, case.reader, case.cutoff, applies_at)
        hit = self.admissions.get(key)
        if hit is None:
            hit = admit(self.suite.versions[version_id], case.reader, case.cutoff, applies_at)
            self.admissions[key] = hit
        return hit

    def usable_members(self, refs: list[RefState] | None = None) -> list[str]:
        """Admissible route members of the given (default: all) reference claims, sorted."""
        pool = self.refs.values() if refs is None else refs
        return sorted({m for s in pool for r in s.usable for m in r.members})


@dataclass
class Link:
    """§3.3 linking: the reference claim an output claim answers, and how it was found."""

    ref: RefState | None = None
    method: LinkMethod | None = None
    judgment: Judgment | None = None
    failed: bool = False
    notes: list[str] = field(default_factory=list)


@dataclass
class Correctness:
    """§3.4 correctness and the §3.7 boundary, from one judge question (output claim vs reference claim)."""

    correct: bool | None = None
    within_boundary: bool | None = None
    judgment: Judgment | None = None
    reason: str | None = None
    within_read_with: bool = False
    """Beyond its own reference claim's boundary, but saying no more than it read with the answer's sound earlier
    claims or beside the other reference claims a compound sentence states (`correctness.read_with`; for §4's
    accept only)."""


@dataclass
class Citations:
    """§3.1 validity (and admissibility, resolution) of every delivered citation, in citation order."""

    views: list[CitationView]
    resolved: list[Resolved | None]

    @property
    def admissible(self) -> list[int]:
        return [i for i, v in enumerate(self.views) if v.valid and v.admissible]

    @property
    def invalid(self) -> list[CitationView]:
        return [v for v in self.views if not v.valid]

    @property
    def inadmissible(self) -> list[CitationView]:
        return [v for v in self.views if v.valid and not v.admissible]

    @property
    def unfaithful(self) -> list[CitationView]:
        return [v for v in self.views if v.valid and v.quote_faithful is False]

    @property
    def rendered(self) -> list[CitationView]:
        """Citations the rendered answer shows wrongly (DESIGN §5 resolution, as displayed)."""
        return [v for v in self.views if v.rendering]

    @property
    def has_valid(self) -> bool:
        return any(v.valid for v in self.views)


@dataclass
class Coverage:
    """§3.6 set coverage at claim and answer scope, and §3.7 hop statements."""

    by_member: dict[str, set[int]] = field(default_factory=dict)
    """member -> positions of the claim's admissible citations covering it."""
    complete_route: Route | None = None
    scope: CoverageScope | None = None
    pending_route: Route | None = None
    missing: list[str] = field(default_factory=list)
    hop_member: str | None = None
    wrong_version: list[str] = field(default_factory=list)


@dataclass
class Joint:
    """§3.7 joint support of the cited spans: one explicit basis."""

    basis: JointBasis | None = None
    judgment: Judgment | None = None
    disagrees: bool = False
    """The annotation establishes support but the judge finds the cited spans contradicting the claim."""
    unfound: list[str] = field(default_factory=list)
    """Material terms (numbers, names, negation/modality cues) of the claim that the cited spans lack: a
    judge's entailment is not taken over them."""

    uncovered: str | None = None
    """Why the precision guard (`rules:strict` coverage of the cited spans) did not confirm a judge's
    entailment outside the annotation (None: confirmed, or not needed)."""

    @property
    def established(self) -> bool:
        return (self.basis in ("by_annotation", "judge_entailed") and not self.disagrees and not self.unfound
                and self.uncovered is None)


@dataclass
class Support:
    """§3.5 independent support: annotation for a correct claim within its boundary, else the judge."""

    supported: bool | None = None
    by_annotation: bool = False
    judgment: Judgment | None = None


@dataclass
class ClaimContext:
    """One output claim as the checks see it; each check fills its own typed result."""

    case: CaseContext
    index: int
    unit: ClaimUnit
    requires: bool = True
    notes: list[str] = field(default_factory=list)
    link: Link = field(default_factory=Link)
    correctness: Correctness = field(default_factory=Correctness)
    citations: Citations = field(default_factory=lambda: Citations([], []))
    coverage: Coverage = field(default_factory=Coverage)
    joint: Joint = field(default_factory=Joint)
    support: Support = field(default_factory=Support)
    contradiction: Contradiction | None = None
    conflict: Conflict | None = None
    source_notes: list[str] = field(default_factory=list)
    reading: str | None = None
    """The claim without an opening "Yes," (`linking.read_past_affirmation`): what the checks judge."""
    also: tuple[RefState, ...] = ()
    """Further reference claims the same sentence states (a compound sentence, `linking.compound_statements`):
    their admissible evidence may support it too (§3.5)."""
    stated: dict[str, bool] = field(default_factory=dict)
    """Route members this claim was found to state or not (`coverage.states`), asked once: each later claim of
    the answer asks it again at answer scope."""

    @property
    def text(self) -> str:
        """What the checks judge: the claim as written, or its `reading`."""
        return self.unit.claim.text if self.reading is None else self.reading

    @property
    def ref(self) -> RefState | None:
        return self.link.ref

    @property
    def applies_at(self) -> datetime | None:
        return self.ref.claim.applies_at if self.ref is not None else None

    def passages(self) -> list[Passage]:
        """Admissible cited spans in citation order: what joint support is judged on (built once: it is asked
        for only after validity has marked admissibility)."""
        if self._passages is None:
            views, versions = self.citations.views, self.case.suite.versions
            self._passages = [dated_passage(views[i].ref, views[i].exact or "", versions.get(views[i].version_id or ""))
                              for i in self.citations.admissible]
        return list(self._passages)

    _passages: list[Passage] | None = field(default=None, repr=False)
    failures: list[Judgment] = field(default_factory=list)
    """Other judge questions this claim's verdict depended on that failed (e.g. whether a sentence states a
    route member)."""

    @property
    def judge_failed(self) -> bool:
        joint, support, correct = self.joint.judgment, self.support.judgment, self.correctness.judgment
        # (spelled out, not a generator over the three: read several times a claim, by the verdicts and tallies)
        return (self.link.failed or bool(self.failures) or (joint is not None and joint.label is None)
                or (support is not None and support.label is None) or (correct is not None and correct.label is None))

    @property
    def conflict_statement(self) -> bool:
        """States a disagreement the case expects to be exposed, citing both sides (DESIGN §3.9)."""
        return self.conflict is not None and self.conflict.exposed and len(self.sides_covered()) >= 2

    def sides_covered(self) -> list[Route]:
        if self.conflict is None:
            return []
        covered = self.coverage_members()
        return [r for r in self.conflict.sides if all(m in covered for m in r.members)]

    def coverage_members(self) -> set[str]:
        """Every route member of the case that an admissible citation of this claim covers."""
        views = self.citations.views
        return {m for i in self.citations.admissible for m in views[i].covers}

    @property
    def contradicted(self) -> bool:
        """Admissible evidence contradicts the claim."""
        return contradicts(self.support.judgment) or contradicts(self.joint.judgment)


def entailed(j: Judgment | None) -> bool:
    return j is not None and j.label == Label.ENTAILED


def dated_passage(span_id: str, text: str, version: SourceVersion | None) -> Passage:
    """A passage with its version's effective interval: "cost £8.60 in 2025" citing the 2025 fares says what the
    interval says (`Passage.dated_text`; audit 47)."""
    if version is None:
        return Passage(span_id=span_id, text=text)
    return Passage(span_id=span_id, text=text, effective_from=version.effective_from,
                   effective_to=version.effective_to)


def contradicts(j: Judgment | None) -> bool:
    return j is not None and j.label == Label.CONTRADICTED
