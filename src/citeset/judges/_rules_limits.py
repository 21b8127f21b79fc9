"""A statement's limits that a claim keeping its words drops or moves (audit 47).

- a fronted period or occasion ("From May to September, ferries leave every 90 minutes") or "for the first time"
  that the claim leaves out: it says the rest holds always;
- "only" moved onto the subject ("Only microfilm reels can be read in the reading room" for "Microfilm reels can
  only be read in the reading room"): it says no other thing may be read there;
- a plan stated as an event ("The pier was repaired in 2027" for "Repairs of the pier are scheduled for 2027"): the
  claim's verb is the evidence's noun ("repair"), which the evidence says is planned;
- one end of a range as the value ("stored at 6 °C" for "stored at 2 to 6 °C").

Each is read in the evidence sentence that holds most of the claim's words (two thirds at least), so a limit of
another statement does not count.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import pairwise

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import (
    DATE,
    NEG,
    NUM,
    SENT,
    Features,
    search,
    surface_set,
    surface_word,
    surface_words,
)

_FRONTING = frozenset({"from", "between", "during", "in", "on", "until", "before", "after", "throughout", "outside"})
_FRONT_REACH = 7
_RECURRING = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                        "october", "november", "december", "spring", "summer", "autumn", "fall", "winter", "season",
                        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
                        "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekdays",
                        "weekends", "weekend", "holidays", "holiday", "term", "night", "nights", "mornings",
                        "evenings", "peak", "high", "low"})
"""Words of a recurring period ("From May to September", "During school holidays", "On weekdays"): a fronted one
limits what follows; a year ("In 2007,") dates one event, and "In fact," "In this sense," limit nothing."""
_LIMITING = _RECURRING | {"first", "last"}
"""Words without one of which no evidence text holds a limit read here."""
_PLANNED = frozenset({"plan", "schedul", "propos", "expect", "due", "intend", "intended"})
_PLAN_WORDS = frozenset({"plan", "planned", "plans", "scheduled", "proposed", "expected", "due", "will", "intends",
                         "intend", "intended", "shall", "going"})
_CONDITIONS = frozenset({"if", "when", "after", "once", "with", "provided", "while", "where"})
_BE = frozenset({"is", "are", "was", "were", "be", "been"})
_RANGE = frozenset({"to", "-", "–", "—"})


def _aligned(cf: Features, efs: Sequence[Features]) -> Iterator[tuple[Features, int, int]]:
    """The evidence sentences (text, raw range) holding two thirds of the claim's words or more."""
    need = len(cf.cset) * 2
    for f in efs:
        ranges, terms = f.sentences()
        for (lo, hi), said in zip(ranges, terms, strict=False):
            if need and len(said & cf.cset) * 3 >= need:
                yield f, lo, hi


def _terms(f: Features, lo: int, hi: int) -> set[str]:
    return {f.low[i] for i in range(lo, hi) if f.cpos[i] >= 0}


def limit_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The limit of each evidence sentence holding the claim's words (its fronted period or occasion, or its "for the
    first (last) time") that the claim does not say: described when every such sentence has one, else None (a
    sentence stating the claim without a limit, or with the claim's, holds it)."""
    if all(surface_set(f).isdisjoint(_LIMITING) for f in efs):
        return None
    claim_words = surface_set(cf)
    found = None
    for f, lo, hi in _aligned(cf, efs):
        dropped = _dropped_limit(cf, claim_words, f, lo, hi)
        if dropped is None:
            return None
        found = found or dropped
    return found


def _dropped_limit(cf: Features, claim_words: frozenset[str], f: Features, lo: int, hi: int) -> str | None:
    if surface_word(f, lo) in _FRONTING:
        comma = next((i for i in range(lo + 1, min(hi, lo + _FRONT_REACH)) if surface_word(f, i) == ","), None)
        if comma is not None and _recurring([surface_word(f, i) for i in range(lo, comma)]) \
                and not any(f.kind[i] == DATE and len(f.low[i]) == 4 and f.low[i].isdigit() for i in range(lo, comma)):
            limit = _terms(f, lo, comma)
            if limit and limit.isdisjoint(cf.cset):
                return f"the claim drops '{f.span(lo, comma).strip()}'"
    words = [surface_word(f, i) for i in range(lo, hi)]
    for i in range(len(words) - 3):
        if words[i] == "for" and words[i + 1] == "the" and words[i + 2] in ("first", "last") \
                and words[i + 3] == "time" and words[i + 2] not in claim_words:
            return f"the claim drops 'for the {words[i + 2]} time'"
    return None


