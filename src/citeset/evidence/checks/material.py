"""Material terms: what a claim may not assert unless its evidence does (a deterministic precision guard).

Numbers, named entities (capitalised words inside a sentence, codes with digits) and the cue words of
negation, modality, comparison and hedging change what a sentence claims while barely changing its words.
A graded judge can find "carries fewer than 120 pallets" close to "carries 120 pallets"; this guard cannot.
It is used where an annotation would otherwise transfer (the §3.7 boundary) and where the judge alone
decides joint support of a claim outside that boundary.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from collections.abc import Set as AbstractSet
from decimal import Decimal
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize, without_thousands
from citeset.evidence.checks.compared import sides_exchanged
from citeset.evidence.checks.dated import dated_role
from citeset.evidence.checks.exchanged import (
    alternate_changed,
    cue_exchanged,
    limit_added,
    limit_dropped,
    time_word_added,
)
from citeset.evidence.checks.hours import end_exchanged
from citeset.evidence.checks.modality import PERMITTING, forces, modality_changed, restated
from citeset.evidence.checks.planned import plan_as_done
from citeset.evidence.checks.questions import asks
from citeset.evidence.checks.ranges import range_end
from citeset.evidence.checks.relations import opposite_relation
from citeset.evidence.checks.restriction import dropped_restriction
from citeset.evidence.checks.stopped import ended_alike, ended_as_current
from citeset.evidence.checks.values import dated_otherwise, other_value, swapped_values
from citeset.judges._protocol import Judgment
from citeset.judges._rules_attributed import view_as_fact
from citeset.judges._rules_converse_comparatives import comparison_turned, said_from_other_side
from citeset.judges._rules_dates import calendar_dates
from citeset.judges._rules_forms import written_forms
from citeset.judges._rules_lexicon import IRREGULAR, NUMBER_WORDS, STOPWORDS
from citeset.judges._rules_tokens import may_hold
from citeset.judges._rules_values import typed_values
from citeset.parse import NOT_PROSE, split_sentences

CUES: frozenset[str] = frozenset(
    ["not", "no", "never", "neither", "nor", "none", "nobody", "nothing", "without", "cannot", "can't", "won't", "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "false", "untrue", "longer", "may", "might", "must", "should", "could", "can", "will", "would", "shall", "ought", "need", "needs", "fewer", "less", "more", "most", "least", "greater", "lower", "higher", "above", "below", "over", "under", "exceed", "exceeds", "exceeding", "except", "unless", "only", "probably", "possibly", "perhaps", "likely", "unlikely", "maybe", "allegedly", "reportedly", "formerly", "previously", "until", "before", "after", "since", "all", "every", "always", "everyone", "everybody", "everything", "everywhere"])
"""A universal quantifier widens a claim: "treats all children with asthma" is not "treats children with asthma"
(an audit found it accepted on the narrower reference claim). `_IDIOMS` are no quantifiers, and "each" is
left out: it mostly distributes ("each scored 3 goals", "$12 each", "were each fined", "each year"). So is "any":
"treats any child with asthma" widens, but far more often "any" restates a rule in other words ("report any
side effects", "free of any charge", "denies any wrongdoing", "the largest of any bank"): read as a universal,
it rejected 44 of an audit's correct answers for one wrong one."""
_TIMES = r"(?:day|week|month|year|hour|minute|morning|evening|night|time|season|weekday|weekend)s?"
_IDIOMS = lazy_compile(
    r"\b(?:all|every)\s+(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|"
    r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|few|couple)\b)|\bevery\s+other\b|"
    rf"\bevery\s+{_TIMES}\b|\ball\s+{_TIMES}(?:\s+long)?\b|\bevery\s+(?:now\s+and\s+then|so\s+often)\b|"
    r"\ball\s+in\s+all\b|\bin\s+all\b(?=\s*(?:[,.;:!?)]|$|\d))|\b(?:at|after|above)\s+all\b|"
    r"\ball\s+(?:but|over|along|the\s+way|at\s+once)\b|\bonce\s+and\s+for\s+all\b|\bfor\s+all\s+(?:its|their|his|her)\b|"
    r"\ball-(?=\w)|\bas\s+always\b", re.IGNORECASE)
"""Counting, frequency and stress, not a universal: a number after "all" or "every" ("all three founders",
"every 15 minutes"), "every other week", "every day", "all year", "every now and then", "all in all", "40
stores in all", "not at all", "all but two", "all over the world", "all-cause", "as always". ("in all cases"
and "all other patients" stay universal.)"""
_IDIOM_WORDS = ("all", "every", "always")
"""What every `_IDIOMS` match holds, looked for first (`may_hold`)."""

Guard = Callable[[str, Sequence[str]], Judgment]
"""A deterministic, high-precision coverage check (`rules:strict`): `entailed` only when every content word,
number and entity of the claim (first) is in the evidence texts (second), with no slot mismatch."""

