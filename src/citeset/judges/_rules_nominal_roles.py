"""Roles turned round through a noun of action (probe 41).

"The Ashby Fine Art Auction House audited the Art Trade Compliance Board in 2020" on "In 2020, the Ashby Fine Art
Auction House underwent an audit carried out by the Art Trade Compliance Board": every word of the claim is in the
evidence, but the evidence makes the auction house what is audited and the board the auditor. The evidence says who
did it with a noun of action ("underwent / was the subject of / faced an audit carried out by B", "an audit of A
conducted by B"); a claim that gives the deed to A and its object B ("A audited B", "A carried out an audit of B",
"B was audited by A") is contradicted. The verb must be the noun's ("audited" for "audit", "inspected" for
"inspection"): another deed of the two is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, finds, kept

_NAME = r"(?<![\w'\u2019&-])(?:the\s+)?(?P<{}>(?<![\w'\u2019&-])[A-Z][\w'\u2019&-]*(?:\s+(?:of\s+|and\s+|for\s+|&\s+)?[A-Z][\w'\u2019&-]*){{0,6}})"
_NOUNS = (r"(?P<noun>audit|inspection|review|assessment|evaluation|investigation|survey|examination|appraisal|"
          r"valuation|check|visit|study|probe|inquiry|enquiry)")
_DONE_BY = r"(?:carried\s+out|conducted|performed|led|done|made|undertaken|run|commissioned)\s+by\s+"
_EVIDENCE = (
    lazy_compile(_NAME.format("object") + r"\s+(?:underwent|was\s+the\s+subject\s+of|was\s+subjected\s+to|faced|received|"
               r"had|went\s+through)\s+(?:a|an)\s+(?:[a-z-]+\s+){0,2}" + _NOUNS + r"\s+" + _DONE_BY
               + _NAME.format("doer")),
    lazy_compile(r"\b(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}" + _NOUNS + r"\s+(?:of|on|into)\s+" + _NAME.format("object")
               + r",?\s+" + _DONE_BY + _NAME.format("doer")),
)
_VERBS = r"(?P<verb>[a-z]+ed)"
_CLAIM = (
    lazy_compile(_NAME.format("doer") + r"\s+" + _VERBS + r"\s+" + _NAME.format("object")),
    lazy_compile(_NAME.format("doer") + r"\s+(?:carried\s+out|conducted|performed|led|did|undertook|ran|made)\s+(?:a|an|"
               r"the)\s+(?:[a-z-]+\s+){0,2}" + _NOUNS + r"\s+(?:of|on|into)\s+" + _NAME.format("object")),
    lazy_compile(_NAME.format("object") + r"\s+(?:was|were|has\s+been|had\s+been)\s+" + _VERBS + r"\s+by\s+"
               + _NAME.format("doer")),
)


def nominal_roles_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's doer and object of a noun of action the claim turns round (see the module docstring),
    described; else None."""
    said = [deed for f in efs for deed in kept(f, "deeds of nouns of action", _deeds)]
    if not said:
        return None
    for c in _found(cf.text, _CLAIM):
        doer, done = name_key(c.group("doer")), name_key(c.group("object"))
        word = c.groupdict().get("verb") or c.group("noun")
        for noun, their_doer, their_object in said:
            if same_name(doer, name_key(their_object)) and same_name(done, name_key(their_doer)) and _kin(word, noun):
                return (f"roles reversed: the evidence's {noun} is of '{their_object}' by '{their_doer}', the "
                        f"claim's of '{c.group('object')}' by '{c.group('doer')}'")
    return None


def _deeds(f: Features) -> list[tuple[str, str, str]]:
    """(noun, doer, object) of each noun of action the text gives a doer (read once per text)."""
    return [(m.group("noun"), m.group("doer"), m.group("object")) for m in _found(f.text, _EVIDENCE)]


def nominal_roles_kept(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim gives the doer and the object of an evidence's noun of action as the evidence does ("The
    Board audited the auction house" for "the auction house underwent an audit carried out by the Board"): the
    readings of doers and dates then have nothing to say against it (probe 41)."""
    said = [deed for f in efs for deed in kept(f, "deeds of nouns of action", _deeds)]
    if not said:
        return False
    for c in _found(cf.text, _CLAIM):
        doer, done = name_key(c.group("doer")), name_key(c.group("object"))
        word = c.groupdict().get("verb") or c.group("noun")
        if any(same_name(doer, name_key(their_doer)) and same_name(done, name_key(their_object)) and _kin(word, noun)
               for noun, their_doer, their_object in said):
            return True
    return False


def _found(text: str, patterns: tuple[re.Pattern[str], ...]) -> Iterator[re.Match[str]]:
    for pattern in patterns:
        yield from finds(pattern, text)


def name_key(name: str) -> str:
    """A name as compared: its words lowercased, single-spaced."""
    return " ".join(name.split()).lower()


def same_name(a: str, b: str) -> bool:
    """Whether two names are one: equal, or one ends the other in whole words ("Board" is no match: two words at least;
    nor is "Ian Moss" "Brian Moss")."""
    return a == b or (len(a.split()) > 1 and b.endswith(" " + a)) or (len(b.split()) > 1 and a.endswith(" " + b))


def _kin(word: str, noun: str) -> bool:
    """Whether the claim's verb (or noun) is the evidence's noun of action: the same first five letters ("audited",
    "inspected" for "inspection", "reviewed"), or the same noun."""
    return word.lower()[:5] == noun.lower()[:5] or word.lower()[:4] == noun.lower()[:4] == "surv"
