"""A passive claim that turns the evidence's roles round: "Mugs were outsold by vases" on "Mugs outsold vases", "Rui
Costa was hired as glaze technician by Lena Vos" on "Rui Costa hired Lena Vos as glaze technician" (audit 46: read as
"the evidence says who 'outsold'", not entailed but no contradiction, so the claim counted as correct). The claim's
doer (after "by") is what the evidence makes the object of the same verb, in the active voice, and the evidence
never gives the verb that doer: another entity in the role, a contradiction (DESIGN §3.4).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from citeset.judges._rules_agents import DETERMINERS, SYMMETRIC, active_verb, be_before, noun_after
from citeset.judges._rules_lexicon import ARTICLES, CLAUSE_OPENERS
from citeset.judges._rules_tokens import CLAUSE_REACH, ENT, SENT, WORD, CTok, Features, kept, kept_at, uses

_BY_REACH = 5  # "was hired as glaze technician by": the verb, up to four words, "by"
_BREAKS = frozenset({",", ";", ":", "and", "but", "while", "which", "who", "that"})
_SUBJECT_BREAKS = _BREAKS - {","}  # "the club, Rovers, signed ...": an appositive is the subject's


def _by_after(f: Features, ri: int) -> int | None:
    """The raw index of the "by" that names the doer of the passive verb at `ri`, within its clause, else None."""
    for at in range(ri + 1, min(len(f.low), ri + 1 + _BY_REACH)):
        low = f.low[at]
        if f.kind[at] == SENT or low in _BREAKS:
            return None
        if low == "by":
            return at
    return None


def _subject(f: Features, ri: int) -> frozenset[str]:
    """The content words of the clause before the verb at raw index `ri` (its subject, roughly)."""
    at = ri - 1
    while at >= 0 and f.kind[at] != SENT and f.low[at] not in _SUBJECT_BREAKS and ri - at <= CLAUSE_REACH:
        at -= 1
    return frozenset(f.content[p].norm for r in range(at + 1, ri) if (p := f.cpos[r]) >= 0)


def passive_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's object given as the doer of a passive claim verb (see the module docstring), described;
    else None."""
    read: set[tuple[str, str]] = set()  # each verb and doer read once (a claim may say one thousands of times)
    for v in cf.content:
        if v.kind != WORD or v.norm in SYMMETRIC or not be_before(cf, v.ri):
            continue
        by = _by_after(cf, v.ri)
        doer = noun_after(cf, by) if by is not None else None
        if doer is None or (v.norm, doer) in read:
            continue
        read.add((v.norm, doer))
        objects, doers = set(), set()
        for f, u in uses(efs, v.norm):
            if u.kind != WORD:
                continue
            if be_before(f, u.ri):
                theirs = _by_after(f, u.ri)
                doers.add(noun_after(f, theirs) if theirs is not None else None)
            elif doer in kept_at(f, "subject", u.ri, _subject):
                doers.add(doer)  # "Station manager Gail Forde opened the station's tower": the doer before the verb
            else:
                objects.add(noun_after(f, u.ri))
        if doer in objects and doer not in doers:
            return f"roles reversed: claim '{cf.text[v.sstart : v.send]} ... by {cf.display(doer)}', the evidence " \
                   f"makes {cf.display(doer)} what is {cf.text[v.sstart : v.send]}"
    return None


def _claim_verbs(cf: Features) -> list[CTok]:
    """The claim's active verbs (a word read as a verb in the active voice, not symmetric), each norm once: read once
    per claim text for the readings below."""
    return kept(cf, "active claim verbs", _read_claim_verbs)


def _read_claim_verbs(cf: Features) -> list[CTok]:
    out, seen = [], set()
    for v in cf.content:
        if v.kind != WORD or v.norm in SYMMETRIC or v.norm in seen or be_before(cf, v.ri) or not active_verb(cf, v.ri):
            continue
        seen.add(v.norm)
        out.append(v)
    return out


