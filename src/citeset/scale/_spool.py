"""Long lists of a freeze's activity written to disk as they grow, and into the manifest from there.

At a million benchmark claims a freeze records over a million versions added and millions of warnings; held
until the manifest is written they took most of a large freeze's memory. A `Spool` keeps only the first items
(to show) and a count; `activity_json` writes the activity as `Manifest` would (pydantic's JSON, indented),
its spooled lists read back from disk.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic_core import to_json

from citeset.corpus._manifest import FreezeActivity
from citeset.suite._freeze import SHOWN


class Spool:
    """A list of strings written to `path` as they come (each as JSON, one a line), its first SHOWN kept."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.handle = path.open("x", encoding="utf-8", newline="\n")
        self.first: list[str] = []
        self.count = 0

    def append(self, item: str) -> None:
        self.handle.write(to_json(item).decode() + "\n")
        self.count += 1
        if len(self.first) < SHOWN:
            self.first.append(item)

    def extend(self, items: Iterable[str]) -> None:
        for item in items:
            self.append(item)

    def __len__(self) -> int:
        return self.count

    def each_json(self) -> Iterator[str]:
        """Every item as JSON, in order (the spool takes no more items)."""
        self.handle.close()
        with self.path.open(encoding="utf-8", newline="\n") as handle:
            for line in handle:
                yield line[:-1]


def activity_json(activity: FreezeActivity, spools: dict[str, Spool], nested: str) -> Iterator[str]:
    """The activity as it appears in the manifest (`nested`: its lines' indentation there), each list field
    named in `spools` holding the spool's items. A one-item placeholder (a random token no input can hold) takes
    each non-empty spool's place in pydantic's output; its line gives the items' indentation."""
    marks = {name: f"\x00{secrets.token_hex(16)}\x00" for name, spool in spools.items() if len(spool)}
    shaped = activity.model_copy(update={name: [mark] for name, mark in marks.items()})
    text = shaped.model_dump_json(indent=2).replace("\n", "\n" + nested)
    found = sorted((text.index(to_json(mark).decode()), name) for name, mark in marks.items())
    done = 0
    for at, name in found:
        indent = text[text.rindex("\n", 0, at) + 1 : at]
        yield text[done:at]
        for i, item in enumerate(spools[name].each_json()):
            yield item if i == 0 else ",\n" + indent + item
        done = at + len(to_json(marks[name]).decode())
    yield text[done:]