_TOKEN = lazy_compile(r"[\w'’.]+", re.UNICODE)


def _words(text: str) -> list[str]:
    out = []
    for raw in _TOKEN.findall(text):
        word = raw.strip(".'’")
        if word.casefold().endswith(("'s", "’s")):
            word = word[:-2]  # "Cedar's" names Cedar
        if word:
            out.append(word)
    return out


def _as_termed(text: str) -> str:
    """`text` as `material_terms` reads it: times in one form, markup and idioms left out."""
    text = NOT_PROSE.sub(" ", _as_read(text))
    return _IDIOMS.sub(" ", text) if may_hold(text, _IDIOM_WORDS) else text


def reference_words(text: str) -> list[str]:
    """The words of `text` in order, as `material_terms` reads them (a possessive's "'s" dropped)."""
    return _words(_as_termed(text))


def material_terms(text: str) -> set[str]:
    """Numbers, codes, inner capitalised words and cue words of `text`, case-folded; times written otherwise are
    read in one form first (`written_forms`: "at noon" is "at 12 pm"), with their half ("9pm")."""
    terms: set[str] = set()
    text = _as_termed(text)
    for sentence in re.split(r"(?<=[.!?;:])\s+", text):
        words = _words(sentence)
        for i, word in enumerate(words):
            folded = word.casefold().replace("’", "'")
            if any(map(str.isdigit, word)) or folded in CUES or (i > 0 and word[:1].isupper()):
                terms.add(folded)
    return terms


def missing_terms(claim: str, evidence: Iterable[str]) -> list[str]:
    """Material terms of the claim that the evidence texts do not contain (as words), sorted. A number written
    otherwise ("$2.5M" for "$2,500,000", "22:15" for "10:15 pm", "3rd" for "third") is no missing term when
    every value the claim states, read by its amount, is a value the evidence states; a calendar date is none
    when the evidence names the same day ("2024-06-04" for "4 June 2024")."""
    texts = list(evidence)
    pool = without_thousands(" ".join(normalize(_as_read(t)) for t in texts))
    have = {w.casefold().replace("’", "'") for w in _words(pool)}
    have |= {str(NUMBER_WORDS[w]) for w in have if w in NUMBER_WORDS}  # "up to ten" states 10
    have |= _restated_in(claim, texts)  # "can borrow" says what "may borrow" says
    have |= ended_alike(claim, " ".join(texts))  # "no longer lends" says what "stopped lending" says
    have |= said_from_other_side(claim, texts)  # "B is lower than A" says what "A is higher than B" says
    claim = _postposed(_without_days(claim, texts))
    missing = sorted(t for t in material_terms(without_thousands(claim)) if not _said(t, have))
    if any(VALUE_TERM.fullmatch(t) for t in missing) and _values_stated(claim, texts):
        return [t for t in missing if not VALUE_TERM.fullmatch(t)]
    return missing


def _restated_in(claim: str, texts: Sequence[str]) -> frozenset[str]:
    """The claim's modal words that a sentence of the evidence sharing two of its words says otherwise
    (`modality.restated`), each sentence read alone: a document's "must" about another rule says nothing of the
    claim's "can"."""
    if not forces(claim):
        return frozenset()  # the common case: the claim gives no deontic force
    words = _word_keys(claim)
    found: set[str] = set()
    for text in texts:
        for start, end in split_sentences(text):
            sentence = text[start:end]
            if len(words & _word_keys(sentence)) >= 2:
                found |= restated(claim, sentence)
    return frozenset(found)


VALUE_TERM = lazy_compile(r"\d[\d,.]*(?:st|nd|rd|th|bn|mn|mln|bln|[ap]m|[kmb])?")
"""A term that is a value's digits (with a rank's or a scale's letters), not a code ("R17", "FY2023", "Q3")."""

_HALF_OF_DAY = lazy_compile(r"(?<=\d) (am|pm)\b")
_OTHER_HALF = {"am": "pm", "pm": "am"}


@lru_cache(maxsize=4096)
def _as_read(text: str) -> str:
    """Times of day and scales in one form (`written_forms`), a time's half glued to it ("9 p.m." is "9pm"), and a
    number's bound in one wording (`_BOUNDS`, `_POSTPOSED`). Memoised: each claim reads its answer's earlier claims
    (`EARLIER_REACH` of them), so every claim's text was read again that many times (hardening audit h42: a table
    answer of 4,000 rows)."""
    text = written_forms(_postposed(text))
    if " am" in text or " pm" in text:  # (what every `_HALF_OF_DAY` match holds: most texts have neither)
        text = _HALF_OF_DAY.sub(r"\1", text)
    return _bounds_worded(text)


