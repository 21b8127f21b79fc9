"""Persisted versions are checked on read: a newer major is refused, older shapes are upgraded."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeset import load_run, load_suite
from citeset._jsonl import adapter, iter_model_lines
from citeset._migrate import SCHEMA_VERSION, check_version, migration, upgrade
from citeset._model import Record
from citeset.cli._main import main
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.evidence import Card
from citeset.report import Report
from citeset.runs import RunRecord
from citeset.suite import Case
from conftest import cedar_case, make_suite, write_jsonl

RUN_ROW = {"case_id": "A", "answer_text": "Entity R holds Cedar's rights.",
           "claims": [{"text": "Entity R holds Cedar's rights.", "claim_id": "c",
                       "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]}


def exit_and_err(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


def test_newer_major_schema_version_is_rejected(tmp_path: Path, capsys: Any) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A")])
    run = write_jsonl(tmp_path / "run.jsonl", [RUN_ROW, {**RUN_ROW, "case_id": "B", "schema_version": "9.9"}])
    make_suite(tmp_path / "suite", [cedar_case("A"), cedar_case("B")])
    code, err = exit_and_err(["evaluate", str(suite), str(run), "--out", str(tmp_path / "out")], capsys)
    assert code == 2
    assert f"{run}:2: field 'schema_version':" in err
    assert "9.9 is newer than this citeset reads (1.0)" in err
    assert "Traceback" not in err and not (tmp_path / "out").exists()


@pytest.mark.parametrize("model", [Card, Report, RunRecord, Case])
def test_newer_major_schema_version_is_rejected_for_every_record(model: type[Record]) -> None:
    with pytest.raises(Exception) as caught:
        model.model_validate({"schema_version": "2.0"})
    errors = caught.value.errors()  # type: ignore[attr-defined]
    assert any(e["loc"] == ("schema_version",) and "newer" in e["msg"] for e in errors)


@pytest.mark.parametrize("model", [SourceVersion, Span])
def test_newer_major_schema_version_is_rejected_for_sources_and_spans(model: type[Any]) -> None:
    row = {"version_id": "v", "source_id": "s", "text": "t"} if model is SourceVersion else \
        {"span_id": "s", "version_id": "v", "exact": "t"}
    with pytest.raises(Exception, match="newer than this citeset reads"):
        adapter(model).validate_python({**row, "schema_version": "3.1"})
    assert adapter(model).validate_python({**row, "schema_version": "0.9"}).schema_version == SCHEMA_VERSION


def test_newer_major_suite_line_names_file_line_and_field(tmp_path: Path) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A", schema_version="9.9")])
    with pytest.raises(InputError) as caught:
        load_suite(suite)
    assert caught.value.describe().startswith(f"{suite / 'cases.jsonl'}:1: field 'schema_version': Case schema_version")


def test_malformed_schema_version_is_an_error() -> None:
    with pytest.raises(ValueError, match="not a schema version 'latest'"):
        check_version("Card", "latest")


def test_newer_minor_of_the_current_major_loads() -> None:
    assert RunRecord.model_validate({**RUN_ROW, "schema_version": "1.7"}).schema_version == "1.7"


def test_older_run_record_is_migrated_on_load(tmp_path: Path) -> None:
    suite = load_suite(make_suite(tmp_path / "suite", [cedar_case("A")]))
    old = {**RUN_ROW, "schema_version": "0.9", "trace": {"retrieved": ["b1", "a2"]}}
    run = load_run(write_jsonl(tmp_path / "run.jsonl", [old]), suite)
    record = run.records["A"]
    assert record.schema_version == SCHEMA_VERSION
    assert record.trace is not None and record.trace.retrieved is not None
    assert [(r.span_id, r.rank) for r in record.trace.retrieved] == [("b1", 1), ("a2", 2)]


def card_row(**over: Any) -> dict[str, Any]:
    row = {"case_id": "A", "claim_id": "c", "kind": "output", "text": "Entity R holds Cedar's rights.",
           "answerability": "answerable", "verdict": "revise_citations", "bucket": "attribution"}
    row.update(over)
    return row


def test_older_card_is_migrated_on_load() -> None:
    card = Card.model_validate(card_row(schema_version="0.9", reason="supported, but citations are incomplete"))
    assert card.schema_version == SCHEMA_VERSION
    assert card.reasons == ["supported, but citations are incomplete"]
    with pytest.raises(Exception, match="reason"):  # the 0.9 field is not part of 1.0
        Card.model_validate(card_row(reason="x"))


def test_older_cards_file_is_migrated_and_newer_is_refused(tmp_path: Path, capsys: Any) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A")])
    run = write_jsonl(tmp_path / "run.jsonl", [RUN_ROW])
    out = tmp_path / "out"
    assert exit_and_err(["evaluate", str(suite), str(run), "--out", str(out)], capsys)[0] == 0
    cards = [json.loads(line) for line in (out / "cards.jsonl").read_text().splitlines()]
    old = [{**{k: v for k, v in c.items() if k != "reasons"}, "schema_version": "0.9",
            "reason": (c["reasons"] or [""])[0]} for c in cards]
    loaded = [card for _, card in iter_model_lines(write_jsonl(tmp_path / "old.jsonl", old), Card)]
    assert [c.reasons[:1] for c in loaded] == [c["reasons"][:1] for c in cards]
    newer = write_jsonl(tmp_path / "newer.jsonl", [{**c, "schema_version": "2.0"} for c in cards])
    with pytest.raises(InputError) as caught:
        list(iter_model_lines(newer, Card))
    assert caught.value.describe().startswith(f"{newer}:1: field 'schema_version': Card schema_version 2.0 is newer")


def test_a_version_without_a_migration_path_is_an_error() -> None:
    with pytest.raises(Exception, match=r"too old: no migration to 1\.0"):
        Card.model_validate(card_row(schema_version="0.5"))


def test_migrations_apply_in_order() -> None:
    steps: list[str] = []

    @migration("Widget", "0.7", "0.8")
    def first(record: dict[str, Any]) -> dict[str, Any]:
        steps.append("0.7")
        record["name"] = record.pop("title")
        return record

    @migration("Widget", "0.8", "0.9")
    def second(record: dict[str, Any]) -> dict[str, Any]:
        steps.append("0.8")
        record["name"] = record["name"].upper()
        return record

    upgraded = upgrade("Widget", {"schema_version": "0.7", "title": "gear"})
    assert upgraded == {"schema_version": SCHEMA_VERSION, "name": "GEAR"}
    assert steps == ["0.7", "0.8"]  # then the shared 0.9 -> 1.0 step


def _versioned_models() -> list[type[Record]]:
    import importlib
    import pkgutil

    import citeset
    from citeset._model import Versioned

    for module in pkgutil.walk_packages(citeset.__path__, "citeset."):
        if module.name.endswith("__main__"):
            continue
        try:
            importlib.import_module(module.name)
        except ImportError:  # optional extras (model judges, browsers) not installed
            continue
    found, todo = [], list(Versioned.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if "schema_version" in cls.model_fields and not cls.__module__.startswith("tests"):
            found.append(cls)
    return sorted(set(found), key=lambda c: f"{c.__module__}.{c.__name__}")


def test_every_persisted_model_with_a_schema_version_refuses_a_newer_major() -> None:
    models = _versioned_models()
    assert {"Card", "RunRecord", "Case", "Report", "Manifest", "Policy"} <= {m.__name__ for m in models}
    for model in models:
        with pytest.raises(Exception) as caught:
            model.model_validate({"schema_version": "99.0"})
        errors = caught.value.errors()  # type: ignore[attr-defined]
        assert any(e["loc"] == ("schema_version",) and "newer" in e["msg"] for e in errors), model
