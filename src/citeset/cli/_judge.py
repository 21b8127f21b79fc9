"""`citeset judge calibrate|fit|compare|sample|list` and `citeset cache stats|clear`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from citeset._aio import run as run_coroutine
from citeset._files import refuse_own_input
from citeset.cli._types import SEED
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
    """Judges: calibrate, fit and compare them on human labels; sample their decisions for review."""


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
    help="SQLite label cache for model judges (default ~/.cache/citeset/cache.sqlite).",
)
def judge_calibrate(
    labels: Path, judge_spec: str, fmt: str, out_dir: Path, binary: bool, cache: Path | None
) -> None:
    """Compare a judge with human labels: confusion, per-label precision/recall, balanced accuracy, kappa."""
    from citeset.calibration._run import calibrate
    from citeset.cli._judge_view import print_calibration

    if not labels.exists():
        raise InputError("labels file not found", path=labels)
    _refuse_own_inputs(out_dir, ("calibration.json", "decisions.jsonl"), labels, cache, own="calibrate")
    judge = _load(judge_spec, cache)
    _warn_if_fitted_on(labels, judge_spec)
    progress = _new_progress()
    try:
        report, _ = calibrate(
            labels, fmt, judge, out_dir, binary=binary, progress=_progress_factory(progress)
        )
    finally:
        progress.stop()
    print_calibration(report, _console())
    click.echo(f"wrote {out_dir / 'calibration.json'} and {out_dir / 'decisions.jsonl'}")


def _refuse_own_inputs(out_dir: Path, names: tuple[str, ...], *inputs: Path | None, own: str) -> None:
    """The files a command writes into `out_dir` may be none of its inputs (nor a suite's, nor in any output set
    but `out_dir` as the command's `own` earlier output: a rerun rewrites it)."""
    for name in names:
        refuse_own_input(out_dir / name, inputs, own=(own,))


def _warn_if_fitted_on(labels: Path, judge_spec: str) -> None:
    """Figures on the labels a calibration was fitted on are in-sample: say so."""
    from citeset.calibration._fit import labels_digest
    from citeset.judges._calibrated import read_calibration
    from citeset.judges._registry import split_calibration

    path = split_calibration(judge_spec)[1]
    if path is None:
        return
    cal = read_calibration(path)
    if cal.labels_digest == labels_digest(labels):
        click.echo(
            f"warning: {labels} was also used to fit {path}: these figures are in-sample and flatter the judge; "
            "calibrate on other labels, or read the cross-validated figures `judge fit` printed",
            err=True,
        )


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
@click.option("--seed", type=SEED, default=0, show_default=True, help="Random seed (same seed, same sample).")
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
    _refuse_own_inputs(out_dir, ("review.jsonl", "review_key.jsonl"), source, cache, own="sample")
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
            decisions = decisions_for(items, run_coroutine(judge_items(judge, items, tick)))
        finally:
            progress.stop()
    picked = stratified_sample(decisions, size, by, seed)
    review, key = write_sample(picked, out_dir)
    from citeset.calibration._run import stratum_of
    from citeset.cli._judge_view import print_sample

    available = Counter(stratum_of(d, by) for d in decisions)
    print_sample(_console(), by, seed, available, Counter(s for s, _ in picked))
    click.echo(f"wrote {review} (labels to fill in) and {key} (judge labels, keep hidden from reviewers)")


@judge_group.command("fit")
@click.argument("labels", type=click.Path(path_type=Path))
@click.option("--judge", "judge_spec", required=True, help="Judge spec to fit (without calibration=).")
@click.option(
    "--format", "fmt", type=FORMAT_CHOICE, default="native", show_default=True, help="Input format."
)
@click.option(
    "--out", "out", type=click.Path(path_type=Path), required=True, help="Calibration file to write."
)
@click.option(
    "--folds",
    type=click.IntRange(min=2, max=50),
    default=5,
    show_default=True,
    help="Cross-validation folds.",
)
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed of the fold assignment.")
@click.option("--cache", "cache", type=click.Path(path_type=Path), default=None, help="SQLite label cache.")
def judge_fit(
    labels: Path, judge_spec: str, fmt: str, out: Path, folds: int, seed: int, cache: Path | None
) -> None:
    """Fit a judge's thresholds to your labelled pairs (k-fold CV); load it with --judge SPEC,calibration=OUT."""
    from citeset.calibration._fit import fit_judge
    from citeset.calibration._run import write_atomic
    from citeset.judges._registry import split_calibration

    if not labels.exists():
        raise InputError("labels file not found", path=labels)
    refuse_own_input(out, (labels, cache))
    if split_calibration(judge_spec)[1] is not None:
        raise InputError(
            "fit the judge without calibration=: the file you write is its calibration", field="--judge"
        )
    cal = fit_judge(labels, fmt, _load(judge_spec, cache), judge_spec, folds=folds, seed=seed)
    from citeset.cli._judge_view import print_fit

    print_fit(_console(), cal)
    write_atomic(out, cal.model_dump_json(indent=2) + "\n")
    click.echo(f"wrote {out}; use it with --judge '{judge_spec},calibration={out}'")


@judge_group.command("compare")
@click.argument("labels", type=click.Path(path_type=Path))
@click.option("--judge", "judge_specs", multiple=True, required=True, help="Give two: --judge A --judge B.")
@click.option(
    "--format", "fmt", type=FORMAT_CHOICE, default="native", show_default=True, help="Input format."
)
@click.option(
    "--examples", type=click.IntRange(min=0), default=10, show_default=True, help="Disagreements to show."
)
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
@click.option("--cache", "cache", type=click.Path(path_type=Path), default=None, help="SQLite label cache.")
def judge_compare(
    labels: Path, judge_specs: tuple[str, ...], fmt: str, examples: int, as_json: bool, cache: Path | None
) -> None:
    """Where two judges disagree on labelled pairs, by slice, with examples."""
    from citeset.calibration._compare import compare
    from citeset.calibration._items import read_items

    if len(judge_specs) != 2:
        raise InputError(
            f"give exactly two judges (--judge A --judge B), got {len(judge_specs)}", field="--judge"
        )
    if not labels.exists():
        raise InputError("labels file not found", path=labels)
    items = read_items(labels, fmt)
    judges = (_load(judge_specs[0], cache), _load(judge_specs[1], cache))
    result = compare(items, judges, (judge_specs[0], judge_specs[1]))
    if as_json:
        click.echo(result.model_dump_json(indent=2))
        return
    from citeset.cli._judge_view import print_comparison

    print_comparison(_console(), result, examples)


@click.group("cache")
def cache_group() -> None:
    """The judge label cache (SQLite)."""


_PATH_OPTION = click.option(
    "--path",
    "path",
    type=click.Path(path_type=Path),
    default=None,
    help="Cache file (default ~/.cache/citeset/cache.sqlite, or under $XDG_CACHE_HOME).",
)


def _cache_path(path: Path | None) -> Path:
    from citeset.judges._cache import default_cache_path

    return path or default_cache_path()


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
    if not target.exists():
        click.echo(f"{target}: no cache yet (0 labels)")
        return
    from citeset.cli._judge_view import print_cache_stats
    from citeset.report._text import neutral

    click.echo(neutral(f"{target}: {stats.entries} labels, {stats.size_bytes / 1024:.0f} KiB"))
    print_cache_stats(_console(), stats.specs)


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
