"""A transfer a claim turns round: the supplier made the buyer (probe 45).

"In December, Halyard Safety Supplies bought 56 drysuits from Kestrel Point Lifeboat Station" on "Halyard Safety
Supplies supplied Kestrel Point Lifeboat Station with 56 drysuits": every word but the verb is the evidence's, and
the verb gives the goods the other way. A claim whose buyer ("X bought ... from Y") the evidence names as the one that
supplied, sold or delivered them ("X supplied", "The supplier was X") is contradicted, at any coverage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_persons import NAME_RUN
from citeset.judges._rules_tokens import Features

_BOUGHT = re.compile(rf"(?P<buyer>{NAME_RUN})\s+(?:has\s+|had\s+)?(?:bought|purchased|ordered|acquired|received|obtained)"
                     rf"\b[^.;]{{0,80}}?\bfrom\s+(?:the\s+)?(?P<seller>{NAME_RUN})")
_SUPPLIED = (re.compile(rf"(?P<seller>{NAME_RUN})\s+(?:has\s+|had\s+)?(?:supplied|sold|delivered|provided|shipped)\b"),
             re.compile(rf"\bsupplier\s+(?:was|is|will\s+be)\s+(?P<seller>{NAME_RUN})"),
             re.compile(rf"(?P<seller>{NAME_RUN}),?\s+(?:the|its|their)\s+supplier\b"))


def transfer_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words making the claim's buyer the supplier, quoted; else None."""
    bought = _BOUGHT.search(cf.text)
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
