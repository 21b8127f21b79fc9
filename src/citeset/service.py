"""The evaluation service: load a suite and a run, evaluate, and write the report set.

A library module that the command line, the demo and anything else that evaluates from files call, so they
share one path: one judge construction (with its label cache), one progress display, one crash-consistent
writer (`citeset.report._set`).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

from citeset.errors import InputError

SavePng = Callable[[str, bytes], str]
RenderChecker = Callable[[Any, Any, str, SavePng | None], Mapping[str, Sequence[Any]] | None]
"""(suite, run, attach, save_png) -> findings per case, or None when the rendered answers were not checked."""


def make_judge(spec: str, cache: Path | None = None, no_cache: bool = False) -> Any:
    """The judge a spec names, behind the label cache unless that costs more than judging (rules)."""
    from citeset.judges import DEFAULT_CACHE_PATH, CachedJudge, load_judge

    judge = load_judge(spec)
    if no_cache or (cache is None and judge.spec.name == "rules"):
        return judge  # the rules judge is cheaper to run than to look up
    return CachedJudge(judge, cache or DEFAULT_CACHE_PATH)


def run_evaluation(suite_path: Path, run_path: Path, judge_spec: str, ks: tuple[int, ...], out: Path | None,
                   attach: str = "sentence", seed: int = 0, n_boot: int = 1000, cache: Path | None = None,
                   no_cache: bool = False, progress: bool | None = None, keep_cards: bool = True,
                   cases_in_run: bool = False, render_checker: RenderChecker | None = None) -> Any:
    """Load and evaluate; with `out`, write report.json, cards.jsonl, report.md and manifest.json as one set
    that replaces `out` atomically (see `citeset.report._set`).

    `render_checker` (`citeset.render.make_render_checker`, which sits above this module) checks the answers
    as displayed when the run carries `trace.rendered_html`; its findings fail the citations they name, and
    screenshots of offending markers go into `out` beside the cards."""
    settings: dict[str, Any] = dict(judge_spec=judge_spec, ks=ks, attach=attach, seed=seed, n_boot=n_boot, cache=cache,
                    no_cache=no_cache, progress=progress, keep_cards=keep_cards, cases_in_run=cases_in_run,
                    render_checker=render_checker)
    try:
        if out is None:
            return _evaluate(suite_path, run_path, None, **settings)
        from citeset.report._set import write_report_set

        with write_report_set(out) as files:
            return _evaluate(suite_path, run_path, files, **settings)
    except sqlite3.DatabaseError as exc:
        from citeset.judges import DEFAULT_CACHE_PATH

        raise InputError(f"the judge label cache is unreadable ({exc}); delete it or run with --no-cache",
                         path=cache or DEFAULT_CACHE_PATH) from None


def _evaluate(suite_path: Path, run_path: Path, files: Any, *, judge_spec: str, ks: tuple[int, ...], attach: str,
              seed: int, n_boot: int, cache: Path | None, no_cache: bool, progress: bool | None,
              keep_cards: bool, cases_in_run: bool = False, render_checker: RenderChecker | None = None) -> Any:
    import asyncio

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from citeset.evidence import EvalConfig, evaluate_async
    from citeset.report._render import to_markdown
    from citeset.runs import load_run
    from citeset.suite import load_suite

    suite = load_suite(suite_path)
    run = load_run(run_path, suite)
    judge = make_judge(judge_spec, cache, no_cache)
    findings = _render_findings(render_checker, suite, run, attach, files)
    config = EvalConfig(ks=tuple(sorted(set(ks))), attach=attach, seed=seed, n_boot=n_boot)  # type: ignore[arg-type]
    err = Console(stderr=True)
    show = progress if progress is not None else (err.is_terminal and len(suite.cases) >= 50)

    async def go(on_result: Callable[[Any], None] | None) -> Any:
        with Progress(TextColumn("evaluating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      console=err, disable=not show, transient=True) as bar:
            task = bar.add_task("cases", total=len(suite.cases))
            return await evaluate_async(suite, run, judge, config, on_result=on_result,
                                        progress=lambda n: bar.advance(task, n), keep_cards=keep_cards,
                                        cases="run" if cases_in_run else None, render_findings=findings)

    if files is None:
        return asyncio.run(go(None))
    with files.open("cards.jsonl") as handle:
        def sink(result: Any) -> None:
            for card in result.cards:
                handle.write(card.model_dump_json())
                handle.write("\n")

        evaluation = asyncio.run(go(sink))
    _record_inputs(evaluation.report, suite_path, run_path, suite)
    with files.open("report.json") as handle:
        handle.write(evaluation.report.model_dump_json(indent=2) + "\n")
    with files.open("report.md") as handle:
        handle.write(to_markdown(evaluation.report, evaluation.cards if len(evaluation.cards) <= 500 else None))
    return evaluation


def _render_findings(checker: RenderChecker | None, suite: Any, run: Any, attach: str,
                     files: Any) -> Mapping[str, Sequence[Any]] | None:
    """The render checks on the run's rendered answers, when it has any; screenshots join the report set."""
    if checker is None or not any(r.trace is not None and r.trace.rendered_html for r in run.records.values()):
        return None
    save_png: SavePng | None = None
    if files is not None:
        def save_png(name: str, png: bytes) -> str:
            (files.folder / name).write_bytes(png)
            files.names.append(name)
            return str(name)

    return checker(suite, run, attach, save_png)


def _file_digest(path: Path) -> str | None:
    if not path.is_file():
        return None
    h = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _record_inputs(report: Any, suite_path: Path, run_path: Path, suite: Any) -> None:
    """What this evaluation rests on, so two report sets can be told apart (`citeset diff`): the digests of
    the run file and of the suite's manifest (None when unfrozen), and a run id derived from them, the judge
    spec and the settings (deterministic: the same inputs give the same id and byte-identical reports)."""
    manifest = Path(suite_path) / "manifest.json" if Path(suite_path).is_dir() else None
    report.suite["digest"] = _file_digest(manifest) if manifest is not None and suite.manifest is not None else None
    report.run["digest"] = _file_digest(Path(run_path))
    basis = json.dumps([report.suite["digest"], report.run["digest"], report.judge.key, report.config],
                       sort_keys=True, default=str)
    report.run["id"] = hashlib.sha256(basis.encode()).hexdigest()[:16]
