"""Conservative text normalisation used for quote fidelity and quote-based coverage (DESIGN §1)."""

from __future__ import annotations

import unicodedata

from citeset._lazyre import lazy_compile


def normalize(text: str) -> str:
    """NFKC, whitespace folded to single spaces and trimmed, casefolded. Punctuation and words are kept."""
    # (str.split reads as whitespace what the pattern's \s does, `str.isspace`: the same text as
    # `re.sub(r"\s+", " ", ...).strip()`, at a fraction of the cost; this runs for every claim several times)
    return " ".join(unicodedata.normalize("NFKC", text).split()).casefold()


_THOUSANDS = lazy_compile(r"(?<=\d),(?=\d{3}(?!\d))")


def without_thousands(text: str) -> str:
    """`text` with thousands separators removed: "1,200" is the number 1200, not "1" and "200" (and "300" is
    no word of "1,300"). A comma before fewer or more than three digits ("3,4") still separates."""
    return _THOUSANDS.sub("", text) if "," in text else text  # most texts have no comma: skip the scan


def quote_in(quote: str, text: str) -> bool:
    """True when `quote` occurs in `text` after conservative normalisation (an empty quote never does)."""
    q = normalize(quote)
    return bool(q) and q in normalize(text)
