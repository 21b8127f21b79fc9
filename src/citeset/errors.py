"""Errors that carry the place of bad input (file, line, field) so the CLI can say exactly what is wrong."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError


class CitesetError(Exception):
    """Base class of every error citeset raises on purpose."""


class InputError(CitesetError):
    """Bad input: the CLI prints it and exits with status 2."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        self.field = field
        super().__init__(self.describe())

    def describe(self) -> str:
        where = ""
        if self.path:
            where = self.path
            if self.line is not None:
                where += f":{self.line}"
        parts = [p for p in (where, f"field '{self.field}'" if self.field else "") if p]
        prefix = ": ".join(parts)
        return f"{prefix}: {self.message}" if prefix else self.message


def from_validation_error(
    exc: ValidationError, *, path: str | Path | None, line: int | None, prefix: str = ""
) -> InputError:
    """Turn the first pydantic error into an InputError naming the offending field."""
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ()))
    field = f"{prefix}.{loc}" if prefix and loc else (prefix or loc or None)
    msg = err.get("msg", "invalid value")
    if len(exc.errors()) > 1:
        msg += f" (and {len(exc.errors()) - 1} more problem(s) on this line)"
    return InputError(msg, path=path, line=line, field=field)
