"""A claim that drops the noun through which the evidence relates two things it keeps (a relational hop).

"Sigrun Alm heads the Halden-2 satellite" on "Sigrun Alm heads the agency that operates the Halden-2 satellite" (audit
35 W07): every word is in the evidence, in order, but she heads the agency, and the agency operates the satellite; the
claim makes the satellite what she heads. "Ostra Dairy is run by Lise Haug" on "The company that acquired Ostra Dairy
is run by Lise Haug" (W13), "Saltwater was founded by Mora Vey" on "The theatre where Saltwater premiered was founded
by Mora Vey" (W14) and "The 2024 Ostmark championship is coached by Ivo Marr" on "The winner of the 2024 Ostmark
championship is coached by Ivo Marr" (W06) give the predicate of one noun phrase to another that only relates to it.

The claim is aligned with each evidence sentence holding its words in order (`_rules_modifiers.dropped_runs`). A
dropped run is a hop when it is a noun phrase of its own that the claim's kept words depend on: after a determiner
(not "a"/"an": "a group of students", "a total of 40" count what follows), common nouns, then

* a relative word ("that", "which", "who", "whom", "whose", "where") opening a clause the claim keeps words of: the
  claim makes what the clause is about stand where the noun stood ("heads [the agency that operates] the satellite");
* or "of", when the noun opens the claim's subject and the claim keeps its complement whole ("[The winner of] the
  2024 Ostmark championship is coached"): the predicate is said of the noun, not of its complement (a claim that
  keeps only a name of the complement, "[the seventeenth season of the reality series] Hell's Kitchen", is left to
  coverage). After a verb "of" may name a whole the act reaches too ("joined
  the staff of the museum"), and before a name it names the noun itself ("the city of Leeds"): neither is read.

The claim is read only when every evidence sentence holding its words in order drops a hop.

A claim that keeps the hop but exchanges the verbs of its two statements is read too: "Mora Vey premiered at the
theatre where Saltwater was founded" on "The theatre where Saltwater premiered was founded by Mora Vey" (W19). When
the claim and an evidence sentence holding all its words have the same noun and relative word ("the theatre where"),
each with a relative clause of a name ("where Saltwater ..."), the verb that clause says of the name differs, and each one's verb stands
elsewhere in the other, the claim says of each noun phrase what the evidence says of the other.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import AUXILIARIES, DETERMINERS
from citeset.judges._rules_lexicon import NEGATION
from citeset.judges._rules_modifiers import Run, dropped_runs, full_sentences
from citeset.judges._rules_tokens import ENT, WORD, Features

_RELATIVES = frozenset({"that", "which", "who", "whom", "whose", "where"})
_COUNTING = frozenset({"a", "an"})
_AUXILIARIES = AUXILIARIES | NEGATION
_CLAUSE_OPENING = 3
"""Raw tokens a dropped relative clause may hold before the words the claim keeps (its verb and auxiliaries)."""
_REACH = 8  # raw tokens after a relative word read for its clause's verb (a long sentence is read in linear time)


_SAYING = frozenset({"deny", "deni", "said", "say", "claim", "report", "state", "insist", "suggest", "announc",
                     "confirm", "admit", "argu", "warn", "note", "told", "tell", "assert", "maintain", "explain"})
"""Verbs (as the features hold them) whose "that" opens what is said, not a relative clause."""
_SHOWING = frozenset({"show", "reveal", "indicat", "prove"})
"""Verbs (as the features hold them) whose "that" opens what records or figures show, stated as so."""
_ATTRIBUTING = frozenset({"according", "said", "say", "says", "told", "claim", "deny", "insist", "maintain", "stat"})
"""Words (as the features hold them) by which a claim keeps a report as one (probe 41)."""


def _hop(cf: Features, f: Features, run: Run) -> bool:
    """Whether the dropped run is a noun phrase the claim's kept words hang from (see the module docstring)."""
    a, b, before, after = run
    if after >= len(cf.low) or f.low[a] in _COUNTING:
        return False
    at = a
    while at < b and f.low[at] in DETERMINERS:
        at += 1
    nouns = at
    while at < b and f.cpos[at] >= 0 and f.kind[at] == WORD and f.low[at] not in cf.cset:
        at += 1
    if at == nouns or at >= b:
        return False
    link = f.low[at]
    if link == "that" and f.low[at - 1] in _SAYING and not _ATTRIBUTING.isdisjoint(cf.low):
        return False  # "denied that the society sold" for "according to X, ... did not": the claim keeps the report
    if link == "that" and f.low[at - 1] in _SHOWING:
        return False  # "Final figures show that X recorded ...": what the figures show, no noun's relative clause
    if link in _RELATIVES:
        # the clause the claim keeps words of opens right after it ("that operates", "where"): a complement clause
        # ("reported that the old marina, Westquay, was replaced in 2019 by") is no noun's relative clause
        return b - at - 1 <= _CLAUSE_OPENING and all(f.kind[ri] == WORD for ri in range(at + 1, b))
    if link != "of" or any(cf.low[ri] not in DETERMINERS for ri in range(before + 1)):
        return False
    rest = at + 1
    while rest < b and f.low[rest] in DETERMINERS:
        rest += 1
    return rest == b and at + 1 < len(f.low) and f.kind[at + 1] != ENT  # the claim keeps the complement whole


