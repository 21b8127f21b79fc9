"""A run: what the system under test answered, cited and retrieved, one record per case."""

from __future__ import annotations

from pydantic import ConfigDict, Field, StrictFloat, StrictInt, model_validator
from pydantic.dataclasses import dataclass

from citeset._model import SCHEMA_VERSION, Record


class Citation(Record):
    """One citation: a suite span, a run chunk, or a raw character range of a version."""

    span_id: str | None = Field(default=None, description="A span of the suite.")
    chunk_id: str | None = Field(default=None, description="A chunk of the run's trace (or a suite span).")
    uri: str | None = Field(default=None, description="A whole source, by uri.")
    version_id: str | None = Field(default=None, description="With start/end: a raw range of a version.")
    start: int | None = Field(default=None, ge=0, description="Start offset of a raw range.")
    end: int | None = Field(default=None, ge=0, description="End offset of a raw range.")
    quote: str | None = Field(default=None, description="Text the answer says it quotes from the cited span.")
    marker: str | None = Field(default=None, description="The inline marker this citation came from, if any.")

    @model_validator(mode="after")
    def _one_target(self) -> Citation:
        forms = [self.span_id is not None, self.chunk_id is not None, self.uri is not None,
                 self.version_id is not None]
        if sum(forms) == 0:
            raise ValueError("a citation needs one of span_id, chunk_id, uri or version_id+start+end")
        if sum(forms) > 1:
            raise ValueError("a citation names more than one of span_id, chunk_id, uri, version_id")
        if self.version_id is not None and (self.start is None or self.end is None):
            raise ValueError("a version_id citation needs start and end")
        return self

    @property
    def target(self) -> str:
        """A readable name for what is cited."""
        if self.version_id is not None:
            return f"{self.version_id}[{self.start}:{self.end}]"
        return str(self.span_id or self.chunk_id or self.uri)


class OutputClaim(Record):
    """A claim the system asserted, with its citations."""

    text: str = Field(description="The claim as the system stated it.")
    claim_id: str | None = Field(default=None, description="The reference claim it answers, if the system says.")
    citations: list[Citation] = Field(default_factory=list, description="What the claim cites.")
    requires_citation: bool | None = Field(
        default=None, description="Whether the claim needs evidence (None: decided by content)."
    )


class SourceRef(Record):
    """An entry of an answer's source list, referenced by inline markers."""

    marker: str = Field(description="The marker label, e.g. '1'.")
    span_id: str | None = Field(default=None, description="A suite span.")
    chunk_id: str | None = Field(default=None, description="A chunk of the run's trace.")
    uri: str | None = Field(default=None, description="A whole source, by uri.")
    quote: str | None = Field(default=None, description="Quoted text, checked for fidelity.")

    @model_validator(mode="after")
    def _one_target(self) -> SourceRef:
        if sum(x is not None for x in (self.span_id, self.chunk_id, self.uri)) != 1:
            raise ValueError("a source needs exactly one of span_id, chunk_id or uri")
        return self


@dataclass(slots=True, frozen=True, config=ConfigDict(extra="forbid"))
class Retrieved:
    """One retrieved item of the trace.

    A slotted pydantic dataclass rather than a model: a run holds tens of retrieved items per case, and
    this keeps each item at a sixth of a model's memory (validated and serialised the same way).
    """

    span_id: str = Field(description="Suite span or trace chunk id.")
    rank: StrictInt | None = Field(default=None, ge=0, description="Rank (1 = first); list order when absent.")
    score: StrictFloat | StrictInt | None = Field(default=None, allow_inf_nan=False,
                                                  description="Retriever score (a finite number).")


class Chunk(Record):
    """A chunk of the system's own chunk table (when its chunks are not suite spans)."""

    span_id: str = Field(description="The chunk id.")
    version_id: str = Field(description="The version it was cut from.")
    start: int | None = Field(default=None, ge=0, description="Start offset.")
    end: int | None = Field(default=None, ge=0, description="End offset.")
    exact: str | None = Field(default=None, description="The chunk text.")


class Trace(Record):
    """What the system retrieved and sent to its model."""

    retrieved: list[Retrieved] | None = Field(default=None, description="Ranked retrieval results.")
    context: list[str] | None = Field(default=None, description="Ordered chunk ids actually sent to the model.")
    chunks: list[Chunk] = Field(default_factory=list, description="The system's own chunk table.")
    rendered_html: str | None = Field(default=None, description="The answer as displayed.")


class RunRecord(Record):
    """The system's output for one case."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    case_id: str = Field(min_length=1, description="The case answered.")
    answer_text: str = Field(default="", description="The full answer text.")
    abstained: bool | None = Field(default=None, description="Whether the system declined to answer.")
    claims: list[OutputClaim] | None = Field(default=None, description="Structured claims with citations.")
    sources: list[SourceRef] | None = Field(default=None, description="Source list for inline markers.")
    trace: Trace | None = Field(default=None, description="Retrieval and context trace.")
