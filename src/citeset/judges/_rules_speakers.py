"""Words the claim gives one speaker that the evidence gives another (probe 42's coreference family).

"Luca Bianchi said the rota would be extended to Skerry Point" on "Luca Bianchi presented the rota he had drawn up.
/ Fiona Walsh thanked him and said the rota would be extended to Skerry Point": every word of the claim is in the
evidence, but the one who said it is Fiona Walsh. The evidence sentence holding most of what the claim says was said
names its speaker: the name right before its verb of saying, or, when a pronoun or a joined verb stands there ("and
she said", "thanked him and said"), the name that opens the sentence; "according to X" names X. When that speaker is
another person (a name of two words or more) than the claim's, the claim is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_features import features
from citeset.judges._rules_persons import is_person
from citeset.judges._rules_tokens import Features

_PERSON = r"(?<![\w'\u2019-])(?!(?:After|While|As|When|Before|Since|If|Although|Though|Because|The|A|An|In|On|At|By|For|With|From|During|According|Once|Until|Then|And|But)\b)[A-Z][\w'\u2019-]+(?:\s+(?:de|van|von|da|di|le|la)?\s*[A-Z][\w'\u2019-]+){1,2}"
_SAYS = r"(?:said|says|announced|confirmed|stated|told|explained|added|insisted|warned|noted|claimed|reported)"
_OF_BODY = r"(?:\s+of\s+(?:the\s+)?[A-Z][\w'\u2019&-]*(?:\s+(?:[A-Z][\w'\u2019&-]*|&|and|of))*)?"
"""What may stand between a speaker and "said": the body they speak for ("Idris Hartigan of Keystone Builders said").
A body after "of" is no speaker ("The chief executive of Severnmoor Water said": a role, not read)."""
_BODY_BEFORE = re.compile(r"\bof\s+(?:the\s+)?(?:(?:[A-Z][\w'\u2019&-]*|and|&|of)\s+)*$")
_CLAIMED = (re.compile(rf"(?P<name>{_PERSON}){_OF_BODY}\s+(?:has\s+|had\s+)?{_SAYS}\b"),
            re.compile(rf"\b[Aa]ccording\s+to\s+(?P<name>{_PERSON})\b"))
_SAYING = re.compile(rf"\b{_SAYS}\b")
_PRONOUN_BEFORE = re.compile(r"(?:\b(?:he|she|they|and|also|later|then|him|her|them)\s+)$", re.IGNORECASE)
_NAMES_BEFORE = re.compile(rf"{_PERSON}(?:\s*,\s*{_PERSON})*(?:,?\s+and\s+{_PERSON})?(?:,[^,]{{1,60}},)?\s+(?:has\s+|had\s+)?$")
_PEOPLE = re.compile(_PERSON)
_INVERTED = re.compile(rf"\s+(?P<name>{_PERSON})\b")
"""A speaker right after the verb of saying (a quotation's inversion: '"...," said Matilda Achebe')."""
_OPENING = re.compile(rf"^[\s\"\u201c]*(?P<name>{_PERSON})\b|^(?:[^,.;]{{0,40}},\s+)?(?P<later>{_PERSON})\b")
"""The name a sentence opens with, or the one after a short opening phrase ("In 2019, Hamish Blackwood")."""
_ACCORDING = re.compile(rf"\b[Aa]ccording\s+to\s+(?P<name>{_PERSON})\b")
_SHARE = 0.6
"""The share of the claim's words after its speaker the evidence sentence must hold."""


def speaker_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's speaker of what the claim gives another speaker (see the module docstring), described; else
    None."""
    claimed = next((m for pattern in _CLAIMED for m in pattern.finditer(cf.text)
                    if _BODY_BEFORE.search(cf.text[max(0, m.start() - 120) : m.start()]) is None), None)
    if claimed is None:
        return None
    mine = claimed.group("name")
    said = cf.cset - _norms(cf, claimed.start(), claimed.end())
    need = max(2, int(_SHARE * len(said) + 0.999))
    openers: list[str | None] = []  # the name each sentence so far opened with (None: no person's)
    for f in efs:
        for (lo, hi), words in zip(*f.sentences(), strict=False):
            if lo >= hi:
                continue
            text = f.text[f.start[lo] : f.end[hi - 1]]
            if len(words & said) >= need:
                theirs = _speakers(text, said, _topic(openers))
                if theirs and not any(_same(name, mine) for name in theirs):
                    return f"the evidence gives the words to '{theirs[0]}' ('{text}'), the claim to '{mine}'"
            opening = _opening(text)
            openers.append(opening if opening is not None and is_person(opening) else None)
    return None


def _topic(openers: list[str | None]) -> str | None:
    """What "he"/"she" opening a sentence refers to: the person the sentence before opened with, unless the one
    before that opened with another person ("Ana Ruiz spoke. Kenji Mori cut the ribbon. '...,' she said": either)."""
    if not openers or openers[-1] is None:
        return None
    earlier = openers[-2] if len(openers) > 1 else None
    return None if earlier is not None and not _same(earlier, openers[-1]) else openers[-1]


def _speakers(text: str, said: frozenset[str], topic: str | None = None) -> list[str]:
    """The speakers of the sentence's verb of saying whose words hold the most of the claim's (see the module
    docstring). A pronoun subject is read as the sentence's opening name ("Fiona Walsh praised Daniel ..., and she
    said"), or, in a sentence opening with no name ('"We expect ...," she said'; "After meeting X, she said"), as the
    `topic`, the person the sentence before opened with (`_topic`); a gender the judge cannot see may overturn either
    ("Tom Reed asked Anna Berg ..., and she said": refused)."""
    according = _ACCORDING.search(text)
    if according is not None:
        return [according.group("name")]
    verbs = list(_SAYING.finditer(text))
    if not verbs:
        return []
    ends = [v.start() for v in verbs[1:]] + [len(text)]
    verb = max(zip(verbs, ends, strict=True), key=lambda ve: len(features(text[ve[0].end() : ve[1]]).cset & said))[0]
    inverted = _INVERTED.match(text, verb.end())
    if inverted is not None:
        return [inverted.group("name")]  # '"...," said Matilda Achebe, chief executive of ...'
    before = text[: verb.start()]
    if _PRONOUN_BEFORE.search(before):
        name = _opening(text) or topic  # a pronoun subject continues the sentence's subject (a reader's default)
        return [name] if name is not None else []
    named = _NAMES_BEFORE.search(before)
    return [n for n in _PEOPLE.findall(named.group(0))] if named is not None else []


def _opening(text: str) -> str | None:
    """The name the sentence opens with (`_OPENING`), else None."""
    m = _OPENING.match(text)
    return None if m is None else m.group("name") or m.group("later")


def _same(a: str, b: str) -> bool:
    """Whether two names are one person's: one holds the other's last word ("Ms Walsh", "Fiona Walsh")."""
    return a.split()[-1] == b.split()[-1]


def _norms(f: Features, start: int, end: int) -> frozenset[str]:
    """The norms of the content tokens within characters start..end."""
    return frozenset(f.low[ri] for ri in range(len(f.low)) if f.cpos[ri] >= 0 and start <= f.start[ri] < end)
