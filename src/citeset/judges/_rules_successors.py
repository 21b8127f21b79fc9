"""A handover of a post that a claim turns round: who took over from whom (probe 46).

"Samuel Okoro was promoted to laboratory manager, taking over from Meera Joshi" on "Meera Joshi ... was promoted to
laboratory manager, taking over from Samuel Okoro": every word of the claim is the evidence's, and only the order of
the two names says who followed whom. A handover is read as (the one before, the one after): "S ... taking over from
P", "S took over (as R) from P", "S succeeded P", "S replaced P", "P was succeeded by S", "P handed the R job to S",
"P's successor (as R) was S", and "Her successor as R was S" after a sentence opening with P. A pronoun doer ("he was
promoted ..., taking over from P") is the person the sentence, or else the one before it, opens with. A claim's
handover the evidence gives only the other way round is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_nominal_roles import name_key, same_name
from citeset.judges._rules_persons import NAME, NAME_RUN, is_person
from citeset.judges._rules_tokens import Features, search

_P, _S = rf"(?P<p>{NAME_RUN})", rf"(?P<s>{NAME_RUN})"
_AFTER = lazy_compile(r"\b(?:(?:taking\s+over|took\s+over|takes\s+over|has\s+taken\s+over)\s+(?:as\s+[^.;,]{1,60}?\s+)?"
                    r"from|succeeded|succeeds|succeeding|replaced|replaces|replacing)\s+" + _P)
"""A handover said by the one after, whose name is before it ("S ..., taking over from P", "S succeeded P")."""
_BEFORE = (
    lazy_compile(_P + r"\s+(?:was|has\s+been|had\s+been)\s+(?:succeeded|replaced)\s+by\s+" + _S),
    lazy_compile(_P + r"\s+(?:handed|passed|gave)\s+(?:over\s+)?(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:job|role|post|position|"
               r"reins|baton|chair)\s+(?:over\s+|back\s+)?to\s+" + _S),
    lazy_compile(_P + r"['’]s\s+successor\s+(?:as\s+[^.;,]{1,60}?\s+)?(?:was|is)\s+" + _S),
)
_HANDED = lazy_compile(r"\b(?:handed|passed)\s+over\s+to\s+" + _S)
"""A handover said by the one before, whose name (or pronoun) is before it ("when she handed over to S")."""
_THEIRS = lazy_compile(r"\b(?:Her|His|Their)\s+successor\s+(?:as\s+[^.;,]{1,60}?\s+)?(?:was|is)\s+" + _S)
_HANDOVER_WORD = lazy_compile(r"\b(?:over|succe\w*|replac\w*|handed|passed|gave)\b", re.IGNORECASE)
"""A word without one of which no text says a handover `_handovers` reads."""
_UNNAMED = lazy_compile(r"\b(?:(?:taking|took|takes)\s+over\s+from|succeeded|replaced)\s+(?:him|her|them)\b", re.IGNORECASE)
_RETURNED = lazy_compile(r"\b(?:returned|again|came\s+back|back\s+to|reappointed|re-elected|reinstated)\b", re.IGNORECASE)
_DOER_REACH = 200
"""Characters before a handover read for its doer (one sentence of thousands of handovers stays linear)."""
_PRONOUN = lazy_compile(r"\b(?:he|she|they)\b", re.IGNORECASE)
_SENTENCE = lazy_compile(r"[^.!?]+[.!?]*")


def succession_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's handover the other way round from the claim's, quoted, when it never gives the claim's; else
    None (see the module docstring)."""
    if search(_HANDOVER_WORD, cf) is None:
        return None  # (the common claim: one search)
    claimed = list(_handovers(cf.text))
    if not claimed:
        return None
    text = " ".join(f.text for f in efs)  # "Her successor" may open the next passage
    if search(_UNNAMED, text) or search(_RETURNED, text):
        return None  # "... and replaced him", "returned in 2015": a handover this reading cannot name may be the claim's
    said = list(_handovers(text))
    for before, after, words in claimed:
        if any(same_name(before, b) and same_name(after, a) for b, a, _ in said):
            continue
        turned = next((w for b, a, w in said if same_name(before, a) and same_name(after, b)), None)
        if turned is not None:
            return f"the evidence says '{turned}', the claim '{words}'"
    return None


def _handovers(text: str) -> Iterator[tuple[str, str, str]]:
    """(the one before, the one after, the words) of each handover of the text, sentence by sentence."""
    opener = ""  # the person the sentence before opened with
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        first = _first_person(sentence)
        for h in _AFTER.finditer(sentence):
            after = _doer(sentence[max(0, h.start() - _DOER_REACH) : h.start()], opener)
            if after:
                yield name_key(h.group("p")), after, sentence[: h.end()].strip()
        for h in _HANDED.finditer(sentence):
            before = _doer(sentence[max(0, h.start() - _DOER_REACH) : h.start()], opener)
            if before:
                yield before, name_key(h.group("s")), sentence[: h.end()].strip()
        for pattern in _BEFORE:
            for h in pattern.finditer(sentence):
                yield name_key(h.group("p")), name_key(h.group("s")), h.group(0)
        for h in _THEIRS.finditer(sentence):
            if opener:
                yield opener, name_key(h.group("s")), h.group(0)
        opener = first or opener


def _first_person(sentence: str) -> str:
    return next((name_key(n.group(0)) for n in NAME.finditer(sentence) if is_person(n.group(0))), "")


def _doer(before: str, opener: str) -> str:
    """Who does the handover said after `before`: the last person named in it, else (a pronoun) the opener."""
    names = [n.group(0) for n in NAME.finditer(before) if is_person(n.group(0))]
    if names:
        return name_key(names[-1])
    return opener if _PRONOUN.search(before) else ""

