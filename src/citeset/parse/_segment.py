"""Claim units of an answer and the markers attached to them (DESIGN §2, "Inline markers").

The answer is read as light markdown, line by line:

* paragraphs are split into sentences (kind ``"sentence"``); with ``attach="paragraph"`` each paragraph is
  one unit (kind ``"paragraph"``);
* list items (``-``, ``*``, ``+``, ``•``, ``1.``, ``1)``) are blocks of kind ``"bullet"``. A long item is
  split into sentences that all keep kind ``"bullet"``, so "- A [1]. B [2]." cites A with 1 and B with 2;
  with ``attach="paragraph"`` the whole item is one unit. Task boxes (``- [ ]``, ``- [x]``) are stripped.
  An indented paragraph after a blank line that continues a list item is a bullet too. An ordered marker
  other than ``1.`` does not interrupt a paragraph (CommonMark), so hard-wrapped "in\\n2010. Then" stays prose;
* table rows: every non-empty data cell is one unit (kind ``"cell"``, never split); header and ``|---|``
  separator rows are not claims. A line without a pipe ends the table (GFM would make it a row, but it is
  almost always prose);
* not claims at all: headings (ATX and setext), thematic breaks, fenced code blocks, link or footnote
  definitions (``[1]: url``, ``[^1]: text``), lines holding only a label and a URL, and "Sources:" /
  "References" sections (see `citeset.parse._markers`). Indented code blocks are not recognised: in answers,
  indentation is list nesting far more often than code.

Attachment ("the unit a marker ends"): within its block (paragraph, list item or table row) a marker belongs
to the last unit that starts before it. A marker after a sentence's final punctuation ("claim. [1] Next")
therefore stays with "claim", and a marker-only cell (a "Sources" column) goes to the nearest text cell on
its left. A marker before every unit of its block ("[1] Claim.", "- [1] Claim", "| [1] | text |") belongs to
the first unit. Markers in blocks without text (a line holding only "[3]"), in headings, header rows or
definitions are returned in `ParsedAnswer.unattached`: reported, never dropped. Every marker found by
`find_markers` ends up in exactly one unit or in `unattached`.

A unit's ``start``/``end`` cover its own text: markers inside the sentence are included, markers after its
final punctuation or before its first word are not (their offsets are on each `Marker`). A unit's ``text``
has markers removed, together with brackets or commas that only held markers ("claim ([1], [2])." ->
"claim."), whitespace folded, and no space left where a marker stood before ``.,;:!?)]}`` or after ``([{``
("claim [1]." -> "claim."); the rest of the text is kept as written, code spans included. Text without a
letter or digit is never a unit: such a sentence piece is merged into its neighbour, such a cell is skipped
(its markers follow the attachment rule above).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Literal

from citeset._lazyre import lazy_compile
from citeset.parse._markers import MARKER_RE, Marker, find_markers, scan
from citeset.parse._sentences import has_alnum, split_prose

AttachRule = Literal["sentence", "paragraph"]
UnitKind = Literal["sentence", "bullet", "cell", "paragraph"]


@dataclass(frozen=True, slots=True)
class ClaimUnit:
    """A piece of the answer that makes a claim, with the markers attached to it."""

    text: str
    start: int
    end: int
    kind: UnitKind
    labels: tuple[str, ...]  # first-occurrence order, duplicates removed
    markers: tuple[Marker, ...]  # repeats kept


@dataclass(frozen=True, slots=True)
class ParsedAnswer:
    """Claim units in text order, the attachment rule used, and markers that attach to no unit."""

    units: tuple[ClaimUnit, ...]
    attach: AttachRule
    unattached: tuple[Marker, ...]


_PREFIX = lazy_compile(r"[ \t]*(?:>[ \t]*)*")
_HEADING = lazy_compile(r"#{1,6}(?:[ \t]|$)")
_SETEXT = lazy_compile(r"(?:=+|-+)[ \t]*$")
_HR = lazy_compile(r"(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")
_BULLET = lazy_compile(r"(?:[-*+•‣◦▪]|([0-9]{1,9})[.)])(?:[ \t]+(?:\[[ xX]\][ \t]+)?|$)")
_BULLET_START = frozenset("-*+•‣◦▪0123456789")
_ENTRY = lazy_compile(r"\[(\^?)[^\]\n]*\](?::|[ \t]*<?(?:https?://|www\.)\S*>?[ \t]*$)")
_DELIM = lazy_compile(r"\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_PIPE = lazy_compile(r"(?<!\\)\|")
_GROUP_GAPS = ("", ",", ";")
_CLOSER = {"(": ")", "[": "]"}
_TIGHT_AFTER = frozenset(".,;:!?)]}")
_TIGHT_BEFORE = frozenset("([{")
_SPACE_BEFORE = lazy_compile(r" (?=[.,;:!?)\]}])")
_SPACE_AFTER = lazy_compile(r"([(\[{]) ")
_MAX_REMOVAL_ROUNDS = 8
_CONTENT = lazy_compile(r"[^\s\x00]")
_ALNUM = lazy_compile(r"[^\W_]")

# A block: (kind, segments). Prose/bullet segments are per-line content ranges; row segments are cells.
_Block = tuple[str, list[tuple[int, int]]]


def parse_answer(text: str, attach: AttachRule = "sentence") -> ParsedAnswer:
    """Claim units of `text` with their attached markers (see the module docstring for the rules)."""
    if attach not in ("sentence", "paragraph"):
        raise ValueError(f"attach must be 'sentence' or 'paragraph', not {attach!r}")
    markers, fences, code_spans, refs = scan(text)
    code_starts = [s for s, _ in code_spans]
    units: list[ClaimUnit] = []
    unattached: list[Marker] = []
    mi = 0
    n = len(markers)
    for kind, segs in _blocks(text, fences, refs):
        if not segs:
            continue
        lo, hi = segs[0][0], segs[-1][1]
        while mi < n and markers[mi].start < lo:
            unattached.append(markers[mi])
            mi += 1
        mj = mi
        while mj < n and markers[mj].start < hi:
            mj += 1
        ms = markers[mi:mj]
        mi = mj
        if kind == "row":
            spans = _cell_spans(text, segs, ms)
            _emit("cell", spans, ms, units, unattached)
        else:
            spans = _prose_spans(text, segs, ms, code_spans, code_starts, attach)
            unit_kind: UnitKind = "bullet" if kind == "bullet" else attach
            _emit(unit_kind, spans, ms, units, unattached)
    unattached.extend(markers[mi:])
    return ParsedAnswer(tuple(units), attach, tuple(unattached))


def _emit(
    kind: UnitKind,
    spans: list[tuple[int, int, str]],
    ms: list[Marker],
    units: list[ClaimUnit],
    unattached: list[Marker],
) -> None:
    """Attach the block's markers to its units: each to the last unit starting before it, else the first."""
    if not spans:
        unattached.extend(ms)
        return
    buckets: list[list[Marker]] = [[] for _ in spans]
    if ms:
        starts = [s for s, _, _ in spans]
        for m in ms:
            buckets[max(bisect_right(starts, m.start) - 1, 0)].append(m)
    for (s, e, t), bucket in zip(spans, buckets, strict=True):
        if not bucket:
            labels: tuple[str, ...] = ()
        elif len(bucket) == 1 and len(bucket[0].labels) == 1:
            labels = bucket[0].labels
        else:
            labels = tuple(dict.fromkeys(label for m in bucket for label in m.labels))
        units.append(ClaimUnit(t, s, e, kind, labels, tuple(bucket)))


