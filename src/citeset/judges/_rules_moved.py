"""A predicate moved from one clause's subject to another's: "Pensioners must validate on boarding" on
"Season-ticket holders must validate on boarding; pensioners need no ticket" (audit 25: "Foot passengers must be
booked" on "Vehicles must be booked ...; foot passengers need no booking", "Siblings ... are given first priority" on
"Looked-after children are given first priority, followed by siblings ...", "Astrel's revenue fell 3 percent" on
"Astrel's revenue rose 8 percent, while its rival Corvane's fell 3 percent").

A sentence of clauses joined by ";", ", but", ", while", ", whereas" or ", followed by" says each clause of its own
subject. The claim's subject (its first content word) is read in the one clause that names it; when that clause does
not hold the claim's verb (the first word of its predicate) and another clause, with a subject of its own, does, the
claim gives one subject what the evidence says of another. So it does when that clause holds the verb with the other
polarity ("foot passengers need no booking": "booking" is "booked"), both read with certainty, and the other clause
says it with the claim's. A passive claim ("The Rowe cello was donated by ...") is read against passive clauses only:
in an active one ("but the parish rebuilt it") the claim's subject may be the object. Not read:

- a clause that says nothing of its own after its subject ("but visitors may not"): it takes the other clause's
  predicate, and the polarity check compares the two;
- a clause whose subject is a pronoun or left out ("but they must show a pass"): it may be the claim's subject;
- a claim of more than one sentence, and a claim clause whose predicate is not found (no auxiliary, modal or verb
  form).

A claim of several clauses is also read clause by clause for polarity: "Rose wine may include X, but white wine may
not" on "White wine may include X, but rose wine may not" gives each subject the other's polarity.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
from itertools import pairwise
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.judges._rules_agents import ACTIVE, AUXILIARIES, DETERMINERS, MORE_ACTIVE, be_before_adverbs
from citeset.judges._rules_lexicon import ARTICLES, NEGATION
from citeset.judges._rules_tokens import BOUND, ENT, NEG, SENT, WORD, Features, kept

_AUX = AUXILIARIES | NEGATION
_AFTER_NOUN = _AUX | {"need", "needs", "needed"}
"""What a plural noun comes right before ("holders need", "pensioners must")."""
_VERB = lazy_compile(r"^(?:rose|fell|grew|lost|kept|left|met|saw|told|became|came|went|got|need|needs)$",
                   re.IGNORECASE)
"""Verb forms `ACTIVE` and `MORE_ACTIVE` do not read."""
_JOINS = frozenset({"but", "while", "whereas"})
_PRONOUNS = frozenset({"he", "she", "it", "they", "we", "who", "which", "that", "this", "these", "those", "its",
                       "their", "his", "her", "our", "my", "your"})
"""A clause led by one may be about the claim's subject, or a thing of it ("but its dormitory is closed")."""
Clause = tuple[int, int]


