"""A claim denying, in other words, what its evidence says was done (probe 44).

"Oakfield Dairies did not take up Hearthstone Bread Co's offer to join ..." on "Oakfield Dairies accepted Hearthstone
Bread Co's invitation to join ...": the claim's verb is not the evidence's, so the polarity check (which compares a
negated word with the same word) does not see it; "take up" and "accepted" say one deed. A claim denying a verb of a
group ("did not", "never", "refused to", "failed to") where the evidence holds two of the words after it and a sentence
of it says a verb of the same group, not denied ("The firm accepted the invitation"), is contradicted, at any coverage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import CLAUSE_TEXT, Features, search

_GROUPS = (
    r"accept(?:s|ed|ing)?|t(?:ake|akes|ook|aken|aking)\s+up|agree(?:s|d)?\s+to|sign(?:s|ed)?\s+up",
    r"attend(?:s|ed)?|turn(?:s|ed)?\s+up\s+(?:at|for|to)",
    r"approv(?:e|es|ed)|back(?:s|ed)|endors(?:e|es|ed)|sign(?:s|ed)?\s+off|g(?:ive|ives|ave|iven)\s+the\s+go-ahead|"
    r"green-?lit|greenlit",
    r"w(?:in|ins|on)|secur(?:e|es|ed)|clinch(?:es|ed)?",
    r"pa(?:y|ys|id)|settl(?:e|es|ed)",
    r"complet(?:e|es|ed)|finish(?:es|ed)?",
)
_RENEWAL = r"renew(?:s|ed)?|extend(?:s|ed)?|prolong(?:s|ed)?|re-sign(?:s|ed)?|sign(?:s|ed)?\s+a\s+new|roll(?:s|ed)?\s+over"
"""Verbs of keeping a contract on: read only as a claim's deed the evidence refuses ("extended its deal with S" where
"decided not to renew it"), not the other way round, where "did not renew A's contract but extended B's" speaks of
two contracts."""
_DENIAL = r"(?:did\s+not|didn't|has\s+not|hasn't|have\s+not|haven't|had\s+not|hadn't|never|refused\s+to|failed\s+to|" \
          r"declined\s+to|(?:decided|elected|chose|opted)\s+not\s+to)\s+"
_ANY_DENIAL = lazy_compile(rf"\b{_DENIAL}", re.IGNORECASE)
_CLAIMED = [lazy_compile(rf"\b{_DENIAL}(?P<verb>{group})\b", re.IGNORECASE) for group in _GROUPS]
_DONE = [lazy_compile(rf"\b(?P<verb>{group})\b", re.IGNORECASE) for group in _GROUPS]
_DENIED_BEFORE = lazy_compile(r"\b(?:not|never|n't|no|refused\s+to|failed\s+to|declined\s+to)\s+(?:\w+\s+)?$",
                            re.IGNORECASE)
_WORDS = lazy_compile(r"[A-Za-z][\w'-]{3,}")


def denied_in_other_words(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's verb, not denied, of the group of a verb the claim denies, quoted; else None."""
    if search(_ANY_DENIAL, cf) is None:
        return None  # (the common case: the claim denies nothing, in one search)
    said_words: set[str] | None = None  # the evidence's words, read once, when a group's denial is found
    for claimed, done in zip(_CLAIMED, _DONE, strict=True):
        m = claimed.search(cf.text)
        if m is None:
            continue
        verb = m.group("verb").casefold()
        words = {w.casefold() for w in _WORDS.findall(cf.text[m.end() :])}
        if said_words is None:
            said_words = {w.casefold() for f in efs for w in _WORDS.findall(f.text)}
        if len(words & said_words) < 2:
            continue  # the evidence is not about what the claim denies
        for f in efs:
            for sentence in CLAUSE_TEXT.finditer(f.text):
                said = _said(done, sentence.group(0), verb, cf.text)
                if said is not None:
                    return f"the claim denies '{m.group(0).strip()}', the evidence says '{said}'"
    return None


def _said(done: re.Pattern[str], sentence: str, verb: str, claim: str) -> str | None:
    """The sentence's verb of the group, not denied and not said of a name the claim does not name ("rival Fenwick
    Air secured six"), other than the claim's; else None."""
    for m in done.finditer(sentence):
        before = sentence[max(0, m.start() - 40) : m.start()]
        if m.group("verb").casefold() == verb or _DENIED_BEFORE.search(before) is not None:
            continue
        doer = _DOER.search(before)
        if doer is None or re.search(rf"\b{re.escape(doer.group(0).split()[-1])}\b", claim):
            return m.group(0)
    return None


_DOER = lazy_compile(r"(?:[A-Z][\w'\u2019&-]*\s+){1,4}$")
"""A name right before a verb: its doer."""


_REFUSAL = (r"(?:declined\s+to|refused\s+to|decided\s+against|voted\s+against|(?:chose|opted|decided|elected)\s+not\s+to|"
            r"did\s+not|didn't|would\s+not|will\s+not|(?:was|were)\s+not|(?:has|have|had)\s+not\s+been)\s+")
