"""Decided incidents as minimized regression cases (`citeset feedback export`).

Each incident an adjudicator gave a failure bucket other than `none` becomes one case of a regression suite:
only the versions and spans it needs (every range the reported claim cites, and the member spans of the linked
reference claim's routes), the question, the reported claim (linked to its reference claim when the suite has
one, else an unannotated case), the answer as a run record keeping all the claim's citations (so it evaluates as
the real answer would, and a mistaken bucket is not confirmed), and the decided bucket in the case's strata.
Cases are appended by incident (never twice); the folder is written whole in a temporary folder, frozen, and
swapped in, so a crash leaves the old suite (or, mid-swap, its backup, restored next time). The sha256 of the
run and provenance files is kept in feedback-export.json: a hand edit is refused, not carried on.
"""

from __future__ import annotations

import dataclasses
import fcntl
import hashlib
import json
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import Field, TypeAdapter
from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset._jsonl import (
    iter_json_lines,
    iter_model_lines,
    load_line,
    parse_model,
    write_json,
    write_json_lines,
)
from citeset._model import SCHEMA_VERSION, Instant, Record
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.resolve import Resolver, Unresolved
from citeset.review._db import Decision, Incident
from citeset.review._feedback_input import claim_refs
from citeset.review._incidents import IncidentRecord
from citeset.runs._models import Chunk, Citation, Retrieved, RunRecord, Trace
from citeset.suite import Case, ReferenceClaim, Suite, freeze_suite, load_suite
from citeset.suite._write import backup_of, swap_folder

RUN = "feedback-run.jsonl"
PROVENANCE = "feedback-incidents.jsonl"
DIGESTS = "feedback-export.json"


class RegressionCase(Record):
    """Where a regression case came from: the incident, who reported and who decided it, and why."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    case_id: str = Field(description="The regression case.")
    incident_key: str = Field(description="sha256 of the incident report (its identity across databases).")
    source_case_id: str = Field(description="The case the user was answered on.")
    bucket: str = Field(description="The failure bucket the adjudicator decided.")
    reader: str | None = Field(default=None, description="The reporting user's reader class (None: public).")
    reported_by: str = Field(description="Who recorded the report.")
    reported_at: Instant = Field(description="When.")
    report: str = Field(description="The user's report.")
    decided_by: str = Field(description="The adjudicator.")
    decided_at: Instant = Field(description="When.")
    reason: str = Field(description="The adjudicator's reason.")


@dataclass(frozen=True)
class Decided:
    record: IncidentRecord
    key: str
    at: datetime
    decision: Decision


@dataclass(frozen=True)
class ExportSummary:
    """What `export_regression` did."""

    added: int
    already: int
    undecided: int
    decided_none: int
    unreproducible: int = 0  # decided 'retrieval' with nothing to measure retrieval by: not exported


@dataclass
class Parts:
    """The regression suite's records, in file order."""

    versions: dict[str, SourceVersion] = dataclasses.field(default_factory=dict)
    spans: dict[str, Span] = dataclasses.field(default_factory=dict)
    cases: dict[str, Case] = dataclasses.field(default_factory=dict)
    runs: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    provenance: list[RegressionCase] = dataclasses.field(default_factory=list)


def decided_incidents(engine: Engine) -> tuple[list[Decided], int]:
    """Incidents with an adjudicator's decision (the latest one counts), in incident order, and the number of
    incidents still awaiting one."""
    with Session(engine) as session:
        rows = session.scalars(select(Incident).order_by(Incident.id)).all()
        latest: dict[int, Decision] = {}
        for d in session.scalars(select(Decision).where(Decision.role == "adjudicator").order_by(Decision.id)):
            latest[d.card_id] = d
        session.expunge_all()
    decided = [Decided(IncidentRecord.model_validate_json(i.record_json), i.key, i.at, latest[i.card_id])
               for i in rows if i.card_id in latest]
    return decided, len(rows) - len(decided)


def reproducible(suite: Suite, item: Decided) -> bool:
    """Whether the regression case could evaluate to the decided bucket. A retrieval miss is measured against
    the gold routes of a suite claim and the answer's trace (retrieved or context ids): without either, the case
    could only evaluate as something else (an unannotated, traceless answer that cites a true passage is
    accepted), and exporting it would put a case that cannot fail into the regression suite."""
    if item.decision.bucket != "retrieval":
        return True
    record, trace = item.record, item.record.record.trace
    original = suite.cases.get(record.case_id)
    linked = original is not None and any(c.claim_id == record.claim_id and c.routes for c in original.claims)
    return linked and trace is not None and (bool(trace.retrieved) or bool(trace.context))