def _recurring(words: list[str]) -> bool:
    """Whether a fronted phrase names a recurring period: a range of two period words ("From May to September",
    "Between Monday and Friday") or a plural one ("On weekdays", "During school holidays"). One month or season
    ("In May, Marta sanded the doors") dates one occasion, which a claim may leave out."""
    periods = [w for w in words if w in _RECURRING]
    return len(periods) >= 2 or any(w.endswith("s") for w in periods)


def only_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "Only X" opening its sentence where the evidence says "only" of something else: described."""
    ranges, _ = cf.sentences()
    opening = [lo for lo, _hi in ranges if surface_word(cf, lo) == "only"]
    if not opening:
        return None
    theirs = [(f, i) for f in efs for i in range(len(f.low)) if surface_word(f, i) == "only"]
    if not theirs or any(surface_word(f, i + 1) in _CONDITIONS for f, i in theirs):
        return None  # "can use the centre only if they hold a permit": the condition says who, as "Only X" does
    for lo in opening[:1]:  # (the first: a claim of many "Only X." sentences is read once)
        nxt = lo + 1
        while surface_word(cf, nxt) in ARTICLES:
            nxt += 1
        subject = surface_word(cf, nxt)
        if not subject:
            continue
        if any(subject in (surface_word(f, i + 1), surface_word(f, i + 2), surface_word(f, i + 3)) for f, i in theirs):
            continue  # "only traders", "only by traders", "only to the traders": said of the claim's subject
        f, i = theirs[0]
        return f"the claim says 'only {subject}', the evidence '{f.span(i, min(len(f.low), i + 2)).strip()}'"
    return None


def plan_as_event(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's verb that the evidence says as a noun planned, scheduled or proposed ("Repairs ... are scheduled
    for 2027" for "was repaired in 2027"): described, else None."""
    if not surface_set(cf).isdisjoint(_PLAN_WORDS) or all(surface_set(f).isdisjoint(_PLAN_WORDS) for f in efs):
        return None
    for f, lo, hi in _aligned(cf, efs):
        for i in range(lo, hi):
            if f.cpos[i] < 0 or f.low[i] not in _PLANNED or surface_word(f, i - 1) not in _BE:
                continue
            nouns = [j for j in range(max(lo, i - _FRONT_REACH), i - 1)
                     if f.cpos[j] >= 0 and f.low[j] in cf.cset and _is_noun_use(f, j)]
            if nouns and any(f.low[nouns[0]] == c.norm and surface_word(cf, c.ri) != surface_word(f, nouns[0])
                             for c in cf.content):
                return f"the evidence says '{f.span(nouns[0], i + 1).strip()}', the claim that it happened"
    return None


def _is_noun_use(f: Features, ri: int) -> bool:
    """Whether the word at `ri` is used as a noun: it opens its sentence or follows an article, and "of" or a be-form
    comes after it ("Repairs of the pier are", "The releases are")."""
    opens = ri == 0 or f.kind[ri - 1] == SENT or surface_word(f, ri - 1) in ARTICLES
    return opens and surface_word(f, ri + 1) in ({"of"} | _BE)


