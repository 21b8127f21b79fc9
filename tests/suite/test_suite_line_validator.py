"""`line_validator`: the objects and errors of `validate_json`, for every line, good or bad."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from citeset._jsonl import adapter, iter_model_lines, line_validator, objects_first
from citeset.corpus._manifest import FrozenSpan, FrozenVersion
from citeset.errors import InputError
from citeset.runs._models import RunRecord
from citeset.suite._models import Case

RUN = {"case_id": "c0", "answer_text": "Entity E0 holds the rights [1].", "abstained": False,
       "sources": [{"marker": "1", "span_id": "s0", "quote": "holds"}],
       "claims": [{"text": "Entity E0 holds the rights.", "claim_id": "c", "requires_citation": True,
                   "citations": [{"span_id": "s0"}, {"version_id": "v0", "start": 0, "end": 5}]}],
       "trace": {"retrieved": [{"span_id": "s0", "rank": 1, "score": 0.5}, {"span_id": "n1", "rank": 2}],
                 "context": ["s0"], "chunks": [{"span_id": "k0", "version_id": "v0", "start": 0, "end": 3}]}}
CASE = {"case_id": "c0", "question": "Who holds the rights?", "reference_answer": ["Entity E0"],
        "cutoff": "2025-01-01", "strata": {"question_type": "bridge", "hops": 2, "weight": 0.5, "hard": True},
        "claims": [{"claim_id": "c", "text": "Entity E0 holds the rights.", "applies_at": "2024-06-01T12:00:00",
                    "reference_answer": "E0",
                    "routes": [{"set_id": "r0", "members": ["s0", "s1"], "inference": "join"},
                               {"set_id": "r1", "members": ["s2"], "status": "proposed"}]}]}

ODD_VALUES = st.sampled_from([
    None, True, False, 0, -1, 1.0, 1.5, -0.0, 2**63, -(2**63) - 1, 10**30, 1e308, "", "x", "1.0", "0.9", "1.1",
    "2.0", "2024-01-01", "NaN", [], ["a"], [1], {}, {"span_id": "s9"}, {"schema_version": "0.9"},
    {"schema_version": "1.0"}, {"a": {"b": [{"c": None}]}},
])
RAW_VALUES = st.sampled_from([
    "NaN", "Infinity", "-Infinity", "1e400", "123456789012345678901234567890", "-9223372036854775809", "01",
    '"\\ud800"', '"\\u0041\\u00e9"', "[" * 300 + "]" * 300, '{"a": 1, "a": 2}', "tru", '"\t"', "1.0e-400",
])


def _mutations(base: dict[str, Any]) -> st.SearchStrategy[str]:
    """`base` as a JSON line with a value replaced, a key added or the text cut short or spliced."""
    paths = list(_paths(base))

    def replaced(path: tuple[Any, ...], value: Any) -> str:
        return json.dumps(_set(base, path, value))

    def spliced(path: tuple[Any, ...], raw: str) -> str:
        marker = "\u0000MARK\u0000"
        return json.dumps(_set(base, path, marker)).replace(json.dumps(marker), raw)

    return st.one_of(
        st.builds(replaced, st.sampled_from(paths), ODD_VALUES),
        st.builds(spliced, st.sampled_from(paths), RAW_VALUES),
        st.builds(lambda cut: json.dumps(base)[:cut], st.integers(0, len(json.dumps(base)))),
        st.just(json.dumps(base)), st.just(json.dumps([base])), st.just("\ufeff" + json.dumps(base)),
    )


def _paths(value: Any, here: tuple[Any, ...] = ()) -> Any:
    """Every place in `value`, and a new key beside each object's own."""
    if isinstance(value, dict):
        yield (*here, "schema_version")
        yield (*here, "unknown")
        for key, item in value.items():
            yield (*here, key)
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield (*here, i)
            yield from _paths(item, (*here, i))


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    key, copy = path[0], (dict(value) if isinstance(value, dict) else list(value))
    copy[key] = _set(value.get(key) if isinstance(value, dict) else value[key], path[1:], new)
    return copy


