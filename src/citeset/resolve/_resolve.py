"""Resolving citations and retrieved ids to exact spans of frozen versions, and span coverage (DESIGN §1)."""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.corpus._models import Span
from citeset.corpus._normalize import normalize
from citeset.runs._models import Chunk, Citation
from citeset.suite._suite import Suite

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class Resolved(NamedTuple):
    """An exact range of a frozen version that a citation or retrieved id points to.

    A named tuple rather than a frozen dataclass: hundreds of thousands are made per run, and tuple
    construction is several times cheaper."""

    ref: str
    version_id: str
    start: int | None
    end: int | None
    text: str
    span_id: str | None = None
    warning: str | None = None
    """A resolution problem (DESIGN §5): e.g. the run's chunk id names a suite span in another version."""


class Unresolved(NamedTuple):
    """A citation that points to nothing in the frozen universe (an `invalid_citation` finding)."""

    ref: str
    reason: str


class Resolver:
    """Resolves ids for one case: the run's own chunk table first, then the suite's spans."""

    def __init__(self, suite: Suite, chunks: list[Chunk] | None = None,
                 shared: dict[str, Resolved | Unresolved] | None = None,
                 readable: Callable[[str], bool] | None = None) -> None:
        """`readable` (a version id -> whether the case's reader may read it; None: every version) keeps the run's
        own ranges of a version the reader may not read from being looked for or checked: whether a run's text is
        found in it, or where its offsets fall, would tell that reader what the version says."""
        self.suite = suite
        self.chunks: dict[str, Chunk] = {}
        self._twice: set[str] = set()  # ids the chunk table gives two ranges or texts: which one is meant is unknown
        for chunk in chunks or ():
            known = self.chunks.setdefault(chunk.span_id, chunk)
            if known is not chunk and known != chunk:
                self._twice.add(chunk.span_id)
        self.readable = readable
        # Suite spans resolve the same way in every case, so their answers may be shared across cases;
        # a run's own chunk table shadows them, so a case with chunks keeps a private memo.
        self._memo: dict[str, Resolved | Unresolved] = {} if self.chunks or shared is None else shared

    def _withheld(self, version_id: str) -> bool:
        """Whether the reader may not read the version, so the run's ranges of it are not looked at."""
        return self.readable is not None and not self.readable(version_id)

    def resolve_id(self, ref: str) -> Resolved | Unresolved:
        hit = self._memo.get(ref)
        if hit is None:
            hit = self._resolve_id(ref)
            self._memo[ref] = hit
        return hit

    def resolve_ranked(self, refs: Iterable[str]) -> list[Resolved | None]:
        """Resolve a ranked list (retrieval, context); None keeps the rank of an id that resolves to nothing."""
        memo, out = self._memo, []
        for ref in refs:
            hit = memo.get(ref)
            if hit is None:
                hit = memo[ref] = self._resolve_id(ref)
            out.append(hit if type(hit) is Resolved else None)
        return out

    def _resolve_id(self, ref: str) -> Resolved | Unresolved:
        if ref in self._twice:
            return Unresolved(ref, f"chunk {ref!r} is listed more than once in the run's chunk table, with different "
                                   "ranges or text")
        chunk = self.chunks.get(ref)
        span = self.suite.spans.get(ref)
        if chunk is not None:
            hit = self._resolve_chunk(chunk)
            if span is not None and isinstance(hit, Resolved) and (
                    (hit.version_id, hit.start, hit.end) != (span.version_id, span.start, span.end)):
                # The run displayed its own chunk under an id the suite gives to another range: the id opens
                # a different document or version than the one the reader saw (a `resolution` failure).
                there = ("a version the reader may not read" if self._withheld(span.version_id)
                         else f"{span.version_id}[{span.start}:{span.end}]")
                return hit._replace(warning=f"id {ref!r} resolves to {hit.version_id}[{hit.start}:{hit.end}] in "
                                            f"the run's chunk table but to suite span {there}")
            return hit
        if span is not None:
            return Resolved(ref, span.version_id, span.start, span.end, span.exact, span_id=span.span_id)
        return Unresolved(ref, f"no span or chunk {ref!r} in the suite or the run's chunk table")

    def _resolve_chunk(self, chunk: Chunk) -> Resolved | Unresolved:
        text = self.suite.texts.get(chunk.version_id)
        if text is None:
            return Unresolved(chunk.span_id, f"chunk {chunk.span_id!r} cites version {chunk.version_id!r}, "
                                             "which is not in the frozen suite")
        if self._withheld(chunk.version_id):
            return _unread(chunk.span_id, chunk.version_id)
        if chunk.start is not None and chunk.end is not None:
            if chunk.end > len(text) or chunk.start > chunk.end:
                return Unresolved(chunk.span_id, f"chunk {chunk.span_id!r} offsets {chunk.start}-{chunk.end} "
                                                 f"fall outside version {chunk.version_id!r}")
            sliced = text[chunk.start : chunk.end]
            if chunk.exact is not None and normalize(chunk.exact) != normalize(sliced):
                return Unresolved(chunk.span_id, f"chunk {chunk.span_id!r} text does not match its offsets in "
                                                 f"version {chunk.version_id!r}")
            return Resolved(chunk.span_id, chunk.version_id, chunk.start, chunk.end, sliced)
        if chunk.exact is None:
            return Unresolved(chunk.span_id, f"chunk {chunk.span_id!r} has neither offsets nor text")
        # Run-supplied text is a claim of the system under test, never evidence by itself: it counts only
        # where it is found in the frozen version, and then as that version's own text at those offsets.
        found = find_text(text, chunk.exact)
        if found is None:
            return Unresolved(chunk.span_id, f"chunk {chunk.span_id!r} text is not found in version "
                                             f"{chunk.version_id!r}")
        start, end = found
        return Resolved(chunk.span_id, chunk.version_id, start, end, text[start:end])

    def resolve(self, citation: Citation) -> Resolved | Unresolved:
        """Resolve a citation of any form (span_id, chunk_id, uri, or version_id+start+end)."""
        if citation.span_id is not None:
            return self.resolve_id(citation.span_id)
        if citation.chunk_id is not None:
            return self.resolve_id(citation.chunk_id)
        if citation.uri is not None:
            vids = self.suite.versions_by_uri(citation.uri)
            if not vids:
                return Unresolved(citation.uri, f"no source version has uri {citation.uri!r}")
            # A whole-document citation means the version a reader sees now: current first, newest first.
            versions = self.suite.versions
            picked = max(vids, key=lambda v: (versions[v].status == "current",
                                              versions[v].observed_at or _EPOCH))
            if self._withheld(picked):
                return _unread(citation.uri, picked)  # (not even its length)
            whole = self.suite.texts[picked]
            return Resolved(citation.uri, picked, 0, len(whole), whole)
        vid = citation.version_id
        assert vid is not None and citation.start is not None and citation.end is not None
        text = self.suite.texts.get(vid)
        if text is None:
            return Unresolved(citation.target, f"version {vid!r} is not in the frozen suite")
        if self._withheld(vid):
            return _unread(citation.target, vid)
        if citation.end > len(text) or citation.start > citation.end:
            return Unresolved(citation.target, f"offsets {citation.start}-{citation.end} fall outside {vid!r}")
        return Resolved(citation.target, vid, citation.start, citation.end, text[citation.start : citation.end])