def range_end_stated(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's number that the evidence gives only as one end of a range ("2 to 6 °C", "2-6 °C", "between 2 and
    6", "from £5 to £9"), the other end unsaid by the claim and no end or bound word said, or bounded the other way
    ("£40,000 at most" for "between £40,000 and £55,000"; probe 46): described, else None."""
    if _said_as_end(cf):
        return None  # "the dearest fare is €30": the claim says its value as an end
    nums = [c for c in cf.content if c.kind == NUM]
    if not nums:
        return None
    ends, alone = range_ends(efs)
    said = {c.norm for c in nums}
    bounded = search(_BOUND_ANYWHERE, cf) is not None  # "pays £40,000 a year at least"
    for c in sorted(nums, key=lambda c: c.norm):
        other = ends.get(c.norm)
        if other is None or c.norm in alone or other in said:
            continue
        if not c.qual and not bounded and not _bound_before(cf, c.ri):
            return f"the evidence gives '{c.norm}' as one end of a range ('{other}'), the claim as the value"
        if c.qual in _BOUNDED_AWAY[_ascending(c.norm, other)] and NEG not in cf.cue:  # ("No ticket costs more than")
            return f"the evidence gives '{c.norm}' as one end of a range ('{other}'), the claim as the other bound"
    return None


_BOUND_ANYWHERE = lazy_compile(r"\b(?:at\s+(?:least|most)|or\s+(?:more|less|fewer|above|below|over|under))\b", re.IGNORECASE)
_BOUNDED_AWAY = {True: frozenset({"le", "lt"}), False: frozenset({"ge", "gt"})}
"""Bounds that put a range's end on the wrong side, by whether it is the lower end: "at most" the lowest, "at least"
the highest."""


def range_ends(efs: Sequence[Features]) -> tuple[dict[str, str], frozenset[str]]:
    """Each number the evidence gives as one end of a range, with the other end; and the numbers it gives alone too."""
    ends: dict[str, str] = {}
    alone: set[str] = set()
    for f in efs:
        nums = [c for c in f.content if c.kind == NUM]
        paired: set[int] = set()
        for a, b in pairwise(nums):
            between = f.text[f.end[a.ri] : f.start[b.ri]].strip(_SIGNS).casefold()  # "£5 to £9": "to"
            if between in _RANGE or (between == "and" and surface_word(f, a.ri - 1) == "between"):
                if not _ascending(a.norm, b.norm) or (between == "to" and surface_word(f, a.ri - 1) == "by"):
                    continue  # ("rose by 400 to 10,000": a change and the level it reached, no range; probe 42)
                paired |= {a.ri, b.ri}
                ends.setdefault(a.norm, b.norm)
                ends.setdefault(b.norm, a.norm)
        alone |= {c.norm for c in nums if c.ri not in paired}
    return ends, frozenset(alone)


_SIGNS = " \t\n$€£¥"
"""Blanks and the currency signs written before a range's second end ("from £5 to £9")."""
_EXTREMES = frozenset({"max", "maximum", "most", "top", "highest", "dearest", "priciest", "cheapest", "lowest", "least",
                       "minimum", "start", "starts", "starting", "range", "ranges", "ranging", "vary", "varies",
                       "varying", "upper", "lower", "limit", "cap", "capped", "ceiling", "floor"})
"""Words by which a claim says a value as an end ("the dearest fare is €30", "fares start at €12")."""
_BOUNDS = frozenset({"to", "from", "between", "under", "over", "as", "-", "–", "—"})
"""Words right before a value that make it a bound or a range's end ("up to €30", "from €12", "as much as €30")."""


def _said_as_end(f: Features) -> bool:
    """Whether the claim says a value as an end by an `_EXTREMES` word ("at most", "at least" are bounds, not ends)."""
    if surface_set(f).isdisjoint(_EXTREMES):
        return False
    words = surface_words(f)
    return any(w in _EXTREMES and not (w in ("most", "least") and i and words[i - 1] == "at") for i, w in enumerate(words))


def _bound_before(f: Features, ri: int) -> bool:
    """Whether the raw token before the number is a bound word (not "clean-up cost £14": "up" only in "up to")."""
    return surface_word(f, ri - 1) in _BOUNDS


def _ascending(a: str, b: str) -> bool:
    """Whether two numbers (as the features hold them) go up, as a range's ends do."""
    try:
        return float(a.replace(",", "")) < float(b.replace(",", ""))
    except ValueError:
        return False
