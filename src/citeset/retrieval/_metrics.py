"""Partial-coverage retrieval metrics users know, computed per case so they can sit beside
complete-set recall@k (computed by the evaluation engine) in the same report and bootstrap.

Gold for a case is a *gold set*: one adjudicated route per required claim, members pooled (ordered,
de-duplicated). With alternative routes a case has several gold sets, and each partial metric is
computed against the best-matching one (its highest value over the gold sets): one fully retrieved
alternative scores like one fully retrieved route, instead of being diluted by the members of routes
it does not need (pooling every FEVER evidence group made a fully retrieved group score context recall
0.887). Hit and MRR are the same either way (any gold fact of any set). Past 256 gold sets (many
claims with many routes) every route is pooled into one set.

Only answerable cases with gold and a retrieval trace (`trace.retrieved` present) get an entry,
mirroring MultiHop-RAG (null queries skipped) and Ragas (no reference ids: undefined).

Every value is a per-case tally `(numerator, denominator)`; averaged metrics contribute
`(case score, 1)` so that summing tallies gives the mean over cases, as the originals report.

| name | definition (source) |
|---|---|
| `hit@K` | 1 when the text of some gold span occurs in one of the top K items. MultiHop-RAG `retrieval_evaluate.py`, `calculate_metrics`: a gold fact counts when it is a substring of the retrieved item's text after removing spaces and newlines from both, whatever document the item comes from. |
| `map@K` | MultiHop-RAG's MAP@k, reproduced as written: at each rank r <= K whose item contains gold texts not found before, add (number of newly found distinct gold texts) / r; divide by min(|gold set|, K). (Not textbook AP, whose term is hits-so-far / r; the benchmark's definition keeps numbers comparable.) |
| `mrr@K` | 1 / rank of the first item within K containing a gold text, else 0 (MultiHop-RAG `MRR@10`). |
| `context_recall` | Ragas `IDBasedContextRecall`: \\|set(retrieved ids) ∩ reference ids\\| / \\|reference ids\\|, with "id equal" read as "covers" (same version and containing offsets, or the quote inside the chunk when offsets are missing); over the whole retrieved list (Ragas has no cut-off). |
| `r_precision` | KILT `eval_retrieval.py` `rprecision`: for each alternative provenance set (route) of size R, the share of it found among the first R distinct retrieved items; the max over sets. Here the count is of route members covered (KILT counts predicted ids in the set; with chunks that may cover two members, counting members keeps the value in [0, 1] and rewards the same thing). Averaged over the case's required claims. |
"""
from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Iterable
from itertools import product
from operator import itemgetter

from citeset.corpus._models import Span
from citeset.metrics._types import Tally
from citeset.resolve._resolve import Resolved, Resolver, covers
from citeset.runs._load import Run
from citeset.runs._models import RunRecord
from citeset.suite._models import Case, Route
from citeset.suite._suite import Suite


def ranked_items(suite: Suite, record: RunRecord, reader: str | None = None) -> list[Resolved | None] | None:
    """The trace's retrieved items in rank order (list order when ranks are absent), resolved;
    None for an item that resolves to nothing (it still takes its rank). None without a trace. A run's own range of
    a version `reader` may not read is not looked for in it (where it is found would tell what it says)."""
    trace = record.trace
    if trace is None or trace.retrieved is None:
        return None
    resolver = Resolver(suite, trace.chunks, readable=lambda vid: suite.versions[vid].readable_by(reader))
    order = sorted(enumerate(trace.retrieved),
                   key=lambda p: (p[1].rank if p[1].rank is not None else p[0], p[0]))
    out: list[Resolved | None] = []
    for _, item in order:
        hit = resolver.resolve_id(item.span_id)
        out.append(hit if isinstance(hit, Resolved) else None)
    return out


def adjudicated(case: Case) -> list[tuple[Route, ...]]:
    """Per required claim, its adjudicated routes."""
    return [tuple(r for r in c.routes if r.in_reference_family) for c in case.claims if c.required]


def complete_within(suite: Suite, case: Case, items: list[Resolved | None], k: int) -> bool:
    """Every required claim has an adjudicated route all of whose members are covered by the first k
    items. Admissibility (reader, cutoff, time) is the evaluation engine's business, not checked here."""
    top = [c for c in items[:k] if c is not None]
    claims = adjudicated(case)
    if not claims:
        return False
    return all(any(all(any(covers(c, suite.spans[m]) for c in top) for m in route.members) for route in routes)
               for routes in claims)


