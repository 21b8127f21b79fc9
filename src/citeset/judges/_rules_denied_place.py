"""A claim's verb that the evidence lacks, where the evidence denies what it says in that place (probe 40).

"The crew completed the inspection before the deadline" on "the crew did not manage to finish the inspection by the
deadline": the polarity check compares negations on the words the claim and the evidence share, and "finish" is
not the claim's word, so the denial was never read and the claim was entailed at 12 of 13 words. Where the
evidence's sentence says "did not (manage to) V", "never (got to) V", "was unable to V" or "failed to V" (or only
tried, agreed or planned to: "tried to secure", "has agreed to lend"; probe 41) between
two of the claim's words (the word before the denial and the first word after V), V is not the claim's, the claim
denies nothing and one or two of its words are missing, one of them a verb, the claim's verb stands where the
evidence denies: not entailed. A claim whose missing words deny in their own way ("failed the audit", "remained
unfinished", "missed") or only attempts ("sought", "applied for") is left to the other readings.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_agents import active_verb
from citeset.judges._rules_relatives import past
from citeset.judges._rules_tokens import NEG, WORD, Features, kept

_DENIED = lazy_compile(
    r"\b(?P<deny>(?:did|does|do|could|would|was|were|has|have|had)\s+not|(?:did|does|do|could|would|was|were|has|have|"
    r"had)n[\u2019']t|never|(?:was|were|is|are)\s+unable\s+to|fail(?:ed|s)?\s+to|(?:has\s+|have\s+|had\s+)?"
    r"(?:tried|tries|attempted|attempts|sought|seeks|hoped|hopes|aimed|aims|offered|offers|agreed|agrees|promised|"
    r"pledged|intended|intends|planned|plans)\s+to)\s+"
    r"(?P<chain>(?:(?:manage|managed|get|got|get\s+round|get\s+around|succeed|be\s+able|bother)\s+(?:to|in)\s+)?)"
    r"(?P<verb>[a-z]+)\b", re.IGNORECASE)
_TRIED = lazy_compile(r"(?:has\s+|have\s+|had\s+)?(?:tried|tries|attempted|attempts|sought|seeks|hoped|hopes|aimed|aims|"
                    r"offered|offers|agreed|agrees|promised|pledged|intended|intends|planned|plans)\b", re.IGNORECASE)
_DONE_AFTER = lazy_compile(r"\b(?:paid\s+out|was\s+paid|were\s+paid|delivered|completed|received|finali[sz]ed|went\s+ahead|"
                         r"succeeded|was\s+signed|were\s+signed|did\s+so|was\s+made|were\s+made|arrived)\b", re.IGNORECASE)
"""What says, after an attempt or an agreement, that it was done ("and the loan was paid out in May")."""
_UNDONE = frozenset({"to", "be", "will", "would", "shall", "could", "might", "may", "can", "should", "must"})
"""Words before a claim's verb by which it says the deed is not (yet) done ("are to be lent", "will lend")."""
_MISSING = 2
"""The most claim words the evidence may lack: the verb and one more ("finished ... ahead of")."""
_DENYING = frozenset({"fail", "miss", "refus", "declin", "lose", "lost", "reject", "skip", "avoid", "lack", "deny",
                      "abandon", "cancel", "cancell", "drop", "stop", "halt", "postpon", "delay", "scrap", "withdrew",
                      "withdrawn", "withdraw", "ceas", "end", "quit", "block", "prevent", "remain", "stay", "keep",
                      "leave", "left", "overran", "overrun", "lat", "short", "behind", "pend", "still", "yet",
                      "incomplet", "abort", "suspend", "shelv", "forgo", "forgon", "spurn", "turn", "pass", "waiv",
                      "unfinish", "uncomplet", "unabl", "unsuccessful", "unopen", "undon", "unpaid", "unsold", "unmet",
                      "unresolv", "unrealis", "unrealiz", "unachiev", "unbuilt", "unfulfil", "sought", "seek", "tri",
                      "try", "attempt", "appli", "apply", "bid", "hop", "aim", "want", "pursu", "offer", "agre",
                      "promis", "pledg", "plan", "intend", "propos"})
"""The claim's missing words (normal forms) that deny or delay in their own way: the claim may restate the denial."""


def denied_in_place(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's denial in the place of the claim's missing verb (see the module docstring), described; else
    None."""
    if any(c == NEG for c in cf.cue) or not any(kept(f, "denies a place", _denies) for f in efs):
        return None
    missing = [ri for ri in range(len(cf.low)) if cf.cpos[ri] >= 0 and cf.low[ri] not in _covered(cf, efs)]
    if not 1 <= len(missing) <= _MISSING or any(cf.kind[ri] != WORD for ri in missing):
        return None
    if any(cf.low[ri] in _DENYING for ri in missing):
        return None
    verbs = [ri for ri in missing if (past(cf, ri) or active_verb(cf, ri)) and cf.low[ri - 1] not in _UNDONE]
    if not verbs:
        return None
    need = max(2, (len(cf.cset) + 1) // 2)
    for f in efs:
        if not kept(f, "denies a place", _denies):
            continue  # (kept: read once above)
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if len(said & cf.cset) < need or lo >= hi:
                continue
            found = _denial(cf, f, lo, hi)
            if found is not None:
                return f"the evidence says '{found}' where the claim says '{cf.display(cf.low[verbs[0]])}'"
    return None


def _denies(f: Features) -> bool:
    """Whether a text says any denial or attempt `_DENIED` reads (read once per text; the words first, as the
    features hold them, so most texts are passed over without the search)."""
    if NEG not in f.cue and _DENYING_STEMS.isdisjoint(f.low):
        return False
    return _DENIED.search(f.text) is not None


_DENYING_STEMS = frozenset({"unabl", "fail", "tri", "try", "attempt", "sought", "seek", "hope", "hop", "aim", "offer", "agreed",
                            "agre", "promis", "pledg", "intend", "plan"})


def _covered(cf: Features, efs: Sequence[Features]) -> frozenset[str]:
    said = frozenset().union(*(f.cset for f in efs))
    return cf.cset & said


def _denial(cf: Features, f: Features, lo: int, hi: int) -> str | None:
    """The first denial of the sentence lo..hi-1 whose verb is not the claim's and that stands between two of the
    claim's words, as written; else None."""
    start, end = f.start[lo], f.end[hi - 1]
    for m in _DENIED.finditer(f.text, start, end):
        if _TRIED.match(m.group("deny")) and _DONE_AFTER.search(f.text, m.end(), end):
            continue  # "agreed to lend the firm £5 million, and the loan was paid out in May": done after all
        verb_at = bisect_left(f.start, m.start("verb"), lo, hi)  # (a scan from the sentence's start was quadratic)
        if verb_at == hi or f.cpos[verb_at] < 0 or f.low[verb_at] in cf.cset:
            continue
        before = next((ri for ri in range(verb_at - 1, lo - 1, -1)
                       if f.cpos[ri] >= 0 and f.start[ri] < m.start("deny")), None)
        after = next((ri for ri in range(verb_at + 1, hi) if f.cpos[ri] >= 0), None)
        if before is None or after is None or f.low[before] not in cf.cset or f.low[after] not in cf.cset:
            continue
        return " ".join(m.group(0).split())
    return None
