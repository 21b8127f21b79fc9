"""Case ids read from another tool's JSON: one canonical string per id.

A benchmark may write an id as a string ("1") or as a number (1, or 1.0 from a tool that stores every number
as a float). Case ids are strings, so a number is written in its integer form: 1 and 1.0 both become "1".
A boolean, a fraction, NaN or a number too large to be exact in a float, a list or an object is not an id.
Two rows whose ids are spelled differently but become one id ("1" and 1) are ambiguous: the importers refuse
them (`spelling` tells them apart) instead of keeping one and dropping the other.
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_EXACT_FLOAT = 2**53
"""Integers above this are not exact in a JSON reader that stores numbers as doubles."""


def canonical_id(value: Any) -> str:
    """The case id a JSON value stands for; ValueError (a sentence) when the value cannot be an id."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        raise ValueError(f"an id must be a string or an integer, got the boolean {json.dumps(value)}")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer() and abs(value) <= MAX_EXACT_FLOAT:
            return str(int(value))
        raise ValueError(f"an id must be a string or an integer, got the number {value!r}")
    kind = {list: "a list", dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)
    raise ValueError(f"an id must be a string or an integer, got {kind}")


def spelling(value: Any) -> str:
    """How the id is written in its file (the JSON text of the value), to tell "1", 1 and 1.0 apart."""
    if isinstance(value, float):
        return repr(value)
    return json.dumps(value, ensure_ascii=False)
