"""A claim that offers a choice where the evidence requires both.

"Volunteers must either live within 20 minutes of the base or be available two nights a week" against "must live
within 20 minutes of the base and be available two nights a week" (audit 22 mr-04): every content word is in the
evidence; "either ... or" offers a choice the evidence does not. Read only under an obligation ("must", "required")
and only when the evidence offers no choice of its own ("one of", "choose", "also accepted"): audits 23 and 24
found permissions ("can be returned at either branch") and choices the evidence words otherwise.

A superlative widened to every member of a set ("the largest retreat of any glacier") was read too, and dropped:
the evidence names its set in too many ways ("in the county", "on the coast", "of the region's festivals") for a
word list to tell them from a ranking against its own past (audit 24: 8 right claims rejected).

A claim's "every"/"all"/"each" opening its subject ("Every registered pharmacy ... may open") is read against the
evidence's best sentences too: when one says it of some members only ("Some pharmacies ... may open") and none of
them of every member, the claim widens it (audit 25 ph-04: "every" was covered by another sentence's "Every
registered pharmacy must ...").

The evidence's sentences read are those holding most of the claim's terms (the best), as for a dropped
condition (`_rules_conditions`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import pairwise

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import BOUND, NUM, SENT, WORD, Features, search, surface_set, surface_word

_CHOOSING = frozenset({"or", "either", "one", "choos", "choose", "chose", "chosen", "choic", "option",
                       "alternatively", "instead", "accept", "any", "whichever"})
"""Words (as the features hold them) by which the evidence offers a choice itself."""
_OBLIGING = frozenset({"must", "shall", *(stem(w) for w in ("required", "require", "requires", "need", "needs",
                                                               "obliged"))})
"""Words of an obligation, as the features hold them: a choice offered where a rule requires both."""


def _best_sentences(cf: Features, efs: Sequence[Features]) -> Iterator[tuple[Features, int, int]]:
    """The evidence's sentences holding the most of the claim's terms (at least one)."""
    terms = cf.cset
    scored = [(len(said & terms), f, lo, hi) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((n for n, *_ in scored), default=0)
    for n, f, lo, hi in scored:
        if n == best and n:
            yield f, lo, hi


def choice_added(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "either ... or" when the evidence's best sentences join the same words with "and" and offer
    no choice, else None."""
    low = cf.low
    if "either" not in low or "or" not in low[low.index("either") :]:
        return None
    before = low[: low.index("either")]
    if not _OBLIGING & set(before) and not any(a in ("has", "have") and b == "to" for a, b in pairwise(before)):
        return None  # "can be returned at either branch": a permission over "A and B" gives the choice
    said = [f.low[lo:hi] for f, lo, hi in _best_sentences(cf, efs)]
    if not said or any("and" not in words for words in said) or any(_CHOOSING & set(f.low) for f in efs):
        return None  # the evidence offers a choice too ("one of", "choose", "also accepted"), in its own words
    at = low.index("either")
    return cf.text[cf.start[at] : cf.end[min(len(low) - 1, at + 6)]]


_EVERY = frozenset({"every", "all", "each"})
_SOME = frozenset({"some", "many", "several", "certain", "most", "few"})
"""Quantifiers of some members of a set only: "a few", "many", "most" do not say "every"."""


def _quantified(f: Features, lo: int, hi: int, quantifiers: frozenset[str]) -> Iterator[tuple[int, frozenset[str]]]:
    """Each of the quantifiers in raw tokens lo..hi-1 with the words of the phrase it quantifies ("every registered
    pharmacy" -> {regist, pharmacy}; articles and "of" skipped: "all of the pharmacies")."""
    for at in range(lo, hi):
        if f.low[at] not in quantifiers or f.cpos[at] >= 0:
            continue
        words, nxt = [], at + 1
        while nxt < hi and (f.low[nxt] in ARTICLES or f.low[nxt] == "of") and f.cpos[nxt] < 0:
            nxt += 1
        while nxt < hi and f.cpos[nxt] >= 0 and f.kind[nxt] == WORD:
            words.append(f.low[nxt])
            nxt += 1
        if words:
            yield at, frozenset(words)


