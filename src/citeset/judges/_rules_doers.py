"""A clause's predicate given to a subject the evidence says other things of.

"Jutta Ree counted the tablets" on "The store's technician, Omar Castell, counted the tablets while its manager,
Jutta Ree, phoned the doctor": every word is in the evidence, but the clause that says "counted the tablets" says it
of Omar Castell, and Jutta Ree is the subject of another clause. The same shape gives one conjunct's predicate to
another ("Nadia and Gus restocked ..." on "Nadia and Fenn restocked ...; Gus served ..."), a quantifier's predicate
to the members of another sentence ("All brakes were replaced" on "All tyres were replaced. Some brakes were
inspected."), one contrasted clause's predicate to the other's subject, and a role-holder's act to the holder of
another role ("The day pharmacist trained ..." on "Petra Lund is the night pharmacist. Dana Kroll is the day
pharmacist. Petra Lund trained ...").

The claim's clause is aligned with each evidence clause from its end: the longest tail of the claim's words that the
evidence clause holds, in order, is the predicate they share (two words at least), and what comes before it in each
is its subject. A claim subject's word that the evidence clause's subject does not account for, which the evidence
says in a clause about someone else, tells another subject. A subject accounts for the words of every clause that
names it (its names, or all its words when it has none: "the evening pharmacist"), so an apposition, a role said
with a copula in another passage ("The chain's compliance officer is Rafael Ibsen") or another predicate of the same
name bridges to it. Not read as a clause about someone else, and read as possibly about the subject: a clause with a
personal pronoun ("She is the night pharmacist"). Nothing is read when an evidence clause holds every word of the
claim's clause (it may say it another way: "the tablets were counted by Jutta Ree"), when a clause saying the
predicate starts with it (its subject is the previous clause's), or when any clause saying it accounts for the
claim's subject.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import pairwise

from citeset.judges._rules_agents import AUXILIARIES, DETERMINERS, active_verb, be_before_adverbs
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import BOUND, ENT, NEG, SENT, WORD, Features, kept

_JOINS = frozenset({";", "while", "whereas", "but", "although", "though", "yet"})
"""Words that open a clause of its own subject ("..., whereas the evening pharmacist handles ...")."""
_PERSONAL = frozenset({"he", "she", "they", "him", "her", "them", "his", "hers", "it", "we", "i", "you"})
"""A clause with one of these may speak of anyone named before it."""
_ECHOES = frozenset({"same", "identical", "such", "too", "also", "likewise", "similar", "similarly", "well", "this",
                     "that", "these", "those", "more", "either", "neither", "other"})
"""Words by which a clause restates another's predicate ("the west ward uses the same system", "... one too")."""
_REFERS = _PERSONAL | _ECHOES
_REFERS_LOWS = _REFERS | {stem(w) for w in _REFERS}
"""What the features hold for a token written as a word of `_REFERS` (a stopword as written, lowercased; another
word as its stem): a text holding none of these has no such token."""
_POSSESSIVE = frozenset({"its", "their", "his", "her", "our", "my", "your"})
"""A subject with one of these ("its dormitory") belongs to someone named before it."""
_FRONTING = frozenset({"on", "in", "at", "during", "after", "before", "since", "until", "by", "for", "from", "under",
                       "over", "through", "throughout", "within", "across", "outside", "inside"})
"""Prepositions that open a sentence's fronted phrase ("During the winter, ..."), which each of its clauses shares."""
_RELATIVE = frozenset({"who", "that", "which", "whose", "whom"})
_MAX_SUBJECT = 8
_Clause = tuple[int, int, tuple[tuple[int, str], ...], frozenset[str], bool]
"""A clause: its raw range, content tokens (raw index, norm), content words, and whether it may speak of what another
clause names (a personal pronoun), restate another's predicate (`_ECHOES`) or be no sentence (a title)."""


def _verbal(f: Features, ri: int) -> bool:
    """Whether raw token `ri` reads as a verb: an auxiliary or a modal, a verb form a doer comes before (no
    possessive: "airline's"), or the word right after an apposition's closing comma ("Amos Grey, read")."""
    if f.low[ri] in AUXILIARIES:
        return True
    if f.kind[ri] != WORD or "'" in f.text[f.start[ri] : f.end[ri]] or "’" in f.text[f.start[ri] : f.end[ri]]:
        return False
    return active_verb(f, ri) or (ri >= 2 and f.low[ri - 1] == "," and f.kind[ri - 2] == ENT)


