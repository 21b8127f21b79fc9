"""A role dated before or after its time, for DESIGN §3.4: "Mara Quinn is the ex-CEO of Tessel Labs" (or "the
incoming CEO", "CEO-elect") does not state "Mara Quinn is the CEO of Tessel Labs". An audit found both counted
correct with the answer string present.

Read narrowly, because the same words date other things: a dating word counts only before or after a role noun
(`ROLES`) that the reference claim names itself, not followed by a name of its own ("ex-CEO Tom Berg" dates Tom
Berg, not the claim's subject), and not when the reference claim dates the role the same way in its own words
("who was CEO until 2001", "will become president"). "ex officio", "ex-factory", "Ex-Lax", "re-elect" and
"incoming calls" date nothing.
"""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile

ROLES = frozenset([
    "ceo", "cfo", "coo", "cto", "cio", "president", "vice", "chair", "chairman", "chairwoman", "chairperson",
    "director", "manager", "minister", "premier", "mayor", "governor", "coach", "captain", "leader", "editor",
    "secretary", "dean", "ambassador", "commissioner", "chancellor", "senator", "speaker", "chief", "treasurer",
    "provost", "rector", "bishop", "pope", "king", "queen", "judge", "justice", "partner", "owner", "member",
    "champion", "prime"])
"""Role nouns a dating word can date ("lead", "head" and "principal" are too often something else; a founder
stays one, so "the late founder" dates nothing and "late" is no cue)."""

_PAST = lazy_compile(r"\b(?P<cue>ex|erstwhile|one-time|onetime|then|retired|past)[-–\s]+(?P<role>[a-z]+)\b",
                   re.IGNORECASE)
_FUTURE = lazy_compile(r"\b(?P<cue>incoming|future|soon-to-be)\s+(?:[a-z]+\s+){0,2}?(?P<role>[a-z]+)\b|"
                     r"\b(?P<role2>[a-z]+)[-\s](?P<cue2>elect|designate|in-waiting)\b", re.IGNORECASE)
_DATED_PAST = lazy_compile(r"\b(?:ex|former|formerly|previously|erstwhile|retired|late|until|till|was|were|had|"
                         r"resigned|left|stepped\s+down|veteran)\b", re.IGNORECASE)
_DATED_FUTURE = lazy_compile(r"\b(?:incoming|elect|elected|designate|designated|will|shall|become|becomes|future|"
                           r"nominated|named|takes\s+office|to\s+be)\b", re.IGNORECASE)
_WORD = lazy_compile(r"[a-z]+", re.IGNORECASE)


def dated_role(claim: str, reference: str) -> str | None:
    """"dates in the past it (ex-CEO)" or "dates in the future it (incoming CEO)" when the claim dates a role
    the reference claim names and states undated; None otherwise."""
    named = {w.casefold() for w in _WORD.findall(reference)} & ROLES
    if not named:
        return None
    for m in _PAST.finditer(claim):
        if _dates(claim, m, m.group("role"), named) and not _DATED_PAST.search(reference):
            return f"dates in the past it ({m.group(0)})"
    for m in _FUTURE.finditer(claim):
        role = m.group("role") or m.group("role2")
        before = claim[max(0, m.start() - 5):m.start()].casefold()
        if before.endswith(("re-", "self-", "pre-")):
            continue
        if _dates(claim, m, role, named) and not _DATED_FUTURE.search(reference):
            return f"dates in the future it ({m.group(0)})"
    return None


def _dates(claim: str, m: re.Match[str], role: str, named: set[str]) -> bool:
    """The match dates one of the reference claim's roles, and no name of its own follows ("ex-CEO Tom Berg")."""
    if role.casefold() not in named:
        return False
    following = _WORD.search(claim, m.end())
    if following is None or not claim[m.end():following.start()].isspace():
        return True
    name = following.group()
    return not (name[0].isupper() and name not in ("Of", "At", "For"))
