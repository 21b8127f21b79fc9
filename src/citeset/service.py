"""The evaluation service: load a suite and a run, evaluate, and write the report set.

A library module that the command line, the demo and anything else that evaluates from files call, so they
share one path: one judge construction (with its label cache), one progress display, one crash-consistent
writer (`citeset.report._set`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from rich.console import Console

from citeset._aio import run as run_coroutine
from citeset._files import sha256_if_file
from citeset.errors import InputError
from citeset.scale import ScaleOptions, make_judge

__all__ = ["RenderChecker", "ScaleOptions", "make_judge", "run_evaluation"]
CARDS_SHOWN = 500
"""Cards kept for report.md (and, with keep_cards="small", returned) when a run has at most this many."""

SavePng = Callable[[str, bytes], str]
RenderChecker = Callable[[Any, Any, str, SavePng | None], Mapping[str, Sequence[Any]] | None]
"""(suite, run, attach, save_png) -> findings per case, or None when the rendered answers were not checked."""


def run_evaluation(suite_path: Path, run_path: Path, judge_spec: str, ks: tuple[int, ...], out: Path | None,
                   attach: str = "sentence", seed: int = 0, n_boot: int = 1000, cache: Path | None = None,
                   no_cache: bool = False, progress: bool | None = None, keep_cards: bool | Literal["small"] = True,
                   cases_in_run: bool = False, render_checker: RenderChecker | None = None,
                   scale: ScaleOptions | None = None) -> Any:
    """Load and evaluate; with `out`, write report.json, cards.jsonl, report.md and manifest.json as one set
    that replaces `out` atomically (see `citeset.report._set`).

    `scale` spreads the cases over worker processes or Ray tasks (`citeset.scale`); the report set is byte
    for byte the one a single process writes. Default: this process only (worker processes are spawned, so a
    script that asks for them needs the `if __name__ == "__main__":` guard). `keep_cards`: True returns every card, "small" only when the run
    has at most `CARDS_SHOWN` (a sharded run then never holds all cards in memory), False none.

    `render_checker` (`citeset.render.make_render_checker`, which sits above this module) checks the answers
    as displayed when the run carries `trace.rendered_html`; its findings fail the citations they name, and
    screenshots of offending markers go into `out` beside the cards."""
    settings: dict[str, Any] = dict(judge_spec=judge_spec, ks=ks, attach=attach, seed=seed, n_boot=n_boot, cache=cache,
                    no_cache=no_cache, progress=progress, keep_cards=keep_cards, cases_in_run=cases_in_run,
                    render_checker=render_checker, scale=scale or ScaleOptions(workers=1, stream=False), out=out)
    try:
        with _executor(settings["scale"]):  # Ray connected (or a clear error) before any work starts
            if out is None:
                return _evaluate(suite_path, run_path, None, **settings)
            from citeset.report._set import write_report_set

            with write_report_set(out) as files:
                return _evaluate(suite_path, run_path, files, **settings)
    except sqlite3.DatabaseError as exc:
        from citeset.judges import default_cache_path

        raise InputError(f"the judge label cache is unreadable ({exc}); delete it or run with --no-cache",
                         path=cache or default_cache_path()) from None


def _executor(scale: ScaleOptions) -> Any:
    if scale.executor != "ray":
        return contextlib.nullcontext()
    from citeset.scale import ray_session

    return ray_session(scale.ray_address, scale.workers)


def _progress_bar(progress: bool | None, n_cases: int, *, in_bytes: bool = False) -> Any:
    """The progress display on stderr (a terminal, and 50 cases or more, unless `progress` says otherwise):
    cases evaluated, or (`in_bytes`) input checked, out of `n_cases` cases or bytes."""
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    err = Console(stderr=True)
    show = progress if progress is not None else (err.is_terminal and (in_bytes or n_cases >= 50))
    return Progress(TextColumn("checking inputs" if in_bytes else "evaluating"), BarColumn(),
                    DownloadColumn() if in_bytes else MofNCompleteColumn(), TimeRemainingColumn(),
                    console=err, disable=not show, transient=True)


def freeze_suite_folder(suite: Path, *, accept_changes: bool = False, progress: bool | None = None) -> Any:
    """`citeset freeze`: a large suite is frozen as a stream (`citeset.scale.freeze_folder`), showing on
    stderr (a terminal, unless `progress` says otherwise) the inputs checked, then the cases sealed."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from citeset.scale import freeze_folder, suite_input_bytes

    total = suite_input_bytes(suite) if suite.is_dir() else 0
    err = Console(stderr=True)
    show = progress if progress is not None else err.is_terminal
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.fields[shown]}"),
                  TimeElapsedColumn(), console=err, disable=not show, transient=True) as bar:
        checking = bar.add_task("checking inputs", total=total, visible=False, shown="")
        sealing = bar.add_task("sealing cases", total=None, visible=False, shown="")

        def checked(n: int) -> None:
            bar.update(checking, advance=n, visible=True)
            done = bar.tasks[checking].completed
            bar.update(checking, shown=f"{done / 1e6:,.1f}/{total / 1e6:,.1f} MB")

        def sealed(n: int) -> None:
            bar.update(checking, visible=False)
            bar.update(sealing, advance=n, visible=True)
            bar.update(sealing, shown=f"{int(bar.tasks[sealing].completed):,} cases")

        return freeze_folder(suite, accept_changes=accept_changes, checked=checked, sealed=sealed)


