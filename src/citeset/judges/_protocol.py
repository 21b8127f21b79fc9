"""The Judge protocol: (claim, ordered evidence passages) -> label, score, rationale, spec (DESIGN §7)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from enum import StrEnum
from functools import cached_property
from typing import Any, Protocol, Self, runtime_checkable

from pydantic import Field

from citeset._lazyre import lazy_compile
from citeset._model import FrozenRecord, Instant, Record


class Label(StrEnum):
    """What a judge says of a (claim, evidence) pair."""

    ENTAILED = "entailed"
    CONTRADICTED = "contradicted"
    INSUFFICIENT = "insufficient"
    NOT_APPLICABLE = "not_applicable"


class _KeyedRecord(FrozenRecord):
    """A frozen record with a cached `key`; a copy with other fields must hash itself again."""

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        copy = super().model_copy(update=update, deep=deep)
        copy.__dict__.pop("key", None)
        return copy


class JudgeSpec(_KeyedRecord):
    """Everything needed to trace and re-compute a label: recorded with every judgment."""

    name: str = Field(description="Judge family, e.g. 'rules', 'nli', 'llm', 'cascade'.")
    version: str = Field(description="Version of the judge's logic; a new one invalidates cached labels.")
    model: str | None = Field(default=None, description="Model id or path, when a model is used.")
    prompt_hash: str | None = Field(
        default=None, description="sha256 of the prompt template, for LLM judges."
    )
    thresholds: dict[str, float] = Field(default_factory=dict, description="Decision thresholds.")
    params: dict[str, Any] = Field(default_factory=dict, description="Other settings that change labels.")

    @cached_property
    def key(self) -> str:
        """A stable hash of the spec, used to key caches."""
        blob = json.dumps(self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def __str__(self) -> str:
        model = f" model={self.model}" if self.model else ""
        return f"{self.name}@{self.version}{model}"


class Passage(FrozenRecord):
    """One evidence passage given to a judge, in citation order."""

    span_id: str = Field(description="Span or chunk id (delimits the passage for the judge).")
    text: str = Field(description="The passage text.")
    title: str | None = Field(default=None, description="Title of the source the passage comes from.")
    effective_from: Instant = Field(
        default=None, description="Start of the time the source's statements apply."
    )
    effective_to: Instant = Field(default=None, description="End (exclusive) of that time.")

    @property
    def has_metadata(self) -> bool:
        return self.title is not None or self.effective_from is not None or self.effective_to is not None

    def dated_text(self) -> str:
        """The text with the calendar years its source was in effect throughout, as sentences ("In effect in
        2025."): a claim dating the passage's statement ("cost £8.60 in 2025", citing the 2025 fares) says what the
        version's interval says, which a judge reading text alone would miss (audit 47)."""
        years = years_in_effect(self.effective_from, self.effective_to)
        return self.text if not years else self.text + " " + " ".join(f"In effect in {y}." for y in years)

    def metadata_line(self) -> str:
        """The source metadata as one sentence a judge can read ("" when there is none)."""
        parts = []
        if self.title is not None:
            parts.append(f"Source title: {self.title}.")
        if self.effective_from is not None or self.effective_to is not None:
            start = self.effective_from.date().isoformat() if self.effective_from else "unknown"
            end = self.effective_to.date().isoformat() if self.effective_to else "open"
            parts.append(f"Effective from {start} to {end}.")
        return " ".join(parts)


class JudgeRequest(_KeyedRecord):
    """A claim and the ordered passages that should support it."""

    claim: str = Field(description="The claim text.")
    evidence: tuple[Passage, ...] = Field(default=(), description="Ordered passages.")
    purpose: str = Field(
        default="support", description="Why the engine asks (support, joint, single, link ...)."
    )
    inference: tuple[str, ...] = Field(
        default=(),
        description="The route's stated inference assumptions (join on record id, temporal rule, identity "
        "mapping), as sentences the judge may take as given.",
    )

    @cached_property
    def key(self) -> str:
        """Identity of the question asked (purpose excluded: the same question is never asked twice).

        Metadata and inference assumptions enter the key only when present, so keys of requests
        without them (and the labels cached under those keys) are unchanged.
        """
        h = hashlib.sha256(_field(self.claim))
        for p in self.evidence:
            h.update(b"\x1f" + _field(p.span_id) + b"\x1e" + _field(p.text))
            if p.has_metadata:
                h.update(b"\x1d" + _field(p.metadata_line()))
        for statement in self.inference:
            h.update(b"\x1c" + _field(statement))
        return h.hexdigest()

    def premise_sentences(self) -> tuple[str, ...]:
        """The inference assumptions as premise sentences (each ends with a period)."""
        stated = (s.strip() for s in self.inference)
        return tuple(s if s.endswith((".", "!", "?")) else s + "." for s in stated if s)


_SEPARATORS = lazy_compile(r"[\\\x1c-\x1f]")


def _field(text: str) -> bytes:
    """A field of a request key: the separators between fields (and the escape character) escaped inside it, so
    that no two questions share a key (a hardening audit: texts may hold the separators). Text without them, nearly
    all, is hashed as it is, so keys cached before stay valid."""
    if _SEPARATORS.search(text):
        text = _SEPARATORS.sub(lambda m: f"\\{ord(m.group()):02x}", text)
    return text.encode("utf-8", "surrogatepass")


class Judgment(Record):
    """A judge's answer. `label` None means undetermined or failed (see `error`)."""

    label: Label | None = Field(description="The label, or None when undetermined/failed.")
    score: float | None = Field(default=None, description="Confidence or support score in [0, 1].")
    rationale: str = Field(default="", description="Short reason grounded only in the evidence.")
    judge: str = Field(description="The spec string of the judge that decided (e.g. 'rules@1').")
    spec_key: str = Field(description="Hash of the full judge spec.")
    stage: str | None = Field(default=None, description="For cascades: which stage decided.")
    error: str | None = Field(default=None, description="Why the judge failed, when it did.")
    cached: bool = Field(default=False, description="Whether the label came from a cache.")


@runtime_checkable
class Judge(Protocol):
    """A judge labels batches of requests. Failures are Judgments with label None, never exceptions."""

    spec: JudgeSpec

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]: ...


def failed(spec: JudgeSpec, error: str, stage: str | None = None) -> Judgment:
    """A judgment recording a failure (the claim escalates; the run goes on)."""
    return Judgment(label=None, rationale="", judge=str(spec), spec_key=spec.key, stage=stage, error=error)


_MOST_YEARS = 5


def years_in_effect(start: datetime | None, end: datetime | None) -> list[int]:
    """The calendar years wholly inside [start, end) (at most the first five): none for an open or unknown end."""
    if start is None or end is None:
        return []
    # Year Y is inside when start <= 1 January Y and 1 January Y+1 <= end, that is Y+1 <= end.year: read from the
    # ends, no date is built (an interval to 9999-12-31 would need 1 January 10000).
    first = start.year if start == datetime(start.year, 1, 1, tzinfo=start.tzinfo) else start.year + 1
    return list(range(first, min(end.year, first + _MOST_YEARS)))
