"""Words of a claim the evidence says in other words (`said_alike`): a verb of report ("says" for "according to"), a
prohibition ("are not allowed to" for "may not"), a share ("the majority of" for "most of"), a transfer from the
other party's side ("B buys X from A" for "A sells X to B"). Audit 43 found right answers failing the strict
coverage on each. Only those words are covered; what they are said of is compared as ever."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_checks import ENDING, PROHIBITED, ends
from citeset.judges._rules_converse_comparatives import converse_comparison
from citeset.judges._rules_lasting import lasting_alike
from citeset.judges._rules_tokens import Features, search


def said_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's terms the evidence lacks as words and says in other words: a verb of report, a prohibition, a
    share, a transfer from the other party's side. The judge counts them as found, as it does a converse's."""
    return (_reported_alike(cf, efs, covered) | _prohibition_alike(cf, efs, covered)
            | _share_alike(cf, efs, covered) | _converse_alike(cf, efs, covered) | _ended_alike(cf, efs, covered)
            | converse_comparison(cf, efs, covered) | _agent_alike(cf, efs, covered) | lasting_alike(cf, efs, covered)
            | _forecast_alike(cf, efs, covered))


_FORECASTS = ("expect", "project", "forecast", "anticipat", "estimat", "predict")
"""Verbs of an expectation before "to" ("is projected to cost" says what "is expected to cost" says; probe 47)."""


def _forecast_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's verb of an expectation before "to" that the evidence says with another such verb before "to"."""
    ours = set()
    for ri, word in enumerate(cf.low[:-1]):
        if not word.startswith(_FORECASTS) or cf.low[ri + 1] != "to" or cf.cpos[ri] < 0:
            continue
        norm = cf.content[cf.cpos[ri]].norm
        if norm not in covered and any(w.startswith(_FORECASTS) and f.low[rj + 1] == "to"
                                       for f in efs for rj, w in enumerate(f.low[:-1])):
            ours.add(norm)
    return frozenset(ours)


_AGENTS = {"leader": "lead", "leadership": "lead", "founder": "found", "owner": "own", "ownership": "own",
           "manager": "manag", "management": "manag", "organiser": "organis", "organizer": "organiz",
           "director": "direct", "direction": "direct", "curator": "curat", "editor": "edit", "captaincy": "captain",
           "chairmanship": "chair", "chairman": "chair", "chairwoman": "chair", "coaching": "coach",
           "supervisor": "supervis", "supervision": "supervis", "governor": "govern"}
"""A noun of a doer or of a deed (as the features hold it) and its verb: "was the leader of the team" and "was
under the leadership of" say what "led the team" says (probe 41)."""
_OF = frozenset({"of", "under"})


def _agent_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's noun of a doer or a deed before "of" ("the leader of", "under the leadership of") whose verb the
    evidence says ("led"), when the claim does not say the verb itself."""
    if _AGENTS.keys().isdisjoint(cf.low):
        return frozenset()  # (the common case, in one set test)
    ours = set()
    for ri, word in enumerate(cf.low):
        verb = _AGENTS.get(word)
        if (verb is None or word in covered or ri + 1 >= len(cf.low) or cf.low[ri + 1] != "of" or verb in cf.cset
                or not any(verb in f.cset for f in efs)):
            continue
        rest = cf.cset - {word} - _FRAME
        done = _done_to(cf, ri)
        if any(_active_use(f, verb, rest, done) for f in efs):
            ours.add(word)
    return frozenset(ours)


_OF_A_DEED = frozenset({"leadership", "management", "ownership", "direction", "supervision", "chairmanship",
                        "captaincy", "coaching"})


def _done_to(cf: Features, ri: int) -> frozenset[str]:
    """The claim's words of what the doer's deed is done to: after "the leader of" the words after "of"; for "was
    under the leadership of X" the words before "was"."""
    if cf.low[ri] in _OF_A_DEED and ri > 1 and cf.low[ri - 2] == "under":
        stop = next((j for j in range(ri) if cf.low[j] in ("was", "were", "is", "are")), ri)
        return frozenset(cf.low[j] for j in range(stop) if cf.cpos[j] >= 0)
    return frozenset(cf.low[j] for j in range(ri + 2, min(len(cf.low), ri + 10)) if cf.cpos[j] >= 0)


_FRAME = frozenset({"was", "is", "under", "of", "the", "year", "whil", "when"})


