"""Case ids written as numbers: one canonical string per id ("1" for 1 and 1.0); two rows whose ids are
written differently but become one id ("1" and 1) stop the import (exit 2, file, line and field) instead of
one row silently replacing or dropping the other; a boolean is no id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.suite import load_suite
from conftest import cli_streams


def ircot(qid: object) -> dict[str, object]:
    return {"question_id": qid, "question_text": f"Question {qid}?",
            "answers_objects": [{"number": "", "spans": [f"answer {qid}"]}],
            "contexts": [{"id": "0", "title": f"T{qid}", "paragraph_text": f"Paragraph of {qid}.",
                          "is_supporting": True}]}


def alce(cid: object) -> dict[str, object]:
    return {"id": cid, "question": f"Q{cid}?", "output": "A [1].", "docs": [{"title": "t", "text": f"doc {cid}"}]}


def write_jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_number_and_string_spelling_of_one_id_exit_2_naming_both_lines(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    src = write_jsonl(tmp_path / "hp.jsonl", [ircot(1), ircot(2), ircot("1")])
    code, _, err = cli_streams(["import", "hotpotqa", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert f"{src}:3: field 'question_id'" in err and f'written as "1" here and as 1 at {src}:1' in err
    assert not (tmp_path / "s").exists()


def test_integer_and_float_spelling_of_one_id_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "alce.json"
    src.write_text(json.dumps([alce(1), alce(1.0), alce(2)]))
    code, _, err = cli_streams(["import", "alce", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and "field 'id'" in err and "written as 1.0 here and as 1" in err
    assert not (tmp_path / "s").exists()


def test_a_float_id_alone_is_its_integer_and_a_generated_id_never_takes_a_real_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "alce.json"
    src.write_text(json.dumps([alce(1.0), alce(0), alce(3)]))
    assert cli_streams(["import", "alce", str(src), "--out", str(tmp_path / "s")], capsys)[0] == 0
    assert set(load_suite(tmp_path / "s").cases) == {"1", "0", "3"}  # id 0 is an id, not "absent"
    rows = [alce(f"q{2}"), alce(None), alce(None)]  # the third row is named after its position: q2
    src.write_text(json.dumps(rows))
    code, _, err = cli_streams(["import", "alce", str(src), "--out", str(tmp_path / "t")], capsys)
    assert code == 2 and "case id 'q2' is written as no id" in err


def test_same_spelling_twice_is_a_reported_duplicate_and_a_boolean_is_no_id(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_jsonl(tmp_path / "hp.jsonl", [ircot(1), ircot(1), ircot(True), ircot(2), ircot(1.5), ircot(3), ircot(4)])
    code, _, err = cli_streams(["import", "hotpotqa", str(src), "--out", str(tmp_path / "s")], capsys)
    assert code == 0
    assert f"{src}:2: duplicate case id '1': kept the first" in err
    assert f"{src}:3: field 'question_id': an id must be a string or an integer, got the boolean true" in err
    assert f"{src}:5: field 'question_id': an id must be a string or an integer, got the number 1.5" in err
    assert set(load_suite(tmp_path / "s").cases) == {"1", "2", "3", "4"}


def test_trace_case_key_as_a_number_names_the_suite_case(tmp_path: Path) -> None:
    from citeset.errors import InputError
    from citeset.integrations._core import SuiteIndex

    src = write_jsonl(tmp_path / "hp.jsonl", [ircot("1"), ircot("2")])
    from citeset.datasets import import_dataset

    import_dataset("hotpotqa", src, tmp_path / "s")
    index = SuiteIndex(load_suite(tmp_path / "s"))
    assert index.case_for(1, None) == "1" and index.case_for(2.0, None) == "2"
    with pytest.raises(InputError, match="boolean"):
        index.case_for(True, None)


def test_a_duplicate_fever_claims_prediction_is_not_a_second_record_for_the_first_case(tmp_path: Path) -> None:
    """A claim row skipped as a duplicate id had its line-aligned prediction written as a second run record of
    the first row's case (two answers for case 7, the second one for another claim)."""
    from citeset.datasets import import_dataset

    nei = [[[1, None, None, None]]]
    claims = [{"id": 7, "claim": "A is B.", "label": "NOT ENOUGH INFO", "evidence": nei},
              {"id": 7, "claim": "C is D.", "label": "NOT ENOUGH INFO", "evidence": nei},
              {"id": 8, "claim": "E is F.", "label": "NOT ENOUGH INFO", "evidence": nei}]
    preds = [{"predicted_label": label, "predicted_evidence": []}
             for label in ("SUPPORTS", "REFUTES", "NOT ENOUGH INFO")]
    write_jsonl(tmp_path / "claims.jsonl", claims)
    write_jsonl(tmp_path / "preds.jsonl", preds)
    result = import_dataset("fever", tmp_path / "claims.jsonl", tmp_path / "s", predictions=tmp_path / "preds.jsonl")
    records = [json.loads(x) for x in (tmp_path / "s" / "run.jsonl").read_text().splitlines()]
    assert [(r["case_id"], r["answer_text"]) for r in records] == [("7", "SUPPORTS"), ("8", "NOT ENOUGH INFO")]
    assert any("duplicate case id '7'" in s.reason for s in result.skipped)
    # A skipped claim (no usable evidence group) followed by a valid one of the same id: one record, the second's.
    claims[0] = {"id": 8, "claim": "G is H.", "label": "SUPPORTS", "evidence": [[[1, None, None, None]]]}
    write_jsonl(tmp_path / "claims.jsonl", claims)
    import_dataset("fever", tmp_path / "claims.jsonl", tmp_path / "t", predictions=tmp_path / "preds.jsonl")
    records = [json.loads(x) for x in (tmp_path / "t" / "run.jsonl").read_text().splitlines()]
    assert [(r["case_id"], r["answer_text"]) for r in records] == [("7", "REFUTES"), ("8", "NOT ENOUGH INFO")]
