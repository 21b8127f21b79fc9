"""OpenInference spans exported by the real OpenTelemetry SDK (and the same spans as OTLP JSON and as
Phoenix's span records) -> `citeset import openinference` -> a run the engine grades."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("opentelemetry.sdk")

from openinference.semconv.trace import DocumentAttributes, SpanAttributes
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import citeset
from citeset.cli import main
from conftest import TEXTS, cedar_case, make_suite, oak_case

QUESTION = "Which entity holds the rights associated with Project Cedar?"
ANSWER = "Entity R holds the rights associated with Project Cedar. [1][2]"
MAP = "Project Cedar is mapped to record R17."
RIGHTS = "Entity R holds the rights associated with record R17."
KIND = SpanAttributes.OPENINFERENCE_SPAN_KIND


def _docs(span: Any, docs: list[dict[str, Any]], prefix: str = SpanAttributes.RETRIEVAL_DOCUMENTS) -> None:
    for i, doc in enumerate(docs):
        for key, value in doc.items():
            name = {"id": DocumentAttributes.DOCUMENT_ID, "content": DocumentAttributes.DOCUMENT_CONTENT,
                    "score": DocumentAttributes.DOCUMENT_SCORE, "metadata": DocumentAttributes.DOCUMENT_METADATA}[key]
            span.set_attribute(f"{prefix}.{i}.{name}", json.dumps(value) if key == "metadata" else value)


def record_trace(question: str, docs: list[dict[str, Any]] | None, answer: str | None,
                 case_id: str | None = None) -> list[ReadableSpan]:
    """One RAG request traced with the OpenTelemetry SDK and OpenInference attribute names."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span("rag") as root:
        root.set_attribute(KIND, "CHAIN")
        root.set_attribute(SpanAttributes.INPUT_VALUE, question)
        if case_id is not None:
            root.set_attribute(SpanAttributes.METADATA, json.dumps({"case_id": case_id}))
        if docs is not None:
            with tracer.start_as_current_span("retrieve") as retriever:
                retriever.set_attribute(KIND, "RETRIEVER")
                retriever.set_attribute(SpanAttributes.INPUT_VALUE, question)
                _docs(retriever, docs)
        with tracer.start_as_current_span("llm") as llm:
            llm.set_attribute(KIND, "LLM")
            if answer is not None:
                llm.set_attribute(f"{SpanAttributes.LLM_OUTPUT_MESSAGES}.0.message.role", "assistant")
                llm.set_attribute(f"{SpanAttributes.LLM_OUTPUT_MESSAGES}.0.message.content", answer)
    return list(exporter.get_finished_spans())


def sdk_jsonl(path: Path, spans: list[ReadableSpan]) -> Path:
    path.write_text("".join(json.dumps(json.loads(s.to_json())) + "\n" for s in spans))
    return path


def _otlp_value(value: Any) -> dict[str, Any]:
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    if isinstance(value, float):
        return {"doubleValue": value}
    return {"stringValue": str(value)}


