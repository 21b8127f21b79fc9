"""Funding given or received, said one way and denied the other (probe 47).

"The national lottery fund provided money to the station in 2024" on "The station did not receive any funding from
the national lottery fund in 2024", or "The consortium received funding from F" on "F gave no money to the
consortium": the claim's words are the evidence's but for the verb, and the evidence's denial ("did not receive
any", "gave no") is of the other party's verb, so the polarity reading, which compares a negated word with the same
word, does not see it. Funding is read from either side (A gave money to B; B received money from A; B was funded by
A; A funded B) as the pair (giver, receiver); a claim saying funding the evidence denies between the same two
parties, where the evidence never says it given, is contradicted. A claim denying it where the evidence denies it
on the other party's side restates the denial (no negation mismatch).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import YEAR, Features, phrase_key, search

_MONEY = r"(?:money|funding|funds|a\s+grant|grants|grant\s+funding|financial\s+support)"
_PARTY = r"(?P<{}>(?:[Tt]he\s+|[A-Z])[^,.;]{{0,60}}?)"
_GIVE = r"(?:provided|gave|granted|awarded|paid|has\s+provided|has\s+given|has\s+awarded)"
_GET = r"(?:received|got|obtained|was\s+given|was\s+awarded|has\s+received)"
_FORMS: tuple[tuple[re.Pattern[str], bool | None], ...] = (  # (pattern, denied): the giver and the receiver named from either side
    (lazy_compile(_PARTY.format("giver") + rf"\s+{_GIVE}\s+{_MONEY}\s+to\s+" + _PARTY.format("receiver")
                + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), False),
    (lazy_compile(_PARTY.format("receiver") + rf"\s+{_GET}\s+{_MONEY}\s+from\s+" + _PARTY.format("giver")
                + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), False),
    (lazy_compile(_PARTY.format("receiver") + r"\s+(?:was|were|has\s+been)\s+funded\s+by\s+" + _PARTY.format("giver")
                + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), False),
    (lazy_compile(_PARTY.format("giver") + r"\s+(?:gave|provided|awarded|paid|granted)\s+no\s+" + _MONEY
                + r"(?:\s+at\s+all)?\s+to\s+" + _PARTY.format("receiver")
                + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), True),
    (lazy_compile(_PARTY.format("receiver") + r"\s+(?:did\s+not|didn't|has\s+not|hasn't|never)\s+(?:receive|get|obtain)"
                + rf"d?\s+(?:any\s+)?{_MONEY}\s+from\s+" + _PARTY.format("giver")
                + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), True),
    (lazy_compile(_PARTY.format("receiver") + r"\s+(?:received|got)\s+no\s+" + _MONEY + r"\s+from\s+" + _PARTY.format("giver")
                + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), True),
    (lazy_compile(_PARTY.format("receiver") + r"\s+(?:was|were|has\s+not\s+been)\s+(?:not\s+)?funded\s+by\s+"
                + _PARTY.format("giver") + r"(?=\s+(?:in|on|for|during|last|this)\b|\s*[,.;]|\s*$)"), None),
)
_END = r"(?=\s+(?:in|on|for|during|last|this|after|later|instead)\b|\s*[,.;]|\s*$)"
_FORMS += (  # what was paid for, in the receiver's place: "F funded the new scoreboard", "F rejected the bid for it"
    (lazy_compile(_PARTY.format("giver") + r"\s+(?:funded|financed|bankrolled|paid\s+for|covered\s+the\s+cost\s+of)\s+"
                + _PARTY.format("receiver") + _END), False),
    (lazy_compile(_PARTY.format("receiver") + r"\s+(?:was|were)\s+(?:instead\s+)?(?:paid\s+for|financed|bankrolled)\s+by\s+"
                r"(?:a\s+(?:donation|grant|gift)\s+from\s+)?" + _PARTY.format("giver") + _END), False),
    (lazy_compile(r"\b(?:application|bid|request|appeal)\s+to\s+" + _PARTY.format("giver") + r"\s+for\s+(?:money\s+|funding\s+)?"
                r"(?:for\s+|towards\s+)?" + _PARTY.format("receiver") + r"\s+(?:was|were|had\s+been)\s+(?:turned\s+down|"
                r"rejected|refused|declined|unsuccessful)\b"), True),
    (lazy_compile(_PARTY.format("giver") + r"\s+(?:rejected|turned\s+down|refused|declined)\s+(?:the\s+)?[\w'’ -]{0,40}?"
                r"(?:bid|application|request|appeal)\s+for\s+(?:money|funding|funds|a\s+grant)?\s*(?:towards|for)?\s*"
                + _PARTY.format("receiver") + _END), True),
)
_CUES = lazy_compile(r"\b(?:money|funding|funds|grants?|funded|financial|financed|bankrolled|paid|bid|application|"
                   r"request|appeal|cost)\b")
_LONGEST_CLAUSE = 600
"""Characters of a clause read at most (a clause saying who funded what is a sentence's part; a longer run is no
such clause, and the patterns would read it in time growing with its length times their reach)."""
_CLAUSES = lazy_compile(r"[.;]\s*|,?\s+but\s+")
"""Where a text's clauses end: sentence ends, and "but" ("was funded by the council, but not by the lottery fund";
"turned down the bid in 2021 but financed it in 2023")."""


def _key(party: str) -> str:
    """A party's name as compared: "the" dropped, and what comes before a later "the" ("After a second attempt the
    Heritage Fund" is the Heritage Fund)."""
    words = party.split()
    lowered = [w.casefold() for w in words]
    if lowered[:1] != ["the"] and "the" in lowered:
        words = words[lowered.index("the"):]
    return phrase_key(" ".join(words))