def _bounds_worded(text: str) -> str:
    """Each bound on a number in its one wording (`_BOUNDS`, in order)."""
    if not may_hold(text, _BOUND_WORDS) or _BOUND_WORD.search(text) is None:
        return text  # no bound's word at all: the costlier patterns, which need one, are not tried
    for pattern, wording in _BOUNDS:
        text = pattern.sub(wording, text)
    return text


def _postposed(text: str) -> str:
    """A bound after its number in the wording before it: "18 or over" is "at least 18", "5 or under" is "at most
    5" (audit 39's S03, Y12)."""
    if _POSTPOSED_AT.search(text) is None:
        return text  # no "or over"/"and under" at all: the costlier patterns, which need one, are not tried
    for pattern, wording in _POSTPOSED:
        text = pattern.sub(wording, text)
    return text


_NUMBER_WORD = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))


def _bound(words: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words})\s+(?=[$€£]?\d|(?:{_NUMBER_WORD})\b)", re.IGNORECASE)


_BOUNDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (_bound(r"no\s+more\s+than|not\s+more\s+than|up\s+to|a\s+maximum\s+of|at\s+most"), "at most "),
    (_bound(r"no\s+(?:fewer|less)\s+than|not\s+(?:fewer|less)\s+than|a\s+minimum\s+of|at\s+least"), "at least "),
    (_bound(r"more\s+than|over(?:\s+the\s+age\s+of)?|above(?:\s+the\s+age\s+of)?|in\s+excess\s+of|upwards\s+of"),
     "more than "),
    (_bound(r"(?:fewer|less)\s+than|under(?:\s+the\s+age\s+of)?|below(?:\s+the\s+age\s+of)?"), "less than "),
)
"""A bound on a number in one wording: "no more than 120" is "up to 120", "over 300" is "more than 300" (audit 37's
right paraphrases were rejected for the bound's words). The order matters: "no more than" before "more than"."""
_BOUND_WORD = lazy_compile(r"\b(?:than|up\s+to|maximum|minimum|at\s+(?:most|least)|over|above|excess|upwards|under|below)\b",
                         re.IGNORECASE)
"""A word every `_BOUNDS` match holds."""
_BOUND_WORDS = ("than", "up", "maximum", "minimum", "most", "least", "over", "above", "excess", "upwards", "under",
                "below")
"""What every `_BOUND_WORD` match holds, looked for first (`may_hold`): the pattern costs ten times the look."""
_POSTPOSED: tuple[tuple[re.Pattern[str], str], ...] = (
    (lazy_compile(rf"\b(\d[\d,.]*|(?:{_NUMBER_WORD}))\s+(?:or|and)\s+(?:over|older|more|above|upwards)\b",
                re.IGNORECASE), r"at least \1"),
    (lazy_compile(rf"\b(\d[\d,.]*|(?:{_NUMBER_WORD}))\s+(?:or|and)\s+(?:under|younger|less|fewer|below)\b",
                re.IGNORECASE), r"at most \1"),
)
"""A bound after its number ("18 or over", "five or under"); `_postposed` says it as `_BOUNDS` does."""
_POSTPOSED_AT = lazy_compile(r"\s(?:or|and)\s+(?:over|older|more|above|upwards|under|younger|less|fewer|below)\b",
                           re.IGNORECASE)
"""What every `_POSTPOSED` match holds (after its number)."""


_UNIVERSAL = frozenset({"all", "every"})
_UNIVERSAL_SAID = frozenset({"all", "every", "each"})


def _said(term: str, have: AbstractSet[str]) -> bool:
    """Whether the evidence's words state a claim term. An hour and its half ("9pm") are stated by the hour
    without one ("9", which may be either) unless the evidence gives that hour the other half ("9am"), so "from 2
    pm to 4 pm" is said by "2-4 pm" and "9 pm" is not said by "9 am"; an hour alone ("at 9") is said by the
    same hour with a half."""
    if term in have or (term in _UNIVERSAL and not _UNIVERSAL_SAID.isdisjoint(have)):
        return True  # "every rated game" says what "all rated games" says, and "each picker" (audit 41)
    half = term[-2:]
    if half in _OTHER_HALF and term[:-2].isdigit():
        hour = term[:-2]
        return hour in have and hour + _OTHER_HALF[half] not in have
    return term.isdigit() and (term + "am" in have or term + "pm" in have)


def _without_days(claim: str, texts: Sequence[str]) -> str:
    """`claim` without the calendar dates whose day the texts name too (in whatever format)."""
    ours = [(day, start, end) for day, start, end in calendar_dates(claim) if day is not None]
    if not ours:
        return claim
    named = {day for text in texts for day, _, _ in calendar_dates(text)}
    for day, start, end in reversed(ours):
        if day in named:
            claim = claim[:start] + " " + claim[end:]
    return claim