class _Ahead:
    """A sentence's verbs read once: for each raw index, the next token that reads as a verb (`_verbal`) at or after
    it, and how many content words come before each index. Each "and" asks whether a subject comes before a verb on
    either side of it; read from the sentence start for each, a sentence of many "and"s was quadratic (a review:
    156,000 characters of "and X its director" took 13 s)."""

    def __init__(self, f: Features, sa: int, sb: int) -> None:
        self.sa, self.sb = sa, sb
        nxt = [sb] * (sb - sa + 1)
        for ri in range(sb - 1, sa - 1, -1):
            nxt[ri - sa] = ri if _verbal(f, ri) else nxt[ri - sa + 1]
        self.next_verb = nxt
        counts = [0]
        for ri in range(sa, sb):
            counts.append(counts[-1] + (f.cpos[ri] >= 0))
        self.counts = counts

    def verb_at_or_after(self, ri: int) -> int:
        return self.next_verb[ri - self.sa] if ri < self.sb else self.sb

    def content_between(self, lo: int, hi: int) -> int:
        return self.counts[hi - self.sa] - self.counts[lo - self.sa]


def _subject_then_verb(ahead: _Ahead, lo: int, hi: int) -> bool:
    """Whether raw tokens lo..hi-1 hold a verb after a content word of their own (a subject before a verb)."""
    verb = ahead.verb_at_or_after(lo)
    return verb < hi and ahead.content_between(lo, verb) > 0


def _named_doer(f: Features, ahead: _Ahead, lo: int, hi: int) -> bool:
    """Whether raw tokens lo..hi-1 open with a name right before a verb ("Arjun Das runs ..."), or with an article, a
    word or more and a verb that is no plural noun's look-alike ("the red team won ...", not "the flu vaccines")."""
    at = lo
    while at < hi and f.kind[at] == ENT:
        at += 1
    if lo < at < hi:
        return _verbal(f, at)
    if lo + 2 >= hi or f.low[lo] not in ARTICLES:
        return False
    verb = ahead.verb_at_or_after(lo + 2)
    return verb < hi and (f.low[verb] in AUXILIARIES or not f.text[f.start[verb] : f.end[verb]].endswith("s"))


def _read_clauses(f: Features) -> list[_Clause]:
    """The text's clauses: its sentences cut before a contrasting word or a semicolon, and before ", and" when each
    side has a subject and a verb, or before "and" when a name and its verb follow ("Lucy Ward runs the north plant
    and Arjun Das runs the south plant") (", and its IT officer, Lina Park, fixed ..."; not "The airline's quality manager,
    Sofie Aal, and its chief inspector, Ravi Menon, reviewed ...", one clause of two subjects)."""
    out: list[_Clause] = []
    low, cpos = f.low, f.cpos
    for sa, sb in f.sentences()[0]:
        shared = _fronted(f, sa, sb)
        loose = f.kind[sb - 1] != SENT  # a title or a name alone ("Aircraft register"), no sentence
        cuts = [sa]
        rest = low[sa + 1 : sb]
        if "and" in rest or not _JOINS.isdisjoint(rest):  # (the only words a sentence is cut before)
            ahead = _Ahead(f, sa, sb)
            for ri in range(sa + 1, sb):
                if low[ri] in _JOINS or (low[ri] == "and" and _subject_then_verb(ahead, cuts[-1], ri)
                                         and (_subject_then_verb(ahead, ri + 1, sb) if low[ri - 1] == ","
                                              else _named_doer(f, ahead, ri + 1, sb))):
                    cuts.append(ri)
        for a, b in pairwise([*cuts, sb]):
            content = tuple([(ri, low[ri]) for ri in range(a, b) if cpos[ri] >= 0])
            if content:
                words = frozenset([n for _, n in content]) | shared
                out.append((a, b, content, words, loose or _refers(f, a, b)))
    return out


def _refers(f: Features, a: int, b: int) -> bool:
    """Whether raw tokens a..b-1 hold a personal pronoun or an echo, as written ("wells" is no "well", "IT" no "it"),
    "more" only with no noun of its own ("carries even more", not "produced more honey")."""
    if not kept(f, "may refer", _may_refer):
        return False  # (one set test per text instead of reading each token as written)
    return any((w := f.text[f.start[ri] : f.end[ri]]).lower() in _REFERS and not (len(w) > 1 and w.isupper())
               and not (w.lower() == "more" and ri + 1 < b and f.cpos[ri + 1] >= 0) for ri in range(a, b))


