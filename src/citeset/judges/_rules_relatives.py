"""A relative clause's predicate given to a noun it is not said of.

"The Marigold can carry twelve cars" on "The old ferry, Marigold, was replaced in 2018 by the Heron, which can carry
twelve cars": every word is in the evidence, but a relative clause is said of the noun it follows, its antecedent (the
Heron), not of the sentence's other nouns. An object relative says its own subject does it to the antecedent ("the
colonies that Dmitri had split" is "Dmitri had split the colonies"): "Hannelore split the colonies" is not said by
"Hannelore requeened the colonies that Dmitri had split".

Each relative clause of the evidence ("N, who/which/that ...", "N that X did ...") is read as a statement: its
subject (the antecedent, the noun right before the pronoun, or the object relative's subject) and its predicate's
words (up to the clause's end, with the antecedent's words for an object relative). The claim's statements are read
the same way, and its main clause as the words before its first verb (the subject: its head, the last word before a
preposition, not a possessor: "owner" of "The owner of the terrier") and the words from it (the predicate, its
relative clauses set aside). A claim statement is not entailed when its predicate's words are said only in relative
clauses of the evidence, none of which has a subject holding the claim subject's head (or a role the evidence gives
that name), and no evidence clause holds them outside its relative clauses (a main clause may say them of the
claim's subject); when the evidence names the claim's head other than as a copula's complement ("... is a ferry"
may say what the antecedent is). Not read: a claim subject described by a clause of its own ("The ferry that
replaced the Marigold ..."), a pronoun subject, a negated statement or one whose voice differs (the passive's
subject is the active's object), a predicate of fewer than two words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from citeset.judges._rules_agents import ACTIVE, AUXILIARIES, MORE_ACTIVE, be_before_adverbs
from citeset.judges._rules_bearers import roles
from citeset.judges._rules_doers import clauses, possessor
from citeset.judges._rules_lexicon import ARTICLES, BE_FORMS, IRREGULAR
from citeset.judges._rules_tokens import BOUND, ENT, NEG, NUM, SENT, UNIT, WORD, Features, kept

PRONOUNS = frozenset({"who", "which", "that", "whom"})
DETERMINERS = ARTICLES | {"its", "their", "his", "her", "our", "my", "your", "this", "these", "those", "every", "each"}
PERSONAL = frozenset({"he", "she", "they", "it", "we", "i", "you", "him", "them", "us", "one", "someone"})
PREPOSITIONS = frozenset({"of", "in", "at", "on", "from", "for", "with", "by", "to", "into", "under", "near",
                           "about", "after", "before", "since", "during", "over", "through", "within", "across"})
ADVERBS = frozenset({"also", "not", "then", "later", "first", "once", "now", "still", "already", "often", "never"})
_IRREGULAR_VERBS = frozenset(IRREGULAR) - {"children", "men", "women", "people", "feet", "mice", "data", "won't"}
_MAX_NOUN = 4
_PRONOUN_HEADS = frozenset({"those", "these", "that", "this", "one", "ones", "all", "some", "each", "any", "many",
                            "most", "none", "both", "others", "anyone", "everyone", "someone", "anything", "something"})
"""Pronouns a phrase of a preposition may follow, heading the noun phrase a relative clause is said of."""
_MAX_SUBJECT = 12


@dataclass(frozen=True, slots=True)
class _Statement:
    """A subject (its head word, and the words that may name it), its predicate's words and where they start."""

    head: str
    subject: frozenset[str]
    predicate: frozenset[str]
    verb: int  # raw index of the predicate's first content word
    shown: str
    around: frozenset[str] = frozenset()  # a subject relative's noun phrase ("chain", "stores" of "a chain of stores")


def past(f: Features, ri: int) -> bool:
    """Whether raw token `ri` is a past form ("requeened", "took", "driven"), not a present one in "-s"."""
    if f.kind[ri] != WORD:
        return False
    word = f.text[f.start[ri] : f.end[ri]]
    found = _PAST_FORMS.get(word)
    if found is None:
        if len(_PAST_FORMS) >= _FORMS_MAX:
            _PAST_FORMS.clear()
        found = _PAST_FORMS[word] = (MORE_ACTIVE.search(word) is not None or word.lower() in _IRREGULAR_VERBS
                                     or (ACTIVE.search(word) is not None and not word.lower().endswith("s")))
    return found


