"""A role its holder left, given to them in the present tense (probe 44).

"Hamish Blackwood was appointed Holloway Housing Group's chief executive in 2013. / He resigned in 2019; Hester
Underhill took over the role": a claim "Hamish Blackwood has been the chief executive of Holloway Housing Group since
2013" (or "... is led by Hamish Blackwood") gives him a role the evidence says he left, so it is contradicted. The
evidence says the leaving in a clause whose subject is the name, or "He"/"She" after a sentence opening with it
(across passages, in their order), or in "X succeeded/replaced/took over from" the name. The claim must say the role
in the present ("is", "remains", "has been", "currently") and nothing past ("was", "former", "until", "resigned"); the
leaving must be of the claim's role ("resigned as treasurer" leaves no chair; "retired from the army" no directorship),
or, said bare ("He resigned in 2019"), follow a sentence giving the claim's role; and no text may say the name holds
the role now ("but remains chair").
Each evidence text is read once per pattern, so the reading is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import is_person
from citeset.judges._rules_tokens import CLAUSE_TEXT, Features, search

_WORD = r"[A-Z][\w'\u2019-]+"
_NAME = rf"(?<![\w'\u2019-]){_WORD}(?:\s+{_WORD}){{0,3}}"
_LEAVING = (r"(?:later\s+|then\s+|subsequently\s+|eventually\s+)?(?:resigned|stepped\s+down|stood\s+down|"
            r"retired(?=\s*(?:$|[,.;]|in\b|on\b|at\b|from\b|as\b|after\b|last\b|this\b|early\b))|quit|left\s+"
            r"(?:the|his|her|their)\s+(?:post|role|job|position|board|office)|was\s+(?:dismissed|sacked|replaced|"
            r"removed|ousted|succeeded))\b")
_LEFT = lazy_compile(rf"^\s*(?:(?:In|By)\s+[\w ]{{1,20}},\s+)?(?:(?P<pronoun>He|She)|(?P<name>{_NAME}))\s+{_LEAVING}"
                   rf"(?P<rest>.*)$", re.DOTALL)
_SUCCEEDED = lazy_compile(rf"\b(?:took\s+over\s+from|succeeded|replaced)\s+(?P<name>{_NAME})(?P<rest>[^.;]*)")
_OPENING = lazy_compile(rf"^\s*(?P<name>{_NAME})\b")
_WORD_RUNS = lazy_compile(r"\w+")
"""The maximal runs of word characters of a clause: a name's last word is named in a clause where it is one of them
(as a search for the word between word boundaries finds it)."""
_FROM_WHAT = lazy_compile(r"\b(?:as|from|of)\s+(?P<what>[^,.;]{1,60})")
"""What a leaving names it left ("resigned as treasurer", "retired from the army", "left the board of Fenwick Air")."""
_PRESENT = lazy_compile(r"\b(?:is|are|remains|has\s+been|has\s+held|has\s+led|has\s+run|currently|still|now|holds|"
                        r"serves\s+as|acts\s+as)\b")
_PAST = lazy_compile(r"\b(?:was|were|had|former|formerly|until|till|resigned|left|retired|served|previously|ex|"
                   r"stepped|stood|succeeded|replaced|no\s+longer|not|never)\b", re.IGNORECASE)
_ROLE = lazy_compile(r"\b(?P<role>chief|director|head|chair(?:man|woman|person)?|president|manager|leader|executive|"
                   r"officer|secretary|treasurer|captain|coach|editor|librarian|principal|governor|dean|curator|"
                   r"conductor|mayor|warden|superintendent|commander|administrator|founder|owner|trustee|partner)s?\b"
                   r"|\b(?:led|headed|run|chaired|managed|captained|coached)\s+by\b", re.IGNORECASE)
"""A role the claim gives (a word of it must be the evidence's too), or a verb that gives one ("is led by")."""
_LED_BY = lazy_compile(rf"\b(?:led|headed|run|chaired|managed|captained|coached)\s+by\s+{_NAME}")
_RETURNED = lazy_compile(r"\b(?:re-?appointed|re-?elected|returned|rejoined|reinstated)\b", re.IGNORECASE)


def role_left(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's clause saying the claim's name left a role, where the claim gives the name a role in the
    present (see the module docstring), quoted; else None."""
    present = _PRESENT.search(cf.text)
    if present is None or _PAST.search(cf.text) is not None or any(search(_RETURNED, f) for f in efs):
        return None
    role = search(_ROLE, cf)
    if role is None or not any((role.group("role") or "").casefold() in f.text.casefold() for f in efs):
        return None  # the claim gives no role ("now volunteers at the desk"), or one the evidence never names
    holder = search(_LED_BY, cf)
    word = (role.group("role") or "").casefold()
    held: dict[str, bool] = {}  # whether each name holds the role now, read once per name
    for name, clause, what, where in _leavers(efs):
        if not (re.search(rf"\b{re.escape(name)}\b", cf.text[: present.start()])
                or (holder is not None and name in holder.group(0))):
            continue
        if (what is not None and word not in what.casefold()) or (what is None and word not in where.casefold()):
            continue  # another role left ("resigned as treasurer", "retired from the army"), or one not said
        if name not in held:
            held[name] = _holds_now(efs, name, word)
        if held[name]:
            continue  # "... but remains chair", "is now the treasurer"
        return f"the evidence says {name} left ('{clause.strip()}'), the claim gives the role in the present"
    return None


def _holds_now(efs: Sequence[Features], name: str, word: str) -> bool:
    """Whether an evidence text says the name holds the role now ("remains chair", "Ito is now the director")."""
    last = re.escape(name.split()[-1])
    now = re.compile(rf"\b(?:{last}|[Hh]e|[Ss]he)\b[^.;]{{0,60}}?\b(?:remains|is\s+now|now\s+serves|continues|is\s+still|"
                     rf"has\s+been)\b[^.;]{{0,40}}?\b{re.escape(word)}", re.IGNORECASE)
    return any(now.search(f.text) for f in efs)


def _leavers(efs: Sequence[Features]) -> list[tuple[str, str, str | None, str]]:
    """(name, clause, what it names it left or None, the sentence where the name was last named) of each leaving
    the evidence texts say, in their order. "He"/"She" is the person the last sentence opened with, unless that
    sentence names another person too ("Kenji Mori ... hired Ana Ruiz ... She resigned": either)."""
    out: list[tuple[str, str, str | None, str]] = []
    last: str | None = None
    where = ""
    named: dict[str, str] = {}  # each word of the clauses read so far: the last clause saying it
    earlier: list[str] = []  # the clauses read so far
    for f in efs:
        for m in CLAUSE_TEXT.finditer(f.text):
            clause = m.group(0)
            left = _LEFT.match(clause)
            if left is not None:
                name = left.group("name") or (last if left.group("pronoun") else None)
                if name:
                    said = where if not left.group("name") else _named_in(named, earlier, name) + clause
                    out.append((name, clause, _what(left.group("rest")), said))
            named.update((w, clause) for w in _WORD_RUNS.findall(clause))
            earlier.append(clause)
            out.extend((s.group("name"), clause, _what(s.group("rest")), clause) for s in _SUCCEEDED.finditer(clause))
            opening = _OPENING.match(clause)
            if opening is not None and opening.group("name") not in ("He", "She", "It", "They", "The"):
                people = [n for n in re.findall(_NAME, clause) if is_person(n)]
                last = opening.group("name") if len(set(people)) <= 1 else None
                where = clause
    return out


def _named_in(named: dict[str, str], earlier: list[str], name: str) -> str:
    """The last of the earlier clauses naming the name by its last word (between word boundaries), else "": looked up
    by word, so each leaving costs no pass over the text ("O'Neill", not one run of word characters, is searched)."""
    last = name.split()[-1]
    if _WORD_RUNS.fullmatch(last):
        return named.get(last, "")
    found = re.compile(rf"\b{re.escape(last)}\b")
    return next((c for c in reversed(earlier) if found.search(c)), "")


def _what(rest: str) -> str | None:
    found = _FROM_WHAT.search(rest)
    return found.group("what") if found is not None else None
