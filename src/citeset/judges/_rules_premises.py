"""A premise the claim asserts that the evidence gives only as a condition (probes 51, 52).

"If the pitches pass inspection, the Cup Final will be played on grass" does not say that the pitches pass
inspection: "The pitches pass inspection, so the Cup Final will be played on grass" asserts it, and "The medley
final will be cancelled, as fewer than 10 entries were received" asserts what "If fewer than 10 entries are received,
..." leaves open. A clause of the claim (cut at punctuation and at "so", "because", "since", "and", "but") whose words
the evidence holds inside the clause of a condition ("if", "unless", "provided that", "as long as", "on condition
that", "in the event that", "assuming") and in no sentence outside one is not entailed. `_rules_unreal.
condition_as_fact` reads the narrower case of an outcome ("succeeded", "was approved") in a claim of any shape.

Kept conservative: a claim that has a condition, a modal or a hedge of its own is not read (it may keep the
condition: "The final goes ahead on grass only if the pitches pass"), nor a clause of fewer than two content words;
"if" after "asked", "decide" or "whether"-like verbs asks a question, no condition; and any sentence that says most
of the clause's words outside a condition ("Funding was approved in March") holds it.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    NUM,
    SENT,
    Features,
    kept,
    may_hold,
    surface_word,
    surface_words,
)

_CUE = lazy_compile(
    r"(?<![\w'’])(?:(?<!even )(?<!as )(?<!what )if(?! (?:any|so|not|ever|anything|at all|necessary|needed|possible|"
    r"applicable|appropriate|desired|required|you like|you wish)\b)|unless|provid(?:ed|ing) that|(?:(?<=, )|(?<=\. )|"
    r"^)provid(?:ed|ing)(?= (?:the|a|an|it|they|he|she|you|we|no|all|any|there|at)\b)|as long as|so long as|on (?:the )?condition that|in the event (?:that|of)|assuming(?: that)?)"
    r"(?![\w'’])",
    re.IGNORECASE,
)
"""A word (or phrase) opening a condition's clause; "provided" without "that" only after a comma or at a sentence's start
("Local farms provided the vegetables" is the verb: the stop 60 review)."""
_CUE_WORDS = ("if", "unless", "provid", "long as", "condition that", "in the event", "assuming")
"""A part of each alternative of `_CUE` as written: a text holding none of them has no condition (cheap gate)."""
_ASKING = frozenset({"ask", "asked", "asks", "asking", "wonder", "wondered", "wonders", "decide", "decides", "decided",
                     "know", "knows", "see", "sees", "check", "checks", "checked", "checking", "unsure", "unclear",
                     "sure", "confirm", "confirmed", "tell", "told", "enquired", "inquired", "question", "test",
                     "tested", "tests", "examine", "examined", "examines", "assess", "assessed", "assesses",
                     "investigate", "investigated", "investigates", "study", "studied", "studies", "measure",
                     "measured", "analyse", "analysed", "analyze", "analyzed", "determine", "determined", "consider",
                     "considered", "out", "clear", "establish", "established", "discover", "judge", "judged",
                     "evidence", "whether", "doubt", "doubtful", "wondering"})
"""Words before "if" by which it asks whether ("asked if the hall was free", "find out if", "not clear if"): no
condition (found by the stop 60 review)."""
_CLAIM_KEEPS = frozenset({"if", "unless", "provided", "providing", "whether", "condition", "conditional", "depends",
                          "depend", "depending", "dependent", "subject", "pending", "assuming", "once", "would",
                          "could", "might", "may", "can", "cannot", "can't", "should", "must", "possibly", "perhaps",
                          "probably", "likely", "hopes", "hoped", "expects", "expected", "event", "case", "long", "without",
                          "otherwise", "absent", "failing", "need", "needs", "required", "requires", "require", "rule",
                          "rules", "policy", "whenever", "when"})
"""A claim's own words by which it may keep a condition or a hedge ("only if", "in the event of", "as long as"):
such a claim is left to the other readings (the month "May" aside)."""
_SPLITS = frozenset({"so", "because", "since", "and", "but", "therefore", "thus", "hence", "consequently"})
"""Words that open another clause of a claim, each asserted ("The pitches pass inspection, so ...")."""
_SUBORDINATE = frozenset({"when", "whenever", "until", "till", "before", "after", "while", "where", "whereas",
                          "although", "though", "which", "who", "that"})
"""A clause opened by these is no premise the claim asserts on its own ("... after the pitches pass inspection"). Not
"as": after a comma it gives a cause (", as fewer than 10 entries were received")."""
_SHARE_HELD = 0.75
"""The share of a claim clause's words a condition's clause must hold to be what the clause asserts."""
_SHARE_SAID = 0.6
"""The share of a condition's words a sentence saying them plainly must hold to meet it (`condition_met`)."""
_SHARE_TOLD = 1 / 3
"""The share of a claim clause's words (one at least) a sentence outside any condition holding may say the clause in
other words ("Councillors voted 30-4 in favour of the budget" for "The budget was approved"; "On Monday a force 9
gale blew" for "Winds exceeded force 8 on Monday": the stop 60 review). Low, to be conservative: a gate's false
refusal costs a review."""


