"""A doer the claim adds to what the evidence states in the passive voice, without saying who did it.

"The Ferrox Foundation released Quillstone 4.2" is not held by "Quillstone 4.2 was released on 3 June and is
maintained by the Ferrox Foundation": every word is in the evidence, but the evidence says who maintains it, not
who released it (two audits found such claims accepted: "X founded Y" on "Y was founded in 1931 and is coached
by X"). A claim whose name is right before its verb ("A released B") is read against the evidence's uses of
that verb: when each is passive ("was released") and names no doer ("by A") in its clause, the claim's doer is
its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_identified import identified_runs
from citeset.judges._rules_lexicon import ARTICLES, BE_FORMS
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    ENT,
    NUM,
    SENT,
    WORD,
    CTok,
    Features,
    kept,
    kept_at,
    name_after,
    name_before,
    uses,
    word_before,
)

_BE = BE_FORMS | {"'s"}
_SKIP = frozenset({"also", "not", "then", "later", "first", "formally", "officially", "jointly", "originally"})
_CLAUSE_END = frozenset({"and", "but", "while", "whereas", "which", "who", ";", ","})
ACTIVE = lazy_compile(r"(?:ed|s)$|^(?:began|built|sold|won|made|took|gave|held|led|paid|bought|brought|wrote|ran|"
                     r"set|founded|opened)$", re.IGNORECASE)
"""Verb forms a doer comes right before: past ("released", "built") or present ("releases")."""
MORE_ACTIVE = lazy_compile(r"^(?:beat|sent|lent|taught|told|said|caught|chose|drove|struck|overtook|"
                         r"out(?:sold|ran|grew|bid|shone|did|fought|threw|drew|sang|spent|beat))$", re.IGNORECASE)
"""More past forms, read by the newer readings (`active_verb`) only: the older ones keep their reading."""
AUXILIARIES = BE_FORMS | {"will", "would", "can", "could", "may", "might", "must", "shall", "should", "have", "has",
                          "had", "do", "does", "did"}


def added_doer(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's passive phrase that names no doer, when the claim gives its verb one ("The Ferrox Foundation
    released ..." on "... was released on 3 June ..."), else None."""
    read: set[tuple[str, str]] = set()
    for v, doer in _active_verbs(cf):
        if (v.norm, doer.norm) in read:
            continue  # the same verb after the same name, already read (a claim saying it thousands of times read
            # every evidence use of it for each: hardening audit h40)
        read.add((v.norm, doer.norm))
        said = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD]
        if not said or not uses(efs, doer.norm):
            continue  # the verb or the doer is not in the evidence: coverage decides
        passive = [_passive_without(f, u, doer.norm) for f, u in said]
        if all(p is not None for p in passive):
            return passive[0]
    return None


def _active_verbs(cf: Features) -> list[tuple[CTok, CTok]]:
    """The claim's verbs with the name right before them (the last word of that name), in the active voice (read once
    per claim text: two readings ask, for each pair the claim is checked in)."""
    return kept(cf, "active verbs", _read_active_verbs)


def _read_active_verbs(cf: Features) -> list[tuple[CTok, CTok]]:
    out = []
    content = cf.content
    for i in range(1, len(content)):
        v, doer = content[i], content[i - 1]
        if v.kind != WORD or doer.kind != ENT or v.ri != doer.ri + 1 or v.sent != doer.sent:
            continue
        if ACTIVE.search(cf.text[v.sstart : v.send]) and i + 1 < len(content) and content[i + 1].sent == v.sent:
            out.append((v, doer))
    return out


