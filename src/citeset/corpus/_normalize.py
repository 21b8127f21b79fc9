"""Conservative text normalisation used for quote fidelity and quote-based coverage (DESIGN §1)."""

from __future__ import annotations

import re
import unicodedata

_WS = re.compile(r"\s+")


def normalize(text: str) -> str:
    """NFKC, whitespace folded to single spaces and trimmed, casefolded. Punctuation and words are kept."""
    return _WS.sub(" ", unicodedata.normalize("NFKC", text)).strip().casefold()


def quote_in(quote: str, text: str) -> bool:
    """True when `quote` occurs in `text` after conservative normalisation (an empty quote never does)."""
    q = normalize(quote)
    return bool(q) and q in normalize(text)
