"""What one shard reads of a suite: the spans and versions its own cases and run records can reach.

A shard worker used to load every source and span, so each worker held the whole corpus (6 GB at 1M claims)
and spent its CPU validating rows no case of its shard would ever open. Evaluation reaches the suite only
through ids: route members, and what the run cites or retrieved (span, chunk and version ids, uris). So a
shard first reads its cases and records, gathers those ids, and then reads, validates and keeps only the
spans and versions they name, found by offset in the parent's index (`_index.SuiteIndex`).

One suite-wide use remains: when a version is restricted to some readers, redaction compares evidence with
every readable and every hidden text of the suite. Such a suite is loaded whole (the index records whether
it is one), so that a shard's cards are always the ones one process writes.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TypeVar

from pydantic import ValidationError
from pydantic_core import from_json

from citeset._files import require_regular, text_size_limit
from citeset._jsonl import bounded_lines, line_validator, read_model_lines
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError, from_validation_error
from citeset.runs._models import Citation, RunRecord, SourceRef
from citeset.scale._index import SuiteIndex
from citeset.suite._load import CASES, SOURCES, SPANS
from citeset.suite._models import Case
from citeset.suite._rows import Row, add_cases, load_spans, load_versions
from citeset.suite._suite import Suite

M = TypeVar("M")


@dataclass
class Reach:
    """The suite ids a shard's cases and run records can open."""

    spans: set[str] = field(default_factory=set)
    versions: set[str] = field(default_factory=set)
    uris: set[str] = field(default_factory=set)
    listed: set[str] = field(default_factory=set)
    """Ids only ranked in retrieval or context lists: what matters of such a span is where it lies (version id
    and anchored offsets), to see which route members it covers, not its version."""

    def cite(self, ref: Citation | SourceRef) -> None:
        # Whatever field holds a cited string, it may name a span (a chunk id may also be a suite span's id)
        # or a uri: the page checks of rendered answers resolve it either way (`render._expect`).
        for key in (ref.span_id, ref.chunk_id, ref.uri):
            if key is not None:
                self.spans.add(key)
                self.uris.add(key)
        if isinstance(ref, Citation) and ref.version_id is not None:
            self.versions.add(ref.version_id)

    def record(self, record: RunRecord) -> None:
        for claim in record.claims or ():
            for citation in claim.citations:
                self.cite(citation)
        for source in record.sources or ():
            self.cite(source)
        trace = record.trace
        if trace is None:
            return
        self.listed.update(item.span_id for item in trace.retrieved or ())
        self.listed.update(trace.context or ())
        for chunk in trace.chunks or ():
            self.spans.add(chunk.span_id)
            self.versions.add(chunk.version_id)


def reach_of(cases: Iterable[Case], records: Iterable[RunRecord]) -> Reach:
    reach = Reach()
    for case in cases:
        for claim in case.claims:
            for route in claim.routes:
                reach.spans.update(route.members)
    for record in records:
        reach.record(record)
    return reach


def keyed_lines(path: Path, model: type[M], key: str, keep: Collection[str]) -> Iterator[Row[M]]:
    """Rows of the lines whose `key` is in `keep`, validated; other lines are only parsed."""
    validate = line_validator(model)
    with path.open("rb") as handle:
        for lineno, raw in enumerate(bounded_lines(handle, path), start=1):
            if not raw.strip():
                continue
            try:
                obj = from_json(raw)
            except ValueError:
                continue  # the parent has checked every line; a line that does not parse is nobody's
            if not isinstance(obj, dict) or obj.get(key) not in keep:
                continue
            try:
                yield path, lineno, "", validate(raw)
            except ValidationError as exc:
                raise from_validation_error(exc, path=path, line=lineno) from None


def open_suite_folder(path: Path) -> Suite:
    """An empty suite for the folder `path`, its three files checked to be regular files (not a folder, FIFO or
    device) before any is read. Its manifest is not read: the parent verified every row against it (a worker
    reading it would hold it whole, gigabytes at a million claims), and stamped it, so a manifest changed
    since is still an error (`SuiteIndex.changed`)."""
    for name in (SOURCES, SPANS, CASES):
        require_regular(path / name)
    return Suite(versions={}, texts={}, digests={}, spans={}, cases={}, root=path, manifest=None)


LISTED_MEMO_BYTES = 32 << 20
"""The memory a worker's spans only listed take, kept from shard to shard (the most recently used): bounded by
size, not number, so long chunks cannot fill a worker (65,536 spans of a megabyte each would be 64 GB). About
60k benchmark spans, as many as the 65,536 kept before; keeping more took a 1M-claim run past the 1 GB target."""
_ENTRY_BYTES = 300
"""What keeping a span costs besides its strings: the object and its place in the memo."""


