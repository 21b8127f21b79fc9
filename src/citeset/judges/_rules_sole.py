"""A shared post said to be held alone, and a coincidence given as a cause (probe 48).

"Adam Ellery is the only chief executive at Elmbridge Canal Trust" on "the post of chief executive is shared between
Adam Ellery and Callum Kowalczyk": the claim's words are the evidence's but for "only", which the sharing denies. A
claim saying a person holds or does something alone ("only", "sole", "alone", "solely") where an evidence sentence
naming that person says it is shared ("share the role of", "is shared between", "jointly") is contradicted.

"New patient registrations rose by 26% because the new website went live" on "... rose by 26% in the quarter in which
the new website went live. / The annual report describes the timing as a coincidence": a claim giving a cause
("because", "led to", "due to", "as a result of") where the evidence, holding its words, calls the link a coincidence
or says the two are unrelated is contradicted, unless it gives the cause the evidence gives instead ("attributes the
rise to the closure of a nearby practice").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import NAME
from citeset.judges._rules_tokens import CLAUSE_TEXT, Features, long_words, may_hold, search

_ALONE = lazy_compile(r"\b(?:only|sole|alone|solely|single-handedly|exclusively)\b", re.IGNORECASE)
_POST_WORDS = r"[a-z][\w-]*(?:\s+(?!(?:who|to|that|which|still|with|in|of|at|for)\b)[a-z][\w-]*){0,3}"
_ALONE_IN_POST = (
    lazy_compile(r"\b(?:the\s+)?(?:only|sole)\s+(?P<post>" + _POST_WORDS + r")(?=\s+(?:at|of|for|in)\s+(?:the\s+)?[A-Z]|\s*[.;]|$)"),
    lazy_compile(r"(?P<post>" + _POST_WORDS + r")\s+(?:duties|role|post|job)\s+(?:fall|falls|belong|belongs|goes|go)\s+to\s+"
               r"[A-Z][^,.;]{0,60}?\s+alone\b"),
)
"""The claim's post said to be one person's: "is the only chief executive at X", "the business manager duties fall to
Y alone" (not "the only director who also curates", "the only woman to have chaired")."""
_SHARED = lazy_compile(r"\bshare[sd]?\s+(?:the\s+)?(?:role|post|job|position|duties|title|office|responsibility)\b|"
                     r"\b(?:is|are|was|were)\s+shared\s+(?:between|by|with)\b|\bjointly\s+(?:held|led|run|managed|"
                     r"hold|lead|run|manage)\b|\bco-(?:chairs?|directors?|heads?|leads?|owners?|founders?)\b",
                     re.IGNORECASE)
_CAUSE = lazy_compile(r"\b(?:because\s+(?:of\s+)?|led\s+to|leads\s+to|caused|causes|resulted\s+in|due\s+to|thanks\s+to|"
                    r"as\s+a\s+result\s+of|owing\s+to|brought\s+about|drove|prompted)\b", re.IGNORECASE)
_COINCIDENCE = lazy_compile(r"\b(?:(?:this|that|it|the\s+timing|the\s+two)\s+(?:was|were|is|are)\s+(?:a\s+|purely\s+|merely\s+)?"
                          r"(?:coincidence|coincidental|unrelated)|(?:describes|described|calls|called|puts|put)\s+(?:down\s+)?"
                          r"(?:the\s+timing|this|it|the\s+two)\s+(?:as\s+|to\s+)?(?:a\s+|purely\s+)?(?:coincidence|coincidental))\b",
                          re.IGNORECASE)
"""The link itself called a coincidence ("this was a coincidence", "describes the timing as a coincidence"), not a
thing called unrelated ("an unrelated fault closed the café")."""
_TRUE_CAUSE = lazy_compile(r"\b(?:due\s+to|attribut\w*\s+[^.;]{0,40}?\s+to|because\s+of|caused\s+by|the\s+result\s+of|"
                         r"put\s+(?:it|this|the\s+\w+)\s+down\s+to)\s+(?P<cause>[^.;]{3,160})", re.IGNORECASE)
"""The cause the evidence gives instead ("attributes the rise to the closure of a nearby practice")."""


def held_alone_though_shared(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's sentence sharing what the claim says a person holds alone, quoted; else None."""
    if search(_ALONE, cf) is None:
        return None  # (the common claim: one search)
    posts = [m.group("post") for pattern in _ALONE_IN_POST for m in pattern.finditer(cf.text)]
    names = {m.group(0) for m in NAME.finditer(cf.text) if " " in m.group(0)}
    if not posts or not names:
        return None
    for f in efs:
        if search(_SHARED, f) is None:
            continue
        for clause in CLAUSE_TEXT.finditer(f.text):
            sentence = clause.group(0)
            if _SHARED.search(sentence) and any(name in sentence for name in names) and any(
                    post.split()[-1] in sentence for post in posts):
                return f"the claim says it is one person's alone; the evidence: '{sentence.strip()}'"
    return None


def coincidence_as_cause(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's word calling the link the claim gives as a cause a coincidence, quoted; else None."""
    if search(_CAUSE, cf) is None:
        return None
    said = " ".join(f.text for f in efs)
    found = _COINCIDENCE.search(said)
    if found is None:
        return None
    words = long_words(cf.text)
    if len(words & long_words(said)) < 3:
        return None  # the evidence is about something else
    for true in _TRUE_CAUSE.finditer(said):
        if len(words & long_words(true.group("cause"))) >= 2:
            return None  # the claim gives the cause the evidence gives ("due to the closure of a nearby practice")
    return f"the claim gives a cause; the evidence calls the link '{found.group(0)}'"


_ACCUSED = lazy_compile(r"\b(?:has|have|had|was|were|is|are|been)\s+(?:been\s+)?accused\b[^.;]{0,80}?\bof\b", re.IGNORECASE)
_CLAIM_REPORTS = lazy_compile(r"\b(?:accus\w*|alleg\w*|claim\w*|said|says|according|deni\w*|reject\w*)\b", re.IGNORECASE)


def accusation_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """An accusation ("The trust has been accused by a boat owner of having dredged the arm without a permit") whose
    sentence holds the claim's words, where the claim states the deed as a fact and no other evidence sentence holds
    them (probe 48): quoted; else None."""
    if not any(may_hold(f.text, ("accused",)) for f in efs):
        return None  # (the common evidence: no accusation, so no sentence of it is read)
    if search(_CLAIM_REPORTS, cf) is not None:
        return None  # the claim keeps the report ("was accused of", "denies")
    words = long_words(cf.text)
    if len(words) < 3:
        return None
    accused, plain = None, 0
    for f in efs:
        for clause in CLAUSE_TEXT.finditer(f.text):
            sentence = clause.group(0)
            held = len(words & long_words(sentence))
            if _ACCUSED.search(sentence) is not None:
                if held >= max(3, len(words) * 0.6):
                    accused = accused or sentence.strip()
            else:
                plain = max(plain, held)
    return None if accused is None or plain >= max(3, len(words) * 0.6) else (
        f"the evidence says it only as an accusation: '{accused}'")
