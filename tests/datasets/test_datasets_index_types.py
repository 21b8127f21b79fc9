"""A sentence or paragraph index must be an integer: a boolean (true read as 1) or a fraction (1.5 read as 1)
is the row's bad input, skipped and reported naming file, line and field, never a sentence taken for it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.suite import load_suite


def hotpot(qid: str, sent: object) -> dict[str, object]:
    return {"_id": qid, "question": f"Q{qid}?", "answer": "yes", "type": "bridge", "level": "easy",
            "supporting_facts": [["T", sent]], "context": [["T", [" S0.", " S1."]]]}


def fever(cid: int, sent: object) -> dict[str, object]:
    return {"id": cid, "claim": f"C{cid}.", "label": "SUPPORTS", "evidence": [[[1, 2, "Page", sent]]]}


def hover(uid: str, sent: object) -> dict[str, object]:
    return {"uid": uid, "claim": f"C{uid}.", "label": "SUPPORTED", "supporting_facts": [["Page", sent]]}


@pytest.mark.parametrize("bad", [True, False, 1.5])
def test_hotpotqa_supporting_fact_index(tmp_path: Path, bad: object) -> None:
    src = tmp_path / "hp.json"
    src.write_text(json.dumps([hotpot("a", bad), hotpot("b", 0), hotpot("c", 1)]))
    result = import_dataset("hotpotqa", src, tmp_path / "s")
    assert [s.describe() for s in result.skipped] == [
        f"{src}:1: field 'supporting_facts[0]': a supporting fact must be [title, sentence index]"]
    assert set(load_suite(tmp_path / "s").cases) == {"b", "c"}


@pytest.mark.parametrize("bad", [True, 1.5, "1"])
def test_fever_evidence_sentence_index(tmp_path: Path, bad: object) -> None:
    src = tmp_path / "fever.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in [fever(1, bad), fever(2, 0), fever(3, 1)]))
    result = import_dataset("fever", src, tmp_path / "s")
    assert [s.describe() for s in result.skipped] == [
        f"{src}:1: field 'evidence[0][0]': evidence must be [annotation id, evidence id, page, sentence]"]
    assert set(load_suite(tmp_path / "s").cases) == {"2", "3"}


def test_hover_supporting_fact_index(tmp_path: Path) -> None:
    src = tmp_path / "hover.json"
    src.write_text(json.dumps([hover("a", True), hover("b", 0), hover("c", 2)]))
    result = import_dataset("hover", src, tmp_path / "s")
    assert [s.describe() for s in result.skipped] == [
        f"{src}:1: field 'supporting_facts[0]': a supporting fact must be [title, sentence index]"]
