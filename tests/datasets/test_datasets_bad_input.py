"""Bad input names file, line and field and exits 2; a failed import never touches an existing suite;
rows that cannot be mapped are reported and the import goes on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.suite import load_suite
from conftest import cli_streams


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
    code, _, err = cli_streams(["import", "squad", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and "unknown format 'squad'" in err and "FORMAT" in err


def test_missing_field_names_file_line_field_and_skips_only_that_row(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    rows = [ircot("1"), ircot("2"), ircot("3")]
    del rows[2]["question_text"]
    src = write_jsonl(tmp_path / "hp.jsonl", rows)
    code, out, err = cli_streams(["import", "hotpotqa", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 0  # one bad row never aborts the import
    assert f"skipped: {src}:3: field 'question_text': missing required field" in err
    assert "3 row(s) read, 1 skipped" in out
    assert set(load_suite(tmp_path / "s").cases) == {"1", "2"}


def test_import_that_maps_almost_nothing_exits_2_with_a_summary(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    # Like the FEVER scorer's own actual.jsonl (labels and evidence, no claims) read as FEVER claims.
    from conftest import SHARED_DATA

    fever = SHARED_DATA / "fever" / "paper_dev.jsonl"
    if not fever.exists():
        pytest.skip("shared FEVER data not present")
    with fever.open(encoding="utf-8") as handle:
        rows = [json.loads(next(handle)) for _ in range(200)]
    actual = [rows[0]] + [{"label": r["label"], "evidence": r["evidence"]} for r in rows[1:]]
    src = write_jsonl(tmp_path / "actual.jsonl", actual)
    code, _, err = cli_streams(["import", "fever", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 2
    assert "only 1 of 200 row(s) could be mapped to a case (199 skipped)" in err
    assert f"{src}:2: field 'id': missing required field" in err
    assert not (tmp_path / "s").exists()


def test_failed_import_leaves_existing_suite_untouched(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write_jsonl(tmp_path / "good.jsonl", [ircot("1"), ircot("2")])
    out = tmp_path / "suite"
    assert cli_streams(["import", "hotpotqa", str(good), "--out", str(out)], capsys)[0] == 0
    before = snapshot(out)
    # Without --force an existing suite is never replaced.
    code, _, err = cli_streams(["import", "hotpotqa", str(good), "--out", str(out)], capsys)
    assert code == 2 and "already exists" in err
    # With --force, a failure half-way through the source still leaves the old suite as it was.
    bad_rows = [ircot(str(i)) for i in range(10)]
    for row in bad_rows[3:]:
        row["contexts"] = "not a list"
    bad = write_jsonl(tmp_path / "bad.jsonl", bad_rows)
    code, _, err = cli_streams(["import", "hotpotqa", str(bad), "--out", str(out), "--force"], capsys)
    assert code == 2 and "only 3 of 10 row(s)" in err and f"{bad}:4: field 'contexts'" in err
    assert snapshot(out) == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".suite")]
    # A successful forced import replaces it (3 of 4 rows mapped, the bad one reported).
    assert cli_streams(["import", "hotpotqa", str(bad), "--out", str(out), "--force", "--limit", "4"], capsys)[0] == 0
    assert len(load_suite(out).cases) == 3


def test_force_replaces_a_suite_never_a_users_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit ran `import ... DIR/in.jsonl --out DIR --force`: DIR (the input and the user's other
    files in it) was replaced by the suite. --force replaces a suite folder only."""
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep")
    good = write_jsonl(folder / "in.jsonl", [ircot(str(i)) for i in range(3)])
    code, _, err = cli_streams(["import", "hotpotqa", str(good), "--out", str(folder), "--force"], capsys)
    assert code == 2 and "not part of a citeset suite" in err and "in.jsonl" in err
    assert (folder / "notes.txt").read_text() == "keep" and good.exists()
    out = tmp_path / "suite"
    assert cli_streams(["import", "hotpotqa", str(good), "--out", str(out)], capsys)[0] == 0
    assert cli_streams(["import", "hotpotqa", str(good), "--out", str(out), "--force"], capsys)[0] == 0  # a suite: replaced
    (out / "keep.txt").write_text("mine")
    assert cli_streams(["import", "hotpotqa", str(good), "--out", str(out), "--force"], capsys)[0] == 2
    (out / "keep.txt").unlink()
    inside = out / "run.jsonl"  # a suite's own file name, holding the import's input
    inside.write_bytes(good.read_bytes())
    code, _, err = cli_streams(["import", "hotpotqa", str(inside), "--out", str(out), "--force"], capsys)
    assert code == 2 and "inside --out" in err and inside.read_bytes() == good.read_bytes()


