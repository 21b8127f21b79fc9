"""A statement the evidence makes only under a condition, which the claim drops.

"If creatinine clearance is below 30 mL/min, the dose should be halved" does not say "The dose should be
halved": every word of the claim is in the evidence, and yet the claim asserts more (an audit found it
accepted). The evidence's sentences that say most of the claim are read for a condition ("if", "unless",
"provided that", "as long as", "only if", "subject to", ...) or an exception ("except", "excluding", "apart
from", ...; audit 21 or-05; "without the Authority's consent", audit 22 te-07): when each of them states the claim's words only
under a condition of which the claim says nothing, the claim is not held.

The condition governs the clause it attaches to: the rest of the sentence when it opens the sentence or
follows "and"/"but" ("..., and if the levy is counted, 6 percent" conditions only "6 percent"), else the
clause before it ("Refunds are paid within 14 days unless ..."). "even if", "as if", "if any", "if so" and
the like are no conditions.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_forecasts import reached_as_aimed
from citeset.judges._rules_premises import condition_met
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    DATE,
    ENT,
    NUM,
    SENT,
    WORD,
    Features,
    each_best_sentence,
    search,
    uses,
    word_before,
)

_CUE = lazy_compile(
    r"(?<![\w'’])(?:(?<!even )(?<!as )(?<!what )(?<!only )if(?! (?:any|so|not|ever|anything|at all|necessary|"
    r"needed|possible|applicable|appropriate|desired|required|you like|you wish)\b)|only if|unless|"
    r"provided(?: that)?(?= (?:the|a|an|that|it|they|he|she|you|we|no|all|any|there)\b)|providing(?: that)?"
    r"(?= (?:the|a|an|that|it|they|he|she|you|we|no|all|any|there)\b)|as long as|so long as|"
    r"on (?:the )?condition that|in the event (?:that|of)|subject to|"
    r"(?:^|(?<=\n)|(?<=[.!?;:] ))should(?= (?!be\b|have\b|not\b|we\b|i\b|you\b)[\w£$€'’-]+ [^.;:!?,]*,)|"
    r"(?<=, )should(?= (?:the|a|an|this|that|these|those|its|their|our|his|her|it|they|he|she|(?-i:[A-Z0-9£$€]))"
    r"[\w'’-]* [\w£$€'’-])|"
    r"except|excluding|with the exception of|save for|barring|apart from|other than|whenever|when|"
    r"without(?= (?:[\w'’-]+\s+){0,3}(?:consent|approval|permission|authori[sz]ation|agreement|licen[cs]e|"
    r"permit|order|warrant)\b))\b",
    re.IGNORECASE,
)
# ("should" opens an inverted condition at a sentence's or clause's start: "Should sales pass 300, the club will
# add a night", "..., should the grant come through"; not the modal after a subject ("..., and should finish"), nor a
# question ("Should we ...?"): at a sentence's start a comma must follow, after a comma a subject)
_ADDITIVE = frozenset({"apart from", "other than"})
"""Exceptions that open a sentence as often to add as to exclude ("Apart from the museum, the town has ...")."""
_FORWARD = frozenset({"and", "but", "or", "while", "whereas", "yet", ";"})
"""Words before a condition that make it govern the clause after it ("and if the levy is counted, 6%")."""
_CLAUSE_END = frozenset({",", ";", ":", "then"})


def dropped_condition(cf: Features, efs: Sequence[Features], coverage: float = 0.8) -> str | None:
    """The condition (quoted) under which alone the evidence states the claim, when the claim says nothing of
    it, else None. Only the evidence's sentences holding the most of the claim's terms (at least `coverage`
    of them) are read: a sentence stating the claim without a condition holds it."""
    terms = cf.cset
    if not terms or not any(_has_cue(f.text) for f in efs):
        return None
    need = coverage * len(cf.terms)
    names = frozenset(c.norm for c in cf.content if c.kind == ENT)
    found = each_best_sentence(cf, efs, need, lambda f, lo, hi: _condition_of(f, lo, hi, terms, need, names, cf.text))
    return None if found is None or condition_met(found, efs) else found  # (a condition another sentence says is met)


@lru_cache(maxsize=16384)
def _has_cue(text: str) -> bool:
    """Whether a text has a condition's word (memoised: a passage is read for many claims)."""
    if text.isascii():  # (where ignoring case is lowercasing: re folds "ı" to "i" and "ſ" to "s")
        low = text.lower()
        if not any(word in low for word in _CUE_WORDS):
            return False
    return _CUE.search(text) is not None