def every_widened(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "every"/"all"/"each" opening a clause ("In Dunmore, every kennel may ...") when the evidence's best
    sentences say it of some members of the same set ("Some kennels in Dunmore may ...") and none of every member,
    described, else None."""
    opening = [(at, words) for at, words in _quantified(cf, 0, len(cf.low), _EVERY)
               if at == 0 or cf.kind[at - 1] == SENT or cf.low[at - 1] == ","]
    if not opening:
        return None
    best = list(_best_sentences(cf, efs))
    for at, words in opening:
        if any(words & said for f, lo, hi in best for _, said in _quantified(f, lo, hi, _EVERY)):
            continue  # a best sentence says it of every member too
        for f, lo, hi in best:
            some = next((q for q, said in _quantified(f, lo, hi, _SOME) if words & said), None)
            if some is not None:
                return f"claim '{cf.span(at, at + 2)}', evidence '{f.span(some, some + 2)}'"
    return None


_UNIVERSAL = frozenset({"every", "all", "each", "any"})
_DETERMINING = frozenset({*ARTICLES, "of", "its", "their", "our", "his", "her", "your", "my", "the"})
_NARROWING = frozenset({"fitted", "equipped", "above", "below", "over", "under", "exceeding", "worth", "valued",
                        "priced", "costing", "weighing", "aged", "older", "younger", "larger", "smaller", "longer",
                        "shorter", "that", "who", "which", "whose", "where"})
"""Words that open a post-modifier restricting the noun before them ("buses fitted with them", "lots above 5,000
pounds", "rooms that face the sea"); a relative pronoun after a comma opens an aside, not a restriction."""


def universal_narrowed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "all"/"every"/"each"/"any" over a noun ("every day", "all its ranges", "any lot") that the
    evidence's best sentences say only of a narrower set: the noun with a modifier the claim lacks ("school days",
    "the heritage range", "buses fitted with them", "lots above 5,000 pounds"), described; else None (audit 41)."""
    nouns = list(_universal_nouns(cf))
    if not nouns:
        return None
    best = list(_best_sentences(cf, efs))
    for at, last in nouns:
        narrowed = [_narrowing(cf, f, ri) for f, lo, hi in best for ri in range(lo, hi)
                    if f.cpos[ri] >= 0 and f.low[ri] == cf.low[last]]
        if narrowed and all(narrowed):
            return f"claim '{cf.span(at, last + 1).strip()}', evidence '{narrowed[0]}'"
    return None


def _universal_nouns(cf: Features) -> Iterator[tuple[int, int]]:
    """Each universal quantifier of the claim with the raw index of the noun it quantifies (the last of the content
    words right after it, past articles and possessives: "all its ranges" -> ranges)."""
    for at, word in enumerate(cf.low):
        if word not in _UNIVERSAL or cf.cpos[at] >= 0:
            continue
        nxt = at + 1
        while nxt < len(cf.low) and cf.low[nxt] in _DETERMINING and cf.cpos[nxt] < 0:
            nxt += 1
        last = None
        while nxt < len(cf.low) and cf.cpos[nxt] >= 0 and cf.kind[nxt] == WORD:
            last, nxt = nxt, nxt + 1
        if last is not None:
            yield at, last


def _narrowing(cf: Features, f: Features, ri: int) -> str:
    """The evidence's phrase narrowing its noun at raw token `ri` with words the claim does not say: a common word
    right before it ("school days") or a post-modifier after it ("buses fitted with them"); "" when there is none."""
    before = ri - 1
    if before >= 0 and f.cpos[before] >= 0 and f.kind[before] == WORD and f.low[before] not in cf.cset:
        return f.span(before, ri + 1).strip()
    after = ri + 1
    word = f.text[f.start[after] : f.end[after]].lower() if after < len(f.low) else ""
    if word in _NARROWING and f.low[after] not in cf.low:
        stop = min(len(f.low), after + 4)
        stop = next((j for j in range(after, stop) if f.kind[j] == SENT or f.low[j] == ","), stop)
        return f.span(ri, stop).strip()
    return ""


_WIDENING = frozenset({"every", "all", "any", "anyone", "anybody", "anything", "whatever", "whichever", "throughout",
                       "everyone", "everybody", "everything", "everywhere", "anywhere", "entire", "whole"})
"""Words by which a claim says a thing of every member, place or circumstance (or of every part: "the entire
warehouse", "the whole of the centre"; probe 41)."""
_SAID_OF_ALL = _WIDENING | {"each", "always", "whenever", "wherever", "entire", "whole", "both", "however", "no",
                            "none", "nobody", "nothing", "never", "entirety", "fully", "completely", "wholly"}
_WHOLE = frozenset({"entire", "whole"})
_WHOLE_NOUN = lazy_compile(r"\b(?:whole|entire)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?P<noun>[a-z][\w-]+)"
                         r"(?=\s+(?:was|were|is|are|has|had|will|of|at|in|on)\b)")


def _part_of_whole(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the evidence names a part of the claim's whole ("The roof of the visitor centre was replaced", "the
    studio building had its roof replaced" for "the whole of the visitor centre"; probe 39)."""
    m = search(_WHOLE_NOUN, cf)
    if m is None:
        return False
    noun = re.escape(m.group("noun"))
    part = re.compile(rf"\bof\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){{0,2}}{noun}\b|\b{noun}(?:['’]s\b|\s+(?:had|has)\s+"
                      r"(?:its|their)\b)", re.IGNORECASE)
    return any(part.search(f.text) for f in efs)
_PART = frozenset({"only", "part", "parts", "rest", "partly", "partially", "section", "sections", "portion", "half",
                   "some", "floor", "wing", "area", "corner", "basement"})
"""Words by which evidence says something of a part (the claim's "the whole"/"the entire" is read only then)."""
"""Words by which the evidence says something of every member (or of none): then the scope readings above decide."""
_HOW_OFTEN = frozenset({"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute",
                        "minutes", "morning", "mornings", "evening", "evenings", "night", "nights", "weekend",
                        "weekends", "season", "seasons", "other", "two", "three", "four", "second", "third", "few",
                        "summer", "winter", "spring", "autumn", "along", "but", "right", "over", "the", "told",
                        "weekday", "weekdays", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                        "sunday", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
                        "fortnight", "quarter", "term", "semester", "shift", "shifts", "session", "sessions"})
"""Words after "every"/"all" that say how often or how long ("every day", "all year", "every other week") or are
idioms ("all along", "all but", "all over"); "all the" is read by its noun below."""
_NEGATING = frozenset({"not", "no", "never", "without", "nor", "cannot", "hardly", "free", "before", "if"})
"""Words before "any" that make it no universal ("does not charge any fee", "free of any charge", "if any")."""
_REACH = 3
_FLOATED = frozenset({"are", "were", "is", "was", "be", "been", "have", "has", "had", "may", "can", "could", "will",
                      "would", "must", "should", "they", "we", "them", "us", "you", "these", "those"})
"""Words before a floated "all" ("are all supported", "may all be borrowed", "them all"): it repeats a set the
sentence names."""


def universal_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's universal ("all the reserve's hides", "at any time", "whatever the swell", "throughout the hostel")
    when no evidence text says anything of every member or of none: the evidence's narrower set is worded in too many
    ways to be read ("the hides on the north marsh", "between April and October"; probe 37's scope and condition
    families), so the widening is read from the universal alone. Described, else None."""
    if surface_set(cf).isdisjoint(_WIDENING) or any(not surface_set(f).isdisjoint(_SAID_OF_ALL) for f in efs):
        return None
    if (surface_set(cf).isdisjoint(_WIDENING - _WHOLE) and all(surface_set(f).isdisjoint(_PART) for f in efs)
            and not _part_of_whole(cf, efs)):
        return None  # "the whole project" where the evidence says nothing of a part: "whole" adds no claim
    for at in range(len(cf.low)):
        word = surface_word(cf, at)
        if word not in _WIDENING:
            continue
        nxt = surface_word(cf, at + 1) if at + 1 < len(cf.low) else ""
        before = {surface_word(cf, i) for i in range(max(0, at - _REACH), at)}
        if word in ("every", "all") and (nxt in _HOW_OFTEN or cf.kind[at + 1 : at + 2] == [SENT]) and nxt != "the":
            continue
        if word.startswith("any") and (before & _NEGATING or any(w.endswith("n't") for w in before)):
            continue
        if word in ("all", "every") and nxt == "the" and surface_word(cf, at + 2) in _HOW_OFTEN:
            continue  # "all the time", "all the way"
        if word == "all" and surface_word(cf, at - 1) in _FLOATED:
            continue  # "X, Y and Z are all on the route": the list is the set, and the evidence lists it too
        if word == "all" and at + 1 < len(cf.low) and cf.kind[at + 1] == NUM:
            continue  # "all 6 boats": a count, read by the quantifier readings ("the 6 boats" says it)
        if word == "all" and surface_word(cf, at - 1) == "of":
            continue  # "the fewest exclusions of all schools": a superlative's set, read by the ranking readings
        if word in ("every", "all", "each") and surface_word(cf, at - 1) == "not":
            continue  # "Not every station has voted": it says of some, not of all
        if word == "all" and surface_word(cf, at - 1) == "in" and (at + 1 >= len(cf.low) or cf.kind[at + 1] in (BOUND, SENT)):
            continue  # "cost £37,500 in all": a total (probe 54)
        return f"the claim says '{cf.span(at, min(at + 3, len(cf.low))).strip()}', no evidence text says it of all"
    return None
