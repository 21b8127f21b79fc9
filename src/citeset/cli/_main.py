"""Entry point: a click group whose commands live in one module per area.

Exit status: 0 done; 1 gate failed (or escalations); 2 bad input, usage or an environment fault (a
file that cannot be read or written, a full disk, a corrupt cache), always as one `error:` line; 3 an
unexpected internal error, with the path of a file holding its full traceback. SIGTERM exits 143
after removing temporary files.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import signal
import sys
import tempfile
import threading
import traceback
from types import FrameType

import click

from citeset._lazyre import lazy_compile
from citeset._version import __version__
from citeset.cli._process import Invocation
from citeset.errors import InputError
from citeset.report._text import neutral, one_line_warnings

EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_TERMINATED = 2, 3, 143


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="citeset")
def cli() -> None:
    """citeset: do the citations in RAG answers actually justify them?"""


def _register() -> None:
    from citeset.cli import _core, _data, _judge, _probe, _render, _suite

    for module in (_core, _data, _judge, _probe, _render, _suite):
        for command in module.COMMANDS:
            cli.add_command(command)
    cli.add_command(__import__("citeset.cli._diff", fromlist=["diff"]).diff)
    cli.add_command(__import__("citeset.cli._review", fromlist=["review"]).review)
    cli.add_command(__import__("citeset.cli._feedback", fromlist=["feedback"]).feedback)
    cli.add_command(__import__("citeset.cli._export", fromlist=["export"]).export)


_register()


_STOP_REQUESTED = threading.Event()
"""Set by the SIGTERM handler. Process-wide by nature (so is the signal): the SystemExit the handler raises can
come back wrapped in another exception when the signal lands inside foreign code that calls back into Python
(pydantic's serializer reports it as a serialization error), and that is still the user's stop."""


def _terminate(signum: int, frame: FrameType | None) -> None:
    # SystemExit unwinds through every `finally`, so temporary folders are removed and locks released.
    # Raised inside an asyncio task it is stored on the task too; asyncio would log that task's
    # "exception never retrieved" with a traceback on the way out, which is noise for a deliberate stop.
    _STOP_REQUESTED.set()
    logging.getLogger("asyncio").disabled = True
    raise SystemExit(EXIT_TERMINATED)


def _error(message: str, code: int) -> None:
    click.echo(f"error: {neutral(message)}", err=True)
    sys.exit(code)


def _environment_fault(exc: OSError) -> str:
    where = f"{exc.filename}: " if exc.filename else ""
    return f"{where}{exc.strerror or exc}"


_URL_CREDENTIALS = lazy_compile(r"(\b[a-z][a-z0-9+.-]*://)[^/\s:@'\"]+:[^/\s@'\"]*@", re.IGNORECASE)
_SECRET_PARAMETER = lazy_compile(r"([?&;](?:api[_-]?key|key|token|access[_-]?token|secret|password|passwd|pwd|sig|"
                               r"signature)=)[^&;\s'\"]+", re.IGNORECASE)


def without_secrets(text: str) -> str:
    """`text` with a URL's user and password ("postgresql://user:pass@host") and a query's key, token, password or
    signature ("?api_key=...") replaced: the crash file is what users are asked to attach to a bug report, and
    `--db` or `--system` URLs hold them (hardening audit 36)."""
    return _SECRET_PARAMETER.sub(r"\1***", _URL_CREDENTIALS.sub(r"\1***@", text))


def _internal_error(exc: BaseException) -> None:
    """Exit 3, saying what happened and where the full traceback was written."""
    text = without_secrets("".join(traceback.format_exception(exc)))
    try:
        with tempfile.NamedTemporaryFile("w", prefix="citeset-crash-", suffix=".txt", delete=False,
                                         encoding="utf-8") as handle:
            handle.write(f"citeset {__version__}\nargv: {without_secrets(repr(sys.argv))}\n\n{text}")
        where = f"the full traceback is in {handle.name}"
    except OSError:
        click.echo(text, err=True)
        where = "the full traceback is above"
    summary = neutral(f"{type(exc).__name__}: {exc}", 500)
    click.echo(f"internal error (a bug in citeset; please report it): {summary}; {where}", err=True)
    sys.exit(EXIT_INTERNAL)


def _not_utf8(args: list[str]) -> str | None:
    """The first argument holding bytes that are not UTF-8, shown with them escaped. Python hands such bytes of a
    file name or option over as lone surrogates, which no report, card or probe file can hold: a hardening audit
    found them crash `evaluate` and `probe` after their work (exit 3)."""
    for arg in args:
        if any("\ud800" <= ch <= "\udfff" for ch in arg):
            try:
                return os.fsencode(arg).decode("utf-8", "backslashreplace")
            except UnicodeEncodeError:  # a surrogate no file name decoding made
                return arg.encode("utf-8", "backslashreplace").decode()
    return None


def main(argv: list[str] | None = None) -> None:
    """Run the CLI, mapping every failure to one line and a distinct exit status."""
    with contextlib.suppress(ValueError):  # not the main thread (an embedded call): leave its handlers alone
        signal.signal(signal.SIGTERM, _terminate)
    undecodable = _not_utf8(sys.argv[1:] if argv is None else argv)
    if undecodable is not None:
        _error(f"argument '{undecodable}' is not valid UTF-8 text (a name in another encoding?): reports and cards "
               "record their inputs as UTF-8, so rename it or pass it in UTF-8", EXIT_BAD_INPUT)
    try:
        with one_line_warnings():
            cli.main(args=argv, prog_name="citeset", standalone_mode=False,
                     obj=Invocation(process_entry=argv is None))
    except InputError as exc:
        _error(exc.describe(), EXIT_BAD_INPUT)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        vars(exc)["message"] = neutral(exc.message)  # it repeats what was typed, escape sequences included
        exc.show()
        sys.exit(EXIT_BAD_INPUT if exc.exit_code in (1, 2) else exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (`citeset report DIR | head`): nothing left to say
        sys.exit(EXIT_BAD_INPUT)
    except Exception as exc:
        if _STOP_REQUESTED.is_set():  # whatever the stop was wrapped in on its way out
            sys.exit(EXIT_TERMINATED)
        if isinstance(exc, OSError):
            _error(_environment_fault(exc), EXIT_BAD_INPUT)
        _internal_error(exc)  # the last line of defence: a bug, reported as one
