"""A cited span saying that the value a covered route member gives has changed (DESIGN §3.7, §3.9; §4 accepts no
claim with an unresolved material contradiction).

"Lane swimming is available every weekday morning from 06:30" is the route; a cited notice that "Since February
2026 lane swimming at the Rowan Baths starts at 07:00 on weekday mornings" says it no longer holds. The two are
no same words but for one value (`disagreement` reads those), and the word-level judge finds the claim in them;
an annotated route accepted it (audit 37's H26).

A span says so here when one of its sentences has a cue of change ("since May 2026", "as of 1 March", "now",
"changed to", "was moved to", "was replaced by") and a value (a time, an amount, a percentage or a number other than the cue's date) of the kind a
member gives, another amount, said of enough of the same words: at least three of the member's words around its value,
and a third of them, on their first four letters. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS, STOPWORDS
from citeset.judges._rules_values import typed_placed
from citeset.parse import split_sentences

_MONTH = "|".join(m.capitalize() for m in MONTHS)
_CHANGE = lazy_compile(
    rf"\b(?:since|as\s+of|from|starting|effective)\s+(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?:{_MONTH})\b"
    rf"(?:\s+\d{{4}})?|\b(?:since|as\s+of|from)\s+(?:19|20)\d\d\b|\bnow\b|\bhas\s+(?:been\s+)?(?:changed|moved)\b|"
    r"\bchanged\s+to\b|\b(?:was|were|has\s+been|have\s+been)\s+(?:moved|changed|raised|increased|cut|reduced|lowered|"
    r"brought\s+forward|put\s+back|pushed\s+back|replaced)\b", re.IGNORECASE)
_KINDS = frozenset(["clock", "money", "percent", "number"])
_SENTENCES = 40
_SENTENCE_REACH = 400
"""Sentences and characters of each read per cited span: long hostile spans stay linear."""
_NOT_WORDS = STOPWORDS | frozenset(MONTHS) | frozenset(["since", "now", "changed", "moved", "starting", "effective"])


@dataclass(frozen=True)
class Changed:
    """Cited span `against` says that the value cited route member `member` gives has changed (`said`)."""

    member: str
    against: str
    said: str

    @property
    def rationale(self) -> str:
        return (f"cited span {self.against!r} says the value changed ({self.said!r}): cited route member "
                f"{self.member!r}, which the claim rests on, gives another")


def _words(context_words: frozenset[str]) -> set[str]:
    return {w[:4] for w in context_words if w not in _NOT_WORDS and not w.isdigit()}


def _values(text: str) -> list[tuple[str, object, set[str]]]:
    """(kind, amount, the words around it) of each value of `text`."""
    placed = typed_placed(text, sure=False) or []
    return [(kind, amount, _words(ctx.before | ctx.after)) for kind, amount, _, _, _, ctx in placed if kind in _KINDS]


def member_changed(members: Sequence[tuple[str, str]], extras: Sequence[tuple[str, str]]) -> Changed | None:
    """The first cited span of `extras` (span id, text: citations that cover no member) whose sentence says that a
    value a cited member (`members`) gives has changed, or None."""
    theirs = [(member_id, _values(text[:_SENTENCE_REACH * 4])) for member_id, text in members]
    for extra_id, text in extras:
        for start, end in split_sentences(text)[:_SENTENCES]:
            sentence = text[start:end][:_SENTENCE_REACH]
            cue = _CHANGE.search(sentence)
            if cue is None:
                continue
            dated = set(re.findall(r"\d+", cue.group(0)))
            here = _values(sentence)
            # a number both say ("the route 7 bus") names the thing; it is no value of it
            repeated = {(kind, amount) for kind, amount, _ in here if kind == "number"}
            compared = [(member_id, [v for v in values if (v[0], v[1]) not in repeated]) for member_id, values in theirs]
            for kind, amount, around in here:
                if kind == "number" and str(amount) in dated:
                    continue
                for member_id, values in compared:
                    if _changes(kind, amount, around, values):
                        return Changed(member_id, extra_id, sentence.strip())
    return None


def _changes(kind: str, amount: object, around: set[str], values: list[tuple[str, object, set[str]]]) -> bool:
    """Whether a member's value of the same kind, said of mostly the same words, is another amount (and the member
    gives no value equal to it)."""
    if any(k == kind and a == amount for k, a, _ in values):
        return False
    for k, a, words in values:
        shared = words & around
        if k == kind and a != amount and len(shared) >= 3 and 3 * len(shared) >= len(words):
            return True
    return False