def _evaluate(suite_path: Path, run_path: Path, files: Any, *, judge_spec: str, ks: tuple[int, ...], attach: str,
              seed: int, n_boot: int, cache: Path | None, no_cache: bool, progress: bool | None,
              keep_cards: bool | str, cases_in_run: bool = False, render_checker: RenderChecker | None = None,
              scale: ScaleOptions, out: Path | None) -> Any:

    from citeset.evidence import EvalConfig, evaluate_async
    from citeset.runs import load_run
    from citeset.suite import load_suite

    config = EvalConfig(ks=tuple(sorted(set(ks))), attach=attach, seed=seed, n_boot=n_boot)  # type: ignore[arg-type]
    sharded: dict[str, Any] = dict(judge_spec=judge_spec, cache=cache, no_cache=no_cache, progress=progress,
                                   keep_cards=keep_cards, cases_in_run=cases_in_run, render_checker=render_checker,
                                   scale=scale, out=out)

    def new_judge() -> Any:  # built once the suite is checked: a bad suite is reported first either way
        return make_judge(judge_spec, cache, no_cache)

    if _streams(Path(suite_path), Path(run_path), scale):  # checked as a stream: never held whole here
        return _evaluate_sharded(suite_path, run_path, files, [], new_judge, config, **sharded)
    suite = load_suite(suite_path)
    judge = new_judge()
    if scale.sharded(len(suite.cases)) and _rereadable(Path(run_path), scale):
        held = [suite]  # handed over, so that the parent's copy can be freed before the workers load theirs
        del suite
        return _evaluate_sharded(suite_path, run_path, files, held, lambda: judge, config, **sharded)
    run = load_run(run_path, suite)
    findings = _render_findings(render_checker, suite, run, attach, files)

    async def go(on_result: Callable[[Any], None] | None) -> Any:
        with _progress_bar(progress, len(suite.cases)) as bar:
            task = bar.add_task("cases", total=len(suite.cases))
            return await evaluate_async(suite, run, judge, config, on_result=on_result,
                                        progress=lambda n: bar.advance(task, n), keep_cards=bool(keep_cards),
                                        cases="run" if cases_in_run else None, render_findings=findings)

    if files is None:
        return run_coroutine(go(None))
    with files.open("cards.jsonl") as handle:
        def sink(result: Any) -> None:
            for card in result.cards:
                handle.write(card.model_dump_json())
                handle.write("\n")

        evaluation = run_coroutine(go(sink))
    write_report_files(files, evaluation.report, evaluation.cards, suite_path, run_path, suite)
    return evaluation


def write_report_files(files: Any, report: Any, cards: Sequence[Any], suite_path: Path, run_path: Path,
                       suite: Any) -> None:
    """report.json and report.md (cards.jsonl is written as cases finish); screenshots no card shows removed."""
    from citeset.report._render import to_markdown

    if files.images:
        files.keep_images(_screenshots_shown(files.folder / "cards.jsonl"))

    _record_inputs(report, suite_path, run_path, suite)
    with files.open("report.json") as handle:
        handle.write(report.model_dump_json(indent=2) + "\n")
    with files.open("report.md") as handle:
        handle.write(to_markdown(report, cards if len(cards) <= CARDS_SHOWN else None))


def _screenshots_shown(cards: Path) -> set[str]:
    """The screenshot names the written cards give (only lines naming one are parsed)."""
    shown: set[str] = set()
    with cards.open("rb") as handle:
        for line in handle:
            if b'"screenshot":"' in line:
                card = json.loads(line)
                shown.update(f["screenshot"] for f in card["render_findings"] if f["screenshot"])
                shown.update(f["screenshot"] for v in card["citations"] for f in v["rendering"] if f["screenshot"])
    return shown


