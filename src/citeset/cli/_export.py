"""`citeset export`: an evaluation output's evidence as W3C PROV-O or W3C Web Annotation (JSON-LD)."""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console

from citeset.report._text import plain


@click.command("export")
@click.argument("directory", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["prov", "annotation"]), required=True,
              help="prov: W3C PROV-O; annotation: W3C Web Annotation (one per cited span).")
@click.option("--out", type=click.Path(path_type=Path), required=True, help="The JSON-LD file to write.")
@click.option("--suite", "suite_path", type=click.Path(path_type=Path), default=None,
              help="The suite DIRECTORY was evaluated on: adds version metadata, quote context, and redaction.")
@click.option("--reader", default=None,
              help="With --suite: the reader class the file is for ('' or unset: the public). Without --suite the "
                   "file holds what cards.jsonl holds (each case's reader).")
@click.option("--db", "db_url", default=None, help="Review database URL: adds adjudications (PROV only).")
def export(directory: Path, fmt: str, out: Path, suite_path: Path | None, reader: str | None,
           db_url: str | None) -> None:
    """Write DIRECTORY's cards (an `evaluate --out` folder) as PROV-O or Web Annotation JSON-LD."""
    from citeset._files import refuse_own_input
    from citeset._jsonl import atomic_writer
    from citeset.export import annotation_collection, open_source, prov_document

    refuse_own_input(out, (directory, suite_path))
    source = open_source(directory, suite_path, reader, db_url)
    document = prov_document(source) if fmt == "prov" else annotation_collection(source)
    with atomic_writer(out) as handle:
        json.dump(document, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    what = f"{len(document['@graph'])} PROV node(s)" if fmt == "prov" else f"{document['total']} annotation(s)"
    audience = ("each case's reader (no --suite)" if source.redactor is None
                else f"reader class {source.redactor.reader or '(public)'}")
    Console(soft_wrap=True, highlight=False).print(plain(f"wrote {what} to {out}, for {audience}"))


COMMANDS: list[click.Command] = [export]
