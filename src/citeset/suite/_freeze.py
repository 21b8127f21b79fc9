"""`citeset freeze`: record every version, span, case and route, and store texts content-addressed."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from citeset._files import FileRefused, confined_path
from citeset._jsonl import atomic_writer, write_json
from citeset.corpus._manifest import MANIFEST_NAME, FreezeActivity, Manifest, read_manifest
from citeset.errors import InputError

if TYPE_CHECKING:
    from citeset.suite._suite import Suite


def freeze_suite(root: str | Path, *, accept_changes: bool = False, check_routes: bool = True,
                 max_text_bytes: int | None = None) -> FreezeActivity:
    """Freeze a suite folder in place; returns the activity recorded in its manifest.

    Already-frozen records are verified, never replaced: a changed text is always an error, and a changed
    status, date, reader list, span, case or route is an error unless `accept_changes` (a deliberate
    re-freeze, recorded in the activity). New records are added. With `check_routes`, routes with a member
    whose removal leaves the rest sufficient for the offline rules judge are listed in `warnings`.
    """
    from citeset._version import __version__
    from citeset.suite._load import load_suite

    folder = Path(root)
    if not folder.is_dir():
        raise InputError("freeze needs a suite folder (sources.jsonl, spans.jsonl, cases.jsonl)", path=folder)
    suite = load_suite(folder, verify=not accept_changes, max_text_bytes=max_text_bytes)
    previous = suite.manifest if not accept_changes else read_manifest(folder)  # verified by the load, or replaced
    manifest = _seal(suite)
    activity = FreezeActivity(at=datetime.now(UTC), tool=__version__, spans_checked=len(suite.spans))
    old_versions = previous.versions if previous is not None else {}
    for vid, frozen in manifest.versions.items():
        old = old_versions.get(vid)
        if old is not None and old.digest != frozen.digest:
            raise InputError(f"the text of frozen version {vid!r} changed (manifest has {old.digest}, the text now "
                             f"hashes to {frozen.digest}); a version's text never changes, even when changes are "
                             "accepted: add a new version_id", path=folder / "sources.jsonl", field="text")
        _store(folder, frozen.object, suite.texts[vid])
        if old is None:
            activity.versions_added.append(vid)
        else:
            activity.versions_verified += 1
    activity.reanchored = [
        {"span_id": r.span_id, "old": list(r.old), "new": list(r.new), "how": r.how} for r in suite.reanchored
    ]
    if previous is not None:
        activity.extended = not previous.complete
        activity.records_added, changed = _compare(previous, manifest)
        activity.changes_accepted = changed if accept_changes else []
    if check_routes:
        from citeset.suite._check import minimality_warnings

        activity.warnings = minimality_warnings(suite)
    manifest.activities = [*(previous.activities if previous is not None else []), activity]
    write_json(folder / MANIFEST_NAME, manifest)
    return activity


def _seal(suite: Suite) -> Manifest:
    from citeset.suite._seal import seal_case, seal_span, seal_version

    return Manifest(
        versions={vid: seal_version(version, suite.digests[vid]) for vid, version in suite.versions.items()},
        spans={sid: seal_span(span) for sid, span in suite.spans.items()},
        cases={cid: seal_case(case) for cid, case in suite.cases.items()},
    )


def _store(folder: Path, rel: str, text: str) -> None:
    """Write a text into the content-addressed store, never through a symlink leading out of the suite."""
    try:
        target = confined_path(folder, rel)
    except FileRefused as exc:
        raise InputError(f"cannot store texts: {exc}", path=folder / rel.split("/", 1)[0]) from None
    if not target.exists():
        with atomic_writer(target) as handle:
            handle.write(text)


def _compare(previous: Manifest, current: Manifest) -> tuple[int, list[str]]:
    """Records frozen for the first time (spans, cases, claims, routes), and frozen records changed or removed."""
    added, changed = 0, []
    for vid, old in previous.versions.items():
        new = current.versions.get(vid)
        if new is None:
            changed.append(f"version {vid} removed")
        elif (old.model_dump(exclude={"meta"}) != new.model_dump(exclude={"meta"})
              or (old.meta is not None and old.meta != new.meta)):
            changed.append(f"version {vid} changed")
    for kind, before, after in (("span", previous.spans, current.spans), ("case", previous.cases, current.cases)):
        old_records: dict[str, object] = dict(before or {})
        now: dict[str, object] = dict(after or {})
        added += sum(1 for key in now if key not in old_records)
        changed += [f"{kind} {key} removed" for key in old_records if key not in now]
        changed += [f"{kind} {key} changed" for key in old_records if key in now and now[key] != old_records[key]]
    if previous.cases is not None and current.cases is not None:
        for cid, case in current.cases.items():
            old_case = previous.cases.get(cid)
            if old_case is not None:
                added += sum(1 for c in case.claims if c not in old_case.claims)
                added += sum(1 for c, claim in case.claims.items() if c in old_case.claims
                             for r in claim.routes if r not in old_case.claims[c].routes)
    return added, changed
