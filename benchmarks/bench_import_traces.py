"""Benchmark: `citeset import openinference` throughput at 100k spans (rows/s, peak memory).

    python benchmarks/bench_import_traces.py                  # 100,000 spans against HotpotQA dev 500
    python benchmarks/bench_import_traces.py --spans 20000

The suite holds HotpotQA dev 500's ~5,000 paragraphs (imported with `citeset import hotpotqa`) and one
case per trace (its question: a HotpotQA question with the trace number; route: two paragraphs), as an
evaluation export of one request per case would. Each trace is one RAG request as the OpenTelemetry SDK
exports it (`span.to_json()` shape, one span per line): a root CHAIN span with the question and the
answer, a RETRIEVER span with 5 documents (suite paragraphs, three naming their version in
`document.metadata`, one whole paragraph and one half paragraph placed by searching the suite's
versions for their text), and an LLM span.
Cases are matched by question text.

Timed: the import alone (read, group, match, place, write the run), in a fresh process whose peak RSS
is reported (the suite load is part of it, measured separately too).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import resource
import tempfile
import time
from pathlib import Path

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "hotpotqa_dev500" / "dev_subsampled.jsonl"


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _span(trace: int, span: int, parent: int | None, kind: str, attrs: dict[str, object]) -> str:
    return json.dumps({
        "name": kind.lower(), "context": {"trace_id": f"0x{trace:032x}", "span_id": f"0x{span:016x}"},
        "kind": "SpanKind.INTERNAL", "parent_id": f"0x{parent:016x}" if parent is not None else None,
        "start_time": f"2026-01-01T00:00:{span % 60:02d}.{span:06d}Z", "status": {"status_code": "OK"},
        "attributes": {"openinference.span.kind": kind, **attrs}, "events": [], "links": [],
    })


def make_suite(hotpot_suite: Path, out: Path, n_cases: int) -> None:
    """HotpotQA's versions and one case per trace (unfrozen suite written as JSON Lines)."""
    from citeset.suite import load_suite

    base = load_suite(hotpot_suite)
    out.mkdir()
    vids = list(base.texts)
    questions = [c.question for c in base.cases.values()]
    with (out / "sources.jsonl").open("w") as handle:
        for vid, text in base.texts.items():
            handle.write(json.dumps({"version_id": vid, "source_id": vid, "text": text}) + "\n")
    with (out / "spans.jsonl").open("w") as handle:
        for vid, text in base.texts.items():
            handle.write(json.dumps({"span_id": vid, "version_id": vid, "start": 0, "end": len(text),
                                     "exact": text}) + "\n")
    with (out / "cases.jsonl").open("w") as handle:
        for i in range(n_cases):
            route = [vids[(5 * i) % len(vids)], vids[(5 * i + 1) % len(vids)]]
            handle.write(json.dumps({"case_id": f"t{i}", "question": f"{questions[i % len(questions)]} #{i}",
                                     "reference_answer": "x", "claims": [{"claim_id": "c", "text": "x",
                                     "routes": [{"set_id": "r", "members": route}]}]}) + "\n")


def write_spans(suite_dir: Path, path: Path, n_spans: int) -> int:
    from citeset.suite import load_suite

    suite = load_suite(suite_dir)
    cases = list(suite.cases.values())
    versions = list(suite.texts.items())
    written = trace = 0
    with path.open("w", encoding="utf-8") as handle:
        while written < n_spans:
            case = cases[trace % len(cases)]
            root, retriever, llm = 3 * trace + 1, 3 * trace + 2, 3 * trace + 3
            docs: dict[str, object] = {}
            for i in range(5):
                vid, text = versions[(trace * 5 + i) % len(versions)]
                base = f"retrieval.documents.{i}.document"
                # documents 1 and 3: a whole paragraph and a chunk of one (its second half), found by search
                content = text.strip() if i != 3 else text.strip()[len(text.strip()) // 2:]
                docs.update({f"{base}.id": f"node-{trace}-{i}", f"{base}.content": content,
                             f"{base}.score": 1.0 - i / 10})
                if i % 2 == 0:
                    docs[f"{base}.metadata"] = json.dumps({"version_id": vid})
            rows = [_span(trace, root, None, "CHAIN", {"input.value": case.question,
                                                      "output.value": "An answer [1][2]."}),
                    _span(trace, retriever, root, "RETRIEVER", {"input.value": case.question, **docs}),
                    _span(trace, llm, root, "LLM", {"llm.output_messages.0.message.content": "An answer [1][2]."})]
            for row in rows[: n_spans - written]:
                handle.write(row + "\n")
                written += 1
            trace += 1
    return trace


def _import(suite_dir: str, src: str, out: str, queue: mp.Queue) -> None:  # type: ignore[type-arg]
    from citeset.datasets import import_dataset
    from citeset.suite import load_suite

    t = time.perf_counter()
    load_suite(suite_dir)
    load_s = time.perf_counter() - t
    t = time.perf_counter()
    result = import_dataset("openinference", src, out, suite=suite_dir)
    queue.put({"seconds": time.perf_counter() - t, "suite_load_s": load_s, "peak_mb": _peak_mb(),
               "rows": result.rows_read, "records": result.run_records, "skipped": len(result.skipped),
               "notes": result.notes})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spans", type=int, default=100_000)
    args = parser.parse_args()
    from citeset.datasets import import_dataset

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        import_dataset("hotpotqa", DATA, tmp / "hotpot")
        make_suite(tmp / "hotpot", tmp / "suite", -(-args.spans // 3))
        traces = write_spans(tmp / "suite", tmp / "spans.jsonl", args.spans)
        size_mb = (tmp / "spans.jsonl").stat().st_size / 1e6
        queue: mp.Queue = mp.get_context("spawn").Queue()  # type: ignore[type-arg]
        proc = mp.get_context("spawn").Process(target=_import, args=(str(tmp / "suite"), str(tmp / "spans.jsonl"),
                                                                   str(tmp / "run.jsonl"), queue))
        proc.start()
        out = queue.get()
        proc.join()
    print(f"spans: {out['rows']:,} ({traces:,} traces, {size_mb:.0f} MB JSON Lines)")
    print(f"import: {out['seconds']:.1f} s = {out['rows'] / out['seconds']:,.0f} spans/s "
          f"({traces / out['seconds']:,.0f} traces/s); suite load alone {out['suite_load_s']:.1f} s")
    print(f"peak RSS of the importing process: {out['peak_mb']:.0f} MB")
    print(f"run records: {out['records']:,}; rows reported: {out['skipped']:,}")
    for note in out["notes"]:
        print(f"note: {note}")


if __name__ == "__main__":
    main()
