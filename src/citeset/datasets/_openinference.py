"""OpenInference / OpenTelemetry span exports (JSON Lines or a JSON array; Arize Phoenix, OTel SDK, OTLP JSON)
-> a run for an existing suite: one record per trace. Mapping: `citeset.integrations.openinference`.

Options: `suite` (required), `case_key` (span attribute naming the case; default `metadata.case_id`, else the
question text is matched), `version_key` (document metadata key naming the suite version; default
`version_id`, else the document's text is searched in the suite's versions).
"""

from __future__ import annotations

from pathlib import Path

from citeset.datasets._common import SHAPE_ERRORS, ImportResult, Options, malformed
from citeset.datasets._traces import RunWriter, rows, source_file, suite_index
from citeset.errors import InputError
from citeset.integrations.openinference import read_traces, trace_record


def run_import(src: Path, out: Path, opts: Options, *, force: bool = False) -> ImportResult:
    index = suite_index(opts)
    src = source_file(src, "OpenInference")
    case_key = opts.extra.get("case_key") or "metadata.case_id"
    index.case_key = case_key
    writer = RunWriter("openinference", index)
    traces = read_traces(_limited(rows(src, opts), opts, writer), case_key,
                         lambda line, exc: writer.problem(src, line, exc))
    for trace_id, state in traces.items():
        try:
            writer.add(trace_record(index, trace_id, state), src, state.line)
        except InputError as exc:
            writer.problem(src, state.line, exc)
        except SHAPE_ERRORS as exc:  # a field of another shape than the format's (a text for a time)
            writer.problem(src, state.line, malformed(exc))
    writer.result.notes.append(f"{len(traces)} trace(s) in {writer.result.rows_read} row(s)")
    return writer.write(out)


def _limited(items, opts: Options, writer: RunWriter):  # type: ignore[no-untyped-def]
    for item in items:
        if opts.limit is not None and writer.result.rows_read >= opts.limit:
            return
        writer.result.rows_read += 1
        yield item
