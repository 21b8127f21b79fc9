"""Core commands: demo, evaluate, gate, report, freeze, schema.

Text from inputs (ids, answers, claims, paths) is printed as rich `Text`, never as markup, and with
control characters neutralised (`citeset.report._text`).
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from rich.console import Console
from rich.text import Text

from citeset.cli._process import one_shot_heap
from citeset.cli._types import BOOTSTRAP, SEED, WORKERS
from citeset.errors import InputError
from citeset.report._text import plain
from citeset.scale import MIN_CASES_PER_PROCESS, STREAM_INPUT_BYTES, ScaleOptions
from citeset.service import run_evaluation

if TYPE_CHECKING:
    from citeset.report import Report

DEFAULT_JUDGE = "rules"


def _console() -> Console:
    return Console(soft_wrap=True, highlight=False)


@dataclass(frozen=True)
class EvalOptions:
    """Every option that changes how a run is evaluated; shared by `evaluate` and `gate`."""

    judge_spec: str | None
    ks: tuple[int, ...]
    attach: str
    seed: int
    n_boot: int
    progress: bool | None
    cache: Path | None
    no_cache: bool
    cases_in_run: bool
    render_check: bool | None
    workers: int | None
    shard_size: int | None
    resume: bool
    executor: str
    ray_address: str | None
    stream: bool | None

    def scale(self, out: Path | None) -> ScaleOptions:
        """How to spread the cases; --resume needs --out (the completed shards are kept beside it)."""
        if self.resume and out is None:
            raise InputError("--resume needs --out (completed shards are kept in OUT.partial)", field="--resume")
        if self.ray_address is not None and self.executor != "ray":
            raise InputError("--ray-address needs --executor ray", field="--ray-address")
        return ScaleOptions(workers=self.workers, shard_size=self.shard_size, resume=self.resume,
                            executor="ray" if self.executor == "ray" else "local", ray_address=self.ray_address,
                            stream=self.stream)


_EVAL_OPTIONS = [
    click.option("--judge", "judge_spec", default=None,
                 help="rules | nli:PATH_OR_ID | llm:MODEL[,base_url=URL,api_key_env=VAR] | cascade:... (or a "
                      "plugin's name)  [default: rules]"),
    click.option("--k", "ks", type=click.IntRange(min=1), multiple=True,
                 help="k for complete-set recall@k; repeat it (default 5 and 10)."),
    click.option("--attach", type=click.Choice(["sentence", "paragraph"]), default="sentence", show_default=True,
                 help="What an inline marker attaches to."),
    click.option("--seed", type=SEED, default=0, show_default=True, help="Bootstrap seed."),
    click.option("--bootstrap", "n_boot", type=BOOTSTRAP, default=1000, show_default=True,
                 help="Bootstrap resamples (0: no intervals)."),
    click.option("--progress/--no-progress", default=None, help="Show a progress bar (default: on a terminal)."),
    click.option("--cache", type=click.Path(path_type=Path), default=None,
                 help="Label cache for model judges (default ~/.cache/citeset/cache.sqlite, or under $XDG_CACHE_HOME)."),
    click.option("--no-cache", is_flag=True, help="Do not cache judge labels."),
    click.option("--cases-in-run", is_flag=True,
                 help="Score only the suite cases the run has records for (default: every suite case; the "
                      "report says how many the run lacks, and they count as unanswered and missed)."),
    click.option("--render-check/--no-render-check", "render_check", default=None,
                 help="Check answers the run carries as displayed (trace.rendered_html) in Debian's chromium; "
                      "findings fail the citations they name (bucket resolution). Default: when chromium is "
                      "installed (else a one-line note); --render-check makes a missing browser an error."),
    click.option("--workers", type=WORKERS, default=None,
                 help="Worker processes; cases are split into contiguous shards evaluated apart and merged into "
                      "the report one process would write (byte for byte). Default: the machine's cores, or 1 "
                      f"below {MIN_CASES_PER_PROCESS:,} cases (starting a worker costs more than it saves)."),
    click.option("--shard-size", type=click.IntRange(min=1), default=None,
                 help="Cases per shard, rounded up to whole batches of 256 (default: one shard per worker, at most "
                      "4,096 cases, which bounds a worker's memory). "
                      "Smaller shards lose less work to an interruption (see --resume)."),
    click.option("--resume", is_flag=True,
                 help="Reuse the completed shards of an interrupted sharded run (kept in OUT.partial); refused "
                      "when the inputs or settings changed since."),
    click.option("--executor", type=click.Choice(["local", "ray"]), default="local", show_default=True,
                 help="Run shards as local processes, or as Ray tasks (pip install 'citeset[ray]')."),
    click.option("--ray-address", default=None,
                 help="Ray cluster to use (HOST:PORT, ray://HOST:PORT or auto); default: a new local Ray instance "
                      "(never $RAY_ADDRESS's cluster: give auto for that). "
                      "Inputs, --out and --cache must be on storage its workers share."),
    click.option("--stream/--no-stream", "stream", default=None,
                 help="Check a suite folder as a stream into an on-disk index and evaluate it shard by shard, "
                      "in memory bounded whatever the number of cases (--workers 1: in one worker process). "
                      "Default: when sharded (several workers, --shard-size, --resume or --executor ray), or when "
                      f"the suite's files (its manifest too) and the run take {STREAM_INPUT_BYTES >> 20} MB or "
                      "more (a suite loaded whole takes about ten times its size in memory; below that, loading "
                      "it whole is faster)."),
]


def _render_checker(opts: EvalOptions) -> Any:
    """The render checks `--render-check/--no-render-check` asks for (None: off); notes go to stderr."""
    from citeset.render import make_render_checker

    err = Console(stderr=True, soft_wrap=True, highlight=False)
    return make_render_checker(opts.render_check, lambda line: err.print(plain(line)))


def evaluation_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """Add the shared evaluation options; the command receives them as one `opts: EvalOptions`."""
    names = [field.name for field in fields(EvalOptions)]

    @functools.wraps(f)
    def wrapper(**kwargs: Any) -> Any:
        opts = EvalOptions(**{name: kwargs.pop(name) for name in names})
        with one_shot_heap():
            return f(opts=opts, **kwargs)

    for option in reversed(_EVAL_OPTIONS):
        wrapper = option(wrapper)
    return wrapper


def _refuse_to_replace(out: Path, force: bool) -> None:
    """Earlier verdicts are not overwritten by accident (compare runs with `citeset diff`); --force replaces. Never
    another command's output folder, nor a folder inside one (the set would be written into it)."""
    from citeset._files import REPORT_SETS, refuse_inside_an_output_set
    from citeset.report._set import set_kind

    refuse_inside_an_output_set(out, into=True, own=REPORT_SETS)
    if not force and set_kind(out) in ("evaluate", "render", "render-check"):  # pages and checks too
        raise InputError("holds a previous report; pass --force to replace it, or choose another --out "
                         "(`citeset diff OLD NEW` compares two)", path=out)


