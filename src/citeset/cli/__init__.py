"""The `citeset` command line. Exit status: 0 done, 1 gate failed (or escalations), 2 bad input or an
environment fault (one `error:` line), 3 an internal error (with the path of its traceback)."""

from citeset.cli._main import cli, main

__all__ = ["cli", "main"]
