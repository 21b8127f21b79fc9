"""Framework documents -> run records against a frozen suite (shared by every integration and importer).

A framework's retrieved document (a LangChain `Document`, a LlamaIndex node, an OpenInference retrieval
document) carries an id, text, a score and metadata, but rarely a suite version or offsets. Its text is a
claim of the system under test, never evidence by itself: a document becomes a chunk of the run's chunk
table only with a suite version, and the engine then counts it only where its text is found in that frozen
version (`citeset.resolve`). The version comes, in this order, from

1. the metadata key `version_key` (default `version_id`), which must name a suite version;
2. metadata `source` / the node's source document id naming a suite version, or a uri of one;
3. a search of the suite's versions for the document's text (exact, else ignoring case and whitespace;
   several versions holding it: the current one first, then suite order).

Offsets come from the framework when it gives them (LangChain `start_index`, LlamaIndex `start_char_idx`/
`end_char_idx`) and they reproduce the text; otherwise from finding the text in the version. A document
that cannot be placed stays in the retrieval ranking (it keeps its rank) but resolves to nothing.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize
from citeset.errors import InputError
from citeset.resolve._resolve import find_text
from citeset.runs._models import Chunk, Retrieved, RunRecord, SourceRef, Trace
from citeset.suite._ids import canonical_id
from citeset.suite._suite import Suite

_WORD = lazy_compile(r"\w+")
_MAX_CANDIDATES = 64


@dataclass(frozen=True, slots=True)
class TraceDocument:
    """One document a framework retrieved, in the framework's own terms."""

    id: str | None
    text: str | None
    score: float | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    start: int | None = None
    end: int | None = None
    source: str | None = None
    """The framework's source document id (LlamaIndex `ref_doc_id`), tried as a suite version id."""


@dataclass
class Placement:
    """How the documents of an import were placed in suite versions (reported as notes)."""

    by: Counter[str] = field(default_factory=Counter)
    unplaced: list[str] = field(default_factory=list)

    def notes(self) -> list[str]:
        out = []
        if self.by:
            how = ", ".join(f"{n} by {way}" for way, n in sorted(self.by.items()))
            out.append(f"documents placed in suite versions: {how}")
        if self.unplaced:
            out.append(f"{len(self.unplaced)} document(s) could not be placed in a suite version and count as "
                       f"evidence for nothing (first: {self.unplaced[0]})")
        return out


def doc_id(doc: TraceDocument) -> str:
    """The document's id, or a hash of its text when the framework gave none (LangChain often does not)."""
    if doc.id is not None and str(doc.id).strip():
        return str(doc.id)
    if doc.text is None:
        raise InputError("a document has neither an id nor text", field="document.id")
    return "doc:" + hashlib.sha256(doc.text.encode("utf-8")).hexdigest()[:16]