def _passive_without(f: Features, u: CTok, doer: str) -> str | None:
    """The passive phrase of the verb `u` ("was released") when its clause names no doer `doer` after it ("by
    the Ferrox Foundation"), else None."""
    at = word_before(f, u.ri, _SKIP)
    if at < 0 or f.low[at] not in _BE:
        return None
    ri = u.ri + 1
    stop = min(len(f.low), ri + CLAUSE_REACH)  # (a clause this long is read as cut there: hardening audit h42)
    while ri < stop and f.kind[ri] != SENT and f.low[ri] not in _CLAUSE_END and f.kind[ri] != BOUND:
        if f.low[ri] == "by":
            return None  # a doer is named: the role reading compares it
        ri += 1
    content = f.content  # the clause's own tokens, by position (the whole text's were read at each verb: quadratic)
    if any(p >= 0 and content[p].norm == doer for p in f.cpos[u.ri + 1 : ri]):
        return None
    return f.text[f.start[at] : f.end[u.ri]]


def reversed_voice(cf: Features, efs: Sequence[Features]) -> str | None:
    """A name the claim makes the object of its verb ("... owns the Marsh Group") that the evidence makes that
    verb's doer ("... is owned by the Marsh Group"), and never its object: described, else None (audit 20
    bu-13)."""
    # The evidence's uses of each verb are read once, into the names they have as objects and the first use with each
    # doer after "by": a claim saying one verb thousands of times read its thousands of uses at each (hardening h42).
    read: dict[str, tuple[set[str | None], dict[str | None, tuple[Features, CTok]]]] = {}
    for v in cf.content:
        if v.kind != WORD or be_before(cf, v.ri) or not ACTIVE.search(cf.text[v.sstart : v.send]):
            continue
        obj = noun_after(cf, v.ri)
        if obj is None:
            continue
        found = read.get(v.norm)
        if found is None:
            said = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD]
            doers: dict[str | None, tuple[Features, CTok]] = {}
            for f, u in said:
                if be_before(f, u.ri) and u.ri + 1 < len(f.low) and f.low[u.ri + 1] == "by":
                    doers.setdefault(noun_after(f, u.ri + 1), (f, u))
            found = read[v.norm] = ({noun_after(f, u.ri) for f, u in said}, doers)
        if obj in found[0]:
            continue  # the evidence also has it as the object
        if obj in found[1]:
            f, u = found[1][obj]
            return (f"roles reversed: claim '{cf.text[v.sstart : v.send]} {cf.display(obj)}', evidence "
                    f"'{f.text[u.sstart : u.send]} by {f.display(obj)}'")
    return None


DETERMINERS = ARTICLES | {"its", "their", "his", "her", "our", "my", "your", "this", "that", "these", "those"}


def active_verb(f: Features, ri: int) -> bool:
    """Whether raw token `ri` reads as a verb in the active voice: a form a doer comes before (`ACTIVE`), not after
    an article or a possessive ("the rights", "its sales" are nouns), not a participle with its doer after it ("a
    team sponsored by the Marsh Bank")."""
    word = f.text[f.start[ri] : f.end[ri]]
    if not _active_form(word) or (ri > 0 and f.low[ri - 1] in DETERMINERS):
        return False
    if ri + 1 < len(f.low) and f.low[ri + 1] in AUXILIARIES and not word.lower().endswith("ed"):
        return False  # "timber sleepers were replaced": a plural noun before its verb
    return ri + 1 >= len(f.low) or f.low[ri + 1] != "by"


def _active_form(word: str) -> bool:
    """Whether a word as written is a form a doer comes before (`ACTIVE` or `MORE_ACTIVE`), remembered by word."""
    found = _ACTIVE_FORMS.get(word)
    if found is None:
        if len(_ACTIVE_FORMS) >= _FORMS_MAX:
            _ACTIVE_FORMS.clear()
        found = _ACTIVE_FORMS[word] = ACTIVE.search(word) is not None or MORE_ACTIVE.search(word) is not None
    return found


_ACTIVE_FORMS: dict[str, bool] = {}
_FORMS_MAX = 65_536  # words remembered at most (cleared when full: a few MB at most)


def reciprocal(f: Features, ri: int) -> bool:
    """Whether the verb at raw index `ri` relates two parties alike ("collided with", "settled with")."""
    return ri + 1 < len(f.low) and f.low[ri + 1] == "with"