def _fundings(text: str) -> list[tuple[str, str, bool, frozenset[str]]]:
    """(giver, receiver, denied, years) of each clause of the text saying funding given or denied."""
    if search(_CUES, text) is None:
        return []
    out = []
    for clause in _CLAUSES.split(text):
        sentence = clause.strip()
        if len(sentence) > _LONGEST_CLAUSE:
            continue
        years = frozenset(YEAR.findall(sentence))
        for pattern, said in _FORMS:
            for m in pattern.finditer(sentence):  # every one: "It later financed X, and the Rural Fund financed Y"
                denied = " not " in f" {m.group(0)} " if said is None else said  # "was (not) funded by"
                out.append((_key(m.group("giver")), _key(m.group("receiver")), denied, years))
    return out


def funding_denied(cf: Features, efs: Sequence[Features]) -> str | None:
    """Funding the claim says given between two parties that the evidence denies between them (in the claim's year,
    or in none), and never says given: described; else None."""
    claimed = [(g, r, years) for g, r, denied, years in _fundings(cf.text) if not denied]
    if not claimed:
        return None
    said = [found for f in efs for found in _fundings(f.text)]
    if any(not denied and (g.split()[:1] in _PRONOUNS or r.split()[:1] in _PRONOUNS) for g, r, denied, _ in said):
        return None  # "It received funding from the council in 2023": given, to a party named before
    for giver, receiver, years in claimed:
        between = [denied for g, r, denied, when in said
                   if g == giver and r == receiver and (not years or not when or years & when)]
        if between and all(between):
            return f"the evidence denies funding from the {giver} for the {receiver}"
    return None


def funding_denial_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim denies funding between two parties that the evidence denies between them too ("was not
    funded by F" for "did not receive any funding from F")."""
    claimed = [(g, r) for g, r, denied, _ in _fundings(cf.text) if denied]
    return bool(claimed) and any((g, r) in claimed for f in efs for g, r, denied, _ in _fundings(f.text) if denied)


_PRONOUNS = [["it"], ["they"], ["he"], ["she"], ["its"], ["their"]]
"""A party named by a pronoun (its first word): funding given to or by a party named before ("It later financed")."""