def test_unmappable_rows_are_reported_not_fatal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [ircot("1"), ircot("2", supporting=(False, False)), ircot("3")]
    src = write_jsonl(tmp_path / "hp.jsonl", rows)
    code, out, err = cli_streams(["import", "hotpotqa", str(src), "--out", str(tmp_path / "s")], capsys)
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


def test_supporting_fact_for_absent_paragraph_skips_the_question(tmp_path: Path) -> None:
    row = {"_id": "a", "question": "Q?", "answer": "A", "supporting_facts": [["Missing", 0]],
           "context": [["P", ["One."]]]}
    ok = {**row, "_id": "b", "supporting_facts": [["P", 0]]}
    src = tmp_path / "hotpot.json"
    src.write_text("[\n" + json.dumps(row) + ",\n" + json.dumps(ok) + "\n]")
    result = import_dataset("hotpotqa", src, tmp_path / "s")
    [skipped] = result.skipped
    assert skipped.line == 2 and "field 'supporting_facts[0]'" in skipped.reason and "Missing" in skipped.reason
    assert set(load_suite(tmp_path / "s").cases) == {"b"}


def test_multihop_rag_mismatched_query_and_answer_ids(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "mh"
    folder.mkdir()
    queries = {"queries": [{"id": "0", "question": "Q0?", "question_type": "inference_query"},
                           {"id": "7", "question": "Q7?", "question_type": "inference_query"}]}
    (folder / "queries.json").write_text(json.dumps(queries, indent=2))
    evidence = [{"fact": "F.", "url": "https://x/1", "title": "T", "source": "S"}]
    (folder / "ground_truth.json").write_text(json.dumps({"0": {"answer": "A", "evidence_list": evidence}}))
    code, _, err = cli_streams(["import", "multihop-rag", str(folder), "--out", str(tmp_path / "s")], capsys)
    assert code == 2
    assert f"{folder / 'queries.json'}:" in err and "field 'id'" in err and "'7'" in err
    assert not (tmp_path / "s").exists()


@pytest.mark.parametrize(("content", "where", "says"), [
    (b"question,answer,contexts,question\nWho wrote X?,Y,X was written by Y.,old\n", ":1:", "named more than once"),
    (b"question,answer,contexts\nWho wrote X?,Y, Jr.,X was written by Y. Jr.\n", ":2:", "the row has 4 cells"),
    (b"question,answer,contexts\nWho?,A1,ctx\nWhere?,A2,c\xffd\n", ":3:", "not UTF-8"),
])
def test_a_csv_that_would_lose_cells_is_one_line_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            content: bytes, where: str, says: str) -> None:
    """A hardening audit: a column named twice kept its last cell, cells past the header were dropped, both with
    exit 0, and bad UTF-8 on line 3 was said to be on line 1."""
    source = tmp_path / "qa.csv"
    source.write_bytes(content)
    code, _, err = cli_streams(["import", "csv", str(source), "--out", str(tmp_path / "suite")], capsys)
    assert code == 2 and f"{source}{where}" in err and says in err, err


def test_force_replaces_a_run_or_calibration_file_and_never_a_folder_or_the_input(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit: `--force` refused every file output ("--out must be a folder"), for the trace and the
    calibration formats, though `--help` says it replaces the output."""
    source = tmp_path / "ab.jsonl"
    source.write_text(json.dumps({"question": "q", "claim": "The sky is blue.", "response": "r", "id": "a1",
                                  "references": ["The sky is blue."], "attribution_label": "attributable"}) + "\n")
    out = tmp_path / "cal.jsonl"
    out.write_text("old\n")
    code, _, err = cli_streams(["import", "attributionbench", str(source), "--out", str(out)], capsys)
    assert code == 2 and "already exists" in err and out.read_text() == "old\n"
    code, _, err = cli_streams(["import", "attributionbench", str(source), "--out", str(out), "--force"], capsys)
    assert code == 0 and "The sky is blue." in out.read_text(), err
    folder = tmp_path / "folder"
    folder.mkdir()
    code, _, err = cli_streams(["import", "attributionbench", str(source), "--out", str(folder), "--force"], capsys)
    assert code == 2 and "a folder is in the way" in err and folder.is_dir()
    code, _, err = cli_streams(["import", "attributionbench", str(source), "--out", str(source), "--force"], capsys)
    assert code == 2 and "ab.jsonl" in err and "The sky is blue." in source.read_text()