def _wrote(console: Console, out: Path) -> None:
    console.print(plain(f"wrote {out / 'report.json'}, {out / 'report.md'}, {out / 'cards.jsonl'} "
                        f"and {out / 'manifest.json'}"))


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.argument("run", type=click.Path(path_type=Path))
@evaluation_options
@click.option("--out", type=click.Path(path_type=Path), default=Path("citeset-out"), show_default=True,
              help="Folder for report.json, report.md, cards.jsonl and manifest.json (replaced as a whole).")
@click.option("--force", is_flag=True, help="Replace a previous report in --out (else that is refused).")
def evaluate(suite: Path, run: Path, opts: EvalOptions, out: Path, force: bool) -> None:
    """Evaluate RUN against SUITE: report.json, report.md and cards.jsonl in --out.

    Exit 0 when done; 1 when claims escalated because the judge failed; 2 on bad input; 3 on a bug.
    """
    from citeset.report._render import print_summary

    _refuse_to_replace(out, force)

    evaluation = run_evaluation(suite, run, opts.judge_spec or DEFAULT_JUDGE, opts.ks or (5, 10), out,
                                opts.attach, opts.seed, opts.n_boot, opts.cache, opts.no_cache, opts.progress,
                                keep_cards="small", cases_in_run=opts.cases_in_run,
                                render_checker=_render_checker(opts), scale=opts.scale(out))
    console = _console()
    shown = evaluation.cards if evaluation.report.counts.cards <= 40 else None  # a sharded run may keep none
    print_summary(evaluation.report, console, shown)
    _wrote(console, out)
    failures = evaluation.report.counts.judge_failures
    if failures:
        console.print(Text(f"{failures} claim(s) escalated because the judge failed; see report.json", "red"))
        sys.exit(1)


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.argument("run", type=click.Path(path_type=Path))
@click.option("--policy", "policy_path", type=click.Path(path_type=Path), required=True,
              help="POLICY.yaml with min/max metrics, max_verdicts, max_counts, consequential_must_accept, require_frozen.")
