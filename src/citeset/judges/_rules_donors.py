"""An amount the evidence gives from one donor, stated as another donor's (probe 58).

"The new rehearsal room received £10,800 from the Pennystone Music Fund and £1,900 from Ravensworth Silver Band" does
not say "The Pennystone Music Fund gave £1,900 towards the new rehearsal room": both names and both amounts are the
evidence's, each amount bound to the other donor. The claim binds an amount to a donor ("D gave/donated/contributed
£X", or "£X from D"); the evidence binds amounts to donors by "£Y from D". Read when the evidence gives the claim's
amount from another donor and another amount from the claim's donor, and never the claim's amount from it. Each text
is searched once per pattern, so the reading is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, finds, search

_AMOUNT = r"(?P<amount>[£$€]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion)\b)?)"
_DONOR = r"(?:the\s+)?(?P<donor>[A-Z][\w'’&-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w'’&-]*){0,5})"
_GIVEN = lazy_compile(_DONOR + r"\s+(?:has\s+|had\s+)?(?:gave|given|donated|contributed|provided|granted|awarded|paid|"
                      r"pledged)\s+(?:a\s+further\s+|another\s+)?" + _AMOUNT)
_FROM = lazy_compile(_AMOUNT + r"\s+(?:came\s+)?from\s+" + _DONOR)
_CUE = lazy_compile(r"\bfrom\b")


def _pairs(text: str | Features, patterns: tuple[re.Pattern[str], ...]) -> Iterator[tuple[str, str]]:
    for pattern in patterns:
        for m in finds(pattern, text):
            yield _key(m.group("donor")), re.sub(r"[\s,]", "", m.group("amount")).casefold()


def _key(donor: str) -> str:
    return " ".join(donor.casefold().removeprefix("the ").split())


def amount_of_another_donor(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's amount that the evidence gives from another donor, while it gives the claim's donor another amount,
    described; else None."""
    claimed = list(_pairs(cf, (_GIVEN, _FROM)))
    if not claimed or not any(search(_CUE, f) for f in efs):
        return None
    given = {pair for f in efs for pair in _pairs(f, (_FROM,))}
    for donor, amount in claimed:
        if (donor, amount) in given:
            continue
        others = sorted(d for d, a in given if a == amount and d != donor)
        own = sorted(a for d, a in given if d == donor and a != amount)
        if others and own:
            return f"the evidence gives {amount} from {others[0]}, and {own[0]} from {donor}"
    return None