class SuiteIndex:
    """Matches traces to suite cases and places documents in suite versions."""

    def __init__(self, suite: Suite, *, version_key: str = "version_id", case_key: str = "case_id",
                 search: bool = True) -> None:
        self.suite, self.version_key, self.case_key, self.search = suite, version_key, case_key, search
        self.placement = Placement()
        self._questions: dict[str, list[str]] | None = None
        self._words: dict[str, set[str]] | None = None
        self._whole: dict[str, list[str]] | None = None
        self._order = {vid: i for i, vid in enumerate(suite.versions)}

    # -- cases -------------------------------------------------------------------------------------
    def case_for(self, case_id: Any, question: str | None) -> str:
        """The suite case a trace answers: by the configured id value, else by its question text."""
        if case_id is not None and not (isinstance(case_id, str) and not case_id.strip()):
            try:  # a number names the case written as its integer (1 and 1.0 both name case "1")
                cid = canonical_id(case_id)
            except ValueError as exc:
                raise InputError(str(exc), field=self.case_key) from None
            if cid not in self.suite.cases:
                raise InputError(f"case {cid!r} (from '{self.case_key}') is not in the suite", field=self.case_key)
            return cid
        if question is None or not question.strip():
            raise InputError(f"no '{self.case_key}' and no question text to match a suite case",
                             field=self.case_key)
        if self._questions is None:
            self._questions = {}
            for cid, case in self.suite.cases.items():
                self._questions.setdefault(normalize(case.question), []).append(cid)
        found = self._questions.get(normalize(question), [])
        if len(found) == 1:
            return found[0]
        shown = question if len(question) <= 80 else question[:77] + "..."
        if not found:
            raise InputError(f"no suite case has the question {shown!r} (set '{self.case_key}' to name the case)",
                             field="question")
        raise InputError(f"{len(found)} suite cases have the question {shown!r}; set '{self.case_key}'",
                         field="question")

    # -- documents ---------------------------------------------------------------------------------
    def chunk(self, doc: TraceDocument, cid: str) -> Chunk | None:
        """The document as a chunk of a suite version, or None (recorded) when it cannot be placed."""
        if doc.text is None or not doc.text.strip():
            self.placement.unplaced.append(f"{cid}: no text")
            return None
        for version, how in self._candidates(doc):
            offsets = self._offsets(version, doc)
            if offsets is not None:
                self.placement.by[how] += 1
                start, end = offsets
                return Chunk(span_id=cid, version_id=version, start=start, end=end,
                             exact=self.suite.texts[version][start:end])
        self.placement.unplaced.append(f"{cid}: text not found in " + (
            "the suite's versions" if self.search else "the version its metadata names"))
        return None

    def _candidates(self, doc: TraceDocument) -> Iterable[tuple[str, str]]:
        texts, meta = self.suite.texts, doc.metadata
        named = meta.get(self.version_key)
        if named is not None:
            # An explicit version is the system's statement of where the text came from: only that one.
            if str(named) in texts:
                yield str(named), f"metadata '{self.version_key}'"
            return
        for value in (meta.get("source"), doc.source):
            if value is None:
                continue
            if str(value) in texts:
                yield str(value), "source id"
            for vid in self.suite.versions_by_uri(str(value)):
                yield vid, "source uri"
        if self.search:
            for vid in self._search(doc.text or ""):
                yield vid, "text search"

    def _offsets(self, version: str, doc: TraceDocument) -> tuple[int, int] | None:
        text, piece = self.suite.texts[version], doc.text or ""
        start = doc.start if doc.start is not None else _as_int(doc.metadata.get("start_index"))
        if start is not None:
            end = doc.end if doc.end is not None else start + len(piece)
            if 0 <= start <= end <= len(text) and normalize(text[start:end]) == normalize(piece):
                return start, end
        return find_text(text, piece)

    def _search(self, text: str) -> list[str]:
        if self._whole is None:  # documents that are whole versions (the common case) need no word search
            self._whole = {}
            for vid, whole in self.suite.texts.items():
                self._whole.setdefault(whole.strip(), []).append(vid)
        candidates: set[str] = set(self._whole.get(text.strip(), ()))
        if not candidates:
            found = _WORD.findall(text.casefold())
            # A chunker may cut a word at either end of the chunk: its ends are not words to look up.
            words = set(found[1:-1] if len(found) > 2 else found)
            if not words:
                return []
            if self._words is None:
                self._words = _word_index(self.suite.texts)
            empty: set[str] = set()
            postings = sorted((self._words.get(w, empty) for w in words), key=len)
            candidates = set(postings[0])
            for more in postings[1:]:
                candidates &= more
        texts = self.suite.texts
        ranked = sorted(candidates, key=lambda v: (self.suite.versions[v].status != "current", self._order[v]))
        # Exact containment is cheap, so every candidate is tried; the case- and whitespace-tolerant
        # search (a regular expression) only for the first few.
        exact = [v for v in ranked if text in texts[v]]
        return exact or [v for v in ranked[:_MAX_CANDIDATES] if find_text(texts[v], text) is not None]


def _word_index(texts: Mapping[str, str]) -> dict[str, set[str]]:
    index: dict[str, set[str]] = {}
    for vid, text in texts.items():
        for word in set(_WORD.findall(text.casefold())):
            index.setdefault(word, set()).add(vid)
    return index


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit():  # '²' is a digit to isdigit(), not to int()
        return int(value)
    return None


def as_score(value: Any) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    try:
        score = float(value)
    except (TypeError, ValueError):
        return None
    return score if score == score and abs(score) != float("inf") else None


def build_record(index: SuiteIndex, case_id: str, answer: str | None, documents: Sequence[TraceDocument],
                 *, context: Sequence[TraceDocument] | None = None, abstained: bool | None = None) -> RunRecord:
    """A run record: the answer, its documents ranked as retrieved, placed documents as the chunk table.

    Inline markers `[n]` in the answer cite the n-th document (1-based), as the importers of other tools'
    answers read them. `context` lists the documents given to the model when it differs from `documents`.
    """
    from citeset.parse import find_markers

    ids: list[str] = []
    chunks: list[Chunk] = []
    retrieved: list[Retrieved] = []
    for doc in documents:
        cid = doc_id(doc)
        if cid in ids:
            continue  # the same document retrieved twice keeps its first rank
        ids.append(cid)
        retrieved.append(Retrieved(span_id=cid, rank=len(ids), score=doc.score))
        chunk = index.chunk(doc, cid)
        if chunk is not None:
            chunks.append(chunk)
    shown = [doc_id(d) for d in context] if context is not None else list(ids)
    text = answer or ""
    # `[n]` cites the n-th document; a marker past the last one stays dangling and is reported as invalid.
    sources = ([SourceRef(marker=str(n), chunk_id=cid) for n, cid in enumerate(ids, start=1)]
               if text and find_markers(text) else None)
    return RunRecord(case_id=case_id, answer_text=text, abstained=abstained, sources=sources,
                     trace=Trace(retrieved=retrieved, context=list(dict.fromkeys(shown)), chunks=chunks))


def write_run(path: str | Path, records: Iterable[RunRecord], *, force: bool = False) -> int:
    """Write run records as a run file (JSON Lines, atomically); an existing file is kept unless `force`."""
    from citeset._jsonl import write_json_lines

    target = Path(path)
    if target.exists() and not force:
        raise InputError("output run already exists (use force=True to replace it)", path=target)
    return write_json_lines(target, records)