def _unread(ref: str, version_id: str) -> Resolved:
    """A run's range of a version the reader may not read: a citation of that version, placed nowhere in it (it is
    inadmissible for the reader, whatever its text)."""
    return Resolved(ref, version_id, None, None, "")


def find_text(text: str, needle: str) -> tuple[int, int] | None:
    """Offsets of `needle` in `text`: exactly, else ignoring case and runs of whitespace (never fuzzier)."""
    if not needle.strip():
        return None
    pos = text.find(needle)
    if pos != -1:
        return pos, pos + len(needle)
    loose = _loose(text)
    if loose is None:  # a character whose lower case is longer: the expression, as before
        pattern = r"\s+".join(re.escape(w) for w in needle.split())
        match = re.search(pattern, text, flags=re.IGNORECASE)
        return (match.start(), match.end()) if match else None
    wanted = " ".join(needle.replace("\u0130", "i").lower().split())
    at = loose.collapsed.find(wanted)
    if at < 0:
        return None
    return loose.original(at), loose.original(at + len(wanted) - 1) + 1


@functools.lru_cache(maxsize=8)
def _loose(text: str) -> _Loose | None:
    """A version's text lower-cased with its whitespace runs collapsed (and where the runs were), made once per text:
    whitespace runs collapsed, one substring search is linear (a regular expression tried at every position took
    16 s for a 40 KB chunk that is not in 400 KB of text, and each of 500 chunks re-read the text: hardening
    audits). None when a character's lower case is longer than it ("İ" is read as "i" first)."""
    lowered = text.replace("\u0130", "i").lower()
    if len(lowered) != len(text):
        return None
    return _Loose(lowered)


_SPACE_RUN = lazy_compile(r"\s+")


class _Loose:
    """A lower-cased text with each whitespace run collapsed to one space, and where each run was."""

    def __init__(self, lowered: str) -> None:
        self.collapsed = _SPACE_RUN.sub(" ", lowered)
        self._starts: list[int] = []  # each run's start in the text
        self._at: list[int] = []  # each run's start in the collapsed text
        self._removed = [0]  # characters the runs before each one (and all of them, last) removed
        for m in _SPACE_RUN.finditer(lowered):
            self._starts.append(m.start())
            self._at.append(m.start() - self._removed[-1])
            self._removed.append(self._removed[-1] + m.end() - m.start() - 1)

    def original(self, k: int) -> int:
        """The index in the text of character `k` of the collapsed text (a collapsed run maps to its first
        character), found by bisection: a chunk far into a long version does not walk every run before it."""
        j = bisect_right(self._at, k) - 1
        if j >= 0 and self._at[j] == k:
            return self._starts[j]
        return k + self._removed[j + 1]


def covers(chunk: Resolved, member: Span) -> bool:
    """Cited/retrieved chunk covers annotated span: same version and containing offsets; by quote without offsets."""
    if chunk.version_id != member.version_id:
        return False
    if chunk.start is not None and chunk.end is not None and member.start is not None and member.end is not None:
        return chunk.start <= member.start and member.end <= chunk.end
    if chunk.span_id is not None and chunk.span_id == member.span_id:
        return True
    needle = normalize(member.exact)
    return bool(needle) and needle in normalize(chunk.text)
