"""What a reader of one case is shown: claim units with their markers, and the final, numbered evidence list.

The answer is segmented with `citeset.parse` (the same attachment rule the evaluation records), or taken
from the run's structured claims. Citations are resolved with the engine's `Resolver`, and everything a reader
may not see is withheld with `citeset.redact` *before* anything reaches a template: the text of a blocked
span never enters a view, so no template bug can print it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from citeset._lazyre import lazy_compile
from citeset.parse import AttachRule, find_markers, parse_answer
from citeset.redact import Redactor, span_placeholder
from citeset.resolve._resolve import Resolved, Resolver
from citeset.runs import Citation, RunRecord
from citeset.suite import Case, Suite

BlockKind = Literal["paragraph", "list", "table"]
_KIND: dict[str, BlockKind] = {"bullet": "list", "cell": "table"}
_BLANK = lazy_compile(r"\n[ \t\r]*\n")
EXCERPT_LIMIT = 2000
"""Longest excerpt shown for one source (a whole-document citation can be a book)."""


@dataclass(frozen=True, slots=True)
class SourceView:
    """One entry of the evidence list: a distinct cited target, numbered in order of first citation."""

    number: int
    ref: str  # the stable id a marker carries: span id, chunk id, uri or version[start:end]
    version_id: str | None
    source_id: str | None
    title: str | None
    uri: str | None
    status: str | None
    excerpt: str  # the passage text, or a placeholder saying why it is not shown
    shown: Literal["text", "blocked", "unresolved"]


@dataclass(frozen=True, slots=True)
class MarkerView:
    """A marker as displayed: its final display number and the evidence entry it opens (None: dangling)."""

    number: int | None
    ref: str | None
    label: str  # the label as written in the run, for dangling markers


@dataclass(slots=True)
class UnitView:
    """A claim unit (sentence, bullet sentence or table cell) with the markers attached to it."""

    text: str
    markers: list[MarkerView]
    claim_index: int


@dataclass(slots=True)
class BlockView:
    """A paragraph, a list (items of units) or a table (rows of cells, a cell a list of units)."""

    kind: BlockKind
    items: list[list[UnitView]] = field(default_factory=list)  # paragraph: one item; list: one per item
    rows: list[list[list[UnitView]]] = field(default_factory=list)  # table rows of cells
    header: list[str] = field(default_factory=list)


@dataclass(slots=True)
class AnswerView:
    """Everything `citeset render` writes for one case, already redacted for the case's reader."""

    case_id: str
    question: str
    reader: str | None
    blocks: list[BlockView]
    sources: list[SourceView]
    unattached: list[MarkerView]
    abstained: bool


def build_view(suite: Suite, case: Case, record: RunRecord, redactor: Redactor,
               attach: AttachRule = "sentence") -> AnswerView:
    """The reader's view of one answer: units, markers and sources numbered once the list is final."""
    resolver = Resolver(suite, record.trace.chunks if record.trace else None,
                        readable=lambda vid: vid not in redactor.blocked)
    raw_units, unattached_labels = _raw_units(record, attach)
    order: list[tuple[str, Citation]] = []
    seen: set[str] = set()
    for unit in raw_units:
        for _label, citation in unit.citations:
            if citation is not None and citation.target not in seen:
                seen.add(citation.target)
                order.append((citation.target, citation))
    # Numbers are assigned only now that the whole evidence list is known: first citation order.
    numbers = {ref: i + 1 for i, (ref, _) in enumerate(order)}
    sources = [_source(i + 1, ref, resolver.resolve(c), suite, redactor) for i, (ref, c) in enumerate(order)]

    def marker(label: str, citation: Citation | None) -> MarkerView:
        ref = citation.target if citation is not None else None
        return MarkerView(numbers.get(ref) if ref else None, redactor.run_id(ref) if ref else None, label)

    blocks = _blocks(record.answer_text, raw_units, redactor, marker)
    return AnswerView(case_id=case.case_id, question=redactor.prose(case.question), reader=case.reader,
                      blocks=blocks, sources=sources,
                      unattached=[marker(label, None) for label in unattached_labels],
                      abstained=bool(record.abstained))


@dataclass(slots=True)
class _RawUnit:
    text: str
    kind: str  # sentence, paragraph, bullet, cell, claim
    start: int
    citations: list[tuple[str, Citation | None]]


def _raw_units(record: RunRecord, attach: AttachRule) -> tuple[list[_RawUnit], list[str]]:
    if record.claims is not None:
        units = [_RawUnit(c.text, "claim", -1, [(c.marker or "", c) for c in c.citations]) for c in record.claims]
        return units, []
    parsed = parse_answer(record.answer_text, attach=attach)
    by_label = {s.marker.strip().strip("[]"): s for s in record.sources or ()}
    out: list[_RawUnit] = []
    for unit in parsed.units:
        cites: list[tuple[str, Citation | None]] = []
        for m in unit.markers:  # repeats kept: a repeated marker is displayed twice
            for label in m.labels:
                src = by_label.get(label)
                cites.append((label, None if src is None else Citation(
                    span_id=src.span_id, chunk_id=src.chunk_id, uri=src.uri, quote=src.quote, marker=label)))
        out.append(_RawUnit(unit.text, unit.kind, unit.start, cites))
    return out, [label for m in parsed.unattached for label in m.labels]