def case_id_of(key: str) -> str:
    return f"feedback-{key[:16]}"


def minimized(suite: Suite, item: Decided, into: Parts) -> None:
    """Add one incident's case, with the versions, spans and run record it needs, to `into`."""
    record, cid = item.record, case_id_of(item.key)
    original = suite.cases.get(record.case_id)
    reference = next((c for c in original.claims if c.claim_id == record.claim_id), None) if original else None
    withheld: list[Chunk] = []
    citations = _citations(suite, record, cid, into, withheld)
    for member in {m for route in (reference.routes if reference else ()) for m in route.members}:
        span = suite.spans[member]
        _version(suite, span.version_id, into)
        _add(into.spans, member, span, "spans.jsonl")
    into.cases[cid] = _case(record, cid, item.decision.bucket or "", reference, original)
    claim_id = reference.claim_id if reference else "c"
    run: dict[str, Any] = {"case_id": cid, "answer_text": record.record.answer_text, "claims": [
        {"text": record.claim_text, "claim_id": claim_id, "citations": citations}]}
    trace = _trace(suite, record.record.trace, into)
    if withheld:
        trace = trace or {}
        kept = {c["span_id"] for c in trace.get("chunks", [])}
        trace["chunks"] = trace.get("chunks", []) + [c.model_dump(exclude_none=True) for c in withheld
                                                     if c.span_id not in kept]
    if trace:
        run["trace"] = trace
    into.runs.append(run)
    into.provenance.append(RegressionCase(
        case_id=cid, incident_key=item.key, source_case_id=record.case_id, bucket=item.decision.bucket or "",
        reader=record.reader, reported_by=record.who, reported_at=item.at, report=record.report,
        decided_by=item.decision.reviewer, decided_at=item.decision.at, reason=item.decision.reason))


def _citations(suite: Suite, record: IncidentRecord, cid: str, into: Parts,
               withheld: list[Chunk]) -> list[dict[str, Any]]:
    """Every citation of the reported claim as the engine resolves it against the suite for the reporting user's
    reader class (the reported version's ranges and all the others), each a span of the regression suite with the
    version it needs, so that the case evaluates as the real answer would; a citation the suite cannot place is
    kept as it was (unresolved there, unresolved here). A run's own range or chunk of a version that reader may not
    read is not looked for in it (whether the run's text is there would tell what the version says): it is kept as
    it was, with its version (and, for a chunk, its entry of the run's chunk table, added to `withheld`), so that
    it is again a citation of that version placed nowhere."""
    answer = record.record
    versions = suite.versions
    chunks = {c.span_id: c for c in answer.trace.chunks} if answer.trace else {}
    resolver = Resolver(suite, list(chunks.values()) or None,
                        readable=lambda vid: vid in versions and versions[vid].readable_by(record.reader))
    out: list[dict[str, Any]] = []
    for ref in claim_refs(answer, (record.claim_start, record.claim_end)):
        citation = ref if isinstance(ref, Citation) else Citation(
            span_id=ref.span_id, chunk_id=ref.chunk_id, uri=ref.uri, quote=ref.quote, marker=ref.marker)
        hit = resolver.resolve(citation)
        if not isinstance(hit, Unresolved) and hit.start is None and hit.version_id in versions:
            _version(suite, hit.version_id, into)  # placed nowhere: unread for this reader
            withheld.extend(c for c in (chunks.get(citation.chunk_id or ""),) if c is not None)
        if isinstance(hit, Unresolved) or hit.start is None or hit.end is None or hit.version_id not in versions:
            out.append(citation.model_dump(exclude_none=True))
            continue
        _version(suite, hit.version_id, into)
        span = Span(span_id=f"{cid}-cited-{len(out) + 1}", version_id=hit.version_id, start=hit.start, end=hit.end,
                    exact=suite.texts[hit.version_id][hit.start:hit.end])
        _add(into.spans, span.span_id, span, "spans.jsonl")
        out.append({**citation.model_dump(exclude_none=True, include={"quote", "marker"}), "span_id": span.span_id})
    return out


