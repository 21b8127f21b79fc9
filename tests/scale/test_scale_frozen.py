"""A frozen suite's manifest records every version, span and case: at a million claims it is gigabytes of
JSON. The parent of a sharded evaluation reads it entry by entry into its on-disk index (`citeset.scale`'s
streaming check), never whole, and shard workers do not read it at all (the parent verified their rows). It
must still accept and refuse exactly what `load_suite` does, with the same file, line, field and message,
whatever state the manifest is in."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _scale_world import SET, evaluate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_scale_index import _both, _rows, _suite, _write

import citeset.corpus._manifest
import citeset.scale._frozen
import citeset.suite._load
from citeset.scale import check_suite_streaming
from citeset.scale._frozen import _top_level, _Unusual
from citeset.scale._inputs import load_shard_inputs
from citeset.suite import load_suite
from citeset.suite._freeze import freeze_suite


def _frozen(tmp_path: Path) -> Path:
    root = _suite(tmp_path / "suite", _rows())
    freeze_suite(root, check_routes=False)
    return root


def _manifest(root: Path, change: Callable[[dict[str, Any]], None]) -> None:
    path = root / "manifest.json"
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=2))


def _older(data: dict[str, Any]) -> None:
    """What a citeset from before spans, cases and metadata were frozen wrote."""
    data["spans"] = None
    del data["cases"]
    for version in data["versions"].values():
        del version["meta"]
    for activity in data["activities"]:
        for key in ("records_added", "changes_accepted", "extended", "warnings"):
            activity.pop(key, None)


def _lost_maps(data: dict[str, Any]) -> None:
    """A manifest of this format with its spans and cases deleted (not an older citeset's: its activities and
    versions show it was not)."""
    del data["spans"], data["cases"]


def _repeat_a_version(root: Path) -> None:
    """The same version twice in the manifest, the second time retracted: JSON readers keep the last value."""
    path = root / "manifest.json"
    data = json.loads(path.read_text())
    vid, entry = next(iter(data["versions"].items()))
    first = json.dumps(entry)
    entry["status"] = "retracted"
    text = json.dumps(data, indent=2)
    path.write_text(text.replace('"versions": {', f'"versions": {{"{vid}": {first},', 1))


def _drop_lines(path: Path, keep: Callable[[int], bool]) -> None:
    _write(path, [line for i, line in enumerate(path.read_text().splitlines()) if keep(i)])


MANIFEST_STATES: dict[str, Callable[[Path], None]] = {
    "malformed": lambda r: (r / "manifest.json").write_text((r / "manifest.json").read_text()[:-40]),
    "not an object": lambda r: (r / "manifest.json").write_text("[1, 2]"),
    "not UTF-8": lambda r: (r / "manifest.json").write_bytes(b'{"versions": {"\xff": 1}}'),
    "empty file": lambda r: (r / "manifest.json").write_text(""),
    "newer than this citeset": lambda r: _manifest(r, lambda d: d.update(schema_version="99.0")),
    "an unknown key": lambda r: _manifest(r, lambda d: d.update(colour="amber")),
    "an unknown key in a span": lambda r: _manifest(r, lambda d: next(iter(d["spans"].values())).update(hue=1)),
    "a version without its digest": lambda r: _manifest(r, lambda d: next(iter(d["versions"].values())).pop("digest")),
    "a forged object path": lambda r: _manifest(
        r, lambda d: next(iter(d["versions"].values())).update(object="../../etc/passwd")),
    "versions as a list": lambda r: _manifest(r, lambda d: d.update(versions=[])),
    "cases as a number": lambda r: _manifest(r, lambda d: d.update(cases=3)),
    "a case that is not an object": lambda r: _manifest(r, lambda d: d["cases"].update({"q-north": "x"})),
    "a repeated version": _repeat_a_version,
    "written by an older citeset": lambda r: _manifest(r, _older),
    "without activities": lambda r: _manifest(r, lambda d: d.pop("activities")),
    "spans and cases deleted": lambda r: _manifest(r, _lost_maps),
    "cases deleted": lambda r: _manifest(r, lambda d: d.pop("cases")),
    "spans null": lambda r: _manifest(r, lambda d: d.update(spans=None)),
    "two frozen versions gone": lambda r: _drop_lines(r / "sources.jsonl", lambda i: i not in (0, 2)),
    "three frozen spans gone": lambda r: _drop_lines(r / "spans.jsonl", lambda i: i % 3 != 1),
    "a frozen case gone": lambda r: _drop_lines(r / "cases.jsonl", lambda i: i != 1),
    "a span frozen beyond 64 bits": lambda r: _manifest(r, lambda d: next(iter(d["spans"].values())).update(end=2**70)),
    "a lone surrogate in a title": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text().replace('"title": null', '"title": "\\ud800"', 1)),
    "rows reordered since the freeze": lambda r: [_write(r / name, (r / name).read_text().splitlines()[::-1])
                                                  for name in ("sources.jsonl", "spans.jsonl", "cases.jsonl")],
    "a form feed between keys": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text().replace(',\n  "spans"', ',\f"spans"', 1)),
    "a vertical tab after the manifest": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text() + "\v"),
    "activities nested too deeply": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text().replace('"reanchored": []', '"reanchored": [{"k": ' + "[" * 5000
                                                  + "]" * 5000 + "}]", 1)),
    "a lone surrogate in an old activity": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text().replace('"tool": "', '"tool": "\\udc00', 1)),
    "a lone surrogate in a frozen span id": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text().replace('"north-a": {', '"north-\\ud800": {', 1)),
    "a repeated top-level key": lambda r: (r / "manifest.json").write_text(
        (r / "manifest.json").read_text().replace('"versions":', '"spans": {}, "versions":', 1)),
}
ACCEPTED = {"a repeated version": False, "written by an older citeset": True, "without activities": True,
            "a repeated top-level key": True, "rows reordered since the freeze": True}


@pytest.mark.parametrize("state", list(MANIFEST_STATES))
def test_the_streaming_check_reads_any_manifest_as_load_suite_does(state: str, tmp_path: Path) -> None:
    root = _frozen(tmp_path)
    MANIFEST_STATES[state](root)
    whole, streamed = _both(root, tmp_path)
    assert streamed == whole
    assert (whole[0] == "ok") == ACCEPTED.get(state, False)


def _refuse_whole_manifest(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the manifest was read whole")

    for module in (citeset.corpus._manifest, citeset.suite._load, citeset.scale._frozen):
        monkeypatch.setattr(module, "read_manifest", refuse)


def _repeat_a_version_older_first(root: Path) -> None:
    """The same version twice: first as an older citeset froze it (no meta), then complete. A JSON reader keeps
    the last, so the manifest covers everything."""
    path = root / "manifest.json"
    data = json.loads(path.read_text())
    vid, entry = next(iter(data["versions"].items()))
    older = json.dumps({key: value for key, value in entry.items() if key != "meta"})
    path.write_text(json.dumps(data, indent=2).replace('"versions": {', f'"versions": {{"{vid}": {older},', 1))


@pytest.mark.parametrize("state", ["frozen", "a case added since", "written by an older citeset",
                                   "a version repeated, first as an older citeset froze it"])
def test_a_good_manifest_is_read_entry_by_entry_never_whole(state: str, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    root = _frozen(tmp_path)
    if state == "a case added since":
        cases = (root / "cases.jsonl").read_text().splitlines()
        _write(root / "cases.jsonl", [*cases, json.dumps({**json.loads(cases[0]), "case_id": "q-extra"})])
    elif state == "written by an older citeset":
        _manifest(root, _older)
    elif state.startswith("a version repeated"):
        _repeat_a_version_older_first(root)
    suite = load_suite(root)
    _refuse_whole_manifest(monkeypatch)
    summary, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    with index:
        assert summary.frozen == suite.frozen == (state in ("frozen", "a version repeated, first as an older "
                                                                       "citeset froze it"))
        assert summary.warnings == suite.warnings
        assert summary.manifest is True


def test_shard_workers_do_not_read_the_manifest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The parent verified every row against the manifest; a worker reading it again would hold it whole."""
    root = _frozen(tmp_path)
    claim = _rows()["cases"][0]["claims"][0]["text"]
    run = tmp_path / "run.jsonl"
    _write(run, [{"case_id": "q-north", "answer_text": claim,
                  "claims": [{"claim_id": "k", "text": claim,
                              "citations": [{"span_id": "north-a"}, {"span_id": "north-b"}]}]}])
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    from citeset.scale._stream import check_run_streaming

    check_run_streaming(run, index)
    index.close()
    _refuse_whole_manifest(monkeypatch)
    suite, records = load_shard_inputs(root, run, ["q-north"], tmp_path / "index.sqlite")
    assert list(suite.cases) == ["q-north"] and list(records.records) == ["q-north"]


