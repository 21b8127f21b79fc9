"""A role the evidence says its holder no longer has, given to them in the present tense (probe 40).

"Agnes Moult, a former warden of the trust, opened the boathouse"; "... Dmitri Varga, who served as head of
conservation until 2021": a claim "Agnes Moult is the warden of the trust" or "Dmitri Varga, the current head of
conservation, ..." gives the name a role the evidence says has ended, so it is contradicted (as `qualifier_dropped_now`
reads "X is the treasurer" for "X, the former treasurer"). The claim must open with the name and say the role in
the present ("is", "remains", "serves as", or an apposition with "current" or "present"); the evidence must say the
ended role of that name in one sentence: an apposition with "former" (or "ex-", "retired", "previous") or "served
as", "worked as" or "was" the role "until" a time. A claim in the past ("was a warden") is not read. Each evidence
text is searched once per pattern, so the reading is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, opening

_NAME = r"(?P<name>(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’-]*)"
_ROLE_WORD = r"(?!(?:of|the|at|for|in|and|to)\b)[a-z][a-z-]*"
_ROLE = (rf"(?P<role>{_ROLE_WORD}(?:\s+{_ROLE_WORD}){{0,3}}(?:\s+of\s+{_ROLE_WORD}(?:\s+{_ROLE_WORD})?)?)"
         rf"(?:\s+(?:of|at)\s+(?:the\s+)?(?P<org>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){{0,4}}))?")
_NOW = r"(?:current|present|sitting)"
_CLAIM = (
    lazy_compile(rf"^{_NAME}\s+(?:is|remains)\s+(?:now\s+|currently\s+|still\s+)?(?:the\s+|a\s+|an\s+)?(?:{_NOW}\s+)?"
               rf"{_ROLE}\b"),
    lazy_compile(rf"^{_NAME},\s+(?:the|a|an)\s+{_NOW}\s+{_ROLE}\b"),
    lazy_compile(rf"^{_NAME},\s+(?:the\s+)?(?!former|ex-|retired|previous|one-time|onetime|erstwhile)"
               rf"(?P<role>{_ROLE_WORD}(?:\s+{_ROLE_WORD}){{0,3}})\s+(?:of|at)\s+(?:the\s+)?"
               rf"(?P<org>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){{0,4}}),\s+(?!who\s+was)"),
    lazy_compile(rf"^{_NAME}\s+(?:now\s+|currently\s+|still\s+)?(?:serves|works|acts)\s+as\s+(?:the\s+|a\s+|an\s+)?"
               rf"{_ROLE}\b"),
)
_ENDED = r"(?:former|ex-|retired|previous|one-time|onetime|erstwhile)\s*"
_GAP = r"[^.;!?,]{0,60}?"
_RENEWED = lazy_compile(r"\b(?:re-?appointed|re-?elected|rejoined|returned|reinstated|again|now|currently|still|remains?|"
                      r"appointed|elected|named|became|serves|is\s+(?:the|a|an)\b|has\s+been)", re.IGNORECASE)
"""What says the name holds a role now, or took one up (again) after the ended one: then the reading says nothing."""


def role_ended(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words saying the claim's name no longer holds the role the claim gives it in the present
    (see the module docstring), quoted; else None."""
    said = _claimed(cf.text.strip())
    if said is None:
        return None
    name, role = said
    for f in efs:
        if name not in f.text:
            continue
        for pattern in _ended_patterns(name, role):
            m = pattern.search(f.text)
            if m is None:
                continue
            start, end = _sentence_of(f.text, m.start())
            if _renewed(f.text, start, m.start(), m.end(), end, role) or any(_TOOK_UP_AGAIN.search(g.text) for g in efs):
                return None  # "a former mayor of Shelbyville, ... is the mayor of Springfield"; "now works as";
                # "...; Rosa Lind returned to the head keeper post in 2024" (the stop 63 review)
            return (f"the evidence says {name} no longer holds the role ('{m.group(0)}'), the claim that "
                    f"{name} holds it now")
    return None


_TOOK_UP_AGAIN = lazy_compile(r"\b(?:re-?appointed|re-?elected|returned\s+(?:to|as)|rejoined|reinstated|went\s+back\s+to)\b",
                              re.IGNORECASE)
"""A role taken up again, in any sentence: the ended one may be held now."""


def _renewed(text: str, start: int, lo: int, hi: int, end: int, role: str) -> bool:
    """Whether the sentence says the name holds a role now or took one up again, besides the ended one: a word of
    renewal before the ended role, or after it with a role word after it ("is now its treasurer", "now works as a
    ranger"), not a deed of another kind ("now runs a bed-and-breakfast in Wick"; probe 42)."""
    if _RENEWED.search(text, start, lo):
        return True
    m = _RENEWED.search(text, hi, end)
    if m is None:
        return False
    rest = text[m.end() : end].lower()
    return m.group(0).lower() not in ("now", "currently") or any(
        w in rest for w in ("work", "serv", "act", " as ", "is ", "chair", "head", role.split()[0].lower()))


def _sentence_of(text: str, at: int) -> tuple[int, int]:
    """The start and end of the sentence around character `at` (up to the next ". ", "; " or the end)."""
    start = max(text.rfind(". ", 0, at), text.rfind("; ", 0, at)) + 1
    ends = [i for i in (text.find(". ", at), text.find("; ", at)) if i >= 0]
    return start, min(ends) if ends else len(text)


