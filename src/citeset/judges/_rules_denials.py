"""An event a verb denies: "declined to approve", "refused an offer to buy", "rather than scrapping", "has yet to
complete", "left unchanged", "a plan to merge ... fell through".

"The council approved the car park" on "The council declined to approve the car park": every word of the claim is in
the evidence, and no negation word, but "declined to" says the approval did not happen. A word is denied where a
denying verb governs it: right before it (up to two function words: "rather than scrapping", "cancelled the
fireworks") or through a "to" within a few words ("rejected a proposal from parents to merge"; "has yet to"), or where
a denying verb follows it within its clause ("the plan to merge ... fell through", "the vote was postponed"), or
where a denying verb's "that" clause holds it ("denied that she would resign": not entailed, whatever the verb), or
where the evidence has its "un-" form ("unchanged" for "changed"). "Rather than" and "instead of" deny only a verb's
form ("rather than scrapping"): before a noun they state a preference ("prefers OAE testing rather than audiometry").

* A claim that denies nothing, one of whose words the evidence states only denied (in sentences holding another of
  the claim's words), is contradicted by a denial that says the event did not happen ("declined", "refused",
  "rejected", "failed to", "rather than", "instead of", "ruled out", "turned down", "voted against", "has yet to",
  "un-") and not entailed by one that says it was put off or called off ("postponed", "cancelled", "withdrew",
  "abandoned", "dropped", "denied", "fell through", "called off", "shelved").
* A claim whose verb ("to approve", "scrapping") is denied by a verb of the first kind is contradicted when the
  evidence states that word plainly (no negation or modal in its sentence) and holds no denying verb at all.

A claim word under a proposing verb ("Parents proposed merging ...") is reported, not stated: it is not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import BE_FORMS
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    NEG,
    SENT,
    WORD,
    CTok,
    Features,
    kept,
    kept_at,
    search,
)

_DID_NOT = {"declin": "", "refus": "", "reject": "", "fail": "to", "rather": "than", "instead": "of", "rul": "out",
            "turn": "down", "vot": "against", "unabl": "", "decid": "against", "opt": "against", "opted": "against"}
"""Denying verbs (as the features hold them) that say the event did not happen, with the word they need after them."""
_PUT_OFF = {"withdrew": "", "withdraw": "", "withdrawn": "", "cancel": "", "cancell": "", "postpon": "",
            "abandon": "", "drop": "", "deny": "", "fall": "through", "fell": "through", "shelv": "", "call": "off"}
"""Denying verbs that say the event was put off, called off or denied (it may still happen, or have happened)."""
_PROPOSING = frozenset({"propos", "plan", "suggest", "ask", "want", "seek", "sought", "offer", "request", "urg", "hop",
                        "intend", "aim", "tri", "try", "attempt", "call"})
"""Verbs (as the features hold them) under which a claim reports an event without stating it ("proposed merging")."""
_PREFERRING = frozenset({"rather", "instead"})
"""Denying words that deny an event only before a verb's form ("rather than scrapping"), not before a noun."""
_MISSING = frozenset({"miss", "fail", "lack", "overran", "overrun"})
"""Verbs (as the features hold them) by which a claim says in its own words that something was not done ("missed the
deadline for completing the survey" for "failed to complete the survey before the deadline"; probe 40)."""
_DENIERS = frozenset(_DID_NOT) | frozenset(_PUT_OFF)
_DENYING = _DENIERS | {"yet"}
"""The words without one of which no word of a text is denied (`_read_denied` needs a denier or "has yet to"): a
text without any is passed over in one set test instead of being read token by token."""
_BACK_REACH = 7  # raw tokens from a denying verb to the "to" before the word it denies
_AFTER_REACH = 5  # raw tokens from a word to a denying verb after it


def _denier(f: Features, ri: int) -> tuple[bool, int] | None:
    """(says it did not happen, index of its last word) for a denying verb at raw index `ri`, else None."""
    word = f.low[ri]
    for strong, table in ((True, _DID_NOT), (False, _PUT_OFF)):
        need = table.get(word)
        if need is not None and f.kind[ri] == WORD:
            if not need:
                return strong, ri
            if ri + 1 < len(f.low) and f.low[ri + 1] == need:
                return strong, ri + 1
    return None