def _active_use(f: Features, verb: str, rest: frozenset[str], done: frozenset[str]) -> bool:
    """Whether a clause of the evidence says the verb in the active voice ("Petrova led the first team", not "was led
    by Ivanova", "which is owned by Bramwell Inns") and holds every other word of the claim but its dates (probe 42's
    review: the verb said of another doer or thing)."""
    for (lo, hi), _said in zip(*f.sentences(), strict=False):
        start = lo
        for ri in range(lo, hi + 1):
            if ri < hi and not (f.low[ri] in (";",) or (f.low[ri] in _CLAUSE_WORDS and ri > lo and f.low[ri - 1] == ",")):
                continue
            words = frozenset(f.low[j] for j in range(start, ri) if f.cpos[j] >= 0)
            uses = [j for j in range(start, ri) if f.low[j] == verb]
            if uses and all(w in words or w.isdigit() for w in rest) and any(
                    (j + 1 >= len(f.low) or f.low[j + 1] != "by") and _object_next(f, j, done) for j in uses):
                return True
            start = ri + 1
    return False


def _object_next(f: Features, j: int, done: frozenset[str]) -> bool:
    """Whether the first content word after the verb at raw index `j` is one of what the claim's deed is done to
    ("led the Pemberton ... team"; not "led the second team" for the first team, "directed visitors to the museum")."""
    nxt = next((k for k in range(j + 1, min(len(f.low), j + 4)) if f.cpos[k] >= 0), None)
    return nxt is not None and f.low[nxt] in done


_CLAUSE_WORDS = frozenset({"and", "but", "while", "which", "who", "whereas"})


