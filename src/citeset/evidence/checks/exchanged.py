"""DESIGN §3.4: a function word exchanged, in the same place, for one of the opposite kind states another claim.

"A second vessel will be leased next spring" for "... may be leased ...", "carries at least 60 passengers" for
"carries up to 60 passengers", "has grown cardamom since 2015" for "grew cardamom until 2015": the words and the
answer string are the reference claim's, so each was marked correct (audits 41 and 42). The two sentences are
aligned word by word (articles and auxiliaries set aside, as `relations` does); where one short run of the claim
stands in the reference claim's place and the two are of opposite kinds (a possibility and a certainty, an upper
and a lower bound, the end and the start of a period), the claim states something else. Words of one kind
restate one another ("might" for "may", "at most" for "up to", "till" for "until"). A cited span that says it the
claim's way leaves it to the judge. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.evidence.checks.relations import SET_ASIDE
from citeset.judges._rules_features import features, stem
from citeset.judges._rules_frequency import time_tokens_unsaid
from citeset.judges._rules_lexicon import NUMBER_WORDS, STOPWORDS
from citeset.judges._rules_tokens import CTok, Features, may_hold

_KINDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("a possibility", frozenset(["may", "might", "could", "may well", "might well"])),
    ("a certainty", frozenset(["will", "shall", "must", "going to", "will definitely", "will certainly"])),
    ("a hope", frozenset(["hopes to", "hope to", "hoped to", "aims to", "aim to", "wants to", "want to",
                          "wishes to", "wish to", "proposes to", "propose to", "proposed to", "seeks to"])),
    ("an upper bound", frozenset(["up to", "at most", "no more than", "not more than", "maximum of", "as many as",
                                  "under", "below", "less than", "fewer than"])),
    ("a lower bound", frozenset(["at least", "no fewer than", "no less than", "not less than", "minimum of",
                                 "more than", "over", "above", "upwards of"])),
    ("an end", frozenset(["until", "till", "up until", "up to", "before", "through"])),
    ("a start", frozenset(["since", "from", "after", "starting", "starting in", "beginning in", "as of"])),
    ("a large share", frozenset(["most", "most of", "many", "many of", "majority", "majority of", "nearly all",
                                 "almost all", "nearly all of", "almost all of"])),
    ("a small share", frozenset(["few", "few of", "only few", "only few of", "very few", "very few of", "minority",
                                 "minority of", "hardly any", "hardly any of"])),
    ("no limit", frozenset(["unlimited", "any number of", "no limit on"])),
    ("every one", frozenset(["all", "all of", "every", "each", "each of", "all the"])),
    ("a part", frozenset(["some", "some of", "several", "several of", "few", "few of", "many", "many of", "most",
                          "most of", "only some", "certain"])),
    ("an hour", frozenset(["hour", "hours", "hourly"])),
    ("a day", frozenset(["day", "days", "daily"])),
    ("a week", frozenset(["week", "weeks", "weekly"])),
    ("a month", frozenset(["month", "months", "monthly"])),
    ("a year", frozenset(["year", "years", "yearly", "annually", "annual"])),
    ("the morning", frozenset(["morning", "mornings"])),
    ("the afternoon", frozenset(["afternoon", "afternoons"])),
    ("the evening", frozenset(["evening", "evenings"])),
    ("the night", frozenset(["night", "nights", "overnight"])),
)
"""Kinds and the phrases that give them; "up to" is a bound before a number and an end before a date: it is read
as the kind opposite to the one it is exchanged for. A number ("one", "3") gives "a count". A plan ("plans to",
"is scheduled to") is left out: "will open in 2028" restates "is planned to open in 2028" (`material`)."""
_PARTS_OF_DAY = ("the morning", "the afternoon", "the evening", "the night")
_PERIODS = ("an hour", "a day", "a week", "a month", "a year")
_OPPOSITE = {("every one", "a part"), *((a, b) for a in _PERIODS for b in _PERIODS if a != b),
             ("a possibility", "a certainty"), ("a hope", "a certainty"), ("an upper bound", "a lower bound"),
             ("an end", "a start"), ("a large share", "a small share"), ("no limit", "a count"),
             *((a, b) for a in _PARTS_OF_DAY for b in _PARTS_OF_DAY if a != b)}
_TOKEN = lazy_compile(r"[^\W_]+(?:['’.,-][^\W_]+)*")
_LONGEST = 3
_CUE_WORDS = frozenset(w for _, phrases in _KINDS for phrase in phrases for w in phrase.split())
_COUNT = lazy_compile(r"\d+|" + "|".join(sorted(NUMBER_WORDS)))
_KIND_STARTS = frozenset(phrase.split()[0] for _, phrases in _KINDS for phrase in phrases)
"""The first words of the kinds' phrases: a run of words gives a kind only when it starts with one (or a count)."""


