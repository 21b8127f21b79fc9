"""The rules judge's `--judge rules[:VARIANT][,key=value...]` argument, read into typed keyword arguments of
`RulesJudge`: each option has one type, and an unknown or ill-typed one is an input error naming it."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from citeset.errors import InputError

Variant = Literal["scored", "strict"]
VARIANTS = ("scored", "strict")
_FLOAT_OPTIONS = ("coverage", "context", "sentence", "approx", "entail", "threshold")
_BOOL_OPTIONS = ("negation", "modal", "opposites")
_INT_OPTIONS = ("window", "cache")
_PATH_OPTIONS = ("model",)
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


def judge_options(arg: str | None) -> dict[str, object]:
    """The keyword arguments `[VARIANT][,key=value...]` gives: `strict`, `scored` or options of `RulesJudge`
    alone."""
    items = [item.strip() for item in (arg or "").split(",") if item.strip()]
    kwargs: dict[str, object] = {}
    if items and "=" not in items[0]:
        head = items.pop(0)
        if head not in VARIANTS:
            raise InputError(
                f"unknown rules judge variant {head!r}; use {' or '.join(VARIANTS)}", field="--judge"
            )
        kwargs["variant"] = head
    for item in items:
        key, value = _option(item)
        kwargs[key] = value
    if kwargs.get("variant", "scored") == "strict" and {"threshold", "model"} & set(kwargs):
        raise InputError(
            "rules:strict takes no threshold or model (they belong to the scored judge)", field="--judge"
        )
    if kwargs.get("variant", "scored") == "scored" and "entail" in kwargs:
        raise InputError(
            "option 'entail' belongs to rules:strict; the scored judge takes 'threshold'", field="--judge"
        )
    return kwargs


def _option(item: str) -> tuple[str, object]:
    """One typed `key=value` option of the rules judge."""
    key, sep, raw = item.partition("=")
    key, raw = key.strip(), raw.strip()
    known = (*_FLOAT_OPTIONS, *_BOOL_OPTIONS, *_INT_OPTIONS, *_PATH_OPTIONS)
    if not sep or not key:
        raise InputError(f"rules judge option {item!r} is not key=value", field="--judge")
    if key not in known:
        raise InputError(
            f"unknown rules judge option {key!r}; known: {', '.join(sorted(known))}", field="--judge"
        )
    try:
        if key in _PATH_OPTIONS:
            return key, Path(raw)
        if key in _BOOL_OPTIONS:
            if raw.lower() not in _TRUE | _FALSE:
                raise ValueError(f"expected on/off, got {raw!r}")
            return key, raw.lower() in _TRUE
        if key in _INT_OPTIONS:
            return key, int(raw)
        return key, float(raw)
    except ValueError as exc:
        raise InputError(f"rules judge option {key!r}: {exc}", field="--judge") from exc
