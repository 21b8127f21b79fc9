"""An attribute a list gives one member, said of another (probe 46).

"Vault Linden was built in 2009" on "The three vaults are Vault Linden (built in 1998), Vault Rowan (built 2009) and
Vault Sorrel, built in 2015": every word of the claim is the evidence's, and the year is Vault Rowan's. Each member's
attribute is read where the list gives it: in brackets after the name ("Vault Linden (built in 1998)") or after a
comma ("Vault Sorrel, built in 2015"), a participle and a year. A claim "X was <participle> in <year>" whose year the
evidence gives another member by that participle, and X another year, is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_nominal_roles import name_key, same_name
from citeset.judges._rules_persons import NAME, NAME_RUN
from citeset.judges._rules_tokens import Features

_MEMBER = rf"(?P<name>{NAME_RUN}(?:\s+[a-z][\w-]*){{0,2}}?)"
"""A member's name with its head noun ("the Mott wing" is not "the Mott ward")."""
_YEAR = r"(?P<year>1[5-9]\d\d|20\d\d)\b"
_LISTED = (lazy_compile(_MEMBER + r"\s*\(\s*(?P<attr>[a-z]+ed|built|made|won|begun|grown)\s+(?:in\s+)?" + _YEAR + r"\s*\)"),
           lazy_compile(_MEMBER + r",\s+(?P<attr>[a-z]+ed|built|made|begun|grown)\s+(?:in\s+)?" + _YEAR))
"""A member and its attribute in a list: "Vault Linden (built in 1998)", "Vault Sorrel, built in 2015"."""
_PARTICIPLE_YEAR = lazy_compile(r"(?:ed|built|made|begun|grown)\s+(?:in\s+)?(?:1[5-9]|20)\d\d\b")
"""What a claim `_CLAIMED` reads holds: a participle and its year."""
_CLAIMED = lazy_compile(_MEMBER + r"\s+(?:was|were|is|are|had\s+been|has\s+been)\s+(?:first\s+)?(?P<attr>[a-z]+ed|built|made|"
                      r"begun|grown)\s+(?:in\s+)?" + _YEAR)


def attribute_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's member holding the claim's year, when the claim gives it to another member the list dates
    otherwise (see the module docstring); else None."""
    if _PARTICIPLE_YEAR.search(cf.text) is None:
        return None  # (the common claim: one search)
    claimed = list(_CLAIMED.finditer(cf.text))
    if not claimed:
        return None
    listed = [(_key(m.group("name")), m.group("attr"), m.group("year"), m.group(0)) for f in efs
              for pattern in _LISTED for m in pattern.finditer(f.text)]
    for m in claimed:
        mine, attr, year = _key(m.group("name")), m.group("attr"), m.group("year")
        own = {y for n, a, y, _ in listed if a == attr and same_name(n, mine)}
        holder = next((said for n, a, y, said in listed if a == attr and y == year and not same_name(n, mine)), None)
        if own and year not in own and holder is not None and not _dated_elsewhere(efs, m.group("name"), year):
            return f"the evidence says '{holder}', the claim '{m.group(0)}'"
    return None




def _dated_elsewhere(efs: Sequence[Features], name: str, year: str) -> bool:
    """Whether the evidence gives the member the claim's year outside the list ("Ruth Kell was re-elected in 2014"):
    the year after the member's name, before the next name."""
    bare = name.removeprefix("The ").removeprefix("the ")
    for f in efs:
        for at in (m.start() for m in re.finditer(re.escape(bare), f.text)):
            after = f.text[at + len(bare) : at + len(bare) + _YEAR_REACH]
            following = NAME.search(after, 1)
            if year in (after[: following.start()] if following else after):
                return True
    return False


_YEAR_REACH = 80

def _key(name: str) -> str:
    """A member's name as compared, without "the" ("The Cove pool" is "the Cove pool")."""
    return name_key(name).removeprefix("the ")