def _values_stated(claim: str, texts: Sequence[str]) -> bool:
    """Whether every value `claim` states is one the texts state, as the same kind of value (money, a
    percentage, a rank, a time of day or a plain number: "1.2 million viewers" is not "$1.2M"): amounts
    compared, nothing when unsure."""
    ours = typed_values(claim)
    if not ours:
        return False
    theirs: set[tuple[str, Decimal]] = set()
    for text in texts:
        theirs |= typed_values(text, sure=False) or set()
    return ours <= theirs


def states_facts(text: str) -> bool:
    """Whether a sentence names a number or a name: "The hearing is on 12 May." does, "I cannot say." not.
    Used where a run's abstention flag must not hide what the answer asserts."""
    return any(t not in CUES for t in material_terms(text))


NEGATION: frozenset[str] = frozenset(
    ["not", "no", "never", "neither", "nor", "none", "nobody", "nothing", "cannot", "false", "untrue", "longer"])
"""Words that deny what the rest of a sentence says ("no longer", "it is false that"); also any "n't"."""
FORCE: dict[str, frozenset[str]] = {
    "hedges": frozenset(["may", "might", "must", "should", "could", "can", "ought", "probably", "possibly",
                         "perhaps", "likely", "unlikely", "maybe", "allegedly", "reportedly", "supposedly",
                         "apparently", "seemingly", "presumably", "purportedly", "rumored", "rumoured",
                         "doubtful", "whether", "unclear", "uncertain", "unknown", "said to", "seems to"]),
    "dates in the past": frozenset(["formerly", "previously", "former", "ceased", "stopped"]),
    "denies": frozenset(["rarely", "seldom", "hardly", "scarcely"]),
}
"""Words that change a statement's force or time: "might lead", "whether ... leads", "formerly led" do not
say "leads", nor does "rarely leads" ("barely passed" did pass: not a cue). ("will", "would" and "shall" are left
to the judge: "will open at 9" often means "opens".)"""
_FORCE_WORDS: frozenset[str] = frozenset().union(*FORCE.values())


