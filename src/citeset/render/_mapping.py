"""How a page marks its citations: CSS selectors and attribute names (defaults: `citeset render`'s output)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, ValidationError, field_validator

from citeset._jsonl import load_json_document
from citeset._model import SCHEMA_VERSION, Record
from citeset._yaml import parse_yaml, read_text
from citeset.errors import InputError, from_validation_error


class Mapping(Record):
    """Where a page shows markers, source entries and the entry a marker opened.

    A marker's *target* is the span id in `marker_span_attr`; when the app does not carry span ids on its
    markers (`marker_span_attr: null`), the marker's label is looked up in the run's source list. What the
    marker *opens* is the single element matching `opened` after it is activated (clicked, or Enter/Space),
    read through `source_span_attr`: matching is by span id, never by position.
    """

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this mapping.")
    answer: str = Field(default="[data-cs-answer]",
                        description="Root element of one answer; none on the page: the whole page is one answer.")
    case_attr: str = Field(default="data-case-id", description="Attribute of the answer root naming its case.")
    marker: str = Field(default="[data-cs-marker]", description="Citation marker controls.")
    marker_span_attr: str | None = Field(default="data-span-id",
                                         description="Marker attribute holding the span id it cites (null: none).")
    source: str = Field(default="[data-cs-source]", description="Entries of the source list, in display order.")
    source_span_attr: str = Field(default="data-span-id", description="Source entry attribute: its span id.")
    source_version_attr: str | None = Field(default="data-version-id",
                                            description="Source entry attribute: its version id (null: none).")
    source_document_attr: str | None = Field(default="data-source-id",
                                             description="Source entry attribute: its document id (null: none).")
    excerpt: str | None = Field(default="[data-cs-excerpt]",
                                description="Inside a source entry: the passage text shown (null: none).")
    opened: str = Field(default="[data-cs-source][data-cs-open]",
                        description="The source entry shown as opened after a marker is activated.")
    quiet_ms: int = Field(default=400, ge=50, le=10_000,
                          description="The answer has finished streaming once the DOM is unchanged this long.")
    stream_timeout_ms: int = Field(default=15_000, ge=500, le=300_000,
                                   description="Longest wait for the DOM to stop changing (then a finding).")
    load_timeout_ms: int = Field(default=15_000, ge=500, le=300_000, description="Longest wait for the page.")
    page_timeout_ms: int = Field(default=30_000, ge=1000, le=3_600_000,
                                 description="Longest time for one step of a page's check: loading it, or "
                                             "activating one marker (then a page error).")

    @field_validator("answer", "marker", "source", "opened")
    @classmethod
    def _non_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("a selector cannot be empty")
        return value


def load_mapping(path: Path | None) -> Mapping:
    """The mapping in a YAML or JSON file (`.json`: JSON; anything else: YAML), or the defaults."""
    if path is None:
        return Mapping()
    text = read_text(path, "mapping file")
    data = load_json_document(text, path) if path.suffix.lower() == ".json" else parse_yaml(text, path)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise InputError("a mapping file holds one object of selectors and attribute names", path=path)
    try:
        return Mapping.model_validate(data)
    except ValidationError as exc:
        raise from_validation_error(exc, path=path, line=None) from None