_CUE_WORDS = ("if", "when", "unless", "provid", "long as", "condition that", "in the event", "subject to", "except",
              "excluding", "save for", "barring", "apart from", "other than", "without", "should")
"""A part of each alternative of `_CUE`, as written in it: a text holding none of them has no match (plain
substring tests are several times cheaper than the pattern with its look-behinds)."""


_WHEN = frozenset({"when", "whenever"})
_PAST_WORDS = frozenset({"was", "were", "had", "did"})


def _told_in_past(f: Features, lo: int, hi: int) -> bool:
    """Whether raw tokens [lo, hi) hold a verb in the past (not a participle after a present "is", "are", "has":
    "when they are kept on a lead" says under what condition)."""
    return any(f.low[ri] in _PAST_WORDS or (PAST.search(f.text[f.start[ri] : f.end[ri]])
                                           and (ri == 0 or f.low[ri - 1] not in _PRESENT_AUXILIARIES))
               for ri in range(lo, hi))


_PRESENT_AUXILIARIES = frozenset({"is", "are", "am", "be", "has", "have", "being"})


def _reduced(f: Features, at: int) -> bool:
    """Whether the "when" at raw token `at` opens a clause with no subject of its own, its participle right after
    it ("admitted free when accompanied by an adult", audit 46): a condition, not a past event."""
    nxt = at + 1
    return nxt < len(f.low) and PAST.search(f.text[f.start[nxt] : f.end[nxt]]) is not None


def _condition_of(f: Features, lo: int, hi: int, terms: frozenset[str], need: float,
                  names: frozenset[str], claim: str) -> str | None:
    """The text of a condition of sentence [lo, hi) that governs the clause holding the claim's words (at
    least `need` of `terms`) and shares none of them, else None. A word of a name in the condition is shared
    only with the claim's names: "every day" says nothing of "apart from Christmas Day"."""
    disregard: bool | None = None  # whether the sentence says "whatever", "regardless" ...: read once, when asked
    for m in _CUE.finditer(f.text, f.start[lo], _offset(f, hi)):
        at = bisect_right(f.start, m.start()) - 1
        if at < lo or at >= hi:
            continue
        cue = m.group().casefold()
        if at == lo and cue in _ADDITIVE:
            fronted = _fronted_exception(f, lo, hi, at, claim)
            if fronted is not None and _drops(f, (at + len(cue.split()), fronted), ((fronted, hi),), terms, need):
                return f.text[f.start[at] : f.start[fronted]].strip(" ,;:.")
            continue
        cond, governed = _spans(f, lo, hi, at)
        excepted = _excepted_member(f, lo, hi, at, cue)
        if excepted is None and _claim_universal(claim):  # "all presenters of Quarry Hill Radio except those ..."
            wide = _excepted_member(f, lo, hi, at, cue, terms)
            if wide is not None and _drops(f, (at + len(cue.split()), wide), ((lo, at), (wide, hi)), terms, need):
                return f.text[f.start[at] : _offset(f, wide)].strip(" ,;:.")
        if excepted is not None:  # "every site apart from the river yard is inspected": the sentence but the member
            cond, governed = (at, excepted), (lo, hi)
            cond_terms = _norms(f, at + len(cue.split()), excepted, names)  # (past the cue's own words)
            said = f.text[f.start[cond[0]] : _offset(f, cond[1])].strip(" ,;:.")
            rest = _norms(f, lo, at) | _norms(f, excepted, hi)
            if (cond_terms - rest and not (cond_terms - rest) & terms and len(rest & terms) >= need) or (
                    cond_terms and cond_terms <= terms and _claim_reads(claim)[0] and terms - cond_terms <= rest):
                return said  # the claim drops the exception, or states what it excepts
            continue
        if cue in _WHEN and (_told_in_past(f, *governed) if _reduced(f, at) else _told_in_past(f, *cond)):
            continue  # "opened when the war ended" tells when it happened; "are suspended when the gauge exceeds 4
            # metres" says under what condition it holds (audit 42); "resigned when questioned", a reduced clause,
            # tells when by its main clause's past
        enough = need
        if cue == "without":
            narrowed = _required_without(f, governed)
            if narrowed is None:
                continue
            governed = narrowed  # its own clause: the claim's words there, most of that clause's
            enough = max(1.0, 0.8 * len(_norms(f, *governed)))
        cond_terms = _norms(f, *cond, names)
        said = f.text[f.start[cond[0]] : _offset(f, cond[1])].strip(" ,;:.")
        # A word the condition shares with the clause it governs says nothing of the condition ("If a balise fails,
        # the speed is limited ... until the next balise": the claim keeping "balise" keeps no failure; audit 41).
        own = cond_terms - _norms(f, *governed)
        if own and not own & terms and len(_norms(f, *governed) & terms) >= enough:
            return said
        named = _norms(f, min(at + len(m.group().split()), cond[1]), cond[1], names)  # past the cue's own words
        if named and disregard is None:
            disregard = _DISREGARD.search(f.span(lo, hi)) is not None
        if named and not _RELATIVE.search(said) and not disregard and \
                _claims_otherwise(claim, cue, named, terms) and \
                terms - named <= _norms(f, *governed) | _DISREGARD_WORDS:
            return said
    return None


