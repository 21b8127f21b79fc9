"""Whether a claim asks rather than asserts (a question states nothing, whatever words it has)."""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile
from citeset.parse import NOT_PROSE


def asks(text: str, any_clause: bool = False) -> bool:
    """A question ("Is Dana Reyes the lead of Project Birch? [1]") asserts nothing, whatever words it has: one
    sentence that ends with "?" and opens with a question word ("Kessler Mills employs 400 people, but who pays
    them?" asserts its first clause); with `any_clause`, a clause of it may open with one. A title or quote
    that ends with "?" ("... wrote Who's Afraid of Virginia Woolf?", the FAQ entry "How long do refunds
    take?") asks nothing; neither does a claim of several sentences, which asserts its others."""
    bare = _QUOTED.sub(" ", NOT_PROSE.sub(" ", text)).rstrip(' \t\n"”’).')
    if not bare.endswith("?") or re.search(r"[.!?]\s", bare[:-1]):
        return False
    clauses = [c.split() for c in re.split(r"[,;:]|\b(?:but|and|or|so)\b", bare[:-1])]
    return any(c[0].casefold() in _ASKING for c in (clauses if any_clause else clauses[:1]) if c)


_QUOTED = lazy_compile(r'"[^"]*"|“[^”]*”')
_ASKING = frozenset(["is", "are", "was", "were", "do", "does", "did", "who", "whom", "whose", "what", "when",
                     "where", "which", "why", "how", "can", "could", "will", "would", "should", "shall", "may",
                     "might", "must", "has", "have", "had", "isn't", "aren't", "wasn't", "doesn't", "didn't"])