def _may_refer(f: Features) -> bool:
    """Whether the text holds a token that may be a word of `_REFERS` (read once per text: asked once per clause, the
    test over the whole text made a text of thousands of clauses quadratic; review 61)."""
    return not _REFERS_LOWS.isdisjoint(f.low)


def _fronted(f: Features, sa: int, sb: int) -> frozenset[str]:
    """The words of the sentence's opening phrase of a preposition up to a comma ("On Tuesdays, beginners play ...,
    whereas experienced members play ..."): said of every clause of it."""
    if sa >= sb or f.low[sa] not in _FRONTING:
        return frozenset()
    comma = next((ri for ri in range(sa, sb) if f.low[ri] == ","), None)
    return frozenset() if comma is None else frozenset(f.low[ri] for ri in range(sa, comma) if f.cpos[ri] >= 0)


def possessor(f: Features, ri: int) -> bool:
    """Whether raw token `ri` is a possessor ("club's", "members'") or part of a name that is ("Harbour City's"): it
    says whose, not who."""
    if "'" not in f.text and "’" not in f.text:
        return False  # no apostrophe anywhere: no token can end in one
    while f.kind[ri] == ENT and ri + 1 < len(f.kind) and f.kind[ri + 1] == ENT:
        ri += 1
    tail = f.text[f.start[ri] : f.end[ri] + 1]
    return tail.endswith(("'s", "’s", "s'", "s’")) or tail[:-1].endswith(("'s", "’s"))


def clauses(f: Features) -> list[_Clause]:
    """`_read_clauses`, read once per text."""
    return kept(f, "doer clauses", _read_clauses)


def _aligned(cf: Features, claim: tuple[tuple[int, str], ...], clause: _Clause) -> tuple[int, int] | None:
    """(k, j): the claim's words from the k-th on are the longest tail of them the evidence clause holds, said in
    order from its j-th content word; None when that tail has fewer than two words (not values) or is the whole
    claim. A tail the clause says from its start ("row ... pruned by hand" in "Every row of Riesling is pruned by
    hand") or not in order ("plant cut the plant's ..." for "Arjun Das cut the plant's ...") may start in its
    subject: the tail is read again without its first common nouns."""
    words, norms = clause[3], [n for _, n in clause[2]]
    k = len(claim)
    while k > 0 and claim[k - 1][1] in words:
        k -= 1
    if k == 0:
        return None
    opened = None  # the longest tail said from the clause's start: (k, 0), read as a clause of no subject
    for start in range(k, len(claim)):
        tail = [n for _, n in claim[start:]]
        if sum(1 for n in tail if n.isalpha()) < 2:
            break  # values alone ("percent in 2023") are no predicate: the value readings compare them
        j = _in_order(norms, tail)
        if j is not None and j > 0:
            return start, j
        opened = opened or ((k, 0) if j == 0 and start == k else None)
        if cf.kind[claim[start][0]] != WORD or cf.kind[claim[start + 1][0]] == ENT:
            break  # only a common noun is left out: not a name's part ("MV Corra") nor a number ("Two prints")
    return opened


def _in_order(norms: list[str], tail: list[str]) -> int | None:
    """The first index of `norms` from which it holds the words of `tail` in order, else None. Only the first index
    holding the tail's first word need be read: whatever order holds from a later one holds from it too (one pass;
    trying every index made a hostile sentence of one word repeated cubic: audit h39)."""
    j = next((i for i, n in enumerate(norms) if n == tail[0]), None)
    if j is None:
        return None
    rest = iter(norms[j:])
    return j if all(t in rest for t in tail) else None


def _anchored(f: Features, subject: tuple[tuple[int, str], ...], every: list[_Clause]) -> frozenset[str]:
    """The words the evidence says of a subject: its own, and those of every clause that names it (by its names, or
    all its words when it has none) or may speak of it through a personal pronoun."""
    names = {n for ri, n in subject if f.kind[ri] == ENT}
    own = {n for _, n in subject}
    said = set(own)
    for *_, words, personal in every:
        if (names & words if names else own <= words) or personal:
            said |= words
    return frozenset(said)


def _about_another(word: str, subject: frozenset[str], claim: frozenset[str], every: list[_Clause]) -> bool:
    """Whether a clause says `word`, none of `subject` (the subject's words the claim does not say, "apples" of "every
    crate of apples" for "every pear crate", and the saying clause's names: "the aircraft registered CS-BRQ" may be
    "the ATR 72 with registration CS-BRQ") and a word the claim does not (it says
    something of its own), and neither may speak of another clause's subject nor restate its predicate: it speaks of someone
    else."""
    return any(word in words and not refers and not subject & words and words - claim
               for *_, words, refers in every)