def _prose_spans(
    text: str,
    segs: list[tuple[int, int]],
    ms: list[Marker],
    code_spans: list[tuple[int, int]],
    code_starts: list[int],
    attach: AttachRule,
) -> list[tuple[int, int, str]]:
    lo, hi = segs[0][0], segs[-1][1]
    clean = _clean(text, segs, ms)
    # The splitter sees markers as spaces and code as opaque words, so neither can end a sentence.
    view = clean.replace("\x00", " ") if ms else clean
    if code_spans:
        view = _mask_code(view, lo, hi, code_spans, code_starts)
    if attach == "sentence":
        pieces = split_prose(view)
    else:
        first = _CONTENT.search(view)
        pieces = [(first.start(), len(view.rstrip()))] if first else []
    if len(pieces) == 1 and not has_alnum(view, *pieces[0]):
        return []  # several pieces each hold a letter or digit already (split_prose merges the others)
    out: list[tuple[int, int, str]] = []
    for s, e in pieces:
        t = _tidy(clean[s:e])
        if t:
            out.append((lo + s, lo + e, t))
    return out


def _cell_spans(text: str, cells: list[tuple[int, int]], ms: list[Marker]) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    k = 0
    for a, b in cells:
        j = k
        while j < len(ms) and ms[j].start < b:
            j += 1
        clean = _clean(text, [(a, b)], ms[k:j])
        k = j
        first = _CONTENT.search(clean)
        if first is None:
            continue
        s, e = first.start(), len(clean.replace("\x00", " ").rstrip())
        t = _tidy(clean[s:e])
        if t and _ALNUM.search(t):
            out.append((a + s, a + e, t))
    return out


