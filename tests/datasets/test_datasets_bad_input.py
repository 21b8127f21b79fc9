"""Bad input names file, line and field and exits 2; a failed import never touches an existing suite;
rows that cannot be mapped are reported and the import goes on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.cli import main
from citeset.datasets import import_dataset
from citeset.errors import InputError
from citeset.suite import load_suite


def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def ircot(qid: str, supporting: tuple[bool, bool] = (True, True), **over: object) -> dict[str, object]:
    row: dict[str, object] = {
        "question_id": qid, "question_text": f"Question {qid}?",
        "answers_objects": [{"number": "", "spans": [f"answer {qid}"]}],
        "contexts": [{"id": str(i), "title": f"T{qid}-{i}", "paragraph_text": f"Paragraph {i} of {qid}.",
                      "is_supporting": s} for i, s in enumerate(supporting)],
    }
    row.update(over)
    return row


def write_jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_unknown_format_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_jsonl(tmp_path / "x.jsonl", [ircot("1")])
    code, _, err = run_cli(["import", "squad", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and "unknown format 'squad'" in err and "FORMAT" in err


def test_missing_field_names_file_line_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [ircot("1"), ircot("2"), ircot("3")]
    del rows[2]["question_text"]
    src = write_jsonl(tmp_path / "hp.jsonl", rows)
    code, _, err = run_cli(["import", "hotpotqa", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 2
    assert f"{src}:3" in err and "question_text" in err
    assert not (tmp_path / "s").exists()


def test_failed_import_leaves_existing_suite_untouched(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write_jsonl(tmp_path / "good.jsonl", [ircot("1"), ircot("2")])
    out = tmp_path / "suite"
    assert run_cli(["import", "hotpotqa", str(good), "--out", str(out)], capsys)[0] == 0
    before = snapshot(out)
    # Without --force an existing suite is never replaced.
    code, _, err = run_cli(["import", "hotpotqa", str(good), "--out", str(out)], capsys)
    assert code == 2 and "already exists" in err
    # With --force, a failure half-way through the source still leaves the old suite as it was.
    bad_rows = [ircot(str(i)) for i in range(10)]
    bad_rows[7]["contexts"] = "not a list"
    bad = write_jsonl(tmp_path / "bad.jsonl", bad_rows)
    code, _, err = run_cli(["import", "hotpotqa", str(bad), "--out", str(out), "--force"], capsys)
    assert code == 2 and f"{bad}:8" in err and "contexts" in err
    assert snapshot(out) == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".suite")]
    # A successful forced import replaces it.
    assert run_cli(["import", "hotpotqa", str(bad), "--out", str(out), "--force", "--limit", "5"], capsys)[0] == 0
    assert len(load_suite(out).cases) == 5


def test_unmappable_rows_are_reported_not_fatal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [ircot("1"), ircot("2", supporting=(False, False)), ircot("3")]
    src = write_jsonl(tmp_path / "hp.jsonl", rows)
    code, out, err = run_cli(["import", "hotpotqa", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 0
    assert f"skipped: {src}:2" in err and "no is_supporting paragraph" in err
    assert "3 row(s) read, 1 skipped" in out
    assert set(load_suite(tmp_path / "s").cases) == {"1", "3"}


def test_hotpotqa_sentence_index_out_of_range_is_skipped(tmp_path: Path) -> None:
    row = {"_id": "a", "question": "Q?", "answer": "A", "type": "bridge", "level": "easy",
           "supporting_facts": [["P", 0], ["P", 5]], "context": [["P", ["One.", " Two."]]]}
    ok = {**row, "_id": "b", "supporting_facts": [["P", 1]]}
    src = tmp_path / "hotpot.json"
    src.write_text(json.dumps([row, ok], indent=1))
    result = import_dataset("hotpotqa", src, tmp_path / "s")
    assert [s.line for s in result.skipped] == [2] and "points past" in result.skipped[0].reason
    suite = load_suite(tmp_path / "s")
    assert [suite.spans[m].exact for m in suite.cases["b"].claims[0].routes[0].members] == ["Two."]


def test_supporting_fact_for_absent_paragraph_is_bad_input(tmp_path: Path) -> None:
    row = {"_id": "a", "question": "Q?", "answer": "A", "supporting_facts": [["Missing", 0]],
           "context": [["P", ["One."]]]}
    src = tmp_path / "hotpot.json"
    src.write_text("[\n" + json.dumps(row) + "\n]")
    with pytest.raises(InputError) as err:
        import_dataset("hotpotqa", src, tmp_path / "s")
    assert err.value.line == 2 and err.value.field == "supporting_facts[0]" and "Missing" in err.value.message


def test_multihop_rag_mismatched_query_and_answer_ids(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "mh"
    folder.mkdir()
    queries = {"queries": [{"id": "0", "question": "Q0?", "question_type": "inference_query"},
                           {"id": "7", "question": "Q7?", "question_type": "inference_query"}]}
    (folder / "queries.json").write_text(json.dumps(queries, indent=2))
    evidence = [{"fact": "F.", "url": "https://x/1", "title": "T", "source": "S"}]
    (folder / "ground_truth.json").write_text(json.dumps({"0": {"answer": "A", "evidence_list": evidence}}))
    code, _, err = run_cli(["import", "multihop-rag", str(folder), "--out", str(tmp_path / "s")], capsys)
    assert code == 2
    assert f"{folder / 'queries.json'}:" in err and "field 'id'" in err and "'7'" in err
    assert not (tmp_path / "s").exists()
