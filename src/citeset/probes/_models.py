"""Persisted probe records: variants (what was shown to the system) and their results (DESIGN §8)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from citeset._model import SCHEMA_VERSION, FrozenRecord, Instant, Record
from citeset.cards import Card
from citeset.corpus._models import SourceVersion, Span
from citeset.suite._models import Case

Intervention = Literal[
    "gold_only", "remove_hop", "alternative_route", "contradiction", "citation_restriction", "identity",
    "temporal", "permission", "order_swap", "equivalent_swap", "newer_version", "hard_negatives"]
INTERVENTIONS: tuple[Intervention, ...] = (
    "gold_only", "remove_hop", "alternative_route", "contradiction", "citation_restriction", "identity",
    "temporal", "permission", "order_swap", "equivalent_swap", "newer_version", "hard_negatives")
"""DESIGN §8 in order, then the metamorphic checks (equivalent_swap, newer_version, hard_negatives)."""

Outcome = Literal["supported_answer", "appropriate_abstention", "unsupported_synthesis", "over_abstention",
                  "undetermined", "system_error"]
"""How a variant's answer turned out. The first three are DESIGN §8's; `over_abstention` is an abstention
although a complete admissible route was given; `undetermined` means the engine escalated (judge failure or
a candidate new route); `system_error` means the system gave no usable answer."""
OUTCOMES: tuple[Outcome, ...] = ("supported_answer", "appropriate_abstention", "unsupported_synthesis",
                                 "over_abstention", "undetermined", "system_error")

ChangeKind = Literal["removed", "replaced", "added", "blocked", "reordered", "restricted", "duplicated"]


class ProbePassage(FrozenRecord):
    """One passage as the system under test receives it (id, text, title, uri, version_id, plus the
    version's status and effective interval so a system can honour time)."""

    id: str = Field(description="The id to cite; perturbed passages have ids of their own.")
    text: str = Field(description="The passage text.")
    title: str | None = Field(default=None, description="Title of the source.")
    uri: str | None = Field(default=None, description="Where the source lives.")
    version_id: str = Field(description="The source version the passage is cut from.")
    status: str = Field(default="current", description="current, superseded, archived or invalidated.")
    effective_from: Instant = Field(default=None, description="Start of the time the passage applies.")
    effective_to: Instant = Field(default=None, description="End (exclusive) of that time.")


class Change(FrozenRecord):
    """One change a variant makes to the selected route, with its provenance."""

    kind: ChangeKind = Field(description="What was done to the member or to the passage list.")
    member: str | None = Field(default=None, description="The route member (span id) changed, if any.")
    new_id: str | None = Field(default=None, description="Id of the passage that replaces or joins it.")
    old: str | None = Field(default=None, description="The value replaced (a number, identifier or date).")
    new: str | None = Field(default=None, description="The replacement value.")
    label: str = Field(description="What the change means, e.g. 'incompatible premise'.")


class Variant(FrozenRecord):
    """One intervention on one selected route: what the system is shown, and the suite to judge it by."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    variant_id: str = Field(description="Stable id: case/claim/intervention[/member].")
    case_id: str = Field(description="The suite case.")
    claim_id: str = Field(description="The probed reference claim.")
    route_id: str = Field(description="The selected complete adjudicated route.")
    intervention: Intervention = Field(description="Which intervention (DESIGN §8 or metamorphic).")
    changes: tuple[Change, ...] = Field(default=(), description="What was changed, member by member.")
    question: str = Field(description="The question asked.")
    reader: str | None = Field(default=None, description="Reader class the answer is for.")
    as_of: Instant = Field(default=None, description="The time the claim is about (applies_at, else cutoff).")
    passages: tuple[ProbePassage, ...] = Field(description="Passages in display order.")
    allowed_citations: tuple[str, ...] | None = Field(default=None, description="Ids the system may cite.")
    baseline_order: tuple[str, ...] | None = Field(
        default=None, description="For swaps: the display order the swapped answer is compared with.")
    withheld: tuple[str, ...] = Field(default=(), description="Known spans not shown (blocked for the reader).")
    expected: tuple[Outcome, ...] = Field(description="Outcomes that satisfy the expectation.")
    case: Case = Field(description="The case as this variant's evidence makes it (claims, routes, answers).")
    versions: tuple[SourceVersion, ...] = Field(default=(), description="Versions made for this variant.")
    spans: tuple[Span, ...] = Field(default=(), description="Spans made for this variant.")


class VariantResult(Record):
    """One line of variants.jsonl: a variant, what the system did, and whether that met the expectation."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    case_id: str = Field(description="The suite case.")
    claim_id: str = Field(description="The probed reference claim.")
    intervention: Intervention = Field(description="Which intervention.")
    variant_id: str = Field(description="Stable variant id.")
    fingerprint: str = Field(description="sha256 of the variant; a changed variant is run again.")
    change: list[Change] = Field(default_factory=list, description="The variant's changes (provenance).")
    passages: list[str] = Field(default_factory=list, description="Passage ids in display order.")
    allowed_citations: list[str] | None = Field(default=None, description="Ids the system was allowed to cite.")
    expected: list[Outcome] = Field(description="Outcomes that satisfy the expectation.")
    observed: Outcome = Field(description="The classified outcome.")
    correct: bool | None = Field(description="Answer correctness, kept apart (None: abstained or no answer).")
    cited: list[str] = Field(default_factory=list, description="Ids the answer cited.")
    baseline_cited: list[str] | None = Field(default=None, description="Swaps: ids cited in the baseline order.")
    violation: bool = Field(description="The outcome is not among the expected ones (or a swap check failed).")
    reason: str = Field(default="", description="Why it is a violation, or what was observed.")
    system_error: str | None = Field(default=None, description="Why the system gave no usable answer.")
    system_seconds: float = Field(default=0.0, description="Time spent inside the system.")
    citeset_seconds: float = Field(default=0.0, description="Time spent evaluating inside citeset.")
    cards: list[Card] = Field(default_factory=list, description="The engine's cards for this variant.")


class InterventionSummary(Record):
    """Counts for one intervention."""

    variants: int = Field(default=0, description="Variants run.")
    expected: dict[str, int] = Field(default_factory=dict, description="Variants per expected outcome.")
    observed: dict[str, int] = Field(default_factory=dict, description="Variants per observed outcome.")
    correct: int = Field(default=0, description="Variants answered correctly.")
    violations: int = Field(default=0, description="Variants whose outcome was not expected.")
    system_errors: int = Field(default=0, description="Variants where the system failed.")


class ProbeSummary(Record):
    """DIR/probe.json."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    citeset_version: str = Field(description="citeset version that probed.")
    suite: str | None = Field(default=None, description="Suite path.")
    system: str = Field(description="The system spec.")
    judge: str = Field(description="The judge that evaluated the answers.")
    interventions: dict[str, InterventionSummary] = Field(description="Per intervention.")
    variants: int = Field(description="Variants in total.")
    violations: int = Field(description="Violations in total.")
    system_errors: int = Field(description="System errors in total.")
    skipped: dict[str, str] = Field(default_factory=dict,
                                    description="Claims not probed (no complete admissible route), and why.")
    violation_list: list[dict[str, str]] = Field(default_factory=list,
                                                 description="variant_id and reason of each violation.")
