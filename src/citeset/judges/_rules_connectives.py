"""Connectives that turn a statement round while keeping every word of it (audit 47).

- a condition reversed: "must sign again, even if they hold a pass" (or "if", "only if") for "unless they hold a
  pass", and "unless" for "if"; "if they do not hold a pass" restates "unless" and is left alone;
- the complement stated: "all but 45 are moored" for "45 are moored";
- one of many for the only one: "one of several held in the evening" for "the only one ... held in the evening";
- an alternative joined: "through both the county store and the city depot" for "the county store rather than the
  city depot";
- what is too much to happen said to happen: "are returned to the sea" for "are too weak to be returned to the sea".

Each reads the connective's own words and the content words around it (`Features.low` keeps function words as
written); a claim holding the evidence's own connective is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_tokens import (
    NEG,
    SENT,
    Features,
    finds,
    search,
    surface_set,
    surface_word,
    surface_words,
)

_CLAUSE_ENDS = frozenset({",", ";", ":", ".", "but", "and", "while", "whereas"})
_NEGATIONS = frozenset({"not", "no", "never", "cannot", "without"})
_IF = frozenset({"if", "when", "provided"})
_MANY = frozenset({"several", "many", "two", "three", "four", "five", "various", "numerous"})
_ALTERNATIVE = (("rather", "than"), ("instead", "of"))
_REACH = 8
_LONGEST = 60
_MOST = 16
"""Conditions of one text read at most (each is compared with each of the other side's)."""
"""Raw tokens of the longest sentence whose "but not" is read."""
"""Words of a condition or an alternative read after its connective."""


def _clause_after(f: Features, ri: int) -> tuple[frozenset[str], bool]:
    """The content words of the clause after raw token `ri` (up to `_REACH` tokens), and whether it is negated."""
    terms: set[str] = set()
    negated = False
    for at in range(ri + 1, min(len(f.low), ri + 1 + _REACH)):
        word = surface_word(f, at)
        if f.kind[at] == SENT or word in _CLAUSE_ENDS:
            break
        negated = negated or word in _NEGATIONS or word.endswith("n't")
        if f.cpos[at] >= 0:
            terms.add(f.low[at])
    return frozenset(terms), negated


def _conditions(f: Features, openers: frozenset[str]) -> Iterator[tuple[str, frozenset[str], bool]]:
    """The text's conditions opened by one of `openers` (the first `_MOST` of them): (the opener with "even" or
    "only" before it, the clause's words, whether it is negated)."""
    words = surface_words(f)
    found = 0
    for at, word in enumerate(words):
        if word in openers and found < _MOST:
            found += 1
            lead = words[at - 1] if at and words[at - 1] in ("even", "only") else ""
            terms, negated = _clause_after(f, at)
            if terms:
                yield (f"{lead} {word}".strip(), terms, negated)


def condition_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "if"/"even if"/"only if" condition that the evidence states with "unless" (or the claim's "unless"
    one the evidence states with "if"), the same words and neither negated: described, else None."""
    if surface_set(cf).isdisjoint(_IF | {"unless"}):
        return None
    for mine_openers, their_openers in ((_IF, frozenset({"unless"})), (frozenset({"unless"}), frozenset({"if"}))):
        mine = list(_conditions(cf, mine_openers))
        if not mine or any(w in surface_words(cf) for w in their_openers) or _only_if_restated(cf, efs):
            continue  # ("cannot V unless C" restates "V only if C")
        for f in efs:
            if any(w in surface_words(f) for w in mine_openers if w != "when"):
                continue  # the evidence says the claim's own connective too
            for said, terms, negated in _conditions(f, their_openers):
                for opener, claim_terms, claim_negated in mine:
                    if negated == claim_negated and len(terms & claim_terms) * 3 >= len(terms) * 2:
                        return f"the claim says '{opener}', the evidence '{said}'"
    return None


def complement_stated(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "all but N" ("all except N") where no evidence text says it: it states the rest, not N."""
    if "all" not in surface_set(cf):
        return None
    words = surface_words(cf)
    for at in range(len(words) - 1):
        if words[at] == "all" and words[at + 1] in ("but", "except"):
            pair = f"all {words[at + 1]}"
            if not any(pair in f.text.casefold() for f in efs):
                return f"the claim says '{pair}', the evidence does not"
            return None
    return None


def one_of_many(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "one of several" ("one of many", "one of two") where the evidence says "the only one"."""
    if "one" not in surface_set(cf) or "only" in surface_set(cf):
        return None
    words = surface_words(cf)
    for at in range(len(words) - 2):
        if words[at] == "one" and words[at + 1] == "of" and words[at + 2] in _MANY:
            for f in efs:
                theirs = f.text.casefold()
                if "the only" in theirs or "only one" in theirs:
                    return f"the claim says 'one of {words[at + 2]}', the evidence 'the only'"
    return None


def alternative_joined(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "both A and B" where the evidence says "A rather than B" ("instead of")."""
    words = surface_set(cf)
    if "both" not in words or any(w in words for w in ("rather", "instead", "not")):
        return None
    for f in efs:
        theirs = surface_words(f)
        for at in range(len(theirs) - 1):
            if (theirs[at], theirs[at + 1]) in _ALTERNATIVE:
                other, _ = _clause_after(f, at + 1)
                chosen = {f.low[j] for j in range(max(0, at - 4), at) if f.cpos[j] >= 0}
                if other and chosen and other <= cf.cset and chosen <= cf.cset:
                    return f"the claim joins what the evidence says '{theirs[at]} {theirs[at + 1]}': " \
                           f"'{f.span(at, min(len(f.low), at + 5)).strip()}'"
    return None


def too_to_denied(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim saying a thing happens that the evidence says something is "too ... to" let happen ("too weak to be
    returned"): described, else None."""
    if "too" in surface_set(cf):
        return None
    for f in efs:
        if "too" not in surface_set(f):
            continue
        theirs = surface_words(f)
        ranges, terms = f.sentences()
        for at, word in enumerate(theirs):
            if word != "too" or f.text[f.start[at]] != "t":
                continue  # (a title's "Too Soon" says nothing of how much)
            sent = next(i for i, (lo, hi) in enumerate(ranges) if lo <= at < hi)
            if len(terms[sent] & cf.cset) * 3 < len(cf.cset) * 2:
                continue  # a sentence that is not the claim's
            to = next((j for j in range(at + 2, min(len(theirs), at + 5)) if theirs[j] == "to"), None)
            if to is None:
                continue
            verb = next((j for j in range(to + 1, min(len(theirs), to + 3)) if f.cpos[j] >= 0), None)
            if verb is not None and f.low[verb] in cf.cset:
                return f"the evidence says '{f.span(at, verb + 1).strip()}', the claim that it happens"
    return None


def negation_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim's negation restates the evidence's connective: "if they do not hold a pass" for "unless they
    hold a pass", "the county store, not the city depot" for "the county store rather than the city depot" (the
    polarity reading would otherwise count a negation the evidence lacks)."""
    if _only_if_restated(cf, efs) or _denial_reported(cf, efs) or _bound_restated(cf, efs) \
            or _stop_restated(cf, efs) or _antecedent_denied(cf, efs):
        return True
    negated_ifs = [terms for _, terms, negated in _conditions(cf, _IF) if negated]
    for f in efs:
        for _, terms, negated in _conditions(f, frozenset({"unless"})):
            if not negated and any(len(terms & mine) * 3 >= len(terms) * 2 for mine in negated_ifs):
                return True
    words = surface_words(cf)
    set_off = [at for at in range(1, len(words)) if words[at] == "not" and words[at - 1] == ","]
    for at in set_off:
        denied, _ = _clause_after(cf, at)
        for f in efs:
            theirs = surface_words(f)
            for j in range(len(theirs) - 1):
                if (theirs[j], theirs[j + 1]) in _ALTERNATIVE and denied and denied <= _clause_after(f, j + 1)[0]:
                    return True
    return False


def _only_if_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim says "cannot V unless C" where the evidence says "will V only if C" (or the other way round),
    or "depends on C not being so" where the evidence says "unless C": the same condition, a negation each way
    (probe 40: contradicted as a negation the evidence lacks)."""
    for mine, theirs in ((_denied_unless(cf), _only_ifs), (_only_ifs(cf), _denied_unless)):
        if mine and any(_alike(t, m) for f in efs for t in theirs(f) for m in mine):
            return True
    depending = _negated_dependence(cf)
    return bool(depending) and any(not negated and _alike(terms, mine) for f in efs
                                   for _, terms, negated in _conditions(f, frozenset({"unless"})) for mine in depending)


_DENIED_THAT = lazy_compile(r"\b(?:denie[sd]|deny|denying|rejected\s+(?:claims|suggestions|reports)|dismissed\s+"
                          r"(?:claims|suggestions|reports))\s+that\b", re.IGNORECASE)
_REPORTED = lazy_compile(r"\b(?:according\s+to|said|says|insisted|insists|maintained|maintains|stated|states)\b",
                       re.IGNORECASE)


def _denial_reported(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim reports as a speaker's the negation the evidence gives as the speaker's denial ("According
    to X, the society did not sell" for "X denied that the society sold"; probe 41)."""
    return search(_REPORTED, cf) is not None and any(search(_DENIED_THAT, f) for f in efs)


_MORE_THAN = lazy_compile(r"\b(?:more|greater|higher|larger|longer|over|above|exceed\w*)\s+(?:than\s+)?[£$€]?"
                        r"(?P<number>\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)
_UP_TO = lazy_compile(r"\b(?:up\s+to|at\s+most|a\s+maximum\s+of|no\s+more\s+than|not\s+more\s+than|maximum\s+of|"
                    r"capped\s+at|limited\s+to)\s+[£$€]?(?P<number>\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)


def _bound_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim denies "more than N" where the evidence says "up to N" ("No applicant can receive more than
    £1,750" for "Each applicant can receive up to £1,750"): one bound said two ways (probe 42)."""
    claimed = {m.group("number").replace(",", ""): m.end() for m in finds(_MORE_THAN, cf)}
    mine = set(claimed)
    if not mine:
        return False
    subject = bound_subject(cf)
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if lo >= hi or (subject is not None and subject not in said):
                continue  # ("up to £500" said of households, the claim of applicants)
            for m in _UP_TO.finditer(f.text, f.start[lo], f.end[hi - 1]):
                number = m.group("number").replace(",", "")
                if (number in mine and rate_after(f.text, m.end()) <= rate_after(cf.text, claimed[number])
                        and bound_of_subject(f.text, m.start(), m.end(), subject)
                        and same_counted(cf.text, claimed[number], f.text, m.end())):
                    return True
    return False


_CLAUSE_OPEN = lazy_compile(r"(?:[;:]|[.!?](?=\s)|,\s+(?:and|but|while|whereas|which)\b|\band\b)\s*", re.IGNORECASE)
_NOUN_AFTER = lazy_compile(r"\s*(?:[a-z%]{1,6}\s+)?(?P<noun>[a-z]+)", re.IGNORECASE)


_FUNCTION = frozenset({"a", "an", "the", "per", "each", "every", "towards", "toward", "for", "to", "in", "on", "at",
                       "of", "and", "or", "year", "month", "week", "day", "is", "are", "was", "were", "can", "may"})


def rate_after(text: str, end: int) -> bool:
    """Whether a rate follows the amount ending at character `end` ("up to £1 million a year")."""
    return _RATE_AFTER.match(text, end) is not None


def same_counted(claim: str, claim_end: int, text: str, end: int) -> bool:
    """Whether the claim's bound and the evidence's count the same noun ("more than 200 cars" is no "up to 200
    coaches"); true when either says none right after its number."""
    mine, theirs = _NOUN_AFTER.match(claim, claim_end), _NOUN_AFTER.match(text, end)
    a = mine.group("noun").lower() if mine is not None else ""
    b = theirs.group("noun").lower() if theirs is not None else ""
    if not a or not b or a in _FUNCTION or b in _FUNCTION:
        return True
    return a[:4] == b[:4]


def bound_of_subject(text: str, start: int, end: int, subject: str | None) -> bool:
    """Whether the bound at characters start..end is said of the claim's subject: the subject's word (its first five
    letters) in the bound's own clause ("Each module lasts up to 6 weeks, and the course lasts a year" gives no bound
    of the course; "up to 200 coaches and 900 cars" none of cars)."""
    if subject is None:
        return True
    opened = max((m.end() for m in _CLAUSE_OPEN.finditer(text, max(0, start - 200), start)), default=max(0, start - 200))
    closing = _CLAUSE_OPEN.search(text, end)
    clause = text[opened : closing.start() if closing is not None else len(text)].lower()
    return subject[:5] in clause


def bound_subject(cf: Features) -> str | None:
    """The noun a claim's denied bound is said of: the first content word after "no"/"none of" ("No applicant can
    receive more than £500": applicant), else the claim's first content word."""
    low = cf.low
    for ri, word in enumerate(low):
        if word in ("no", "none") and cf.cue[ri]:
            return next((low[j] for j in range(ri + 1, min(len(low), ri + 5)) if cf.cpos[j] >= 0), None)
    return next((low[j] for j in range(len(low)) if cf.cpos[j] >= 0), None)


_RATE_AFTER = lazy_compile(r"\s*(?:[a-z]{1,6}\s+)?(?:a|per|each|every)\s+(?:year|month|week|day)\b", re.IGNORECASE)


_SINCE = lazy_compile(r"\bsince\s+(?P<year>\d{4})\b", re.IGNORECASE)
_STOPPED = lazy_compile(r"\b(?:until|till|up\s+to)\s+(?P<until>\d{4})\b|\b(?:stopped|ceased|ended|halted|discontinued|"
                      r"dropped|abandoned|closed)\b", re.IGNORECASE)


def _stop_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim's "has not ... since Y" restates the evidence's end in Y ("ran tours until 2021, when it
    stopped"; "stopped running them in 2021"): one end said two ways (probe 42)."""
    mine = {m.group("year") for m in finds(_SINCE, cf)} if NEG in cf.cue else set()
    if not mine or any(resumed(f.text) for f in efs):
        return False
    for f in efs:
        for lo, hi in f.sentences()[0]:
            text = f.text[f.start[lo] : f.end[hi - 1]] if lo < hi else ""
            ended = [m for m in _STOPPED.finditer(text)]
            if ended and any(m.group("until") in mine or (m.group("until") is None and any(y in text for y in mine))
                             for m in ended):
                return True
    return False


_RESUMED = lazy_compile(r"\b(?:resum\w*|again|restart\w*|reopen\w*|revived?|since\s+then|since\s+\d{4}|returned|"
                      r"rejoined|came\s+back|back\s+in|re-?\w+ed\s+in\s+\d{4})\b",
                      re.IGNORECASE)


def resumed(text: str) -> bool:
    """Whether a text says something started again ("resumed them in 2022", "again from 2014", "since 2020"): an end
    it gives is then no "has not ... since"."""
    return _RESUMED.search(text) is not None


_ANTECEDENT = lazy_compile(r"\b(?:[Hh]ad\s+(?P<a>[^,.;]{3,120}?),\s+[^.;]{0,160}?\bwould\s+have\b|\bif\s+(?P<b>[^,.;]{3,120}?"
                         r"\bhad\b[^,.;]{0,60}))")


def _antecedent_denied(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim denies what the evidence's counterfactual supposes ("The grant did not arrive in time" for
    "Had the grant arrived in time, the school would have opened ..."): the supposition says it did not (probe 43)."""
    if NEG not in cf.cue or not any("would" in f.low for f in efs):
        return False
    negated = {cf.low[j] for ri in range(len(cf.low) - 1) if cf.cue[ri] == NEG
               for j in range(ri + 1, min(len(cf.low), ri + 4)) if cf.cpos[j] >= 0}
    for f in efs:
        for m in finds(_ANTECEDENT, f):
            supposed = features(m.group("a") or m.group("b") or "").cset
            if negated & supposed:
                return True
    return False


def _alike(theirs: frozenset[str], mine: frozenset[str]) -> bool:
    return len(theirs & mine) * 3 >= len(theirs) * 2


def _denied_unless(f: Features) -> list[frozenset[str]]:
    """The words of each "unless" clause of the text whose sentence denies before it ("cannot reopen ... unless it
    passes the survey"), the clause itself not negated."""
    words = surface_words(f)
    found = []
    for lo, hi in f.sentences()[0]:
        for at in range(lo, hi):
            if words[at] == "unless" and any(w in _NEGATIONS or w.endswith("n't") for w in words[lo:at]):
                terms, negated = _clause_after(f, at)
                if terms and not negated:
                    found.append(terms)
                break
    return found


def _only_ifs(f: Features) -> list[frozenset[str]]:
    """The words of each "only if" clause of the text that is not negated and follows no denial in its sentence."""
    if "only" not in surface_set(f):
        return []
    return [terms for opener, terms, negated in _conditions(f, frozenset({"if"}))
            if opener == "only if" and not negated]


def _negated_dependence(f: Features) -> list[frozenset[str]]:
    """The words after each "depends on"/"is conditional on"/"is subject to" whose clause is negated ("depends on
    the budget not being cut")."""
    words = surface_words(f)
    found = []
    for at in range(1, len(words)):
        if (words[at] == "on" and words[at - 1].startswith(("depend", "conditional", "contingent"))) \
                or (words[at] == "to" and words[at - 1] == "subject"):
            terms, negated = _clause_after(f, at)
            if terms and negated:
                found.append(terms)
    return found


def _but_not(f: Features) -> Iterator[tuple[frozenset[str], frozenset[str]]]:
    """Each "A ... but not B" (", not B") of a text: the content words of its sentence before "not" and of the
    clause after it."""
    ranges, _ = f.sentences()
    words = surface_words(f)
    for lo, hi in ranges:
        if hi - lo > _LONGEST:
            continue  # (a hostile sentence of many ", not X" would be read once per "not")
        for at in range(lo + 1, hi):
            if words[at] == "not" and words[at - 1] in ("but", ","):
                before = frozenset(f.low[i] for i in range(lo, at) if f.cpos[i] >= 0)
                after, _ = _clause_after(f, at)
                if before and after:
                    yield before, after


def negation_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "A but not B" where the evidence says "B but not A" of the same thing ("allowed in the lounge but
    not on the deck" for "allowed on the deck but not in the lounge"): described, else None."""
    if "not" not in surface_set(cf):
        return None
    theirs = [pair for f in efs for pair in _but_not(f)]
    for mine_before, mine_after in _but_not(cf):
        if any(mine_after <= after for _, after in theirs):
            continue  # the evidence denies what the claim denies (of its subject, or of another too)
        for before, after in theirs:
            moved = mine_after & (before - after)
            if moved and (mine_before - after) <= before and not mine_before.isdisjoint(after):
                return f"the claim denies what the evidence allows: '{', '.join(sorted(moved))}'"
    return None
