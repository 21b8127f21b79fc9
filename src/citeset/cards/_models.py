"""Acceptance cards: one typed record per claim with its verdict, bucket and reasons (DESIGN §4)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Instant, Record
from citeset.judges._protocol import Judgment

Verdict = Literal["accept", "revise_citations", "abstain", "reject", "escalate"]
Bucket = Literal["retrieval_miss", "context_assembly", "generation_grounding", "attribution", "resolution",
                 "freshness"]
Answerability = Literal["answerable", "blocked", "not_found"]
CardKind = Literal["output", "omitted", "case"]
Necessity = Literal["needed", "redundant", "irrelevant"]
LinkMethod = Literal["claim_id", "answer", "judge"]
JointBasis = Literal["by_annotation", "judge_entailed", "judge_insufficient", "judge_contradicted", "failed"]
"""How joint support of the cited spans was decided (DESIGN §3.7): a covered adjudicated route of a correct
claim within its reference claim's boundary, or the judge's label on the cited spans."""
CoverageScope = Literal["claim", "answer"]
"""Which citations completed the route (DESIGN §3.6): the claim's own, or with earlier hop statements."""
VERDICTS: tuple[Verdict, ...] = ("accept", "revise_citations", "abstain", "reject", "escalate")
BUCKETS: tuple[Bucket, ...] = ("retrieval_miss", "context_assembly", "generation_grounding", "attribution",
                               "resolution", "freshness")


class RouteView(Record):
    """A reference route as it stands for this case's reader and time."""

    set_id: str = Field(description="Route id.")
    members: list[str] = Field(description="Member span ids.")
    inference: list[str] = Field(default_factory=list, description="Stated inference assumptions.")
    annotation_version: str = Field(description="Annotation version of the route.")
    status: str = Field(description="adjudicated, proposed or disputed.")
    admissible: bool = Field(description="Whether every member is admissible for this case.")
    obstacles: dict[str, list[str]] = Field(default_factory=dict, description="member -> why inadmissible.")


RenderCheck = Literal["marker_target", "keyboard", "repeat_consistency", "stream_stability",
                      "table_list_attachment", "blocked_text"]
"""The checks of a rendered answer (`citeset render-check`, and `evaluate` on `trace.rendered_html`)."""


class RenderFinding(Record):
    """A citation as the reader meets it in the rendered answer gets something wrong (DESIGN §5 resolution)."""

    check: RenderCheck = Field(description="The render check that found it.")
    span_id: str | None = Field(default=None, description="The span id the marker should open.")
    marker: str | None = Field(default=None, description="The marker as displayed, with its position: '[2] #3'.")
    message: str = Field(description="What is wrong, in words.")
    screenshot: str | None = Field(
        default=None, description="PNG of the offending element, relative to the report folder (None: not taken).")


class CitationView(Record):
    """One delivered citation: what it resolves to and what it does for the claim."""

    ref: str = Field(description="What the answer cited (span/chunk id, uri, range or marker).")
    marker: str | None = Field(default=None, description="Inline marker label, when the citation came from one.")
    valid: bool = Field(description="Whether it resolves to a range of a frozen version.")
    error: str | None = Field(default=None, description="Why it does not resolve.")
    version_id: str | None = Field(default=None, description="Resolved version.")
    start: int | None = Field(default=None, description="Resolved start offset.")
    end: int | None = Field(default=None, description="Resolved end offset.")
    exact: str | None = Field(default=None, description="The exact cited text.")
    admissible: bool | None = Field(default=None, description="Admissible for this case and claim.")
    obstacles: list[str] = Field(default_factory=list, description="Why it is inadmissible.")
    quote: str | None = Field(default=None, description="The quote the answer gave.")
    quote_faithful: bool | None = Field(default=None, description="Quote found in the cited span (None: no quote, or a quote of a version "
                                                 "the case's reader may not read, which is not checked).")
    covers: list[str] = Field(default_factory=list, description="Route member spans this citation covers.")
    necessity: Necessity | None = Field(default=None, description="needed, redundant or irrelevant.")
    aligned: bool = Field(default=False, description="Its evidence set entails the claim and it contributes.")
    segment: str = Field(default="", description="The claim segment the citation is attached to.")
    warning: str | None = Field(default=None, description="A resolution problem found while resolving it.")
    rendering: list[RenderFinding] = Field(
        default_factory=list, description="What the rendered answer gets wrong about this citation (empty: "
                                          "nothing, or the run carries no rendered answer).")


