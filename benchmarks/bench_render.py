"""Render benchmarks: answers rendered/s, and answers checked per minute in chromium with one browser reused
across answers versus one browser per answer.

    python benchmarks/bench_render.py [--render 2000] [--check 12]

The suite is synthetic: each answer has two prose sentences, a two-item list and a two-row table, six
markers over four sources, one of them blocked for the public reader. Checking needs /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from citeset.render import (
    CHROMIUM,
    CheckInputs,
    answer_views,
    check_target,
    launch,
    page_name,
    render_case_html,
)
from citeset.runs import load_run
from citeset.suite import load_suite


def _write(path: Path, rows: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def build(root: Path, n: int) -> tuple[Path, Path]:
    sources, spans, cases, run = [], [], [], []
    for i in range(n):
        texts = [f"Doc {i}-{k}.\nFact {k} of topic {i} is value {k * 7 + i}.\n" for k in range(4)]
        for k, text in enumerate(texts):
            vid = f"v{i}-{k}"
            sources.append({"version_id": vid, "source_id": f"d{i}-{k}", "title": f"Document {i}-{k}", "text": text,
                            "observed_at": "2025-01-01", **({"readers": ["staff"]} if k == 3 else {})})
            exact = text.split("\n")[1]
            spans.append({"span_id": f"s{i}-{k}", "version_id": vid, "start": text.index(exact),
                          "end": text.index(exact) + len(exact), "exact": exact})
        cases.append({"case_id": f"c{i}", "question": f"What about topic {i}?", "cutoff": "2026-01-01",
                      "answerable": False, "expected_behavior": "abstain", "claims": []})
        answer = (f"Topic {i} has fact zero [1]. It also has fact one [2].\n\n- Fact two holds [3]\n"
                  f"- Fact three holds [4]\n\n| Item | Value |\n|---|---|\n| zero | set [1] |\n| two | set [3] |\n")
        run.append({"case_id": f"c{i}", "answer_text": answer,
                    "sources": [{"marker": str(k + 1), "span_id": f"s{i}-{k}"} for k in range(4)]})
    _write(root / "sources.jsonl", sources)
    _write(root / "spans.jsonl", spans)
    _write(root / "cases.jsonl", cases)
    _write(root / "run.jsonl", run)
    return root, root / "run.jsonl"


def bench_render(root: Path, n: int) -> None:
    suite_path, run_path = build(root, n)
    suite = load_suite(suite_path)
    run = load_run(run_path, suite)
    t0 = time.perf_counter()
    views = answer_views(suite, run)
    pages = [render_case_html(v) for v in views]
    dt = time.perf_counter() - t0
    print(f"render: {n} answers in {dt:.2f} s = {n / dt:,.0f} answers/s "
          f"(mean page {sum(map(len, pages)) // n:,} bytes)")


def bench_check(root: Path, n: int) -> None:
    suite_path, run_path = build(root, n)
    suite = load_suite(suite_path)
    run = load_run(run_path, suite)
    folder = root / "pages"
    folder.mkdir()
    taken: set[str] = set()
    for view in answer_views(suite, run):
        (folder / page_name(view.case_id, taken)).write_text(render_case_html(view), encoding="utf-8")
    files = sorted(folder.glob("*.html"))
    inputs = CheckInputs(run=run, suite=suite)
    t0 = time.perf_counter()
    with launch() as browser:
        for f in files:
            assert check_target(str(f), inputs, browser).passed
    shared = time.perf_counter() - t0
    half = files[: max(1, n // 2)]
    t0 = time.perf_counter()
    for f in half:
        assert check_target(str(f), inputs).passed  # launches and closes its own browser
    own = (time.perf_counter() - t0) / len(half) * len(files)
    per_min_shared, per_min_own = 60 * n / shared, 60 * n / own
    print(f"check, one browser reused: {n} answers in {shared:.1f} s = {per_min_shared:.1f} answers/min "
          f"({n * 6 / shared:.2f} markers/s)")
    print(f"check, one browser per answer: {per_min_own:.1f} answers/min (measured on {len(half)} answers)")
    print(f"reuse speed-up: {per_min_shared / per_min_own:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--render", type=int, default=2000, help="answers to render")
    parser.add_argument("--check", type=int, default=12, help="answers to check in the browser")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "r").mkdir()
        bench_render(Path(tmp) / "r", args.render)
    if not CHROMIUM.exists():
        print(f"check: skipped ({CHROMIUM} is absent: apt-get install chromium)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "c").mkdir()
        bench_check(Path(tmp) / "c", args.check)


if __name__ == "__main__":
    main()
