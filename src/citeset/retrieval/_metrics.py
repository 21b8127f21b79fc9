"""Partial-coverage retrieval metrics users know, computed per case so they can sit beside
complete-set recall@k (computed by the evaluation engine) in the same report and bootstrap.

Gold for a case is the ordered, de-duplicated union of the members of the adjudicated routes of its
required claims. A retrieved item is *relevant to* a gold span when it covers it (`covers`: same
version and containing offsets, or the span's quote inside the chunk when offsets are missing).
Only answerable cases with gold and a retrieval trace (`trace.retrieved` present) get an entry,
mirroring MultiHop-RAG (null queries skipped) and Ragas (no reference ids: undefined).

Every value is a per-case tally `(numerator, denominator)`; averaged metrics contribute
`(case score, 1)` so that summing tallies gives the mean over cases, as the originals report.

| name | definition (source) |
|---|---|
| `hit@K` | 1 when any of the top K items covers any gold span. MultiHop-RAG `retrieval_evaluate.py`, `calculate_metrics`: `Hits@k` is "some gold fact is a substring of a retrieved item within rank k". |
| `map@K` | MultiHop-RAG's MAP@k, reproduced as written: at each rank r <= K whose item covers gold spans not found before, add (number of newly covered gold spans) / r; divide by min(|gold|, K). (This is not textbook AP, whose term is hits-so-far / r; we keep the benchmark's definition so numbers compare.) |
| `mrr@K` | 1 / rank of the first item within K that covers any gold span, else 0 (MultiHop-RAG `MRR@10`). |
| `context_recall` | Ragas `IDBasedContextRecall`: \\|set(retrieved ids) ∩ reference ids\\| / \\|reference ids\\|, with "id equal" read as "covers"; over the whole retrieved list (Ragas has no cut-off). |
| `r_precision` | KILT `eval_retrieval.py` `rprecision`: for each alternative provenance set (route) of size R, the share of it found among the first R distinct retrieved items; the max over sets. Here the count is of route members covered (KILT counts predicted ids in the set; with chunks that may cover two members, counting members keeps the value in [0, 1] and rewards the same thing). Averaged over the case's required claims. |
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from citeset.corpus._models import Span
from citeset.resolve._resolve import Resolved, Resolver, covers
from citeset.metrics._types import Tally
from citeset.runs._load import Run
from citeset.runs._models import RunRecord
from citeset.suite._models import Case, Route
from citeset.suite._suite import Suite


def ranked_items(suite: Suite, record: RunRecord) -> list[Resolved | None] | None:
    """The trace's retrieved items in rank order (list order when ranks are absent), resolved;
    None for an item that resolves to nothing (it still takes its rank). None without a trace."""
    trace = record.trace
    if trace is None or trace.retrieved is None:
        return None
    resolver = Resolver(suite, trace.chunks)
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


def _covered(item: Resolved | None, gold: dict[str, list[tuple[int, Span]]]) -> set[int]:
    """Indices of the gold spans the item covers; only spans of the item's version can be covered."""
    if item is None:
        return set()
    return {i for i, span in gold.get(item.version_id, ()) if covers(item, span)}


def case_tally(suite: Suite, case: Case, items: list[Resolved | None], ks: Iterable[int],
               first_cover: Callable[[Span], int | None] | None = None) -> Tally | None:
    """The tally of one case, or None when the case has no gold (unanswerable or unannotated).

    `first_cover(span)` may give the 0-based position of the first item covering a gold span (the
    engine passes its memoised index); Hit, MRR, MAP and context recall only need those positions.
    """
    if not case.answerable:
        return None
    claims = adjudicated(case)
    gold_ids = list(dict.fromkeys(m for routes in claims for r in routes for m in r.members))
    if not gold_ids:
        return None
    gold = [suite.spans[m] for m in gold_ids]
    if first_cover is not None:
        # Gold i is newly found at the rank of its first covering item, and only there.
        hits: list[set[int]] = [set() for _ in items]
        for i, span in enumerate(gold):
            pos = first_cover(span)
            if pos is not None:
                hits[pos].add(i)
    else:
        by_version: dict[str, list[tuple[int, Span]]] = {}
        for i, span in enumerate(gold):
            by_version.setdefault(span.version_id, []).append((i, span))
        hits = [_covered(item, by_version) for item in items]
    tally: Tally = {}
    for k in sorted(set(ks)):
        first = next((r for r, h in enumerate(hits[:k], start=1) if h), None)
        tally[f"hit@{k}"] = (1.0 if first else 0.0, 1.0)
        tally[f"mrr@{k}"] = (1.0 / first if first else 0.0, 1.0)
        found: set[int] = set()
        ap = 0.0
        for rank, h in enumerate(hits[:k], start=1):
            new = h - found
            if new:
                ap += len(new) / rank
                found |= new
        tally[f"map@{k}"] = (ap / min(len(gold), k), 1.0)
    recalled = set().union(*hits) if hits else set()
    tally["context_recall"] = (len(recalled) / len(gold), 1.0)
    tally["r_precision"] = (_r_precision(suite, claims, items, first_cover), 1.0)
    return tally


def _r_precision(suite: Suite, claims: list[tuple[Route, ...]], items: list[Resolved | None],
                 first_cover: Callable[[Span], int | None] | None = None) -> float:
    distinct: list[Resolved | None] = []
    seen: set[tuple[str, int | None, int | None, str]] = set()
    for item in items:
        key = ("", None, None, "") if item is None else (item.version_id, item.start, item.end, item.text)
        if item is None or key not in seen:
            seen.add(key)
            distinct.append(item)
    if first_cover is not None and len(distinct) == len(items):
        # No repeated item: the first R distinct items are the first R, so first-cover positions decide.
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

    Cases without a run record, without a retrieval trace, unanswerable or without adjudicated gold
    get no entry (they are outside every denominator). See the module docstring for definitions.
    """
    ks = list(ks)
    out: dict[str, Tally] = {}
    for cid, case in suite.cases.items():
        record = run.records.get(cid)
        if record is None:
            continue
        items = ranked_items(suite, record)
        if items is None:
            continue
        tally = case_tally(suite, case, items, ks)
        if tally is not None:
            out[cid] = tally
    return out
