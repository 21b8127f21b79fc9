"""Regular expressions compiled when first used, not when their module is imported.

The rules judge and the checks declare about 900 patterns at module level; compiling them all took about half a
second of every process's start (`citeset --help` included, and each worker of a sharded run), while one evaluation
of the benchmark uses about 200 of them. `lazy_compile` returns a stand-in that compiles its pattern on first use and
then answers as the compiled pattern does (its methods are kept on it, so a call costs what a call on the compiled
pattern costs). The same idea as Django's `_lazy_re_compile`.
"""

from __future__ import annotations

import re
from typing import Any, AnyStr, cast

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner")


class LazyPattern:
    """A pattern compiled on first use. `pattern` (the source) is there before it is compiled: readings key their
    per-text memos by it."""

    # Slots, not a dict: a method kept in a slot is found as fast as on the compiled pattern (measured: no slower).
    __slots__ = ("pattern", "_flags", "_compiled", *_METHODS)

    def __init__(self, pattern: str | bytes, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags

    def compiled(self) -> re.Pattern[Any]:
        """The compiled pattern (compiled now if it was not yet); its methods are then kept on this object."""
        try:
            return self._compiled
        except AttributeError:
            found = re.compile(self.pattern, self._flags)
            for name in _METHODS:
                setattr(self, name, getattr(found, name))
            self._compiled: re.Pattern[Any] = found
            return found

    def __getattr__(self, name: str) -> Any:
        # Reached only for what is not yet set: the first call of a method, or an attribute such as `flags` or
        # `groupindex`, read from the compiled pattern each time.
        if name.startswith("__") or name in ("_compiled", "_flags", "pattern"):
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __reduce__(self) -> tuple[Any, tuple[str | bytes, int]]:
        return lazy_compile, (self.pattern, self._flags)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}, {self._flags!r})"


def lazy_compile(pattern: AnyStr, flags: int = 0) -> re.Pattern[AnyStr]:
    """`re.compile(pattern, flags)`, done when the pattern is first used. Typed as the compiled pattern it stands for;
    pass it only to its own methods (`re.search(p, ...)` would not take it)."""
    return cast("re.Pattern[AnyStr]", LazyPattern(pattern, flags))
