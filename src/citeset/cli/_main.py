"""Entry point: a click group whose commands live in one module per area."""

from __future__ import annotations

import sys

import click

from citeset._version import __version__
from citeset.errors import InputError


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="citeset")
def cli() -> None:
    """citeset: do the citations in RAG answers actually justify them?"""


def _register() -> None:
    from citeset.cli import _core, _data, _judge, _probe, _render, _suite

    for module in (_core, _data, _judge, _probe, _render, _suite):
        for command in module.COMMANDS:
            cli.add_command(command)


_register()


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; InputError anywhere becomes a one-line message and exit status 2."""
    try:
        cli.main(args=argv, prog_name="citeset", standalone_mode=False)
    except InputError as exc:
        click.echo(f"error: {exc.describe()}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2 if exc.exit_code in (1, 2) else exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