def _named(cf: Features, ri: int, efs: Sequence[Features]) -> bool:
    """Whether the claim's word at raw index `ri` is a name: read as one in the claim or in the evidence (a sentence's
    capitalised first word, "Adults" or "Pratt", is one only if the evidence writes it as one: "Colin Pratt")."""
    return cf.kind[ri] == ENT or any(f.kinds().get(cf.low[ri]) == ENT for f in efs)


def _another_way(cf: Features, ours: int, f: Features, clause: _Clause, theirs: int, *, resolved: bool = False) -> bool:
    """Whether the evidence clause may say the claim's subject another way: it has a personal pronoun ("she",
    "members replaced it"), a possessive one and a subject of no name ("its dormitory"), or restates another clause's predicate ("uses the same system"), one of the two is passive
    and the other not (the passive's subject is the active's object), or either is negated (it says another
    predicate)."""
    subject = range(clause[0], theirs)
    return ((not resolved and _refers(f, clause[0], clause[1]))
            or (not _POSSESSIVE.isdisjoint(f.low[clause[0] : clause[1]]) and all(f.kind[ri] != ENT for ri in subject))
            or be_before_adverbs(cf, ours) != be_before_adverbs(f, theirs)
            or NEG in cf.cue or NEG in f.cue[clause[0] : clause[1]])


_HE_SHE = frozenset({"he", "she"})


def _antecedent(f: Features, clause: _Clause, claim: tuple[tuple[int, str], ...]
                ) -> tuple[int, int, tuple[tuple[int, str], ...]] | None:
    """(k, 0, name) when the clause opens a sentence with "He" or "She" and says the claim's words from its k-th on
    from its start: the pronoun speaks of the name the sentence before opens with ("Anna Berg joined in 2001. She
    leads the survey team."), given as the clause's subject. None when the sentence before opens with no name or
    names another too (the pronoun may then speak of anyone named before: "The museum hired Lena Holt. She designed
    ...", "Hamish Rowe recruited Ingrid Sæther. She now leads ...")."""
    lo = clause[0]
    if f.low[lo] not in _HE_SHE or lo < 2 or f.kind[lo - 1] != SENT or clause[2][0][0] != lo + 1:
        return None
    norms = [n for _, n in clause[2]]
    k = next((i for i, (_, n) in enumerate(claim) if n == norms[0] and i > 0
              and _in_order(norms, [m for _, m in claim[i:]]) == 0), None)
    spans = f.sentences()[0]
    at = bisect_left(spans, (lo, -1))
    if k is None or at == 0 or at == len(spans) or spans[at][0] != lo:
        return None
    sa, sb = spans[at - 1]
    end = sa
    while end < sb and f.kind[end] == ENT:
        end += 1
    if any(f.kind[ri] == ENT for ri in range(end, sb)):
        return None  # two names before it: "Hamish Rowe recruited Ingrid Sæther. She ..." may speak of either
    name = tuple((ri, f.low[ri]) for ri in range(sa, end) if f.cpos[ri] >= 0)
    return (k, 0, name) if name else None


def _first_words(f: Features, lo: int, hi: int) -> list[int]:
    """The raw indexes of the first four content words from `lo` ("handles" in "pharmacist handles ...", "were" in
    "northern route were repainted")."""
    return [ri for ri in range(lo, hi) if f.cpos[ri] >= 0][:4]


def _split(f: Features, lo: int, tail: int, hi: int) -> bool:
    """Whether raw tokens lo..tail-1 read as a clause's subject and tail..hi-1 as its predicate: the predicate follows
    an auxiliary or a content word right away ("adults sail Lasers"), has a verb among its first two words or an
    auxiliary among its first four ("on the northern route were repainted"), and the subject, its auxiliaries at its end set
    aside, has no verb group, no verb before its object ("Clara Wren coached the singer of the baritone | solo ...") and
    no mark of a title, list or parenthesis (":", "(", "-") outside a relative clause ("the keeper who looks after the
    wolves")."""
    end = tail
    while end > lo and (f.low[end - 1] in AUXILIARIES or f.low[end - 1] in {"not", "also", "then"}):
        end -= 1
    words = _first_words(f, tail, hi)
    if (end == tail and f.cpos[tail - 1] < 0 and not any(_verbal(f, ri) for ri in words[:2])
            and AUXILIARIES.isdisjoint(f.low[tail : words[-1] + 1] if words else ())):
        return False
    for ri in range(lo, end):
        if f.low[ri] in _RELATIVE:
            return True
        if f.low[ri] in AUXILIARIES or (f.kind[ri] == BOUND and f.low[ri] != ",") or f.kind[ri] == SENT:
            return False
        if ri + 1 < end and f.low[ri + 1] in DETERMINERS and _verbal(f, ri):
            return False  # a verb and its object ("Clara Wren coached the singer of ..."): a clause, no subject
    return True