_MAX_GOLD_SETS = 256
FirstCover = Callable[[Span], int | None]


def gold_sets(claims: list[tuple[Route, ...]]) -> list[list[str]]:
    """Each choice of one adjudicated route per required claim, members pooled in order (no repeats)."""
    if not claims or any(not routes for routes in claims):
        pooled = list(dict.fromkeys(m for routes in claims for r in routes for m in r.members))
        return [pooled] if pooled else []
    if math.prod(len(routes) for routes in claims) > _MAX_GOLD_SETS:
        return [list(dict.fromkeys(m for routes in claims for r in routes for m in r.members))]
    return [list(dict.fromkeys(m for route in choice for m in route.members)) for choice in product(*claims)]


_SEP = "\x00"
_RANGE_AND_TEXT = itemgetter(1, 2, 3, 4)
"""A resolved item's (version_id, start, end, text): what makes two retrieved items the same chunk."""


def _squeeze(text: str) -> str:
    """MultiHop-RAG's matching form of a text: spaces and newlines removed."""
    return text.replace(" ", "").replace("\n", "")


class _Positions:
    """First positions, per gold span, of the item containing its text (MultiHop-RAG) and covering it."""

    def __init__(self, suite: Suite, items: list[Resolved | None], limit: int, first_cover: FirstCover | None):
        self.suite, self.items, self.limit, self.first_cover = suite, items, limit, first_cover
        self._squeezed: dict[int, str] = {}
        self._joined: tuple[str, list[int]] | None = None
        self._text: dict[str, tuple[int | None, str]] = {}
        self._cover: dict[str, int | None] = {}

    def _item_text(self, i: int) -> str | None:
        item = self.items[i]
        if item is None:
            return None
        found = self._squeezed.get(i)
        if found is None:
            found = self._squeezed[i] = _squeeze(item.text)
        return found

    def covered_at(self, span_id: str) -> int | None:
        if span_id not in self._cover:
            span = self.suite.spans[span_id]
            if self.first_cover is not None:
                self._cover[span_id] = self.first_cover(span)
            else:
                self._cover[span_id] = next((i for i, item in enumerate(self.items)
                                             if item is not None and covers(item, span)), None)
        return self._cover[span_id]

    def _haystack(self) -> tuple[str, list[int]]:
        """The first `limit` items' matching texts joined by a separator no needle holds, and where each
        starts: one `str.find` then answers "first item containing" for a needle (the separator keeps a
        match inside one item)."""
        if self._joined is None:
            parts = [(self._item_text(i) or "") for i in range(min(self.limit, len(self.items)))]
            parts = [p.replace(_SEP, "") if _SEP in p else p for p in parts]
            starts, at = [], 0
            for part in parts:
                starts.append(at)
                at += len(part) + 1
            self._joined = (_SEP.join(parts), starts)
        return self._joined

    def text_at(self, span_id: str) -> int | None:
        return self.text_and_position(span_id)[0]

    def text_and_position(self, span_id: str) -> tuple[int | None, str]:
        """The first position whose item contains the span's text, and that text in matching form."""
        found = self._text.get(span_id)
        if found is None:
            squeezed = _squeeze(self.suite.spans[span_id].exact)
            needle = squeezed.replace(_SEP, "") if _SEP in squeezed else squeezed
            joined, starts = self._haystack()
            pos = joined.find(needle) if needle else -1
            found = self._text[span_id] = (None if pos < 0 else bisect_right(starts, pos) - 1, squeezed)
        return found