def force_change(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """How `claim` asks, denies, hedges or dates in the past what `reference` states, or gives another value
    (`values`) or the opposite relation (`relations`), as words of `claim` that
    neither the reference nor the cited `evidence` has a counterpart of (None: neither). Cue words the
    reference or the cited spans use themselves are how the fact is stated: "doesn't own" restates "does not
    own", and a claim copying its source's "not only ... but also" or "can book" denies and hedges nothing."""
    if asks(claim) and not asks(reference):
        return "asks it (a question)"
    context = " ".join([reference, *evidence])
    qualified = _qualified(claim) & set(_NUMBER.findall(reference))
    if qualified and not _qualified(context) and not _QUALIFIED_TOO.search(context):
        return f"qualifies the number of it ({', '.join(sorted(qualified))})"
    dropped = _dropped_qualifiers(claim, reference, evidence)
    if dropped:
        return f"drops the qualifier of its number ({', '.join(dropped)})"
    changed = (other_value(claim, reference, evidence) or swapped_values(claim, reference)
               or dated_otherwise(claim, reference, evidence) or opposite_relation(claim, reference, evidence)
               or modality_changed(claim, reference) or dropped_restriction(claim, reference, evidence)
               or range_end(claim, reference) or sides_exchanged(claim, reference) or plan_as_done(claim, reference)
               or end_exchanged(claim, reference) or cue_exchanged(claim, reference, evidence)
               or limit_dropped(claim, reference, evidence) or limit_added(claim, reference, evidence)
               or alternate_changed(claim, reference) or time_word_added(claim, reference, evidence)
               or ended_as_current(claim, reference)
               or view_as_fact(claim, reference) or comparison_turned(claim, reference))
    if changed is not None:
        return changed
    intended = _intended(claim, reference)
    if intended is not None and not _intends_too(intended, context) and not _aims_at(intended.group("verb"), context):
        cue = intended.group("cue").split()[0].casefold()
        if not (cue[:4] in _FUTURE_CUES and _FUTURE.search(context)):  # "scheduled to open" for "will open"
            return f"{'denies' if cue in _REFUSING else 'hedges'} it ({intended.group(0)})"
    embedded = _embedded(claim, reference, context)
    if embedded is not None:
        return embedded
    dated = dated_role(claim, reference)
    if dated is not None:
        return dated
    said = _cue_words(claim) - restated(claim, context) - ended_alike(claim, context)
    if not said & _FORCE_WORDS and not any(map(_negates, said)):
        return None  # nothing to deny, hedge or date: the reference's words are not needed
    ref = _cue_words_of([reference, *evidence])
    denied = sorted(_denials(claim, ref) - ended_alike(claim, context))
    if denied and not any(_negates(w) for w in ref):
        return f"denies it ({', '.join(denied)})"
    for what, words in FORCE.items():
        added = sorted((said & words) - ref)
        if added and not ref & words:
            return f"{what} it ({', '.join(added)})"
    return None


_QUALIFIER = lazy_compile(r"\b(?:(?:more|less|fewer|greater|lower|higher)\s+than|at\s+(?:least|most)|up\s+to|nearly|"
                        r"almost|approximately|roughly|around|some|an\s+estimated|as\s+many\s+as|close\s+to|"
                        r"about(?!\s+(?:1[5-9]|20)\d\d\b))\s+[$€£]?(\d[\d,.]*)", re.IGNORECASE)
_OR_SO = lazy_compile(r"(\d[\d,.]*)(?:\s+[\w'’-]+){0,2}?\s+or\s+so\b", re.IGNORECASE)
""""2,400 members or so": an approximation after its number."""
_BOUND_AFTER = lazy_compile(r"(\d[\d,.]*)(?:\s+[\w'’-]+){0,2}?\s+at\s+(?:the\s+)?(?:most|least)\b", re.IGNORECASE)
""""9,500 people at most": a bound after its number."""
_MAY_QUALIFY = lazy_compile(r"\s[$€£]?\d|\sor\s+so\b|\sat\s+(?:the\s+)?(?:most|least)\b", re.IGNORECASE)
"""What a match of `_QUALIFIER` (a space before its number), `_OR_SO` or `_BOUND_AFTER` holds: one search for it is
cheaper than the three patterns, and most texts have none."""
_QUALIFIED_TOO = lazy_compile(r"\b(?:over|under|above|below|exceeding|beyond|or\s+more|or\s+less|or\s+older|"
                            r"or\s+younger|and\s+over|and\s+under)\b", re.IGNORECASE)
"""How a reference claim or its sources may qualify a number themselves ("flights over 8 hours"): in a claim
these are too often something else ("over 2019", "under the 2019 rules") to count as a qualifier."""
_NUMBER = lazy_compile(r"\d[\d,.]*")
_INTENT = lazy_compile(r"\b(?P<cue>(?:plans?|planned|planning|intends?|intended|aims?|aimed|hopes?|hoped|wants?|wanted|"
                     r"proposes?|proposed|expected|scheduled|slated|poised|tries|tried|trying|attempts?|attempted|"
                     r"claims?|claimed|promises?|promised|pledges?|pledged|vows?|vowed|seeks?|sought|asked|urged|"
                     r"fails?|failed|refuses?|refused|declines?|declined|tipped|favou?red|predicted|forecast|"
                     r"rumou?red|said|reported|believed|thought|likely|unlikely)\s+to\s+(?:be\s+|have\s+)?"
                     r"|(?:prevented|stopped|kept|barred|banned|blocked)\s+from\s+|(?:came|come|comes|coming)\s+close"
                     r"\s+to\s+)(?P<verb>\w+)", re.IGNORECASE)
"""An intention, attempt, promise, claim, forecast or refusal to do something, or being kept from it or coming
close to it, which states no fact of doing it."""
_MAY_INTEND = lazy_compile(r"\s(?:to|from)\s", re.IGNORECASE)
"""What every `_INTENT` match holds."""
_REFUSING = frozenset(["fail", "fails", "failed", "refuse", "refuses", "refused", "decline", "declines", "declined",
                       "prevented", "stopped", "kept", "barred", "banned", "blocked", "came", "come", "comes", "coming"])
_FUTURE_CUES = frozenset(["plan", "inte", "aims", "aime", "hope", "want", "prop", "expe", "sche", "slat", "pois", "prom",
                          "pled", "vows", "vowe"])
"""The intention cues (first four letters) a reference claim's own future restates: "is scheduled to open" for
"will open" (a real-data check found it flagged)."""
_FUTURE = lazy_compile(r"\b(?:will|shall|going\s+to)\b", re.IGNORECASE)
_AIM = lazy_compile(r"\b(?:goals?|aims?|plans?|targets?|scheduled|intention|expected|planned)\b(?:\s+[\w'’]+){0,3}?\s+to"
                  r"\s+(?:be\s+|have\s+)?(?P<verb>\w+)", re.IGNORECASE)
"""Words a reference claim or its sources use to state an intention as such: "The plan's goal is to cut costs"."""


_BE = r"(?:is|are|was|were|am|be|been|being)"
_EMBEDDING = lazy_compile(
    rf"\b(?P<cue>(?:has|have|had)\s+yet|{_BE}\s+(?:about|set|due|able|unable|supposed|meant|eligible|entitled|"
    r"allowed|permitted|ready|willing|bound|poised|yet)|is|are|was|were|has|have|needs?|needed|"
    r"ought|used|"
    r"agree[sd]?|offer(?:s|ed)?|volunteer(?:s|ed)?|threaten(?:s|ed)?|wish(?:es|ed)?|contract|right|rights|bid|"
    r"licen[cs]e|tender|chance|opportunity|permission|proposal|deal)\s+to\s+(?:(?:be|have)\s+(?=[a-z]))?"
    r"(?P<verb>[a-z]\w*)"
    r"|\b(?P<adverb>almost|nearly)\s+(?P<done>[a-z]\w*)", re.IGNORECASE)
"""The reference claim's verb embedded under another predicate, which states no fact of it: "has yet to
operate", "is about to", "is set to", "was to have operated", "has to", "is eligible to", "won the contract to",
"used to" (in the past), "almost operates". Implicative phrases state it ("continues to", "went on to",
"managed to", "began to"), and so does "are used to lift" (an instrument); "hired drivers to run" embeds no
verb under a predicate of its own subject, and is left to the judge."""
_MAY_EMBED = lazy_compile(r"\sto\s|almost|nearly", re.IGNORECASE)
"""What every `_EMBEDDING` match holds: one cheap search spares most claims the pattern."""


def _embedded(claim: str, reference: str, context: str) -> str | None:
    """How the claim embeds the reference claim's verb (first four letters alike; "become" for "is"), unless
    the reference claim or the cited spans use the same embedding themselves."""
    prose = NOT_PROSE.sub(" ", claim)
    embeds = _MAY_EMBED.search(prose) is not None  # most claims have no "to", "almost" or "nearly": not read for it
    stems = _reference_verbs(reference) if embeds else frozenset()
    said: set[str] | None = None  # the context's embeddings, read once a claim's embedding needs them (rarely)
    for m in _EMBEDDING.finditer(prose) if embeds else ():
        verb = _verb_key(m.group("verb") or m.group("done"))
        if verb not in stems:
            continue
        if said is None:
            said = {_ALIKE.sub("almost", e.group(0).casefold())
                    for e in _EMBEDDING.finditer(NOT_PROSE.sub(" ", context))}
        if _ALIKE.sub("almost", m.group(0).casefold()) in said:
            continue
        cue = (m.group("cue") or m.group("adverb")).casefold()
        past = any(_verb_key(w) == verb and (w.casefold().endswith("ed") or w.casefold() in IRREGULAR)
                   for w in _words(reference))
        if not _embeds(cue, claim[:m.start()], context, past):
            continue
        how = "denies it" if cue in ("almost", "nearly") else "dates it in the past" if cue == "used" else "hedges it"
        return f"{how} ({m.group(0)})"
    denial = _DENIED.search(claim) if may_hold(claim, _DENIED_WORDS) else None
    if denial and not _DENIED.search(context):
        return f"denies it ({denial.group(0).strip()})"
    belief = _BELIEF.search(claim) if may_hold(claim, _BELIEF_WORDS) else None
    return f"hedges it ({belief.group(0)})" if belief and not _BELIEF.search(context) else None


@lru_cache(maxsize=4096)
def _reference_verbs(reference: str) -> frozenset[str]:
    """The reference claim's words as verbs are compared (`_verb_key`), and "be"/"become" when it uses a form of
    "be" ("used to be 40 mg" for "is 40 mg"); read once per reference claim."""
    keys = {_verb_key(w) for w in _words(reference)
            if len(w) >= 3 and not w[:1].isupper() and w.casefold() not in STOPWORDS}
    if re.search(rf"\b{_BE}\b", reference, re.IGNORECASE):
        keys |= {"beco", "be"}
    return frozenset(keys)


def _embeds(cue: str, before: str, context: str, past: bool) -> bool:
    """Whether the cue embeds the fact after all, given what the reference claim (`past`: its verb is in the
    past tense) and cited spans say."""
    if cue == "used":
        # "are (also) used to lift" is an instrument; "used to train" of a past the source states is that past
        return not (_PASSIVE_BEFORE.search(before) or past or _PAST.search(context))
    if cue in _OBLIGED and _OBLIGATION.search(context):
        return False  # "has to be declared", "are to be submitted" restate "must be declared"
    if cue.split()[-1] in PERMITTING and "permission" in forces(context):
        return False  # "are allowed to borrow" restates "may borrow"
    if _BE_CUE.match(cue) and _FUTURE.search(context):
        return False  # "is set to reopen", "is to open" restate "will reopen"
    return not _DONE.match(cue)  # "was able to reach" reached


_ALIKE = lazy_compile(r"\bnearly\b")
_PAST = lazy_compile(r"\b(?:until|till|formerly|previously|no\s+longer|ceased|stopped)\b", re.IGNORECASE)
_BE_CUE = lazy_compile(rf"{_BE}\b")
_DONE = lazy_compile(r"(?:was|were)\s+able\b")
_OBLIGED = frozenset(["has", "have", "needs", "need", "needed", "ought", "is", "are", "was", "were", "be"])
_OBLIGATION = lazy_compile(r"\b(?:must|shall|required|requires?|obliged|obligated|mandatory|(?:has|have|had|needs?)\s+to)\b",
                         re.IGNORECASE)
_PASSIVE_BEFORE = lazy_compile(rf"\b(?:{_BE}|gets?|got|getting)(?:\s+\w+ly|\s+also|\s+still|\s+often|\s+not)?\s*$",
                             re.IGNORECASE)
_BELIEF = lazy_compile(r"\b(?:believes?|believed|thinks?|thought|suspects?|suspected|speculates?|speculated|"
                     r"guess(?:es|ed)?|assumes?|assumed)\s+(?:that\b)?", re.IGNORECASE)
"""Someone's belief, which states no fact: "Some councillors believe that Velo Transit operates the depot"."""
_BELIEF_WORDS = ("believ", "think", "thought", "suspect", "speculat", "guess", "assum")
"""What every `_BELIEF` match holds, looked for first (`may_hold`)."""
_DENIED = lazy_compile(r"\b(?:it\s+is\s+(?:a\s+myth|false|untrue|not\s+true|a\s+misconception)\s+that|"
                     r"(?:wrongly|falsely|mistakenly|incorrectly)\s+(?:reported|claimed|stated|said|believed|assumed|"
                     r"suggested|thought)\s+(?:that\b)?)", re.IGNORECASE)
"""A frame that says what follows is false: "It is a myth that ...", "wrongly reported that ..."."""
_DENIED_WORDS = ("myth", "false", "true", "misconception", "wrongly", "mistakenly", "incorrectly")
"""What every `_DENIED` match holds, looked for first (`may_hold`)."""


def _dropped_qualifiers(claim: str, reference: str, evidence: Sequence[str]) -> list[str]:
    """The numbers the reference claim qualifies ("about 46,000", "up to 450", "more than 450") that `claim` gives
    bare or "exactly": a count, a capacity or a bound stated as a figure (audit 37). A claim qualifying the number in
    other words ("over 450", "no more than 450") or copying a cited source that states the figure bare drops
    nothing."""
    qualified = _qualified(reference)
    if not qualified:
        return []  # most reference claims qualify no number: the claim is not read
    dropped = (qualified - _qualified(claim)) & set(_NUMBER.findall(claim))
    if not dropped or _QUALIFIED_TOO.search(claim):
        return []
    bare = {n for text in evidence for n in set(_NUMBER.findall(text)) - _qualified(text)}
    return sorted(n for n in dropped if n not in bare or _EXACTLY.search(claim))


_EXACTLY = lazy_compile(r"\b(?:exactly|precisely)\s+\d", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _qualified(text: str) -> frozenset[str]:
    """The numbers `text` qualifies: "about 9 am" and "more than 24 beds" are not 9 am and 24 beds ("more than
    an hour" qualifies no number; "about 2019 spending" is about it, not approximately 2019)."""
    prose = _bounds_worded(NOT_PROSE.sub(" ", text))  # "a maximum of 120", "upwards of 600": one wording
    if _MAY_QUALIFY.search(prose) is None:
        return frozenset()  # most texts hold no number after a space, nor "or so" or "at most": none is qualified
    return frozenset(m.group(1).rstrip(".,") for pattern in (_QUALIFIER, _OR_SO, _BOUND_AFTER)
                     for m in pattern.finditer(prose))


def _intended(claim: str, reference: str) -> re.Match[str] | None:
    """The intention, attempt or refusal the claim states in place of the reference claim's fact: "plans to
    lead", "tried to lead", "refused to lead" for "leads", "failed to win" for "won", the verb after "to" being one
    of the reference claim's words (`_verb_key`). "Dana Reyes, who wanted a new role, leads Project Birch."
    intends nothing the reference claim states."""
    prose = NOT_PROSE.sub(" ", claim)
    if _MAY_INTEND.search(prose) is None:
        return None  # most claims have no "to" or "from" between spaces: the pattern is not run on them
    keys = _word_keys(reference)
    for m in _INTENT.finditer(prose):
        if _verb_key(m.group("verb")) in keys:
            return m
    return None


@lru_cache(maxsize=4096)
def _word_keys(text: str) -> frozenset[str]:
    """Every word of `text` as verbs are compared (`_verb_key`), read once per text."""
    return frozenset(_verb_key(w) for w in _words(text))


def _intends_too(intended: re.Match[str], context: str) -> bool:
    """Whether the reference claim or a cited span states the same intention (or failure) of the same verb:
    "hopes to tour" in a span does not make the claim's "hopes to coach" the source's words."""
    return _of_verb(_INTENT, intended.group("verb"), context)


def _aims_at(verb: str, context: str) -> bool:
    """Whether the reference claim or a cited span states an intention of doing `verb` as such ("The plan's goal
    is to cut costs" for "plans to cut costs"): an aim word, then "to" and that verb within a few words. "The old
    ferry, which is expected to be retired, operates the service" aims at no operating."""
    return _of_verb(_AIM, verb, context)


def _of_verb(pattern: re.Pattern[str], verb: str, context: str) -> bool:
    """Whether a match of `pattern` in `context` has `verb` (`_verb_key`) as its "verb" group."""
    key = _verb_key(verb)
    return any(_verb_key(m.group("verb")) == key for m in pattern.finditer(NOT_PROSE.sub(" ", context)))


@lru_cache(maxsize=65536)
def _verb_key(word: str) -> str:
    """A verb compared by its first four letters ("operates"/"operate"), without "-ing", "-ed" or "-s" ("rowing",
    "rowed", "rows" -> "row"), an irregular past by its base ("won" -> "win"), a shorter word whole."""
    folded = word.casefold()
    folded = IRREGULAR.get(folded, folded)
    for ending, shortest in (("ing", 6), ("ed", 5), ("s", 4)):
        if folded.endswith(ending) and len(folded) >= shortest and not folded.endswith(("ss", "us", "is")):
            folded = folded[:-len(ending)]
            if len(folded) >= 3 and folded[-1] == folded[-2] and folded[-1] not in "ls":
                folded = folded[:-1]  # "winning" -> "win", "stopped" -> "stop"; "calling" stays "call"
            break
    return folded[:4] if len(folded) >= 4 else folded


_NAME = r"[A-Z0-9][\w'’.-]*(?:\s+[A-Z0-9][\w'’.-]*){0,3}"
_ALTERNATIVES = (lazy_compile(rf",\s*not\s+(?:(?:the|a|an|at|on|in|by)\s+)?(?P<name>{_NAME})"),   # "R, not S, holds"
                 lazy_compile(rf"\b[Nn]ot\s+(?:(?:the|a|an)\s+)?(?P<name>{_NAME})\s+but\b"))  # "not S but R holds"
"""A set-off alternative the claim denies: ", not S" and "not S but"."""


_BOUND = lazy_compile(r"\b(?:no|not)\s+(?:later|earlier|sooner|more|less|fewer|greater|longer|shorter)\s+than\b",
                    re.IGNORECASE)
"""A deadline or a bound, not a denial: "no later than 2030" is "by 2030", "no less than 21 days" "at least 21
days"."""


def _denials(claim: str, ref: AbstractSet[str]) -> set[str]:
    """The negation words of `claim`, except one that sets off an alternative the reference does not name
    ("R, not S, holds it" and "not S but R holds it" deny S, not the statement)."""
    text = _BOUND.sub(" ", NOT_PROSE.sub(" ", written_forms(claim)))  # "is not allowed" states "is prohibited"
    for pattern in _ALTERNATIVES:
        for m in pattern.finditer(text):
            if any(w.casefold().rstrip(".") not in ref for w in m.group("name").split()):
                text = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    return {folded for w in _words(text) if _negates(folded := w.casefold().replace("’", "'"))}


_PHRASES = (
    ("said to", lazy_compile(r"\b(?:is|are|was|were|be|been)(?:\s+(?:also|widely|often|generally|commonly|now))?\s+"
                           r"(?:said|believed|thought|rumou?red|alleged|claimed|presumed|understood)\s+to\s+"
                           r"(?!(?:the|a|an|this|that|these|those|his|her|its|their|our|my|your|me|him|them|us|it)\b)"
                           r"[a-z]"),
     ("said", "believed", "thought", "rumo", "alleged", "claimed", "presumed", "understood")),
    ("seems to", lazy_compile(r"\b(?:seems?|seemed|appears?|appeared)\s+to\s+(?:be|have)\b", re.IGNORECASE),
     ("seem", "appear")),
)
"""Phrases that hedge a statement, as one cue each: "is said to lead", "appears to be". Each is narrow on
purpose: "was reported to regulators", "is used to fund", "the scanners used to check visitors" and "appears
to visitors" state facts (an audit found the wider forms made such claims incorrect), so "reported to",
"supposed to" and "used to" are not cues. Each comes with the words every match of it holds, looked for first
(`may_hold`)."""


_MONTH_MAY = lazy_compile(r"\bMay(?=\s+\d)|(?<=\d\s)May\b|\b(?<=in\s|of\s|by\s)May\b|(?<=since\s|until\s)May\b")
"""The month, not the modal: "in May 2021", "3 May", "since May"."""


def _cue_words_of(texts: Sequence[str]) -> frozenset[str]:
    """The cue words of a reference claim and its cited spans: each text's own, memoised (a reference claim and
    a span are read for every claim that links or cites them)."""
    return frozenset().union(*map(_cue_words, texts))


@lru_cache(maxsize=16384)
def _cue_words(text: str) -> frozenset[str]:
    text = NOT_PROSE.sub(" ", text)
    if "May" in text:  # (what every `_MONTH_MAY` match holds)
        text = _MONTH_MAY.sub("Maymonth", text)
    words = {w.casefold().replace("’", "'") for w in _words(text)}
    return frozenset(words | {cue for cue, pattern, needs in _PHRASES if may_hold(text, needs) and pattern.search(text)})


def _negates(word: str) -> bool:
    return word in NEGATION or word.endswith("n't")
