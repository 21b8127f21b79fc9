"""The result of comparing two evaluation outputs: which verdicts changed, and why."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Record

ChangeKind = Literal["changed", "added", "removed"]
Cause = Literal["judge", "annotation", "system", "suite", "config", "citeset", "engine"]
"""What explains a change: the judge spec, the reference routes' annotation versions, the system's answer
(claim text or citations), the suite, evaluation settings, the citeset version, or (when nothing else
differs) the evaluation logic itself."""


class CardKey(Record):
    """How a card is matched across two outputs."""

    case_id: str = Field(description="The case.")
    claim_id: str | None = Field(description="Linked reference claim (None: extra claim or case card).")
    output_index: int | None = Field(description="Position of the claim in the answer (None: omitted/case card).")
    occurrence: int = Field(default=0, description="Index among cards sharing the three fields above.")


class CardSide(Record):
    """What decided one side's verdict."""

    verdict: str = Field(description="The verdict.")
    bucket: str | None = Field(default=None, description="Primary failure bucket.")
    joint_basis: str | None = Field(default=None, description="How joint support was decided.")
    judge: str | None = Field(default=None, description="Judge that labelled joint support (spec string).")
    label: str | None = Field(default=None, description="Joint-support label.")
    annotation_versions: list[str] = Field(default_factory=list, description="set_id@annotation_version/status.")
    decided_by: str | None = Field(default=None, description="The verdict-table rule that decided.")
    reasons: list[str] = Field(default_factory=list, description="Reasons for the verdict.")


class CardChange(Record):
    """One card whose verdict differs (or that only one side has)."""

    key: CardKey = Field(description="The matched card.")
    kind: ChangeKind = Field(description="changed, added (only in B) or removed (only in A).")
    text: str = Field(description="Claim text (B's when present).")
    a: CardSide | None = Field(default=None, description="Side A (None when added).")
    b: CardSide | None = Field(default=None, description="Side B (None when removed).")
    causes: list[Cause] = Field(default_factory=list, description="What differs that explains the change.")
    why: list[str] = Field(default_factory=list, description="Human-readable differences, most telling first.")


class RunSide(Record):
    """Provenance of one evaluation output."""

    path: str = Field(description="The output folder.")
    citeset_version: str = Field(description="citeset version that wrote it.")
    judge: str = Field(description="Judge spec string.")
    judge_key: str = Field(description="Hash of the full judge spec.")
    suite: dict[str, object] = Field(description="Suite as recorded in report.json.")
    run: dict[str, object] = Field(description="Run as recorded in report.json.")
    config: dict[str, object] = Field(description="Settings that change results.")
    cards_digest: str = Field(description="sha256 of cards.jsonl.")
    cards: int = Field(description="Cards read.")


class VerdictDiff(Record):
    """`citeset diff A B`: provenance of both sides, verdict transitions and each changed card."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    a: RunSide = Field(description="The earlier output.")
    b: RunSide = Field(description="The later output.")
    differences: list[str] = Field(default_factory=list, description="Run-level differences (judge, suite ...).")
    unchanged: int = Field(description="Cards present in both with the same verdict.")
    transitions: dict[str, int] = Field(default_factory=dict, description="'A -> B' verdict pair -> cards.")
    changes: list[CardChange] = Field(default_factory=list, description="Every card whose verdict changed.")
