"""An award, a title or an accreditation the evidence gives to a team or section of a body, stated as the body's
(probe 57).

"The Rural Events Award went to the Hartmoor County Show Society" on "The Rural Events Award went to the Hartmoor County
Show Society's young farmers' section"; "Tillbrook Canal Boats won the Waterways Customer Award" on "The training team
of Tillbrook Canal Boats won the Waterways Customer Award". What a part does may be said of the body (`_rules_branches`
reads only a part's stopping), but an award or an accreditation names its holder: the section holds it, not the body.

Read when every use of the claim's body name, in evidence sentences holding two of the claim's other words and a word
of an award ("award", "prize", "won", "named ... of the year", "accredited", "shortlisted", "singled out"), is as the
owner of a unit ("X's young farmers' section", "the training team of X"), and the claim names no unit of its own
("team", "section", "a team within").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, long_words, may_hold, search

_UNITS = (r"(?:team|teams|section|branch|department|group|unit|squad|committee|division|wing|panel|crew|choir|"
          r"orchestra|band|youth\s+wing|staff)")
_NAME = r"[A-Z][\w'\u2019&.-]*(?:\s+(?:of\s+|the\s+|and\s+|&\s+|for\s+)?[A-Z][\w'\u2019&.-]*){0,6}"
_AWARDED = lazy_compile(r"\b(?:awards?|prizes?|trophy|trophies|medals?|won|wins|named|accredited|accreditation|shortlisted|"
                      r"singled\s+out|commended|honoured|honored|title|of\s+the\s+year|certificate|certified)\b",
                      re.IGNORECASE)
_AWARD_PARTS = ("award", "prize", "troph", "medal", "won", "wins", "named", "accredit", "shortlist", "singled",
                "commended", "honour", "honor", "title", "of the year", "certif")
_CLAIM_UNIT = lazy_compile(r"\b" + _UNITS + r"\b|\bpart\s+of\b|\bwithin\b|\bmembers\s+of\b", re.IGNORECASE)
_MIN_SHARED = 2


def award_of_part_as_body(cf: Features, efs: Sequence[Features]) -> str | None:
    """The unit the evidence gives the claim's award to, where the claim gives it to the body (see the module
    docstring), described; else None."""
    if search(_CLAIM_UNIT, cf) is not None or not any(may_hold(f.text, _AWARD_PARTS) for f in efs):
        return None
    if search(_AWARDED, cf) is None:
        return None
    claim_words = long_words(cf.text)
    for name in _bodies(cf.text):
        found = _units_of(name, claim_words, efs)
        if found is not None:
            return f"the evidence gives it to '{found}', the claim to {name}"
    return None


def _bodies(claim: str) -> list[str]:
    """The claim's names of three letters or more after its first word, longest first."""
    names = {m.group(0).strip().rstrip(".'\u2019") for m in re.finditer(_NAME, claim)}
    return sorted((n for n in names if len(n) > 3), key=len, reverse=True)[:4]


def _units_of(name: str, claim_words: set[str], efs: Sequence[Features]) -> str | None:
    """A unit phrase of `name` ("X's young farmers' section"), when every use of the name in an evidence sentence
    about the claim's award is one; else None."""
    escaped = re.escape(name)
    owned = re.compile(escaped + r"(?:'s|\u2019s|'|\u2019)\s+(?:[\w'\u2019-]+\s+){0,3}?" + _UNITS + r"\b|\b[Tt]he\s+"
                       r"(?:[\w'\u2019-]+\s+){0,3}?" + _UNITS + r"\s+of\s+(?:the\s+)?" + escaped)
    use = re.compile(r"\b" + escaped + r"\b")
    name_words = long_words(name)
    found = None
    for f in efs:
        if name not in f.text:
            continue
        for lo, hi in f.sentences()[0]:
            sentence = f.text[f.start[lo] : f.end[hi - 1]] if hi > lo else ""
            if name not in sentence or _AWARDED.search(sentence) is None:
                continue
            words = long_words(sentence) - name_words
            if len(words & claim_words) < _MIN_SHARED:
                continue
            units = list(owned.finditer(sentence))
            if len(units) != len(use.findall(sentence)):
                return None  # the body itself is named too
            if units and found is None:
                found = units[0].group(0)
    return found