def _denied(f: Features, ri: int) -> bool | None:
    """Whether the word at raw index `ri` is denied (see the module docstring): True when the denial says it did not
    happen, False when it was put off; None when it is not denied. Read once per text and token: a passage's words
    are asked about for every claim checked against it, and twice per claim (`event_denied`, `event_put_off`)."""
    if _DENYING.isdisjoint(f.low):
        return None  # no denier and no "yet": `_read_denied` finds nothing, at no token
    return kept_at(f, "denied", ri, _read_denied)


def _read_denied(f: Features, ri: int) -> bool | None:
    if ri >= 3 and f.low[ri - 1] == "to" and f.low[ri - 2] == "yet" and f.low[ri - 3] in ("has", "have", "had"):
        return True
    for at in range(ri - 1, max(-1, ri - 1 - _BACK_REACH), -1):
        if f.kind[at] in (BOUND, SENT):
            break
        found = _denier(f, at)
        if found is not None:
            if f.low[at] in _PREFERRING and not _event(f, ri):
                return None  # "prefers OAE testing rather than audiometry": a preference between things, no event
            if found[1] + 1 < ri and f.low[found[1] + 1] == "that":
                return False  # "denied that she would resign": a statement denied, not an event said not to be
            close = found[1] < ri and all(f.cpos[k] < 0 for k in range(found[1] + 1, ri)) and ri - found[1] <= 3
            return found[0] if close or f.low[ri - 1] == "to" else None
    for at in range(ri + 1, min(len(f.low), ri + 1 + _AFTER_REACH)):
        if f.kind[at] in (BOUND, SENT):
            break
        found = _denier(f, at)
        if found is not None and (f.low[at - 1] in BE_FORMS or f.low[at] in ("fall", "fell")):
            return found[0]
    return None


def _proposed(f: Features, ri: int) -> bool:
    """Whether a proposing verb stands before raw index `ri` in its clause (a few words back): the event is reported,
    not stated."""
    if _PROPOSING.isdisjoint(f.low):
        return False  # no proposing verb anywhere in the text
    for at in range(ri - 1, max(-1, ri - 1 - _BACK_REACH), -1):
        if f.kind[at] in (BOUND, SENT):
            return False
        if f.low[at] in _PROPOSING and f.cpos[at] >= 0:
            return True
    return False


def _claim_denies(cf: Features) -> bool:
    """Whether the claim negates or denies anything itself (read once per claim text)."""
    return kept(cf, "denies", _read_claim_denies)


def _read_claim_denies(cf: Features) -> bool:
    """A negation, "yet", a denying verb, a verb of missing ("missed the deadline for completing"), or a word whose
    "un-" form the claim also says."""
    if NEG in cf.cue or "yet" in cf.low or not _MISSING.isdisjoint(cf.low):
        return True
    if not _DENIERS.isdisjoint(cf.low) and any(_denier(cf, ri) is not None for ri in range(len(cf.low))):
        return True
    words = set(cf.low)
    return any(t.startswith("un") and t[2:] in words for t in cf.cset)


def denial_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim's negation restates a denying verb of the evidence on one of its words ("did not renew" for
    "declined to renew", "decided against renewing", "failed to renew"): the polarity reading, which counts negation
    words, would call the claim's "not" a negation the evidence lacks (probe 42)."""
    if NEG not in cf.cue or not any(not _DENIERS.isdisjoint(f.low) for f in efs):
        return False
    negated = {cf.low[ri] for ri in range(len(cf.low) - 1) if cf.cue[ri] == NEG
               for ri in [next((j for j in range(ri + 1, min(len(cf.low), ri + 4)) if cf.cpos[j] >= 0), -1)] if ri >= 0}
    return any(_denial_of(cf, efs, norm) is True for norm in negated)  # ("did not hear" is no "rejected ... after
    # hearing it")


def _denial_of(cf: Features, efs: Sequence[Features], norm: str) -> bool | None:
    """How the evidence denies the claim word `norm` when it states it only denied (see `_denied`), else None."""
    found: set[bool] = set()
    for f in efs:
        sentences = f.sentences()[1]
        for p in f.index()[0].get(norm, ()):
            c = f.content[p]
            if len(sentences[c.sent] & cf.cset) < 2:
                continue
            denial = _denied(f, c.ri)
            if denial is None:
                return None
            found.add(denial)
        if f"un{norm}" in f.cset and len(norm) >= 4:
            found.add(True)
    return min(found) if found else None


