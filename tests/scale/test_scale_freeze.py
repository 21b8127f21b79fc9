"""`citeset freeze` of a large suite runs as a stream (`citeset.scale.freeze_streaming`): checked into an
on-disk index, sealed and compared record by record, its manifest written entry by entry. Whatever state the
suite and its manifest are in, it must write what `freeze_suite` (which holds the whole suite: 5.2 GB at 100k
claims) writes, byte for byte (manifest, stored texts, the activity it returns), or refuse with the same
message, file, line and field."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _scale_world import cli_run, outcome, traced_peak
from test_scale_frozen import ACCEPTED, MANIFEST_STATES
from test_scale_index import FROZEN_EDITS, KINDS, _mutate, _rows, _suite

import citeset.scale._freeze
import citeset.scale._frozen
from citeset.corpus import FreezeActivity
from citeset.errors import InputError
from citeset.scale import freeze_streaming
from citeset.suite import freeze_suite, load_suite
from citeset.suite._freeze import FreezeOutcome

_AT = re.compile(rb'"at": "[^"]*"')


def _non_minimal(rows: dict[str, list[dict[str, Any]]]) -> None:
    """A route with a member the rules judge finds unnecessary (a freeze warning)."""
    rows["cases"][3]["claims"][0]["routes"][0]["members"].append("north-a")


def _fresh(root: Path, kind: str) -> None:
    rows = _rows()
    if kind == "non-minimal route":
        _non_minimal(rows)
        raw = {}
    else:
        raw = _mutate(kind, rows)
    _suite(root, rows, raw)


def _frozen(root: Path) -> None:
    rows = _rows()
    _non_minimal(rows)
    _suite(root, rows)
    freeze_suite(root)


def _tree(root: Path) -> dict[str, bytes]:
    """Every file the freeze wrote or kept, the activity times blanked (they differ by a few milliseconds)."""
    files = {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
    if "manifest.json" in files:
        files["manifest.json"] = _AT.sub(b'"at": ""', files["manifest.json"])
    return files


def _same(base: Path, prepare: Callable[[Path], None], accept_changes: bool) -> tuple[str, ...]:
    """Freeze two copies of one suite, whole and as a stream: the same outcome and the same files."""
    prepare(base / "whole")
    shutil.copytree(base / "whole", base / "streamed", symlinks=True)
    results = {}

    def run(name: str, freeze: Callable[..., Any]) -> tuple[str, ...]:
        def call() -> None:
            done = freeze(base / name, accept_changes=accept_changes)
            if isinstance(done, FreezeActivity):  # freeze_suite's, whole: shown as the stream's is
                done = FreezeOutcome.of(done, base / name / "manifest.json")
            results[name] = (done.activity.model_dump(exclude={"at"}), done.lengths)
        return tuple(part.replace(str(base / name), "ROOT") for part in outcome(call))

    whole, streamed = run("whole", freeze_suite), run("streamed", freeze_streaming)
    assert streamed == whole
    assert _tree(base / "streamed") == _tree(base / "whole")
    assert results.get("streamed") == results.get("whole")
    return whole


@pytest.mark.parametrize("kind", [*KINDS, "non-minimal route"])
def test_a_first_freeze_as_a_stream_writes_or_refuses_what_freeze_suite_does(kind: str, tmp_path: Path) -> None:
    result = _same(tmp_path, lambda root: _fresh(root, kind), accept_changes=False)
    assert (result[0] == "ok") == (kind in ("fine", "blank lines", "moved span re-anchored by quote",
                                            "non-minimal route"))


@pytest.mark.parametrize("accept", [False, True])
@pytest.mark.parametrize("kind", ["untouched", *FROZEN_EDITS])
def test_a_refreeze_as_a_stream_verifies_or_accepts_changes_as_freeze_suite_does(kind: str, accept: bool,
                                                                               tmp_path: Path) -> None:
    def prepare(root: Path) -> None:
        _frozen(root)
        if kind in FROZEN_EDITS:
            FROZEN_EDITS[kind](root)

    result = _same(tmp_path, prepare, accept_changes=accept)
    if not accept:
        assert (result[0] == "ok") == (kind in ("untouched", "case added beside the frozen ones"))
    else:
        # a text never changes, even when accepted; "retracted" is no status at all; the span removed is a
        # route member
        assert (result[0] == "ok") == (kind not in ("text changed", "status changed", "frozen span removed"))


@pytest.mark.parametrize("accept", [False, True])
@pytest.mark.parametrize("state", list(MANIFEST_STATES))
def test_a_freeze_as_a_stream_reads_any_manifest_as_freeze_suite_does(state: str, accept: bool,
                                                                      tmp_path: Path) -> None:
    def prepare(root: Path) -> None:
        _frozen(root)
        MANIFEST_STATES[state](root)

    result = _same(tmp_path, prepare, accept_changes=accept)
    if not accept:
        assert (result[0] == "ok") == ACCEPTED.get(state, False)


def test_cases_are_sealed_and_their_routes_checked_in_batches(tmp_path: Path, monkeypatch) -> None:
    """A batch of cases at a time is held (here 3 of 4 cases, then 1): the warnings and the manifest are
    still those of the whole suite."""
    monkeypatch.setattr(citeset.scale._freeze, "CASES_PER_BATCH", 3)
    _same(tmp_path, lambda root: _fresh(root, "non-minimal route"), accept_changes=False)
    activity = json.loads((tmp_path / "streamed" / "manifest.json").read_text())["activities"][-1]
    assert len(activity["warnings"]) == 1 and "'north-a' is not needed" in activity["warnings"][0]


def test_the_cli_freezes_a_large_suite_as_a_stream(tmp_path: Path, monkeypatch) -> None:
    called = []
    real = citeset.scale._freeze.freeze_streaming

    def spy(*args: Any, **kwargs: Any) -> Any:
        called.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(citeset.scale._freeze, "freeze_streaming", spy)
    monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)  # every suite is "large"
    _fresh(tmp_path / "suite", "non-minimal route")
    code, output = cli_run("freeze", str(tmp_path / "suite"))
    assert code == 0, output
    assert called and "froze" in output and "'north-a' is not needed" in output
    assert load_suite(tmp_path / "suite").frozen


def test_the_manifest_is_written_entry_by_entry_as_pydantic_writes_it_whole() -> None:
    """Keys and values that JSON escapes (quotes, backslashes, controls, line separators, non-ASCII), empty
    maps, several activities or none: the same bytes as `write_json` of the whole `Manifest`."""
    import io
    from datetime import UTC, datetime

    from citeset.corpus._manifest import (
        FreezeActivity,
        FrozenCase,
        FrozenClaim,
        FrozenRoute,
        FrozenSpan,
        FrozenVersion,
        Manifest,
        VersionMeta,
        object_path,
    )
    from citeset.scale._freeze import ManifestWriter

    odd = ["plain", 'quote " and \\ backslash', "tab\tnew\nline", "sep\u2028par\u2029", "é中🙂", "\x01\x7f"]
    digest = "sha256:" + "ab" * 32
    versions = {k: FrozenVersion(digest=digest, source_id=k, object=object_path(digest), status="current",
                                 meta=VersionMeta(title=k, readers=(k, "all"))) for k in odd}
    spans = {k: FrozenSpan(version_id=k, start=1, end=2) for k in odd}
    route = FrozenRoute(members=tuple(odd), status="adjudicated", annotation_version="1")
    cases = {k: FrozenCase(digest=k, fields={k: k}, claims={k: FrozenClaim(fields={}, routes={k: route})})
             for k in odd}
    activities = [FreezeActivity(at=datetime(2026, 1, 2, tzinfo=UTC), tool="x", warnings=odd,
                                 reanchored=[{"span_id": k, "old": [1, 2]} for k in odd]),
                  FreezeActivity(at=datetime(2026, 1, 3, tzinfo=UTC), tool="y")]
    for manifest in (Manifest(versions=versions, spans=spans, cases=cases, activities=activities),
                     Manifest(versions={}, spans={}, cases={}, activities=[])):
        buffer = io.StringIO()
        out = ManifestWriter(buffer)
        for name in ("versions", "spans", "cases"):
            out.map(name, getattr(manifest, name).items())
        out.end([activity.model_dump_json(indent=2).replace("\n", "\n    ")] for activity in manifest.activities)
        assert buffer.getvalue() == manifest.model_dump_json(indent=2) + "\n"


def test_a_bad_text_size_limit_is_named_first_as_freeze_suite_names_it(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("CITESET_MAX_TEXT_BYTES", "lots")

    def prepare(root: Path) -> None:
        _fresh(root, "fine")
        (root / "cases.jsonl").unlink()

    result = _same(tmp_path, prepare, accept_changes=False)
    assert "whole number of bytes" in result[1], result


def _same_length(path: Path, old: str, new: str) -> None:
    assert len(old) == len(new)
    path.write_text(path.read_text().replace(old, new, 1))


EDITS_DURING: dict[str, Callable[[Path], None]] = {
    "a text, same length": lambda r: _same_length(r / "sources.jsonl", "warden W0", "warder W0"),
    "a route member, same length": lambda r: _same_length(r / "cases.jsonl", '"north-b"', '"nowhe-b"'),
    "a longer question": lambda r: _same_length(r / "cases.jsonl", "Who relieves", "Who relieve?"),
}


def _streaming_and_after_the_check(monkeypatch: pytest.MonkeyPatch, then: Callable[[], object]) -> None:
    """Freezes take the streaming path, and `then` runs once its check has read the suite."""
    real = citeset.scale._freeze.check_suite_into

    def after(*args: Any, **kwargs: Any) -> Any:
        checked = real(*args, **kwargs)
        then()
        return checked

    monkeypatch.setattr(citeset.scale._freeze, "check_suite_into", after)
    monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)


@pytest.mark.parametrize("edit", list(EDITS_DURING))
def test_an_input_edited_during_a_streaming_freeze_is_an_error_and_no_manifest_is_written(
        edit: str, tmp_path: Path, monkeypatch) -> None:
    """The freeze reads lines back after its check: a file edited in between is named, never sealed."""
    root = tmp_path / "suite"
    _fresh(root, "fine")
    _streaming_and_after_the_check(monkeypatch, lambda: EDITS_DURING[edit](root))
    code, output = cli_run("freeze", str(root))
    assert code == 2 and output.count("\n") == 1 and "run the freeze again" in output, output
    assert not (root / "manifest.json").exists()
    assert not list(root.glob(".manifest.json*"))


def _edit_manifest(old: str, new: str) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        text = (root / "manifest.json").read_text()
        assert old in text
        (root / "manifest.json").write_text(text.replace(old, new, 1))
    return edit


MANIFEST_EDITS_DURING: dict[str, Callable[[Path], None]] = {
    "its activities made invalid": _edit_manifest('"tool": "', '"tool": 7, "hue": "'),
    "an activity changed, same length": _edit_manifest('"tool": "', '"tool":"~'),
    "an activity changed, still valid": _edit_manifest('"extended": false', '"extended": true'),
}


@pytest.mark.parametrize("edit", list(MANIFEST_EDITS_DURING))
def test_a_manifest_edited_during_a_streaming_refreeze_is_an_error_and_stays_as_it_was(
        edit: str, tmp_path: Path, monkeypatch) -> None:
    """The check keeps none of the manifest's activities; the freeze reads them again to write them back. A
    manifest edited in between is named, and left as the user's edit left it."""
    root = tmp_path / "suite"
    _frozen(root)
    _streaming_and_after_the_check(monkeypatch, lambda: MANIFEST_EDITS_DURING[edit](root))
    before = (root / "manifest.json").read_bytes()
    code, output = cli_run("freeze", str(root))
    assert code == 2 and output.count("\n") == 1 and "run the freeze again" in output, output
    assert "manifest.json" in output
    edited = (root / "manifest.json").read_bytes()
    assert edited != before and not list(root.glob(".manifest.json*"))