def _clean(text: str, segs: list[tuple[int, int]], ms: list[Marker]) -> str:
    """The block's text with the same offsets: line prefixes blanked, marker groups as NUL runs.

    A group is a run of markers with nothing but spaces and one comma or semicolon between neighbours,
    plus brackets that hold nothing else, so "claim ([1], [2])." leaves "claim." and not "claim (, )."
    """
    lo = segs[0][0]
    if not ms and len(segs) == 1:
        return text[lo : segs[0][1]]
    pieces: list[str] = []
    prev = lo
    mi = 0
    nm = len(ms)
    for s, e in segs:
        if s > prev:
            pieces.append(" " * (s - prev))
        cur = s
        while mi < nm and ms[mi].start < e:
            gs, ge = ms[mi].start, ms[mi].end
            mi += 1
            if gs < cur:
                continue
            while mi < nm and ms[mi].start < e and text[ge : ms[mi].start].strip(" \t") in _GROUP_GAPS:
                ge = ms[mi].end
                mi += 1
            a = gs
            while a > cur and text[a - 1] in " \t":
                a -= 1
            b = ge
            while b < e and text[b] in " \t":
                b += 1
            if a > cur and text[a - 1] in _CLOSER and b < e and text[b] == _CLOSER[text[a - 1]]:
                a -= 1
                b += 1
                gs, ge = a, b
                while a > cur and text[a - 1] in " \t":
                    a -= 1
                while b < e and text[b] in " \t":
                    b += 1
            # No gap may be left where the group stood: "claim [1]." -> "claim.", "([1] see)" -> "(see)".
            if b < e and text[b] in _TIGHT_AFTER:
                gs, ge = a, b
            elif a > cur and text[a - 1] in _TIGHT_BEFORE:
                ge = b
            pieces.append(text[cur:gs])
            pieces.append("\x00" * (ge - gs))
            cur = ge
        pieces.append(text[cur:e])
        prev = max(e, cur)
    return "".join(pieces)


def _mask_code(view: str, lo: int, hi: int, code_spans: list[tuple[int, int]], code_starts: list[int]) -> str:
    i = max(bisect_left(code_starts, lo) - 1, 0)
    pieces: list[str] = []
    cur = 0
    while i < len(code_spans) and code_spans[i][0] < hi:
        s, e = code_spans[i]
        i += 1
        a, b = max(s, lo) - lo, min(e, hi) - lo
        if b <= a or a < cur:
            continue
        pieces.append(view[cur:a])
        pieces.append("A" * (b - a))
        cur = b
    if not pieces:
        return view
    pieces.append(view[cur:])
    return "".join(pieces)


def _tidy(s: str) -> str:
    """Unit text from a clean slice: markers dropped, whitespace folded, no gap left where a marker stood."""
    if "\x00" in s:
        s = s.replace("\x00", "")
    s = " ".join(s.split())
    # Removing a marker can join text into new marker syntax ("[[1]2]" -> "[2]"); remove until none is left.
    # The round cap keeps adversarial nesting ("[[[[1]2]3]4]...") linear instead of quadratic.
    for _ in range(_MAX_REMOVAL_ROUNDS):
        if "[" not in s or MARKER_RE.search(s) is None:
            break
        found = find_markers(s)
        if not found:
            break
        parts: list[str] = []
        cur = 0
        for m in found:
            parts.append(s[cur : m.start])
            cur = m.end
        parts.append(s[cur:])
        s = _fix_gaps(" ".join("".join(parts).split()))
    return s


def _fix_gaps(s: str) -> str:
    s = _SPACE_BEFORE.sub("", s)
    if "( " in s or "[ " in s or "{ " in s:
        s = _SPACE_AFTER.sub(r"\1", s)
    return s


