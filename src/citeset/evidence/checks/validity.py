"""DESIGN §3.1 validity: every citation resolves to a range of a frozen version; admissibility (§1) for the
linked claim's time; resolution problems (§5) such as ids that open another version than the run showed."""

from __future__ import annotations

from citeset.cards import CitationView
from citeset.evidence._context import Citations, ClaimContext
from citeset.resolve._resolve import Resolved, Unresolved


def resolve(ctx: ClaimContext) -> Citations:
    """Resolve the claim's citations in order; markers pointing to no listed source are invalid findings."""
    claim, text = ctx.unit.claim, ctx.text
    views: list[CitationView] = []
    resolved: list[Resolved | None] = []
    for cit in claim.citations:
        res = ctx.case.resolver.resolve(cit)
        if isinstance(res, Unresolved):
            views.append(CitationView(ref=cit.target, marker=cit.marker, valid=False, error=res.reason,
                                      quote=cit.quote, segment=text))
            resolved.append(None)
            continue
        views.append(CitationView(ref=cit.target, marker=cit.marker, valid=True, version_id=res.version_id,
                                  start=res.start, end=res.end, exact=res.text, quote=cit.quote, segment=text,
                                  warning=res.warning))
        resolved.append(res)
    for label in ctx.unit.dangling:
        views.append(CitationView(ref=f"[{label}]", marker=label, valid=False, segment=text,
                                  error=f"marker [{label}] points to no listed source"))
        resolved.append(None)
    for label, targets in ctx.unit.ambiguous.items():
        views.append(CitationView(ref=f"[{label}]", marker=label, valid=False, segment=text,
                                  error=f"marker [{label}] is listed for more than one source: "
                                        + ", ".join(targets)))
        resolved.append(None)
    attach_rendering(ctx, views)
    return Citations(views, resolved)


def attach_rendering(ctx: ClaimContext, views: list[CitationView]) -> None:
    """Give each citation the findings of the rendered answer that name it (§5 resolution as displayed): by the
    span id its marker should open, else by the marker's label. A span cited by several claims is shown
    wrongly for each of them, so each carries the finding."""
    case = ctx.case
    for i, finding in enumerate(case.render_findings):
        label = _label(finding.marker)
        for view in views:
            named = (finding.span_id == view.ref if finding.span_id is not None
                     else label is not None and label == view.marker)
            if named:
                view.rendering.append(finding)
                case.render_attached.add(i)


def _label(marker: str | None) -> str | None:
    """'[2] #3' (label and position as displayed) -> '2'."""
    if not marker:
        return None
    label = marker.rsplit(" #", 1)[0].strip().strip("[]").strip()
    return label or None


def admit(ctx: ClaimContext) -> None:
    """Mark each valid citation admissible or not for the case's reader and cutoff and the claim's time."""
    for view in ctx.citations.views:
        if view.valid and view.version_id is not None:
            adm = ctx.case.admission(view.version_id, ctx.applies_at)
            view.admissible = adm.ok
            view.obstacles = list(adm.obstacles)


def source_notes(ctx: ClaimContext) -> tuple[list[str], list[str]]:
    """Source-truth notes (authority, status, unknown intervals; kept apart from support) and citations that
    land in another version of a source a route needs (a resolution problem)."""
    suite, notes, wrong = ctx.case.suite, [], []
    needed: dict[str, set[str]] = {}
    if ctx.ref is not None:
        for member in ctx.ref.members:
            vid = suite.spans[member].version_id
            needed.setdefault(suite.versions[vid].source_id, set()).add(vid)
    seen: set[str] = set()
    for view in ctx.citations.views:
        if view.version_id is None or view.version_id in seen:
            continue
        vid = view.version_id
        seen.add(vid)
        version = suite.versions[vid]
        if version.authority:
            notes.append(f"{vid}: authority {version.authority}")
        if version.status != "current":
            notes.append(f"{vid}: status {version.status}")
        notes.extend(f"{vid}: {flag}" for flag in ctx.case.admission(vid, ctx.applies_at).flags)
        other = needed.get(version.source_id, set())
        if other and vid not in other and view.admissible:
            wrong.append(f"{view.ref} -> {vid} (route needs {', '.join(sorted(other))})")
    wrong.extend(f"{v.ref}: {v.warning}" for v in ctx.citations.views if v.warning)
    return notes, wrong
