"""Checking a user's report against the suite and the answer before anything is written (`citeset feedback add`).

Every reference must hold: the answer (a trace file holding one run record, or a case of a run file), the claim
(a character range of the answer, or its exact text), the cited source version (in the suite, and cited by the
claim), the reader class (named by the suite). A failure is an InputError naming the option or file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from citeset._files import require_regular
from citeset._jsonl import load_json_document, parse_model
from citeset.corpus._models import Span
from citeset.errors import InputError
from citeset.review._incidents import IncidentRecord, reader_classes
from citeset.runs import load_run
from citeset.runs._models import Chunk, Citation, RunRecord, SourceRef
from citeset.suite import Suite


@dataclass(frozen=True)
class Report:
    """What the user reported, as given on the command line."""

    source: str
    reader: str
    report: str
    who: str
    claim_span: str | None = None
    claim: str | None = None
    question: str | None = None


def read_answer(trace: Path | None, run: Path | None, case_id: str | None) -> RunRecord:
    """The reported answer: the run record of a trace file, or the case `case_id` of a run file."""
    if (trace is None) == (run is None):
        raise InputError("give the answer as --trace FILE (one run record) or as --run FILE with --case-id",
                         field="--trace")
    if trace is not None:
        if case_id is not None:
            raise InputError("--case-id picks a case of --run; a trace file holds one answer", field="--case-id")
        return _read_trace(trace)
    if not case_id:
        raise InputError("give the case the user was answered with --case-id", field="--case-id")
    loaded = load_run(run)  # type: ignore[arg-type]
    if case_id not in loaded.records:
        raise InputError(f"case {case_id!r} is not in {run}", field="--case-id")
    return _one_range_per_chunk(loaded.records[case_id], run, loaded.lines.get(case_id))


def _read_trace(path: Path) -> RunRecord:
    require_regular(path)
    data = load_json_document(path.read_bytes(), path)
    if not isinstance(data, dict):
        raise InputError("a trace file holds one run record (a JSON object)", path=path, line=1)
    return _one_range_per_chunk(parse_model(RunRecord, data, path=path, line=1), path, 1)


def _one_range_per_chunk(answer: RunRecord, path: Path | None, line: int | None) -> RunRecord:
    """The answer, when its chunk table gives each chunk id one range and text: a chunk id given twice, with
    different ranges or texts, leaves unknown which one the user was shown (evaluation leaves it unresolved), so
    it is refused, both entries named, rather than one of them kept."""
    first: dict[str, int] = {}
    chunks = answer.trace.chunks if answer.trace else []
    for i, chunk in enumerate(chunks):
        j = first.setdefault(chunk.span_id, i)
        if chunks[j] != chunk:
            raise InputError(f"chunk {chunk.span_id!r} is given twice, as trace.chunks[{j}] and trace.chunks[{i}], "
                             "with different ranges or texts: give each chunk id once", path=path, line=line,
                             field=f"trace.chunks[{i}].span_id")
    return answer


def incident_from(suite: Suite, answer: RunRecord, given: Report) -> tuple[IncidentRecord, str]:
    """The incident, checked against the suite and the answer, and the cited version's text."""
    reader = _reader(suite, given.reader)
    if not given.report.strip():
        raise InputError("give the user's report (what is wrong, in their words)", field="--report")
    if not given.who.strip():
        raise InputError("give who records the report", field="--who")
    question = _question(suite, answer.case_id, given.question)
    start, end = _claim_range(answer.answer_text, given.claim_span, given.claim)
    version = suite.versions.get(given.source)
    if version is None:
        raise InputError(f"version {given.source!r} is not in the suite", field="--source")
    text = suite.texts[given.source]
    cited = cited_ranges(suite, answer, given.source, (start, end))
    if not cited:
        raise InputError(f"the reported claim cites no text of version {given.source!r} (check --source against "
                         "the answer's citations)", field="--source")
    record = IncidentRecord(
        case_id=answer.case_id, question=question, record=answer, claim_start=start, claim_end=end,
        claim_text=answer.answer_text[start:end], claim_id=_linked_claim(suite, answer, (start, end)),
        version_id=given.source, version_readers=list(version.readers), cited=cited, reader=reader,
        report=given.report.strip(), who=given.who.strip())
    return record, text


def _reader(suite: Suite, reader: str) -> str | None:
    if reader and reader not in reader_classes(suite):
        raise InputError(f"no version of the suite names reader class {reader!r} ('' for the public)",
                         field="--reader")
    return reader or None