def test_a_frozen_suite_evaluated_by_workers_gives_the_single_process_report(tmp_path: Path) -> None:
    from _scale_world import make_world

    run = make_world(tmp_path / "suite", n_cases=300)
    freeze_suite(tmp_path / "suite", check_routes=False)
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "one", "--workers", "1")
    assert code == 0, output
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "two", "--workers", "2", "--shard-size", "100")
    assert code == 0, output
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    assert json.loads((tmp_path / "two" / "report.json").read_text())["suite"]["frozen"] is True


_JSON = st.recursive(
    # within what the stream parser reads (64-bit integers, no lone surrogates); the rest is read whole
    st.none() | st.booleans() | st.integers(-(2**63) + 1, 2**63 - 1) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(exclude_categories=["Cs"])),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)


_FIELDS = ["at", "tool", "versions_added", "versions_verified", "spans_checked", "reanchored", "records_added",
           "changes_accepted", "extended", "warnings"]
_VALID_ACTIVITY = st.fixed_dictionaries(
    {"at": st.sampled_from(["2025-01-01T00:00:00Z", "2025-01-01", "2025-01-01T10:00:00+02:00"]),
     "tool": st.text(max_size=3)},
    optional={"versions_added": st.lists(st.text(max_size=3), max_size=3),
              "changes_accepted": st.lists(st.text(max_size=3), max_size=3),
              "warnings": st.lists(st.text(max_size=3), max_size=3),
              "reanchored": st.lists(st.dictionaries(st.text(max_size=3), _JSON, max_size=2), max_size=2),
              "versions_verified": st.integers(0, 9), "spans_checked": st.integers(0, 9),
              "records_added": st.integers(0, 9), "extended": st.booleans()})