def _rereadable(run_path: Path, scale: ScaleOptions) -> bool:
    """Whether shard workers can read the run again: a pipe is read once, here, by one process."""
    if run_path.is_file():
        return True
    if scale.resume or scale.executor == "ray":
        raise InputError("must be a regular file for --resume or --executor ray (shard workers read it again)",
                         path=run_path)
    return False


def _streams(suite_path: Path, run_path: Path, scale: ScaleOptions) -> bool:
    """Whether to evaluate a suite folder checked as a stream (`ScaleOptions.streams`): by the size of the
    inputs, else by the case count, which decides the default number of processes (non-blank lines are
    counted first; the check proper comes next)."""
    if not suite_path.exists() or not run_path.exists() or run_path.is_dir():
        return False  # the loaders name what is missing or wrong
    if not suite_path.is_dir() or not _rereadable(run_path, scale):
        if scale.stream:
            raise InputError("--stream needs a suite folder and a run that is a regular file (a bundle or a "
                             "pipe is read whole)", path=run_path if suite_path.is_dir() else suite_path)
        return False
    from citeset.scale import suite_input_bytes
    from citeset.suite._load import CASES, require_suite_files

    require_suite_files(suite_path)
    if scale.streams(suite_input_bytes(suite_path, run_path)):
        return True
    if scale.stream is False:
        return False
    with (suite_path / CASES).open("rb") as handle:
        return scale.sharded(sum(1 for line in handle if line.strip()))


@dataclass
class _Prepared:
    """A checked sharded evaluation, without the suite (workers load their own)."""

    job: Any
    suite: Any
    run: Any
    retrieves: bool
    scope: str
    inputs: dict[str, str | None]
    render_checked: bool
    judge: Any


def _nothing() -> None:
    return None


def _prepare(suite_path: Path, run_path: Path, files: Any, held: list[Any], new_judge: Callable[[], Any], config: Any,
             judge_spec: str, cache: Path | None, no_cache: bool, cases_in_run: bool,
             render_checker: RenderChecker | None, index_at: Path | None, progress: bool | None,
             core_free: Callable[[], object]) -> _Prepared:
    """Check the suite and run in full (file:line:field errors before any work), select and describe the
    cases. A suite folder is checked as a stream into an index at `index_at` (`held` is empty); a bundle
    arrives loaded in `held` (`index_at` is None) and is dropped on return (only its summary stays).
    `core_free` is called (perhaps more than once) when the check leaves a core free for workers to start."""
    from citeset.scale import ShardJob

    if index_at is None:
        core_free()
        checked = _check_loaded(suite_path, run_path, held.pop(), cases_in_run, new_judge)
    else:
        checked = _check_streaming(suite_path, run_path, index_at, cases_in_run, new_judge, progress, core_free)
    judge = checked.judge
    findings = None
    if render_checker is not None and checked.rendered:  # the browser runs here, once, over the whole run
        findings = _render_sharded(render_checker, suite_path, run_path, checked.index, config.attach, files)
    job = ShardJob(suite_path=Path(suite_path), run_path=Path(run_path), cases=checked.cases,
                   judge_spec=judge_spec, cache=cache, no_cache=no_cache, config=config,
                   retrieves=checked.retrieves, render_findings=findings,
                   settings=_settings(judge_spec, judge, config, cases_in_run, findings),
                   index=checked.index)
    return _Prepared(job=job, suite=checked.suite, run=checked.run, retrieves=checked.retrieves,
                     scope="run" if cases_in_run else "all", inputs=checked.inputs,
                     render_checked=findings is not None, judge=judge)


def _settings(judge_spec: str, judge: Any, config: Any, cases_in_run: bool, findings: Any) -> dict[str, Any]:
    """Every setting that changes results (a resumed run must match them)."""
    from citeset._version import __version__, code_digest

    return dict(citeset=__version__, code=code_digest(), judge=judge_spec, judge_key=judge.spec.key,
                ks=list(config.ks), attach=config.attach, seed=config.seed, bootstrap=config.n_boot,
                cases_in_run=cases_in_run, render_check=None if findings is None else sorted(findings))


@dataclass
class _Checked:
    """What the parent keeps of checked inputs: the selected cases, summaries and digests."""

    cases: Any
    """`HeldCases` (a suite loaded whole) or `IndexedCases` (numbered in the index, never held here)."""
    suite: Any
    run: Any
    retrieves: bool
    rendered: bool
    inputs: dict[str, str | None]
    index: Path | None
    """The index of a suite checked as a stream; None for a suite loaded whole."""
    judge: Any


