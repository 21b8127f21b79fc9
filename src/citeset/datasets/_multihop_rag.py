"""MultiHop-RAG: queries, answers, question types and evidence facts.

Two layouts are read:

* the Hugging Face file (`MultiHopRAG.json`): a list of `{query, answer, question_type, evidence_list}`;
* a folder with `queries.json` (`{"queries": [{id, question, question_type}]}`) and `ground_truth.json`
  (`{id: {answer, evidence_list}}`), joined by id. A query without ground truth (or the reverse) is
  bad input: the files do not belong together.

Article bodies are not in these files, so each evidence fact is the evidence: all facts quoted from
one article (same url) become one version whose text is those facts separated by blank lines (title,
url, source and publication time kept), and each fact is a span of it. A query's facts form its
single route: MultiHop-RAG writes queries so that every listed fact is needed. With `--corpus`
(the `corpus.json` of `{title, body, url, published_at, source}`), facts are instead anchored in the
article bodies; a fact whose article is absent from the corpus is bad input, a fact not found
verbatim in its body is reported and the query skipped.

`null_query` items have no evidence in the knowledge base by construction: they are unanswerable
cases (`answerable: false`, expected behaviour `abstain`), not failures.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.datasets._common import Options, SuiteBuilder, case_id, short_hash, strata
from citeset.datasets._io import in_folder, iter_json_items, require
from citeset.errors import InputError
from citeset.suite._models import Case, ReferenceClaim, Route

NULL = "null_query"


def _rows(src: Path, opts: Options) -> list[tuple[Path, int, str, dict[str, Any]]]:
    """(file, line, case id, merged item) in query order."""
    rows: list[tuple[Path, int, str, dict[str, Any]]] = []
    if src.is_dir():
        queries, truth = in_folder(src, src / "queries.json"), in_folder(src, src / "ground_truth.json")
        answers: dict[str, tuple[int, dict[str, Any]]] = {}
        for line, key, value in iter_json_items(truth):
            if not isinstance(value, dict):
                raise InputError("each ground truth entry must be an object", path=truth, line=line, field=str(key))
            answers[str(key)] = (line, value)
        seen: set[str] = set()
        for line, _, q in iter_json_items(queries, key="queries", tick=opts.tick):
            qid = case_id(require(q, "id", queries, line, kinds=()), queries, line, "id")
            seen.add(qid)
            if opts.limit is not None and len(rows) >= opts.limit:
                continue
            if qid not in answers:
                raise InputError(f"query id {qid!r} has no entry in {truth.name}", path=queries, line=line,
                                 field="id")
            merged = {**answers[qid][1], **q}
            rows.append((queries, line, qid, merged))
        if opts.limit is None:
            extra = [k for k in answers if k not in seen]
            if extra:
                line = answers[extra[0]][0]
                raise InputError(f"ground truth id {extra[0]!r} has no query in {queries.name} "
                                 f"({len(extra)} such id(s))", path=truth, line=line, field=extra[0])
        return rows
    for line, index, item in iter_json_items(src, tick=opts.tick):
        if opts.limit is not None and len(rows) >= opts.limit:
            break
        qid = str(index)  # the case id when the item has none (an item's own id is read with the item)
        rows.append((src, line, qid, item))
    return rows


def _corpus_bodies(builder: SuiteBuilder, path: Path) -> dict[str, str]:
    """url -> version id of the article body."""
    by_url: dict[str, str] = {}
    for line, _, art in iter_json_items(path):
        url = require(art, "url", path, line)
        body = require(art, "body", path, line)
        vid = f"mhrag:{short_hash(url)}"
        builder.add_version(vid, body, source_id=url, uri=url, title=art.get("title"),
                            published_at=art.get("published_at") or None)
        by_url[url] = vid
    return by_url


def _evidence_list(item: Any, path: Path, line: int) -> list[dict[str, Any]]:
    """An item's evidence list, each an object: this pass collects facts before any row is mapped, so an item of
    another shape is one error here (a hardening audit crashed it with a list of lists)."""
    if not isinstance(item, dict):
        raise InputError("each item must be a JSON object", path=path, line=line)
    found = item.get("evidence_list") or []
    if not isinstance(found, list) or not all(isinstance(ev, dict) for ev in found):
        raise InputError("must be a list of objects", path=path, line=line, field="evidence_list")
    return found


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("multihop-rag")
    rows = _rows(src, opts)
    bodies = _corpus_bodies(builder, opts.corpus) if opts.corpus else None
    # Without bodies, collect every fact per article first: an article's version holds all its facts.
    facts_by_url: dict[str, list[str]] = {}
    meta: dict[str, dict[str, Any]] = {}
    for path, line, _, item in rows:
        for i, ev in enumerate(_evidence_list(item, path, line)):
            fact = require(ev, "fact", path, line, prefix=f"evidence_list[{i}].")
            url = str(ev.get("url") or ev.get("title") or f"unknown-source-{i}")
            if bodies is None and fact not in facts_by_url.setdefault(url, []):
                facts_by_url[url].append(fact)
            meta.setdefault(url, ev)
    offsets: dict[tuple[str, str], tuple[str, int, int]] = {}
    for url, facts in facts_by_url.items():
        text = "\n\n".join(facts)
        vid = f"mhrag:{short_hash(url)}"
        ev = meta[url]
        builder.add_version(vid, text, source_id=url, uri=url if ev.get("url") else None, title=ev.get("title"),
                            published_at=ev.get("published_at") or None)
        pos = 0
        for fact in facts:
            offsets[(url, fact)] = (vid, pos, pos + len(fact))
            pos += len(fact) + 2
    for path, line, qid, item in rows:
        builder.rows_read += 1
        with builder.row(path, line):
            _case(builder, path, line, qid, item, offsets, bodies)
    return builder


def _case(builder: SuiteBuilder, path: Path, line: int, qid: str, item: dict[str, Any],
          offsets: dict[tuple[str, str], tuple[str, int, int]], bodies: dict[str, str] | None) -> None:
    raw_id = item.get("id")
    qid = qid if raw_id is None else case_id(raw_id, path, line, "id")
    question = item.get("query", item.get("question"))
    if not isinstance(question, str):
        raise InputError("missing required field 'query' (or 'question')", path=path, line=line, field="query")
    qtype = str(require(item, "question_type", path, line))
    answer = item.get("answer")
    evidence = item.get("evidence_list") or []
    if qtype == NULL:
        case = Case(case_id=qid, question=question, answerable=False, expected_behavior="abstain",
                    strata=strata(0, qtype, 0, dataset="multihop-rag"))
        builder.add_case(case, path, line, raw_id=raw_id)
        return
    if not isinstance(answer, str) or not answer:
        raise InputError("missing required field 'answer'", path=path, line=line, field="answer")
    members: list[str] = []
    for i, ev in enumerate(evidence):
        fact = ev["fact"]
        url = str(ev.get("url") or ev.get("title") or f"unknown-source-{i}")
        if bodies is None:
            vid, start, end = offsets[(url, fact)]
            members.append(builder.add_span(vid, start, end))
            continue
        if url not in bodies:
            raise InputError(f"evidence article {url!r} is not in the corpus", path=path, line=line,
                             field=f"evidence_list[{i}].url")
        vid = bodies[url]
        at = builder.texts[vid].find(fact)
        if at < 0:
            builder.skip(path, line, f"query {qid}: evidence fact {i + 1} does not occur verbatim in its article")
            return
        members.append(builder.add_span(vid, at, at + len(fact)))
    if not members:
        builder.skip(path, line, f"query {qid}: {qtype} without evidence facts, so no route")
        return
    members = list(dict.fromkeys(members))
    claim = ReferenceClaim(claim_id="c1", text=f"{question} Answer: {answer}",
                           routes=(Route(set_id="r1", members=tuple(members), annotation_version="multihop-rag"),))
    case = Case(case_id=qid, question=question, reference_answer=(answer,), claims=(claim,),
                strata=strata(len(members), qtype, 1, dataset="multihop-rag"))
    builder.add_case(case, path, line, raw_id=raw_id)