def _trace(suite: Suite, trace: Trace | None, into: Parts) -> dict[str, Any] | None:
    """The answer's trace, kept to what the suite can place (suite spans, and the system's own chunks of suite
    versions), so that a retrieval or context failure is evaluated again; None without a trace."""
    if trace is None:
        return None
    chunks = {c.span_id: c for c in trace.chunks if c.version_id in suite.versions}
    used: dict[str, Chunk] = {}

    def kept(span_id: str) -> bool:
        span = suite.spans.get(span_id)
        if span is not None:
            _version(suite, span.version_id, into)
            _add(into.spans, span_id, span, "spans.jsonl")
            return True
        if span_id in chunks:
            _version(suite, chunks[span_id].version_id, into)
            used[span_id] = chunks[span_id]
            return True
        return False

    out: dict[str, Any] = {}
    if trace.retrieved is not None:
        out["retrieved"] = [TypeAdapter(Retrieved).dump_python(r, exclude_none=True) for r in trace.retrieved
                            if kept(r.span_id)]
    if trace.context is not None:
        out["context"] = [span_id for span_id in trace.context if kept(span_id)]
    if used:
        out["chunks"] = [c.model_dump(exclude_none=True) for c in used.values()]
    if trace.rendered_html is not None:
        out["rendered_html"] = trace.rendered_html
    return out


def _case(record: IncidentRecord, cid: str, bucket: str, reference: ReferenceClaim | None,
          original: Case | None) -> Case:
    strata = {"origin": "feedback", "feedback_bucket": bucket, "source_case": record.case_id}
    if reference is None or original is None:  # no gold evidence: judged on alignment alone (DESIGN §3)
        claim = ReferenceClaim(claim_id="c", text=record.claim_text)
        return Case(case_id=cid, question=record.question, reader=record.reader, annotated=False, strata=strata,
                    claims=(claim,), cutoff=original.cutoff if original else None)
    answers = reference.reference_answer or original.reference_answer
    return Case(case_id=cid, question=record.question, reader=record.reader, cutoff=original.cutoff,
                reference_answer=answers, strata=strata, claims=(reference.model_copy(update={"required": True}),))


def _version(suite: Suite, version_id: str, into: Parts) -> None:
    version = suite.versions[version_id]
    inline = dataclasses.replace(version, text=suite.texts[version_id], path=None)
    _add(into.versions, version_id, inline, "sources.jsonl")


def _add(table: dict[str, Any], key: str, value: Any, where: str) -> None:
    """Keep one record per id; the same id with another content is a conflict, never silently replaced."""
    old = table.get(key)
    if old is not None and _comparable(old) != _comparable(value):
        raise InputError(f"the regression suite already holds a different record {key!r}; export into another "
                         "folder", path=where, field="id")
    table.setdefault(key, value)


def _comparable(value: Any) -> Any:
    data = TypeAdapter(type(value)).dump_python(value, mode="json")
    return {k: v for k, v in data.items() if k not in ("digest", "schema_version")}


def existing(out: Path) -> Parts:
    """The regression suite already in `out` (empty when there is none); its run and provenance must be as the
    last export wrote them."""
    _restore(out)
    parts = Parts()
    if not out.exists():
        return parts
    if out.is_dir() and not any((out / name).exists() for name in (DIGESTS, RUN, PROVENANCE)) and any(out.iterdir()):
        raise InputError("is a folder (or suite) that no feedback export wrote; export into a folder of its own (new, "
                         "empty, or an earlier export's)", path=out, field="--out")
    suite = load_suite(out)
    parts.versions = {vid: dataclasses.replace(v, text=suite.texts[vid], path=None) for vid, v in suite.versions.items()}
    parts.spans, parts.cases = dict(suite.spans), dict(suite.cases)
    parts.runs = _runs(out / RUN)
    parts.provenance = [r for _, r in iter_model_lines(out / PROVENANCE, RegressionCase)] \
        if (out / PROVENANCE).exists() else []
    _check_digests(out)
    return parts


def _runs(path: Path) -> list[dict[str, Any]]:
    """The run's records as written (each checked to be a run record: a bad line is an error naming it)."""
    if not path.exists():
        return []
    rows = []
    for line, row in iter_json_lines(path):
        parse_model(RunRecord, row, path=path, line=line)
        rows.append(row)
    return rows


