"""`citeset suite check`: every route of a suite judged sufficient, and every member necessary within it."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

KIND_LABELS = {"not_minimal": "not minimal", "insufficient": "insufficient", "judge_failed": "judge failed"}


def _plain(text: str) -> str:
    """Text from a suite shown as it is: control characters (terminal escapes) spelled out, never obeyed."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def _judge(spec: str, cache: Path | None, no_cache: bool) -> Any:
    from citeset.judges import CachedJudge, default_cache_path, load_judge

    judge = load_judge(spec)
    if no_cache or (cache is None and judge.spec.name == "rules"):
        return judge  # the rules judge is cheaper to run than to look up
    return CachedJudge(judge, cache or default_cache_path())


@click.group("suite")
def suite_group() -> None:
    """Check a suite's annotations."""


@suite_group.command("check")
@click.argument("suite_path", metavar="SUITE", type=click.Path(path_type=Path))
@click.option("--judge", "judge_spec", default="rules", show_default=True,
              help="rules | nli:PATH_OR_ID | llm:MODEL | cascade:... (or a plugin's name).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="A readable list, or the result as JSON.")
@click.option("--max-text-bytes", type=click.IntRange(min=1), default=None,
              help="Largest version text read from a `path` (default $CITESET_MAX_TEXT_BYTES, else 64 MiB).")
@click.option("--cache", type=click.Path(path_type=Path), default=None,
              help="Label cache for model judges (default ~/.cache/citeset/cache.sqlite, or under $XDG_CACHE_HOME).")
@click.option("--no-cache", is_flag=True, help="Do not cache judge labels.")
def check(suite_path: Path, judge_spec: str, fmt: str, max_text_bytes: int | None, cache: Path | None,
          no_cache: bool) -> None:
    """Judge every route of SUITE: the whole route must entail its claim, and no member may be superfluous
    (the route without it must not entail the claim).

    Exit 0 when every route is sufficient and minimal; 1 when there are findings (or the judge failed);
    2 on bad input.
    """
    from citeset.suite import load_suite
    from citeset.suite._check import MINIMALITY_MAX_MEMBERS, check_routes

    suite = load_suite(suite_path, max_text_bytes=max_text_bytes)
    judge = _judge(judge_spec, cache, no_cache)
    try:
        result = check_routes(suite, judge)
    finally:
        close = getattr(judge, "close", None)
        if close is not None:
            close()
    if fmt == "json":
        click.echo(result.model_dump_json(indent=2))
    else:
        head = (f"checked {result.routes_checked} route(s) of {len(suite.cases)} case(s) with {result.judge} "
                f"({result.questions} judge question(s))")
        if result.clean:
            minimal = " and minimal" if not result.minimality_unchecked else " (minimal where asked)"
            click.echo(_plain(f"{head}: every route is sufficient{minimal}"))
        else:
            click.echo(_plain(f"{head}: {len(result.findings)} finding(s)"))
            for finding in result.findings:
                click.echo(_plain(f"  {KIND_LABELS[finding.kind]:<13} {finding.describe()}"))
        for where in result.minimality_unchecked:  # not a finding: the route may well be minimal
            click.echo(_plain(f"  note: route {where}: minimality not asked (more than {MINIMALITY_MAX_MEMBERS} "
                              "members: only whether the whole route is sufficient)"))
    if not result.clean:
        sys.exit(1)


COMMANDS: list[click.Command] = [suite_group]
