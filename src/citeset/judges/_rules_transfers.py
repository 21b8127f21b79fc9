"""A transfer a claim turns round: the supplier made the buyer (probe 45).

"In December, Halyard Safety Supplies bought 56 drysuits from Kestrel Point Lifeboat Station" on "Halyard Safety
Supplies supplied Kestrel Point Lifeboat Station with 56 drysuits": every word but the verb is the evidence's, and
the verb gives the goods the other way. A claim whose buyer ("X bought ... from Y") the evidence names as the one that
supplied, sold or delivered them ("X supplied", "The supplier was X") is contradicted, at any coverage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_nominal_roles import name_key, same_name
from citeset.judges._rules_persons import NAME_RUN
from citeset.judges._rules_tokens import Features, search

_BOUGHT = lazy_compile(rf"(?P<buyer>{NAME_RUN})\s+(?:has\s+|had\s+)?(?:bought|purchased|ordered|acquired|received|obtained)"
                     rf"\b[^.;]{{0,80}}?\bfrom\s+(?:the\s+)?(?P<seller>{NAME_RUN})")
_SUPPLIED = (lazy_compile(rf"(?P<seller>{NAME_RUN})\s+(?:has\s+|had\s+)?(?:supplied|sold|delivered|provided|shipped)\b"),
             lazy_compile(rf"\bsupplier\s+(?:was|is|will\s+be)\s+(?P<seller>{NAME_RUN})"),
             lazy_compile(rf"(?P<seller>{NAME_RUN}),?\s+(?:the|its|their)\s+supplier\b"))


def transfer_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words making the claim's buyer the supplier, quoted; else None."""
    bought = search(_BOUGHT, cf)
    if bought is None:
        return None
    buyer = _last(bought.group("buyer"))
    for f in efs:
        for pattern in _SUPPLIED:
            for m in pattern.finditer(f.text):
                if _last(m.group("seller")) == buyer:
                    return (f"the claim says '{bought.group('buyer')}' bought from '{bought.group('seller')}', the "
                            f"evidence '{m.group(0).strip()}'")
    return None


def _last(name: str) -> str:
    """The word that names a name ("Halyard Safety Supplies": "Supplies"), without its possessive."""
    return name.split()[-1].removesuffix("'s").removesuffix("\u2019s")


_BUYER, _BOUGHT_ONE = rf"(?P<buyer>{NAME_RUN})", rf"(?P<bought>{NAME_RUN})"
_OWNERSHIPS = (
    lazy_compile(_BUYER + r"\s+(?:has\s+|had\s+)?(?:completed\s+|announced\s+|agreed\s+)?(?:its|their|the)\s+(?:acquisition|"
               r"takeover|purchase|buyout)\s+of\s+(?:the\s+)?" + _BOUGHT_ONE),
    lazy_compile(_BUYER + r"\s+(?:has\s+|had\s+)?(?:acquired|bought|purchased|absorbed|took\s+over|has\s+taken\s+over)\s+"
               r"(?:the\s+)?" + _BOUGHT_ONE),
    lazy_compile(_BOUGHT_ONE + r"\s+(?:\([^)]{0,120}\)\s+)?(?:has\s+been|is|became|becomes)\s+(?:now\s+)?(?:a|an|the)\s+"
               r"(?:wholly[- ]owned\s+|fully[- ]owned\s+)?subsidiary\s+of\s+(?:the\s+)?" + _BUYER + r"(?![^.;]{0,40}\buntil\b)"),
    lazy_compile(_BOUGHT_ONE + r"\s+(?:has\s+been|had\s+been|was|is|were)\s+(?:acquired|bought|purchased|taken\s+over|"
               r"absorbed)\s+by\s+(?:the\s+)?" + _BUYER),
)
"""Who took over whom: "A completed its acquisition of B", "A acquired B", "B (a shop in Keswick) has been a wholly
owned subsidiary of A since 2020", "B was taken over by A"."""


_TAKEOVER_WORD = lazy_compile(r"\b(?:acqui\w*|takeover|taken|took|bought|purchase\w*|buyout|absorbed|subsidiary)\b",
                            re.IGNORECASE)
"""A word without one of which no text says a takeover `_OWNERSHIPS` reads."""


def ownership_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's takeover ("B was taken over by A", "A completed its acquisition of B") that the evidence gives
    the other way round (A a subsidiary of B, B's acquisition of A), and never the claim's way, quoted; else None
    (probe 46: every word of the claim but the verb is the evidence's)."""
    if search(_TAKEOVER_WORD, cf) is None:
        return None  # (the common claim: one search)
    claimed = [(_whole(m.group("buyer")), _whole(m.group("bought")), m.group(0)) for m in _takeovers(cf.text)]
    if not claimed:
        return None
    said = [(_whole(m.group("buyer")), _whole(m.group("bought")), m.group(0)) for f in efs for m in _takeovers(f.text)]
    for buyer, bought, words in claimed:
        if not buyer or not bought or any(same_name(b, buyer) and same_name(t, bought) for b, t, _ in said):
            continue
        turned = next((w for b, t, w in said if same_name(b, bought) and same_name(t, buyer)), None)
        if turned is not None:
            return f"the evidence says '{turned}', the claim '{words}'"
    return None


def _whole(name: str) -> str:
    """A party of a takeover as compared: the whole name, lowercased; "" for a possessive ("Harlow Press's founder"
    names another buyer)."""
    return "" if name.endswith(("'s", "\u2019s")) else name_key(name)


def _takeovers(text: str) -> list[re.Match[str]]:
    return [m for pattern in _OWNERSHIPS for m in pattern.finditer(text)]