def be_before_adverbs(f: Features, ri: int) -> bool:
    """`be_before`, past adverbs in "-ly" too ("will be slowly replaced"), read back CLAUSE_REACH tokens at most (a
    claim of thousands of "respectively" was read back to its start at each word: hardening audit h40)."""
    at, stop = ri - 1, max(-1, ri - 1 - CLAUSE_REACH)
    while at > stop and (f.low[at] in _SKIP or (f.kind[at] == WORD and f.text[f.start[at] : f.end[at]].endswith("ly"))):
        at -= 1
    return at > stop and f.low[at] in _BE


def be_before(f: Features, ri: int) -> bool:
    at = word_before(f, ri, _SKIP)
    return at >= 0 and f.low[at] in _BE


def _name_after(f: Features, ri: int) -> str | None:
    """The first word of the name right after raw token `ri` (articles skipped), else None."""
    run = _run_after(f, ri)
    return run[0] if run else None


def noun_after(f: Features, ri: int) -> str | None:
    """The name right after raw token `ri`, or else the first word of the noun phrase there, an article opening it or
    not ("a digital system": "digital"; "outsold gloves": "glove"); None for anything else (an adverb: "sold
    quickly")."""
    name = _name_after(f, ri)
    if name is not None:
        return name
    at = ri + 1
    if at < len(f.low) and f.low[at] in ARTICLES:
        at += 1
    if at < len(f.low) and f.cpos[at] >= 0 and _possessive(f, at) and at + 1 < len(f.low):
        at += 1  # "Rovers' captain": the captain
    p = f.cpos[at] if at < len(f.low) else -1
    if p < 0 or f.content[p].kind != WORD or f.text[f.start[at] : f.end[at]].lower().endswith("ly"):
        return None
    return f.content[p].norm


SYMMETRIC = frozenset({"met", "meet", "marri", "marry", "play", "face", "drew", "draw", "tie", "tied", "merg",
                        "merge", "partner", "join", "collaborat", "fought", "fight", "battl", "debat", "shar",
                        "resembl", "border", "knew", "know", "rival", "edg", "overlap", "collid", "touch", "adjoin",
                        "neighbour", "neighbor"})
"""Verbs whose doer and object may change places ("A met B" is "B met A"): stems and forms as features hold them."""


def doer_made_object(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's doer that the evidence makes the object of the same verb, which never takes the claim's
    object there ("A succeeded B" on "... named B head coach, succeeding A"; audit 21 or-02): described, else
    None."""
    for v, _ in _active_verbs(cf):
        if v.norm in SYMMETRIC or be_before(cf, v.ri):
            continue
        doer, obj = name_before(cf, v.ri), _run_after(cf, v.ri)
        if not doer or not obj:
            continue
        said = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD]
        if any(_run_after(f, u.ri) == obj or name_before(f, u.ri) == doer or _pronoun_near(f, u.ri) for f, u in said):
            continue  # the evidence also gives the verb the claim's object or doer, or may (by a pronoun)
        for f, u in said:
            if _run_after(f, u.ri) == doer:
                return (f"roles reversed: claim '{cf.text[cf.start[v.ri - len(doer)] : v.send]}', evidence "
                        f"'{f.text[u.sstart : f.end[u.ri + len(doer)]]}'")
    return None


_PRONOUNS = frozenset({"he", "she", "it", "they", "him", "her", "them", "we", "us", "who", "which", "that"})


def parties_exchanged(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's subject and a name after its verb that the evidence exchanges around the same verb, never giving
    it the claim's subject ("The Rams, who are coached by Ida Venner, defeated the Otters" on "The Otters defeated
    the Rams" and "The Rams are coached by Ida Venner"; audit 22 ff-14, zo-14): described, else None. A place
    reading (`_rules_swaps`) needs each name said once, and the second passage names the subject again."""
    for v in cf.content:
        if v.kind != WORD or v.norm in SYMMETRIC or be_before(cf, v.ri) or not active_verb(cf, v.ri) or reciprocal(cf, v.ri):
            continue
        doer = subject_of(cf, v.ri)
        after = _names_after(cf, v.ri)
        if not doer or not after or doer in after:
            continue
        verbs = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD]
        said = [(f, u, subject_of(f, u.ri)) for f, u in verbs if not be_before(f, u.ri) and active_verb(f, u.ri)]
        if not said or any(not s or s == doer for _, _, s in said):
            continue  # the evidence gives the verb the claim's subject, or may (a pronoun, no name)
        if any(be_before(f, u.ri) and named_after(f, u.ri, doer) for f, u in verbs):
            continue  # the passive says the claim's way too ("Ivo Lind was taught by Mia Holt")
        for f, u, s in said:
            if (s in after and doer in _names_after(f, u.ri)
                    and _relation_words(cf, v.ri, s) == _relation_words(f, u.ri, doer)):
                return (f"roles exchanged: claim '{cf.display(doer[0])} ... {cf.text[v.sstart : v.send]} ... "
                        f"{cf.display(s[0])}', evidence '{f.display(s[0])} ... {f.text[u.sstart : u.send]} ... "
                        f"{f.display(doer[0])}'")
    return None


