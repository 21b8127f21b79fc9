"""The freeze covers what decides verdicts: version metadata, spans, cases and routes, and its own presence."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from citeset.cli._main import main
from citeset.errors import InputError
from citeset.suite import freeze_suite, load_suite
from conftest import TEXTS, cedar_case, make_suite, oak_case, world_sources, write_jsonl

RUN = [{"case_id": "A", "answer_text": "Entity R holds Cedar's rights.",
        "claims": [{"text": "Entity R holds Cedar's rights.", "claim_id": "c",
                    "citations": [{"span_id": "a1"}, {"span_id": "a2"}]}]}]


@pytest.fixture
def frozen(tmp_path: Path) -> Path:
    root = make_suite(tmp_path / "s", [cedar_case("A"), oak_case("O", reader="legal")])
    freeze_suite(root)
    return root


def rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def edit(path: Path, index: int, **changes: Any) -> None:
    lines = rows(path)
    lines[index].update(changes)
    write_jsonl(path, lines)


def refused(root: Path) -> str:
    with pytest.raises(InputError) as exc:
        load_suite(root)
    with pytest.raises(InputError) as again:
        freeze_suite(root)  # a plain re-freeze does not launder the change either
    assert str(again.value) == str(exc.value)
    return str(exc.value)


def test_changed_status_is_refused_by_evaluate(frozen: Path, tmp_path: Path, capsys: Any) -> None:
    edit(frozen / "sources.jsonl", 3, status="current")  # rights-v1: superseded -> current
    run = write_jsonl(tmp_path / "run.jsonl", RUN)
    with pytest.raises(SystemExit) as exit_info:
        main(["evaluate", str(frozen), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err == (f"error: {frozen / 'sources.jsonl'}:4: field 'status': version 'rights-v1' was frozen with status "
                   "\"superseded\"; the line now says \"current\". A frozen record never changes: add a new "
                   "version_id and freeze it with `citeset freeze` (until then it is not frozen evidence: a route "
                   "escalates, never accepts), or re-freeze deliberately with `citeset freeze --accept-changes`\n")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(("index", "field", "value"), [
    (0, "observed_at", "2020-01-01"),
    (4, "readers", []),
    (4, "readers", ["legal", "public"]),
    (3, "effective_to", "2030-01-01"),
    (0, "published_at", "2025-02-01"),
    (0, "effective_from", "2025-01-01"),
    (1, "uri", "https://elsewhere.example/rights"),
    (1, "source_id", "other"),
])
def test_changed_version_metadata_is_refused(frozen: Path, index: int, field: str, value: Any) -> None:
    edit(frozen / "sources.jsonl", index, **{field: value})
    message = refused(frozen)
    assert f"sources.jsonl:{index + 1}: field '{field}': " in message and "was frozen with" in message


def test_moved_text_file_with_same_text_is_still_frozen(frozen: Path) -> None:
    sources = rows(frozen / "sources.jsonl")
    (frozen / "texts").mkdir()
    (frozen / "texts" / "map.txt").write_text(sources[0].pop("text"), encoding="utf-8")
    sources[0]["path"] = "texts/map.txt"
    write_jsonl(frozen / "sources.jsonl", sources)
    assert load_suite(frozen).frozen


def test_span_moved_to_another_occurrence_is_refused(tmp_path: Path) -> None:
    sources = world_sources()
    sources[0]["text"] = TEXTS["map-v1"] + "Again: Project Cedar is mapped to record R17.\n"
    root = make_suite(tmp_path / "s", [cedar_case("A")], sources=sources)
    freeze_suite(root)
    second = sources[0]["text"].rindex("Project Cedar")
    edit(root / "spans.jsonl", 0, start=second, end=second + len("Project Cedar is mapped to record R17."))
    message = refused(root)
    assert "spans.jsonl:1: field 'start': span 'a1' was frozen at 13-51 of 'map-v1'; the line now anchors at " \
           f"{second}-{second + 38} of 'map-v1'" in message


def test_span_with_other_text_or_version_is_refused(frozen: Path) -> None:
    original = rows(frozen / "spans.jsonl")
    text = TEXTS["map-v1"]
    birch = text.index("Project Birch")
    edit(frozen / "spans.jsonl", 0, exact="Project Birch is mapped to record R22.", start=birch, end=birch + 38)
    assert "spans.jsonl:1: field 'exact'" in refused(frozen)
    write_jsonl(frozen / "spans.jsonl", original)
    edit(frozen / "spans.jsonl", 0, version_id="map-v2", start=None, end=None)
    assert "spans.jsonl:1: field 'version_id'" in refused(frozen)


def test_wrong_offsets_that_reanchor_to_the_frozen_place_are_not_a_change(frozen: Path) -> None:
    edit(frozen / "spans.jsonl", 0, start=0, end=5)
    suite = load_suite(frozen)
    assert suite.frozen and [r.span_id for r in suite.reanchored] == ["a1"]


def route_edit(root: Path, **changes: Any) -> None:
    cases = rows(root / "cases.jsonl")
    cases[0]["claims"][0]["routes"][0].update(changes)
    write_jsonl(root / "cases.jsonl", cases)


@pytest.mark.parametrize(("changes", "field"), [
    ({"members": ["a2"]}, "members"),
    ({"members": ["a1", "a2", "memo"]}, "members"),
    ({"status": "disputed"}, "status"),
    ({"inference": ["join on record id"]}, "inference"),
    ({"annotation_version": "2"}, "annotation_version"),
])
def test_changed_route_is_refused(frozen: Path, changes: dict[str, Any], field: str) -> None:
    route_edit(frozen, **changes)
    message = refused(frozen)
    assert f"cases.jsonl:1: field 'claims[0].routes[0].{field}': route 'via-map' of claim 'c' of case 'A' was " \
           f"frozen with {field} " in message


def test_removed_route_claim_or_case_is_refused(frozen: Path) -> None:
    original = rows(frozen / "cases.jsonl")
    cases = rows(frozen / "cases.jsonl")
    cases[0]["claims"][0]["routes"] = cases[0]["claims"][0]["routes"][1:]
    write_jsonl(frozen / "cases.jsonl", cases)
    assert "cases.jsonl:1: field 'claims[0].routes': frozen route 'via-map' of claim 'c' of case 'A' is missing" \
           in refused(frozen)
    write_jsonl(frozen / "cases.jsonl", original[:1])
    assert refused(frozen).startswith(f"{frozen / 'cases.jsonl'}: 1 frozen case(s) missing: 'O'")


@pytest.mark.parametrize(("path", "value", "field"), [
    (("cutoff",), "2024-01-01", "cutoff"),
    (("reader",), "legal", "reader"),
    (("reference_answer",), ["Entity S"], "reference_answer"),
    (("expected_behavior",), "mention_conflict", "expected_behavior"),
    (("claims", 0, "text"), "Entity S holds the rights associated with Project Cedar.", "claims[0].text"),
    (("claims", 0, "applies_at"), "2024-06-01", "claims[0].applies_at"),
])
def test_changed_case_field_is_refused(frozen: Path, path: tuple[Any, ...], value: Any, field: str) -> None:
    cases = rows(frozen / "cases.jsonl")
    target = cases[0]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    write_jsonl(frozen / "cases.jsonl", cases)
    assert f"cases.jsonl:1: field '{field}': " in refused(frozen)


def test_removed_version_or_span_is_refused(frozen: Path) -> None:
    sources = [s for s in rows(frozen / "sources.jsonl") if s["version_id"] != "memo-v1"]
    write_jsonl(frozen / "sources.jsonl", sources)
    write_jsonl(frozen / "spans.jsonl", [s for s in rows(frozen / "spans.jsonl") if s["span_id"] != "memo"])
    assert refused(frozen).startswith(f"{frozen / 'sources.jsonl'}: 1 frozen version(s) missing: 'memo-v1'")


def test_same_records_written_differently_are_still_frozen(frozen: Path) -> None:
    cases = rows(frozen / "cases.jsonl")
    cases = [dict(reversed(list({**c, "expected_behavior": "answer", "answerable": True}.items()))) for c in cases]
    write_jsonl(frozen / "cases.jsonl", cases)
    sources = [{**s, "readers": s.get("readers", [])} for s in rows(frozen / "sources.jsonl")]
    write_jsonl(frozen / "sources.jsonl", sources)
    assert load_suite(frozen).frozen


def test_added_case_route_and_version_are_allowed_and_reported(frozen: Path) -> None:
    sources = [*rows(frozen / "sources.jsonl"), {"version_id": "memo-v2", "source_id": "memo", "text": "Memo two."}]
    write_jsonl(frozen / "sources.jsonl", sources)
    cases = rows(frozen / "cases.jsonl")
    cases[0]["claims"][0]["routes"].append({"set_id": "via-memo", "members": ["memo"]})
    cases.append(cedar_case("B"))
    write_jsonl(frozen / "cases.jsonl", cases)
    suite = load_suite(frozen)
    assert not suite.frozen
    assert sorted(suite.unfrozen) == ["case B", "route A/c/via-memo", "version memo-v2"]
    assert any("3 record(s) not frozen yet" in w for w in suite.warnings)
    activity = freeze_suite(frozen)
    assert activity.versions_added == ["memo-v2"] and activity.records_added == 2
    assert load_suite(frozen).frozen


def test_deleted_manifest_is_detected(frozen: Path, tmp_path: Path, capsys: Any) -> None:
    (frozen / "manifest.json").unlink()
    run = write_jsonl(tmp_path / "run.jsonl", RUN)
    with pytest.raises(SystemExit) as exit_info:
        main(["evaluate", str(frozen), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {frozen / 'manifest.json'}: missing, but objects/ shows this suite was frozen")
    with pytest.raises(InputError):
        freeze_suite(frozen)
    shutil.rmtree(frozen / "objects")  # deliberately starting over
    assert not load_suite(frozen).frozen
    freeze_suite(frozen)
    assert load_suite(frozen).frozen


def test_accepted_changes_are_recorded_but_text_never_changes(frozen: Path) -> None:
    edit(frozen / "sources.jsonl", 3, status="invalidated")
    route_edit(frozen, status="disputed")
    activity = freeze_suite(frozen, accept_changes=True)
    assert activity.changes_accepted == ["version rights-v1 changed", "case A changed"]
    assert load_suite(frozen).frozen and load_suite(frozen).versions["rights-v1"].status == "invalidated"
    edit(frozen / "sources.jsonl", 0, text=TEXTS["map-v1"] + "More.\n")
    with pytest.raises(InputError) as exc:
        freeze_suite(frozen, accept_changes=True)
    assert "the text of frozen version 'map-v1' changed" in str(exc.value)


def legacy_manifest(root: Path) -> None:
    """Rewrite the manifest as an older citeset wrote it: texts, status and observation times only."""
    manifest = json.loads((root / "manifest.json").read_text())
    for entry in manifest["versions"].values():
        del entry["meta"]
    del manifest["spans"], manifest["cases"]
    for activity in manifest["activities"]:
        for key in ("records_added", "changes_accepted", "extended", "warnings"):
            activity.pop(key, None)
    (root / "manifest.json").write_text(json.dumps(manifest, indent=2))


def test_older_manifest_loads_is_not_fully_frozen_and_is_extended(frozen: Path) -> None:
    legacy_manifest(frozen)
    suite = load_suite(frozen)
    assert not suite.frozen and any("older citeset" in w for w in suite.warnings)
    edit(frozen / "sources.jsonl", 3, status="current")
    assert "field 'status'" in refused(frozen)  # what the old manifest recorded is still verified
    edit(frozen / "sources.jsonl", 3, status="superseded")
    activity = freeze_suite(frozen)
    assert activity.extended and activity.versions_verified == len(TEXTS) and activity.records_added > 0
    assert load_suite(frozen).frozen
    edit(frozen / "sources.jsonl", 4, readers=[])
    assert "field 'readers'" in refused(frozen)


def test_manifest_from_a_newer_citeset_is_refused(frozen: Path) -> None:
    manifest = json.loads((frozen / "manifest.json").read_text())
    manifest["schema_version"] = "9.0"
    (frozen / "manifest.json").write_text(json.dumps(manifest))
    message = refused(frozen)
    assert "manifest.json: field 'schema_version'" in message and "newer" in message


def test_shipped_demo_suites_are_fully_frozen() -> None:
    from importlib.resources import files

    data = Path(str(files("citeset.demo") / "data"))
    for folder in sorted(p for p in data.iterdir() if p.is_dir()):
        suite = load_suite(folder)
        assert suite.frozen, (folder, suite.warnings)


def test_freeze_accept_changes_on_the_command_line(frozen: Path, capsys: Any) -> None:
    edit(frozen / "sources.jsonl", 3, status="invalidated")
    with pytest.raises(SystemExit) as exit_info:
        main(["freeze", str(frozen)])
    assert exit_info.value.code == 2 and "field 'status'" in capsys.readouterr().err
    main(["freeze", str(frozen), "--accept-changes"])
    assert "changed version rights-v1 changed (accepted)" in capsys.readouterr().out
    assert load_suite(frozen).frozen