def _check_streaming(suite_path: Path, run_path: Path, index_at: Path, cases_in_run: bool,
                     new_judge: Callable[[], Any], progress: bool | None, core_free: Callable[[], object]) -> _Checked:
    """The suite, then the judge, then the run: the order of the errors one process reports. `core_free`:
    told when this check leaves a core free (at once, or when the run's helper is done)."""
    from citeset.corpus._manifest import MANIFEST_NAME
    from citeset.runs import Run
    from citeset.scale import (
        IndexedCases,
        check_run_streaming,
        check_suite_streaming,
        input_digests,
        suite_files,
    )
    from citeset.scale._index import room_for_index
    from citeset.scale._inputs import Count
    from citeset.scale._runcheck import RunCheck

    files = [*suite_files(Path(suite_path)), Path(run_path)]
    total = sum(f.stat().st_size for f in files)
    # A large run is checked by a helper process while this one checks the suite (`_runcheck`),
    # and its cases too, unless a manifest says what they must be (which only this process reads)
    helper = (RunCheck(Path(suite_path), Path(run_path), index_at.parent,
                       cases=not (Path(suite_path) / MANIFEST_NAME).exists()).start()
              if RunCheck.wanted(Path(run_path)) else None)
    if helper is None:
        core_free()
    try:
        with _progress_bar(progress, total, in_bytes=True) as bar:
            task = bar.add_task("inputs", total=total)

            def advance(n: int) -> None:
                bar.advance(task, n + (helper.progress() if helper is not None else 0))
                if helper is not None and not helper.process.is_alive():
                    core_free()

            room = "give --out a folder on a disk with room for about the size of the inputs"
            with room_for_index(index_at.parent, room):
                summary, index = check_suite_streaming(Path(suite_path), index_at, advance,
                                                       cases=helper if helper is not None and helper.cases else None)
            core_free()  # from here this process waits for the helper, if it still runs
            with index:
                judge = new_judge()
                with room_for_index(index_at.parent, room):
                    run = (helper.finish(index, advance) if helper is not None
                           else check_run_streaming(Path(run_path), index, advance))
                    selected = index.select(with_records=cases_in_run)
                inputs = input_digests(Path(suite_path), Path(run_path), index.texts_digest(),
                                       helper.files if helper is not None else None)
    finally:
        if helper is not None:
            helper.stop()
    as_run = Run(records=Count(run.records), path=Path(run_path))  # type: ignore[arg-type]
    return _Checked(cases=IndexedCases(index_at, selected), suite=summary, run=as_run, retrieves=run.retrieves, rendered=run.rendered,
                    inputs=inputs, index=index_at, judge=judge)


def _check_loaded(suite_path: Path, run_path: Path, suite: Any, cases_in_run: bool,
                  new_judge: Callable[[], Any]) -> _Checked:
    from citeset.evidence import select_cases
    from citeset.scale import HeldCases, digest_of_texts, index_run, input_digests, summarize_suite

    index = index_run(run_path, suite)
    run = index.as_run()
    cases, _ = select_cases(suite, run, "run" if cases_in_run else None)
    return _Checked(cases=HeldCases([c.case_id for c in cases]), suite=summarize_suite(suite), run=run,
                    retrieves=index.retrieves, rendered=index.rendered,
                    inputs=input_digests(Path(suite_path), Path(run_path), digest_of_texts(suite.digests)),
                    index=None, judge=new_judge())


def _evaluate_sharded(suite_path: Path, run_path: Path, files: Any, held: list[Any], new_judge: Callable[[], Any],
                      config: Any, **options: Any) -> Any:
    """The run checked here, its shards evaluated by workers (`citeset.scale`), their tallies merged
    (`options`: those of `_sharded_in`)."""
    from citeset.scale._tmp import PrivateTemp
    from citeset.scale._work import index_folder

    out = options["out"]
    with contextlib.ExitStack() as temporary:  # without --out: a private folder under $TMPDIR (`PrivateTemp`)
        if out is not None:
            work, building = Path(f"{os.path.abspath(out)}.partial"), None if held else index_folder(out)
        else:
            folder = temporary.enter_context(PrivateTemp("run"))
            work, building = folder / "work", None if held else folder / "index"
            if building is not None:
                building.mkdir(mode=0o700)
        return _sharded_in(work, building, suite_path, run_path, files, held, new_judge, config, **options)