_UNIVERSAL = frozenset({"every", "each", "all", "any"})
_PHRASE_END = frozenset({"is", "are", "was", "were", "will", "can", "may", "must", "should", "has", "have", "had",
                         ",", ";", ":"})


def _excepted_member(f: Features, lo: int, hi: int, at: int, cue: str,
                     terms: frozenset[str] | None = None) -> int | None:
    """Where the member an exception takes out of a universal's noun phrase ends ("every site apart from the river
    yard | is inspected", "all sites except the van | are"), when the cue follows "every/all/each/any" and a noun
    or two; else None. With the claim's `terms`, the noun phrase may be longer, "of" and "the" among its words ("all
    presenters of Quarry Hill Radio except those under 18 | must"), and a member followed by no "is", "must" ... ends
    after its last word the claim does not hold ("all crews except the night | crew wear the new jackets")."""
    if cue not in _EXCEPTIONS and cue not in _ADDITIVE:
        return None
    wide = terms is not None
    before = at - 1
    while before >= lo and before >= at - (_WIDE_REACH if wide else 3) and f.low[before] not in _UNIVERSAL:
        if f.cpos[before] < 0 and not (wide and f.low[before] in _NOUN_LINKS):
            return None
        before -= 1
    if before < lo or f.low[before] not in _UNIVERSAL or before == at - 1:
        return None
    end, ceiling = at + len(cue.split()), min(hi, at + 1 + CLAUSE_REACH)
    own = None  # the last word the claim does not hold
    while end < ceiling and f.kind[end] != SENT and f.low[end] not in _PHRASE_END:
        if terms is not None and f.cpos[end] >= 0 and f.low[end] not in terms:
            own = end
        end += 1
    if end < ceiling and f.kind[end] != SENT:
        return end if f.low[end] not in (",", ";", ":") else None
    return None if own is None else own + 1


_WIDE_REACH = 8
"""The most words of a universal's noun phrase before its exception, read when the claim says "all" or "every"."""
_NOUN_LINKS = frozenset({"of", "the"})
_FRONTED_REACH = 12
"""The most words of a fronted exception ("Apart from Hetty Kaur, every member ...") before its comma."""


def _fronted_exception(f: Features, lo: int, hi: int, at: int, claim: str) -> int | None:
    """Where the exception opening a sentence ends (its comma), when a universal follows it ("Apart from Hetty Kaur,
    every member of the committee stood") and the claim says "all" or "every" (else "Apart from the museum, the town
    has ..." adds); else None."""
    if not _claim_universal(claim):
        return None
    comma = at + 1
    while comma < min(hi, at + _FRONTED_REACH) and f.low[comma] not in _CLAUSE_END and f.kind[comma] != SENT:
        comma += 1
    if comma + 1 >= hi or f.low[comma] != "," or f.low[comma + 1] not in _UNIVERSAL_WORDS:
        return None
    return comma


def _drops(f: Features, excepted: tuple[int, int], rest: tuple[tuple[int, int], ...], terms: frozenset[str],
           need: float) -> bool:
    """Whether a claim of `terms` drops the exception of raw tokens `excepted`: the exception's own words (a name's
    among them; not those of the rest of the sentence) are none of the claim's, and the rest of the sentence holds
    enough of the claim's terms."""
    rest_terms = frozenset().union(*(_norms(f, *span) for span in rest))
    own = _norms(f, *excepted) - rest_terms  # ("the pig yard" of "all yards": "pig")
    return bool(own) and not own & terms and len(rest_terms & terms) >= need


