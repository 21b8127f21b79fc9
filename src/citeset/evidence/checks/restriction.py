"""DESIGN §3.4/§3.7: a claim that drops a restriction its reference claim puts on a noun asserts more than it.

"The reading room opens every morning" for "... every weekday morning", "The climbing wall may be used by pupils"
for "... by pupils over 14": the claim keeps the noun and its words, so a word-level judge finds it entailed by the
reference claim, and its annotation would transfer (audit 37's H22, H64). Five readings, all deterministic:

- a quantified noun ("every", "each", "all", "any", "no") whose modifiers (up to three words) the claim leaves out:
  the claim quantifies over more;
- a noun a name is related through ("The track laid through the Morrow Tunnel is inspected by ...", "the estate
  that supplies the Haldane brewery's hops"), left out by a claim that keeps the name: it says of the tunnel what
  the reference claim says of the track (audit 37's B23, D35);
- a year the reference claim dates a past fact at ("was 41 shots in 2023", "cost 9 pounds in 2023"), dropped by a
  claim that says it in the present ("is 41 shots", "costs 9 pounds"): it asserts the fact still holds (audit 37's
  W13, a later source giving another value);
- a noun restricted by an age, size or bound after it ("pupils over 14", "residents aged 65", "members 18 and
  older") that the claim keeps without the number, and without a modifier of its own in front ("long flights"
  restates "flights over 8 hours");
- a generic subject's modifier ("Tours" for "Guided tours", "Children" for "Any unaccompanied child"), or a word
  of a quantified noun's of-phrase ("Every member of the orchard" for "... of the orchard committee");
- a recurring time a habit is restricted to ("on open days", "at night", "in summer", "during school holidays"):
  the claim says it holds at all times;
- who or which one the reference claim is about, left out whole (`identity`).

A modifier dropped from something said to exist ("bought a red bicycle") is still said of it: not read. Where a
cited source states the claim's wider phrase itself, the claim says what its source says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import islice, pairwise

from citeset._lazyre import lazy_compile
from citeset.evidence.checks.identity import dropped_identity
from citeset.evidence.checks.identity import plain as _plain
from citeset.evidence.checks.ranges import spelled
from citeset.judges._rules_lexicon import IRREGULAR, MONTHS, STOPWORDS
from citeset.judges._rules_tokens import may_hold

_TOKEN = lazy_compile(r"[\w'’-]+")
_NUMBER = lazy_compile(r"\d[\d,.]*")
_READ_AT_MOST = 32
_TEXTS_KEPT = 256
"""Restrictions read in one reference claim: a sentence has a few; a hostile text of thousands stays linear."""
_QUANTIFIERS = frozenset(["every", "each", "all", "any", "no"])
_MODIFIERS_READ = 3
_BOUND = lazy_compile(r"(?<![\w'’-])(?P<noun>[A-Za-z][\w'’-]*)\s+(?P<bound>(?:(?:aged\s+)?(?:over|under|above|below)|"
                    r"aged|older\s+than|younger\s+than|at\s+least|at\s+most)\s+(?P<number>\d[\d,.]*)|"
                    r"(?:aged\s+)?(?P<number2>\d[\d,.]*)\s+(?:and|or)\s+(?:older|over|above|younger|under|below))",
                    re.IGNORECASE)
"""A noun and the bound after it. The noun starts a token (not after its '-' or "'", where `\b` would try again):
an attempt reads its token once, so a long hyphenated token is read in linear time (audit h39)."""
_BOUND_WORDS = ("over", "under", "above", "below", "aged", "older", "younger", "least", "most")
"""What every `_BOUND` match holds, looked for first (`may_hold`)."""


def dropped_restriction(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """How `claim` drops a restriction of a noun `reference` states, or the noun it relates a name through (None:
    it drops none)."""
    return (_quantified(claim, reference, evidence) or _bounded(claim, reference, evidence) or _hop(claim, reference)
            or _dated_now(claim, reference) or _generic(claim, reference, evidence)
            or _of_phrase(claim, reference, evidence) or _of_phrase_before(claim, reference)
            or _recurring(claim, reference, evidence)
            or dropped_identity(claim, reference))


@lru_cache(maxsize=_TEXTS_KEPT)
def _tokens(text: str) -> tuple[str, ...]:
    """A text's words, casefolded: read once for the seven readings of a claim, its reference claim and sources."""
    return tuple(t.casefold() for t in _TOKEN.findall(text))