_PAST_FORMS: dict[str, bool] = {}
"""Whether a word as written is a past form (`past`), by word: a text's verbs are read many times, by many readings."""
_FORMS_MAX = 65_536  # words remembered at most (cleared when full: a few MB at most)


def verb_at(f: Features, ri: int, opened: bool) -> bool:
    """Whether raw token `ri` reads as a verb: an auxiliary, a past form, or a present form in "-s" right after a
    relative pronoun (`opened`) or before a determiner, a preposition or a boundary ("signs every ...")."""
    if f.low[ri] in AUXILIARIES or past(f, ri):
        return True
    if f.kind[ri] != WORD or ACTIVE.search(f.text[f.start[ri] : f.end[ri]]) is None:
        return False
    if opened or ri + 1 >= len(f.low):
        return True
    return f.low[ri + 1] in DETERMINERS or f.low[ri + 1] in PREPOSITIONS or f.kind[ri + 1] in (BOUND, SENT)


def _verb_group(f: Features, ri: int, hi: int) -> int | None:
    """The raw index of the first word of a verb group right after a relative pronoun at `ri` - 1 (adverbs
    skipped): a verb form, or a word a determiner follows; else None."""
    while ri < hi and f.low[ri] in ADVERBS:
        ri += 1
    if ri < hi and f.kind[ri] == WORD and ri + 1 < hi and f.low[ri + 1] in DETERMINERS:
        return ri  # a word between the pronoun and a determiner: "that bit the postman"
    return ri if ri < hi and verb_at(f, ri, True) else None


def _opens_relative(f: Features, ri: int, hi: int) -> bool:
    """Whether a relative pronoun at raw index `ri` opens a clause ("that" before a determiner, a name or a verb;
    not the determiner of "that week")."""
    if f.low[ri] != "that":
        return True
    nxt = ri + 1
    return nxt < hi and (f.low[nxt] in DETERMINERS or f.kind[nxt] == ENT or _verb_group(f, nxt, hi) == nxt)


def _clause_end(f: Features, verb: int, hi: int) -> int:
    """Where the relative clause whose verb group starts at `verb` ends: a boundary, another relative clause, or
    a second verb group's auxiliary after a content word ("the ferry that replaced the Marigold | can carry")."""
    ri, seen = verb, False
    while ri < hi and f.kind[ri] not in (BOUND, SENT):
        if ri > verb and ((f.low[ri] in PRONOUNS and _opens_relative(f, ri, hi))
                          or (seen and f.low[ri] in AUXILIARIES and f.cpos[ri - 1] >= 0)):
            break
        seen = seen or (f.cpos[ri] >= 0 and f.low[ri] not in AUXILIARIES)
        ri += 1
    return ri


def _noun_start(f: Features, lo: int) -> int:
    """The first raw index of the noun phrase whose head starts at `lo`: its modifiers when a determiner opens them,
    through "of" and "in" phrases ("the owner of the terrier", "a firm in Oldham")."""
    start = lo
    for _ in range(3):
        at = start
        while at > 0 and start - at < _MAX_NOUN and f.kind[at - 1] in (WORD, NUM, UNIT) and f.cpos[at - 1] >= 0:
            at -= 1
        if at > 0 and f.low[at - 1] in DETERMINERS:
            start = at - 1
        elif at > 0 and f.low[at - 1] in {"of", "in"}:
            start = at  # "of 5 percent of fees"
        if start < 2 or f.low[start - 1] not in {"of", "in"} or f.cpos[start - 2] < 0:
            return start
        start -= 2
        while start > 0 and f.kind[start] == ENT and f.kind[start - 1] == ENT:
            start -= 1
    return start


def antecedent_run(f: Features, at: int) -> list[int] | None:
    """The raw indexes of the nearest noun or name a relative pronoun at `at` follows, else None."""
    found = _antecedent(f, at)
    return None if found is None else list(range(found[3], found[0] + 1))