def _relation_words(f: Features, ri: int, name: tuple[str, ...]) -> frozenset[str]:
    """The words (not names) between the verb at raw index `ri` and the next use of `name` after it: what relates
    them ("lies downstream of" is not "lies upstream of")."""
    out: set[str] = set()
    at = ri + 1
    while at < len(f.low) and f.kind[at] != SENT and tuple(f.low[at : at + len(name)]) != name:
        if f.kind[at] != ENT and f.low[at] not in ARTICLES and f.low[at] not in _NO_PLACE:
            out.add(f.low[at])  # "performed after" is not "performed before"
        at += 1
    return frozenset(out)


_NO_PLACE = frozenset({",", ";", "(", ")", "'", "’", '"'})


_AFTER_ENDS = frozenset({";", "while", "whereas", "but", "which", "who", "whose", "although", "though"})
_PHRASE_ENDS = _AFTER_ENDS | {",", "and"}


def _names_after(f: Features, ri: int, ends: frozenset[str] = _AFTER_ENDS) -> list[tuple[str, ...]]:
    """The names after raw token `ri` in its clause (up to one of `ends`), each as its words."""
    out: list[tuple[str, ...]] = []
    at = ri + 1
    stop = min(len(f.low), ri + 1 + CLAUSE_REACH)
    while at < stop and f.kind[at] != SENT and f.low[at] not in ends:
        if f.kind[at] == ENT:
            run = name_after(f, at - 1)
            if not _possessive(f, at + len(run) - 1):
                out.append(run)  # "taught Maja Eik's son": the name describes the object
            at += len(run)
            continue
        at += 1
    return out


def _pronoun_near(f: Features, ri: int) -> bool:
    """Whether a pronoun stands right before or after raw token `ri` ("she came back and replaced him")."""
    after = ri + 1 < len(f.low) and f.low[ri + 1] in _PRONOUNS
    before = word_before(f, ri, _SKIP)
    return after or (before >= 0 and f.low[before] in _PRONOUNS)


def _run_after(f: Features, ri: int) -> tuple[str, ...]:
    """The name right after raw token `ri`, articles skipped; empty when it is a possessor ("taught Maja Eik's
    son": the name describes the object)."""
    run = name_after(f, ri, ARTICLES)
    if not run:
        return run
    at = ri + 1
    while f.low[at] in ARTICLES:
        at += 1
    return () if _possessive(f, at + len(run) - 1) else run


def _possessive(f: Features, ri: int) -> bool:
    return f.text[f.start[ri] : f.end[ri]].endswith(("'s", "’s", "'", "’"))


_SUBJECT_BREAKS = frozenset({",", ";", ":", "and", "but", "or", "which", "who", "that", "whose", "while"})


