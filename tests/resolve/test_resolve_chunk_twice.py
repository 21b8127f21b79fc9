"""A run's chunk table that lists one id twice with different offsets or text makes a citation of that id invalid
(a finding naming the ambiguity), never the last entry taken without a word; the same entry twice is harmless."""

from __future__ import annotations

from pathlib import Path

from citeset.resolve._resolve import Resolved, Resolver, Unresolved
from citeset.runs._models import Chunk
from citeset.suite import load_suite
from conftest import cedar_case, make_suite


def test_one_chunk_id_with_two_ranges_is_unresolved(tmp_path: Path) -> None:
    suite = load_suite(make_suite(tmp_path / "suite", [cedar_case("A")]))
    vid = next(iter(suite.versions))
    first, second = Chunk(span_id="k9", version_id=vid, start=0, end=5), Chunk(span_id="k9", version_id=vid,
                                                                              start=1, end=6)
    hit = Resolver(suite, [first, second]).resolve_id("k9")
    assert isinstance(hit, Unresolved)
    assert hit.reason == "chunk 'k9' is listed more than once in the run's chunk table, with different ranges or text"
    again = Resolver(suite, [first, first.model_copy()]).resolve_id("k9")
    assert isinstance(again, Resolved) and (again.start, again.end) == (0, 5)