class ExportDigests(Record):
    """sha256 of the files an export writes beside the frozen suite (the suite's manifest covers the rest), and of
    the suite its cases were minimized from."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    files: dict[str, str] = Field(description="File name -> sha256 of its bytes, as the last export wrote it.")
    suite: str | None = Field(default=None, description="`suite_key` of the suite the cases came from (None: an "
                              "export by an older citeset, which did not record it).")


def suite_key(suite: Suite) -> str:
    """The identity of a suite's content: sha256 over every version's digest, every span's place and every case
    (not the freeze history, so a suite frozen again unchanged keeps it)."""
    content = {"versions": sorted(suite.digests.items()),
               "spans": sorted((s.span_id, s.version_id, s.start, s.end) for s in suite.spans.values()),
               "cases": sorted((cid, c.model_dump_json()) for cid, c in suite.cases.items())}
    return "sha256:" + hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()


def _digests(folder: Path, suite: str | None) -> ExportDigests:
    return ExportDigests(files={name: hashlib.sha256((folder / name).read_bytes()).hexdigest()
                                for name in (RUN, PROVENANCE) if (folder / name).exists()}, suite=suite)


def _check_suite(out: Path, key: str) -> str:
    """The suite key the folder's export recorded, checked to be `key`: cases minimized from another suite are
    refused (their versions, spans and claims would be mixed with this one's), never appended to."""
    path = out / DIGESTS
    if not path.exists():
        return key
    recorded = parse_model(ExportDigests, _json_object(path), path=path, line=1).suite
    if recorded is not None and recorded != key:
        raise InputError(f"this regression suite was exported from another suite ({recorded}); --suite is {key}: "
                         "export each suite's incidents into a folder of its own", path=path, field="suite")
    return key


def _check_digests(out: Path) -> None:
    """A hand edit to the frozen answers or their provenance is refused, never carried into the next export."""
    now = _digests(out, None)
    if not now.files:
        return
    path = out / DIGESTS
    if not path.exists():
        raise InputError(f"{sorted(now.files)[0]} has no recorded sha256 ({DIGESTS} is missing), so it may have "
                         "changed since the last export: export into another folder", path=path, field="files")
    recorded = parse_model(ExportDigests, _json_object(path), path=path, line=1)
    for name in (RUN, PROVENANCE):
        if recorded.files.get(name) != now.files.get(name):
            raise InputError(f"changed since the last export (sha256 {now.files.get(name)}, recorded "
                             f"{recorded.files.get(name)}): restore it, or export into another folder",
                             path=out / name, field="sha256")


def _json_object(path: Path) -> dict[str, Any]:
    data = load_line(path.read_bytes(), path, 1)
    if not isinstance(data, dict):
        raise InputError("expected a JSON object", path=path, line=1)
    return data


def export_regression(engine: Engine, suite: Suite, out: Path) -> ExportSummary:
    """Append every decided incident (bucket other than none) not yet in `out` as a minimized case."""
    decided, undecided = decided_incidents(engine)
    failing = [d for d in decided if d.decision.bucket not in (None, "none")]
    unreproducible = [d for d in failing if not reproducible(suite, d)]
    failing = [d for d in failing if reproducible(suite, d)]
    for item in failing:
        missing = [v for v in (item.record.version_id,) if v not in suite.versions]
        if missing:
            raise InputError(f"incident on case {item.record.case_id!r} cites version {missing[0]!r}, which is not "
                             "in the suite: give the suite the incidents were reported against", field="--suite")
    with _locked(out):  # two exports into one folder take turns: neither swaps in a view older than the other's
        parts = existing(out)
        key = _check_suite(out, suite_key(suite))
        new = [d for d in failing if case_id_of(d.key) not in parts.cases]
        for item in new:
            minimized(suite, item, parts)
        if new:
            _replace_folder(out, lambda tmp: _write(tmp, parts, key))
    return ExportSummary(added=len(new), already=len(failing) - len(new), undecided=undecided,
                         decided_none=len(decided) - len(failing) - len(unreproducible),
                         unreproducible=len(unreproducible))


def _write(folder: Path, parts: Parts, key: str) -> None:
    write_json_lines(folder / "sources.jsonl", parts.versions.values())
    write_json_lines(folder / "spans.jsonl", parts.spans.values())
    write_json_lines(folder / "cases.jsonl", parts.cases.values())
    write_json_lines(folder / RUN, parts.runs)
    write_json_lines(folder / PROVENANCE, parts.provenance)
    write_json(folder / DIGESTS, _digests(folder, key))
    freeze_suite(folder, check_routes=False)


@contextmanager
def _locked(target: Path) -> Iterator[None]:
    target.parent.mkdir(parents=True, exist_ok=True)
    with (target.parent / f".{target.name}.lock").open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _restore(target: Path) -> None:
    """A crash between the two renames of a swap leaves only the backup: put it back."""
    backup = backup_of(target)
    if not target.exists() and backup.is_dir():
        backup.rename(target)


def _replace_folder(target: Path, write: Callable[[Path], None]) -> None:
    """Write a copy of `target` (its manifest and frozen objects kept) in a temporary folder beside it, then swap
    it in; on any failure the temporary folder is removed and `target` is untouched."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        if target.exists():
            shutil.copytree(target, tmp, dirs_exist_ok=True)
        write(tmp)
        swap_folder(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