def _sharded_in(work: Path, building: Path | None, suite_path: Path, run_path: Path, files: Any, held: list[Any],
                new_judge: Callable[[], Any], config: Any, *, judge_spec: str, cache: Path | None, no_cache: bool,
                progress: bool | None, keep_cards: bool | str, cases_in_run: bool,
                render_checker: RenderChecker | None, scale: ScaleOptions, out: Path | None) -> Any:
    """`_evaluate_sharded` with its work folder and the folder for the index (None: no index needed)."""
    from citeset.evidence import Evaluation, build_report
    from citeset.scale import WorkerPool, clear_work, release_memory, run_sharded

    # Local workers start while the inputs are checked, as soon as a core is free (`_check_streaming`);
    # not when resuming, which may find every shard complete.
    pool = WorkerPool(scale.processes_ahead()) if scale.executor == "local" and not scale.resume else None
    try:
        ready = _prepare(suite_path, run_path, files, held, new_judge, config, judge_spec, cache, no_cache,
                         cases_in_run, render_checker, None if building is None else building / "index.sqlite",
                         progress, pool.start if pool is not None else _nothing)
        release_memory()  # what the check held is gone: its pages go to the workers
        n_cases = len(ready.job.cases)
        with _progress_bar(progress, n_cases) as bar:
            task = bar.add_task("cases", total=n_cases)
            result = run_sharded(ready.job, ready.inputs, scale, work, lambda n: bar.advance(task, n),
                                 keep_work=out is not None, pool=pool)
        report = build_report(ready.suite, ready.run, ready.judge, config, result.tally, cases=n_cases, scope=ready.scope,
                              reader=None, render_checked=ready.render_checked, retrieves=ready.retrieves)
        small = report.counts.cards <= CARDS_SHOWN
        cards = _read_cards(result.card_files) if keep_cards is True or (keep_cards and small) else []
        if files is not None:
            with files.open("cards.jsonl") as handle:
                for path in result.card_files:
                    with path.open(encoding="utf-8") as shard:
                        shutil.copyfileobj(shard, handle, 1 << 20)
            write_report_files(files, report, cards if small else [], suite_path, run_path, ready.suite)
    finally:
        if pool is not None:  # idle workers told to exit; busy ones (a failure) ended
            pool.close()
        if building is not None and out is not None:  # OUT.index (a `PrivateTemp` goes by itself)
            shutil.rmtree(building, ignore_errors=True)
    if out is not None:
        clear_work(work)  # a failure above keeps it, for --resume
    return Evaluation(report, cards)


def _read_cards(paths: Sequence[Path]) -> list[Any]:
    from citeset.cards import Card

    cards: list[Any] = []
    for path in paths:
        with path.open("rb") as handle:
            cards.extend(Card.model_validate_json(line) for line in handle if line.strip())
    return cards


def _render_findings(checker: RenderChecker | None, suite: Any, run: Any, attach: str,
                     files: Any) -> Mapping[str, Sequence[Any]] | None:
    """The render checks on the run's rendered answers, when it has any; screenshots join the report set."""
    if checker is None or not any(r.trace is not None and r.trace.rendered_html for r in run.records.values()):
        return None
    return checker(suite, run, attach, _png_saver(files))


def _render_sharded(checker: RenderChecker, suite_path: Path, run_path: Path, index: Path | None, attach: str,
                    files: Any) -> Mapping[str, Sequence[Any]] | None:
    """The render checks of a sharded run: batch by batch through the index of a suite checked as a stream;
    a bundle (small by nature) is loaded whole."""
    if index is not None:
        from citeset.scale import render_in_batches

        return render_in_batches(checker, Path(suite_path), Path(run_path), index, attach, _png_saver(files))
    from citeset.runs import load_run
    from citeset.suite import load_suite

    suite = load_suite(suite_path)
    return _render_findings(checker, suite, load_run(run_path, suite), attach, files)


def _png_saver(files: Any) -> SavePng | None:
    """Stores a screenshot in the report set being written (None: no report set)."""
    if files is None:
        return None
    return files.add_image  # type: ignore[no-any-return]


def _record_inputs(report: Any, suite_path: Path, run_path: Path, suite: Any) -> None:
    """What this evaluation rests on, so two report sets can be told apart (`citeset diff`): the digests of
    the run file and of the suite's manifest (None when unfrozen), and a run id derived from them, the judge
    spec and the settings (deterministic: the same inputs give the same id and byte-identical reports)."""
    manifest = Path(suite_path) / "manifest.json" if Path(suite_path).is_dir() else None
    report.suite["digest"] = sha256_if_file(manifest) if manifest is not None and suite.manifest is not None else None
    report.run["digest"] = sha256_if_file(Path(run_path))
    basis = json.dumps([report.suite["digest"], report.run["digest"], report.judge.key, report.config],
                       sort_keys=True, default=str)
    report.run["id"] = hashlib.sha256(basis.encode()).hexdigest()[:16]
