"""Anchoring spans to version text: offsets must reproduce `exact`, else re-anchor by quote."""

from __future__ import annotations

from dataclasses import dataclass, replace

from citeset.corpus._models import Span


@dataclass(frozen=True, slots=True)
class Reanchor:
    """A span whose offsets did not reproduce its text and was found again by quote."""

    span_id: str
    old: tuple[int | None, int | None]
    new: tuple[int, int]
    how: str


class AnchorError(ValueError):
    """The span's text cannot be located in its version."""


def _occurrences(text: str, exact: str) -> list[int]:
    found: list[int] = []
    pos = text.find(exact)
    while pos != -1:
        found.append(pos)
        pos = text.find(exact, pos + 1)
    return found


def anchor_span(span: Span, text: str) -> tuple[Span, Reanchor | None]:
    """Return the span with verified offsets, and a Reanchor record when they had to move."""
    start, end = span.start, span.end
    if start is not None and end is not None and end <= len(text) and text[start:end] == span.exact:
        return span, None
    if not span.exact:
        raise AnchorError("`exact` is empty and the offsets do not locate text")
    hits = _occurrences(text, span.exact)
    if not hits:
        # The version's own text is never quoted: error lines are output too, and the version may be
        # restricted to some readers (they name where, not what).
        where = (f"offsets {start}-{end} do not reproduce `exact` ({len(text[start:end])} other characters there)"
                 if start is not None else "no offsets")
        raise AnchorError(f"{where}, and `exact` does not occur in the version text; cannot re-anchor")
    how = "unique quote"
    if len(hits) > 1 and (span.prefix or span.suffix):
        n = len(span.exact)
        narrowed = [
            h for h in hits
            if (not span.prefix or text[max(0, h - len(span.prefix)) : h] == span.prefix)
            and (not span.suffix or text[h + n : h + n + len(span.suffix)] == span.suffix)
        ]
        if narrowed:
            hits, how = narrowed, "quote with prefix/suffix"
    if len(hits) > 1:
        if start is None:
            raise AnchorError(f"`exact` occurs {len(hits)} times and no offsets or prefix/suffix disambiguate it")
        # W3C selectors treat the position as a hint: the nearest occurrence wins.
        hits = [min(hits, key=lambda h: abs(h - start))]
        how = "nearest of several quotes"
    new_start = hits[0]
    new_end = new_start + len(span.exact)
    if start is None:
        return replace(span, start=new_start, end=new_end), None
    moved = replace(span, start=new_start, end=new_end)
    return moved, Reanchor(span.span_id, (start, end), (new_start, new_end), how)
