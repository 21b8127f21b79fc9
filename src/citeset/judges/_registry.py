"""Judge selection by spec string (`rules`, `nli:PATH`, `llm:MODEL`, `cascade:...`) through entry points."""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from citeset.errors import InputError
from citeset.judges._protocol import Judge

ENTRY_POINT_GROUP = "citeset.judges"


def _builtin_factories() -> dict[str, Callable[..., Any]]:
    # Built-ins are listed here too so a source checkout without installed metadata still works.
    from citeset.judges import _builtins, _rules

    return {"rules": _rules.RulesJudge.from_arg, **_builtins.FACTORIES, "cascade": cascade}


def cascade(arg: str | None) -> Judge:
    """`cascade:SPEC`: the rules judge first, the judge SPEC names where the rules are not decisive."""
    from citeset.judges._cascade import CascadeJudge

    if not arg or arg.split(":", 1)[0] in {"", "cascade", "rules"}:
        raise InputError(
            "cascade needs a model judge after it, e.g. --judge cascade:nli:PATH or cascade:llm:MODEL",
            field="--judge",
        )
    return CascadeJudge(load_judge("rules"), load_judge(arg))


def available_judges() -> list[str]:
    names = set(_builtin_factories())
    names.update(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))
    return sorted(names)


def split_calibration(spec: str) -> tuple[str, Path | None]:
    """Take a `calibration=PATH` option off a spec (any judge takes it; the judge itself never sees it)."""
    head, *items = spec.split(",")
    calibration = [i.partition("=")[2].strip() for i in items if i.strip().startswith("calibration=")]
    if len(calibration) > 1:
        raise InputError("calibration= given twice", field="--judge")
    if calibration and not calibration[0]:
        raise InputError("calibration= needs a file", field="--judge")
    rest = [i for i in items if not i.strip().startswith("calibration=")]
    return ",".join([head, *rest]), Path(calibration[0]) if calibration else None


def load_judge(spec: str) -> Judge:
    """Build a judge from `NAME[:ARG][,option=value...]`; unknown names are an input error (exit 2).

    `calibration=CAL.json` works with every judge: the file's thresholds re-cut its labels.
    """
    spec, calibration = split_calibration(spec)
    cut = min((i for i in (spec.find(":"), spec.find(",")) if i >= 0), default=len(spec))
    name, arg = spec[:cut].strip(), spec[cut + 1 :]
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
    if calibration is not None:
        from citeset.judges._calibrated import with_calibration

        return with_calibration(judge, calibration)
    return judge
