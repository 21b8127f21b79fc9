"""Long lists of a freeze's activity written to disk as they grow, and into the manifest from there.

At a million benchmark claims a freeze records over a million versions added and millions of warnings, and a
re-freeze copies every earlier activity; held until the manifest is written they took most of a large
freeze's memory. A `Spool` keeps only the first items (to show) and a count; `activity_json` writes the activity as `Manifest` would (pydantic's JSON, indented),
its spooled lists read back from disk.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Self

from pydantic_core import to_json

from citeset.corpus._anchor import Reanchor
from citeset.corpus._manifest import FreezeActivity
from citeset.errors import InputError
from citeset.suite._freeze import SHOWN, reanchor_record


class Spool:
    """A list written to `path` as it comes (each item as compact JSON, one a line), its first SHOWN kept.
    Items are strings, or objects (re-anchorings) that `each_json` indents as pydantic would."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with self._room():
            self.handle = path.open("x", encoding="utf-8", newline="\n")
        self.first: list[Any] = []
        self.count = 0

    def append(self, item: Any) -> None:
        with self._room():
            self.handle.write(to_json(item).decode() + "\n")
        self.count += 1
        if len(self.first) < SHOWN:
            self.first.append(item)

    def extend(self, items: Iterable[Any]) -> None:
        for item in items:
            self.append(item)

    def __len__(self) -> int:
        return self.count

    def close(self) -> None:
        """No more items (again: nothing)."""
        with self._room():
            self.handle.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        """Closed however the freeze ended (a failure to write is already what it reports)."""
        with suppress(OSError):
            self.handle.close()

    @contextmanager
    def _room(self) -> Iterator[None]:
        """A full disk (or any failure to write) in $TMPDIR named as such, with the spool: not the inputs' fault."""
        try:
            yield
        except OSError as exc:
            raise InputError(f"cannot write a list of the freeze's activity: {exc.strerror or exc} (set TMPDIR to "
                             "a folder with room for about the size of the suite)", path=self.path) from None

    def each_json(self, indent: str) -> Iterator[str]:
        """Every item as JSON in order, an object's lines after the first indented by `indent`."""
        self.close()
        with self.path.open(encoding="utf-8", newline="\n") as handle:
            for line in handle:
                if line[0] in "{[":
                    yield to_json(json.loads(line), indent=2).decode().replace("\n", "\n" + indent)
                else:
                    yield line[:-1]


class ReanchorSpool(Spool):
    """The spans a freeze's check re-anchors by quote (`Suite.reanchored`), each on disk as the activity
    records it (`reanchor_record`); the first SHOWN are kept as they came, for the check's warning."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.moved: list[Reanchor] = []

    def append(self, item: Reanchor) -> None:
        super().append(reanchor_record(item))
        if len(self.moved) < SHOWN:
            self.moved.append(item)

    def __getitem__(self, where: slice) -> list[Reanchor]:
        """The leading items (the others are only on disk)."""
        if where.start not in (None, 0) or where.step is not None or where.stop is None or where.stop > SHOWN:
            raise IndexError("only the first items of a spool are at hand")
        return self.moved[where]


def activity_json(activity: FreezeActivity, spools: dict[str, Spool], nested: str) -> Iterator[str]:
    """The activity as it appears in the manifest (`nested`: its lines' indentation there), each list field
    named in `spools` holding the spool's items. A one-item placeholder (a random token no input can hold) takes
    each non-empty spool's place in pydantic's output; its line gives the items' indentation."""
    for spool in spools.values():
        spool.close()
    marks = {name: f"\x00{secrets.token_hex(16)}\x00" for name, spool in spools.items() if len(spool)}
    shaped = activity.model_copy(update={name: [mark] for name, mark in marks.items()})
    text = shaped.model_dump_json(indent=2, warnings=False).replace("\n", "\n" + nested)  # a mark in a list of objects
    tokens = {name: to_json(mark).decode() for name, mark in marks.items()}
    done = 0
    for at, name in sorted((text.index(token), name) for name, token in tokens.items()):
        indent = text[text.rindex("\n", 0, at) + 1 : at]
        yield text[done:at]
        for i, item in enumerate(spools[name].each_json(indent)):
            yield item if i == 0 else ",\n" + indent + item
        done = at + len(tokens[name])
    yield text[done:]