def test_a_temporary_folder_without_room_for_the_index_is_a_clear_error(tmp_path: Path, monkeypatch) -> None:
    import sqlite3

    from citeset.scale._index import SuiteIndex

    def full(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(SuiteIndex, "insert", full)
    monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)  # TMPDIR is read again
    _fresh(tmp_path / "suite", "fine")
    code, output = cli_run("freeze", str(tmp_path / "suite"))
    assert code == 2 and output.count("\n") == 1, output
    assert "database or disk is full" in output and "TMPDIR" in output, output
    assert not list((tmp_path / "tmp").iterdir())  # its folder is gone
    assert not (tmp_path / "suite" / "manifest.json").exists()


@pytest.mark.parametrize("streaming", [False, True], ids=["whole", "streaming"])
def test_an_interrupted_first_freeze_leaves_a_suite_never_frozen_and_the_next_freeze_completes_it(
        streaming: bool, tmp_path: Path, monkeypatch) -> None:
    """Ctrl-C during an hour-long first freeze leaves texts stored in objects/ and no manifest: the suite was
    never frozen, so it loads as unfrozen and the next freeze simply runs (it used to be refused as a frozen
    suite that lost its manifest). A suite whose completed freeze lost its manifest is still refused."""
    import citeset.suite._freeze

    root = tmp_path / "suite"
    _fresh(root, "fine")
    reference = tmp_path / "reference"
    _fresh(reference, "fine")
    freeze_suite(reference)
    if streaming:
        monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    stored: list[str] = []
    real = citeset.suite._freeze.store_text

    def interrupted(folder: Path, rel: str, text: Any) -> None:
        stored.append(rel)
        if len(stored) == 3:
            raise KeyboardInterrupt
        real(folder, rel, text)

    for module in (citeset.suite._freeze, citeset.scale._freeze):
        monkeypatch.setattr(module, "store_text", interrupted)
    code, _ = cli_run("freeze", str(root))
    assert code == 130 and len(stored) == 3
    assert (root / "objects").is_dir() and not (root / "manifest.json").exists()
    for module in (citeset.suite._freeze, citeset.scale._freeze):
        monkeypatch.setattr(module, "store_text", real)
    assert not load_suite(root).frozen
    code, output = cli_run("freeze", str(root))
    assert code == 0, output
    assert load_suite(root).frozen
    assert _AT.sub(b"", (root / "manifest.json").read_bytes()) == _AT.sub(b"", (reference / "manifest.json").read_bytes())
    assert sorted(p.relative_to(root) for p in (root / "objects").rglob("*")) == \
        sorted(p.relative_to(reference) for p in (reference / "objects").rglob("*"))
    (root / "manifest.json").unlink()
    code, output = cli_run("freeze", str(root))
    assert code == 2 and "shows this suite was frozen" in output, output