def case_tally(suite: Suite, case: Case, items: list[Resolved | None], ks: Iterable[int],
               first_cover: FirstCover | None = None) -> Tally | None:
    """The tally of one case, or None when the case has no gold (unanswerable or unannotated).

    `first_cover(span)` may give the 0-based position of the first item covering a gold span (the
    engine passes its memoised index); it saves the coverage scan and bounds the text search.
    """
    if not case.answerable:
        return None
    claims = adjudicated(case)
    sets = gold_sets(claims)
    if not sets:
        return None
    ks = sorted(set(ks))
    at = _Positions(suite, items, max(ks, default=0), first_cover)
    union = list(dict.fromkeys(m for gold in sets for m in gold))
    # Each gold span's first containing position and matching text, once for every K and gold set.
    where = {m: at.text_and_position(m) for m in union}
    found = [p for p, _ in where.values() if p is not None]
    tally: Tally = {}
    for k in ks:
        first = min((p for p in found if p < k), default=None)
        tally[f"hit@{k}"] = (1.0 if first is not None else 0.0, 1.0)
        tally[f"mrr@{k}"] = (1.0 / (first + 1) if first is not None else 0.0, 1.0)
        tally[f"map@{k}"] = (max(_map_at(gold, where, k) for gold in sets), 1.0)
    tally["context_recall"] = (max(sum(at.covered_at(m) is not None for m in gold) / len(gold) for gold in sets),
                               1.0)
    tally["r_precision"] = (_r_precision(suite, claims, items, first_cover), 1.0)
    return tally


def _map_at(gold: list[str], where: dict[str, tuple[int | None, str]], k: int) -> float:
    """MultiHop-RAG MAP@k of one gold set: each distinct gold text adds 1/rank where it is first found."""
    first_by_text: dict[str, int] = {}
    for m in gold:
        pos, text = where[m]
        if pos is not None and pos < k:
            first_by_text[text] = min(pos, first_by_text.get(text, pos))
    return sum(1.0 / (pos + 1) for pos in first_by_text.values()) / min(len(gold), k)


def _r_precision(suite: Suite, claims: list[tuple[Route, ...]], items: list[Resolved | None],
                 first_cover: Callable[[Span], int | None] | None = None) -> float:
    distinct: list[Resolved | None] = items
    # Only the first R distinct items are read (R: a route's length), so only a repeat among the first R items
    # (of the longest route) changes which they are: the rest of a trace of 30 items need not be keyed.
    head = items[:max((len(route.members) for routes in claims for route in routes), default=0)]
    keys = set(map(_RANGE_AND_TEXT, filter(None, head)))  # all in C: no Python step per item (None filtered out)
    if len(keys) != len(head) - head.count(None):  # a repeated item: drop the repeats, keep the ranks' order
        distinct, seen = [], set()
        for item in items:
            key = ("", None, None, "") if item is None else (item.version_id, item.start, item.end, item.text)
            if item is None or key not in seen:
                seen.add(key)
                distinct.append(item)
    if first_cover is not None and distinct is items:
        # No repeated item among the first R: the first R distinct items are the first R, so first-cover positions
        # decide.
        def covered_in_top(span: Span, r: int) -> bool:
            pos = first_cover(span)
            return pos is not None and pos < r
    else:
        covered_in_top = None  # type: ignore[assignment]
    scores: list[float] = []
    for routes in claims:
        best = 0.0
        for route in routes:
            members = [suite.spans[m] for m in route.members]
            if covered_in_top is not None:
                found = sum(1 for m in members if covered_in_top(m, len(members)))
                best = max(best, found / len(members))
                continue
            top = [c for c in distinct[: len(members)] if c is not None]
            found = sum(1 for m in members if any(covers(c, m) for c in top))
            best = max(best, found / len(members))
        scores.append(best)
    return sum(scores) / len(scores) if scores else 0.0


def retrieval_tallies(suite: Suite, run: Run, ks: Iterable[int] = (5, 10)) -> dict[str, Tally]:
    """Per-case tallies of `hit@K`, `map@K`, `mrr@K` (each K), `context_recall` and `r_precision`.

    Unanswerable cases, cases without adjudicated gold and records without a retrieval trace get no
    entry (they are outside every denominator). A case the run has no record for, in a run that does
    retrieve, is a miss: dropping failed queries must not raise Hit@k. See the module docstring.
    """
    ks = list(ks)
    out: dict[str, Tally] = {}
    retrieves = any(r.trace is not None and r.trace.retrieved is not None for r in run.records.values())
    for cid, case in suite.cases.items():
        record = run.records.get(cid)
        if record is None:
            missed = case_tally(suite, case, [], ks) if retrieves else None
            if missed is not None:
                out[cid] = missed
            continue
        items = ranked_items(suite, record, case.reader)
        if items is None:
            continue
        tally = case_tally(suite, case, items, ks)
        if tally is not None:
            out[cid] = tally
    return out
