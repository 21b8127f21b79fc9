"""What a freeze records of each version, span and case, and how a loaded record is checked against it.

A frozen record never changes silently: a changed status, date, reader list, span position, case field
or route is bad input naming the field. Records added beside frozen ones are allowed and reported as
not frozen yet; frozen records that disappear are bad input.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from citeset.corpus._manifest import (
    FrozenCase,
    FrozenClaim,
    FrozenRoute,
    FrozenSpan,
    FrozenVersion,
    VersionMeta,
    object_path,
)
from citeset.corpus._models import SourceVersion, Span
from citeset.suite._models import Case, ReferenceClaim, Route

HINT = ("A frozen record never changes: add a new {what} and freeze it with `citeset freeze` (until then it is "
        "not frozen evidence: a route escalates, never accepts), or re-freeze deliberately with "
        "`citeset freeze --accept-changes`")
Change = tuple[str, str]
"""(field, message) of the first difference from the frozen record."""

_META_FIELDS = tuple(VersionMeta.model_fields)
_ROUTE_FIELDS = ("members", "status", "inference", "annotation_version")


def _digest(value: Any, size: int = 16) -> str:
    blob = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:size]


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def seal_version(version: SourceVersion, digest: str) -> FrozenVersion:
    """The frozen record of a version whose text hashes to `digest`."""
    meta = VersionMeta(**{name: getattr(version, name) for name in _META_FIELDS})
    return FrozenVersion(digest=digest, source_id=version.source_id, object=object_path(digest),
                         observed_at=version.observed_at, status=version.status, meta=meta)


def version_change(frozen: FrozenVersion, version: SourceVersion) -> Change | None:
    """The first field of `version` that differs from what was frozen (older manifests: fewer fields)."""
    before = frozen.model_dump(mode="json", exclude={"digest", "object"})
    after = seal_version(version, frozen.digest).model_dump(mode="json", exclude={"digest", "object"})
    old_meta, new_meta = before.pop("meta") or {}, after.pop("meta")
    pairs = [(name, before[name], after[name]) for name in before]
    pairs += [(name, old_meta[name], new_meta[name]) for name in old_meta]
    for name, old, new in pairs:
        if old != new:
            return name, (f"version {version.version_id!r} was frozen with {name} {_shown(old)}; the line now "
                          f"says {_shown(new)}. " + HINT.format(what="version_id"))
    return None


def seal_span(span: Span) -> FrozenSpan:
    """The frozen record of an anchored span."""
    assert span.start is not None and span.end is not None  # anchored spans always have offsets
    return FrozenSpan(version_id=span.version_id, start=span.start, end=span.end)


def span_change(frozen: FrozenSpan, line: Span, anchored: Span, text: str) -> Change | None:
    """Whether the span now anchors elsewhere than it was frozen; names the field of the line that moved it."""
    now = seal_span(anchored)
    if now == frozen:
        return None
    if line.version_id != frozen.version_id:
        field = "version_id"
    elif line.exact != text[frozen.start:frozen.end]:
        field = "exact"
    else:
        field = "start" if now.start != frozen.start else "end"
    return field, (f"span {line.span_id!r} was frozen at {frozen.start}-{frozen.end} of {frozen.version_id!r}; "
                   f"the line now anchors at {now.start}-{now.end} of {now.version_id!r}. "
                   + HINT.format(what="span_id"))


def _case_dump(case: Case) -> dict[str, Any]:
    # Fields left at their default are omitted, so a field added to the format later changes no digest.
    return case.model_dump(mode="json", exclude_defaults=True, exclude={"schema_version"})


def _field_digests(dump: dict[str, Any], nested: str) -> dict[str, str]:
    return {name: _digest(value) for name, value in dump.items() if name != nested}


def _seal_route(route: Route) -> FrozenRoute:
    return FrozenRoute(members=route.members, status=route.status, inference=route.inference,
                       annotation_version=route.annotation_version)


def seal_case(case: Case) -> FrozenCase:
    """The frozen record of a case: whole digest, field digests, and every claim and route."""
    dump = _case_dump(case)
    claims = {
        claim.claim_id: FrozenClaim(fields=_field_digests(claim_dump, "routes"),
                                    routes={r.set_id: _seal_route(r) for r in claim.routes})
        for claim, claim_dump in zip(case.claims, dump.get("claims", []), strict=True)
    }
    return FrozenCase(digest="sha256:" + _digest(dump, 64), fields=_field_digests(dump, "claims"), claims=claims)


def case_change(frozen: FrozenCase, case: Case) -> tuple[Change | None, list[str]]:
    """The first difference of `case` from its frozen record, and the claims and routes added since."""
    dump = _case_dump(case)
    if "sha256:" + _digest(dump, 64) == frozen.digest:
        return None, []
    change = _changed_field(frozen.fields, _field_digests(dump, "claims"), "",
                            f"case {case.case_id!r}", "case_id")
    if change is not None:
        return change, []
    present = {claim.claim_id for claim in case.claims}
    for claim_id in frozen.claims:
        if claim_id not in present:
            return ("claims", f"frozen claim {claim_id!r} of case {case.case_id!r} is missing. "
                    + HINT.format(what="claim_id")), []
    added: list[str] = []
    for i, (claim, claim_dump) in enumerate(zip(case.claims, dump.get("claims", []), strict=True)):
        sealed = frozen.claims.get(claim.claim_id)
        if sealed is None:
            added.append(f"claim {case.case_id}/{claim.claim_id}")
            continue
        change = _claim_change(sealed, claim, claim_dump, f"claims[{i}]", case.case_id, added)
        if change is not None:
            return change, []
    return None, added


def _changed_field(before: dict[str, str], after: dict[str, str], prefix: str, what: str,
                   new_id: str) -> Change | None:
    for name in sorted(set(before) | set(after)):
        if before.get(name) != after.get(name):
            return prefix + name, (f"{what} changed after it was frozen: its {name} differs from the frozen "
                                   "record. " + HINT.format(what=new_id))
    return None


def _claim_change(sealed: FrozenClaim, claim: ReferenceClaim, claim_dump: dict[str, Any], here: str,
                  case_id: str, added: list[str]) -> Change | None:
    what = f"claim {claim.claim_id!r} of case {case_id!r}"
    change = _changed_field(sealed.fields, _field_digests(claim_dump, "routes"), here + ".", what, "claim_id")
    if change is not None:
        return change
    present = {route.set_id for route in claim.routes}
    for set_id in sealed.routes:
        if set_id not in present:
            return f"{here}.routes", f"frozen route {set_id!r} of {what} is missing. " + HINT.format(what="set_id")
    for j, route in enumerate(claim.routes):
        frozen_route = sealed.routes.get(route.set_id)
        if frozen_route is None:
            added.append(f"route {case_id}/{claim.claim_id}/{route.set_id}")
            continue
        before, after = frozen_route.model_dump(mode="json"), _seal_route(route).model_dump(mode="json")
        for name in _ROUTE_FIELDS:
            if before[name] != after[name]:
                return (f"{here}.routes[{j}].{name}",
                        f"route {route.set_id!r} of {what} was frozen with {name} {_shown(before[name])}; the line "
                        f"now says {_shown(after[name])}. " + HINT.format(what="set_id"))
    return None