def premise_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's condition (quoted) that a clause of the claim asserts as a fact (see the module docstring),
    described; else None."""
    read = [(f, _conditions(f)) for f in efs]
    if not any(conditions.clauses for _, conditions in read) or _keeps_condition(cf):
        return None
    clauses = _claim_clauses(cf)
    for lo, hi in clauses:
        terms = cf.terms_in(lo, hi)
        if len(terms) < 2:
            continue
        held = max(2, math.ceil(_SHARE_HELD * len(terms)))
        found = _condition_holding(read, terms, held)
        if found is None or _told_apart(read, terms):
            continue  # (a sentence without a condition says it: "Councillors voted 30-4 in favour of the budget")
        rest = frozenset().union(*(cf.terms_in(a, b) for a, b in clauses if (a, b) != (lo, hi))) - terms
        if rest and _told_apart(read, rest):
            continue  # another sentence says what follows happened ("... and the rink opened at noon"): it was met
        return f"the evidence gives '{cf.span(lo, hi)}' only as a condition ('{found}')"
    return None


def _told_apart(read: Sequence[tuple[Features, _Conditions]], terms: frozenset[str]) -> bool:
    """Whether a sentence holding no condition says a third of `terms` (one at least): "The bank said it would cut its
    rate if the central bank lowered interest rates" says nothing of the central bank lowering them (the stop 60
    review)."""
    need = max(1, math.ceil(_SHARE_TOLD * len(terms)))
    return any(len(said & terms) >= need and index not in conditions.sentences
               for f, conditions in read for index, said in enumerate(f.sentences()[1]))


def _has_cue(text: str) -> bool:
    return may_hold(text, _CUE_WORDS) and _CUE.search(text) is not None


_OBLIGED = lazy_compile(r"\b(?:has|have|had)\s+to\b", re.IGNORECASE)


def _keeps_condition(cf: Features) -> bool:
    if _OBLIGED.search(cf.text) is not None:
        return True  # "the pitch has to pass a morning inspection": a rule, restated
    words = surface_words(cf)
    return any(w in _CLAIM_KEEPS and not (w == "may" and cf.text[cf.start[ri]] == "M")
               for ri, w in enumerate(words))


def _claim_clauses(cf: Features) -> list[tuple[int, int]]:
    """The claim's asserted clauses as raw token ranges, cut at punctuation and at `_SPLITS`; a clause opened by a
    subordinating word is left out."""
    clauses, lo = [], 0
    words = surface_words(cf)
    for ri in range(len(words) + 1):
        if ri == len(words) or cf.kind[ri] in (BOUND, SENT) or words[ri] in _SPLITS:
            if lo < ri and words[lo] not in _SUBORDINATE:
                clauses.append((lo, ri))
            lo = ri + 1
    return clauses


@dataclass(frozen=True, slots=True)
class _Conditions:
    """A text's condition clauses: each as (the cue's first character, its clause's raw token range), their words,
    and every raw token inside one."""

    clauses: tuple[tuple[int, int, int], ...]
    words: tuple[frozenset[str], ...]
    inside: frozenset[int]
    sentences: frozenset[int]
    """The indexes (in `Features.sentences`) of the sentences holding a condition."""


def _conditions(f: Features) -> _Conditions:
    """A text's `_Conditions`, read once per text."""
    return kept(f, "premise conditions", _read_conditions)