def otlp_json(path: Path, spans: list[ReadableSpan]) -> Path:
    """The same spans as an OTLP/JSON export (as the OTel collector's file exporter writes)."""
    rows = [{"traceId": f"{s.context.trace_id:032x}", "spanId": f"{s.context.span_id:016x}",
             "parentSpanId": f"{s.parent.span_id:016x}" if s.parent else "", "name": s.name,
             "startTimeUnixNano": str(s.start_time),
             "attributes": [{"key": k, "value": _otlp_value(v)} for k, v in (s.attributes or {}).items()]}
            for s in spans]
    path.write_text(json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": rows}]}]}, indent=1))
    return path


def phoenix_records(path: Path, spans: list[ReadableSpan]) -> Path:
    """The same spans as Phoenix's span dataframe written with to_json(orient='records', lines=True)."""
    lines = []
    for s in spans:
        attrs = dict(s.attributes or {})
        row: dict[str, Any] = {"name": s.name, "span_kind": attrs.pop(KIND), "parent_id":
                               f"{s.parent.span_id:016x}" if s.parent else None,
                               "context.trace_id": f"{s.context.trace_id:032x}",
                               "context.span_id": f"{s.context.span_id:016x}", "start_time": s.start_time}
        docs: dict[int, dict[str, Any]] = {}
        for key, value in attrs.items():
            if key.startswith("retrieval.documents."):
                index, _, rest = key[len("retrieval.documents."):].partition(".")
                docs.setdefault(int(index), {})[rest] = value
            else:
                row[f"attributes.{key}"] = value
        if docs:
            row["attributes.retrieval.documents"] = [docs[i] for i in sorted(docs)]
        lines.append(json.dumps(row) + "\n")
    path.write_text("".join(lines))
    return path


GOOD_DOCS = [{"id": "chunk-7", "content": MAP, "score": 0.9},
             {"id": "chunk-2", "content": RIGHTS, "score": 0.8, "metadata": {"version_id": "rights-v3"}}]


@pytest.fixture
def suite_dir(tmp_path: Path) -> Path:
    return make_suite(tmp_path / "suite", [cedar_case("cedar"), oak_case("oak")])


def citeset_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Run the command line as a user does: (exit status, stdout + stderr)."""
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.fixture
def run_import(suite_dir: Path, capsys: pytest.CaptureFixture[str]) -> Any:
    def go(src: Path, out: Path, *extra: str) -> tuple[int, str]:
        return citeset_cli(["import", "openinference", str(src), "--suite", str(suite_dir), "--out", str(out),
                            *extra], capsys)
    return go


@pytest.mark.parametrize("writer", [sdk_jsonl, otlp_json, phoenix_records])
def test_a_traced_request_becomes_a_graded_run_record(writer: Any, suite_dir: Path, tmp_path: Path,
                                                      run_import: Any) -> None:
    src = writer(tmp_path / "spans.json", record_trace(QUESTION, GOOD_DOCS, ANSWER))
    code, output = run_import(src, tmp_path / "run.jsonl")
    assert code == 0, output
    suite = citeset.load_suite(suite_dir)
    run = citeset.load_run(tmp_path / "run.jsonl", suite)
    record = run.records["cedar"]  # matched by the root span's question
    assert record.answer_text == ANSWER
    assert [(r.span_id, r.rank, r.score) for r in record.trace.retrieved] == [("chunk-7", 1, 0.9),
                                                                             ("chunk-2", 2, 0.8)]
    chunks = {c.span_id: (c.version_id, TEXTS[c.version_id][c.start:c.end]) for c in record.trace.chunks}
    assert chunks == {"chunk-7": ("map-v1", MAP), "chunk-2": ("rights-v3", RIGHTS)}
    assert "text search" in output and "metadata 'version_id'" in output
    evaluation = citeset.evaluate(suite, run, cases="run")
    assert [c.verdict for c in evaluation.cards] == ["accept"]


def test_case_attribute_names_the_case(tmp_path: Path, run_import: Any) -> None:
    spans = record_trace("reworded question", [{"id": "x", "content": MAP}], "Entity Q. [1]", case_id="oak")
    code, output = run_import(sdk_jsonl(tmp_path / "s.jsonl", spans), tmp_path / "run.jsonl")
    assert code == 0, output
    assert json.loads((tmp_path / "run.jsonl").read_text())["case_id"] == "oak"


def test_rows_that_cannot_be_mapped_are_reported_by_line(tmp_path: Path, run_import: Any) -> None:
    good = record_trace(QUESTION, GOOD_DOCS, ANSWER)
    no_answer = record_trace(QUESTION, GOOD_DOCS, None, case_id="oak")
    no_id = record_trace(QUESTION, [{"score": 0.5}], "Entity R. [1]", case_id="oak")
    src = sdk_jsonl(tmp_path / "s.jsonl", good + no_answer + no_id)
    with src.open("a") as handle:
        handle.write(json.dumps({"name": "http", "context": {"trace_id": "0x1", "span_id": "0x2"},
                                 "attributes": {"http.method": "GET"}}) + "\n")
    code, output = run_import(src, tmp_path / "run.jsonl")
    assert code == 0, output
    assert "s.jsonl:4: " in output and "has a retriever span but no answer" in output
    assert "a document with neither an id nor content" in output
    assert "s.jsonl:10: field 'attributes.openinference.span.kind'" in output
    assert len((tmp_path / "run.jsonl").read_text().splitlines()) == 1


def test_nothing_mapped_exits_2_and_writes_nothing(tmp_path: Path, run_import: Any,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    spans = record_trace("a question no case asks", GOOD_DOCS, ANSWER)
    out = tmp_path / "run.jsonl"
    code, output = run_import(sdk_jsonl(tmp_path / "s.jsonl", spans), out)
    assert code == 2
    assert "nothing to import" in output and "no suite case has the question" in output
    assert not out.exists()
    code, output = citeset_cli(["import", "openinference", str(tmp_path / "s.jsonl"), "--out", str(out)], capsys)
    assert code == 2 and "--suite" in output


def test_phoenix_nested_span_json_is_read() -> None:
    from citeset.integrations.openinference import TraceState, span_view

    row = {"name": "retrieve", "context": {"trace_id": "t1", "span_id": "s2"}, "parent_id": "s1",
           "span_kind": "RETRIEVER", "start_time": "2024-01-01T00:00:00Z",
           "attributes": {"input": {"value": QUESTION}, "metadata": {"case_id": "cedar"},
                          "retrieval": {"documents": [{"document": {"id": "d1", "content": MAP, "score": 0.5,
                                                                    "metadata": {"version_id": "map-v2"}}}]}}}
    span = span_view(row)
    assert (span.trace_id, span.parent_id, span.kind) == ("t1", "s1", "RETRIEVER")
    state = TraceState(line=1)
    state.add(span, "metadata.case_id")
    assert state.case_value == "cedar" and state.question() == QUESTION
    [doc] = state.retrievers[0][2]
    assert (doc.id, doc.text, doc.score, dict(doc.metadata)) == ("d1", MAP, 0.5, {"version_id": "map-v2"})


def test_a_document_index_of_non_ascii_digits_is_no_index(tmp_path: Path, run_import: Any) -> None:
    """'retrieval.documents.².document.content' is no document of the list ('²' is a digit to str.isdigit(),
    no number to int()): it is passed over like any other attribute, not a row lost to a ValueError."""
    src = sdk_jsonl(tmp_path / "s.jsonl", record_trace(QUESTION, GOOD_DOCS, ANSWER))
    rows = [json.loads(x) for x in src.read_text().splitlines()]
    retriever = next(r for r in rows if any(k.startswith("retrieval.documents.") for k in r["attributes"]))
    retriever["attributes"]["retrieval.documents.\u00b2.document.content"] = "stray"
    src.write_text("".join(json.dumps(r) + "\n" for r in rows))
    code, output = run_import(src, tmp_path / "run.jsonl")
    assert code == 0 and "ValueError" not in output, output
    assert len((tmp_path / "run.jsonl").read_text().splitlines()) == 1


def test_an_otlp_int_value_of_non_ascii_digits_is_named(tmp_path: Path, run_import: Any) -> None:
    src = otlp_json(tmp_path / "s.json", record_trace(QUESTION, GOOD_DOCS, ANSWER))
    text = src.read_text()
    attrs = json.loads(text)["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["attributes"]
    attrs.append({"key": "llm.token_count.total", "value": {"intValue": "\u00b2"}})
    data = json.loads(text)
    data["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["attributes"] = attrs
    src.write_text(json.dumps(data))
    _, output = run_import(src, tmp_path / "run.jsonl")
    assert "ValueError" not in output and "'\u00b2' is not a whole number in ASCII digits" in output, output