def _antecedent(f: Features, at: int) -> tuple[int, frozenset[str], frozenset[str], int] | None:
    """(nearest head's raw index, head words, noun phrase words, the head's first raw index) of the noun a relative
    pronoun at `at` follows, else None. The head is the nearest noun or name with the nouns of its phrase ("fund" and
    "fees" of "a fund of 5 percent of fees that is ...", "firm" of "a firm in Oldham that ...") and the one a phrase
    of another preposition follows; None when that is a pronoun ("those through the Gulf of Aden, which")."""
    prev = at - 1 - (at >= 2 and f.low[at - 1] == ",")
    if (prev < 0 or f.cpos[prev] < 0 or f.kind[prev] not in (WORD, ENT) or possessor(f, prev)
            or (f.low[at] == "that" and past(f, prev))):
        return None
    lo = prev
    while lo > 0 and f.kind[lo - 1] == ENT and f.kind[prev] == ENT:
        lo -= 1
    head = set(f.low[lo : prev + 1])
    if f.kind[prev] == ENT and lo >= 2 and f.low[lo - 1] in {"in", "of", "from", "at"} and f.kind[lo - 2] == WORD:
        head.add(f.low[lo - 2])
    start = _noun_start(f, lo)
    if start >= 2 and f.low[start - 1] in PREPOSITIONS and f.low[start - 1] != "of":
        if f.low[start - 2] in _PRONOUN_HEADS:
            return None  # "those through the Gulf of Aden, which ...": the clause may be said of a pronoun
        if f.cpos[start - 2] >= 0 and f.kind[start - 2] in (WORD, ENT):
            head.add(f.low[start - 2])  # "the glaziers from Lowther, who ...": of the phrase's noun, or of the place
    noun = frozenset(f.low[ri] for ri in range(start, prev + 1) if f.cpos[ri] >= 0)
    return prev, frozenset(head) | noun, noun, lo  # "a fund of 5 percent of fees that is ...": of either noun


def _object_doer(f: Features, at: int, hi: int) -> tuple[int, list[int]] | None:
    """(the verb's raw index, the subject's content tokens) of an object relative ("that the fitters have returned
    ..."), else None."""
    ri, words = at + 1, list[int]()
    while ri < hi and ri - at <= 6:
        if words and verb_at(f, ri, False):
            break
        if f.cpos[ri] >= 0 and f.kind[ri] in (WORD, ENT):
            words.append(ri)
        elif f.low[ri] not in DETERMINERS and f.low[ri] != "and":
            return None
        ri += 1
    if not words or ri >= hi or not verb_at(f, ri, False):
        return None
    return ri, words


def _relative(f: Features, at: int, hi: int) -> tuple[_Statement, int] | None:
    """The statement of the relative clause whose pronoun is at raw index `at` (before `hi`), and its end."""
    found = _antecedent(f, at)
    if found is None or not _opens_relative(f, at, hi):
        return None
    prev, head, noun, lo = found
    verb = _verb_group(f, at + 1, hi)
    around = frozenset[str]()
    if verb is not None:
        nearest, subject, extra, shown = f.low[prev], _named_roles(f, head), frozenset[str](), f.span(lo, prev + 1)
        around = noun | head
    else:
        doer = _object_doer(f, at, hi)
        if doer is None:
            return None
        verb, words = doer
        last = words[-1]
        nearest, extra, shown = f.low[last], noun, f.span(words[0], last + 1)
        run = {f.low[x] for x in words if f.kind[x] == ENT} if f.kind[last] == ENT else {f.low[last]}
        subject = _named_roles(f, frozenset(run))
    end = _clause_end(f, verb, hi)
    predicate = frozenset(f.low[x] for x in range(verb, end) if f.cpos[x] >= 0) | extra
    first = next((x for x in range(verb, end) if f.cpos[x] >= 0), verb)
    return _Statement(nearest, subject, predicate, first, shown, around), end


def _named_roles(f: Features, head: frozenset[str]) -> frozenset[str]:
    """The head's words with the role words the text attaches to a name holding them ("foreman" of "the night
    foreman, Luca Brandt")."""
    out = set(head)
    for name, words in roles(f).items():
        if name[-1] in head:
            out |= words
    return frozenset(out)


