"""A verb's doer that the evidence gives the verb nowhere: in the active voice its subject, in the passive its agent.

"Sophie Laine collected the parcel" on "The parcel was collected from the warehouse by rider Kemal Aydin and delivered
to the client by driver Sophie Laine": every word is in the evidence, but the passive's "by" phrase says who collected
it. "The apiary owner smoked the hive" on "The apiary owner's nephew smoked the hive": a possessor says whose nephew,
not who smoked. The doer of each use of the claim's verb is read where English puts it: after "by" when the verb is
passive (a form of "be" before it, or "by" after it and a preposition: "operated by ...", "returned to service by
..."), else the subject before it, back to its clause's start (a semicolon, a contrasting or subordinating word, ",
and", a relative pronoun: "the tram that the fitters returned"), past a parenthesis (", led by Sanna Ek,") or the
antecedent of a subject relative ("Anders, who had been on duty"). Of that phrase the doer is its first noun phrase
(after a fronted phrase's comma: "At the mill, the weaver ..."), the words before its last possessor set aside
("nephew" of "The apiary owner's nephew"), with the apposition after it ("her deputy, Ahmed Salih"); the head is its
last common word before a preposition ("deputy" of "The deputy of Rosa Quint").

A claim doer is not entailed when every use of its verb in the evidence has a doer read this way and none of them may
be the claim's: a doer may be it when it holds all of a name of the claim's or the claim's name holds all of its name
("Voss" for "Dr Emil Voss", not "Felix Troy" for "Agnes Troy"; also one name holding a word of each, "Marion Smith",
and initials, "MJ"), or holds the claim's common head (not when the evidence writes, in the same sentence, a modifier
of the claim's before that head: "the youth choir" where the doer is "the adult choir"), also through the roles the
evidence gives names (`_rules_bearers`: "The depot manager is Ada Kovacs") or a copula in the use's sentence
("Australia is the most successful country which won ..."). A name the evidence gives no role may be a common doer,
and a common doer a name, unless the evidence gives that common word to a name as its role or the use's sentence
names both (two parties); a name written before a noun in the use's sentence ("the only Eagles song on which Don Felder
sang") may be a group its doer belongs to; a doer named after the use in a part with no verb of its own may be the
left-out verb's ("..., and the madder baths by Sol Eke"). Not read: a verb the evidence also uses without a doer read
(a noun, an infinitive, a gerund, a verb of another verb: "began to be used", a passive with no "by", a pronoun
subject, a clause with another verb before it), a negated use, a verb whose parties may change places ("met"), a claim
doer said by a relative clause of the claim ("The ferry that replaced ...").
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from citeset.judges._rules_agents import ACTIVE, AUXILIARIES, SYMMETRIC, be_before_adverbs
from citeset.judges._rules_bearers import name_runs, roles
from citeset.judges._rules_doers import possessor
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_nominal_roles import nominal_roles_kept
from citeset.judges._rules_relatives import (
    ADVERBS,
    DETERMINERS,
    PERSONAL,
    PREPOSITIONS,
    PRONOUNS,
    antecedent_run,
    past,
)
from citeset.judges._rules_tenures import held_then
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    ENT,
    NEG,
    SENT,
    WORD,
    Features,
    kept_at,
    sentence_span,
    uses,
)

_OPENERS = frozenset({"while", "whereas", "but", "although", "though", "yet", "after", "before", "when", "because",
                      "since", "until", "as", "if", "so", "once", "then", "unless", "whether", "where"})
"""Words that open a clause of its own subject: the subject read back from a verb stops there."""
_STOPS = frozenset({"with", "without"})
"""Prepositions a subject read back from its verb does not cross ("with both Sam Witwer and Katee Sackhoff
reprising ...")."""
_FRONTS = frozenset({"according", "except", "apart", "besides", "unlike", "like", "despite", "following"})
"""Words that open a fronted phrase up to a comma ("Except for the T-bar, snowboarders ...") besides prepositions."""
_MAX_PHRASE = 14
_OBJECTS = frozenset({"him", "her", "them", "it", "us", "me"})


@dataclass(frozen=True, slots=True)
class _Doer:
    names: frozenset[str]
    common: frozenset[str]  # common words of its noun phrase and apposition (possessors set aside)
    head: str | None
    modifiers: frozenset[str]  # common words before the head
    shown: str


def _passive(f: Features, ri: int) -> bool:
    """`_read_passive`, kept per text and token (a passage's verbs are read for many claims, by many readings)."""
    return kept_at(f, "passives", ri, _read_passive)


def _read_passive(f: Features, ri: int) -> bool:
    """Whether the verb at raw index `ri` is passive: "be" before it, "by" after it, or a past form before a
    preposition that a "by" follows ("returned to service by the fitters"; not "bought two prints by Ashe")."""
    n = len(f.low)
    if be_before_adverbs(f, ri) or (ri + 1 < n and f.low[ri + 1] == "by" and past(f, ri)):
        return True
    if not past(f, ri) or ri + 1 >= n or f.low[ri + 1] not in PREPOSITIONS:
        return False
    j = ri + 1
    while j < n and j - ri <= 5 and f.kind[j] not in (SENT, BOUND) and not past(f, j) and f.low[j] != "by":
        j += 1
    return j < n and f.low[j] == "by"


def verb(f: Features, ri: int) -> bool:
    """`_read_verb`, kept per text and token (a passage's verbs are read for many claims, by many readings)."""
    return kept_at(f, "verbs", ri, _read_verb)


def _read_verb(f: Features, ri: int) -> bool:
    """Whether the content word at raw index `ri` is used as a verb: after an auxiliary, passive, a past form, a word
    between a name (or a text's capitalised first word; no determiner's modifier: "the Hollin glassworks the") and a
    determiner or an object pronoun ("Tarn dug the", "dug him"), or a present form in "-s" after a name and before a determiner
    or a preposition ("Megan Holt trains in ...") or after a determiner's or a possessor's noun and before a
    determiner ("the council pays the ...", not "the madder baths at");
    not after a determiner, a possessor or "to", nor in a compound ("wood-fired")."""
    at = ri - 1
    while at >= 0 and (f.low[at] in ADVERBS or f.low[at] == "not"):
        at -= 1
    if at >= 0 and (f.low[at] in DETERMINERS or f.low[at] == "to" or possessor(f, at)):
        return False
    word = f.text[f.start[ri] : f.end[ri]]
    if ((f.start[ri] > 0 and f.text[f.start[ri] - 1] == "-") or f.text[f.end[ri] : f.end[ri] + 1] == "-"
            or word.lower().endswith(("ly", "ing")) or (at >= 0 and f.low[at] in PREPOSITIONS)):
        return False  # a compound's word ("wood-fired"), an adverb, a gerund, a participle after a preposition
    if (at >= 1 and f.low[at] == "," and f.kind[at - 1] != ENT and ri + 1 < len(f.low) and f.kind[ri + 1] == WORD
            and f.cpos[ri + 1] >= 0):
        return False  # a list's participle: "life years, revealed preference"
    if (at >= 0 and f.low[at] in AUXILIARIES) or _passive(f, ri) or past(f, ri):
        return True
    if f.kind[ri] != WORD or ri + 1 >= len(f.low) or at < 0:
        return False
    named = f.kind[at] == ENT or (f.low[at] == "," and at >= 1 and f.kind[at - 1] == ENT)  # "Amy Watts, gathers"
    opening = at == 0 and f.kind[0] == WORD and f.text[f.start[0] : f.start[0] + 1].isupper() and word.islower()
    if ((named and not _modifier_name(f, at)) or opening) and (f.low[ri + 1] in DETERMINERS
                                                                 or f.low[ri + 1] in _OBJECTS):
        return True  # a word between a name and a determiner or a pronoun: "Tarn dug the ...", "... dug him out"
    if ACTIVE.search(word) is None:
        return False
    if named:
        return f.low[ri + 1] in DETERMINERS or f.low[ri + 1] in PREPOSITIONS
    return (f.low[ri + 1] in DETERMINERS and f.cpos[at] >= 0 and at >= 1
            and (f.low[at - 1] in DETERMINERS or possessor(f, at - 1)))


def _doer(f: Features, ri: int, relative: bool) -> _Doer | None:
    """The doer of the verb at raw index `ri` (see the module docstring), else None; through a subject relative's
    antecedent only when `relative`. None for a verb of another verb ("began taking", "began to be used")."""
    if _catenative(f, ri):
        return None
    if _passive(f, ri):
        j = ri + 1
        while j < len(f.low) and j - ri <= 8 and f.kind[j] not in (SENT, BOUND) and f.low[j] not in PRONOUNS:
            if f.low[j] == "by":
                return _phrase(f, _after(f, j + 1))
            if f.low[j] in {"and", "but", "while"}:
                break
            j += 1
        return None
    at = ri - 1
    while at >= 0 and (f.low[at] in AUXILIARIES or f.low[at] in ADVERBS or f.low[at] == "not" or _adverb(f, at)):
        at -= 1
    if at < 0 or f.low[at] == "to":
        return None
    if f.low[at] in {"who", "which", "that"}:
        run = antecedent_run(f, at) if relative and at > 0 else None
        return None if run is None else _phrase(f, run)
    return _phrase(f, _before(f, at))


def _modifier_name(f: Features, at: int) -> bool:
    """Whether the name ending at raw index `at` follows a determiner: a noun's modifier ("the Hollin glassworks")."""
    lo = at - (f.low[at] == ",")
    while lo > 0 and f.kind[lo - 1] == ENT:
        lo -= 1
    return lo > 0 and f.low[lo - 1] in DETERMINERS


def _catenative(f: Features, ri: int) -> bool:
    """Whether the verb at raw index `ri` takes another verb: an "-ing" form or "to" and an auxiliary or a verb before
    a determiner or a name ("began taking", "began to be used", "agreed to sell the"; not "delivered to the market")."""
    n = len(f.low)
    if ri + 1 >= n:
        return False
    if f.text[f.start[ri + 1] : f.end[ri + 1]].endswith("ing"):
        return True
    if f.low[ri + 1] != "to" or ri + 2 >= n:
        return False
    return f.low[ri + 2] in AUXILIARIES or (f.kind[ri + 2] == WORD and ri + 3 < n
                                            and (f.low[ri + 3] in DETERMINERS or f.kind[ri + 3] == ENT))


def _adverb(f: Features, ri: int) -> bool:
    return f.kind[ri] == WORD and f.text[f.start[ri] : f.end[ri]].lower().endswith("ly")


def _after(f: Features, lo: int) -> list[int]:
    """The raw indexes of the agent's phrase from `lo` ("a volunteer group, the Friends of Victoria Park,")."""
    out, commas, ri = [], 0, lo
    while ri < len(f.low) and ri - lo < _MAX_PHRASE and f.kind[ri] != SENT and f.low[ri] != ";":
        low = f.low[ri]
        if low == ",":
            commas += 1
            if commas == 2 or ri + 1 >= len(f.low) or not (f.low[ri + 1] in DETERMINERS or f.kind[ri + 1] == ENT):
                break
        elif (low in PRONOUNS or low in AUXILIARIES or (low in PREPOSITIONS and low != "of") or past(f, ri)
              or (low == "and" and ri + 1 < len(f.low) and (past(f, ri + 1) or f.low[ri + 1] in AUXILIARIES))):
            break
        out.append(ri)
        ri += 1
    return out


def _before(f: Features, hi: int) -> list[int]:
    """The raw indexes of the subject ending at raw index `hi`, read back to its clause's start (a fronted subordinate
    clause's words up to its comma set aside: "Before clipping her wing, Alan"; its own subject when the verb is in it:
    "after the driver had scanned it"); empty when a verb or a "by" comes
    before it in its clause, past a parenthesis (", led by Sanna Ek,"), a participle's "by" phrase ("The truck
    driven by ...") or a subject joined by "and" ("... and Olek painted")."""
    out: list[int] = []
    ri, joined, skipped = hi, None, False
    while ri >= 0 and hi - ri < _MAX_PHRASE:
        low = f.low[ri]
        if ri < hi and "\n" in f.text[f.end[ri] : f.start[ri + 1]]:
            break  # a line's end: a title or a list item before it
        if low in _OPENERS and not (low == "as" and ri > 0 and f.low[ri - 1] == "such"):
            commas = [i for i, x in enumerate(out) if f.low[x] == ","]
            return out[: commas[-1]][::-1] if commas else out[::-1]  # "after the driver had scanned it"
        if (f.kind[ri] == SENT or low == ";" or (f.kind[ri] == BOUND and low != ",") or low in _STOPS
                or (low == "and" and ri > 0 and f.low[ri - 1] == "," and _verb_before(f, ri - 1))):
            break
        if low in PRONOUNS and out and f.low[out[-1]] != ",":
            break  # an object relative's subject: "the tram that the fitters returned"
        if low in PRONOUNS or low in AUXILIARIES or low == "by" or (f.kind[ri] == WORD and f.cpos[ri] >= 0
                                                                     and verb(f, ri)):
            opened = _parenthesis(f, ri) if out and f.low[out[0]] == "," else None
            if low == "by" and ri >= 1 and past(f, ri - 1) and not skipped:
                opened = ri - 1  # "The dump truck driven by Dafydd Lloyd overturned"
            if not skipped and opened is not None:
                out, ri, skipped, joined = [], opened - 1, True, None
                continue
            return [] if joined is None else out[:joined][::-1]
        if low == "and":
            joined = len(out)
        out.append(ri)
        ri -= 1
    return _after_fronted_time(f, out[::-1])


_TIME_NOUNS = frozenset({"month", "year", "week", "day", "morning", "evening", "night", "spring", "summer", "autumn",
                         "winter", "season", "quarter", "weekend", "time"})
_TIME_LEADS = frozenset({"that", "this", "the", "same", "last", "next", "each", "every"})


def _after_fronted_time(f: Features, tokens: list[int]) -> list[int]:
    """A subject's tokens without a fronted time phrase before it ("that month the auction house", "the same year
    the club": probe 41's co-occurrence, read as the subject "month the auction house")."""
    at = 0
    while at < len(tokens) and f.low[tokens[at]] in _TIME_LEADS:
        at += 1
    led = at > 0 or (tokens and tokens[0] > 0 and f.low[tokens[0] - 1] in _TIME_LEADS)
    if led and at < len(tokens) - 1 and f.low[tokens[at]] in _TIME_NOUNS:
        return tokens[at + 1 :]
    return tokens


def _verb_before(f: Features, hi: int) -> bool:
    """Whether a verb comes before raw index `hi` in its clause: ", and" joins two clauses, not two subjects ("The
    quality manager, Sofie Aal, and its chief inspector, Ravi Menon, reviewed ...")."""
    ri = hi - 1
    while ri >= 0 and hi - ri < _MAX_PHRASE and f.kind[ri] != SENT and f.low[ri] != ";" and f.low[ri] not in _OPENERS:
        if f.low[ri] in AUXILIARIES or (f.kind[ri] == WORD and f.cpos[ri] >= 0 and verb(f, ri)):
            return True
        ri -= 1
    return ri >= 0 and hi - ri >= _MAX_PHRASE


def _parenthesis(f: Features, ri: int) -> int | None:
    """The raw index of the comma opening the parenthesis that holds raw index `ri` and opens with a participle or a
    relative pronoun (", led by Sanna Ek,", ", who had trained under Dr Carver,"), else None."""
    k = ri
    while k >= 0 and ri - k < 8 and f.low[k] != "," and f.kind[k] != SENT:
        k -= 1
    if k < 0 or f.low[k] != "," or k + 1 >= len(f.low):
        return None
    return k if past(f, k + 1) or f.low[k + 1] in PRONOUNS else None


def _phrase(f: Features, tokens: list[int]) -> _Doer | None:
    """The doer of a phrase's raw tokens (see the module docstring), its conjuncts' words together ("The architect,
    Dario Vento, and its contractor, Mei Tanaka"), the first one's head; None when it has a personal pronoun or no
    content word."""
    if not tokens or any(f.text[f.start[ri] : f.end[ri]].lower() in PERSONAL for ri in tokens):
        return None
    joins = [i for i, ri in enumerate(tokens) if f.low[ri] == "and"]
    if joins:
        parts = [_conjunct(f, part) for part in _split(tokens, joins)]
        if not parts:
            return None
        first = parts[0]
        if first is None or any(p is None for p in parts):
            return first
        names = first.names.union(*(p.names for p in parts if p))
        common = first.common.union(*(p.common for p in parts if p))
        return _Doer(names, common, first.head, first.modifiers, f.span(tokens[0], tokens[-1] + 1).strip(" ,"))
    return _conjunct(f, tokens)


def _split(tokens: list[int], joins: list[int]) -> list[list[int]]:
    """The runs of `tokens` between the indexes `joins`."""
    bounds = [-1, *joins, len(tokens)]
    return [tokens[a + 1 : b] for a, b in pairwise(bounds) if b > a + 1]


def _conjunct(f: Features, tokens: list[int]) -> _Doer | None:
    """The doer of one conjunct's raw tokens."""
    if not tokens:
        return None
    commas = [i for i, ri in enumerate(tokens) if f.low[ri] == ","]
    first = tokens[: commas[0]] if commas else tokens
    if first and (f.low[first[0]] in PREPOSITIONS or f.text[f.start[first[0]] : f.end[first[0]]].lower() in _FRONTS):
        if not commas:  # "In June the parks officer": the subject opens with the first article after the phrase
            at = next((i for i in range(2, len(tokens)) if f.low[tokens[i]] in ARTICLES), None)
            return None if at is None else _conjunct(f, tokens[at:])
        tokens = tokens[commas[0] + 1 :]
        commas = [i for i, ri in enumerate(tokens) if f.low[ri] == ","]
        first = tokens[: commas[0]] if commas else tokens
    if not first:
        return None
    apposed = tokens[commas[0] + 1 : commas[1] if len(commas) > 1 else len(tokens)] if commas else []
    main, apposed = _owned(f, first), _before_preposition(f, apposed)
    names = frozenset(f.low[ri] for ri in main + apposed if f.kind[ri] == ENT)
    words = [ri for ri in main if f.kind[ri] == WORD and f.cpos[ri] >= 0]
    common = frozenset(f.low[ri] for ri in words + apposed if f.kind[ri] == WORD and f.cpos[ri] >= 0)
    if not names and not common:
        return None
    head = f.low[words[-1]] if words and (not main or f.kind[main[-1]] != ENT) else None
    modifiers = frozenset(f.low[ri] for ri in words[:-1])
    return _Doer(names, common, head, modifiers, f.span(tokens[0], tokens[-1] + 1).strip(" ,"))


def _owned(f: Features, tokens: list[int]) -> list[int]:
    """The noun phrase of raw tokens: the words after its last possessor ("nephew" of "The apiary owner's nephew",
    "librarian" of "The Earl of Ashcombe's librarian"), before a preposition ("nephew" of "The nephew of the apiary's
    owner": a determiner opens the possessive after the preposition)."""
    owned = [i for i, ri in enumerate(tokens) if possessor(f, ri)]
    main = _before_preposition(f, tokens)
    if owned and (len(main) > owned[-1] or not any(f.low[ri] in DETERMINERS for ri in tokens[len(main) : owned[-1]])):
        return _before_preposition(f, tokens[owned[-1] + 1 :])
    return main


def _before_preposition(f: Features, tokens: list[int]) -> list[int]:
    """The raw tokens before the first preposition or participle of a "by" phrase ("The truck | driven by ...")."""
    n = len(f.low)
    cut = next((i for i, ri in enumerate(tokens) if f.low[ri] in PREPOSITIONS or (ri + 1 < n and f.low[ri + 1] == "by")),
               len(tokens))
    return tokens[:cut]


def doer_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim verb's doer that no use of the verb in the evidence may have (see the module docstring), described;
    else None."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue or nominal_roles_kept(cf, efs):
        return None
    read: set[tuple[str, _Doer]] = set()  # each verb and doer read once (a claim may say one thousands of times)
    replies: dict[tuple[str, int, int], bool] = {}  # each sentence read once for a doer's reply
    for c in cf.content:
        if c.kind != WORD or c.norm in SYMMETRIC or not verb(cf, c.ri):
            continue
        ours = _doer(cf, c.ri, False)
        if ours is None:
            continue
        ours = _named_as_evidence(ours, cf.low[0], efs)
        if (c.norm, ours) in read:
            continue
        read.add((c.norm, ours))
        found = _doers_of(c.norm, cf.cset - {c.norm} - ours.names - ours.common, efs)
        if found and not any(_may_be(ours, theirs, f, sent, efs) or _gapped(f, ri, ours)
                             or held_then(ours.shown, theirs.shown, _sentence_text(f, sent), efs)
                             or _replied(c.norm, ours.shown, f, sent, replies)
                             for theirs, f, sent, ri in found):
            return (f"the evidence says who '{cf.text[c.sstart : c.send]}': '{found[0][0].shown}', not "
                    f"'{ours.shown}'")
    return None


def _replied(said: str, doer: str, f: Features, sent: int, replies: dict[tuple[str, int, int], bool]) -> bool:
    """Whether the claim's doer of "said" replies in sentence `sent` of a text ("X said ..., and Tomasz Wren replied
    that ..."): a reply is a saying, whose words `_rules_speakers` reads. Each sentence is read once per doer (a
    sentence may hold thousands of uses of the verb). A reply "to" someone is not read: "Tomasz Wren replied to Mira
    Dene, who said that ..." gives the saying to Mira Dene."""
    if said not in _SAID:
        return False
    key = (doer, id(f), sent)
    if key not in replies:
        reply = re.compile(rf"\b{re.escape(doer)}\s+replied(?:\s+that\b|\s*:)")
        replies[key] = reply.search(_sentence_text(f, sent)) is not None
    return replies[key]


_SAID = frozenset({"said", "say", "says"})


def _sentence_text(f: Features, sent: int) -> str:
    lo, hi = f.sentences()[0][sent]
    return f.text[f.start[lo] : f.end[hi - 1]] if lo < hi else ""


def _named_as_evidence(ours: _Doer, first: str, efs: Sequence[Features]) -> _Doer:
    """The claim's doer with its first word, `first`, read as a name when the evidence writes it as one (a
    sentence's capitalised first word: "Pieter operated ...")."""
    named = frozenset(w for w in ours.common if w == first and any(f.kinds().get(w) == ENT for f in efs))
    if not named:
        return ours
    head = None if ours.head in named else ours.head
    return _Doer(ours.names | named, ours.common - named, head, ours.modifiers - named, ours.shown)


def _doers_of(norm: str, rest: frozenset[str], efs: Sequence[Features]) -> list[tuple[_Doer, Features, int, int]]:
    """The doer of each use of the verb `norm` in the evidence whose clause (up to a semicolon) holds one of the
    claim's other words `rest` or a pronoun (it may say the claim's event: "the Vell drawing was bought by a dealer"
    says nothing of "The gallery bought two prints"), with its text, sentence and raw index; empty when one has none
    read (or is negated)."""
    out = []
    parts = _SemicolonParts(rest)
    for f, u in uses(efs, norm):
        if u.kind != WORD or (rest and parts.about_else(f, u.ri)):
            continue
        theirs = _doer(f, u.ri, True) if verb(f, u.ri) else None
        if theirs is None or NEG in f.cue[max(0, u.ri - 4) : u.ri + 1]:
            return []
        out.append((theirs, f, u.sent, u.ri))
    return out


class _SemicolonParts:
    """Whether the part of a raw token's sentence between semicolons holds none of `rest` and no pronoun that may
    stand for them ("Trench B has yielded much more of it"). Each sentence's semicolons are found once and each part
    read once: a sentence may use the verb thousands of times, and scanning it for each use was quadratic."""

    def __init__(self, rest: frozenset[str]) -> None:
        self.rest = rest
        self.semicolons: dict[tuple[int, int], list[int]] = {}
        self.verdicts: dict[tuple[int, int, int], bool] = {}

    def about_else(self, f: Features, ri: int) -> bool:
        lo, hi = sentence_span(f, ri)
        key = (id(f), lo)
        if key not in self.semicolons:
            self.semicolons[key] = [x for x in range(lo, hi) if f.low[x] == ";"]
        marks = self.semicolons[key]
        before, after = bisect_left(marks, ri), bisect_right(marks, ri)
        a = marks[before - 1] + 1 if before else lo
        b = marks[after] if after < len(marks) else hi
        if (id(f), a, b) not in self.verdicts:
            part = f.low[a:b]
            self.verdicts[(id(f), a, b)] = self.rest.isdisjoint(part) and PERSONAL.isdisjoint(part)
        return self.verdicts[(id(f), a, b)]


_COLLECTIVE = frozenset({"group", "groups", "number", "team", "teams", "crew", "pair", "couple", "handful", "dozen",
                         "dozens", "hundreds", "thousands", "majority", "minority", "party", "band", "batch", "total",
                         "panel", "delegation", "contingent", "squad", "set", "series", "lot", "lots", "body",
                         "city", "town", "village", "county", "state", "kingdom", "republic", "island", "isle", "port",
                         "province", "region", "district", "borough", "parish"})
"""Nouns that count or gather what their "of" phrase names, or classify the name after it: "a group of students"
did what the students did, "the city of Leeds" what Leeds did."""


def _may_be(ours: _Doer, theirs: _Doer, f: Features, sent: int, efs: Sequence[Features]) -> bool:
    """Whether the evidence's doer may be the claim's (see the module docstring): a name the evidence gives no role
    may be a common doer the evidence gives no name, unless the use's sentence names both (two parties)."""
    if (ours.head is None or ours.names) and ours.names <= theirs.names | theirs.common:
        return True  # the names test below, on the doer's own words (the roles only add to them; the tests before it
        # can only say True)
    names, common = _with_roles(theirs, efs)
    keys = ours.names if ours.head is None else frozenset({ours.head})
    if _equated(f, sent, keys, theirs):
        return True
    if theirs.head in _COLLECTIVE and ours.shown and ours.shown.casefold().split()[-1] in theirs.shown.casefold().split():
        return True  # "A group of students visited", "The city of Leeds hosted": the students did, Leeds did
    if ours.head is None:  # a named doer
        if (ours.names <= names | common or (theirs.names and theirs.names <= ours.names)
                or _one_name(ours.names, theirs.names | common, efs) or _initials(ours.shown, theirs.shown)):
            return True
        claimed = _with_roles(_Doer(ours.names, frozenset(), None, frozenset(), ""), efs)[1]
        if theirs.head is None or theirs.names:
            return _attributive(f, sent, ours.names)  # "the only Eagles song on which Don Felder sang"
        if theirs.head in claimed:
            return True
        return not claimed and not _a_role(theirs.head, efs) and not ours.names <= f.sentence_terms()[sent]
    if ours.names and ours.names <= names | common:
        return True  # "Orders taken by Lucy Harte go ...": a name of the claim's names the doer
    if not ours.names and ours.common and ours.head in theirs.names and ours.common <= theirs.names:
        return True  # "the auction house" for "the Ashby Fine Art Auction House": the name's own words (probe 41)
    if ours.head in common or (theirs.head is not None and theirs.head in ours.common):
        return not _told_apart(ours, theirs, f, sent)
    return (theirs.head is None and common == theirs.common and not _a_role(ours.head, efs)
            and ours.head not in f.sentence_terms()[sent])


_JOINS = 8
"""Parts after the verb read for a gapped doer."""


def _gapped(f: Features, ri: int, ours: _Doer) -> bool:
    """Whether the claim's doer is named after the verb at raw index `ri` in its sentence, in a part after "and" or a
    comma with no verb of its own, in its first noun phrase or a "by" phrase: the verb is left out ("... set up by Ruth
    Amis, and the madder baths by Sol Eke", "The Selkie landed 40 tonnes and the Tern 25 tonnes", "..., followed by
    weather damage"; not "..., the Friends of Victoria Park, with money from the lottery fund")."""
    keys = ours.names if ours.head is None else {ours.head}
    end = min(sentence_span(f, ri)[1], ri + CLAUSE_REACH)  # (a sentence of thousands of commas is not read whole at
    # each use of the verb: stop 49's hardening test)
    joins = [at for at in range(ri + 1, end) if f.low[at] in {"and", ","}][:_JOINS]
    for at in joins:
        stop = next((x for x in range(at + 1, end) if f.low[x] in PREPOSITIONS and f.low[x] not in {"by", "of"}), end)
        words = {f.low[x] for x in range(at + 1, stop)}
        if keys <= words and not any(f.kind[x] == WORD and f.cpos[x] >= 0 and verb(f, x) and f.low[x + 1] != "by"
                                     for x in range(at + 1, end) if x + 1 < len(f.low)):
            return True
    return False


def _equated(f: Features, sent: int, keys: frozenset[str], theirs: _Doer) -> bool:
    """Whether the use's sentence says the claim's doer is the evidence's by a copula: a key word, "is" or "was" within
    three words after it, the evidence doer's head within six words after that ("Australia is the most successful
    country which won ...")."""
    lo, hi = f.sentences()[0][sent] if sent < len(f.sentences()[0]) else (0, 0)
    if keys.isdisjoint(f.low[lo:hi]):
        return False  # no key word in the sentence (one set test)
    for ri in range(lo, hi):
        if f.low[ri] in keys:
            be = next((x for x in range(ri + 1, min(hi, ri + 4)) if f.low[x] in {"is", "was", "are", "were"}), None)
            if be is not None and any(f.low[x] == theirs.head or f.low[x] in theirs.names
                                      for x in range(be + 1, min(hi, be + 7))):
                return True
    return False


def _one_name(ours: frozenset[str], theirs: frozenset[str], efs: Sequence[Features]) -> bool:
    """Whether the evidence writes a name holding a word of each that the other lacks ("Marion Smith" for "Smith" and
    "Marion"; not "Agnes Troy" for "Agnes Troy" and "Felix Troy")."""
    for f in efs:
        for lo, hi in name_runs(f):
            words = set(f.low[lo:hi])
            if lo > 0 and f.kind[lo - 1] == WORD and f.text[f.start[lo - 1] : f.start[lo - 1] + 1].isupper():
                words.add(f.low[lo - 1])  # a sentence's first word before the rest of the name
            if words & (ours - theirs) and words & (theirs - ours):
                return True
    return False


def _initials(a: str, b: str) -> bool:
    """Whether one name is the other's initials ("MJ" for "Michael Jordan")."""
    for short, full in ((a, b), (b, a)):
        caps = "".join(w[0] for w in full.split() if w[:1].isupper())
        if short.isupper() and len(short) >= 2 and short == caps:
            return True
    return False


def _attributive(f: Features, sent: int, names: frozenset[str]) -> bool:
    """Whether the use's sentence writes a name of the claim's doer before a common noun, no verb ("Eagles song", not
    "Rosa Quint planted" nor "The Earl's librarian"): the doer may be one of the group it names."""
    terms = f.sentence_terms()[sent] if sent < len(f.sentence_terms()) else frozenset()
    if not names & terms:
        return False
    return any(c.norm in names and c.sent == sent and c.ri + 1 < len(f.low) and f.kind[c.ri + 1] == WORD
               and f.cpos[c.ri + 1] >= 0 and not verb(f, c.ri + 1) and not possessor(f, c.ri) for c in f.content)


def _with_roles(doer: _Doer, efs: Sequence[Features]) -> tuple[frozenset[str], frozenset[str]]:
    """A doer's names and common words with the roles the evidence gives its names, and the names it gives its
    common words as a role."""
    names, common = set(doer.names), set(doer.common)
    for f in efs:
        for name, words in roles(f).items():
            if name[-1] in doer.names:
                common |= words
            elif doer.head is not None and doer.head in words:
                names |= set(name)
    return frozenset(names), frozenset(common)


def _a_role(word: str, efs: Sequence[Features]) -> bool:
    """Whether the evidence gives `word` to a name as its role."""
    return any(word in words for f in efs for words in roles(f).values())


def _told_apart(ours: _Doer, theirs: _Doer, f: Features, sent: int) -> bool:
    """Whether the evidence's doer has the claim's head with other modifiers, and its sentence writes a modifier of the
    claim's, missing from its doer, before that head ("the youth choir sang first and the adult choir closed ...")."""
    if theirs.head != ours.head or not theirs.modifiers:
        return False
    for word in ours.modifiers - theirs.common:
        for p in f.index()[0].get(word, ()):
            c = f.content[p]
            if c.sent == sent and c.ri + 1 < len(f.low) and f.low[c.ri + 1] == ours.head and not possessor(f, c.ri):
                return True
    return False