def predicate_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's predicate, said in the evidence only in a clause of another subject, or with the other polarity
    (see the module docstring), described; else None."""
    ranges = cf.sentences()[0]
    if len(ranges) != 1:
        return None
    clauses = kept(cf, "moved clauses", _claim_clauses)
    read: set[tuple[_Predicate, int]] = set()  # a subject, verb and polarity read once (a claim may repeat them)
    for a, b, found in clauses:
        if found is None or (found, _negations(cf, a, b) % 2) in read:
            continue
        read.add((found, _negations(cf, a, b) % 2))
        why = _moved_anywhere(efs, found)
        if why is None and len(clauses) == 1:  # (one clause: its words after the verb are its complement)
            why = _complement_moved(cf, a, b, found, efs)
        if why is None and len(clauses) > 1:
            why = _polarity_moved(cf, a, b, found.subject, efs)
        if why is not None:
            return why
    if _CONTRASTS.isdisjoint(cf.low):
        return None  # one contrasted part (`_contrasted` cuts at these words only): both readings need two
    return _verb_polarity_exchanged(cf, *ranges[0], efs) or _subjects_exchanged(cf, *ranges[0], efs)


def _claim_clauses(cf: Features) -> list[tuple[int, int, _Predicate | None]]:
    """The clauses of a claim of one sentence, each with its subject and verb (`_subject_and_verb`), read once per
    claim text (a claim is checked against several passages)."""
    return [(a, b, _subject_and_verb(cf, a, b)) for a, b in _clauses(cf, *cf.sentences()[0][0])]


def _polarity_moved(cf: Features, a: int, b: int, subject: str, efs: Sequence[Features]) -> str | None:
    """A clause of the claim whose subject's own clause in the evidence has the other polarity ("Rose wine may
    include X, but white wine may not" on "White wine may include X, but rose wine may not")."""
    ours = _negations(cf, a, b) % 2
    for f in efs:
        if subject not in f.cset:
            continue  # no sentence of it holds the subject (its sentences are not read)
        for (sa, sb), said in zip(*f.sentences(), strict=False):
            if subject not in said:
                continue  # no clause of it holds the subject
            clauses = _clauses(f, sa, sb)
            own = [(c, d) for c, d in clauses if subject in f.terms_in(c, d)]
            if len(clauses) > 1 and len(own) == 1 and _negations(f, *own[0]) % 2 != ours:
                return (f"the evidence says it of '{f.display(subject)}' with the other polarity: "
                        f"'{f.span(*own[0]).strip(' ,;')}'")
    return None


_CONTRASTS = frozenset({";", "but", "while", "whereas", "although", "though", "yet"})


def _contrasted(f: Features, sa: int, sb: int) -> list[Clause]:
    """The parts of a sentence between ";" and contrasting words, with or without a comma ("may shelve books but must
    not answer questions"): each says its verb with a polarity of its own."""
    cuts = [sa, *(ri for ri in range(sa + 1, sb) if f.low[ri] in _CONTRASTS), sb]
    return [(a, b) for a, b in pairwise(cuts) if any(f.cpos[i] >= 0 for i in range(a, b))]


def _verb_polarity_exchanged(cf: Features, sa: int, sb: int, efs: Sequence[Features]) -> str | None:
    """A clause of a claim of contrasted clauses whose verb and object ("must not shelve returned books") the evidence
    says, each time, with the other polarity, both read with certainty (audit 25 ph-05: the sentence's count of
    negations agrees when two clauses exchange theirs), described; else None."""
    clauses = _contrasted(cf, sa, sb)
    if len(clauses) < 2:
        return None  # one clause: the sentence's polarity check reads it
    for a, b in clauses:
        verb = next((i for i in range(a + 1, b) if cf.cpos[i] >= 0 and cf.low[i - 1] in _AUX), None)
        if verb is None or cf.kind[verb] != WORD or not AUXILIARIES & set(cf.low[a:verb]):
            continue  # no verb after an auxiliary or a modal: "but not Lyra" leaves its verb out
        ours = _polarity(cf, a, verb)
        if ours is None or _verb_at(cf, a, b, cf.low[verb]) != verb:
            continue  # the verb twice in the clause ("holds not may holds"): each use has a polarity of its own
        words = cf.terms_in(verb, b)
        if len(words) < 2:
            continue  # the verb alone ("not introducing The Who": "the", "who" are no content words) says no object
        theirs = [(f, c, d, _polarity(f, c, _verb_at(f, c, d, cf.low[verb]))) for f, sa2, sb2 in _holding(efs, words)
                  for c, d in _contrasted(f, sa2, sb2) if words <= f.terms_in(c, d)]
        if theirs and all(p is not None and p != ours for *_, p in theirs):
            f, c, d, _ = theirs[0]
            return (f"the evidence says '{cf.span(verb, b).strip(' ,;.')}' with the other polarity: "
                    f"'{f.span(c, d).strip(' ,;.')}'")
    return None


