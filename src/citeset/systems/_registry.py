"""System selection by spec string through the `citeset.systems` entry-point group.

`python:MODULE:FUNCTION`, `http://...` / `https://...`, `openai:MODEL[,option=value...]` and
`reference[:FLAW,...]` are built in; a plugin registers `NAME = "package.module:factory"` under
`[project.entry-points."citeset.systems"]` and is selected with `--system NAME[:ARG]`. A factory receives
the part after the first colon (the whole spec for http/https) and returns a System.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

from citeset.errors import InputError
from citeset.systems._protocol import System

ENTRY_POINT_GROUP = "citeset.systems"


def _builtin_factories() -> dict[str, Callable[[str | None], Any]]:
    # Listed here too so a source checkout without installed metadata still works.
    from citeset.systems import _http, _openai, _python, reference

    return {"python": _python.from_arg, "http": _http.from_arg, "https": _http.from_arg,
            "openai": _openai.from_arg, "reference": reference.from_arg}


def available_systems() -> list[str]:
    names = set(_builtin_factories())
    names.update(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))
    return sorted(names)


def load_system(spec: str) -> System:
    """Build a system from its spec; an unknown name or a bad argument is an InputError (exit 2)."""
    name, _, arg = spec.strip().partition(":")
    if not name:
        raise InputError("empty system spec; use python:MODULE:FUNCTION, http(s)://URL, openai:MODEL or "
                         "reference[:FLAW,...]", field="--system")
    factory = _builtin_factories().get(name)
    if factory is None:
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            if ep.name == name:
                factory = ep.load()
                break
    if factory is None:
        raise InputError(f"unknown system {name!r}; available: {', '.join(available_systems())}",
                         field="--system")
    system = factory(spec.strip() if name in ("http", "https") else (arg or None))
    if not isinstance(system, System):
        raise InputError(f"system factory {name!r} did not return a System", field="--system")
    return system
