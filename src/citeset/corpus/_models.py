"""Source versions and spans: the frozen evidence universe a suite is judged against."""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Literal

from pydantic import ConfigDict, Field, StrictInt, ValidationInfo, field_validator, model_validator
from pydantic.dataclasses import dataclass

from citeset._model import SCHEMA_VERSION, Instant, checked_schema_version

# Suites hold a version per document and a span per excerpt, often millions: slotted pydantic dataclasses
# validate and serialise like models at a fraction of the memory (frozen, unknown fields rejected).
_FROZEN = ConfigDict(extra="forbid")

VersionStatus = Literal["current", "superseded", "archived", "invalidated"]


def sha256_text(text: str) -> str:
    """The digest citeset records for a version's exact text (UTF-8 bytes)."""
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(slots=True, frozen=True, kw_only=True, config=_FROZEN)
class SourceVersion:
    """One frozen state of a source document."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    version_id: str = Field(min_length=1, description="Unique id of this frozen state.")
    source_id: str = Field(min_length=1, description="Identity of the document across its versions.")
    uri: str | None = Field(default=None, description="Where the source lives.")
    title: str | None = Field(default=None, description="Human title of the source.")
    authority: str | None = Field(default=None, description="Who stands behind the source (kept apart from support).")
    text: str | None = Field(default=None, description="The exact text of the version (or give `path`).")
    path: str | None = Field(default=None, description="File holding the text, relative to the suite folder.")
    digest: str | None = Field(default=None, description="sha256 of the text; computed on freeze, verified on load.")
    observed_at: Instant = Field(default=None, description="When this state was captured.")
    published_at: Instant = Field(default=None, description="Publication time the source states.")
    effective_from: Instant = Field(default=None, description="Start of the time its propositions apply (None: unknown).")
    effective_to: Instant = Field(default=None, description="End (exclusive) of that time (None: open or unknown).")
    status: VersionStatus = Field(default="current", description="current, superseded, archived or invalidated.")
    readers: tuple[str, ...] = Field(default=(), description="Reader classes allowed to inspect it; empty = public.")

    @field_validator("schema_version")
    @classmethod
    def _known_version(cls, value: str) -> str:  # newer major: an error; older: upgraded (citeset._migrate)
        return checked_schema_version("SourceVersion", value)

    @field_validator("path")
    @classmethod
    def _not_both(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and info.data.get("text") is not None:  # `text` is validated first (field order)
            raise ValueError("a source version gives its text as `text` or in the file at `path`, not both: "
                             "which one is meant is ambiguous; keep one")
        return value

    @model_validator(mode="after")
    def _text_or_path(self) -> SourceVersion:
        if self.text is None and self.path is None:
            raise ValueError("a source version needs `text` or `path`")
        return self

    def readable_by(self, reader: str | None) -> bool:
        return not self.readers or (reader is not None and reader in self.readers)

    def effective_at(self, when: datetime) -> bool | None:
        """True/False when the interval decides; None when the interval is unknown."""
        if self.effective_from is None and self.effective_to is None:
            return None
        if self.effective_from is not None and when < self.effective_from:
            return False
        return not (self.effective_to is not None and when >= self.effective_to)


@dataclass(slots=True, frozen=True, kw_only=True, config=_FROZEN)
class Span:
    """An exact excerpt of one source version (TextPositionSelector + TextQuoteSelector)."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    span_id: str = Field(min_length=1, description="Unique id of the span (retrieval chunks are spans too).")
    version_id: str = Field(min_length=1, description="The source version the span is cut from.")
    start: StrictInt | None = Field(default=None, ge=0, description="Start character offset into the version text.")
    end: StrictInt | None = Field(default=None, ge=0, description="End character offset (exclusive).")
    exact: str = Field(description="The exact excerpt text.")
    prefix: str | None = Field(default=None, description="Text just before the excerpt, for re-anchoring.")
    suffix: str | None = Field(default=None, description="Text just after the excerpt, for re-anchoring.")

    @field_validator("schema_version")
    @classmethod
    def _known_version(cls, value: str) -> str:  # newer major: an error; older: upgraded (citeset._migrate)
        return checked_schema_version("Span", value)

    @model_validator(mode="after")
    def _offsets(self) -> Span:
        if (self.start is None) != (self.end is None):
            raise ValueError("give both `start` and `end`, or neither")
        if self.start is not None and self.end is not None and self.end < self.start:
            raise ValueError("`end` is before `start`")
        return self
