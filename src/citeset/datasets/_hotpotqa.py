"""HotpotQA, in its original format and in the IRCoT paragraph format (detected from the first item).

Original (`_id, question, answer, type, level, supporting_facts, context`): each context paragraph
becomes a version whose text is its sentences joined verbatim (HotpotQA sentences keep their leading
space); each supporting fact `[title, sentence index]` becomes a sentence span, and all of a
question's supporting sentences form its single route (HotpotQA annotates one sufficient set).

IRCoT (`question_id, question_text, answers_objects, contexts[{title, paragraph_text, is_supporting}]`):
the `is_supporting` paragraphs (two per question) form the single route, each as a whole-paragraph span.

An optional corpus (`--corpus`; HippoRAG's `{title: [sentences]}` or `[{title, text}]`) adds
distractor passages so retrieval runs over a realistic pool. Passages are identified by title plus a
hash of their text, so the same paragraph in several questions and in the corpus is one version.

A supporting fact must name a paragraph of the question's own context (sentence indices refer to that
paragraph; the corpus only adds distractors): one naming another paragraph, like a sentence index
outside its paragraph (a known HotpotQA annotation slip), skips the question and is reported with
file, line and field. So does any other bad row: one bad row never aborts the import.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.datasets._common import (
    Options,
    SuiteBuilder,
    case_id,
    dedupe,
    join_with_offsets,
    strata,
    trimmed,
)
from citeset.datasets._io import in_folder, is_index, iter_json_items, require
from citeset.errors import InputError
from citeset.suite._models import Case, ReferenceClaim, Route


def _source_file(src: Path, stem: str) -> Path:
    if src.is_dir():
        picks = sorted(p for p in src.iterdir() if stem in p.name and "corpus" not in p.name
                       and p.suffix in (".json", ".jsonl"))
        if not picks:
            raise InputError(f"no {stem} question file (*{stem}*.json or .jsonl) in the folder", path=src)
        return in_folder(src, picks[0])
    return src


def _default_corpus(src: Path, questions: Path, stem: str) -> Path | None:
    if not src.is_dir():
        return None
    picks = sorted(p for p in src.iterdir() if stem in p.name and "corpus" in p.name)
    return in_folder(src, picks[0]) if picks else None


def load_corpus(builder: SuiteBuilder, path: Path, opts: Options) -> dict[str, list[str]]:
    """Add corpus passages as versions; returns title -> version ids (titles may repeat)."""
    by_title: dict[str, list[str]] = {}
    for line, key, value in iter_json_items(path):
        if isinstance(key, str):  # {title: [sentences]} (HippoRAG HotpotQA corpus)
            if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
                raise InputError("a corpus entry must be a list of sentences", path=path, line=line, field=key)
            title, sentences = key, value
        else:
            title = require(value, "title", path, line)
            text = value.get("text") if isinstance(value, dict) else None
            if text is None:
                text = require(value, "paragraph_text", path, line)
            sentences = [text]
        vid = builder.content_version(title, "".join(sentences))
        by_title.setdefault(title, []).append(vid)
    return by_title


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("hotpotqa")
    questions = _source_file(src, "hotpot")
    corpus = opts.corpus or _default_corpus(src, questions, "hotpot")
    if corpus is not None:
        load_corpus(builder, corpus, opts)
    for line, _, item in builder.take(iter_json_items(questions, tick=opts.tick), opts.limit):
        with builder.row(questions, line):
            if not isinstance(item, dict):
                raise InputError("each question must be a JSON object", path=questions, line=line)
            if "contexts" in item or "question_text" in item:
                _ircot(builder, item, questions, line)
            else:
                _original(builder, item, questions, line)
    return builder


def _answers(item: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for obj in item.get("answers_objects") or []:
        out.extend(s for s in obj.get("spans") or [] if isinstance(s, str) and s)
        number = obj.get("number")
        if number:
            out.append(str(number))
    return dedupe(out)


def _ircot(builder: SuiteBuilder, item: dict[str, Any], path: Path, line: int) -> None:
    raw_id = require(item, "question_id", path, line, kinds=())
    qid = case_id(raw_id, path, line, "question_id")
    question = require(item, "question_text", path, line)
    contexts = require(item, "contexts", path, line, kinds=(list,))
    members: list[str] = []
    for i, ctx in enumerate(contexts):
        title = require(ctx, "title", path, line, prefix=f"contexts[{i}].")
        text = require(ctx, "paragraph_text", path, line, prefix=f"contexts[{i}].")
        vid = builder.content_version(title, text)
        if ctx.get("is_supporting"):
            members.append(builder.add_span(vid))
    answers = _answers(item)
    if not members:
        builder.skip(path, line, f"question {qid}: no is_supporting paragraph, so no route")
        return
    if not answers:
        builder.skip(path, line, f"question {qid}: no answer in answers_objects")
        return
    claim = ReferenceClaim(claim_id="c1", text=f"{question} Answer: {answers[0]}",
                           routes=(Route(set_id="r1", members=tuple(members), annotation_version="ircot"),))
    case = Case(case_id=qid, question=question, reference_answer=tuple(answers), claims=(claim,),
                strata=strata(len(members), "unknown", 1, dataset="hotpotqa"))
    builder.add_case(case, path, line, raw_id=raw_id, id_field="question_id")


def _original(builder: SuiteBuilder, item: dict[str, Any], path: Path, line: int) -> None:
    raw_id = require(item, "_id", path, line, kinds=())
    qid = case_id(raw_id, path, line, "_id")
    question = require(item, "question", path, line)
    answer = require(item, "answer", path, line)
    facts = require(item, "supporting_facts", path, line, kinds=(list,))
    context = require(item, "context", path, line, kinds=(list,))
    paragraphs: dict[str, tuple[str, list[tuple[int, int]]]] = {}
    for i, pair in enumerate(context):
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)
                and isinstance(pair[1], list)):
            raise InputError("each context entry must be [title, [sentences]]", path=path, line=line,
                             field=f"context[{i}]")
        title, sentences = pair
        text, offsets = join_with_offsets([str(s) for s in sentences])
        vid = builder.content_version(title, text)
        paragraphs.setdefault(title, (vid, offsets))
    members: list[str] = []
    titles: list[str] = []
    for j, fact in enumerate(facts):
        if not (isinstance(fact, list) and len(fact) == 2 and is_index(fact[1])):
            raise InputError("a supporting fact must be [title, sentence index]", path=path, line=line,
                             field=f"supporting_facts[{j}]")
        title, sent = fact
        if title not in paragraphs:
            raise InputError(f"supporting fact names paragraph {title!r}, which is not in the question's "
                             "context", path=path, line=line, field=f"supporting_facts[{j}]")
        vid, offsets = paragraphs[title]
        if not 0 <= sent < len(offsets):
            builder.skip(path, line, f"question {qid}: supporting fact [{title!r}, {sent}] points past the "
                                     f"paragraph's {len(offsets)} sentence(s)")
            return
        start, end = trimmed(builder.texts[vid], *offsets[sent])
        if start == end:
            builder.skip(path, line, f"question {qid}: supporting sentence [{title!r}, {sent}] is empty")
            return
        members.append(builder.add_span(vid, start, end))
        titles.append(title)
    if not members:
        builder.skip(path, line, f"question {qid}: no supporting facts, so no route")
        return
    members = dedupe(members)
    claim = ReferenceClaim(claim_id="c1", text=f"{question} Answer: {answer}",
                           routes=(Route(set_id="r1", members=tuple(members), annotation_version="hotpotqa"),))
    case = Case(case_id=qid, question=question, reference_answer=(answer,), claims=(claim,),
                strata=strata(len(set(titles)), str(item.get("type") or "unknown"), 1,
                              level=str(item.get("level") or "unknown"), dataset="hotpotqa"))
    builder.add_case(case, path, line, raw_id=raw_id, id_field="_id")
