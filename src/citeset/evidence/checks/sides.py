"""DESIGN §3.9 under `mention_conflict`: a statement of the disagreement must give each side its own value.

A statement that names both accepted values and a conflict cue can still be wrong in ways a graded judge
misses: the sides swapped ("the guide says 9 pm, whereas the notice says 8 pm"), a side invented ("... whereas
the website says 11 pm"), or both values denied ("neither 8 pm nor 9 pm"). Two deterministic checks, both
deciding only on unambiguous evidence so that a faithful statement in other words is never refused:

- attribution: the reference claim pairs each value with words only its clause has ("guide", "notice"; words
  of the question and of the values do not count). An output clause holding exactly one value and such words
  of exactly one reference clause (words no other output clause repeats) must carry that clause's value; in
  "A and B say x and y respectively" the n-th side named takes the n-th value given.
- material terms: numbers, names and negation or modality cues that neither the reference claim nor the
  cited documents (their spans, texts and titles) contain are asserted beyond it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize
from citeset.evidence._claims import contains_answer
from citeset.evidence.checks.material import missing_terms
from citeset.judges._rules_lexicon import IRREGULAR, STOPWORDS

_CLAUSE = lazy_compile(r"[;!?()]|(?<!\d)[,.:]|[,.:](?!\d)|\b(?:whereas|while|but|and|although|though|however|"
                     r"whilst)\b", re.IGNORECASE)
"""Clause breaks: punctuation (a comma, point or colon between digits is a number's or a time's: "1,240 hectares",
"16:00": audit 43's statements of two closing times were read as giving no side) and conjunctions."""
_WORD = lazy_compile(r"\w+")
_BY_ORDER = lazy_compile(r"\b(?:respectively|in that order)\b", re.IGNORECASE)
"""Sides paired with values by their order in the sentence rather than clause by clause."""


VALUE = lazy_compile(r"\d[\d,.:]*(?:\s*[ap]\.?m\b\.?)?")
"""A value a reference claim gives a side ("1,450", "7:10 am"), read when its accepted answers name one side only."""
_YEAR = lazy_compile(r"(?:1[89]|20)\d\d")


def side_values(reference: str, answers: Sequence[str]) -> tuple[str, ...]:
    """The values the sides of a disagreement are told apart by: the accepted answers when they name two or more;
    else the reference claim's own values ("the manual gives 22 metres, while the survey measured 23": audit 42,
    audit 45), without a year that names a source ("the 2025 survey") when two others are left."""
    if len(answers) >= 2:
        return tuple(answers)
    values = [v.rstrip(",.:") for v in VALUE.findall(reference)]
    plain = [v for v in values if not _YEAR.fullmatch(v)]
    values = plain if len(set(plain)) >= 2 else values
    return tuple(dict.fromkeys(values)) if len(set(values)) >= 2 else tuple(answers)


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE.split(text) if c.strip()]


def _words(text: str) -> set[str]:
    return set(_WORD.findall(normalize(text)))


def _values(clause: str, answers: Sequence[str]) -> list[str]:
    """The accepted answers a clause gives, one per value: "12 turbines" gives "12" too, and counts as "12"."""
    found = [a for a in answers if contains_answer(clause, (a,))]
    return [a for a in found if not any(a != b and contains_answer(a, (b,)) for b in found)]


def _side_keys(reference: str, answers: Sequence[str], question: str) -> list[tuple[set[str], str]] | None:
    """Each side of the reference claim as (the words only its clause has, its value); None where it gives fewer
    than two values clause by clause."""
    shared = _words(question) | {w for a in answers for w in _words(a)} | STOPWORDS  # "has", "the": name no side
    sides = [(_words(clause) - shared, values[0]) for clause in _clauses(reference)
             if len(values := _values(clause, answers)) == 1]
    if len({value for _, value in sides}) < 2:
        return None
    seen = Counter(w for words, _ in sides for w in words)
    return [({w for w in words if seen[w] == 1}, value) for words, value in sides]


def each_side_attributed(text: str, reference: str, answers: Sequence[str], question: str) -> bool:
    """Whether `text` gives every side of the reference claim its own value in a clause naming that side and no
    other ("8 pm according to the guide and 9 pm according to the notice"): a statement of the disagreement with
    no cue word. A value given to a source the reference claim does not name, one value for both sides or the
    values exchanged is none."""
    keys = _side_keys(reference, answers, question)
    if keys is None:
        return False
    clauses = [(_words(clause), _values(clause, answers)) for clause in _clauses(text)]
    return all(any(values == [value] and own & words and not any(other & words for other, v in keys if v != value)
                   for words, values in clauses) for own, value in keys)


def misattributed(text: str, reference: str, answers: Sequence[str], question: str) -> str | None:
    """Why `text` gives a side the other side's value (None when it does not, or cannot be told)."""
    keys = _side_keys(reference, answers, question)
    if keys is None:
        return None
    if _BY_ORDER.search(text):
        return _misordered(text, keys, answers)
    clauses = [(_words(clause), _values(clause, answers)) for clause in _clauses(text)]
    used = Counter(w for words, _ in clauses for w in words)
    for words, values in clauses:
        if len(values) != 1:
            continue
        words = {w for w in words if used[w] == 1}  # "policy A ..., but policy B ...": "policy" names no side
        owners = {value for own, value in keys if own & words}
        if len(owners) == 1 and values[0] not in owners:
            side = ", ".join(sorted(w for own, value in keys if value in owners for w in own & words))
            return f"gives {values[0]!r} to the side of {side!r}, which the reference claim gives {owners.pop()!r}"
    return None