def predicate_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim clause's predicate, said in the evidence only of subjects that do not account for a word of the
    claim's subject which the evidence says of someone else (see the module docstring), described; else None."""
    if len(cf.sentences()[0]) != 1:
        return None
    every = [c for f in efs for c in clauses(f)]
    texts = [f for f in efs for _ in clauses(f)]
    for lo, hi, claim, words, _ in clauses(cf):
        if any(words <= c[3] for c in every):
            continue  # a clause holds every word: it may say it another way
        found = _other_subject(cf, (lo, hi, claim, words, False), every, texts)
        if found is not None:
            return found
    return None


def _other_subject(cf: Features, ours: _Clause, every: list[_Clause], texts: list[Features]) -> str | None:
    """The first claim subject word no clause saying the claim's predicate accounts for, when the evidence says it of
    someone else and a clause says the predicate, described; else None."""
    cf_lo, cf_hi, claim, words, _ = ours
    told: str | None = None
    for clause, f in zip(every, texts, strict=True):
        at = _aligned(cf, claim, clause)
        if at is None:
            continue
        k, j = at
        subject = clause[2][:j]
        resolved = _antecedent(f, clause, claim)
        if resolved is not None:
            k, j, subject = resolved
        tail = clause[2][j][0]
        if (not subject or max(k, j) > _MAX_SUBJECT or possessor(f, subject[-1][0]) or possessor(cf, claim[k - 1][0])
                or _another_way(cf, claim[k][0], f, clause, tail, resolved=resolved is not None)):
            return None  # it opens with the predicate, leaves out a possessor's noun, or may say the subject another way
        if not (_split(cf, cf_lo, claim[k][0], cf_hi) and _split(f, clause[0], tail, clause[1])):
            continue  # not read as a subject and its predicate
        if resolved is not None:
            other = _pronoun_of_another(cf, claim[:k], f, clause, subject)
            if other is None:
                return None  # the pronoun may speak of the claim's subject
            told = told or other
            continue
        said = _anchored(f, subject, every)
        own = frozenset(n for _, n in subject if n not in words) | {n for ri, n in clause[2] if f.kind[ri] == ENT}
        if not own:
            return None  # the clause's subject says nothing the claim's does not: it may be the claim's
        named = any(f.kind[ri] == ENT for ri, _ in subject)
        odd = [n for ri, n in claim[:k] if cf.kind[ri] in (WORD, ENT) and (named or not _named(cf, ri, texts))
               and not possessor(cf, ri) and n not in said and n not in clause[3]
               and _about_another(n, own, words, every)]
        if not odd:
            return None  # this clause's subject may be the claim's
        told = told or _described(f, clause, j, f"'{cf.display(odd[0])}' of another")
    return told


def _pronoun_of_another(cf: Features, subject: tuple[tuple[int, str], ...], f: Features, clause: _Clause,
                        name: tuple[tuple[int, str], ...]) -> str | None:
    """When a name of the claim's `subject` is none of the words of the `name` the clause's pronoun speaks of, what
    the evidence says of whom, described; else None (the pronoun may speak of the claim's subject)."""
    named = [ri for ri, _ in subject if cf.kind[ri] == ENT]
    if not named or not {n for _, n in name}.isdisjoint(cf.low[ri] for ri in named):
        return None
    return (f"the evidence says '{f.span(clause[2][0][0], clause[1]).strip(' ,;.')}' of "
            f"'{f.span(name[0][0], name[-1][0] + 1).strip()}' (\"{f.low[clause[0]]}\"), not of "
            f"'{cf.span(named[0], named[-1] + 1).strip()}'")


def _described(f: Features, clause: _Clause, j: int, other: str) -> str:
    """What the evidence clause says of its subject, and what it says of `other`."""
    return (f"the evidence says '{f.span(clause[2][j][0], clause[1]).strip(' ,;.')}' of "
            f"'{f.span(clause[0] + (f.low[clause[0]] in _JOINS), clause[2][j][0]).strip(' ,;')}', and {other}")
