"""Core commands: demo, evaluate, gate, report, freeze, schema."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from citeset.errors import InputError


def _console() -> Console:
    return Console(soft_wrap=True)


def _judge(spec: str, cache: Path | None, no_cache: bool) -> Any:
    from citeset.judges import DEFAULT_CACHE_PATH, CachedJudge, load_judge

    judge = load_judge(spec)
    if no_cache or (cache is None and judge.spec.name == "rules"):
        return judge  # the rules judge is cheaper to run than to look up
    return CachedJudge(judge, cache or DEFAULT_CACHE_PATH)


def run_evaluation(suite_path: Path, run_path: Path, judge_spec: str, ks: tuple[int, ...], out: Path | None,
                   attach: str = "sentence", seed: int = 0, n_boot: int = 1000, cache: Path | None = None,
                   no_cache: bool = False, progress: bool | None = None, keep_cards: bool = True) -> Any:
    """Load, evaluate and (when `out` is given) write report.json, report.md and cards.jsonl atomically."""
    import asyncio

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from citeset._jsonl import atomic_writer, write_json
    from citeset.evidence import EvalConfig, evaluate_async
    from citeset.report._render import to_markdown
    from citeset.runs import load_run
    from citeset.suite import load_suite

    suite = load_suite(suite_path)
    run = load_run(run_path, suite)
    judge = _judge(judge_spec, cache, no_cache)
    config = EvalConfig(ks=tuple(sorted(set(ks))), attach=attach, seed=seed, n_boot=n_boot)
    err = Console(stderr=True)
    show = progress if progress is not None else (err.is_terminal and len(suite.cases) >= 50)

    async def go(on_result: Callable[[Any], None] | None) -> Any:
        with Progress(TextColumn("evaluating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      console=err, disable=not show, transient=True) as bar:
            task = bar.add_task("cases", total=len(suite.cases))
            return await evaluate_async(suite, run, judge, config, on_result=on_result,
                                        progress=lambda n: bar.advance(task, n), keep_cards=keep_cards)

    if out is None:
        return asyncio.run(go(None))
    out.mkdir(parents=True, exist_ok=True)
    with atomic_writer(out / "cards.jsonl") as handle:
        def sink(result: Any) -> None:
            for card in result.cards:
                handle.write(card.model_dump_json())
                handle.write("\n")

        evaluation = asyncio.run(go(sink))
    write_json(out / "report.json", evaluation.report)
    with atomic_writer(out / "report.md") as handle:
        handle.write(to_markdown(evaluation.report, evaluation.cards if len(evaluation.cards) <= 500 else None))
    return evaluation


_judge_option = click.option("--judge", "judge_spec", default="rules", show_default=True,
                             help="rules | nli:PATH_OR_ID | llm:MODEL | cascade:... (or a plugin's name).")
_k_option = click.option("--k", "ks", type=click.IntRange(min=1), multiple=True,
                         help="k for complete-set recall@k; repeat it (default 5 and 10).")
_cache_options = [
    click.option("--cache", type=click.Path(path_type=Path), default=None,
                 help="Label cache for model judges (default .citeset/cache.sqlite)."),
    click.option("--no-cache", is_flag=True, help="Do not cache judge labels."),
]


def _with_cache(f: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed(_cache_options):
        f = option(f)
    return f


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.argument("run", type=click.Path(path_type=Path))
@_judge_option
@_k_option
@click.option("--out", type=click.Path(path_type=Path), default=Path("citeset-out"), show_default=True,
              help="Folder for report.json, report.md and cards.jsonl.")
@click.option("--attach", type=click.Choice(["sentence", "paragraph"]), default="sentence", show_default=True,
              help="What an inline marker attaches to.")
@click.option("--seed", type=int, default=0, show_default=True, help="Bootstrap seed.")
@click.option("--bootstrap", "n_boot", type=click.IntRange(min=0), default=1000, show_default=True,
              help="Bootstrap resamples (0: no intervals).")
@click.option("--progress/--no-progress", default=None, help="Show a progress bar (default: on a terminal).")
@_with_cache
def evaluate(suite: Path, run: Path, judge_spec: str, ks: tuple[int, ...], out: Path, attach: str, seed: int,
             n_boot: int, progress: bool | None, cache: Path | None, no_cache: bool) -> None:
    """Evaluate RUN against SUITE: report.json, report.md and cards.jsonl in --out.

    Exit 0 when done; 1 when claims escalated because the judge failed; 2 on bad input.
    """
    from citeset.report._render import print_summary

    evaluation = run_evaluation(suite, run, judge_spec, ks or (5, 10), out, attach, seed, n_boot, cache,
                                no_cache, progress, keep_cards=True)
    console = _console()
    print_summary(evaluation.report, console, evaluation.cards if len(evaluation.cards) <= 40 else None)
    console.print(f"wrote {out / 'report.json'}, {out / 'report.md'}, {out / 'cards.jsonl'}")
    failures = evaluation.report.counts.judge_failures
    if failures:
        console.print(f"[red]{failures} claim(s) escalated because the judge failed; see report.json[/red]")
        sys.exit(1)


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.argument("run", type=click.Path(path_type=Path))
@click.option("--policy", "policy_path", type=click.Path(path_type=Path), required=True,
              help="POLICY.yaml with min/max metrics, max_verdicts, max_counts, consequential_must_accept.")
@click.option("--judge", "judge_spec", default=None, help="Judge spec (default: the policy's, else rules).")
@_k_option
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Also write the report here.")
@_with_cache
def gate(suite: Path, run: Path, policy_path: Path, judge_spec: str | None, ks: tuple[int, ...],
         out: Path | None, cache: Path | None, no_cache: bool) -> None:
    """Evaluate and apply POLICY; exit 1 listing every failed rule."""
    from citeset.gate import check_policy, load_policy

    policy = load_policy(policy_path)
    spec = judge_spec or policy.judge or "rules"
    evaluation = run_evaluation(suite, run, spec, ks or policy.k or (5, 10), out, cache=cache,
                                no_cache=no_cache, n_boot=200)
    failures = check_policy(policy, evaluation.report, evaluation.cards)
    console = _console()
    if failures:
        console.print(f"[red]gate failed[/red]: {len(failures)} rule(s)")
        for failure in failures:
            console.print(f"  - {failure}")
        sys.exit(1)
    console.print("[green]gate passed[/green]")


@click.command()
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["md", "html", "json", "table"]), default="md",
              show_default=True, help="md, html, json, or a terminal table.")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Write to a file instead of stdout.")
def report(directory: Path, fmt: str, out: Path | None) -> None:
    """Render DIRECTORY/report.json (and its cards) as Markdown, HTML, JSON or a terminal table."""
    from citeset._jsonl import atomic_writer, iter_json_lines, parse_model
    from citeset.evidence import Card
    from citeset.report import Report
    from citeset.report._render import print_summary, to_html, to_markdown

    path = directory / "report.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError("no report.json here (run `citeset evaluate ... --out DIR` first)", path=path) from None
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    rep = parse_model(Report, data, path=path, line=None)
    cards_path = directory / "cards.jsonl"
    cards = ([parse_model(Card, obj, path=cards_path, line=n) for n, obj in iter_json_lines(cards_path)]
             if cards_path.exists() else [])
    if fmt == "table":
        print_summary(rep, _console(), cards if len(cards) <= 40 else None)
        return
    text = {"md": lambda: to_markdown(rep, cards), "html": lambda: to_html(rep, cards),
            "json": lambda: rep.model_dump_json(indent=2) + "\n"}[fmt]()
    if out is None:
        click.echo(text, nl=False)
    else:
        with atomic_writer(out) as handle:
            handle.write(text)


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.option("--accept-changes", is_flag=True,
              help="Re-freeze deliberately: record changed or removed metadata, spans, cases and routes.")
def freeze(suite: Path, accept_changes: bool) -> None:
    """Digest every version, check every span, store texts content-addressed, record the freeze."""
    from rich.markup import escape

    from citeset.corpus import freeze_suite

    activity = freeze_suite(suite, accept_changes=accept_changes)
    console = _console()
    console.print(f"froze {suite}: {len(activity.versions_added)} version(s) added, "
                  f"{activity.versions_verified} verified, {activity.spans_checked} span(s) checked")
    for moved in activity.reanchored:
        console.print(f"[yellow]re-anchored[/yellow] span {moved['span_id']}: {moved['old']} -> {moved['new']} "
                      f"({moved['how']})")
    for change in activity.changes_accepted:
        console.print(f"[yellow]changed[/yellow] {escape(change)} (accepted)")
    for warning in activity.warnings:
        console.print(f"[yellow]warning[/yellow]: {escape(warning)}")


@click.command()
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Folder for NAME.schema.json files.")
def schema(out: Path | None) -> None:
    """Write the JSON Schemas of every persisted format."""
    from citeset._jsonl import write_json
    from citeset._schemas import all_schemas

    schemas = all_schemas()
    if out is None:
        click.echo(json.dumps(schemas, indent=2))
        return
    for name, body in schemas.items():
        write_json(out / f"{name}.schema.json", body)
    click.echo(f"wrote {len(schemas)} schemas to {out}")


@click.command()
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Also write each example's report.json, report.md and cards.jsonl here.")
def demo(out: Path | None) -> None:
    """Evaluate the embedded worked examples end to end (DESIGN §6)."""
    from citeset.demo import run_demo

    run_demo(_console(), out)


COMMANDS: list[click.Command] = [demo, evaluate, gate, report, freeze, schema]