def _read_relatives(f: Features) -> list[tuple[_Statement, int, int]]:
    """Each relative clause of the text: its statement and raw range (pronoun to end)."""
    out: list[tuple[_Statement, int, int]] = []
    if PRONOUNS.isdisjoint(f.low):
        return out  # no relative pronoun: no relative clause
    for lo, hi in f.sentences()[0]:
        for at in range(lo + 1, hi):
            if f.low[at] in PRONOUNS and f.low[at - 1] not in PREPOSITIONS:
                found = _relative(f, at, hi)
                if found is not None:
                    out.append((found[0], at, found[1]))
    return out


def relatives(f: Features) -> list[tuple[_Statement, int, int]]:
    """`_read_relatives`, read once per text."""
    return kept(f, "relative clauses", _read_relatives)


def _subject_head(f: Features, lo: int, hi: int) -> str | None:
    """The head of the subject in raw tokens lo..hi-1 (a fronted phrase up to a comma and an apposition after a comma
    set aside): the last content word before a preposition, no possessor ("owner" of "The owner of the terrier",
    "servitor" of "Nils Strand's servitor"), a name's last word; None for a pronoun or no content word."""
    if f.low[lo] in PREPOSITIONS:
        comma = next((ri for ri in range(lo, hi) if f.low[ri] == ","), None)
        if comma is None:
            return None
        lo = comma + 1
    end = next((ri for ri in range(lo, hi) if f.low[ri] == "," or f.low[ri] in PREPOSITIONS
                or (ri + 1 < hi and f.low[ri + 1] == "by")), hi)  # "The truck | driven by ..."
    if end - lo > _MAX_SUBJECT or any(f.low[ri] in PERSONAL or f.low[ri] in PRONOUNS for ri in range(lo, hi)):
        return None  # a list or a title, no subject
    heads = [ri for ri in range(lo, end) if f.cpos[ri] >= 0 and not possessor(f, ri)]
    if not heads or any(f.kind[ri] not in (WORD, ENT) for ri in heads):
        return None
    return f.low[heads[-1]]


def _main_verb(f: Features, inside: set[int]) -> int | None:
    """The raw index of the claim's main verb outside its relative clauses, after a content word: its first
    auxiliary, else its first verb form, else a word between a content word and a determiner ("Hannelore split
    the ...")."""
    n = len(f.low)
    spots = [ri for ri in range(1, n) if ri not in inside and f.cpos[ri - 1] >= 0 and ri - 1 not in inside]
    for test in (lambda ri: f.low[ri] in AUXILIARIES, lambda ri: verb_at(f, ri, False),
                 lambda ri: f.kind[ri] == WORD and ri + 1 < n and f.low[ri + 1] in DETERMINERS):
        verb = next((ri for ri in spots if test(ri)), None)
        if verb is not None:
            return verb
    return None


def _claim_statements(cf: Features) -> list[_Statement]:
    """The claim's statements: each relative clause's, and its main clause's when its subject is not described by a
    relative clause of its own."""
    rels = relatives(cf)
    out = [s for s, _, _ in rels]
    inside = {ri for _, a, b in rels for ri in range(a, b)}
    verb = _main_verb(cf, inside)
    if verb is None or any(a < verb for _, a, _ in rels):
        return out
    head = _subject_head(cf, 0, verb)
    predicate = frozenset(cf.low[ri] for ri in range(verb, len(cf.low)) if cf.cpos[ri] >= 0 and ri not in inside)
    first = next((ri for ri in range(verb, len(cf.low)) if cf.cpos[ri] >= 0), verb)
    if head is not None:
        out.append(_Statement(head, frozenset({head}), predicate, first, cf.span(0, verb).strip(" ,")))
    return out


def relative_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim statement whose predicate the evidence says only in relative clauses of other subjects (see the module
    docstring), described; else None."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue:
        return None
    if not any(relatives(f) for f in efs):
        return None  # `_only_of_others` finds only what an evidence relative clause says (read before the claim)
    for ours in _claim_statements(cf):
        if len(ours.predicate) < 2 or not any(w.isalpha() for w in ours.predicate - ours.subject):
            continue
        found = _only_of_others(cf, ours, efs)
        if found is not None:
            return found
    return None