def _holding(efs: Sequence[Features], words: AbstractSet[str]) -> Iterator[tuple[Features, int, int]]:
    """The evidence's sentences (raw ranges) holding all the words: the only ones whose clauses can say them."""
    for f in efs:
        if not words <= f.cset:
            continue  # a text without every word has no sentence with them all (its sentences are not read)
        for (a, b), said in zip(*f.sentences(), strict=False):
            if words <= said:
                yield f, a, b


def _split_at_verb(f: Features, a: int, b: int) -> tuple[frozenset[str], frozenset[str]] | None:
    """The content words of a clause before its verb (its subject, with any fronted time: "since March 2024 the north
    depot") and from its verb on (verb and object): the verb is the first content word after an auxiliary or a modal,
    or a verb form; None when there is none."""
    verb = next((i for i in range(a + 1, b) if f.cpos[i] >= 0 and f.kind[i] == WORD
                 and (f.low[i - 1] in AUXILIARIES or _verb_form(f, i))), None)
    if verb is None or any(f.kind[i] == BOUND and f.low[i] != ";" for i in range(a, verb)):
        return None  # a comma before the verb: a relative clause or an apposition ("treatment, which means ...")
    return f.terms_in(a, verb), f.terms_in(verb, b)


def _subjects_exchanged(cf: Features, sa: int, sb: int, efs: Sequence[Features]) -> str | None:
    """A clause of a claim of contrasted clauses whose verb and object the evidence says only in a clause whose
    subject lacks a word of the claim's subject and holds instead a word the claim gives another clause's subject
    ("the north depot has used electric buses; the south depot ..." on "the south depot has used electric buses;
    the north depot ..."; audit 25 ho-07), described; else None."""
    clauses = [split for a, b in _contrasted(cf, sa, sb) if (split := _split_at_verb(cf, a, b)) is not None]
    if len(clauses) < 2:
        return None  # one clause: a fronted phrase ("During the winter") may be said in another sentence
    for k, (subject, predicate) in enumerate(clauses):
        if len(predicate) < 2:
            continue  # a verb alone ("while Tarn raised less") may be said of anyone
        others = set().union(*(s for j, (s, _) in enumerate(clauses) if j != k)) - subject
        saying = [(f, c, d, split[0]) for f, a, b in _holding(efs, predicate) for c, d in _contrasted(f, a, b)
                  if (split := _split_at_verb(f, c, d)) is not None and predicate <= split[1]]
        if not saying or any(subject <= s for *_, s in saying):
            continue  # the evidence never says the predicate so, or says it of the claim's subject
        if all((s - subject) & others and subject - f.terms_in(c, d) for f, c, d, s in saying):
            f, c, d, _ = saying[0]
            return (f"the evidence says '{cf.display(min(predicate, key=cf.low.index))} ...' of another subject: "
                    f"'{f.span(c, d).strip(' ,;.')}'")
    return None


def _negations(f: Features, a: int, b: int) -> int:
    return sum(1 for i in range(a, b) if f.cue[i] == NEG)


def _moved_anywhere(efs: Sequence[Features], claim: _Predicate) -> str | None:
    """The clause that says the claim's verb of another subject than its subject, when no clause says it of the
    subject with the claim's polarity."""
    subject, verb = claim.subject, claim.verb
    moved: str | None = None
    for f in efs:
        if subject not in f.cset or verb not in f.cset:
            continue  # no sentence of it holds both (its sentences are not read)
        for (sa, sb), said in zip(*f.sentences(), strict=False):
            if subject not in said or verb not in said:
                continue  # no clause of it says the verb of the subject, nor of another subject beside it
            clauses = _clauses(f, sa, sb)
            words = [f.terms_in(a, b) for a, b in clauses]
            if any(subject in w and verb in w and not _denies(f, c, claim) for w, c in zip(words, clauses, strict=True)):
                return None  # said of the subject somewhere
            if moved is None and len(clauses) > 1:
                moved = _moved(f, clauses, words, claim)
    return moved


