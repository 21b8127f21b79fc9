"""`citeset freeze`: digest every version, check every span, store texts content-addressed."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from citeset._jsonl import atomic_writer, write_json
from citeset.corpus._manifest import MANIFEST_NAME, FreezeActivity, FrozenVersion, Manifest, object_path
from citeset.errors import InputError


def freeze_suite(root: str | Path) -> FreezeActivity:
    """Freeze a suite folder in place; returns the activity recorded in its manifest.

    Already-frozen versions are verified, never replaced: a changed text is an error.
    """
    from citeset import __version__
    from citeset.suite._load import load_suite

    folder = Path(root)
    if not folder.is_dir():
        raise InputError("freeze needs a suite folder (sources.jsonl, spans.jsonl, cases.jsonl)", path=folder)
    suite = load_suite(folder, verify=True)
    manifest = suite.manifest or Manifest()
    activity = FreezeActivity(at=datetime.now(UTC), tool=__version__, spans_checked=len(suite.spans))
    for vid, version in suite.versions.items():
        digest = suite.digests[vid]
        rel = object_path(digest)
        target = folder / rel
        if not target.exists():
            with atomic_writer(target) as handle:
                handle.write(suite.texts[vid])
        if vid in manifest.versions:
            activity.versions_verified += 1
            continue
        manifest.versions[vid] = FrozenVersion(
            digest=digest, source_id=version.source_id, object=rel,
            observed_at=version.observed_at, status=version.status,
        )
        activity.versions_added.append(vid)
    activity.reanchored = [
        {"span_id": r.span_id, "old": list(r.old), "new": list(r.new), "how": r.how} for r in suite.reanchored
    ]
    manifest.activities.append(activity)
    write_json(folder / MANIFEST_NAME, manifest)
    return activity