class Contradiction(Record):
    """Admissible evidence that contradicts the claim, and how the answer treats it."""

    spans: list[str] = Field(description="Span ids of the contradicting evidence.")
    rationale: str = Field(default="", description="What conflicts.")
    treatment: Literal["ignored", "mentioned", "resolved"] = Field(description="How the answer treats it.")


class Card(Record):
    """The acceptance card of one claim (or of an abstaining answer to a case without reference claims)."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    case_id: str = Field(description="The case.")
    claim_id: str | None = Field(description="Linked reference claim (None for unlinked extra claims / case cards).")
    kind: CardKind = Field(description="output (a stated claim), omitted (required, not stated), case.")
    output_index: int | None = Field(default=None, description="Position of the claim in the answer.")
    text: str = Field(description="The claim text (output text, or reference text when omitted).")
    applies_at: Instant = Field(default=None, description="Time the claim is about.")
    consequential: bool = Field(default=False, description="Whether the reference claim is consequential.")
    requires_evidence: bool = Field(default=True, description="Whether the claim needs evidence.")
    answerability: Answerability = Field(description="Answerability of the case for its reader.")
    abstained: bool = Field(default=False, description="Whether the system abstained.")
    linked_by: LinkMethod | None = Field(default=None, description="How the claim was linked to a reference claim.")
    extra: bool = Field(default=False, description="An output claim linked to no reference claim.")
    annotated: bool = Field(default=True, description="Whether the case has reference routes (DESIGN §3).")
    correct: bool | None = Field(default=None, description="States an accepted answer (None: not applicable).")
    within_boundary: bool | None = Field(
        default=None, description="Asserts nothing beyond its reference claim (None: not linked).")
    hop_statement_for: str | None = Field(
        default=None, description="The route member this unlinked claim restates, when it is a hop statement.")
    supported: bool | None = Field(default=None, description="Independently supported by admissible evidence.")
    reference_routes: list[RouteView] = Field(default_factory=list, description="G(c) with admissibility.")
    retrieved_route: str | None = Field(default=None, description="A complete route among retrieved spans.")
    context_route: str | None = Field(default=None, description="A complete route among the context spans.")
    missing_dependency: list[str] = Field(default_factory=list, description="Route members nothing retrieved.")
    citations: list[CitationView] = Field(default_factory=list, description="Delivered citations.")
    complete_route: str | None = Field(default=None, description="A complete admissible route the citations cover.")
    coverage_scope: CoverageScope | None = Field(
        default=None, description="claim or answer: which citations completed the route.")
    missing_from_citations: list[str] = Field(default_factory=list,
                                              description="Members of the closest route the citations lack.")
    joint_support: Judgment | None = Field(default=None, description="Judge label for the cited spans jointly.")
    joint_basis: JointBasis | None = Field(
        default=None, description="How joint support was decided (None: no admissible citation to judge).")
    independent_support: Judgment | None = Field(default=None, description="Judge label against suite evidence.")
    source_notes: list[str] = Field(default_factory=list, description="Authority, disagreement (not support).")
    contradiction: Contradiction | None = Field(default=None, description="Contradicting admissible evidence.")
    interventions: list[dict[str, str]] = Field(default_factory=list, description="Probe outcomes, when run.")
    verdict: Verdict = Field(description="accept, revise_citations, abstain, reject or escalate.")
    bucket: Bucket | None = Field(default=None, description="Primary failure bucket (None when not failing).")
    secondary_buckets: list[Bucket] = Field(default_factory=list, description="Other applicable buckets.")
    reasons: list[str] = Field(default_factory=list, description="Why the verdict, the deciding rule first.")
    decided_by: str | None = Field(default=None, description="The verdict-table rule (DESIGN clause) that decided.")
    render_findings: list[RenderFinding] = Field(
        default_factory=list, description="Findings of the case's rendered answer that name no citation of any "
                                          "claim (page-level: no answer shown, never quiet, blocked text).")