def _question(suite: Suite, case_id: str, given: str | None) -> str:
    case = suite.cases.get(case_id)
    if case is None:
        if not given or not given.strip():
            raise InputError(f"case {case_id!r} is not in the suite: give the question the user asked",
                             field="--question")
        return given.strip()
    if given is not None and given.strip() != case.question:
        raise InputError(f"case {case_id!r} is in the suite, whose question is used: leave --question out",
                         field="--question")
    return case.question


def _claim_range(answer: str, span: str | None, claim: str | None) -> tuple[int, int]:
    if (span is None) == (claim is None):
        raise InputError("give the reported claim as --claim-span START:END or as --claim TEXT", field="--claim-span")
    if claim is not None:
        at = answer.find(claim) if claim.strip() else -1
        if at < 0:
            raise InputError("the answer does not contain this text", field="--claim")
        return at, at + len(claim)
    start_text, sep, end_text = (span or "").partition(":")
    digits = re.compile(r"[0-9]{1,18}")  # ASCII only: str.isdigit() holds for '²', which int() refuses
    if not sep or not digits.fullmatch(start_text) or not digits.fullmatch(end_text) \
            or int(start_text) >= int(end_text):
        raise InputError("give START:END with 0 <= START < END (character offsets into the answer text)",
                         field="--claim-span")
    start, end = int(start_text), int(end_text)
    if end > len(answer):
        raise InputError(f"{start}:{end} is outside the answer ({len(answer)} characters)", field="--claim-span")
    if not answer[start:end].strip():
        raise InputError(f"{start}:{end} holds only white space", field="--claim-span")
    return start, end


def claim_refs(answer: RunRecord, span: tuple[int, int]) -> list[Citation | SourceRef]:
    """The citations of the output claims that overlap the reported range (all citations and listed sources
    when no output claim can be placed in the answer text)."""
    placed: list[Citation | SourceRef] = []
    every: list[Citation | SourceRef] = list(answer.sources or [])
    for claim in answer.claims or []:
        every.extend(claim.citations)
        at = answer.answer_text.find(claim.text) if claim.text else -1
        if at >= 0 and at < span[1] and span[0] < at + len(claim.text):
            placed.extend(claim.citations)
    return placed or every


def cited_ranges(suite: Suite, answer: RunRecord, version_id: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """Ranges of `version_id` that the reported claim cites (sorted, without repeats)."""
    found = {r for ref in claim_refs(answer, span) if (r := _range(suite, answer, ref, version_id)) is not None}
    return sorted(found)


def _range(suite: Suite, answer: RunRecord, ref: Citation | SourceRef, version_id: str) -> tuple[int, int] | None:
    text = suite.texts[version_id]
    if isinstance(ref, Citation) and ref.version_id is not None:
        found = (ref.start, ref.end) if ref.version_id == version_id else (None, None)
        return _within(found, len(text))
    if ref.uri is not None:
        return (0, len(text)) if suite.versions[version_id].uri == ref.uri and text else None
    chunk_id = ref.chunk_id or ref.span_id or ""
    chunks = {c.span_id: c for c in (answer.trace.chunks if answer.trace else [])}
    target: Chunk | Span | None = chunks.get(chunk_id) if ref.chunk_id else None
    target = target or suite.spans.get(chunk_id) or chunks.get(chunk_id)
    if target is None or target.version_id != version_id:
        return None
    if target.start is not None and target.end is not None:
        return _within((target.start, target.end), len(text))
    exact = target.exact or ""
    at = text.find(exact) if exact else -1
    return (at, at + len(exact)) if at >= 0 else None


def _within(found: tuple[int | None, int | None], size: int) -> tuple[int, int] | None:
    start, end = found
    return (start, end) if start is not None and end is not None and start < end <= size else None


def _linked_claim(suite: Suite, answer: RunRecord, span: tuple[int, int]) -> str | None:
    """The suite's reference claim the reported claim answers: named by an overlapping output claim's claim_id,
    or the only reference claim of the case."""
    case = suite.cases.get(answer.case_id)
    if case is None:
        return None
    ids = {c.claim_id for c in case.claims}
    for claim in answer.claims or []:
        at = answer.answer_text.find(claim.text) if claim.text else -1
        if claim.claim_id in ids and at >= 0 and at < span[1] and span[0] < at + len(claim.text):
            return claim.claim_id
    return case.claims[0].claim_id if len(case.claims) == 1 else None
