"""`citeset diff`: verdicts that changed between two evaluation outputs, and why."""

from __future__ import annotations

import io
from pathlib import Path

import click
from rich.console import Console


@click.command("diff")
@click.argument("dir_a", type=click.Path(path_type=Path))
@click.argument("dir_b", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["table", "md", "json"]), default="table", show_default=True,
              help="A terminal table, Markdown, or JSON (JSON lists every changed card).")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Write to a file instead of stdout.")
def diff(dir_a: Path, dir_b: Path, fmt: str, out: Path | None) -> None:
    """List cards whose verdict differs between DIR_A and DIR_B (two `evaluate --out` folders) and what
    explains each change: the judge spec, annotation versions, the system's answer, the suite or settings.

    Informational: exit 0 whatever changed; 2 on bad input.
    """
    from citeset._files import refuse_own_input
    from citeset._jsonl import atomic_writer
    from citeset.diff import diff_outputs, print_diff, to_markdown

    result = diff_outputs(dir_a, dir_b, limit=None if fmt == "json" else 200)
    if fmt == "table" and out is None:
        print_diff(result, Console(soft_wrap=True, highlight=False))
        return
    if fmt == "table":
        buffer = io.StringIO()
        print_diff(result, Console(file=buffer, width=160, soft_wrap=True, highlight=False))
        text = buffer.getvalue()
    else:
        text = to_markdown(result) if fmt == "md" else result.model_dump_json(indent=2) + "\n"
    if out is None:
        click.echo(text, nl=False)
        return
    refuse_own_input(out, (dir_a, dir_b))
    with atomic_writer(out) as handle:
        handle.write(text)


COMMANDS: list[click.Command] = [diff]
