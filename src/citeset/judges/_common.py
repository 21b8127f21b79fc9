"""Small helpers shared by the model judges: option parsing and one-time warnings."""

from __future__ import annotations

import math
import sys

from citeset.errors import InputError


class OnceWarner:
    """Prints each judge problem once on stderr (claims still escalate one by one); one per judge."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def __call__(self, message: str) -> None:
        if message in self.seen:
            return
        self.seen.add(message)
        print(f"warning: {message}", file=sys.stderr)


def split_options(arg: str | None, judge: str, allowed: set[str]) -> tuple[str, dict[str, str]]:
    """Split `HEAD[,key=value,...]` into HEAD and options; unknown keys are a usage error."""
    if not arg:
        return "", {}
    head, *rest = arg.split(",")
    options: dict[str, str] = {}
    for item in rest:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise InputError(f"{judge} judge option {item!r} is not key=value", field="--judge")
        if key not in allowed:
            raise InputError(
                f"unknown {judge} judge option {key!r}; known: {', '.join(sorted(allowed))}", field="--judge"
            )
        options[key] = value.strip()
    return head.strip(), options


def as_float(options: dict[str, str], key: str, default: float, judge: str) -> float:
    if key not in options:
        return default
    try:
        value = float(options[key])
    except ValueError:
        raise InputError(
            f"{judge} judge option {key}={options[key]!r} is not a number", field="--judge"
        ) from None
    if not math.isfinite(value):  # timeout=nan escalated every claim, timeout=inf never ends
        raise InputError(f"{judge} judge option {key}={options[key]!r} is not a finite number", field="--judge")
    return value


def as_int(options: dict[str, str], key: str, default: int | None, judge: str) -> int | None:
    if key not in options or options[key] == "":
        return default
    try:
        return int(options[key])
    except ValueError:
        raise InputError(
            f"{judge} judge option {key}={options[key]!r} is not an integer", field="--judge"
        ) from None