def _read_conditions(f: Features) -> _Conditions:
    clauses: list[tuple[int, int, int]] = []
    if _has_cue(f.text):
        for m in _CUE.finditer(f.text):
            ri = bisect_left(f.start, m.end())  # the first token after the cue
            if (clauses and ri < clauses[-1][2]) or surface_word(f, bisect_left(f.start, m.start()) - 1) in _ASKING:
                continue  # (a cue inside the condition before it; "asked if": a question)
            end = ri
            while end < len(f.low) and end - ri < CLAUSE_REACH and f.kind[end] not in (BOUND, SENT) \
                    and surface_word(f, end) != "then":
                end += 1
            if end > ri and not (_opens_sentence(f, bisect_left(f.start, m.start())) and
                                 (end == len(f.low) or f.kind[end] == SENT)):
                clauses.append((m.start(), ri, end))  # (an opening "if" whose clause no comma ends may hold the
                # sentence's main clause: "If you are over 65 the flu vaccine is free")
    return _Conditions(tuple(clauses), tuple(f.terms_in(lo, hi) for _, lo, hi in clauses),
                       frozenset(ri for _, lo, hi in clauses for ri in range(lo, hi)),
                       frozenset(index for _, lo, _ in clauses if (index := f.sentence_index(lo)) is not None))


def _opens_sentence(f: Features, ri: int) -> bool:
    """Whether raw token `ri` (a condition's cue) opens its sentence ("If ...", not "..., but only if ...")."""
    before = ri - 1
    while before >= 0 and surface_word(f, before) == "only":
        before -= 1
    return before < 0 or f.kind[before] == SENT


def _condition_holding(read: Sequence[tuple[Features, _Conditions]], terms: frozenset[str], held: int) -> str | None:
    """The first condition (quoted from its cue) whose clause holds `held` of the terms, else None."""
    for f, conditions in read:
        for (cue, _, hi), said in zip(conditions.clauses, conditions.words, strict=True):
            if len(said & terms) >= held:
                return f.text[cue : f.end[hi - 1]]
    return None


_MET_CUES = ("if ", "provided", "providing", "as long as", "so long as", "once ", "only once", "only if", "on condition",
             "assuming", "in the event", "should ")
"""Conditions another sentence may say are met (not "unless", whose condition is met by what does not happen, nor an
exception). Not "subject to": read as met by "permission was granted", the review of stop 63 found 14 false accepts
(a permission expected, of a rival scheme or revoked)."""
_THRESHOLD = lazy_compile(r"\b(?:(?P<reach>reach(?:es)?|tops?|hits?)|pass(?:es)?|exceeds?|go(?:es)?\s+over|"
                          r"rises?\s+above)\s+(?P<n>\d[\d,]*)(?![\d,.]*\d|\s*(?:%|per|million|m\b|bn|thousand|k\b))",
                          re.IGNORECASE)
"""A condition's threshold, a plain count ("should ticket sales pass 500", "if membership tops 200")."""
_REACHED = lazy_compile(r"\b(?:(?P<beyond>(?:have|has)\s+(?:now\s+)?(?:passed|exceeded|topped))|(?:have|has)\s+(?:now\s+)?"
                        r"reached|now\s+st(?:an)?ds?\s+at)\s+(?P<n>\d[\d,]*)(?![\d,.]*\d|\s*(?:%|per|million|m\b|bn|"
                        r"thousand|k\b))", re.IGNORECASE)