def _complement_moved(cf: Features, a: int, b: int, claim: _Predicate, efs: Sequence[Features]) -> str | None:
    """The claim's words after its verb, which the subject's own clause (holding the verb) does not say but gives
    other words there, said instead in a clause of another subject and verb of the same sentence ("The desk is open
    around the clock" on "The hotline is answered around the clock, but the desk is open from 8 am to 6 pm"; audit 47
    wild-x06w1); None when a sentence says them of the subject, or no such clause is found. A clause with the claim's
    verb is no other subject's: the claim's first word may be a fronted phrase ("In spring the north orchard is
    sprayed with copper" on "In spring the south orchard is sprayed with sulphur; the north orchard is sprayed with
    copper")."""
    rest = cf.terms_in(_verb_at(cf, a, b, claim.verb) + 1, b) - {claim.subject, claim.verb}
    if not rest:
        return None
    found: str | None = None
    for f, sa, sb in _holding(efs, {claim.subject, claim.verb}):
        clauses = _clauses(f, sa, sb)
        words = [f.terms_in(c, d) for c, d in clauses]
        own = [i for i, w in enumerate(words) if claim.subject in w and claim.verb in w]
        if any(rest <= words[i] for i in own):
            return None  # said of the subject
        if found is not None or len(own) != 1:
            continue
        c, d = clauses[own[0]]
        missing = rest - words[own[0]]
        antecedents = _antecedents(cf, _verb_at(cf, a, b, claim.verb), b)
        if not f.terms_in(_verb_at(f, c, d, claim.verb) + 1, d) - rest - {claim.subject}:
            continue  # the subject's clause gives nothing else after the verb ("the post room is staffed")
        for j, (c2, d2) in enumerate(clauses):
            if j != own[0] and missing <= words[j] and claim.subject not in words[j] and claim.verb not in words[j] and \
                    not _names_again(f, c2, d2, antecedents) and _has_subject_before(f, c2, d2, _first_of(f, c2, d2, missing)):
                found = (f"the evidence says '{cf.display(_first_of(cf, a, b, missing))}' of another subject than "
                         f"'{f.display(claim.subject)}': '{f.span(c2, d2).strip(' ,;.')}'")
                break
    return found


def _antecedents(cf: Features, at: int, b: int) -> set[str]:
    """The content words a relative pronoun after raw index `at` refers to ("committee" of "chairs the committee that
    organises the fete"): a clause of the evidence about it says the relative clause of the claim's complement, not of
    another subject."""
    found = set()
    last = -1
    for i in range(at + 1, b):
        if cf.low[i] in _RELATIVE and last >= 0:
            found.add(cf.content[cf.cpos[last]].norm)
        elif cf.cpos[i] >= 0:
            last = i
    return found


_RELATIVE = frozenset({"that", "which", "who", "whom", "whose"})


def _names_again(f: Features, a: int, b: int, antecedents: set[str]) -> bool:
    """Whether the clause from raw index `a` to `b` names one of `antecedents` again by its noun alone ("the committee
    organises the fete": the claim's "the committee that organises the fete"); not "the Friends' committee", another."""
    return any(f.cpos[i] >= 0 and f.content[f.cpos[i]].norm in antecedents and f.low[i - 1] in ("the", "this", "that")
               for i in range(max(a, 1), b))


def _first_of(f: Features, a: int, b: int, norms: frozenset[str]) -> str:
    """The first of `norms` said in the clause from raw index `a` to `b`."""
    return next(f.content[f.cpos[i]].norm for i in range(a, b) if f.cpos[i] >= 0 and f.content[f.cpos[i]].norm in norms)