def subject_elsewhere(cf: Features, efs: Sequence[Features]) -> str | None:
    """A relation the claim states of its subject ("The Aster-2 satellite is built by Nordhavn") that the
    evidence states, each time, of another name ("The Corvid-3 rocket is built by Nordhavn"), never in a
    sentence naming the claim's subject: the bridge's fact given to the final entity (audit 21 sa-12), described,
    else None. A name after a word of its role ("by coach Ilse Varga") is the party, and a claim's one capitalised
    opening word that the evidence names ("Tallis joined ...") its subject (audit 25 ch-14, ho-13)."""
    for v, voice, party in _relations(cf):
        mine = subject_of(cf, v.ri) or named_opening(cf, v.ri, efs)
        if not mine or mine == party:
            continue
        verbs = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD]
        said = [(f, u) for f, u in verbs if _party(f, u.ri, voice) == party]
        subjects = [subject_of(f, u.ri) for f, u in said]
        if not said or any(not s or s == mine for s in subjects):
            continue
        if not _described(cf, v.ri) and all(_described(f, u.ri) for f, u in said):
            continue  # "The Fenwick chair is advised by ..." for "Mira Holt is advised by ...": a description
            # another passage may say is the claim's subject (a bridge; probe 28), not another name
        # "Brightwave won 100 MHz" on "Kestrel won 100 MHz, while Brightwave won 80 MHz": crossed values
        own = [(f, u) for f, u in verbs if subject_of(f, u.ri) == mine]
        crossed = voice == "value" and any(_party(f, u.ri, voice) not in ((), party) for f, u in own) \
            and not any(_value_later(f, u, party) for f, u in own)
        # (a value the subject's own sentence also gives, without its verb, is the subject's too: "scored 85
        # points in the heats and 88 in the final")
        if not crossed and (any(_in_sentence(f, u.sent, mine) for f, u in verbs)
                            or not any(in_text(f, mine) for f in efs) or _said_together(efs, mine, party)
                            or _said_alike(efs, mine) or identified_runs(efs, mine, subjects[0])):
            continue  # a sentence with the verb names the claim's subject (in either voice: "T also runs C" for
            # "C is run by T"), or no passage does (coverage decides), or one names both (in other words), or one
            # says the two names are one thing ("registered as site HV-9": a route's join)
        f, u = said[0]
        return (f"relation given to another name: claim '{cf.display(mine[0])} ... {cf.text[v.sstart : v.send]}', "
                f"evidence '{f.display(subjects[0][0])} ... {f.text[u.sstart : u.send]}'")
    return None


def _described(f: Features, ri: int) -> bool:
    """Whether the verb at raw index `ri` follows a description's head word ("The Fenwick chair is advised"), not a
    name ("Owen Pryce is coached", "Marta Quill, who won ..., is coached"): auxiliaries and adverbs between are
    passed over."""
    at = ri - 1
    while at >= 0 and (f.low[at] in AUXILIARIES or f.low[at] in _ADVERBS or f.low[at].endswith("ly")):
        at -= 1
    return at >= 0 and f.kind[at] == WORD


_ADVERBS = frozenset({"not", "also", "still", "now", "already", "often", "always", "never", "currently"})


def _relations(cf: Features) -> list[tuple[CTok, str, tuple[str, ...]]]:
    """The claim's verbs with the name they relate their subject to: after "by" (passive), right after, after a
    preposition (`_LINKING`), which is then the voice, a value right after, or the first name later in the phrase
    ("buys its flour from the Greyford Mill"); read once per claim text."""
    return kept(cf, "agent relations", _read_relations)


def _read_relations(cf: Features) -> list[tuple[CTok, str, tuple[str, ...]]]:
    out = []
    for v in cf.content:
        if v.kind != WORD or v.ri + 1 >= len(cf.low):
            continue
        if cf.low[v.ri + 1] == "by" and be_before(cf, v.ri):
            party = _titled_run_after(cf, v.ri + 1)
            if party:
                out.append((v, "by", party))
        elif active_verb(cf, v.ri) and not be_before(cf, v.ri):
            voice = cf.low[v.ri + 1] if cf.low[v.ri + 1] in _LINKING else "object"
            party = _party(cf, v.ri, voice)
            if not party and voice == "object":
                voice, party = "value", _value_after(cf, v.ri)
            if not party and voice == "value":
                voice, party = "later", _party(cf, v.ri, "later")  # "buys its flour from the Greyford Mill"
            if party:
                out.append((v, voice, party))
    return out