_INTENSIFIERS = frozenset(["single", "last", "individual", "possible", "given"])
"""Words that stress a quantifier rather than restrict its noun: "every single use" is every use."""


def _spelled(text: str) -> set[str]:
    """The numbers `text` spells out, as digits ("ten", "seventy-five"): a bound said in words keeps its number."""
    return {digits for token in _tokens(text) if (digits := spelled(token)) is not None}


def _pairs(tokens: Sequence[str]) -> set[tuple[str, str]]:
    """Each two tokens in a row: a run is looked up, not searched for (long hostile texts stay linear)."""
    return set(pairwise(tokens))


def _quantified(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"every weekday morning" in the reference claim, "every morning" in the claim."""
    ref = _tokens(reference)
    if _QUANTIFIERS.isdisjoint(ref):
        return None  # most reference claims quantify nothing: the claim and the evidence are not read
    mine = [_plain(t) for t in _tokens(claim)]
    mine_pairs, mine_words = _pairs(mine), set(mine)
    said: set[tuple[str, str]] | None = None  # the evidence's pairs, read once a dropped modifier needs them
    for i, word in enumerate(ref):
        if word not in _QUANTIFIERS:
            continue
        for k in range(1, _MODIFIERS_READ + 1):
            if i + k + 1 >= len(ref):
                break
            modifiers, noun = ref[i + 1:i + k + 1], ref[i + k + 1]
            if any(m in STOPWORDS or m[:1].isdigit() for m in modifiers):
                break
            if all(m in _INTENSIFIERS for m in modifiers):
                continue  # "every single use" is every use
            wider = (word, _plain(noun))
            if wider not in mine_pairs or any(_said_as(_plain(m), mine_words) for m in modifiers):
                continue
            if said is None:
                said = set().union(*(_pairs([_plain(t) for t in _tokens(text)]) for text in evidence))
            if wider not in said:
                return f"drops the restriction {' '.join(modifiers)!r} of '{word} {' '.join(modifiers)} {noun}'"
    return None


def _said_as(word: str, words: set[str]) -> bool:
    """Whether `words` say `word`, or a recurring time in other words ("Monday to Friday" for "weekday")."""
    return word in words or any(other in words for other in _SAID_AS.get(word, ()))


def _bounded(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"pupils over 14" in the reference claim, "pupils" alone in the claim."""
    if not may_hold(reference, _BOUND_WORDS):
        return None  # no bound's word: the pattern, which costs twenty times the look, cannot match
    bounds = list(islice(_BOUND.finditer(reference), _READ_AT_MOST))
    if not bounds:
        return None  # most reference claims bound no noun: the claim and the evidence are not read
    mine = _tokens(claim)
    first = {t: i for i, t in reversed(list(enumerate(mine)))}
    ref_words = set(_tokens(reference))
    said = " ".join(evidence)
    said_words = set(_tokens(said))
    numbers = {n.rstrip(".,") for n in _NUMBER.findall(claim)} | _spelled(claim)
    said_numbers = {n.rstrip(".,") for n in _NUMBER.findall(said)}
    for m in bounds:
        noun, number = m.group("noun").casefold(), (m.group("number") or m.group("number2")).rstrip(".,")
        if noun in STOPWORDS or noun not in first or number in numbers:
            continue
        at = first[noun]
        if at > 0 and mine[at - 1] not in STOPWORDS and mine[at - 1] not in ref_words:
            continue  # "long flights": the claim restricts the noun in its own words
        if said and noun in said_words and number not in said_numbers:
            continue  # the cited source states the noun without the bound
        return f"drops the restriction {m.group('bound')!r} of '{m.group('noun')}'"
    return None


_HOP = lazy_compile(r"\b[Tt]he\s+(?:[a-z][\w'’-]*\s+)?(?P<head>[a-z][\w'’-]*)\s+(?P<link>that|which|whose|[a-z]+ed\s+"
                  r"(?:by|through|across|over|under|on|in|at|from|for|with)|(?:laid|built|run|held|grown|made|kept|"
                  r"sold|owned|shown|seen|set|put|taken|given|won)\s+(?:by|through|across|over|under|on|in|at|from|"
                  r"for|with)|named\s+after|called|[a-z]{3,}ing(?=\s+(?:the\s|[A-Z])))\b")
_HOP_END = lazy_compile(r"\b(?:is|are|was|were|has|have|had|will|can|may|must|does|do|did)\b|[,;:.!?()]")
_HOP_REACH = 120
_CAPITALISED = lazy_compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")
_COPULA_NAME = lazy_compile(r"^\s*(?:is|are|was|were)\s+(?:not\s+)?[A-Z]")
""""The club that won the cup is Marrow Rovers": the noun names the name after it; nothing is related through it."""


def _hop(claim: str, reference: str) -> str | None:
    """"The track laid through the Morrow Tunnel is inspected by ..." and the claim "The Morrow Tunnel is inspected
    by ...": a name inside what modifies a noun, the noun left out."""
    mine = set(_tokens(claim))
    for m in islice(_HOP.finditer(reference), _READ_AT_MOST):
        head = m.group("head").casefold()
        if head in STOPWORDS or head in mine or head + "s" in mine:
            continue
        rest = reference[m.end():m.end() + _HOP_REACH]
        end = _HOP_END.search(rest)
        modifier = rest[:end.start()] if end else rest
        if end is not None and _COPULA_NAME.match(rest[end.start():]):
            continue
        names = [n.removeprefix("The ") for n in _CAPITALISED.findall(modifier) if n != "The"]
        kept = [n for n in names if n in claim]
        if kept and not _says_modifier(m.group("link") + " " + modifier, names, claim):
            return f"drops the noun it relates {kept[0]!r} through: 'the {m.group('head')} {m.group('link')}'"
    return None


def _says_modifier(modifier: str, names: list[str], claim: str) -> bool:
    """Whether the claim says what the modifier says of the noun, its verb, in its own clause ("Lise Haug runs
    Brightwell Foods, which acquired Ostra Dairy ..." for "The company that acquired Ostra Dairy is run by Lise
    Haug"): it then names the noun's bearer and keeps the hop."""
    named = {t for n in names for t in _tokens(n)}
    verb = next((t for t in _tokens(modifier) if t not in STOPWORDS and t not in named
                 and t not in ("that", "which", "whose")), None)
    return verb is not None and verb[:4] in {t[:4] for t in _tokens(claim)}


_PAST_COPULA = lazy_compile(r"\b(?:was|were)\b", re.IGNORECASE)
_PRESENT_COPULA = lazy_compile(r"\b(?:is|are)\b", re.IGNORECASE)
_DATED_AT = lazy_compile(rf"\b(?:in|during|as\s+of|for|at\s+the)\s+(?:(?:{'|'.join(MONTHS)})\s+)?"
                       r"(?P<year>(?:1[89]|20)\d\d)\b", re.IGNORECASE)
_CENTURIES = ("18", "19", "20")
"""What every `_DATED_AT` match holds (its year's first digits), looked for first (`may_hold`)."""
_AFTER_COPULA = lazy_compile(r"\b(?:was|were)\s+(?P<next>[\w'’-]+)", re.IGNORECASE)


def _dated_now(claim: str, reference: str) -> str | None:
    """"Ferry tickets to Orm are 6 euros" for "... were 6 euros in March 2024". A reference claim with a present
    clause of its own ("... was automated in 1990 and is run by ..."), or whose past is an event's passive ("was
    built of sandstone in 1812": it still is), dates no state the claim says holds."""
    dated = _DATED_AT.search(reference) if may_hold(reference, _CENTURIES) else None
    if dated is None or dated.group("year") in claim or _PAST_COPULA.search(claim) or _PRESENT_COPULA.search(reference):
        return None
    copula = (_PAST_COPULA.search(reference) is not None and _PRESENT_COPULA.search(claim) is not None
              and not all(_participle(m.group("next").casefold()) for m in _AFTER_COPULA.finditer(reference)))
    if not copula and not _present_of_past(claim, reference):
        return None
    return f"states in the present what its reference claim dates in {dated.group('year')}"


def _present_of_past(claim: str, reference: str) -> bool:
    """"holds" for "held", "costs" for "cost": the claim's present form of a verb the reference claim says in the
    past (an irregular past, or one the same in both, "cost", "put", "set")."""
    ref = set(_tokens(reference))
    pasts = ({base for word, base in IRREGULAR.items() if word in ref} | (ref & _SAME_IN_PAST)
             | {w[:-2] for w in ref if w.endswith("ed")} | {w[:-1] for w in ref if w.endswith("ed")})
    return any(t.endswith("s") and t[:-1] in pasts for t in _tokens(claim) if t not in ref)


_SAME_IN_PAST = frozenset(["cost", "put", "set", "cut", "hit", "let", "shut", "spread", "read"])
"""Verbs whose past is their present ("cost 9 pounds in 2023")."""


def _participle(word: str) -> bool:
    return word in IRREGULAR or (len(word) > 4 and word.endswith(("ed", "en")))


_GENERIC_DETERMINERS = frozenset(["a", "an", "any", "each", "every", "all"])
_PAST = lazy_compile(r"\b(?:was|were|had|did)\b", re.IGNORECASE)
_PLURALS = {"children": "child", "people": "person", "men": "man", "women": "woman"}


def _head(tokens: Sequence[str]) -> tuple[list[str], str] | None:
    """A sentence's opening subject as (modifiers, noun): "Guided tours", "Any unaccompanied child", "A visitor
    mooring" (a determiner, then up to two modifiers); None where it opens otherwise."""
    at = 1 if tokens and tokens[0] in _GENERIC_DETERMINERS else 0
    words: list[str] = []
    for t in tokens[at:at + 3]:
        if t in STOPWORDS or not t.isalpha():
            break
        words.append(t)
    return (words[:-1], words[-1]) if words else None


def _generic(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"Tours of the Brill mill cost 6 pounds" for "Guided tours ...": a generic subject (a bare plural or one with
    "a", "any", "each", "every", "all") said of more than the reference claim's modified one. An event ("A red
    bicycle was stolen") or a definite description ("The old mill") is left alone."""
    if _PAST.search(reference) or _PAST.search(claim):
        return None
    ref, mine = _tokens(reference[:_HOP_REACH]), _tokens(claim[:_HOP_REACH])
    theirs, ours = _head(ref), _head(mine)
    if theirs is None or ours is None or not theirs[0] or ours[0]:
        return None
    modifiers, noun = theirs
    if all(m in _INTENSIFIERS for m in modifiers):
        return None
    same = _noun(ours[1]) == _noun(noun)
    if not same or (ref[0] not in _GENERIC_DETERMINERS and not noun.endswith("s") and noun not in _PLURALS):
        return None
    if any(_unrestricted(_tokens(text), noun, modifiers) for text in evidence):
        return None  # the cited source says the noun without the modifier itself
    return f"drops the restriction {' '.join(modifiers)!r} of its subject '{' '.join(modifiers)} {noun}'"


def _unrestricted(tokens: Sequence[str], noun: str, modifiers: list[str]) -> bool:
    """Whether `tokens` say the noun without any of the modifiers right before it."""
    return any(_noun(t) == _noun(noun) and (i == 0 or tokens[i - 1] not in modifiers) for i, t in enumerate(tokens))


def _noun(word: str) -> str:
    return _PLURALS.get(word, _plain(word))


_OF_SKIPPED_AT_MOST = 2


def _quantified_of(ref: Sequence[str]) -> list[int]:
    """Where the reference claim's words quantify a noun's of-phrase ("every member of"), at most `_READ_AT_MOST`."""
    return list(islice((i for i, word in enumerate(ref[:-3]) if word in _QUANTIFIERS and ref[i + 2] == "of"),
                       _READ_AT_MOST))


def _of_phrase(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"Every member of the Brill club pays" for "Every member of the Brill club committee pays": the claim follows
    the quantified noun's of-phrase, leaves out one or two of its words and goes on as the reference claim does.
    The claim's quantified nouns are indexed once and an of-phrase is read for `_OF_PHRASE_READ` words, so a text
    repeating "every member of the" thousands of times is read in linear time."""
    ref = _tokens(reference)
    found = _quantified_of(ref)
    if not found:
        return None  # most reference claims quantify no of-phrase: the claim is not read
    mine = _tokens(claim)
    quantified: dict[str, int] = {}
    for j in range(len(mine) - 2):
        if mine[j] in _QUANTIFIERS and mine[j + 2] == "of":
            quantified.setdefault(mine[j + 1], j + 3)  # "Each member of" for "Every member of"
    for i in found:
        start = quantified.get(ref[i + 1])
        if start is None:
            continue
        at, to = i + 3, start
        while at < len(ref) and to < len(mine) and ref[at] == mine[to] and at - i < _OF_PHRASE_READ:
            at, to = at + 1, to + 1
        for skip in range(1, _OF_SKIPPED_AT_MOST + 1):
            left_out = ref[at:at + skip]
            if (to < len(mine) and at + skip < len(ref) and ref[at + skip] == mine[to]
                    and all(w.isalpha() and w not in STOPWORDS for w in left_out)
                    and not any(_says_run(_tokens(text), mine[start - 3:to + 1]) for text in evidence)):
                return f"drops the restriction {' '.join(left_out)!r} of '{' '.join(ref[i:at + skip])}'"
    return None


_OF_PHRASE_READ = 12
"""Words of an of-phrase read ("of the Brill rowing club committee"): a phrase, not a text."""


def _of_phrase_before(claim: str, reference: str) -> str | None:
    """"Tarn rowing club members pay" for "Every member of the Tarn rowing club committee pays": the claim says the
    of-phrase before the noun, without its head word, and goes on with the reference claim's next word."""
    ref = _tokens(reference)
    found = _quantified_of(ref)
    if not found:
        return None
    mine = _tokens(claim)
    words = set(mine)
    at_noun: dict[str, list[int]] = {}
    for p, word in islice(enumerate(mine), _CLAIM_READ):
        at_noun.setdefault(_plain(word), []).append(p)
    for i in found:
        phrase = ref[i + 4:i + 4 + _OF_PHRASE_READ] if ref[i + 3] == "the" else ref[i + 3:i + 3 + _OF_PHRASE_READ]
        for p in at_noun.get(_plain(ref[i + 1]), [])[:_READ_AT_MOST]:
            k = next((k for k in range(min(p, len(phrase) - 2), 0, -1) if mine[p - k:p] == phrase[:k]), 0)
            head, after = (phrase[k], phrase[k + 1]) if 0 < k < len(phrase) - 1 else ("", "")
            if (head.isalpha() and head not in STOPWORDS and head not in words and p + 1 < len(mine)
                    and after[:3] == mine[p + 1][:3]):
                return f"drops the restriction {head!r} of '{' '.join(ref[i:i + 3])} ... {head}'"
    return None


_CLAIM_READ = 256
"""Words of a claim looked at for a quantified noun said after its of-phrase."""


def _says_run(tokens: Sequence[str], run: Sequence[str]) -> bool:
    """Whether `tokens` hold `run` in a row (the cited source says the wider phrase itself)."""
    return any(tokens[k:k + len(run)] == run for k in range(len(tokens) - len(run) + 1))


_MONTH_NAMES = "january|february|march|april|may|june|july|august|september|october|november|december"
_TIME_NOUNS = ("days|weekdays|weekends|weekend|mornings|afternoons|evenings|nights|night|holidays|summers?|winters?|"
               "spring|autumn|term|term-time|sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|"
               rf"(?:peak|busy|off-peak|quiet|opening|school|office|working|rush)\s+(?:times|hours)|{_MONTH_NAMES}")
_RECURRING = lazy_compile(r"(?<![\w'’-])(?P<prep>on|at|in|during|over|outside)\s+(?P<words>(?:the\s+)?(?:[a-z][\w'’-]*"
                        rf"\s+){{0,2}}?(?P<noun>{_TIME_NOUNS})(?:\s+(?:time|months))?(?:\s+and\s+(?:{_MONTH_NAMES}))?)"
                        r"(?![\w'’-])(?!\s*(?:\d|of\b))", re.IGNORECASE)
"""A recurring time after a preposition ("on open days", "at night", "during the school holidays", "at peak times",
"in July and August"); a date ("in summer 2021", "in the summer of 2021", "in May 2024") or one day ("on a
Sunday") is no habit's restriction."""
_RECURRING_WORDS = ("day", "weekend", "morning", "afternoon", "evening", "night", "holiday", "summer", "winter",
                    "spring", "autumn", "term", "times", "hours", *_MONTH_NAMES.split("|"))
"""What every `_RECURRING` match holds (its noun), looked for first (`may_hold`)."""
_PAST_BEFORE = lazy_compile(r"\b(?:was|were|had|did)\b|\b[a-z]{3,}ed\s*$", re.IGNORECASE)
"""A past event ("reopened in summer", "was opened in May"): its season or month dates it, it restricts no habit."""
_SAID_AS = {"weekday": ("monday", "friday"), "weekend": ("saturday", "sunday"), "night": ("dark", "overnight", "nightly"),
            "morning": ("am",), "evening": ("pm",), "summer": ("summertime",), "winter": ("wintertime",)}
"""Words a claim says a recurring time in ("Monday to Friday" for weekdays): the restriction is kept."""
_SHARED_AT_LEAST = 0.8


def _recurring(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"The shuttle leaves every twenty minutes" for "... every twenty minutes in summer"."""
    if not may_hold(reference, _RECURRING_WORDS):
        return None  # no time's noun: the pattern cannot match
    times = list(islice(_RECURRING.finditer(reference), _READ_AT_MOST))
    if not times:
        return None  # most reference claims say no recurring time: the claim is not read
    mine = {_plain(t) for t in _tokens(_UNNAMED.sub(_unnamed, claim))}  # "Holiday Park" keeps no holidays
    for m in times:
        if m.group("prep").casefold() == "in" and m.group("noun").casefold() in ("days", "nights"):
            continue  # "in recent days", "in two nights": a time, not a habit's
        if _OTHER_TIMES.search(m.group("words")) and _EXCEPTING.search(claim):
            continue  # "50 minutes except on Fridays" for "on other days ... 50 minutes"
        before = reference[:m.start()]
        if _PAST_BEFORE.search(before) or any(t in IRREGULAR for t in _tokens(before)):
            continue  # "bought a bicycle in May", "reopened in summer": a past event's date
        words = [_plain(t) for t in _tokens(m.group("words")) if t not in STOPWORDS]
        kept = set(words) | {said for word in words for said in _SAID_AS.get(word, ())}
        if mine & kept or any(_states_without(text, claim, kept) for text in evidence):
            continue
        return f"drops the restriction {m.group(0)!r}: says it at all times"
    return None


_OTHER_TIMES = lazy_compile(r"\b(?:other|rest)\b", re.IGNORECASE)
_EXCEPTING = lazy_compile(r"\b(?:except|apart\s+from|other\s+than|outside|but\s+not|excluding)\b", re.IGNORECASE)
_UNNAMED = lazy_compile(r"(?<=[\w,;:] )[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")
"""Capitalised words after the first: a name's words say nothing of when."""


def _unnamed(name: re.Match[str]) -> str:
    """A name's words dropped, a day's or a month's kept ("Monday to Friday", "in July")."""
    words = name.group(0).split()
    return name.group(0) if all(w.casefold() in _DAYS_AND_MONTHS for w in words) else " "


_DAYS_AND_MONTHS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
                              "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
                              *_MONTH_NAMES.split("|")])
_AT_ALL_TIMES = lazy_compile(r"\b(?:day\s+and\s+night|all\s+year(?:\s+round)?|year-round|every\s+day|daily|"
                           r"at\s+all\s+times|all\s+week|24\s+hours)\b", re.IGNORECASE)


def _states_without(text: str, claim: str, kept: set[str]) -> bool:
    """Whether a cited source says most of the claim's words, and not the restriction's or says them at all times
    ("every ten seconds, day and night")."""
    said = {_plain(t) for t in _tokens(text)}
    words = {_plain(t) for t in _tokens(claim) if t not in STOPWORDS}
    unrestricted = not said & kept or _AT_ALL_TIMES.search(text) is not None
    return unrestricted and len(words & said) >= _SHARED_AT_LEAST * len(words)