def _moved(f: Features, clauses: list[Clause], words: list[frozenset[str]], claim: _Predicate) -> str | None:
    subject, verb = claim.subject, claim.verb
    own = [i for i, w in enumerate(words) if subject in w]
    if len(own) != 1 or _elliptical(f, *clauses[own[0]], subject):
        return None
    # The subject's own clause may hold the verb with the other polarity ("..., but pensioners need no booking"):
    # then the other clause must say it with the claim's, and be passive when the claim is (in the active, "but
    # the parish rebuilt it", the claim's passive subject may be its object).
    denied = verb in words[own[0]]
    for j, (a, b) in enumerate(clauses):
        if j == own[0] or verb not in words[j] or not _has_subject_before(f, a, b, verb):
            continue
        at = _verb_at(f, a, b, verb)
        if claim.passive and not be_before_adverbs(f, at):
            continue
        if denied and _polarity(f, a, at) != claim.negated:
            continue
        return (f"the evidence says '{f.display(verb)}' of another subject than '{f.display(subject)}': "
                f"'{f.span(a, b).strip(' ,;')}'")
    return None


def _verb_at(f: Features, a: int, b: int, verb: str) -> int:
    return next(i for i in range(a, b) if f.cpos[i] >= 0 and f.content[f.cpos[i]].norm == verb)


def _polarity(f: Features, a: int, at: int) -> bool | None:
    """Whether the verb at raw index `at` of the clause starting at `a` is denied: a negation among the auxiliaries
    right before it ("must not be", "need no") and an odd count of negations in the clause before it; None when the
    two disagree ("do not need to validate": the negation is not right before the verb)."""
    near = False
    i = at - 1
    while i >= a and f.low[i] in _AUX:
        near = near or f.cue[i] == NEG
        i -= 1
    odd = sum(1 for i in range(a, at) if f.cue[i] == NEG) % 2 == 1
    return near if near == odd else None


def _denies(f: Features, clause: Clause, claim: _Predicate) -> bool:
    """Whether the clause says the claim's verb with the other polarity, both read with certainty."""
    if claim.negated is None:
        return False
    theirs = _polarity(f, clause[0], _verb_at(f, *clause, claim.verb))
    return theirs is not None and theirs != claim.negated


def _clauses(f: Features, sa: int, sb: int) -> list[Clause]:
    """The clauses of a sentence, split at ";", ", but", ", while", ", whereas" and ", followed by"."""
    low = f.low
    if "," not in low[sa:sb] and ";" not in low[sa:sb]:  # every cut is at or after one: the sentence is one clause
        return [(sa, sb)] if any(f.cpos[i] >= 0 for i in range(sa, sb)) else []
    cuts = [sa]
    for ri in range(sa + 1, sb):
        after_comma = low[ri - 1] in (",", ";")
        if low[ri] == ";" or (after_comma and low[ri] in _JOINS) or (
                after_comma and low[ri] in ("followed", "follow") and ri + 1 < sb and low[ri + 1] == "by"):
            cuts.append(ri)
    cuts.append(sb)
    return [(a, b) for a, b in pairwise(cuts) if any(f.cpos[i] >= 0 for i in range(a, b))]


class _Predicate(NamedTuple):
    """A claim clause's subject and verb (their norms), whether the verb is passive ("was restored by"), and whether
    it is denied (`_polarity`)."""

    subject: str
    verb: str
    passive: bool
    negated: bool | None


def _subject_and_verb(cf: Features, sa: int, sb: int) -> _Predicate | None:
    """The claim's first content word and the first content word of its predicate (after an auxiliary, a modal or a
    negation, or a verb form), when both are found."""
    low, cpos = cf.low, cf.cpos
    first = next((i for i in range(sa, sb) if cpos[i] >= 0), None)
    if first is None:
        return None
    started = False
    ri = first
    while ri + 1 < sb:
        ri += 1
        if cf.kind[ri] in (BOUND, SENT):
            named = _named_apposition(cf, ri, sb) if not started else None
            if named is None:
                return None  # a comma or the like before the predicate: a clause or a description, read elsewhere
            first, ri = named  # "Ida Holt's horse, the Grey Tern, was bred by": the name is the subject
            continue
        if low[ri] in _AUX:
            started = True
            continue
        if cpos[ri] < 0:
            continue
        if started or _verb_form(cf, ri):
            verb = cf.content[cpos[ri]].norm
            subject = cf.content[cpos[first]].norm
            passive = ri + 1 < sb and low[ri + 1] == "by"  # "was rebuilt by the club": the doer is after it
            owned = any(_possessive(cf, i) for i in range(first, ri))  # "The hut's dormitory": a thing of it
            if verb == subject or owned:
                return None
            return _Predicate(subject, verb, passive, _polarity(cf, sa, ri))
    return None