@pytest.mark.parametrize("streaming", [False, True], ids=["whole", "streaming"])
def test_the_mark_of_an_unfinished_first_freeze_is_never_a_link_followed(streaming: bool, tmp_path: Path,
                                                                         monkeypatch) -> None:
    """A link where the mark goes is not the mark: a freeze neither touches nor deletes what it leads to, a
    first freeze refuses it, and it does not make a frozen suite that lost its manifest look unfrozen."""
    if streaming:
        monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    frozen = tmp_path / "frozen"
    _fresh(frozen, "fine")
    freeze_suite(frozen)
    mark = frozen / "objects" / "first-freeze-unfinished"
    mark.symlink_to("../manifest.json")
    code, output = cli_run("freeze", str(frozen))
    assert code == 0 and (frozen / "manifest.json").is_file() and mark.is_symlink(), output
    (frozen / "manifest.json").unlink()
    code, output = cli_run("freeze", str(frozen))
    assert code == 2 and "shows this suite was frozen" in output, output
    fresh = tmp_path / "fresh"
    _fresh(fresh, "fine")
    (fresh / "objects").mkdir()
    (fresh / "objects" / "first-freeze-unfinished").symlink_to("../cases.jsonl")
    before = (fresh / "cases.jsonl").stat()
    code, output = cli_run("freeze", str(fresh))
    assert code == 2 and "is in the way" in output and output.count("\n") == 1, output
    assert (fresh / "cases.jsonl").stat().st_mtime_ns == before.st_mtime_ns