def _kinds(phrase: str) -> set[str]:
    """The kinds a phrase may give ("up to": an upper bound or an end; "one": a count)."""
    kinds = {kind for kind, phrases in _KINDS if phrase in phrases}
    return kinds | {"a count"} if _COUNT.fullmatch(phrase.split(" ")[0]) else kinds


@lru_cache(maxsize=8192)
def in_order(text: str) -> tuple[str, ...]:
    """The words of `text` in order, case-folded, articles and auxiliaries set aside: what two sentences are
    aligned on."""
    return tuple(w for w in map(str.casefold, _TOKEN.findall(text)) if w not in SET_ASIDE)


@lru_cache(maxsize=8192)
def _keys(text: str) -> tuple[str, ...]:
    """`in_order`'s words as stems, so that "one crossing" stands where "unlimited crossings" stood."""
    return tuple(stem(w) for w in in_order(text))


def _may_give_kind(words: Sequence[str]) -> bool:
    """Whether some run of `words` may give a kind (`_kinds`): one starts a phrase or is a count. The aligner
    is costly, and most claims hold a cue word only inside other phrases ("rights of", "all the")."""
    return any(w in _KIND_STARTS or _COUNT.fullmatch(w) for w in words)


def _phrase(words: Sequence[str]) -> str:
    return " ".join(w for w in words if w not in SET_ASIDE)


