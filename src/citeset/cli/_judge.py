"""`citeset judge calibrate|sample|list` and `citeset cache stats|clear`."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from citeset.errors import InputError
from citeset.judges._protocol import Judge

FORMAT_CHOICE = click.Choice(["native", "attributionbench", "wice"])
_PROGRESS_MIN = 200  # show a progress bar from this many pairs on


def _console() -> Console:
    return Console(highlight=False, soft_wrap=False)


def _load(spec: str, cache: Path | None) -> Judge:
    from citeset.judges._registry import load_judge

    judge = load_judge(spec)
    if cache is not None and judge.spec.name != "rules":
        from citeset.judges._cache import CachedJudge

        return CachedJudge(judge, cache)
    return judge


def _progress_factory(progress: Progress) -> Callable[[int], Callable[[int], None] | None]:
    def start(total: int) -> Callable[[int], None] | None:
        if total < _PROGRESS_MIN:
            return None
        progress.start()
        task = progress.add_task("judging", total=total)
        return lambda n: progress.advance(task, n)

    return start


def _new_progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    )


@click.group("judge")
def judge_group() -> None:
    """Judges: calibrate them against human labels, sample their decisions for review."""


@judge_group.command("list")
def judge_list() -> None:
    """List the judges available to --judge (built-in and entry points)."""
    from citeset.judges._registry import available_judges

    for name in available_judges():
        click.echo(name)


@judge_group.command("calibrate")
@click.argument("labels", type=click.Path(path_type=Path))
@click.option(
    "--judge", "judge_spec", required=True, help="Judge spec: rules, nli:PATH_OR_ID, llm:MODEL, cascade:..."
)
@click.option(
    "--format", "fmt", type=FORMAT_CHOICE, default="native", show_default=True, help="Input format."
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path),
    default=Path("calibration"),
    show_default=True,
    help="Folder for calibration.json and decisions.jsonl.",
)
@click.option(
    "--binary", is_flag=True, help="Compare on entailed vs not entailed even for 4-way gold labels."
)
@click.option(
    "--cache",
    "cache",
    type=click.Path(path_type=Path),
    default=None,
    help="SQLite label cache for model judges (e.g. .citeset/cache.sqlite).",
)
def judge_calibrate(
    labels: Path, judge_spec: str, fmt: str, out_dir: Path, binary: bool, cache: Path | None
) -> None:
    """Compare a judge with human labels: confusion, per-label precision/recall, balanced accuracy, kappa."""
    from citeset.calibration._render import render_report
    from citeset.calibration._run import calibrate

    if not labels.exists():
        raise InputError("labels file not found", path=labels)
    judge = _load(judge_spec, cache)
    progress = _new_progress()
    try:
        report, _ = calibrate(
            labels, fmt, judge, out_dir, binary=binary, progress=_progress_factory(progress)
        )
    finally:
        progress.stop()
    console = _console()
    render_report(report, console)
    click.echo(f"wrote {out_dir / 'calibration.json'} and {out_dir / 'decisions.jsonl'}")


@judge_group.command("sample")
@click.argument("source", type=click.Path(path_type=Path))
@click.option(
    "--judge",
    "judge_spec",
    default=None,
    help="Judge to run on SOURCE (not needed when SOURCE is a decisions.jsonl from calibrate).",
)
@click.option(
    "--format",
    "fmt",
    type=FORMAT_CHOICE,
    default="native",
    show_default=True,
    help="Format of SOURCE when it is not a decisions file (native labels may be null).",
)
@click.option(
    "-n", "--n", "size", type=click.IntRange(min=1), default=50, show_default=True, help="Sample size."
)
@click.option(
    "--by",
    type=click.Choice(["label", "slice", "stage"]),
    default="label",
    show_default=True,
    help="Stratify by the judge's label, the claim's first slice, or the cascade stage.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed (same seed, same sample).")
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path),
    default=Path("review"),
    show_default=True,
    help="Folder for review.jsonl (blind) and review_key.jsonl (the judge's labels).",
)
@click.option("--cache", "cache", type=click.Path(path_type=Path), default=None, help="SQLite label cache.")
def judge_sample(
    source: Path,
    judge_spec: str | None,
    fmt: str,
    size: int,
    by: str,
    seed: int,
    out_dir: Path,
    cache: Path | None,
) -> None:
    """Draw a stratified blind sample of judge decisions for human review.

    review.jsonl is in the native calibration format with empty labels: fill them in, then run
    `citeset judge calibrate review.jsonl --judge SPEC` to measure the judge on the sample.
    """
    from citeset.calibration._items import read_items
    from citeset.calibration._run import (
        decisions_for,
        judge_items,
        looks_like_decisions,
        read_decisions,
        stratified_sample,
        write_sample,
    )

    if not source.exists():
        raise InputError("file not found", path=source)
    if looks_like_decisions(source):
        decisions = read_decisions(source)
    else:
        if not judge_spec:
            raise InputError(
                "--judge is required unless SOURCE is a decisions.jsonl written by calibrate", field="--judge"
            )
        items = read_items(source, fmt, require_labels=False)
        judge = _load(judge_spec, cache)
        progress = _new_progress()
        try:
            tick = _progress_factory(progress)(len(items))
            decisions = decisions_for(items, asyncio.run(judge_items(judge, items, tick)))
        finally:
            progress.stop()
    picked = stratified_sample(decisions, size, by, seed)
    review, key = write_sample(picked, out_dir)
    table = Table(title=f"blind review sample (stratified by {by}, seed {seed})")
    table.add_column("stratum")
    table.add_column("available", justify="right")
    table.add_column("sampled", justify="right")
    from citeset.calibration._run import stratum_of

    available = Counter(stratum_of(d, by) for d in decisions)
    sampled = Counter(s for s, _ in picked)
    for stratum in sorted(available):
        table.add_row(stratum, str(available[stratum]), str(sampled[stratum]))
    console = _console()
    console.print(table)
    click.echo(f"wrote {review} (labels to fill in) and {key} (judge labels, keep hidden from reviewers)")


@click.group("cache")
def cache_group() -> None:
    """The judge label cache (SQLite)."""


_PATH_OPTION = click.option(
    "--path",
    "path",
    type=click.Path(path_type=Path),
    default=None,
    help="Cache file (default .citeset/cache.sqlite in the current folder).",
)


def _cache_path(path: Path | None) -> Path:
    from citeset.judges._cache import DEFAULT_CACHE_PATH

    return path or DEFAULT_CACHE_PATH


@cache_group.command("stats")
@_PATH_OPTION
@click.option("--json", "as_json", is_flag=True, help="Print the statistics as JSON.")
def cache_stats_cmd(path: Path | None, as_json: bool) -> None:
    """Cached labels per judge spec."""
    from citeset.judges._cache import cache_stats

    target = _cache_path(path)
    stats = cache_stats(target)
    if as_json:
        click.echo(stats.model_dump_json(indent=2))
        return
    console = _console()
    if not target.exists():
        click.echo(f"{target}: no cache yet (0 labels)")
        return
    click.echo(f"{target}: {stats.entries} labels, {stats.size_bytes / 1024:.0f} KiB")
    table = Table()
    table.add_column("judge")
    table.add_column("spec key")
    table.add_column("labels", justify="right")
    for spec in stats.specs:
        table.add_row(spec.judge, spec.spec_key, str(spec.entries))
    console.print(table)


@cache_group.command("clear")
@_PATH_OPTION
@click.option(
    "--spec-key", default=None, help="Only clear the labels of this judge spec key (see `cache stats`)."
)
def cache_clear_cmd(path: Path | None, spec_key: str | None) -> None:
    """Delete cached labels (all, or one judge spec's)."""
    from citeset.judges._cache import clear_cache

    target = _cache_path(path)
    removed = clear_cache(target, spec_key=spec_key)
    click.echo(f"removed {removed} cached label(s) from {target}")


COMMANDS: list[click.Command] = [judge_group, cache_group]