@evaluation_options
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Also write the report set here.")
@click.option("--force", is_flag=True, help="Replace a previous report in --out (else that is refused).")
def gate(suite: Path, run: Path, policy_path: Path, opts: EvalOptions, out: Path | None, force: bool) -> None:
    """Evaluate and apply POLICY; exit 1 listing every failed rule (a judge failure is one, unless the
    policy's max_counts.judge_failures allows it)."""
    from citeset.gate import check_policy, load_policy

    if out is not None:
        _refuse_to_replace(out, force)

    policy = load_policy(policy_path)
    spec = opts.judge_spec or DEFAULT_JUDGE  # the policy may require a judge, never configure one
    policy.check_judge(spec, policy_path)
    ks = opts.ks or policy.k or (5, 10)
    policy.check_ks(ks, policy_path)
    scale = opts.scale(out)
    evaluation = run_evaluation(suite, run, spec, ks, out, opts.attach, opts.seed, opts.n_boot, opts.cache,
                                opts.no_cache, opts.progress, keep_cards=True if policy.consequential_must_accept
                                else "small", cases_in_run=opts.cases_in_run,
                                render_checker=_render_checker(opts), scale=scale)
    failures = check_policy(policy, evaluation.report, evaluation.cards)
    console = _console()
    if out is not None:
        _wrote(console, out)
    if failures:
        console.print(Text("gate failed", "red") + Text(f": {len(failures)} rule(s)"))
        for failure in failures:
            console.print(plain(f"  - {failure}"))
        sys.exit(1)
    console.print(Text("gate passed", "green"))


@click.command()
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["md", "html", "json", "table"]), default="md",
              show_default=True, help="md, html, json, or a terminal table.")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Write to a file instead of stdout.")
@click.option("--reader", default=None,
              help="Write the report for this reader class ('' for the public): only its own cases and the "
                   "public's, each counted apart (md, json or table; no cards).")
def report(directory: Path, fmt: str, out: Path | None, reader: str | None) -> None:
    """Render DIRECTORY/report.json (and its cards) as Markdown, HTML, JSON or a terminal table.

    When the folder has a manifest.json, every file must match its digest (else exit 2). The totals count the
    cases of every reader class; `--reader R` writes the report one reader class may read.
    """
    from citeset._files import refuse_own_input
    from citeset._jsonl import atomic_writer, load_json_document, load_line, parse_model
    from citeset.evidence import Card
    from citeset.htmlreport import render_html
    from citeset.report import Report
    from citeset.report._render import print_summary, to_markdown
    from citeset.report._set import read_report_set

    if not directory.is_dir():
        raise InputError("not a folder (give the --out folder of `citeset evaluate`)", path=directory)
    path, cards_path = directory / "report.json", directory / "cards.jsonl"
    report_bytes, cards_bytes = read_report_set(directory)
    data = load_json_document(report_bytes, path)
    if not isinstance(data, dict):
        raise InputError("report.json must hold a JSON object", path=path)
    rep = parse_model(Report, data, path=path, line=None)
    if reader is not None:
        _reader_report(rep, reader, fmt, out, directory)
        return
    cards = []
    for lineno, raw in enumerate((cards_bytes or b"").splitlines(), start=1):
        if raw.strip():
            obj = load_line(raw, cards_path, lineno)
            if not isinstance(obj, dict):
                raise InputError("each line must be a JSON object", path=cards_path, line=lineno)
            cards.append(parse_model(Card, obj, path=cards_path, line=lineno))
    if fmt == "table":
        print_summary(rep, _console(), cards if len(cards) <= 40 else None)
        return
    text = {"md": lambda: to_markdown(rep, cards), "html": lambda: render_html(rep, cards),
            "json": lambda: rep.model_dump_json(indent=2) + "\n"}[fmt]()
    if out is None:
        click.echo(text, nl=False)
    else:
        refuse_own_input(out, (directory,))
        with atomic_writer(out) as handle:
            handle.write(text)