def test_a_first_freeze_that_fails_after_another_completed_leaves_no_mark(tmp_path: Path, monkeypatch) -> None:
    """Two first freezes at once, the other not kept apart by the freeze lock (an older citeset, or another
    machine on a network file system): this one fails (the manifest changed under it), but the suite is
    frozen now, so its mark must not stay (a later lost manifest would pass unnoticed)."""
    root, other = tmp_path / "suite", tmp_path / "other"
    _fresh(root, "fine")
    _fresh(other, "fine")
    freeze_suite(other)
    _streaming_and_after_the_check(monkeypatch, lambda: shutil.copy(other / "manifest.json", root / "manifest.json"))
    code, output = cli_run("freeze", str(root))
    assert code == 2 and "run the freeze again" in output, output
    assert not (root / "objects" / "first-freeze-unfinished").exists()
    (root / "manifest.json").unlink()
    assert outcome(lambda: load_suite(root))[1].startswith("missing, but objects/ shows this suite was frozen")


def test_a_streaming_freeze_holds_neither_its_warnings_nor_the_activities_it_extends(tmp_path: Path,
                                                                                    monkeypatch) -> None:
    """At a million benchmark claims a freeze records millions of warnings (non-minimal routes), and a re-freeze
    copies every earlier activity: both go into the manifest through disk, never held whole (about 1 GB at a
    million claims). The manifest is still written as `freeze_suite` writes a `Manifest`, byte for byte, and
    what the freeze returns shows the first of each list and its full length."""
    import tracemalloc

    from citeset.corpus import Manifest

    many = 40_000
    # Long warnings made one at a time: held together they take about 12 MB.
    findings = (lambda folder, index, cases, judge:  # noqa: E731
                (f"route r{i} of case {cases[0].case_id} is not minimal: " + "x" * 200 for i in range(many)))
    monkeypatch.setattr(citeset.scale._freeze, "_minimality", findings)
    monkeypatch.setattr(citeset.scale._frozen, "_CHUNK", 1 << 20)  # the escape scan's buffer: not what is measured
    root = tmp_path / "suite"
    _fresh(root, "fine")
    for _ in ("first", "again"):
        tracemalloc.start()
        outcome_ = freeze_streaming(root)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < 6 << 20, peak
        assert outcome_.lengths["warnings"] == many
        assert len(outcome_.activity.warnings) == 20 and outcome_.activity.warnings[0].startswith("route r0 of")
    raw = (root / "manifest.json").read_bytes()
    manifest = Manifest.model_validate_json(raw)
    assert [len(a.warnings) for a in manifest.activities] == [many, many]
    assert raw.decode() == manifest.model_dump_json(indent=2) + "\n"