def cue_exchanged(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """How the claim gives, in the reference claim's place, a word of the opposite kind ("gives a certainty
    ('will') for a possibility ('may')"), or None."""
    ours, theirs = in_order(claim), in_order(reference)
    if _CUE_WORDS.isdisjoint(ours) and _CUE_WORDS.isdisjoint(theirs):
        return None  # the common case: neither gives such a word
    if not (_may_give_kind(ours) and _may_give_kind(theirs)):
        return None  # a run of one side gives no kind ("of" is a cue word, yet starts none): no pair to find
    if not ours or not theirs or len(ours) > 4 * len(theirs) + 8:
        return None  # nothing to align, or a claim saying far more: left to the other checks
    matcher = SequenceMatcher(None, _keys(reference), _keys(claim), autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op != "replace" or i2 - i1 > _LONGEST or j2 - j1 > _LONGEST:
            continue
        wanted, said = _phrase(theirs[i1:i2]), _phrase(ours[j1:j2])
        pair = _opposite_kinds(said, wanted)
        if pair is None or _said_so(ours[j1:j2 + 1], evidence):
            continue
        return f"gives {pair[0]} ('{said}') for {pair[1]} ('{wanted}')"
    return None


def _opposite_kinds(said: str, wanted: str) -> tuple[str, str] | None:
    for ours in _kinds(said):
        for theirs in _kinds(wanted):
            if (ours, theirs) in _OPPOSITE or (theirs, ours) in _OPPOSITE:
                return ours, theirs
    return None


def _said_so(run: Sequence[str], evidence: Sequence[str]) -> bool:
    """Whether a cited span says the claim's words (with the word after them) itself."""
    n = len(run)
    for text in evidence:
        words = in_order(text)
        if any(tuple(words[k:k + n]) == tuple(run) for k in range(len(words) - n + 1)):
            return True
    return False


_LIMITS = frozenset(["only", "solely", "exclusively", "just", "alone"])


def limit_dropped(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """The reference claim's "only" left out while the claim adds words that neither it nor a cited span has:
    "Navigators may use paper maps and GPS" for "Navigators may use paper maps only" states what the limit
    excludes. Leaving the limit out alone says part of the reference claim ("may use paper maps")."""
    theirs = in_order(reference)
    if _LIMITS.isdisjoint(theirs) or not _LIMITS.isdisjoint(in_order(claim)):
        return None
    known = {stem(w) for text in (reference, *evidence) for w in in_order(text)}
    added = [w for w in in_order(claim) if w not in STOPWORDS and not w.isdigit() and stem(w) not in known]
    return f"drops its limit ('only') and adds {', '.join(added)}" if added else None


def limit_added(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """An "only" the reference claim does not have, while the claim leaves out words of it that no cited span
    has either: "Day therapy runs on Tuesdays only" for "... on Tuesdays and Thursdays" denies the rest."""
    ours = in_order(claim)
    if _LIMITS.isdisjoint(ours) or not _LIMITS.isdisjoint(in_order(reference)):
        return None
    if any(not _LIMITS.isdisjoint(in_order(text)) for text in evidence):
        return None  # a cited span limits it too: the judge reads it
    kept = {stem(w) for w in ours}
    left_out = [w for w in in_order(reference) if w not in STOPWORDS and not w.isdigit() and stem(w) not in kept]
    return f"limits it ('only') and leaves out {', '.join(left_out)}" if left_out else None


_ALTERNATE = lazy_compile(r"\b(?:every|each)\s+(?:other|second|third|fourth|alternate)\b|\balternate\b|"
                        r"\b(?:fortnightly|biweekly|bimonthly|biannually|biennially)\b", re.IGNORECASE)
_EVERY = lazy_compile(r"\b(?:every|each)\b|\b(?:daily|weekly|monthly|yearly|annually)\b", re.IGNORECASE)
_ALTERNATE_WORDS = ("other", "second", "third", "fourth", "alternate", "fortnightly", "biweekly", "bimonthly",
                    "biannually", "biennially")
"""What every `_ALTERNATE` match holds, looked for first (`may_hold`)."""


def _alternate(text: str) -> re.Match[str] | None:
    return _ALTERNATE.search(text) if may_hold(text, _ALTERNATE_WORDS) else None


def alternate_changed(claim: str, reference: str) -> str | None:
    """"Every other month" for "each month", or the reverse: another frequency in the same words (audit 43)."""
    ours, theirs = _alternate(claim), _alternate(reference)
    if (ours is None) == (theirs is None):
        return None
    if ours is not None:
        return f"changes how often it is ('{ours.group(0)}')" if _EVERY.search(reference) else None
    assert theirs is not None
    return f"changes how often it is (not '{theirs.group(0)}')" if _EVERY.search(claim) else None


_TIME_WORD = lazy_compile(r"\b(?:twice|thrice|half|(?:minute|hour|day|week|fortnight|month|year)s?|daily|weekly|monthly|"
                        r"yearly|annual|annually|hourly|fortnightly|quarterly)\b", re.IGNORECASE)
"""A superset of what `time_words_unsaid` reads, as written."""
_TIME_WORDS = ("twice", "thrice", "half", "minute", "hour", "day", "daily", "week", "fortnight", "month", "year",
               "annual", "quarterly")
"""What every `_TIME_WORD` match holds, looked for first (`may_hold`)."""


def time_word_added(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """A word saying how often or when that neither the reference claim nor the cited evidence says in any form,
    attached to what the reference claim says ("a month" after its "twice", "half" before its "hour"): another value
    (§3.4; audit 46 PLA02, PLA34). One opening a phrase of its own ("..., more than an hour before the café", "from
    next year") adds to the claim, which the boundary reads."""
    if not may_hold(claim, _TIME_WORDS) or _TIME_WORD.search(claim) is None:
        return None  # (most claims: their texts are not read)
    cf = features(claim)
    theirs = [features(text) for text in (reference, *evidence)]
    covered = frozenset().union(*(cf.cset & f.cset for f in theirs))
    added = [c for c in time_tokens_unsaid(cf, theirs, covered) if _attached(cf, c, theirs[0])]
    return f"says how often or when otherwise ('{cf.text[added[0].sstart : added[0].send]}')" if added else None


_LINKS = frozenset({"a", "an", "per", "the", "every", "each", "on", "in", "at", "of"})
_LINK_REACH = 3


def _attached(cf: Features, c: CTok, reference: Features) -> bool:
    """Whether time word c stands next to a word of the reference claim, or reaches one through "a", "per", "on the"
    ... only ("twice a month", "twice every month", "hour on the half hour"; not "from next year", "more than an hour
    before"), in one clause."""
    return any(_reaches(cf, c.ri, step, reference) for step in (-1, 1))


def _reaches(cf: Features, ri: int, step: int, reference: Features) -> bool:
    at = ri + step
    while 0 <= at < len(cf.low) and cf.cpos[at] < 0 and cf.low[at] in _LINKS and abs(at - ri) <= _LINK_REACH:
        at += step
    if not 0 <= at < len(cf.low) or cf.cpos[at] < 0:
        return False
    return cf.content[cf.cpos[at]].norm in reference.cset