_ACTIVITY = st.builds(
    # a valid activity, or one with a field (or an unknown one) set to any JSON value, or dropped
    lambda activity, change: activity if change is None else (
        {k: v for k, v in activity.items() if k != change[0]} if change[1] == "drop" else {**activity, change[0]: change[1]}),
    _VALID_ACTIVITY, st.none() | st.tuples(st.sampled_from([*_FIELDS, "hue"]), st.just("drop") | _JSON))


def _json_reader_outcome(data: dict[str, Any]) -> tuple[dict[str, str], dict[str, Any]] | None:
    """What `_top_level` must give for `data`: None where the whole-file reader must decide."""
    from pydantic import TypeAdapter, ValidationError

    from citeset.corpus._manifest import FreezeActivity

    large = {key: value for key, value in data.items() if key in ("versions", "spans", "cases")}
    if any(value is not None and not isinstance(value, dict) for value in large.values()):
        return None
    rest = {key: value for key, value in data.items() if key not in large}
    if isinstance(rest.get("activities"), list):  # checked as `Manifest` checks it, and not kept
        try:
            TypeAdapter(list[FreezeActivity]).validate_python(rest["activities"])
        except ValidationError:
            return None
        rest["activities"] = []
    return {key: "null" if value is None else "map" for key, value in large.items()}, rest


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(st.sampled_from(["schema_version", "activities", "versions", "spans", "cases", "x", "y"]),
                            _JSON | st.dictionaries(st.text(max_size=4), _JSON, max_size=3)
                            | st.lists(_ACTIVITY, max_size=3), max_size=6))
def test_the_top_level_of_a_manifest_is_read_as_a_json_reader_reads_it(data: dict[str, Any], tmp_path: Path) -> None:
    """Everything but the three large maps and the activities is built exactly as `json.loads` builds it; a
    large map is told apart as an object or null; the activities are accepted exactly when `Manifest` accepts
    them, and not kept; any other value is left to the whole-file reader."""
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(data))
    expected = _json_reader_outcome(data)
    if expected is None:
        with pytest.raises(_Unusual):
            _top_level(path)
        return
    assert _top_level(path) == expected


def test_rows_in_another_order_than_the_manifest_are_still_verified_one_by_one(tmp_path: Path) -> None:
    """Past a few dozen rows out of the manifest's order, entries are looked up rather than followed along the
    manifest; a changed row is still found, wherever it is."""
    from _scale_world import make_world

    root = tmp_path / "suite"
    make_world(root, n_cases=120)
    freeze_suite(root, check_routes=False)
    for name in ("sources.jsonl", "spans.jsonl", "cases.jsonl"):
        _write(root / name, (root / name).read_text().splitlines()[::-1])
    assert _both(root, tmp_path) == (("ok",), ("ok",))
    lines = (root / "spans.jsonl").read_text().splitlines()
    late = json.loads(lines[-3])
    late["exact"], late["end"] = late["exact"][:-1], late["end"] - 1
    _write(root / "spans.jsonl", [*lines[:-3], json.dumps(late), *lines[-2:]])
    whole, streamed = _both(root, tmp_path)
    assert streamed == whole and whole[0] == "error" and whole[3] == str(len(lines) - 2)