def test_a_refreeze_copies_earlier_re_anchorings_without_holding_them(tmp_path: Path) -> None:
    """An earlier activity's `reanchored` list (one object per span re-anchored by quote) goes through a spool
    like its lists of strings: a re-freeze holds none of it, and writes what `freeze_suite` writes."""
    many = 30_000
    moved = [{"span_id": f"span-{i}", "old": [i, i + 7], "new": [i + 1, i + 8], "how": "quote", "score": 0.5 + i}
             for i in range(many)]

    def prepare(root: Path) -> None:
        _frozen(root)
        manifest = json.loads((root / "manifest.json").read_text())
        manifest["activities"][0]["reanchored"] = moved
        (root / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")

    assert _same(tmp_path, prepare, accept_changes=False)[0] == "ok"
    shutil.copytree(tmp_path / "streamed", tmp_path / "warm", symlinks=True)
    peak, _ = traced_peak(freeze_streaming, tmp_path / "streamed", warm_up=tmp_path / "warm", chunk=1 << 20)
    assert peak < 6 << 20, peak  # the objects alone take about 40 MB
    assert json.loads((tmp_path / "streamed" / "manifest.json").read_text())["activities"][0]["reanchored"] == moved


def test_a_refreeze_does_not_hold_the_changes_it_accepts(tmp_path: Path) -> None:
    """`--accept-changes` lists every frozen record changed or removed: millions when a large suite is
    re-cut. The list goes to the manifest through a spool, as `freeze_suite` writes it, and what the freeze
    returns shows its first items and its length. (The old manifest's entries, long here, are stored in the
    index in batches bounded by bytes as well as by number: 20,000 of these took 16 MB.)"""
    many = 30_000

    def prepare(root: Path) -> None:  # 30,000 frozen versions (long ids) the suite no longer has
        _frozen(root)
        manifest = json.loads((root / "manifest.json").read_text())
        body = next(iter(manifest["versions"].values()))
        for i in range(many):
            manifest["versions"][f"gone-{i:05d}-" + "v" * 200] = body
        (root / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")

    assert _same(tmp_path, prepare, accept_changes=True)[0] == "ok"
    prepare(tmp_path / "again")
    prepare(tmp_path / "warm")
    peak, done = traced_peak(freeze_streaming, tmp_path / "again", accept_changes=True, warm_up=tmp_path / "warm",
                             chunk=1 << 20)
    assert peak < 6 << 20, peak  # the list alone takes about 9 MB
    assert done.lengths["changes_accepted"] == many and len(done.activity.changes_accepted) == 20
    assert done.activity.changes_accepted[0] == "version gone-00000-" + "v" * 200 + " removed"
    last = json.loads((tmp_path / "again" / "manifest.json").read_text())["activities"][-1]
    assert len(last["changes_accepted"]) == many


def test_no_room_for_a_spool_is_named_as_such_not_as_a_changed_manifest(tmp_path: Path, monkeypatch) -> None:
    """The spools are the freeze's own files in $TMPDIR: a full disk there is named, with the spool, on the
    earlier activities' lists as on the new one's, and the manifest is left as it was."""
    import errno
    import os

    import citeset.scale._spool

    class FullDisk:
        def __init__(self, handle: Any) -> None:
            self.handle = handle

        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def close(self) -> None:
            self.handle.close()

    real_init = citeset.scale._spool.Spool.__init__

    def full(self: Any, path: Path) -> None:
        real_init(self, path)
        self.handle = FullDisk(self.handle)

    root = tmp_path / "suite"
    _frozen(root)
    before = (root / "manifest.json").read_bytes()
    monkeypatch.setattr(citeset.scale._spool.Spool, "__init__", full)
    monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    code, output = cli_run("freeze", str(root))
    assert code == 2, output
    assert "No space left on device" in output and "citeset-freeze-" in output and "TMPDIR" in output, output
    assert "changed since" not in output
    assert (root / "manifest.json").read_bytes() == before


def test_no_spool_is_left_open_when_the_temporary_folder_goes(tmp_path: Path, monkeypatch) -> None:
    """Empty spools too: a file left open keeps the freeze's temporary folder on some systems."""
    import os

    import citeset.scale._tmp

    still_open: list[str] = []
    real_exit = citeset.scale._tmp.PrivateTemp.__exit__

    def exit_(self: Any, *args: Any) -> None:
        fds = Path("/proc/self/fd")
        still_open.extend(target for fd in fds.iterdir()
                          if (target := os.path.realpath(fd)).startswith(str(self.path)) and "in-use" not in target)
        real_exit(self, *args)

    monkeypatch.setattr(citeset.scale._tmp.PrivateTemp, "__exit__", exit_)
    root = tmp_path / "suite"
    _frozen(root)  # its activity: versions added, no warning
    freeze_streaming(root)
    freeze_streaming(root)  # the earlier activities' lists, some empty
    assert still_open == []

    def fails(*args: Any) -> list[str]:  # a freeze that stops once its spools exist: they are closed too
        raise InputError("stop", path=root)

    monkeypatch.setattr(citeset.scale._freeze, "_minimality", fails)
    with pytest.raises(InputError):
        freeze_streaming(root)
    assert still_open == []


def test_a_first_freeze_does_not_hold_the_spans_it_re_anchors(tmp_path: Path, monkeypatch) -> None:
    """A suite whose spans all carry wrong offsets (an importer off by some characters) has every span
    re-anchored by its quote: the freeze records each one, through a spool, holding none, and writes what
    `freeze_suite` writes."""
    import tracemalloc

    monkeypatch.setattr(citeset.scale._frozen, "_CHUNK", 1 << 20)

    def notes(root: Path, shifted: bool) -> None:
        rows = _rows()
        for v in range(1500):
            sentences = [f"Note {v}-{k} says item {k} of {v}." for k in range(10)]
            text = " ".join(sentences)
            rows["sources"].append({"version_id": f"notes-{v}", "source_id": f"notes-{v}", "text": text,
                                    "uri": f"https://notes.example/{v}", "observed_at": "2024-03-01"})
            for k, sentence in enumerate(sentences):
                start = text.index(sentence) + (3 if shifted else 0)
                rows["spans"].append({"span_id": f"note-{v}-{k}", "version_id": f"notes-{v}", "start": start,
                                      "end": start + len(sentence), "exact": sentence})
        _suite(root, rows)

    assert _same(tmp_path, lambda root: notes(root, shifted=True), accept_changes=False)[0] == "ok"
    assert len(json.loads((tmp_path / "streamed" / "manifest.json").read_text())["activities"][0]["reanchored"]) \
        == 15_000
    peaks = {}
    for shifted in (False, True):
        root = tmp_path / f"shifted-{shifted}"
        notes(root, shifted)
        tracemalloc.start()
        done = freeze_streaming(root)
        peaks[shifted] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert done.lengths["reanchored"] == (15_000 if shifted else 0)
    assert peaks[True] - peaks[False] < 2 << 20, peaks  # the re-anchorings alone take about 8 MB
