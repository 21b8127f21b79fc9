"""`citeset import` (benchmarks and other tools' outputs -> suites and runs) and `citeset retrieve`
(baseline retrieval traces)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from citeset.errors import InputError
from citeset.report._text import neutral

MAX_LISTED = 20


@contextmanager
def _progress(label: str) -> Iterator[Callable[[str, int, int], None]]:
    """A rich progress bar on stderr driven by (stage, done, total) callbacks; silent when not a TTY."""
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal) as bar:
        tasks: dict[str, object] = {}

        def tick(stage: str, done: int, total: int) -> None:
            task = tasks.get(stage)
            if task is None:
                task = tasks[stage] = bar.add_task(f"{label}: {stage}", total=total or None)
            bar.update(task, completed=done, total=total or None)  # type: ignore[arg-type]

        yield tick


@click.command("import")
@click.argument("format", metavar="FORMAT")
@click.argument("src", type=click.Path(path_type=Path))
@click.option("--out", "out", required=True, type=click.Path(path_type=Path),
              help="Suite folder to write (for attributionbench: the calibration .jsonl file).")
@click.option("--force", is_flag=True, help="Replace an existing output (only after a successful import).")
@click.option("--corpus", type=click.Path(path_type=Path), default=None,
              help="Extra corpus file (HotpotQA/MuSiQue passages, MultiHop-RAG article bodies).")
@click.option("--predictions", type=click.Path(path_type=Path), default=None,
              help="System predictions to import as a run (FEVER predictions.jsonl).")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Import only the first N items.")
@click.option("--suite", "suite", type=click.Path(path_type=Path), default=None,
              help="openinference, langchain, llamaindex: the suite the traces answer (--out is then a run file).")
@click.option("--case-key", default=None,
              help="Trace formats: attribute/field naming the suite case (default: metadata.case_id for "
                   "openinference, case_id otherwise); without it the question text is matched.")
@click.option("--version-key", default=None,
              help="Trace formats: document metadata key naming the suite version (default version_id); "
                   "without it the document's text is searched in the suite's versions.")
def import_command(format: str, src: Path, out: Path, force: bool, corpus: Path | None,
                   predictions: Path | None, limit: int | None, suite: Path | None, case_key: str | None,
                   version_key: str | None) -> None:
    """Import a benchmark or another tool's output as a frozen suite (and a run when it has answers).

    FORMAT: multihop-rag, hotpotqa, musique, fever, hover, wice, attributionbench, alce, ragas, csv; and
    openinference, langchain, llamaindex (traces of an app -> a run for --suite).
    """
    from citeset.datasets import FORMATS, import_dataset

    if format.lower() not in FORMATS:
        raise InputError(f"unknown format {format!r}; known: {', '.join(FORMATS)}", field="FORMAT")
    started = time.perf_counter()
    with _progress(f"import {format}") as tick:
        result = import_dataset(format, src, out, force=force, limit=limit, corpus=corpus,
                                predictions=predictions, tick=lambda done, total: tick("read", done, total),
                                **_trace_options(suite, case_key, version_key))
    seconds = time.perf_counter() - started
    for skipped in result.skipped[:MAX_LISTED]:
        click.echo(f"skipped: {neutral(skipped.describe())}", err=True)
    if len(result.skipped) > MAX_LISTED:
        click.echo(f"skipped: ... and {len(result.skipped) - MAX_LISTED} more", err=True)
    for note in result.notes:
        click.echo(f"note: {neutral(note)}", err=True)
    if result.suite is not None:
        click.echo(f"suite {result.suite}: {result.cases} case(s), {result.versions} version(s), "
                   f"{result.spans} span(s), frozen")
    if result.run is not None:
        click.echo(f"run {result.run}: {result.run_records} record(s)")
    if result.calibration is not None:
        click.echo(f"calibration set {result.calibration}: {result.calibration_items} item(s)")
    click.echo(f"{result.rows_read} row(s) read, {len(result.skipped)} skipped, {seconds:.1f}s")


def _trace_options(suite: Path | None, case_key: str | None, version_key: str | None) -> dict[str, Any]:
    """The options of the trace formats that were given (the importers take them as keyword options)."""
    given = {"suite": suite, "case_key": case_key, "version_key": version_key}
    return {name: value for name, value in given.items() if value is not None}


@click.command("retrieve")
@click.argument("suite_path", metavar="SUITE", type=click.Path(path_type=Path))
@click.option("--retriever", default="bm25", show_default=True, help="bm25 or dense:PATH (local ONNX model folder).")
@click.option("--k", "k", type=click.IntRange(min=1), default=20, show_default=True, help="Chunks kept per case.")
@click.option("--chunking", default="sentences", show_default=True,
              help="sentences, paragraphs, versions or window:N:OVERLAP (N words, OVERLAP words shared).")
@click.option("--out", "out", required=True, type=click.Path(path_type=Path), help="Run file (JSON Lines) to write.")
@click.option("--force", is_flag=True, help="Replace an existing run file.")
def retrieve_command(suite_path: Path, retriever: str, k: int, chunking: str, out: Path, force: bool) -> None:
    """Rank the suite's chunks for every case's question and write a retrieval-only run with its trace."""
    from citeset._files import refuse_own_input
    from citeset.retrieval import make_retriever, parse_chunking, retrieve, write_run
    from citeset.suite import load_suite

    if out.exists() and not force:
        raise InputError("output run already exists (use --force to replace it)", path=out)
    refuse_own_input(out, (suite_path,))
    spec = parse_chunking(chunking)
    suite = load_suite(suite_path)
    started = time.perf_counter()
    with _progress("retrieve") as tick:
        engine = make_retriever(retriever, tick=lambda done, total: tick("embed", done, total))
        records = retrieve(suite, engine, k, spec, tick=tick)
    write_run(out, records)
    click.echo(f"run {out}: {len(records)} case(s), top {k} {spec} chunk(s) by {retriever}, "
               f"{time.perf_counter() - started:.1f}s")


COMMANDS: list[click.Command] = [import_command, retrieve_command]
