"""The `citeset` command line. Exit status: 0 done, 1 gate failed (or escalations with --strict), 2 bad input."""

from citeset.cli._main import cli, main

__all__ = ["cli", "main"]