def _relatives(f: Features, lo: int, hi: int) -> dict[tuple[str, str], tuple[int, str]]:
    """(noun, relative word) -> (raw index, verb) of each relative clause on a common noun in raw tokens lo..hi-1."""
    out: dict[tuple[str, str], tuple[int, str]] = {}
    for at in range(lo + 1, hi - 1):
        if f.low[at] not in _RELATIVES or f.kind[at - 1] != WORD or f.cpos[at - 1] < 0:
            continue
        verb = _clause_verb(f, at + 1, min(hi, at + _REACH))
        if verb is not None:
            out.setdefault((f.low[at - 1], f.low[at]), (verb, f.low[verb]))
    return out


def _clause_verb(f: Features, at: int, hi: int) -> int | None:
    """The raw index of the verb of the relative clause opening at raw token `at` with a name of its own, past its
    auxiliaries ("where Saltwater premiered", "that Dmitri had split"); None otherwise. A clause of the noun itself
    ("the firm that restored the cellar") is not read: another sentence may say what the noun did by its name."""
    if at >= hi or f.kind[at] != ENT:
        return None
    while at < hi and f.kind[at] == ENT:
        at += 1
    while at < hi and f.low[at] in _AUXILIARIES:
        at += 1
    return at if at < hi and f.cpos[at] >= 0 and f.kind[at] == WORD else None


def hop_verbs_exchanged(cf: Features, efs: Sequence[Features]) -> str | None:
    """The verbs a claim exchanges between a relative clause and the clause it hangs from (see the module docstring),
    described; None when an evidence sentence holding the claim's words has its clause's verb, or none has it."""
    claimed = _relatives(cf, 0, len(cf.low))
    if not claimed:
        return None
    found: str | None = None
    for f, lo, hi in full_sentences(cf, efs):
        said = _relatives(f, lo, hi)
        wrong = None
        for key, (at, verb) in claimed.items():
            there = said.get(key)
            if there is None or there[1] == verb:
                continue
            if any(f.low[ri] == verb for ri in range(lo, hi)) and any(
                    cf.low[ri] == there[1] for ri in range(len(cf.low)) if ri != at):
                wrong = f"claim '{cf.display(key[0])} {key[1]} ... {cf.display(verb)}', evidence '{f.display(there[1])}'"
                break
        if wrong is None:
            return None
        found = found or wrong
    return found


def hop_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The noun phrase every evidence sentence holding the claim's words in order relates them through, which the
    claim drops (see the module docstring), described; None when one relates them directly or none holds them."""
    found: str | None = None
    for f, lo, hi in full_sentences(cf, efs):
        runs = dropped_runs(cf, f, lo, hi)
        if runs is None:
            continue
        dropped = next((run for run in runs if _hop(cf, f, run)), None)
        if dropped is None:
            return None
        found = found or f"'{f.span(dropped[0], dropped[1])}' in '{f.span(lo, hi).rstrip('.')}'"
    return found
