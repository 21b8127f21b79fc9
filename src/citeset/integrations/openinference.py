"""OpenInference / OpenTelemetry spans (as Arize Phoenix and OTel exporters write them) -> traces.

One span per row, in any of the shapes exporters write: the OTel SDK's `span.to_json()` (`context.trace_id`,
`parent_id`, flat `attributes`), Phoenix's span JSON (nested `attributes`, `span_kind`), Phoenix's span
dataframe as records (`context.span_id`, `attributes.retrieval.documents`, ...), and OTLP JSON
(`traceId`, `parentSpanId`, `attributes: [{key, value: {stringValue}}]`, also wrapped in `resourceSpans`).

Per trace (OpenInference semantic conventions, `openinference.span.kind`):

- RETRIEVER spans' `retrieval.documents.N.document.{id, content, score, metadata}`, in span start order,
  become `trace.retrieved` (ranks 1..n, repeated ids keep their first rank) and the chunk table;
- the last RERANKER span's `reranker.output_documents` is `trace.context` (without a reranker: the
  retrieved documents, as a retrieve-then-generate chain sends them);
- the answer is the root span's `output.value` (a JSON output's `answer`/`result`/`output`/`response`),
  else the last LLM span's output (`llm.output_messages.N.message.content`, else `output.value`);
- the question is the root span's `input.value` (or its `input`/`question`/`query`), else the first
  retriever's, and matches a suite case unless the attribute `case_key` names one (default
  `metadata.case_id`: the OpenInference `metadata` JSON attribute's `case_id`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from citeset._lazyre import lazy_compile
from citeset.errors import InputError
from citeset.integrations._core import SuiteIndex, TraceDocument, as_score, build_record
from citeset.runs._models import RunRecord

ANSWER_KEYS = ("answer", "result", "output", "response", "text", "content")
QUESTION_KEYS = ("input", "question", "query", "user_input")
_INT = lazy_compile(r"-?[0-9]+")
_KEEP_WHOLE = ("metadata",)  # JSON attributes kept as one value, parsed on lookup


def _otlp_value(value: Any) -> Any:
    if not isinstance(value, Mapping):
        return value
    for key in ("stringValue", "boolValue", "doubleValue"):
        if key in value:
            return value[key]
    if "intValue" in value:
        number = value["intValue"]  # OTLP/JSON writes an int64 as a string of decimal digits
        if isinstance(number, str) and not _INT.fullmatch(number):
            raise InputError(f"intValue {number!r} is not a whole number in ASCII digits", field="attributes")
        return int(number)
    if "arrayValue" in value:
        return [_otlp_value(v) for v in (value["arrayValue"] or {}).get("values", [])]
    if "kvlistValue" in value:
        return {kv.get("key"): _otlp_value(kv.get("value")) for kv in (value["kvlistValue"] or {}).get("values", [])}
    return None


def _flatten(obj: Any, prefix: str, out: dict[str, Any]) -> None:
    if prefix.endswith(_KEEP_WHOLE) or not isinstance(obj, dict | list):
        out[prefix] = obj
        return
    items = obj.items() if isinstance(obj, dict) else enumerate(obj)
    for key, value in items:
        _flatten(value, f"{prefix}.{key}" if prefix else str(key), out)


@dataclass(frozen=True, slots=True)
class SpanView:
    """The parts of one span the mapping needs."""

    trace_id: str
    span_id: str
    parent_id: str | None
    kind: str
    start: str
    attributes: dict[str, Any]


def _first(flat: Mapping[str, Any], *keys: str) -> Any:
    for key in keys:
        value = flat.get(key)
        if value not in (None, ""):
            return value
    return None


def span_view(row: Any) -> SpanView:
    """Normalise one exported span; a row that is not an OpenInference span is an InputError."""
    if not isinstance(row, Mapping):
        raise InputError("expected a span (a JSON object)")
    attrs_raw = row.get("attributes")
    flat: dict[str, Any] = {}
    if isinstance(attrs_raw, list):  # OTLP JSON
        _flatten({kv.get("key"): _otlp_value(kv.get("value")) for kv in attrs_raw if isinstance(kv, Mapping)},
                 "", flat)
    elif isinstance(attrs_raw, Mapping):
        _flatten(dict(attrs_raw), "", flat)
    top: dict[str, Any] = {}
    _flatten({k: v for k, v in row.items() if k != "attributes"}, "", top)
    flat.update({k[len("attributes."):]: v for k, v in top.items() if k.startswith("attributes.")})
    trace_id = _first(top, "context.trace_id", "traceId", "trace_id")
    span_id = _first(top, "context.span_id", "spanId", "span_id")
    if trace_id is None or span_id is None:
        raise InputError("a span without trace and span ids", field="context.trace_id")
    kind = _first(flat, "openinference.span.kind") or _first(top, "span_kind")
    if not isinstance(kind, str):
        raise InputError("no 'openinference.span.kind' (not an OpenInference span, or an export this version "
                         "does not read)", field="attributes.openinference.span.kind")
    parent = _first(top, "parent_id", "parentSpanId", "parent_span_id")
    start = _first(top, "start_time", "startTimeUnixNano")
    return SpanView(str(trace_id), str(span_id), str(parent) if parent is not None else None, kind.upper(),
                    _sortable(start), flat)


def _sortable(value: Any) -> str:
    """A start time as a sortable string (ISO strings and nanosecond integers each sort among their own)."""
    if isinstance(value, int) or (isinstance(value, float) and math.isfinite(value)) or \
            (isinstance(value, str) and value.isascii() and value.isdigit()):
        return f"{int(value):030d}"  # ("²" is a digit to str.isdigit, and no number to int)
    return str(value or "")


def lookup(attrs: Mapping[str, Any], key: str) -> Any:
    """An attribute by dotted key, descending into JSON-valued attributes (`metadata.case_id`)."""
    if key in attrs:
        return attrs[key]
    parts = key.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        value = attrs.get(".".join(parts[:cut]))
        if value is None:
            continue
        if isinstance(value, str):
            try:
                value = json.loads(value)
            except (ValueError, RecursionError):
                return None
        for part in parts[cut:]:
            value = value.get(part) if isinstance(value, Mapping) else None
        return value
    return None


def documents(attrs: Mapping[str, Any], prefix: str) -> list[TraceDocument]:
    """The documents under `prefix` (`retrieval.documents`, `reranker.output_documents`), in index order."""
    found: dict[int, dict[str, Any]] = {}
    head = prefix + "."
    for key, value in attrs.items():
        if not key.startswith(head):
            continue
        index, _, rest = key[len(head):].partition(".")
        if index.isascii() and index.isdigit() and rest.startswith("document."):  # '²' is no index for int()
            found.setdefault(int(index), {})[rest[len("document."):]] = value
    out = []
    for i in sorted(found):
        doc = found[i]
        meta = doc.get("metadata")
        if isinstance(meta, str):
            try:
                meta = json.loads(meta)
            except (ValueError, RecursionError):
                meta = None
        content = doc.get("content")
        ident = doc.get("id")
        if ident is None and not isinstance(content, str):
            raise InputError("a document with neither an id nor content", field=f"{head}{i}.document.id")
        out.append(TraceDocument(id=str(ident) if ident is not None else None,
                                 text=content if isinstance(content, str) else None,
                                 score=as_score(doc.get("score")), metadata=meta if isinstance(meta, dict) else {}))
    return out


def _from_json_text(value: Any, keys: tuple[str, ...]) -> str | None:
    if not isinstance(value, str):
        return None
    text = value.strip()
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except (ValueError, RecursionError):
            return value
        if isinstance(obj, dict):
            picked = next((obj[k] for k in keys if isinstance(obj.get(k), str)), None)
            if picked is None:
                choices = obj.get("choices")
                if isinstance(choices, list) and choices and isinstance(choices[0], dict):
                    message = choices[0].get("message") or {}
                    picked = message.get("content") if isinstance(message, dict) else None
            return picked if isinstance(picked, str) else None
    return value


@dataclass
class TraceState:
    """What one trace contributes, kept while its spans arrive (in any order)."""

    line: int
    spans: int = 0
    root: SpanView | None = None
    retrievers: list[tuple[str, str, list[TraceDocument]]] = field(default_factory=list)
    rerankers: list[tuple[str, list[TraceDocument]]] = field(default_factory=list)
    llm: list[tuple[str, str]] = field(default_factory=list)
    case_value: Any = None
    problem: InputError | None = None
    """The first span of the trace that could not be read: the whole trace is skipped, never half-mapped."""

    def add(self, span: SpanView, case_key: str) -> None:
        self.spans += 1
        attrs = span.attributes
        if self.case_value is None:
            self.case_value = lookup(attrs, case_key)
        if span.parent_id is None:
            self.root = span
        if span.kind == "RETRIEVER":
            query = attrs.get("input.value")
            self.retrievers.append((span.start, query if isinstance(query, str) else "",
                                    documents(attrs, "retrieval.documents")))
        elif span.kind == "RERANKER":
            self.rerankers.append((span.start, documents(attrs, "reranker.output_documents")))
        elif span.kind == "LLM":
            text = _llm_output(attrs)
            if text is not None:
                self.llm.append((span.start, text))

    def answer(self) -> str | None:
        if self.root is not None and self.root.kind != "LLM":
            picked = _from_json_text(self.root.attributes.get("output.value"), ANSWER_KEYS)
            if picked is not None and picked.strip():
                return picked
        return max(self.llm)[1] if self.llm else None

    def question(self) -> str | None:
        if self.root is not None:
            picked = _from_json_text(self.root.attributes.get("input.value"), QUESTION_KEYS)
            if picked is not None and picked.strip():
                return picked
        ordered = sorted(self.retrievers, key=lambda r: r[0])
        return next((query for _, query, _ in ordered if query.strip()), None)


def _llm_output(attrs: Mapping[str, Any]) -> str | None:
    messages = [(int(k.split(".")[2]), v) for k, v in attrs.items()
                if k.startswith("llm.output_messages.") and k.endswith(".message.content")
                and k.split(".")[2].isascii() and k.split(".")[2].isdigit() and isinstance(v, str)]
    if messages:
        return max(messages)[1]
    return _from_json_text(attrs.get("output.value"), ANSWER_KEYS)


def trace_record(index: SuiteIndex, trace_id: str, state: TraceState) -> RunRecord:
    """The run record of one finished trace; a trace that cannot be mapped is an InputError."""
    if state.problem is not None:
        raise state.problem
    answer = state.answer()
    if answer is None:
        what = "a retriever span but no answer" if state.retrievers else "no answer"
        raise InputError(f"trace {trace_id!r} has {what} (no LLM output and no root chain output.value)")
    cid = index.case_for(state.case_value, state.question())
    if not state.retrievers:
        return RunRecord(case_id=cid, answer_text=answer)
    docs = [d for _, _, found in sorted(state.retrievers, key=lambda r: r[0]) for d in found]
    context = max(state.rerankers, key=lambda r: r[0])[1] if state.rerankers else None
    return build_record(index, cid, answer, docs, context=context)


def read_traces(rows: Iterator[tuple[int, Any]], case_key: str,
                on_bad: Any) -> dict[str, TraceState]:
    """Group spans by trace, one row at a time; `on_bad(line, InputError)` receives unreadable rows."""
    traces: dict[str, TraceState] = {}
    for line, row in rows:
        for obj in _unwrap(row):
            try:
                span = span_view(obj)
            except _UNREADABLE as exc:
                on_bad(line, _as_input_error(exc))
                continue
            state = traces.get(span.trace_id)
            if state is None:
                state = traces[span.trace_id] = TraceState(line=line)
            try:
                state.add(span, case_key)
            except _UNREADABLE as exc:
                if state.problem is None:
                    state.problem = _as_input_error(exc)
                    state.problem.line = line
    return traces


_UNREADABLE = (InputError, TypeError, AttributeError, KeyError, IndexError, ValueError, RecursionError, OverflowError)
"""What reading a span of another shape than OpenInference's raises (an `intValue` of "abc", a start time of NaN:
a hardening audit): the span is reported, like a span that is bad input."""


def _as_input_error(exc: BaseException) -> InputError:
    return exc if isinstance(exc, InputError) else InputError(f"malformed span ({type(exc).__name__}: {str(exc)[:200]})")


def _unwrap(row: Any) -> list[Any]:
    """The spans of a row: the row itself, or every span of an OTLP `resourceSpans` export."""
    if isinstance(row, Mapping) and isinstance(row.get("resourceSpans"), list):
        return [span for resource in row["resourceSpans"] if isinstance(resource, Mapping)
                for scope in resource.get("scopeSpans") or [] if isinstance(scope, Mapping)
                for span in scope.get("spans") or []]
    return [row]