_UNIVERSAL_WORDS = _UNIVERSAL | {"everyone", "everybody", "everything"}
_CLAIM_UNIVERSAL = lazy_compile(r"\b(?:all|every|each|everyone|everybody|everything)\b", re.IGNORECASE)


@lru_cache(maxsize=256)
def _claim_universal(claim: str) -> bool:
    """Whether the claim says "all", "every" or "each" (read once per claim)."""
    return _CLAIM_UNIVERSAL.search(claim) is not None


_RELATIVE = lazy_compile(r"\b(?:that|who|which|whose|where)\b", re.IGNORECASE)
"""An exception with a statement of its own ("except a reserve that is kept for repairs"): the claim may restate
it."""
_EXCEPTIONS = frozenset({"except", "excluding", "with the exception of", "save for", "barring"})
_DISREGARD = lazy_compile(r"\b(?:whatever|regardless|irrespective|no matter|whether or not)\b", re.IGNORECASE)
_EXCEPTING = lazy_compile(r"\b(?:but|besides|not|outside|save|exempt)\b", re.IGNORECASE)
"""Other ways a claim keeps the exception ("all exhibitions but the summer show")."""
_DISREGARD_WORDS = frozenset({"whatever", "regardless", "irrespective", "matter", "whether"})


def _claims_otherwise(claim: str, cue: str, cond_terms: frozenset[str], terms: frozenset[str]) -> bool:
    """Whether the claim states what the evidence excepts ("Consultants in the emergency department are on call one
    weekend in six" on "... one weekend in six, except in the emergency department": audit 25 ho-05), or states it
    whatever the condition is ("may play whatever their rating" on "only if their rating exceeds 1600": ch-04)."""
    if cue in _EXCEPTIONS:
        return cond_terms <= terms and _claim_reads(claim)[0]
    return cue not in _ADDITIVE and _claim_reads(claim)[1] and bool(cond_terms & terms)


@lru_cache(maxsize=256)
def _claim_reads(claim: str) -> tuple[bool, bool]:
    """Whether the claim says no condition and no exception of its own, and whether it says "whatever" or the like:
    read once per claim (memoised), not at each condition of the evidence (a hostile passage of thousands of "when"s
    read the whole claim at each)."""
    return (_CUE.search(claim) is None and search(_EXCEPTING, claim) is None,
            search(_DISREGARD, claim) is not None)


_RULING = frozenset({"cannot", "not", "no", "never", "only", "prohibited", "banned", "forbidden", "can't", "mustn't",
                     "nobody", "none"})
"""A rule's prohibition: "may not be sold without consent" holds only with consent; "may be sent without a
licence" is a permission, which holds without one (audit 24)."""
_JOINS = frozenset({"and", "but", ",", ";"})


def _required_without(f: Features, governed: tuple[int, int]) -> tuple[int, int] | None:
    """The clause a "without ..." governs, when it is a rule's condition ("cannot be transferred ... without the
    Authority's consent"): the part of `governed` after its last "and", "but" or comma, if it prohibits; else None
    ("took the samples without permission" tells how, not when it holds)."""
    lo, hi = governed
    start = max((i + 1 for i in range(lo, hi) if f.low[i] in _JOINS), default=lo)
    return (start, hi) if any(f.low[i] in _RULING for i in range(start, hi)) else None


def _offset(f: Features, ri: int) -> int:
    """Where raw token `ri` starts in the text (its end past the last token)."""
    return f.start[ri] if ri < len(f.start) else len(f.text)