@pytest.mark.parametrize("chunk", [4, 5, 7, 11, 13, 16, 64])
def test_an_escaped_surrogate_pair_is_told_from_a_lone_half_wherever_the_file_is_cut(
        chunk: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A valid pair cut by a read boundary is still a pair (the manifest is streamed); a lone half is found."""
    monkeypatch.setattr(citeset.scale._frozen, "_CHUNK", chunk)
    path = tmp_path / "manifest.json"
    for lead in range(12):
        path.write_text('{"a": "' + "x" * lead + '\\ud83d\\ude00 \\u00e9", "b": "\\uD800\\uDC00"}')
        assert not citeset.scale._frozen._needs_whole_read(path), lead
        path.write_text('{"a": "' + "x" * lead + '\\ud83d \\ude00"}')
        assert citeset.scale._frozen._needs_whole_read(path), lead
        path.write_text('{"a": "' + "x" * lead + '\\u0041\\ude00"}')
        assert citeset.scale._frozen._needs_whole_read(path), lead


_ESCAPES = st.sampled_from(["\\ud83d", "\\ude00", "\\ud83d\\ude00", "\\u0041", "x", " ", "\\\\", "\\ud800", "\\uDFFF"])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(_ESCAPES, max_size=12), chunk=st.integers(1, 40))
def test_reading_in_chunks_finds_a_lone_surrogate_exactly_when_the_whole_file_has_one(
        parts: list[str], chunk: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(citeset.scale._frozen, "_CHUNK", chunk)
    data = '{"a": "' + "".join(parts) + '"}'
    path = tmp_path / "manifest.json"
    path.write_text(data)
    whole = citeset.scale._frozen._LONE_SURROGATE.search(data.encode()) is not None
    assert citeset.scale._frozen._needs_whole_read(path) == whole


@pytest.mark.parametrize("state", ["frozen", "written by an older citeset", "a repeated top-level key"])
def test_the_check_shows_its_progress_through_the_manifest_too(state: str, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """At a million claims the manifest takes a minute or more to read: the progress display advances through
    it (its size counts once, whatever number of passes the reading takes, streamed or whole), and its total
    is the size of every file the check reads."""
    from citeset.scale._stream import suite_files

    root = _frozen(tmp_path)
    if state in MANIFEST_STATES:
        MANIFEST_STATES[state](root)
    monkeypatch.setattr(citeset.scale._frozen, "_CHUNK", 64)  # many reads, so the passes advance by parts
    steps: list[int] = []
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite", progress=steps.append)
    index.close()
    files = suite_files(root)
    assert [f.name for f in files] == ["sources.jsonl", "spans.jsonl", "cases.jsonl", "manifest.json"]
    assert sum(steps) == sum(f.stat().st_size for f in files) and min(steps) > 0
    assert len(steps) > 8 or state == "a repeated top-level key"


def _with_warnings(root: Path, n: int) -> None:
    """The manifest's last activity lists `n` warnings (a million-claim freeze records millions)."""
    _manifest(root, lambda d: d["activities"][-1].update(
        warnings=[f"route r{i} of case q{i}: member s{i} is not needed; the rest still support the claim"
                  for i in range(n)]))


def test_the_check_does_not_hold_the_activities_of_a_manifest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The parent of a sharded evaluation checks every activity of the manifest item by item and keeps none:
    its memory does not grow with the warnings and versions its freezes recorded."""
    import tracemalloc

    monkeypatch.setattr(citeset.scale._frozen, "_CHUNK", 1 << 20)  # the escape scan's buffer: not what is measured
    peaks = []
    for n in (0, 150_000):
        root = _frozen(tmp_path / str(n))
        _with_warnings(root, n)
        tracemalloc.start()
        summary, index = check_suite_streaming(root, tmp_path / f"index-{n}.sqlite")
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        index.close()
        assert summary.frozen
    assert peaks[1] - peaks[0] < 8 << 20, peaks  # the warnings alone would take over 25 MB


def test_an_activity_the_whole_reader_refuses_is_refused_alike(tmp_path: Path) -> None:
    bad = {"a warning that is a number": lambda a: a["warnings"].append(7),
           "an unknown key": lambda a: a.update(colour="amber"),
           "warnings as a string": lambda a: a.update(warnings="none"),
           "a re-anchoring that is a list": lambda a: a["reanchored"].append([1]),
           "no time": lambda a: a.pop("at"),
           "versions_added holding null": lambda a: a["versions_added"].append(None)}
    for name, change in bad.items():
        root = _frozen(tmp_path / name.replace(" ", "-"))
        _manifest(root, lambda d: change(d["activities"][-1]))  # noqa: B023 (used at once)
        whole, streamed = _both(root, tmp_path / name.replace(" ", "-"))
        assert whole[0] == "error" and streamed == whole, name
