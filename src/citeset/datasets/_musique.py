"""MuSiQue (`id, question, question_decomposition, answer, answer_aliases, answerable, paragraphs`).

Each decomposition hop names the paragraph that supports it (`paragraph_support_idx`); those
paragraphs, as whole-paragraph spans, are the members of the question's single route, in hop order
(a paragraph used by two hops is one member). `hops` is the number of decomposition steps and
`question_type` the id prefix (`2hop`, `3hop1`, `4hop3`, ...), MuSiQue's composition shape.
`answerable: false` (MuSiQue-Full) becomes an unanswerable case with expected behaviour `abstain`.

An optional corpus (`--corpus`, HippoRAG's `[{title, text}]`) adds the distractor pool; passages are
identified by title and text hash, so the question's own paragraphs merge with their corpus copies.
A hop pointing at a paragraph index the question does not have is bad input (InputError); a hop with
no supporting paragraph skips the question and is reported.
"""

from __future__ import annotations

import json
from pathlib import Path

from citeset.datasets._common import Options, SuiteBuilder, case_id, dedupe, strata
from citeset.datasets._hotpotqa import _default_corpus, _source_file, load_corpus
from citeset.datasets._io import is_index, iter_json_items, require
from citeset.errors import InputError
from citeset.suite._models import Case, ReferenceClaim, Route


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("musique")
    questions = _source_file(src, "musique")
    corpus = opts.corpus or _default_corpus(src, questions, "musique")
    if corpus is not None:
        load_corpus(builder, corpus, opts)
    for line, _, item in builder.take(iter_json_items(questions, tick=opts.tick), opts.limit):
        with builder.row(questions, line):
            _question(builder, item, questions, line)
    return builder


def _question(builder: SuiteBuilder, item: object, path: Path, line: int) -> None:
    raw_id = require(item, "id", path, line, kinds=())
    qid = case_id(raw_id, path, line, "id")
    assert isinstance(item, dict)
    question = require(item, "question", path, line)
    paragraphs = require(item, "paragraphs", path, line, kinds=(list,))
    hops = require(item, "question_decomposition", path, line, kinds=(list,))
    by_idx: dict[int, str] = {}
    for i, para in enumerate(paragraphs):
        prefix = f"paragraphs[{i}]."
        title = require(para, "title", path, line, prefix=prefix)
        text = require(para, "paragraph_text", path, line, prefix=prefix)
        idx = para.get("idx", i)
        if not is_index(idx):
            raise InputError(f"'idx' must be an integer, got {json.dumps(idx)[:40]}", path=path, line=line,
                             field=f"{prefix}idx")
        by_idx[idx] = builder.content_version(title, text)
    answers = dedupe([a for a in [item.get("answer"), *(item.get("answer_aliases") or [])]
                      if isinstance(a, str) and a])
    qtype = qid.split("__", 1)[0] if "__" in qid else "unknown"
    if item.get("answerable", True) is False:
        case = Case(case_id=qid, question=question, answerable=False, expected_behavior="abstain",
                    strata=strata(len(hops), qtype, 0, dataset="musique"))
        builder.add_case(case, path, line, raw_id=raw_id)
        return
    members: list[str] = []
    for j, hop in enumerate(hops):
        idx = hop.get("paragraph_support_idx") if isinstance(hop, dict) else None
        if idx is None:
            builder.skip(path, line, f"question {qid}: hop {j + 1} has no supporting paragraph")
            return
        if not is_index(idx) or idx not in by_idx:
            raise InputError(f"hop {j + 1} cites paragraph {idx}, which the question does not have",
                             path=path, line=line, field=f"question_decomposition[{j}].paragraph_support_idx")
        members.append(builder.add_span(by_idx[idx]))
    if not members:
        builder.skip(path, line, f"question {qid}: empty decomposition, so no route")
        return
    if not answers:
        builder.skip(path, line, f"question {qid}: no answer")
        return
    members = dedupe(members)
    claim = ReferenceClaim(claim_id="c1", text=f"{question} Answer: {answers[0]}",
                           routes=(Route(set_id="r1", members=tuple(members), annotation_version="musique",
                                         inference=("join: each hop's answer fills the next hop's question",)),))
    case = Case(case_id=qid, question=question, reference_answer=tuple(answers), claims=(claim,),
                strata=strata(len(hops), qtype, 1, dataset="musique"))
    builder.add_case(case, path, line, raw_id=raw_id)