def _claimed(text: str) -> tuple[str, str] | None:
    """(name, role) of a claim opening with a name given a role in the present, else None; the role with the body
    the claim names ("mayor of Springfield": a former mayor of Shelbyville is no former mayor of Springfield)."""
    for pattern in _CLAIM:
        m = opening(pattern, text)
        if m is not None:
            org = m.group("org")
            return m.group("name"), m.group("role") + (f" of {org}" if org else "")
    for pattern in (_CURRENT_IS, _ROLE_APPOSED, _OWNED_IS):
        m = opening(pattern, text)
        if m is not None:
            return m.group("name"), f"{m.group('role')} of {m.group('org')}"
    return None


_ROLE_APPOSED = lazy_compile(rf"^(?:the\s+)?(?P<org>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){{0,4}})['’]s?\s+(?:{_NOW}\s+)?"
                           rf"(?P<role>{_ROLE_WORD}(?:\s+{_ROLE_WORD}){{0,3}}(?:\s+of\s+{_ROLE_WORD})?),\s+{_NAME},"
                           r"\s+(?!who\s+was|a\s+former|the\s+former)")
"""A claim naming the holder in an apposition after the role, in the present: "The Trust's head keeper, Helen
Okafor, runs a bed-and-breakfast" (probe 42)."""


_CURRENT_IS = lazy_compile(rf"^(?:the\s+)?(?P<org>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){{0,4}})['’]s?\s+{_NOW}\s+"
                         rf"(?P<role>{_ROLE_WORD}(?:\s+{_ROLE_WORD}){{0,3}}(?:\s+of\s+{_ROLE_WORD})?)\s+is\s+"
                         rf"{_NAME}\b")
"""A claim naming the holder after the role: "The Greyfriars Saleroom's current head of sales is Louisa Kemp"."""


_OWNED_IS = lazy_compile(rf"^{_NAME}\s+(?:is|remains)\s+(?:now\s+|currently\s+|still\s+)?(?:the\s+)?"
                         rf"(?P<org>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){{0,4}})['’]s?\s+(?:{_NOW}\s+)?"
                         rf"(?P<role>{_ROLE_WORD}(?:\s+{_ROLE_WORD}){{0,3}})\s*[.,;]?\s*$")
"""A claim giving the holder the role of a body it names first, and nothing more: "Ada Wren is the Quay Trust's
warden" (probe 58)."""


def _role_forms(role: str) -> str:
    """The role as the evidence may write it: "head baker of Loafwell", or "Loafwell's head baker" (probe 41)."""
    said = r"\s+".join(re.escape(w) if w != "of" else r"(?:of|at)(?:\s+the)?" for w in role.split())
    head, _, org = role.rpartition(" of ")
    if not head or not org[:1].isupper():
        return said
    owned = rf"(?:the\s+)?{re.escape(org)}['’]s?\s+" + r"\s+".join(re.escape(w) for w in head.split())
    return rf"(?:{said}|{owned})"


@lru_cache(maxsize=256)
def _ended_patterns(name: str, role: str) -> tuple[re.Pattern[str], ...]:
    """The patterns saying `name` no longer holds `role`, built only for evidence naming the name (most does not) and
    memoised (re's own cache of 512 patterns turns over on prose: five compiled for every claim of a role)."""
    said_name = re.escape(name)
    said_role = _role_forms(role)
    return (
        re.compile(rf"{said_name},\s+(?:a|an|the)\s+{_ENDED}{said_role}\b", re.IGNORECASE),
        re.compile(rf"{said_name}(?:,?\s+who)?,?\s+(?:served\s+as|worked\s+as|acted\s+as|was)\s+(?:the\s+|a\s+|an\s+)?"
                   rf"{said_role}\b{_GAP}\b(?:until|till|from\s+\d{{4}}\s+(?:to|until)\s+\d{{4}})\b", re.IGNORECASE),
        re.compile(rf"{said_name}(?:,?\s+who)?,?\s+(?:served\s+as|worked\s+as|acted\s+as|was)\s+(?:the\s+|a\s+|an\s+)?"
                   rf"{said_role}\b[^.;!?]{{0,80}}?\bno\s+longer\s+(?:holds|has|occupies|fills)\s+(?:the|that|this|her|his|"
                   rf"their)\s+(?:position|post|role|job|office)\b", re.IGNORECASE),
        re.compile(rf"{said_name}(?:,?\s+who)?,?\s+retired\s+as\s+(?:the\s+|a\s+|an\s+)?{said_role}\b", re.IGNORECASE),
        re.compile(rf"\bbefore\s+(?:becoming|being\s+(?:appointed|elected|named|made))\s+[^.;!?]{{1,80}}?,\s+{said_name}\s+"
                   rf"(?:was|served\s+as|had\s+been|worked\s+as)\s+(?:its|their|the|a|an)\s+"
                   rf"{re.escape(role.split(' of ')[0])}\b(?!\s+(?:and|until|till)\b)", re.IGNORECASE),
        re.compile(rf"{said_name}\s+(?:led|ran|managed|served|worked\s+at|worked\s+for|headed)\s+[^.;!?]{{0,60}}?\bas\s+"
                   rf"(?:its|the|their|a|an)\s+{re.escape(role.split(' of ')[0])}\b[^.;!?]{{0,30}}?\b(?:until|till)\b",
                   re.IGNORECASE),
    )