_NO_LONGER = lazy_compile(r"\bno\s+longer\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _no_longer(text: str) -> bool:
    """Whether a text says "no longer" (memoised like `_rules_checks.ends`: a passage is read for many claims)."""
    return search(_NO_LONGER, text) is not None



def _ended_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's "longer" of "no longer" where the evidence says a verb of ending ("stopped lending"), and its verb
    of ending where the evidence says "no longer": one ending said two ways (audit 45). The polarity check compares
    the two as negations, so "lends" for "stopped lending" stays a contradiction."""
    if not any(_no_longer(f.text) or ends(f.text) for f in efs):
        return frozenset()  # the common case: no ending in the evidence
    texts = [f.text for f in efs]
    ours: set[str] = set()
    for c in cf.content:
        if c.norm in covered:
            continue
        word = cf.text[c.sstart : c.send].casefold()
        said_longer = word == "longer" and _no_longer(cf.text) and any(map(ends, texts))
        said_ending = word in ENDING and ends(cf.text) and any(map(_no_longer, texts))
        if said_longer or said_ending:
            ours.add(c.norm)
    return frozenset(ours)


_REPORTING = frozenset({"says", "said", "say", "reports", "reported", "report", "states", "stated", "state", "told",
                        "tells", "notes", "noted", "writes", "wrote", "according"})
"""Neutral verbs of report: "The keeper says P" and "According to the keeper, P" attribute P alike."""
_REPORT_REACH = 1600
"""How many tokens of an evidence text are read for a verb of report (a hostile text is not read whole)."""


def _reported_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's verbs of report the evidence lacks as words while it reports the same way in other words
    ("says" for "according to", "reports" for "said"): audit 43's seven kept attributions were read as beyond
    their reference claims. A view stated as a fact is `attribution_dropped`'s question, not this one."""
    ours = {c.norm for c in cf.content
            if c.norm not in covered and cf.text[c.sstart : c.send].casefold() in _REPORTING}
    if not ours:
        return frozenset()
    for f in efs:
        words = [f.text[f.start[ri] : f.end[ri]].casefold() for ri in range(min(len(f.low), _REPORT_REACH))]
        if any(w in _REPORTING and (w != "according" or words[i + 1 : i + 2] == ["to"]) for i, w in enumerate(words)):
            return frozenset(ours)
    return frozenset()


_PROHIBITING = frozenset({"must not", "mustn't", "may not", "shall not", "cannot", "can't", "can not"})


def _prohibition_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's "prohibited" ("are not allowed to", as read) that the evidence says as "must not" or "may not":
    one prohibition in other words (audit 43: "are not allowed to climb" for "may not climb" was judged the
    opposite). Whether the same act is denied is the polarity check's question."""
    ours = {c.norm for c in cf.content if c.norm not in covered
            and cf.text[c.sstart : c.send].lower() in PROHIBITED}
    if not ours:
        return frozenset()
    for f in efs:
        text = " ".join(f.text.lower().split())
        if any(p in text for p in _PROHIBITING):
            return frozenset(ours)
    return frozenset()


_SHARE = lazy_compile(r"\b(?:(?:the\s+)?majority|(?:the\s+)?(?:greater|larger|bigger)\s+(?:part|share|portion)|most)"
                    r"\s+of\b|\bmost\b", re.IGNORECASE)
_SHARE_WORDS = frozenset({"majority", "greater", "larger", "bigger", "part", "share", "portion"})


def _share_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's words of "the majority of" or "the greater part of" the evidence lacks, where the evidence says
    "most" or "the majority" (the claim says a share the evidence says alike)."""
    ours = {c.norm for c in cf.content
            if c.norm not in covered and cf.text[c.sstart : c.send].lower() in _SHARE_WORDS}
    if not ours or not search(_SHARE, cf):
        return frozenset()
    return frozenset(ours) if any(search(_SHARE, f) for f in efs) else frozenset()


_CONVERSE_VERBS = (("sell", "sells", "sold", "selling"), ("buy", "buys", "bought", "buying"),
                   ("lend", "lends", "lent", "lending"), ("borrow", "borrows", "borrowed", "borrowing"),
                   ("let", "lets", "letting"), ("rent", "rents", "rented", "renting"),
                   ("give", "gives", "gave", "given", "giving"), ("receive", "receives", "received", "receiving"),
                   ("send", "sends", "sent", "sending"), ("supply", "supplies", "supplied", "supplying"),
                   ("refer", "refers", "referred", "referring"))
_FORMS = {form: forms[0] for forms in _CONVERSE_VERBS for form in forms}
_TURNED = {("sell", "to"): ("buy", "from"), ("buy", "from"): ("sell", "to"), ("lend", "to"): ("borrow", "from"),
           ("borrow", "from"): ("lend", "to"), ("let", "to"): ("rent", "from"), ("rent", "from"): ("let", "to"),
           ("give", "to"): ("receive", "from"), ("receive", "from"): ("give", "to"), ("send", "to"): ("receive", "from"),
           ("supply", "to"): ("buy", "from")}
"""A verb with its preposition and the one that says the same transfer from the other party's side: "A sells X to
B" is "B buys X from A" (a receiving party's "receives from" answers a giver's or a sender's "to")."""
_AUX = lazy_compile(r"\s+(?:has|have|had|was|were|is|are|will|did|does|do)$", re.IGNORECASE)
_REST = lazy_compile(r"^\s+(?P<what>.+?)\s+(?P<prep>to|from)\s+(?P<second>.+?)[.!;]?\s*$", re.IGNORECASE | re.DOTALL)
_ARTICLES = frozenset({"the", "a", "an", "its", "their", "his", "her", "our"})
_WORD = lazy_compile(r"[\w-]+")


def _converse_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's verb of a transfer the evidence states from the other party's side, the two parties exchanged
    and the thing the same: "Drewitt Supplies sells wax foundation to the association" on "The association buys
    wax foundation from Drewitt Supplies" (audit 43: such right answers failed the strict coverage on "sells").
    The same party on the same side with the converse verb ("The association sells ... to Drewitt") is no
    restatement and is not read here."""
    ours = [c for c in cf.content if c.norm not in covered and cf.text[c.sstart : c.send].lower() in _FORMS]
    if len(ours) != 1 or len(cf.text) > _LONGEST:
        return frozenset()
    claim = _transfer(cf.text, ours[0].sstart, ours[0].send)
    turned = None if claim is None else _TURNED.get((claim[1], claim[3]))
    if claim is None or turned is None:
        return frozenset()
    for f in efs:
        for sentence in re.split(r"(?<=[.!?;])\s+", f.text)[:_MOST_SENTENCES]:
            if len(sentence) > _LONGEST:
                continue
            for m in _WORD.finditer(sentence):
                said = _transfer(sentence, m.start(), m.end()) if m[0].lower() in _FORMS else None
                if said is not None and (said[1], said[3]) == turned and said[0] == claim[4] \
                        and said[4] == claim[0] and said[2] == claim[2]:
                    return frozenset({ours[0].norm})
    return frozenset()


_MOST_SENTENCES = 64
"""The evidence sentences read (a hostile text of thousands of sentences is not read whole)."""
_LONGEST = 300


def _transfer(sentence: str, start: int, end: int) -> tuple[frozenset[str], str, frozenset[str], str,
                                                             frozenset[str]] | None:
    """(first party, verb's base, thing, preposition, second party) of "A sells X to B", the verb at
    `sentence[start:end]`; each party and the thing as its words without articles, case-folded; None when the
    sentence is no such transfer."""
    first = _AUX.sub("", sentence[:start].rstrip())
    rest = _REST.match(sentence[end:])
    if not first.strip() or rest is None:
        return None
    return (_words(first), _FORMS[sentence[start:end].lower()], _words(rest["what"]), rest["prep"].lower(),
            _words(rest["second"]))


def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in (t.casefold() for t in _WORD.findall(text)) if w not in _ARTICLES)
