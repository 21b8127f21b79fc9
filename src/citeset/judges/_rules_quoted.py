"""A quotation the evidence signs with its speaker in brackets, given by the claim to another (probe 57).

"Ruth Asante, the club's commodore, is quoted as saying: 'The slipway must be rebuilt.'" on "'The slipway must be
rebuilt.' (Callum Reid)" and "Ruth Asante is the club's commodore; Callum Reid is its bosun": every word of the claim
is in the evidence, but the bracket after the quotation names who said it. A claim that gives a quotation (of four
words or more) to a person by a verb of saying, where the evidence holds the same words signed "(Name)" with a name
the claim does not hold, is not entailed. A quotation the evidence signs with the claim's speaker, or does not sign,
is left to the other readings. The claim holds the signed name when it holds its words but a title ("(Dr Ruth Asante)"
for "Ruth Asante said"), or its surname after a title ("Dr Asante") or after a role the evidence gives the signed
person ("Commodore Asante said" where "Ruth Asante is the commodore of the Tern Sailing Club"), when the evidence
names no other person of that surname.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import is_person
from citeset.judges._rules_tokens import Features, word_set

_OPEN, _CLOSE = "'\u2018\"\u201c", "'\u2019\"\u201d"
_QUOTE = lazy_compile(rf"(?<!\w)[{_OPEN}](?P<words>[^{_OPEN}{_CLOSE}]{{12,400}}?)[{_CLOSE}](?!\w)")
"""A quotation (what stands between two quotation marks, not a possessive's apostrophe; an apostrophe inside one ends
it: then nothing is read)."""
_SIGNED = lazy_compile(rf"(?<!\w)[{_OPEN}](?P<words>[^{_OPEN}{_CLOSE}]{{12,400}}?)[{_CLOSE}]\s*"
                     r"\((?P<name>[A-Z][\w\u2019-]+(?:\s+[A-Z][\w\u2019-]+){1,3})\)")
"""A quotation signed with a name in brackets right after it: "'We need a new boat.' (Callum Reid)"."""
_SAYING = lazy_compile(r"\b(?:said|says|quoted|saying|told|added|stated|declared)\b")
_PERSON = lazy_compile(r"\b[A-Z][\w\u2019-]+(?:\s+[A-Z][\w\u2019-]+){1,3}\b")
_MOST_SIGNED = 32
"""Signed quotations read at most per text (a text of more is a collection of sayings, not a report)."""


def signed_quote_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The speaker the evidence signs the claim's quotation with, when the claim gives it to another person (see the
    module docstring), described; else None."""
    quote = _QUOTE.search(cf.text)
    if quote is None or _SAYING.search(cf.text) is None:
        return None
    said = _words(quote.group("words"))
    outside = cf.text[: quote.start()] + " " + cf.text[quote.end() :]
    if len(said) < 4 or not any(is_person(name) for name in _PERSON.findall(outside)):
        return None
    claim_words = word_set(outside)
    for f in efs:
        for i, signed in enumerate(_SIGNED.finditer(f.text)):
            if i >= _MOST_SIGNED:
                break
            name = signed.group("name")
            if _words(signed.group("words")) == said and is_person(name) and \
                    not _same_speaker(name, outside, claim_words, efs):
                return f"the evidence signs the words with '{name}' ('{signed.group(0)}'), the claim gives them to another"
    return None


def _same_speaker(name: str, outside: str, claim_words: set[str], efs: Sequence[Features]) -> bool:
    """Whether the claim's words outside its quotation name the signed person (see the module docstring)."""
    core = [w for w in name.split() if w.casefold().rstrip(".") not in _TITLES]
    if not core or word_set(" ".join(core)) <= claim_words:
        return bool(core)
    styled = re.search(rf"\b(?P<title>[A-Z][\w\u2019-]*)\.?\s+{re.escape(core[-1])}\b", outside)
    if styled is None:
        return False
    title = styled.group("title").casefold()
    named = re.compile(rf"\b([A-Z][\w\u2019-]*)\s+{re.escape(core[-1])}\b")
    if any(w.casefold() not in _TITLES and w not in core for f in efs for w in named.findall(f.text)):
        return False  # ("Dr Paul Asante" too: which Asante is unsure)
    if title in _TITLES:
        return True
    role = re.compile(rf"\b{re.escape(' '.join(core))}(?:\s+is|\s+was|,)\s+(?:the|its|their|a|an)\s+"
                      rf"(?:[\w'\u2019-]+\s+){{0,3}}?{re.escape(title)}\b", re.IGNORECASE)
    return any(role.search(f.text) is not None for f in efs)


_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "mx", "prof", "professor", "rev", "revd", "reverend", "sir", "dame",
                     "lord", "lady", "cllr", "councillor", "capt", "captain", "col", "maj", "sgt", "lt", "father",
                     "sister", "canon"})
"""Titles before a name ("Dr", "Cllr"): not the name's words."""


def _words(text: str) -> tuple[str, ...]:
    """A quotation's words, lower case, without its punctuation (a claim may end it with "," where the evidence has
    ".")."""
    return tuple(re.findall(r"[\w\u2019'-]+", text.casefold()))
