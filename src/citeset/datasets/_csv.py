"""A plain CSV of `question, answer, contexts` (header required), the lowest common denominator of
RAG logs. Optional columns: `id`, `reference` (or `ground_truth`), `reference_contexts`.

`contexts` (and `reference_contexts`) hold a JSON or Python list literal, or several contexts joined
by `||`, or a single context. Mapping as for Ragas: contexts become whole-text versions, the answers
a run whose trace lists the contexts in order, with `[n]` markers in the answer citing the n-th
context (1-based); without `reference_contexts` there is no evidence
annotation and the claim is not required. A missing required column is bad input (line 1).
"""

from __future__ import annotations

from pathlib import Path

from citeset.datasets._common import Options, SuiteBuilder
from citeset.datasets._io import iter_csv_rows
from citeset.datasets._ragas import add_row

REQUIRED = ("question", "answer", "contexts")


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("csv")
    header: list[str] = []
    for line, index, row in builder.take(iter_csv_rows(src, required=REQUIRED, tick=opts.tick), opts.limit):
        header = header or list(row)
        names = {"question": "question", "response": "answer", "retrieved": "contexts",
                 "reference": "reference" if "reference" in row else "ground_truth",
                 "reference_contexts": "reference_contexts"}
        with builder.row(src, line):
            add_row(builder, row, src, line, int(index), names)
    return builder
