"""Freezing: digests, content-addressed texts, manifest, verification on load, re-anchoring."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.corpus import normalize, quote_in
from citeset.errors import InputError
from citeset.suite import freeze_suite, load_suite
from conftest import TEXTS, cedar_case, make_suite, world_sources, world_spans, write_jsonl


def test_freeze_writes_manifest_objects_and_activity(tmp_path: Path) -> None:
    suite_dir = make_suite(tmp_path / "s", [cedar_case("A")])
    activity = freeze_suite(suite_dir)
    manifest = json.loads((suite_dir / "manifest.json").read_text())
    assert set(manifest["versions"]) == set(TEXTS)
    entry = manifest["versions"]["map-v1"]
    assert entry["digest"].startswith("sha256:") and entry["observed_at"] == "2025-03-01T00:00:00Z"
    assert (suite_dir / entry["object"]).read_text() == TEXTS["map-v1"]
    assert manifest["activities"][0]["versions_added"] == activity.versions_added
    assert load_suite(suite_dir).frozen
    again = freeze_suite(suite_dir)
    assert again.versions_added == [] and again.versions_verified == len(TEXTS)
    assert len(json.loads((suite_dir / "manifest.json").read_text())["activities"]) == 2


def test_changed_text_after_freeze_is_an_error_not_a_reload(tmp_path: Path) -> None:
    suite_dir = make_suite(tmp_path / "s", [cedar_case("A")])
    freeze_suite(suite_dir)
    sources = world_sources()
    sources[1] = {**sources[1], "text": sources[1]["text"].replace("Entity R", "Entity X")}
    write_jsonl(suite_dir / "sources.jsonl", sources)
    with pytest.raises(InputError) as exc:
        load_suite(suite_dir)
    assert "sources.jsonl:2" in str(exc.value) and "digest mismatch" in str(exc.value)
    with pytest.raises(InputError):
        freeze_suite(suite_dir)


def test_new_version_is_added_beside_the_frozen_one(tmp_path: Path) -> None:
    suite_dir = make_suite(tmp_path / "s", [cedar_case("A")])
    freeze_suite(suite_dir)
    sources = [*world_sources(), {"version_id": "rights-v4", "source_id": "rights", "text": "Entity X holds it."}]
    write_jsonl(suite_dir / "sources.jsonl", sources)
    suite = load_suite(suite_dir)
    assert not suite.frozen and any("not frozen" in w for w in suite.warnings)
    activity = freeze_suite(suite_dir)
    assert activity.versions_added == ["rights-v4"]
    assert load_suite(suite_dir).texts["rights-v3"] == TEXTS["rights-v3"]


def test_digest_field_on_the_line_is_verified(tmp_path: Path) -> None:
    sources = world_sources()
    sources[0]["digest"] = "sha256:" + "0" * 64
    suite_dir = make_suite(tmp_path / "s", [cedar_case("A")], sources=sources)
    with pytest.raises(InputError) as exc:
        load_suite(suite_dir)
    assert "field 'digest'" in str(exc.value)


def test_moved_text_is_reanchored_with_prefix_and_reported(tmp_path: Path) -> None:
    sources = world_sources()
    text = "Preamble added later.\nEntity R holds the rights associated with record R17.\n" + TEXTS["rights-v3"]
    sources[1] = {**sources[1], "text": text}
    spans = world_spans()
    spans[1] = {**spans[1], "prefix": "Rights schedule.\n"}
    suite_dir = make_suite(tmp_path / "s", [cedar_case("A")], sources=sources, spans=spans)
    suite = load_suite(suite_dir)
    span = suite.spans["a2"]
    assert text[span.start:span.end] == span.exact
    assert text[: span.start].endswith("Rights schedule.\n")
    assert [r.span_id for r in suite.reanchored] == ["a2"]
    activity = freeze_suite(suite_dir)
    assert activity.reanchored[0]["span_id"] == "a2" and activity.reanchored[0]["how"] == "quote with prefix/suffix"


def test_text_from_path_relative_to_suite(tmp_path: Path) -> None:
    sources = world_sources()
    (tmp_path / "s" / "texts").mkdir(parents=True)
    (tmp_path / "s" / "texts" / "map.txt").write_text(TEXTS["map-v1"], encoding="utf-8")
    del sources[0]["text"]
    sources[0]["path"] = "texts/map.txt"
    suite = load_suite(make_suite(tmp_path / "s", [cedar_case("A")], sources=sources))
    assert suite.texts["map-v1"] == TEXTS["map-v1"]


def test_normalisation_is_conservative() -> None:
    assert normalize("  Ｅntity\u00a0R\n holds ") == "entity r holds"
    assert quote_in("entity r HOLDS", "Entity R holds the rights")
    assert not quote_in("Entity R holds rights", "Entity R holds the rights")  # words are kept
    assert not quote_in("Entity R, holds", "Entity R holds")  # punctuation is kept
    assert not quote_in("", "anything")
