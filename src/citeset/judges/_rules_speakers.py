"""Words the claim gives one speaker that the evidence gives another (probe 42's coreference family).

"Luca Bianchi said the rota would be extended to Skerry Point" on "Luca Bianchi presented the rota he had drawn up.
/ Fiona Walsh thanked him and said the rota would be extended to Skerry Point": every word of the claim is in the
evidence, but the one who said it is Fiona Walsh. The evidence sentence holding most of what the claim says was said
names its speaker: the name right before its verb of saying, or, when a pronoun or a joined verb stands there ("and
she said", "thanked him and said"), the name that opens the sentence; "according to X" names X. When that speaker is
another person (a name of two words or more) than the claim's, the claim is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_persons import is_person
from citeset.judges._rules_tokens import Features, finds, kept, opening, prose_clauses, search, word_set

_PERSON = r"(?<![\w'\u2019-])(?!(?:After|While|As|When|Before|Since|If|Although|Though|Because|The|A|An|In|On|At|By|For|With|From|During|According|Once|Until|Then|And|But)\b)[A-Z][\w'\u2019-]+(?:\s+(?:de|van|von|da|di|le|la)?\s*[A-Z][\w'\u2019-]+){1,2}"
_SAYS = r"(?:said|says|announced|confirmed|stated|told|explained|added|insisted|warned|noted|claimed|reported|replied)"
"""Verbs of saying; "replied" gives the words to the one who replies ("X said ..., and Y replied that ...")."""
_OF_BODY = r"(?:\s+of\s+(?:the\s+)?[A-Z][\w'\u2019&-]*(?:\s+(?:[A-Z][\w'\u2019&-]*|&|and|of))*)?"
"""What may stand between a speaker and "said": the body they speak for ("Idris Hartigan of Keystone Builders said").
A body after "of" is no speaker ("The chief executive of Severnmoor Water said": a role, not read)."""
_BODY_BEFORE = lazy_compile(r"\bof\s+(?:the\s+)?(?:(?:[A-Z][\w'\u2019&-]*|and|&|of)\s+)*$")
_CLAIMED = (lazy_compile(rf"(?P<name>{_PERSON}){_OF_BODY}\s+(?:has\s+|had\s+)?{_SAYS}\b"),
            lazy_compile(rf"\b[Aa]ccording\s+to\s+(?P<name>{_PERSON})\b"))
_SAYING = lazy_compile(rf"\b{_SAYS}\b")
_PRONOUN_BEFORE = lazy_compile(r"(?:\b(?:he|she|they|and|also|later|then|him|her|them)\s+)$", re.IGNORECASE)
_NAMES_BEFORE = lazy_compile(rf"{_PERSON}(?:\s*,\s*{_PERSON})*(?:,?\s+and\s+{_PERSON})?(?:,[^,]{{1,60}},)?\s+(?:has\s+|had\s+)?$")
_PEOPLE = lazy_compile(_PERSON)
_INVERTED = lazy_compile(rf"\s+(?P<name>{_PERSON})\b")
"""A speaker right after the verb of saying (a quotation's inversion: '"...," said Matilda Achebe')."""
_OPENING = lazy_compile(rf"^[\s\"\u201c]*(?P<name>{_PERSON})\b|^(?:[^,.;]{{0,40}},\s+)?(?P<later>{_PERSON})\b")
"""The name a sentence opens with, or the one after a short opening phrase ("In 2019, Hamish Blackwood")."""
_ACCORDING = lazy_compile(rf"\b[Aa]ccording\s+to\s+(?P<name>{_PERSON})\b")
_SHARE = 0.6
"""The share of the claim's words after its speaker the evidence sentence must hold."""


def speaker_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's speaker of what the claim gives another speaker (see the module docstring), described; else
    None."""
    claimed = next((m for pattern in _CLAIMED for m in finds(pattern, cf)
                    if _BODY_BEFORE.search(cf.text[max(0, m.start() - 120) : m.start()]) is None), None)
    if claimed is None:
        return None
    mine = claimed.group("name")
    said = cf.cset - _norms(cf, claimed.start(), claimed.end())
    need = max(2, int(_SHARE * len(said) + 0.999))
    openers: list[str | None] = []  # the name each sentence so far opened with (None: no person's)
    for f in efs:
        for (lo, hi), words in zip(*f.sentences(), strict=False):
            if lo >= hi:
                continue
            text = f.text[f.start[lo] : f.end[hi - 1]]
            if len(words & said) >= need:
                theirs = _speakers(text, said, _topic(openers))
                if theirs and not any(_same(name, mine) for name in theirs):
                    return f"the evidence gives the words to '{theirs[0]}' ('{text}'), the claim to '{mine}'"
            opening = _opening(text)
            openers.append(opening if opening is not None and is_person(opening) else None)
    return None


def _topic(openers: list[str | None]) -> str | None:
    """What "he"/"she" opening a sentence refers to: the person the sentence before opened with, unless the one
    before that opened with another person ("Ana Ruiz spoke. Kenji Mori cut the ribbon. '...,' she said": either)."""
    if not openers or openers[-1] is None:
        return None
    earlier = openers[-2] if len(openers) > 1 else None
    return None if earlier is not None and not _same(earlier, openers[-1]) else openers[-1]


def _speakers(text: str, said: frozenset[str], topic: str | None = None) -> list[str]:
    """The speakers of the sentence's verb of saying whose words hold the most of the claim's (see the module
    docstring). A pronoun subject is read as the sentence's opening name ("Fiona Walsh praised Daniel ..., and she
    said"), or, in a sentence opening with no name ('"We expect ...," she said'; "After meeting X, she said"), as the
    `topic`, the person the sentence before opened with (`_topic`); a gender the judge cannot see may overturn either
    ("Tom Reed asked Anna Berg ..., and she said": refused)."""
    according = search(_ACCORDING, text)
    if according is not None:
        return [according.group("name")]
    verbs = list(finds(_SAYING, text))
    if not verbs:
        return []
    ends = [v.start() for v in verbs[1:]] + [len(text)]
    verb = max(zip(verbs, ends, strict=True), key=lambda ve: len(features(text[ve[0].end() : ve[1]]).cset & said))[0]
    inverted = _INVERTED.match(text, verb.end())
    if inverted is not None:
        return [inverted.group("name")]  # '"...," said Matilda Achebe, chief executive of ...'
    before = text[: verb.start()]
    if _PRONOUN_BEFORE.search(before):
        name = _opening(text) or topic  # a pronoun subject continues the sentence's subject (a reader's default)
        return [name] if name is not None else []
    named = _NAMES_BEFORE.search(before)
    return [n for n in _PEOPLE.findall(named.group(0))] if named is not None else []


def _opening(text: str) -> str | None:
    """The name the sentence opens with (`_OPENING`), else None."""
    m = _OPENING.match(text)
    return None if m is None else m.group("name") or m.group("later")


def _same(a: str, b: str) -> bool:
    """Whether two names are one person's: one holds the other's last word ("Ms Walsh", "Fiona Walsh")."""
    return a.split()[-1] == b.split()[-1]


def _norms(f: Features, start: int, end: int) -> frozenset[str]:
    """The norms of the content tokens within characters start..end."""
    return frozenset(f.low[ri] for ri in range(len(f.low)) if f.cpos[ri] >= 0 and start <= f.start[ri] < end)


_ROLE = r"(?P<role>[a-z][a-z'\u2019-]*(?:\s+[a-z][a-z'\u2019-]*){0,3}?)"
_ROLE_CLAIMED = (lazy_compile(rf"^\s*(?:The|[A-Z][\w&'\u2019-]*(?:\s+(?:[A-Z&][\w'\u2019-]*|of|and))*(?:'s|\u2019s|'|\u2019))\s+"
                            rf"{_ROLE}\s+(?:has\s+|had\s+)?{_SAYS}\b"),
                 lazy_compile(rf"^\s*According\s+to\s+(?:the|[A-Z][\w&'\u2019-]*(?:\s+(?:[A-Z&][\w'\u2019-]*|of|and))*"
                            rf"(?:'s|\u2019s|'|\u2019))\s+{_ROLE}\s*,"))
"""A claim giving its words to a role, not a name: "The welfare officer reported that ...", "According to the club
secretary, ...", "Harwood & Lisle's managing director said ..."."""
_ROLE_INVERTED = lazy_compile(rf"[,.!?]['\u2019\u201d\"]\s*{_SAYS}\s+the\s+(?:[A-Z][\w&'\u2019-]*(?:\s+(?:[A-Z&][\w'\u2019-]*|"
                            rf"of|and))*(?:'s|\u2019s|'|\u2019)\s+)?{_ROLE}\s*[.!]?\s*$")
"""A claim giving a quotation to a role after it ("'The pond needs dredging,' said the society's secretary.")."""
_ROLE_FRAME = frozenset({"of", "the", "for", "and"})


def role_speaker_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """Words the claim gives a role ("The welfare officer reported that pitch bookings were complete") that the
    evidence's clause saying them gives a named speaker, while another clause with a verb of saying gives the role to
    another named person ("fixtures secretary Sunil Varga said pitch bookings were complete, while welfare officer
    Carys Blount said two new clubs had applied"; probe 52; across sentences, probe 50): described, else None. Not
    read when the clause saying them names no one ("she added", "but added that": its speaker may hold the role), or
    the evidence gives its speaker the role anywhere ("Ana Ruiz is the festival director"). The role may follow the
    words ("'The pond needs dredging,' said the society's secretary"; probe 57)."""
    claimed = next((m for pattern in _ROLE_CLAIMED if (m := opening(pattern, cf.text)) is not None), None)
    if claimed is not None:
        said = cf.cset - _norms(cf, 0, claimed.end())
    elif (claimed := search(_ROLE_INVERTED, cf)) is not None:
        said = cf.cset - _norms(cf, claimed.start(), len(cf.text))  # ("'...,' said the club's secretary.")
    else:
        return None
    role = _stems(word_set(claimed.group("role")) - _ROLE_FRAME)
    need = max(2, int(_SHARE * len(said) + 0.999))
    clauses = [c for f in efs for c in _saying_clauses(f)]
    best = max(clauses, key=lambda c: len(c[1] & said), default=None)
    if best is None or len(best[1] & said) < need or role <= _stems(best[2]):
        return None
    claim_words = word_set(cf.text)
    speakers = _surnames(best[0], claim_words)
    named = {w for name in _names(best[0], claim_words) for w in word_set(name)}
    if not speakers or _PRONOUN_SPEAKER.search(best[0]) or any(
            role <= _stems(words) and not named.isdisjoint(words) for f in efs
            for words in kept(f, "clause_word_sets", _clause_word_sets)):
        return None  # ("Thanking Tom Bell, she said": the words are hers; "Siobhán was elected head brewer")
    for clause, _, words in clauses:
        if words is not best[2] and role <= _stems(_words_before_saying(clause)) and \
                (others := _surnames(clause, claim_words)) and speakers.isdisjoint(others):
            return (f"the evidence gives the words to another speaker than the {claimed.group('role')} "
                    f"('{best[0].strip()}')")
    return None


def _surnames(text: str, claim_words: set[str]) -> set[str]:
    """The last words of the people a text names ("Sunil Varga": varga)."""
    return {name.split()[-1].casefold() for name in _names(text, claim_words)}


def _names(text: str, claim_words: set[str]) -> list[str]:
    """The people a text names, but names of the claim's own words (a body it names: "Fenwick Joinery's works
    manager")."""
    text = _SPACES.sub(" ", text)  # (`_PERSON` backtracks over a run of spaces between two words)
    return [name for name in _PEOPLE.findall(text) if not word_set(name) <= claim_words]


def _stems(words: set[str]) -> set[str]:
    """Words as a role is compared: their first five letters, a possessive's "'s" dropped ("chairs", "chairing" and
    "chair"; "club's secretary" and "club secretary")."""
    return {w.replace("’", "'").removesuffix("'s")[:5] for w in words}


def _words_before_saying(clause: str) -> set[str]:
    """The words of a clause before its first verb of saying: where it names its speaker's role ("while welfare
    officer Carys Blount said"), not whom it speaks of ("said the head brewer had worked hard")."""
    verb = _SAYING.search(clause)
    return word_set(clause[: verb.start()] if verb is not None else clause)


_SPACES = lazy_compile(r"\s+")
_PRONOUN_SPEAKER = lazy_compile(r"\b(?:[Hh]e|[Ss]he|[Tt]hey|[Ww]e|I)\s+(?:also\s+|later\s+|then\s+)?" + _SAYS + r"\b")


def _clause_word_sets(f: Features) -> tuple[set[str], ...]:
    return tuple(word_set(c) for c in prose_clauses(f))


def _saying_clauses(f: Features) -> tuple[tuple[str, frozenset[str], set[str]], ...]:
    """(the clause, its content norms, its words) of each clause of a text with a verb of saying (read once per text)."""
    return kept(f, "saying_clauses", _read_saying_clauses)


def _read_saying_clauses(f: Features) -> tuple[tuple[str, frozenset[str], set[str]], ...]:
    found = []
    for clause in prose_clauses(f):
        if _SAYING.search(clause):
            found.append((clause, features(clause).cset, word_set(clause)))
        if len(found) >= _MAX_CLAUSES:
            break
    return tuple(found)


_MAX_CLAUSES = 64
"""Clauses with a verb of saying read at most per text (a text of more is a transcript, not a report of who said
what)."""