def passive_doer_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's doer (after "by") made the owner of what follows an active claim verb whose subject is another ("The regional
    network operates the courier service of Vesta Logistics" on "The regional network's courier service is
    operated by Vesta Logistics"; audit 47 ill-g18w3), where no use of the verb in the evidence gives it the claim's
    subject: another entity in the role, described; else None."""
    for v in _claim_verbs(cf):  # (each verb once: a claim may say one thousands of times)
        mine = kept_at(cf, "subject", v.ri, _subject)
        if not mine:
            continue  # "..., which operates": no subject in the clause
        moved = None
        for f, u in uses(efs, v.norm):
            if u.kind != WORD:
                continue
            by = _by_after(f, u.ri) if be_before(f, u.ri) else None
            doer = noun_after(f, by) if by is not None else None
            if doer is None:
                if not be_before(f, u.ri) and mine & kept_at(f, "subject", u.ri, _subject):
                    break  # the evidence gives the verb the claim's subject too
                continue
            if doer in mine:
                break
            if moved is None and _owner_after(cf, v.ri, doer):
                moved = (f, u, doer)
        else:
            if moved is not None:
                f, u, doer = moved
                return (f"doer differs: claim '{cf.text[v.sstart : v.send]}' with another subject and "
                        f"{cf.display(doer)} after it, evidence '{f.text[u.sstart : u.send]} by {f.display(doer)}'")
    return None


def _owner_after(f: Features, ri: int, norm: str) -> bool:
    """Whether the content word `norm` is said after raw token `ri` in its sentence as an owner: after "of" (articles
    aside: "the courier service of Vesta Logistics") or with a possessive on its name ("Vesta Logistics' service").
    Its first use there is read (by the text's index)."""
    where = f.index()[0].get(norm, ())
    content = f.content
    at = bisect_right(where, ri, key=lambda p: content[p].ri)
    if at >= len(where) or content[where[at]].sent != content[f.cpos[ri]].sent:
        return False
    use = content[where[at]].ri
    before = use - 1
    while before > ri and f.low[before] in ARTICLES:
        before -= 1
    if f.low[before] == "of":
        return True
    end = use
    while end + 1 < len(f.low) and f.kind[end + 1] == ENT and end - use < _NAME_REACH:
        end += 1
    word = f.text[f.start[end] : f.end[end]]
    return word.endswith(("'s", "’s", "'", "’")) or f.text[f.end[end] : f.end[end] + 2] in ("'s", "’s")


_NAME_REACH = 4  # words of a name read for its possessive


def object_was_doer(cf: Features, efs: Sequence[Features]) -> str | None:
    """The object of an active claim verb that the evidence makes the verb's doer and never its object ("It audits
    the regional office" or "The regional office told Clara Voss that ..." on "The regional office audits the
    records office", "Clara Voss told the regional office that ..."; audit 48): another entity in the role,
    described; else None. A doer is the subject opening the clause of the evidence's active verb with an object (not
    "trained under", "the plugins installed") or the noun after "by" of its passive; an object the noun right after
    its active verb or the subject of its passive."""
    for v in _claim_verbs(cf):  # (each verb once: a claim may say one thousands of times)
        obj, mine = noun_after(cf, v.ri), _opening_subject(cf, v.ri)
        if obj is None or mine is None or obj in mine:
            continue  # no object, or no verb opening its clause ("school letterpress workshops")
        roles = _roles(efs, v.norm)
        if roles is None:
            continue  # a use whose object or passive subject may be the claim's
        doers, objects = roles
        if obj in doers and obj not in objects:
            return (f"roles reversed: claim '{cf.text[v.sstart : v.send]} ... {cf.display(obj)}', the evidence makes "
                    f"{cf.display(obj)} the one who {cf.text[v.sstart : v.send]}")
    return None


_SPEECH = frozenset({"said", "say", "tell", "stat", "report", "announc", "claim", "explain", "confirm", "warn",
                     "inform", "advis", "assur"})
"""Verbs of saying (as features hold them): one's speaker is another's, and "X told Y that" makes Y the one told."""


def _roles(efs: Sequence[Features], verb: str) -> tuple[set[str | None], set[str | None]] | None:
    """The doers and objects the evidence gives the verb (a verb of saying: any verb of saying, when the evidence
    never says the claim's; see `object_was_doer`); None when a use's object is a pronoun ("trains him") or a
    passive use's subject is one or is left out ("and is appointed by the board"): it may be the claim's."""
    doers: set[str | None] = set()
    objects: set[str | None] = set()
    said = [(f, u) for f, u in uses(efs, verb) if u.kind == WORD]
    if not said and verb in _SPEECH:
        said = [(f, u) for norm in sorted(_SPEECH) for f, u in uses(efs, norm) if u.kind == WORD]
    for f, u in said:
        if be_before(f, u.ri) or (u.ri + 1 < len(f.low) and f.low[u.ri + 1] == "by"):
            subject = kept_at(f, "subject", u.ri, _subject)
            if not subject or _pronoun_before(f, u.ri):
                return None
            by = _by_after(f, u.ri)
            doers.add(noun_after(f, by) if by is not None else None)
            objects.update(subject)
        elif u.ri + 1 < len(f.low) and f.low[u.ri + 1] in _OBJECT_PRONOUNS:
            return None
        elif active_verb(f, u.ri) and (theirs := noun_after(f, u.ri)) is not None:
            doers.update(_opening_subject(f, u.ri) or ())
            objects.add(theirs)
        elif active_verb(f, u.ri) and u.norm in _SPEECH and u.ri + 1 < len(f.low) and f.low[u.ri + 1] in _SAID:
            doers.update(_opening_subject(f, u.ri) or ())  # "Clara Voss said that ...": the speaker, no one told
        else:
            objects.update(kept_at(f, "subject", u.ri, _subject))  # a form read otherwise: either role
            objects.add(noun_after(f, u.ri))
    return doers, objects


def _pronoun_before(f: Features, ri: int) -> bool:
    """Whether the clause before raw token `ri` has a pronoun for its subject ("it is in turn audited by")."""
    at = ri - 1
    while at >= 0 and ri - at <= CLAUSE_REACH and f.kind[at] != SENT and f.low[at] not in _BREAKS:
        if f.low[at] in _SUBJECT_PRONOUNS:
            return True
        at -= 1
    return at >= 0 and f.low[at] in ("which", "who", "that")


_OBJECT_PRONOUNS = frozenset({"him", "her", "it", "them", "us", "me", "you", "itself", "themselves", "himself",
                              "herself"})
_SAID = frozenset({"that", ",", ":"})


def verb_given_to_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """An active claim verb and object that the evidence gives, each time, another doer, naming the claim's subject
    beside them in another role ("The regional office inspects the jury lists" on "The records commission inspects
    the jury lists that the regional office supplies"; audit 48): another entity in the role, described; else
    None. Doers are the subjects opening the verbs' clauses; a doer not read (a comma before the verb, a passive)
    may be the claim's. The claim's subject must open another clause of the evidence's sentence, or be named after the
    evidence's verb and be no name: a name there may be the evidence's doer's ("The founder opened the first store in
    1962, when Sam Walton was 44"), and one before it may only be compared ("Like Germany, Japan exports cars")."""
    for v in _claim_verbs(cf)[:_CLAIM_VERBS]:  # (each reads a sentence of the evidence: a claim of thousands is not)
        mine, obj = _opening_subject(cf, v.ri), noun_after(cf, v.ri)
        if not mine or obj is None:
            continue
        said = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD]
        if any(be_before(f, u.ri) for f, u in said):
            continue  # a passive use: its doer is read by the passive readings
        theirs = [(f, u, _opening_subject(f, u.ri) or frozenset()) for f, u in said if noun_after(f, u.ri) == obj]
        if not theirs or any(not t or t & mine for _, _, t in theirs):
            continue  # no use with the claim's object, or one whose doer is unknown or the claim's
        f, u, _ = theirs[0]
        named = any(cf.content[cf.cpos[at]].kind == ENT for at in range(*(_opening_span(cf, v.ri) or (0, 0))))
        if _doer_in_sentence(f, u, mine) or _named_after(f, u, mine, named):
            # the claim's subject opens another clause of the sentence ("Sister Priya Nair leads the day shift;
            # Charge Nurse Owen Hughes leads the night shift"), or is named after the verb in another role
            doer = _opening_span(f, u.ri) or (u.ri, u.ri)
            return (f"the evidence gives '{f.text[u.sstart : u.send]} ... {f.display(obj)}' to "
                    f"'{f.span(*doer) if doer[1] > doer[0] else '?'}', and names {cf.display(min(mine))} otherwise")
    return None


