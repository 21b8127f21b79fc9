"""`citeset probe`: interventions on a system under test (DESIGN §8).

Exit status: 0 no violation; 1 at least one violation or system error; 2 bad input (an unknown
intervention, a bad system spec, an unreadable suite), always as one `error:` line.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich import box
from rich.console import Console
from rich.table import Table

from citeset._aio import run as run_coroutine
from citeset.cli._types import TIMEOUT
from citeset.errors import InputError
from citeset.report._text import plain

DEFAULT_OUT = Path("citeset-probe")


def _cases(text: str | None) -> list[str] | None:
    """`A,B,C`, or a file with one case id per line."""
    if text is None:
        return None
    path = Path(text)
    if path.is_file():
        try:
            ids = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        except UnicodeDecodeError:
            raise InputError("not UTF-8 text", path=path, field="--cases-in") from None
    else:
        ids = [part.strip() for part in text.split(",") if part.strip()]
    if not ids:
        raise InputError("no case ids given", field="--cases-in")
    return ids


@click.command()
@click.argument("suite", type=click.Path(path_type=Path))
@click.option("--system", "system_spec", required=True,
              help="python:MODULE:FUNCTION | http(s)://URL | openai:MODEL[,option=value] | reference[:FLAW,...] "
                   "(or a plugin's name).")
@click.option("--interventions", default=None,
              help="Comma-separated interventions (default: all): gold_only, remove_hop, alternative_route, "
                   "contradiction, citation_restriction, identity, temporal, permission, order_swap, "
                   "equivalent_swap, newer_version, hard_negatives.")
@click.option("--judge", "judge_spec", default="rules", show_default=True,
              help="Judge that evaluates each answer (as for `citeset evaluate`).")
@click.option("--cases-in", "cases_in", default=None, help="Only these cases: A,B,C or a file of ids, one a line.")
@click.option("--concurrency", type=click.IntRange(min=1), default=8, show_default=True,
              help="Variants in flight at once.")
@click.option("--timeout", type=TIMEOUT, default=300.0, show_default=True,
              help="Seconds the system may take for one variant before it counts as a system error.")
@click.option("--out", type=click.Path(path_type=Path), default=DEFAULT_OUT, show_default=True,
              help="Folder for variants.jsonl, probe.json, report.md and cards.jsonl; a rerun resumes there.")
@click.option("--progress/--no-progress", default=None, help="Show a progress bar (default: on a terminal).")
def probe(suite: Path, system_spec: str, interventions: str | None, judge_spec: str, cases_in: str | None,
          concurrency: int, timeout: float, out: Path, progress: bool | None) -> None:
    """Probe a system under test with interventions on SUITE's routes; exit 1 on a violation or system error."""

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from citeset.probes import parse_interventions, probe_async
    from citeset.service import make_judge
    from citeset.suite import load_suite
    from citeset.systems import load_system

    chosen = parse_interventions(interventions)
    cases = _cases(cases_in)
    loaded = load_suite(suite)
    system = load_system(system_spec)
    judge = make_judge(judge_spec)
    err = Console(stderr=True)
    show = progress if progress is not None else err.is_terminal
    with Progress(TextColumn("probing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(), console=err,
                  disable=not show, transient=True) as bar:
        task = bar.add_task("variants", total=None)
        result = run_coroutine(probe_async(
            loaded, system, judge, interventions=chosen, cases=cases, concurrency=concurrency, out=out,
            timeout=timeout, on_total=lambda n: bar.update(task, total=n),
            on_done=lambda _: bar.advance(task)))
    _print(result, out)
    if result.failed:
        sys.exit(1)


def _print(result: object, out: Path) -> None:
    from citeset.probes import ProbeResult

    assert isinstance(result, ProbeResult)
    console = Console(soft_wrap=True, highlight=False)
    summary = result.summary
    table = Table(title=plain(f"probe of {summary.system}"), box=box.SIMPLE, pad_edge=False)
    table.add_column("intervention", no_wrap=True)
    for header in ("n", "supp", "abst", "unsup", "other", "corr", "viol"):
        table.add_column(header, justify="right", no_wrap=True)
    for name, s in summary.interventions.items():
        seen = dict(s.observed)
        main = [seen.pop(k, 0) for k in ("supported_answer", "appropriate_abstention", "unsupported_synthesis")]
        table.add_row(name, str(s.variants), *map(str, main), str(sum(seen.values())), str(s.correct),
                      str(s.violations))
    console.print(table)
    console.print("  supp supported_answer, abst appropriate_abstention, unsup unsupported_synthesis, other "
                  "over_abstention/undetermined/system_error, corr answered correctly, viol violations")
    for item in summary.violation_list[:20]:
        console.print(plain(f"  violation {item['variant_id']}: {item['reason']}", style="red"))
    if summary.violations > 20:
        console.print(plain(f"  ... {summary.violations - 20} more in {out / 'probe.json'}"))
    console.print(plain(f"{summary.variants} variant(s): {result.ran} run, {result.reused} reused from {out}; "
                        f"{summary.violations} violation(s), {summary.system_errors} system error(s)"))
    console.print(plain(f"wrote {out / 'variants.jsonl'}, {out / 'probe.json'}, {out / 'report.md'} and "
                        f"{out / 'cards.jsonl'}"))


COMMANDS: list[click.Command] = [probe]
