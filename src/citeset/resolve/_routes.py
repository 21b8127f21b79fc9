"""Route coverage: which admissible routes a collection of cited or retrieved spans contains (DESIGN §1)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from citeset.corpus._models import Span
from citeset.resolve._containing import Containing
from citeset.resolve._resolve import Resolved, covers
from citeset.suite._models import Route

_SCAN_UP_TO = 48
"""A version with at most this many chunks is scanned chunk by chunk: cheaper than building `Containing`."""


class ChunkIndex:
    """Resolved chunks grouped by version, so coverage only compares chunks of the member's version."""

    def __init__(self, chunks: Iterable[Resolved | None]) -> None:
        # None keeps the place of an item that resolved to nothing, so positions stay ranks.
        self.chunks = list(chunks)
        self._by_version: dict[str, list[int]] = {}
        self._first: dict[str, int | None] = {}
        self._ranges: dict[str, tuple[Containing, list[int]]] = {}
        for i, chunk in enumerate(self.chunks):
            if chunk is not None:
                self._by_version.setdefault(chunk.version_id, []).append(i)

    def first_cover(self, member: Span) -> int | None:
        """Position of the first chunk covering `member` (memoised: routes share members)."""
        sid = member.span_id
        if sid in self._first:
            return self._first[sid]
        ranks = self._by_version.get(member.version_id, ())
        if len(ranks) > _SCAN_UP_TO and member.start is not None and member.end is not None:
            found = self._first_by_offsets(member, member.start, member.end)
        else:
            found = next((i for i in ranks if covers(self.chunks[i], member)), None)  # type: ignore[arg-type]
        self._first[sid] = found
        return found

    def _first_by_offsets(self, member: Span, start: int, end: int) -> int | None:
        """Chunks with offsets contain a member with offsets by offsets alone (`covers`); those without are few
        (quotes) and are compared one by one."""
        ranges, others = self._ranges.get(member.version_id) or self._index(member.version_id)
        found = ranges.first(start, end)
        for i in others:
            if found is not None and i > found:
                break
            if covers(self.chunks[i], member):  # type: ignore[arg-type]
                return i
        return found

    def _index(self, version_id: str) -> tuple[Containing, list[int]]:
        spans: list[tuple[int, int, int]] = []
        others: list[int] = []
        for i in self._by_version[version_id]:
            chunk = self.chunks[i]
            assert chunk is not None
            if chunk.start is not None and chunk.end is not None:
                spans.append((chunk.start, chunk.end, i))
            else:
                others.append(i)
        built = self._ranges[version_id] = (Containing(spans), others)
        return built


@dataclass(frozen=True, slots=True)
class RouteCover:
    """How far one route is covered: members covered and missing."""

    route: Route
    missing: tuple[str, ...]

    @property
    def complete(self) -> bool:
        return not self.missing


def route_covers(routes: Sequence[Route], spans: dict[str, Span], index: ChunkIndex) -> list[RouteCover]:
    return [
        RouteCover(r, tuple(m for m in r.members if index.first_cover(spans[m]) is None)) for r in routes
    ]


def first_complete(covers_: Sequence[RouteCover]) -> Route | None:
    """The first covered route of G(c) in annotation order. Only adjudicated routes make a collection
    complete (DESIGN §1, `Route.in_reference_family`): one definition for citations and retrieval."""
    return next((c.route for c in covers_ if c.complete and c.route.in_reference_family), None)


def first_pending(covers_: Sequence[RouteCover]) -> Route | None:
    """A covered route that is proposed or disputed: it cannot make the claim pass until adjudicated."""
    return next((c.route for c in covers_ if c.complete and not c.route.in_reference_family), None)


def closest(covers_: Sequence[RouteCover]) -> RouteCover | None:
    return min(covers_, key=lambda c: (len(c.missing), len(c.route.members)), default=None)


def rank_needed(routes: Sequence[Route], spans: dict[str, Span], index: ChunkIndex) -> int | None:
    """Smallest k such that the first k chunks contain a complete route (None: never)."""
    best: int | None = None
    for route in routes:
        if not route.in_reference_family:
            continue
        worst = 0
        for member in route.members:
            pos = index.first_cover(spans[member])
            if pos is None:
                worst = -1
                break
            worst = max(worst, pos + 1)
        if worst > 0 and (best is None or worst < best):
            best = worst
    return best