def _doer_in_sentence(f: Features, u: CTok, words: frozenset[str]) -> bool:
    """Whether another active verb of `u`'s sentence has `words` for its opening subject (a deed of its own)."""
    lo, hi = f.sentences()[0][u.sent]
    for at in range(lo, hi):
        if at != u.ri and f.cpos[at] >= 0 and f.kind[at] == WORD and not be_before(f, at) and active_verb(f, at) \
                and words <= (_opening_subject(f, at) or frozenset()):
            return True
    return False


def _named_after(f: Features, u: CTok, words: frozenset[str], name: bool) -> bool:
    """Whether every one of `words` is said after the verb `u` in its sentence (the claim's subject named in another
    role there: "the jury lists that the regional office supplies"), not before it ("Like the regional office, the
    records commission inspects ..."); a name only in the verb's own clause ("beat the defending champion, Elsa
    Berg,"), not in a later one ("..., when Sam Walton was 44": the doer's own name, maybe)."""
    _, hi = f.sentences()[0][u.sent]
    later: set[str] = set()
    for at in range(u.ri + 1, hi):
        if name and f.low[at] in _LATER_CLAUSE:
            break
        if f.cpos[at] >= 0:
            later.add(f.content[f.cpos[at]].norm)
    return words <= later


_LATER_CLAUSE = frozenset({"when", "while", "after", "before", "as", "because", "since", "although", "though",
                           "whereas", "which", "who", "whom", "whose", "that", ";", "and", "but"})


