"""Inline citation markers in answer text (DESIGN §2, "Inline markers").

Recognised forms (labels are ASCII digit strings; nothing else is a marker):

* ``[1]``, ``[12]``; adjacent ``[1][2]`` and repeats ``[2][2]`` give one `Marker` each.
* lists ``[1, 2]``, ``[1,2]``, ``[1; 2]``; ranges ``[1-3]``, ``[1–3]``, ``[1—3]`` and mixes ``[1, 3-5]``.
  A range expands to one label per number. A descending range, or one that would expand to more than
  `MAX_RANGE` labels, is kept as one literal label equal to the item as written (``"[9-2]"`` -> ``("9-2",)``):
  absurd ranges are reported, never silently expanded into hundreds of citations.
* spaces inside the brackets are tolerated (``[ 1 ]``, ``[1 , 2]``, ``[1 - 3]``): nothing else in markdown or
  prose has that shape, and dropping a citation is worse than a lenient parse. Newlines inside are not.
* labels keep their digits as written (``[01]`` -> ``"01"``); a range expands to plain numbers, zero-padded to
  the endpoints' width when the start is written with a leading zero (``[01-03]`` -> ``"01", "02", "03"``).
* footnote references ``[^1]`` are citations as rendered markdown shows them; label ``"1"``. Non-numeric
  footnotes (``[^note]``) are not markers.
* a markdown link whose text is a marker, ``[1](https://...)`` or ``[[1]](https://...)``, is one marker whose
  ``raw`` covers the whole link, so removing it leaves no URL in the claim text. Ordinary links
  ``[text](url)`` and images ``![1](img.png)`` are not markers.

Not markers:

* anything inside inline code spans (any backtick run length, CommonMark pairing, not crossing a blank line,
  a fence or a line that starts a new block) and fenced code blocks (three or more backticks or tildes, closed
  by a fence of the same character at least as long, or running to the end of the text when unclosed; any
  indentation and quote markers are allowed, since answers nest code in lists and quotes);
* a backslash-escaped bracket ``\\[1]`` (the author asked for a literal bracket; also LaTeX ``\\[ \\]``);
* non-numeric brackets ``[a]``, ``[x]`` (task lists), ``[S1]``, trailing separators ``[1,]``, decimals
  ``[1.5]``, negative numbers, full-width brackets;
* *entry labels* that name a source instead of citing one: a label at the start of a line (after indentation,
  quote markers or a list bullet) followed by ``:`` (``[1]: https://...``, footnote definitions
  ``[^1]: ...``), or followed only by a URL, or starting a line of a source list. A source list starts at a
  line holding only a heading such as "Sources:", "**References**" or "## Bibliography" and runs to the next
  heading, or to the first line after a blank line that does not look like an entry (label, bullet, number
  or URL), so a closing remark after the list is prose again. The segmenter does not treat entry lines as
  claims either.

Intervals such as ``[0, 1]`` in prose are indistinguishable from citations and are parsed as markers; labels
that name no listed source are the caller's to report as dangling.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import NamedTuple

from citeset._lazyre import lazy_compile

NOT_PROSE = lazy_compile(r"`[^`]*`|\[\d+(?:\s*[-,–]\s*\d+)*\]")
"""Code spans and plain citation markers ("[1]", "[1, 2]", "[1-3]"): what lexical checks of a sentence mask
before reading its words, since they are not what it asserts (`find_markers` is the full marker parser)."""

MAX_RANGE = 50
"""Largest number of labels a single range may expand to."""

# Indentation, quote markers and a list bullet: a label further into its line cannot open an entry.
_MAX_ENTRY_PREFIX = 24
# Endpoints this long are not document numbers; also keeps int() far from its digit limit.
_MAX_DIGITS = 15

_ITEM = r"[0-9]+(?:[ \t]*[-–—][ \t]*[0-9]+)?"
_INNER = rf"[ \t]*{_ITEM}(?:[ \t]*[,;][ \t]*{_ITEM})*[ \t]*"
# Link destinations: no spaces or backticks, one level of balanced parentheses (Wikipedia URLs).
_DEST = r"\((?:[^()\s`]|\([^()\s`]*\))*(?:[ \t]+\"[^\"\n`]*\")?\)"
MARKER_RE = lazy_compile(
    rf"\[\[(?P<linked>{_INNER})\]\]{_DEST}"  # [[1]](url): link whose text is a marker
    rf"|\[(?P<plain>{_INNER})\](?P<tail>{_DEST})?"  # [1], [1, 2], [1-3], [1](url)
    r"|\[\^(?P<foot>[0-9]+)\]"  # [^1]
)
_SPLIT_ITEMS = lazy_compile(r"[ \t]*[,;][ \t]*")
_RANGE = lazy_compile(r"([0-9]+)[ \t]*[-–—][ \t]*([0-9]+)")

# What may precede an entry label on its line: indentation, quote markers, a list bullet.
_ENTRY_PREFIX = lazy_compile(r"[ \t]*(?:>[ \t]*)*(?:(?:[-*+•]|[0-9]{1,9}[.)])[ \t]+)?")
_URL_REST = lazy_compile(r"[ \t]*:?[ \t]*<?(?:https?://|www\.)\S*>?[ \t]*\r?(?:\n|$)")
_REF_HEADING = lazy_compile(
    r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?[ \t]*"
    r"(?:sources?|references?|citations?|bibliography|works[ \t]+cited|footnotes?)"
    r"[ \t]*:?[ \t]*(?:\*\*|__)?[ \t]*:?[ \t]*\r?$",
    re.IGNORECASE | re.MULTILINE,
)
_REF_WORDS = ("source", "reference", "citation", "bibliograph", "cited", "footnote")
_ATX_HEADING = lazy_compile(r"^[ \t]{0,3}#{1,6}(?:[ \t]|\r?$)", re.MULTILINE)
_ENTRY_START = lazy_compile(r"[ \t]*(?:>[ \t]*)*(?:\[|[-*+•][ \t]|[0-9]{1,9}[.)][ \t]|<?https?://|www\.)")

_FENCE_OPEN = lazy_compile(r"^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)
_BACKTICKS = lazy_compile(r"`+")
# Lines that end an inline code span: blank lines and lines starting another block.
_CODE_BARRIER = lazy_compile(
    r"\n(?=[ \t\r]*(?:\n|$)|[ \t]*(?:>|#{1,6}[ \t]|[-*+•][ \t]|[0-9]{1,9}[.)][ \t]|\|))"
)


@dataclass(frozen=True, slots=True)
class Marker:
    """One citation marker as written: its expanded labels and where it sits in the original text."""

    labels: tuple[str, ...]
    start: int
    end: int
    raw: str


class Scan(NamedTuple):
    """What the segmenter needs besides the markers, so code and source lists are located once."""

    markers: list[Marker]
    fences: list[tuple[int, int]]  # fenced code blocks, opening line start to closing line end
    code_spans: list[tuple[int, int]]  # inline code spans, backticks included
    ref_sections: list[tuple[int, int]]  # source lists, from their "Sources:"-like heading line on


def find_markers(text: str) -> list[Marker]:
    """All citation markers of `text` outside code, in text order (see the module docstring for the forms)."""
    return scan(text).markers


def scan(text: str) -> Scan:
    """Markers, code regions and source-list sections of `text`; regions are sorted, disjoint pairs."""
    fences = _fences(text) if ("```" in text or "~~~" in text) else []
    spans = _code_spans(text, fences) if "`" in text else []
    ref_sections = _reference_sections(text)
    if "[" not in text:
        return Scan([], fences, spans, ref_sections)
    code = sorted(fences + spans) if fences and spans else (fences or spans)
    ctx = _Context(text, code, [s for s, _ in code], ref_sections)
    markers: list[Marker] = []
    for m in MARKER_RE.finditer(text):
        marker = _accept(ctx, m)
        if marker is None and m.group(1) is not None:
            # A rejected "[[1]](url)" (escaped, say) may still hold a valid "[1]".
            inner = MARKER_RE.search(text, m.start() + 1, m.end())
            marker = _accept(ctx, inner) if inner is not None else None
        if marker is not None:
            markers.append(marker)
    return Scan(markers, fences, spans, ref_sections)


class _Context(NamedTuple):
    text: str
    code: list[tuple[int, int]]
    code_starts: list[int]
    ref_sections: list[tuple[int, int]]


def _accept(ctx: _Context, m: re.Match[str]) -> Marker | None:
    text = ctx.text
    start, end = m.span()
    if ctx.code:
        # A match holds no backtick or newline, so it lies wholly inside or wholly outside code.
        i = bisect_right(ctx.code_starts, start) - 1
        if i >= 0 and start < ctx.code[i][1]:
            return None
    linked, plain, tail, foot = m.groups()
    if start:
        before = text[start - 1]
        if before == "\\":
            run = start - 1
            while run > 0 and text[run - 1] == "\\":
                run -= 1
            if (start - run) % 2:
                return None
        elif before == "!" and tail is not None:
            return None  # an image, not a citation
        if start > _MAX_ENTRY_PREFIX and text.rfind("\n", start - _MAX_ENTRY_PREFIX, start) < 0:
            return _make(m, linked, plain, foot)  # too far into its line to be an entry label
    if _is_entry_label(text, start, end, ctx.ref_sections):
        return None
    return _make(m, linked, plain, foot)


def _is_entry_label(text: str, start: int, end: int, ref_sections: list[tuple[int, int]]) -> bool:
    """A label that opens a source-list entry (definition, bare URL line, "Sources" section line)."""
    line_start = text.rfind("\n", 0, start) + 1
    if _ENTRY_PREFIX.fullmatch(text, line_start, start) is None:
        return False
    if end < len(text) and text[end] == ":":
        return True
    if _URL_REST.match(text, end) is not None:
        return True
    i = bisect_right(ref_sections, (start, len(text) + 1)) - 1
    return i >= 0 and start < ref_sections[i][1]


def _make(m: re.Match[str], linked: str | None, plain: str | None, foot: str | None) -> Marker:
    if foot is not None:
        labels: tuple[str, ...] = (foot,)
    else:
        inner = plain if plain is not None else linked
        assert inner is not None
        labels = (inner,) if inner.isdigit() else _labels(inner)
    return Marker(labels, m.start(), m.end(), m.group())


def _reference_sections(text: str) -> list[tuple[int, int]]:
    """Source lists: from a heading line such as "Sources:" to the next heading, or to the first line after
    a blank line that does not look like an entry (label, bullet, number or URL)."""
    low = text.lower()
    if not any(w in low for w in _REF_WORDS):
        return []
    sections: list[tuple[int, int]] = []
    for h in _REF_HEADING.finditer(text):
        if sections and h.start() < sections[-1][1]:
            continue
        sections.append((h.start(), _section_end(text, h.end())))
    return sections


def _section_end(text: str, pos: int) -> int:
    n = len(text)
    prev_blank = False
    while pos < n:
        line_start = pos + 1
        line_end = text.find("\n", line_start)
        if line_end < 0:
            line_end = n
        line = text[line_start:line_end]
        if not line.strip():
            prev_blank = True
        elif _ATX_HEADING.match(line) or (prev_blank and not _ENTRY_START.match(line)):
            return line_start
        else:
            prev_blank = False
        pos = line_end
    return n


def _labels(inner: str) -> tuple[str, ...]:
    inner = inner.strip()
    if "," not in inner and ";" not in inner and not _has_dash(inner):
        return (inner,)
    labels: list[str] = []
    for item in _SPLIT_ITEMS.split(inner):
        r = _RANGE.fullmatch(item)
        if r is None:
            labels.append(item)
        else:
            labels.extend(_expand(item, r.group(1), r.group(2)))
    return tuple(labels)


def _has_dash(s: str) -> bool:
    return "-" in s or "–" in s or "—" in s


def _expand(item: str, lo_s: str, hi_s: str) -> list[str]:
    if len(lo_s) > _MAX_DIGITS or len(hi_s) > _MAX_DIGITS:
        return [item]
    lo, hi = int(lo_s), int(hi_s)
    if hi < lo or hi - lo + 1 > MAX_RANGE:
        return [item]
    width = len(lo_s) if lo_s.startswith("0") and len(lo_s) > 1 else 0
    return [str(n).zfill(width) for n in range(lo, hi + 1)]


def _fences(text: str) -> list[tuple[int, int]]:
    """Fenced code block regions, each from its opening line start to its closing line end."""
    regions: list[tuple[int, int]] = []
    pos = 0
    n = len(text)
    while pos < n:
        m = _FENCE_OPEN.search(text, pos)
        if m is None:
            break
        fence, info = m.group(1), m.group(2)
        if fence[0] == "`" and "`" in info:
            # "```x```" on one line is an inline code span, not a fence (CommonMark).
            pos = m.end() + 1
            continue
        line_start = text.rfind("\n", 0, m.start(1)) + 1
        close = re.compile(
            rf"^[ \t]*(?:>[ \t]*)*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*\r?$", re.MULTILINE
        ).search(text, m.end())
        end = close.end() if close else n
        regions.append((line_start, end))
        pos = end + 1
    return regions


def _code_spans(text: str, fences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Inline code spans: a backtick run closed by the next run of the same length (linear time)."""
    fence_starts = [s for s, _ in fences]
    runs: list[tuple[int, int]] = []
    for m in _BACKTICKS.finditer(text):
        s = m.start()
        if fences:
            i = bisect_right(fence_starts, s) - 1
            if i >= 0 and s < fences[i][1]:
                continue
        runs.append((s, m.end()))
    if len(runs) < 2:
        return []
    # next_same[i]: index of the next run with the same length, so pairing never rescans.
    next_same: list[int] = [-1] * len(runs)
    last: dict[int, int] = {}
    for i in range(len(runs) - 1, -1, -1):
        length = runs[i][1] - runs[i][0]
        next_same[i] = last.get(length, -1)
        last[length] = i
    barriers = [m.start() for m in _CODE_BARRIER.finditer(text)]
    barriers.extend(s for s, _ in fences)
    barriers.sort()
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(runs):
        j = next_same[i]
        if j < 0:
            i += 1
            continue
        open_end, close_start = runs[i][1], runs[j][0]
        b = bisect_right(barriers, open_end - 1)
        if b < len(barriers) and barriers[b] < close_start:
            i += 1  # the closer lies past a paragraph or block break: this run is literal
            continue
        spans.append((runs[i][0], runs[j][1]))
        i = j + 1
    return spans