"""A refusal of a verb, active or passive ("was not approved by the county council"; probe 48)."""
_AFFIRMED_GROUPS = (*_GROUPS, _RENEWAL)
_ANY_DONE = lazy_compile(r"\b(?:" + "|".join(_AFFIRMED_GROUPS) + r")\b", re.IGNORECASE)
"""A verb of any group (one search, before each group's)."""
_MAY_REFUSE = lazy_compile(r"declined|refused|against|\bnot\b|n't|\blet\b|lapse|allowed", re.IGNORECASE)
"""What a text refusing a verb holds (one search, before the groups' patterns)."""
_LAPSED = (r"|\blet\s+(?:its|their|the)\s+[^.;]{1,80}?\s+(?:run\s+out|lapse|expire)|\b(?:contract|agreement|deal|lease|"
           r"licence|license|sponsorship)\b[^.;]{0,80}?\b(?:lapsed|was\s+allowed\s+to\s+(?:lapse|expire|run\s+out))\b")
"""A contract let go without a verb of refusing ("let its contract with C run out", "the agreement ... lapsed")."""
_REFUSED = [lazy_compile(rf"\b{_REFUSAL}(?P<verb>{group}|{group.replace('(?:e|es|ed)', '(?:ing)')})\b"
                       + (_LAPSED if group == _RENEWAL else ""), re.IGNORECASE)
            for group in _AFFIRMED_GROUPS]
_AFFIRMED = [lazy_compile(rf"\b(?P<verb>{group})\b", re.IGNORECASE) for group in _AFFIRMED_GROUPS]
"""A verb of a group the evidence refuses ("declined to approve", "decided against approving")."""


_PRONOUN_OBJECT = lazy_compile(r"\s*(?:it|them|this|that)\b", re.IGNORECASE)


def affirmed_in_other_words(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's refusal of a verb of the group of a verb the claim says was done ("gave the go-ahead for the
    extension" where "the board declined to approve an extension"; probe 46), quoted, when the evidence holds two of
    the words after the claim's verb and says no verb of the group done; else None."""
    if _ANY_DONE.search(cf.text) is None or search(_ANY_DENIAL, cf) is not None:
        return None  # (the common claim: one search)
    said = " ".join(f.text for f in efs)
    if _MAY_REFUSE.search(said) is None:
        return None
    for refused, done in zip(_REFUSED, _AFFIRMED, strict=True):
        m = done.search(cf.text)
        if m is None or (found := refused.search(said)) is None:
            continue
        words = {w.casefold() for w in _WORDS.findall(cf.text[m.end() :])}
        passive = found.group(0).split()[0].casefold() in ("was", "were", "has", "have", "had")
        backward = passive or found.group("verb") is None or _PRONOUN_OBJECT.match(said, found.end()) is not None
        start = _sentence_start(said, found.start()) if backward else found.end()  # "The request ... was not approved",
        # "When its contract with O ran out, the trust decided not to renew it": the object is before
        window = {w.casefold() for w in _WORDS.findall(said[start : found.end() + 200])}
        names = {w.casefold() for w in _NAMES.findall(cf.text[m.end() :])}
        if len(words & window) < 2 or not names <= window:
            continue  # the refusal is of something else ("its cleaning contract with Dorran", not "with Bellows")
        if _TURNED_AFTER.match(said, found.end()) is not None:
            continue  # "refused to re-sign in January but agreed fresh terms in March": the refusal turned
        if _refused_by_another(said, found.start(), cf.text):
            continue  # "Tarn, the kit supplier, opted not to renew its deal": another party's refusal
        if any(_DENIED_BEFORE.search(said[max(0, d.start() - 40) : d.start()]) is None for d in done.finditer(said)):
            continue  # the evidence says a verb of the group done too
        return f"the claim says '{m.group(0)}', the evidence '{found.group(0)}'"
    return None


_TURNED_AFTER = lazy_compile(r"[^.;]{0,120}?\b(?:but|however|later|eventually|then)\b", re.IGNORECASE)
_OPENERS = frozenset({"The", "A", "An", "When", "After", "Before", "In", "On", "At", "As", "Although", "Though", "While",
                      "Since", "Because", "Its", "Their", "His", "Her", "This", "That", "It", "They", "He", "She", "We",
                      "Our", "Following", "Despite", "However", "But", "And", "So", "Then", "Last", "Next", "By", "With"})


def _refused_by_another(text: str, at: int, claim: str) -> bool:
    """Whether the sentence of the refusal at `at` opens with a name the claim does not say ("Tarn, the kit supplier,
    opted not to renew"): its doer is another party."""
    start = _sentence_start(text, at)
    first = _FIRST_NAME.match(text, start)
    return (first is not None and first.group(1) not in _OPENERS
            and re.search(rf"\b{re.escape(first.group(1))}\b", claim) is None)


_NAMES = lazy_compile(r"\b[A-Z][\w'-]{3,}")
_FIRST_NAME = lazy_compile(r"\s*([A-Z][\w'\u2019&-]*)")


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding `at` starts, read back at most 200 characters."""
    return max(text.rfind(". ", max(0, at - 200), at) + 1, text.rfind("; ", max(0, at - 200), at) + 1, max(0, at - 200))