def _opening_subject(f: Features, ri: int) -> frozenset[str] | None:
    """The subject of the verb at raw index `ri` when it opens its clause: up to four words or names (an article or a
    determiner before them) right after the sentence's start, a comma, ";" or a joining word; empty for a pronoun
    ("and it audits"); None for anything else ("school letterpress workshops", "in week 32 reported": no verb
    there, or not its subject)."""
    span = _opening_span(f, ri)
    if span is None:
        return None
    return frozenset(f.content[f.cpos[at]].norm for at in range(*span) if f.cpos[at] >= 0)


def _opening_span(f: Features, ri: int) -> tuple[int, int] | None:
    """The raw range of `_opening_subject`'s words (empty for a pronoun), or None."""
    at = ri - 1
    if at >= 0 and f.low[at] in _SUBJECT_PRONOUNS:
        span = (ri, ri)
        at -= 1
    else:
        while at >= 0 and f.cpos[at] >= 0 and f.kind[at] in (WORD, ENT) and ri - 1 - at < _HEAD_REACH:
            at -= 1
        if at == ri - 1:
            return None
        span = (at + 1, ri)
        if at >= 0 and f.low[at] in DETERMINERS:
            at -= 1
    if at < 0 or f.kind[at] == SENT or f.low[at] in CLAUSE_OPENERS:
        return span
    return None


_HEAD_REACH = 4
_CLAIM_VERBS = 16
_SUBJECT_PRONOUNS = frozenset({"it", "he", "she", "they", "we"})
