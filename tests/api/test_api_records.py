"""In-memory construction: Suite.from_records and Run.from_records validate as file loading does."""

from __future__ import annotations

from typing import Any

import pytest

import citeset
from citeset.errors import InputError
from citeset.runs import RunRecord
from citeset.suite import Case

TEXT = "Rights schedule.\nEntity R holds the rights associated with record R17.\n"
EXACT = "Entity R holds the rights associated with record R17."


def test_a_case_is_built_and_evaluated_in_ten_lines_without_files() -> None:
    suite = citeset.Suite.from_records(
        sources=[{"version_id": "rights-v3", "source_id": "rights", "text": TEXT}],
        spans=[{"span_id": "a2", "version_id": "rights-v3", "exact": EXACT}],
        cases=[{"case_id": "q1", "question": "Who holds R17's rights?", "reference_answer": "Entity R",
                "claims": [{"claim_id": "c", "text": EXACT, "routes": [{"set_id": "r", "members": ["a2"]}]}]}])
    run = citeset.Run.from_records([{"case_id": "q1", "answer_text": f"{EXACT} [1]",
                                     "sources": [{"marker": "1", "span_id": "a2"}]}], suite)
    result = citeset.evaluate(suite, run)
    assert [card.verdict for card in result.cards] == ["accept"]
    assert result.report.metrics["citation_validity"].numerator == 1


def suite_records() -> dict[str, list[dict[str, Any]]]:
    return {"sources": [{"version_id": "v", "source_id": "s", "text": TEXT}],
            "spans": [{"span_id": "a2", "version_id": "v", "exact": EXACT}],
            "cases": [{"case_id": "q1", "question": "?", "reference_answer": "Entity R",
                       "claims": [{"claim_id": "c", "text": EXACT, "routes": [{"set_id": "r", "members": ["a2"]}]}]}]}


def test_models_are_accepted_as_well_as_dicts() -> None:
    records = suite_records()
    case = Case.model_validate(records["cases"][0])
    suite = citeset.Suite.from_records(sources=records["sources"], spans=records["spans"], cases=[case])
    run = citeset.Run.from_records([RunRecord(case_id="q1", answer_text="Entity R.")], suite)
    assert list(suite.cases) == ["q1"] and list(run.records) == ["q1"]
    assert suite.spans["a2"].start == TEXT.index(EXACT)  # anchored by quote, as on load


@pytest.mark.parametrize(("kind", "index", "change", "field"), [
    ("spans", 0, {"exact": "Entity Z holds nothing."}, "spans[0].exact"),
    ("spans", 0, {"version_id": "nowhere"}, "spans[0].version_id"),
    ("sources", 0, {"status": "lost"}, "sources[0].status"),
    ("cases", 0, {"claims": [{"claim_id": "c", "text": "t", "routes": [{"set_id": "r", "members": ["ghost"]}]}]},
     "cases[0].claims[0].routes[0].members[0]"),
    ("cases", 0, {"schema_version": "9.9"}, "cases[0].schema_version"),
])
def test_bad_records_name_the_record_index_and_field(kind: str, index: int, change: dict[str, Any],
                                                     field: str) -> None:
    records = suite_records()
    records[kind][index] = {**records[kind][index], **change}
    with pytest.raises(InputError) as caught:
        citeset.Suite.from_records(**records)
    assert caught.value.field == field
    assert caught.value.path is None


def test_in_memory_source_with_a_path_needs_a_base_folder() -> None:
    records = suite_records()
    records["sources"] = [{"version_id": "v", "source_id": "s", "path": "../../etc/passwd"}]
    with pytest.raises(InputError) as caught:
        citeset.Suite.from_records(**records)
    assert caught.value.field == "sources[0].path" and "base" in caught.value.message


def test_bad_run_records_name_the_record_index_and_field() -> None:
    suite = citeset.Suite.from_records(**suite_records())
    with pytest.raises(InputError) as caught:
        citeset.Run.from_records([{"case_id": "q1"}, {"case_id": "q1", "claims": [{"text": "x", "citations": [{}]}]}],
                                 suite)
    assert caught.value.field == "records[1].claims.0.citations.0"
    with pytest.raises(InputError, match="duplicate case_id") as dup:
        citeset.Run.from_records([{"case_id": "q1"}, {"case_id": "q1"}], suite)
    assert dup.value.field == "records[1].case_id"
    with pytest.raises(InputError, match="not in the suite") as unknown:
        citeset.Run.from_records([{"case_id": "q9"}], suite)
    assert unknown.value.field == "records[0].case_id"
    with pytest.raises(InputError, match="empty"):
        citeset.Run.from_records([], suite)
