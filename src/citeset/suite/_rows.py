"""Checking suite records row by row into a suite being built: versions (confined texts, digests, frozen
metadata), spans (anchoring), cases (ids, routes, frozen routes). Shared by file loading and `from_records`;
it fills a `Suite` it is given and never imports the class at run time, so the suite package has no cycle."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from citeset._files import FileRefused, read_confined_text
from citeset._nontext import NUL_REASON
from citeset.corpus._anchor import AnchorError, anchor_span
from citeset.corpus._manifest import FrozenCase
from citeset.corpus._models import SourceVersion, Span, sha256_text
from citeset.errors import InputError
from citeset.suite._models import Case, RouteStatus
from citeset.suite._seal import case_change, span_change, version_change

if TYPE_CHECKING:
    from citeset.suite._suite import Suite

M = TypeVar("M")
Row = tuple[Path, int | None, str, M]
"""(file, line, field prefix, parsed record)."""


def field_name(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


def load_versions(suite: Suite, sources: Iterator[Row[SourceVersion]], base: Path, limit: int) -> None:
    manifest = suite.manifest
    for file, line, prefix, version in sources:
        vid = version.version_id
        if vid in suite.versions:
            raise InputError(f"duplicate version_id {vid!r}", path=file, line=line, field=field_name(prefix, "version_id"))
        text = version.text
        if text is None:
            assert version.path is not None
            try:
                text = read_confined_text(base, version.path, limit)
            except FileRefused as exc:
                raise InputError(str(exc), path=file, line=line, field=field_name(prefix, "path")) from None
            if "\x00" in text:  # an inline text's NUL was refused as its line was read
                raise InputError(f"{version.path!r} holds a NUL character (\\u0000), which is no text: {NUL_REASON}; "
                                 "remove it", path=file, line=line, field=field_name(prefix, "path"))
        digest = sha256_text(text)
        if version.digest is not None and version.digest != digest:
            raise InputError(
                f"digest mismatch: the line says {version.digest}, the text hashes to {digest}",
                path=file, line=line, field=field_name(prefix, "digest"))
        frozen = manifest.versions.get(vid) if manifest else None
        if frozen is None:
            if manifest is not None:
                suite.unfrozen.append(f"version {vid}")
        elif frozen.digest != digest:
            raise InputError(
                f"digest mismatch for frozen version {vid!r}: manifest has {frozen.digest}, the text now hashes "
                f"to {digest}. A frozen version never changes: add a new version_id instead",
                path=file, line=line, field=field_name(prefix, "text" if version.text is not None else "path"))
        elif (change := version_change(frozen, version)) is not None:
            raise InputError(change[1], path=file, line=line, field=field_name(prefix, change[0]))
        suite.versions[vid] = version
        suite.texts[vid] = text
        suite.digests[vid] = digest


def load_spans(suite: Suite, rows: Iterator[Row[Span]]) -> None:
    frozen_spans = suite.manifest.spans if suite.manifest else None
    for file, line, prefix, span in rows:
        sid = span.span_id
        if sid in suite.spans:
            raise InputError(f"duplicate span_id {sid!r}", path=file, line=line, field=field_name(prefix, "span_id"))
        text = suite.texts.get(span.version_id)
        if text is None:
            raise InputError(f"span points to version {span.version_id!r}, which the suite does not have",
                             path=file, line=line, field=field_name(prefix, "version_id"))
        try:
            anchored, moved = anchor_span(span, text)
        except AnchorError as exc:
            raise InputError(str(exc), path=file, line=line, field=field_name(prefix, "exact")) from None
        if moved is not None:
            suite.reanchored.append(moved)
        frozen = frozen_spans.get(sid) if frozen_spans is not None else None
        if frozen is not None:
            frozen_text = suite.texts.get(frozen.version_id, text)
            if (change := span_change(frozen, span, anchored, frozen_text)) is not None:
                raise InputError(change[1], path=file, line=line, field=field_name(prefix, change[0]))
        elif frozen_spans is not None:
            suite.unfrozen.append(f"span {sid}")
        suite.spans[sid] = anchored


def add_cases(suite: Suite, rows: Iterable[Row[Case]]) -> None:
    """Check each case (its route members must be spans already loaded) and add it."""
    for file, line, prefix, case in rows:
        check_case(case, suite, file, line, prefix)
        suite.cases[case.case_id] = check_frozen_case(suite, case, file, line, prefix)


def check_frozen_case(suite: Suite, case: Case, file: Path, line: int | None, prefix: str) -> Case:
    """`case` checked against its frozen record; as it is to be evaluated: in a frozen suite, a route the
    manifest does not cover (added since the freeze, or in a case or manifest that records no routes) is not
    adjudicated evidence, so an adjudicated one counts as proposed until `citeset freeze` covers it."""
    if suite.manifest is None:
        return case
    frozen_cases = suite.manifest.cases
    frozen = frozen_cases.get(case.case_id) if frozen_cases is not None else None
    if frozen is None:
        if frozen_cases is not None:
            suite.unfrozen.append(f"case {case.case_id}")
        return not_adjudicated(suite, case, None)
    change, added = case_change(frozen, case)
    if change is not None:
        raise InputError(change[1], path=file, line=line, field=field_name(prefix, change[0]))
    suite.unfrozen.extend(added)
    return not_adjudicated(suite, case, frozen) if added else case


def not_adjudicated(suite: Suite, case: Case, frozen: FrozenCase | None) -> Case:
    """`case` with each adjudicated route that `frozen` (None: nothing) does not record made proposed, each
    noted in `suite.unadjudicated` as (case_id, claim_id, set_id)."""
    uncovered: list[tuple[str, str, str]] = []
    for claim in case.claims:
        sealed = frozen.claims.get(claim.claim_id) if frozen is not None else None
        uncovered.extend((case.case_id, claim.claim_id, route.set_id) for route in claim.routes
                         if route.status == "adjudicated" and (sealed is None or route.set_id not in sealed.routes))
    suite.unadjudicated.extend(uncovered)
    return as_proposed(case, {(claim_id, set_id) for _, claim_id, set_id in uncovered})


def as_proposed(case: Case, routes: Collection[tuple[str, str]], status: RouteStatus = "proposed") -> Case:
    """`case` with the routes named (claim_id, set_id) in `routes` made proposed (evaluated as not adjudicated),
    or given `status`."""
    if not routes:
        return case
    claims = tuple(claim.model_copy(update={"routes": tuple(
        route.model_copy(update={"status": status}) if (claim.claim_id, route.set_id) in routes else route
        for route in claim.routes)}) for claim in case.claims)
    return case.model_copy(update={"claims": claims})


def as_written(suite: Suite) -> None:
    """The routes `not_adjudicated` made proposed given back the status their line states (a freeze seals
    what the files say)."""
    by_case: dict[str, set[tuple[str, str]]] = {}
    for case_id, claim_id, set_id in suite.unadjudicated:
        by_case.setdefault(case_id, set()).add((claim_id, set_id))
    for case_id, routes in by_case.items():
        suite.cases[case_id] = as_proposed(suite.cases[case_id], routes, "adjudicated")


def check_case(case: Case, suite: Suite, file: Path, line: int | None, prefix: str) -> None:
    if case.case_id in suite.cases:
        raise InputError(f"duplicate case_id {case.case_id!r}", path=file, line=line,
                         field=field_name(prefix, "case_id"))
    if case.answerable and not case.claims and case.annotated is not False:
        raise InputError("an answerable case needs at least one claim", path=file, line=line,
                         field=field_name(prefix, "claims"))
    seen: set[str] = set()
    for i, claim in enumerate(case.claims):
        here = field_name(prefix, f"claims[{i}]")
        if claim.claim_id in seen:
            raise InputError(f"duplicate claim_id {claim.claim_id!r} in case {case.case_id!r}", path=file,
                             line=line, field=f"{here}.claim_id")
        seen.add(claim.claim_id)
        if case.answerable and claim.required and not claim.routes and case.annotated is not False:
            raise InputError(f"claim {claim.claim_id!r} of answerable case {case.case_id!r} has no route",
                             path=file, line=line, field=f"{here}.routes")
        set_ids: set[str] = set()
        for j, route in enumerate(claim.routes):
            if route.set_id in set_ids:
                raise InputError(f"duplicate set_id {route.set_id!r}", path=file, line=line,
                                 field=f"{here}.routes[{j}].set_id")
            set_ids.add(route.set_id)
            for k, member in enumerate(route.members):
                if member not in suite.spans:
                    raise InputError(f"route member {member!r} is not a span of the suite", path=file,
                                     line=line, field=f"{here}.routes[{j}].members[{k}]")