def _spans(f: Features, lo: int, hi: int, at: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The condition's raw-token range starting at `at`, and the range of the clause it governs."""
    before = at - 1
    while before >= lo and f.low[before] == ",":
        before -= 1
    forward = before < lo or f.low[before] in _FORWARD
    # Each scan reads CLAUSE_REACH tokens at most: a hostile sentence of thousands of "if"s was read whole at each.
    stop, ceiling = at + 1, min(hi, at + 1 + CLAUSE_REACH)
    while stop < ceiling and f.kind[stop] != SENT and f.low[stop] not in _CLAUSE_END:
        stop += 1
    if forward and before >= lo and (stop >= hi or f.kind[stop] == SENT):
        forward = False  # "reopens in April, but only if it passes": nothing after it, it governs what came before
        before -= 1
    if forward:
        end, ceiling = stop + 1, min(hi, stop + 1 + CLAUSE_REACH)
        while end < ceiling and f.kind[end] != SENT and f.low[end] != ";" and f.low[end] not in _FORWARD:
            end += 1
        return (at, stop), (stop, min(end, hi))
    begin, floor = before, max(lo, before - CLAUSE_REACH)
    while begin > floor and f.low[begin - 1] != ";" and f.kind[begin - 1] != SENT:
        begin -= 1
    return (at, stop), (begin, at)


def _norms(f: Features, lo: int, hi: int, names: frozenset[str] | None = None) -> frozenset[str]:
    """The content terms of raw tokens [lo, hi); with `names`, a name's words only when they are among them."""
    content = f.content
    return frozenset(content[p].norm for p in f.cpos[lo:hi]
                     if p >= 0 and (names is None or content[p].kind != ENT or content[p].norm in names))


_FUTURE = frozenset({"will", "shall"})
_INTENT = frozenset({"plan", "plans", "planned", "planning", "aim", "aims", "intend", "intends", "expected", "scheduled",
                     "due", "set", "hope", "hopes", "propose", "proposes", "proposed", "going", "wants", "seeks",
                     "forecast", "projected", "estimated", "predicted", "budgeted", "likely"})
_WISHED = frozenset({"intention", "intentions", "proposal", "proposals", "hoping", "aiming", "intending", "wishes",
                     "ambition", "looking", "seeking", "keen", "eager", "trying", "attempting", "bidding", "preparing",
                     "campaigning", "determined", "poised", "wishing"})
"""Nouns and forms before "to" by which a text gives a verb after it as intended, not done ("announced its intention to
open": probe 50; "is looking to hire", "keen to buy": stop 63), read only where no text says a plan was carried out (`_REALISED`). Not "like": "would like to
thank" is the thanks (the stop 60 review)."""
_REALISED = lazy_compile(r"\b(?:did\s+so|(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:carried\s+out|completed|"
                       r"realised|realized|achieved|implemented|done|delivered|fulfilled|agreed|approved|adopted|carried|"
                       r"accepted|finished)|went\s+ahead|took\s+effect|came\s+into\s+force|followed\s+through|achieved|became\s+reality|"
                       r"came\s+true|agreed|was\s+finished|happened|materiali[sz]ed|succeeded|managed\s+to|exceeded|surpassed|"
                       r"(?:met|reached|hit|beat)\s+(?:its|their|his|her|the|that|this)\s+(?:\w+\s+)?(?:target|aim|goal)|"
                       r"since\s+(?:been\s+)?"
                       r"\w+ed)\b", re.IGNORECASE)
"""What says a plan was carried out in other words than its verb ("did so in the autumn", "was carried out in May")."""
_AUXILIARY = frozenset({"be", "been", "being", "have", "has", "not", "also", "then", "soon", "later", "eventually",
                        "all", "both", "each"})  # (floated: "will all shut", "will both close")
PAST = lazy_compile(r"ed$|^(?:began|built|sold|won|made|took|taken|gave|given|went|gone|came|held|led|left|paid|rose|"
                   r"risen|fell|fallen|grew|grown|shut|ran|wrote|written|bought|brought|met|spent|sent|lost|kept|"
                   r"chosen|broken|drawn|shown|sworn|thrown|withdrawn|begun|done|did|cost)$", re.IGNORECASE)
"""Past forms: "was removed", "opened", "was sold" (a verb in "-ed" or an irregular past or participle; "cost", which
is its own past: "The new wing cost £2m" where it "is forecast to cost" it, probe 47)."""


def stated_as_done(cf: Features, efs: Sequence[Features]) -> str | None:
    """A verb the claim states as done (past: "was removed", "opened") that the evidence states, every time,
    only as what will or is planned to happen ("will be removed", "plans to open", "is scheduled to close"):
    the evidence's phrase, else None. (Audit 19: "was removed in version 5.0" on "will be removed in 5.0".)"""
    read: set[str] = set()
    qualifier: Callable[[Features, int], str | None] | None = None  # read when first needed
    for c in cf.content:
        if c.kind != WORD or c.norm in read or not PAST.search(cf.text[c.sstart : c.send]) or _planned(cf, c.ri) \
                or (c.norm == "cost" and not _spent(cf.text, c.sstart, c.send)):
            continue
        read.add(c.norm)  # the evidence's uses of a word are read once, however often the claim says it
        if qualifier is None:
            qualifier = _planned if _told_otherwise(cf, efs) else _intended
        phrase = _only_as(efs, c.norm, qualifier)
        if phrase is not None:
            return phrase
    return None


_SPENT_AFTER = lazy_compile(r"\s*(?:[£$€]|\d)")
_SPENT_BEFORE = lazy_compile(r"\b(?:built|completed|finished|renovated|restored|bought|delivered|made)\s+at\s+a\s+$")


def _spent(text: str, start: int, end: int) -> bool:
    """Whether "cost" at [start, end) says a cost paid: the verb before an amount ("cost £140,000") or "built at a
    cost of", not the noun of an estimate ("The estimated cost of repairing ... is")."""
    return _SPENT_AFTER.match(text, end) is not None or _SPENT_BEFORE.search(text[max(0, start - 40) : start]) is not None


def _only_as(efs: Sequence[Features], norm: str, qualifier: Callable[[Features, int], str | None]) -> str | None:
    """The first use's phrase when every use of the word `norm` in the evidence has the `qualifier` (a future, a
    hedge) before it, else None (also when the evidence never uses it)."""
    phrases = [None if reached_as_aimed(f, u.pos) else qualifier(f, u.ri) for f, u in uses(efs, norm) if u.kind == WORD]
    return phrases[0] if phrases and all(p is not None for p in phrases) else None


def _planned(f: Features, ri: int) -> str | None:
    """The future or intention before the verb at raw token `ri` ("will be removed", "plans to open"), else None."""
    at = word_before(f, ri, _AUXILIARY)
    if at < 0 or f.kind[at] == SENT:
        return None
    word = f.low[at]
    if word in _FUTURE:
        return _phrase(f, at, ri)
    if word == "to" and at > 0:
        before = word_before(f, at, _AUXILIARY)
        if before >= 0 and (f.low[before] in _INTENT or _raw(f, before).lower() in _INTENT):
            return _phrase(f, before, ri)
    return None


_TURN_AFTER = lazy_compile(r",\s*(?:and|when|but|which|before|after)\b|;|\s(?:and|when)\s+(?:the|its|his|her|their|it|he|"
                         r"she|they)\b", re.IGNORECASE)
"""A clause after an intention that may tell it was carried out ("..., and the ship made its final voyage in May")."""


def _told_otherwise(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the evidence may tell in other words that an intention was carried out: it says so (`_REALISED`), a
    second sentence holds the claim's words ("... intention to open a tool library. The tool library has been lending
    drills since March"), or a clause follows the intention (the stop 60 review). `_WISHED` and recommendations are
    then not read."""
    if any(search(_REALISED, f) for f in efs):
        return True
    told = 0
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if said & cf.cset:
                told += 1
                if told > 1 or _TURN_AFTER.search(f.text, f.start[lo], f.end[hi - 1]) is not None:
                    return True
    return False


def _intended(f: Features, ri: int) -> str | None:
    """`_planned`, or an intention (`_WISHED`) or a recommendation (`_recommended`) before the verb at raw token `ri`,
    else None."""
    planned = _planned(f, ri)
    if planned is not None:
        return planned
    at = word_before(f, ri, _AUXILIARY)
    if at < 0 or f.kind[at] == SENT:
        return None
    if f.low[at] in ("to", "of") and at > 0:
        before = word_before(f, at, _AUXILIARY)
        if before >= 0 and _raw(f, before).lower() in (_WISHED if f.low[at] == "to" else _AIMED_OF):
            return _phrase(f, before, ri)
    return _recommended(f, at, ri)


_AIMED_OF = frozenset({"target", "aim", "goal", "ambition", "hope", "hopes", "plan", "plans", "intention", "prospect"})
"""Nouns before "of" and a verb's "-ing" form that give it as aimed at, not done ("a target of recruiting 31")."""


_RECOMMENDING = frozenset({"recommends", "recommended", "recommending", "recommend", "proposes", "proposed", "proposing",
                           "urges", "urged", "urging"})
"""Words by which a text only recommends the verb after them ("recommends raising the charge", "recommended that the
society sell the shed": probe 54). Not "suggests": a study's finding ("suggested that the hives pollinate ...")."""
_RECOMMENDED_REACH = 6


def _recommended(f: Features, at: int, ri: int) -> str | None:
    """The recommendation before the verb at raw token `ri` (the word before it at `at`): a word of `_RECOMMENDING`
    right before it, or before "that" and a few words of its subject; else None."""
    if _raw(f, at).lower() in _RECOMMENDING:
        return _phrase(f, at, ri)
    for back in range(at, max(-1, at - _RECOMMENDED_REACH), -1):
        if f.kind[back] in (BOUND, SENT):
            return None
        if f.low[back] == "that":
            return _phrase(f, back - 1, ri) if back > 0 and _raw(f, back - 1).lower() in _RECOMMENDING else None
    return None


def _raw(f: Features, ri: int) -> str:
    return f.text[f.start[ri] : f.end[ri]]


def _phrase(f: Features, lo: int, ri: int) -> str:
    return f.text[f.start[lo] : f.end[ri]]


_HEDGES = frozenset({"may", "might", "possibly", "perhaps", "probably", "likely", "reportedly", "allegedly"})
"""Not "could": "could be useful" is as often a suggestion a reader takes as stated (a real dev pair)."""
_SKIPPED = frozenset({"also", "still", "well", "even", "then", "sometimes", "be", "been", "have"})


def hedge_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """A verb the claim states as a fact ("contains almonds") that the evidence states, every time, only as what
    may be ("may contain almonds"): the evidence's phrase, else None (audit 20 fd-02). A claim with a hedge or
    modal of its own is left to the force comparison, and one saying a permission ("are allowed to") says what "may"
    gives."""
    if _hedges_own(cf) or not _MODALS.isdisjoint(cf.low) or _permits(cf) or not _ACCUSING.isdisjoint(cf.low):
        return None
    if all(_HEDGES.isdisjoint(f.low) for f in efs):
        return None  # `_hedged` needs a hedge word: no use of any word can be hedged
    read: set[str] = set()
    for c in cf.content:
        if c.kind != WORD or c.norm in read:
            continue
        read.add(c.norm)  # the evidence's uses of a word are read once, however often the claim says it
        phrase = _only_as(efs, c.norm, _hedged)
        if phrase is not None:
            return phrase
    return _hedged_sentence(cf, efs)


def _hedges_own(cf: Features) -> bool:
    """Whether the claim hedges in a word of its own; the month May ("in May 2024", "on 3 May") is no "may"."""
    return any(word in _HEDGES and not (word == "may" and _month(cf, ri)) for ri, word in enumerate(cf.low))


def _month(f: Features, ri: int) -> bool:
    """Whether the "may" at raw index `ri` is the month: written "May" inside a sentence, or beside a number."""
    written = f.text[f.start[ri] : f.end[ri]]
    beside = {f.kind[at] for at in (ri - 1, ri + 1) if 0 <= at < len(f.low)}
    return (written == "May" and ri > 0 and f.kind[ri - 1] != SENT) or bool(beside & {NUM, DATE})


_ACCUSING = frozenset({"accus", "alleg", "claim", "rumour", "rumor", "report"})
"""Words (as the features hold them) by which a claim keeps an allegation ("accuses X of selling", "stands accused
of", "alleges that" for "allegedly sold"; probe 41)."""
_MODALS = frozenset({"must", "should", "can", "cannot", "could", "would", "shall", "need", "needs", "able", "abl"})
"""A claim's own modal ("able" also as `Features.low` keeps it, stemmed). Not "will": "will be closed" states as
certain what "may be closed" does not (probe 40)."""
_MAIN_HEDGES = frozenset({"may", "might"})
_HEDGE_SHARE = 0.6
"""The share of the claim's terms the sentences the hedge rules must hold: the claim restates them."""


_CLAIM_HEDGE_WORDS = ("possible", "potential", "potentially", "maybe", "unlikely", "could", "chance", "risk",
                      "suggest", "suggests", "suggested", "expected", "uncertain", "unclear", "if", "able", "allow",
                      "allows", "allowed", "permitted", "permit", "let", "entitled")
"""Also a permission the claim says ("will be able to bring dogs" for "may bring dogs")."""
_CLAIM_HEDGES = frozenset(_CLAIM_HEDGE_WORDS) | frozenset(stem(w) for w in _CLAIM_HEDGE_WORDS)
"""A claim's own hedge, as its words are written and as `Features.low` keeps a content word (stemmed)."""
_SUBORDINATE = frozenset({"who", "which", "that", "if", "when", "whenever", "where", "because", "as", "unless",
                          "whether", "though", "although", "while", "whereas", "what", "whom", "whose"})


def hedged_future(cf: Features, efs: Sequence[Features]) -> str | None:
    """`_hedged_sentence` read at any coverage, described: a claim of what will be often says it in other words
    ("will keep it closed" for "may have to stay shut"), so its terms fall short of the coverage the statement
    checks need (probe 40)."""
    if not _HEDGES.isdisjoint(cf.low) or not _MODALS.isdisjoint(cf.low) or _permits(cf):
        return None
    found = _hedged_sentence(cf, efs)
    return None if found is None else f"the evidence says only that it may be so ('{found}'), the claim that it will"


def _hedged_sentence(cf: Features, efs: Sequence[Features]) -> str | None:
    """The hedge when the claim says what will be and every evidence sentence holding most of the claim's terms puts
    "may" or "might" before them in a main clause ("may have to remain closed", "might keep it closed" for "will
    be closed"): the verb the claim states may be a chain or other words, so no word of it is found hedged. Only a
    claim with "will": "may" also gives a permission ("Visitors may bring dogs" says "Dogs are allowed"). A hedge
    in a relative clause ("Walkers who may wish to cross") rules only its clause; "may not" is a prohibition."""
    if "will" not in cf.low or not _CLAIM_HEDGES.isdisjoint(cf.low):
        return None  # a claim of what will be; not one keeping a hedge ("pointed to possible under-reporting")
    terms = cf.cset
    return each_best_sentence(cf, efs, max(2, _HEDGE_SHARE * len(terms)),
                              lambda f, lo, hi: _main_hedge(f, lo, hi, terms))


def _main_hedge(f: Features, lo: int, hi: int, terms: frozenset[str]) -> str | None:
    """The phrase from a main clause's "may"/"might" to the next claim term after it in raw tokens lo..hi-1 (in its
    clause: up to a boundary or a conjunction), unless a claim term after it is also said before it. At most
    `_HEDGES_READ` hedges of a sentence are read, and the claim terms before each are gathered as the scan goes, so
    the reading is linear in the sentence."""
    before: set[str] = set()
    seen, read = lo, 0
    for ri in range(lo, hi):
        if f.low[ri] not in _MAIN_HEDGES or not f.text[f.start[ri]].islower():
            continue  # "May" is a month
        before |= f.terms_in(seen, ri) & terms
        seen = ri
        if ri > lo and (f.low[ri - 1] in _SUBORDINATE or f.kind[ri - 1] == BOUND):
            continue  # "who may wish", "if it may", ", may": not the sentence's own verb
        if ri + 1 < hi and f.low[ri + 1] == "not":
            continue  # "may not be removed": a prohibition, no hedge
        read += 1
        if read > _HEDGES_READ:
            return None
        for rj in range(ri + 1, hi):
            if f.kind[rj] in (BOUND, SENT) or f.low[rj] in _CLAUSE_JOINS:
                break
            if f.cpos[rj] >= 0 and f.content[f.cpos[rj]].norm in terms:
                # "contains hazelnuts and may contain almonds": the claim's word is said before, unhedged
                return None if before & f.terms_in(rj, hi) else _phrase(f, ri, rj)
    return None


_HEDGES_READ = 8
_CLAUSE_JOINS = frozenset({"and", "but", "or", "while", "whereas"})
"""Words after which another clause may say the claim unhedged ("Sales may slow but the firm will hire 200 staff")."""
_PERMISSIONS = frozenset({"allowed", "permitted", "entitled"})


def _permits(cf: Features) -> bool:
    """Whether the claim says a permission ("are allowed to watch"): what the evidence's "may" gives, not a fact."""
    if not any(w in cf.text.lower() for w in _PERMISSIONS):
        return False  # none of the words is written (cheaper than reading every token)
    return any(_raw(cf, ri).lower() in _PERMISSIONS and ri + 1 < len(cf.low) and cf.low[ri + 1] == "to"
               for ri in range(len(cf.low)))


def _hedged(f: Features, ri: int) -> str | None:
    at = word_before(f, ri, _SKIPPED)
    if at < 0 or f.kind[at] == SENT or f.low[at] not in _HEDGES or (f.low[at] == "may" and _month(f, at)):
        return None  # ("the May meeting": the month)
    return _phrase(f, at, ri)