def _source(number: int, ref: str, hit: Resolved | object, suite: Suite, redactor: Redactor) -> SourceView:
    ref = redactor.run_id(ref)  # a run's own uri or chunk id may be built from blocked words
    if not isinstance(hit, Resolved):
        return SourceView(number, ref, None, None, None, None, None,
                          "This citation does not resolve to any passage of the suite.", "unresolved")
    version = suite.versions[hit.version_id]
    if hit.version_id in redactor.blocked:
        # Only ids and the reason: a blocked document's title or uri can itself be confidential.
        return SourceView(number, ref, hit.version_id, None, None, None, None,
                          span_placeholder(ref, hit.version_id, redactor.reader), "blocked")
    excerpt = hit.text if len(hit.text) <= EXCERPT_LIMIT else hit.text[:EXCERPT_LIMIT] + "…"
    return SourceView(number, ref, hit.version_id, version.source_id, redactor.text(version.title or ""),
                      version.uri, version.status, redactor.text(excerpt), "text")


def _blocks(text: str, units: list[_RawUnit], redactor: Redactor,
            marker: Callable[[str, Citation | None], MarkerView]) -> list[BlockView]:
    """Group units back into paragraphs, list items and table rows by where they sit in the answer text."""
    blocks: list[BlockView] = []
    prev_start, prev_line = -1, -1
    for index, unit in enumerate(units):
        view = UnitView(redactor.said(unit.text), [marker(lbl, c) for lbl, c in unit.citations], index)
        last = blocks[-1] if blocks else None
        if unit.start < 0:  # structured claims: one paragraph, in the run's order
            if last is None:
                last = BlockView("paragraph", items=[[]])
                blocks.append(last)
            last.items[0].append(view)
            continue
        line_start = text.rfind("\n", 0, unit.start) + 1
        prefix = text[line_start : unit.start]
        between = text[prev_start : unit.start] if prev_start >= 0 else ""
        blank = _BLANK.search(between) is not None
        kind = _KIND.get(unit.kind, "paragraph")
        if kind == "table":
            if last is None or last.kind != "table" or blank:
                last = BlockView("table", header=_header(text, line_start, redactor))
                blocks.append(last)
            if line_start != prev_line or not last.rows:
                last.rows.append([[] for _ in range(_cell_count(text, line_start))])
            row = last.rows[-1]
            row[min(_cell_index(prefix), len(row) - 1)].append(view)
        elif kind == "list":
            if last is None or last.kind != "list":
                last = BlockView("list")
                blocks.append(last)
            if _starts_item(prefix) or not last.items:
                last.items.append([])
            last.items[-1].append(view)
        else:
            if last is None or last.kind != "paragraph" or blank or _has_block_break(between):
                last = BlockView("paragraph", items=[[]])
                blocks.append(last)
            last.items[0].append(view)
        prev_start, prev_line = unit.start, line_start
    return blocks


def _starts_item(prefix: str) -> bool:
    stripped = prefix.lstrip(" \t>")
    return bool(stripped) and (stripped[0] in "-*+•‣◦▪" or stripped[0].isdigit())


def _has_block_break(gap: str) -> bool:
    """A heading, table, fence or list between two sentences: they are not one paragraph."""
    return any(line.lstrip(" \t>").startswith(("#", "|", "```", "~~~", "- ", "* ", "+ "))
               for line in gap.split("\n")[1:])


def _cell_index(prefix: str) -> int:
    body = prefix.lstrip(" \t>")
    pipes = len([i for i, ch in enumerate(body) if ch == "|" and (i == 0 or body[i - 1] != "\\")])
    return max(pipes - 1, 0) if body.startswith("|") else pipes


def _cell_count(text: str, line_start: int) -> int:
    end = text.find("\n", line_start)
    line = text[line_start : end if end >= 0 else len(text)].strip()
    inner = line.strip("|") if line.startswith("|") else line.rstrip("|")
    return max(inner.count("|") - inner.count("\\|") + 1, 1)


def _header(text: str, first_row_start: int, redactor: Redactor) -> list[str]:
    """Header cells of the table whose first data row starts at `first_row_start` (markers removed)."""
    lines = text[:first_row_start].rstrip("\n").split("\n")
    if len(lines) < 2 or "|" not in lines[-2]:
        return []
    row = lines[-2].strip()
    row = row[1:] if row.startswith("|") else row
    row = row[:-1] if row.endswith("|") else row
    cells = []
    for cell in row.split("|"):
        found = find_markers(cell)
        for m in reversed(found):
            cell = cell[: m.start] + cell[m.end :]
        cells.append(redactor.said(" ".join(cell.split())))
    return cells
