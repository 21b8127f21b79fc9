"""The newcomers of a period stated as the whole (probe 56).

"The brewery has 11 staff in total" on "The brewery recruited 11 new staff in 2024, bringing its total to 48"; "The
garden's season-ticket holders number 420" on "420 season-ticket holders joined the garden in 2024" and "The garden
has 3,100 season-ticket holders". The figure counts those who came, not all there are.

A claim saying a whole ("in total", "a total of", "altogether", "number 420", "has 11 staff") with no word of its own
for newcomers ("new", "joined", "recruited"), whose figure the evidence gives, every time, in a clause that counts
newcomers ("11 new staff", "joined", "recruited", "signed up", "hired"; not "the new hospice has 48 nurses"), is
not entailed when the evidence also
gives another figure of the whole ("bringing its total to 48", "has 3,100"); a clause saying the newcomers are all
there are ("its only pupils") leaves it to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import PERIOD_UNITS
from citeset.judges._rules_tokens import NUM, Features, occurrences, search

_WHOLE_CLAIM = lazy_compile(r"\b(?:in\s+total|a\s+total\s+of|altogether|in\s+all|overall|all\s+told|number(?:s|ed)?\s+"
                          r"[\d,]+|has\s+[\d,]+|have\s+[\d,]+)\b", re.IGNORECASE)
_NEWCOMERS = lazy_compile(r"\b(?:new\s+(?:members|recruits|staff|volunteers|players|pupils|students|subscribers|"
                        r"employees|instructors|sailors|holders|riders|runners|drivers|workers)|joined|recruited|recruits|"
                        r"signed\s+up|took\s+on|taken\s+on|hired|arrivals?)\b", re.IGNORECASE)
_WHOLE = lazy_compile(r"\b(?:total\s+(?:of\s+|to\s+|is\s+|was\s+|now\s+)?[\d,]+|[\d,]+\s+(?:in\s+total|in\s+all|"
                    r"altogether|overall)|(?:has|have|had)\s+(?:a\s+(?:membership|staff|team)\s+of\s+)?"
                    r"(?:about\s+|around\s+|some\s+|over\s+|more\s+than\s+)?[\d,]+)\b", re.IGNORECASE)
_ONLY = lazy_compile(r"\b(?:only|sole|all\s+(?:its|their|the))\b", re.IGNORECASE)
_REACH = 200


def new_as_total(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's whole that the evidence counts only as newcomers (see the module docstring), described; else
    None."""
    if search(_WHOLE_CLAIM, cf) is None or search(_NEWCOMERS, cf) is not None:
        return None
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year" or not PERIOD_UNITS.isdisjoint(t.units):
            continue  # ("11 years' experience": a duration)
        found = occurrences(efs, t.norm)
        if not found or not all(_of_newcomers(f.text, u.sstart, u.send) for f, u in found):
            continue
        if any(_whole_elsewhere(f.text, t.norm) for f in efs):
            f, u = found[0]
            return f"the evidence counts {f.text[u.sstart : u.send]} as newcomers, the claim as the whole"
    return None


def _clause(text: str, start: int, end: int) -> str:
    """The clause around a figure: back to ".", ";" or "," and on to ".", ";" or "," (bounded)."""
    before = text[max(0, start - _REACH) : start]
    cut = max(before.rfind("."), before.rfind(";"), before.rfind(","))
    after = text[end : end + _REACH]
    stops = [i for i in (after.find("."), after.find(";"), after.find(",")) if i >= 0]
    return before[cut + 1 :] + text[start:end] + after[: min(stops) if stops else len(after)]


def _of_newcomers(text: str, start: int, end: int) -> bool:
    clause = _clause(text, start, end)
    return _NEWCOMERS.search(clause) is not None and _ONLY.search(text[start : end + _REACH]) is None


def _whole_elsewhere(text: str, norm: str) -> bool:
    """Whether the text gives a whole by another figure than `norm` ("bringing its total to 48", "has 3,100")."""
    return any(re.sub(r"\D", "", m.group(0)) not in ("", norm) for m in _WHOLE.finditer(text))