_LINKING = frozenset({"with", "for", "at", "under"})
"""Prepositions between a verb and the name it relates its subject to ("trains with the Eastbrook Harriers")."""


def _party(f: Features, ri: int, voice: str) -> tuple[str, ...]:
    if voice == "value":
        return _value_after(f, ri)
    if voice == "later":
        return next(iter(_names_after(f, ri, _PHRASE_ENDS)), ())
    if voice != "object":
        return _titled_run_after(f, ri + 1) if ri + 1 < len(f.low) and f.low[ri + 1] == voice else ()
    return _run_after(f, ri)


def _titled_run_after(f: Features, ri: int) -> tuple[str, ...]:
    """`_run_after`, or the name after one word that gives its role ("by grandmaster Ilse Varga", "with coach Ana
    Roe"): the party is the name, on either side alike (audit 25 ch-14)."""
    run = _run_after(f, ri)
    if run:
        return run
    at = ri + 1
    while at < len(f.low) and f.low[at] in ARTICLES:
        at += 1
    if at + 1 < len(f.low) and f.kind[at] == WORD and f.cpos[at] >= 0 and f.kind[at + 1] == ENT:
        return _run_after(f, at)
    return ()


def named_opening(cf: Features, ri: int, efs: Sequence[Features]) -> tuple[str, ...]:
    """The claim's one capitalised word right before the verb at raw index `ri`, opening its sentence, when the
    evidence names it ("Tallis joined ..." for "Gwen Tallis"): the features read a sentence's first word as a word,
    not a name (audit 25 ho-13); empty otherwise."""
    at = ri - 1
    if at < 0 or (at > 0 and cf.kind[at - 1] != SENT) or cf.kind[at] != WORD or cf.cpos[at] < 0:
        return ()
    if not cf.text[cf.start[at]].isupper():
        return ()
    run = (cf.content[cf.cpos[at]].norm,)
    return run if any(in_text(f, run) for f in efs) else ()


def _value_after(f: Features, ri: int) -> tuple[str, ...]:
    """The number right after raw token `ri` with its units ("won 80 MHz"), as its words; empty when there is none."""
    at = ri + 1
    if at >= len(f.low) or f.kind[at] != NUM or f.cpos[at] < 0:
        return ()
    value = f.content[f.cpos[at]]
    return (value.norm, *value.units)


def subject_of(f: Features, ri: int) -> tuple[str, ...]:
    """`_read_subject`, kept per text and token (a passage's verbs are read for many claims)."""
    return kept_at(f, "subjects", ri, _read_subject)


def _read_subject(f: Features, ri: int) -> tuple[str, ...]:
    """The nearest name before raw token `ri` in its clause, when it opens the clause (articles aside); empty when
    there is none, a pronoun comes first, or the name is an object or describes another thing ("the account of
    Hotel Marlow", "the board that runs Ashby Infirmary", "Hotel Marlow's account")."""
    at = ri - 1
    stop = max(-1, ri - 1 - CLAUSE_REACH)
    while at > stop and f.kind[at] != SENT:
        if f.low[at] in _SUBJECT_BREAKS:
            opened = _relative_clause_opened(f, at)
            if opened < 0:
                break
            at = opened - 1  # "The Osp Camp, which monitors the glacier, is run by": the subject is before it
            continue
        if f.low[at] in _PRONOUNS or f.text[f.start[at] : f.end[at] + 1].rstrip().endswith(("'s", "’s", "s'", "s’")):
            return ()  # a pronoun, or a possessor: "The Hale family's company sold": the company did
        if f.kind[at] == ENT:
            run = name_before(f, at + 1)
            before = word_before(f, at + 1 - len(run), ARTICLES)
            opens = before < 0 or f.kind[before] == SENT or f.low[before] in _SUBJECT_BREAKS
            if not opens or _possessive(f, at):
                return ()  # "the account of Hotel Marlow", "that runs Ashby Infirmary", "Hotel Marlow's account"
            return run
        at -= 1
    return ()


