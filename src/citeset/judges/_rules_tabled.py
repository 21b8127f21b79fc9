"""A value the evidence lists under another label (probe 36, read again at stop 53).

"PM2 made 1,240 tonnes in week 22" on "Production, week 22: PM1 1,240 t, PM2 980 t": the evidence is a list of
labels each with its value ("PM1 1,240 t"), and the claim gives one label another label's value. The word-level
slot check reads a value beside words, and a list has none between its items. When an evidence list (items after
a colon, a comma or a semicolon: a capitalised label, then a number) gives the claim's number to other labels only
and the claim's label other numbers only, and the claim says the number within three words after the label, the
claim is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NUM, Features, kept

_ITEM = lazy_compile(r"[,;:]\s*(?P<label>(?:[A-Z][\w'\u2019-]*\s+){0,2}[A-Z][\w'\u2019-]*)\s+"
                   r"(?P<value>\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)")
_ITEM_AFTER = lazy_compile(r"(?<![\d,])(?P<value>\d[\d,]{0,20}(?:\.\d+)?)\s*(?:[^\W\d]{1,6}\s*)?\((?P<label>[A-Z][\w'\u2019-]*"
                         r"(?:\s+[A-Z][\w'\u2019-]*){0,2})\)")
_ITEM_COLON = lazy_compile(r"(?:^|[;:\u2014\u2013]\s*)(?P<label>[a-z][\w'\u2019-]*(?:\s+[a-z][\w'\u2019-]*){0,3})[:,]\s*"
                         r"(?P<value>(?:\d{1,3}(?:,\d{3}){1,4}|\d{1,12})(?:\.\d{1,6})?)(?![\d,.]?\d)(?=\s*(?:[;.]|$))")
"""An item of a list "at a glance": "delivery vans: 3; public computers: 72" (probe 47), "volunteer force: lock keepers,
27; towpath rangers, 45" (probe 48)."""
_NUMBER = lazy_compile(r"\d[\d,]*(?:\.\d+)?")
_ITEMS = 2
"""The fewest items a text must list for its labels to be read."""


def value_of_another_label(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's label of the claim's number and the claim label's own number, when the claim pairs them
    otherwise (see the module docstring), described; else None."""
    if NUM not in cf.kind:
        return None
    by_label: dict[str, set[str]] = {}
    by_value: dict[str, set[str]] = {}
    for f in efs:
        items = kept(f, "labelled values", _items)
        if len(items) < _ITEMS:
            continue
        for label, value in items:
            by_label.setdefault(label, set()).add(value)
            by_value.setdefault(value, set()).add(label)
    if not by_label:
        return None
    mine = {_plain(m.group(0)) for m in _NUMBER.finditer(cf.text)}
    for label, values in by_label.items():
        if not re.search(rf"\b{re.escape(label)}\b", cf.text):
            continue
        for value in mine & by_value.keys():
            if (value not in values and label not in by_value[value] and _near(cf.text, label, value)
                    and not any(other != label and _near(cf.text, other, value) for other in by_value[value])):
                theirs = ", ".join(sorted(by_value[value]))
                return (f"the evidence lists {value} under {theirs} and {label} with {', '.join(sorted(values))}; "
                        f"the claim gives {label} {value}")
    return None


def _items(f: Features) -> list[tuple[str, str]]:
    """(label, value) of each item of a list of labels and values in the text, "PM1 1,240 t" or "1,240 t (PM1)" (read
    once per text)."""
    text = f", {f.text}"  # (the first item opens the text: a class of separators first lets the search skip ahead)
    found = [(m.group("label"), _plain(m.group("value"))) for m in _ITEM.finditer(text)]
    if ":" in f.text:
        found += [(m.group("label"), _plain(m.group("value"))) for m in _ITEM_COLON.finditer(f.text)]
    return found + [(m.group("label"), _plain(m.group("value"))) for m in _ITEM_AFTER.finditer(f.text)]


def _near(text: str, label: str, value: str) -> bool:
    """Whether the claim says the value within three words after the label ("PM2 made 1,240") or right before it
    ("8 delivery vans")."""
    number = r",?".join(re.escape(d) for d in value)
    return re.search(rf"\b{re.escape(label)}\b\W+(?:[\w'\u2019-]+\W+){{0,3}}?[£$€]?{number}\b|(?<![\d,.]){number}\s+"
                     rf"{re.escape(label)}\b", text) is not None


def _plain(value: str) -> str:
    return value.replace(",", "")
