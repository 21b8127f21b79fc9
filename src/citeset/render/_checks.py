"""The six render checks, as pure functions of what the browser observed and what the run expects."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize
from citeset.render._expect import Expected, fold
from citeset.render._report import CheckName, Finding

_DIGITS = lazy_compile(r"\d+")


@dataclass(slots=True)
class Activation:
    """One keyboard activation: did anything happen, and what was shown as opened afterwards."""

    activated: bool
    opened: list[str | None]


@dataclass(slots=True)
class MarkerObs:
    """A marker as the browser saw it once the stream had settled, and what activating it did."""

    probe: str
    index: int
    label: str
    target: str | None
    tag: str
    role: str | None
    href: str | None
    name: str
    container: str | None  # "row", "item" or None
    container_text: str | None
    record: int | None
    opened: list[str | None] | None = None  # after a click; None when it could not be clicked
    click_error: str | None = None
    tab_reached: bool = False
    enter: Activation | None = None
    space: Activation | None = None

    @property
    def shown(self) -> str:
        return f"{self.label or '(no label)'} #{self.index + 1}"

    @property
    def is_button(self) -> bool:
        return self.role == "button" or (self.role is None and self.tag == "button")

    @property
    def is_control(self) -> bool:
        return self.is_button or self.role == "link" or (self.role is None and self.tag == "a" and bool(self.href))


@dataclass(slots=True)
class SourceObs:
    span: str | None
    version: str | None
    document: str | None
    excerpt: str | None


@dataclass(slots=True)
class ScopeObs:
    """One answer on a page (an element matching the mapping's `answer`, or the whole page)."""

    case_id: str | None
    markers: list[MarkerObs]  # those activated and checked
    sources: list[SourceObs]
    unchecked: list[MarkerObs] = field(default_factory=list)  # past a page's limits: never activated
    unchecked_why: list[str] = field(default_factory=list)  # which limits


@dataclass(slots=True)
class Results:
    """Findings plus, per check, how many items were examined and which failed."""

    findings: list[Finding] = field(default_factory=list)
    probes: list[str | None] = field(default_factory=list)  # the marker element of each finding, if any
    items: dict[CheckName, int] = field(default_factory=lambda: defaultdict(int))
    failed: dict[CheckName, set[str]] = field(default_factory=lambda: defaultdict(set))

    def add(self, check: CheckName, page: str, case: str | None, item: str, message: str,
            marker: MarkerObs | None = None, span_id: str | None = None) -> None:
        self.failed[check].add(f"{page}|{case}|{item}")
        self.probes.append(marker.probe if marker else None)
        self.findings.append(Finding(check=check, page=page, case_id=case, marker=marker.shown if marker else None,
                                     span_id=span_id, message=message))


def expected_target(m: MarkerObs, exp: Expected, by_attr: bool) -> str | None:
    """The span a marker must open: its own span id attribute, else its label in the run's source list."""
    if by_attr:
        return m.target
    digits = _DIGITS.findall(m.label)
    return exp.by_label.get(digits[0]) if len(digits) == 1 else None


def check_marker_targets(res: Results, page: str, scope: ScopeObs, exp: Expected, by_attr: bool) -> None:
    case = exp.case_id
    if not scope.markers and not scope.unchecked and exp.cited:
        res.items["marker_target"] += 1
        res.add("marker_target", page, case, "no-markers",
                f"no element matches the marker selector, but the answer cites {len(exp.cited)} source(s)")
        return
    entries = {s.span: s for s in scope.sources if s.span is not None}
    targeted: set[str] = set()
    for m in scope.markers:
        res.items["marker_target"] += 1
        want = expected_target(m, exp, by_attr)
        problem = _target_problem(m, want, exp, entries)
        if want is not None:
            targeted.add(want)
        if problem:
            res.add("marker_target", page, case, m.probe, problem, m, want)
    for m in scope.unchecked:  # a passage cited by unchecked markers only is unchecked (said below), not missing
        want = expected_target(m, exp, by_attr)
        if want is not None:
            targeted.add(want)
    if scope.unchecked:
        res.items["marker_target"] += 1
        total = len(scope.markers) + len(scope.unchecked)
        res.add("marker_target", page, case, "unchecked",
                f"{len(scope.unchecked)} of the answer's {total} markers were not checked "
                f"(from {scope.unchecked[0].shown} on): {'; '.join(scope.unchecked_why)}", scope.unchecked[0])
    for ref in exp.cited:
        if ref not in targeted:
            res.items["marker_target"] += 1
            res.add("marker_target", page, case, f"missing-{ref}",
                    f"the run cites {ref!r}, but no marker on the page opens it", span_id=ref)


def _target_problem(m: MarkerObs, want: str | None, exp: Expected, entries: dict[str, SourceObs]) -> str | None:
    if want is None:
        return "the marker names no span id and its label is not in the run's source list"
    if want not in exp.cited:
        return f"the marker claims span {want!r}, which this answer does not cite"
    if m.opened is None:
        return f"the marker could not be activated: {m.click_error}"
    if not m.opened:
        return "activating the marker opens no source entry"
    if len(m.opened) > 1:
        return f"activating the marker opens {len(m.opened)} source entries at once"
    got = m.opened[0]
    if got != want:
        return f"the marker opens passage {got!r} instead of {want!r}"
    return _entry_problem(want, exp, entries.get(want))


def _entry_problem(ref: str, exp: Expected, entry: SourceObs | None) -> str | None:
    target = exp.targets.get(ref)
    if target is None or entry is None:
        return None  # no suite to compare with, or a marker that opens an entry outside the source list
    if entry.version is not None and entry.version != target.version_id:
        return f"the entry for {ref!r} shows version {entry.version!r}; the citation resolves to {target.version_id!r}"
    withheld = target.blocked and not entry.document  # a withheld entry may leave its document unnamed
    if entry.document is not None and entry.document != target.source_id and not withheld:
        return f"the entry for {ref!r} shows document {entry.document!r}; the citation is in {target.source_id!r}"
    if entry.excerpt is not None and not target.blocked:
        shown = normalize(entry.excerpt.strip().removesuffix("…"))
        if not shown or shown not in normalize(target.text):
            return f"the entry for {ref!r} shows an excerpt that is not the cited passage"
    return None


def check_keyboard(res: Results, page: str, scope: ScopeObs, exp: Expected, by_attr: bool) -> None:
    for m in scope.markers:
        res.items["keyboard"] += 1
        want = m.opened[0] if m.opened and len(m.opened) == 1 else expected_target(m, exp, by_attr)
        problems: list[str] = []
        if not m.is_control:
            problems.append(f"it is a <{m.tag}>{f' role={m.role}' if m.role else ''}, not a button or link")
        if not m.name:
            problems.append("it has no accessible name")
        if not m.tab_reached:
            problems.append("Tab never reaches it")
        keys = [("Enter", m.enter)] + ([("Space", m.space)] if m.is_button or not m.is_control else [])
        for key, act in keys:
            if act is None:
                continue
            if not act.activated:
                problems.append(f"{key} does not activate it")
            elif want is not None and act.opened != [want]:
                problems.append(f"{key} opens {act.opened!r} instead of {want!r}")
        if problems:
            res.add("keyboard", page, exp.case_id, m.probe, "; ".join(problems), m, want)


def check_repeats(res: Results, page: str, scope: ScopeObs, exp: Expected, by_attr: bool) -> None:
    groups: dict[tuple[str, str], list[MarkerObs]] = defaultdict(list)
    for m in scope.markers:
        want = expected_target(m, exp, by_attr)
        if want is not None:
            groups[("span", want)].append(m)
        if m.label:
            groups[("label", m.label)].append(m)
    for (kind, key), members in groups.items():
        if len(members) < 2:
            continue
        res.items["repeat_consistency"] += 1
        opened = {tuple(m.opened) if m.opened is not None else None for m in members}
        if len(opened) > 1:
            what = f"span {key!r}" if kind == "span" else f"label {key}"
            detail = ", ".join(f"{m.shown} -> {m.opened!r}" for m in members)
            res.add("repeat_consistency", page, exp.case_id, f"{kind}-{key}",
                    f"markers citing {what} open different passages: {detail}", members[0],
                    key if kind == "span" else None)


def check_stream(res: Results, page: str, scope: ScopeObs, exp: Expected, changes: list[dict[str, object]],
                 by_attr: bool) -> None:
    res.items["stream_stability"] += 1
    by_record = {m.record: m for m in scope.markers if m.record is not None}
    for ch in changes:  # the changes of this answer's markers (and of markers no longer on the page)
        rid = ch.get("id")
        m = by_record.get(rid) if isinstance(rid, int) else None
        item = f"change-{ch.get('id')}"
        if ch.get("from_target") != ch.get("to_target"):
            res.add("stream_stability", page, exp.case_id, item,
                    f"during the stream a marker changed its target from {ch.get('from_target')!r} to "
                    f"{ch.get('to_target')!r}", m)
        else:
            res.add("stream_stability", page, exp.case_id, item,
                    f"during the stream a marker was renumbered from {ch.get('from_label')!r} to "
                    f"{ch.get('to_label')!r}", m)
    positions: dict[str, int] = {}
    for i, s in enumerate(scope.sources):
        if s.span is None:
            continue
        if s.span in positions:
            res.add("stream_stability", page, exp.case_id, f"dup-{s.span}",
                    f"the final source list holds {s.span!r} twice (entries {positions[s.span]} and {i + 1})",
                    span_id=s.span)
        else:
            positions[s.span] = i + 1
    for m in scope.markers:
        res.items["stream_stability"] += 1
        digits = _DIGITS.findall(m.label)
        target = m.opened[0] if m.opened and len(m.opened) == 1 else expected_target(m, exp, by_attr)
        if len(digits) != 1 or target is None:
            continue
        if target not in positions:
            res.add("stream_stability", page, exp.case_id, m.probe,
                    f"marker {m.label} cites {target!r}, which is not in the final source list", m, target)
        elif int(digits[0]) != positions[target]:
            res.add("stream_stability", page, exp.case_id, m.probe,
                    f"marker {m.label} cites {target!r}, which is number {positions[target]} in the final "
                    f"source list", m, target)


def check_attachment(res: Results, page: str, scope: ScopeObs, exp: Expected, by_attr: bool) -> None:
    for m in scope.markers:
        if m.container is None or m.container_text is None:
            continue
        res.items["table_list_attachment"] += 1
        where = "row" if m.container == "row" else "list item"
        text = fold(m.container_text)
        own = [refs for unit, refs in exp.units if unit and unit in text]
        target = m.opened[0] if m.opened and len(m.opened) == 1 else expected_target(m, exp, by_attr)
        if not own:
            res.add("table_list_attachment", page, exp.case_id, m.probe,
                    f"the text of this marker's {where} matches no claim of the answer", m, target)
        elif target is not None and not any(target in refs for refs in own):
            cites = sorted(set().union(*own))
            res.add("table_list_attachment", page, exp.case_id, m.probe,
                    f"the marker opens {target!r}, which no claim of its own {where} cites "
                    f"(its claims cite {', '.join(cites) or 'nothing'})", m, target)


def check_blocked(res: Results, page: str, scope: ScopeObs, exp: Expected,
                  strings: list[tuple[str, str, str | None]]) -> None:
    """Every string the page held (before and after each hover and activation) against the blocked text."""
    finder = exp.leaks
    assert finder is not None
    markers = {m.probe: m for m in scope.markers}
    reported: set[tuple[str, str | None, str]] = set()
    for where, text, probe in strings:
        res.items["blocked_text"] += 1
        for vid in finder.find(text):
            if (where, probe, vid) in reported:
                continue
            reported.add((where, probe, vid))
            marker = markers.get(probe) if probe else None
            on = f"{where} of marker {marker.shown}" if marker else where
            res.add("blocked_text", page, exp.case_id, f"{where}-{probe}-{vid}",
                    f"text of {vid}, blocked for reader {exp.reader!r}, appears in the page ({on})", marker)
