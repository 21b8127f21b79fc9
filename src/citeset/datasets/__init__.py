"""Importers: public benchmarks and other tools' outputs into frozen citeset suites (and runs).

`import_dataset(format, src, out, **opts)` picks the importer from `FORMATS`, builds the suite in
memory while reporting rows it cannot map, and writes it atomically: a failed import never touches
an existing suite. Where the data carries system outputs a run is written too (`SUITE/run.jsonl`).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from citeset.datasets._common import ImportResult, Options, Skipped, check_target, write_result
from citeset.errors import InputError

FORMATS: dict[str, str] = {
    "multihop-rag": "MultiHop-RAG queries/answers/evidence facts (null_query -> unanswerable)",
    "hotpotqa": "HotpotQA, original (sentence supporting_facts) or IRCoT paragraph format (detected)",
    "musique": "MuSiQue; decomposition hops become route members",
    "fever": "FEVER claims (+ predictions.jsonl as a run); evidence groups are alternative routes",
    "hover": "HoVer claims with supporting facts over 2-4 hops",
    "wice": "WiCE claims; alternative supporting_sentences sets become alternative routes",
    "attributionbench": "AttributionBench/ExpertQA-style labelled pairs -> judge calibration JSONL",
    "alce": "ALCE result JSON (answers with [n] markers over docs) -> suite + run",
    "ragas": "Ragas evaluation dataset (user_input, response, retrieved/reference contexts) -> suite + run",
    "csv": "plain CSV with question, answer, contexts columns -> suite + run",
    "openinference": "OpenInference/OpenTelemetry spans (Arize Phoenix, OTel JSON, OTLP) -> run for --suite",
    "langchain": "LangChain chain outputs (question, answer, Documents) as JSON Lines -> run for --suite",
    "llamaindex": "LlamaIndex responses (query, response, source_nodes) as JSON Lines -> run for --suite",
}
"""Format name -> what it reads."""

_MODULES = {
    "multihop-rag": "_multihop_rag", "hotpotqa": "_hotpotqa", "musique": "_musique", "fever": "_fever",
    "hover": "_hover", "wice": "_wice", "attributionbench": "_attributionbench", "alce": "_alce",
    "ragas": "_ragas", "csv": "_csv", "openinference": "_openinference", "langchain": "_langchain",
    "llamaindex": "_llamaindex",
}


def import_dataset(
    format: str,
    src: str | Path,
    out: str | Path,
    *,
    force: bool = False,
    limit: int | None = None,
    corpus: str | Path | None = None,
    predictions: str | Path | None = None,
    freeze: bool = True,
    tick: Any = None,
    **extra: Any,
) -> ImportResult:
    """Import `src` (a file or a folder) of `format` into the suite folder `out`.

    Rows that cannot be mapped, including rows that are bad input (a missing required field, a
    referenced document that is absent), are skipped and listed in the result (file, line, field,
    reason): one bad row never aborts the import. Bad input as a whole (unknown format, files that do
    not belong together, an unreadable file, or fewer than half of the rows read mapped to a case)
    raises InputError naming file, line and field, before anything is written.
    """
    name = format.lower()
    if name not in _MODULES:
        raise InputError(f"unknown format {format!r}; known: {', '.join(FORMATS)}", field="FORMAT")
    source, target = Path(src), Path(out)
    if not source.exists():
        raise InputError("source not found", path=source)
    for label, value in (("corpus", corpus), ("predictions", predictions)):
        if value is not None and not Path(value).exists():
            raise InputError(f"{label} file not found", path=value, field=label)
    module = importlib.import_module(f"citeset.datasets.{_MODULES[name]}")
    check_target(target, force, file=hasattr(module, "run_import"))
    if force and target.exists():
        _refuse_inputs_inside(target, [source, corpus, predictions])
    opts = Options(limit=limit, corpus=Path(corpus) if corpus else None,
                   predictions=Path(predictions) if predictions else None, tick=tick, extra=extra)
    if hasattr(module, "run_import"):  # formats that do not produce a suite (calibration sets, trace runs)
        result: ImportResult = module.run_import(source, target, opts, force=force)
        return result
    builder = module.build(source, opts)
    return write_result(builder, target, force=force, freeze=freeze)


__all__ = ["FORMATS", "ImportResult", "Skipped", "import_dataset"]


def _refuse_inputs_inside(target: Path, inputs: list[Path | str | None]) -> None:
    """--force replaces `target` as a whole: an input inside it (its run.jsonl, a file under objects/) would be
    lost with it (a hardening re-audit lost both)."""
    from citeset._files import within

    for given in inputs:
        if given is not None and within(given, target):
            raise InputError(f"an input of the import is inside --out ({given}), which --force replaces as a whole; "
                             f"move it, or give another --out", path=target, field="--out")