def _named_apposition(f: Features, comma: int, sb: int) -> tuple[int, int] | None:
    """The first word of the name the comma at raw index `comma` opens as an apposition ("Ida Holt's horse, the Grey
    Tern, was ...": an article, then a name, up to the closing comma) and the raw index of that closing comma; None
    for anything else (a role: ", the chair of the Board,"; a clause)."""
    at = comma + 1
    if f.low[comma] != "," or at >= sb or f.low[at] not in ARTICLES or at + 1 >= sb or f.kind[at + 1] != ENT:
        return None
    name = at + 1
    at = name
    while at < sb and f.low[at] != ",":
        if f.kind[at] in (BOUND, SENT) or f.low[at] in _AUX:
            return None
        at += 1
    return (name, at) if at < sb else None


def _possessive(f: Features, ri: int) -> bool:
    return f.text[f.start[ri] : f.end[ri] + 2].endswith(("'s", "’s")) or f.low[ri] in ("'s", "’s")


def _verb_form(f: Features, ri: int) -> bool:
    """A word that reads as a verb: a past or present form, not after an article or a possessive, and not a plural
    noun before an auxiliary ("holders need")."""
    word = f.text[f.start[ri] : f.end[ri]]
    if word.endswith(("'s", "’s")):
        return False  # "Ida Holt's horse": a possessor, not a present form
    irregular = _VERB.search(word) is not None or MORE_ACTIVE.search(word) is not None
    if ACTIVE.search(word) is None and not irregular:
        return False
    if f.low[ri - 1] in DETERMINERS or f.text[f.start[ri - 1] : f.end[ri - 1]].endswith(("'s", "’s")):
        return False
    return not (ri + 1 < len(f.low) and f.low[ri + 1] in _AFTER_NOUN and not irregular)


def _elliptical(f: Features, a: int, b: int, subject: str) -> bool:
    """Whether the clause says nothing after its subject ("but rosé wine may not", "while guests cannot"), or leaves its
    verb out ("; cargo claims, in 90 days"): no content word after its first auxiliary, and no verb form among the
    words before it."""
    at = next(i for i in range(a, b) if f.cpos[i] >= 0 and f.content[f.cpos[i]].norm == subject)
    aux = next((i for i in range(at + 1, b) if f.low[i] in _AUX), b)
    if aux == b and any(f.kind[i] == BOUND for i in range(at + 1, b)):
        return True  # "; cargo claims, in 90 days": the verb left out
    if any(f.cpos[i] >= 0 for i in range(aux + 1, b)):
        return False
    return not any(f.cpos[i] >= 0 and _verb_form(f, i) for i in range(at + 1, aux))


def _has_subject_before(f: Features, a: int, b: int, verb: str) -> bool:
    """Whether the clause names a subject of its own before `verb`: a word (not a number or a date), no pronoun
    ("since 2016 she has also led": she may be the claim's subject) and no possessive ("the club's youth side" may
    be the claim's subject's)."""
    named = False
    for ri in range(a, b):
        if f.low[ri] in _PRONOUNS or _possessive(f, ri):
            return False
        if f.cpos[ri] >= 0:
            token = f.content[f.cpos[ri]]
            if token.norm == verb:
                return named
            named = named or token.kind in (WORD, ENT)
    return False