def _only_of_others(cf: Features, ours: _Statement, efs: Sequence[Features]) -> str | None:
    """The relative clause saying the claim statement's predicate of another subject, when the evidence says it
    only so and names the claim's subject apart, described; else None."""
    held: list[tuple[Features, _Statement]] = []
    for f in efs:
        rels = relatives(f)
        if _main_holds(f, rels, ours.predicate):
            return None
        for i in _holding(kept(f, "relative predicate words", _read_relative_words), ours.predicate, len(rels)):
            theirs, a, b = rels[i]
            if ours.predicate <= theirs.predicate:
                if (ours.head in theirs.subject or ours.around & theirs.subject or NEG in f.cue[a:b]
                        or be_before_adverbs(cf, ours.verb) != be_before_adverbs(f, theirs.verb)):
                    return None
                held.append((f, theirs))
    if not held or not any(_named_apart(f, ours.head) for f in efs):
        return None
    f, theirs = held[0]
    return (f"the evidence says '{f.span(theirs.verb, theirs.verb + 1)} ...' in a relative clause of "
            f"'{theirs.shown}', not of '{ours.shown}'")


def _main_holds(f: Features, rels: list[tuple[_Statement, int, int]], predicate: frozenset[str]) -> bool:
    """Whether a clause of the text holds every word of `predicate` outside its relative clauses."""
    if rels is not relatives(f):  # (the text's own, whose reading below is kept on it)
        return _main_holds_read(f, rels, predicate)
    inside = kept(f, "relative insides", _read_insides)
    outside = kept(f, "clause words outside relatives", _new_outside)
    found = clauses(f)
    for i in _holding(kept(f, "clause words", _read_clause_words), predicate, len(found)):
        _, _, content, words, _ = found[i]
        if predicate <= words:
            if not inside:
                return True
            out = outside.get(i)
            if out is None:
                out = outside[i] = frozenset(n for ri, n in content if ri not in inside)
            if predicate <= out:
                return True
    return False


def _main_holds_read(f: Features, rels: list[tuple[_Statement, int, int]], predicate: frozenset[str]) -> bool:
    inside = {ri for _, a, b in rels for ri in range(a, b)}
    for _, _, content, words, _ in clauses(f):
        if predicate <= words and (not inside or predicate <= {n for ri, n in content if ri not in inside}):
            return True
    return False


# A claim of many statements was read against each of the evidence's clauses and relative clauses, and each reading
# gathered the words outside the relatives anew (hardening audit h42: ", which holds R<i>" thousands of times). Each
# text is read once into indexes from a word to the clauses holding it: a statement is read against the clauses
# holding its rarest word only, in their order.

def _holding(index: dict[str, list[int]], words: frozenset[str], n: int) -> Sequence[int]:
    """The clauses (positions, ascending) of an index of `n` that may hold every one of `words`: those holding the
    rarest."""
    if not words:
        return range(n)  # (every clause holds no word)
    fewest: list[int] | None = None
    for w in words:
        at = index.get(w)
        if at is None:
            return ()
        if fewest is None or len(at) < len(fewest):
            fewest = at
    return fewest or ()


def _read_relative_words(f: Features) -> dict[str, list[int]]:
    return _indexed([theirs.predicate for theirs, _, _ in relatives(f)])


def _read_clause_words(f: Features) -> dict[str, list[int]]:
    return _indexed([words for _, _, _, words, _ in clauses(f)])


def _indexed(sets: Sequence[frozenset[str]]) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for i, words in enumerate(sets):
        for w in words:
            at = index.get(w)
            if at is None:
                index[w] = [i]
            else:
                at.append(i)
    return index


def _read_insides(f: Features) -> frozenset[int]:
    return frozenset(ri for _, a, b in relatives(f) for ri in range(a, b))


def _new_outside(_: Features) -> dict[int, frozenset[str]]:
    return {}


def _named_apart(f: Features, head: str) -> bool:
    """Whether the text names `head` other than as a copula's complement ("... is a ferry")."""
    for p in f.index()[0].get(head, ()):
        ri = f.content[p].ri
        at = ri - 1
        while at >= 0 and ri - at <= 4 and (f.low[at] in DETERMINERS or f.kind[at] in (WORD, ENT)):
            at -= 1
        if at < 0 or f.low[at] not in BE_FORMS:
            return True
    return False