def _outcome(validate: Any, raw: str) -> tuple[str, Any]:
    try:
        item = validate(raw.encode("utf-8", "surrogatepass"))
    except ValidationError as exc:
        return "error", (str(exc), repr(exc.errors(include_url=False)))  # repr: NaN inputs compare equal
    return "ok", (repr(item), item.model_dump_json())


@pytest.mark.parametrize(("model", "base"), [(RunRecord, RUN), (Case, CASE)])
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_line_validator_gives_what_validate_json_gives(model: type[BaseModel], base: dict[str, Any],
                                                       data: st.DataObject) -> None:
    raw = data.draw(_mutations(base))
    assert _outcome(line_validator(model), raw) == _outcome(adapter(model).validate_json, raw)


def test_the_faster_path_is_taken_for_run_records_and_cases() -> None:
    """Else the test above compares validate_json with itself."""
    assert objects_first(adapter(RunRecord).core_schema)
    assert objects_first(adapter(Case).core_schema)
    assert objects_first(adapter(FrozenSpan).core_schema)


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True)
    members: tuple[str, ...]

    @model_validator(mode="before")
    @classmethod
    def _same(cls, data: Any) -> Any:
        return data


def test_schemas_that_depend_on_the_input_type_keep_validate_json() -> None:
    """A with-info validator sees whether the input was JSON; strict mode reads a JSON array as a tuple."""
    assert not objects_first(adapter(FrozenVersion).core_schema)
    assert not objects_first(adapter(_Strict).core_schema)
    assert line_validator(_Strict) == adapter(_Strict).validator.validate_json


@pytest.mark.parametrize(("line", "field", "message"), [
    ('{"case_id": "c0", "trace": []}', "trace", "Input should be an object"),
    ('{"case_id": "c0", "claims": [{"text": "t", "citations": [5]}]}', "claims.0.citations.0",
     "Input should be an object"),
    ('{"case_id": "c0", "claims": [{"text": "t", "citations": [{}]}]}', "claims.0.citations.0",
     "Value error, a citation needs one of span_id, chunk_id, uri or version_id+start+end"),
    ('{"case_id": "c0", "schema_version": "2.0"}', "schema_version",
     "RunRecord schema_version 2.0 is newer than this citeset reads (1.0); upgrade citeset to read it"),
])
def test_a_bad_run_line_is_worded_as_json_input(tmp_path: Path, line: str, field: str, message: str) -> None:
    """The errors are `validate_json`'s: pydantic words a Python input otherwise ("a valid dictionary or
    instance of Trace")."""
    path = tmp_path / "run.jsonl"
    path.write_text(json.dumps(RUN) + "\n" + line + "\n")
    with pytest.raises(InputError) as caught:
        list(iter_model_lines(path, RunRecord))
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(path), 2, field)
    assert caught.value.message == message


def test_an_old_run_record_is_still_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text('{"schema_version": "0.9", "case_id": "c0", "trace": {"retrieved": ["s0", "s1"]}}\n'
                    '{"case_id": "c1", "answer_text": "NaN", "trace": {"retrieved": [{"span_id": "s0", '
                    '"score": 0.5}]}}\n')
    (_, old), (_, new) = iter_model_lines(path, RunRecord)
    assert old.schema_version == "1.0" and old.trace is not None and old.trace.retrieved is not None
    assert [(item.span_id, item.rank) for item in old.trace.retrieved] == [("s0", 1), ("s1", 2)]
    assert new.trace is not None and new.trace.retrieved is not None and new.trace.retrieved[0].score == 0.5


def test_a_score_that_is_no_finite_number_is_refused_by_either_reader(tmp_path: Path) -> None:
    """JSON's NaN and Infinity parse (as Python reads them), and a retriever score must be a finite number."""
    path = tmp_path / "run.jsonl"
    path.write_text('{"case_id": "c1", "trace": {"retrieved": [{"span_id": "s0", "score": NaN}]}}\n')
    with pytest.raises(InputError) as err:
        list(iter_model_lines(path, RunRecord))
    assert err.value.line == 1 and "score" in str(err.value)
