"""DESIGN §3.2 quote fidelity: a quote must occur in its cited span after conservative normalisation
(NFKC, whitespace folded, casefold). It proves fidelity, not entailment; a quote of a citation that does not
resolve is not faithful."""

from __future__ import annotations

from collections.abc import Callable

from citeset.corpus._normalize import quote_in
from citeset.evidence._context import Citations


def check(citations: Citations, readable: Callable[[str], bool]) -> None:
    """A quote of a version the reader may not read is not checked (None): whether it is faithful would tell that
    reader what the version says."""
    for view in citations.views:
        if view.quote is None or (view.version_id is not None and not readable(view.version_id)):
            continue
        view.quote_faithful = bool(view.valid and view.exact is not None and quote_in(view.quote, view.exact))
