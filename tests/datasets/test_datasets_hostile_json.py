"""JSON no reader can hold (a number of 5,000 digits, nesting 100,000 deep, Infinity where a count goes, an escaped
lone surrogate, bytes that are not UTF-8) is one line naming the file, with exit status 2, or a row reported and
skipped: never an internal error (a hardening audit crashed the importers, `report`, `judge sample` and
`feedback add` with exit 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import cli_streams

BIG = "9" * 5000
DEEP = "[" * 100_000 + "]" * 100_000
RAGAS = ('{"user_input": "Who?", "response": "Bob.", "reference": "Bob", "retrieved_contexts": ["Bob did it."], '
         '"reference_contexts": ["Bob did it."]}\n')


def _fine(code: int, err: str) -> None:
    assert code in (0, 2), err
    assert "internal error" not in err and "Traceback" not in err, err


@pytest.mark.parametrize("bad", [
    RAGAS.replace('"Who?"', f"{BIG}"),                 # a number too long to read
    RAGAS.replace('"Who?"', '"\\ud800"'),              # an escaped lone surrogate
    RAGAS.replace('"Who?"', DEEP),                     # nested too deeply
])
def test_a_ragas_line_no_reader_can_hold_is_one_line_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               bad: str) -> None:
    source = tmp_path / "ragas.jsonl"
    source.write_text(RAGAS + bad)
    code, _, err = cli_streams(["import", "ragas", str(source), "--out", str(tmp_path / "suite")], capsys)
    _fine(code, err)
    assert code == 2 and f"{source}:2" in err, err


@pytest.mark.parametrize("content", [f'{{"data": [{DEEP}]}}', f'{{"data": [{BIG}]}}'])
def test_a_json_source_no_reader_can_hold_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      content: str) -> None:
    source = tmp_path / "alce.json"
    source.write_text(content)
    code, _, err = cli_streams(["import", "alce", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and str(source) in err and "malformed JSON" in err, err


def test_infinity_where_a_count_goes_is_a_row_reported_not_a_crash(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "hover.json"
    source.write_text('[{"uid": "u1", "claim": "A was born in B.", "supporting_facts": [["A", 0]], '
                      '"label": "SUPPORTED", "num_hops": Infinity}]')
    code, _, err = cli_streams(["import", "hover", str(source), "--out", str(tmp_path / "suite")], capsys)
    _fine(code, err)


def test_judge_sample_refuses_a_device_and_names_a_line_it_cannot_read(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli_streams(["judge", "sample", "/dev/zero", "--judge", "rules", "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and "/dev/zero" in err and "not a regular file" in err, err
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\xff\xfe{}\n")
    code, _, err = cli_streams(["judge", "sample", str(bad), "--judge", "rules", "--out", str(tmp_path / "s")], capsys)
    _fine(code, err)
    assert code == 2, err


_Q = "Which entity holds the rights associated with Project Cedar?"
_MAP = "Project Cedar is mapped to record R17."


def _spans(start: object) -> list[dict[str, object]]:
    return [{"name": "rag", "context": {"trace_id": "0x01", "span_id": "0x0a"}, "parent_id": None,
             "start_time": start, "attributes": {"openinference.span.kind": "CHAIN", "input.value": _Q}},
            {"name": "llm", "context": {"trace_id": "0x01", "span_id": "0x0c"}, "parent_id": "0x0a",
             "start_time": "2026-01-01T00:00:02Z",
             "attributes": {"openinference.span.kind": "LLM", "llm.output_messages.0.message.content": "Entity R."}}]


_OTLP = {"resourceSpans": [{"scopeSpans": [{"spans": [{
    "traceId": "01", "spanId": "0a", "parentSpanId": "", "name": "rag", "startTimeUnixNano": "1",
    "attributes": [{"key": "openinference.span.kind", "value": {"stringValue": "CHAIN"}},
                   {"key": "input.value", "value": {"stringValue": _Q}}, {"key": "x", "value": {"intValue": "abc"}}]}]}]}]}


@pytest.mark.parametrize(("fmt", "rows"), [
    ("llamaindex", [{"query": _Q, "response": "Entity R.", "source_nodes": [
        {"node": {"id_": "n1", "text": _MAP, "relationships": 5}, "score": 0.8}]}]),  # relationships: a number
    ("openinference", _spans("\u00b2")),        # a start time str.isdigit() takes for a digit
    ("openinference", _spans(float("nan"))),    # a start time of NaN
    ("openinference", [_OTLP]),                 # an OTLP intValue of "abc"
])
def test_a_trace_field_of_another_shape_is_a_row_reported_not_a_crash(tmp_path: Path, fmt: str, rows: list,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from citeset.demo import example_paths

    suite, _ = example_paths("cedar")
    source = tmp_path / "trace.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    code, _, err = cli_streams(["import", fmt, str(source), "--suite", str(suite), "--out", str(tmp_path / "run.jsonl")],
                           capsys)
    _fine(code, err)


def test_multihop_items_that_are_not_objects_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "items.json"
    source.write_text("[[1], [2]]")
    code, _, err = cli_streams(["import", "multihop-rag", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and "must be a JSON object" in err, err


def test_a_key_given_twice_in_a_json_source_is_one_line_naming_file_line_and_key(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # json.loads keeps the last of two values without a word: a HotpotQA row with "answer" twice imported its
    # second answer as the gold one (a hardening audit).
    source = tmp_path / "hotpot.json"
    source.write_text('[{"_id": "a", "question": "Which river?", "answer": "Oder",\n'
                      '  "answer": "Elbe", "supporting_facts": [["P", 0]], "context": [["P", ["One."]]]}]')
    code, _, err = cli_streams(["import", "hotpotqa", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and f"{source}:1" in err and "'answer'" in err and "twice" in err, err
    assert not (tmp_path / "suite").exists()


def test_a_top_level_id_given_twice_is_refused_not_kept_last(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "mh"
    folder.mkdir()
    (folder / "queries.json").write_text(
        '{"queries": [{"id": "0", "question": "Which port?", "question_type": "inference_query"},\n'
        ' {"id": "1", "question": "Which pier?", "question_type": "inference_query"}]}')
    fact = '"evidence_list": [{"fact": "A fact.", "url": "https://x/1", "title": "T", "source": "S"}]'
    (folder / "ground_truth.json").write_text(
        f'{{"0": {{"answer": "Gdansk", {fact}}},\n "1": {{"answer": "Pier 9", {fact}}},\n'
        f' "0": {{"answer": "Hull", {fact}}}}}')
    code, _, err = cli_streams(["import", "multihop-rag", str(folder), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and "ground_truth.json:3" in err and "'0'" in err and "twice" in err, err


def test_a_key_given_twice_in_a_json_lines_row_names_the_line(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "ragas.jsonl"
    source.write_text(RAGAS + RAGAS.replace('"response": "Bob."', '"response": "Bob.", "response": "Ann."'))
    code, _, err = cli_streams(["import", "ragas", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and f"{source}:2" in err and "'response'" in err and "twice" in err, err


def test_a_json_source_with_a_byte_order_mark_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As JSON Lines files do: the reader's own words were "expected a JSON array or object"."""
    source = tmp_path / "hotpot.json"
    source.write_bytes(b'\xef\xbb\xbf[{"_id": "a", "question": "Q?", "answer": "yes", "supporting_facts": '
                       b'[["T", 0]], "context": [["T", [" S0."]]]}]')
    code, _, err = cli_streams(["import", "hotpotqa", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and f"{source}:1: the file starts with a UTF-8 byte-order mark" in err, err


def test_a_trace_export_with_a_byte_order_mark_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from citeset.demo import example_paths

    suite, _ = example_paths("cedar")
    source = tmp_path / "lc.jsonl"
    source.write_bytes(b'\xef\xbb\xbf{"question": "Which entity holds the rights associated with Project Cedar?", '
                       b'"answer": "Entity R."}\n')
    code, _, err = cli_streams(["import", "langchain", str(source), "--suite", str(suite), "--out",
                            str(tmp_path / "run.jsonl")], capsys)
    assert code == 2 and f"{source}:1: the file starts with a UTF-8 byte-order mark" in err, err


def _huge(path: Path, head: bytes) -> Path:
    """A JSON file over the 1 GiB a JSON document may take (sparse: no disk is used)."""
    from citeset.datasets._io import MAX_JSON_BYTES

    with path.open("wb") as handle:
        handle.write(head)
        handle.truncate(MAX_JSON_BYTES + 1)
    return path


def test_a_json_source_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    source = _huge(tmp_path / "hotpot.json", b'[{"_id": "a", "question": "Q?"')
    code, _, err = cli_streams(["import", "hotpotqa", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert f"{source}: a JSON document of 1073741825 bytes (at most 1073741824" in err and "JSON Lines" in err, err


def test_a_single_object_trace_export_over_the_size_limit_is_refused(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from citeset.demo import example_paths

    suite, _ = example_paths("cedar")
    source = _huge(tmp_path / "lc.json", b'{"question": "Which entity holds')  # one line, never ended
    code, _, err = cli_streams(["import", "langchain", str(source), "--suite", str(suite), "--out",
                            str(tmp_path / "run.jsonl")], capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert f"{source}: a JSON document of 1073741825 bytes (at most 1073741824" in err, err


def test_a_nul_in_a_csv_cell_names_its_line_and_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "answers.csv"
    source.write_text('question,answer,contexts\n"Who?","Bob did it [1].","[""Bob did it.""]"\n'
                      '"Who?","Bob\x00 did it [1].","[""Bob did it.""]"\n')
    code, _, err = cli_streams(["import", "csv", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and f"{source}:3: field 'answer': a NUL character" in err, err
    assert not (tmp_path / "suite").exists()


def test_a_nul_in_a_json_source_names_its_line_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "ragas.jsonl"
    source.write_text(RAGAS + RAGAS.replace('"Bob."', '"Bob\\u0000."'))
    code, _, err = cli_streams(["import", "ragas", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and f"{source}:2: field 'response': a NUL character" in err, err
