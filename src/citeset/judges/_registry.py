"""Judge selection by spec string (`rules`, `nli:PATH`, `llm:MODEL`, `cascade:...`) through entry points."""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

from citeset.errors import InputError
from citeset.judges._protocol import Judge

ENTRY_POINT_GROUP = "citeset.judges"


def _builtin_factories() -> dict[str, Callable[..., Any]]:
    # Built-ins are listed here too so a source checkout without installed metadata still works.
    from citeset.judges import _builtins, _rules

    return {"rules": _rules.RulesJudge.from_arg, **_builtins.FACTORIES}


def available_judges() -> list[str]:
    names = set(_builtin_factories())
    names.update(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))
    return sorted(names)


def load_judge(spec: str) -> Judge:
    """Build a judge from `NAME` or `NAME:ARG`; unknown names are an input error (exit 2)."""
    name, _, arg = spec.partition(":")
    name = name.strip()
    factories = _builtin_factories()
    factory = factories.get(name)
    if factory is None:
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            if ep.name == name:
                loaded = ep.load()
                factory = getattr(loaded, "from_arg", loaded)
                break
    if factory is None:
        raise InputError(
            f"unknown judge {name!r}; available: {', '.join(available_judges())}", field="--judge"
        )
    judge = factory(arg or None)
    if not isinstance(judge, Judge):
        raise InputError(f"judge factory {name!r} did not return a Judge", field="--judge")
    return judge
