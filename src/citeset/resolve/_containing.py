"""The best-ranked range containing a given range, among many ranges of one document, without comparing each."""

from __future__ import annotations

from bisect import bisect_right


class Containing:
    """Ranges (start, end, rank); `first(start, end)` is the lowest rank of one with `start' <= start` and
    `end <= end'`, in O(log² n) (a merge-sort tree: ranges ordered by start, each node's ranges by end).

    Route coverage asked every chunk of a document for every annotated span of it; a case with thousands of
    both took seconds (members x chunks), and a run can add chunks at will."""

    def __init__(self, ranges: list[tuple[int, int, int]]) -> None:
        ranges = sorted(ranges)
        self._starts = [start for start, _, _ in ranges]
        size = 1
        while size < len(ranges):
            size *= 2
        self._size = size
        # Per node: its ranges' ends, negated and ascending (bisect), and the lowest rank among each prefix.
        self._ends: list[list[int]] = [[] for _ in range(2 * size)]
        self._best: list[list[int]] = [[] for _ in range(2 * size)]
        by_end: list[list[tuple[int, int]]] = [[] for _ in range(2 * size)]
        for i, (_, end, rank) in enumerate(ranges):
            by_end[size + i] = [(-end, rank)]
        for node in range(size - 1, 0, -1):
            by_end[node] = sorted(by_end[2 * node] + by_end[2 * node + 1])
        for node, pairs in enumerate(by_end):
            self._ends[node] = [neg for neg, _ in pairs]
            best, lowest = [], None
            for _, rank in pairs:
                lowest = rank if lowest is None or rank < lowest else lowest
                best.append(lowest)
            self._best[node] = best

    def first(self, start: int, end: int) -> int | None:
        """The lowest rank of a range containing [start, end), or None."""
        lo, hi = self._size, self._size + bisect_right(self._starts, start)  # ranges starting at or before it
        found: int | None = None
        while lo < hi:
            if lo & 1:
                found = self._lowest(lo, end, found)
                lo += 1
            if hi & 1:
                hi -= 1
                found = self._lowest(hi, end, found)
            lo, hi = lo >> 1, hi >> 1
        return found

    def _lowest(self, node: int, end: int, found: int | None) -> int | None:
        count = bisect_right(self._ends[node], -end)  # the node's ranges ending at or after `end`
        if not count:
            return found
        rank = self._best[node][count - 1]
        return rank if found is None or rank < found else found
