"""Human-labelled (claim, evidence) pairs: the native JSONL format and the AttributionBench / WiCE readers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError, field_validator

from citeset._jsonl import iter_json_lines
from citeset._model import Record
from citeset.errors import InputError, from_validation_error
from citeset.judges._protocol import JudgeRequest, Label, Passage

Format = Literal["native", "attributionbench", "wice"]
FORMATS: tuple[str, ...] = ("native", "attributionbench", "wice")


class CalibrationItem(Record):
    """One human-labelled pair, whatever file it came from."""

    id: str = Field(description="Item id (unique within the file).")
    claim: str = Field(description="The claim text.")
    evidence: list[str] = Field(description="Evidence passages in order (joint support).")
    label: Label | None = Field(default=None, description="Human label; None in an unlabelled review file.")
    binary: bool = Field(
        default=False, description="Gold is binary (entailed vs not): compare on the collapse."
    )
    original_label: str | None = Field(default=None, description="The label as the source dataset wrote it.")
    slice: str | None = Field(default=None, description="A slice declared by the data (e.g. source dataset).")
    multi_sentence: bool | None = Field(
        default=None, description="Whether support needs more than one sentence/passage (None: unknown)."
    )
    line: int = Field(default=0, description="Line number in the input file.")

    def request(self) -> JudgeRequest:
        passages = tuple(Passage(span_id=f"e{i}", text=t) for i, t in enumerate(self.evidence, start=1))
        return JudgeRequest(claim=self.claim, evidence=passages, purpose="calibration")


class NativeLine(Record):
    """A line of the native calibration format."""

    id: str | int = Field(description="Item id.")
    claim: str = Field(min_length=1, description="The claim.")
    evidence: list[str] = Field(description="Evidence passages, in order.")
    label: Label | None = Field(description="entailed | contradicted | insufficient | not_applicable.")
    slice: str | None = Field(default=None, description="Optional slice name.")

    @field_validator("claim")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("claim is blank")
        return value


def _lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    return iter_json_lines(path)


def _require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], path: Path, line: int) -> Any:
    if key not in data or data[key] is None:
        raise InputError("missing field", path=path, line=line, field=key)
    if not isinstance(data[key], kind):
        raise InputError(f"wrong type {type(data[key]).__name__}", path=path, line=line, field=key)
    return data[key]


def _str_list(value: list[Any], key: str, path: Path, line: int) -> list[str]:
    if not all(isinstance(v, str) for v in value):
        raise InputError("must be a list of strings", path=path, line=line, field=key)
    return value


def read_native(path: Path, require_labels: bool = True) -> list[CalibrationItem]:
    items = []
    for line, data in _lines(path):
        try:
            row = NativeLine.model_validate(data)
        except ValidationError as exc:
            raise from_validation_error(exc, path=path, line=line) from None
        if row.label is None and require_labels:
            raise InputError(
                "label missing (fill in entailed, contradicted, insufficient or not_applicable)",
                path=path,
                line=line,
                field="label",
            )
        items.append(
            CalibrationItem(
                id=str(row.id),
                claim=row.claim,
                evidence=row.evidence,
                label=row.label,
                original_label=row.label.value if row.label else None,
                slice=row.slice,
                multi_sentence=len(row.evidence) > 1,
                line=line,
            )
        )
    return items


_AB_LABELS = {"attributable": Label.ENTAILED, "not attributable": Label.INSUFFICIENT}


def read_attributionbench(path: Path) -> list[CalibrationItem]:
    """AttributionBench: claim + cited references; gold `attributable` / `not attributable` (binary)."""
    items = []
    for line, data in _lines(path):
        claim = _require(data, "claim", str, path, line)
        refs = _str_list(_require(data, "references", list, path, line), "references", path, line)
        raw = _require(data, "attribution_label", str, path, line)
        label = _AB_LABELS.get(raw.strip().lower())
        if label is None:
            raise InputError(
                f"unknown label {raw!r} (attributable | not attributable)",
                path=path,
                line=line,
                field="attribution_label",
            )
        items.append(
            CalibrationItem(
                id=str(data.get("id") or f"line{line}"),
                claim=claim,
                evidence=refs,
                label=label,
                binary=True,
                original_label=raw,
                slice=str(data["src_dataset"]) if data.get("src_dataset") else None,
                multi_sentence=len(refs) > 1,
                line=line,
            )
        )
    return items


_WICE_LABELS = {
    "supported": Label.ENTAILED,
    "partially_supported": Label.INSUFFICIENT,
    "not_supported": Label.INSUFFICIENT,
}


def read_wice(path: Path) -> list[CalibrationItem]:
    """WiCE claim level: the claim against every sentence of its cited page (one passage per sentence).

    Gold supported → entailed; partially_supported and not_supported → not entailed (binary collapse;
    the original label is kept as the declared slice). Multi-sentence: every annotated supporting set
    has two or more sentences.
    """
    items = []
    for line, data in _lines(path):
        claim = _require(data, "claim", str, path, line)
        evidence = _str_list(_require(data, "evidence", list, path, line), "evidence", path, line)
        raw = _require(data, "label", str, path, line)
        if raw not in _WICE_LABELS:
            raise InputError(
                f"unknown label {raw!r} ({', '.join(_WICE_LABELS)})", path=path, line=line, field="label"
            )
        sets = data.get("supporting_sentences") or []
        if not isinstance(sets, list) or not all(isinstance(s, list) for s in sets):
            raise InputError(
                "must be a list of lists of sentence indices",
                path=path,
                line=line,
                field="supporting_sentences",
            )
        raw_meta = data.get("meta")
        meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
        items.append(
            CalibrationItem(
                id=str(meta.get("id") or f"line{line}"),
                claim=claim,
                evidence=evidence,
                label=_WICE_LABELS[raw],
                binary=True,
                original_label=raw,
                slice=f"wice:{raw}",
                multi_sentence=min(len(s) for s in sets) > 1 if sets else None,
                line=line,
            )
        )
    return items


def read_items(path: Path, fmt: str, require_labels: bool = True) -> list[CalibrationItem]:
    """Read labelled pairs; duplicate ids and empty files are input errors."""
    path = Path(path)
    if fmt == "native":
        items = read_native(path, require_labels)
    elif fmt == "attributionbench":
        items = read_attributionbench(path)
    elif fmt == "wice":
        items = read_wice(path)
    else:
        raise InputError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}", field="--format")
    if not items:
        raise InputError("no labelled pairs in the file", path=path)
    seen: dict[str, int] = {}
    for item in items:
        if item.id in seen:
            raise InputError(
                f"duplicate id {item.id!r} (first on line {seen[item.id]})",
                path=path,
                line=item.line,
                field="id",
            )
        seen[item.id] = item.line
    return items