_Denial = tuple[str, bool] | None
_last: tuple[Features | None, Sequence[Features], _Denial] = (None, (), None)
"""The last pair's `_stated_denial` (its claim and evidence list, by identity): `event_denied` and `event_put_off`
ask it of the same pair one after the other. One entry, replaced whole (safe to read from any thread)."""


def _stated_denial(cf: Features, efs: Sequence[Features]) -> _Denial:
    """(the denied word, whether the denial says it did not happen) for the first claim word the evidence states only
    denied, else None."""
    global _last
    last = _last
    if last[0] is cf and last[1] is efs:
        return last[2]
    found = _read_stated_denial(cf, efs)
    _last = (cf, efs, found)
    return found


def _read_stated_denial(cf: Features, efs: Sequence[Features]) -> _Denial:
    if _claim_denies(cf):
        return None
    seen: set[str] = set()
    for c in cf.content:
        if c.kind == WORD and c.norm not in seen and not _proposed(cf, c.ri):
            seen.add(c.norm)
            denial = _denial_of(cf, efs, c.norm)
            if denial is not None:
                return cf.display(c.norm), denial
    return None


def event_denied(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim word the evidence says did not happen, or a claim's denial of a word the evidence states plainly."""
    found = _stated_denial(cf, efs)
    if found is not None and found[1]:
        return f"the evidence denies '{found[0]}': it says it did not happen"
    return _denial_dropped(cf, efs)


def event_put_off(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim word the evidence says was put off, called off or denied (see the module docstring)."""
    found = _stated_denial(cf, efs)
    if found is not None and not found[1]:
        return f"the evidence says '{found[0]}' was put off or called off, not that it happened"
    return None


def _denial_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's word denied by a verb saying it did not happen, when the evidence states it plainly and denies
    nothing."""
    denied = kept(cf, "denied events", _denied_events)
    if NEG in cf.cue or not denied or any(kept(f, "has denier", _has_denier) or search(_OUTVOTED, f) for f in efs):
        return None  # ("rejected a motion to merge" where "the motion to merge ... was defeated": both deny it)
    for c in denied:
        plain = [(f, u) for f in efs for u in (f.content[p] for p in f.index()[0].get(c.norm, ()))]
        if plain and all(_plainly(f, u.ri) for f, u in plain):
            return f"the claim denies '{cf.display(c.norm)}', the evidence states it"
    return None


def _denied_events(cf: Features) -> list[CTok]:
    """The claim's words a verb denies as not having happened, first of each norm (read once per claim text)."""
    return list({c.norm: c for c in cf.content if c.kind == WORD and _denied(cf, c.ri) is True and _event(cf, c.ri)}
                .values())


_OUTVOTED = lazy_compile(r"\b(?:motion|proposal|resolution)\b[^.;]{0,160}?\b(?:defeated|voted\s+down|thrown\s+out|"
                       r"turned\s+down|rejected)\b|\b(?:defeated|voted\s+down|threw\s+out|turned\s+down|rejected)\s+"
                       r"(?:a|the|its|their)\s+(?:motion|proposal|resolution)\b", re.IGNORECASE)
"""A vote denying a motion ("the motion to merge ... was defeated", "voted down a proposal to"): the evidence denies
what it would do, without a denying verb before the motion's words."""


def _has_denier(f: Features) -> bool:
    """Whether a text holds any denying verb (read once per text: asked of every passage a claim is checked on)."""
    if _DENIERS.isdisjoint(f.low):
        return False  # (`_denier` needs one of these words)
    return any(_denier(f, ri) is not None for ri in range(len(f.low)))


def _event(f: Features, ri: int) -> bool:
    """Whether the word at raw index `ri` is a verb's form a denial governs: after "to", or in "-ing"."""
    return f.low[ri - 1] == "to" or f.text[f.start[ri] : f.end[ri]].lower().endswith("ing")


def _plainly(f: Features, ri: int) -> bool:
    """Whether the sentence of raw index `ri` (as far as `CLAUSE_REACH` each side) has no negation or modal cue, and the
    word there is not denied."""
    if _denied(f, ri) is not None:
        return False
    lo = hi = ri
    while lo > max(0, ri - CLAUSE_REACH) and f.kind[lo - 1] != SENT:
        lo -= 1
    while hi < min(len(f.low), ri + CLAUSE_REACH) and f.kind[hi] != SENT:
        hi += 1
    return not any(f.cue[k] for k in range(lo, hi))