def _weight(span: Span) -> int:
    strings = (span.span_id, span.version_id, span.exact, span.prefix, span.suffix)
    return _ENTRY_BYTES + sum(sys.getsizeof(text) for text in strings if text is not None)


class ListedSpans:
    """The spans only listed in retrieval or context that one worker has read, kept across its shards.

    The shards of a run rank the same distractors over and over (at 1M benchmark claims a 4,096-case shard
    lists 82k spans of a 200k-span pool); read and validated again by every shard, they made a shard's cost
    grow with the pool rather than with its cases. The most recently used are kept, up to `LISTED_MEMO_BYTES`;
    the memo is tied to one run (the shards' plan digest): a worker handed a shard of another run starts afresh."""

    def __init__(self) -> None:
        self._run: str | None = None
        self._spans: OrderedDict[str, tuple[Span, int]] = OrderedDict()
        self._bytes = 0

    def of(self, run: str) -> ListedSpans:
        """This memo, emptied unless its spans are `run`'s."""
        if run != self._run:
            self._run, self._spans, self._bytes = run, OrderedDict(), 0
        return self

    def get(self, span_id: str) -> Span | None:
        kept = self._spans.get(span_id)
        if kept is None:
            return None
        self._spans.move_to_end(span_id)
        return kept[0]

    def put(self, span: Span) -> None:
        """Keep `span` as the most recent, letting the least recently used go past the budget (the newest
        stays, however large: the shard being loaded uses it)."""
        old = self._spans.pop(span.span_id, None)
        if old is not None:
            self._bytes -= old[1]
        weight = _weight(span)
        self._spans[span.span_id] = (span, weight)
        self._bytes += weight
        while self._bytes > LISTED_MEMO_BYTES and len(self._spans) > 1:
            self._bytes -= self._spans.popitem(last=False)[1][1]

    def __len__(self) -> int:
        return len(self._spans)


def load_indexed_suite(path: Path, index: SuiteIndex, cases: Sequence[Row[Case]],
                       records: Iterable[RunRecord], listed: ListedSpans | None = None) -> Suite:
    """The suite folder `path` with `cases` and only the spans and versions they and `records` can reach,
    their lines found in the parent's index and read by offset, in file order (as a scan would give them).

    A span only listed in retrieval or context is taken at the offsets the parent's check anchored it at,
    without its version: many cases list the same distractors, and their versions would otherwise be most of
    what a shard loads. Such spans are kept in `listed` (a worker's `ListedSpans`) for its later shards, and
    come after the others in `suite.spans` (evaluation looks spans up by id)."""
    suite = open_suite_folder(path)
    reach = reach_of((case for *_, case in cases), records)
    spans_file = path / SPANS
    places, versions = index.span_places(reach.spans)
    spans = [(spans_file, line, "", span) for line, span in read_model_lines(spans_file, Span, places, _span_id)]
    wanted = index.version_places(reach.versions | versions, reach.uris)
    sources_file = path / SOURCES
    rows = ((sources_file, line, "", v)
            for line, v in read_model_lines(sources_file, SourceVersion, wanted, _version_id))
    load_versions(suite, rows, path, text_size_limit(None))
    _same_texts(suite, index, path)
    load_spans(suite, iter(spans))
    add_cases(suite, cases)
    only_listed = reach.listed - suite.spans.keys()
    _add_listed(suite, index, spans_file, only_listed, listed if listed is not None else ListedSpans())
    return suite


def _add_listed(suite: Suite, index: SuiteIndex, path: Path, ids: set[str], memo: ListedSpans) -> None:
    """The spans `ids` into `suite` (in id order): from `memo`, else read from `path` where the check
    anchored them."""
    found = {sid: span for sid in ids if (span := memo.get(sid)) is not None}
    places, anchored = index.listed_spans([sid for sid in ids if sid not in found])
    for _, span in read_model_lines(path, Span, places, _span_id):
        start, end = anchored[span.span_id]
        found[span.span_id] = span if (span.start, span.end) == (start, end) else replace(span, start=start, end=end)
        memo.put(found[span.span_id])
    for sid in sorted(found):
        suite.spans[sid] = found[sid]


def _span_id(span: Span) -> str:
    return span.span_id


def _version_id(version: SourceVersion) -> str:
    return version.version_id


def _same_texts(suite: Suite, index: SuiteIndex, path: Path) -> None:
    """A text read from a `path` must be the one the parent checked (the file may have changed since; a text
    on its line is covered by the stamp of sources.jsonl)."""
    from_paths = [vid for vid, version in suite.versions.items() if version.text is None]
    for vid, digest in index.digests(from_paths).items():
        if suite.digests[vid] != digest:
            raise InputError(f"the text of version {vid!r} changed since it was checked; run the evaluation again",
                             path=path / SOURCES, field="path")