def _reader_report(rep: Report, reader: str, fmt: str, out: Path | None, directory: Path) -> None:
    """`report --reader`: the report one reader class may read (citeset.report._reader), without cards."""
    from citeset._files import refuse_own_input
    from citeset._jsonl import atomic_writer
    from citeset.report._reader import for_reader
    from citeset.report._render import print_summary, to_markdown

    if fmt == "html":
        raise InputError("--reader writes md, json or table (the HTML report shows every reader class's cards)",
                         field="--format")
    shown = for_reader(rep, reader)
    if fmt == "table":
        print_summary(shown, _console(), None, title=f"citeset, reader class {reader or '(public)'}")
        return
    text = to_markdown(shown) if fmt == "md" else shown.model_dump_json(indent=2) + "\n"
    if out is None:
        click.echo(text, nl=False)
        return
    refuse_own_input(out, (directory,))
    with atomic_writer(out) as handle:
        handle.write(text)


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.option("--accept-changes", is_flag=True,
              help="Re-freeze deliberately: record changed or removed metadata, spans, cases and routes.")
def freeze(suite: Path, accept_changes: bool) -> None:
    """Digest every version, check every span, store texts content-addressed, record the freeze."""
    from citeset.service import freeze_suite_folder

    outcome = freeze_suite_folder(suite, accept_changes=accept_changes)
    activity, lengths = outcome.activity, outcome.lengths
    console = _console()
    console.print(plain(f"froze {suite}: {lengths['versions_added']} version(s) added, "
                        f"{activity.versions_verified} verified, {activity.spans_checked} span(s) checked"))
    for moved in activity.reanchored:
        console.print(Text("re-anchored", "yellow")
                      + plain(f" span {moved['span_id']}: {moved['old']} -> {moved['new']} ({moved['how']})"))
    _more(console, outcome, "reanchored", "re-anchored span(s)")
    for change in activity.changes_accepted:
        console.print(Text("changed", "yellow") + plain(f" {change} (accepted)"))
    _more(console, outcome, "changes_accepted", "accepted change(s)")
    for warning in activity.warnings:
        console.print(Text("warning", "yellow") + plain(f": {warning}"))
    _more(console, outcome, "warnings", "warning(s)")


def _more(console: Any, outcome: Any, name: str, what: str) -> None:
    """How many items of the list `name` of a freeze's activity were not shown, and where they all are."""
    hidden = outcome.lengths[name] - len(getattr(outcome.activity, name))
    if hidden:
        console.print(plain(f"... and {hidden} more {what}: every one is in {outcome.manifest} "
                            "(the last of its activities)"))


@click.command()
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Folder for NAME.schema.json files.")
def schema(out: Path | None) -> None:
    """Write the JSON Schemas of every persisted format."""
    from citeset._files import refuse_inside_an_output_set, refuse_replacing_a_node
    from citeset._jsonl import write_json
    from citeset._schemas import all_schemas

    schemas = all_schemas()
    if out is None:
        click.echo(json.dumps(schemas, indent=2))
        return
    refuse_inside_an_output_set(out, into=True)  # never mixed into another command's report set
    targets = {out / f"{name}.schema.json": body for name, body in schemas.items()}
    for path in targets:  # every target checked before any is written: never a mix of new and old schemas
        refuse_replacing_a_node(path)
    for path, body in targets.items():
        write_json(path, body)
    click.echo(f"wrote {len(schemas)} schemas to {out}")


@click.command()
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Also write each example's report set (report.json, report.md, cards.jsonl) into a folder of "
                   "its own here (replaced as a whole: new, empty or an earlier demo output).")
@click.option("--force", is_flag=True, help="Replace another command's report set in --out (else that is refused).")
def demo(out: Path | None, force: bool) -> None:
    """Evaluate the embedded worked examples end to end (DESIGN §6)."""
    from citeset.demo import run_demo

    run_demo(_console(), out, force)


COMMANDS: list[click.Command] = [demo, evaluate, gate, report, freeze, schema]