"""A count said to have reached a figure now ("sales have now reached 520", "membership now stands at 240"): not a
past figure ("passed 850 last year"), which may have fallen since."""
_NOT_PLAINLY = lazy_compile(r"\b(?:will|would|could|may|might|expect\w*|hope\w*|project\w*|forecast\w*|predict\w*|if|"
                            r"whether|should|target\w*|aim\w*|plan\w*|last|previous\w*|ago|once|but|however|"
                            r"although|though|dropped|fallen|scrapped|abandoned|cancell?ed|another|other|rival|"
                            r"neighbouring|elsewhere)\b|\?|^\s*(?:At|In|For|Across)\s+[A-Z]", re.IGNORECASE)
"""What keeps a sentence from saying plainly that a count has passed a threshold now: a modal, a hope or a forecast,
a question, another time, a turn or an undoing, another body or place (the stop 63 review's false accepts)."""


_ALSO = lazy_compile(r"\b(?:and|or|plus|as\s+well\s+as|unless)\b", re.IGNORECASE)


def _threshold_met(condition: str, threshold: re.Match[str], efs: Sequence[Features]) -> bool:
    """Whether an evidence sentence other than the condition's own says plainly that the condition's count has
    passed its threshold now (`_passed`); never for one of two conditions ("If tenant numbers pass 800 and the
    council agrees")."""
    if _ALSO.search(condition, threshold.end()) is not None:
        return False
    subject = features(condition[: threshold.start()]).cset - {"if", "should", "once"}
    if not subject:
        return False
    for f in efs:
        for lo, hi in f.sentences()[0]:
            sentence = f.text[f.start[lo] : f.end[hi - 1]] if lo < hi else ""
            if sentence and condition not in sentence and _passed(sentence, subject, threshold):
                return True
    return False


def _passed(sentence: str, subject: frozenset[str], threshold: re.Match[str]) -> bool:
    """Whether the sentence says plainly that the count has passed the threshold now: every word of the condition's
    `subject`, a count above the threshold (or at it, where a side says reaching it) said to be reached now, and
    nothing of `_NOT_PLAINLY`."""
    if _NOT_PLAINLY.search(sentence) is not None or not subject <= features(sentence).cset:
        return False
    bar = int(threshold.group("n").replace(",", ""))
    for m in _REACHED.finditer(sentence):
        value = int(m.group("n").replace(",", ""))
        if value > bar or (value == bar and (threshold.group("reach") or m.group("beyond"))):
            return True
    return False


def condition_met(condition: str, efs: Sequence[Features]) -> bool:
    """Whether a sentence of the evidence says, plainly and outside any condition, most of the words of `condition`
    (a condition quoted from its cue: "If the seabed survey is clear"), with any figure it names: "The seabed survey
    came back clear on 13 September" meets it (probe 54). A sentence with a negation or modal ("has not yet come
    back", "may be clear") meets nothing."""
    low = condition.casefold()
    if not low.startswith(_MET_CUES):
        return False
    threshold = _THRESHOLD.search(condition)  # "should sales pass 500": met by "sales have now reached 520"
    words = features(condition)
    terms = words.cset
    if len(terms) < 2:
        return False
    if threshold is not None:
        return _threshold_met(condition, threshold, efs)
    need = max(2, math.ceil(_SHARE_SAID * len(terms)))
    figures = frozenset(c.norm for c in words.content if c.kind == NUM)
    for f in efs:
        inside = _conditions(f).inside
        for index, ((lo, hi), said) in enumerate(zip(*f.sentences(), strict=False)):
            if len(said & terms) < need or index in f.cue_sents or not figures <= said:
                continue
            sentence = f.text[f.start[lo] : f.end[hi - 1]]
            if condition in sentence:
                continue  # (the sentence stating the condition does not meet it: "... provided the board agrees")
            outside = frozenset(f.content[f.cpos[ri]].norm for ri in range(lo, hi)
                                if f.cpos[ri] >= 0 and ri not in inside)
            if len(outside & terms) >= need:
                return True
    return False