def _misordered(text: str, keys: list[tuple[set[str], str]], answers: Sequence[str]) -> str | None:
    """"A and B say x and y respectively": the n-th side named takes the n-th value given."""
    words = _WORD.findall(normalize(text))
    named = sorted((i, value) for own, value in keys
                   if (i := next((k for k, w in enumerate(words) if w in own), -1)) >= 0)
    given = sorted((i, answer) for answer in answers if (i := _position(words, answer)) >= 0)
    if len(named) < 2 or len(named) != len(given):
        return None
    for (_, says), (_, gives) in zip(named, given, strict=True):
        if says != gives:
            return f"gives {gives!r}, in order, to the side the reference claim gives {says!r}"
    return None


def _position(words: list[str], answer: str) -> int:
    needle = _WORD.findall(normalize(answer))
    return next((i for i in range(len(words) - len(needle) + 1) if needle and words[i : i + len(needle)] == needle),
                -1)


def beyond(text: str, reference: str, evidence: Sequence[str], question: str = "") -> list[str]:
    """Material terms of `text` in neither the reference claim nor the cited evidence, then its other words in
    none of them nor the question (`_unsaid`)."""
    return missing_terms(text, [reference, *evidence]) or _unsaid(text, [reference, *evidence, question])


def _unsaid(text: str, said: Sequence[str]) -> list[str]:
    """Words of a statement of the disagreement that judge a side or explain the difference (`_RESOLVING`,
    `_RESOLVING_PHRASE`) and that nothing it rests on says (words compared on their first five letters): which
    side is right ("the true figure", "out of date") or why they differ ("because it includes the buffer zone")
    is source truth the answer asserts on its own (§3.9 asks it to state the disagreement). Other words are left
    to the judge: "Policy A allows returns within 30 days" words "may be returned" otherwise."""
    have = {w[:5] for t in said for w in _WORD.findall(normalize(t))}
    found = [w for w in dict.fromkeys(_WORD.findall(normalize(text))) if w in _RESOLVING and w[:5] not in have]
    # events only in clauses that give no side's value: "came to 320 homes", "charted 410" give one
    plain = [normalize(clause) for clause in _clauses(text) if not _GIVES_VALUE.search(clause)]
    found += [w for clause in plain for w in dict.fromkeys(_WORD.findall(clause))
              if _an_event(w) and w[:5] not in have and w not in found]
    found += [m.group(1) for clause in plain for m in _PROGRESSIVE.finditer(clause)
              if m.group(1)[:5] not in have and m.group(1) not in _SAYING_NOW]
    sources = " ".join(normalize(t) for t in said)
    return found + [m.group(0) for m in _RESOLVING_PHRASE.finditer(normalize(text)) if m.group(0) not in sources]


_RESOLVING = frozenset(
    ["true", "truly", "correct", "correctly", "incorrect", "incorrectly", "right", "wrong", "wrongly", "accurate", "accurately", "inaccurate", "actual", "actually", "real", "really", "mistaken", "mistake", "mistakenly", "error", "erroneous", "erroneously", "outdated", "obsolete", "stale", "superseded", "reliable", "unreliable", "authoritative", "trustworthy", "official", "valid", "invalid", "likely", "probably", "because", "explains", "explained", "reason", "typo", "misprint"])
"""Words that say which side is right or why the sides differ."""
_PROGRESSIVE = lazy_compile(r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(\w{3,}ing)\b")
"""An event going on ("the council is reviewing its count"): the answer's own account, as a past one is."""
_SAYING_NOW = frozenset(["saying", "stating", "giving", "reporting", "listing", "showing", "claiming", "quoting",
                         "citing", "recording", "suggesting", "indicating", "putting", "setting"])
_GIVES_VALUE = lazy_compile(r"\d|\s[A-Z]")
"""A clause with a number or a name past its first word gives a side's value."""
_LATER = frozenset(["later", "afterwards", "afterward", "subsequently", "since", "recently", "meanwhile", "eventually",
                    "now", "currently"])
"""When one side's event happened: source truth, as the event is."""
_SAYING = frozenset(
    ["said", "stated", "listed", "reported", "noted", "recorded", "quoted", "cited", "published", "issued", "given",
     "gave", "based", "dated", "specified", "mentioned", "indicated", "claimed", "suggested", "showed", "shown",
     "named", "set", "fixed", "put", "printed", "posted", "displayed", "described", "estimated", "counted",
     "conflicted", "differed", "disagreed", "contradicted", "compared", "contrasted", "signed"])
"""Past forms of what a source does in saying its value: how a statement of the disagreement attributes it."""


def _an_event(word: str) -> bool:
    """A past-tense verb or a word of time that a statement of the disagreement adds ("the agency later withdrew its
    figure"): the answer's own account of what happened to a side."""
    if word in _LATER:
        return True
    if word in _SAYING:
        return False
    return word in IRREGULAR or word in _PAST_ONLY or (len(word) > 4 and word.endswith("ed"))


_PAST_ONLY = frozenset(["withdrew", "withdrawn", "rose", "risen", "fell", "fallen", "grew", "grown", "shrank", "froze",
                        "broke", "broken", "chose", "drew", "drawn"])
"""Irregular past forms `IRREGULAR` does not hold (a past in "-ed" is read by its ending)."""

_RESOLVING_PHRASE = lazy_compile(r"\b(?:out of date|due to|owing to|as a result|more (?:recent|reliable|accurate|current)|"
                               r"less (?:reliable|accurate))\b")
