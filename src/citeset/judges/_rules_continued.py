"""A contract said to go on past the end the evidence gives it, for the rules judge.

"ParkRight Solutions kept the trust's car parking contract after April 2024" on "The trust chose not to extend its car
parking contract with ParkRight Solutions, which ended in April 2024"; "... continued beyond June 2023" on "When its
... contract ... expired in June 2023, the fire service decided not to renew it"; "Forte Underwriting continues to hold
the orchestra's insurance agreement" on "... agreement with the orchestra lapsed at the end of 2024". Every word of the
claim is in the evidence, but the evidence ends the contract where the claim goes on past it. Read when the claim
says a contract (an agreement, a deal, a lease, a licence, a sponsorship) was kept, continued or held on "after",
"beyond" or "past" a date, or continues to be held now; and an evidence sentence naming the claim's names and a
contract ends it (expired, ended, ran out, lapsed, came to an end, not renewed or extended) at that date (for a claim
of now, at any), and no evidence sentence says it was renewed, extended, rolled over or signed anew ("was due to
expire in March 2024 but was renewed for two more years", "decided to renew", "signed a fresh one").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS
from citeset.judges._rules_tokens import CLAUSE_TEXT, Features, holds, search

_CONTRACT = r"(?:contract|agreement|deal|lease|licence|license|sponsorship|franchise|concession|tenancy)"
_MONTH_NAMES = frozenset(m.capitalize() for m in MONTHS.values())
_DATE = r"(?P<date>(?:the\s+end\s+of\s+)?(?:(?:" + "|".join(sorted(_MONTH_NAMES)) + r")\s+)?(?:19|20)\d\d)"
_KEPT_PAST = lazy_compile(
    r"\b(?:kept|keeps|retained|retains|held\s+on\s+to|holds\s+on\s+to|continued|continues|ran\s+on|carried\s+on|"
    r"stayed\s+on|stays\s+on|will\s+stay\s+on|remained\s+in\s+place|remains\s+in\s+place)\b[^.;]{0,120}?"
    r"\b(?:after|beyond|past)\s+" + _DATE + r"\b", re.IGNORECASE)
"""A claim that a contract went on past a date (its contract word is asked for apart)."""
_HOLDS_NOW = lazy_compile(r"\b(?:continues|still)\s+(?:to\s+)?(?:hold|holds|run|runs|provide|provides|have|has)\b",
                          re.IGNORECASE)
"""A claim that a contract goes on now ("continues to hold the ... agreement")."""
_CONTRACT_WORD = lazy_compile(rf"\b{_CONTRACT}s?\b", re.IGNORECASE)
_ENDED = lazy_compile(
    r"\b(?:expired|ended|ran\s+out|lapsed|came\s+to\s+an\s+end|was\s+terminated|terminated|finished)\b|"
    r"\b(?:not|never)\s+(?:to\s+)?(?:renew|extend|continue)|\bwas\s+not\s+(?:renewed|extended)\b", re.IGNORECASE)
_RENEWED = lazy_compile(
    r"\b(?:was|were|has\s+been|had\s+been|been)\s+(?:renewed|extended|rolled\s+over)\b|"
    r"\b(?<!not\s)(?:decided|agreed|chose|voted|opted)\s+to\s+(?:renew|extend|continue)\b|"
    r"\bsigned\s+a\s+(?:fresh|new|further)\b|\bunder\s+a\s+new\b|\b(?<!not\s)will\s+continue\b", re.IGNORECASE)
"""A renewal the evidence says happened: the contract did go on."""
_TURN = lazy_compile(r"\b(?:but|however|whereas|while|although|though|yet)\b", re.IGNORECASE)
"""A sentence that turns ends one thing and goes on with another: not read."""
_NAME = lazy_compile(r"\b[A-Z][\w&'\u2019-]{2,}")
_OPENERS = frozenset({"The", "When", "After", "Before", "In", "On", "At", "By", "Its", "Their", "This", "That",
                      "From"}) | _MONTH_NAMES


def continued_past_end(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence sentence that ends the claim's contract where the claim goes on past it (see the module
    docstring), quoted; else None."""
    claim = cf.text
    if search(_CONTRACT_WORD, claim) is None:
        return None
    past = _KEPT_PAST.search(claim)
    if past is None and _HOLDS_NOW.search(claim) is None:
        return None
    if any(holds(f, _RENEWED) for f in efs):
        return None  # the evidence renews it, or some contract: not read
    when = " ".join(past.group("date").split()).casefold() if past is not None else None
    names = {re.sub(r"['\u2019]s?$", "", n) for n in _NAME.findall(claim) if n not in _OPENERS} - _months(when)
    for f in efs:
        if not holds(f, _ENDED):
            continue
        for m in CLAUSE_TEXT.finditer(f.text):
            sentence = m.group(0)
            if _ends_there(sentence, names, when):
                return f"the evidence ends it ('{sentence.strip()}'), the claim has it go on past that"
    return None


def _months(when: str | None) -> set[str]:
    return {w.capitalize() for w in (when or "").split() if not w.isdigit()}


def _ends_there(sentence: str, names: set[str], when: str | None) -> bool:
    """Whether a sentence names a contract and the claim's names, ends it, and (for a claim past a date) gives the
    claim's date."""
    if search(_CONTRACT_WORD, sentence) is None or _ENDED.search(sentence) is None or _TURN.search(sentence):
        return False  # ("The lease on the café lapsed in March, but the museum's lease on the shop runs until 2030")
    if not all(re.search(rf"\b{re.escape(n)}\b", sentence) for n in names):
        return False
    return when is None or when.removeprefix("the end of ") in " ".join(sentence.split()).casefold()