_RELATIVE = frozenset({"which", "who", "whose"})


def _relative_clause_opened(f: Features, comma: int) -> int:
    """The raw index of the comma opening the relative clause that the comma at `comma` closes (", which stands on
    the quay,"), else -1 (also when `comma` is not a comma)."""
    if f.low[comma] != ",":
        return -1
    at = comma - 1
    while at > 0 and f.kind[at] != SENT and f.low[at] not in (",", ";"):
        at -= 1
    return at if f.low[at] == "," and f.low[at + 1] in _RELATIVE and at + 1 < comma else -1


def _in_sentence(f: Features, sent: int, run: tuple[str, ...]) -> bool:
    """Whether sentence `sent` names the run (its first word as a name), by the text's index."""
    return sent in _naming(f, run[0])


def _new_naming(_: Features) -> dict[str, frozenset[int]]:
    return {}


def _naming(f: Features, word: str) -> frozenset[int]:
    """The sentences naming `word` (as a name's word), read once per text and word: asked for each sentence and each
    use of a verb, the word's every use was read each time (a passage naming it thousands of times was quadratic)."""
    table = kept(f, "sentences naming", _new_naming)
    found = table.get(word)
    if found is None:
        content = f.content
        found = table[word] = frozenset(content[p].sent for p in f.index()[0].get(word, ()) if content[p].kind == ENT)
    return found


def _value_later(f: Features, u: CTok, party: tuple[str, ...]) -> bool:
    """Whether the value is said after the verb `u` before the verb's next use ("scored 85 points in the heats and
    88 points in the final; the Tove Chorale scored ..."): the same subject's, without its verb."""
    at = u.ri + 1
    while at < len(f.low) and f.kind[at] != SENT and f.low[at] != f.low[u.ri]:
        if f.low[at] == party[0] or (f.cpos[at] >= 0 and f.content[f.cpos[at]].norm == party[0]):
            return True
        at += 1
    return False


def _said_together(efs: Sequence[Features], run: tuple[str, ...], party: tuple[str, ...]) -> bool:
    """Whether a sentence of the evidence names both (the relation said in other words: "The Marsh Mill sells rye
    to the Orla bakery" for "The Orla bakery buys its rye from the Marsh Mill")."""
    for f in efs:
        for sent in range(len(f.sentences()[0])):
            if _in_sentence(f, sent, run) and (_in_sentence(f, sent, party) if not party[0][:1].isdigit()
                                               else party[0] in f.sentences()[1][sent]):
                return True
    return False


_ALIKE = frozenset({"so", "likewise", "too", "also", "same", "similarly", "neither", "nor"})


def _said_alike(efs: Sequence[Features], run: tuple[str, ...]) -> bool:
    """Whether a sentence naming the run says it does the same ("So does the Kell bakery", "... too")."""
    for f in efs:
        ranges, _ = f.sentences()
        for sent, (lo, hi) in enumerate(ranges):
            if _ALIKE & set(f.low[lo:hi]) and _in_sentence(f, sent, run):
                return True
    return False


def in_text(f: Features, run: tuple[str, ...]) -> bool:
    """Whether the text names the run (its first word as a name), by the text's index."""
    return any(f.content[p].kind == ENT for p in f.index()[0].get(run[0], ()))


def named_after(f: Features, ri: int, run: tuple[str, ...]) -> bool:
    """Whether the name's last word stands after raw token `ri` in its phrase: up to the sentence's end, a ";", a
    relative clause or a participle after a comma (", helped by ...": another doer of another role)."""
    at = ri + 1
    while at < len(f.low) and f.kind[at] != SENT and f.low[at] not in (";", "which", "who", "whose"):
        if f.low[at] == "," and at + 1 < len(f.low) and f.text[f.start[at + 1] : f.end[at + 1]].endswith(("ed", "ing")):
            return False
        if f.low[at] == run[-1] and f.kind[at] == ENT:
            return True
        at += 1
    return False
