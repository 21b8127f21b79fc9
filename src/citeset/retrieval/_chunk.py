"""Chunking version texts into retrievable pieces that keep their character offsets.

Every chunk is `(version_id, start, end)` into the frozen text, so a retrieved chunk can be checked
against annotated spans by offset containment (`covers`), never by fuzzy text matching.

Specs: `sentences`, `paragraphs`, `window:N:OVERLAP` (N words per window, OVERLAP words shared with
the previous window), and `versions` (one chunk per whole version).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.errors import InputError

# A sentence ends at . ! ? (optionally followed by closing quotes/brackets) before whitespace, or at a
# line break. Abbreviations will sometimes split early; chunks stay exact substrings either way.
_SENT_END = lazy_compile(r"""[.!?]+["'\u201d\u2019)\]]*(?=\s)|\n""")
_PARA_BREAK = lazy_compile(r"\n[ \t]*\n\s*")
_WORD = lazy_compile(r"\S+")


@dataclass(frozen=True, slots=True)
class ChunkSpec:
    kind: str  # sentences | paragraphs | window | versions
    size: int = 0
    overlap: int = 0

    def __str__(self) -> str:
        return f"window:{self.size}:{self.overlap}" if self.kind == "window" else self.kind


def parse_chunking(spec: str) -> ChunkSpec:
    """Parse `sentences`, `paragraphs`, `versions` or `window:N:OVERLAP`."""
    text = spec.strip().lower()
    if text in ("sentences", "paragraphs", "versions"):
        return ChunkSpec(text)
    parts = text.split(":")
    if parts[0] == "window" and len(parts) in (2, 3):
        try:
            size = int(parts[1])
            overlap = int(parts[2]) if len(parts) == 3 else 0
        except ValueError:
            size, overlap = -1, -1
        if size > 0 and 0 <= overlap < size:
            return ChunkSpec("window", size, overlap)
        raise InputError(f"bad window chunking {spec!r}: need window:N:OVERLAP with N > 0 and 0 <= OVERLAP < N",
                         field="chunking")
    raise InputError(f"unknown chunking {spec!r}: use sentences, paragraphs, versions or window:N:OVERLAP",
                     field="chunking")


def _strip(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if end > start else None


def _pieces(text: str, breaks: Iterable[re.Match[str]]) -> Iterator[tuple[int, int]]:
    start = 0
    for match in breaks:
        cut = _strip(text, start, match.end())
        if cut:
            yield cut
        start = match.end()
    cut = _strip(text, start, len(text))
    if cut:
        yield cut


def chunk_text(text: str, spec: ChunkSpec) -> list[tuple[int, int]]:
    """Offsets of the chunks of one text; every chunk is non-empty and trimmed of outer whitespace."""
    if spec.kind == "versions":
        cut = _strip(text, 0, len(text))
        return [cut] if cut else []
    if spec.kind == "sentences":
        return list(_pieces(text, _SENT_END.finditer(text)))
    if spec.kind == "paragraphs":
        return list(_pieces(text, _PARA_BREAK.finditer(text)))
    words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    out: list[tuple[int, int]] = []
    step = spec.size - spec.overlap
    for first in range(0, max(len(words), 1), step):
        window = words[first : first + spec.size]
        if not window:
            break
        out.append((window[0][0], window[-1][1]))
        if first + spec.size >= len(words):
            break
    return out


@dataclass(frozen=True, slots=True)
class TextChunk:
    """A chunk of a version: its id names the version and offsets, so it is stable across runs."""

    chunk_id: str
    version_id: str
    start: int
    end: int


def chunk_versions(texts: dict[str, str], spec: ChunkSpec) -> list[TextChunk]:
    out: list[TextChunk] = []
    for vid, text in texts.items():
        for start, end in chunk_text(text, spec):
            out.append(TextChunk(f"{vid}@{start}-{end}", vid, start, end))
    return out