def _blocks(text: str, fences: list[tuple[int, int]], refs: list[tuple[int, int]]) -> list[_Block]:
    """Claim-bearing blocks in text order; everything else (headings, code, source lists) is left out."""
    blocks: list[_Block] = []
    cur: list[tuple[int, int]] | None = None  # segments of the open paragraph or list item
    cur_kind = ""  # "paragraph", "bullet", "table", "skip" (footnote definition) or ""
    in_list = False  # an indented paragraph after a blank line continues the last list item
    prev_blank = True
    fi = ri = 0
    lines = text.split("\n")
    n_lines = len(lines)
    pos = 0
    k = 0
    while k < n_lines:
        raw = lines[k]
        ls = pos
        pos += len(raw) + 1
        k += 1
        while fi < len(fences) and fences[fi][1] < ls:
            fi += 1
        while ri < len(refs) and refs[ri][1] <= ls:
            ri += 1
        if (fi < len(fences) and fences[fi][0] <= ls) or (ri < len(refs) and refs[ri][0] <= ls):
            cur, cur_kind, prev_blank = None, "", True
            continue
        line = raw.rstrip()
        cs = _PREFIX.match(line).end()  # type: ignore[union-attr]  # the pattern matches the empty string
        if cs == len(line):
            cur, cur_kind, prev_blank = None, "", True
            continue
        was_blank, prev_blank = prev_blank, False
        c0 = line[cs]
        if c0 == "#" and _HEADING.match(line, cs):
            cur, cur_kind, in_list = None, "", False
            continue
        if cur_kind == "paragraph" and (c0 == "=" or c0 == "-") and _SETEXT.match(line, cs):
            blocks.pop()  # the paragraph was a setext heading
            cur, cur_kind, in_list = None, "", False
            continue
        if (c0 == "-" or c0 == "*" or c0 == "_") and _HR.match(line, cs):
            cur, cur_kind, in_list = None, "", False
            continue
        bm = _BULLET.match(line, cs) if c0 in _BULLET_START else None
        if bm is not None and not (cur_kind == "paragraph" and bm.group(1) not in (None, "1")):
            if line.startswith("[", bm.end()) and _ENTRY.match(line, bm.end()):
                cur, cur_kind = None, ""  # "- [1]: ..." or "- [1] https://..." lists a source
                continue
            cur = [(ls + bm.end(), ls + len(line))] if bm.end() < len(line) else []
            blocks.append(("bullet", cur))
            cur_kind, in_list = "bullet", True
            continue
        if c0 == "[":
            em = _ENTRY.match(line, cs)
            if em is not None:
                cur, cur_kind = None, ("skip" if em.group(1) else "")
                continue
        if "|" in line:
            if cur_kind == "table":
                blocks.append(("row", _cells(line, ls, cs)))
                continue
            if k < n_lines and _is_table_start(line, cs, lines[k].rstrip()):
                pos += len(lines[k]) + 1  # the separator row
                k += 1
                cur, cur_kind = None, "table"
                continue
        if cur is not None and (cur_kind == "paragraph" or cur_kind == "bullet"):
            cur.append((ls + cs, ls + len(line)))
            continue
        if cur_kind == "skip":
            continue
        kind = "bullet" if was_blank and in_list and cs > 0 else "paragraph"
        if kind == "paragraph":
            in_list = False
        cur = [(ls + cs, ls + len(line))]
        blocks.append((kind, cur))
        cur_kind = kind
    return blocks


def _is_table_start(header: str, cs: int, delim: str) -> bool:
    ds = _PREFIX.match(delim).end()  # type: ignore[union-attr]
    if "|" not in delim or _DELIM.match(delim, ds) is None:
        return False
    return len(_cells(header, 0, cs)) == len(_cells(delim, 0, ds))


def _cells(line: str, ls: int, cs: int) -> list[tuple[int, int]]:
    """Cell content ranges (trimmed, possibly empty) of a table row; outer pipes are optional."""
    edges = [cs - 1, *(m.start() for m in _PIPE.finditer(line, cs)), len(line)]
    last = len(edges) - 2
    cells: list[tuple[int, int]] = []
    for i in range(last + 1):
        a, b = edges[i] + 1, edges[i + 1]
        if a == b and ((i == 0 and line[cs] == "|") or (i == last and line.endswith("|"))):
            continue  # outside an outer pipe
        while a < b and line[a].isspace():
            a += 1
        while b > a and line[b - 1].isspace():
            b -= 1
        cells.append((ls + a, ls + b))
    return cells
